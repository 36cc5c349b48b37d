package invader_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Move (p.13, p.22) and doors (p.22, RULINGS "Doors").

// A Move goes to an adjacent zone through an opening, a marking or an open
// door (p.13), and costs one Action more per Xeno in the zone left (p.22).
func TestMove(t *testing.T) {
	corridors := `
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
	walled := `
+--+--+
|s |b |
+..+--+
|c |
+--+

s: corridor start
b: corridor objective
c: corridor
`
	// s: an opening to n, a wall to w, an open door to p.
	rooms := `
+--+--+--+--+
|n os |w Dc |
+--+dd+--+--+
   |p |
   +--+

n: room
s: room start
w: room
c: corridor objective
p: room
`
	// s: a closed door to n, a destroyed door to k.
	roomDoors := `
+--+--+--+
|n Ds xk |
+--+--+--+

n: room objective
s: room start
k: corridor
`
	airlock := `
+--+--+
|s oe |
+--+--+

s: room airlock start
e: exterior exit
`
	tests := []struct {
		name, rule, board string
		to                string
		card              survivor.Card // zero: plain
		workers           int           // Workers in s at the start
		workersTo         int           // Workers in the destination
		tanks             int           // Tanks in s at the start
		want              invader.Reason
		cost              int // when legal
	}{
		{name: "between corridors across a marking", rule: "p.13", board: corridors, to: "b", cost: 1},
		{name: "down across a marking", rule: "p.13", board: corridors, to: "c", cost: 1},
		{name: "two zones away", rule: "p.13", board: corridors, to: "f", want: invader.NotAdjacent},
		{name: "no diagonal move", rule: "p.13 (Jared's example)", board: corridors, to: "d", want: invader.NotAdjacent},
		{name: "to its own zone", rule: "p.13", board: corridors, to: "s", want: invader.NotAdjacent},
		{name: "a wall between corridors", rule: "p.13", board: walled, to: "b", want: invader.Blocked},
		{name: "the marking beside the wall", rule: "p.13", board: walled, to: "c", cost: 1},
		{name: "room to room through an opening", rule: "p.13 (Baraka's example)", board: rooms, to: "n", cost: 1},
		{name: "room to room through a wall", rule: "p.13", board: rooms, to: "w", want: invader.Blocked},
		{name: "through an open door", rule: "p.13", board: rooms, to: "p", cost: 1},
		{name: "through a closed door", rule: "p.13 (Baraka's example)", board: roomDoors, to: "n", want: invader.Blocked},
		{name: "through a destroyed door", rule: "p.13 (Baraka's example)", board: roomDoors, to: "k", cost: 1},
		{name: "into the exterior without oxygen", rule: "p.13, p.35", board: airlock, to: "e", want: invader.NeedsOxygen},
		{name: "leaving 1 Worker costs 2", rule: "p.22", board: corridors, to: "b", workers: 1, cost: 2},
		{name: "leaving 2 Workers costs 3", rule: "p.22, RULINGS Leaving a Zone with Xenos", board: corridors, to: "b", workers: 2, cost: 3},
		{name: "3 Actions cannot leave 3 Workers", rule: "p.22, RULINGS Leaving a Zone with Xenos", board: corridors, to: "b", workers: 3, want: invader.NoActions},
		{name: "every kind of Xeno counts: 1 Worker and 1 Tank cost 3", rule: "p.22", board: corridors, to: "b", workers: 1, tanks: 1, cost: 3},
		{name: "entering a zone with Xenos costs 1", rule: "p.22", board: corridors, to: "b", workersTo: 3, cost: 1},
		{name: "Slippery leaves 3 Workers for 1", rule: "p.22, p.55", board: corridors, to: "b", workers: 3, card: civ("Sly", slippery), cost: 1},
		{name: "a free Move pays 1 of the 4", rule: "p.22, p.17", board: corridors, to: "b", workers: 3, card: civ("Fast", freeMove), cost: 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.card
			if c.Name == "" {
				c = plain("Ann")
			}
			m := newMission(t, tt.board, c)
			if tt.workers > 0 {
				put(&m, "s", xeno.Worker, tt.workers)
			}
			if tt.tanks > 0 {
				m.Xenos = append(m.Xenos, mission.Xenos{Zone: m.Map.MustLookup("s"), Kind: xeno.Tank, Count: tt.tanks})
			}
			if tt.workersTo > 0 {
				put(&m, tt.to, xeno.Worker, tt.workersTo)
			}
			s := start(t, m)
			line := c.Name + " move " + tt.to
			if tt.want != 0 {
				refuseText(t, s, line, tt.want)
				return
			}
			next, ev := play(t, s, line)
			want := invader.SurvivorMoved{Survivor: 0, From: m.Map.MustLookup("s"), To: m.Map.MustLookup(tt.to), Cost: tt.cost}
			if diff := cmp.Diff([]invader.SurvivorMoved{want}, only[invader.SurvivorMoved](ev)); diff != "" {
				t.Errorf("%s: %q on %s: SurvivorMoved events (-want +got):\n%s", tt.rule, line, tt.name, diff)
			}
			if got := zoneOf(next, 0); got != tt.to {
				t.Errorf("%s: after %q the survivor is in %s, want %s", tt.rule, line, got, tt.to)
			}
		})
	}
}

// A Move's cost comes out of the Turn's Actions (p.22): leaving two
// Workers spends all three Actions and ends the Turn (RULINGS "Leaving a
// Zone with Xenos").
func TestMoveCostEndsTurn(t *testing.T) {
	m := newMission(t, corridorPair)
	put(&m, "s", xeno.Worker, 2)
	s := start(t, m)
	_, ev := play(t, s, "Ann move b")
	if got := only[invader.TurnEnded](ev); len(got) != 1 {
		t.Errorf("p.22: leaving 2 Workers with 3 Actions: TurnEnded events %v, want the Turn to end", got)
	}
}

// "+1 free Move Action" (p.17, p.52): a Blue Survivor moves four times.
func TestFreeMoveGivesFourMoves(t *testing.T) {
	m := newMission(t, corridorPair, civ("Fast", freeMove))
	s := start(t, m)
	if n, free := s.ActionsLeft(); n != 3 || free[survivor.Move] != 1 {
		t.Fatalf("p.17: Blue Survivor with a free Move: ActionsLeft() = %d, %v; want 3, {Move: 1}", n, free)
	}
	s, ev := play(t, s, "Fast move b", "Fast move s", "Fast move b")
	if got := only[invader.TurnEnded](ev); len(got) != 0 {
		t.Fatalf("p.17: the Turn ended after 3 of 4 moves: %v", ev)
	}
	_, ev = play(t, s, "Fast move s")
	if got := only[invader.TurnEnded](ev); len(got) != 1 {
		t.Errorf("p.17: after 4 moves TurnEnded events = %v, want one", got)
	}
	if got := len(only[invader.SurvivorMoved](ev)); got != 1 {
		t.Errorf("p.17: 4th move: %d SurvivorMoved events, want 1", got)
	}
}

// The example of p.13: Baraka goes to the next room through an opening and
// into a corridor through a destroyed door, but must open a closed door
// before he goes through it.
func TestEXMOV1(t *testing.T) {
	baraka, ok := survivor.Lookup("Baraka")
	require.True(t, ok)
	m := newMission(t, `
+--+--+--+
|n ob Dc |
+--+xx+--+
   |k |
   +--+

n: room objective
b: room start
c: corridor
k: corridor
`, baraka)
	s := start(t, m)
	play(t, s, "Baraka move n")
	play(t, s, "Baraka move k")
	refuseText(t, s, "Baraka move c", invader.Blocked)
	s, ev := play(t, s, "Baraka open d0")
	if diff := cmp.Diff([]invader.Event{invader.DoorOpened{Survivor: 0, Door: 0}}, ev); diff != "" {
		t.Errorf("p.13: open d0 events (-want +got):\n%s", diff)
	}
	if n, _ := s.ActionsLeft(); n != 3 {
		t.Errorf("p.22: opening a door spent an Action: %d left, want 3", n)
	}
	s, _ = play(t, s, "Baraka move c")
	if got := zoneOf(s, 0); got != "c" {
		t.Errorf("p.13: Baraka is in %s, want c", got)
	}
}

// Opening and closing doors (p.22, RULINGS "Doors"): free, once per Turn,
// or an Action each with the DoorCostsAction option.
func TestDoors(t *testing.T) {
	// Doors: d0 a|s closed, d1 s|c open, d2 s|k destroyed, d3 c|r open.
	doors := `
+--+--+--+
|a Ds dc |
+--+xx+dd+
   |k |r |
   +--+--+

a: room objective
s: room start
c: corridor
k: corridor
r: room
`
	locked := `
+--+--+
|s Gc |
+--+--+

s: room start
c: corridor objective
`
	costs := invader.Doors(invader.DoorCostsAction)
	tests := []struct {
		name, rule, board string
		opts              []invader.Option
		steps             []string // legal
		then              string   // illegal, or "" when every step is legal
		want              invader.Reason
		actions           int              // Actions left after the steps, when then is ""
		doors             []zone.DoorState // door states after the steps, when then is ""
	}{
		{name: "open a closed door, free", rule: "p.22", board: doors, steps: []string{"Ann open d0"}, actions: 3,
			doors: []zone.DoorState{zone.Open, zone.Open, zone.Destroyed, zone.Open}},
		{name: "close an open door, free", rule: "p.22", board: doors, steps: []string{"Ann close d1"}, actions: 3,
			doors: []zone.DoorState{zone.Closed, zone.Closed, zone.Destroyed, zone.Open}},
		{name: "a second door in one Turn", rule: "p.22 (RULINGS Doors)", board: doors, steps: []string{"Ann open d0"}, then: "Ann close d1", want: invader.DoorDone},
		{name: "open then close the same door", rule: "p.22 (RULINGS Doors)", board: doors, steps: []string{"Ann open d0"}, then: "Ann close d0", want: invader.DoorDone},
		{name: "a door again after a move", rule: "p.22 (RULINGS Doors)", board: doors, steps: []string{"Ann open d0", "Ann move a"}, then: "Ann close d0", want: invader.DoorDone},
		{name: "a door in the next Turn", rule: "p.22 (RULINGS Doors)", board: doors, steps: []string{"Ann open d0", "Ann end", "Ann close d0"}, actions: 3,
			doors: []zone.DoorState{zone.Closed, zone.Open, zone.Destroyed, zone.Open}},
		{name: "door rule costs an Action", rule: "p.22 (RULINGS Doors, option)", board: doors, opts: []invader.Option{costs},
			steps: []string{"Ann open d0", "Ann close d1"}, actions: 1,
			doors: []zone.DoorState{zone.Open, zone.Closed, zone.Destroyed, zone.Open}},
		{name: "door not on the survivor's zone", rule: "p.22", board: doors, then: "Ann close d3", want: invader.NotAtDoor},
		{name: "no such door", rule: "p.22", board: doors, then: "Ann open d9", want: invader.NoSuchThing},
		{name: "open an open door", rule: "p.22", board: doors, then: "Ann open d1", want: invader.WrongDoorState},
		{name: "close a closed door", rule: "p.22", board: doors, then: "Ann close d0", want: invader.WrongDoorState},
		{name: "close a destroyed door", rule: "p.26", board: doors, then: "Ann close d2", want: invader.WrongDoorState},
		{name: "open a destroyed door", rule: "p.26", board: doors, then: "Ann open d2", want: invader.WrongDoorState},
		{name: "a locked green door", rule: "p.22 (coloured doors)", board: locked, then: "Ann open d0", want: invader.DoorLocked},
		{name: "a locked green door, door rule costs an Action", rule: "p.22", board: locked, opts: []invader.Option{costs}, then: "Ann open d0", want: invader.DoorLocked},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMission(t, tt.board)
			s := start(t, m, tt.opts...)
			s, _ = play(t, s, tt.steps...)
			if tt.then != "" {
				refuseText(t, s, tt.then, tt.want)
				return
			}
			if n, _ := s.ActionsLeft(); n != tt.actions {
				t.Errorf("%s: after %q: %d Actions left, want %d", tt.rule, tt.steps, n, tt.actions)
			}
			var got []zone.DoorState
			for d := range m.Map.Doors() {
				got = append(got, s.Board().Door(zone.DoorID(d)))
			}
			if diff := cmp.Diff(tt.doors, got); diff != "" {
				t.Errorf("%s: after %q: doors (-want +got):\n%s", tt.rule, tt.steps, diff)
			}
		})
	}
}

// With the default door rule a Survivor with no Actions left may still use
// its free door (p.22): the Turn goes on until it does, or ends.
func TestFreeDoorAfterLastAction(t *testing.T) {
	m := newMission(t, twoRoomsBoard)
	s := start(t, m)
	s, ev := play(t, s, "Ann noise", "Ann noise", "Ann noise")
	if len(only[invader.TurnEnded](ev)) != 0 {
		t.Fatalf("p.22: the Turn ended with a free door use left")
	}
	if got, want := notation(s, s.Legal()), []string{"Ann open d0", "Ann end", "Ann discard c0"}; !slices.Equal(got, want) { // p.18: discarding is free
		t.Errorf("p.22: no Actions left, free door unused: Legal() = %q, want %q", got, want)
	}
	_, ev = play(t, s, "Ann open d0")
	if len(only[invader.TurnEnded](ev)) != 1 {
		t.Errorf("p.22: after the free door, with nothing left, events %v, want TurnEnded", ev)
	}

	// A locked door cannot be used, so it keeps no Turn open.
	s = start(t, newMission(t, `
+--+--+
|s Gr |
+--+--+

s: room start
r: room objective
`))
	_, ev = play(t, s, "Ann noise", "Ann noise", "Ann noise")
	if len(only[invader.TurnEnded](ev)) != 1 {
		t.Errorf("p.22: no Actions left, only a locked door: events %v, want TurnEnded", ev)
	}
}
