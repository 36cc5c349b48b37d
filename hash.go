package invader

import (
	"bytes"
	"sync"

	"github.com/invaderengine/invader/internal/walk"
)

// Hash returns a 64-bit hash of everything that changes during a game:
// the board, the Survivors, tokens, Xenos, the turn, pending decisions,
// the outcome and the random generator. Two
// States of the same mission that are equal have equal hashes; unequal
// ones almost surely differ. Use it for transposition tables in
// searches, to spot repeated positions, and to compare States quickly.
func (s State) Hash() uint64 {
	if s.g == nil {
		return 0
	}
	w := walkers.Get().(*walk.Walker)
	defer walkers.Put(w)
	*w = walk.Walker{Mode: walk.Hashing, Buf: w.Buf[:0]}
	s.walk(w)
	h := uint64(14695981039346656037) // FNV-1a
	for _, c := range w.Buf {
		h ^= uint64(c)
		h *= 1099511628211
	}
	return h
}

// walkers recycles the walkers of Hash: a walk makes its walker escape.
var walkers = sync.Pool{New: func() any { return &walk.Walker{Buf: make([]byte, 0, 1024)} }}

// Equal reports whether s and t are the same position of the same game:
// the same mission and options, and every field of the game in progress
// equal, the random generator included. A State and its JSON round trip
// are equal. Zero States are equal to each other only.
func (s State) Equal(t State) bool {
	switch {
	case s.g == nil || t.g == nil:
		return s.g == t.g
	case s.g != t.g && !bytes.Equal(s.g.fingerprint(), t.g.fingerprint()):
		return false
	}
	a, b := walkers.Get().(*walk.Walker), walkers.Get().(*walk.Walker)
	a.Buf, b.Buf = s.key(a.Buf[:0]), t.key(b.Buf[:0])
	equal := bytes.Equal(a.Buf, b.Buf)
	walkers.Put(a)
	walkers.Put(b)
	return equal
}

// key appends the binary form of what changes during a game to b: what
// Hash digests and Equal compares. Among States of the same game it is
// one-to-one: every value the walk writes delimits itself (varints,
// lengths before lists whose length may vary, presence bytes before
// optional parts), and the lengths the game fixes are the same.
func (s *State) key(b []byte) []byte {
	w := walk.Walker{Mode: walk.Hashing, Buf: b}
	s.walk(&w)
	return w.Buf
}

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}
