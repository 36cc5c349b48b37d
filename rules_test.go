package invader_test

import (
	"encoding/json"
	"errors"
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

// Move (p.13, p.22).

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

// Doors (p.22, RULINGS "Doors").

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
	if got, want := notation(s, s.Legal()), []string{"Ann open d0", "Ann discard c0", "Ann end"}; !slices.Equal(got, want) { // p.18: discarding is free
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

// Make Noise (p.24) and Noise tokens (p.17).

// The Noise example of p.17 (Magnus), as far as it applies without weapons: one Action, one
// Noise token in the Survivor's zone; the token stays when Magnus moves
// away; the End Phase removes every token.
func TestEXNOISE1(t *testing.T) {
	magnus, ok := survivor.Lookup("Magnus")
	require.True(t, ok)
	m := newMission(t, corridorPair, magnus)
	zs, zb := m.Map.MustLookup("s"), m.Map.MustLookup("b")
	s := start(t, m)
	s, ev := play(t, s, "Magnus noise")
	if diff := cmp.Diff([]invader.Event{invader.NoiseMade{Survivor: 0, Zone: zs}}, ev); diff != "" {
		t.Errorf("p.24: Make Noise events (-want +got):\n%s", diff)
	}
	if got := s.Noise(zs); got != 1 {
		t.Errorf("p.17: Noise(s) = %d after one Make Noise, want 1", got)
	}
	s, _ = play(t, s, "Magnus move b")
	if got := [2]int{s.Noise(zs), s.Noise(zb)}; got != [2]int{1, 0} {
		t.Errorf("p.17: after Magnus moves away, Noise(s), Noise(b) = %v, want [1 0]: the token stays", got)
	}
	s, ev = play(t, s, "Magnus noise")
	want := []invader.Event{
		invader.NoiseMade{Survivor: 0, Zone: zb},
		invader.TurnEnded{Survivor: 0},
		invader.PhaseStarted{Phase: invader.XenosPhase},
		invader.PhaseStarted{Phase: invader.EndPhase},
		invader.NoiseRemoved{Zone: zs, Count: 1},
		invader.NoiseRemoved{Zone: zb, Count: 1},
		invader.RoundStarted{Round: 2},
		invader.PhaseStarted{Phase: invader.PlayersPhase},
		invader.SurvivorActivated{Survivor: 0, Actions: 3},
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("p.10, p.17: last Action of the round (-want +got):\n%s", diff)
	}
	if got := [2]int{s.Noise(zs), s.Noise(zb)}; got != [2]int{0, 0} {
		t.Errorf("p.17: after the End Phase Noise(s), Noise(b) = %v, want none", got)
	}
}

// Two Make Noise Actions in one zone make two tokens (p.24).
func TestNoiseAccumulates(t *testing.T) {
	m := newMission(t, corridorPair)
	s := start(t, m)
	s, _ = play(t, s, "Ann noise", "Ann noise")
	if got := s.Noise(m.Map.MustLookup("s")); got != 2 {
		t.Errorf("p.24: two Make Noise: Noise(s) = %d, want 2", got)
	}
}

// The box holds 18 Noise tokens (p.4, RULINGS "Noise tokens"): with all on the board,
// Make Noise is illegal.
func TestNoiseTokensRunOut(t *testing.T) {
	var cards []survivor.Card
	for _, n := range []string{"A", "B", "C", "D", "E", "F", "G"} {
		cards = append(cards, plain(n))
	}
	m := newMission(t, corridorPair, cards...)
	s := start(t, m)
	for i, c := range cards[:6] {
		s, _ = apply(t, s, invader.Activate{Survivor: i})
		s, _ = play(t, s, c.Name+" noise", c.Name+" noise", c.Name+" noise")
	}
	if got := s.Noise(m.Map.MustLookup("s")); got != 18 {
		t.Fatalf("p.24: 18 Make Noise: Noise(s) = %d", got)
	}
	if p := s.Pending(); p.Decision != invader.ActionDecision || p.Survivor != 6 {
		t.Fatalf("p.10: the last Survivor should be activated at once: Pending() = %+v", p)
	}
	refuseText(t, s, "G noise", invader.NoNoiseTokens)
	if got, want := withoutTrades(notation(s, s.Legal())), []string{"G move b", "G end"}; !slices.Equal(got, want) {
		t.Errorf("p.24: no Noise token left: Legal() = %q, want %q", got, want)
	}
}

// Take an Objective (p.24), Experience and Danger Levels (p.17).

// corridorPair: two corridor zones joined by a floor marking; the
// Objective in b keeps the game going.
const corridorPair = `
+--+--+
|s .b |
+--+--+

s: corridor start
b: corridor objective
`

const objectivesBoard = `
+--+--+
|s .e |
+--+--+

s: corridor start objective objective objective
e: corridor exit
`

func TestTakeObjective(t *testing.T) {
	yellowSkill := invader.SkillGained{Survivor: 0, Skill: plusOne}
	tests := []struct {
		name, rule string
		xp         int // mission.ObjectiveXP
		takes      int
		want       []invader.Event // events of the last take
		level      survivor.Level
		actions    int // general Actions left
		decision   invader.Decision
	}{
		{name: "5 XP by default", rule: "p.24", takes: 1, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 0}, invader.XPGained{Survivor: 0, XP: 5, Total: 5},
		}, level: survivor.Blue, actions: 2, decision: invader.ActionDecision},
		{name: "mission XP", rule: "p.24, p.38", xp: 3, takes: 2, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 1}, invader.XPGained{Survivor: 0, XP: 3, Total: 6},
		}, level: survivor.Blue, actions: 1, decision: invader.ActionDecision},
		{name: "10 XP: Yellow, and its Action at once", rule: "p.17 (its example)", takes: 2, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 1}, invader.XPGained{Survivor: 0, XP: 5, Total: 10},
			invader.DangerRaised{Survivor: 0, Level: survivor.Yellow}, yellowSkill,
		}, level: survivor.Yellow, actions: 2, decision: invader.ActionDecision},
		{name: "exactly 7 XP is Yellow", rule: "p.17 (its example)", xp: 7, takes: 1, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 0}, invader.XPGained{Survivor: 0, XP: 7, Total: 7},
			invader.DangerRaised{Survivor: 0, Level: survivor.Yellow}, yellowSkill,
		}, level: survivor.Yellow, actions: 3, decision: invader.ActionDecision},
		{name: "6 XP is still Blue", rule: "p.17 (its example)", xp: 6, takes: 1, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 0}, invader.XPGained{Survivor: 0, XP: 6, Total: 6},
		}, level: survivor.Blue, actions: 2, decision: invader.ActionDecision},
		{name: "18 XP is still Yellow", rule: "p.17 (its example)", xp: 9, takes: 2, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 1}, invader.XPGained{Survivor: 0, XP: 9, Total: 18},
		}, level: survivor.Yellow, actions: 2, decision: invader.ActionDecision},
		{name: "19 XP: Yellow and Orange at once", rule: "p.17 (its example)", xp: 19, takes: 1, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 0}, invader.XPGained{Survivor: 0, XP: 19, Total: 19},
			invader.DangerRaised{Survivor: 0, Level: survivor.Yellow}, yellowSkill,
			invader.DangerRaised{Survivor: 0, Level: survivor.Orange},
		}, level: survivor.Orange, actions: 3, decision: invader.SkillDecision},
		{name: "43 XP: every level at once", rule: "p.17 (its example)", xp: 43, takes: 1, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 0}, invader.XPGained{Survivor: 0, XP: 43, Total: 43},
			invader.DangerRaised{Survivor: 0, Level: survivor.Yellow}, yellowSkill,
			invader.DangerRaised{Survivor: 0, Level: survivor.Orange},
			invader.DangerRaised{Survivor: 0, Level: survivor.Red},
		}, level: survivor.Red, actions: 3, decision: invader.SkillDecision},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMission(t, objectivesBoard)
			m.ObjectiveXP = tt.xp
			s := start(t, m)
			var ev []invader.Event
			for o := range tt.takes {
				s, ev = apply(t, s, invader.TakeObjective{Survivor: 0, Objective: o})
			}
			if diff := cmp.Diff(tt.want, ev); diff != "" {
				t.Errorf("%s: ObjectiveXP %d, take #%d: events (-want +got):\n%s", tt.rule, tt.xp, tt.takes, diff)
			}
			sv := s.Survivor(0)
			if sv.Level != tt.level {
				t.Errorf("%s: %d XP: level %v, want %v", tt.rule, sv.XP, sv.Level, tt.level)
			}
			if n, _ := s.ActionsLeft(); n != tt.actions {
				t.Errorf("%s: %d XP after %d takes: %d Actions left, want %d", tt.rule, sv.XP, tt.takes, n, tt.actions)
			}
			if p := s.Pending(); p.Decision != tt.decision || p.Survivor != 0 {
				t.Errorf("%s: Pending() = %+v, want %v for survivor 0", tt.rule, p, tt.decision)
			}
		})
	}
}

