package draw

import "github.com/invaderengine/invader/zone"

// An edgeKind is what a picture draws between two cells.
type edgeKind uint8

const (
	noEdge      edgeKind = iota // inside a zone, or in the void
	wallEdge                    // a wall, or the board's edge
	markingEdge                 // a floor marking (p.13)
	openingEdge                 // an opening, or a doorway Mold took the door of (p.20)
	doorEdge                    // a door token (p.22)

	// The boundaries of seed 004, §16.

	wireEdge     // barbed wire, intact
	tornEdge     // barbed wire, torn
	ladderEdge   // a watchtower's ladder
	railEdge     // a watchtower's rail
	passageEdge  // a revolving gate's passage, open in the gate's position
	shutGateEdge // a revolving gate's passage, a wall in the gate's position
)

// edge returns what separates the orthogonally adjacent cells a and b,
// and the door when it is one.
func (sc *scene) edge(a, b zone.Cell) (edgeKind, zone.DoorID) {
	za, zb := sc.m.At(a), sc.m.At(b)
	switch {
	case za == zb:
		return noEdge, zone.NoDoor
	case za == zone.None || zb == zone.None:
		return wallEdge, zone.NoDoor
	}
	bd, d := sc.m.Between(a, b)
	switch bd {
	case zone.Marking:
		return markingEdge, zone.NoDoor
	case zone.Opening:
		return openingEdge, zone.NoDoor
	case zone.Door:
		if int(d) >= sc.m.NumDoors() {
			return wallEdge, zone.NoDoor
		}
		if sc.board.Door(d) == zone.Removed {
			return openingEdge, zone.NoDoor
		}
		return doorEdge, d
	}
	return sc.specialEdge(a, b, bd), zone.NoDoor
}

// specialEdge returns what a picture draws for boundary bd between cells
// a and b: one of seed 004, §16, or else a wall.
func (sc *scene) specialEdge(a, b zone.Cell, bd zone.Boundary) edgeKind {
	switch bd {
	case zone.Wire:
		if w, _ := sc.m.WireBetween(a, b); sc.board.Torn(w) {
			return tornEdge
		}
		return wireEdge
	case zone.Ladder:
		return ladderEdge
	case zone.Rail:
		return railEdge
	case zone.GateA, zone.GateB:
		if sc.passageOpen(a, b, bd) {
			return passageEdge
		}
		return shutGateEdge
	}
	return wallEdge
}

// passageOpen reports whether the gate passage bd between cells a and b
// is open in the gate's position now.
func (sc *scene) passageOpen(a, b zone.Cell, bd zone.Boundary) bool {
	g, ok := sc.m.GateOf(sc.m.At(a))
	if !ok {
		g, _ = sc.m.GateOf(sc.m.At(b))
	}
	return sc.board.Gate(g) == zone.PositionA == (bd == zone.GateA)
}

// passageLetter is the letter of a gate passage between cells a and b, A
// or B, upper case when it is open now and lower case when it is shut; 0
// for any other boundary.
func (sc *scene) passageLetter(a, b zone.Cell) rune {
	bd, _ := sc.m.Between(a, b)
	r := map[zone.Boundary]rune{zone.GateA: 'A', zone.GateB: 'B'}[bd]
	if r != 0 && !sc.passageOpen(a, b, bd) {
		r += 'a' - 'A'
	}
	return r
}

// specialBoundaries reports whether the board has any boundary of seed
// 004, §16, for the legends to explain.
func (sc *scene) specialBoundaries() bool {
	if sc.m.NumWires() > 0 || sc.m.NumGates() > 0 {
		return true
	}
	for z := range sc.zones {
		if sc.zones[z].features.Has(zone.Watchtower) {
			return true
		}
	}
	return false
}

// doorLetter is a door's letter in the text picture, as in the text map
// format: D d x for a neutral door closed, open, destroyed; G g and P p for
// green and purple doors closed and open.
func doorLetter(c zone.Color, st zone.DoorState) rune {
	if st == zone.Destroyed {
		return 'x'
	}
	if st == zone.Removed {
		return 'o'
	}
	r := 'D'
	switch c {
	case zone.Green:
		r = 'G'
	case zone.Purple:
		r = 'P'
	}
	if st != zone.Closed {
		r += 'a' - 'A'
	}
	return r
}

// locked reports whether a door is drawn locked: a door Xenos broke or Mold
// took away keeps no lock that matters.
func locked(b zone.State, d zone.DoorID) bool {
	st := b.Door(d)
	return b.Locked(d) && (st == zone.Closed || st == zone.Open)
}
