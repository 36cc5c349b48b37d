package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader/survivor"
)

// The hits of Melee (p.31) and Ranged (pp.31-32) attacks: the tables of
// dice, Damage and the Xenos each hit eliminates.

func TestMeleeHits(t *testing.T) {
	check(t,
		rule{
			name:    "p.31: a Cattle Prod's two hits eliminate two Workers",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s worker=2`,
			play: []string{"Vivian attack s hand1", "chance 5", "chance 6"},
			events: []string{
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian's attack on s: 2 hits, 0 misses",
				"Vivian eliminates 2 Workers in s",
				"Vivian gains 2 XP (2 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.16: each die at least the Accuracy is a hit: one hit, one Worker",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s worker=2`,
			play: []string{"Vivian attack s hand1", "chance 4", "chance 5"},
			events: []string{
				"Vivian rolls a 4",
				"Vivian rolls a 5",
				"Vivian's attack on s: 1 hit, 1 miss",
				"Vivian eliminates a Worker in s",
				"Vivian gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.19-20: a Cattle Prod's Damage 1 cannot hurt a Tank",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s tank=1`,
			play: []string{"Vivian attack s hand1", "chance 6", "chance 6"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on s: 2 hits, 0 misses",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.31: the attacker picks the Worker beside the Tank",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s worker=1 tank=1`,
			play: []string{"Vivian attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 1",
				"Vivian's attack on s: 1 hit, 1 miss",
				"Vivian eliminates a Worker in s",
				"Vivian gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.31: no Targeting Priority in Melee: the Hunter behind the Workers",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s worker=2 hunter=1`,
			play: []string{"Vivian attack s hand1", "chance 6", "chance 1", "Vivian hits Hunter"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 1",
				"Vivian's attack on s: 1 hit, 1 miss",
				"Vivian eliminates a Hunter in s",
				"Vivian gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.33 (RULINGS \"Attacks\"): a Concentrated Cattle Prod kills a Tank",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s worker=1 tank=1`,
			play: []string{"Vivian attack s hand1 concentrated", "chance 5", "chance 6", "Vivian hits Tank"},
			events: []string{
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian's attack on s: 2 hits, 0 misses",
				"Vivian eliminates a Tank in s",
				"Vivian gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.19-20: the Heavy Cutter's Damage 2 kills the Tank and the Worker",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Cutter"
xenos s worker=1 tank=1`,
			play: []string{"Vivian attack s hand1", "chance 3", "chance 3"},
			events: []string{
				"Vivian rolls a 3",
				"Vivian rolls a 3",
				"Vivian's attack on s: 2 hits, 0 misses",
				"Vivian eliminates a Worker in s",
				"Vivian eliminates a Tank in s",
				"Vivian gains 2 XP (2 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.19-20: the Heavy Cutter cannot hurt the Spoiler",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Cutter"
xenos s spoiler=1`,
			play: []string{"Vivian attack s hand1", "chance 6", "chance 6"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on s: 2 hits, 0 misses",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.19-20: a Concentrated Heavy Cutter kills the Spoiler, for 5 XP",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Cutter"
xenos s spoiler=1`,
			play: []string{"Vivian attack s hand1 concentrated", "chance 6", "chance 3"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 3",
				"Vivian's attack on s: 2 hits, 0 misses",
				"Vivian eliminates a Spoiler Abomination in s",
				"Vivian gains 5 XP (5 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.16: the Chainsaw's 5 dice, 3 hits",
			mission: inside,
			position: `
survivor Vivian s hand1=Chainsaw
xenos s tank=2 hunter=1`,
			play: []string{"Vivian attack s hand1", "chance 5", "chance 1", "chance 6", "chance 4", "chance 5"},
			events: []string{
				"Vivian rolls a 5",
				"Vivian rolls a 1",
				"Vivian rolls a 6",
				"Vivian rolls a 4",
				"Vivian rolls a 5",
				"Vivian's attack on s: 3 hits, 2 misses",
				"Vivian eliminates 2 Tanks in s",
				"Vivian eliminates a Hunter in s",
				"Vivian gains 3 XP (3 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.16: more hits than Xenos",
			mission: inside,
			position: `
survivor Vivian s hand1=Chainsaw
xenos s worker=1`,
			play: []string{"Vivian attack s hand1", "chance 6", "chance 6", "chance 6", "chance 6", "chance 6"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on s: 5 hits, 0 misses",
				"Vivian eliminates a Worker in s",
				"Vivian gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.52-55: Super strength makes the Cattle Prod Damage 3",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.SuperStrength}, "Ann"),
			position: `
survivor Ann s hand1="Cattle Prod"
xenos s spoiler=1`,
			play: []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Spoiler Abomination in s",
				"Ann gains 5 XP (5 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.52-55: +1 to dice roll: Melee",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.PlusOneToRoll, Action: survivor.Melee}, "Ann"),
			position: `
survivor Ann s hand1="Cattle Prod"
xenos s worker=2`,
			play: []string{"Ann attack s hand1", "chance 4", "chance 3"},
			events: []string{
				"Ann rolls a 4",
				"Ann rolls a 3",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
	)
}

func TestRangedHits(t *testing.T) {
	check(t,
		rule{
			name:    "p.32: Dual SMGs: 3 hits wasted on the Tank",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG hand2=SMG
xenos c worker=2 tank=1`,
			play: []string{"Vivian attack c hand1 dual", "chance 5", "chance 6", "chance 6", "chance 1"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian rolls a 1",
				"Vivian's attack on c: 3 hits, 1 miss",
			},
		},
		rule{
			name:    "p.32: the Heavy Shotgun's hits: the Tank, then a Worker",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Shotgun"
xenos c worker=2 tank=1`,
			play: []string{"Vivian attack c hand1", "chance 4", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 4",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
				"Vivian eliminates a Worker in c",
				"Vivian eliminates a Tank in c",
				"Vivian gains 2 XP (2 in all)",
			},
		},
		rule{
			name:    "p.32: the Heavy Shotgun at Range 2: one hit, the Tank",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Shotgun"
xenos o worker=2 tank=1`,
			play: []string{"Vivian attack o hand1", "chance 3", "chance 5"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 3",
				"Vivian rolls a 5",
				"Vivian's attack on o: 1 hit, 1 miss",
				"Vivian eliminates a Tank in o",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.32: the SMG hits the Worker before the Hunter",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG
xenos c worker=1 hunter=1`,
			play: []string{"Vivian attack c hand1", "chance 6", "chance 1"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 6",
				"Vivian rolls a 1",
				"Vivian's attack on c: 1 hit, 1 miss",
				"Vivian eliminates a Worker in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.32: Dual SMGs on 4 Workers and a Hunter: the Hunter lives",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG hand2=SMG
xenos c worker=4 hunter=1`,
			play: []string{"Vivian attack c hand1 dual", "chance 5", "chance 5", "chance 6", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on c: 4 hits, 0 misses",
				"Vivian eliminates 4 Workers in c",
				"Vivian gains 4 XP (4 in all)",
			},
		},
		rule{
			name:    "p.32: the fourth hit reaches the Hunter",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG hand2=SMG
xenos c worker=3 hunter=1`,
			play: []string{"Vivian attack c hand1 dual", "chance 5", "chance 5", "chance 6", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on c: 4 hits, 0 misses",
				"Vivian eliminates 3 Workers in c",
				"Vivian eliminates a Hunter in c",
				"Vivian gains 4 XP (4 in all)",
			},
		},
		rule{
			name:    "pp.19-20: a lone Tank survives two SMG hits",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG
xenos c tank=1`,
			play: []string{"Vivian attack c hand1", "chance 5", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
			},
		},
		rule{
			name:    "p.33, pp.19-20: a Concentrated SMG's two hits kill the Tank",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG
xenos c tank=1`,
			play: []string{"Vivian attack c hand1 concentrated", "chance 5", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
				"Vivian eliminates a Tank in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.33: one Concentrated hit is still Damage 1",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG
xenos c tank=1`,
			play: []string{"Vivian attack c hand1 concentrated", "chance 5", "chance 4"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 4",
				"Vivian's attack on c: 1 hit, 1 miss",
			},
		},
		rule{
			name:    "p.33 (RULINGS \"Attacks\"): a Concentrated attack has one target only",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG
xenos c worker=2 tank=1`,
			play: []string{"Vivian attack c hand1 concentrated", "chance 5", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
				"Vivian eliminates a Tank in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.20, p.33: Concentrated Dual SMGs reach Damage 3 and kill the Spoiler",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG hand2=SMG
xenos c spoiler=1`,
			play: []string{"Vivian attack c hand1 dual concentrated", "chance 5", "chance 6", "chance 6", "chance 2"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian rolls a 2",
				"Vivian's attack on c: 3 hits, 1 miss",
				"Vivian eliminates a Spoiler Abomination in c",
				"Vivian gains 5 XP (5 in all)",
			},
		},
		rule{
			name:    "p.32: the shooter chooses among the first priority: the Tank beside the Spoiler",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Shotgun"
xenos c tank=1 spoiler=1`,
			play: []string{"Vivian attack c hand1", "chance 6", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
				"Vivian eliminates a Tank in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.32 (RULINGS \"Attacks\"): no hit is wasted by choice: Damage 2 cannot eliminate the Spoiler, so the Tank",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Shotgun"
xenos c tank=1 spoiler=1`,
			play: []string{"Vivian attack c hand1", "chance 6", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
				"Vivian eliminates a Tank in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "pp.52-55: Sniper picks the Worker behind the Tank",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.Sniper}, "Ann"),
			position: `
survivor Ann s hand1=SMG
xenos c worker=1 tank=1`,
			play: []string{"Ann attack c hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on c: 1 hit, 1 miss",
				"Ann eliminates a Worker in c",
				"Ann gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.32 (RULINGS \"The cards\"): the Sniper Rifle picks the Hunter",
			mission: inside,
			position: `
survivor Vivian s hand1="Sniper Rifle"
xenos c worker=1 tank=1 hunter=1`,
			play: []string{"Vivian attack c hand1", "chance 3", "Vivian hits Hunter"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 3",
				"Vivian's attack on c: 1 hit, 0 misses",
				"Vivian eliminates a Hunter in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "pp.52-55: +1 die: Ranged",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.PlusOneDie, Action: survivor.Ranged}, "Ann"),
			position: `
survivor Ann s hand1=SMG
xenos c worker=3`,
			play: []string{"Ann attack c hand1", "chance 5", "chance 6", "chance 5"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 5",
				"Ann rolls a 6",
				"Ann rolls a 5",
				"Ann's attack on c: 3 hits, 0 misses",
				"Ann eliminates 3 Workers in c",
				"Ann gains 3 XP (3 in all)",
			},
		},
		rule{
			name:    "pp.52-55: +1 Damage: Ranged kills the Tank",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.PlusOneDamage, Action: survivor.Combat}, "Ann"),
			position: `
survivor Ann s hand1=SMG
xenos c worker=1 tank=1`,
			play: []string{"Ann attack c hand1", "chance 5", "chance 6"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 5",
				"Ann rolls a 6",
				"Ann's attack on c: 2 hits, 0 misses",
				"Ann eliminates a Worker in c",
				"Ann eliminates a Tank in c",
				"Ann gains 2 XP (2 in all)",
			},
		},
		rule{
			name:    "pp.52-55: +1 max Range: the SMG at Range 2",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.PlusOneMaxRange}, "Ann"),
			position: `
survivor Ann s hand1=SMG
xenos o worker=1`,
			play: []string{"Ann attack o hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on o: 1 hit, 1 miss",
				"Ann eliminates a Worker in o",
				"Ann gains 1 XP (1 in all)",
			},
		},
	)
}

// trio is a corridor s, a, b played by Vivian, Mitsuki and Baraka, a
// Worker in s: Vivian steps to a and fires back into s.
