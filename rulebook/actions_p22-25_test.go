package rulebook_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader"
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
turn actions=2 acted
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
			play: []string{"Cole reorganize Vivian", "arrange card10 Vivian hand1", "Cole done"},
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
			name:    "M11 (RULINGS \"Forced doors\"), pp.52-55: Skills count: Super strength makes the Cattle Prod a Damage 3 weapon that forces it",
			mission: forced("Magnus"),
			position: `
turn acted
survivor Magnus s xp=43 orange=0 red=0 hand1="Cattle Prod"`,
			play: []string{"Magnus force d0 hand1", "chance 1", "chance 1", "chance 6"},
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
