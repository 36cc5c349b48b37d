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
