package bot

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"time"

	"github.com/invaderengine/invader"
)

// SearchOptions tune the search bot ([Search]). The zero value is the
// bot of [ByName]("search") but for its Workers: DefaultIterations
// iterations per decision on every core, seed 0.
type SearchOptions struct {
	// Iterations is the number of playouts per decision, over all the
	// workers (fewer when the race is decided early, see [Search]; a
	// choice that reaches the State another reached in the same future
	// costs no playout), and at least one per choice and worker. Zero or
	// less means DefaultIterations, unless Time is set; at most
	// MaxIterations.
	Iterations int
	// Time, when positive, bounds the time of a decision: each worker
	// plays out until it is spent (and stops at Iterations too when that
	// is set as well). The decisions then depend on the machine and its
	// load: the bot is no longer deterministic.
	Time time.Duration
	// Workers is the number of races run at once (root parallelism),
	// each on a goroutine of its own with its own futures; their
	// choices' counts are added, in worker order. Zero or
	// less means runtime.GOMAXPROCS(0), so set it for decisions that do
	// not depend on the machine. At most MaxWorkers.
	Workers int
	// Seed seeds the bot's own generators: the futures it plays out in
	// (through [invader.State.Reseed]) and the chance outcomes it draws
	// under [invader.ExternalChance].
	Seed uint64
	// Rollout is the bot that plays the playouts out and takes the
	// decisions the bot does not search (activations, a drawn card's
	// place, a Reorganize); nil means [Greedy], which plays far better
	// than Random for the same CPU time (BENCHMARKS.md). It is called from
	// every worker at once and must decide from the State alone for the
	// search bot to be deterministic: Greedy and Lookahead do; a Random
	// bot does not and is not safe for concurrent use.
	Rollout Bot
	// Rounds is how many ends of round a playout plays through: 1 (the
	// default, for zero or less) stops each at the end of the current
	// round, after the Xenos' Phase; 2 at the end of the next one (at
	// equal CPU time it lost to 1 on M0, BENCHMARKS.md). At most 40.
	Rounds int
	// Exploration was UCB1's exploration constant; the search races its
	// choices by sequential halving since (BENCHMARKS.md, 2026-12-03,
	// night) and ignores it.
	//
	// Deprecated: ignored.
	Exploration float64
}

// The search bot's defaults and bounds.
const (
	// DefaultIterations is the iterations of [ByName]("search").
	DefaultIterations = 100
	// DefaultExploration was UCB1's constant.
	//
	// Deprecated: the search no longer uses it.
	DefaultExploration = 0.7
	// MaxWorkers bounds SearchOptions.Workers, MaxIterations
	// SearchOptions.Iterations and ByName's search:N.
	MaxWorkers        = 256
	MaxIterations     = 1 << 20
	maxRounds         = 40   // SearchOptions.Rounds at most
	maxPlayoutActions = 2000 // a playout's cap, as Lookahead's rollouts
)

// Search returns the search bot: a race of the choices of a decision by
// Monte Carlo playouts, with chance sampled in futures of its own.
//
// At a decision with at least two choices (the free Discards are left
// out, as Lookahead does: they only throw a card away) the choices race
// by sequential halving: in each round every choice still in the race is
// played out in the same new futures (common random numbers: the State
// reseeded, [invader.State.Reseed], with the seed of a future drawn from
// the bot's own generator, the choice played, then the rest of the round
// (opts.Rounds) with opts.Rollout), a share of the budget, and the better
// half by mean goes on to the next round, Greedy's choice always with
// it. The first round plays every choice out in two futures at least.
// The race stops early when the choices left all ended alike in every
// future (Greedy's choice stands) or, after four futures or more, one of
// them did at least as well as every other in each. A choice that
// reaches, in a future, the State another choice reached there is not
// played out again: it has the same value. A playout's value is the
// lookahead's rating of its end (a won game best, a lost one worst, then
// Goals, Objectives, Armor, XP, escapes, Xenos, forced doors, the way to
// what comes next). The choice played out in the most futures wins, ties
// to the better mean, then to Greedy's choice.
//
// The bot searches the players' Action decisions and the choices of a
// fight or the Xenos' Phase (Skill, wound, split, re-roll, soak, target);
// activations, a drawn card's place and a Reorganize go to opts.Rollout,
// and chance outcomes are the future's.
//
// It never sees the future: the State's own generator is never used, as
// each playout reseeds it first; under [invader.ExternalChance] (a
// View, a real table), where Reseed cannot give another future, the bot
// draws each chance outcome by its weight ([invader.State.ChanceOutcomes])
// from the future's generator, and at a chance decision of its own it
// draws one the same way. Its generators are seeded from opts.Seed and
// the hash of the State's View, which is the same for every future of
// the State, so the decisions on s and on s.Reseed(n) are the same. With
// Iterations (and no Time) the bot is deterministic for a given Workers,
// whatever GOMAXPROCS and the goroutines' timing. It remembers nothing
// between decisions and is safe for concurrent use when opts.Rollout is.
//
// Each playout costs up to a round with Greedy, as one of Lookahead's
// futures does; at Lookahead(4)'s CPU time per decision the search bot
// wins more games than Lookahead on some missions and not on others
// (BENCHMARKS.md, 2026-12-03, night).
func Search(opts SearchOptions) Bot {
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	opts.Workers = min(opts.Workers, MaxWorkers)
	if opts.Iterations <= 0 && opts.Time <= 0 {
		opts.Iterations = DefaultIterations
	}
	opts.Iterations = min(opts.Iterations, MaxIterations)
	opts.Rounds = min(max(opts.Rounds, 1), maxRounds)
	return searchBot{opts: opts}
}

