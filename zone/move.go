package zone

// A Crossing is one cell edge between two zones, seen from the From side:
// what an actor or a line of sight meets when it leaves From for To.
type Crossing struct {
	From, To ID
	Boundary Boundary
	Door     DoorID // the door token when Boundary is Door, else NoDoor
	Wire     WireID // the barbed wire when Boundary is Wire, else NoWire
}

// gate is what a crossing is now, under the doors' states, Mold, torn
// wires and revolving gates. The gates from through on let sight pass.
type gate uint8

const (
	shut    gate = iota // a wall, or a closed gate passage
	closed              // a closed door
	through             // marking, opening, open, destroyed or removed door, torn wire, open gate passage
	ladder              // a watchtower's ladder: Survivors only
	wired               // intact barbed wire: Xenos plan through it
	railed              // a watchtower's rail: nobody
)

// gate needs c's zones to be zones of m and of s ([Map.holds]).
func (m *Map) gate(s State, c Crossing) gate {
	if c.Boundary > Door {
		return m.crossingSpecial(&s, c)
	}
	return m.gateAt(&s, c.Boundary, uint16(c.Door), c.From, c.To)
}

// crossingSpecial is gate for the boundaries of seed 004, §16.
func (m *Map) crossingSpecial(s *State, c Crossing) gate {
	if c.Boundary == Wire {
		return s.gateSpecial(Wire, uint16(c.Wire))
	}
	return s.gateSpecial(c.Boundary, uint16(m.passageGate(c.From, c.To)))
}

// gateAt is gate for a boundary b between zones from and to, with its
// token, a DoorID, for the boundaries up to Door: small enough to be
// inlined in the hot loops. Callers ask gateSpecial about the boundaries
// of seed 004, §16.
func (m *Map) gateAt(s *State, b Boundary, tok uint16, from, to ID) gate {
	molded := s.p.mold[from]|s.p.mold[to] != NoMold
	if b == Wall {
		// p.20: in a Mold zone every wall counts as having an opening,
		// except walls leading to exterior zones.
		if molded && m.zones[from].kind != Exterior && m.zones[to].kind != Exterior {
			return through
		}
		return shut
	}
	if b == Door && !molded && s.Door(DoorID(tok)) == Closed {
		return closed
	}
	return through
}

// gateSpecial is gateAt for the boundaries of seed 004, §16. Mold opens
// none of them: barbed wire, ladders and rails are not walls, and a closed
// gate passage is the gate's token.
func (s *State) gateSpecial(b Boundary, tok uint16) gate {
	switch b {
	case Wire:
		if s.Torn(WireID(tok)) {
			return through
		}
		return wired
	case Ladder:
		return ladder
	case Rail:
		return railed
	}
	if s.Gate(GateID(tok)) != passagePosition(b) {
		return shut
	}
	return through
}

func passagePosition(b Boundary) GatePosition {
	if b == GateA {
		return PositionA
	}
	return PositionB
}

// passageGate returns the gate whose zone is a or b: the gate of a passage
// between them.
func (m *Map) passageGate(a, b ID) GateID {
	if int(max(a, b)) >= len(m.gateOf) {
		return NoGate
	}
	if g := m.gateOf[a]; g != NoGate {
		return g
	}
	return m.gateOf[b]
}

// holds reports whether zones up to z are zones of m and have a Mold entry
// in s, as [Map.gate] needs.
func (m *Map) holds(s *State, z ID) bool {
	return int(z) < len(m.zones) && s.p != nil && int(z) < len(s.p.mold)
}

// Transparent reports whether a line of sight passes the crossing now:
// markings, openings, open, destroyed or removed doors, barbed wire (torn
// or not), ladders, rails and open gate passages let sight through; walls,
// closed doors and closed gate passages stop it (p.12; seed 004, §16), and
// nothing is ever seen between the base and the exterior (p.11). Mold
// turns walls into openings (p.20). How far sight goes is the los
// package's business. It is false for a crossing from or to a zone the
// map does not have, or on a State of another map.
func (m *Map) Transparent(s State, c Crossing) bool {
	if m == nil || !m.holds(&s, max(c.From, c.To)) ||
		(m.zones[c.From].kind == Exterior) != (m.zones[c.To].kind == Exterior) { // IsOutside
		return false
	}
	if c.Boundary > Door {
		return m.crossingSpecial(&s, c) >= through
	}
	return m.gateAt(&s, c.Boundary, uint16(c.Door), c.From, c.To) >= through
}

// A Mover says what a moving actor may cross (p.13, p.26; seed 004, §16).
// The zero Mover is a Survivor without an Oxygen Tank.
type Mover struct {
	// Oxygen lets the mover enter exterior zones. A Survivor needs an
	// Oxygen Tank for that (p.35); Xenos go anywhere.
	Oxygen bool
	// ThroughDoors counts closed doors as passable, as Xenos do when their
	// route is computed (p.26): they break the door instead of stepping.
	ThroughDoors bool
	// ThroughWire counts intact barbed wire as passable, as Xenos do when
	// they choose their route (seed 004, §16): a step across it says so
	// ([Step.Wire]); ordinary Xenos stop there, an Abomination tears it.
	ThroughWire bool
	// NoLadders keeps the mover off ladders: Xenos never climb onto a
	// watchtower (seed 004, §16).
	NoLadders bool
}

// XenoMover is how Xenos move and plan their routes (p.26; seed 004, §16).
var XenoMover = Mover{Oxygen: true, ThroughDoors: true, ThroughWire: true, NoLadders: true}

