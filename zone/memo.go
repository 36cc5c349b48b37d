package zone

import (
	"sync/atomic"
	"unsafe"
)

// A Memo keeps with each [Map] a table that another package derives from
// the Map alone, so that it is computed once per Map however many States
// and goroutines ask: package los keeps there, for every pair of zones,
// what a line of sight between them needs. Make one with [NewMemo], in a
// package-level variable. A nil *Memo, like the zero Memo, has no build
// function and no table: Get and Built return nil.
type Memo struct {
	build func(*Map) any
}

// NewMemo returns a Memo whose table for a Map is build(m). build must not
// modify m, and must return an equivalent table whenever it is called for
// the same Map: concurrent first calls of [Memo.Get] may each call it, and
// one result is kept.
func NewMemo(build func(*Map) any) *Memo { return &Memo{build: build} }

// memoEntry is one table kept with a Map; a Map's entries form an
// immutable list, extended at its head.
type memoEntry struct {
	key  *Memo
	val  any
	next *memoEntry
}

// Get returns the table of m, building it on the first call for m. It is
// safe for concurrent use. The zero Memo, which has no build function,
// returns nil. A nil *Map has nowhere to keep a table: Get returns
// build(nil), built afresh on every call.
func (k *Memo) Get(m *Map) any {
	if v := k.Built(m); v != nil {
		return v
	}
	return k.slow(m)
}

// Built returns the table of m if it is built, and nil if not yet: the
// fast path of [Memo.Get], small enough to be inlined into a caller that
// calls Get only when Built says nil. It returns nil for a nil *Map.
func (k *Memo) Built(m *Map) any {
	if m == nil {
		return nil
	}
	if e := (*memoEntry)(atomic.LoadPointer(&m.memo)); e != nil && e.key == k {
		return e.val
	}
	return nil
}

func (k *Memo) slow(m *Map) any {
	if k == nil || k.build == nil {
		return nil // a nil or zero Memo, or NewMemo(nil): no table
	}
	if m == nil {
		return k.build(nil)
	}
	var built any
	for {
		head := atomic.LoadPointer(&m.memo)
		for e := (*memoEntry)(head); e != nil; e = e.next {
			if e.key == k {
				return e.val
			}
		}
		if built == nil {
			built = k.build(m)
		}
		e := &memoEntry{key: k, val: built, next: (*memoEntry)(head)}
		if atomic.CompareAndSwapPointer(&m.memo, head, unsafe.Pointer(e)) {
			return built
		}
	}
}