// A Yellow Survivor has 4 Actions in its Turn (p.17): the Action gained
// mid-Turn is spent at once, and the next Turn starts with 4.
func TestYellowHasFourActions(t *testing.T) {
	m := newMission(t, objectivesBoard)
	s := start(t, m)
	s, ev := play(t, s, "Ann take o0", "Ann take o1", "Ann take o2", "Ann noise")
	if got := len(only[invader.ObjectiveTaken](ev)) + len(only[invader.NoiseMade](ev)); got != 4 {
		t.Errorf("p.17: Actions taken in the Turn Yellow was reached = %d, want 4", got)
	}
	if diff := cmp.Diff([]invader.SurvivorActivated{{Survivor: 0, Actions: 4}}, only[invader.SurvivorActivated](ev)); diff != "" {
		t.Errorf("p.17: next Turn of a Yellow Survivor (-want +got):\n%s", diff)
	}
	if got := only[invader.GoalDone](ev); len(got) != 1 {
		t.Errorf("p.10: every Objective taken: GoalDone events %v, want goal 0", got)
	}
	if s.IsOver() {
		t.Errorf("p.10: the game is over before the Survivor reached the exit")
	}
}

// Reaching Orange (19 XP, p.17) asks the Survivor to choose one of its
// card's two Orange Skills before anything else goes on.
func TestOrangeSkillChoice(t *testing.T) {
	m := newMission(t, objectivesBoard, plain("Ann"), plain("Bob"))
	m.ObjectiveXP = 19
	s := start(t, m)
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	s, _ = play(t, s, "Ann take o0")
	if p := s.Pending(); p != (invader.Pending{Decision: invader.SkillDecision, Player: 0, Survivor: 0}) {
		t.Fatalf("p.17: Orange reached: Pending() = %+v, want a skill decision for Ann", p)
	}
	want := []invader.Action{
		invader.ChooseSkill{Survivor: 0, Skill: slippery},
		invader.ChooseSkill{Survivor: 0, Skill: freeMove},
	}
	if diff := cmp.Diff(want, s.Legal()); diff != "" {
		t.Errorf("p.17: Orange choices (-want +got):\n%s", diff)
	}
	refuseText(t, s, "Ann noise", invader.NotNow)
	refuseText(t, s, "Ann move e", invader.NotNow)
	refuseText(t, s, "Ann end", invader.NotNow)
	refuseText(t, s, "Ann skill Sniper", invader.NotAChoice)
	refuseText(t, s, "Ann skill +1 Action", invader.NotAChoice)
	refuseText(t, s, "Bob skill Slippery", invader.NotYours)
	refuse(t, s, invader.Chance{Outcome: 0}, invader.NotNow)

	s, ev := play(t, s, "Ann skill +1 free Move Action")
	if diff := cmp.Diff([]invader.Event{invader.SkillGained{Survivor: 0, Skill: freeMove}}, ev); diff != "" {
		t.Errorf("p.17: ChooseSkill events (-want +got):\n%s", diff)
	}
	if n, free := s.ActionsLeft(); n != 3 || free[survivor.Move] != 1 {
		t.Errorf("p.17: a Skill gained mid-Turn is usable at once: ActionsLeft() = %d, %v; want 3, {Move: 1}", n, free)
	}
	s, _ = play(t, s, "Ann move e")
	if n, free := s.ActionsLeft(); n != 3 || len(free) != 0 {
		t.Errorf("p.17: the Move used the free Move Action: ActionsLeft() = %d, %v; want 3, {}", n, free)
	}
	if diff := cmp.Diff([]survivor.Skill{{Kind: survivor.Lucky}, plusOne, freeMove}, s.Survivor(0).Skills); diff != "" {
		t.Errorf("p.17: Skills (-want +got):\n%s", diff)
	}
}

