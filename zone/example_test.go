package zone_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/invaderengine/invader/zone"
)

func ExampleParse() {
	m, err := zone.Parse(`
+--+--+--+
|r1 r1or2|
+--+DD+--+
|c1.c2.c3|
+--+--+--+

r1: room security
r2: room objective
c1: corridor start
c2: corridor
c3: corridor spawn
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	for z := range m.Len() {
		info := m.Zone(zone.ID(z))
		fmt.Printf("%s: %v, cells %v, features [%v]\n", info.Name, info.Kind, m.Cells(info.ID), info.Features)
	}
	fmt.Println("doors:", m.NumDoors(), "spawns:", len(m.Spawns()), "objectives:", len(m.Objectives()))

	// Errors say where the problem is.
	_, err = zone.Parse(`
+--+--+
|a .b |
+--+--+

a: room
b: room
`)
	var pe *zone.ParseError
	if errors.As(err, &pe) {
		fmt.Printf("line %d, column %d\n", pe.Line, pe.Column)
	}
	// Output:
	// r1: room, cells [(0,0) (1,0)], features [security]
	// r2: room, cells [(2,0)], features []
	// c1: corridor, cells [(0,1)], features [start]
	// c2: corridor, cells [(1,1)], features []
	// c3: corridor, cells [(2,1)], features []
	// doors: 1 spawns: 1 objectives: 1
	// line 3, column 4
}

// Baraka (p.13) steps into the next room through an opening and
// into the corridor through a destroyed door, but must open the closed
// door first.
func ExampleMap_AppendSteps() {
	m := zone.MustParse(`
+--+--+--+
|n ob Dc |
+--+xx+--+
   |k |
   +--+

n: room
b: room start
c: corridor
k: corridor
`)
	s := m.Initial()
	b := m.MustLookup("b")
	show := func(s zone.State) {
		var names []string
		for _, st := range m.AppendSteps(nil, s, b, zone.Mover{}) {
			names = append(names, m.Zone(st.To).Name)
		}
		fmt.Println(strings.Join(names, " "))
	}
	show(s)
	door, _ := m.Between(zone.Cell{X: 1, Y: 0}, zone.Cell{X: 2, Y: 0})
	fmt.Println("between b and c:", door)
	show(s.WithDoor(0, zone.Open))
	// Output:
	// n k
	// between b and c: door
	// n c k
}

// Xenos route through closed doors and break them on the way (p.26), while
// Survivors go round.
func ExampleMap_Routes() {
	m := zone.MustParse(`
+--+--+--+
|x Dk .k2|
+oo+--+..+
|r ok3.k4|
+--+--+--+

x: room
k: corridor
k2: corridor
r: room
k3: corridor
k4: corridor
`)
	s := m.Initial()
	x, k := m.MustLookup("x"), m.MustLookup("k")

	xenos := m.Routes(s, zone.XenoMover)
	d, _ := xenos.Distance(x, k)
	for _, st := range xenos.AppendFirstSteps(nil, x, k) {
		if st.Door != zone.NoDoor {
			fmt.Printf("xenos: %d step, break door %d toward %s\n", d, st.Door, m.Zone(st.To).Name)
		}
	}

	survivors := m.Routes(s, zone.Mover{})
	d, _ = survivors.Distance(x, k)
	fmt.Printf("survivors: %d steps, first to %s\n", d, m.Zone(survivors.AppendFirstSteps(nil, x, k)[0].To).Name)

	// Once the door is destroyed, everyone walks through.
	s = s.WithDoor(0, zone.Destroyed)
	d, _ = m.Routes(s, zone.Mover{}).Distance(x, k)
	fmt.Println("after the door is destroyed:", d)
	// Output:
	// xenos: 1 step, break door 0 toward k
	// survivors: 5 steps, first to r
	// after the door is destroyed: 1
}

// Mold (p.20) removes the zone's doors and Objectives and opens its walls,
// except toward the exterior.
func ExampleMap_PlaceMold() {
	m := zone.MustParse(`
+--+--+--+
|q |r |e |
+--+DD+--+
   |c |
   +--+

q: room
r: room objective
e: exterior
c: corridor
`)
	s := m.Initial()
	r := m.MustLookup("r")
	steps := func(s zone.State) {
		fmt.Print("steps from r:")
		for _, st := range m.AppendSteps(nil, s, r, zone.XenoMover) {
			fmt.Print(" ", m.Zone(st.To).Name)
			if st.Door != zone.NoDoor {
				fmt.Print(" (break door)")
			}
		}
		fmt.Println()
	}
	steps(s)

	s = m.PlaceMold(s, r, zone.ActiveMold)
	fmt.Println("mold:", s.Mold(r), "door:", s.Door(0), "objective:", s.HasObjective(0))
	steps(s)
	// Output:
	// steps from r: c (break door)
	// mold: active door: removed objective: false
	// steps from r: q c
}
