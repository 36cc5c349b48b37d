package los

import (
	"slices"

	"github.com/invaderengine/invader/zone"
)

// tables keeps each Map's sight table: built once per Map, on first use.
var tables = zone.NewMemo(func(m *zone.Map) any { return buildTable(m) })

// tableOf returns the sight table of m.
func tableOf(m *zone.Map) *table {
	if t, ok := tables.Built(m).(*table); ok {
		return t
	}
	return buildOnce(m)
}

// buildOnce returns the sight table of m, building it if no other call has.
//
//go:noinline
func buildOnce(m *zone.Map) *table { return tables.Get(m).(*table) }

// A table says, for every ordered pair of zones of a Map, the ways a line
// of sight can run from one to the other and what each needs of the board
// state: the walls and straight lines of a Map never change, so only its
// doors, its Mold, its revolving gates and the observer's Searchlight are
// left to test.
//
// Each way is one straight line of the first zone as far as it first meets
// the second (p.12), reduced to the conditions that let sight pass along
// it: a wall crossed needs Mold on one side (p.20), a door crossed needs to
// be open or destroyed or Mold on one side, a revolving gate's passage
// crossed needs the gate at its position (seed 004, §16: Mold opens none),
// a room passed through needs
// Inactive Mold, a corridor or exterior zone passed through needs no Active
// Mold, and a Dark Zone on the way or at its end needs a Searchlight (p.11).
type table struct {
	n int
	// sees[a*n+b] answers Sees: seenBare when b is in sight of a whatever
	// the board state, seenLit when it is with a Searchlight, and above
	// those bits the ways whose conditions must be tested (none when
	// nothing above those bits is set), the fewest that decide it: the one
	// way of most pairs held in the entry itself, the others' in paths
	// (the three forms are below).
	sees []uint32
	// ranges[a*n+b] is the index in paths of the first way for Range, 0
	// for none: the ways no other shorter and weaker one makes useless,
	// shortest first.
	ranges []uint32
	paths  []way // paths[0] is unused
	doors  bool  // the Map has door tokens
	checks []check
}

const (
	seenBare   = 1  // without a Searchlight, hence with one too
	seenLit    = 2  // with a Searchlight
	seenInline = 4  // the entry holds its one way's one check (inlineCheck)
	seenLight  = 8  // its one way needs a Searchlight (inline or direct)
	seenPaths  = 16 // the entry holds an index in paths
	pathShift  = 5
)

// Above seenBare and seenLit, a sees entry takes one of three forms.
// With seenInline it holds the one check of the pair's one way, which is
// no gate's: its mask in bits 4-7, zone a in bits 8-15, zone b in 16-23
// (a again for one zone) and its door in 24-31 (inlineNoDoor for none);
// Sees tests it with no lookup in paths or checks. With seenPaths it holds
// the index in paths of the pair's first way, from bit pathShift. With
// neither (direct) it holds the pair's one way: the number of its checks
// in bits 5-9 and the index of the first in checks from bit directShift.
// seenLight says the one way of an inline or direct entry needs a
// Searchlight.
const (
	inlineNoDoor = 0xff
	directMaxNC  = 31
	directShift  = 10
)

// inlineCheck returns the inline sees entry bits of the ways of a pair,
// and whether they can be held in them: one way of one check, no gate's,
// with zones and door below 255.
func inlineCheck(keep []cand) (uint32, bool) {
	if len(keep) != 1 || len(keep[0].conds) != 1 {
		return 0, false
	}
	k := compile(keep[0].conds[0])
	if k.mask == 0 || k.a >= inlineNoDoor || k.b >= inlineNoDoor ||
		k.door != zone.NoDoor && k.door >= inlineNoDoor {
		return 0, false
	}
	e := uint32(seenInline) | uint32(k.mask)<<4 | uint32(k.a)<<8 | uint32(k.b)<<16 | inlineNoDoor<<24
	if k.door != zone.NoDoor {
		e = e&^(inlineNoDoor<<24) | uint32(k.door)<<24
	}
	return e, true
}

// A way is one line of sight from a zone to another.
type way struct {
	c0    uint32 // its conditions, checks[c0:c0+nc], in the order of op
	nc    uint32
	rng   int32 // the Range along it
	light bool  // it needs a Searchlight
	last  bool  // the last way of its pair
}

// A check is one condition of a way, compiled: it holds when door is
// not closed (NoDoor: never), or when bit min(Mold, 3) of mask is set for
// zone a or for zone b (b == a: one zone). A check with mask 0 is a gate
// passage's (a == b, the gate's zone, and door NoDoor): it holds when
// gate is at pos. Sees and rangeAt test the gate only once the rest
// failed, so that the other checks cost what they did.
type check struct {
	a, b zone.ID
	door zone.DoorID
	gate zone.GateID
	mask uint8
	pos  zone.GatePosition
}

