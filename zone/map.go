package zone

import (
	"slices"
	"unsafe"
)

// A Map is the static board of a mission: a grid of cells grouped into zones,
// the boundaries between them and the tokens printed or placed on it at the
// start. Build one with [Parse] or [Map.UnmarshalJSON]; the zero Map is an
// empty board with no zones. Its queries about a zone, door or token the
// Map does not have return a zero answer and never panic. A nil *Map is an
// empty map too: every method answers as for the zero Map, but
// [Map.Format] and String return "", [Map.MarshalJSON] returns null (as
// encoding/json writes a nil pointer) and [Map.UnmarshalJSON] returns an
// error.
//
// A Map is never modified after it is built, so one Map is shared by every
// game [State] of a mission and is safe for concurrent use. Everything that
// changes during a game lives in a [State].
type Map struct {
	w, h  int
	cells []ID // w*h, row-major; None for void

	// Boundaries: east[y*w+x] separates (x,y) from (x+1,y); south[y*w+x]
	// separates (x,y) from (x,y+1). The zero edge is "same zone or void".
	east, south []edge

	zones      []zoneInfo
	doors      []DoorInfo
	wires      []WireInfo
	gates      []GateInfo
	gateOf     []GateID // per zone, when the map has gates: its gate, or NoGate
	spawns     []Spawn
	objectives []Objective
	machines   []Placement
	mold       []Mold // initial Mold per zone

	byName map[string]ID
	bldg   buildings // the buildings of rooms (building.go)

	// Derived at build time for fast queries.
	segs      []segment // every cell boundary between two different zones
	links     []link    // zone adjacency, grouped per zone by linkStart
	linkStart []int32   // len n+1
	linkSegs  []int32   // segment indices of each link
	rays      []span    // straight lines of each zone, grouped by rayStart
	rayStart  []int32   // len n+1
	rayCross  []Crossing
	aligned   []uint64 // n*words bitset: zone b lies on a straight line from zone a
	words     int

	memo   unsafe.Pointer // *memoEntry: the tables of Memos, built on demand
	graphs unsafe.Pointer // *graphList: the step graphs of Routes (graph.go)
}

type edge struct {
	b    Boundary // 0: none
	door DoorID   // valid when b == Door
	wire WireID   // valid when b == Wire
}

type zoneInfo struct {
	name     string
	kind     Kind
	features Feature
	cells    []Cell
}

// segment is one cell edge between two zones, oriented from zone a to zone b.
type segment struct {
	a, b ID
	kind Boundary
	tok  uint16 // the DoorID of a Door, WireID of a Wire, GateID of a passage; else NoDoor
}

type link struct {
	to          ID
	first, size int32 // into linkSegs
}

type span struct{ first, size int32 }

// A Zone describes one zone of a [Map].
type Zone struct {
	ID       ID
	Name     string // the zone's label in the text form
	Kind     Kind
	Features Feature
}

// Has reports whether the zone has every feature of f.
func (z Zone) Has(f Feature) bool { return z.Features.Has(f) }

// A DoorInfo describes a door token as printed on the map.
type DoorInfo struct {
	ID      DoorID
	Cells   [2]Cell // the two cells it separates, west/north one first
	Zones   [2]ID   // the zones of those cells
	Color   Color   // Neutral, Green or Purple
	Initial DoorState
}

// A WireInfo describes a barbed wire as printed on the map (seed 004,
// §16): one cell edge that blocks Survivors and Xenos, never sight, until
// it is torn ([State.Torn]). Xenos plan their routes as if it were not there
// ([Mover].ThroughWire) but stop at it; an Abomination tears it and goes on.
type WireInfo struct {
	ID    WireID
	Cells [2]Cell // the two cells it separates, west/north one first
	Zones [2]ID   // the zones of those cells
	Torn  bool    // torn at the start (a torn-wire token printed on the map)
}

// A GateInfo describes a revolving gate (seed 004, §16): a zone with the
// [RevolvingGate] feature, whose [GateA] and [GateB] passages open and close as its
// token turns ([State.Gate]), and the zone holding its switch, where one
// Action turns it.
type GateInfo struct {
	ID      GateID
	Zone    ID // the gate's zone
	Switch  ID // the zone of its switch (it may be Zone itself)
	Initial GatePosition
}

