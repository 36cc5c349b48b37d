package zone_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// buildingsOf lists the zones of every building of m by name, and the
// doors on each one's outline.
func buildingsOf(m *zone.Map) (zones [][]string, doors [][]zone.DoorID) {
	for b := range m.NumBuildings() {
		var names []string
		for _, z := range m.AppendBuildingZones(nil, b) {
			names = append(names, m.Zone(z).Name)
		}
		zones = append(zones, names)
		doors = append(doors, m.AppendBuildingDoors(nil, b))
	}
	return zones, doors
}

// seed 002: opening the first door of a building spawns zombies in every
// dark zone of that building. A building is the rooms joined by any
// boundary figures may cross (openings, doors of every colour and state,
// barbed wire, gate passages); walls part buildings; corridors and
// exterior zones are streets, in no building.
func TestBuildings(t *testing.T) {
	tests := []struct {
		name  string
		board string
		zones [][]string      // per building, its zones by name
		doors [][]zone.DoorID // per building, the doors on its outline
	}{
		{
			name: "two houses sharing a wall, seed 002",
			// Doors are numbered cell by cell, east then south: d0 r1-c1,
			// d1 r3-r4 (inside), d2 r4-c4.
			board: `
+--+--+--+--+
|r1or2|r3Dr4|
+DD+--+--+DD+
|c1.c2.c3.c4|
+--+--+--+--+

r1: room
r2: room dark
r3: room dark
r4: room
c1: corridor
c2: corridor
c3: corridor
c4: corridor
`,
			zones: [][]string{{"r1", "r2"}, {"r3", "r4"}},
			doors: [][]zone.DoorID{{0}, {2}},
		},
		{
			name: "doors of every colour and state join rooms, seed 002",
			// d0 a-b (green, closed), d1 a-k, d2 b-c (open), d3 c-d
			// (destroyed), d4 d-k2 (purple).
			board: `
+--+--+--+--+
|a Gb dc xd |
+DD+--+--+PP+
|k  k  k .k2|
+--+--+--+--+

a: room
b: room
c: room
d: room
k: corridor
k2: corridor
`,
			zones: [][]string{{"a", "b", "c", "d"}},
			doors: [][]zone.DoorID{{1, 4}},
		},
		{
			name: "a room of many cells, a lone room and no street, seed 002",
			board: `
+--+--+--+
|r1 r1|r2|
+  +--+--+
|r1|
+--+

r1: room
r2: room
`,
			zones: [][]string{{"r1"}, {"r2"}},
			doors: [][]zone.DoorID{nil, nil},
		},
		{
			name: "streets only: no building, seed 002",
			board: `
+--+--+--+
|s .s2|e |
+--+--+--+

s: corridor
s2: corridor
e: exterior
`,
		},
		{
			name: "an airlock is a room of the base's building, seed 002",
			// d0: c-a (door of the base), the airlock's opening to the
			// exterior is not a door.
			board: `
+--+--+--+
|c Da oe |
+--+--+--+

c: room
a: room airlock
e: exterior
`,
			zones: [][]string{{"c", "a"}},
			doors: [][]zone.DoorID{nil},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := parse(t, tt.board)
			zones, doors := buildingsOf(m)
			if d := cmp.Diff(tt.zones, zones); d != "" {
				t.Errorf("buildings' zones (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tt.doors, doors); d != "" {
				t.Errorf("buildings' outline doors (-want +got):\n%s", d)
			}
			for z := range m.Len() {
				id := zone.ID(z)
				if room, b := m.Zone(id).Kind == zone.Room, m.Building(id); room != (b >= 0) {
					t.Errorf("Building(%s) = %d for a %v", m.Zone(id).Name, b, m.Zone(id).Kind)
				}
			}
		})
	}
}

// The special boundaries of seed 004, §16 join rooms too (seed 002's
// building is the rooms a figure can go between): barbed wire, intact or
// torn, and a revolving gate's passages whatever the gate's position: r2
// and r3 share only a wall, but the gate g1 joins them.
func TestBuildings_SpecialBoundaries(t *testing.T) {
	m := parse(t, `
+--+--+--+--+
|r1Wr2|r3|k |
+--+AA+BB+..+
|  |g1 g1ok2|
   +--+--+--+

r1: room
r2: room
r3: room switch=g1
k: corridor
g1: room gate
k2: corridor
`)
	zones, _ := buildingsOf(m)
	if d := cmp.Diff([][]string{{"r1", "r2", "r3", "g1"}}, zones); d != "" {
		t.Errorf("buildings (-want +got):\n%s", d)
	}
}