// The masks of a check, by the Mold a zone must have.
const (
	maskMolded    = 1<<zone.ActiveMold | 1<<zone.InactiveMold | 1<<3
	maskInactive  = 1 << zone.InactiveMold
	maskNotActive = 1<<zone.NoMold | 1<<zone.InactiveMold | 1<<3
)

// A cond is one condition of a way on the board state, while the table is
// built; addWays compiles it to a check.
type cond struct {
	op   op
	a, b zone.ID
	door zone.DoorID
	gate zone.GateID // opGate's
	pos  zone.GatePosition
}

type op uint8

// The conditions, in the order a way tests them: those most likely to fail
// first.
const (
	opInactive  op = iota // zone a (a room) has Inactive Mold: a corridor for sight
	opWall                // zone a or b has Mold: their wall is an opening
	opGate                // gate is at pos: the passage of zone a is open
	opDoor                // door is not closed, or zone a or b has Mold
	opNotActive           // zone a (a corridor or exterior) has no Active Mold
)

// rangeAt returns the Range of the pair at index p of ranges, and whether
// it is in sight.
func (t *table) rangeAt(s *zone.State, p int, light bool) (int, bool) {
	i := t.ranges[p]
	if i == 0 {
		return 0, false
	}
	for ; ; i++ {
		w := &t.paths[i]
		if light || !w.light {
			// Whether every condition of the way holds in s, written out
			// here as in Sees: a function would not be inlined.
			for _, c := range t.checks[w.c0 : w.c0+w.nc] {
				if c.door != zone.NoDoor && s.Door(c.door) != zone.Closed ||
					c.mask>>min(s.Mold(c.a), 3)&1 != 0 {
					continue
				}
				if (c.b == c.a || c.mask>>min(s.Mold(c.b), 3)&1 == 0) &&
					(c.mask != 0 || s.Gate(c.gate) != c.pos) {
					goto next
				}
			}
			return int(w.rng), true
		}
	next:
		if w.last {
			return 0, false
		}
	}
}

// A cand is a way while the table is built.
type cand struct {
	conds []cond
	light bool
	rng   int32
}

// maxTableZones bounds the tables' n*n entries: on a larger map (or none
// with no zone) the table is empty, n == 0, and los walks the lines.
var maxTableZones = 1024

func buildTable(m *zone.Map) *table {
	n := m.Len()
	if n > maxTableZones {
		return &table{}
	}
	t := &table{n: n, sees: make([]uint32, n*n), ranges: make([]uint32, n*n), paths: make([]way, 1), doors: m.NumDoors() > 0}
	cands := make([][]cand, n)
	onLine := make([]bool, n)
	for a := range n {
		from := zone.ID(a)
		for b := range cands {
			cands[b] = cands[b][:0]
		}
		for i := range m.NumLines(from) {
			l := m.Line(from, i)
			clear(onLine)
			var conds []cond
			light := false
			for j := range l.Len() {
				c := l.At(j)
				if m.IsOutside(c) {
					break
				}
				switch c.Boundary {
				case zone.Wall:
					if m.Zone(c.From).Kind == zone.Exterior || m.Zone(c.To).Kind == zone.Exterior {
						goto next
					}
					conds = addCond(conds, pairCond(opWall, c.From, c.To, zone.NoDoor))
				case zone.Door:
					conds = addCond(conds, pairCond(opDoor, c.From, c.To, c.Door))
				case zone.GateA, zone.GateB:
					conds = addCond(conds, gateCond(m, c))
				}
				to := m.Zone(c.To)
				if to.Has(zone.Dark) {
					light = true
				}
				if !onLine[c.To] {
					onLine[c.To] = true
					cands[c.To] = append(cands[c.To], cand{conds: simplify(conds), light: light, rng: int32(j + 1)})
				}
				if to.Kind == zone.Room {
					conds = addCond(conds, cond{op: opInactive, a: c.To, b: c.To, door: zone.NoDoor})
				} else {
					conds = addCond(conds, cond{op: opNotActive, a: c.To, b: c.To, door: zone.NoDoor})
				}
			}
		next:
		}
		for b := range n {
			if b != a {
				t.addPair(a*n+b, cands[b])
			}
		}
		t.sees[a*n+a] = seenBare | seenLit
	}
	return t
}

func pairCond(o op, a, b zone.ID, d zone.DoorID) cond {
	if b < a {
		a, b = b, a
	}
	return cond{op: o, a: a, b: b, door: d}
}

// gateCond is the condition of crossing a revolving gate's passage c: the
// gate at the passage's position (seed 004, §16).
func gateCond(m *zone.Map, c zone.Crossing) cond {
	z := c.From
	g, ok := m.GateOf(z)
	if !ok {
		z = c.To
		g, _ = m.GateOf(z)
	}
	p := zone.PositionA
	if c.Boundary == zone.GateB {
		p = zone.PositionB
	}
	return cond{op: opGate, a: z, b: z, door: zone.NoDoor, gate: g, pos: p}
}

