package zone

import "slices"

// A State holds what changes on a [Map] during a game: the door tokens'
// states and locks, Mold tokens, Objective tokens still on the board,
// which Spawn Zones are active, which barbed wires are torn and the
// positions of the revolving gates. Get the starting State from
// [Map.Initial].
//
// A State is a value of one word: a pointer to a board of tokens that is
// never modified once a State holds it. Its methods never modify it: the
// With methods return a new State, whose board shares every part they did
// not change (copy-on-write), so copying a State costs what copying a
// pointer does, and States may be kept and shared between goroutines
// freely. The zero State belongs to a map with no zones.
type State struct{ p *board }

// A board is the tokens of a State, one slice per kind; neither it nor
// its slices are modified once a State holds it.
type board struct {
	doors      []uint8 // DoorState, plus lockedBit
	mold       []Mold  // per zone
	objectives []bool  // per Objective token: still on the board
	spawns     []bool  // per Spawn token: active
	torn       []bool  // per barbed wire: torn (seed 004, §16)
	gates      []uint8 // per revolving gate: its GatePosition (seed 004, §16)
}

// noBoard is the board of the zero State: no tokens. It is never written.
var noBoard board

// b returns s's board, never nil: noBoard for the zero State.
func (s State) b() *board {
	if s.p == nil {
		return &noBoard
	}
	return s.p
}

// edit returns a copy of s's board, to change a part of it (after cloning
// that part) for a new State.
func (s State) edit() *board {
	nb := *s.b()
	return &nb
}

const lockedBit = 0x80

// Initial returns the State at the start of a game on m: doors as printed,
// coloured doors locked, initial Mold placed, every Objective on the board,
// and the Spawn Zones that start active.
func (m *Map) Initial() State {
	if m == nil {
		return State{}
	}
	b := &board{
		doors:      make([]uint8, len(m.doors)),
		mold:       slices.Clone(m.mold),
		objectives: make([]bool, len(m.objectives)),
		spawns:     make([]bool, len(m.spawns)),
	}
	if len(m.wires) > 0 || len(m.gates) > 0 {
		b.torn, b.gates = make([]bool, len(m.wires)), make([]uint8, len(m.gates))
		for i, w := range m.wires {
			b.torn[i] = w.Torn
		}
		for i, g := range m.gates {
			b.gates[i] = uint8(g.Initial)
		}
	}
	for i, d := range m.doors {
		b.doors[i] = uint8(d.Initial)
		if d.Color != Neutral {
			b.doors[i] |= lockedBit
		}
	}
	for i := range b.objectives {
		b.objectives[i] = true
	}
	for i, sp := range m.spawns {
		b.spawns[i] = sp.Active
	}
	return State{b}
}

// sameMemory reports whether x and y are the same slice memory, or both
// empty.
func sameMemory[E any](x, y []E) bool {
	return len(x) == len(y) && (len(x) == 0 || &x[0] == &y[0])
}

// SameSight reports whether s and t share the memory of their doors, Mold
// and revolving gates, what sight depends on: then they agree on every
// line of sight (barbed wire never stops it). A State is never changed in
// place (copy-on-write), so sharing means equality; equal States that do
// not share report false. It costs a few comparisons: caches of sight key
// on it.
func (s State) SameSight(t State) bool {
	if s.p == t.p {
		return true
	}
	x, y := s.b(), t.b()
	return sameMemory(x.doors, y.doors) && sameMemory(x.mold, y.mold) && sameMemory(x.gates, y.gates)
}

// Torn reports whether a barbed wire is torn: passable for everyone from
// then on (seed 004, §16). It is false for a wire the State does not have.
func (s State) Torn(w WireID) bool {
	torn := s.b().torn
	return w != NoWire && int(w) <= len(torn) && torn[w-1]
}

// WithTorn returns s with barbed wire w torn, as an Abomination leaves it
// when it walks through (seed 004, §16): a torn wire is never mended. It
// returns s unchanged for a wire the State does not have, or one already
// torn.
func (s State) WithTorn(w WireID) State {
	if w == NoWire || int(w) > len(s.b().torn) || s.p.torn[w-1] {
		return s
	}
	b := s.edit()
	b.torn = slices.Clone(b.torn)
	b.torn[w-1] = true
	return State{b}
}

// Gate returns the position of a revolving gate; 0, no position, for a
// gate the State does not have.
func (s State) Gate(g GateID) GatePosition {
	if s.p == nil || int(g) >= len(s.p.gates) {
		return 0
	}
	return GatePosition(s.p.gates[g])
}