type searchBot struct{ opts SearchOptions }

func (b searchBot) String() string {
	if b.opts.Iterations == DefaultIterations && b.opts.Time <= 0 {
		return "search"
	}
	if b.opts.Time > 0 {
		return fmt.Sprintf("search(%v)", b.opts.Time)
	}
	return fmt.Sprintf("search(%d)", b.opts.Iterations)
}

// Act returns the bot's choice in s, or nil when the game is over.
func (b searchBot) Act(s invader.State) invader.Action {
	p := s.Pending()
	switch {
	case p.Decision == invader.NoDecision:
		return nil
	case p.Decision == invader.ChanceDecision:
		return drawChance(s, rand.New(rand.NewPCG(b.seed(s), chanceStream)))
	case !branches(p.Decision):
		return b.rollout()(s)
	}
	cands := candidates(s)
	if len(cands) == 1 {
		return cands[0]
	}
	return b.search(s, cands)
}

// seed is the seed of the bot's generators in s: its own seed mixed with
// the hash of s's View, which is the same for every future of s.
func (b searchBot) seed(s invader.State) uint64 {
	return mix(b.opts.Seed ^ mix(s.View().Hash()))
}

// rollout returns the function that plays the playouts out.
func (b searchBot) rollout() func(invader.State) invader.Action {
	if b.opts.Rollout == nil {
		return greedy
	}
	return b.opts.Rollout.Act
}

// search runs the workers on s, whose choices are cands (Greedy's first),
// and returns the choice played out in the most futures over them all.
func (b searchBot) search(s invader.State, cands []invader.Action) invader.Action {
	seed, st := b.seed(s), b.settings(s)
	n := b.opts.Workers
	if b.opts.Iterations > 0 {
		n = min(n, b.opts.Iterations) // no idle worker
	}
	ws := make([]*worker, n)
	for k := range ws {
		ws[k] = newWorker(st, s, cands, seed, uint64(k))
	}
	var deadline time.Time
	if b.opts.Time > 0 {
		deadline = time.Now().Add(b.opts.Time)
	}
	run := func(k int) {
		n := -1 // no cap: the deadline alone stops the worker
		if b.opts.Iterations > 0 {
			n = b.opts.Iterations / len(ws)
			if k < b.opts.Iterations%len(ws) {
				n++
			}
		}
		ws[k].run(n, deadline)
	}
	if len(ws) == 1 {
		run(0)
	} else {
		var wg sync.WaitGroup
		for k := range ws {
			wg.Go(func() { run(k) })
		}
		wg.Wait()
	}
	return best(cands, ws)
}

// settings are what every worker of a decision in s shares.
func (b searchBot) settings(s invader.State) *settings {
	return &settings{policy: b.rollout(), lastRnd: s.Round() + b.opts.Rounds - 1}
}

// best adds up the visits and values of the workers' choices, in worker
// order, and returns the most visited choice, ties to the better mean,
// then to the earlier choice (Greedy's is first).
func best(cands []invader.Action, ws []*worker) invader.Action {
	visits := make([]int, len(cands))
	sums := make([]float64, len(cands))
	for _, w := range ws {
		for i, a := range w.arms {
			visits[i] += a.visits
			sums[i] += a.sum
		}
	}
	k := 0
	for i := range cands {
		if visits[i] > visits[k] || visits[i] == visits[k] && visits[i] > 0 && sums[i]/float64(visits[i]) > sums[k]/float64(visits[k]) {
			k = i
		}
	}
	return cands[k]
}

// mix scrambles x (SplitMix64's finalizer), so that nearby seeds give
// unrelated generators.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
