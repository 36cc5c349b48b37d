package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
)

// Inventory (p.18): two Hand slots, two Body slots and a Backpack of
// five; a card goes only into a slot it fits, Body cards work only in a
// Body slot, and cards may be discarded at any time, for free, even in
// another player's Turn. Card numbers: c10 is the first Heavy Cutter,
// c32 the first Searchlight.

func TestInventory(t *testing.T) {
	check(t,
		rule{
			name:    "p.18: a Hand card does not fit a Body slot",
			mission: solo,
			position: `
survivor Cole c1 hand1="Heavy Cutter" pack1=Searchlight`,
			play:    []string{"Cole reorganize Cole", "arrange c10 Cole body1"},
			refused: invader.WrongSlot,
		},
		rule{
			name:    "p.18: any card may be carried in the Backpack",
			mission: solo,
			position: `
survivor Cole c1 hand1="Heavy Cutter" pack1=Searchlight`,
			play: []string{"Cole reorganize Cole", "arrange c10 Cole pack5", "Cole done"},
			events: []string{
				"Cole reorganizes",
				"the Heavy Cutter goes to Cole's pack5",
			},
			then: func(t *testing.T, s invader.State) {
				if got := s.Inventory(0)[invader.NumSlots-1].Card.Name; got != "Heavy Cutter" {
					t.Errorf("pack5 holds %q, want the Heavy Cutter", got)
				}
			},
		},
		rule{
			name:    "p.18: a Searchlight in the Backpack does not light a Dark Zone",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c3 activated hand1=SMG pack1=Searchlight
xenos c6 worker=1`,
			play:    []string{"Cole attack c6 hand1"},
			refused: invader.OutOfRange,
		},
		rule{
			name:    "p.18: moved into a Body slot, the Searchlight works",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c3 activated hand1=SMG pack1=Searchlight
xenos c6 worker=1`,
			play: []string{"Cole reorganize Cole", "arrange c32 Cole body1", "Cole done", "Cole attack c6 hand1", "chance 3", "chance 5"},
			events: []string{
				"Cole reorganizes",
				"the Searchlight goes to Cole's body1",
				"Cole makes noise in c3",
				"Cole rolls a 3",
				"Cole rolls a 5",
				"Cole's attack on c6: 1 hit, 1 miss",
				"Cole eliminates a Worker in c6",
				"Cole gains 1 XP (1 in all)",
			},
		},
		rule{
			name: "p.18: a card may be discarded for free, even in another Survivor's Turn",
			position: `
turn active=Cole actions=3
survivor Cole s activated
survivor Vivian s hand1="Heavy Cutter"`,
			play: []string{"Vivian discard c10"},
			events: []string{
				"Vivian discards the Heavy Cutter",
			},
			then: actionsLeft(3),
		},
	)
}