// Jumping from Blue to Red asks for the Orange Skill, then the Red one
// (p.17).
func TestRedAfterOrange(t *testing.T) {
	m := newMission(t, objectivesBoard)
	m.ObjectiveXP = 43
	s := start(t, m)
	s, _ = play(t, s, "Ann take o0")
	if got, want := notation(s, s.Legal()), []string{"Ann skill Slippery", "Ann skill +1 free Move Action"}; !slices.Equal(got, want) {
		t.Errorf("p.17: first choice Legal() = %q, want the Orange Skills %q", got, want)
	}
	s, _ = play(t, s, "Ann skill Slippery")
	if p := s.Pending(); p.Decision != invader.SkillDecision {
		t.Fatalf("p.17: after the Orange Skill, Pending() = %+v, want the Red choice", p)
	}
	if got, want := notation(s, s.Legal()), []string{"Ann skill Sniper", "Ann skill Tough", "Ann skill Medic"}; !slices.Equal(got, want) {
		t.Errorf("p.17: second choice Legal() = %q, want the Red Skills %q", got, want)
	}
	refuseText(t, s, "Ann skill +1 free Move Action", invader.NotAChoice)
	s, _ = play(t, s, "Ann skill Tough")
	if p := s.Pending(); p.Decision != invader.ActionDecision {
		t.Errorf("p.17: after both choices Pending() = %+v, want the Turn to go on", p)
	}
	want := []survivor.Skill{{Kind: survivor.Lucky}, plusOne, slippery, {Kind: survivor.Tough}}
	if diff := cmp.Diff(want, s.Survivor(0).Skills); diff != "" {
		t.Errorf("p.17: Skills at Red (-want +got):\n%s", diff)
	}
}

