package zone

import "slices"

// Buildings (seed 002, Zombicide 2nd Edition: opening the first door of a
// building spawns zombies "in every dark zone of that building"). A
// building is a set of Room zones that figures can pass between without
// leaving the rooms: two rooms that touch through any boundary but a wall
// or a rail (an opening, a door of any colour or state, barbed wire, a
// ladder, a revolving gate's passage) are of one building, and so are the
// rooms joined to them in turn. Rooms that touch only through walls are
// different buildings, as two houses sharing a wall are. Corridors and
// exterior zones belong to no building: in 2nd Edition they are the
// streets. The buildings are numbered densely from 0 in the order of their
// first zone (the lowest ID), and computed once when the Map is built.

// buildings is what a Map knows of its buildings.
type buildings struct {
	of        []int32  // per zone: its building, or -1 for a zone that is not a room
	zones     []ID     // the zones of each building, grouped by zoneStart
	zoneStart []int32  // len NumBuildings()+1
	doors     []DoorID // the doors on each building's outline, grouped by doorStart
	doorStart []int32  // len NumBuildings()+1
}

// joins reports whether boundary b lets figures pass, sooner or later:
// everything but walls and rails (a closed door opens, wire is torn, a
// gate turns).
func joins(b Boundary) bool { return b != Wall && b != Rail && b != 0 }

// buildBuildings numbers the buildings of m and lists their zones and
// outline doors.
func (m *Map) buildBuildings() {
	n := len(m.zones)
	b := &m.bldg
	b.of = make([]int32, n)
	for i := range b.of {
		b.of[i] = -1
	}
	b.zoneStart = []int32{0}
	for z := range n {
		if m.zones[z].kind == Room && b.of[z] < 0 {
			m.fillBuilding(ID(z), int32(len(b.zoneStart)-1))
			b.zoneStart = append(b.zoneStart, int32(len(b.zones)))
		}
	}
	m.buildOutlines()
}

// fillBuilding gives building number k to room z and every room joined to
// it, appending them to m.bldg.zones in ascending order.
func (m *Map) fillBuilding(z ID, k int32) {
	b := &m.bldg
	first := len(b.zones)
	b.of[z] = k
	b.zones = append(b.zones, z)
	for i := first; i < len(b.zones); i++ {
		from := b.zones[i]
		for _, l := range m.links[m.linkStart[from]:m.linkStart[from+1]] {
			if b.of[l.to] < 0 && m.zones[l.to].kind == Room && m.linkJoins(l) {
				b.of[l.to] = k
				b.zones = append(b.zones, l.to)
			}
		}
	}
	slices.Sort(b.zones[first:])
}

// linkJoins reports whether any cell edge of link l lets figures pass.
func (m *Map) linkJoins(l link) bool {
	for _, si := range m.linkSegs[l.first : l.first+l.size] {
		if joins(m.segs[si].kind) {
			return true
		}
	}
	return false
}

// buildOutlines lists, per building, the doors between one of its rooms
// and a zone of no building, in ascending order. A door between two rooms
// joins them, so it is never on an outline.
func (m *Map) buildOutlines() {
	b := &m.bldg
	count := make([]int32, len(b.zoneStart))
	outline := func(d DoorInfo) int32 {
		x, y := b.of[d.Zones[0]], b.of[d.Zones[1]]
		if x == y {
			return -1
		}
		return max(x, y) // the other is -1: only rooms have a building
	}
	for _, d := range m.doors {
		if k := outline(d); k >= 0 {
			count[k+1]++
		}
	}
	for k := 1; k < len(count); k++ {
		count[k] += count[k-1]
	}
	b.doorStart = count
	b.doors = make([]DoorID, count[len(count)-1])
	next := append([]int32(nil), count...)
	for _, d := range m.doors {
		if k := outline(d); k >= 0 {
			b.doors[next[k]] = d.ID
			next[k]++
		}
	}
}

// NumBuildings returns the number of buildings on the map: their numbers
// are 0 to NumBuildings()-1 (see [Map.Building]).
func (m *Map) NumBuildings() int {
	if m == nil || len(m.bldg.zoneStart) == 0 {
		return 0
	}
	return len(m.bldg.zoneStart) - 1
}

// Building returns the building of zone z: the connected set of Room
// zones joined by any boundary but walls and rails (openings and doors
// among them), numbered from 0 in the order of their lowest zone. It is
// -1 for a corridor or an exterior zone, which belong to no building (in
// Zombicide 2nd Edition they are the streets, seed 002), and for a zone
// the map does not have.
func (m *Map) Building(z ID) int {
	if m == nil || int(z) >= len(m.bldg.of) {
		return -1
	}
	return int(m.bldg.of[z])
}

// AppendBuildingZones appends to dst the zones of building b, in
// ascending order, and returns the extended slice; nothing for a building
// the map does not have. With [Map.Zone]'s features a rule picks the dark
// rooms among them (seed 002: opening the first door of a building spawns
// zombies "in every dark zone of that building").
func (m *Map) AppendBuildingZones(dst []ID, b int) []ID {
	if b < 0 || b >= m.NumBuildings() {
		return dst
	}
	return append(dst, m.bldg.zones[m.bldg.zoneStart[b]:m.bldg.zoneStart[b+1]]...)
}

// AppendBuildingDoors appends to dst the doors on the outline of building
// b, in ascending order, and returns the extended slice: the doors
// between one of its rooms and a zone outside it, through which the
// building is first opened (seed 002). The doors between two of its
// rooms are inside it, not on its outline. Nothing for a building the map
// does not have.
func (m *Map) AppendBuildingDoors(dst []DoorID, b int) []DoorID {
	if b < 0 || b >= m.NumBuildings() {
		return dst
	}
	return append(dst, m.bldg.doors[m.bldg.doorStart[b]:m.bldg.doorStart[b+1]]...)
}
