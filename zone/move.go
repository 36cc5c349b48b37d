package zone

// A Crossing is one cell edge between two zones, seen from the From side:
// what an actor or a line of sight meets when it leaves From for To.
type Crossing struct {
	From, To ID
	Boundary Boundary
	Door     DoorID // the door token when Boundary is Door, else NoDoor
}

// gate is what a crossing is now, under the doors' states and Mold.
type gate uint8

const (
	shut    gate = iota // a wall
	closed              // a closed door
	through             // marking, opening, open, destroyed or removed door
)

// gate needs c's zones to be zones of m and of s ([Map.holds]).
func (m *Map) gate(s State, c Crossing) gate {
	molded := s.mold[c.From] != NoMold || s.mold[c.To] != NoMold
	switch c.Boundary {
	case Wall:
		// p.20: in a Mold zone every wall counts as having an opening,
		// except walls leading to exterior zones.
		if molded && m.zones[c.From].kind != Exterior && m.zones[c.To].kind != Exterior {
			return through
		}
		return shut
	case Door:
		if !molded && s.Door(c.Door) == Closed {
			return closed
		}
	}
	return through
}

// holds reports whether zones up to z are zones of m and have a Mold entry
// in s, as [Map.gate] needs.
func (m *Map) holds(s State, z ID) bool {
	return int(z) < len(m.zones) && int(z) < len(s.mold)
}

// Transparent reports whether a line of sight passes the crossing now:
// markings, openings and open, destroyed or removed doors let sight
// through; walls and closed doors stop it (p.12), and nothing is ever seen
// between the base and the exterior (p.11). Mold turns walls into openings
// (p.20). How far sight goes is the los package's business. It is false
// for a crossing from or to a zone the map does not have, or on a State
// of another map.
func (m *Map) Transparent(s State, c Crossing) bool {
	return m != nil && m.holds(s, max(c.From, c.To)) &&
		(m.zones[c.From].kind == Exterior) == (m.zones[c.To].kind == Exterior) && // not IsOutside
		m.gate(s, c) == through
}

// A Mover says what a moving actor may cross (p.13, p.26).
type Mover struct {
	// Oxygen lets the mover enter exterior zones. A Survivor needs an
	// Oxygen Tank for that (p.35); Xenos go anywhere.
	Oxygen bool
	// ThroughDoors counts closed doors as passable, as Xenos do when their
	// route is computed (p.26): they break the door instead of stepping.
	ThroughDoors bool
}

// XenoMover is how Xenos move and plan their routes (p.26).
var XenoMover = Mover{Oxygen: true, ThroughDoors: true}

// Passable reports whether mv may cross c now; false for a crossing from
// or to a zone the map does not have, or on a State of another map.
func (m *Map) Passable(s State, c Crossing, mv Mover) bool {
	if m == nil || !m.holds(s, max(c.From, c.To)) || !mv.Oxygen && m.zones[c.To].kind == Exterior {
		return false
	}
	switch m.gate(s, c) {
	case through:
		return true
	case closed:
		return mv.ThroughDoors
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
}

// step reports how mv may go from the link's zone to l.to, if at all. An
// open way beats a closed door; among closed doors the first one wins.
func (m *Map) step(s State, from ID, l link, mv Mover) (Step, bool) {
	door := NoDoor
	for _, si := range m.linkSegs[l.first : l.first+l.size] {
		c := m.crossing(si, from)
		if !mv.Oxygen && m.zones[c.To].kind == Exterior {
			return Step{}, false
		}
		switch m.gate(s, c) {
		case through:
			return Step{To: l.to, Door: NoDoor}, true
		case closed:
			if mv.ThroughDoors && door == NoDoor {
				door = c.Door
			}
		}
	}
	return Step{To: l.to, Door: door}, door != NoDoor
}

func (m *Map) crossing(si int32, from ID) Crossing {
	sg := m.segs[si]
	c := Crossing{From: sg.a, To: sg.b, Boundary: sg.kind, Door: sg.door}
	if sg.a != from {
		c.From, c.To = sg.b, sg.a
	}
	return c
}

// AppendSteps appends to dst every step mv may take from zone z now, in
// ascending order of destination, and returns the extended slice: dst
// unchanged for a zone the map does not have, or a State of another map.
func (m *Map) AppendSteps(dst []Step, s State, z ID, mv Mover) []Step {
	if m == nil || int(z) >= len(m.linkStart)-1 || len(s.mold) < len(m.zones) {
		return dst
	}
	for _, l := range m.links[m.linkStart[z]:m.linkStart[z+1]] {
		if st, ok := m.step(s, z, l, mv); ok {
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
	if m == nil || int(a) >= len(m.linkStart)-1 || len(s.mold) < len(m.zones) {
		return Step{}, false
	}
	for _, l := range m.links[m.linkStart[a]:m.linkStart[a+1]] {
		if l.to == b {
			return m.step(s, a, l, mv)
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
