package xeno_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// seed 004, §16, barbed wire: Xenos choose their destination and route as
// if the wire were not there, but are stopped by it: the option names the
// wire, where ordinary Xenos stay and an Abomination tears it and goes on.
// Survivors behind the wire are in sight (shots go through it).
func TestSpecial_WireOptions(t *testing.T) {
	m := parse(t, zonetest.SpecialTiles)
	s := m.Initial()
	f := field(m, zoneCount{"k1": 1}, nil, los.Viewer{})
	dests := xeno.AppendDestinations(nil, m, s, f, m.MustLookup("k3"))
	require.Equal(t, []string{"k1"}, names(m, dests), "seed 004, §16: k1 is in sight through the wire")

	r := m.RoutesTo(s, zone.XenoMover, dests...)
	got := xeno.AppendOptions(nil, r, m.MustLookup("k3"), dests)
	require.Equal(t, []zone.Step{{To: m.MustLookup("k1"), Door: zone.NoDoor, Wire: 1}}, got)

	torn := s.WithTorn(1) // an Abomination went through
	r = m.RoutesTo(torn, zone.XenoMover, dests...)
	got = xeno.AppendOptions(nil, r, m.MustLookup("k3"), dests)
	require.Equal(t, []zone.Step{{To: m.MustLookup("k1"), Door: zone.NoDoor}}, got, "torn: an ordinary step")

	// From k6 the Xenos come through the torn wire first.
	got = xeno.AppendOptions(nil, r, m.MustLookup("k6"), dests)
	require.Equal(t, []string{"k5"}, names(m, []zone.ID{got[0].To}))
}

// seed 004, §16: Xenos never climb onto a watchtower: Survivors there are
// in sight, but no route leads to them, so the Xenos stay.
func TestSpecial_WatchtowerOptions(t *testing.T) {
	m := parse(t, zonetest.SpecialTiles)
	s := m.Initial()
	f := field(m, zoneCount{"t1": 1}, nil, los.Viewer{})
	k2 := m.MustLookup("k2")
	dests := xeno.AppendDestinations(nil, m, s, f, k2)
	require.Equal(t, []string{"t1"}, names(m, dests), "the tower has no walls: in sight")
	r := m.RoutesTo(s, zone.XenoMover, dests...)
	require.Empty(t, xeno.AppendOptions(nil, r, k2, dests))
}
