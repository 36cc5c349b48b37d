package zone_test

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/zone"
)

// SameSight holds for copies and for States that changed anything but
// doors and Mold, and not once a door or the Mold changed.
func TestSameSight(t *testing.T) {
	m := zone.MustParse(`
+--+--+
|a0da1|
+--+--+
a0: room start
a1: room
`)
	s := m.Initial()
	require.True(t, s.SameSight(s))
	c := s
	require.True(t, s.SameSight(c))
	opened := s.WithDoor(0, zone.Open)
	require.False(t, s.SameSight(opened))
	require.False(t, s.SameSight(m.Initial()), "equal but not shared")
	require.True(t, zone.State{}.SameSight(zone.State{}))
}

// zone/doc.go: a State is one word, so that passing it by value (as los.Sees
// and every query do) costs what passing a pointer does; the zero State is
// a map with no zones, and its With methods change nothing.
func TestStateIsOneWord(t *testing.T) {
	require.Equal(t, unsafe.Sizeof(uintptr(0)), unsafe.Sizeof(zone.State{}))
	var z zone.State
	require.True(t, z.Equal(zone.State{}))
	require.True(t, z.SameSight(zone.State{}))
	require.True(t, z.WithDoor(0, zone.Open).Equal(z))
	require.True(t, z.WithGate(0, zone.PositionB).SameSight(z))
	require.True(t, (*zone.Map)(nil).Fits(z))
	b, err := z.AppendBinary(nil)
	require.NoError(t, err)
	require.Equal(t, []byte{0, 0, 0xff}, b)
}

// WithDoors is WithDoor for each door in turn, with one copy of the State
// (Xenos breaking several doors in one step, p.26); the State it starts
// from is unchanged, doors the map lacks are skipped, locks are kept.
func TestWithDoors(t *testing.T) {
	m := zone.MustParse(`
+--+--+--+
|a0da1Da2|
+--+--+--+
a0: room start
a1: room
a2: room
`)
	s := m.Initial()
	before := s.Door(0)
	one := s.WithDoor(0, zone.Destroyed).WithDoor(1, zone.Destroyed)
	both := s.WithDoors(zone.Destroyed, 0, 1, 7, 0)
	require.True(t, both.Equal(one))
	require.Equal(t, before, s.Door(0), "the State it started from is unchanged")
	require.Equal(t, one.Locked(1), both.Locked(1))
	require.True(t, s.WithDoors(zone.Open).Equal(s))
	require.True(t, s.WithDoors(zone.Open, 9).Equal(s))
}
