package rulebook_test

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
)

// Experience and Danger Level (p.17): each Xeno eliminated earns its
// Experience Points; at 7, 19 and 43 XP a Survivor reaches the Yellow,
// Orange and Red Danger Levels and gains a Skill: the Yellow one, +1
// Action, at once; one of the two Orange and one of the three Red Skills
// of its ID card, chosen. Cole's card: Orange "+1 free Ranged Action" or
// "+1 die: Ranged"; Red "+1 Damage: Ranged", Lucky or Sniper.

func TestExperience(t *testing.T) {
	check(t,
		rule{
			name:    "p.17: a Spoiler Abomination eliminated earns 5 XP",
			mission: solo,
			position: `
survivor Cole c1 hand1="Heavy Cutter"
xenos c1 spoiler=1`,
			play: []string{"Cole attack c1 hand1 concentrated", "chance 6", "chance 6"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 6",
				"Cole's attack on c1: 2 hits, 0 misses",
				"Cole eliminates a Spoiler Abomination in c1",
				"Cole gains 5 XP (5 in all)",
			},
		},
		rule{
			name:    "p.17: at 7 XP the Survivor reaches the Yellow Danger Level and its +1 Action counts at once",
			mission: solo,
			position: `
survivor Cole c1 xp=6 hand1="Heavy Cutter"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (7 in all)",
				"Cole reaches the yellow Danger Level",
				"Cole gains the Skill +1 Action",
			},
			then: actionsLeft(3),
		},
		rule{
			name:    "p.17: at 19 XP the Survivor reaches Orange and chooses one of the two Orange Skills of its card",
			mission: solo,
			position: `
turn acted
survivor Cole c1 xp=18 hand1="Heavy Cutter"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole skill +1 die: Ranged"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (19 in all)",
				"Cole reaches the orange Danger Level",
				"Cole gains the Skill +1 die: Ranged",
			},
		},
		rule{
			name:    "p.17: a Skill not on the Survivor's card for that level is not a choice",
			mission: solo,
			position: `
turn acted
survivor Cole c1 xp=18 hand1="Heavy Cutter"
xenos c1 worker=1`,
			play:    []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole skill Sniper"},
			refused: invader.NotAChoice,
		},
		rule{
			name:    "p.17: at 43 XP the Survivor reaches Red and chooses one of the three Red Skills",
			mission: solo,
			position: `
turn acted
survivor Cole c1 xp=42 orange=0 hand1="Heavy Cutter"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole skill Sniper"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (43 in all)",
				"Cole reaches the red Danger Level",
				"Cole gains the Skill Sniper",
			},
		},
	)
}

// The Danger Level follows the XP of the Xenos eliminated (p.17, its
// example): 0-6 Blue, 7-18 Yellow, 19-42 Orange, 43+ Red. A Hellfire on N
// Workers, Tanks and Hunters (1 XP each) gives exactly N XP, with the last
// Action of the Turn.
func TestDangerLevels(t *testing.T) {
	check(t,
		rule{
			name:    "p.17: 6 XP from one Hellfire is Blue: the Turn ends after its 3 Actions",
			mission: solo,
			position: `
turn actions=1 acted
survivor Cole s hand1=Flamethrower+Canister
xenos c1 worker=6`,
			play: []string{"Cole attack c1 hand1"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c1 ablaze",
				"Cole eliminates 6 Workers in c1",
				"Cole gains 6 XP (6 in all)",
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: levelAnd(survivor.Blue, 3),
		},
		rule{
			name:    "p.17: 7 XP from one Hellfire is Yellow: its +1 Action at once",
			mission: solo,
			position: `
turn actions=1 acted
survivor Cole s hand1=Flamethrower+Canister
xenos c1 worker=7`,
			play: []string{"Cole attack c1 hand1"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c1 ablaze",
				"Cole eliminates 7 Workers in c1",
				"Cole gains 7 XP (7 in all)",
				"Cole reaches the yellow Danger Level",
				"Cole gains the Skill +1 Action",
			},
			then: levelAnd(survivor.Yellow, 1),
		},
		rule{
			name:    "p.17: 18 XP from one Hellfire is Yellow: its +1 Action at once",
			mission: solo,
			position: `
turn actions=1 acted
survivor Cole s hand1=Flamethrower+Canister
xenos c1 worker=18`,
			play: []string{"Cole attack c1 hand1"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c1 ablaze",
				"Cole eliminates 18 Workers in c1",
				"Cole gains 18 XP (18 in all)",
				"Cole reaches the yellow Danger Level",
				"Cole gains the Skill +1 Action",
			},
			then: levelAnd(survivor.Yellow, 1),
		},
		rule{
			name:    "p.17: 19 XP from one Hellfire is Orange: its Orange Skill chosen, then the +1 Action",
			mission: solo,
			position: `
turn actions=1 acted
survivor Cole s hand1=Flamethrower+Canister
xenos c1 worker=19`,
			play: []string{"Cole attack c1 hand1", "Cole skill +1 free Ranged Action"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c1 ablaze",
				"Cole eliminates 19 Workers in c1",
				"Cole gains 19 XP (19 in all)",
				"Cole reaches the yellow Danger Level",
				"Cole gains the Skill +1 Action",
				"Cole reaches the orange Danger Level",
				"Cole gains the Skill +1 free Ranged Action",
			},
			then: levelAnd(survivor.Orange, 1),
		},
		rule{
			name:    "p.17: 42 XP from one Hellfire is Orange: its Orange Skill chosen, then the +1 Action",
			mission: solo,
			position: `
turn actions=1 acted
survivor Cole s hand1=Flamethrower+Canister
xenos c1 worker=35 tank=7`,
			play: []string{"Cole attack c1 hand1", "Cole skill +1 free Ranged Action"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c1 ablaze",
				"Cole eliminates 35 Workers in c1",
				"Cole eliminates 7 Tanks in c1",
				"Cole gains 42 XP (42 in all)",
				"Cole reaches the yellow Danger Level",
				"Cole gains the Skill +1 Action",
				"Cole reaches the orange Danger Level",
				"Cole gains the Skill +1 free Ranged Action",
			},
			then: levelAnd(survivor.Orange, 1),
		},
		rule{
			name:    "p.17: 43 XP from one Hellfire is Red: its Orange and Red Skills chosen, then the +1 Action",
			mission: solo,
			position: `
turn actions=1 acted
survivor Cole s hand1=Flamethrower+Canister
xenos c1 worker=35 tank=8`,
			play: []string{"Cole attack c1 hand1", "Cole skill +1 free Ranged Action", "Cole skill Sniper"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c1 ablaze",
				"Cole eliminates 35 Workers in c1",
				"Cole eliminates 8 Tanks in c1",
				"Cole gains 43 XP (43 in all)",
				"Cole reaches the yellow Danger Level",
				"Cole gains the Skill +1 Action",
				"Cole reaches the orange Danger Level",
				"Cole reaches the red Danger Level",
				"Cole gains the Skill +1 free Ranged Action",
				"Cole gains the Skill Sniper",
			},
			then: levelAnd(survivor.Red, 1),
		},
		rule{
			name:    "p.17: 63 XP from one Hellfire is Red: its Orange and Red Skills chosen, then the +1 Action",
			mission: solo,
			position: `
turn actions=1 acted
survivor Cole s hand1=Flamethrower+Canister
xenos c1 worker=35 tank=14 hunter=14`,
			play: []string{"Cole attack c1 hand1", "Cole skill +1 free Ranged Action", "Cole skill Sniper"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c1 ablaze",
				"Cole eliminates 35 Workers in c1",
				"Cole eliminates 14 Tanks in c1",
				"Cole eliminates 14 Hunters in c1",
				"Cole gains 63 XP (63 in all)",
				"Cole reaches the yellow Danger Level",
				"Cole gains the Skill +1 Action",
				"Cole reaches the orange Danger Level",
				"Cole reaches the red Danger Level",
				"Cole gains the Skill +1 free Ranged Action",
				"Cole gains the Skill Sniper",
			},
			then: levelAnd(survivor.Red, 1),
		},
	)
}

// levelAnd checks Cole's Danger Level and the Actions he has left.
func levelAnd(l survivor.Level, actions int) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		if got := s.Survivor(0).Level; got != l {
			t.Errorf("%v, want %v", got, l)
		}
		actionsLeft(actions)(t, s)
	}
}

// objectives is three Objective tokens at the start and the Exit beside
// it, worth xp each (the default when 0); Vivian plays alone.
func objectives(xp int, survivors string) string {
	worth := ""
	if xp > 0 {
		worth = fmt.Sprintf("objective-xp: %d\n", xp)
	}
	return `id: objectives
title: three Objectives and the Exit
goal: take all objectives
goal: reach the exit
survivors: ` + survivors + "\n" + worth + `map:
+--+--+
|s .e |
+--+--+

s: corridor start objective objective objective
e: corridor exit
`
}

func TestObjectiveXP(t *testing.T) {
	check(t,
		rule{
			name:     "p.24: an Objective token is worth 5 XP by default",
			mission:  objectives(0, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 5 XP (5 in all)",
			},
			then: all(levelAnd(survivor.Blue, 2), pending(invader.ActionDecision)),
		},
		rule{
			name:     "p.24, p.38: a mission may say what its Objectives are worth",
			mission:  objectives(3, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0", "Vivian take o1"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 3 XP (3 in all)",
				"Vivian takes o1",
				"Vivian gains 3 XP (6 in all)",
			},
			then: all(levelAnd(survivor.Blue, 1), pending(invader.ActionDecision)),
		},
		rule{
			name:     "p.17, its example: 10 XP is Yellow, whose Action counts at once",
			mission:  objectives(0, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0", "Vivian take o1"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 5 XP (5 in all)",
				"Vivian takes o1",
				"Vivian gains 5 XP (10 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
			},
			then: all(levelAnd(survivor.Yellow, 2), pending(invader.ActionDecision)),
		},
		rule{
			name:     "p.17, its example: exactly 7 XP is Yellow",
			mission:  objectives(7, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 7 XP (7 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
			},
			then: all(levelAnd(survivor.Yellow, 3), pending(invader.ActionDecision)),
		},
		rule{
			name:     "p.17, its example: 6 XP is still Blue",
			mission:  objectives(6, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 6 XP (6 in all)",
			},
			then: all(levelAnd(survivor.Blue, 2), pending(invader.ActionDecision)),
		},
		rule{
			name:     "p.17, its example: 18 XP is still Yellow",
			mission:  objectives(9, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0", "Vivian take o1"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 9 XP (9 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
				"Vivian takes o1",
				"Vivian gains 9 XP (18 in all)",
			},
			then: all(levelAnd(survivor.Yellow, 2), pending(invader.ActionDecision)),
		},
		rule{
			name:     "p.17, its example: 19 XP reaches Yellow and Orange at once, the Orange Skill to choose",
			mission:  objectives(19, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 19 XP (19 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
				"Vivian reaches the orange Danger Level",
			},
			then: all(levelAnd(survivor.Orange, 3), pending(invader.SkillDecision)),
		},
		rule{
			name:     "p.17, its example: 43 XP reaches every level at once",
			mission:  objectives(43, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 43 XP (43 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
				"Vivian reaches the orange Danger Level",
				"Vivian reaches the red Danger Level",
			},
			then: all(levelAnd(survivor.Red, 3), pending(invader.SkillDecision)),
		},
		rule{
			name:     "p.17: a Yellow Survivor spends the Action gained at once, and starts its next Turn with 4",
			mission:  objectives(0, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0", "Vivian take o1", "Vivian take o2", "Vivian noise"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 5 XP (5 in all)",
				"Vivian takes o1",
				"Vivian gains 5 XP (10 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
				"Vivian takes o2",
				"Vivian gains 5 XP (15 in all)",
				"goal 1 done: take all objectives",
				"Vivian makes noise in s",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"1 Noise token leaves s",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 4 Actions",
			},
		},
	)
}

// skillsOffered checks the Skills Legal offers, in notation.
func skillsOffered(want ...string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		var got []string
		for _, a := range s.Legal() {
			if _, ok := a.(invader.ChooseSkill); ok {
				got = append(got, s.FormatAction(a))
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("Skills offered %q, want %q", got, want)
		}
	}
}

// skillsAre checks the Skills of Survivor 0, in the order gained.
func skillsAre(want ...string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		var got []string
		for _, k := range s.Survivor(0).Skills {
			got = append(got, k.String())
		}
		if !slices.Equal(got, want) {
			t.Errorf("Skills %q, want %q", got, want)
		}
	}
}

func TestSkillChoice(t *testing.T) {
	two := objectives(19, "Mitsuki Vivian")
	orange := `
turn active=Mitsuki actions=3 acted
survivor Mitsuki s activated`
	check(t,
		rule{
			name:     "p.17: reaching Orange, the Survivor chooses one of its card's two Orange Skills",
			mission:  two,
			position: orange,
			play:     []string{"Mitsuki take o0"},
			events: []string{
				"Mitsuki takes o0",
				"Mitsuki gains 19 XP (19 in all)",
				"Mitsuki reaches the yellow Danger Level",
				"Mitsuki gains the Skill +1 Action",
				"Mitsuki reaches the orange Danger Level",
			},
			then: all(pending(invader.SkillDecision), skillsOffered("Mitsuki skill Slippery", "Mitsuki skill +1 free Move Action")),
		},
		rule{
			name:     "p.17: the choice comes before anything else: no Action",
			mission:  two,
			position: orange,
			play:     []string{"Mitsuki take o0", "Mitsuki noise"},
			refused:  invader.NotNow,
			then: all(refused(invader.Move{Survivor: 0, To: 1}, invader.NotNow),
				refused(invader.EndTurn{Survivor: 0}, invader.NotNow),
				refused(invader.Chance{Outcome: "1"}, invader.NotNow)),
		},
		rule{
			name:     "p.17: a Skill not of the card's Orange ones is no choice",
			mission:  two,
			position: orange,
			play:     []string{"Mitsuki take o0", "Mitsuki skill Low profile"},
			refused:  invader.NotAChoice,
		},
		rule{
			name:     "p.17: nor is the Yellow one",
			mission:  two,
			position: orange,
			play:     []string{"Mitsuki take o0", "Mitsuki skill +1 Action"},
			refused:  invader.NotAChoice,
		},
		rule{
			name:     "p.17: the Survivor reaching Orange chooses, not another",
			mission:  two,
			position: orange,
			play:     []string{"Mitsuki take o0", "Vivian skill Low profile"},
			refused:  invader.NotYours,
		},
		rule{
			name:     "p.17: a Skill gained in the Turn is used at once: the free Move",
			mission:  two,
			position: orange,
			play:     []string{"Mitsuki take o0", "Mitsuki skill +1 free Move Action"},
			events: []string{
				"Mitsuki takes o0",
				"Mitsuki gains 19 XP (19 in all)",
				"Mitsuki reaches the yellow Danger Level",
				"Mitsuki gains the Skill +1 Action",
				"Mitsuki reaches the orange Danger Level",
				"Mitsuki gains the Skill +1 free Move Action",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if n, free := s.ActionsLeft(); n != 3 || free[survivor.Move] != 1 {
					t.Errorf("ActionsLeft() = %d, %v; want 3 and a free Move", n, free)
				}
				skillsAre("+1 free Machine Action", "+1 Action", "+1 free Move Action")(t, s)
			},
		},
		rule{
			name:     "p.17: the Move spends the free Move Action first",
			mission:  two,
			position: orange,
			play:     []string{"Mitsuki take o0", "Mitsuki skill +1 free Move Action", "Mitsuki move e"},
			events: []string{
				"Mitsuki takes o0",
				"Mitsuki gains 19 XP (19 in all)",
				"Mitsuki reaches the yellow Danger Level",
				"Mitsuki gains the Skill +1 Action",
				"Mitsuki reaches the orange Danger Level",
				"Mitsuki gains the Skill +1 free Move Action",
				"Mitsuki moves s → e",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if n, free := s.ActionsLeft(); n != 3 || free[survivor.Move] != 0 {
					t.Errorf("ActionsLeft() = %d, %v; want 3 and no free Move", n, free)
				}
			},
		},
		rule{
			name:     "p.17: from Blue to Red at once, the Orange Skill is chosen first",
			mission:  objectives(43, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 43 XP (43 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
				"Vivian reaches the orange Danger Level",
				"Vivian reaches the red Danger Level",
			},
			then: skillsOffered("Vivian skill Low profile", "Vivian skill +1 free Search Action"),
		},
		rule{
			name:     "p.17: then the Red one, from the card's three",
			mission:  objectives(43, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0", "Vivian skill Low profile"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 43 XP (43 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
				"Vivian reaches the orange Danger Level",
				"Vivian reaches the red Danger Level",
				"Vivian gains the Skill Low profile",
			},
			then: all(pending(invader.SkillDecision), skillsOffered("Vivian skill Born leader", "Vivian skill Search: +1 card", "Vivian skill Tactician")),
		},
		rule{
			name:     "p.17: the other Orange Skill is no Red choice",
			mission:  objectives(43, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0", "Vivian skill Low profile", "Vivian skill +1 free Search Action"},
			refused:  invader.NotAChoice,
		},
		rule{
			name:     "p.17: both chosen, the Turn goes on",
			mission:  objectives(43, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0", "Vivian skill Low profile", "Vivian skill Tactician"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 43 XP (43 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
				"Vivian reaches the orange Danger Level",
				"Vivian reaches the red Danger Level",
				"Vivian gains the Skill Low profile",
				"Vivian gains the Skill Tactician",
			},
			then: all(pending(invader.ActionDecision), skillsAre("Medic", "+1 Action", "Low profile", "Tactician")),
		},
	)
}

// midTurn is corridors s, b, c with Objectives worth 19 XP in s and c.
const midTurn = `id: midTurn
title: Orange at once
goal: take all objectives
objective-xp: 19
survivors: Vivian
map:
+--+--+--+
|s .b .c |
+--+--+--+

s: corridor start objective
b: corridor
c: corridor objective
`

// orangeOf makes the mission's Survivor Ann, a Civilian of Blue
// Tactician (nothing in a one-player game) whose Orange Skills are k and
// Tough.
func orangeOf(k survivor.Skill) func(m *mission.Mission) {
	return func(m *mission.Mission) {
		m.Survivors = []survivor.Card{{Name: "Ann", Class: survivor.Civilian, Blue: survivor.Skill{Kind: survivor.Tactician},
			Orange: [2]survivor.Skill{k, {Kind: survivor.Tough}},
			Red:    [3]survivor.Skill{{Kind: survivor.Sniper}, {Kind: survivor.Medic}, {Kind: survivor.Taunt}}}}
	}
}

// left checks the Actions left and the free ones.
func left(n int, free map[survivor.Action]int) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		gotN, gotFree := s.ActionsLeft()
		if free == nil {
			free = map[survivor.Action]int{}
		}
		if gotN != n || !maps.Equal(gotFree, free) {
			t.Errorf("ActionsLeft() = %d, %v; want %d, %v", gotN, gotFree, n, free)
		}
	}
}

func TestSkillGainedMidTurn(t *testing.T) {
	check(t,
		rule{
			name:     "p.17, p.52 (RULINGS \"Experience and Skills\"): a Skill gained in the Turn acts at once: +1 free Move Action",
			mission:  midTurn,
			edit:     orangeOf(survivor.Skill{Kind: survivor.FreeAction, Action: survivor.Move}),
			position: `survivor Ann s`,
			play:     []string{"Ann take o0", "Ann skill +1 free Move Action"},
			events: []string{
				"Ann takes o0",
				"Ann gains 19 XP (19 in all)",
				"Ann reaches the yellow Danger Level",
				"Ann gains the Skill +1 Action",
				"Ann reaches the orange Danger Level",
				"Ann gains the Skill +1 free Move Action",
			},
			then: left(3, map[survivor.Action]int{survivor.Move: 1}),
		},
		rule{
			name:     "p.17, p.52: +1 Action",
			mission:  midTurn,
			edit:     orangeOf(survivor.Skill{Kind: survivor.PlusOneAction}),
			position: `survivor Ann s`,
			play:     []string{"Ann take o0", "Ann skill +1 Action"},
			events: []string{
				"Ann takes o0",
				"Ann gains 19 XP (19 in all)",
				"Ann reaches the yellow Danger Level",
				"Ann gains the Skill +1 Action",
				"Ann reaches the orange Danger Level",
				"Ann gains the Skill +1 Action",
			},
			then: left(4, nil),
		},
		rule{
			name:     "p.52: Slippery leaves 2 Workers for one Action",
			mission:  midTurn,
			edit:     orangeOf(survivor.Skill{Kind: survivor.Slippery}),
			position: "survivor Ann s\nxenos s worker=2",
			play:     []string{"Ann take o0", "Ann skill Slippery", "Ann move b"},
			events: []string{
				"Ann takes o0",
				"Ann gains 19 XP (19 in all)",
				"Ann reaches the yellow Danger Level",
				"Ann gains the Skill +1 Action",
				"Ann reaches the orange Danger Level",
				"Ann gains the Skill Slippery",
				"Ann moves s → b",
			},
			then: left(2, nil),
		},
		rule{
			name:     "p.52: +1 Zone per Move: the second Zone free",
			mission:  midTurn,
			edit:     orangeOf(survivor.Skill{Kind: survivor.PlusOneZone}),
			position: `survivor Ann s`,
			play:     []string{"Ann take o0", "Ann skill +1 Zone per Move", "Ann move b", "Ann move c"},
			events: []string{
				"Ann takes o0",
				"Ann gains 19 XP (19 in all)",
				"Ann reaches the yellow Danger Level",
				"Ann gains the Skill +1 Action",
				"Ann reaches the orange Danger Level",
				"Ann gains the Skill +1 Zone per Move",
				"Ann moves s → b",
				"Ann moves b → c",
			},
			then: left(2, nil),
		},
		rule{
			name:     "p.52: Shove",
			mission:  midTurn,
			edit:     orangeOf(survivor.Skill{Kind: survivor.Shove}),
			position: "survivor Ann s\nxenos s worker=2",
			play:     []string{"Ann take o0", "Ann skill Shove"},
			events: []string{
				"Ann takes o0",
				"Ann gains 19 XP (19 in all)",
				"Ann reaches the yellow Danger Level",
				"Ann gains the Skill +1 Action",
				"Ann reaches the orange Danger Level",
				"Ann gains the Skill Shove",
			},
			then: all(left(3, nil), legalHas("Ann shove b", true)),
		},
		rule{
			name:     "p.52: Jump",
			mission:  midTurn,
			edit:     orangeOf(survivor.Skill{Kind: survivor.Jump}),
			position: `survivor Ann s`,
			play:     []string{"Ann take o0", "Ann skill Jump"},
			events: []string{
				"Ann takes o0",
				"Ann gains 19 XP (19 in all)",
				"Ann reaches the yellow Danger Level",
				"Ann gains the Skill +1 Action",
				"Ann reaches the orange Danger Level",
				"Ann gains the Skill Jump",
			},
			then: all(left(3, nil), legalHas("Ann jump c", true)),
		},
	)
}
