package invadertest

import (
	"fmt"
	"runtime"
	"sync"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

// SoakOptions say how much Soak plays and how.
type SoakOptions struct {
	Steps int    // actions to play in all (at least one game is played)
	Seed  uint64 // the first game's seed; game g plays Seed+g
	// RoundTripEvery is how often the round trips of CheckInvariants
	// (JSON, notation) are checked: every Nth State; 0 means 50. The
	// other invariants are checked on every State.
	RoundTripEvery int
	MaxActions     int // actions per game at most; 0 means 5,000
	Workers        int // games played at once; 0 means GOMAXPROCS
}

// A SoakReport says what Soak played and the invariants it found broken.
type SoakReport struct {
	Steps, Games, Won int
	// Stuck counts the games that stuck: not over, with no legal action.
	// Each is a violation too.
	Stuck      int
	Violations int
	First      []string // the first violations, each with its game, seed and step
}

// String is the report's one line: "soak: 1000000 steps, 8123 games,
// 2210 won, 0 stuck, 0 violations".
func (r SoakReport) String() string {
	return fmt.Sprintf("soak: %d steps, %d games, %d won, %d stuck, %d violations", r.Steps, r.Games, r.Won, r.Stuck, r.Violations)
}

// Soak plays games of the missions until opts.Steps actions are played,
// checking every step as [Play] does: CheckApply on each action, the
// invariants of CheckInvariants on each State (the round trips on a
// sample), and at each game's end that invader.Replay reproduces it. Game
// g plays missions[g % len(missions)] with seed Seed+g; it is played by a
// random player, or by a greedy one that seeks the Goals (so that won
// games, every Goal kind, escapes and high Danger Levels are soaked too),
// in Ultrared mode one game in three. A game stops at its first broken
// invariant; the report counts it (and, apart, a game stuck with nothing
// legal before its end) and keeps the first ten. Soak is
// deterministic for the same missions and options, whatever the workers.
func Soak(missions []mission.Mission, opts SoakOptions) SoakReport {
	if len(missions) == 0 {
		return SoakReport{}
	}
	opts = soakDefaults(opts)
	var (
		mu      sync.Mutex
		results []soakResult // by game, 0 to len-1: every game taken is played
		played  int          // steps of the games done
		wg      sync.WaitGroup
	)
	for range opts.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				if played >= opts.Steps {
					mu.Unlock()
					return
				}
				g := len(results)
				results = append(results, soakResult{})
				mu.Unlock()
				res := soakGame{index: g, m: missions[g%len(missions)], seed: opts.Seed + uint64(g)}.play(opts)
				mu.Lock()
				results[g] = res
				played += res.steps
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	// The report is of the games 0 to G-1, the fewest that reach the
	// steps: the same games whichever worker finished first.
	var report SoakReport
	for _, res := range results {
		if report.Games > 0 && report.Steps >= opts.Steps {
			break
		}
		report.add(res)
	}
	if len(report.First) > 10 {
		report.First = report.First[:10]
	}
	return report
}

func soakDefaults(o SoakOptions) SoakOptions {
	if o.RoundTripEvery <= 0 {
		o.RoundTripEvery = 50
	}
	if o.MaxActions <= 0 {
		o.MaxActions = 5000
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	return o
}

type soakGame struct {
	index int
	m     mission.Mission
	seed  uint64
}

type soakResult struct {
	steps     int
	won       bool
	stuck     bool
	violation string
}

func (r *SoakReport) add(res soakResult) {
	r.Games++
	r.Steps += res.steps
	if res.won {
		r.Won++
	}
	if res.stuck {
		r.Stuck++
	}
	if res.violation != "" {
		r.Violations++
		r.First = append(r.First, res.violation)
	}
}

// play plays the game in a goroutine of its own, so that a failed check
// (soakTB.Fatalf) ends the game alone.
func (g soakGame) play(opts SoakOptions) soakResult {
	var res soakResult
	tb := &soakTB{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		res = g.run(tb, opts)
	}()
	<-done
	if tb.msg != "" {
		res.steps, res.stuck = max(tb.step, 1), tb.stuck
		res.violation = fmt.Sprintf("game %d (%s, seed %d, step %d): %s", g.index, g.m.ID, g.seed, tb.step, tb.msg)
	}
	return res
}

// run plays the game, counting its steps in tb as it goes.
func (g soakGame) run(tb *soakTB, opts SoakOptions) soakResult {
	options := []invader.Option{invader.Seed(g.seed)}
	if g.index%3 == 0 {
		options = append(options, invader.Ultrared())
	}
	var player bot.Bot = bot.Random(g.seed)
	if g.index%2 == 1 {
		player = bot.Greedy()
	}
	s, err := invader.New(g.m, options...)
	if err != nil {
		tb.Fatalf("New: %v", err)
	}
	CheckInvariants(tb, s)
	var played []invader.Action
	for tb.step < opts.MaxActions && !s.IsOver() {
		a := player.Act(s)
		played = append(played, a)
		tb.step++
		s, _ = CheckApply(tb, s, a)
		if !s.IsOver() && len(s.Legal()) == 0 {
			tb.stuck = true
			tb.Fatalf("the game is stuck: it is not over, but nothing is legal (Pending() = %+v)", s.Pending())
		}
		if tb.step%opts.RoundTripEvery == 0 {
			CheckInvariants(tb, s)
		} else {
			checkState(tb, s)
		}
	}
	replayed, _, err := invader.Replay(g.m, played, options...)
	if err != nil || !replayed.Equal(s) {
		tb.Fatalf("Replay of the %d actions played gives another State (%v)", len(played), err)
	}
	return soakResult{steps: tb.step, won: s.Outcome().Result == invader.Won}
}

// soakTB records the first failure and ends the game's goroutine.
type soakTB struct {
	msg   string
	step  int
	stuck bool // the failure is a stuck game
}

func (*soakTB) Helper() {}

func (t *soakTB) Fatalf(format string, args ...any) {
	t.msg = fmt.Sprintf(format, args...)
	runtime.Goexit()
}
