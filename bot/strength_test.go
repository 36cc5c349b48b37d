package bot_test

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

// TestStrength pits the search bot against Lookahead(4) at equal CPU
// time per decision, on paired seeds, with an SPRT. It takes minutes per
// mission: it runs with INVADER_LONG=1 only, on the missions of
// INVADER_MISSIONS (M0 by default; "all" for every built-in one), and
// stops a mission at INVADER_PAIRS pairs (600 by default) when the test
// has not decided by then. It reports; it does not fail on the outcome.
//
// The test: each pair is the game of one seed (1000, 1001, ...) played by
// each bot; only the discordant pairs count, a win for the search bot
// when it won and Lookahead lost, a loss the other way round, and Wald's
// SPRT tests H0: p = 0.5 against H1: p = 0.6 with α = β = 0.05 (bounds
// ±2.944), the pairs counted in seed order. The search bot's iterations
// are set before, on games of seeds 0 to 9, to match Lookahead's CPU
// time per decision (the thread's CPU time, each game on a thread of its
// own; the search bot on one worker). INVADER_ROLLOUT=random plays the
// search's playouts out with a Random bot (its own, seed 1, per game)
// instead of Greedy; INVADER_ITERATIONS=N sets the search bot's
// iterations instead of matching the CPU time.
func TestStrength(t *testing.T) {
	if os.Getenv("INVADER_LONG") == "" {
		t.Skip("set INVADER_LONG=1 to run the bots' duels (minutes per mission)")
	}
	ids := strings.Split(os.Getenv("INVADER_MISSIONS"), ",")
	switch ids[0] {
	case "":
		ids = []string{"M0"}
	case "all":
		ids = mission.Builtins()
	}
	pairs := 600
	if n, err := strconv.Atoi(os.Getenv("INVADER_PAIRS")); err == nil {
		pairs = n
	}
	for _, id := range ids {
		t.Run(id, func(t *testing.T) {
			m, err := mission.Builtin(id)
			if err != nil {
				t.Fatal(err)
			}
			n, err := strconv.Atoi(os.Getenv("INVADER_ITERATIONS"))
			if err != nil {
				n = calibrate(t, m)
			}
			t.Logf("%s: search(%d) against lookahead", id, n)
			r := duel(t, m, n, pairs)
			t.Log(r)
			fmt.Println(r)
		})
	}
}

// A game's result: won, and the decisions and CPU time the bot took.
type result struct {
	won       bool
	decisions int
	cpu       time.Duration
}

// game plays seed's game of m with b, 40 rounds at most, timing each of
// its decisions on the calling thread.
func game(t *testing.T, m mission.Mission, b bot.Bot, seed uint64) result {
	s, err := invader.New(m, invader.Seed(seed))
	if err != nil {
		t.Error(err)
		return result{}
	}
	var r result
	for ; !s.IsOver() && s.Round() <= 40 && r.decisions < 20000; r.decisions++ {
		start := threadCPU()
		a := b.Act(s)
		r.cpu += threadCPU() - start
		if s, _, err = s.Apply(a); err != nil {
			t.Error(err)
			return r
		}
	}
	r.won = s.Outcome().Result == invader.Won
	return r
}

// perDecision returns the CPU time per decision of the games.
func perDecision(rs []result) time.Duration {
	var cpu time.Duration
	n := 0
	for _, r := range rs {
		cpu, n = cpu+r.cpu, n+r.decisions
	}
	return cpu / time.Duration(max(n, 1))
}

