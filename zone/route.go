package zone

import "slices"

// Routes holds shortest routes for one [Mover] on one [State] of a map:
// to every zone ([Map.Routes]) or to a few chosen ones ([Map.RoutesTo]).
// Xenos use it to walk toward their destination (p.26): build it once per
// board state and query it as often as needed. Its queries do not
// allocate.
//
// Routes is immutable and safe for concurrent use. A nil *Routes, like
// the zero Routes, has no route: Distance reports false and
// AppendFirstSteps appends nothing.
type Routes struct {
	m     *Map
	n     int
	row   []int32  // row[b]: the row of distances to b in dist, or -1
	dist  []uint16 // dist[row[b]*n+a]: steps from a to b; noRoute if none
	steps []Step   // each zone's possible steps, grouped by start
	start []int32
}

const noRoute = ^uint16(0)

// Routes computes the routes of mv on m in state s to every zone: one
// breadth-first search per zone, O(zones × edges).
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
func (m *Map) RoutesTo(s State, mv Mover, targets ...ID) *Routes {
	if m == nil {
		return &Routes{}
	}
	n := len(m.zones)
	r := &Routes{m: m, n: n, row: make([]int32, n), start: make([]int32, n+1),
		steps: make([]Step, 0, len(m.links)), // at most one step per link
		dist:  make([]uint16, 0, min(len(targets), n)*n)}
	for z := range n {
		r.steps = m.AppendSteps(r.steps, s, ID(z), mv)
		r.start[z+1] = int32(len(r.steps))
	}
	back, backStart := r.reverse()
	for i := range r.row {
		r.row[i] = -1
	}
	queue := make([]ID, 0, n)
	for _, b := range targets {
		if int(b) < n && r.row[b] < 0 {
			r.row[b] = int32(len(r.dist) / n)
			r.dist = append(r.dist, make([]uint16, n)...)
			queue = r.bfs(b, back, backStart, queue[:0])
		}
	}
	return r
}

// reverse returns, for each zone, the zones that can step into it.
func (r *Routes) reverse() ([]ID, []int32) {
	count := make([]int32, r.n+1)
	for _, st := range r.steps {
		count[st.To+1]++
	}
	for z := 1; z <= r.n; z++ {
		count[z] += count[z-1]
	}
	back := make([]ID, len(r.steps))
	fill := slices.Clone(count[:r.n])
	for a := range r.n {
		for _, st := range r.steps[r.start[a]:r.start[a+1]] {
			back[fill[st.To]] = ID(a)
			fill[st.To]++
		}
	}
	return back, count
}

// bfs fills the distances from every zone to target b, searching backward
// from b along the steps that lead into each zone.
func (r *Routes) bfs(b ID, back []ID, backStart []int32, queue []ID) []ID {
	row := r.dist[int(r.row[b])*r.n : int(r.row[b])*r.n+r.n]
	for i := range row {
		row[i] = noRoute
	}
	row[b] = 0
	queue = append(queue, b)
	for i := 0; i < len(queue); i++ {
		z := queue[i]
		for _, a := range back[backStart[z]:backStart[z+1]] {
			if row[a] == noRoute {
				row[a] = row[z] + 1
				queue = append(queue, a)
			}
		}
	}
	return queue
}

// Distance returns the number of steps of a shortest route from a to b,
// and false if b cannot be reached (or is not a target of these Routes, or
// a or b is a zone the map does not have).
func (r *Routes) Distance(a, b ID) (int, bool) {
	if r == nil || int(b) >= len(r.row) || int(a) >= r.n || r.row[b] < 0 {
		return 0, false
	}
	d := r.dist[int(r.row[b])*r.n+int(a)]
	return int(d), d != noRoute
}

// AppendFirstSteps appends to dst every step from a that lies on a shortest
// route to b, in ascending order of destination, and returns the extended
// slice. A group of Xenos splits between these steps when there are several
// (p.26). It appends nothing when a == b or b cannot be reached.
func (r *Routes) AppendFirstSteps(dst []Step, a, b ID) []Step {
	d, ok := r.Distance(a, b)
	if !ok || d == 0 {
		return dst
	}
	for _, st := range r.steps[r.start[a]:r.start[a+1]] {
		if e, _ := r.Distance(st.To, b); e == d-1 {
			dst = append(dst, st)
		}
	}
	return dst
}
