package rulebook_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
)

// Skills of movement (pp.52-55, RULINGS "Skills"): moving on after a
// Move, leaving Zones with Xenos, free Moves after kills, Jump, pulling
// Survivors out, and moving the Xenos (Shove, Taunt). Ann plays alone on
// row, her Turn under way, unless Bob is cast too.

func TestSkillsOfMovement(t *testing.T) {
	check(t, moveSkills(t)...)
}

// shove is a room r behind a closed door d0, off the start s of a
// corridor running on to c and o.
const shove = `id: shove
title: a room off a corridor
goal: take all objectives
map:
+--+--+--+--+
|r Ds .c .o |
+--+--+--+--+

r: room
s: corridor start
c: corridor
o: corridor objective
`

// crossroads is a corridor crossing at s: a to the west, c to the east,
// o to the south.
const crossroads = `id: crossroads
title: a crossroads
goal: take all objectives
map:
+--+--+--+
|a .s .c |
+--+..+--+
   |o |
   +--+

a: corridor
s: corridor start
c: corridor
o: corridor objective
`

// airlock is an airlock s, the start, and the exterior e beyond it.
const airlock = `id: airlock
title: an airlock and the surface
goal: take all objectives
map:
+--+--+
|s oe |
+--+--+

s: room airlock start objective
e: exterior objective
`

// taunting is Ann's Turn in a, a Worker in s, Bob, done, in c making
// noise there.
const taunting = `
turn active=Ann actions=2 acted
survivor Ann a activated
survivor Bob c activated
noise c=1
xenos s worker=1`

