package zone

import "slices"

// A State holds what changes on a [Map] during a game: the door tokens'
// states and locks, Mold tokens, Objective tokens still on the board,
// which Spawn Zones are active, which barbed wires are torn and the
// positions of the revolving gates. Get the starting State from
// [Map.Initial].
//
// A State is a value. Its methods never modify it: the With methods return
// a new State that shares every part it did not change (copy-on-write), so
// copying a State is cheap and States may be kept and shared between
// goroutines freely. The zero State belongs to a map with no zones.
type State struct {
	doors      []uint8 // DoorState, plus lockedBit
	mold       []Mold  // per zone
	objectives []bool  // per Objective token: still on the board
	spawns     []bool  // per Spawn token: active
	// The tokens of seed 004, §16, behind a pointer so that a State on a
	// board without them is hardly bigger: nil on such a board.
	x *tokens
}

// tokens is the part of a State that only boards with barbed wire or
// revolving gates have; like the rest, it is never modified once shared.
type tokens struct {
	torn  []bool  // per barbed wire: torn
	gates []uint8 // per revolving gate: its GatePosition
}

// torn returns the torn flags of the barbed wires, nil if there are none.
func (s State) torn() []bool {
	if s.x == nil {
		return nil
	}
	return s.x.torn
}

// gates returns the positions of the revolving gates, nil if none.
func (s State) gates() []uint8 {
	if s.x == nil {
		return nil
	}
	return s.x.gates
}

const lockedBit = 0x80

// Initial returns the State at the start of a game on m: doors as printed,
// coloured doors locked, initial Mold placed, every Objective on the board,
// and the Spawn Zones that start active.
func (m *Map) Initial() State {
	if m == nil {
		return State{}
	}
	s := State{
		doors:      make([]uint8, len(m.doors)),
		mold:       slices.Clone(m.mold),
		objectives: make([]bool, len(m.objectives)),
		spawns:     make([]bool, len(m.spawns)),
	}
	if len(m.wires) > 0 || len(m.gates) > 0 {
		s.x = &tokens{torn: make([]bool, len(m.wires)), gates: make([]uint8, len(m.gates))}
		for i, w := range m.wires {
			s.x.torn[i] = w.Torn
		}
		for i, g := range m.gates {
			s.x.gates[i] = uint8(g.Initial)
		}
	}
	for i, d := range m.doors {
		s.doors[i] = uint8(d.Initial)
		if d.Color != Neutral {
			s.doors[i] |= lockedBit
		}
	}
	for i := range s.objectives {
		s.objectives[i] = true
	}
	for i, sp := range m.spawns {
		s.spawns[i] = sp.Active
	}
	return s
}

// SameSight reports whether s and t share the memory of their doors, Mold
// and revolving gates, what sight depends on: then they agree on every
// line of sight (barbed wire never stops it). A State is never changed in
// place (copy-on-write), so sharing means equality; equal States that do
// not share report false. It costs a few comparisons: caches of sight key
// on it.
func (s State) SameSight(t State) bool {
	return len(s.doors) == len(t.doors) && len(s.mold) == len(t.mold) &&
		(len(s.doors) == 0 || &s.doors[0] == &t.doors[0]) && (len(s.mold) == 0 || &s.mold[0] == &t.mold[0]) &&
		len(s.gates()) == len(t.gates()) && (len(s.gates()) == 0 || &s.gates()[0] == &t.gates()[0])
}

// Torn reports whether a barbed wire is torn: passable for everyone from
// then on (seed 004, §16). It is false for a wire the State does not have.
func (s State) Torn(w WireID) bool {
	torn := s.torn()
	return w != NoWire && int(w) <= len(torn) && torn[w-1]
}

// WithTorn returns s with barbed wire w torn, as an Abomination leaves it
// when it walks through (seed 004, §16): a torn wire is never mended. It
// returns s unchanged for a wire the State does not have, or one already
// torn.
func (s State) WithTorn(w WireID) State {
	if w == NoWire || int(w) > len(s.torn()) || s.x.torn[w-1] {
		return s
	}
	s.x = &tokens{torn: slices.Clone(s.x.torn), gates: s.x.gates}
	s.x.torn[w-1] = true
	return s
}

// Gate returns the position of a revolving gate; 0, no position, for a
// gate the State does not have.
func (s State) Gate(g GateID) GatePosition {
	if int(g) >= len(s.gates()) {
		return 0
	}
	return GatePosition(s.x.gates[g])
}

// WithGate returns s with revolving gate g in position p; s unchanged for
// a gate the State does not have or a position other than [PositionA] and
// [PositionB].
func (s State) WithGate(g GateID, p GatePosition) State {
	if int(g) >= len(s.gates()) || p != PositionA && p != PositionB || s.x.gates[g] == uint8(p) {
		return s
	}
	s.x = &tokens{torn: s.x.torn, gates: slices.Clone(s.x.gates)}
	s.x.gates[g] = uint8(p)
	return s
}

// TurnGate returns s with revolving gate g turned a quarter turn, to its
// other position: the Action on its switch (seed 004, §16). It returns s
// unchanged for a gate the State does not have.
func (s State) TurnGate(g GateID) State { return s.WithGate(g, s.Gate(g).Turned()) }

