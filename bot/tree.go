package bot

import (
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/invaderengine/invader"
)

// settings are what the workers of one decision share, read only.
type settings struct {
	policy  func(invader.State) invader.Action // plays the playouts out
	lastRnd int                                // the playouts stop when this round is over
	base    int                                // the root's score: values are relative to it
	c       float64                            // UCB1's exploration constant
}

// A node is a decision in the tree, reached by the choices on the way
// from the root. It is open loop: each iteration meets it in a future of
// its own, where other choices may be legal, so its edges are those
// tried so far, each counting how often it was legal when the node was
// visited (its availability, as in information set MCTS).
type node struct {
	visits int
	edges  []*edge
}

// An edge is a choice at a node, with the playouts through it.
type edge struct {
	action invader.Action
	visits int     // playouts through it
	avail  int     // visits of its node while it was legal
	sum    float64 // the values of those playouts, added up
	next   *node   // the next decision the tree branches at
}

func (e *edge) mean() float64 { return e.sum / float64(e.visits) }

// child returns the node under e, made when first needed.
func (e *edge) child() *node {
	if e.next == nil {
		e.next = &node{}
	}
	return e.next
}

// A worker searches a tree of its own, with a generator of its own.
type worker struct {
	*settings
	root    invader.State
	tree    *node      // the root: an edge per candidate, in their order
	gen     *rand.Rand // the futures' seeds
	futures []uint64   // future j, the seed of each edge's j-th playout at the root
	pcg     *rand.PCG  // the iteration's generator, for chance outcomes
	draw    *rand.Rand // over pcg
	path    []*edge    // the edges of the iteration, reused
}

// newWorker returns worker k of a search of root, whose candidates are
// cands, seeded from seed.
func newWorker(st *settings, root invader.State, cands []invader.Action, seed, k uint64) *worker {
	w := &worker{settings: st, root: root, tree: &node{}, gen: rand.New(rand.NewPCG(seed, mix(k)))}
	for _, a := range cands {
		w.tree.edges = append(w.tree.edges, &edge{action: a})
	}
	w.pcg = rand.NewPCG(0, 0)
	w.draw = rand.New(w.pcg)
	return w
}

// run plays n iterations (n < 0: no cap) or until the deadline (if not
// zero) passes, at least one; it stops early when the choices are tied
// (settled).
func (w *worker) run(n int, deadline time.Time) {
	for i := 0; n < 0 || i < n; i++ {
		w.iterate()
		if !deadline.IsZero() && time.Now().After(deadline) || w.settled() {
			return
		}
	}
}

// settled reports whether every choice of the root was played out in the
// same two futures (a sweep of common random numbers) and all of them
// ended exactly alike: no choice made a difference there, and the first
// (Greedy's) stands, the rest of the budget unspent. A quarter of the
// searched decisions of six games of M3 were such (BENCHMARKS.md).
func (w *worker) settled() bool {
	first := w.tree.edges[0]
	for _, e := range w.tree.edges {
		if e.visits != 2 || e.sum != first.sum {
			return false
		}
	}
	return true
}

// width is how many choices a node below the root weighs after visits
// visits (progressive widening): Greedy's alone until 64 visits, then
// one more at 64·k² visits. Below the root an iteration meets a decision
// in a future of its own, and every choice tried there other than
// Greedy's is averaged into the value of the root's choice above it:
// measured on M3 with 112 iterations, opening a second choice after 8
// visits won 57 of 100 games where the root alone won 83, and with 28
// iterations opening one after 1, 4, 9... visits won 46 to the root's 72
// (BENCHMARKS.md).
func width(visits int) int {
	return 1 + int(math.Sqrt(float64(visits)/64))
}

// future returns the seed of future j, drawn in order from w's generator.
func (w *worker) future(j int) uint64 {
	for len(w.futures) <= j {
		w.futures = append(w.futures, w.gen.Uint64())
	}
	return w.futures[j]
}

// iterate plays one iteration: a root choice by UCB1, its future (the
// j-th visit of a root choice meets future j, so that the choices are
// compared on the same dice and cards: common random numbers), the walk
// down the tree, a playout and its value added on the way back.
func (w *worker) iterate() {
	e := w.tree.choose(nil, len(w.tree.edges), 2, w.c)
	seed := w.future(e.visits)
	w.pcg.Seed(seed, chanceStream)
	w.path = append(w.path[:0], e)
	s := w.apply(w.root.Reseed(seed), e.action)
	if e.visits > 0 {
		s = w.descend(s, e.child())
	}
	v := w.value(w.playout(s))
	w.tree.visits++
	for _, e := range w.path {
		e.visits++
		e.sum += v
	}
}

// descend walks down from node n, reached in s, until it tries a new
// choice, the game ends or the playouts' last round is over; it returns
// the State reached, the edges taken added to w.path.
func (w *worker) descend(s invader.State, n *node) invader.State {
	for range maxPlayoutActions {
		var cands []invader.Action
		if s, cands = w.settle(s); cands == nil {
			return s
		}
		e := n.choose(cands, width(n.visits), 1, w.c)
		n.visits++
		w.path = append(w.path, e)
		s = w.apply(s, e.action)
		if e.visits == 0 {
			return s // a new leaf: play out from here
		}
		n = e.child()
	}
	return s
}

// choose returns the edge of n to take: among the first width of cands
// (nil cands: n's own edges, all legal, as at the root), a choice tried
// fewer than sweeps times, the least tried first, in their order; else
// the one of the best UCB1 score, on means scaled to [0, 1] among them.
// It counts the availability of the edges it considers.
func (n *node) choose(cands []invader.Action, width, sweeps int, c float64) *edge {
	open := n.open(cands, width)
	for _, e := range open {
		e.avail++
	}
	for v := range sweeps {
		for _, e := range open {
			if e.visits == v {
				return e
			}
		}
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, e := range open {
		lo, hi = min(lo, e.mean()), max(hi, e.mean())
	}
	var best *edge
	bestScore := math.Inf(-1)
	for _, e := range open {
		q := 0.5
		if hi > lo {
			q = (e.mean() - lo) / (hi - lo)
		}
		if sc := q + c*math.Sqrt(math.Log(float64(e.avail))/float64(e.visits)); sc > bestScore {
			best, bestScore = e, sc
		}
	}
	return best
}

// open returns the edges of the first width of cands, made for those not
// tried yet; nil cands stand for n's edges.
func (n *node) open(cands []invader.Action, width int) []*edge {
	if cands == nil {
		return n.edges
	}
	out := make([]*edge, 0, min(width, len(cands)))
	for _, a := range cands[:min(width, len(cands))] {
		k := slices.IndexFunc(n.edges, func(e *edge) bool { return e.action == a })
		if k < 0 {
			k = len(n.edges)
			n.edges = append(n.edges, &edge{action: a})
		}
		out = append(out, n.edges[k])
	}
	return out
}
