package los

import "github.com/invaderengine/invader/zone"

// The functions of this file are the algorithm los had before its tables:
// they walk every straight line of a zone under the rules of p.12. They
// answer on maps too large for a table (more than maxTableZones zones), and
// are the reference the tables must agree with (TestPropTablesAgree).

func seesWalk(m *zone.Map, s zone.State, from, to zone.ID, v Viewer) bool {
	if from == to {
		return true
	}
	if !m.Aligned(from, to) {
		return false
	}
	for i := range m.NumLines(from) {
		w := walker{m: m, s: s, v: v, l: m.Line(from, i)}
		for z := range w.sights() {
			if z == to {
				return true
			}
		}
	}
	return false
}

func rangeWalk(m *zone.Map, s zone.State, from, to zone.ID, v Viewer) (int, bool) {
	if from == to {
		return 0, true
	}
	if !m.Aligned(from, to) {
		return 0, false
	}
	best := -1
	for i := range m.NumLines(from) {
		l := m.Line(from, i)
		w := walker{m: m, s: s, v: v, l: l}
		for z, r := range w.sights() {
			if z == to { // farther along the line, to can only be farther
				if best < 0 || r < best {
					best = r
				}
				break
			}
		}
	}
	if best < 0 {
		return 0, false
	}
	return best, true
}

func appendVisibleWalk(dst []Sight, m *zone.Map, s zone.State, from zone.ID, v Viewer) []Sight {
	start := len(dst)
	dst = append(dst, Sight{Zone: from})
	for i := range m.NumLines(from) {
		w := walker{m: m, s: s, v: v, l: m.Line(from, i)}
		for z, r := range w.sights() {
			dst = addSight(dst, start, Sight{z, r})
		}
	}
	return dst
}

// addSight inserts sg into the sorted tail dst[start:], keeping the
// smallest Range of a zone seen along several lines.
func addSight(dst []Sight, start int, sg Sight) []Sight {
	i := start
	for i < len(dst) && dst[i].Zone < sg.Zone {
		i++
	}
	if i < len(dst) && dst[i].Zone == sg.Zone {
		dst[i].Range = min(dst[i].Range, sg.Range)
		return dst
	}
	dst = append(dst, Sight{})
	copy(dst[i+1:], dst[i:])
	dst[i] = sg
	return dst
}

func appendInRangeWalk(dst []zone.ID, m *zone.Map, s zone.State, from zone.ID, lo, hi int, v Viewer) []zone.ID {
	var buf [64]Sight
	for _, sg := range appendVisibleWalk(buf[:0], m, s, from, v) {
		if lo <= sg.Range && sg.Range <= hi {
			dst = append(dst, sg.Zone)
		}
	}
	return dst
}

// walker follows one straight line and yields the zones it sees.
type walker struct {
	m *zone.Map
	s zone.State
	v Viewer
	l zone.Line
}

// sights yields each zone seen along the line with its Range (p.12):
// sight crosses markings, openings and open doors; it runs on through
// corridor and exterior zones but goes only one zone into a room, and stops
// there; walls, closed doors, the base's outer boundary and Dark Zones
// (without a Searchlight) stop it.
func (w *walker) sights() func(yield func(zone.ID, int) bool) {
	return func(yield func(zone.ID, int) bool) {
		for i := range w.l.Len() {
			c := w.l.At(i)
			if !w.m.Transparent(w.s, c) {
				return
			}
			if !w.v.Searchlight && w.m.Features(w.s, c.To).Has(zone.Dark) {
				return
			}
			if !yield(c.To, i+1) || w.m.SightKind(w.s, c.To) == zone.Room {
				return
			}
		}
	}
}
