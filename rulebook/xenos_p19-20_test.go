package rulebook_test

import "testing"

// The Xenos (pp.19-20): Workers (Damage 1, eliminated by a hit of Damage
// 1), Tanks (Damage 2; a hit needs Damage 2), Hunters (two Actions each
// activation) and the Spoiler Abomination (Damage 3; a hit needs Damage
// 3, which a Concentrated attack can reach, p.20). A Xeno's attack deals
// its Damage to one Survivor, who loses that many Armor points (Cole, a
// Soldier, has 3).

func TestXenos(t *testing.T) {
	check(t,
		rule{
			name:    "p.19: a Worker's attack deals 1 Damage",
			mission: solo,
			position: `
survivor Cole s
xenos s worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Cole in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.19: a Tank's attack deals 2 Damage",
			mission: solo,
			position: `
survivor Cole s
xenos s tank=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Cole in s: 2 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.19: hits of Damage 1 do not eliminate a Tank",
			mission: solo,
			position: `
survivor Cole c1 hand1="Cattle Prod"
xenos c1 tank=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 6"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 6",
				"Cole's attack on c1: 2 hits, 0 misses",
			},
		},
		rule{
			name:    "p.19: a Hunter takes two Actions each activation: it moves twice",
			mission: solo,
			position: `
survivor Cole s
xenos c2 hunter=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Hunter moves c2 → c1",
				"a Hunter moves c1 → s",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.19: a Hunter that reaches a Survivor with its first Action attacks with its second",
			mission: solo,
			position: `
survivor Cole s
xenos c1 hunter=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Hunter moves c1 → s",
				"a Hunter wounds Cole in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.20: hits of Damage 2 do not eliminate a Spoiler Abomination",
			mission: solo,
			position: `
survivor Cole c1 hand1="Heavy Cutter"
xenos c1 spoiler=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 6"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 6",
				"Cole's attack on c1: 2 hits, 0 misses",
			},
		},
		rule{
			name:    "p.20: a Concentrated attack adds its hits' Damage up and eliminates a Spoiler Abomination",
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
	)
}
