package rulebook_test

import "testing"

// Combat (pp.30-34): Melee and Ranged Actions, the Targeting Priority
// Order, Friendly Fire, Concentrated attacks and Hellfire.

func TestMeleeTargets(t *testing.T) {
	check(t,
		rule{
			name: "p.31: the player assigns each Melee hit to a Xeno of their choice in the Zone",
			position: `
turn active=Cole actions=3
survivor Cole c1 activated hand1="Heavy Cutter"
xenos c1 worker=1 tank=1 hunter=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 5", "Cole hits tank", "Cole hits hunter"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 5",
				"Cole's attack on c1: 2 hits, 0 misses",
				"Cole eliminates a Tank in c1",
				"Cole gains 1 XP (1 in all)",
				"Cole eliminates a Hunter in c1",
				"Cole gains 1 XP (2 in all)",
			},
		},
	)
}
