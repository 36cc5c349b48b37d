package zone

import "unsafe"

// Routes holds shortest routes for one [Mover] on one [State] of a map:
// to every zone ([Map.Routes]) or to a few chosen ones ([Map.RoutesTo]).
// Xenos use it to walk toward their destination (p.26): build it once per
// board state and query it as often as needed. Its queries do not
// allocate.
//
// Routes is immutable and safe for concurrent use, but for [Routes.Reset],
// which makes a Routes anew for a caller that reuses one. A nil *Routes, like
// the zero Routes, has no route: Distance reports false and
// AppendFirstSteps appends nothing.
type Routes struct {
	m   *Map
	g   *graph // the steps of mv on s, and the distances to the targets
	s   State
	mv  Mover
	tgt []uint64 // the targets, a bitset over the zones
	one [1]uint64
}

const noRoute = ^uint16(0)

// Routes computes the routes of mv on m in state s to every zone.
func (m *Map) Routes(s State, mv Mover) *Routes {
	if m == nil {
		return &Routes{}
	}
	all := make([]ID, len(m.zones))
	for i := range all {
		all[i] = ID(i)
	}
	return m.RoutesTo(s, mv, all...)
}

// RoutesTo computes the routes of mv on m in state s to the given target
// zones only: one backward breadth-first search per target. Queries about
// other targets find no route; targets the map does not have are left out.
//
// The steps a mover may take and the distances to each target depend on
// little of the board state (for Xenos, who count closed doors as
// passable, on its Mold alone), so the Map keeps them for the last few
// board states asked about, and a later call on such a state searches
// nothing again (see the package comment).
func (m *Map) RoutesTo(s State, mv Mover, targets ...ID) *Routes {
	r := new(Routes)
	r.Reset(m, s, mv, targets...)
	return r
}

// Reset makes r the Routes that m.RoutesTo(s, mv, targets...) returns, in
// r's own memory: for a caller that works out routes again and again (a
// Xenos' Phase, once per move step) without allocating them each time.
// Nothing else may use r meanwhile, nor a copy of it. On a nil r it does
// nothing.
func (r *Routes) Reset(m *Map, s State, mv Mover, targets ...ID) {
	if r == nil {
		return // nothing to make anew
	}
	if m == nil {
		*r = Routes{}
		return
	}
	n := len(m.zones)
	tgt := r.tgt
	*r = Routes{m: m, g: m.graphOf(s, mv), s: s, mv: mv}
	switch {
	case n <= 64:
		r.tgt = r.one[:]
	case cap(tgt) >= (n+63)/64: // r's own from a larger map (never r.one: n > 64)
		r.tgt = tgt[:(n+63)/64]
		clear(r.tgt)
	default:
		r.tgt = make([]uint64, (n+63)/64)
	}
	for _, b := range targets {
		if int(b) < n {
			r.tgt[b/64] |= 1 << (b % 64)
			r.g.distancesTo(b)
		}
	}
}

// Distance returns the number of steps of a shortest route from a to b,
// and false if b cannot be reached (or is not a target of these Routes, or
// a or b is a zone the map does not have).
func (r *Routes) Distance(a, b ID) (int, bool) {
	row := r.row(b)
	if int(a) >= len(row) {
		return 0, false
	}
	return int(row[a]), row[a] != noRoute
}

// row returns the distances from every zone to b, or nil if b is not a
// target.
func (r *Routes) row(b ID) []uint16 {
	if r == nil || r.g == nil || int(b) >= r.g.n || r.tgt[b/64]&(1<<(b%64)) == 0 {
		return nil
	}
	return unsafe.Slice(r.g.rows[b].Load(), r.g.n)
}

// AppendFirstSteps appends to dst every step from a that lies on a shortest
// route to b, in ascending order of destination, and returns the extended
// slice. A group of Xenos splits between these steps when there are several
// (p.26). It appends nothing when a == b or b cannot be reached.
func (r *Routes) AppendFirstSteps(dst []Step, a, b ID) []Step {
	row := r.row(b)
	if int(a) >= len(row) || row[a] == noRoute || row[a] == 0 || !r.m.holds(&r.s, ID(len(row)-1)) {
		return dst
	}
	m := r.m
	for _, l := range m.links[m.linkStart[a]:m.linkStart[a+1]] {
		if row[l.to] == row[a]-1 {
			if st, ok := m.step(&r.s, a, l, r.mv); ok {
				dst = append(dst, st)
			}
		}
	}
	return dst
}
