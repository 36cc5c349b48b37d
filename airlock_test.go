package invader_test

import (
	"slices"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
)

// surfaceBoard: the base (start and exit in s), an Oxygen Supply Room o,
// the Bot with its remote (green Objective) in r, an airlock a1 behind a
// closed door, and the planet's surface e1, e2 with an Objective in e1.
const surfaceBoard = `
+--+--+--+--+
|s .c oo |e1|
+dd+DD+--+..+
|r |a1oe2 e2|
+--+--+--+--+

s: corridor start exit
c: corridor
o: room oxygen
e1: exterior objective
r: room objective=green bot
a1: room airlock
e2: exterior
`

// drive applies the lines in notation. Chance events on the way take their
// first outcome, and a Survivor whose Turn stays open only for free actions
// (a door it could close) ends it when the next line is not legal yet.
func drive(t *testing.T, s invader.State, lines ...string) invader.State {
	t.Helper()
	for _, line := range lines {
		for range 3 {
			for s.Pending().Decision == invader.ChanceDecision {
				s, _ = apply(t, s, nthOutcome(t, s, 0))
			}
			a, err := s.ParseAction(line)
			if err != nil {
				t.Fatalf("ParseAction(%q): %v", line, err)
			}
			if p := s.Pending(); !slices.Contains(s.Legal(), a) && p.Decision == invader.ActionDecision {
				s, _ = apply(t, s, invader.EndTurn{Survivor: p.Survivor})
				continue
			}
			break
		}
		s, _ = play(t, s, line)
	}
	return s
}

// A mission played start to finish that needs an Oxygen Tank from an
// Oxygen Supply Room (p.35), a trip through an airlock to the surface
// (p.13, p.35) and a Machine (p.25): take both Objectives, then reach the
// Exit.
func TestSurfaceMissionStartToFinish(t *testing.T) {
	m := newMission(t, surfaceBoard)
	m.Equipment = []equipment.Entry{
		{Card: equipment.CattleProd, Count: 1, Group: equipment.Start},
		{Card: equipment.Card{Name: "Oxygen Tank", Slot: equipment.Body, Oxygen: true}, Count: 2, Group: equipment.Oxygen},
		{Card: equipment.Card{Name: "M.R.E.", Heal: 1}, Count: 2, Group: equipment.Deck},
	}
	m.Deck = spawn.Deck{{Card: spawn.Card{Type: spawn.MoldSpawn, Lines: [4]spawn.Group{{Kind: xeno.Worker, Count: 1}}}, Count: 1}}
	s := start(t, m, invader.ExternalChance())

	s = drive(t, s, "Ann move r", "Ann take o1") // the Bot's remote (p.25)
	if got := s.Machines()[0].Controller; got != 0 {
		t.Fatalf("p.25: the green Objective: the Bot's controller is %d, want Ann", got)
	}
	s = drive(t, s, "Ann machine m0 move s")                                             // a Machine Action
	refuse(t, s, invader.Move{Survivor: 0, To: m.Map.MustLookup("a1")}, invader.Blocked) // p.13: from r into the airlock, through a wall
	s = drive(t, s, "Ann move s", "Ann move c", "Ann move o")
	s = drive(t, s, "Ann oxygen", "Ann keep body1", "Ann done") // p.35: an Oxygen Tank, worn; p.22: then a free Reorganize
	s = drive(t, s, "Ann move c", "Ann open d1", "Ann move a1")
	s = drive(t, s, "Ann move e2", "Ann move e1", "Ann take o0") // outside (p.35)
	if s.GoalsDone() != 1 {
		t.Fatalf("p.24: both Objectives taken: GoalsDone() = %d, want 1", s.GoalsDone())
	}
	s = drive(t, s, "Ann move e2") // the 4th Action of Yellow (10 XP)
	s = drive(t, s, "Ann move a1", "Ann move c", "Ann move s")
	if got := s.Outcome(); got.Result != invader.Won {
		t.Fatalf("the mission: Outcome() = %v, want won", got)
	}
}