// A Survivor takes only an Objective token in its own Zone (p.24), once.
func TestTakeObjectiveIllegal(t *testing.T) {
	m := newMission(t, exitStartBoard)
	s := start(t, m)
	refuseText(t, s, "Ann take o0", invader.NoObjective)
	refuseText(t, s, "Ann take o1", invader.NoSuchThing)
	refuse(t, s, invader.TakeObjective{Survivor: 0, Objective: -1}, invader.NoSuchThing)
	// Three Objective tokens, so taking one does not end the game.
	s = start(t, newMission(t, objectivesBoard))
	s, _ = play(t, s, "Ann take o0")
	refuseText(t, s, "Ann take o0", invader.NoObjective)
}

// Winning (p.10).

func TestWinning(t *testing.T) {
	// The exit e holds a Worker; the exit x is clear.
	m := newMission(t, `
+--+--+--+
|s .o .e |
+--+--+..+
      |x |
      +--+

s: corridor start
o: corridor objective
e: corridor exit
x: corridor exit
`)
	put(&m, "e", xeno.Worker, 1)
	s := start(t, m)
	s, ev := play(t, s, "Ann move o", "Ann take o0")
	if diff := cmp.Diff([]invader.GoalDone{{Goal: 0}}, only[invader.GoalDone](ev)); diff != "" {
		t.Errorf("p.10: every Objective taken: GoalDone (-want +got):\n%s", diff)
	}
	if s.GoalsDone() != 1 || s.IsOver() {
		t.Errorf("p.10: GoalsDone() = %d, IsOver() = %v; want 1, false", s.GoalsDone(), s.IsOver())
	}
	s, ev = play(t, s, "Ann move e")
	if len(only[invader.GoalDone](ev)) != 0 || s.IsOver() {
		t.Errorf("p.10: in an Exit Zone with a Xeno: events %v, IsOver() %v; the exit is not reached", ev, s.IsOver())
	}
	s, ev = play(t, s, "Ann move x") // round 2: 1 + 1 Worker
	want := []invader.Event{
		invader.SurvivorMoved{Survivor: 0, From: m.Map.MustLookup("e"), To: m.Map.MustLookup("x"), Cost: 2},
		invader.GoalDone{Goal: 1},
		invader.GameWon{},
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("p.10: reaching the clear exit (-want +got):\n%s", diff)
	}
	if got := s.Outcome(); got != (invader.Outcome{Result: invader.Won}) {
		t.Errorf("p.10: Outcome() = %v, want won", got)
	}
	if got := s.Legal(); len(got) != 0 {
		t.Errorf("p.10: a won game has legal actions %v", got)
	}
	if p := s.Pending(); p.Decision != invader.NoDecision {
		t.Errorf("p.10: a won game waits for %+v", p)
	}
	refuse(t, s, invader.EndTurn{Survivor: 0}, invader.GameOver)
	refuse(t, s, invader.MakeNoise{Survivor: 0}, invader.GameOver)
	refuse(t, s, invader.Activate{Survivor: 0}, invader.GameOver)
	refuse(t, s, invader.Chance{Outcome: 0}, invader.GameOver)
	refuse(t, s, invader.ChooseSkill{Survivor: 0, Skill: slippery}, invader.GameOver)
}

