package zone

import (
	"fmt"
	"slices"
	"strings"
)

// spec is a map as written, before validation: both the text and the JSON
// forms decode into one, and build turns it into a Map or says what is wrong
// and where.
type spec struct {
	w, h   int
	ox, oy int // cells cropped off the west and north edges

	labels      []string   // per cell, row-major; "" is void
	east, south []edgeSpec // per cell: its boundary with the cell east/south
	legend      []zoneSpec
}

type edgeSpec struct {
	b     Boundary // 0: none (same zone, void or board edge)
	color Color    // doors
	state DoorState
	torn  bool // barbed wire
}

type zoneSpec struct {
	name       string
	kind       Kind
	features   Feature
	spawns     []Spawn // Zone is filled in by build
	objectives []Color
	machines   []Machine
	mold       Mold
	gate       GatePosition // a gate's initial position; 0 for PositionA
	switches   []string     // the labels of the gates switched here
}

// A locator says where in a spec something is wrong; each decoder turns it
// into a position of its own (line:column for text).
type locator struct {
	kind locKind
	cell Cell   // locCell, locEast, locSouth
	name string // locLegend
}

type locKind uint8

const (
	locMap locKind = iota
	locCell
	locEast  // the boundary east of cell
	locSouth // the boundary south of cell
	locLegend
)

type buildError struct {
	at  locator
	msg string
}

func (e *buildError) Error() string { return e.msg }

func errAt(at locator, format string, args ...any) *buildError {
	return &buildError{at, fmt.Sprintf(format, args...)}
}

// Limits on what a map may hold, so that bad input cannot exhaust memory.
const (
	maxSide  = 256
	maxZones = 4096
)

// build crops the grid and builds the Map, or says what is wrong where:
// an error's cell is in the grid as given, before cropping.
func (sp *spec) build() (*Map, *buildError) {
	m, err := sp.buildCropped()
	if err != nil {
		err.at.cell.X += sp.ox
		err.at.cell.Y += sp.oy
	}
	return m, err
}

func (sp *spec) buildCropped() (*Map, *buildError) {
	sp.crop()
	if sp.w < 1 || sp.h < 1 || sp.w > maxSide || sp.h > maxSide {
		return nil, errAt(locator{}, "the grid is %dx%d cells; want 1 to %d on each side", sp.w, sp.h, maxSide)
	}
	m := &Map{w: sp.w, h: sp.h, cells: make([]ID, sp.w*sp.h), byName: map[string]ID{}}
	steps := []func(*spec) *buildError{
		m.numberZones, m.readLegend, m.readGates, m.checkContiguous, m.readEdges,
		m.checkFeatures, m.checkAirlocks, m.checkMold,
	}
	for _, step := range steps {
		if err := step(sp); err != nil {
			return nil, err
		}
	}
	m.buildLinks()
	m.buildLines()
	m.buildBuildings()
	return m, nil
}

