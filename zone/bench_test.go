package zone_test

import (
	"testing"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// benchBoard is a 10x6 board of 60 one-cell zones (zonetest.Grid).
func benchBoard() string { return zonetest.Grid(10, 6, nil) }

func benchState(m *zone.Map) zone.State {
	s := m.Initial()
	s = m.PlaceMold(s, m.MustLookup("c4"), zone.ActiveMold)
	return m.PlaceMold(s, m.MustLookup("e7"), zone.InactiveMold)
}

func TestBenchBoard(t *testing.T) {
	m, err := zone.Parse(benchBoard())
	if err != nil {
		t.Fatal(err)
	}
	if m.Len() != 60 {
		t.Errorf("bench board has %d zones, want 60", m.Len())
	}
	r := m.Routes(benchState(m), zone.XenoMover)
	if d, ok := r.Distance(m.MustLookup("a0"), m.MustLookup("f9")); !ok || d < 10 {
		t.Errorf("Distance(a0, f9) = %d, %v; want a long route", d, ok)
	}
	if got := r.AppendFirstSteps(nil, m.MustLookup("a0"), m.MustLookup("f9")); len(got) == 0 {
		t.Error("no first step from a0 to f9")
	}
}

func BenchmarkParse(b *testing.B) {
	text := benchBoard()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := zone.Parse(text); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRoutes(b *testing.B) {
	m := zone.MustParse(benchBoard())
	s := benchState(m)
	b.ReportAllocs()
	for b.Loop() {
		m.Routes(s, zone.XenoMover)
	}
}

// BenchmarkRoutesTo asks for the routes to one zone as the Xenos do, on a
// board state the Map's cache holds ("cached") and on states it has just
// dropped ("new": nine Mold placements in turn, one more than it keeps).
func BenchmarkRoutesTo(b *testing.B) {
	m := zone.MustParse(benchBoard())
	s := benchState(m)
	to := m.MustLookup("f9")
	b.Run("cached", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			m.RoutesTo(s, zone.XenoMover, to)
		}
	})
	var states []zone.State
	for z := range 9 {
		states = append(states, m.PlaceMold(s, zone.ID(z), zone.InactiveMold))
	}
	b.Run("new", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			m.RoutesTo(states[i%len(states)], zone.XenoMover, to)
		}
	})
}

func BenchmarkAppendFirstSteps(b *testing.B) {
	m := zone.MustParse(benchBoard())
	r := m.Routes(benchState(m), zone.XenoMover)
	from, to := m.MustLookup("a0"), m.MustLookup("f9")
	buf := make([]zone.Step, 0, 8)
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendFirstSteps(buf[:0], from, to)
	}
}

func BenchmarkCanStep(b *testing.B) {
	m := zone.MustParse(benchBoard())
	s := benchState(m)
	from, to := m.MustLookup("b3"), m.MustLookup("c3")
	b.ReportAllocs()
	for b.Loop() {
		m.CanStep(s, from, to, zone.Mover{})
	}
}

func BenchmarkAppendSteps(b *testing.B) {
	m := zone.MustParse(benchBoard())
	s := benchState(m)
	from := m.MustLookup("d5")
	buf := make([]zone.Step, 0, 8)
	b.ReportAllocs()
	for b.Loop() {
		buf = m.AppendSteps(buf[:0], s, from, zone.XenoMover)
	}
}

func TestQueriesDoNotAllocate(t *testing.T) {
	m := zone.MustParse(benchBoard())
	s := benchState(m)
	r := m.Routes(s, zone.XenoMover)
	buf := make([]zone.Step, 0, 8)
	a, z := m.MustLookup("a0"), m.MustLookup("f9")
	checks := map[string]func(){
		"CanStep":          func() { m.CanStep(s, a, m.MustLookup("a1"), zone.Mover{}) },
		"AppendSteps":      func() { buf = m.AppendSteps(buf[:0], s, a, zone.XenoMover) },
		"Distance":         func() { r.Distance(a, z) },
		"AppendFirstSteps": func() { buf = r.AppendFirstSteps(buf[:0], a, z) },
	}
	for name, f := range checks {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s allocates %v times per call, want 0", name, n)
		}
	}
}

// lineCrossings returns every crossing of every straight line of m.
func lineCrossings(m *zone.Map) []zone.Crossing {
	var cs []zone.Crossing
	for z := range m.Len() {
		for i := range m.NumLines(zone.ID(z)) {
			l := m.Line(zone.ID(z), i)
			for k := range l.Len() {
				cs = append(cs, l.At(k))
			}
		}
	}
	return cs
}

func BenchmarkTransparent(b *testing.B) {
	m := zone.MustParse(benchBoard())
	s := benchState(m)
	cs := lineCrossings(m)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		m.Transparent(s, cs[i%len(cs)])
	}
}

// BenchmarkSpecial asks the hot queries on a board with barbed wire, a
// ladder, rails and a revolving gate (seed 004, §16).
func BenchmarkSpecial(b *testing.B) {
	m := zone.MustParse(zonetest.SpecialTiles)
	s := m.Initial()
	k1, k3, k6, k2 := m.MustLookup("k1"), m.MustLookup("k3"), m.MustLookup("k6"), m.MustLookup("k2")
	buf := make([]zone.Step, 0, 8)
	b.Run("CanStep", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			m.CanStep(s, k3, k1, zone.XenoMover)
		}
	})
	b.Run("AppendSteps", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			buf = m.AppendSteps(buf[:0], s, k3, zone.Mover{})
		}
	})
	b.Run("RoutesTo", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			m.RoutesTo(s, zone.XenoMover, k2)
		}
	})
	r := m.RoutesTo(s, zone.XenoMover, k2)
	b.Run("AppendFirstSteps", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			buf = r.AppendFirstSteps(buf[:0], k6, k2)
		}
	})
}