// A Spawn is a Spawn Zone token (p.28).
type Spawn struct {
	Zone   ID
	Color  Color // Red, Green or Purple
	Active bool  // spawns from the first Xenos' Phase; coloured ones wait for the mission
}

// An Objective is an Objective token (p.24).
type Objective struct {
	Zone  ID
	Color Color
}

// A Placement is the starting zone of a machine miniature (p.25).
type Placement struct {
	Machine Machine
	Zone    ID
}

// Len returns the number of zones.
func (m *Map) Len() int {
	if m == nil {
		return 0
	}
	return len(m.zones)
}

// Size returns the width and height of the grid in cells.
func (m *Map) Size() (w, h int) {
	if m == nil {
		return 0, 0
	}
	return m.w, m.h
}

// Zone returns the zone with the given ID; the zero Zone for a zone the
// map does not have.
func (m *Map) Zone(id ID) Zone {
	if m == nil || int(id) >= len(m.zones) {
		return Zone{}
	}
	z := &m.zones[id]
	return Zone{ID: id, Name: z.name, Kind: z.kind, Features: z.features}
}

// Lookup returns the zone with the given name.
func (m *Map) Lookup(name string) (ID, bool) {
	if m == nil {
		return 0, false
	}
	id, ok := m.byName[name]
	return id, ok
}

// MustLookup is like [Map.Lookup] but panics if there is no such zone.
// It is meant for tests and examples with hard-coded names.
func (m *Map) MustLookup(name string) ID {
	id, ok := m.Lookup(name)
	if !ok {
		panic("zone: no zone named " + name)
	}
	return id
}

// Cells returns the cells of a zone in reading order. The slice is a copy;
// nil for a zone the map does not have.
func (m *Map) Cells(id ID) []Cell {
	if m == nil || int(id) >= len(m.zones) {
		return nil
	}
	return slices.Clone(m.zones[id].cells)
}

// At returns the zone of a cell, or None for void and cells off the grid.
func (m *Map) At(c Cell) ID {
	if m == nil || c.X < 0 || c.Y < 0 || c.X >= m.w || c.Y >= m.h {
		return None
	}
	return m.cells[c.Y*m.w+c.X]
}

// WireBetween returns the barbed wire between two orthogonally adjacent
// cells, and false when their boundary is not barbed wire.
func (m *Map) WireBetween(a, b Cell) (WireID, bool) {
	if m == nil {
		return NoWire, false
	}
	if e := m.edgeAt(a, b); e.b == Wire {
		return e.wire, true
	}
	return NoWire, false
}

// Between returns the boundary between two orthogonally adjacent cells, and
// the door when it is a door. It returns 0 when the cells are of the same
// zone, not adjacent, or when either is void: the board's edge. For barbed
// wire see [Map.WireBetween]; the gate of a [GateA] or [GateB] passage is
// that of the gate zone it bounds ([Map.GateOf]).
func (m *Map) Between(a, b Cell) (Boundary, DoorID) {
	if m == nil {
		return 0, NoDoor
	}
	e := m.edgeAt(a, b)
	if e.b != Door {
		return e.b, NoDoor
	}
	return e.b, e.door
}

func (m *Map) edgeAt(a, b Cell) edge {
	if b.X < a.X || b.Y < a.Y {
		a, b = b, a
	}
	if m.At(a) == None || m.At(b) == None {
		return edge{}
	}
	switch {
	case b.X == a.X+1 && b.Y == a.Y:
		return m.east[a.Y*m.w+a.X]
	case b.Y == a.Y+1 && b.X == a.X:
		return m.south[a.Y*m.w+a.X]
	}
	return edge{}
}

// NumDoors returns the number of door tokens: their IDs are 0 to
// NumDoors()-1.
func (m *Map) NumDoors() int {
	if m == nil {
		return 0
	}
	return len(m.doors)
}