// crop trims rows and columns of void cells off the edges of the grid, so
// that a Map always fills its grid to the edges and formats back to itself.
// What lay beyond a void edge row could only be board edge or walls.
func (sp *spec) crop() {
	x0, y0, x1, y1 := sp.w, sp.h, -1, -1
	for i, l := range sp.labels {
		if l != "" {
			x, y := i%sp.w, i/sp.w
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
	}
	if x1 < 0 || (x0 == 0 && y0 == 0 && x1 == sp.w-1 && y1 == sp.h-1) {
		return
	}
	w, h := x1-x0+1, y1-y0+1
	labels, east, south := make([]string, w*h), make([]edgeSpec, w*h), make([]edgeSpec, w*h)
	for y := range h {
		for x := range w {
			from := (y+y0)*sp.w + x + x0
			labels[y*w+x], east[y*w+x], south[y*w+x] = sp.labels[from], sp.east[from], sp.south[from]
		}
	}
	sp.w, sp.h, sp.ox, sp.oy, sp.labels, sp.east, sp.south = w, h, sp.ox+x0, sp.oy+y0, labels, east, south
}

func (m *Map) numberZones(sp *spec) *buildError {
	for i, label := range sp.labels {
		if label == "" {
			m.cells[i] = None
			continue
		}
		id, ok := m.byName[label]
		if !ok {
			if len(m.zones) == maxZones {
				return errAt(locator{locCell, Cell{i % sp.w, i / sp.w}, ""}, "more than %d zones", maxZones)
			}
			id = ID(len(m.zones))
			m.byName[label] = id
			m.zones = append(m.zones, zoneInfo{name: label})
		}
		m.cells[i] = id
		m.zones[id].cells = append(m.zones[id].cells, Cell{i % sp.w, i / sp.w})
	}
	if len(m.zones) == 0 {
		return errAt(locator{}, "the map has no zones")
	}
	return nil
}

func (m *Map) readLegend(sp *spec) *buildError {
	described := make([]bool, len(m.zones))
	byZone := make([]*zoneSpec, len(m.zones))
	for i := range sp.legend {
		zs := &sp.legend[i]
		at := locator{kind: locLegend, name: zs.name}
		id, ok := m.byName[zs.name]
		switch {
		case !ok:
			return errAt(at, "zone %q is not on the map", zs.name)
		case described[id]:
			return errAt(at, "zone %q is described twice", zs.name)
		case zs.kind < Room || zs.kind > Exterior:
			return errAt(at, "zone %q has no kind: want room, corridor or exterior", zs.name)
		}
		described[id] = true
		byZone[id] = zs
	}
	m.mold = make([]Mold, len(m.zones))
	for id, zs := range byZone {
		if zs == nil {
			z := &m.zones[id]
			return errAt(locator{locCell, z.cells[0], ""}, "zone %q is not described: add a line %q", z.name, z.name+": room")
		}
		m.addZone(ID(id), zs)
	}
	return nil
}

func (m *Map) addZone(id ID, zs *zoneSpec) {
	z := &m.zones[id]
	z.kind, z.features = zs.kind, zs.features
	m.mold[id] = zs.mold
	for _, s := range zs.spawns {
		s.Zone = id
		m.spawns = append(m.spawns, s)
	}
	for _, c := range zs.objectives {
		m.objectives = append(m.objectives, Objective{Zone: id, Color: c})
	}
	for _, mc := range zs.machines {
		m.machines = append(m.machines, Placement{Machine: mc, Zone: id})
	}
}

// checkContiguous reports a zone whose cells do not form one orthogonally
// connected piece.
func (m *Map) checkContiguous(*spec) *buildError {
	seen := make([]bool, len(m.cells))
	for id := range m.zones {
		z := &m.zones[id]
		stack := []Cell{z.cells[0]}
		seen[z.cells[0].Y*m.w+z.cells[0].X] = true
		reached := 0
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			reached++
			for _, d := range directions {
				n := Cell{c.X + d.X, c.Y + d.Y}
				if m.At(n) == ID(id) && !seen[n.Y*m.w+n.X] {
					seen[n.Y*m.w+n.X] = true
					stack = append(stack, n)
				}
			}
		}
		if reached != len(z.cells) {
			for _, c := range z.cells {
				if !seen[c.Y*m.w+c.X] {
					return errAt(locator{locCell, c, ""}, "zone %q is in pieces: this cell is cut off from %v", z.name, z.cells[0])
				}
			}
		}
	}
	return nil
}

