package zone

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// The JSON form of a Map: every zone with its cells and tokens, and every
// boundary between two zones. The board's edge and the inside of zones are
// implicit.
type jsonMap struct {
	Width      int            `json:"width"`
	Height     int            `json:"height"`
	Zones      []jsonZone     `json:"zones"`
	Boundaries []jsonBoundary `json:"boundaries"`
}

type jsonZone struct {
	Name       string      `json:"name"`
	Kind       Kind        `json:"kind"`
	Cells      [][2]int    `json:"cells"`
	Features   []string    `json:"features,omitempty"`
	Spawns     []jsonSpawn `json:"spawns,omitempty"`
	Objectives []Color     `json:"objectives,omitempty"`
	Machines   []Machine   `json:"machines,omitempty"`
	Mold       Mold        `json:"mold,omitzero"`
	// A revolving gate's initial position (the zone is then a gate), and
	// the gates whose switch is here (seed 004, §16).
	Gate     GatePosition `json:"gate,omitzero"`
	Switches []string     `json:"switches,omitempty"`
}

type jsonSpawn struct {
	Color  Color `json:"color"`
	Active bool  `json:"active"`
}

type jsonBoundary struct {
	Cells [2][2]int `json:"cells"`
	Kind  Boundary  `json:"kind"`
	Color Color     `json:"color,omitzero"`
	State DoorState `json:"state,omitzero"`
	Torn  bool      `json:"torn,omitzero"` // barbed wire torn at the start
}

// MarshalJSON implements [json.Marshaler].
func (m *Map) MarshalJSON() ([]byte, error) {
	if m == nil {
		return []byte("null"), nil
	}
	jm := jsonMap{Width: m.w, Height: m.h, Zones: make([]jsonZone, len(m.zones)), Boundaries: []jsonBoundary{}}
	for id := range m.zones {
		jm.Zones[id] = m.jsonZone(ID(id))
	}
	for y := range m.h {
		for x := range m.w {
			for _, n := range [2]Cell{{x + 1, y}, {x, y + 1}} {
				if jb, ok := m.jsonBoundary(Cell{x, y}, n); ok {
					jm.Boundaries = append(jm.Boundaries, jb)
				}
			}
		}
	}
	return json.Marshal(jm)
}

func (m *Map) jsonZone(id ID) jsonZone {
	z := &m.zones[id]
	jz := jsonZone{Name: z.name, Kind: z.kind, Features: z.features.appendNames(nil), Mold: m.mold[id]}
	if g, ok := m.GateOf(id); ok {
		jz.Gate = m.gates[g].Initial
	}
	for _, g := range m.gates {
		if g.Switch == id {
			jz.Switches = append(jz.Switches, m.zones[g.Zone].name)
		}
	}
	for _, c := range z.cells {
		jz.Cells = append(jz.Cells, [2]int{c.X, c.Y})
	}
	for _, s := range m.spawns {
		if s.Zone == id {
			jz.Spawns = append(jz.Spawns, jsonSpawn{s.Color, s.Active})
		}
	}
	for _, o := range m.objectives {
		if o.Zone == id {
			jz.Objectives = append(jz.Objectives, o.Color)
		}
	}
	for _, p := range m.machines {
		if p.Zone == id {
			jz.Machines = append(jz.Machines, p.Machine)
		}
	}
	return jz
}

func (m *Map) jsonBoundary(a, b Cell) (jsonBoundary, bool) {
	za, zb := m.At(a), m.At(b)
	if za == None || zb == None || za == zb {
		return jsonBoundary{}, false
	}
	e := m.edgeAt(a, b)
	jb := jsonBoundary{Cells: [2][2]int{{a.X, a.Y}, {b.X, b.Y}}, Kind: e.b}
	switch e.b {
	case Door:
		jb.Color, jb.State = m.doors[e.door].Color, m.doors[e.door].Initial
	case Wire:
		jb.Torn = m.wires[e.wire-1].Torn
	}
	return jb, true
}

// A JSONError says what is wrong with a map's JSON form and where.
type JSONError struct {
	// Where names the part at fault: "map", a JSON path such as
	// "zones[1].cells[0]" or "boundaries[2]", or a place on the board such
	// as "cell (2,0)", "boundary (0,0)-(1,0)" or `zone "a"`.
	Where string
	Msg   string
}

func (e *JSONError) Error() string {
	if e == nil {
		return "zone: json: <nil>"
	}
	return "zone: json: " + e.Where + ": " + e.Msg
}

func jsonErr(where, format string, args ...any) *JSONError {
	return &JSONError{Where: where, Msg: fmt.Sprintf(format, args...)}
}

// UnmarshalJSON implements [json.Unmarshaler]. It checks the map as [Parse]
// does; errors are *[JSONError] values naming the zone, cell or boundary at
// fault.
func (m *Map) UnmarshalJSON(data []byte) error {
	if m == nil {
		return &JSONError{Where: "map", Msg: "UnmarshalJSON on a nil *Map"}
	}
	if len(data) > MaxJSONBytes {
		return &JSONError{Where: "map", Msg: fmt.Sprintf("%d bytes: at most %d", len(data), MaxJSONBytes)}
	}
	var jm jsonMap
	if err := json.Unmarshal(data, &jm); err != nil {
		return &JSONError{Where: "map", Msg: err.Error()}
	}
	sp, err := jm.spec()
	if err != nil {
		return err
	}
	built, berr := sp.build()
	if berr != nil {
		return &JSONError{Where: berr.at.describe(), Msg: berr.msg}
	}
	*m = *built
	return nil
}

