package invader

import (
	"sync"
	"sync/atomic"
)

// Interned actions. An action put in an Action interface is a value on
// the heap: listing the candidates of a decision boxed one per candidate,
// most of Legal's allocations, though a game lists the same few hundred
// actions again and again. A game's interned tables box each of the
// commonest candidates once, on first use, and Legal lists the boxed
// value: equal, as an interface value, to a freshly boxed one (interfaces
// compare by their dynamic values), so nothing a caller sees changes.
// Entries are filled from any goroutine; two that race store equal
// values.
type interned struct {
	move, reorganize, heal, open, close, take, discard, arrange, attack table

	// moved interns the commonest event, a Survivor's Move: a row per
	// Survivor and Zone left, made on first use, of an entry per Zone
	// entered and Cost up to movedCosts.
	moved []atomic.Pointer[[]atomic.Pointer[Event]]
	zones int
}

// movedCosts bounds the Costs of the interned SurvivorMoved events.
const movedCosts = 4

// movedEvent returns e as an Event, boxed once per game.
func (in *interned) movedEvent(e SurvivorMoved) Event {
	r := e.Survivor*in.zones + int(e.From)
	if e.Cost < 1 || e.Cost > movedCosts || r < 0 || r >= len(in.moved) || int(e.To) >= in.zones {
		return e
	}
	row := in.moved[r].Load()
	if row == nil {
		fresh := make([]atomic.Pointer[Event], in.zones*movedCosts)
		in.moved[r].CompareAndSwap(nil, &fresh) // or another goroutine's row
		row = in.moved[r].Load()
	}
	k := int(e.To)*movedCosts + e.Cost - 1
	if p := (*row)[k].Load(); p != nil {
		return *p
	}
	var v Event = e
	(*row)[k].Store(&v)
	return v
}

// A table of interned actions is made on first use: a short game (a bot's
// playout) pays only for the tables it uses.
type table struct {
	once    sync.Once
	n       int // its size
	entries []atomic.Pointer[Action]
}

func (t *table) get() []atomic.Pointer[Action] {
	t.once.Do(func() { t.entries = make([]atomic.Pointer[Action], t.n) })
	return t.entries
}

// maxInterned bounds a table: a game on a huge board boxes its actions
// as they come rather than keep a table of millions of entries.
const maxInterned = 1 << 16

// newInterned sizes the tables of a game with survivors Survivors, zones
// Zones, doors doors, objectives Objective tokens and items Equipment cards.
func newInterned(survivors, zones, doors, objectives, items int) *interned {
	size := func(n int) int {
		if n > maxInterned {
			return 0
		}
		return n
	}
	in := &interned{zones: zones}
	if n := survivors * zones; n <= maxInterned {
		in.moved = make([]atomic.Pointer[[]atomic.Pointer[Event]], n)
	}
	for _, t := range []struct {
		t *table
		n int
	}{
		{&in.move, survivors * zones}, {&in.reorganize, survivors * survivors}, {&in.heal, survivors * survivors},
		{&in.open, survivors * doors}, {&in.close, survivors * doors}, {&in.take, survivors * objectives},
		{&in.discard, survivors * items}, {&in.arrange, items * survivors * NumSlots}, {&in.attack, survivors * zones * 6},
	} {
		t.t.n = size(t.n)
	}
	return in
}

// intern returns a as an Action, boxed once: the value of tab[k], stored
// on first use; a key out of the table boxes a anew.
func intern[A Action](t *table, k int, a A) Action {
	if k < 0 || k >= t.n {
		return a
	}
	tab := t.get()
	if k >= len(tab) {
		return a
	}
	if p := tab[k].Load(); p != nil {
		return *p
	}
	var v Action = a
	tab[k].Store(&v)
	return v
}
