package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
)

// Skills (pp.52-55), on the core Survivors' cards: Cole's Point-blank and
// Sniper, Vivian's Medic and Low profile, Mitsuki's Slippery, Magnus'
// Tough, Jared's +1 to dice roll: Ranged, Baraka's Lucky. A position
// gives the Orange and Red Skills chosen by their index on the card
// (orange=0: the first).

func TestSkills(t *testing.T) {
	check(t,
		rule{
			name: "p.52: Point-blank: Ranged Actions at Range 0 whatever the weapon's minimum Range, with free choice of targets",
			position: `
turn active=Cole actions=3
survivor Cole c1 activated hand1="Heavy Shotgun"
xenos c1 worker=1 hunter=1 tank=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole hits Hunter"},
			events: []string{
				"Cole makes noise in c1",
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Hunter in c1",
				"Cole gains 1 XP (1 in all)",
			},
			then: xenosLeft("c1", "worker=1 tank=1"),
		},
		rule{
			name: "p.55: Sniper: the Survivor picks the targets of its Ranged hits, among the Xenos they eliminate",
			position: `
turn active=Cole actions=3
survivor Cole s activated xp=43 orange=0 red=2 hand1=SMG
xenos c1 worker=1 tank=1 hunter=1`,
			play:    []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole hits Tank"},
			refused: invader.NotAChoice,
		},
		rule{
			name: "p.55: Sniper: its misses hit no other Survivor",
			position: `
turn active=Cole actions=3
survivor Cole s activated xp=43 orange=0 red=2 hand1=SMG
survivor Vivian c1
xenos c1 worker=1 hunter=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole hits Hunter"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Hunter in c1",
				"Cole gains 1 XP (44 in all)",
			},
		},
		rule{
			name: "p.52: +1 to dice roll: Ranged adds 1 to each die of a Ranged Action",
			position: `
turn active=Jared actions=3
survivor Jared s activated hand1=SMG
xenos c1 worker=2`,
			play: []string{"Jared attack c1 hand1", "chance 4", "chance 3"},
			events: []string{
				"Jared makes noise in s",
				"Jared rolls a 4",
				"Jared rolls a 3",
				"Jared's attack on c1: 1 hit, 1 miss",
				"Jared eliminates a Worker in c1",
				"Jared gains 1 XP (1 in all)",
			},
		},
		rule{
			name: "p.52: Low profile: the Survivor is never hit by Friendly Fire",
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1=SMG
survivor Vivian c1 xp=19 orange=0
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 1", "chance 1"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 1",
				"Cole rolls a 1",
				"Cole's attack on c1: 0 hits, 2 misses",
			},
		},
		rule{
			name: "p.54: Medic: once per Turn, for free, a Survivor in the Zone gets 1 Armor point back",
			position: `
turn active=Vivian actions=3
survivor Vivian c1 activated
survivor Cole c1 armor=1`,
			play: []string{"Vivian heal Cole"},
			events: []string{
				"Cole is healed: 2 Armor",
			},
			then: actionsLeft(3),
		},
		rule{
			name: "p.54: Medic heals once per Turn",
			position: `
turn active=Vivian actions=3
survivor Vivian c1 activated
survivor Cole c1 armor=1`,
			play:    []string{"Vivian heal Cole", "Vivian heal Cole"},
			refused: invader.AlreadyUsed,
		},
		rule{
			name: "p.55: Slippery: leaving a Zone with Xenos costs no extra Action",
			position: `
turn active=Mitsuki actions=3
survivor Mitsuki c1 activated xp=19 orange=0
xenos c1 worker=2`,
			play: []string{"Mitsuki move c2"},
			events: []string{
				"Mitsuki moves c1 → c2",
			},
			then: actionsLeft(2),
		},
		rule{
			name: "p.55: Tough: the first point of Damage of each Xeno attack step is ignored",
			position: `
turn active=Baraka actions=3
survivor Cole c1 activated
survivor Vivian s activated
survivor Mitsuki s activated
survivor Magnus c2 activated
survivor Jared s activated
survivor Baraka s activated
xenos c2 tank=1`,
			play: []string{"Baraka end"},
			events: []string{
				"Baraka ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Magnus in c2: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name: "p.54: Lucky: once per Turn, the Survivor re-rolls all the dice of an Action",
			position: `
turn active=Baraka actions=3
survivor Baraka c1 activated hand1="Heavy Cutter"
xenos c1 worker=2`,
			play: []string{"Baraka attack c1 hand1", "chance 1", "chance 1", "Baraka reroll yes", "chance 6", "chance 6"},
			events: []string{
				"Baraka rolls a 1",
				"Baraka rolls a 1",
				"Baraka rolls a 6",
				"Baraka rolls a 6",
				"Baraka's attack on c1: 2 hits, 0 misses",
				"Baraka eliminates 2 Workers in c1",
				"Baraka gains 2 XP (2 in all)",
			},
		},
	)
}
