package invader

import (
	"fmt"
	"slices"

	"github.com/invaderengine/invader/equipment"
)

// Every Equipment card of the game is an item: one physical card with
// exactly one location at any time. Inventories, decks and attachments are
// views of the items' locations, so a card can never be in two places.

// A Place is where an Equipment card is ([State.Cards]).
type Place uint8

const (
	InDeck    Place = iota // the Equipment deck
	InDiscard              // the Equipment discard pile
	SetAside               // out of play: Starting, Prototype, Oxygen and Machine cards, and cards a mission sets aside
	Carried                // in a Survivor's slot
	Attached               // attached to another card (p.23)
	Drawn                  // just drawn (or handed out), waiting for the Survivor's Keep
)

var placeNames = [...]string{InDeck: "deck", InDiscard: "discard", SetAside: "aside", Carried: "carried", Attached: "attached", Drawn: "drawn"}

func (p Place) String() string {
	if p <= Drawn {
		return placeNames[p]
	}
	return fmt.Sprintf("Place(%d)", uint8(p))
}

func (p Place) MarshalText() ([]byte, error) { return enumText(p.String(), p <= Drawn) }
func (p *Place) UnmarshalText(b []byte) error {
	return enumParse(b, "place", placeNames[:], (*uint8)(p))
}

// itemLoc is where an item is.
type itemLoc struct {
	place Place
	who   int8  // carried or drawn: the Survivor
	at    int16 // carried: the slot; attached: the item it is attached to; else -1
}

// The inventory slots of a Survivor (p.18).
const (
	Hand1     = 0 // first Hand slot
	Hand2     = 1
	Body1     = 2 // first Body slot
	Body2     = 3
	Backpack1 = 4 // first of the five Backpack slots
	NumSlots  = 9
)

// slotFits reports whether a card may sit in a slot (p.18): Hand slots
// take Hand cards, Body slots Body cards, the Backpack any card.
func (g *static) slotFits(c equipment.Card, slot int) bool {
	switch {
	case !g.rules.slotOpen(slot): // out of range, or not in this ruleset's inventory
		return false
	case slot <= Hand2:
		return c.Slot == equipment.Hand
	case slot <= Body2:
		return c.Slot == equipment.Body
	}
	return !c.IsMold()
}

// newItems lists one item per physical card of the mission's equipment.
func (g *game) newItems(entries []equipment.Entry) {
	for _, e := range entries {
		for range e.Count {
			g.items = append(g.items, e.Card)
			g.itemGroup = append(g.itemGroup, e.Group)
		}
	}
}

// initialItems puts the deck's cards in the deck and the others aside.
func (g *game) initialItems() []itemLoc {
	locs := make([]itemLoc, len(g.items))
	for i, grp := range g.itemGroup {
		locs[i] = itemLoc{place: SetAside, at: -1}
		if grp == equipment.Deck {
			locs[i].place = InDeck
		}
	}
	return locs
}

func (t *tx) itemsMut() []itemLoc {
	if !t.ownAll && !t.ownItems {
		t.items = slices.Clone(t.items)
		t.ownItems = true
	}
	t.invBuf.built = false // the index no longer matches: the tx's own is built anew
	t.inv = &t.invBuf
	return t.items
}

// itemAt returns the item in Survivor i's slot, or -1.
func (s *State) itemAt(i, slot int) int {
	if i < 0 || slot < 0 || slot >= NumSlots {
		return -1
	}
	inv := s.index()
	if i >= len(inv.slots) {
		return -1
	}
	return int(inv.slots[i][slot])
}

// attachmentOf returns the item attached to item host, or -1.
func (s *State) attachmentOf(host int) int {
	for id, l := range s.items {
		if l.place == Attached && int(l.at) == host {
			return id
		}
	}
	return -1
}

// carry puts item id in Survivor i's slot.
func (t *tx) carry(id, i, slot int) {
	t.itemsMut()[id] = itemLoc{place: Carried, who: int8(i), at: int16(slot)}
}