// parallel runs f(i) for i < n on every core, each on a locked thread,
// until f returns false.
func parallel(n int, f func(i int) bool) {
	var mu sync.Mutex
	next, stop := 0, false
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			for {
				mu.Lock()
				i := next
				next++
				done := stop || i >= n
				mu.Unlock()
				if done {
					return
				}
				if !f(i) {
					mu.Lock()
					stop = true
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
}

// calibrate returns the search bot's iterations whose CPU time per
// decision matches Lookahead(4)'s on the games of seeds 0 to 9 of m: three
// steps of the proportion, from 32.
func calibrate(t *testing.T, m mission.Mission) int {
	const games = 10
	cpu := func(b func() bot.Bot) time.Duration {
		rs := make([]result, games)
		parallel(games, func(i int) bool { rs[i] = game(t, m, b(), uint64(i)); return true })
		return perDecision(rs)
	}
	target := cpu(func() bot.Bot { return bot.Lookahead(4) })
	n := 32
	for range 3 {
		got := cpu(func() bot.Bot { return searcher(n) })
		n = max(2, int(math.Round(float64(n)*float64(target)/float64(got))))
	}
	return n
}

// A report is the outcome of a duel.
type report struct {
	mission            string
	iterations, pairs  int
	search, look       []result
	onlySearch, onlyLA int
	llr                float64
	decision           int
	wall               time.Duration
}

// duel plays the pairs of seeds 1000, 1001... of m with the search bot
// (n iterations, one worker) and Lookahead(4) until the SPRT decides or
// max pairs are played.
func duel(t *testing.T, m mission.Mission, n, max int) report {
	start := time.Now()
	search, look := make([]result, max), make([]result, max)
	played := make([]bool, max)
	var mu sync.Mutex
	test := bot.SPRT{P0: 0.5, P1: 0.6, Alpha: 0.05, Beta: 0.05}
	folded := 0 // the pairs counted, in seed order
	logged := 0 // the fifties of pairs logged
	parallel(max, func(i int) bool {
		seed := uint64(1000 + i)
		s := game(t, m, searcher(n), seed)
		l := game(t, m, bot.Lookahead(4), seed)
		mu.Lock()
		defer mu.Unlock()
		search[i], look[i], played[i] = s, l, true
		for ; folded < max && played[folded] && test.Decision() == 0; folded++ {
			switch r := search[folded]; {
			case r.won && !look[folded].won:
				test.Wins++
			case !r.won && look[folded].won:
				test.Losses++
			}
		}
		if folded/50 > logged && test.Decision() == 0 {
			logged = folded / 50
			t.Logf("%d pairs: discordant %d:%d, LLR %.2f", folded, test.Wins, test.Losses, test.LLR())
		}
		return test.Decision() == 0
	})
	return report{mission: m.ID, iterations: n, pairs: folded, search: search[:folded], look: look[:folded],
		onlySearch: test.Wins, onlyLA: test.Losses, llr: test.LLR(), decision: test.Decision(), wall: time.Since(start)}
}

func (r report) String() string {
	won := func(rs []result) string {
		k := 0
		for _, g := range rs {
			if g.won {
				k++
			}
		}
		lo, hi := bot.Wilson(k, len(rs), 1.959964)
		return fmt.Sprintf("%d/%d = %.1f%% [%.1f, %.1f]", k, len(rs), 100*float64(k)/float64(len(rs)), 100*lo, 100*hi)
	}
	verdict := map[int]string{1: "H1 accepted (search stronger)", -1: "H0 accepted (no better)", 0: "undecided"}[r.decision]
	return fmt.Sprintf("%s: search(%d) won %s, lookahead won %s; discordant %d:%d, LLR %.2f, %s after %d pairs; CPU per decision search %v, lookahead %v; %v",
		r.mission, r.iterations, won(r.search), won(r.look), r.onlySearch, r.onlyLA, r.llr, verdict, r.pairs,
		perDecision(r.search).Round(time.Microsecond), perDecision(r.look).Round(time.Microsecond), r.wall.Round(time.Second))
}

// searcher returns the search bot of the duels: n iterations, one
// worker, seed 1, and the rollout bot INVADER_ROLLOUT names (Greedy by
// default).
func searcher(n int) bot.Bot {
	opts := bot.SearchOptions{Iterations: n, Workers: 1, Seed: 1}
	if os.Getenv("INVADER_ROLLOUT") == "random" {
		opts.Rollout = bot.Random(1) // one worker: never called at once
	}
	return bot.Search(opts)
}
