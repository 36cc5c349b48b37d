package invader_test

import (
	"slices"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
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

// p.22, p.28, M11: a green door stays locked until the mission unlocks it
// (here: taking the green Objective); opening it wakes the green Spawn
// Zone; a red Objective hands out a random Prototype.
func TestColouredDoorsAndSpawns(t *testing.T) {
	m := newMission(t, `
+--+--+--+
|s .c Gg |
+--+--+--+

s: corridor start objective=green
c: corridor objective
g: room spawn=green objective
`)
	m.Triggers = []mission.Trigger{
		{Cause: mission.ObjectiveTaken, Color: zone.Green, Effect: mission.UnlockDoors, Arg: zone.Green},
		{Cause: mission.DoorOpened, Color: zone.Green, Effect: mission.ActivateSpawns, Arg: zone.Green},
		{Cause: mission.ObjectiveTaken, Color: zone.Red, Effect: mission.GivePrototype},
	}
	s := start(t, m)
	if !s.Board().Locked(0) || s.Board().SpawnActive(0) {
		t.Fatalf("p.22, p.28: at the start the green door is locked and the green Spawn Zone dormant")
	}
	s = drive(t, s, "Ann move c")
	refuse(t, s, invader.OpenDoor{Survivor: 0, Door: 0}, invader.DoorLocked) // p.22: a locked green door
	s, ev := play(t, s, "Ann take o1")
	if got := only[invader.CardDrawn](ev); len(got) != 1 || s.Pending().Decision != invader.KeepDecision {
		t.Fatalf("M11: a red Objective hands out a Prototype: CardDrawn %v, Pending %+v", got, s.Pending())
	}
	s = drive(t, s, "Ann keep pack1", "Ann move s", "Ann take o0")
	if got := only[invader.DoorUnlocked](ev); s.Board().Locked(0) {
		t.Fatalf("the green Objective unlocks the green door: still locked (%v)", got)
	}
	s, _ = play(t, s, "Ann end")
	s = drive(t, s, "Ann move c")
	s, ev = play(t, s, "Ann open d0")
	if got := only[invader.SpawnActivated](ev); len(got) != 1 || !s.Board().SpawnActive(0) {
		t.Errorf("M11: opening the green door wakes the green Spawn Zone: events %v", got)
	}
}

// RULINGS "Oxygen", an option: with OxygenAnywhere, a house rule against
// p.18 (Body cards work only in a Body slot), a tank in the Backpack lets
// the Survivor out.
func TestOxygenAnywhereOption(t *testing.T) {
	m := newMission(t, surfaceBoard)
	m.Equipment = []equipment.Entry{
		{Card: equipment.CattleProd, Count: 1, Group: equipment.Start},
		{Card: equipment.Card{Name: "Oxygen Tank", Slot: equipment.Body, Oxygen: true}, Count: 1, Group: equipment.Oxygen},
	}
	s := start(t, m, invader.ExternalChance(), invader.Oxygen(invader.OxygenAnywhere))
	s = drive(t, s, "Ann move c", "Ann move o", "Ann oxygen", "Ann keep pack1", "Ann done")
	s = drive(t, s, "Ann move c", "Ann open d1", "Ann move a1", "Ann move e2")
	if got := s.Survivor(0).Zone; got != m.Map.MustLookup("e2") {
		t.Errorf("OxygenAnywhere: Ann is in zone %d, want e2", got)
	}
}

// RULINGS "Missions as text" (set-aside cards): a mission may take Equipment
// cards out of the deck and set them aside with the Prototypes; a "prototype"
// trigger then hands them out, and Searching never finds them.
func TestSetAsideCards(t *testing.T) {
	m := newMission(t, `
+--+--+
|s .r |
+--+--+

s: corridor start objective
r: corridor objective
`)
	m.SetAside = []string{"Flamethrower", "Flamethrower"}
	m.Triggers = []mission.Trigger{{Cause: mission.ObjectiveTaken, Effect: mission.GivePrototype}}
	s := start(t, m, invader.ExternalChance())
	s, _ = apply(t, s, nthOutcome(t, s, 0)) // the deal
	if _, _, ok := s.Drawn(); ok {
		t.Error("Drawn: a card waits before anything was drawn")
	}
	s, _ = play(t, s, "Ann take o0")
	weights := map[string]int{}
	for _, o := range s.ChanceOutcomes() {
		weights[o.Label] = o.Weight
	}
	if weights["Flamethrower"] != 2 || len(weights) < 2 {
		t.Errorf("set-aside cards: the set-aside pile draws %v; want both Flamethrowers among the Prototypes", weights)
	}
	s, _ = chance(t, s, "Flamethrower")
	if card, who, ok := s.Drawn(); !ok || who != 0 || card.Card.Name != "Flamethrower" || s.Pending().Decision != invader.KeepDecision {
		t.Errorf("Drawn() = %+v, %d, %v with pending %+v; want Ann's Flamethrower waiting for Keep", card, who, ok, s.Pending())
	}
	deck := 0
	for _, e := range m.EquipmentCards() {
		if e.Card.Name == "Flamethrower" && e.Group == equipment.Deck {
			deck += e.Count
		}
	}
	if deck != 0 {
		t.Errorf("set-aside cards: %d Flamethrowers left in the deck; the box has 2, both set aside", deck)
	}
	m.SetAside = append(m.SetAside, "Flamethrower")
	if _, err := invader.New(m); err == nil {
		t.Error("New: a third Flamethrower set aside from a deck of two")
	}
}