// discard puts item id, and whatever is attached to it, on the discard
// pile; cards from outside the deck go back aside.
func (t *tx) discard(id int) {
	if a := t.attachmentOf(id); a >= 0 {
		owner := -1
		if l := t.items[id]; l.place == Carried {
			owner = int(l.who)
		}
		t.discard(a)
		t.emit(CardDiscarded{Survivor: owner, Card: t.g.items[a].Name}) // with its host
	}
	loc := itemLoc{place: InDiscard, at: -1}
	if t.g.itemGroup[id] != equipment.Deck {
		loc.place = SetAside
	}
	t.itemsMut()[id] = loc
}

// drawWeights counts the items in the draw pile chosen by in, by card name:
// the outcomes of drawing one (a uniform draw among the cards).
// They are appended to names and weights.
// names and weights come empty (of any capacity).
func (s *State) drawWeights(names []string, weights []int, k chanceKind) ([]string, []int) {
	var small [64]int16
	at := small[:] // per card name of the game: 1 + its outcome, 0 before
	if s.g.itemNames > len(small) {
		at = make([]int16, s.g.itemNames)
	}
	for id, l := range s.items {
		if !s.inPile(k, id, l) {
			continue
		}
		if o := at[s.g.itemName[id]]; o > 0 {
			weights[o-1]++
			continue
		}
		names, weights = append(names, s.g.items[id].Name), append(weights, 1)
		at[s.g.itemName[id]] = int16(len(weights))
	}
	return names, weights
}

// firstNamed returns the first item chosen by in with the given name.
func (s *State) firstNamed(name string, in func(id int, l itemLoc) bool) int {
	for id, l := range s.items {
		if in(id, l) && s.g.items[id].Name == name {
			return id
		}
	}
	return -1
}

// startingAside picks the Starting Equipment not yet dealt: the cards
// offered for a Starting card the players did not choose are out of play.
func (s *State) startingAside(id int, l itemLoc) bool {
	return l.place == SetAside && s.g.itemGroup[id] == equipment.Start && s.inPlay(id)
}

// hand returns the names of the cards in Survivor i's Hand slots.
func (s *State) hand(i int) []string {
	var out []string
	for slot := Hand1; slot <= Hand2; slot++ {
		if id := s.itemAt(i, slot); id >= 0 {
			out = append(out, s.g.items[id].Name)
		}
	}
	return out
}

// firstSlotFor returns Survivor i's first free slot that takes item id:
// a Hand for Hand cards, a Body slot for Body cards, else the Backpack; -1
// when none is free.
func (s *State) firstSlotFor(i, id int) int {
	for slot := range NumSlots {
		if s.itemAt(i, slot) < 0 && s.g.slotFits(s.g.items[id], slot) {
			return slot
		}
	}
	return -1
}

// A CardPlace says where one Equipment card of the game is.
type CardPlace struct {
	ID       int // the card's number in this game, as Discard, Arrange and Attach name it
	Card     equipment.Card
	Place    Place
	Survivor int // Carried or Drawn: the Survivor who has it; else -1
	Slot     int // Carried: its slot; else -1
	Host     int // Attached: the ID of the card it is attached to; else -1
}

// Cards lists every Equipment card of the game, by ID, and where it is
// now: each physical card is in exactly one place (p.18).
func (s State) Cards() []CardPlace {
	if s.g == nil {
		return nil
	}
	out := make([]CardPlace, len(s.items))
	for id, l := range s.items {
		c := CardPlace{ID: id, Card: s.g.items[id], Place: l.place, Survivor: -1, Slot: -1, Host: -1}
		switch l.place {
		case Carried:
			c.Survivor, c.Slot = int(l.who), int(l.at)
		case Drawn:
			c.Survivor = int(l.who)
		case Attached:
			c.Host = int(l.at)
		}
		out[id] = c
	}
	return out
}
