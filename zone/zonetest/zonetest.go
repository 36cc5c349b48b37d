// Package zonetest provides random valid boards and board states of package
// zone, for property tests of code built on it: los, mold, xeno and your own
// rules or missions. Draw a map with [Map], then states of it with [State]:
//
//	rapid.Check(t, func(t *rapid.T) {
//		m := zonetest.Map().Draw(t, "map")
//		s := zonetest.State(m).Draw(t, "state")
//		// ... check a property of m and s
//	})
//
// The maps are drawn in the text form of package zone and built with
// [zone.Parse], so they follow every rule Parse checks. They are at most
// [MaxSide] cells on a side and cover multi-cell zones, void cells, rooms,
// corridors and exterior zones, airlocks, markings, walls, openings, doors
// of every colour and state, dark zones, Spawn and Objective tokens, machines
// and initial Mold. When a property fails, rapid prints the drawn text, which
// [zone.Parse] reads back.
package zonetest

import (
	"strings"

	"github.com/invaderengine/invader/zone"
	"pgregory.net/rapid"
)

// MaxSide is the largest width and height, in cells, of the maps drawn here.
const MaxSide = 8

// Map returns a generator of random valid maps. It fails the test if the
// text it draws does not parse, which would be a bug in this package or in
// [zone.Parse].
func Map() *rapid.Generator[*zone.Map] { return parsed(Text()) }

// parsed returns a generator of the maps of the texts texts draws.
func parsed(texts *rapid.Generator[string]) *rapid.Generator[*zone.Map] {
	return rapid.Custom(func(t *rapid.T) *zone.Map {
		text := texts.Draw(t, "text")
		m, err := zone.Parse(text)
		if err != nil {
			t.Fatalf("zonetest: drew a map that does not parse: %v\n%s", err, text)
		}
		return m
	})
}

// Text returns a generator of the text form of random valid maps, the same
// maps [Map] builds. The text is not always canonical: it sometimes leaves
// the board's edge blank, draws walls with the other wall symbol, aligns
// one-letter labels right, shuffles the legend and adds comments or CRLF line
// ends, as people do when they draw maps by hand. [zone.Map.Format] gives
// the canonical form.
func Text() *rapid.Generator[string] { return texts(false) }

// texts returns a generator of the text of boards drawn with or without
// the special zones and boundaries of seed 004, §16.
func texts(special bool) *rapid.Generator[string] {
	return rapid.Custom(func(t *rapid.T) string {
		b := drawBoard(t, special)
		return b.render(t)
	})
}

// State returns a generator of random states of m that a game could reach:
// doors opened, closed or destroyed (never brought back once destroyed or
// removed), locks changed, Objective tokens taken, Spawn Zones switched on
// or off, Mold placed with [zone.Map.PlaceMold] on zones that are not
// exterior, barbed wire torn and revolving gates turned (seed 004, §16).
// Every state it draws satisfies m.Fits; some are m.Initial().
func State(m *zone.Map) *rapid.Generator[zone.State] {
	return rapid.Custom(func(t *rapid.T) zone.State {
		s := m.Initial()
		// Shrinks to the initial State; always draws, as rapid requires.
		if rapid.IntRange(0, 4).Draw(t, "changed") == 0 {
			return s
		}
		for d := range m.NumDoors() {
			id := zone.DoorID(d)
			if s.Door(id) != zone.Destroyed {
				switch rapid.IntRange(0, 3).Draw(t, "door") {
				case 1:
					s = s.WithDoor(id, zone.Open)
				case 2:
					s = s.WithDoor(id, zone.Closed)
				case 3:
					s = s.WithDoor(id, zone.Destroyed)
				}
			}
			if oneIn(t, 4, "toggle lock") {
				s = s.WithLocked(id, !s.Locked(id))
			}
		}
		for i := range len(m.Objectives()) {
			if oneIn(t, 4, "take objective") {
				s = s.WithoutObjective(i)
			}
		}
		for i := range len(m.Spawns()) {
			if oneIn(t, 4, "toggle spawn") {
				s = s.WithSpawnActive(i, !s.SpawnActive(i))
			}
		}
		for z := range m.Len() {
			id := zone.ID(z)
			if m.Zone(id).Kind == zone.Exterior || !oneIn(t, 5, "mold") {
				continue
			}
			mold := zone.ActiveMold
			if rapid.Bool().Draw(t, "inactive") {
				mold = zone.InactiveMold
			}
			s = m.PlaceMold(s, id, mold)
		}
		for w := 1; w <= m.NumWires(); w++ {
			if oneIn(t, 3, "tear wire") {
				s = s.WithTorn(zone.WireID(w))
			}
		}
		for g := range m.NumGates() {
			if rapid.Bool().Draw(t, "turn gate") {
				s = s.TurnGate(zone.GateID(g))
			}
		}
		return s
	})
}

