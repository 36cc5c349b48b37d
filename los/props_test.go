package los_test

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// drawBoard draws a random map, a random reachable state of it and a viewer.
func drawBoard(t *rapid.T) (*zone.Map, zone.State, los.Viewer) {
	m := zonetest.Map().Draw(t, "map")
	s := m.Initial()
	if statesVary(m) {
		s = zonetest.State(m).Draw(t, "state")
	}
	v := los.Viewer{Searchlight: rapid.Bool().Draw(t, "searchlight")}
	return m, s, v
}

// statesVary reports whether m has anything a State can change. On a map
// with none, zonetest.State draws nothing, which rapid rejects ("group did
// not use any data from bitstream").
func statesVary(m *zone.Map) bool {
	if m.NumDoors() > 0 || len(m.Objectives()) > 0 || len(m.Spawns()) > 0 {
		return true
	}
	for z := range m.Len() {
		if m.Zone(zone.ID(z)).Kind != zone.Exterior {
			return true
		}
	}
	return false
}

func hasDark(m *zone.Map) bool {
	for z := range m.Len() {
		if m.Zone(zone.ID(z)).Has(zone.Dark) {
			return true
		}
	}
	return false
}

func name(m *zone.Map, z zone.ID) string { return m.Zone(z).Name }

// TestPropSeesItself: a zone is always in sight of itself at Range 0
// (p.16), dark or not, with or without a Searchlight.
func TestPropSeesItself(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s, v := drawBoard(t)
		for z := range m.Len() {
			id := zone.ID(z)
			if r, ok := los.Range(m, s, id, id, v); r != 0 || !ok {
				t.Fatalf("p.16: Range(%s→itself, %+v) = %d, %v; want 0, true on\n%s", name(m, id), v, r, ok, m)
			}
			if !los.Sees(m, s, id, id, v) {
				t.Fatalf("p.16: Sees(%s→itself, %+v) = false on\n%s", name(m, id), v, m)
			}
		}
	})
}

// TestPropSymmetric: lines of sight go both ways (p.11, "whether two Actors
// see each other"), at the same Range, unless darkness hides one end: so
// always with a Searchlight, and without one on maps with no Dark Zones.
func TestPropSymmetric(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s, _ := drawBoard(t)
		viewers := []los.Viewer{{Searchlight: true}}
		if !hasDark(m) {
			viewers = append(viewers, los.Viewer{})
		}
		for _, v := range viewers {
			for a := range m.Len() {
				for b := range m.Len() {
					za, zb := zone.ID(a), zone.ID(b)
					rab, okab := los.Range(m, s, za, zb, v)
					rba, okba := los.Range(m, s, zb, za, v)
					if okab != okba || (okab && rab != rba) {
						t.Fatalf("p.11: Range(%s→%s, %+v) = %d, %v but Range(%s→%s) = %d, %v on\n%s",
							name(m, za), name(m, zb), v, rab, okab, name(m, zb), name(m, za), rba, okba, m)
					}
				}
			}
		}
	})
}

// TestPropSearchlight: a Searchlight never takes sight away, and changes
// nothing on a map without Dark Zones (p.11).
func TestPropSearchlight(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s, _ := drawBoard(t)
		dark := hasDark(m)
		for a := range m.Len() {
			for b := range m.Len() {
				za, zb := zone.ID(a), zone.ID(b)
				r0, ok0 := los.Range(m, s, za, zb, los.Viewer{})
				r1, ok1 := los.Range(m, s, za, zb, los.Viewer{Searchlight: true})
				if ok0 && (!ok1 || r1 > r0) {
					t.Fatalf("p.11: Range(%s→%s) = %d without a Searchlight, %d, %v with one on\n%s", name(m, za), name(m, zb), r0, r1, ok1, m)
				}
				if !dark && (ok0 != ok1 || r0 != r1) {
					t.Fatalf("p.11: no Dark Zones, yet Range(%s→%s) = %d, %v without a Searchlight and %d, %v with one on\n%s",
						name(m, za), name(m, zb), r0, ok0, r1, ok1, m)
				}
			}
		}
	})
}

