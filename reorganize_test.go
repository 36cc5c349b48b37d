package invader_test

import (
	"fmt"
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/survivor"
)

// Reorganize and trade (p.23), attachments (p.23) and discarding (p.18):
// every card stays in exactly one place.

// Every card stays in exactly one place (p.18, items.go) through random
// legal play with a small deck: Searches, Keeps, trades, attachments,
// discards, attacks, Hellfires, Mold cards and reshuffles.
func TestInventoryCardsStayPutInRandomPlay(t *testing.T) {
	equip := []equipment.Entry{
		entry(t, "Cattle Prod", 2, equipment.Start), entry(t, "SMG", 1, equipment.Start),
		entry(t, "Energy Cell", 2, equipment.Deck), entry(t, "Plenty of Bullets", 1, equipment.Deck),
		entry(t, "Canister", 1, equipment.Deck), entry(t, "Flamethrower", 1, equipment.Deck),
		entry(t, "SMG", 1, equipment.Deck), entry(t, "Searchlight", 1, equipment.Deck),
		entry(t, "M.R.E.", 1, equipment.Deck), entry(t, "Mold: 1 Worker", 1, equipment.Deck),
	}
	m := equipped(newMission(t, `
+--+--+--+--+
|s or oc .o |
+--+--+--+--+
|m |  |x |
+--+  +--+

s: room start
r: room security
c: corridor
o: corridor
m: room mold=active
x: room objective
`, civ("Ann", medic), sol("Sol", medic), civ("Sca", skill(survivor.Scavenger))), equip...)
	rapid.Check(t, func(rt *rapid.T) {
		s, err := invader.New(m, invader.ExternalChance(), invader.Seed(rapid.Uint64().Draw(rt, "seed")))
		if err != nil {
			rt.Fatalf("New: %v", err)
		}
		for step := range 121 {
			// A card out of place stays out of place: checking every few
			// steps (the JSON is costly) catches it, at the end at least.
			switch {
			case step%20 == 0:
				check(rt, s)
			case step%5 == 0:
				checkCards(rt, s)
			}
			legal := s.Legal()
			if len(legal) == 0 {
				check(rt, s)
				break
			}
			// Favour what this is about: attaching, then the other card
			// actions.
			var attach, search, cards []invader.Action
			for _, a := range legal {
				switch a.(type) {
				case invader.Attach:
					attach = append(attach, a)
				case invader.Search, invader.Keep:
					search = append(search, a)
				case invader.Reorganize, invader.Arrange, invader.Discard, invader.Attack:
					cards = append(cards, a)
				}
			}
			pick := legal
			switch k := rapid.IntRange(0, 4).Draw(rt, "kind"); {
			case k == 4 && s.Pending().Decision == invader.ReorganizeDecision:
				pick = legal[:1] // done
			case k == 0 && len(attach) > 0:
				pick = attach
			case k == 1 && len(search) > 0:
				pick = search
			case k == 2 && len(cards) > 0:
				pick = cards
			}
			a := rapid.SampledFrom(pick).Draw(rt, fmt.Sprintf("action %d", step))
			next, _, err := s.Apply(a)
			if err != nil {
				rt.Fatalf("Apply(%v), listed by Legal: %v", a, err)
			}
			s = next
		}
	})
}