// WithGate returns s with revolving gate g in position p; s unchanged for
// a gate the State does not have or a position other than [PositionA] and
// [PositionB].
func (s State) WithGate(g GateID, p GatePosition) State {
	if int(g) >= len(s.b().gates) || p != PositionA && p != PositionB || s.p.gates[g] == uint8(p) {
		return s
	}
	b := s.edit()
	b.gates = slices.Clone(b.gates)
	b.gates[g] = uint8(p)
	return State{b}
}

// TurnGate returns s with revolving gate g turned a quarter turn, to its
// other position: the Action on its switch (seed 004, §16). It returns s
// unchanged for a gate the State does not have.
func (s State) TurnGate(g GateID) State { return s.WithGate(g, s.Gate(g).Turned()) }

// Door returns the state of a door token; 0, no state, for a door the
// State does not have.
func (s State) Door(d DoorID) DoorState {
	if s.p == nil || int(d) >= len(s.p.doors) {
		return 0
	}
	return DoorState(s.p.doors[d] &^ lockedBit)
}

// Locked reports whether a door is locked: it cannot be opened or closed by
// a Door action until the mission unlocks it (p.22). It is false for a
// door the State does not have.
func (s State) Locked(d DoorID) bool {
	doors := s.b().doors
	return int(d) < len(doors) && doors[d]&lockedBit != 0
}

// Mold returns the Mold token of a zone; NoMold for a zone the State does
// not have.
func (s State) Mold(z ID) Mold {
	if s.p == nil || int(z) >= len(s.p.mold) {
		return NoMold
	}
	return s.p.mold[z]
}

// HasObjective reports whether the i-th Objective token of the map
// ([Map.Objectives]) is still on the board; false for a token the State
// does not have.
func (s State) HasObjective(i int) bool {
	objectives := s.b().objectives
	return uint(i) < uint(len(objectives)) && objectives[i]
}

// SpawnActive reports whether the i-th Spawn token of the map ([Map.Spawns])
// spawns Xenos; false for a token the State does not have.
func (s State) SpawnActive(i int) bool {
	spawns := s.b().spawns
	return uint(i) < uint(len(spawns)) && spawns[i]
}

// WithDoor returns s with door d in the given state. The lock is kept. It
// returns s unchanged for a door the State does not have.
func (s State) WithDoor(d DoorID, st DoorState) State {
	if int(d) >= len(s.b().doors) {
		return s
	}
	b := s.edit()
	b.doors = slices.Clone(b.doors)
	b.doors[d] = b.doors[d]&lockedBit | uint8(st)
	return State{b}
}

// WithDoors returns s with every door of ds in state st, with one copy of
// the State however many doors change (Xenos breaking several doors in one
// step, p.26); doors the State does not have are left out, and s is
// returned unchanged when none is left.
func (s State) WithDoors(st DoorState, ds ...DoorID) State {
	var b *board
	for _, d := range ds {
		if int(d) >= len(s.b().doors) {
			continue
		}
		if b == nil {
			b = s.edit()
			b.doors = slices.Clone(b.doors)
		}
		b.doors[d] = b.doors[d]&lockedBit | uint8(st)
	}
	if b == nil {
		return s
	}
	return State{b}
}

// WithLocked returns s with door d locked or unlocked; s unchanged for a
// door the State does not have.
func (s State) WithLocked(d DoorID, locked bool) State {
	if int(d) >= len(s.b().doors) {
		return s
	}
	b := s.edit()
	b.doors = slices.Clone(b.doors)
	b.doors[d] &^= lockedBit
	if locked {
		b.doors[d] |= lockedBit
	}
	return State{b}
}

// WithoutObjective returns s with the i-th Objective token taken off the
// board; s unchanged for a token the State does not have.
func (s State) WithoutObjective(i int) State {
	if uint(i) >= uint(len(s.b().objectives)) {
		return s
	}
	b := s.edit()
	b.objectives = slices.Clone(b.objectives)
	b.objectives[i] = false
	return State{b}
}

// WithSpawnActive returns s with the i-th Spawn token active or dormant;
// s unchanged for a token the State does not have.
func (s State) WithSpawnActive(i int, active bool) State {
	if uint(i) >= uint(len(s.b().spawns)) {
		return s
	}
	b := s.edit()
	b.spawns = slices.Clone(b.spawns)
	b.spawns[i] = active
	return State{b}
}

