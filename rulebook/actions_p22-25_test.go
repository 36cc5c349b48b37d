package rulebook_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// The Survivors' Actions (pp.22-25): Move (one more Action per Xeno in
// the Zone left, the classic rule), Search, doors, Reorganize and trade,
// take an Objective, Make Noise (noise_p17_test.go), Do Nothing and the
// Machines' Actions. Card numbers: c0 is the first Cattle Prod, c10 the
// first Heavy Cutter.

func TestMoveActions(t *testing.T) {
	check(t,
		rule{
			name:    "p.22: leaving a Zone with Xenos costs one more Action per Xeno",
			mission: solo,
			position: `
survivor Cole c1
xenos c1 worker=1`,
			play: []string{"Cole move c2"},
			events: []string{
				"Cole moves c1 → c2",
				"goal 1 done: reach the exit",
				"the mission is won",
			},
			then: actionsLeft(1),
		},
		rule{
			name:    "p.22: a Survivor without the Actions to leave a Zone with Xenos stays",
			mission: solo,
			position: `
turn actions=2
survivor Cole c1
xenos c1 worker=2`,
			play:    []string{"Cole move c2"},
			refused: invader.NoActions,
		},
		rule{
			name: "p.24: Do Nothing ends the Survivor's Turn, its Actions lost",
			position: `turn active=Cole actions=3
survivor Cole s activated`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
			},
		},
	)
}

func TestSearch(t *testing.T) {
	check(t,
		rule{
			name:     "p.22: a Search draws a card, kept in a slot it fits; what it displaces moves on; then a free Reorganize",
			mission:  vivian,
			position: `survivor Vivian r3 hand1="Cattle Prod"`,
			play:     []string{"Vivian search", "chance Heavy Cutter", "Vivian keep hand1", "Vivian done"},
			events: []string{
				"Vivian gets the Heavy Cutter",
				"the Cattle Prod goes to Vivian's hand2",
				"Vivian keeps the Heavy Cutter in hand1",
				"Vivian reorganizes for free",
			},
			then: actionsLeft(2),
		},
		rule{
			name:     "p.22: a drawn card may be discarded instead of kept",
			mission:  vivian,
			position: `survivor Vivian r3`,
			play:     []string{"Vivian search", "chance Sledge", "Vivian keep none"},
			events: []string{
				"Vivian gets the Sledge",
				"Vivian discards the Sledge",
			},
		},
		rule{
			name:     "p.22: a Survivor Searches once per Turn",
			mission:  vivian,
			position: `survivor Vivian r3`,
			play:     []string{"Vivian search", "chance Sledge", "Vivian keep none", "Vivian search"},
			refused:  invader.AlreadySearched,
		},
		rule{
			name:     "p.22: only rooms are Searched",
			mission:  vivian,
			position: `survivor Vivian c1`,
			play:     []string{"Vivian search"},
			refused:  invader.NotSearchable,
		},
		rule{
			name:    "p.22: a Zone holding Xenos cannot be Searched",
			mission: vivian,
			position: `
survivor Vivian r3
xenos r3 worker=1`,
			play:    []string{"Vivian search"},
			refused: invader.XenosThere,
		},
		rule{
			name:    "p.22: a Soldier Searches only in a Security Room",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole r3 activated`,
			play:    []string{"Cole search"},
			refused: invader.NotSearchable,
		},
	)
}

func TestDoors(t *testing.T) {
	check(t,
		rule{
			name:     "p.22: opening a door on the Survivor's Zone is free",
			mission:  vivian,
			position: `survivor Vivian c1`,
			play:     []string{"Vivian open d1"},
			events: []string{
				"Vivian opens d1",
			},
			then: actionsLeft(3),
		},
		rule{
			name:     "p.22: a Survivor uses one door per Turn",
			mission:  vivian,
			position: `survivor Vivian c1`,
			play:     []string{"Vivian open d1", "Vivian close d1"},
			refused:  invader.DoorDone,
		},
		rule{
			name:     "p.22: the door must be on the Survivor's Zone",
			mission:  vivian,
			position: `survivor Vivian c2`,
			play:     []string{"Vivian open d1"},
			refused:  invader.NotAtDoor,
		},
		rule{
			name:    "p.22: an open door may be closed, even with Xenos on the other side",
			mission: vivian,
			position: `
doors d1=open
survivor Vivian c1
xenos r2 worker=1`,
			play: []string{"Vivian close d1"},
			events: []string{
				"Vivian closes d1",
			},
		},
	)
}

func TestReorganize(t *testing.T) {
	check(t,
		rule{
			name: "p.23: a Reorganize with a Survivor in the same Zone trades cards, for one Action",
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1="Heavy Cutter"`,
			play: []string{"Cole reorganize Vivian", "arrange c10 Vivian hand1", "Cole done"},
			events: []string{
				"Cole trades with Vivian",
				"the Heavy Cutter goes to Vivian's hand1",
			},
			then: actionsLeft(2),
		},
		rule{
			name: "p.23: the Survivors who trade stand in the same Zone",
			position: `
turn active=Cole actions=3
survivor Cole c1 activated hand1="Heavy Cutter"`,
			play:    []string{"Cole reorganize Vivian"},
			refused: invader.NotAdjacent,
		},
	)
}

func TestObjectivesAndMachines(t *testing.T) {
	check(t,
		rule{
			name:     "p.24: taking an Objective token costs one Action and earns 5 XP",
			mission:  botboard,
			position: `survivor Vivian c1`,
			play:     []string{"Vivian take o0"},
			events: []string{
				"Vivian takes o0",
				"Vivian takes control of the Peacekeeper Bot",
				"Vivian gains 5 XP (5 in all)",
				"goal 1 done: take all objectives",
			},
			then: actionsLeft(2),
		},
		rule{
			name:     "p.24: the Objective token must be in the Survivor's Zone",
			mission:  botboard,
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0"},
			refused:  invader.NoObjective,
		},
		rule{
			name:    "p.25: the Survivor holding the Bot's remote moves it with a Machine Action",
			mission: botboard,
			position: `
objectives c1=taken
goals 1
survivor Vivian s xp=5
machines 0 controller=Vivian`,
			play: []string{"Vivian machine m0 move c2"},
			events: []string{
				"the Peacekeeper Bot is activated",
				"the Peacekeeper Bot moves c1 → c2",
			},
			then: actionsLeft(2),
		},
	)
}

// machines is a corridor with the Bot and its remote, the green
// Objective, at the start, the Sentry Gun and its remote, the purple
// Objective, in c1, and an Objective in c2; Vivian alone plays.
const machines = `id: machines
title: the Bot and the Sentry Gun
goal: take all objectives
survivors: Vivian
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start objective=green bot
c1: corridor objective=purple sentry
c2: corridor objective
`

