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
		if int(d) >= sc.m.Doors() {
			return wallEdge, zone.NoDoor
		}
		if sc.board.Door(d) == zone.Removed {
			return openingEdge, zone.NoDoor
		}
		return doorEdge, d
	}
	return wallEdge, zone.NoDoor
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
