package invader

// An itemIndex indexes the State's items (where each Equipment card is)
// by what the rules ask most: the card in a Survivor's slot, and the first
// card drawn and waiting for Keep. It is derived from State.items alone:
// built on first use (State.index), dropped when a tx writes the items
// (tx.itemsMut), and never changed once built, so the States that share it
// may be used from any goroutine.
type itemIndex struct {
	slots [][NumSlots]int16 // per Survivor, per slot: the item, or -1
	drawn int16             // the first item drawn and not placed, or -1
}

// index returns s's index of its items, building it when s has none.
// It writes s.inv only: s is always a State of one caller's own (a copy
// made by a method with a value receiver, or a tx's State).
func (s *State) index() *itemIndex {
	if s.inv != nil {
		return s.inv
	}
	inv := &itemIndex{slots: make([][NumSlots]int16, len(s.survivors)), drawn: -1}
	for i := range inv.slots {
		for k := range inv.slots[i] {
			inv.slots[i][k] = -1
		}
	}
	for id, l := range s.items {
		switch {
		case l.place == Carried && int(l.who) < len(inv.slots) && l.slot >= 0 && int(l.slot) < NumSlots:
			inv.slots[l.who][l.slot] = int16(id)
		case l.place == Drawn && inv.drawn < 0:
			inv.drawn = int16(id)
		}
	}
	s.inv = inv
	return inv
}