// oneIn draws true about once in n times; it shrinks to false.
func oneIn(t *rapid.T, n int, label string) bool {
	return rapid.IntRange(1, n).Draw(t, label) == n
}

const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// Boundaries between the cells of two zones, before they are written.
type bound uint8

const (
	none bound = iota // same zone, or void
	wall
	marking
	opening
	door
	// The boundaries of seed 004, §16, drawn only by SpecialMap.
	wire
	tornWire
	ladder
	rail
	gateA
	gateB
)

type zoneDraw struct {
	kind    zone.Kind
	label   string
	words   []string // legend words after the kind
	airlock bool
	mold    bool
	// special is the zone's special feature word of seed 004, §16 ("" for
	// none), and switches the gates (zone indices) switched from here.
	special  string
	switches []int
}

type board struct {
	special     bool // draw the special zones and boundaries of seed 004, §16
	w, h        int
	cells       []int // zone index per cell, -1 for void
	zones       []zoneDraw
	east, south []bound
	eastDoors   []byte // door symbol of each east boundary that is a door
	southDoors  []byte // and of each south one
}

func (b *board) at(x, y int) int {
	if x < 0 || y < 0 || x >= b.w || y >= b.h {
		return -1
	}
	return b.cells[y*b.w+x]
}

func drawBoard(t *rapid.T, special bool) *board {
	b := &board{special: special, w: rapid.IntRange(1, MaxSide).Draw(t, "width"), h: rapid.IntRange(1, MaxSide).Draw(t, "height")}
	n := b.w * b.h
	b.cells = make([]int, n)
	b.drawVoid(t)
	b.drawZones(t)
	b.drawKinds(t)
	b.east, b.south = make([]bound, n), make([]bound, n)
	b.eastDoors, b.southDoors = make([]byte, n), make([]byte, n)
	b.drawBoundaries(t)
	b.fixAirlocks(t)
	b.drawLabels(t)
	return b
}

// drawVoid marks some cells void (-1), keeping a cell in every row (a row of
// void would be a blank line, which ends the grid) and in the last column
// (or the text would be narrower).
func (b *board) drawVoid(t *rapid.T) {
	holes := oneIn(t, 3, "void cells")
	for i := range b.cells {
		if holes && oneIn(t, 4, "void") {
			b.cells[i] = -1
		}
	}
	for y := range b.h {
		full := false
		for x := range b.w {
			full = full || b.cells[y*b.w+x] != -1
		}
		if !full {
			b.cells[y*b.w+b.w-1] = 0
		}
	}
	last := false
	for y := range b.h {
		last = last || b.cells[y*b.w+b.w-1] != -1
	}
	if !last {
		b.cells[b.w-1] = 0
	}
}

