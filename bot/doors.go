package bot

import (
	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// needsOpener reports whether a door opens only for a Survivor holding a
// door opener in Hand: 2nd Edition's rule (seed 002; docs/RULINGS.md,
// "2nd Edition: doors"). Invader opens doors by its Doors option, always.
func needsOpener(s invader.State) bool { return s.Ruleset() == mission.SecondEdition }

// canOpen reports whether Survivor i can open a closed door, not locked,
// when it stands at one.
func canOpen(s invader.State, i int) bool {
	return !needsOpener(s) || openerInHand(s, i)
}

// openerInHand reports whether Survivor i holds a door opener in a Hand.
func openerInHand(s invader.State, i int) bool {
	inv := s.Inventory(i)
	for _, it := range inv[invader.Hand1 : invader.Hand2+1] {
		if it.ID >= 0 && it.Card.OpensDoors() {
			return true
		}
	}
	return false
}