// Passable reports whether mv may cross c now; false for a crossing from
// or to a zone the map does not have, or on a State of another map.
func (m *Map) Passable(s State, c Crossing, mv Mover) bool {
	if m == nil || !m.holds(&s, max(c.From, c.To)) || !mv.Oxygen && m.zones[c.To].kind == Exterior {
		return false
	}
	return mv.passes(m.gate(s, c))
}

// passes reports whether mv may cross a boundary that is g now, as an
// ordinary step or one that breaks a door or meets a wire.
func (mv Mover) passes(g gate) bool {
	switch g {
	case through:
		return true
	case closed:
		return mv.ThroughDoors
	case ladder:
		return !mv.NoLadders
	case wired:
		return mv.ThroughWire
	}
	return false
}

// A Step is a move from one zone to an adjacent one.
type Step struct {
	To ID
	// Door is a closed door the step goes through, when no open way
	// exists: Xenos then break the door instead of moving (p.26).
	// NoDoor for an ordinary step.
	Door DoorID
	// Wire is the intact barbed wire the step crosses, for a Mover with
	// ThroughWire when no open way and no closed door joins the two zones:
	// ordinary Xenos stop there; an Abomination tears it and goes on
	// (seed 004, §16). NoWire, the zero WireID, for any other step, so
	// that a Step written without it crosses no wire.
	Wire WireID `json:",omitzero"`
}

// step reports how mv may go from the link's zone to l.to, if at all. An
// open way beats a closed door, and a closed door barbed wire; among closed
// doors, or wires, the first one wins.
func (m *Map) step(s *State, from ID, l link, mv Mover) (Step, bool) {
	if !mv.Oxygen && m.zones[l.to].kind == Exterior {
		return Step{}, false
	}
	door, wire := NoDoor, NoWire
	for _, si := range m.linkSegs[l.first : l.first+l.size] {
		sg := &m.segs[si]
		var g gate
		if sg.kind <= Door {
			g = m.gateAt(s, sg.kind, sg.tok, sg.a, sg.b)
		} else {
			g = s.gateSpecial(sg.kind, sg.tok)
		}
		switch g {
		case through:
			return Step{To: l.to, Door: NoDoor}, true
		case closed:
			if mv.ThroughDoors && door == NoDoor {
				door = DoorID(sg.tok)
			}
		case ladder:
			if !mv.NoLadders {
				return Step{To: l.to, Door: NoDoor}, true
			}
		case wired:
			if mv.ThroughWire && wire == NoWire {
				wire = WireID(sg.tok)
			}
		}
	}
	if door != NoDoor {
		return Step{To: l.to, Door: door}, true
	}
	return Step{To: l.to, Door: NoDoor, Wire: wire}, wire != NoWire
}

func (m *Map) crossing(si int32, from ID) Crossing {
	sg := m.segs[si]
	c := Crossing{From: sg.a, To: sg.b, Boundary: sg.kind, Door: NoDoor, Wire: NoWire}
	switch sg.kind {
	case Door:
		c.Door = DoorID(sg.tok)
	case Wire:
		c.Wire = WireID(sg.tok)
	}
	if sg.a != from {
		c.From, c.To = sg.b, sg.a
	}
	return c
}

// AppendSteps appends to dst every step mv may take from zone z now, in
// ascending order of destination, and returns the extended slice: dst
// unchanged for a zone the map does not have, or a State of another map.
func (m *Map) AppendSteps(dst []Step, s State, z ID, mv Mover) []Step {
	if m == nil || int(z) >= len(m.linkStart)-1 || len(s.b().mold) < len(m.zones) {
		return dst
	}
	for _, l := range m.links[m.linkStart[z]:m.linkStart[z+1]] {
		if st, ok := m.step(&s, z, l, mv); ok {
			dst = append(dst, st)
		}
	}
	return dst
}

// CanStep reports whether mv may move from zone a to zone b now, and how.
// Zones that share no edge, or only walls, are never a step apart; nor is a
// zone from itself, nor zones the map does not have, nor any zones on a
// State of another map.
func (m *Map) CanStep(s State, a, b ID, mv Mover) (Step, bool) {
	if m == nil || int(a) >= len(m.linkStart)-1 || len(s.b().mold) < len(m.zones) {
		return Step{}, false
	}
	for _, l := range m.links[m.linkStart[a]:m.linkStart[a+1]] {
		if l.to == b {
			return m.step(&s, a, l, mv)
		}
	}
	return Step{}, false
}

// AppendCrossings appends to dst every cell edge between zones a and b,
// seen from a, in reading order, and returns the extended slice. It is empty
// when the zones do not touch or the map does not have them.
func (m *Map) AppendCrossings(dst []Crossing, a, b ID) []Crossing {
	if m == nil || int(a) >= len(m.linkStart)-1 {
		return dst
	}
	for _, l := range m.links[m.linkStart[a]:m.linkStart[a+1]] {
		if l.to == b {
			for _, si := range m.linkSegs[l.first : l.first+l.size] {
				dst = append(dst, m.crossing(si, a))
			}
		}
	}
	return dst
}

// AppendTouching appends to dst every zone that shares an edge with z,
// whatever the boundary, in ascending order, and returns the extended
// slice. Mold chains start from this orthogonal adjacency and drop the
// links that are only walls toward the exterior (p.20). It appends
// nothing for a zone the map does not have.
func (m *Map) AppendTouching(dst []ID, z ID) []ID {
	if m == nil || int(z) >= len(m.linkStart)-1 {
		return dst
	}
	for _, l := range m.links[m.linkStart[z]:m.linkStart[z+1]] {
		dst = append(dst, l.to)
	}
	return dst
}