// Door returns the state of a door token; 0, no state, for a door the
// State does not have.
func (s State) Door(d DoorID) DoorState {
	if int(d) >= len(s.doors) {
		return 0
	}
	return DoorState(s.doors[d] &^ lockedBit)
}

// Locked reports whether a door is locked: it cannot be opened or closed by
// a Door action until the mission unlocks it (p.22). It is false for a
// door the State does not have.
func (s State) Locked(d DoorID) bool { return int(d) < len(s.doors) && s.doors[d]&lockedBit != 0 }

// Mold returns the Mold token of a zone; NoMold for a zone the State does
// not have.
func (s State) Mold(z ID) Mold {
	if int(z) >= len(s.mold) {
		return NoMold
	}
	return s.mold[z]
}

// HasObjective reports whether the i-th Objective token of the map
// ([Map.Objectives]) is still on the board; false for a token the State
// does not have.
func (s State) HasObjective(i int) bool { return uint(i) < uint(len(s.objectives)) && s.objectives[i] }

// SpawnActive reports whether the i-th Spawn token of the map ([Map.Spawns])
// spawns Xenos; false for a token the State does not have.
func (s State) SpawnActive(i int) bool { return uint(i) < uint(len(s.spawns)) && s.spawns[i] }

// WithDoor returns s with door d in the given state. The lock is kept. It
// returns s unchanged for a door the State does not have.
func (s State) WithDoor(d DoorID, st DoorState) State {
	if int(d) >= len(s.doors) {
		return s
	}
	s.doors = slices.Clone(s.doors)
	s.doors[d] = s.doors[d]&lockedBit | uint8(st)
	return s
}

// WithLocked returns s with door d locked or unlocked; s unchanged for a
// door the State does not have.
func (s State) WithLocked(d DoorID, locked bool) State {
	if int(d) >= len(s.doors) {
		return s
	}
	s.doors = slices.Clone(s.doors)
	s.doors[d] &^= lockedBit
	if locked {
		s.doors[d] |= lockedBit
	}
	return s
}

// WithoutObjective returns s with the i-th Objective token taken off the
// board; s unchanged for a token the State does not have.
func (s State) WithoutObjective(i int) State {
	if uint(i) >= uint(len(s.objectives)) {
		return s
	}
	s.objectives = slices.Clone(s.objectives)
	s.objectives[i] = false
	return s
}

// WithSpawnActive returns s with the i-th Spawn token active or dormant;
// s unchanged for a token the State does not have.
func (s State) WithSpawnActive(i int, active bool) State {
	if uint(i) >= uint(len(s.spawns)) {
		return s
	}
	s.spawns = slices.Clone(s.spawns)
	s.spawns[i] = active
	return s
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
	if m == nil || int(z) >= len(m.zones) || int(z) >= len(s.mold) {
		return s
	}
	s.mold = slices.Clone(s.mold)
	s.mold[z] = mold
	doorsTouched := false
	for i, d := range m.doors {
		if (d.Zones[0] == z || d.Zones[1] == z) && i < len(s.doors) && s.Door(DoorID(i)) != Removed {
			if !doorsTouched {
				s.doors = slices.Clone(s.doors)
				doorsTouched = true
			}
			s.doors[i] = uint8(Removed)
		}
	}
	objTouched := false
	for i, o := range m.objectives {
		if o.Zone == z && s.HasObjective(i) {
			if !objTouched {
				s.objectives = slices.Clone(s.objectives)
				objTouched = true
			}
			s.objectives[i] = false
		}
	}
	return s
}

// Equal reports whether s and t are the same board state.
func (s State) Equal(t State) bool {
	return slices.Equal(s.doors, t.doors) && slices.Equal(s.mold, t.mold) &&
		slices.Equal(s.objectives, t.objectives) && slices.Equal(s.spawns, t.spawns) &&
		slices.Equal(s.torn(), t.torn()) && slices.Equal(s.gates(), t.gates())
}

// Fits reports whether s is a State of a map shaped like m: one entry per
// door, zone, Objective and Spawn token, barbed wire and revolving gate,
// each with a valid value.
func (m *Map) Fits(s State) bool {
	if m == nil {
		return s.Equal(State{})
	}
	if len(s.doors) != len(m.doors) || len(s.mold) != len(m.zones) ||
		len(s.objectives) != len(m.objectives) || len(s.spawns) != len(m.spawns) ||
		len(s.torn()) != len(m.wires) || len(s.gates()) != len(m.gates) {
		return false
	}
	for _, g := range s.gates() {
		if p := GatePosition(g); p != PositionA && p != PositionB {
			return false
		}
	}
	for _, d := range s.doors {
		if st := DoorState(d &^ lockedBit); st < Closed || st > Removed {
			return false
		}
	}
	for z, mo := range s.mold {
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
	b = append(b, byte(len(s.doors)), byte(len(s.doors)>>8))
	b = append(b, s.doors...)
	for _, m := range s.mold {
		b = append(b, byte(m))
	}
	for _, o := range s.objectives {
		b = append(b, boolByte(o))
	}
	b = append(b, 0xff)
	for _, a := range s.spawns {
		b = append(b, boolByte(a))
	}
	if torn, gates := s.torn(), s.gates(); len(torn) > 0 || len(gates) > 0 {
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