// machinesAt checks where the Machines are, who controls them (-1:
// nobody) and whether they hold their activation token.
func machinesAt(want ...string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		var got []string
		for _, m := range s.Machines() {
			who := "nobody"
			if m.Controller >= 0 {
				who = s.Survivor(m.Controller).Card.Name
			}
			got = append(got, fmt.Sprintf("%s in %s, %s's, activated %v", m.Profile.Name, s.Map().Zone(m.Zone).Name, who, m.Activated))
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("Machines (-want +got):\n%s", diff)
		}
	}
}

func TestMachines(t *testing.T) {
	check(t,
		rule{
			name:     "p.25: a Machine nobody controls takes no Machine Action",
			mission:  machines,
			position: `survivor Vivian s`,
			play:     []string{"Vivian machine m0 move c1"},
			refused:  invader.NotYours,
			then:     machinesAt("Peacekeeper Bot in s, nobody's, activated false", "Falchion Sentry Gun in c1, nobody's, activated false"),
		},
		rule{
			name:     "p.25: taking a Machine's remote, its colour's Objective, gives control of it",
			mission:  machines,
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0"},
			events: []string{
				"Vivian takes o0",
				"Vivian takes control of the Peacekeeper Bot",
				"Vivian gains 5 XP (5 in all)",
			},
			then: machinesAt("Peacekeeper Bot in s, Vivian's, activated false", "Falchion Sentry Gun in c1, nobody's, activated false"),
		},
		rule{
			name:    "p.25: a Machine moved holds its activation token",
			mission: machines,
			position: `
objectives s=taken
survivor Vivian s xp=5
machines 0 controller=Vivian`,
			play: []string{"Vivian machine m0 move c1"},
			events: []string{
				"the Peacekeeper Bot is activated",
				"the Peacekeeper Bot moves s → c1",
			},
			then: machinesAt("Peacekeeper Bot in c1, Vivian's, activated true", "Falchion Sentry Gun in c1, nobody's, activated false"),
		},
		rule{
			name:    "p.25: the Sentry Gun takes no Action without its remote",
			mission: machines,
			position: `
objectives s=taken
survivor Vivian s xp=5
machines 0 controller=Vivian
xenos c2 worker=2`,
			play:    []string{"Vivian machine m1 attack c2 ranged"},
			refused: invader.NotYours,
		},
		rule{
			name:    "p.25: a Machine's attack earns its controller the XP of the Xenos it eliminates",
			mission: machines,
			position: `
objectives s=taken
survivor Vivian s xp=5
machines 0 controller=Vivian
xenos c2 worker=2`,
			play: []string{"Vivian machine m0 attack c2 ranged", "chance 6", "chance 6"},
			events: []string{
				"the Peacekeeper Bot is activated",
				"Vivian makes noise in s",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on c2: 2 hits, 0 misses",
				"Vivian eliminates 2 Workers in c2",
				"Vivian gains 2 XP (7 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
			},
			then: xenosLeft("c2", ""),
		},
		rule{
			name:    "p.25: the End Phase takes the activation tokens off the Machines",
			mission: machines,
			position: `
objectives s=taken
survivor Vivian s xp=5
machines 0 zone=c1 controller=Vivian activated`,
			play: []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"the Peacekeeper Bot rests",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
			then: machinesAt("Peacekeeper Bot in c1, Vivian's, activated false", "Falchion Sentry Gun in c1, nobody's, activated false"),
		},
		rule{
			name:    "p.25: the Sentry Gun never moves",
			mission: machines,
			position: `
objectives c1=taken
survivor Vivian c1 xp=5
machines 1 controller=Vivian`,
			play:    []string{"Vivian machine m1 move c2"},
			refused: invader.NotAChoice,
		},
		rule{
			name:    "p.25: the Sentry Gun has no Melee attack",
			mission: machines,
			position: `
objectives c1=taken
survivor Vivian c1 xp=5
machines 1 controller=Vivian
xenos c2 worker=1`,
			play:    []string{"Vivian machine m1 attack c2"},
			refused: invader.NoWeapon,
		},
	)
}

// walled is a corridor walled off from the next, where the Bot starts,
// in sight of c2 and c3.
const walled = `id: walled
title: a Survivor walled off from the Bot
goal: take all objectives
survivors: Vivian
map:
+--+--+--+--+
|s |c1.c2.c3|
+--+--+--+--+

s: corridor start objective=green objective
c1: corridor bot
c2: corridor
c3: corridor
`

func TestMachineNoise(t *testing.T) {
	check(t,
		rule{
			name:    "p.17, p.25: an activated Machine counts as a Noise token, no more: a Xeno in its sight heads for the louder Survivor",
			mission: walled,
			position: `
objectives s#1=taken
survivor Vivian s xp=5
machines 0 zone=c2 controller=Vivian activated
noise s=1
xenos c3 worker=1`,
			play: []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"1 Noise token leaves s",
				"the Peacekeeper Bot rests",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
			then: xenosLeft("c3", "worker=1"),
		},
		rule{
			name:    "p.25 (RULINGS \"Machines\", the option machines=targets): an activated Machine draws the Xenos that see it like a Survivor",
			mission: walled,
			position: `
rules machines=targets
objectives s#1=taken
survivor Vivian s xp=5
machines 0 zone=c2 controller=Vivian activated
noise s=1
xenos c3 worker=1`,
			play: []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves c3 → c2",
				"the End Phase begins",
				"1 Noise token leaves s",
				"the Peacekeeper Bot rests",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
			then: xenosLeft("c2", "worker=1"),
		},
	)
}

// forced is M11's forced door (RULINGS "Forced doors") between the
// corridor s and the room r; the Bot and its remote, the green Objective,
// are in the corridor, at b and at s. Survivor plays alone.
func forced(survivor string) string {
	return `id: forced
title: a forced door
goal: take all objectives
survivors: ` + survivor + `
forced-doors: d0
map:
+--+--+--+
|b .s Dr |
+--+--+--+

b: corridor bot
s: corridor start objective=green
r: room objective
`
}

// forcedOpen checks that door d0 is open for good, or still closed and
// locked.
func forcedOpen(open bool) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		if got := s.Board().Door(0) == zone.Open && !s.Board().Locked(0); got != open {
			t.Errorf("d0 %v, locked %v; want open for good: %v", s.Board().Door(0), s.Board().Locked(0), open)
		}
	}
}