// TestPropDoors: opening a door never takes sight away nor lengthens a
// Range, closing one never gives sight, and a destroyed door is as
// transparent as an open one (p.12, p.22, p.26).
func TestPropDoors(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s, v := drawBoard(t)
		if m.NumDoors() == 0 {
			return // nothing to open or close
		}
		d := zone.DoorID(rapid.IntRange(0, m.NumDoors()-1).Draw(t, "door"))
		closed, open, destroyed := s.WithDoor(d, zone.Closed), s.WithDoor(d, zone.Open), s.WithDoor(d, zone.Destroyed)
		for a := range m.Len() {
			for b := range m.Len() {
				za, zb := zone.ID(a), zone.ID(b)
				rc, okc := los.Range(m, closed, za, zb, v)
				ro, oko := los.Range(m, open, za, zb, v)
				rd, okd := los.Range(m, destroyed, za, zb, v)
				if okc && (!oko || ro > rc) {
					t.Fatalf("p.12: door %d closed: Range(%s→%s) = %d; opened: %d, %v on\n%s", d, name(m, za), name(m, zb), rc, ro, oko, m)
				}
				if okd != oko || rd != ro {
					t.Fatalf("p.26: door %d open: Range(%s→%s) = %d, %v; destroyed: %d, %v on\n%s", d, name(m, za), name(m, zb), ro, oko, rd, okd, m)
				}
			}
		}
	})
}

// oracle is a slow, direct reading of the rules of sight (pp.11-12, p.20,
// los/doc.go, Appendix B) on the cell grid: from every cell of zone from it
// walks in the four directions, cell by cell, and records each zone entered
// with the number of zones crossed so far. It returns the smallest Range of
// every zone in sight, the observer's own zone at 0.
func oracle(m *zone.Map, s zone.State, from zone.ID, v los.Viewer) map[zone.ID]int {
	seen := map[zone.ID]int{from: 0}
	kindNow := func(z zone.ID) zone.Kind { // p.20: Mold changes how a zone counts for sight
		switch s.Mold(z) {
		case zone.ActiveMold:
			return zone.Room
		case zone.InactiveMold:
			return zone.Corridor
		}
		return m.Zone(z).Kind
	}
	for _, start := range m.Cells(from) {
		for _, d := range []zone.Cell{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0}} {
			crossed := 0
			for c := start; ; {
				next := zone.Cell{X: c.X + d.X, Y: c.Y + d.Y}
				here, there := m.At(c), m.At(next)
				if there == zone.None {
					break // the board's edge, or void (p.12)
				}
				c = next
				if there == here {
					continue
				}
				crossed++
				// p.11: no sight ever between the base and the exterior.
				if (m.Zone(here).Kind == zone.Exterior) != (m.Zone(there).Kind == zone.Exterior) {
					break
				}
				// p.20: a Mold zone's walls count as openings, and its door
				// tokens are gone (walls toward the exterior were handled above).
				molded := s.Mold(here) != zone.NoMold || s.Mold(there) != zone.NoMold
				b, door := m.Between(zone.Cell{X: c.X - d.X, Y: c.Y - d.Y}, c)
				var clear bool
				switch b {
				case zone.Marking, zone.Opening:
					clear = true
				case zone.Wall:
					clear = molded
				case zone.Door:
					clear = molded || s.Door(door) != zone.Closed
				default:
					panic("no boundary between two zones")
				}
				if !clear {
					break // p.12: walls and closed doors
				}
				if m.Zone(there).Has(zone.Dark) && !v.Searchlight {
					break // p.11: Dark Zones are neither seen nor seen through
				}
				if r, ok := seen[there]; !ok || crossed < r {
					seen[there] = crossed
				}
				if kindNow(there) == zone.Room {
					break // p.12: one zone into a room, no further
				}
			}
		}
	}
	return seen
}

