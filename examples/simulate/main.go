// Command simulate plays many games of a mission with a bot, on every core,
// and reports how they end: win rate, rounds, causes of defeat, and speed.
// It can draw the results as an SVG chart: how many games ended in each
// round, one colour per outcome (won, each cause of defeat, unfinished).
//
// Usage:
//
//	go run ./examples/simulate [-mission M0...M6|M11|X1|Z1|FILE] [-games 10000] [-bot random|greedy|lookahead|search:N]
//	                          [-rounds 40] [-seed 1] [-rules K=V,...] [-svg results.svg] [-report DIR]
//	go run ./examples/simulate [flags] -compare [-sprt] [-p1 0.6] SETTING-A SETTING-B
//	go run ./examples/simulate -balance [-games 1000] [-bots random,greedy,lookahead=200]
//
// When stderr is a terminal, a progress line shows the games played, the
// win rate so far and the time left; piped or redirected, simulate prints
// only the report (on stdout) and the name of the chart it wrote.
//
// Game i is played with seed+i, for the game and for the bot, so a run is
// reproducible whatever the number of cores; -rules sets rule options,
// key=value pairs separated by commas, the keys of invader.Rules' JSON
// form ("ultrared=true,startXP=7").
//
// # Balance reports
//
// -report DIR writes a balance report in DIR: report.json (the figures,
// type Report), report.md (the same as tables), falls.svg (a heat map of
// the zones where Survivors were eliminated, draw.Heat) and rounds.svg (the
// chart of -svg). It gives the win rate and each outcome's share with 95%
// Wilson intervals, what ended the lost games (the rule of p.10, and for
// an elimination what dealt the last blow: a Xeno's kind, friendly fire,
// a Hellfire; see tally), who fell first, the rounds played by outcome
// (median and 90th percentile), each Survivor's Armor lost, Xenos
// eliminated and XP reached, and for every kind of ending the first seeds
// with the examples/play command that replays each. The files depend on
// the flags alone, byte for byte: the time the run took and the bot's CPU
// time per decision go to stdout only.
//
// # Comparisons
//
// -compare plays two settings on the same seeds, one pair of games per
// seed, and reports each one's win rate, B's minus A's with its 95%
// interval (Newcombe's hybrid score interval for paired proportions,
// bot.Paired.Interval), and Wald's SPRT on the pairs one setting alone
// won (bot.Paired.SPRT: H0 B wins such a pair with p = 0.5, H1 with p =
// -p1; α = β = 0.05). A setting is key=value pairs separated by commas,
// each replacing the flags' value: mission=ID|FILE, bot=NAME and the rule
// options of -rules; "" or base is the flags' setting. For instance
//
//	go run ./examples/simulate -mission M1 -bot greedy -games 2000 -compare bot=greedy bot=lookahead
//	go run ./examples/simulate -mission M1 -bot greedy -games 5000 -compare -sprt base startXP=7
//	go run ./examples/simulate -games 1000 -compare mission=M1 mission=my-m1.txt
//
// The settings come after every flag. -sprt stops at the first pair, in
// seed order, after which the test decides. With -report DIR, compare.json
// and compare.md go in DIR, each setting's report in DIR/A and DIR/B.
//
// # The balance table
//
// -balance plays every built-in mission with each bot of -bots, -games
// games each (name=N for N games), and writes docs/BALANCE.md on stdout:
// win rates with their intervals, the bots' CPU time per decision, how the
// games end, and what that shows.
package main

import (
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/examples/internal/missions"
	"github.com/invaderengine/invader/examples/internal/rules"
)

type result struct {
	outcome invader.Outcome // InProgress when the round cap stopped it
	rounds  int
	actions int
}

// config is what the command line asks for.
type config struct {
	mission, bot, rules string
	games, rounds       int
	seed                uint64
	svg, report         string
	compare, sprt       bool
	p1                  float64
	balance             bool
	bots                string
	cache               string   // -balance: the directory of the cells played
	args                []string // the settings compared
}