func TestForcedDoors(t *testing.T) {
	check(t,
		rule{
			name:     "M11 (RULINGS \"Forced doors\"): a forced door does not open normally",
			mission:  forced("Cole"),
			position: `survivor Cole s hand1="Heavy Cutter"`,
			play:     []string{"Cole open d0"},
			refused:  invader.DoorLocked,
		},
		rule{
			name:     "M11 (RULINGS \"Forced doors\"): a hit of a Damage 2 weapon from the door's Zone opens it for good",
			mission:  forced("Cole"),
			position: `survivor Cole s hand1="Heavy Cutter"`,
			play:     []string{"Cole force d0 hand1", "chance 1", "chance 6"},
			events: []string{
				"Cole rolls a 1",
				"Cole rolls a 6",
				"Cole forces d0 open",
			},
			then: forcedOpen(true),
		},
		rule{
			name:     "M11 (RULINGS \"Forced doors\"): without a hit the door stays shut",
			mission:  forced("Cole"),
			position: `survivor Cole s hand1="Heavy Cutter"`,
			play:     []string{"Cole force d0 hand1", "chance 1", "chance 2"},
			events: []string{
				"Cole rolls a 1",
				"Cole rolls a 2",
			},
			then: forcedOpen(false),
		},
		rule{
			name:     "M11 (RULINGS \"Forced doors\"): a Damage 1 weapon cannot force it",
			mission:  forced("Cole"),
			position: `survivor Cole s hand1="Cattle Prod"`,
			play:     []string{"Cole force d0 hand1"},
			refused:  invader.NoWeapon,
		},
		rule{
			name:     "M11 (RULINGS \"Forced doors\"), pp.52-55: Skills count: Super strength makes the Cattle Prod a Damage 3 weapon that forces it",
			mission:  forced("Magnus"),
			position: `survivor Magnus s xp=43 orange=0 red=0 hand1="Cattle Prod"`,
			play:     []string{"Magnus force d0 hand1", "chance 1", "chance 1", "chance 6"},
			events: []string{
				"Magnus rolls a 1",
				"Magnus rolls a 1",
				"Magnus rolls a 6",
				"Magnus forces d0 open",
			},
			then: forcedOpen(true),
		},
		rule{
			name:    "M11 (RULINGS \"Forced doors\"): a Survivor at the door makes the Bot force it with its Damage 2 Melee blow, wherever the Bot is",
			mission: forced("Cole"),
			position: `
objectives s=taken
survivor Cole s xp=5
machines 0 controller=Cole`,
			play: []string{"Cole machine m0 force d0", "chance 2", "chance 5"},
			events: []string{
				"the Peacekeeper Bot is activated",
				"Cole rolls a 2",
				"Cole rolls a 5",
				"Cole forces d0 open",
			},
			then: forcedOpen(true),
		},
		rule{
			name:    "M11 (RULINGS \"Forced doors\"): the Bot's Damage 1 Ranged profile cannot force it",
			mission: forced("Cole"),
			position: `
objectives s=taken
survivor Cole s xp=5
machines 0 controller=Cole`,
			play:    []string{"Cole machine m0 force d0 ranged"},
			refused: invader.NoWeapon,
		},
		rule{
			name:    "M11 (RULINGS \"Forced doors\"): a door forced open is not forced again",
			mission: forced("Cole"),
			position: `
objectives s=taken
doors d0=open
survivor Cole s xp=5
machines 0 controller=Cole`,
			play:    []string{"Cole machine m0 force d0"},
			refused: invader.WrongDoorState,
		},
		rule{
			name:    "M11 (RULINGS \"Forced doors\"): the Survivor making the Bot force a door stands at it",
			mission: forced("Cole"),
			position: `
objectives s=taken
survivor Cole b xp=5
machines 0 controller=Cole`,
			play:    []string{"Cole machine m0 force d0"},
			refused: invader.NotAtDoor,
		},
		rule{
			name:    "p.26, RULINGS \"Forced doors\": Xenos break a forced door like any closed door, and a broken door is forced no more",
			mission: forced("Cole"),
			position: `
survivor Cole s hand1="Heavy Cutter"
xenos r worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xenos break d0",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if s.Board().Door(0) != zone.Destroyed {
					t.Errorf("d0 %v, want destroyed", s.Board().Door(0))
				}
				a, err := s.ParseAction("Cole force d0 hand1")
				if err != nil {
					t.Fatal(err)
				}
				refuse(t, s, a, invader.WrongDoorState)
			},
		},
	)
}

// colours is a corridor ending at a green door, locked until the green
// Objective at the start is taken, to a room with a dormant green Spawn
// Zone that the door's opening wakes; the red Objective in c hands out a
// Prototype. Cole plays alone.
const colours = `id: colours
title: a green door, a green Spawn Zone and a red Objective
goal: take all objectives
survivors: Cole
trigger: objective green -> unlock green
trigger: door green -> spawn green
trigger: objective red -> prototype
map:
+--+--+--+
|s .c Gg |
+--+--+--+

s: corridor start objective=green
c: corridor objective
g: room spawn=green objective
`

func TestColouredDoors(t *testing.T) {
	check(t,
		rule{
			name:     "p.22, p.28: a coloured door stays locked until the mission unlocks it, and a coloured Spawn Zone sleeps until woken",
			mission:  colours,
			position: `survivor Cole c`,
			play:     []string{"Cole open d0"},
			refused:  invader.DoorLocked,
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if !s.Board().Locked(0) || s.Board().SpawnActive(0) {
					t.Errorf("locked %v, Spawn Zone active %v; want locked and dormant", s.Board().Locked(0), s.Board().SpawnActive(0))
				}
			},
		},
		rule{
			name:     "M11: taking the green Objective unlocks the green door",
			mission:  colours,
			position: `survivor Cole s`,
			play:     []string{"Cole take o0"},
			events: []string{
				"Cole takes o0",
				"Cole gains 5 XP (5 in all)",
				"d0 is unlocked",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if s.Board().Locked(0) {
					t.Error("d0 still locked")
				}
			},
		},
		rule{
			name:    "M11: opening the green door wakes the green Spawn Zone",
			mission: colours,
			position: `
objectives s=taken
doors d0=closed
survivor Cole c xp=5`,
			play: []string{"Cole open d0"},
			events: []string{
				"Cole opens d0",
				"the Spawn Zone g wakes",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if !s.Board().SpawnActive(0) {
					t.Error("the green Spawn Zone still dormant")
				}
			},
		},
		rule{
			name:     "M11: a red Objective hands out a random Prototype, kept like a card drawn",
			mission:  colours,
			position: `survivor Cole c`,
			play:     []string{"Cole take o1", "chance Prototype Sniper Rifle"},
			events: []string{
				"Cole takes o1",
				"Cole gains 5 XP (5 in all)",
				"Cole gets the Prototype Sniper Rifle",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if card, _, ok := s.Drawn(); !ok || card.Card.Name != "Prototype Sniper Rifle" || s.Pending().Decision != invader.KeepDecision {
					t.Errorf("Drawn() = %+v, %v, pending %+v; want the Prototype waiting to be kept", card, ok, s.Pending())
				}
			},
		},
	)
}

// setaside sets both Flamethrowers of the box aside with the
// Prototypes, handed out by the Objectives; Cole plays alone.
const setaside = `id: setaside
title: the Flamethrowers set aside
goal: take all objectives
survivors: Cole
set-aside: Flamethrower, Flamethrower
trigger: objective -> prototype
map:
+--+--+
|s .c |
+--+--+

s: corridor start objective
c: corridor objective
`

func TestSetAside(t *testing.T) {
	check(t,
		rule{
			name:     "M11 (RULINGS \"Missions as text\"): cards a mission sets aside join the Prototypes its Objectives hand out",
			mission:  setaside,
			position: `survivor Cole s`,
			play:     []string{"Cole take o0"},
			events: []string{
				"Cole takes o0",
				"Cole gains 5 XP (5 in all)",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				weights := map[string]int{}
				for _, o := range s.ChanceOutcomes() {
					weights[o.Label] = o.Weight
				}
				if weights["Flamethrower"] != 2 || len(weights) < 2 {
					t.Errorf("the set-aside pile draws %v; want both Flamethrowers among the Prototypes", weights)
				}
			},
		},
		rule{
			name:     "M11 (RULINGS \"Missions as text\"): a set-aside card handed out is kept like a card drawn",
			mission:  setaside,
			position: `survivor Cole s`,
			play:     []string{"Cole take o0", "chance Flamethrower"},
			events: []string{
				"Cole takes o0",
				"Cole gains 5 XP (5 in all)",
				"Cole gets the Flamethrower",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if card, who, ok := s.Drawn(); !ok || who != 0 || card.Card.Name != "Flamethrower" || s.Pending().Decision != invader.KeepDecision {
					t.Errorf("Drawn() = %+v, %d, %v, pending %+v; want Cole's Flamethrower waiting to be kept", card, who, ok, s.Pending())
				}
			},
		},
		rule{
			name:     "M11 (RULINGS \"Missions as text\"): a set-aside card is never found in a Search: the deck has none left",
			mission:  setaside,
			position: `survivor Cole s`,
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if _, _, ok := s.Drawn(); ok {
					t.Error("Drawn: a card waits before anything was drawn")
				}
				for _, c := range s.Cards() {
					if c.Card.Name == "Flamethrower" && c.Place != invader.SetAside {
						t.Errorf("a Flamethrower is %v, want set aside", c.Place)
					}
				}
				m := s.Mission()
				m.SetAside = append(m.SetAside, "Flamethrower")
				if _, err := invader.New(m); err == nil {
					t.Error("New: a third Flamethrower set aside from a box of two")
				}
			},
		},
	)
}

// searchAt is a start Zone s of the given kind and legend words, with a
// corridor beside it (exterior when s is), played by Vivian alone, or
// Cole when soldier.
func searchAt(kind, words string, soldier bool) string {
	b, edge := "corridor", "o"
	if kind != "room" {
		edge = "."
	}
	if kind == "exterior" {
		b = "exterior"
	}
	who := "Vivian"
	if soldier {
		who = "Cole"
	}
	return fmt.Sprintf(`id: search
title: where to Search
goal: take all objectives
survivors: %s
map:
+--+--+
|s %sb |
+--+--+

s: %s start %s
b: %s objective
`, who, edge, kind, words, b)
}

// searchable checks the Search under way: two Actions left, a card to
// draw from the two Energy Cells and the M.R.E. of the deck.
var searchable = all(actionsLeft(2), outcomes("Energy Cell 2/3", "M.R.E. 1/3"))

func TestSearchWhere(t *testing.T) {
	check(t,
		rule{
			name:    "p.22: a Civilian Searches a room: the Search costs an Action and draws from the deck",
			mission: searchAt("room", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:   []string{"Vivian search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "p.22: a Civilian Searches a room: the card drawn waits to be kept, or not",
			mission: searchAt("room", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play: []string{"Vivian search", "chance M.R.E."},
			events: []string{
				"Vivian gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Vivian keep none", "Vivian keep pack1")),
		},
		rule{
			name:    "p.22: a Civilian does not Search a corridor",
			mission: searchAt("corridor", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:    []string{"Vivian search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.22, p.35: nor an exterior Zone",
			mission: searchAt("exterior", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:    []string{"Vivian search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.34: a Civilian Searches a Security Room too: the Search costs an Action and draws from the deck",
			mission: searchAt("room", "security", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:   []string{"Vivian search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "p.34: a Civilian Searches a Security Room too: the card drawn waits to be kept, or not",
			mission: searchAt("room", "security", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play: []string{"Vivian search", "chance M.R.E."},
			events: []string{
				"Vivian gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Vivian keep none", "Vivian keep pack1")),
		},
		rule{
			name:    "p.34: a Soldier does not Search an ordinary room",
			mission: searchAt("room", "", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s`,
			play:    []string{"Cole search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.34: a Soldier Searches a Security Room: the Search costs an Action and draws from the deck",
			mission: searchAt("room", "security", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s`,
			play:   []string{"Cole search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "p.34: a Soldier Searches a Security Room: the card drawn waits to be kept, or not",
			mission: searchAt("room", "security", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s`,
			play: []string{"Cole search", "chance M.R.E."},
			events: []string{
				"Cole gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Cole keep none", "Cole keep pack1")),
		},
		rule{
			name:    "p.22: a Soldier does not Search a corridor",
			mission: searchAt("corridor", "", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s`,
			play:    []string{"Cole search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.22: a room holding a Xeno is not Searched",
			mission: searchAt("room", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s
xenos s worker=1`,
			play:    []string{"Vivian search"},
			refused: invader.XenosThere,
		},
		rule{
			name:    "p.22: a Xeno in the next Zone does not prevent a Search: the Search costs an Action and draws from the deck",
			mission: searchAt("room", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s
xenos b worker=1`,
			play:   []string{"Vivian search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "p.22: a Xeno in the next Zone does not prevent a Search: the card drawn waits to be kept, or not",
			mission: searchAt("room", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s
xenos b worker=1`,
			play: []string{"Vivian search", "chance M.R.E."},
			events: []string{
				"Vivian gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Vivian keep none", "Vivian keep pack1")),
		},
		rule{
			name:    "p.22, p.34: nor is a Security Room holding a Xeno, by a Soldier",
			mission: searchAt("room", "security", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s
xenos s worker=1`,
			play:    []string{"Cole search"},
			refused: invader.XenosThere,
		},
		rule{
			name:    "p.20: a room under Active Mold is not Searched",
			mission: searchAt("room", "mold=active", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:    []string{"Vivian search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.20: nor under Inactive Mold",
			mission: searchAt("room", "mold=inactive", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:    []string{"Vivian search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.20: nor a Security Room under Mold, by a Soldier",
			mission: searchAt("room", "security mold=inactive", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s`,
			play:    []string{"Cole search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "pp.52-55: Scavenger Searches a corridor: the Search costs an Action and draws from the deck",
			mission: searchAt("corridor", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s`,
			play:   []string{"Sca search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "pp.52-55: Scavenger Searches a corridor: the card drawn waits to be kept, or not",
			mission: searchAt("corridor", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s`,
			play: []string{"Sca search", "chance M.R.E."},
			events: []string{
				"Sca gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Sca keep none", "Sca keep pack1")),
		},
		rule{
			name:    "pp.52-55: a Soldier with Scavenger Searches any room: the Search costs an Action and draws from the deck",
			mission: searchAt("room", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca:soldier")),
			position: `
survivor Sca s`,
			play:   []string{"Sca search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "pp.52-55: a Soldier with Scavenger Searches any room: the card drawn waits to be kept, or not",
			mission: searchAt("room", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca:soldier")),
			position: `
survivor Sca s`,
			play: []string{"Sca search", "chance M.R.E."},
			events: []string{
				"Sca gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Sca keep none", "Sca keep pack1")),
		},
		rule{
			name:    "pp.52-55: Scavenger Searches an exterior Zone: the Search costs an Action and draws from the deck",
			mission: searchAt("exterior", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s`,
			play:   []string{"Sca search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "pp.52-55: Scavenger Searches an exterior Zone: the card drawn waits to be kept, or not",
			mission: searchAt("exterior", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s`,
			play: []string{"Sca search", "chance M.R.E."},
			events: []string{
				"Sca gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Sca keep none", "Sca keep pack1")),
		},
		rule{
			name:    "p.20, pp.52-55: Scavenger does not Search under Mold",
			mission: searchAt("corridor", "mold=active", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s`,
			play:    []string{"Sca search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.22, pp.52-55: nor with a Xeno there",
			mission: searchAt("corridor", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s
xenos s worker=1`,
			play:    []string{"Sca search"},
			refused: invader.XenosThere,
		},
	)
}

func TestSearchOnce(t *testing.T) {
	check(t,
		rule{
			name:     "p.22 (RULINGS \"Free Actions\"): a free Search Action pays for the Search",
			mission:  vivian,
			edit:     equip(t, "M.R.E.*3"),
			position: `survivor Vivian r3 xp=19 orange=1`,
			play:     []string{"Vivian end", "Vivian search", "chance M.R.E.", "Vivian keep pack1", "Vivian done"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 4 Actions",
				"Vivian gets the M.R.E.",
				"Vivian keeps the M.R.E. in pack1",
				"Vivian reorganizes for free",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if n, free := s.ActionsLeft(); n != 4 || len(free) != 0 {
					t.Errorf("ActionsLeft() = %d, %v; want 4, none free", n, free)
				}
			},
		},
		rule{
			name:     "p.22 (RULINGS \"Search\"): a free Search Action too is the Turn's one Search",
			mission:  vivian,
			edit:     equip(t, "M.R.E.*3"),
			position: `survivor Vivian r3 xp=19 orange=1`,
			play:     []string{"Vivian end", "Vivian search", "chance M.R.E.", "Vivian keep pack1", "Vivian done", "Vivian search"},
			refused:  invader.AlreadySearched,
		},
		rule{
			name:     "p.22: a new Turn allows another Search",
			mission:  vivian,
			edit:     equip(t, "M.R.E.*3"),
			position: `survivor Vivian r3`,
			play:     []string{"Vivian search", "chance M.R.E.", "Vivian keep pack1", "Vivian done", "Vivian end", "Vivian search", "chance M.R.E.", "Vivian keep pack2"},
			events: []string{
				"Vivian gets the M.R.E.",
				"Vivian keeps the M.R.E. in pack1",
				"Vivian reorganizes for free",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
				"Vivian gets the M.R.E.",
				"Vivian keeps the M.R.E. in pack2",
				"Vivian reorganizes for free",
			},
			then: cardsAt(map[string][]string{"Vivian pack1": {"M.R.E."}, "Vivian pack2": {"M.R.E."}, "deck": {"M.R.E."}}),
		},
	)
}

// drawn is Vivian in a room, the Cattle Prod in hand with its Energy
// Cell attached, the SMG just drawn by her Search; two M.R.E. are left
// in the deck.
const drawn = `
turn actions=2 acted searched searching
survivor Vivian r3 hand1="Cattle Prod"+"Energy Cell" drawn=SMG`

func TestKeep(t *testing.T) {
	keep := equip(t, "start:Cattle Prod", "SMG", "Energy Cell", "M.R.E.*2")
	check(t,
		rule{
			name:     "p.22: the card drawn waits for the Survivor to keep it",
			mission:  vivian,
			edit:     keep,
			position: `survivor Vivian r3 hand1="Cattle Prod"+"Energy Cell"`,
			play:     []string{"Vivian search", "chance SMG"},
			events:   []string{"Vivian gets the SMG"},
			then: all(pending(invader.KeepDecision),
				cardsAt(map[string][]string{"Vivian hand1": {"Cattle Prod"}, "Vivian hand1+": {"Energy Cell"}, "drawn": {"SMG"}, "deck": {"M.R.E.", "M.R.E."}})),
		},
		rule{
			name:     "p.22, p.18: a card kept in an occupied Hand slot moves what was there, with its attachment, to the free one; then a free Reorganize",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep hand1"},
			events: []string{
				"the Cattle Prod goes to Vivian's hand2",
				"Vivian keeps the SMG in hand1",
				"Vivian reorganizes for free",
			},
			then: all(actionsLeft(2), pending(invader.ReorganizeDecision),
				cardsAt(map[string][]string{"Vivian hand1": {"SMG"}, "Vivian hand2": {"Cattle Prod"}, "Vivian hand2+": {"Energy Cell"}, "deck": {"M.R.E.", "M.R.E."}})),
		},
		rule{
			name:     "p.22: a card kept in the free Hand slot",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep hand2"},
			events: []string{
				"Vivian keeps the SMG in hand2",
				"Vivian reorganizes for free",
			},
			then: cardsAt(map[string][]string{"Vivian hand1": {"Cattle Prod"}, "Vivian hand1+": {"Energy Cell"}, "Vivian hand2": {"SMG"}, "deck": {"M.R.E.", "M.R.E."}}),
		},
		rule{
			name:     "p.22, p.18: a card kept in the Backpack",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep pack5"},
			events: []string{
				"Vivian keeps the SMG in pack5",
				"Vivian reorganizes for free",
			},
			then: cardsAt(map[string][]string{"Vivian hand1": {"Cattle Prod"}, "Vivian hand1+": {"Energy Cell"}, "Vivian pack5": {"SMG"}, "deck": {"M.R.E.", "M.R.E."}}),
		},
		rule{
			name:     "p.22: a card not kept goes to the discard pile",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep none"},
			events: []string{
				"Vivian discards the SMG",
				"Vivian reorganizes for free",
			},
			then: cardsAt(map[string][]string{"Vivian hand1": {"Cattle Prod"}, "Vivian hand1+": {"Energy Cell"}, "discard": {"SMG"}, "deck": {"M.R.E.", "M.R.E."}}),
		},
		rule{
			name:     "p.22: after the free Reorganize the Turn goes on",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep none", "Vivian done"},
			events: []string{
				"Vivian discards the SMG",
				"Vivian reorganizes for free",
			},
			then: all(actionsLeft(2), pending(invader.ActionDecision)),
		},
		rule{
			name:     "p.18: a card is kept only in a slot it fits",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep body1"},
			refused:  invader.WrongSlot,
		},
		rule{
			name:     "p.22: a card drawn is kept or not before anything else: no Search",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian search"},
			refused:  invader.NotNow,
		},
		rule{
			name:     "p.22: a card drawn is kept or not before anything else: no end of the Turn",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian end"},
			refused:  invader.NotNow,
		},
		rule{
			name:     "p.22: nothing drawn, nothing to keep",
			mission:  vivian,
			edit:     keep,
			position: `survivor Vivian r3 hand1="Cattle Prod"+"Energy Cell"`,
			play:     []string{"Vivian keep none"},
			refused:  invader.NotNow,
		},
	)
}

// moldrow is a room, then a row of corridors: m and n under Active Mold,
// i under Inactive Mold; Vivian alone plays.
const moldrow = `id: moldrow
title: Mold in the corridors
goal: take all objectives
survivors: Vivian
map:
+--+--+--+--+--+
|s om .n .i .b |
+--+--+--+--+--+

s: room start
m: corridor mold=active
n: corridor mold=active
i: corridor mold=inactive
b: corridor objective
`

func TestSearchMold(t *testing.T) {
	check(t,
		rule{
			name:     "p.22 (RULINGS \"Search\"): a Mold card drawn puts its Xenos in every Active Mold Zone, not Inactive Mold, and goes to the discard pile; the Turn goes on",
			mission:  moldrow,
			edit:     equip(t, "Mold: 2 Workers", "M.R.E."),
			position: `survivor Vivian s`,
			play:     []string{"Vivian search", "chance Mold: 2 Workers"},
			events: []string{
				"Vivian gets the Mold: 2 Workers",
				"Vivian discards the Mold: 2 Workers",
				"2 Workers spawn in m",
				"2 Workers spawn in n",
			},
			then: all(xenosLeft("m", "worker=2"), xenosLeft("n", "worker=2"), xenosLeft("i", ""),
				actionsLeft(2), pending(invader.ActionDecision),
				cardsAt(map[string][]string{"discard": {"Mold: 2 Workers"}, "deck": {"M.R.E."}})),
		},
		rule{
			name:     "p.22: a Mold card drawn is the Turn's Search",
			mission:  moldrow,
			edit:     equip(t, "Mold: 2 Workers", "M.R.E."),
			position: `survivor Vivian s`,
			play:     []string{"Vivian search", "chance Mold: 2 Workers", "Vivian search"},
			refused:  invader.AlreadySearched,
		},
		rule{
			name:     "p.22: a Mold card drawn leaves nothing to keep",
			mission:  moldrow,
			edit:     equip(t, "Mold: 2 Workers", "M.R.E."),
			position: `survivor Vivian s`,
			play:     []string{"Vivian search", "chance Mold: 2 Workers", "Vivian keep pack1"},
			refused:  invader.NotNow,
		},
	)
}

func TestSearchReshuffle(t *testing.T) {
	deck := equip(t, "start:Cattle Prod", "Energy Cell")
	check(t,
		rule{
			name:     "p.22: a Search from a deck with cards does not reshuffle",
			mission:  vivian,
			edit:     deck,
			position: `survivor Vivian r3 hand1="Cattle Prod"`,
			play:     []string{"Vivian search", "chance Energy Cell", "Vivian keep none"},
			events: []string{
				"Vivian gets the Energy Cell",
				"Vivian discards the Energy Cell",
				"Vivian reorganizes for free",
			},
		},
		rule{
			name:     "p.22 (RULINGS \"Search\"): Starting Equipment discarded goes back aside, not to the discard pile",
			mission:  vivian,
			edit:     deck,
			position: `survivor Vivian r3 hand1="Cattle Prod"`,
			play:     []string{"Vivian discard c0"},
			events: []string{
				"Vivian discards the Cattle Prod",
			},
			then: cardsAt(map[string][]string{"aside": {"Cattle Prod"}, "deck": {"Energy Cell"}}),
		},
		rule{
			name:    "p.22 (RULINGS \"Search\"): an empty Equipment deck takes the discard pile back before the draw",
			mission: vivian,
			edit:    deck,
			position: `
survivor Vivian r3
discard "Energy Cell"`,
			play: []string{"Vivian search"},
			events: []string{
				"the Equipment deck is shuffled",
			},
			then: outcomes("Energy Cell 1/1"),
		},
		rule{
			name:     "p.22 (RULINGS \"Search\"): with no card left to draw, no Search",
			mission:  vivian,
			edit:     deck,
			position: `survivor Vivian r3 pack1="Energy Cell"`,
			play:     []string{"Vivian search"},
			refused:  invader.NothingToDraw,
		},
	)
}

// legalHas checks whether Legal lists the action, in notation.
func legalHas(text string, want bool) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		a, err := s.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := slices.Contains(s.Legal(), a); got != want {
			t.Errorf("Legal() lists %q: %v, want %v", text, got, want)
		}
	}
}

// refused checks that the action, built in Go, is refused for reason.
func refused(a invader.Action, reason invader.Reason) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		refuse(t, s, a, reason)
	}
}

// trading is Cole's Turn, his Cattle Prod (c0) in hand, Vivian beside
// him with her SMG (c1), Mitsuki there too.
const trading = `
turn active=Cole actions=3
survivor Cole s activated hand1="Cattle Prod"
survivor Vivian s hand1=SMG`

func TestTrade(t *testing.T) {
	cards := equip(t, "start:Cattle Prod", "start:SMG")
	check(t,
		rule{
			name:     "p.18: another Survivor may discard a card at any time, in the active Survivor's Turn too; not a card of someone else",
			edit:     cards,
			position: trading,
			play:     []string{"Cole discard c1"},
			refused:  invader.NotYours,
			then:     legalHas("Vivian discard c1", true),
		},
		rule{
			name:     "p.23: a Reorganize costs one Action and waits for the Survivor to be done, done first among the choices",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian"},
			events: []string{
				"Cole trades with Vivian",
			},
			then: all(actionsLeft(2), pending(invader.ReorganizeDecision), legalFirst("Cole done")),
		},
		rule{
			name:     "p.23: a card put in the other's occupied slot swaps with the card there",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange c0 Vivian hand1"},
			events: []string{
				"Cole trades with Vivian",
				"the Cattle Prod goes to Vivian's hand1",
			},
			then: cardsAt(map[string][]string{"Cole hand1": {"SMG"}, "Vivian hand1": {"Cattle Prod"}}),
		},
		rule{
			name:     "p.23: a trade need not be even",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange c0 Vivian hand1", "arrange c1 Vivian pack1"},
			events: []string{
				"Cole trades with Vivian",
				"the Cattle Prod goes to Vivian's hand1",
				"the SMG goes to Vivian's pack1",
			},
			then: all(cardsAt(map[string][]string{"Vivian pack1": {"SMG"}, "Vivian hand1": {"Cattle Prod"}}),
				legalHas("Vivian discard c1", true), refused(invader.Discard{Survivor: 0, Card: 1}, invader.NotYours)),
		},
		rule{
			name:     "p.23: a card is not arranged where it is",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange c1 Vivian hand1"},
			refused:  invader.NotAChoice,
		},
		rule{
			name:     "p.23: a card goes only to the Survivors trading",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange c1 Mitsuki hand1"},
			refused:  invader.NotYours,
		},
		rule{
			name:     "p.18, p.23: a card goes only to a slot it fits, a real one",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange c1 Vivian body1"},
			refused:  invader.WrongSlot,
			then: all(refused(invader.Arrange{Card: 1, Owner: 1, Slot: -1}, invader.WrongSlot),
				refused(invader.Arrange{Card: 99, Owner: 1, Slot: invader.Hand1}, invader.NoSuchThing)),
		},
		rule{
			name:     "p.23: the Survivor who reorganizes says when it is done",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "Vivian done"},
			refused:  invader.NotYours,
		},
		rule{
			name:     "p.23: no other Action before the Reorganize is done",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "Cole noise"},
			refused:  invader.NotNow,
		},
		rule{
			name:     "p.23: the whole Reorganize is one Action, done says nothing more",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange c0 Vivian hand1", "arrange c1 Vivian pack1", "arrange c1 Cole hand2", "arrange c0 Cole hand1", "Cole done"},
			events: []string{
				"Cole trades with Vivian",
				"the Cattle Prod goes to Vivian's hand1",
				"the SMG goes to Vivian's pack1",
				"the SMG goes to Cole's hand2",
				"the Cattle Prod goes to Cole's hand1",
			},
			then: all(actionsLeft(2), pending(invader.ActionDecision),
				cardsAt(map[string][]string{"Cole hand1": {"Cattle Prod"}, "Cole hand2": {"SMG"}}),
				refused(invader.Arrange{Card: 1, Owner: 0, Slot: invader.Backpack1}, invader.NotNow),
				refused(invader.DoneReorganizing{Survivor: 0}, invader.NotNow)),
		},
		rule{
			name: "p.23: a Reorganize is with a Survivor in the game, by the active one",
			edit: cards,
			position: `
turn active=Cole actions=3
survivor Cole c1 activated hand1="Cattle Prod"`,
			play:    []string{"Vivian reorganize Vivian"},
			refused: invader.NotYours,
			then:    refused(invader.Reorganize{Survivor: 0, With: 9}, invader.NoSuchThing),
		},
		rule{
			name: "p.23: a Survivor alone reorganizes its own cards; as its last Action, the Turn ends when it is done",
			edit: cards,
			position: `
turn active=Cole actions=1 acted
survivor Cole c1 activated hand1="Cattle Prod"`,
			play: []string{"Cole reorganize Cole", "Cole done"},
			events: []string{
				"Cole reorganizes",
				"Cole ends the Turn",
			},
		},
		rule{
			name: "p.23: alone, nothing goes to another Survivor",
			edit: cards,
			position: `
turn active=Cole actions=1 acted
survivor Cole c1 activated hand1="Cattle Prod"`,
			play:    []string{"Cole reorganize Cole", "arrange c0 Vivian pack1"},
			refused: invader.NotYours,
			then:    all(actionsLeft(0), pending(invader.ReorganizeDecision)),
		},
		rule{
			name: "p.23: with no card, nothing to reorganize",
			edit: cards,
			position: `
turn active=Cole actions=3
survivor Cole s activated`,
			play:    []string{"Cole reorganize Cole"},
			refused: invader.NothingToDraw,
		},
		rule{
			name:    "p.23: with no Action left, no Reorganize (the Turn kept open by a door Cole may still use for free)",
			mission: rooms,
			edit:    cards,
			position: `
turn active=Cole actions=0 acted
survivor Cole s activated hand1="Cattle Prod"`,
			play:    []string{"Cole reorganize Cole"},
			refused: invader.NoActions,
		},
	)
}

// attaching is Cole's Turn, his Cattle Prod (c0) in hand and an Energy
// Cell (c2) in his Backpack, Vivian beside him with her SMG (c1); the
// other Energy Cell (c3) and Plenty of Bullets (c4) are in the deck.
const attaching = `
turn active=Cole actions=3
survivor Cole s activated hand1="Cattle Prod" pack1="Energy Cell"
survivor Vivian s hand1=SMG`

func TestAttach(t *testing.T) {
	cards := equip(t, "start:Cattle Prod", "start:SMG", "Energy Cell*2", "Plenty of Bullets")
	check(t,
		rule{
			name:     "p.23: cards are attached while reorganizing only",
			edit:     cards,
			position: attaching,
			play:     []string{"attach c2 c0"},
			refused:  invader.NotNow,
		},
		rule{
			name:     "p.23: an attachment goes on a card that takes it: an Energy Cell not on the SMG",
			edit:     cards,
			position: attaching,
			play:     []string{"Cole reorganize Vivian", "attach c2 c1"},
			refused:  invader.WrongSlot,
			then: all(refused(invader.Attach{Card: 0, Host: 1}, invader.WrongSlot),
				refused(invader.Attach{Card: 2, Host: 2}, invader.WrongSlot)),
		},
		rule{
			name:     "p.23: an Energy Cell attached to the Cattle Prod takes no slot",
			edit:     cards,
			position: attaching,
			play:     []string{"Cole reorganize Vivian", "attach c2 c0"},
			events: []string{
				"Cole trades with Vivian",
				"the Energy Cell goes on the Cattle Prod",
			},
			then: cardsAt(map[string][]string{"Cole hand1": {"Cattle Prod"}, "Cole hand1+": {"Energy Cell"}, "Vivian hand1": {"SMG"}, "deck": {"Energy Cell", "Plenty of Bullets"}}),
		},
		rule{
			name:     "p.23: one attachment per card",
			edit:     cards,
			position: attaching,
			play:     []string{"Cole reorganize Vivian", "attach c2 c0", "attach c2 c0"},
			refused:  invader.WrongSlot,
		},
		rule{
			name: "p.23: one attachment per card: a second Energy Cell does not go on the Cattle Prod",
			edit: cards,
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1="Cattle Prod"+"Energy Cell" pack1="Energy Cell"`,
			play:    []string{"Cole reorganize Cole", "attach c3 c0"},
			refused: invader.WrongSlot,
		},
		rule{
			name:     "p.23: the attachment travels with its host",
			edit:     cards,
			position: attaching,
			play:     []string{"Cole reorganize Vivian", "attach c2 c0", "arrange c0 Vivian pack1"},
			events: []string{
				"Cole trades with Vivian",
				"the Energy Cell goes on the Cattle Prod",
				"the Cattle Prod goes to Vivian's pack1",
			},
			then: cardsAt(map[string][]string{"Vivian pack1": {"Cattle Prod"}, "Vivian pack1+": {"Energy Cell"}, "Vivian hand1": {"SMG"}, "deck": {"Energy Cell", "Plenty of Bullets"}}),
		},
		rule{
			name: "p.23: an attachment arranged into a slot is taken off its host",
			edit: cards,
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1="Cattle Prod"+"Energy Cell" pack1="Energy Cell"`,
			play: []string{"Cole reorganize Cole", "arrange c2 Cole pack3", "attach c3 c0"},
			events: []string{
				"Cole reorganizes",
				"the Energy Cell goes to Cole's pack3",
				"the Energy Cell goes on the Cattle Prod",
			},
			then: cardsAt(map[string][]string{"Cole hand1": {"Cattle Prod"}, "Cole hand1+": {"Energy Cell"}, "Cole pack3": {"Energy Cell"}, "deck": {"Plenty of Bullets"}, "aside": {"SMG"}}),
		},
		rule{
			name: "p.18, p.23: discarding a card discards its attachment, for free, the Reorganize going on; a Starting card goes back aside",
			edit: cards,
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1="Cattle Prod"+"Energy Cell" pack3="Energy Cell"`,
			play: []string{"Cole reorganize Cole", "Cole discard c0"},
			events: []string{
				"Cole reorganizes",
				"Cole discards the Cattle Prod",
				"Cole discards the Energy Cell",
			},
			then: all(pending(invader.ReorganizeDecision),
				cardsAt(map[string][]string{"Cole pack3": {"Energy Cell"}, "aside": {"Cattle Prod", "SMG"}, "discard": {"Energy Cell"}, "deck": {"Plenty of Bullets"}})),
		},
	)
}

func TestDiscardAnyTime(t *testing.T) {
	check(t,
		rule{
			name:    "p.18 (RULINGS \"Discarding\"): a Survivor placing a drawn card may discard another, for free; the drawn card still waits",
			mission: vivian,
			edit:    equip(t, "start:Cattle Prod", "M.R.E."),
			position: `
turn actions=2 acted searched searching
survivor Vivian r3 hand1="Cattle Prod" drawn=M.R.E.`,
			play: []string{"Vivian discard c0"},
			events: []string{
				"Vivian discards the Cattle Prod",
			},
			then: all(pending(invader.KeepDecision), actionsLeft(2),
				cardsAt(map[string][]string{"drawn": {"M.R.E."}, "aside": {"Cattle Prod"}})),
		},
		rule{
			name:    "p.18: a card discarded is no longer the Survivor's",
			mission: vivian,
			edit:    equip(t, "start:Cattle Prod", "M.R.E."),
			position: `
turn actions=2 acted searched searching
survivor Vivian r3 hand1="Cattle Prod" drawn=M.R.E.`,
			play:    []string{"Vivian discard c0", "Vivian keep pack1", "Vivian discard c0"},
			refused: invader.NotYours,
		},
		rule{
			name: "p.18 (RULINGS \"Discarding\"): the weapon of an attack being rolled is not discarded",
			edit: equip(t, "start:Cattle Prod*2"),
			position: `
turn active=Baraka actions=3
survivor Baraka c1 activated hand1="Cattle Prod"
survivor Vivian s hand1="Cattle Prod"
xenos c1 worker=2`,
			play:    []string{"Baraka attack c1 hand1", "chance 1", "chance 1", "Baraka discard c0"},
			refused: invader.CardInUse,
			then:    all(pending(invader.RerollDecision), legalHas("Vivian discard c1", true)),
		},
		rule{
			name: "p.18: another Survivor discards during a re-roll's decision, which still waits",
			edit: equip(t, "start:Cattle Prod*2"),
			position: `
turn active=Baraka actions=3
survivor Baraka c1 activated hand1="Cattle Prod"
survivor Vivian s hand1="Cattle Prod"
xenos c1 worker=2`,
			play: []string{"Baraka attack c1 hand1", "chance 1", "chance 1", "Vivian discard c1"},
			events: []string{
				"Baraka rolls a 1",
				"Baraka rolls a 1",
				"Vivian discards the Cattle Prod",
			},
			then: pending(invader.RerollDecision),
		},
	)
}

func TestTakeObjective(t *testing.T) {
	check(t,
		rule{
			name:     "p.24: there is no Objective o1 on a board of one",
			mission:  botboard,
			position: `survivor Vivian c1`,
			play:     []string{"Vivian take o1"},
			refused:  invader.NoSuchThing,
			then:     refused(invader.TakeObjective{Survivor: 0, Objective: -1}, invader.NoSuchThing),
		},
		rule{
			name:     "p.24: an Objective token is taken once",
			mission:  objectives(0, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0", "Vivian take o0"},
			refused:  invader.NoObjective,
		},
	)
}