// drawZones groups the cells into zones: each cell joins the zone of its
// west or north neighbour or starts a new one, so every zone is in one piece.
func (b *board) drawZones(t *rapid.T) {
	for y := range b.h {
		for x := range b.w {
			i := y*b.w + x
			if b.cells[i] == -1 {
				continue
			}
			west, north := b.at(x-1, y), b.at(x, y-1)
			// 0 new zone (the rulebook's one-cell zones), 1 join west,
			// 2 join north, 3 and 4 new zone.
			choice := rapid.IntRange(0, 4).Draw(t, "new, join west or north")
			if choice == 2 || west == -1 {
				west, north = north, west
			}
			switch {
			case (choice == 1 || choice == 2) && west != -1:
				b.cells[i] = west
			case (choice == 1 || choice == 2) && north != -1:
				b.cells[i] = north
			default:
				b.cells[i] = len(b.zones)
				b.zones = append(b.zones, zoneDraw{})
			}
		}
	}
}

// drawKinds draws each zone's kind, features, tokens and Mold.
func (b *board) drawKinds(t *rapid.T) {
	outside := rapid.Bool().Draw(t, "has exterior")
	kinds := []zone.Kind{zone.Room, zone.Corridor, zone.Exterior}
	if !outside {
		kinds = kinds[:2]
	}
	for i := range b.zones {
		b.zones[i].kind = rapid.SampledFrom(kinds).Draw(t, "kind")
	}
	if b.special {
		b.drawSpecial(t)
	}
	for i := range b.zones {
		z := &b.zones[i]
		if z.kind == zone.Room {
			z.airlock = z.special != "watchtower" && b.touchesExterior(i) && rapid.Bool().Draw(t, "airlock")
			if z.airlock {
				z.words = append(z.words, "airlock")
			}
			if oneIn(t, 6, "security") {
				z.words = append(z.words, "security")
			}
			if oneIn(t, 6, "oxygen") {
				z.words = append(z.words, "oxygen")
			}
		}
		for _, f := range []string{"dark", "start", "exit"} {
			if oneIn(t, 7, f) {
				z.words = append(z.words, f)
			}
		}
		if !noSpawn[z.special] && oneIn(t, 4, "spawns") {
			for range rapid.IntRange(1, 2).Draw(t, "spawn count") {
				z.words = append(z.words, rapid.SampledFrom(spawnWords).Draw(t, "spawn"))
			}
		}
		objectives := oneIn(t, 4, "objectives")
		if objectives {
			for range rapid.IntRange(1, 2).Draw(t, "objective count") {
				z.words = append(z.words, rapid.SampledFrom(objectiveWords).Draw(t, "objective"))
			}
		}
		for _, mc := range []string{"bot", "sentry"} {
			if oneIn(t, 10, mc) {
				z.words = append(z.words, mc)
			}
		}
		// p.20: Mold never spreads outside, and it removes Objective and
		// door tokens, so a map cannot start with both.
		if z.kind != zone.Exterior && !objectives && oneIn(t, 5, "mold") {
			z.mold = true
			z.words = append(z.words, rapid.SampledFrom(moldWords).Draw(t, "mold face"))
		}
	}
}

var (
	spawnWords = []string{
		"spawn", "spawn=red", "spawn=red:active", "spawn=red:dormant",
		"spawn=green", "spawn=green:active", "spawn=purple", "spawn=purple:dormant",
	}
	objectiveWords = []string{
		"objective", "objective=red", "objective=blue", "objective=green",
		"objective=purple", "objective=white",
	}
	moldWords   = []string{"mold=active", "mold=inactive", "mold"}
	doorSymbols = []byte("DdxGgPp")
)

func (b *board) touchesExterior(z int) bool {
	for y := range b.h {
		for x := range b.w {
			if b.at(x, y) != z {
				continue
			}
			for _, n := range [4]int{b.at(x+1, y), b.at(x-1, y), b.at(x, y+1), b.at(x, y-1)} {
				if n != -1 && b.zones[n].kind == zone.Exterior && b.zones[n].special != "watchtower" {
					return true
				}
			}
		}
	}
	return false
}

