package rulebook_test

import (
	"slices"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// Movement (p.13): a Move Action takes a Survivor into an adjacent Zone
// it can step to: corridors connect across their floor markings, rooms
// through openings and open doors; walls and closed doors stop it. The
// rules are played on rooms (boards_test.go).

func TestMovement(t *testing.T) {
	check(t,
		rule{
			name:    "p.13: a Move Action takes a Survivor into the next corridor Zone, for one Action",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c1 activated`,
			play: []string{"Cole move c2"},
			events: []string{
				"Cole moves c1 → c2",
			},
			then: actionsLeft(2),
		},
		rule{
			name:    "p.13: a Survivor enters a room through an opening",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c2 activated`,
			play: []string{"Cole move r3"},
			events: []string{
				"Cole moves c2 → r3",
			},
		},
		rule{
			name:    "p.13: a Survivor moves from room to room through an opening",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole r3 activated`,
			play: []string{"Cole move r2"},
			events: []string{
				"Cole moves r3 → r2",
			},
		},
		rule{
			name:    "p.13: a closed door stops a Move",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c1 activated`,
			play:    []string{"Cole move r2"},
			refused: invader.Blocked,
		},
		rule{
			name:    "p.13: an open door lets a Survivor through",
			mission: rooms,
			position: `
doors d1=open
turn active=Cole actions=3
survivor Cole c1 activated`,
			play: []string{"Cole move r2"},
			events: []string{
				"Cole moves c1 → r2",
			},
		},
		rule{
			name:    "p.13: a wall stops a Move",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole r2 activated`,
			play:    []string{"Cole move r1"},
			refused: invader.Blocked,
		},
		rule{
			name:    "p.13: a Move goes one Zone only: a Zone two away is not adjacent",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole s activated`,
			play:    []string{"Cole move c2"},
			refused: invader.NotAdjacent,
		},
		rule{
			name:    "p.13: a Survivor may move into a Zone holding Xenos",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c1 activated
xenos c2 worker=2`,
			play: []string{"Cole move c2"},
			events: []string{
				"Cole moves c1 → c2",
			},
			then: actionsLeft(2),
		},
	)
}

// Boards of the Move rules; Vivian plays alone.
const mvCorridors = `id: mvCorridors
title: corridors across markings
goal: take all objectives
survivors: Vivian
map:
+--+--+--+
|s .b .f |
+..+..+--+
|c .d |
+--+--+

s: corridor start
b: corridor
f: corridor objective
c: corridor
d: corridor
`
const mvWalled = `id: mvWalled
title: a wall between corridors
goal: take all objectives
survivors: Vivian
map:
+--+--+
|s |b |
+..+--+
|c |
+--+

s: corridor start
b: corridor
c: corridor objective
`
const mvRooms = `id: mvRooms
title: rooms: an opening to n, a wall to w, an open door to p
goal: take all objectives
survivors: Vivian
map:
+--+--+--+--+
|n os |w Dc |
+--+dd+--+--+
   |p |
   +--+

n: room objective
s: room start
w: room
c: corridor
p: room
`
const mvDoors = `id: mvDoors
title: a closed door to n, a destroyed door to k
goal: take all objectives
survivors: Vivian
map:
+--+--+--+
|n Ds xk |
+--+--+--+

n: room objective
s: room start
k: corridor
`
const mvAirlock = `id: mvAirlock
title: an airlock
goal: take all objectives
survivors: Vivian
map:
+--+--+
|s oe |
+--+--+

s: room airlock start
e: exterior exit objective
`

func TestMoveWhere(t *testing.T) {
	check(t,
		rule{
			name:    "p.13: a Move crosses a floor marking between corridors",
			mission: mvCorridors,
			position: `
survivor Vivian s`,
			play: []string{"Vivian move b"},
			events: []string{
				"Vivian moves s → b",
			},
			then: actionsLeft(2),
		},
		rule{
			name:    "p.13: a Move crosses a floor marking downwards",
			mission: mvCorridors,
			position: `
survivor Vivian s`,
			play: []string{"Vivian move c"},
			events: []string{
				"Vivian moves s → c",
			},
			then: actionsLeft(2),
		},
		rule{
			name:    "p.13: a Zone two away is not adjacent",
			mission: mvCorridors,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian move f"},
			refused: invader.NotAdjacent,
		},
		rule{
			name:    "p.13 (Jared's example): there is no diagonal Move",
			mission: mvCorridors,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian move d"},
			refused: invader.NotAdjacent,
		},
		rule{
			name:    "p.13: a Move does not go to the Survivor's own Zone",
			mission: mvCorridors,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian move s"},
			refused: invader.NotAdjacent,
		},
		rule{
			name:    "p.13: a wall between corridors stops a Move",
			mission: mvWalled,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian move b"},
			refused: invader.Blocked,
		},
		rule{
			name:    "p.13: the marking beside the wall lets it through",
			mission: mvWalled,
			position: `
survivor Vivian s`,
			play: []string{"Vivian move c"},
			events: []string{
				"Vivian moves s → c",
			},
			then: actionsLeft(2),
		},
		rule{
			name:    "p.13 (Baraka's example): room to room through an opening",
			mission: mvRooms,
			position: `
survivor Vivian s`,
			play: []string{"Vivian move n"},
			events: []string{
				"Vivian moves s → n",
			},
			then: actionsLeft(2),
		},
		rule{
			name:    "p.13: room to room through a wall is no Move",
			mission: mvRooms,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian move w"},
			refused: invader.Blocked,
		},
		rule{
			name:    "p.13: through an open door",
			mission: mvRooms,
			position: `
survivor Vivian s`,
			play: []string{"Vivian move p"},
			events: []string{
				"Vivian moves s → p",
			},
			then: actionsLeft(2),
		},
		rule{
			name:    "p.13 (Baraka's example): not through a closed door",
			mission: mvDoors,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian move n"},
			refused: invader.Blocked,
		},
		rule{
			name:    "p.13 (Baraka's example): through a destroyed door",
			mission: mvDoors,
			position: `
survivor Vivian s`,
			play: []string{"Vivian move k"},
			events: []string{
				"Vivian moves s → k",
			},
			then: actionsLeft(2),
		},
		rule{
			name:    "p.13, p.35: not into the exterior without oxygen",
			mission: mvAirlock,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian move e"},
			refused: invader.NeedsOxygen,
		},
		rule{
			name:    "p.22: leaving 1 Worker costs 2 Actions",
			mission: mvCorridors,
			position: `
survivor Vivian s
xenos s worker=1`,
			play: []string{"Vivian move b"},
			events: []string{
				"Vivian moves s → b",
			},
			then: actionsLeft(1),
		},
		rule{
			name:    "p.22 (RULINGS \"Leaving a Zone with Xenos\"): leaving 2 Workers costs 3",
			mission: mvCorridors,
			position: `
survivor Vivian s
xenos s worker=2`,
			play: []string{"Vivian move b"},
			events: []string{
				"Vivian moves s → b",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"2 Workers move s → b",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.22 (RULINGS \"Leaving a Zone with Xenos\"): 3 Actions do not leave 3 Workers",
			mission: mvCorridors,
			position: `
survivor Vivian s
xenos s worker=3`,
			play:    []string{"Vivian move b"},
			refused: invader.NoActions,
		},
		rule{
			name:    "p.22: every kind of Xeno counts: 1 Worker and 1 Tank cost 3",
			mission: mvCorridors,
			position: `
survivor Vivian s
xenos s worker=1 tank=1`,
			play: []string{"Vivian move b"},
			events: []string{
				"Vivian moves s → b",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves s → b",
				"a Tank moves s → b",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.22: entering a Zone with Xenos costs 1",
			mission: mvCorridors,
			position: `
survivor Vivian s
xenos b worker=3`,
			play: []string{"Vivian move b"},
			events: []string{
				"Vivian moves s → b",
			},
			then: actionsLeft(2),
		},
		rule{
			name:    "p.22, p.55: Slippery leaves 3 Workers for 1 Action",
			mission: mvCorridors,
			edit:    cast(survivor.Skill{Kind: survivor.Slippery}, "Ann"),
			position: `
survivor Ann s
xenos s worker=3`,
			play: []string{"Ann move b"},
			events: []string{
				"Ann moves s → b",
			},
			then: actionsLeft(2),
		},
		rule{
			name:    "p.22, p.17: a free Move pays 1 of the 4 Actions leaving 3 Workers",
			mission: mvCorridors,
			edit:    cast(survivor.Skill{Kind: survivor.FreeAction, Action: survivor.Move}, "Ann"),
			position: `
survivor Ann s
xenos s worker=3`,
			play: []string{"Ann move b"},
			events: []string{
				"Ann moves s → b",
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"3 Workers move s → b",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
		},
	)
}

// mvDoorway has a door of every state around the start room s: d0 a|s
// closed, d1 s|c open, d2 s|k destroyed, d3 c|r open.
const mvDoorway = `id: mvDoorway
title: doors of every state
goal: take all objectives
survivors: Vivian
map:
+--+--+--+
|a Ds dc |
+--+xx+dd+
   |k |r |
   +--+--+

a: room objective
s: room start objective
c: corridor
k: corridor
r: room
`

// mvGreen is a room behind a locked green door.
const mvGreen = `id: mvGreen
title: a locked green door
goal: take all objectives
survivors: Vivian
map:
+--+--+
|s Gc |
+--+--+

s: room start
c: corridor objective
`

// baraka is the board of p.13's example: Baraka's room b opens on n,
// has a destroyed door to k and a closed one to c.
const baraka = `id: baraka
title: Baraka's Moves
goal: take all objectives
survivors: Baraka
map:
+--+--+--+
|n ob Dc |
+--+xx+--+
   |k |
   +--+

n: room objective
b: room start
c: corridor
k: corridor
`

// doorStates checks the doors' states, d0 first.
func doorStates(want ...string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		var got []string
		for d := range s.Map().NumDoors() {
			got = append(got, s.Board().Door(zone.DoorID(d)).String())
		}
		if !slices.Equal(got, want) {
			t.Errorf("doors %q, want %q", got, want)
		}
	}
}

func TestDoorUse(t *testing.T) {
	check(t,
		rule{
			name:    "p.22: a closed door opens for free",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play: []string{"Vivian open d0"},
			events: []string{
				"Vivian opens d0",
			},
			then: all(actionsLeft(3), doorStates("open", "open", "destroyed", "open")),
		},
		rule{
			name:    "p.22: an open door closes for free",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play: []string{"Vivian close d1"},
			events: []string{
				"Vivian closes d1",
			},
			then: all(actionsLeft(3), doorStates("closed", "closed", "destroyed", "open")),
		},
		rule{
			name:    "p.22 (RULINGS \"Doors\"): one door a Turn: not a second one",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian open d0", "Vivian close d1"},
			refused: invader.DoorDone,
		},
		rule{
			name:    "p.22 (RULINGS \"Doors\"): one door a Turn: not the same one again",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian open d0", "Vivian close d0"},
			refused: invader.DoorDone,
		},
		rule{
			name:    "p.22 (RULINGS \"Doors\"): one door a Turn: not after a Move either",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian open d0", "Vivian move a", "Vivian close d0"},
			refused: invader.DoorDone,
		},
		rule{
			name:    "p.22 (RULINGS \"Doors\"): another door in the next Turn",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play: []string{"Vivian open d0", "Vivian end", "Vivian close d0"},
			events: []string{
				"Vivian opens d0",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
				"Vivian closes d0",
			},
			then: all(actionsLeft(3), doorStates("closed", "open", "destroyed", "open")),
		},
		rule{
			name:    "p.22 (RULINGS \"Doors\", the option doors=\"costs an action\"): each door an Action, as often as the Actions last",
			mission: mvDoorway,
			position: `
rules doors="costs an action"
survivor Vivian s`,
			play: []string{"Vivian open d0", "Vivian close d1"},
			events: []string{
				"Vivian opens d0",
				"Vivian closes d1",
			},
			then: all(actionsLeft(1), doorStates("open", "closed", "destroyed", "open")),
		},
		rule{
			name:    "p.22: the door is on the Survivor's Zone",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian close d3"},
			refused: invader.NotAtDoor,
		},
		rule{
			name:    "p.22: no such door",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian open d9"},
			refused: invader.NoSuchThing,
		},
		rule{
			name:    "p.22: an open door does not open",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian open d1"},
			refused: invader.WrongDoorState,
		},
		rule{
			name:    "p.22: a closed door does not close",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian close d0"},
			refused: invader.WrongDoorState,
		},
		rule{
			name:    "p.26: a destroyed door does not close",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian close d2"},
			refused: invader.WrongDoorState,
		},
		rule{
			name:    "p.26: a destroyed door does not open",
			mission: mvDoorway,
			position: `
survivor Vivian s`,
			play:    []string{"Vivian open d2"},
			refused: invader.WrongDoorState,
		},
		rule{
			name:     "p.22: a locked coloured door does not open",
			mission:  mvGreen,
			position: `survivor Vivian s`,
			play:     []string{"Vivian open d0"},
			refused:  invader.DoorLocked,
		},
		rule{
			name:    "p.22: nor when doors cost an Action",
			mission: mvGreen,
			position: `
rules doors="costs an action"
survivor Vivian s`,
			play:    []string{"Vivian open d0"},
			refused: invader.DoorLocked,
		},
		rule{
			name:     "p.22: with no Action left, the free door use keeps the Turn open",
			mission:  mvDoorway,
			edit:     equip(t, "start:Cattle Prod"),
			position: `survivor Vivian s hand1="Cattle Prod"`,
			play:     []string{"Vivian noise", "Vivian noise", "Vivian noise"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian makes noise in s",
				"Vivian makes noise in s",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				var got []string
				for _, a := range s.Legal() {
					got = append(got, s.FormatAction(a))
				}
				if want := []string{"Vivian open d0", "Vivian close d1", "Vivian end", "Vivian discard card0"}; !slices.Equal(got, want) {
					t.Errorf("Legal() = %q, want %q", got, want)
				}
			},
		},
		rule{
			name:     "p.22: the free door used with nothing left, the Turn ends",
			mission:  mvDoorway,
			position: `survivor Vivian s`,
			play:     []string{"Vivian noise", "Vivian noise", "Vivian noise", "Vivian open d0"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian makes noise in s",
				"Vivian makes noise in s",
				"Vivian opens d0",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"3 Noise tokens leave s",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.22: a locked door keeps no Turn open",
			mission:  mvGreen,
			position: `survivor Vivian s`,
			play:     []string{"Vivian noise", "Vivian noise", "Vivian noise"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian makes noise in s",
				"Vivian makes noise in s",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"3 Noise tokens leave s",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
		},
	)
}

func TestBarakaMoves(t *testing.T) {
	check(t,
		rule{
			name:     "p.13, its example: Baraka goes to the next room through an opening",
			mission:  baraka,
			position: `survivor Baraka b`,
			play:     []string{"Baraka move n"},
			events: []string{
				"Baraka moves b → n",
			},
		},
		rule{
			name:     "p.13, its example: and into a corridor through a destroyed door",
			mission:  baraka,
			position: `survivor Baraka b`,
			play:     []string{"Baraka move k"},
			events: []string{
				"Baraka moves b → k",
			},
		},
		rule{
			name:     "p.13, its example: but not through a closed door",
			mission:  baraka,
			position: `survivor Baraka b`,
			play:     []string{"Baraka move c"},
			refused:  invader.Blocked,
		},
		rule{
			name:     "p.13, its example: he opens it, for free (p.22), then goes through",
			mission:  baraka,
			position: `survivor Baraka b`,
			play:     []string{"Baraka open d0", "Baraka move c"},
			events: []string{
				"Baraka opens d0",
				"Baraka moves b → c",
			},
			then: actionsLeft(2),
		},
	)
}

func TestFreeMove(t *testing.T) {
	fast := cast(survivor.Skill{Kind: survivor.FreeAction, Action: survivor.Move}, "Ann")
	check(t,
		rule{
			name:     "p.17, p.52: a Blue Survivor with +1 free Move Action has 3 Actions and a free Move",
			mission:  solo,
			edit:     fast,
			position: `survivor Ann s`,
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if n, free := s.ActionsLeft(); n != 3 || free[survivor.Move] != 1 {
					t.Errorf("ActionsLeft() = %d, %v; want 3, a free Move", n, free)
				}
			},
		},
		rule{
			name:     "p.17, p.52: it moves four times in its Turn",
			mission:  solo,
			edit:     fast,
			position: `survivor Ann s`,
			play:     []string{"Ann move c1", "Ann move s", "Ann move c1", "Ann move s"},
			events: []string{
				"Ann moves s → c1",
				"Ann moves c1 → s",
				"Ann moves s → c1",
				"Ann moves c1 → s",
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
		},
	)
}