// TestPropOracle: Sees and Range agree with the oracle on random boards.
func TestPropOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s, v := drawBoard(t)
		for a := range m.Len() {
			from := zone.ID(a)
			want := oracle(m, s, from, v)
			for b := range m.Len() {
				to := zone.ID(b)
				wr, wok := want[to]
				gr, gok := los.Range(m, s, from, to, v)
				if gok != wok || (wok && gr != wr) {
					t.Fatalf("Range(%s→%s, %+v) = %d, %v; the oracle says %d, %v on\n%s",
						name(m, from), name(m, to), v, gr, gok, wr, wok, m)
				}
				if got := los.Sees(m, s, from, to, v); got != wok {
					t.Fatalf("Sees(%s→%s, %+v) = %v; the oracle says %v on\n%s", name(m, from), name(m, to), v, got, wok, m)
				}
			}
		}
	})
}

// TestPropAppendVisible: AppendVisible keeps dst, appends zones in strictly
// ascending order, and lists exactly the zones Sees accepts, at their Range;
// AppendInRange is its filter by Range.
func TestPropAppendVisible(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s, v := drawBoard(t)
		from := zone.ID(rapid.IntRange(0, m.Len()-1).Draw(t, "from"))
		prefix := []los.Sight{{Zone: zone.None, Range: -7}}
		got := los.AppendVisible(slices.Clone(prefix), m, s, from, v)
		if !slices.Equal(got[:1], prefix) {
			t.Fatalf("AppendVisible changed dst's contents: %v", got[:1])
		}
		got = got[1:]
		if !slices.IsSortedFunc(got, func(a, b los.Sight) int { return int(a.Zone) - int(b.Zone) }) {
			t.Fatalf("AppendVisible(%s) = %v, not sorted on\n%s", name(m, from), got, m)
		}
		for i := 1; i < len(got); i++ {
			if got[i].Zone == got[i-1].Zone {
				t.Fatalf("AppendVisible(%s) = %v lists %s twice on\n%s", name(m, from), got, name(m, got[i].Zone), m)
			}
		}
		var fromRange []los.Sight
		for b := range m.Len() {
			if r, ok := los.Range(m, s, from, zone.ID(b), v); ok {
				fromRange = append(fromRange, los.Sight{Zone: zone.ID(b), Range: r})
			}
		}
		if !slices.Equal(got, fromRange) {
			t.Fatalf("AppendVisible(%s, %+v) = %v; Range gives %v on\n%s", name(m, from), v, got, fromRange, m)
		}
		lo := rapid.IntRange(0, 4).Draw(t, "lo")
		hi := rapid.IntRange(lo, 8).Draw(t, "hi")
		var wantIn []zone.ID
		for _, sg := range got {
			if lo <= sg.Range && sg.Range <= hi {
				wantIn = append(wantIn, sg.Zone)
			}
		}
		gotIn := los.AppendInRange([]zone.ID{zone.None}, m, s, from, lo, hi, v)
		if gotIn[0] != zone.None || !slices.Equal(gotIn[1:], wantIn) {
			t.Fatalf("AppendInRange(%s, %d-%d, %+v) = %v; want [None] + %v on\n%s", name(m, from), lo, hi, v, gotIn, wantIn, m)
		}
	})
}

// TestPropPure: the functions leave the State as it was (los/doc.go).
func TestPropPure(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s, v := drawBoard(t)
		keep := s
		for a := range m.Len() {
			los.AppendVisible(nil, m, s, zone.ID(a), v)
			los.AppendInRange(nil, m, s, zone.ID(a), 0, 5, v)
		}
		if !s.Equal(keep) || !m.Fits(s) {
			t.Fatalf("the State changed")
		}
	})
}