// Numbered Objectives (M11, RULINGS "Objectives and Goals"): "take blue objectives" is done once
// every blue token is taken, whatever else is; the Goals after it wait for
// it. Here the red token is taken first and nothing is done; the blue one
// then does both Goals at once.
func TestColorObjectivesInOrder(t *testing.T) {
	m, err := mission.Parse(`
survivors: Cole
goal: take blue objectives
goal: take all objectives
map:
+--+--+--+
|r .s .b |
+--+--+--+

r: corridor objective
s: corridor start
b: corridor objective=blue
`)
	require.NoError(t, err)
	s := start(t, m)
	s, ev := play(t, s, "Cole move r", "Cole take o0")
	if got := only[invader.GoalDone](ev); len(got) != 0 || s.GoalsDone() != 0 {
		t.Errorf("the red token first: GoalDone %v, GoalsDone() %d; want none", got, s.GoalsDone())
	}
	s, ev = play(t, s, "Cole move s", "Cole end", "Cole move b", "Cole take o1")
	want := []invader.Event{invader.GoalDone{Goal: 0}, invader.GoalDone{Goal: 1}, invader.GameWon{}}
	if diff := cmp.Diff(want, ev[len(ev)-3:]); diff != "" {
		t.Errorf("the blue token last (-want +got):\n%s", diff)
	}
	// Blue first: only the first Goal is done.
	s = start(t, m)
	_, ev = play(t, s, "Cole move b", "Cole take o1")
	if diff := cmp.Diff([]invader.GoalDone{{Goal: 0}}, only[invader.GoalDone](ev)); diff != "" {
		t.Errorf("the blue token first (-want +got):\n%s", diff)
	}
}