func addCond(cs []cond, c cond) []cond {
	if slices.Contains(cs, c) {
		return cs
	}
	return append(cs, c)
}

// simplify returns a copy of a way's conditions in the order they are
// tested, without those another implies: Inactive Mold in a zone opens its
// walls and doors.
func simplify(cs []cond) []cond {
	out := make([]cond, 0, len(cs))
	for _, c := range cs {
		if (c.op == opWall || c.op == opDoor) &&
			(slices.Contains(cs, cond{op: opInactive, a: c.a, b: c.a, door: zone.NoDoor}) ||
				slices.Contains(cs, cond{op: opInactive, a: c.b, b: c.b, door: zone.NoDoor})) {
			continue
		}
		out = append(out, c)
	}
	slices.SortStableFunc(out, func(x, y cond) int { return int(x.op) - int(y.op) })
	return out
}

// weaker reports whether way p needs no more than way q: every condition of
// p is one of q's, and no Searchlight unless q does.
func weaker(p, q cand) bool {
	if p.light && !q.light {
		return false
	}
	for _, c := range p.conds {
		if !slices.Contains(q.conds, c) {
			return false
		}
	}
	return true
}

// addPair stores the ways of one ordered pair of distinct zones.
func (t *table) addPair(p int, cs []cand) {
	if len(cs) == 0 {
		return
	}
	// Sees: the ways no other weaker one makes useless; ways that need
	// nothing become bits.
	var e uint32
	for _, c := range cs {
		if len(c.conds) == 0 {
			e |= seenLit
			if !c.light {
				e |= seenBare
			}
		}
	}
	var keep []cand
	if e&seenBare == 0 {
		for i, c := range cs {
			if len(c.conds) == 0 || e&seenLit != 0 && c.light {
				continue
			}
			useless := false
			for j, d := range cs {
				if j != i && weaker(d, c) && (!weaker(c, d) || j < i) {
					useless = true
					break
				}
			}
			if !useless {
				keep = append(keep, c)
			}
		}
		slices.SortStableFunc(keep, func(x, y cand) int {
			if x.light != y.light {
				if x.light {
					return 1
				}
				return -1
			}
			return len(x.conds) - len(y.conds)
		})
	}
	if len(keep) == 1 && keep[0].light {
		e |= seenLight
	}
	if x, ok := inlineCheck(keep); ok {
		e |= x
	} else if c0 := len(t.checks); len(keep) == 1 && len(keep[0].conds) <= directMaxNC && c0 < 1<<(32-directShift) {
		t.checks = append(t.checks, compileAll(keep[0].conds)...)
		e |= uint32(len(keep[0].conds))<<pathShift | uint32(c0)<<directShift
	} else if len(keep) > 0 {
		e |= seenPaths | t.addWays(keep)<<pathShift
	}
	t.sees[p] = e

	// Range: the ways no other weaker and no longer one makes useless,
	// shortest first.
	keep = keep[:0]
	for i, c := range cs {
		useless := false
		for j, d := range cs {
			if j != i && d.rng <= c.rng && weaker(d, c) && (!(c.rng <= d.rng && weaker(c, d)) || j < i) {
				useless = true
				break
			}
		}
		if !useless {
			keep = append(keep, c)
		}
	}
	slices.SortStableFunc(keep, func(x, y cand) int {
		if x.rng != y.rng {
			return int(x.rng - y.rng)
		}
		return len(x.conds) - len(y.conds)
	})
	t.ranges[p] = t.addWays(keep)
}

func compile(x cond) check {
	switch x.op {
	case opInactive:
		return check{a: x.a, b: x.a, door: zone.NoDoor, mask: maskInactive}
	case opWall:
		return check{a: x.a, b: x.b, door: zone.NoDoor, mask: maskMolded}
	case opDoor:
		return check{a: x.a, b: x.b, door: x.door, mask: maskMolded}
	case opGate:
		return check{a: x.a, b: x.a, door: zone.NoDoor, gate: x.gate, pos: x.pos}
	}
	return check{a: x.a, b: x.a, door: zone.NoDoor, mask: maskNotActive}
}

// compileAll returns the checks of conditions cs.
func compileAll(cs []cond) []check {
	out := make([]check, len(cs))
	for i, x := range cs {
		out[i] = compile(x)
	}
	return out
}

// addWays appends ways and returns the index of the first.
func (t *table) addWays(cs []cand) uint32 {
	first := uint32(len(t.paths))
	for i, c := range cs {
		w := way{c0: uint32(len(t.checks)), nc: uint32(len(c.conds)), rng: c.rng, light: c.light, last: i == len(cs)-1}
		t.checks = append(t.checks, compileAll(c.conds)...)
		t.paths = append(t.paths, w)
	}
	return first
}
