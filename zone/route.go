package zone

// Routes holds the shortest routes between every pair of zones for one
// [Mover] on one [State] of a map. Xenos use it to walk toward their
// destination (p.26): build it once per board state (it only changes with
// Mold for Xenos, and with doors for Survivors) and query it as often as
// needed. Its queries do not allocate.
//
// Routes is immutable and safe for concurrent use.
type Routes struct {
	m     *Map
	s     State
	mv    Mover
	n     int
	dist  []uint16 // dist[a*n+b]; unreachable = noRoute
	steps []Step   // each zone's possible steps, grouped by stepStart
	start []int32
}

const noRoute = ^uint16(0)

// Routes computes the routes of mv on m in state s: one breadth-first
// search from every zone, O(zones × edges).
func (m *Map) Routes(s State, mv Mover) *Routes {
	n := len(m.zones)
	r := &Routes{m: m, s: s, mv: mv, n: n, dist: make([]uint16, n*n), start: make([]int32, n+1)}
	for z := range n {
		r.steps = m.AppendSteps(r.steps, s, ID(z), mv)
		r.start[z+1] = int32(len(r.steps))
	}
	queue := make([]ID, 0, n)
	for src := range n {
		queue = r.bfs(ID(src), queue[:0])
	}
	return r
}

// bfs fills the distances from every zone to target, walking the steps
// backwards (every step is reversible for a given mover except those into
// the exterior, so we search forwards from each source instead).
func (r *Routes) bfs(src ID, queue []ID) []ID {
	row := r.dist[int(src)*r.n : int(src)*r.n+r.n]
	for i := range row {
		row[i] = noRoute
	}
	row[src] = 0
	queue = append(queue, src)
	for i := 0; i < len(queue); i++ {
		z := queue[i]
		for _, st := range r.steps[r.start[z]:r.start[z+1]] {
			if row[st.To] == noRoute {
				row[st.To] = row[z] + 1
				queue = append(queue, st.To)
			}
		}
	}
	return queue
}

// Distance returns the number of steps of a shortest route from a to b,
// and false if b cannot be reached.
func (r *Routes) Distance(a, b ID) (int, bool) {
	d := r.dist[int(a)*r.n+int(b)]
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
