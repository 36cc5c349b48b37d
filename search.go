package invader

import (
	"slices"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Search draws an Equipment card (p.22): in a room Zone without Xenos or
// Mold (Soldiers only in Security Rooms; Scavengers anywhere but Mold),
// once per Turn, for one Action.
type Search struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[Search]("{survivor} search")

func (a Search) String() string { return notation(a) }

func (a Search) check(s *judge) Reason {
	if r := s.actor(a.Survivor); r != 0 {
		return r
	}
	if r := s.searchable(a.Survivor); r != 0 {
		return r
	}
	switch {
	case s.turn.searched:
		return AlreadySearched
	case !s.afford(survivor.Search, 1):
		return NoActions
	case s.count(drawable) == 0:
		return NothingToDraw
	}
	return 0
}

func (a Search) apply(t *tx) {
	t.spend(survivor.Search, 1)
	t.turn.searched, t.turn.searching = true, true
	t.turn.draws = uint8(1 + t.skillCount(a.Survivor, survivor.SearchPlusOne)) // Search: +1 card
	t.drawFor(a.Survivor)
}

// Keep puts the card just drawn in one of the Survivor's slots, or
// discards it (Slot -1). The card in that slot goes to the Survivor's first
// free slot that takes it, or, with none free, to the discard pile
// (discarding is free, p.18). A Search ends with a free Reorganize (p.22).
type Keep struct {
	Survivor int `json:"survivor"`
	Slot     int `json:"slot"`
}

var _ = defAction[Keep]("{survivor} keep {keep Slot}")

func (a Keep) String() string { return notation(a) }

func (a Keep) check(s *judge) Reason {
	id, who := s.drawnBy()
	switch {
	case s.over():
		return GameOver
	case id < 0:
		return NotNow
	case who != a.Survivor:
		return NotYours
	case a.Slot == Redraw && (!s.has(a.Survivor, survivor.Destiny) || s.turn.destinyUsed):
		return NoSkill
	case a.Slot != -1 && a.Slot != Redraw && !s.g.slotFits(s.g.items[id], a.Slot):
		return WrongSlot
	}
	return 0
}

func (a Keep) apply(t *tx) {
	id, _ := t.drawnBy()
	if a.Slot == Redraw {
		t.turn.destinyUsed = true
		t.turn.draws++
	}
	if a.Slot < 0 {
		t.discard(id)
		t.emit(CardDiscarded{Survivor: a.Survivor, Card: t.g.items[id].Name})
	} else {
		if old := t.itemAt(a.Survivor, a.Slot); old >= 0 {
			t.makeRoom(a.Survivor, old)
		}
		t.carry(id, a.Survivor, a.Slot)
		t.emit(CardKept{Survivor: a.Survivor, Card: t.g.items[id].Name, Slot: a.Slot})
	}
	if a.Slot >= 0 && t.matchingSet(a.Survivor, id) {
		return // Matching set!: on keeping a Dual weapon
	}
	t.drawFor(a.Survivor)
}

// Discard discards a card from the Survivor's inventory, for free, at any
// time, even during another player's Turn (p.18): whenever the game waits
// for a player's decision (not for a chance outcome), any Survivor on the
// board may discard any card it holds, but the weapons of an attack being
// rolled and what is attached to them. Card is the card's number
// ([State.Cards]). During "Is that all you've got?", the wounded
// Survivor's Discards cancel Damage. A BraceDecision ends once no discard
// can save its Survivor any more: the wound lands then.
type Discard struct {
	Survivor int `json:"survivor"`
	Card     int `json:"card"`
}

var _ = defAction[Discard]("{survivor} discard {card}")

func (a Discard) String() string { return notation(a) }

func (a Discard) check(s *judge) Reason {
	switch {
	case s.p.Decision == NoDecision:
		return GameOver
	case s.p.Decision == ChanceDecision:
		return NotNow
	case a.Survivor < 0 || a.Survivor >= len(s.survivors) || a.Card < 0 || a.Card >= len(s.items):
		return NoSuchThing
	case !s.reachable(a.Card, a.Survivor) || s.survivors[a.Survivor].off():
		return NotYours
	case s.inFight(a.Card):
		return CardInUse
	}
	return 0
}

// inFight reports whether card id is a weapon of the attack being rolled,
// or attached to one.
func (s *State) inFight(id int) bool {
	if !s.f().on || s.f().machine >= 0 {
		return false
	}
	if l := s.items[id]; l.place == Attached {
		id = int(l.at)
	}
	return slices.Contains(s.weapons(s.f().a), id)
}

func (a Discard) apply(t *tx) {
	card := t.g.items[a.Card]
	t.emit(CardDiscarded{Survivor: a.Survivor, Card: card.Name})
	t.discard(a.Card)
	if who, _, ok := t.soaking(); ok && who == a.Survivor {
		t.cancelPoint()
		return
	}
	// An Ultra weapon discarded during its Survivor's own Turn gives 5 XP
	// at once (seed 004, §13; docs/RULINGS.md, "Ultra weapons").
	if card.Ultra && t.phase == PlayersPhase && t.turn.active == a.Survivor {
		t.gainXP(a.Survivor, equipment.UltraXP)
	}
	// A Heal card (the M.R.E., p.18, provisional) restores Armor when
	// discarded (docs/RULINGS.md).
	if sv := t.survivors[a.Survivor]; card.Heal > 0 && int(sv.armor) < t.g.cards[a.Survivor].Class.Armor() {
		t.surv(a.Survivor).armor = int8(min(t.g.cards[a.Survivor].Class.Armor(), int(sv.armor)+card.Heal))
		t.emit(SurvivorHealed{Survivor: a.Survivor, Armor: int(t.survivors[a.Survivor].armor)})
	}
	// A BraceDecision lasts while a discard can still save its Survivor
	// (p.18): healed enough, or with nothing left to heal with, it takes
	// the wound.
	if (t.wait.kind == waitBrace || t.wait.kind == waitBraceFF) && !t.stillBraced() {
		t.takeBraced()
	}
}

// searchable reports why Survivor i may not Search in its zone, or 0.
func (s *State) searchable(i int) Reason {
	z := s.survivors[i].zone
	scavenger := s.has(i, survivor.Scavenger)
	switch {
	case !s.g.m.Searchable(z):
		return NotSearchable // cells, safe zones, watchtowers, gates, prison and mall corridors (seed 004, §16)
	case s.board.Mold(z) != zone.NoMold:
		return NotSearchable // p.20
	case !scavenger && s.g.m.Zone(z).Kind != zone.Room:
		return NotSearchable // p.22: rooms only
	case !scavenger && s.g.cards[i].Class == survivor.Soldier && !s.g.m.Features(s.board, z).Has(zone.Security):
		return NotSearchable // p.34: Soldiers only in Security Rooms
	case s.xenos[z].Total() > 0:
		return XenosThere
	}
	return 0
}

func drawable(_ int, l itemLoc) bool { return l.place == InDeck || l.place == InDiscard }

func inTheDeck(_ int, l itemLoc) bool { return l.place == InDeck }

func (s *State) count(in func(int, itemLoc) bool) int {
	n := 0
	for id, l := range s.items {
		if in(id, l) {
			n++
		}
	}
	return n
}

// drawFor draws the next card of a Search, if any is left to draw.
func (t *tx) drawFor(who int) {
	if t.turn.draws == 0 || t.count(drawable) == 0 {
		t.turn.draws = 0
		t.endSearch(who)
		return
	}
	t.turn.draws--
	if t.count(inTheDeck) == 0 {
		for id, l := range t.items {
			if l.place == InDiscard {
				t.itemsMut()[id].place = InDeck
			}
		}
		t.emit(EquipmentDeckShuffled{})
	}
	t.ask(chanceNode{kind: drawItem, who: who})
}

// makeRoom takes card old out of the slot a kept card goes into: to the
// Survivor's first free slot that takes it, or, with none free, to the
// discard pile (p.18, p.22: keeping a card throws nothing away that has
// room).
func (t *tx) makeRoom(who, old int) {
	if slot := t.firstSlotFor(who, old); slot >= 0 {
		t.carry(old, who, slot)
		t.emit(CardArranged{Card: t.g.items[old].Name, Owner: who, Slot: slot})
		return
	}
	t.emit(CardDiscarded{Survivor: who, Card: t.g.items[old].Name})
	t.discard(old)
}

// endSearch ends a Search once its cards are placed: the Survivor may then
// reorganize its inventory for free (p.22: keep the card, then reorganize
// for free; seed 002: "a free action to rearrange the cards they hold"),
// alone, if it holds a card. Cards handed out otherwise (a Prototype) give
// no free Reorganize.
func (t *tx) endSearch(who int) {
	if !t.turn.searching {
		return
	}
	t.turn.searching = false
	if t.hasCards(who) {
		t.reorg = reorganization{on: true, survivor: int8(who), with: int8(who)}
		t.emit(Reorganized{Survivor: who, With: who, Free: true})
	}
}

// drawnItem resolves the card of outcome o drawn by Survivor who: a Mold
// card puts its Xenos in every Active Mold Zone and is discarded, ending the
// Search (p.22, p.29); a 2nd Edition "Aaahh!" card puts a Walker, the
// catalogue's first kind, in the Searcher's zone, is discarded and ends the
// Search the same way (seed 002: zombies spawn "when searching"); any
// other card waits for Keep.
func (t *tx) drawnItem(who, o int) {
	id, _ := t.pileCard(drawItem, o)
	card := t.g.items[id]
	t.emit(CardDrawn{Survivor: who, Card: card.Name})
	if card.IsMold() || card.Aaahh {
		t.turn.draws = 0 // a Mold or Aaahh! card ends the Search
		t.discard(id)
		t.emit(CardDiscarded{Survivor: who, Card: card.Name})
		switch {
		case card.Aaahh:
			if z := t.survivors[who].zone; t.place(z, 0, 1) && !t.g.rules.shortActivates {
				t.abominations(z)
			}
		case int(card.Mold.Kind) < len(t.g.kinds):
			t.placeInMold(xeno.Kind(card.Mold.Kind), card.Mold.Count)
		}
		t.endSearch(who)
		return
	}
	t.itemsMut()[id] = itemLoc{place: Drawn, who: int8(who), at: -1}
}

// Drawn returns the card waiting for a [Keep] decision (drawn by
// Searching, taken in an Oxygen Supply Room or handed out by an
// Objective) and the Survivor who got it; ok is false when none waits.
func (s State) Drawn() (card Item, survivor int, ok bool) {
	id, who := s.drawnBy()
	if id < 0 {
		return Item{ID: -1, Attached: -1}, -1, false
	}
	return Item{ID: id, Card: s.g.items[id], Attached: -1}, who, true
}

// drawnBy returns the card waiting for Keep, or -1.
func (s *State) drawnBy() (id, who int) {
	if inv := s.index(); inv.drawn >= 0 {
		return int(inv.drawn), int(s.items[inv.drawn].who)
	}
	return -1, -1
}

// Redraw is the Keep slot of Destiny: once per Turn, discard the card just
// drawn and draw another (pp.52-55).
const Redraw = -2

// matchingSet hands Survivor i a second copy of the Dual weapon id it just
// drew, from the deck, if it has Matching set! and the deck has one; it
// waits for Keep like a drawn card (pp.52-55).
func (t *tx) matchingSet(i, id int) bool {
	card := t.g.items[id]
	if !card.Dual || !t.has(i, survivor.MatchingSet) || t.turn.matched {
		return false
	}
	twin := t.firstNamed(card.Name, inTheDeck)
	if twin < 0 {
		return false
	}
	t.turn.matched = true
	t.itemsMut()[twin] = itemLoc{place: Drawn, who: int8(i), at: -1}
	t.emit(CardDrawn{Survivor: i, Card: card.Name})
	return true
}

// reachable reports whether item id is in Survivor i's inventory, in a
// slot or attached to a card in a slot.
func (s *State) reachable(id, i int) bool {
	l := s.items[id]
	if l.place == Attached {
		l = s.items[l.at]
	}
	return l.place == Carried && int(l.who) == i
}

// An Item is an Equipment card in a Survivor's inventory.
type Item struct {
	ID       int // the card's number in this game, for Discard and trades
	Card     equipment.Card
	Attached int // the ID of the card attached to it, or -1
}

// Inventory returns the cards in Survivor i's slots: Hand1, Hand2, Body1,
// Body2, then the five Backpack slots. Empty slots have ID -1.
func (s State) Inventory(i int) [NumSlots]Item { return s.inventory(i) }

func (s *State) inventory(i int) [NumSlots]Item {
	var inv [NumSlots]Item
	for slot := range inv {
		inv[slot] = Item{ID: -1, Attached: -1}
	}
	for id, l := range s.items {
		if l.place == Carried && int(l.who) == i {
			inv[l.at] = Item{ID: id, Card: s.g.items[id], Attached: s.attachmentOf(id)}
		}
	}
	return inv
}

// TakeOxygen spends the Survivor's Search of the Turn in an Oxygen Supply
// Room to take one of the Oxygen Tanks set aside instead of drawing (p.35,
// p.35): any class may, in a room without Xenos or Mold. The tank
// then waits for Keep like a drawn card.
type TakeOxygen struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[TakeOxygen]("{survivor} oxygen")

func (a TakeOxygen) String() string { return notation(a) }

func (a TakeOxygen) check(s *judge) Reason {
	if r := s.actor(a.Survivor); r != 0 {
		return r
	}
	z := s.survivors[a.Survivor].zone
	switch {
	case !s.g.m.Features(s.board, z).Has(zone.OxygenSupply):
		return NotSearchable // Mold takes the room's supply away (p.20)
	case s.xenos[z].Total() > 0:
		return XenosThere
	case s.turn.searched:
		return AlreadySearched
	case !s.afford(survivor.Search, 1):
		return NoActions
	case s.count(s.oxygenAside) == 0:
		return NothingToDraw
	}
	return 0
}

func (a TakeOxygen) apply(t *tx) {
	t.spend(survivor.Search, 1)
	t.turn.searched, t.turn.searching = true, true
	for id, l := range t.items {
		if t.oxygenAside(id, l) {
			t.itemsMut()[id] = itemLoc{place: Drawn, who: int8(a.Survivor), at: -1}
			t.emit(CardDrawn{Survivor: a.Survivor, Card: t.g.items[id].Name})
			return
		}
	}
}

// oxygenAside picks the Oxygen Tanks still set aside.
func (s *State) oxygenAside(id int, l itemLoc) bool {
	return l.place == SetAside && s.g.itemGroup[id] == equipment.Oxygen
}
