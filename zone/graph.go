package zone

import (
	"slices"
	"sync/atomic"
	"unsafe"
)

// A graphList holds the step graphs of the board states a Map's Routes
// were computed on (Map.graphs), the newest first, at most maxGraphs of
// them; a list is never modified, only replaced.
type graphList struct {
	gs [maxGraphs]*graph
	n  int
}

const maxGraphs = 8

// A graph is the steps a Mover may take on a Map in one board state, as far
// as they depend on the state, and the distances to the zones asked for so
// far. Which zones a Mover may step between depends on the Mold (walls of
// a Mold zone are openings), the revolving gates' positions and, for a
// Mover that does not pass closed doors, on which doors are closed, and for
// one that does not plan through barbed wire, on which wires are torn;
// which door a step breaks, or which wire it meets, is read from the State
// when the step is asked for ([Routes.AppendFirstSteps]). A
// graph is immutable but for its rows, each set once, atomically, to the
// same distances whichever goroutine computes it.
type graph struct {
	mv    Mover
	mold  []Mold  // the key: a copy of the State's Mold
	doors []uint8 // and of its doors, for a Mover that stops at closed doors
	torn  []bool  // and of its wires, for a Mover that stops at intact wire
	gates []uint8 // and of its revolving gates
	n     int
	back  []ID                     // back[start[z]:start[z+1]]: the zones that can step into z
	start []int32                  // len n+1
	rows  []atomic.Pointer[uint16] // rows[b]: the n distances to b, once computed
}

// graphOf returns the graph of mv on m in state s, from the Map's cache
// when one of the last maxGraphs graphs built fits s. The cache only
// saves work: a graph depends on m, s and mv alone.
func (m *Map) graphOf(s State, mv Mover) *graph {
	if !m.holds(&s, ID(len(m.zones)-1)) {
		return m.newGraph(s, mv) // no zone, or a State of another map: no steps
	}
	var g *graph
	for {
		old := (*graphList)(atomic.LoadPointer(&m.graphs))
		var gs []*graph
		if old != nil {
			gs = old.gs[:old.n]
		}
		for _, g := range gs {
			if g.fits(s, mv) {
				return g
			}
		}
		if g == nil {
			g = m.newGraph(s, mv)
		}
		list := &graphList{n: min(len(gs)+1, maxGraphs)}
		list.gs[0] = g
		copy(list.gs[1:list.n], gs)
		if atomic.CompareAndSwapPointer(&m.graphs, unsafe.Pointer(old), unsafe.Pointer(list)) {
			return g
		}
	}
}

// fits reports whether g is the graph of mv on a State with s's Mold,
// gates and, when they matter, doors and wires.
func (g *graph) fits(s State, mv Mover) bool {
	b := s.b()
	return g.mv == mv && slices.Equal(g.mold, b.mold[:g.n]) && (mv.ThroughDoors || slices.Equal(g.doors, b.doors)) &&
		(mv.ThroughWire || slices.Equal(g.torn, b.torn)) && slices.Equal(g.gates, b.gates)
}

// newGraph builds the graph of mv on m in state s, with no distances yet.
// On a State m does not hold, no zone has a step.
func (m *Map) newGraph(s State, mv Mover) *graph {
	n := len(m.zones)
	g := &graph{mv: mv, n: n, start: make([]int32, n+1), rows: make([]atomic.Pointer[uint16], n)}
	if n == 0 || !m.holds(&s, ID(n-1)) {
		return g
	}
	b := s.p // m.holds it: not nil
	g.mold = slices.Clone(b.mold[:n])
	if !mv.ThroughDoors {
		g.doors = slices.Clone(b.doors)
	}
	if !mv.ThroughWire {
		g.torn = slices.Clone(b.torn)
	}
	g.gates = slices.Clone(b.gates)
	type edge struct{ from, to ID }
	steps := make([]edge, 0, len(m.links))
	for a := range n {
		for _, l := range m.links[m.linkStart[a]:m.linkStart[a+1]] {
			if _, ok := m.step(&s, ID(a), l, mv); ok {
				steps = append(steps, edge{ID(a), l.to})
				g.start[l.to]++
			}
		}
	}
	// A counting sort by destination: start[z] is first the end of z's
	// zones in back, and becomes their start as they are placed.
	for z := 1; z <= n; z++ {
		g.start[z] += g.start[z-1]
	}
	g.back = make([]ID, len(steps))
	for _, e := range slices.Backward(steps) {
		g.start[e.to]--
		g.back[g.start[e.to]] = e.from
	}
	return g
}

// distancesTo returns the distances from every zone to zone b (b < g.n),
// noRoute where there is none: a breadth-first search backward from b,
// done once per graph.
func (g *graph) distancesTo(b ID) *uint16 {
	if p := g.rows[b].Load(); p != nil {
		return p
	}
	row := make([]uint16, g.n)
	for i := range row {
		row[i] = noRoute
	}
	row[b] = 0
	queue := make([]ID, 1, g.n)
	queue[0] = b
	for i := 0; i < len(queue); i++ {
		z := queue[i]
		for _, a := range g.back[g.start[z]:g.start[z+1]] {
			if row[a] == noRoute {
				row[a] = row[z] + 1
				queue = append(queue, a)
			}
		}
	}
	if g.rows[b].CompareAndSwap(nil, &row[0]) {
		return &row[0]
	}
	return g.rows[b].Load()
}
