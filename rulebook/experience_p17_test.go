package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
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
survivor Cole c1 xp=18 hand1="Heavy Cutter"
xenos c1 worker=1`,
			play:    []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole skill Sniper"},
			refused: invader.NotAChoice,
		},
		rule{
			name:    "p.17: at 43 XP the Survivor reaches Red and chooses one of the three Red Skills",
			mission: solo,
			position: `
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
