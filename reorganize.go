package invader

import "math/bits"

// Reorganize spends an Action to rearrange the Survivor's inventory and,
// if With is another Survivor in the same Zone, to trade with it (p.23):
// the game then waits for free Arrange, Attach and Discard decisions until
// DoneReorganizing. With is the Survivor itself to reorganize alone.
type Reorganize struct {
	Survivor int `json:"survivor"`
	With     int `json:"with"`
}

var _ = defAction[Reorganize]("{survivor} reorganize {survivor With}")

func (a Reorganize) String() string { return notation(a) }

func (a Reorganize) check(s *judge) Reason {
	if r := s.actor(a.Survivor); r != 0 {
		return r
	}
	switch {
	case a.With < 0 || a.With >= len(s.survivors):
		return NoSuchThing
	case s.survivors[a.With].off() || s.survivors[a.With].zone != s.survivors[a.Survivor].zone:
		return NotAdjacent
	case s.turn.actions < 1:
		return NoActions
	case !s.hasCards(a.Survivor) && !s.hasCards(a.With):
		return NothingToDraw // nothing to reorganize
	}
	return 0
}

func (a Reorganize) apply(t *tx) {
	t.turn.actions--
	t.reorg = reorganization{on: true, survivor: int8(a.Survivor), with: int8(a.With)}
	t.emit(Reorganized{Survivor: a.Survivor, With: a.With})
}

// Arrange moves a card of either Survivor of a Reorganize into a slot of
// either of them (Owner), swapping it with the card already there when
// that card fits the first card's old place. An attached card moved to a
// slot is detached.
type Arrange struct {
	Card  int `json:"card"`
	Owner int `json:"owner"`
	Slot  int `json:"slot"`
}

var _ = defAction[Arrange]("arrange {card} {survivor Owner} {slot}")

func (x Arrange) String() string { return notation(x) }

func (x Arrange) check(s *judge) Reason {
	if r := s.inReorg(x.Card); r != 0 {
		return r
	}
	a, b, _ := s.reorganizing()
	from := s.items[x.Card]
	switch {
	case x.Owner != a && x.Owner != b:
		return NotYours
	case !s.g.slotFits(s.g.items[x.Card], x.Slot):
		return WrongSlot
	case from.place == Carried && int(from.who) == x.Owner && int(from.at) == x.Slot:
		return NotAChoice // already there
	}
	if y := s.itemAt(x.Owner, x.Slot); y >= 0 && (from.place != Carried || !s.g.slotFits(s.g.items[y], int(from.at))) {
		return WrongSlot // the card in the way cannot take the other's place
	}
	return 0
}

func (x Arrange) apply(t *tx) {
	from := t.items[x.Card]
	if y := t.itemAt(x.Owner, x.Slot); y >= 0 {
		t.carry(y, int(from.who), int(from.at))
	}
	t.carry(x.Card, x.Owner, x.Slot)
	t.emit(t.g.boxed.arrangedEvent(x.Card, CardArranged{Card: t.g.items[x.Card].Name, Owner: x.Owner, Slot: x.Slot}))
}

// Attach attaches an attachment card (Energy Cell, Plenty of Bullets,
// Canister) to a weapon that takes it (p.23); attached cards take no slot.
type Attach struct {
	Card int `json:"card"`
	Host int `json:"host"`
}

var _ = defAction[Attach]("attach {card} {card Host}")

func (x Attach) String() string { return notation(x) }

func (x Attach) check(s *judge) Reason {
	if r := s.inReorg(x.Card); r != 0 {
		return r
	}
	if r := s.inReorg(x.Host); r != 0 {
		return r
	}
	card, host := s.g.items[x.Card], s.g.items[x.Host]
	switch {
	case card.Is == 0 || host.Takes != card.Is || s.items[x.Host].place != Carried:
		return WrongSlot
	case s.attachmentOf(x.Host) >= 0:
		return WrongSlot // one attachment per card
	}
	return 0
}

func (x Attach) apply(t *tx) {
	t.itemsMut()[x.Card] = itemLoc{place: Attached, at: int16(x.Host)}
	t.emit(CardAttached{Card: t.g.items[x.Card].Name, Host: t.g.items[x.Host].Name})
}

// DoneReorganizing ends a Reorganize.
type DoneReorganizing struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[DoneReorganizing]("{survivor} done")

func (x DoneReorganizing) String() string { return notation(x) }

func (x DoneReorganizing) check(s *judge) Reason {
	a, _, ok := s.reorganizing()
	switch {
	case s.over():
		return GameOver
	case !ok:
		return NotNow
	case x.Survivor != a:
		return NotYours
	}
	return 0
}

func (DoneReorganizing) apply(t *tx) { t.reorg = reorganization{} }

// A reorganization is a Reorganize under way (p.23).
type reorganization struct {
	on       bool
	survivor int8 // the Survivor who spent the Action: the active one
	with     int8 // the Survivor it trades with; itself when alone
}

// reorganizing reports whether a Reorganize is under way, and between whom.
func (s *State) reorganizing() (a, b int, ok bool) {
	return int(s.reorg.survivor), int(s.reorg.with), s.reorg.on
}

// hasCards reports whether Survivor i carries any card.
func (s *State) hasCards(i int) bool {
	if inv := s.index(); i >= 0 && i < len(inv.slots) {
		for _, id := range inv.slots[i] {
			if id >= 0 {
				return true
			}
		}
	}
	return false
}

// inReorg checks that a Reorganize is under way and card id belongs to one
// of its Survivors.
func (s *State) inReorg(id int) Reason {
	a, b, ok := s.reorganizing()
	switch {
	case s.over():
		return GameOver
	case !ok:
		return NotNow
	case id < 0 || id >= len(s.items):
		return NoSuchThing
	case !s.reachable(id, a) && !s.reachable(id, b):
		return NotYours
	}
	return 0
}

// appendReorgCandidates appends the moves a Reorganize may make, ending it first
// (so that a bot taking the first legal action never loops).
func (s *State) appendReorgCandidates(out []Action) []Action {
	a, b, _ := s.reorganizing()
	out = append(out, DoneReorganizing{Survivor: a})
	inv := s.index()
	if !inv.few {
		for id := range s.items {
			out = s.appendReorgOf(out, id, a, b)
		}
		return out
	}
	for w, word := range inv.held { // the cards in the Survivors' inventories, by bit
		for word != 0 {
			out = s.appendReorgOf(out, w*64+bits.TrailingZeros64(word), a, b)
			word &= word - 1
		}
	}
	return out
}

// appendReorgOf appends what Survivors a and b reorganizing may do with
// item id, if one of them holds it: put it in a slot of either, or attach
// it to a card that takes it.
func (s *State) appendReorgOf(out []Action, id, a, b int) []Action {
	if !s.reachable(id, a) && !s.reachable(id, b) {
		return out
	}
	card := s.g.items[id]
	for _, owner := range []int{a, b} {
		for slot := range NumSlots {
			if s.g.slotFits(card, slot) { // Arrange.check refuses the others
				k := (id*len(s.survivors)+owner)*NumSlots + slot
				out = append(out, intern(&s.g.boxed.arrange, k, Arrange{Card: id, Owner: owner, Slot: slot}))
			}
		}
		if owner == b {
			break
		}
	}
	if card.Is != 0 {
		for host := range s.items {
			if s.g.items[host].Takes == card.Is {
				out = append(out, intern(&s.g.boxed.attach, id*len(s.items)+host, Attach{Card: id, Host: host}))
			}
		}
	}
	return out
}