func main() {
	var c config
	flag.StringVar(&c.mission, "mission", "M0", missions.Usage())
	flag.IntVar(&c.games, "games", 10000, "how many games (with -compare, pairs of games; with -sprt, at most)")
	flag.StringVar(&c.bot, "bot", "random", "the bot: "+strings.Join(bot.Names(), ", "))
	flag.IntVar(&c.rounds, "rounds", 40, "stop a game after this many rounds")
	flag.Uint64Var(&c.seed, "seed", 1, "game i is played with seed+i")
	flag.StringVar(&c.svg, "svg", "", "write a chart of the results to this SVG file")
	flag.StringVar(&c.rules, "rules", "", "rule options, key=value pairs separated by commas; the keys: "+strings.Join(rules.Keys(), ", "))
	flag.StringVar(&c.report, "report", "", "write a balance report (report.json, report.md, falls.svg, rounds.svg) in this directory")
	flag.BoolVar(&c.compare, "compare", false, "play the two settings given as arguments (such as bot=greedy bot=lookahead) on the same seeds")
	flag.BoolVar(&c.sprt, "sprt", false, "with -compare: stop as soon as the SPRT decides whether the second setting is better")
	flag.Float64Var(&c.p1, "p1", 0.6, "with -sprt: H1, the chance the second setting wins a pair the two settings split")
	flag.BoolVar(&c.balance, "balance", false, "play every built-in mission with the bots of -bots and print the balance table (docs/BALANCE.md)")
	flag.StringVar(&c.bots, "bots", "random,greedy,lookahead", "with -balance: the bots, each as name or name=games")
	flag.StringVar(&c.cache, "cache", "", "with -balance: keep each mission's games of each bot in this directory and play only those it lacks")
	flag.Parse()
	c.args = flag.Args()
	if err := dispatch(c); err != nil {
		fmt.Fprintln(os.Stderr, "simulate:", err)
		os.Exit(1)
	}
}

// dispatch runs the mode the flags ask for.
func dispatch(c config) error {
	var progress io.Writer
	if isTerminal(os.Stderr) {
		progress = os.Stderr
	}
	switch {
	case c.balance:
		return runBalance(c, os.Stdout, os.Stderr)
	case c.compare || c.sprt:
		return runCompare(c, os.Stdout, os.Stderr, progress)
	case len(c.args) > 0:
		return fmt.Errorf("unexpected argument %q (settings are for -compare)", c.args[0])
	}
	return run(c, progress)
}

func run(c config, progress io.Writer) error {
	r, err := rules.Parse(c.rules)
	if err != nil {
		return err
	}
	st, err := newSetting(c.mission, c.bot, r, c.rounds)
	if err != nil {
		return err
	}
	start := time.Now()
	games := simulate(st, c.games, c.seed, progress)
	results := make([]result, len(games))
	for i, g := range games {
		results[i] = g.result
	}
	report(os.Stdout, c.mission, results, time.Since(start))
	fmt.Fprintf(os.Stdout, "  bot's CPU time per decision: %s\n", perDecision(games))
	if c.svg != "" {
		if err := os.WriteFile(c.svg, []byte(chart(st.m.ID, st.bot, results, c.rounds)), 0o644); err != nil {
			return err
		}
		fmt.Fprintln(os.Stderr, "wrote", c.svg)
	}
	if c.report != "" {
		if err := writeReport(c.report, st, games); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "wrote %s: %s, %s, %s, %s\n", c.report, reportJSON, reportMD, fallsSVG, roundsSVG)
	}
	return nil
}

// isTerminal reports whether f is a terminal (a character device), where
// a line rewritten in place makes sense.
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// simulate plays games games of st from seed on, on every core. With a
// progress writer it rewrites a progress line on it five times a second,
// and erases it at the end.
func simulate(st setting, games int, seed uint64, progress io.Writer) []game {
	tick, done := startProgress(progress, games)
	defer done()
	return parallel(games, func(i int) game { return playGame(st, seed+uint64(i)) }, nil,
		func(g game) { tick(g.outcome.Result == invader.Won) })
}

// startProgress shows a progress line on w, when not nil, until done is
// called; tick counts a game played, and whether it was won.
func startProgress(w io.Writer, games int) (tick func(won bool), done func()) {
	var c counts
	tick = func(won bool) {
		if won {
			c.won.Add(1)
		}
		c.done.Add(1)
	}
	if w == nil {
		return tick, func() {}
	}
	stop := make(chan struct{})
	ended := make(chan struct{})
	go func() {
		defer close(ended)
		show(w, &c, games, stop)
	}()
	return tick, func() {
		close(stop)
		<-ended
	}
}

// perDecision writes the bot's mean CPU time per decision over games.
func perDecision(games []game) string {
	var cpu time.Duration
	n := 0
	for _, g := range games {
		cpu += g.cpu
		n += g.actions
	}
	if n == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f µs", float64(cpu.Nanoseconds())/float64(n)/1e3)
}

// counts are the games played so far and those won.
type counts struct{ done, won atomic.Int64 }

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
