package los

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// TestPropTablesAgree: on random maps and random board states, Sees, Range,
// AppendVisible and AppendInRange answer exactly as the walk along every
// straight line that los did before its tables (slow_test.go), for every
// ordered pair of zones and both viewers.
func TestPropTablesAgree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := zonetest.Map().Draw(t, "map")
		states := drawStates(t, m)
		for _, s := range states {
			agree(t, m, s)
		}
	})
}

// TestPropTablesAgreeAnyMold: the same with Mold on any zone, exterior ones
// too, and doors in any state, which no game reaches but the functions
// still answer.
func TestPropTablesAgreeAnyMold(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := zonetest.Map().Draw(t, "map")
		agree(t, m, anyDoorsAndMold(t, m, m.Initial()))
	})
}

// drawStates returns the initial State of m and up to four random ones.
func drawStates(t *rapid.T, m *zone.Map) []zone.State {
	states := []zone.State{m.Initial()}
	for range rapid.IntRange(0, 4).Draw(t, "states") {
		states = append(states, zonetest.State(m).Draw(t, "state"))
	}
	return states
}

// anyDoorsAndMold returns s with every door in a random state and Mold of
// either face, or none, on any zone.
func anyDoorsAndMold(t *rapid.T, m *zone.Map, s zone.State) zone.State {
	for d := range m.NumDoors() {
		st := rapid.SampledFrom([]zone.DoorState{zone.Closed, zone.Open, zone.Destroyed, zone.Removed}).Draw(t, "door")
		s = s.WithDoor(zone.DoorID(d), st)
	}
	for z := range m.Len() {
		if mo := rapid.IntRange(0, 4).Draw(t, "mold"); mo == 1 || mo == 2 {
			s = m.PlaceMold(s, zone.ID(z), zone.Mold(mo))
		}
	}
	return s
}

// TestPropTablesAgreeSpecial: the same on maps with the special tiles of
// seed 004, §16, whose revolving gates' passages are walls to sight unless
// the gate is at their position: random gate positions, wires torn or
// not, doors in any state and Mold anywhere inside.
func TestPropTablesAgreeSpecial(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := zonetest.SpecialMap().Draw(t, "map")
		states := drawStates(t, m)
		s := m.Initial()
		for g := range m.NumGates() {
			s = s.WithGate(zone.GateID(g), rapid.SampledFrom([]zone.GatePosition{zone.PositionA, zone.PositionB}).Draw(t, "gate"))
		}
		for w := 1; w <= m.NumWires(); w++ {
			if rapid.Bool().Draw(t, "torn") {
				s = s.WithTorn(zone.WireID(w))
			}
		}
		for _, s := range append(states, anyDoorsAndMold(t, m, s)) {
			agree(t, m, s)
		}
	})
}

func agree(t *rapid.T, m *zone.Map, s zone.State) {
	for _, v := range []Viewer{{}, {Searchlight: true}} {
		for a := range m.Len() {
			from := zone.ID(a)
			for b := range m.Len() {
				to := zone.ID(b)
				if got, want := Sees(m, s, from, to, v), seesWalk(m, s, from, to, v); got != want {
					t.Fatalf("Sees(%s→%s, %+v) = %v; the walk says %v on\n%s\nstate %+v", m.Zone(from).Name, m.Zone(to).Name, v, got, want, m, s)
				}
				r, ok := Range(m, s, from, to, v)
				wr, wok := rangeWalk(m, s, from, to, v)
				if r != wr || ok != wok {
					t.Fatalf("Range(%s→%s, %+v) = %d, %v; the walk says %d, %v on\n%s\nstate %+v", m.Zone(from).Name, m.Zone(to).Name, v, r, ok, wr, wok, m, s)
				}
			}
			if got, want := AppendVisible(nil, m, s, from, v), appendVisibleWalk(nil, m, s, from, v); !slices.Equal(got, want) {
				t.Fatalf("AppendVisible(%s, %+v) = %v; the walk says %v on\n%s\nstate %+v", m.Zone(from).Name, v, got, want, m, s)
			}
			for _, lh := range [][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 3}, {2, 5}, {0, 99}} {
				got := AppendInRange(nil, m, s, from, lh[0], lh[1], v)
				want := appendInRangeWalk(nil, m, s, from, lh[0], lh[1], v)
				if !slices.Equal(got, want) {
					t.Fatalf("AppendInRange(%s, %d-%d, %+v) = %v; the walk says %v on\n%s\nstate %+v", m.Zone(from).Name, lh[0], lh[1], v, got, want, m, s)
				}
			}
		}
	}
}

// TestPropWalkOnLargeMaps: on a map with more zones than a table may hold,
// every function walks the lines, and answers the same.
func TestPropWalkOnLargeMaps(t *testing.T) {
	defer func(n int) { maxTableZones = n }(maxTableZones)
	maxTableZones = 0
	rapid.Check(t, func(t *rapid.T) {
		m := zonetest.Map().Draw(t, "map")
		if tb := tableOf(m); tb.n != 0 {
			t.Fatalf("a table of %d zones on a map of %d, over maxTableZones", tb.n, m.Len())
		}
		agree(t, m, zonetest.State(m).Draw(t, "state"))
	})
}