// The Goals are done in order (p.10): reaching the exit first counts only
// once every Objective is taken, and then both are done at once.
func TestGoalsInOrder(t *testing.T) {
	m := newMission(t, `
+--+--+
|s .o |
+--+--+

s: corridor start exit objective
o: corridor
`)
	s := start(t, m)
	s, ev := play(t, s, "Ann noise")
	if got := only[invader.GoalDone](ev); len(got) != 0 {
		t.Errorf("p.10: on the exit with the Objective still there: GoalDone %v, want none", got)
	}
	s, ev = play(t, s, "Ann take o0")
	want := []invader.Event{invader.GoalDone{Goal: 0}, invader.GoalDone{Goal: 1}, invader.GameWon{}}
	if diff := cmp.Diff(want, ev[len(ev)-3:]); diff != "" {
		t.Errorf("p.10: taking the Objective on the exit (-want +got):\n%s", diff)
	}
	if s.Outcome().Result != invader.Won {
		t.Errorf("p.10: Outcome() = %v, want won", s.Outcome())
	}
}

// "Reach the exit" needs every Survivor in an Exit Zone (p.10).
func TestReachExitNeedsEverySurvivor(t *testing.T) {
	m := newMission(t, `
+--+--+
|s .e |
+--+--+

s: corridor start objective
e: corridor exit
`, plain("Ann"), plain("Bob"))
	s := start(t, m)
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	s, _ = play(t, s, "Ann take o0", "Ann move e")
	if s.IsOver() {
		t.Fatalf("p.10: won with Bob still in s")
	}
	s, _ = play(t, s, "Ann end", "Bob move e")
	if s.Outcome().Result != invader.Won {
		t.Errorf("p.10: both in the exit: Outcome() = %v, want won", s.Outcome())
	}
}

// Illegal actions (doc.go "Contract"): the same State, no events, and a reason.

func TestIllegalActions(t *testing.T) {
	m := newMission(t, twoCorridors, plain("Ann"), plain("Bob"), plain("Cid"))
	m.Players = 2 // Ann and Cid are player 0's, Bob player 1's
	activation := start(t, m)
	action, _ := apply(t, activation, invader.Activate{Survivor: 2})
	setup := start(t, m, invader.ExternalChance())
	tests := []struct {
		name, rule string
		s          invader.State
		a          invader.Action
		want       invader.Reason
	}{
		{"move during the deal", "p.9", setup, invader.Move{Survivor: 0, To: 1}, invader.NotNow},
		{"activate during the deal", "p.9", setup, invader.Activate{Survivor: 0}, invader.NotNow},
		{"chance out of range", "p.9", setup, invader.Chance{Outcome: 2}, invader.NotAChoice},
		{"negative chance", "p.9", setup, invader.Chance{Outcome: -1}, invader.NotAChoice},
		{"another player's survivor", "p.10", activation, invader.Activate{Survivor: 1}, invader.NotYours},
		{"no such survivor", "p.10", activation, invader.Activate{Survivor: 3}, invader.NoSuchThing},
		{"negative survivor", "p.10", activation, invader.Activate{Survivor: -1}, invader.NoSuchThing},
		{"move before activating", "p.10", activation, invader.Move{Survivor: 0, To: 1}, invader.NotNow},
		{"end before activating", "p.10", activation, invader.EndTurn{Survivor: 0}, invader.NotNow},
		{"chance without chance", "p.10", activation, invader.Chance{Outcome: 0}, invader.NotNow},
		{"skill without Orange", "p.17", action, invader.ChooseSkill{Survivor: 2, Skill: slippery}, invader.NotNow},
		{"activate during a Turn", "p.10", action, invader.Activate{Survivor: 0}, invader.NotNow},
		{"another survivor moves", "p.10", action, invader.Move{Survivor: 0, To: 1}, invader.NotYours},
		{"another survivor makes noise", "p.10", action, invader.MakeNoise{Survivor: 1}, invader.NotYours},
		{"another survivor ends", "p.10", action, invader.EndTurn{Survivor: 0}, invader.NotYours},
		{"no such zone", "p.13", action, invader.Move{Survivor: 2, To: 99}, invader.NoSuchThing},
		{"no such door", "p.22", action, invader.OpenDoor{Survivor: 2, Door: 0}, invader.NoSuchThing},
		{"no such survivor moves", "p.10", action, invader.Move{Survivor: 7, To: 1}, invader.NoSuchThing},
		{"nil action", "doc.go Contract", action, nil, invader.NotNow},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			refuse(t, tt.s, tt.a, tt.want)
		})
	}
}

