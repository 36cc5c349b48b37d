package zone_test

import (
	"testing"

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
