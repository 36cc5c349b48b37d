// Package mold carries out the rules of Mold (rulebook p.20): the Spoiler
// Abomination spreading it, Hellfire turning it Inactive, and the chain of
// Active Mold that loses the game.
//
// The token itself and its lasting effects on the board (doors and
// Objectives removed, walls opened, special rooms lost) live in package
// zone ([zone.Map.PlaceMold]); this package decides when tokens are placed
// or flipped. Its functions are pure: they return new zone.States and
// modify nothing, and are safe for concurrent use ([Chain] keeps buffers
// for one user).
package mold

import (
	"slices"

	"github.com/invaderengine/invader/zone"
)

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

// Spawns returns the zones of the Spawn tokens printed on the map, dormant
// or active, in the map's order ([zone.Map.Spawns]), one entry per token:
// the Spawn Zones [Chained] takes when no extra token of 7+ Survivors is in
// play (seed 004, §15).
func Spawns(m *zone.Map) []zone.ID {
	sp := m.Spawns()
	out := make([]zone.ID, len(sp))
	for i, s := range sp {
		out[i] = s.Zone
	}
	return out
}

// Chained reports whether two different Spawn Zones are linked by an
// uninterrupted chain of Active Mold Zones, which loses the game (p.20).
//
// spawns are the zones holding Spawn tokens: the tokens printed on the
// map, dormant or active ([Spawns]), and the extra tokens of 7+ Survivors
// (seed 004, §15), which may stand in zones with no printed token. Order
// does not matter and duplicates are allowed: the tokens in one zone make
// one Spawn Zone, which is never a chain by itself. It panics if a zone of
// spawns is not on the map.
//
// A chain is a path of linked zones from one Spawn Zone to another whose
// zones between them are all Active Mold, with at least one Active Mold
// Zone on it (a Spawn Zone covered by Active Mold counts). Two zones are
// linked when they share an edge that is not a wall, or a wall between two
// zones neither of which is exterior: Mold opens walls, except the ones
// leading to exterior zones (p.20; docs/RULINGS.md, "Mold"). Diagonal
// neighbours are never linked.
func Chained(m *zone.Map, s zone.State, spawns []zone.ID) bool {
	var c Chain
	return c.Chained(m, s, spawns)
}

// A Chain answers [Chained] again and again with the same buffers: a
// game's every Mold spread asks it. The zero value is ready; a Chain is
// not safe for concurrent use.
type Chain struct{ c chain }

// Chained is [Chained], in ch's buffers (a nil Chain's are its own).
func (ch *Chain) Chained(m *zone.Map, s zone.State, spawns []zone.ID) bool {
	if len(spawns) < 2 {
		return false
	}
	if ch == nil {
		ch = new(Chain)
	}
	c := &ch.c
	n := m.Len()
	c.m, c.s = m, s
	c.marks = slices.Grow(c.marks[:0], 2*n)[:2*n]
	clear(c.marks)
	c.spawn, c.seen = c.marks[:n:n], c.marks[n:]
	zones := 0
	for _, z := range spawns {
		if !c.spawn[z] {
			c.spawn[z] = true
			zones++
		}
	}
	if zones < 2 {
		return false
	}
	c.queue = slices.Grow(c.queue[:0], n)
	for z, isSpawn := range c.spawn {
		if isSpawn && c.from(zone.ID(z)) {
			return true
		}
	}
	return false
}

// chain is the search of [Chained], with its buffers, kept by a Chain from
// one search to the next.
type chain struct {
	m           *zone.Map
	s           zone.State
	marks       []bool // spawn and seen, in one array
	spawn, seen []bool
	queue       []zone.ID // each zone enters it at most once per start
	next        []zone.ID
	cross       []zone.Crossing
}

// from searches from Spawn Zone start through Active Mold Zones for
// another Spawn Zone.
func (c *chain) from(start zone.ID) bool {
	clear(c.seen)
	c.seen[start] = true
	c.queue = append(c.queue[:0], start)
	for head := 0; head < len(c.queue); head++ {
		z := c.queue[head]
		c.next = c.m.AppendTouching(c.next[:0], z)
		for _, n := range c.next {
			if c.seen[n] && !c.spawn[n] || !c.linked(z, n) {
				continue
			}
			if c.spawn[n] && n != start && (c.active(z) || c.active(n)) {
				return true
			}
			if !c.seen[n] && c.active(n) {
				c.seen[n] = true
				c.queue = append(c.queue, n)
			}
		}
	}
	return false
}

func (c *chain) active(z zone.ID) bool { return c.s.Mold(z) == zone.ActiveMold }

// linked reports whether touching zones a and b are linked for Mold: an
// edge between them that is not a wall, or any edge when neither is
// exterior (p.20).
func (c *chain) linked(a, b zone.ID) bool {
	if c.m.Zone(a).Kind != zone.Exterior && c.m.Zone(b).Kind != zone.Exterior {
		return true
	}
	c.cross = c.m.AppendCrossings(c.cross[:0], a, b)
	for _, x := range c.cross {
		if x.Boundary != zone.Wall {
			return true
		}
	}
	return false
}
