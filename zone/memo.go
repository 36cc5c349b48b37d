package zone

import (
	"sync/atomic"
	"unsafe"
)

// A Memo keeps with each [Map] a table that another package derives from
// the Map alone, so that it is computed once per Map however many States
// and goroutines ask: package los keeps there, for every pair of zones,
// what a line of sight between them needs. Make one with [NewMemo], in a
// package-level variable.
type Memo[T any] struct {
	build func(*Map) *T
}

// NewMemo returns a Memo whose table for a Map is build(m). build must not
// modify m, and must return the same table whenever it is called for the
// same Map: concurrent first calls of [Memo.Get] may each call it, and one
// result is kept.
func NewMemo[T any](build func(*Map) *T) *Memo[T] { return &Memo[T]{build: build} }

// memoEntry is one table kept with a Map; a Map's entries form an
// immutable list, extended at its head.
type memoEntry struct {
	key  unsafe.Pointer // the *Memo[T]
	val  unsafe.Pointer // its *T for the Map
	next *memoEntry
}

// Get returns the table of m, building it on the first call for m. It is
// safe for concurrent use.
func (k *Memo[T]) Get(m *Map) *T {
	if e := (*memoEntry)(atomic.LoadPointer(&m.memo)); e != nil && e.key == unsafe.Pointer(k) {
		return (*T)(e.val)
	}
	return k.slow(m)
}

func (k *Memo[T]) slow(m *Map) *T {
	var built *T
	for {
		head := atomic.LoadPointer(&m.memo)
		for e := (*memoEntry)(head); e != nil; e = e.next {
			if e.key == unsafe.Pointer(k) {
				return (*T)(e.val)
			}
		}
		if built == nil {
			built = k.build(m)
		}
		e := &memoEntry{key: unsafe.Pointer(k), val: unsafe.Pointer(built), next: (*memoEntry)(head)}
		if atomic.CompareAndSwapPointer(&m.memo, head, unsafe.Pointer(e)) {
			return built
		}
	}
}