func (at locator) describe() string {
	switch at.kind {
	case locCell:
		return "cell " + at.cell.String()
	case locEast:
		return fmt.Sprintf("boundary %v-%v", at.cell, Cell{at.cell.X + 1, at.cell.Y})
	case locSouth:
		return fmt.Sprintf("boundary %v-%v", at.cell, Cell{at.cell.X, at.cell.Y + 1})
	case locLegend:
		return fmt.Sprintf("zone %q", at.name)
	}
	return "map"
}

func (jm *jsonMap) spec() (*spec, *JSONError) {
	if jm.Width < 1 || jm.Height < 1 || jm.Width > maxSide || jm.Height > maxSide {
		return nil, jsonErr("map", "the grid is %dx%d cells; want 1 to %d on each side", jm.Width, jm.Height, maxSide)
	}
	n := jm.Width * jm.Height
	sp := &spec{w: jm.Width, h: jm.Height, labels: make([]string, n), east: make([]edgeSpec, n), south: make([]edgeSpec, n)}
	for i, jz := range jm.Zones {
		if err := sp.addJSONZone(i, jz); err != nil {
			return nil, err
		}
	}
	for i, jb := range jm.Boundaries {
		if err := sp.addJSONBoundary(i, jb); err != nil {
			return nil, err
		}
	}
	return sp, nil
}

func (sp *spec) addJSONZone(i int, jz jsonZone) *JSONError {
	if !validLabel(jz.Name) {
		return jsonErr(fmt.Sprintf("zones[%d]", i), "name %q: one or two letters or digits", jz.Name)
	}
	zs := zoneSpec{name: jz.Name, kind: jz.Kind, objectives: jz.Objectives, machines: jz.Machines, mold: jz.Mold, gate: jz.Gate}
	if jz.Gate != 0 {
		zs.features |= RevolvingGate
	}
	for _, label := range jz.Switches {
		if !validLabel(label) {
			return jsonErr(fmt.Sprintf("zones[%d]", i), "switch %q: the label of a revolving gate's zone", label)
		}
		zs.switches = append(zs.switches, label)
	}
	for _, name := range jz.Features {
		f, ok := featureByName(name)
		if !ok {
			return jsonErr(fmt.Sprintf("zones[%d]", i), "unknown feature %q", name)
		}
		zs.features |= f
	}
	for _, s := range jz.Spawns {
		zs.spawns = append(zs.spawns, Spawn{Color: s.Color, Active: s.Active})
	}
	for j, c := range jz.Cells {
		x, y := c[0], c[1]
		if x < 0 || y < 0 || x >= sp.w || y >= sp.h {
			return jsonErr(fmt.Sprintf("zones[%d].cells[%d]", i, j), "cell (%d,%d) is off the %dx%d grid", x, y, sp.w, sp.h)
		}
		if old := sp.labels[y*sp.w+x]; old != "" {
			return jsonErr(fmt.Sprintf("zones[%d].cells[%d]", i, j), "cell (%d,%d) is in zones %q and %q", x, y, old, jz.Name)
		}
		sp.labels[y*sp.w+x] = jz.Name
	}
	sp.legend = append(sp.legend, zs)
	return nil
}

func (sp *spec) addJSONBoundary(i int, jb jsonBoundary) *JSONError {
	a, b := Cell{jb.Cells[0][0], jb.Cells[0][1]}, Cell{jb.Cells[1][0], jb.Cells[1][1]}
	if b.X < a.X || b.Y < a.Y {
		a, b = b, a
	}
	if a.X < 0 || a.Y < 0 || b.X >= sp.w || b.Y >= sp.h {
		return jsonErr(fmt.Sprintf("boundaries[%d]", i), "cells %v and %v: off the grid", a, b)
	}
	es := edgeSpec{b: jb.Kind, color: jb.Color, state: jb.State, torn: jb.Torn}
	if jb.Kind < Wall || jb.Kind >= numBoundaries {
		return jsonErr(fmt.Sprintf("boundaries[%d]", i), "no kind: want one of %s", strings.Join(nonEmpty(boundaryNames[:]), ", "))
	}
	if jb.Torn && jb.Kind != Wire {
		return jsonErr(fmt.Sprintf("boundaries[%d]", i), "a torn %v: only barbed wire is torn", jb.Kind)
	}
	switch {
	case b == Cell{a.X + 1, a.Y}:
		sp.east[a.Y*sp.w+a.X] = es
	case b == Cell{a.X, a.Y + 1}:
		sp.south[a.Y*sp.w+a.X] = es
	default:
		return jsonErr(fmt.Sprintf("boundaries[%d]", i), "cells %v and %v are not orthogonally adjacent", a, b)
	}
	return nil
}