// PlaceMold returns s with a Mold token of the given face in zone z, and
// the token's lasting effects on the board (p.20): every door token on the
// zone's boundary and every Objective token in the zone are removed for
// good. Flipping a token (Active to Inactive and back) is a placement too.
// The walls of a Mold zone count as openings; [Map.Transparent] and
// [Map.Passable] read that from the token, so nothing else is stored.
//
// PlaceMold does not check the rules about where Mold may spread; the mold
// package does. Placing NoMold is a programmer error and panics: a Mold
// token never leaves the board. PlaceMold returns s unchanged for a zone
// the map or the State does not have.
func (m *Map) PlaceMold(s State, z ID, mold Mold) State {
	if mold != ActiveMold && mold != InactiveMold {
		panic("zone: PlaceMold with " + mold.String())
	}
	if m == nil || int(z) >= len(m.zones) || int(z) >= len(s.b().mold) {
		return s
	}
	b := s.edit()
	b.mold = slices.Clone(b.mold)
	b.mold[z] = mold
	doorsTouched := false
	for i, d := range m.doors {
		if (d.Zones[0] == z || d.Zones[1] == z) && i < len(b.doors) && s.Door(DoorID(i)) != Removed {
			if !doorsTouched {
				b.doors = slices.Clone(b.doors)
				doorsTouched = true
			}
			b.doors[i] = uint8(Removed)
		}
	}
	objTouched := false
	for i, o := range m.objectives {
		if o.Zone == z && s.HasObjective(i) {
			if !objTouched {
				b.objectives = slices.Clone(b.objectives)
				objTouched = true
			}
			b.objectives[i] = false
		}
	}
	return State{b}
}

// Equal reports whether s and t are the same board state.
func (s State) Equal(t State) bool {
	if s.p == t.p {
		return true
	}
	x, y := s.b(), t.b()
	return slices.Equal(x.doors, y.doors) && slices.Equal(x.mold, y.mold) &&
		slices.Equal(x.objectives, y.objectives) && slices.Equal(x.spawns, y.spawns) &&
		slices.Equal(x.torn, y.torn) && slices.Equal(x.gates, y.gates)
}

// Fits reports whether s is a State of a map shaped like m: one entry per
// door, zone, Objective and Spawn token, barbed wire and revolving gate,
// each with a valid value.
func (m *Map) Fits(s State) bool {
	if m == nil {
		return s.Equal(State{})
	}
	b := s.b()
	if len(b.doors) != len(m.doors) || len(b.mold) != len(m.zones) ||
		len(b.objectives) != len(m.objectives) || len(b.spawns) != len(m.spawns) ||
		len(b.torn) != len(m.wires) || len(b.gates) != len(m.gates) {
		return false
	}
	for _, g := range b.gates {
		if p := GatePosition(g); p != PositionA && p != PositionB {
			return false
		}
	}
	for _, d := range b.doors {
		if st := DoorState(d &^ lockedBit); st < Closed || st > Removed {
			return false
		}
	}
	for z, mo := range b.mold {
		if mo > InactiveMold || mo != NoMold && m.zones[z].kind == Exterior {
			return false
		}
	}
	return true
}

// Features returns the features a zone has now: Mold takes away every
// special property except the Airlock's passage, and darkness (p.20). It
// is 0 for a zone the map does not have.
func (m *Map) Features(s State, z ID) Feature {
	if m == nil || int(z) >= len(m.zones) {
		return 0
	}
	f := m.zones[z].features
	if s.Mold(z) != NoMold {
		f &^= Security | OxygenSupply
	}
	return f
}

// SightKind returns the kind a zone counts as for sight now: an Active Mold
// zone counts as a room, an Inactive one as a corridor (p.20). It is 0,
// no kind, for a zone the map does not have.
func (m *Map) SightKind(s State, z ID) Kind {
	if m == nil || int(z) >= len(m.zones) {
		return 0
	}
	switch s.Mold(z) {
	case ActiveMold:
		return Room
	case InactiveMold:
		return Corridor
	}
	return m.zones[z].kind
}

// AppendBinary appends a compact binary form of s to b, for hashing and
// comparison (it implements encoding.BinaryAppender). Equal States append
// equal bytes.
func (s State) AppendBinary(b []byte) ([]byte, error) {
	x := s.b()
	b = append(b, byte(len(x.doors)), byte(len(x.doors)>>8))
	b = append(b, x.doors...)
	for _, m := range x.mold {
		b = append(b, byte(m))
	}
	for _, o := range x.objectives {
		b = append(b, boolByte(o))
	}
	b = append(b, 0xff)
	for _, a := range x.spawns {
		b = append(b, boolByte(a))
	}
	if torn, gates := x.torn, x.gates; len(torn) > 0 || len(gates) > 0 {
		// Only on maps with wires or gates, so that the bytes of every
		// other State are as they always were.
		b = append(b, 0xfe, byte(len(torn)), byte(len(torn)>>8))
		for _, t := range torn {
			b = append(b, boolByte(t))
		}
		b = append(b, gates...)
	}
	return b, nil
}

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}