// Every action Apply accepts is in Legal and the other way round; refused
// actions change nothing (doc.go "Contract").
func TestLegalAgreesWithApply(t *testing.T) {
	m := newMission(t, doorsBoard, plain("Ann"), plain("Bob"))
	m.ObjectiveXP = 19
	put(&m, "s", xeno.Worker, 1)
	inS := slices.IndexFunc(m.Map.Objectives(), func(o zone.Objective) bool { return o.Zone == m.Map.MustLookup("s") })
	require.GreaterOrEqual(t, inS, 0)
	base := start(t, m, invader.ExternalChance())
	states := []invader.State{base}
	s := base
	// Deal, activate, take the Objective (Orange: a skill choice), choose.
	for _, a := range []invader.Action{invader.Chance{Outcome: 0}, invader.Chance{Outcome: 1}, invader.Activate{Survivor: 1},
		invader.TakeObjective{Survivor: 1, Objective: inS}, invader.ChooseSkill{Survivor: 1, Skill: freeMove},
		invader.OpenDoor{Survivor: 1, Door: 0}} {
		s, _ = apply(t, s, a)
		states = append(states, s)
	}
	var all []invader.Action
	for i := -1; i <= 2; i++ {
		all = append(all, invader.Activate{Survivor: i}, invader.MakeNoise{Survivor: i}, invader.EndTurn{Survivor: i})
		for z := range m.Map.Len() + 1 {
			all = append(all, invader.Move{Survivor: i, To: zone.ID(z)})
		}
		for d := range m.Map.Doors() + 1 {
			all = append(all, invader.OpenDoor{Survivor: i, Door: zone.DoorID(d)}, invader.CloseDoor{Survivor: i, Door: zone.DoorID(d)})
		}
		for o := -1; o <= 2; o++ {
			all = append(all, invader.TakeObjective{Survivor: i, Objective: o})
		}
		for _, sk := range []survivor.Skill{slippery, freeMove, {Kind: survivor.Sniper}} {
			all = append(all, invader.ChooseSkill{Survivor: i, Skill: sk})
		}
	}
	for o := -1; o <= 2; o++ {
		all = append(all, invader.Chance{Outcome: o})
	}
	for n, s := range states {
		legal := s.Legal()
		for _, a := range all {
			before, beforeJSON := s.Hash(), stateJSON(t, s)
			next, ev, err := s.Apply(a)
			if got, want := err == nil, slices.Contains(legal, a); got != want {
				t.Errorf("state %d: Apply(%v) error %v, but Legal() lists it: %v", n, a, err, want)
			}
			if err != nil && (next.Hash() != before || ev != nil || !errors.Is(err, invader.ErrIllegal)) {
				t.Errorf("state %d: refused %v changed the State or returned events %v, or err %v is not ErrIllegal", n, a, ev, err)
			}
			if s.Hash() != before || string(stateJSON(t, s)) != string(beforeJSON) {
				t.Errorf("state %d: Apply(%v) modified its receiver", n, a)
			}
		}
	}
}

// The zero State is not a game, but Apply and Legal do not panic on it.
func TestZeroState(t *testing.T) {
	var s invader.State
	if got := s.Legal(); len(got) != 0 {
		t.Errorf("zero State: Legal() = %v", got)
	}
	_, _, err := s.Apply(invader.EndTurn{})
	if !errors.Is(err, invader.ErrIllegal) {
		t.Errorf("zero State: Apply error %v, want ErrIllegal", err)
	}
	if _, err := json.Marshal(s); err == nil {
		t.Errorf("zero State: MarshalJSON succeeded")
	}
}

