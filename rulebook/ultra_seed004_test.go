package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
)

// Ultra weapons (seed 004, §13): too powerful to use before the Red Danger
// Level; any Survivor may discard one during its Turn to gain 5 XP at
// once. The sample card, the Ultra Railgun, is provisional.
func TestUltraWeapons(t *testing.T) {
	ultra := equip(t, "Ultra Railgun", "SMG")
	check(t,
		rule{
			name:     "seed 004, §13: an Ultra weapon cannot be used before its Survivor reaches Red",
			mission:  solo,
			edit:     ultra,
			position: "survivor Cole s hand1=\"Ultra Railgun\"\nxenos c2 worker=1",
			play:     []string{"Cole attack c2 hand1"},
			refused:  invader.UltraBeforeRed,
		},
		rule{
			name:     "seed 004, §13: not at Orange either",
			mission:  solo,
			edit:     ultra,
			position: "turn acted\nsurvivor Cole s xp=42 orange=0 hand1=\"Ultra Railgun\"\nxenos c2 worker=1",
			play:     []string{"Cole attack c2 hand1"},
			refused:  invader.UltraBeforeRed,
		},
		rule{
			name:     "seed 004, §13: at Red it fires as any weapon",
			mission:  solo,
			edit:     ultra,
			position: "turn acted\nsurvivor Cole s xp=43 orange=0 red=0 hand1=\"Ultra Railgun\"\nxenos c2 worker=1",
			play:     []string{"Cole attack c2 hand1", "chance 6", "chance 1", "chance 1"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole rolls a 1",
				"Cole's attack on c2: 1 hit, 2 misses",
				"Cole eliminates a Worker in c2",
				"Cole gains 1 XP (44 in all)",
			},
		},
		rule{
			name:     "seed 004, §13: discarded during its Survivor's Turn, it gives 5 XP at once",
			mission:  solo,
			edit:     ultra,
			position: "survivor Cole s hand1=\"Ultra Railgun\"",
			play:     []string{"Cole discard card0"},
			events: []string{
				"Cole discards the Ultra Railgun",
				"Cole gains 5 XP (5 in all)",
			},
			then: all(actionsLeft(3), cardsAt(map[string][]string{"discard": {"Ultra Railgun"}, "deck": {"SMG"}})),
		},
		rule{
			name:     "seed 004, §13, p.17: the 5 XP count toward the next Danger Level like any",
			mission:  solo,
			edit:     ultra,
			position: "survivor Cole s xp=4 hand1=\"Ultra Railgun\"",
			play:     []string{"Cole discard card0"},
			events: []string{
				"Cole discards the Ultra Railgun",
				"Cole gains 5 XP (9 in all)",
				"Cole reaches the yellow Danger Level",
				"Cole gains the Skill +1 Action",
			},
		},
		rule{
			name:     "seed 004, §13: discarded outside its Survivor's Turn, it gives nothing",
			mission:  duo,
			edit:     ultra,
			position: "survivor Vivian s hand1=\"Ultra Railgun\"",
			play:     []string{"Vivian discard card0"},
			events:   []string{"Vivian discards the Ultra Railgun"},
		},
		rule{
			name:     "seed 004, §13: an ordinary card discarded in one's Turn gives no XP",
			mission:  solo,
			edit:     ultra,
			position: "survivor Cole s hand1=SMG",
			play:     []string{"Cole discard card1"},
			events:   []string{"Cole discards the SMG"},
		},
	)
}