// allowed lists the boundaries the rules allow between zones a and b
// (p.11, p.13, p.35), simplest first.
func (b *board) allowed(a, c int) []bound {
	if b.special {
		return b.allowedSpecial(a, c)
	}
	za, zc := &b.zones[a], &b.zones[c]
	noDoor := za.mold || zc.mold // p.20: Mold removes doors
	ext := func(z *zoneDraw) bool { return z.kind == zone.Exterior }
	switch {
	case ext(za) && ext(zc):
		return []bound{wall, marking, opening}
	case ext(za) != ext(zc):
		in := za
		if ext(in) {
			in = zc
		}
		switch {
		case !in.airlock:
			return []bound{wall}
		case noDoor:
			return []bound{wall, opening}
		}
		return []bound{wall, opening, door}
	}
	list := []bound{wall}
	if za.kind == zone.Corridor && zc.kind == zone.Corridor {
		list = append(list, marking)
	}
	list = append(list, opening)
	if !noDoor {
		list = append(list, door)
	}
	return list
}

func (b *board) drawBoundaries(t *rapid.T) {
	for i := range b.cells {
		x, y := i%b.w, i/b.w
		a := b.cells[i]
		if a == -1 {
			continue
		}
		if c := b.at(x+1, y); c != -1 && c != a {
			b.east[i], b.eastDoors[i] = b.drawBound(t, a, c)
		}
		if c := b.at(x, y+1); c != -1 && c != a {
			b.south[i], b.southDoors[i] = b.drawBound(t, a, c)
		}
	}
}

func (b *board) drawBound(t *rapid.T, a, c int) (bound, byte) {
	list := b.allowed(a, c)
	k := list[rapid.IntRange(0, len(list)-1).Draw(t, "boundary")]
	if k != door {
		return k, boundSymbols[k]
	}
	return door, rapid.SampledFrom(doorSymbols).Draw(t, "door symbol")
}

// fixAirlocks gives each airlock that has none an opening or door to an
// exterior zone (p.35), on one of its walls toward the exterior.
func (b *board) fixAirlocks(t *rapid.T) {
	type spot struct {
		south bool
		i     int
	}
	for z := range b.zones {
		if !b.zones[z].airlock {
			continue
		}
		var walls []spot
		exit := false
		for i, a := range b.cells {
			x, y := i%b.w, i/b.w
			for _, sp := range []struct {
				south bool
				c     int
			}{{false, b.at(x+1, y)}, {true, b.at(x, y+1)}} {
				if a == -1 || sp.c == -1 || (a != z) == (sp.c != z) {
					continue
				}
				other := a
				if a == z {
					other = sp.c
				}
				if b.zones[other].kind != zone.Exterior || b.zones[other].special == "watchtower" {
					continue
				}
				k := b.east[i]
				if sp.south {
					k = b.south[i]
				}
				if k != wall {
					exit = true
				}
				walls = append(walls, spot{sp.south, i})
			}
		}
		if exit || len(walls) == 0 {
			continue
		}
		w := walls[rapid.IntRange(0, len(walls)-1).Draw(t, "airlock exit")]
		k, sym := opening, byte(0)
		if !b.zones[z].mold && rapid.Bool().Draw(t, "airlock door") {
			k, sym = door, rapid.SampledFrom(doorSymbols).Draw(t, "door symbol")
		}
		if w.south {
			b.south[w.i], b.southDoors[w.i] = k, sym
		} else {
			b.east[w.i], b.eastDoors[w.i] = k, sym
		}
	}
}

// drawLabels names the zones: single characters, kind-based names like the
// package's examples (r1, c2, e3), or two-character codes.
func (b *board) drawLabels(t *rapid.T) {
	style := rapid.IntRange(0, 2).Draw(t, "label style")
	for i := range b.zones {
		z := &b.zones[i]
		switch {
		case style == 0 && i < len(alphabet):
			z.label = alphabet[i : i+1]
		case style == 1 && i < len(alphabet):
			z.label = string("?rce"[z.kind]) + alphabet[i:i+1]
		default:
			z.label = "z" + alphabet[i%len(alphabet):i%len(alphabet)+1]
			if i >= len(alphabet) {
				z.label = "Z" + alphabet[i-len(alphabet):i-len(alphabet)+1]
			}
		}
	}
}