// Custom missions (p.38): a mission may bring its own Xeno catalogue.
func TestXenoCountAbove255Refused(t *testing.T) {
	m := newMission(t, twoCorridors)
	// The core catalogue with a bigger bag of Workers.
	m.Catalog = slices.Clone(xeno.Invader)
	m.Catalog[xeno.Worker].Supply = 1000
	put(&m, "o", xeno.Worker, 256)
	// A zone holds at most 255 of a kind (xeno.MaxSupply): the count used to
	// wrap around in a uint8. Such a mission is refused.
	_, err := invader.New(m)
	require.Error(t, err, "256 Workers in one zone")
}

// A Turn ends by itself when nothing is left to spend (p.10): a free
// Action no action can use is nothing to spend. Mitsuki's Blue Skill is
// "+1 free Machine Action"; with no Machine Action in the game (or no
// Machine on the board) her only legal action after her three Actions is
// EndTurn, yet the Turn waits for it.
func TestTurnEndsDespiteUnusableFreeAction(t *testing.T) {
	mitsuki, ok := survivor.Lookup("Mitsuki")
	require.True(t, ok)
	m := newMission(t, twoCorridors, mitsuki)
	s := start(t, m)
	s, _ = play(t, s, "Mitsuki noise", "Mitsuki noise", "Mitsuki noise")
	if got := notation(s, s.Legal()); len(got) == 1 && got[0] == "Mitsuki end" {
		n, free := s.ActionsLeft()
		t.Errorf("p.10: after her three Actions Mitsuki can only end her Turn (Legal() = %q, ActionsLeft() = %d, %v), "+
			"but the Turn did not end by itself", got, n, free)
	}
}

// A Turn ends by itself when the Survivor can do nothing but end it
// (p.10, the engine's rule since free Actions were fixed). settle applies
// it after every action, so a Survivor the player activates with nothing
// to do ends its Turn at once; but a Survivor activated automatically (the
// player's last one) is never checked and waits for an EndTurn that is its
// only legal action. Here the 18 Noise tokens are on the board and a wall
// keeps the start zone shut.
// A Survivor activated with nothing to do, by choice or automatically,
// waits for EndTurn: a Turn ends by itself only after an action
// (docs/RULINGS.md, "End of a Turn"; this also keeps rounds from running on
// by themselves when nobody can act).
func TestActivatedSurvivorWithNothingToDoWaits(t *testing.T) {
	var cards []survivor.Card
	for _, n := range []string{"A", "B", "C", "D", "E", "F", "G", "H"} {
		cards = append(cards, plain(n))
	}
	m := newMission(t, `
+--+--+
|s |o |
+--+--+

s: corridor start
o: corridor objective
`, cards...)
	s := start(t, m)
	for i, c := range cards[:6] {
		s, _ = apply(t, s, invader.Activate{Survivor: i})
		s, _ = play(t, s, c.Name+" noise", c.Name+" noise", c.Name+" noise")
	}
	s, ev := play(t, s, "activate G")
	if got := only[invader.TurnEnded](ev); len(got) != 0 {
		t.Fatalf("p.10: G activated with nothing to do: TurnEnded events %v, want none", got)
	}
	if got := withoutTrades(notation(s, s.Legal())); len(got) != 1 || got[0] != "G end" {
		t.Fatalf("G with nothing to do: Legal() = %q, want [G end]", got)
	}
	s, _ = play(t, s, "G end") // H, the last one, is activated automatically
	if got := withoutTrades(notation(s, s.Legal())); len(got) != 1 || got[0] != "H end" {
		t.Errorf("H with nothing to do: Pending() = %+v, Legal() = %q, want [H end]", s.Pending(), got)
	}
}
