// Package mold carries out the rules of Mold (rulebook p.20): the Spoiler
// Abomination spreading it, Hellfire turning it Inactive, and the chain of
// Active Mold that loses the game.
//
// The token itself and its lasting effects on the board (doors and
// Objectives removed, walls opened, special rooms lost) live in package
// zone ([zone.Map.PlaceMold]); this package decides when tokens are placed
// or flipped. Its functions are pure: they return new zone.States and
// modify nothing, and are safe for concurrent use.
package mold

import "github.com/invaderengine/invader/zone"

// Tokens is the number of Mold tokens in the box (component list,
// pp.3-4). No more
// Mold Zones than that can exist at once.
const Tokens = 15

// Count returns the number of Mold tokens on the board.
func Count(m *zone.Map, s zone.State) int {
	n := 0
	for z := range m.Len() {
		if s.Mold(zone.ID(z)) != zone.NoMold {
			n++
		}
	}
	return n
}

// Spread returns s after a Spoiler Abomination stands in zone z (p.20):
// in a room or corridor Zone without Mold it places an Active Mold token
// (if the box has one left, out of limit tokens), and it flips an Inactive
// token to Active. It never spreads outside. The bool reports whether the
// board changed.
func Spread(m *zone.Map, s zone.State, z zone.ID, limit int) (zone.State, bool) {
	switch {
	case m.Zone(z).Kind == zone.Exterior:
		return s, false
	case s.Mold(z) == zone.ActiveMold:
		return s, false
	case s.Mold(z) == zone.NoMold && Count(m, s) >= limit:
		return s, false
	}
	return m.PlaceMold(s, z, zone.ActiveMold), true
}

// Hellfire returns s after a Hellfire in zone z (p.20, p.34): an Active
// Mold token there turns Inactive. The bool reports whether it did.
func Hellfire(m *zone.Map, s zone.State, z zone.ID) (zone.State, bool) {
	if s.Mold(z) != zone.ActiveMold {
		return s, false
	}
	return m.PlaceMold(s, z, zone.InactiveMold), true
}

// Chained reports whether two different Spawn Zones are linked by an
// unbroken chain of Active Mold Zones, which loses the game (p.20): a path
// of orthogonally adjacent zones from one Spawn Zone to another whose
// zones between them are all Active Mold, with at least one Active Mold
// Zone on it (a Spawn Zone covered by Active Mold counts). Adjacency is
// the zones' shared edges, whatever the boundary: Mold opens walls anyway
// (docs/RULINGS.md, "Mold"). Every Spawn Zone token counts, active or
// dormant.
func Chained(m *zone.Map, s zone.State) bool {
	spawn := make([]bool, m.Len())
	for _, sp := range m.Spawns() {
		spawn[sp.Zone] = true
	}
	for z, isSpawn := range spawn {
		if isSpawn && chainFrom(m, s, zone.ID(z), spawn) {
			return true
		}
	}
	return false
}

// chainFrom searches from Spawn Zone start through Active Mold Zones for
// another Spawn Zone.
func chainFrom(m *zone.Map, s zone.State, start zone.ID, spawn []bool) bool {
	active := func(z zone.ID) bool { return s.Mold(z) == zone.ActiveMold }
	seen := make([]bool, m.Len())
	seen[start] = true
	queue := []zone.ID{start}
	var next []zone.ID
	for len(queue) > 0 {
		z := queue[0]
		queue = queue[1:]
		next = m.AppendTouching(next[:0], z) // one buffer for the whole search
		for _, n := range next {
			if spawn[n] && n != start && (active(z) || active(n)) {
				return true
			}
			if !seen[n] && active(n) {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return false
}
