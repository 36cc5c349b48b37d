package bot

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/invaderengine/invader"
)

// settings are what the workers of one decision share, read only.
type settings struct {
	policy  func(invader.State) invader.Action // plays the playouts out
	lastRnd int                                // the playouts stop when this round is over
}

// An arm is a choice at the root, with its playouts: the j-th in future j.
type arm struct {
	action invader.Action
	visits int       // the futures it was played out in, 0 to visits-1
	sum    float64   // their values, added up
	vals   []float64 // the value of each
}

func (a *arm) mean() float64 { return a.sum / float64(a.visits) }

// A child is a State a choice reached in a future, by its hash, and the
// value of its playout: another choice that reaches the same State in
// the same future has the same value, without a playout of its own.
type child struct {
	hash  uint64
	value float64
}

// A worker searches the root's choices in futures of its own, with a
// generator of its own.
type worker struct {
	*settings
	root    invader.State
	arms    []*arm     // an arm per candidate, in their order (Greedy's first)
	alive   []*arm     // the arms still in the race, in that order
	gen     *rand.Rand // the futures' seeds
	futures []uint64   // future j's seed
	seen    [][]child  // the States reached in future j, played out
	pcg     *rand.PCG  // the playout's generator, for chance outcomes
	draw    *rand.Rand // over pcg
	spent   int        // the playouts played
}

// newWorker returns worker k of a search of root, whose candidates are
// cands, seeded from seed.
func newWorker(st *settings, root invader.State, cands []invader.Action, seed, k uint64) *worker {
	w := &worker{settings: st, root: root, gen: rand.New(rand.NewPCG(seed, mix(k)))}
	for _, a := range cands {
		w.arms = append(w.arms, &arm{action: a})
	}
	w.alive = slices.Clone(w.arms)
	w.pcg = rand.NewPCG(0, 0)
	w.draw = rand.New(w.pcg)
	return w
}

// run races the arms by sequential halving on common random numbers: in
// each round every arm left is played out in the same new futures, a
// share of the budget (n playouts; n < 0: as many as the time to the
// deadline allows), then the better half goes on, Greedy's choice always
// among them. The first round plays each arm out in two futures at
// least; the race stops early when the arms left all ended alike in
// every future (no choice made a difference there) or one of them did at
// least as well as every other in each of four futures or more.
func (w *worker) run(n int, deadline time.Time) {
	start := time.Now()
	for round := 0; ; round++ {
		k := len(w.alive)
		per := (w.budget(n, start, deadline) - w.spent) / max(1, bits.Len(uint(k-1))) / k
		if round == 0 {
			per = firstRound(n, k, per)
		}
		if per < 1 || !w.sweep(w.alive[0].visits+per, deadline) || w.decided() {
			return
		}
		w.halve()
	}
}

// firstRound is the futures of the first round for k arms, whose share of
// a budget of n playouts is per: two at least, one when n is below 2k
// (n < 0, a time budget: two, its pace unknown yet).
func firstRound(n, k, per int) int {
	if n < 0 {
		return 2
	}
	return max(per, min(2, max(1, n/k)))
}

// budget is the playouts of the whole search: n, or when n < 0 an
// estimate of those the time to the deadline allows at the pace so far.
func (w *worker) budget(n int, start, deadline time.Time) int {
	if n >= 0 {
		return n
	}
	took := time.Since(start)
	if w.spent == 0 || took <= 0 {
		return MaxIterations
	}
	return int(float64(w.spent) * float64(deadline.Sub(start)) / float64(took))
}

// sweep plays every arm left out up to future j (excluded), future by
// future; it reports false when the deadline (if not zero) passed first.
func (w *worker) sweep(j int, deadline time.Time) bool {
	for f := w.alive[0].visits; f < j; f++ {
		for _, a := range w.alive {
			w.play(a, f)
		}
		if !deadline.IsZero() && time.Now().After(deadline) {
			return false
		}
	}
	return true
}

// play plays arm a out in future j, a playout only when no other arm
// reached the same State in that future.
func (w *worker) play(a *arm, j int) {
	seed := w.future(j)
	s := w.apply(w.root.Reseed(seed), a.action)
	h := s.Hash()
	v, ok := 0.0, false
	for _, c := range w.seen[j] {
		if c.hash == h {
			v, ok = c.value, true
			break
		}
	}
	if !ok {
		w.pcg.Seed(seed, chanceStream)
		v = value(w.playout(s))
		w.seen[j] = append(w.seen[j], child{hash: h, value: v})
		w.spent++
	}
	a.visits++
	a.sum += v
	a.vals = append(a.vals, v)
}

// future returns the seed of future j, drawn in order from w's generator.
func (w *worker) future(j int) uint64 {
	for len(w.futures) <= j {
		w.futures = append(w.futures, w.gen.Uint64())
		w.seen = append(w.seen, nil)
	}
	return w.futures[j]
}

// decided reports whether the race can stop: one arm is left, the arms
// left ended alike in every future, or after four futures or more one of
// them did at least as well as every other in each.
func (w *worker) decided() bool {
	if len(w.alive) == 1 {
		return true
	}
	lead := w.leader()
	if w.alive[0].visits < 4 && !allAlike(w.alive) {
		return false
	}
	for _, a := range w.alive {
		for j, v := range a.vals {
			if v > lead.vals[j] {
				return false
			}
		}
	}
	return true
}

// allAlike reports whether the arms ended alike in every future.
func allAlike(arms []*arm) bool {
	for _, a := range arms[1:] {
		if !slices.Equal(a.vals, arms[0].vals) {
			return false
		}
	}
	return true
}

// leader returns the arm left of the best mean, the earlier on a tie.
func (w *worker) leader() *arm {
	lead := w.alive[0]
	for _, a := range w.alive[1:] {
		if a.mean() > lead.mean() {
			lead = a
		}
	}
	return lead
}

// halve keeps the better half of the arms left (rounded up), by mean, the
// earlier on a tie, and Greedy's choice (the first arm) whatever its
// mean, in their order.
func (w *worker) halve() {
	ranked := slices.Clone(w.alive)
	slices.SortStableFunc(ranked, func(a, b *arm) int {
		switch {
		case a.mean() > b.mean():
			return -1
		case a.mean() < b.mean():
			return 1
		}
		return 0
	})
	keep := ranked[:(len(ranked)+1)/2]
	w.alive = slices.DeleteFunc(w.alive, func(a *arm) bool {
		return a != w.arms[0] && !slices.Contains(keep, a)
	})
}
