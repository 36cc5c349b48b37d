package los

import "github.com/invaderengine/invader/zone"

// A Viewer says what an observer brings to its sight.
type Viewer struct {
	// Searchlight lets the observer see into Dark Zones (p.11).
	Searchlight bool
}

// A Sight is a zone in sight and how far away it is.
type Sight struct {
	Zone  zone.ID
	Range int // zones along the straight line; 0 for the observer's own zone
}

// Sees reports whether an actor in zone from has a line of sight to zone to
// on map m in board state s (pp.11-12). A zone always sees itself.
func Sees(m *zone.Map, s zone.State, from, to zone.ID, v Viewer) bool {
	// Aligned first: most pairs are on no common straight line, and its
	// bitset, one load from m, says so quickest. Reading first a word per
	// pair of the table (through tables, or a package-level pointer to it),
	// and testing the pairs that need the board without branching on the
	// outcome, measured no faster (issue 16, P3): the call alone costs
	// about 3x the []bool lookup (BenchmarkSeesShuffled/call; the
	// harness's loop calls Sees even when it could be inlined, the loop
	// being a closure copied where its maker is inlined), and the pairs
	// whose answer depends on the board (15% of the benchmark's)
	// mispredict a branch whatever the order of the tests.
	if from != to && !m.Aligned(from, to) {
		return false
	}
	t, ok := tables.Built(m).(*table)
	if !ok {
		t = buildOnce(m)
	}
	if int(to) >= t.n {
		if t.n == 0 {
			return seesWalk(m, s, from, to, v)
		}
		return from == to
	}
	e := t.sees[int(from)*t.n+int(to)]
	bit := uint32(seenBare)
	if v.Searchlight {
		bit = seenLit
	}
	if e < seenInline || e&bit != 0 {
		return e&bit != 0
	}
	if e&seenLight != 0 && !v.Searchlight {
		return false
	}
	if e&seenInline != 0 {
		// The pair's one check, held in e.
		if d := zone.DoorID(e >> 24); d != inlineNoDoor && s.Door(d) != zone.Closed {
			return true
		}
		mask := e >> 4 & 0xf
		if mask == 0 {
			return false // a door's check alone (most pairs): no Mold to read
		}
		return (mask>>min(s.Mold(zone.ID(e>>8&0xff)), 3)|mask>>min(s.Mold(zone.ID(e>>16&0xff)), 3))&1 != 0
	}
	// The ways that need something of the board state: most pairs have
	// one, held in e (direct), the others' are in paths (holds, written
	// out here).
	direct := e&seenPaths == 0
	i := e >> pathShift
	for {
		var cs []check
		if direct {
			c0 := e >> directShift
			cs = t.checks[c0 : c0+i&directMaxNC]
		} else if w := &t.paths[i]; v.Searchlight || !w.light {
			cs = t.checks[w.c0 : w.c0+w.nc]
		} else {
			goto next
		}
		for k := range cs {
			c := &cs[k]
			if c.door != zone.NoDoor && s.Door(c.door) != zone.Closed ||
				c.mask>>min(s.Mold(c.a), 3)&1 != 0 {
				continue
			}
			if (c.b == c.a || c.mask>>min(s.Mold(c.b), 3)&1 == 0) &&
				(c.mask != 0 || s.Gate(c.gate) != c.pos) {
				goto next
			}
		}
		return true
	next:
		if direct || t.paths[i].last {
			return false
		}
		i++
	}
}

// Range returns the Range from zone from to zone to: the number of zones a
// clear straight line crosses to reach it, the smallest over all such lines
// (p.16), and whether to is in sight at all (0 and false when it is not).
// The Range of a zone to itself is 0.
func Range(m *zone.Map, s zone.State, from, to zone.ID, v Viewer) (int, bool) {
	if from == to {
		return 0, true
	}
	if !m.Aligned(from, to) {
		return 0, false
	}
	t := tableOf(m)
	if int(to) >= t.n {
		if t.n == 0 {
			return rangeWalk(m, s, from, to, v)
		}
		return 0, false
	}
	return t.rangeAt(&s, int(from)*t.n+int(to), v.Searchlight)
}

// AppendVisible appends to dst every zone in sight from zone from, with its
// Range, in ascending order of zone, and returns the extended slice. The
// observer's own zone comes with Range 0. It appends nothing for a zone
// the map does not have.
func AppendVisible(dst []Sight, m *zone.Map, s zone.State, from zone.ID, v Viewer) []Sight {
	t := tableOf(m)
	if t.n == 0 {
		return appendVisibleWalk(dst, m, s, from, v)
	}
	if int(from) >= t.n {
		return dst
	}
	row := t.ranges[int(from)*t.n : (int(from)+1)*t.n]
	for b, i := range row {
		switch {
		case zone.ID(b) == from:
			dst = append(dst, Sight{Zone: from})
		case i != 0:
			if r, ok := t.rangeAt(&s, int(from)*t.n+b, v.Searchlight); ok {
				dst = append(dst, Sight{Zone: zone.ID(b), Range: r})
			}
		}
	}
	return dst
}

// AppendInRange appends to dst every zone in sight from zone from whose
// Range lies within lo..hi, in ascending order, and returns the extended
// slice: the zones a weapon with Range "lo-hi" can target (p.16). It
// appends nothing for a zone the map does not have.
func AppendInRange(dst []zone.ID, m *zone.Map, s zone.State, from zone.ID, lo, hi int, v Viewer) []zone.ID {
	t := tableOf(m)
	if t.n == 0 {
		return appendInRangeWalk(dst, m, s, from, lo, hi, v)
	}
	if int(from) >= t.n {
		return dst
	}
	row := t.ranges[int(from)*t.n : (int(from)+1)*t.n]
	for b, i := range row {
		switch {
		case zone.ID(b) == from:
			if lo <= 0 && 0 <= hi {
				dst = append(dst, from)
			}
		case i != 0:
			if r, ok := t.rangeAt(&s, int(from)*t.n+b, v.Searchlight); ok && lo <= r && r <= hi {
				dst = append(dst, zone.ID(b))
			}
		}
	}
	return dst
}
