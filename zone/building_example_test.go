package zone_test

import (
	"fmt"

	"github.com/invaderengine/invader/zone"
)

// townBlock is a town block of Zombicide 2nd Edition (seed 002): a
// street, and two houses behind doors that share a wall. Doors: d0 r1-c1,
// d1 r3-r4 (inside the second house), d2 r4-c4.
const townBlock = `
+--+--+--+--+
|r1or2|r3Dr4|
+DD+--+--+DD+
|c1.c2.c3.c4|
+--+--+--+--+

r1: room
r2: room dark
r3: room dark
r4: room dark
c1: corridor
c2: corridor
c3: corridor
c4: corridor
`

// Opening the first door of a building spawns zombies in every dark zone
// of it (seed 002): the rule finds the building of the door's room and
// its dark rooms. Streets are in no building.
func ExampleMap_Building() {
	m := zone.MustParse(townBlock)
	fmt.Println("buildings:", m.NumBuildings(), "building of c1:", m.Building(m.MustLookup("c1")))
	d := m.Door(2) // r4 to the street c4
	b := max(m.Building(d.Zones[0]), m.Building(d.Zones[1]))
	for _, z := range m.AppendBuildingZones(nil, b) {
		if info := m.Zone(z); info.Has(zone.Dark) {
			fmt.Println("building", b, "spawns in", info.Name)
		}
	}
	// Output:
	// buildings: 2 building of c1: -1
	// building 1 spawns in r3
	// building 1 spawns in r4
}

// The doors on a building's outline are its ways in from the street; a
// door between two of its rooms is inside it (seed 002).
func ExampleMap_AppendBuildingDoors() {
	m := zone.MustParse(townBlock)
	for b := range m.NumBuildings() {
		var names []string
		for _, z := range m.AppendBuildingZones(nil, b) {
			names = append(names, m.Zone(z).Name)
		}
		fmt.Println("building", b, names, "outline doors", m.AppendBuildingDoors(nil, b))
	}
	// Output:
	// building 0 [r1 r2] outline doors [0]
	// building 1 [r3 r4] outline doors [2]
}
