package zone

import (
	"strings"
)

// String returns the map in its canonical text form; see [Map.Format].
func (m *Map) String() string { return m.Format() }

// Format returns the map in the canonical text form described in the
// package comment: Parse(m.Format()) builds an equal map, and Format of a
// parsed canonical text gives the text back unchanged.
func (m *Map) Format() string {
	if m == nil {
		return ""
	}
	var b strings.Builder
	for y := 0; y <= m.h; y++ {
		m.boundaryRow(&b, y)
		if y < m.h {
			m.cellRow(&b, y)
		}
	}
	b.WriteByte('\n')
	for id := range m.zones {
		m.legendLine(&b, ID(id))
	}
	return b.String()
}

func (m *Map) boundaryRow(b *strings.Builder, y int) {
	var row []byte
	for x := 0; x <= m.w; x++ {
		corner := byte(' ')
		for _, c := range [4]Cell{{x - 1, y - 1}, {x, y - 1}, {x - 1, y}, {x, y}} {
			if m.At(c) != None {
				corner = '+'
			}
		}
		row = append(row, corner)
		if x < m.w {
			s := m.symbol(Cell{x, y - 1}, Cell{x, y}, '-')
			row = append(row, s, s)
		}
	}
	writeLine(b, row)
}

func (m *Map) cellRow(b *strings.Builder, y int) {
	var row []byte
	for x := 0; x <= m.w; x++ {
		row = append(row, m.symbol(Cell{x - 1, y}, Cell{x, y}, '|'))
		if x < m.w {
			name := "  "
			if id := m.At(Cell{x, y}); id != None {
				name = (m.zones[id].name + " ")[:2]
			}
			row = append(row, name...)
		}
	}
	writeLine(b, row)
}

func writeLine(b *strings.Builder, row []byte) {
	b.WriteString(strings.TrimRight(string(row), " "))
	b.WriteByte('\n')
}

// symbol returns the text symbol of the boundary between cells a and b.
func (m *Map) symbol(a, b Cell, wall byte) byte {
	za, zb := m.At(a), m.At(b)
	switch {
	case za == None && zb == None, za == zb:
		return ' '
	case za == None || zb == None:
		return wall
	}
	e := m.edgeAt(a, b)
	switch e.b {
	case Marking:
		return '.'
	case Opening:
		return 'o'
	case Door:
		return doorSymbol(m.doors[e.door].Color, m.doors[e.door].Initial)
	case Wire:
		if m.wires[e.wire-1].Torn {
			return 'w'
		}
		return 'W'
	case Ladder:
		return 'H'
	case Rail:
		return ':'
	case GateA:
		return 'A'
	case GateB:
		return 'B'
	}
	return wall
}

func doorSymbol(c Color, st DoorState) byte {
	for sym, es := range symbols {
		if es.b == Door && es.color == c && es.state == st {
			return sym
		}
	}
	return 'x'
}

func (m *Map) legendLine(b *strings.Builder, id ID) {
	z := &m.zones[id]
	words := z.features.appendNames([]string{z.kind.String()})
	if g, ok := m.GateOf(id); ok && m.gates[g].Initial == PositionB {
		for i, w := range words {
			if w == "gate" {
				words[i] = "gate=b"
			}
		}
	}
	for _, s := range m.spawns {
		if s.Zone == id {
			words = append(words, spawnWord(s))
		}
	}
	for _, o := range m.objectives {
		if o.Zone == id {
			words = append(words, colorWord("objective", o.Color, Red))
		}
	}
	for _, p := range m.machines {
		if p.Zone == id {
			words = append(words, p.Machine.String())
		}
	}
	for _, g := range m.gates {
		if g.Switch == id {
			words = append(words, "switch="+m.zones[g.Zone].name)
		}
	}
	if mo := m.mold[id]; mo != NoMold {
		words = append(words, "mold="+mo.String())
	}
	b.WriteString(z.name + ": " + strings.Join(words, " ") + "\n")
}

func spawnWord(s Spawn) string {
	w := colorWord("spawn", s.Color, Red)
	if s.Active != (s.Color == Red) {
		if s.Color == Red {
			w = "spawn=red"
		}
		w += map[bool]string{true: ":active", false: ":dormant"}[s.Active]
	}
	return w
}

func colorWord(key string, c, def Color) string {
	if c == def {
		return key
	}
	return key + "=" + c.String()
}
