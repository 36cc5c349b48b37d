package mold_test

import (
	"fmt"

	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/zone"
)

// A Spoiler Abomination walks from one Spawn Zone toward the other,
// spreading Mold (p.20); when the chain of Active Mold links them, the game
// is lost, and a Hellfire breaks the chain.
func Example() {
	m := zone.MustParse(`
+--+--+--+--+--+
|s1.c1.c2Dr os2|
+--+--+--+--+--+

s1: corridor spawn
c1: corridor
c2: corridor
r: room
s2: corridor spawn
`)
	s := m.Initial()
	spawns := mold.Spawns(m) // the printed tokens: no extra ones of 7+ Survivors
	for _, name := range []string{"c1", "c2", "r"} {
		s, _ = mold.Spread(m, s, m.MustLookup(name), mold.Tokens)
		fmt.Printf("Spoiler in %s: %d tokens, door %v, lost %v\n", name, mold.Count(m, s), s.Door(0), mold.Chained(m, s, spawns))
	}
	s, _ = mold.Hellfire(m, s, m.MustLookup("c2"))
	fmt.Println("Hellfire in c2: lost", mold.Chained(m, s, spawns))
	// Output:
	// Spoiler in c1: 1 tokens, door closed, lost false
	// Spoiler in c2: 2 tokens, door removed, lost false
	// Spoiler in r: 3 tokens, door removed, lost true
	// Hellfire in c2: lost false
}

// Spread places a token where there is none, flips an Inactive one, and
// never spreads outside (p.20).
func ExampleSpread() {
	m := zone.MustParse(`
+--+--+--+
|c or |e |
+--+--+--+

c: corridor
r: room mold=inactive
e: exterior
`)
	s := m.Initial()
	for _, name := range []string{"c", "r", "e"} {
		z := m.MustLookup(name)
		var changed bool
		s, changed = mold.Spread(m, s, z, mold.Tokens)
		fmt.Printf("%s: %v (changed %v)\n", name, s.Mold(z), changed)
	}
	// Output:
	// c: active (changed true)
	// r: active (changed true)
	// e: none (changed false)
}

// Chained follows the walls Mold opens but not a wall toward the exterior
// (p.20), and counts the extra Spawn tokens of 7+ Survivors wherever they
// stand (seed 004, §15).
func ExampleChained() {
	m := zone.MustParse(`
+--+--+--+
|s |m |e |
+--+--+--+

s: room spawn
m: room mold=active
e: exterior spawn
`)
	s := m.Initial()
	fmt.Println("printed tokens:", mold.Chained(m, s, mold.Spawns(m)))
	extra := append(mold.Spawns(m), m.MustLookup("m"))
	fmt.Println("an extra token in m:", mold.Chained(m, s, extra))
	// Output:
	// printed tokens: false
	// an extra token in m: true
}
