package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
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