// Queries about buildings and zones the map does not have answer nothing,
// as every query of a Map does.
func TestBuildings_OutOfRange(t *testing.T) {
	m := parse(t, zonetest.SmallMission)
	for _, b := range []int{-1, m.NumBuildings(), 1 << 30} {
		if zs, ds := m.AppendBuildingZones(nil, b), m.AppendBuildingDoors(nil, b); zs != nil || ds != nil {
			t.Errorf("building %d: zones %v, doors %v; want none", b, zs, ds)
		}
	}
	if b := m.Building(zone.None); b != -1 {
		t.Errorf("Building(None) = %d, want -1", b)
	}
	var nilMap *zone.Map
	if nilMap.NumBuildings() != 0 || nilMap.Building(0) != -1 || (&zone.Map{}).NumBuildings() != 0 {
		t.Error("a nil or zero Map has buildings")
	}
	// AppendBuildingZones appends: what dst held stays.
	if got := m.AppendBuildingZones([]zone.ID{7}, 0); len(got) != 2 || got[0] != 7 {
		t.Errorf("AppendBuildingZones([7], 0) = %v", got)
	}
}

// model computes the buildings of m from its crossings alone: the
// classes of rooms under "touches through a boundary that is neither a
// wall nor a rail", numbered by lowest zone.
func model(m *zone.Map) []int {
	of := make([]int, m.Len())
	for i := range of {
		of[i] = -1
	}
	next := 0
	for z := range m.Len() {
		if m.Zone(zone.ID(z)).Kind != zone.Room || of[z] >= 0 {
			continue
		}
		of[z] = next
		for todo := []int{z}; len(todo) > 0; {
			a := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			for b := range m.Len() {
				if of[b] < 0 && m.Zone(zone.ID(b)).Kind == zone.Room && joined(m, zone.ID(a), zone.ID(b)) {
					of[b] = next
					todo = append(todo, b)
				}
			}
		}
		next++
	}
	return of
}

func joined(m *zone.Map, a, b zone.ID) bool {
	return slices.ContainsFunc(m.AppendCrossings(nil, a, b), func(c zone.Crossing) bool {
		return c.Boundary != zone.Wall && c.Boundary != zone.Rail
	})
}

// Properties of buildings on every board zonetest draws (seed 002): every
// room is in exactly one building and nothing else is in any; a building
// is connected; two rooms joined by a crossing share a building, both
// ways round; the numbering follows the lowest zone; the outline doors
// are exactly the doors between a building's room and a street.
func TestProp_Buildings(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, _ := drawBoard(t)
		want := model(m)
		seen := make([]int, m.Len())
		for b := range m.NumBuildings() {
			zs := m.AppendBuildingZones(nil, b)
			if len(zs) == 0 || !slices.IsSorted(zs) {
				t.Fatalf("building %d: zones %v: want some, ascending", b, zs)
			}
			if b > 0 && m.AppendBuildingZones(nil, b-1)[0] > zs[0] {
				t.Fatalf("building %d starts at zone %d, before building %d", b, zs[0], b-1)
			}
			for _, z := range zs {
				seen[z]++
				if m.Building(z) != b || want[z] != b {
					t.Fatalf("zone %s: Building %d, model %d, listed in building %d", m.Zone(z).Name, m.Building(z), want[z], b)
				}
			}
			checkOutline(t, m, b)
		}
		for z := range m.Len() {
			id := zone.ID(z)
			room := m.Zone(id).Kind == zone.Room
			if room && seen[z] != 1 || !room && (seen[z] != 0 || m.Building(id) != -1) {
				t.Fatalf("zone %s (%v): in %d buildings, Building %d", m.Zone(id).Name, m.Zone(id).Kind, seen[z], m.Building(id))
			}
			for to := range m.Len() {
				other := zone.ID(to)
				if room && m.Zone(other).Kind == zone.Room && joined(m, id, other) && m.Building(id) != m.Building(other) {
					t.Fatalf("rooms %s and %s are joined but in buildings %d and %d", m.Zone(id).Name, m.Zone(other).Name, m.Building(id), m.Building(other))
				}
			}
		}
	})
}

// checkOutline checks that the outline doors of building b are the doors
// with exactly one side in b, in ascending order.
func checkOutline(t *rapid.T, m *zone.Map, b int) {
	var want []zone.DoorID
	for d := range m.NumDoors() {
		info := m.Door(zone.DoorID(d))
		if (m.Building(info.Zones[0]) == b) != (m.Building(info.Zones[1]) == b) {
			want = append(want, info.ID)
		}
	}
	if d := cmp.Diff(want, m.AppendBuildingDoors(nil, b)); d != "" {
		t.Fatalf("building %d: outline doors (-want +got):\n%s", b, d)
	}
}

// The buildings are part of the map, not of its form: a map read back
// from its text and from its JSON has the same ones.
func TestProp_BuildingsRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, _ := drawBoard(t)
		back, err := zone.Parse(m.Format())
		if err != nil {
			t.Fatal(err)
		}
		data, err := m.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var fromJSON zone.Map
		if err := fromJSON.UnmarshalJSON(data); err != nil {
			t.Fatal(err)
		}
		z0, d0 := buildingsOf(m)
		for _, other := range []*zone.Map{back, &fromJSON} {
			z1, d1 := buildingsOf(other)
			if !cmp.Equal(z0, z1) || !cmp.Equal(d0, d1) {
				t.Fatalf("buildings %v %v; read back %v %v", z0, d0, z1, d1)
			}
		}
	})
}
