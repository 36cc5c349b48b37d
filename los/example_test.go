package los_test

import (
	"fmt"
	"log"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/zone"
)

// The README's snippet: a board drawn as text, and what one corridor
// sees of another.
func Example_readme() {
	m, err := zone.Parse(`
+--+--+--+
|r1 r1or2|
+--+DD+--+
|c1.c2.c3|
+--+--+--+

r1: room
r2: room objective
c1: corridor start
c2: corridor
c3: corridor spawn
`) // errors give line:column
	if err != nil {
		log.Fatal(err)
	}
	s := m.Initial()                                                                  // doors, Mold, tokens: what changes
	fmt.Println(los.Sees(m, s, m.MustLookup("c1"), m.MustLookup("c3"), los.Viewer{})) // true
	s = s.WithDoor(0, zone.Open)                                                      // a new value; the old one is intact
	fmt.Println(los.Sees(m, s, m.MustLookup("c2"), m.MustLookup("r1"), los.Viewer{}))
	// Output:
	// true
	// true
}

// Magnus's room M looks through an opening into corridor K, and on through
// an open door one zone into room O; room P lies beyond O (p.12).
func ExampleSees() {
	m := zone.MustParse(`
+--+
|M |
+oo+
|K |
+dd+
|O |
+oo+
|P |
+--+

M: room
K: corridor
O: room
P: room
`)
	s := m.Initial()
	magnus := m.MustLookup("M")
	for _, name := range []string{"K", "O", "P"} {
		fmt.Printf("M sees %s: %v\n", name, los.Sees(m, s, magnus, m.MustLookup(name), los.Viewer{}))
	}

	// Closing the door between K and O cuts the line.
	s = s.WithDoor(0, zone.Closed)
	fmt.Printf("door closed, M sees O: %v\n", los.Sees(m, s, magnus, m.MustLookup("O"), los.Viewer{}))
	// Output:
	// M sees K: true
	// M sees O: true
	// M sees P: false
	// door closed, M sees O: false
}

// The Range is the number of zones a line of sight crosses (p.16); a wall
// stops the line (p.12).
func ExampleRange() {
	m := zone.MustParse(`
+--+--+--+--+--+
|C0.C1.C2.C3|C4|
+--+--+--+--+--+

C0: corridor
C1: corridor
C2: corridor
C3: corridor
C4: corridor
`)
	s := m.Initial()
	from := m.MustLookup("C0")
	for _, name := range []string{"C0", "C1", "C3", "C4"} {
		if r, ok := los.Range(m, s, from, m.MustLookup(name), los.Viewer{}); ok {
			fmt.Printf("C0 to %s: range %d\n", name, r)
		} else {
			fmt.Printf("C0 to %s: out of sight\n", name)
		}
	}
	// Output:
	// C0 to C0: range 0
	// C0 to C1: range 1
	// C0 to C3: range 3
	// C0 to C4: out of sight
}

// The zones a weapon can target are those in sight within its Range (p.16).
func ExampleAppendInRange() {
	m := zone.MustParse(`
+--+--+--+--+--+--+
|C0.C1.C2.C3.C4oR |
+--+--+--+--+--+--+

C0: corridor
C1: corridor
C2: corridor
C3: corridor
C4: corridor
R: room
`)
	s := m.Initial()
	from := m.MustLookup("C1")
	for _, w := range []struct {
		weapon string
		lo, hi int
	}{{"0", 0, 0}, {"1-1", 1, 1}, {"1-3", 1, 3}} {
		var targets []string
		for _, z := range los.AppendInRange(nil, m, s, from, w.lo, w.hi, los.Viewer{}) {
			targets = append(targets, m.Zone(z).Name)
		}
		fmt.Printf("range %s: %v\n", w.weapon, targets)
	}
	// Output:
	// range 0: [C1]
	// range 1-1: [C0 C2]
	// range 1-3: [C0 C2 C3 C4]
}
