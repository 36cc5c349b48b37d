// Command simulate plays many games of a mission with a bot, on every core,
// and reports how they end: win rate, rounds, causes of defeat, and speed.
// It can draw the results as an SVG chart: how many games ended in each
// round, one colour per outcome (won, each cause of defeat, unfinished).
//
// Usage:
//
//	go run ./examples/simulate [-mission M0...M6|M11|FILE] [-games 10000] [-bot random|greedy|lookahead]
//	                          [-rounds 40] [-seed 1] [-svg results.svg]
//
// When stderr is a terminal, a progress line shows the games played, the
// win rate so far and the time left; piped or redirected, simulate prints
// only the report (on stdout) and the name of the chart it wrote.
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
	var progress io.Writer
	if isTerminal(os.Stderr) {
		progress = os.Stderr
	}
	start := time.Now()
	results := simulate(m, games, name, rounds, seed, progress)
	report(os.Stdout, id, results, time.Since(start))
	if svg == "" {
		return nil
	}
	if err := os.WriteFile(svg, []byte(chart(m.ID, name, results, rounds)), 0o644); err != nil {
		return err
	}
	fmt.Fprintln(os.Stderr, "wrote", svg)
	return nil
}

// isTerminal reports whether f is a terminal (a character device), where
// a line rewritten in place makes sense.
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// simulate plays the games on every core. With a progress writer it
// rewrites a progress line on it five times a second, and erases it at the
// end.
func simulate(m mission.Mission, games int, name string, rounds int, seed uint64, progress io.Writer) []result {
	results := make([]result, games)
	var next atomic.Int64
	var c counts
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Go(func() {
			for i := next.Add(1) - 1; i < int64(games); i = next.Add(1) - 1 {
				results[i] = playOne(m, name, rounds, seed+uint64(i))
				if results[i].outcome.Result == invader.Won {
					c.won.Add(1)
				}
				c.done.Add(1)
			}
		})
	}
	if progress == nil {
		wg.Wait()
		return results
	}
	stop := make(chan struct{})
	ended := make(chan struct{})
	go func() {
		defer close(ended)
		show(progress, &c, games, stop)
	}()
	wg.Wait()
	close(stop)
	<-ended
	return results
}

// counts are the games played so far and those won.
type counts struct{ done, won atomic.Int64 }

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

// show rewrites the progress line on w until stop is closed, then erases it.
func show(w io.Writer, c *counts, games int, stop <-chan struct{}) {
	start := time.Now()
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			fmt.Fprint(w, "\r\033[K") // erase the line: the report follows
			return
		case <-tick.C:
			fmt.Fprintf(w, "\r%s\033[K", progressLine(int(c.done.Load()), int(c.won.Load()), games, time.Since(start)))
		}
	}
}

// progressLine shows done games of total, the win rate so far, and the
// time left at the pace so far.
func progressLine(done, won, total int, elapsed time.Duration) string {
	const width = 30
	n := width * done / max(total, 1)
	line := fmt.Sprintf("[%s%s] %d/%d games", strings.Repeat("#", n), strings.Repeat(".", width-n), done, total)
	if done == 0 {
		return line + "  won -  ETA -"
	}
	left := time.Duration(float64(elapsed) * float64(total-done) / float64(done))
	return line + fmt.Sprintf("  won %.1f%%  ETA %v", 100*float64(won)/float64(done), left.Round(time.Second))
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