// render writes the board as text, sometimes in a hand-drawn style.
func (b *board) render(t *rapid.T) string {
	sloppy := oneIn(t, 3, "hand-drawn")
	maybe := func(label string) bool { return sloppy && rapid.Bool().Draw(t, label) }
	blankEdges := maybe("blank board edges")
	var lines []string
	if maybe("comment on top") {
		lines = append(lines, "# drawn by zonetest", "")
	}
	wallSym := func(vertical bool) string {
		if vertical {
			if maybe("vertical wall as -") {
				return "-"
			}
			return "|"
		}
		if maybe("horizontal wall with |") {
			return rapid.SampledFrom([]string{"||", "-|", "|-"}).Draw(t, "wall")
		}
		return "--"
	}
	// sym writes the boundary between cells p and q (either may be off the
	// board or void), whose boundary kind is k with door symbol d.
	sym := func(p, q int, k bound, d byte, vertical bool) string {
		n := 1
		if !vertical {
			n = 2
		}
		switch {
		case p == q:
			return strings.Repeat(" ", n)
		case p == -1 || q == -1:
			if blankEdges && rapid.Bool().Draw(t, "blank edge") {
				return strings.Repeat(" ", n)
			}
			return wallSym(vertical)
		}
		switch k {
		case marking:
			return strings.Repeat(".", n)
		case opening:
			return strings.Repeat("o", n)
		case door, wire, tornWire, ladder, rail, gateA, gateB:
			return strings.Repeat(string(d), n)
		}
		return wallSym(vertical)
	}
	for y := 0; y <= b.h; y++ {
		var row strings.Builder
		for x := 0; x <= b.w; x++ {
			if b.at(x-1, y-1) != -1 || b.at(x, y-1) != -1 || b.at(x-1, y) != -1 || b.at(x, y) != -1 {
				row.WriteByte('+')
			} else {
				row.WriteByte(' ')
			}
			if x < b.w {
				k, d := none, byte(0)
				if y > 0 {
					k, d = b.south[(y-1)*b.w+x], b.southDoors[(y-1)*b.w+x]
				}
				row.WriteString(sym(b.at(x, y-1), b.at(x, y), k, d, false))
			}
		}
		lines = append(lines, strings.TrimRight(row.String(), " "))
		if y == b.h {
			break
		}
		row.Reset()
		for x := 0; x <= b.w; x++ {
			k, d := none, byte(0)
			if x > 0 {
				k, d = b.east[y*b.w+x-1], b.eastDoors[y*b.w+x-1]
			}
			row.WriteString(sym(b.at(x-1, y), b.at(x, y), k, d, true))
			if x < b.w {
				label := "  "
				if z := b.at(x, y); z != -1 {
					label = b.zones[z].label
					if len(label) == 1 && maybe("label right") {
						label = " " + label
					}
					label = (label + " ")[:2]
				}
				row.WriteString(label)
			}
		}
		lines = append(lines, strings.TrimRight(row.String(), " "))
	}
	lines = append(lines, "")
	order := make([]int, len(b.zones))
	for i := range order {
		order[i] = i
	}
	if maybe("shuffle legend") {
		order = rapid.Permutation(order).Draw(t, "legend order")
	}
	for _, i := range order {
		z := &b.zones[i]
		words := append([]string{z.kind.String()}, z.words...)
		for _, g := range z.switches {
			words = append(words, "switch="+b.zones[g].label)
		}
		if len(words) > 1 && maybe("shuffle words") {
			words = rapid.Permutation(words).Draw(t, "word order")
		}
		if maybe("legend comment") {
			lines = append(lines, "# zone "+z.label)
		}
		lines = append(lines, z.label+": "+strings.Join(words, " "))
	}
	eol := "\n"
	if maybe("CRLF") {
		eol = "\r\n"
	}
	return strings.Join(lines, eol) + eol
}
