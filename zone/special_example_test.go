package zone_test

import (
	"fmt"

	"github.com/invaderengine/invader/zone"
)

// Barbed wire (seed 004, §16): Xenos plan their route as if it were not
// there, and the step that meets it names it; Survivors cannot cross it
// until an Abomination tears it.
func ExampleStep_wire() {
	m := zone.MustParse(`
+--+--+--+
|a .b Wc |
+--+--+--+

a: corridor spawn
b: corridor
c: corridor start
`)
	a, b, c := m.MustLookup("a"), m.MustLookup("b"), m.MustLookup("c")
	s := m.Initial()
	r := m.RoutesTo(s, zone.XenoMover, c)
	for _, st := range r.AppendFirstSteps(nil, b, c) {
		fmt.Printf("Xenos in b step to %s, meeting wire %d\n", m.Zone(st.To).Name, st.Wire)
	}
	_, ok := m.CanStep(s, c, b, zone.Mover{})
	fmt.Println("a Survivor crosses from c to b:", ok)

	w := m.Wire(1)
	s = s.WithTorn(w.ID) // an Abomination walked through
	st, ok := m.CanStep(s, c, b, zone.Mover{})
	fmt.Println("once torn:", ok, "wire met:", st.Wire != zone.NoWire)
	d, _ := m.RoutesTo(s, zone.XenoMover, c).Distance(a, c)
	fmt.Println("Xenos from a to c:", d, "steps")
	// Output:
	// Xenos in b step to c, meeting wire 1
	// a Survivor crosses from c to b: false
	// once torn: true wire met: false
	// Xenos from a to c: 2 steps
}

// A revolving gate (seed 004, §16): one Action on its switch turns it,
// opening its B passages and shutting its A passages.
func ExampleState_TurnGate() {
	m := zone.MustParse(`
+--+--+--+
|w Ag Be |
+--+--+--+

w: corridor switch=g
g: corridor gate
e: corridor
`)
	g, _ := m.GateOf(m.MustLookup("g"))
	fmt.Println("switch in", m.Zone(m.Gate(g).Switch).Name)
	s := m.Initial()
	for range 3 {
		_, west := m.CanStep(s, m.MustLookup("g"), m.MustLookup("w"), zone.XenoMover)
		_, east := m.CanStep(s, m.MustLookup("g"), m.MustLookup("e"), zone.XenoMover)
		fmt.Printf("at %v: west %v, east %v\n", s.Gate(g), west, east)
		s = s.TurnGate(g)
	}
	// Output:
	// switch in w
	// at a: west true, east false
	// at b: west false, east true
	// at a: west true, east false
}

// A watchtower (seed 004, §16) is climbed by its ladder, by Survivors
// only; sight passes its ladder and rails; it is never Searched, and no
// Xeno spawns there.
func ExampleMap_Searchable() {
	m := zone.MustParse(`
+--+--+
|k Ht |
+..+::+
|c .d |
+DD+--+
|r |
+--+

k: corridor
t: corridor watchtower
c: corridor prison
d: corridor
r: room cell
`)
	k, t := m.MustLookup("k"), m.MustLookup("t")
	_, climbs := m.CanStep(m.Initial(), k, t, zone.Mover{})
	_, xenos := m.CanStep(m.Initial(), k, t, zone.XenoMover)
	fmt.Println("a Survivor climbs:", climbs, "Xenos climb:", xenos)
	for z := range m.Len() {
		info := m.Zone(zone.ID(z))
		fmt.Printf("%s %v: searchable %v, spawnable %v\n", info.Name, info.Features, m.Searchable(info.ID), m.Spawnable(info.ID))
	}
	// Output:
	// a Survivor climbs: true Xenos climb: false
	// k : searchable true, spawnable true
	// t watchtower: searchable false, spawnable false
	// c prison: searchable false, spawnable true
	// d : searchable true, spawnable true
	// r cell: searchable false, spawnable true
}