func validLabel(s string) bool {
	if s == "" || len(s) > 2 {
		return false
	}
	for i := range len(s) {
		if !isLabelByte(s[i]) {
			return false
		}
	}
	return true
}

// The JSON form of a State.
type jsonState struct {
	Doors      []jsonDoor `json:"doors"`
	Mold       []Mold     `json:"mold"`
	Objectives []bool     `json:"objectives"`
	Spawns     []bool     `json:"spawns"`
	// Only on maps with barbed wire or revolving gates (seed 004, §16).
	Torn  []bool         `json:"torn,omitempty"`
	Gates []GatePosition `json:"gates,omitempty"`
}

type jsonDoor struct {
	State  DoorState `json:"state"`
	Locked bool      `json:"locked,omitempty"`
}

// MarshalJSON implements [json.Marshaler].
func (s State) MarshalJSON() ([]byte, error) {
	b := s.b()
	js := jsonState{Doors: make([]jsonDoor, len(b.doors)), Mold: b.mold, Objectives: b.objectives, Spawns: b.spawns, Torn: b.torn}
	for _, g := range b.gates {
		js.Gates = append(js.Gates, GatePosition(g))
	}
	for i := range b.doors {
		js.Doors[i] = jsonDoor{s.Door(DoorID(i)), s.Locked(DoorID(i))}
	}
	return json.Marshal(js)
}

// UnmarshalJSON implements [json.Unmarshaler]. Use [Map.Fits] to check that
// the decoded State belongs to a given map.
func (s *State) UnmarshalJSON(data []byte) error {
	if s == nil {
		return errors.New("zone: json: state: UnmarshalJSON on a nil *State")
	}
	var js jsonState
	if err := json.Unmarshal(data, &js); err != nil {
		return fmt.Errorf("zone: json: state: %w", err)
	}
	t := &board{doors: make([]uint8, len(js.Doors)), mold: js.Mold, objectives: js.Objectives, spawns: js.Spawns}
	if len(js.Torn) > 0 || len(js.Gates) > 0 {
		t.torn = js.Torn
		for _, g := range js.Gates {
			t.gates = append(t.gates, uint8(g))
		}
	}
	for i, d := range js.Doors {
		if d.State < Closed || d.State > Removed {
			return fmt.Errorf("zone: json: state: doors[%d]: no state", i)
		}
		t.doors[i] = uint8(d.State)
		if d.Locked {
			t.doors[i] |= lockedBit
		}
	}
	*s = State{t}
	return nil
}

// Text forms of the enums, for JSON.

func (k Kind) MarshalText() ([]byte, error) {
	return marshalName(k.String(), k >= Room && k <= Exterior)
}
func (b Boundary) MarshalText() ([]byte, error) {
	return marshalName(b.String(), b >= Wall && b < numBoundaries)
}
func (p GatePosition) MarshalText() ([]byte, error) {
	return marshalName(p.String(), p == PositionA || p == PositionB)
}
func (p *GatePosition) UnmarshalText(b []byte) error {
	return unmarshalName(b, "gate position", positionNames[:], p)
}
func (d DoorState) MarshalText() ([]byte, error) {
	return marshalName(d.String(), d >= Closed && d <= Removed)
}
func (m Mold) MarshalText() ([]byte, error)  { return marshalName(m.String(), m <= InactiveMold) }
func (c Color) MarshalText() ([]byte, error) { return marshalName(c.String(), c < numColors) }
func (m Machine) MarshalText() ([]byte, error) {
	return marshalName(m.String(), m == Bot || m == Sentry)
}
func (k *Kind) UnmarshalText(b []byte) error {
	return unmarshalName(b, "kind", kindNames[:], k)
}
func (b *Boundary) UnmarshalText(text []byte) error {
	return unmarshalName(text, "boundary", boundaryNames[:], b)
}
func (d *DoorState) UnmarshalText(b []byte) error {
	return unmarshalName(b, "door state", doorStateNames[:], d)
}
func (m *Mold) UnmarshalText(b []byte) error {
	return unmarshalName(b, "mold", moldNames[:], m)
}
func (c *Color) UnmarshalText(b []byte) error {
	return unmarshalName(b, "colour", colorNames[:], c)
}
func (m *Machine) UnmarshalText(b []byte) error {
	return unmarshalName(b, "machine", machineNames[:], m)
}

func marshalName(name string, ok bool) ([]byte, error) {
	if !ok {
		return nil, fmt.Errorf("zone: cannot marshal %s", name)
	}
	return []byte(name), nil
}

func unmarshalName[E ~uint8](b []byte, what string, names []string, dst *E) error {
	if dst == nil {
		return fmt.Errorf("zone: UnmarshalText of a %s into a nil pointer", what)
	}
	if v, ok := byName[E](names, string(b)); ok {
		*dst = v
		return nil
	}
	return fmt.Errorf("unknown %s %q: want one of %s", what, b, strings.Join(nonEmpty(names), ", "))
}

func nonEmpty(names []string) []string {
	var out []string
	for _, n := range names {
		if n != "" {
			out = append(out, n)
		}
	}
	return out
}
