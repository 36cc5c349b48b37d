package zone

import "strings"

// A Line is a straight line of cells that leaves a zone parallel to the
// board's edges (p.12), given as the crossings it meets in order: each time
// it passes from one zone into another. A Line starts at a cell of its zone
// and runs to the board's edge, a void cell or the boundary between the base
// and the exterior, whichever comes first; walls and doors are on it too,
// since Mold and open doors can let sight through them.
//
// The lines of a zone are its cells' lines in the four directions, without
// duplicates. A Line is a read-only view into its [Map].
type Line struct{ c []Crossing }

// Len returns the number of crossings on the line.
func (l Line) Len() int { return len(l.c) }

// At returns the i-th crossing of the line, from the zone outward; the
// zero Crossing for i out of range, 0 <= i < Len().
func (l Line) At(i int) Crossing {
	if uint(i) >= uint(len(l.c)) {
		return Crossing{}
	}
	return l.c[i]
}

// NumLines returns the number of distinct straight lines leaving zone z;
// 0 for a zone the map does not have.
func (m *Map) NumLines(z ID) int {
	if m == nil || int(z) >= len(m.rayStart)-1 {
		return 0
	}
	return int(m.rayStart[z+1] - m.rayStart[z])
}

// Line returns the i-th straight line leaving zone z, 0 <= i < NumLines(z);
// the empty Line for i out of range or a zone the map does not have.
func (m *Map) Line(z ID, i int) Line {
	if uint(i) >= uint(m.NumLines(z)) {
		return Line{}
	}
	sp := m.rays[int(m.rayStart[z])+i]
	return Line{m.rayCross[sp.first : sp.first+sp.size : sp.first+sp.size]}
}

// Aligned reports whether some straight line from a reaches b: whether b
// could be seen from a under some door states and Mold. A zone is aligned
// with itself. It is a fast precheck for sight. It is false for zones the
// map does not have.
func (m *Map) Aligned(a, b ID) bool {
	if m == nil || int(max(a, b)) >= len(m.zones) {
		return false
	}
	return m.aligned[int(a)*m.words+int(b)/64]&(1<<(b%64)) != 0
}

var directions = [4]Cell{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

// buildLines computes every zone's distinct straight lines.
func (m *Map) buildLines() {
	n := len(m.zones)
	m.rayStart = make([]int32, n+1)
	m.words = (n + 63) / 64
	m.aligned = make([]uint64, n*m.words)
	var line []Crossing
	for z := range m.zones {
		seen := map[string]bool{}
		m.setAligned(ID(z), ID(z))
		for _, c := range m.zones[z].cells {
			for _, d := range directions {
				line = m.walk(line[:0], c, d)
				key := lineKey(line)
				if seen[key] {
					continue
				}
				seen[key] = true
				first := int32(len(m.rayCross))
				m.rayCross = append(m.rayCross, line...)
				m.rays = append(m.rays, span{first, int32(len(line))})
				for _, x := range line {
					m.setAligned(ID(z), x.To)
				}
			}
		}
		m.rayStart[z+1] = int32(len(m.rays))
	}
}

func (m *Map) setAligned(a, b ID) { m.aligned[int(a)*m.words+int(b)/64] |= 1 << (b % 64) }

func (m *Map) walk(line []Crossing, c, d Cell) []Crossing {
	for {
		next := Cell{c.X + d.X, c.Y + d.Y}
		from, to := m.At(c), m.At(next)
		if to == None {
			return line
		}
		if to != from {
			e := m.edgeAt(c, next)
			x := Crossing{From: from, To: to, Boundary: e.b, Door: NoDoor, Wire: NoWire}
			switch e.b {
			case Door:
				x.Door = e.door
			case Wire:
				x.Wire = e.wire
			}
			if m.IsOutside(x) {
				return line
			}
			line = append(line, x)
		}
		c = next
	}
}

func lineKey(line []Crossing) string {
	var b strings.Builder
	b.Grow(7 * len(line))
	for _, x := range line {
		b.WriteByte(byte(x.To))
		b.WriteByte(byte(x.To >> 8))
		b.WriteByte(byte(x.Boundary))
		b.WriteByte(byte(x.Door))
		b.WriteByte(byte(x.Door >> 8))
		b.WriteByte(byte(x.Wire))
		b.WriteByte(byte(x.Wire >> 8))
	}
	return b.String()
}