func moveSkills(t *testing.T) []rule {
	rules := []rule{}
	for _, k := range []survivor.Kind{survivor.PlusOneZone, survivor.TwoZones} {
		name := "pp.52-55 (RULINGS \"Skills\"): " + sk(k).String()
		onward := cast(sk(k), "Ann")
		rules = append(rules,
			rule{
				name:     name + ": after a Move Action the Survivor may go on into one more Zone",
				skills:   kinds(k),
				mission:  row,
				edit:     onward,
				position: "",
				play:     []string{"Ann move b"},
				events:   []string{"Ann moves s → b"},
				then:     all(left(2, nil), legalHas("Ann move c", true)),
			},
			rule{
				name:     name + ": the second Zone is free",
				skills:   kinds(k),
				mission:  row,
				edit:     onward,
				position: "",
				play:     []string{"Ann move b", "Ann move c"},
				events:   []string{"Ann moves s → b", "Ann moves b → c"},
				then:     left(2, nil),
			},
			rule{
				name:     name + ": a third Zone is a new Move",
				skills:   kinds(k),
				mission:  row,
				edit:     onward,
				position: "",
				play:     []string{"Ann move b", "Ann move c", "Ann move o"},
				events:   []string{"Ann moves s → b", "Ann moves b → c", "Ann moves c → o"},
				then:     left(1, nil),
			},
			rule{
				name:     name + ": entering a Zone with Xenos ends the Move: leaving it is a new Move, 1 more for the Worker (p.22)",
				skills:   kinds(k),
				mission:  row,
				edit:     onward,
				position: "turn active=Ann actions=4 acted\nsurvivor Ann s activated\nxenos b worker=1",
				play:     []string{"Ann move b", "Ann move c"},
				events:   []string{"Ann moves s → b", "Ann moves b → c"},
				then:     left(1, nil),
			},
			rule{
				name:     name + ": another action in between ends the Move",
				skills:   kinds(k),
				mission:  row,
				edit:     onward,
				position: "turn active=Ann actions=4 acted\nsurvivor Ann s activated",
				play:     []string{"Ann move b", "Ann noise", "Ann move c"},
				events:   []string{"Ann moves s → b", "Ann makes noise in b", "Ann moves b → c"},
				then:     left(1, nil),
			},
		)
	}
	rules = append(rules,
		rule{
			name:     "p.13: without a Skill of Moves, every Move costs an Action",
			skills:   kinds(survivor.PlusOneZone, survivor.TwoZones),
			mission:  row,
			edit:     cast(neutral, "Ann"),
			position: "",
			play:     []string{"Ann move b", "Ann move c"},
			events: []string{
				"Ann moves s → b",
				"Ann moves b → c",
			},
			then: left(1, nil),
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Leaving a Zone with Xenos\"): Slippery: leaving 2 Workers costs no extra Action",
			skills:   kinds(survivor.Slippery),
			mission:  row,
			edit:     cast(sk(survivor.Slippery), "Ann"),
			position: "xenos s worker=2",
			play:     []string{"Ann move b"},
			events: []string{
				"Ann moves s → b",
			},
			then: left(2, nil),
		},
		rule{
			name:     "p.22: without Slippery, leaving 2 Workers costs 2 more Actions",
			skills:   kinds(survivor.Slippery),
			mission:  row,
			edit:     cast(neutral, "Ann"),
			position: "turn active=Ann actions=4 acted\nsurvivor Ann s activated\nxenos s worker=2",
			play:     []string{"Ann move b"},
			events: []string{
				"Ann moves s → b",
			},
			then: left(1, nil),
		},
		rule{
			name:     "pp.52-55: Blitz: eliminating the last Xeno of a Zone gives a free Move",
			skills:   kinds(survivor.Blitz),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(sk(survivor.Blitz), "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=1",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
				"Ann gains a free Move Action",
			},
			then: left(2, map[survivor.Action]int{survivor.Move: 1}),
		},
		rule{
			name:     "pp.52-55: Blitz: the next Move uses the free Move",
			skills:   kinds(survivor.Blitz),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(sk(survivor.Blitz), "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=1",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1", "Ann move b"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
				"Ann gains a free Move Action",
				"Ann moves s → b",
			},
			then: left(2, nil),
		},
		rule{
			name:     "pp.52-55: Blitz: not while a Xeno is left in the Zone",
			skills:   kinds(survivor.Blitz),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(sk(survivor.Blitz), "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=2",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
			},
			then: left(2, nil),
		},
		rule{
			name:     "pp.52-55: without Blitz, no free Move",
			skills:   kinds(survivor.Blitz),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(neutral, "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=1",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
			},
			then: left(2, nil),
		},
		rule{
			name:     "pp.52-55: Hit & run: after an Action that eliminates a Xeno, a free Move",
			skills:   kinds(survivor.HitAndRun),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(sk(survivor.HitAndRun), "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=2",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
				"Ann gains a free Move Action",
			},
			then: left(2, map[survivor.Action]int{survivor.Move: 1}),
		},
		rule{
			name:     "pp.52-55: Hit & run: the free Move ignores the Xenos' extra cost",
			skills:   kinds(survivor.HitAndRun),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(sk(survivor.HitAndRun), "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=2",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1", "Ann move b"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
				"Ann gains a free Move Action",
				"Ann moves s → b",
			},
			then: left(2, nil),
		},
		rule{
			name:     "p.22: without Hit & run, leaving the Worker left costs 2 Actions",
			skills:   kinds(survivor.HitAndRun),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(neutral, "Ann")),
			position: "turn active=Ann actions=4 acted\nsurvivor Ann s activated hand1=\"Cattle Prod\"\nxenos s worker=2",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1", "Ann move b"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
				"Ann moves s → b",
			},
			then: left(1, nil),
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Bloodlust: one Action: up to two Zones into a Zone holding Xenos, then a free Action of the named kind",
			skills:   kinds(survivor.Bloodlust),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(skFor(survivor.Bloodlust, survivor.Melee), "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos c worker=1\nxenos o worker=1",
			play:     []string{"Ann bloodlust c"},
			events: []string{
				"Ann moves s → c",
				"Ann gains a free Melee Action",
			},
			then: left(2, map[survivor.Action]int{survivor.Melee: 1}),
		},
		rule{
			name:     "pp.52-55: Bloodlust: the free Melee Action pays the attack",
			skills:   kinds(survivor.Bloodlust),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(skFor(survivor.Bloodlust, survivor.Melee), "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos c worker=1\nxenos o worker=1",
			play:     []string{"Ann bloodlust c", "Ann attack c hand1", "chance 6", "chance 6"},
			events: []string{
				"Ann moves s → c",
				"Ann gains a free Melee Action",
				"Ann rolls a 6",
				"Ann rolls a 6",
				"Ann's attack on c: 2 hits, 0 misses",
				"Ann eliminates a Worker in c",
				"Ann gains 1 XP (1 in all)",
			},
			then: left(2, nil),
		},
		rule{
			name:     "pp.52-55: Bloodlust: the one Zone at most 2 Zones away with Xenos is offered",
			skills:   kinds(survivor.Bloodlust),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(skFor(survivor.Bloodlust, survivor.Melee), "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos c worker=1\nxenos o worker=1",
			then:     legalOf("Ann bloodlust", "Ann bloodlust c"),
		},
		rule{
			name:     "pp.52-55: Bloodlust: not 3 Zones away",
			skills:   kinds(survivor.Bloodlust),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(skFor(survivor.Bloodlust, survivor.Melee), "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos c worker=1\nxenos o worker=1",
			play:     []string{"Ann bloodlust o"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "pp.52-55: Bloodlust: not into a Zone without Xenos",
			skills:   kinds(survivor.Bloodlust),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(skFor(survivor.Bloodlust, survivor.Melee), "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos c worker=1\nxenos o worker=1",
			play:     []string{"Ann bloodlust b"},
			refused:  invader.NoTargets,
		},
		rule{
			name:     "pp.52-55: without Bloodlust, no Bloodlust",
			skills:   kinds(survivor.Bloodlust),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(neutral, "Ann")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos c worker=1",
			play:     []string{"Ann bloodlust c"},
			refused:  invader.NoSkill,
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Jump: one Move Action to a Zone at Range 2, over the Zone between and leaving the Xenos at no extra cost",
			skills:   kinds(survivor.Jump),
			mission:  row,
			edit:     cast(sk(survivor.Jump), "Ann"),
			position: "xenos s worker=2\nxenos b worker=3",
			play:     []string{"Ann jump c"},
			events: []string{
				"Ann moves s → c",
			},
			then: left(2, nil),
		},
		rule{
			name:     "pp.52-55: Jump: not to Range 1",
			skills:   kinds(survivor.Jump),
			mission:  row,
			edit:     cast(sk(survivor.Jump), "Ann"),
			position: "xenos s worker=2\nxenos b worker=3",
			play:     []string{"Ann jump b"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "pp.52-55: Jump: not to Range 3",
			skills:   kinds(survivor.Jump),
			mission:  row,
			edit:     cast(sk(survivor.Jump), "Ann"),
			position: "xenos s worker=2\nxenos b worker=3",
			play:     []string{"Ann jump o"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "pp.52-55: Jump: once per Turn",
			skills:   kinds(survivor.Jump),
			mission:  row,
			edit:     cast(sk(survivor.Jump), "Ann"),
			position: "xenos s worker=2\nxenos b worker=3",
			play:     []string{"Ann jump c", "Ann jump s"},
			refused:  invader.AlreadyUsed,
		},
		rule{
			name:     "pp.52-55: without Jump, no Jump",
			skills:   kinds(survivor.Jump),
			mission:  row,
			edit:     cast(neutral, "Ann"),
			position: "xenos s worker=2\nxenos b worker=3",
			play:     []string{"Ann jump c"},
			refused:  invader.NoSkill,
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Lifesaver: once per Turn, for free, the Survivors of an adjacent Zone holding Xenos come to the Lifesaver",
			skills:   kinds(survivor.Lifesaver),
			mission:  row,
			edit:     annAndBob(sk(survivor.Lifesaver)),
			position: "turn active=Ann actions=3\nsurvivor Ann s activated\nsurvivor Bob b activated\nxenos b worker=1",
			play:     []string{"Ann lifesave b"},
			events: []string{
				"Bob moves b → s",
			},
			then: left(3, nil),
		},
		rule{
			name:     "pp.52-55: Lifesaver: once per Turn",
			skills:   kinds(survivor.Lifesaver),
			mission:  row,
			edit:     annAndBob(sk(survivor.Lifesaver)),
			position: "turn active=Ann actions=3\nsurvivor Ann s activated\nsurvivor Bob b activated\nxenos b worker=1",
			play:     []string{"Ann lifesave b", "Ann lifesave b"},
			refused:  invader.AlreadyUsed,
		},
		rule{
			name:     "pp.52-55: Lifesaver: from an adjacent Zone only",
			skills:   kinds(survivor.Lifesaver),
			mission:  row,
			edit:     annAndBob(sk(survivor.Lifesaver)),
			position: "turn active=Ann actions=3\nsurvivor Ann s activated\nsurvivor Bob c activated\nxenos c worker=1",
			play:     []string{"Ann lifesave c"},
			refused:  invader.NotAdjacent,
		},
		rule{
			name:     "pp.52-55: Lifesaver: not from a Zone without Xenos",
			skills:   kinds(survivor.Lifesaver),
			mission:  row,
			edit:     annAndBob(sk(survivor.Lifesaver)),
			position: "turn active=Ann actions=3\nsurvivor Ann s activated\nsurvivor Bob b activated",
			play:     []string{"Ann lifesave b"},
			refused:  invader.NoTargets,
		},
		rule{
			name:     "pp.52-55: without Lifesaver, no Lifesave",
			skills:   kinds(survivor.Lifesaver),
			mission:  row,
			edit:     annAndBob(neutral),
			position: "turn active=Ann actions=3\nsurvivor Ann s activated\nsurvivor Bob b activated\nxenos b worker=1",
			play:     []string{"Ann lifesave b"},
			refused:  invader.NoSkill,
		},
		rule{
			name:     "p.35, pp.52-55: Lifesaver: not when nobody can come: Bob, without oxygen, cannot be pulled out of the airlock to the exterior",
			skills:   kinds(survivor.Lifesaver),
			mission:  airlock,
			edit:     both(equip(t, "Oxygen Tank"), crew("Ann", sk(survivor.Lifesaver), "Bob:soldier", medic)),
			position: "turn active=Ann actions=3\nsurvivor Ann e activated body1=\"Oxygen Tank\"\nsurvivor Bob s activated\nxenos s worker=1",
			then:     legalHas("Ann lifesave s", false),
		},
		rule{
			name:     "p.35, pp.52-55: Lifesaver: a Lifesave that would pull nobody out is refused",
			skills:   kinds(survivor.Lifesaver),
			mission:  airlock,
			edit:     both(equip(t, "Oxygen Tank"), crew("Ann", sk(survivor.Lifesaver), "Bob:soldier", medic)),
			position: "turn active=Ann actions=3\nsurvivor Ann e activated body1=\"Oxygen Tank\"\nsurvivor Bob s activated\nxenos s worker=1",
			play:     []string{"Ann lifesave s"},
			refused:  invader.NoTargets,
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Shove: once per Turn, for free, every Xeno of the Survivor's Zone goes to an adjacent Zone",
			skills:   kinds(survivor.Shove),
			mission:  shove,
			edit:     cast(sk(survivor.Shove), "Ann"),
			position: "xenos s worker=2 tank=1",
			play:     []string{"Ann shove c"},
			events: []string{
				"2 Workers move s → c",
				"a Tank moves s → c",
			},
			then: all(left(3, nil), xenosLeft("s", ""), xenosLeft("c", "worker=2 tank=1")),
		},
		rule{
			name:     "pp.52-55: Shove: leaving the Zone afterwards costs no extra",
			skills:   kinds(survivor.Shove),
			mission:  shove,
			edit:     cast(sk(survivor.Shove), "Ann"),
			position: "xenos s worker=2 tank=1",
			play:     []string{"Ann shove c", "Ann open d0", "Ann move r"},
			events: []string{
				"2 Workers move s → c",
				"a Tank moves s → c",
				"Ann opens d0",
				"Ann moves s → r",
			},
			then: left(2, nil),
		},
		rule{
			name:     "pp.52-55: Shove: once per Turn",
			skills:   kinds(survivor.Shove),
			mission:  shove,
			edit:     cast(sk(survivor.Shove), "Ann"),
			position: "xenos s worker=2 tank=1",
			play:     []string{"Ann shove c", "Ann shove c"},
			refused:  invader.AlreadyUsed,
		},
		rule{
			name:     "pp.52-55: Shove: not through a closed door",
			skills:   kinds(survivor.Shove),
			mission:  shove,
			edit:     cast(sk(survivor.Shove), "Ann"),
			position: "xenos s worker=2 tank=1",
			play:     []string{"Ann shove r"},
			refused:  invader.Blocked,
		},
		rule{
			name:     "pp.52-55: Shove: not to a Zone not adjacent",
			skills:   kinds(survivor.Shove),
			mission:  shove,
			edit:     cast(sk(survivor.Shove), "Ann"),
			position: "xenos s worker=2 tank=1",
			play:     []string{"Ann shove o"},
			refused:  invader.Blocked,
		},
		rule{
			name:     "pp.52-55: without Shove, no Shove",
			skills:   kinds(survivor.Shove),
			mission:  shove,
			edit:     cast(neutral, "Ann"),
			position: "xenos s worker=2 tank=1",
			play:     []string{"Ann shove c"},
			refused:  invader.NoSkill,
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Taunt: once per Turn, for free, the Xenos of a Zone in sight get an extra activation at once, heading for the Taunter whatever the noise elsewhere",
			skills:   kinds(survivor.Taunt),
			mission:  crossroads,
			edit:     annAndBob(sk(survivor.Taunt)),
			position: taunting,
			play:     []string{"Ann taunt s"},
			events: []string{
				"Ann taunts the Xenos of s",
				"a Worker moves s → a",
			},
			then: all(left(2, nil), xenosLeft("a", "worker=1")),
		},
		rule{
			name:     "pp.52-55: Taunt: once per Turn",
			skills:   kinds(survivor.Taunt),
			mission:  crossroads,
			edit:     annAndBob(sk(survivor.Taunt)),
			position: taunting,
			play:     []string{"Ann taunt s", "Ann taunt a"},
			refused:  invader.AlreadyUsed,
		},
		rule{
			name:     "pp.52-55: Taunt: a Zone with Xenos",
			skills:   kinds(survivor.Taunt),
			mission:  crossroads,
			edit:     annAndBob(sk(survivor.Taunt)),
			position: taunting,
			play:     []string{"Ann taunt c"},
			refused:  invader.NoTargets,
		},
		rule{
			name:     "pp.52-55: Taunt: a Zone in sight",
			skills:   kinds(survivor.Taunt),
			mission:  crossroads,
			edit:     annAndBob(sk(survivor.Taunt)),
			position: taunting,
			play:     []string{"Ann taunt o"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "pp.52-55: without Taunt, no Taunt",
			skills:   kinds(survivor.Taunt),
			mission:  crossroads,
			edit:     annAndBob(neutral),
			position: taunting,
			play:     []string{"Ann taunt s"},
			refused:  invader.NoSkill,
		},
		rule{
			name:     "p.26: without Taunt, the Xenos' Phase sends the Worker to the louder c",
			skills:   kinds(survivor.Taunt),
			mission:  crossroads,
			edit:     annAndBob(neutral),
			position: taunting,
			play:     []string{"Ann end"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves s → c",
				"the End Phase begins",
				"1 Noise token leaves c",
				"round 2 begins",
				"the Players' Phase begins",
			},
			then: xenosLeft("c", "worker=1"),
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Taunt: taunted Xenos ignore the other Survivors: a Worker beside Bob heads for Ann, attacking no one",
			skills:   kinds(survivor.Taunt),
			mission:  row,
			edit:     crew("Ann", sk(survivor.Taunt), "Bob", medic),
			position: "turn active=Ann actions=3\nsurvivor Ann s activated\nsurvivor Bob b activated\nxenos b worker=1",
			play:     []string{"Ann taunt b"},
			events: []string{
				"Ann taunts the Xenos of b",
				"a Worker moves b → s",
			},
			then: all(armor(2, 2), xenosLeft("s", "worker=1")),
		},
	)
	return rules
}

// legalOf checks the actions Legal lists that begin with prefix, in
// notation.
func legalOf(prefix string, want ...string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		var got []string
		for _, a := range s.Legal() {
			if f := s.FormatAction(a); strings.HasPrefix(f, prefix) {
				got = append(got, f)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("Legal() lists %q, want %q", got, want)
		}
	}
}