// Door describes a door token; the zero DoorInfo for a door the map does
// not have.
func (m *Map) Door(d DoorID) DoorInfo {
	if m == nil || int(d) >= len(m.doors) {
		return DoorInfo{}
	}
	return m.doors[d]
}

// NumWires returns the number of barbed wires: their IDs are 1 to
// NumWires().
func (m *Map) NumWires() int {
	if m == nil {
		return 0
	}
	return len(m.wires)
}

// Wire describes a barbed wire, 1 <= w <= NumWires(); the zero WireInfo for
// a wire the map does not have (NoWire among them).
func (m *Map) Wire(w WireID) WireInfo {
	if m == nil || w == NoWire || int(w) > len(m.wires) {
		return WireInfo{}
	}
	return m.wires[w-1]
}

// NumGates returns the number of revolving gates: their IDs are 0 to
// NumGates()-1.
func (m *Map) NumGates() int {
	if m == nil {
		return 0
	}
	return len(m.gates)
}

// Gate describes a revolving gate; the zero GateInfo for a gate the map
// does not have.
func (m *Map) Gate(g GateID) GateInfo {
	if m == nil || int(g) >= len(m.gates) {
		return GateInfo{}
	}
	return m.gates[g]
}

// GateOf returns the revolving gate whose zone is z, and false when z is
// not a gate's zone (or a zone the map does not have).
func (m *Map) GateOf(z ID) (GateID, bool) {
	if m == nil || int(z) >= len(m.gateOf) || m.gateOf[z] == NoGate {
		return NoGate, false
	}
	return m.gateOf[z], true
}

// AppendSwitches appends to dst the revolving gates whose switch is in zone
// z, in ascending order, and returns the extended slice: the gates a
// Survivor there may turn with one Action (seed 004, §16).
func (m *Map) AppendSwitches(dst []GateID, z ID) []GateID {
	if m == nil {
		return dst
	}
	for _, g := range m.gates {
		if g.Switch == z {
			dst = append(dst, g.ID)
		}
	}
	return dst
}

// Searchable reports whether the features of zone z allow a Search there:
// false for cells, safe zones, watchtowers, revolving gates and prison or
// mall corridors, which are never Searched whatever the Survivor's skills
// (seed 004, §16; [Unsearchable]). It checks nothing else: the rules that
// only rooms are Searched (p.22), that Mold takes the supply away (p.20)
// and who may Search a Security Room (p.34) are the game's. It is false for
// a zone the map does not have.
func (m *Map) Searchable(z ID) bool {
	return m != nil && int(z) < len(m.zones) && m.zones[z].features&Unsearchable == 0
}

// Spawnable reports whether Xenos may spawn in zone z, by a Spawn Zone or
// by any other rule: false for safe zones, revolving gates and watchtowers
// (seed 004, §16; [NoSpawn]), and for a zone the map does not have.
func (m *Map) Spawnable(z ID) bool {
	return m != nil && int(z) < len(m.zones) && m.zones[z].features&NoSpawn == 0
}

// Spawns returns the Spawn Zone tokens in reading order. The slice is a copy.
func (m *Map) Spawns() []Spawn {
	if m == nil {
		return nil
	}
	return slices.Clone(m.spawns)
}

// Objectives returns the Objective tokens in reading order. The slice is a copy.
func (m *Map) Objectives() []Objective {
	if m == nil {
		return nil
	}
	return slices.Clone(m.objectives)
}

// Machines returns the machines' starting zones. The slice is a copy.
func (m *Map) Machines() []Placement {
	if m == nil {
		return nil
	}
	return slices.Clone(m.machines)
}

// IsOutside reports whether a crossing joins the base to the exterior:
// only Airlocks do so, and no sight ever passes there (p.11, p.35). It is
// false for a crossing from or to a zone the map does not have.
func (m *Map) IsOutside(c Crossing) bool {
	if m == nil {
		return false
	}
	return (m.kind(c.From) == Exterior) != (m.kind(c.To) == Exterior)
}

// kind returns the printed kind of zone z, or 0 if m has no zone z.
func (m *Map) kind(z ID) Kind {
	if int(z) >= len(m.zones) {
		return 0
	}
	return m.zones[z].kind
}
