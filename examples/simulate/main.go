// Command simulate plays many games of a mission with a bot, on every core,
// and reports how they end: win rate, rounds, causes of defeat, and speed.
// It can draw the results as an SVG chart.
//
// Usage:
//
//	go run ./examples/simulate [-mission M0...M6|M11|FILE] [-games 10000] [-bot random|greedy|lookahead]
//	                          [-rounds 40] [-seed 1] [-svg results.svg]
//
// Game i is played with seed+i, so a run is reproducible whatever the
// number of cores.
package main

import (
	"flag"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/examples/internal/missions"
	"github.com/invaderengine/invader/mission"
)

type result struct {
	outcome invader.Outcome // InProgress when the round cap stopped it
	rounds  int
	actions int
}

func main() {
	id := flag.String("mission", "M0", missions.Usage())
	games := flag.Int("games", 10000, "how many games")
	name := flag.String("bot", "random", "the bot: "+strings.Join(bot.Names(), ", "))
	rounds := flag.Int("rounds", 40, "stop a game after this many rounds")
	seed := flag.Uint64("seed", 1, "game i is played with seed+i")
	svg := flag.String("svg", "", "write a chart of the results to this SVG file")
	flag.Parse()
	if err := run(*id, *games, *name, *rounds, *seed, *svg); err != nil {
		fmt.Fprintln(os.Stderr, "simulate:", err)
		os.Exit(1)
	}
}

func run(id string, games int, name string, rounds int, seed uint64, svg string) error {
	m, err := missions.Load(id)
	if err != nil {
		return err
	}
	if _, err := bot.ByName(name, 0); err != nil {
		return err
	}
	if _, err := invader.New(m); err != nil {
		return err // every game would fail the same way
	}
	start := time.Now()
	results := simulate(m, games, name, rounds, seed)
	report(os.Stdout, id, results, time.Since(start))
	if svg != "" {
		return os.WriteFile(svg, []byte(chart(id, results, rounds)), 0o644)
	}
	return nil
}

// simulate plays the games on every core, with a progress bar on stderr.
func simulate(m mission.Mission, games int, name string, rounds int, seed uint64) []result {
	results := make([]result, games)
	var next, done atomic.Int64
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := next.Add(1) - 1; i < int64(games); i = next.Add(1) - 1 {
				results[i] = playOne(m, name, rounds, seed+uint64(i))
				done.Add(1)
			}
		}()
	}
	stop := make(chan struct{})
	go progress(&done, games, stop)
	wg.Wait()
	close(stop)
	fmt.Fprintf(os.Stderr, "\r%s\n", bar(games, games))
	return results
}

func playOne(m mission.Mission, name string, rounds int, seed uint64) result {
	s, err := invader.New(m, invader.Seed(seed))
	if err != nil {
		return result{}
	}
	b, _ := bot.ByName(name, seed) // run checked the name; one bot per game
	s, n, err := bot.Play(s, b, rounds, math.MaxInt)
	if err != nil {
		panic(fmt.Sprintf("seed %d: %v", seed, err))
	}
	return result{outcome: s.Outcome(), rounds: s.Round(), actions: n}
}

func progress(done *atomic.Int64, games int, stop <-chan struct{}) {
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
			fmt.Fprintf(os.Stderr, "\r%s", bar(int(done.Load()), games))
		}
	}
}

func bar(done, total int) string {
	const width = 40
	n := width * done / max(total, 1)
	return fmt.Sprintf("[%s%s] %d/%d", strings.Repeat("#", n), strings.Repeat(".", width-n), done, total)
}

func report(w io.Writer, id string, results []result, took time.Duration) {
	counts := map[string]int{}
	rounds, actions := 0, 0
	for _, r := range results {
		counts[r.outcome.String()]++
		rounds += r.rounds
		actions += r.actions
	}
	n := max(len(results), 1)
	fmt.Fprintf(w, "%s: %d games in %v (%.0f games/s, %.0f actions/s)\n", id, len(results), took.Round(time.Millisecond),
		float64(len(results))/took.Seconds(), float64(actions)/took.Seconds())
	fmt.Fprintf(w, "  mean rounds: %.1f\n", float64(rounds)/float64(n))
	for _, k := range slices.Sorted(maps.Keys(counts)) { // every outcome the engine names, in a fixed order
		label := k
		if k == invader.InProgress.String() {
			label = "unfinished at the round cap"
		}
		c := counts[k]
		fmt.Fprintf(w, "  %-58s %6d  %5.1f%%\n", label, c, 100*float64(c)/float64(n))
	}
}
