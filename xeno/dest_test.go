package xeno_test

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// destinationsFromVisible is AppendDestinations as it was first written:
// the zones in sight (los.AppendVisible) that hold Survivors, the noisiest;
// failing those, the noisiest of the board.
func destinationsFromVisible(m *zone.Map, s zone.State, f *xeno.Field, z zone.ID) []zone.ID {
	var out []zone.ID
	best := 0
	keep := func(id zone.ID, noise int) {
		switch {
		case noise > best || len(out) == 0:
			out, best = []zone.ID{id}, noise
		case noise == best:
			out = append(out, id)
		}
	}
	at := func(v []int, id zone.ID) int {
		if int(id) < len(v) {
			return v[id]
		}
		return 0
	}
	for _, sg := range los.AppendVisible(nil, m, s, z, f.Sight) {
		if at(f.Survivors, sg.Zone) > 0 {
			keep(sg.Zone, at(f.Noise, sg.Zone))
		}
	}
	if len(out) > 0 {
		return out
	}
	for id := range min(m.Len(), len(f.Noise)) {
		if f.Noise[id] > 0 {
			keep(zone.ID(id), f.Noise[id])
		}
	}
	return out
}

// AppendDestinations answers as the zones in sight say, on random boards,
// board states and Fields (some shorter or longer than the map), for
// every zone and one past the last.
func TestPropDestinationsAgreeWithSight(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s, f := drawSense(t)
		n := m.Len()
		for z := range n + 1 {
			got := xeno.AppendDestinations(nil, m, s, f, zone.ID(z))
			if want := destinationsFromVisible(m, s, f, zone.ID(z)); !slices.Equal(got, want) {
				t.Fatalf("zone %d: AppendDestinations = %v, want %v", z, got, want)
			}
		}
	})
}

// BenchmarkAppendDestinations finds the destinations of the Xenos of every
// zone of a 60-zone board, two Survivors on it.
func BenchmarkAppendDestinations(b *testing.B) {
	m, s, f := destinationsBench()
	n := m.Len()
	buf := make([]zone.ID, 0, 8)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = xeno.AppendDestinations(buf[:0], m, s, f, zone.ID(i%n))
	}
}

// Destinations answers as AppendDestinations, for every zone and one past
// the last, on random boards, board states and Fields: made anew, or by
// Reset over another board's.
func TestPropDestinationsAgree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s, f := drawSense(t)
		n := m.Len()
		if rapid.IntRange(0, 9).Draw(t, "nil field") == 0 {
			f = nil
		}
		d := xeno.NewDestinations(m, s, f)
		if rapid.Bool().Draw(t, "reset") {
			m2, s2, f2 := drawSense(t)
			d = xeno.NewDestinations(m2, s2, f2)
			d.Reset(m, s, f)
		}
		for z := range n + 1 {
			got := d.Append([]zone.ID{7}, zone.ID(z))
			if want := xeno.AppendDestinations([]zone.ID{7}, m, s, f, zone.ID(z)); !slices.Equal(got, want) {
				t.Fatalf("zone %d: Destinations.Append = %v, want %v", z, got, want)
			}
		}
	})
}

// BenchmarkDestinations is BenchmarkAppendDestinations with the Field
// prepared once for all zones.
func BenchmarkDestinations(b *testing.B) {
	m, s, f := destinationsBench()
	n := m.Len()
	d := xeno.NewDestinations(m, s, f)
	buf := make([]zone.ID, 0, 8)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = d.Append(buf[:0], zone.ID(i%n))
	}
}

// destinationsBench is a 60-zone board with two Survivors and a noisier
// zone.
func destinationsBench() (*zone.Map, zone.State, *xeno.Field) {
	m := zone.MustParse(zonetest.Grid(10, 6, nil))
	n := m.Len()
	f := &xeno.Field{Noise: make([]int, n), Survivors: make([]int, n)}
	for _, z := range []string{"b0", "e7"} {
		f.Noise[m.MustLookup(z)]++
		f.Survivors[m.MustLookup(z)]++
	}
	f.Noise[m.MustLookup("c3")] = 2
	return m, m.Initial(), f
}

// drawSense draws a board, a board state and a Field, whose lists may be
// shorter or longer than the board.
func drawSense(t *rapid.T) (*zone.Map, zone.State, *xeno.Field) {
	m := zonetest.Map().Draw(t, "map")
	n := m.Len()
	return m, zonetest.State(m).Draw(t, "state"), &xeno.Field{
		Noise:     rapid.SliceOfN(rapid.IntRange(0, 3), 0, n+2).Draw(t, "noise"),
		Survivors: rapid.SliceOfN(rapid.IntRange(0, 2), 0, n+2).Draw(t, "survivors"),
		Sight:     los.Viewer{Searchlight: rapid.Bool().Draw(t, "light")},
	}
}