// readEdges checks every boundary against the zones on either side (p.13,
// p.35) and numbers the doors in reading order.
func (m *Map) readEdges(sp *spec) *buildError {
	m.east = make([]edge, len(m.cells))
	m.south = make([]edge, len(m.cells))
	for y := range m.h {
		for x := range m.w {
			c := Cell{x, y}
			for _, dir := range [2]locKind{locEast, locSouth} {
				if err := m.readEdge(sp, c, dir); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func (m *Map) readEdge(sp *spec, c Cell, dir locKind) *buildError {
	i := c.Y*m.w + c.X
	es, n, dst := sp.east[i], Cell{c.X + 1, c.Y}, &m.east[i]
	if dir == locSouth {
		es, n, dst = sp.south[i], Cell{c.X, c.Y + 1}, &m.south[i]
	}
	at := locator{kind: dir, cell: c}
	a, b := m.At(c), m.At(n)
	switch {
	case a == None || b == None:
		if es.b != 0 && es.b != Wall {
			return errAt(at, "%s on the board's edge", an(es.b))
		}
		return nil
	case a == b:
		if es.b != 0 {
			return errAt(at, "%s inside zone %q: a zone has no inner boundaries", an(es.b), m.zones[a].name)
		}
		return nil
	case es.b == 0:
		return errAt(at, "zones %q and %q meet with no boundary: draw a wall, marking, opening or door", m.zones[a].name, m.zones[b].name)
	}
	if msg := m.edgeFits(es, a, b); msg != "" {
		return errAt(at, "%s", msg)
	}
	*dst = edge{b: es.b, door: NoDoor, wire: NoWire}
	if es.b == Wire {
		*dst = edge{b: Wire, door: NoDoor, wire: WireID(len(m.wires) + 1)}
		m.wires = append(m.wires, WireInfo{ID: WireID(len(m.wires) + 1), Cells: [2]Cell{c, n}, Zones: [2]ID{a, b}, Torn: es.torn})
	}
	if es.b == Door {
		*dst = edge{b: Door, door: DoorID(len(m.doors)), wire: NoWire}
		m.doors = append(m.doors, DoorInfo{
			ID: DoorID(len(m.doors)), Cells: [2]Cell{c, n}, Zones: [2]ID{a, b},
			Color: es.color, Initial: es.state,
		})
	}
	return nil
}

// edgeFits says what is wrong with boundary es between zones a and b, if
// anything.
func (m *Map) edgeFits(es edgeSpec, a, b ID) string {
	za, zb := &m.zones[a], &m.zones[b]
	pair := fmt.Sprintf("%q (%v) and %q (%v)", za.name, za.kind, zb.name, zb.kind)
	if (za.kind == Exterior) != (zb.kind == Exterior) {
		in := za
		if in.kind == Exterior {
			in = zb
		}
		// seed 004, §16: an extra zone may be placed anywhere, outside too.
		if es.b != Wall && es.b != Rail && !(in.features&(Airlock|Extra) != 0 && (es.b == Opening || es.b == Door)) {
			return fmt.Sprintf("%s between %s: the base meets the exterior only through an airlock's opening or door (p.35)", an(es.b), pair)
		}
	}
	if msg := specialEdgeFits(es.b, za, zb, pair); msg != "" {
		return msg
	}
	switch es.b {
	case Marking:
		if za.kind != zb.kind || za.kind == Room {
			return fmt.Sprintf("a marking between %s: floor markings only separate corridors, or exterior zones (p.11)", pair)
		}
	case Door:
		if za.kind == Exterior && zb.kind == Exterior {
			return fmt.Sprintf("a door between %s: there are no doors outside", pair)
		}
		if es.color != Neutral && es.color != Green && es.color != Purple {
			return fmt.Sprintf("a %v door: doors are neutral, green or purple", es.color)
		}
		if es.state == Destroyed && es.color != Neutral {
			return "a destroyed coloured door: a destroyed door has no colour left"
		}
		if es.state < Closed || es.state > Destroyed {
			return fmt.Sprintf("a door that is %v: want closed, open or destroyed", es.state)
		}
	}
	return ""
}

// specialEdgeFits says what is wrong with a boundary b of seed 004, §16,
// or with any boundary of a watchtower, between zones za and zb.
func specialEdgeFits(b Boundary, za, zb *zoneInfo, pair string) string {
	towers := za.features.Has(Watchtower) || zb.features.Has(Watchtower)
	gates := boolInt(za.features.Has(RevolvingGate)) + boolInt(zb.features.Has(RevolvingGate))
	switch {
	case (b == Ladder || b == Rail) && !towers:
		return fmt.Sprintf("%s between %s: ladders and rails only bound a watchtower (seed 004, §16)", an(b), pair)
	case towers && b != Ladder && b != Rail:
		return fmt.Sprintf("%s between %s: a watchtower is bounded by ladders and rails only (seed 004, §16)", an(b), pair)
	case (b == GateA || b == GateB) && gates != 1:
		return fmt.Sprintf("a gate passage between %s: a passage bounds the zone of exactly one revolving gate (seed 004, §16)", pair)
	}
	return ""
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (m *Map) checkFeatures(sp *spec) *buildError {
	for _, zs := range sp.legend {
		at := locator{kind: locLegend, name: zs.name}
		if zs.kind != Room && zs.features&roomOnly != 0 {
			return errAt(at, "%s %q cannot be %v: only rooms can (pp.34-35; seed 004, §16)", zs.kind, zs.name, zs.features&roomOnly)
		}
		if zs.kind != Corridor && zs.features&corridorOnly != 0 {
			return errAt(at, "%s %q cannot be %v: only corridors can (seed 004, §16)", zs.kind, zs.name, zs.features&corridorOnly)
		}
		if sf := zs.features & Special; sf&(sf-1) != 0 {
			return errAt(at, "zone %q is %v: a zone is at most one special zone (seed 004, §16)", zs.name, sf)
		}
		if len(zs.spawns) > 0 && zs.features&NoSpawn != 0 {
			return errAt(at, "a spawn zone in %q (%v): no Xenos spawn there (seed 004, §16)", zs.name, zs.features&NoSpawn)
		}
		for _, s := range zs.spawns {
			if s.Color != Red && s.Color != Green && s.Color != Purple {
				return errAt(at, "a %v spawn zone: spawn zones are red, green or purple", s.Color)
			}
		}
		for _, c := range zs.objectives {
			if c == Neutral || c >= numColors {
				return errAt(at, "an objective of colour %v", c)
			}
		}
		for _, mc := range zs.machines {
			if mc != Bot && mc != Sentry {
				return errAt(at, "an unknown machine %v", mc)
			}
		}
	}
	return nil
}

// readGates numbers the revolving gates in the order of their zones and
// finds each one's switch (seed 004, §16).
func (m *Map) readGates(sp *spec) *buildError {
	byZone := make([]*zoneSpec, len(m.zones))
	for i := range sp.legend {
		byZone[m.byName[sp.legend[i].name]] = &sp.legend[i]
	}
	for id, zs := range byZone {
		if !zs.features.Has(RevolvingGate) {
			continue
		}
		if m.gateOf == nil {
			m.gateOf = make([]GateID, len(m.zones))
			for i := range m.gateOf {
				m.gateOf[i] = NoGate
			}
		}
		g := GateID(len(m.gates))
		m.gateOf[id] = g
		m.gates = append(m.gates, GateInfo{ID: g, Zone: ID(id), Switch: None, Initial: max(zs.gate, PositionA)})
	}
	for id, zs := range byZone {
		for _, label := range zs.switches {
			if err := m.addSwitch(ID(id), label, zs.name); err != nil {
				return err
			}
		}
	}
	for _, g := range m.gates {
		if g.Switch == None {
			name := m.zones[g.Zone].name
			return errAt(locator{kind: locLegend, name: name}, "revolving gate %q has no switch: add switch=%s to the zone that holds it (seed 004, §16)", name, name)
		}
	}
	return nil
}

// addSwitch records that zone z (named name) holds the switch of the gate
// labelled label.
func (m *Map) addSwitch(z ID, label, name string) *buildError {
	at := locator{kind: locLegend, name: name}
	gz, ok := m.byName[label]
	if !ok {
		return errAt(at, "switch=%s: zone %q is not on the map", label, label)
	}
	g, ok := m.GateOf(gz)
	switch {
	case !ok:
		return errAt(at, "switch=%s: zone %q is not a revolving gate (add the word gate to it)", label, label)
	case m.gates[g].Switch != None:
		return errAt(at, "switch=%s: revolving gate %q has two switches, in %q and %q", label, label, m.zones[m.gates[g].Switch].name, name)
	}
	m.gates[g].Switch = z
	return nil
}

// checkAirlocks reports an airlock with no way out to the exterior.
func (m *Map) checkAirlocks(sp *spec) *buildError {
	for _, zs := range sp.legend {
		id := m.byName[zs.name]
		if !zs.features.Has(Airlock) || m.leadsOutside(id) {
			continue
		}
		return errAt(locator{kind: locLegend, name: zs.name}, "airlock %q has no opening or door to an exterior zone (p.35)", zs.name)
	}
	return nil
}

func (m *Map) leadsOutside(id ID) bool {
	for _, c := range m.zones[id].cells {
		for _, d := range directions {
			n := Cell{c.X + d.X, c.Y + d.Y}
			if to := m.At(n); to != None && m.zones[to].kind == Exterior && m.edgeAt(c, n).b != Wall {
				return true
			}
		}
	}
	return false
}

// checkMold reports Mold where it cannot be at the start: outside, or with
// tokens it would have removed (p.20).
func (m *Map) checkMold(sp *spec) *buildError {
	for _, zs := range sp.legend {
		if zs.mold == NoMold {
			continue
		}
		at := locator{kind: locLegend, name: zs.name}
		id := m.byName[zs.name]
		switch {
		case zs.mold > InactiveMold:
			return errAt(at, "zone %q has an unknown mold %v", zs.name, zs.mold)
		case zs.kind == Exterior:
			return errAt(at, "exterior zone %q has mold: mold never spreads outside (p.20)", zs.name)
		case len(zs.objectives) > 0:
			return errAt(at, "zone %q has mold and an objective: mold removes objectives (p.20)", zs.name)
		}
		for _, d := range m.doors {
			if d.Zones[0] == id || d.Zones[1] == id {
				return errAt(at, "zone %q has mold and a door at %v: mold removes doors (p.20)", zs.name, d.Cells[0])
			}
		}
	}
	return nil
}

// buildLinks groups the cell edges between zones into links, one per pair
// of touching zones, for movement and paths.
func (m *Map) buildLinks() {
	type half struct {
		from, to ID
		seg      int32
	}
	var halves []half
	for y := range m.h {
		for x := range m.w {
			c := Cell{x, y}
			for _, n := range [2]Cell{{x + 1, y}, {x, y + 1}} {
				a, b := m.At(c), m.At(n)
				if a == None || b == None || a == b {
					continue
				}
				e := m.edgeAt(c, n)
				si := int32(len(m.segs))
				m.segs = append(m.segs, segment{a: a, b: b, kind: e.b, tok: uint16(NoDoor)})
				switch e.b {
				case Door:
					m.segs[si].tok = uint16(e.door)
				case Wire:
					m.segs[si].tok = uint16(e.wire)
				case GateA, GateB:
					m.segs[si].tok = uint16(m.passageGate(a, b))
				}
				halves = append(halves, half{a, b, si}, half{b, a, si})
			}
		}
	}
	slices.SortStableFunc(halves, func(p, q half) int {
		if p.from != q.from {
			return int(p.from) - int(q.from)
		}
		return int(p.to) - int(q.to)
	})
	m.linkStart = make([]int32, len(m.zones)+1)
	for i, h := range halves {
		m.linkSegs = append(m.linkSegs, h.seg)
		if i == 0 || h.from != halves[i-1].from || h.to != halves[i-1].to {
			m.links = append(m.links, link{to: h.to, first: int32(i)})
		}
		m.links[len(m.links)-1].size++
		m.linkStart[h.from+1] = int32(len(m.links))
	}
	for z := 1; z <= len(m.zones); z++ {
		m.linkStart[z] = max(m.linkStart[z], m.linkStart[z-1])
	}
}

// an returns the name of v with its indefinite article.
func an(v fmt.Stringer) string {
	s := v.String()
	if s != "" && strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}
