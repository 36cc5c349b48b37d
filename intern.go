package invader

import "sync/atomic"

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
	move, reorganize, heal, open, close, take, discard, arrange, attack []atomic.Pointer[Action]
}

// maxInterned bounds a table: a game on a huge board boxes its actions
// as they come rather than keep a table of millions of entries.
const maxInterned = 1 << 16

// newInterned sizes the tables of a game with survivors Survivors, zones
// Zones, doors doors, objectives Objective tokens and items Equipment cards.
func newInterned(survivors, zones, doors, objectives, items int) *interned {
	table := func(n int) []atomic.Pointer[Action] {
		if n > maxInterned {
			return nil
		}
		return make([]atomic.Pointer[Action], n)
	}
	return &interned{
		move:       table(survivors * zones),
		reorganize: table(survivors * survivors),
		heal:       table(survivors * survivors),
		open:       table(survivors * doors),
		close:      table(survivors * doors),
		take:       table(survivors * objectives),
		discard:    table(survivors * items),
		arrange:    table(items * survivors * NumSlots),
		attack:     table(survivors * zones * 6),
	}
}

// intern returns a as an Action, boxed once: the value of tab[k], stored
// on first use; a key out of the table boxes a anew.
func intern[A Action](tab []atomic.Pointer[Action], k int, a A) Action {
	if k < 0 || k >= len(tab) {
		return a
	}
	if p := tab[k].Load(); p != nil {
		return *p
	}
	var v Action = a
	tab[k].Store(&v)
	return v
}
