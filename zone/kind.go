package zone

import (
	"fmt"
	"math"
	"strings"
)

// An ID names a zone of a [Map]. IDs are dense: a map with n zones uses the
// IDs 0 to n-1, numbered in the order the zones first appear when the map is
// read row by row, left to right.
type ID uint16

// None is the ID of no zone: the void around and between the tiles.
const None ID = math.MaxUint16

// A Kind is one of the three kinds of zone (p.11).
//
// Do not reorder: the values are part of the JSON form only through their
// names, but tests and tables rely on the order.
type Kind uint8

const (
	Room     Kind = iota + 1 // inside a building, bounded by walls
	Corridor                 // inside the base, bounded by floor markings and walls
	Exterior                 // the planet's surface, outside the base
)

var kindNames = [...]string{Room: "room", Corridor: "corridor", Exterior: "exterior"}

func (k Kind) String() string {
	if k >= Room && k <= Exterior {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// IsBuilding reports whether k is a zone of the base: a room or a corridor.
func (k Kind) IsBuilding() bool { return k == Room || k == Corridor }

// A Feature is a special property of a zone. A zone holds a set of them.
type Feature uint16

const (
	Airlock      Feature = 1 << iota // the only passage between the base and the exterior (p.35)
	Security                         // Soldiers may Search here (p.34)
	OxygenSupply                     // hands out Oxygen Tanks (p.35)
	Dark                             // hides what is inside unless the observer has a Searchlight (p.11)
	Start                            // part of the Player Starting Area
	Exit                             // the Exit Zone

	// The special zones of seed 004, §16 (classic Zombicide's special tiles
	// and tokens, in Invader's terms). A zone is at most one of them.

	PrisonCell    // a prison cell: a room entered through its door, never Searched
	Shop          // a mall's shop: a room entered through its door, Searched as rooms are
	Safe          // a safe zone: a room for sight; a figure there may only Move; no Xeno spawns there
	Watchtower    // bounded only by ladders and rails: Xenos never enter, +1 Range, never Searched, no spawns
	RevolvingGate // a revolving gate's zone (see [GateInfo]): never Searched, no Xeno spawns there
	Prison        // a prison corridor: street rules, never Searched
	Mall          // a mall corridor: street rules, never Searched
	Extra         // the other face of the watchtower token: a room, placeable anywhere, even outside
	numFeatures   = iota
)

var featureNames = [numFeatures]string{
	"airlock", "security", "oxygen", "dark", "start", "exit",
	"cell", "shop", "safe", "watchtower", "gate", "prison", "mall", "extra",
}

// Sets of features that rules ask about (seed 004, §16).
const (
	// Unsearchable are the features of zones that can never be Searched,
	// whatever the Survivor's skills: see [Map.Searchable].
	Unsearchable = PrisonCell | Safe | Watchtower | RevolvingGate | Prison | Mall
	// NoSpawn are the features of zones where Xenos never spawn: see
	// [Map.Spawnable]. No Spawn Zone token may stand in them.
	NoSpawn = Safe | Watchtower | RevolvingGate
	// Special are the special zones of seed 004, §16; a zone has at most
	// one of them.
	Special = PrisonCell | Shop | Safe | Watchtower | RevolvingGate | Prison | Mall | Extra
)

// Has reports whether the set f contains every feature of g.
func (f Feature) Has(g Feature) bool { return f&g == g }

func (f Feature) String() string {
	words := f.appendNames(make([]string, 0, numFeatures+1))
	if rest := f &^ (1<<numFeatures - 1); rest != 0 {
		words = append(words, fmt.Sprintf("Feature(%#x)", uint16(rest)))
	}
	return strings.Join(words, "|")
}

// appendNames appends to dst the names of the known features in f, in the
// order of featureNames, and returns the extended slice.
func (f Feature) appendNames(dst []string) []string {
	for i, name := range featureNames {
		if f&(1<<i) != 0 {
			dst = append(dst, name)
		}
	}
	return dst
}

// featureByName returns the feature named s.
func featureByName(s string) (Feature, bool) {
	if i, ok := byName[uint8](featureNames[:], s); ok {
		return 1 << i, true
	}
	return 0, false
}

// roomOnly are the features that only a room zone may have (pp.34-35;
// seed 004, §16), and corridorOnly those only a corridor may have.
const (
	roomOnly     = Airlock | Security | OxygenSupply | PrisonCell | Shop | Safe | Extra
	corridorOnly = Prison | Mall
)

// A Color is the colour of a door, a spawn zone or an objective token.
// The zero Color is Neutral, the colour of ordinary doors. Green and
// purple doors stay locked until the mission opens them (p.22); green and
// purple Spawn Zones sleep until the mission wakes them (p.28); Objective
// tokens are red on one face, another colour on some (p.24; component
// list, pp.3-4).
type Color uint8

const (
	Neutral Color = iota
	Red
	Blue
	Green
	Purple
	White
	numColors
)

var colorNames = [numColors]string{"neutral", "red", "blue", "green", "purple", "white"}

func (c Color) String() string {
	if c < numColors {
		return colorNames[c]
	}
	return fmt.Sprintf("Color(%d)", uint8(c))
}

func parseColor(s string) (Color, bool) { return byName[Color](colorNames[:], s) }

// A Boundary is what separates two orthogonally adjacent cells of different
// zones (pp.11-13).
type Boundary uint8

const (
	Wall    Boundary = iota + 1 // blocks movement and sight
	Marking                     // a linear floor marking between corridor or exterior zones: free
	Opening                     // a wall with a permanent gap: free
	Door                        // a door token: see [DoorState]

	// The boundaries of seed 004, §16.

	Wire   // barbed wire: blocks movement until torn, never sight; see [WireInfo]
	Ladder // a watchtower's ladder: Survivors climb it as through an open door; Xenos never; sight passes
	Rail   // a watchtower's open side: blocks movement, never sight
	GateA  // a revolving gate's passage, open when the gate is at [PositionA], else a wall
	GateB  // a revolving gate's passage, open when the gate is at [PositionB], else a wall
	numBoundaries
)

var boundaryNames = [...]string{
	Wall: "wall", Marking: "marking", Opening: "opening", Door: "door",
	Wire: "wire", Ladder: "ladder", Rail: "rail", GateA: "gate-a", GateB: "gate-b",
}

func (b Boundary) String() string {
	if b >= Wall && b < numBoundaries {
		return boundaryNames[b]
	}
	return fmt.Sprintf("Boundary(%d)", uint8(b))
}

// A DoorState is the state of a door token (p.22, p.26).
type DoorState uint8

const (
	Closed    DoorState = iota + 1 // blocks movement and sight
	Open                           // lets actors and sight through; may be closed again
	Destroyed                      // broken by Xenos: open for good (p.26)
	Removed                        // taken away by Mold: the doorway is an opening for good (p.20)
)

var doorStateNames = [...]string{Closed: "closed", Open: "open", Destroyed: "destroyed", Removed: "removed"}

func (d DoorState) String() string {
	if d >= Closed && d <= Removed {
		return doorStateNames[d]
	}
	return fmt.Sprintf("DoorState(%d)", uint8(d))
}

// Mold is the Mold token of a zone, if any (p.20).
type Mold uint8

const (
	NoMold       Mold = iota // no token
	ActiveMold               // counts as a room for sight; links spawn zones in a losing chain
	InactiveMold             // counts as a corridor for sight
)

var moldNames = [...]string{NoMold: "none", ActiveMold: "active", InactiveMold: "inactive"}

func (m Mold) String() string {
	if m <= InactiveMold {
		return moldNames[m]
	}
	return fmt.Sprintf("Mold(%d)", uint8(m))
}

// A DoorID names a door token of a [Map], densely from 0 in reading order.
type DoorID uint16

// NoDoor is the DoorID of a boundary that is not a door.
const NoDoor DoorID = math.MaxUint16

// A WireID names a barbed wire of a [Map] (one cell edge), densely from 1
// in reading order: a map with n wires uses the IDs 1 to n. It starts at 1,
// unlike [DoorID], so that the zero WireID is [NoWire] and a [Step] or
// [Crossing] written without one crosses no wire.
type WireID uint16

// NoWire is the WireID of no wire: the boundary or step is not barbed wire.
const NoWire WireID = 0

// A GateID names a revolving gate of a [Map], densely from 0 in the order
// of the gates' zones.
type GateID uint16

// NoGate is the GateID of no gate.
const NoGate GateID = math.MaxUint16

// A GatePosition is the position of a revolving gate's token: one Action
// on its switch turns it a quarter turn, from one position to the other
// (seed 004, §16). In position A the gate's [GateA] passages are open and
// its [GateB] passages are walls; in position B the other way round.
type GatePosition uint8

const (
	PositionA GatePosition = iota + 1
	PositionB
)

var positionNames = [...]string{PositionA: "a", PositionB: "b"}

func (p GatePosition) String() string {
	if p == PositionA || p == PositionB {
		return positionNames[p]
	}
	return fmt.Sprintf("GatePosition(%d)", uint8(p))
}

// Turned returns the other position: a quarter turn either way.
func (p GatePosition) Turned() GatePosition {
	if p == PositionA {
		return PositionB
	}
	return PositionA
}

// A Cell is a square of the map's grid; X grows east, Y grows south.
type Cell struct{ X, Y int }

func (c Cell) String() string { return fmt.Sprintf("(%d,%d)", c.X, c.Y) }

// A Machine is the kind of a machine miniature (p.25).
type Machine uint8

const (
	Bot    Machine = iota + 1 // the Peacekeeper Bot
	Sentry                    // the Falchion Sentry Gun
)

var machineNames = [...]string{Bot: "bot", Sentry: "sentry"}

func (m Machine) String() string {
	if m == Bot || m == Sentry {
		return machineNames[m]
	}
	return fmt.Sprintf("Machine(%d)", uint8(m))
}

// byName returns the value whose name is s in names, a table indexed by
// value such as kindNames. Empty entries, the gaps of a table whose values
// start at 1, never match.
func byName[E ~uint8](names []string, s string) (E, bool) {
	for i, name := range names {
		if name != "" && name == s {
			return E(i), true
		}
	}
	return 0, false
}
