package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
)

// Variants (p.36), read from classic Zombicide where Invader's page was
// not available: Ultrared mode (seed 004, §14) and playing with 7+
// Survivors (seed 004, §15).

func TestUltrared(t *testing.T) {
	check(t,
		rule{
			name:    "p.36 (seed 004, §14): in Ultrared mode a Survivor reaching 43 XP stays Red and counts its XP again from what went beyond",
			mission: solo,
			position: `
rules ultrared
survivor Cole c1 xp=42 orange=0 hand1="Heavy Cutter"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole skill Lucky"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (43 in all)",
				"Cole reaches the red Danger Level",
				"Cole goes Ultrared: XP counts again from 0",
				"Cole gains the Skill Lucky",
			},
		},
		rule{
			name:    "p.36 (seed 004, §14): reaching 19 XP again gives the Orange Skill the Survivor lacks, at once when only one is left",
			mission: solo,
			position: `
rules ultrared
survivor Cole c1 xp=18 orange=0 red=0 ultra hand1="Heavy Cutter"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (19 in all)",
				"Cole gains the Skill +1 die: Ranged",
			},
		},
		rule{
			name:    "p.36: without Ultrared, XP goes on beyond 43",
			mission: solo,
			position: `
survivor Cole c1 xp=43 orange=0 red=0 hand1="Heavy Cutter"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (44 in all)",
			},
		},
	)
}

// seventh adds Elsa, a seventh Survivor, to a mission's six.
func seventh(m *mission.Mission) {
	m.Survivors = append(survivor.Base(), survivor.Card{
		Name: "Elsa", Class: survivor.Civilian,
		Blue:   survivor.Skill{Kind: survivor.Lucky},
		Orange: [2]survivor.Skill{{Kind: survivor.Slippery}, {Kind: survivor.Medic}},
		Red:    [3]survivor.Skill{{Kind: survivor.Sniper}, {Kind: survivor.Tough}, {Kind: survivor.Taunt}},
	})
}

func TestSevenPlus(t *testing.T) {
	check(t,
		rule{
			name:    "p.36 (seed 004, §15): with 7 or 8 Survivors, one more Spawn token: the red Spawn Zone draws two Xeno cards",
			mission: spawnsolo,
			edit:    seventh,
			position: `
turn active=Elsa actions=3
survivor Cole s activated
survivor Vivian s activated
survivor Mitsuki s activated
survivor Magnus s activated
survivor Jared s activated
survivor Baraka s activated
survivor Elsa s activated`,
			play: []string{"Elsa end", "chance spawn Worker 1/2/3/4", "chance spawn Tank 1/1/2/3"},
			events: []string{
				"Elsa ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for c2: spawn Worker 1/2/3/4",
				"a Worker spawns in c2",
				"Xeno card for c2: spawn Tank 1/1/2/3",
				"a Tank spawns in c2",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
	)
}
