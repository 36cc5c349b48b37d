package invader

import "slices"

// An itemIndex indexes the State's items (where each Equipment card is)
// by what the rules ask most: the card in a Survivor's slot, and the first
// card drawn and waiting for Keep. It is derived from State.items alone:
// built on first use (State.index). A State outside Apply and Legal holds
// none or one never changed once built, so the States that share it may
// be used from any goroutine. Inside, a tx's State points at the tx's own
// index, which is marked stale whenever the tx writes the items
// (tx.itemsMut) and built again on the next use, without allocating; the
// State Apply returns forgets it.
type itemIndex struct {
	slots [][NumSlots]int16 // per Survivor, per slot: the item, or -1
	drawn int16             // the first item drawn and not placed, or -1
	built bool              // it matches the items of the States that point at it
	// held is the set of the items in the Survivors' slots and those
	// attached to them, by bit (what a Survivor may discard), in a game of
	// up to 256 items (few); appendDiscards looks at every slot otherwise.
	held [4]uint64
	few  bool

	small [8][NumSlots]int16 // slots' array in a game of up to 8 Survivors: a copy is one allocation
}

// copy returns a copy of inv of its own, or nil when inv is not built.
func (inv *itemIndex) copy() *itemIndex {
	if !inv.built {
		return nil
	}
	c := &itemIndex{drawn: inv.drawn, built: true, held: inv.held, few: inv.few}
	if n := len(inv.slots); n <= len(c.small) {
		c.slots = c.small[:n]
	} else {
		c.slots = make([][NumSlots]int16, n)
	}
	copy(c.slots, inv.slots)
	return c
}

// index returns s's index of its items, building it when s has none or a
// stale one (a tx's own).
func (s *State) index() *itemIndex {
	if s.inv != nil && s.inv.built {
		return s.inv
	}
	inv := s.inv
	if inv == nil {
		inv = new(itemIndex)
	}
	inv.build(s.items, len(s.survivors))
	s.inv = inv
	return inv
}

// build indexes items of a game of n Survivors.
func (inv *itemIndex) build(items []itemLoc, n int) {
	inv.slots = slices.Grow(inv.slots[:0], n)[:n]
	for i := range inv.slots {
		for k := range inv.slots[i] {
			inv.slots[i][k] = -1
		}
	}
	inv.drawn, inv.held, inv.few = -1, [4]uint64{}, len(items) <= 64*len(inv.held)
	for id, l := range items {
		switch {
		case l.place == Carried && int(l.who) < n && l.at >= 0 && int(l.at) < NumSlots:
			inv.slots[l.who][l.at] = int16(id)
		case l.place == Drawn && inv.drawn < 0:
			inv.drawn = int16(id)
		}
	}
	if inv.few {
		for i := range inv.slots {
			for _, id := range inv.slots[i] {
				if id >= 0 {
					inv.held[id/64] |= 1 << (id % 64)
				}
			}
		}
		for id, l := range items {
			if l.place == Attached && l.at >= 0 && int(l.at) < len(items) && inv.held[l.at/64]&(1<<(l.at%64)) != 0 {
				inv.held[id/64] |= 1 << (id % 64)
			}
		}
	}
	inv.built = true
}
