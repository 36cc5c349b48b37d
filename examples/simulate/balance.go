package main

import (
	"cmp"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// issueFloor is the games per mission the strength table wants of each
// cheap bot (issue 27); fewer make a row provisional.
const issueFloor = 1000

// searchFloor is the games per mission the strength table wants of the
// search bot at a fixed budget (issue 27): fewer than of the cheap bots.
const searchFloor = 200

// floor is the games per mission the strength table wants of bot name.
func floor(name string) int {
	if strings.HasPrefix(name, "search") {
		return searchFloor
	}
	return issueFloor
}

// A botRun is a bot of -balance and its number of games.
type botRun struct {
	name  string
	games int
}

// parseBots reads -bots: names separated by commas, each with =games to
// play other than -games games.
func parseBots(list string, games int) ([]botRun, error) {
	var out []botRun
	for item := range strings.SplitSeq(list, ",") {
		name, n, ok := strings.Cut(strings.TrimSpace(item), "=")
		b := botRun{name: name, games: games}
		if ok {
			k, err := strconv.Atoi(n)
			if err != nil || k < 1 {
				return nil, fmt.Errorf("-bots: %q: want name=games, games at least 1", item)
			}
			b.games = k
		}
		if name != "" {
			out = append(out, b)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("-bots %q names no bot", list)
	}
	return out, nil
}

// A cell is one bot's run of one mission.
type cell struct {
	bot    botRun
	report Report
	cpu    string // per decision
	// wonRounds and lostRounds are the median rounds of the won and the
	// lost games, 0 for none.
	wonRounds, lostRounds int
}

// newCell aggregates a bot's games of a mission.
func newCell(b botRun, st setting, games []game) cell {
	var won, lost []int
	for _, g := range games {
		switch g.outcome.Result {
		case invader.Won:
			won = append(won, g.rounds)
		case invader.Lost:
			lost = append(lost, g.rounds)
		}
	}
	return cell{bot: b, report: newReport(st, games), cpu: perDecision(games),
		wonRounds: percentile(won, 0.5), lostRounds: percentile(lost, 0.5)}
}

// runBalance plays every built-in mission with every bot of c.bots and
// writes the balance table, in Markdown, on w; the runs' progress goes to
// log.
func runBalance(c config, w, log io.Writer) error {
	bots, err := parseBots(c.bots, c.games)
	if err != nil {
		return err
	}
	if c.cache != "" {
		if err := os.MkdirAll(c.cache, 0o755); err != nil {
			return err
		}
	}
	var took time.Duration // the cells' wall times, those of the cache included
	var rows [][]cell
	for _, id := range mission.Builtins() {
		var row []cell
		for _, b := range bots {
			st, err := newSetting(id, b.name, invader.Rules{}, c.rounds)
			if err != nil {
				return err
			}
			games, t, err := playCell(c, st, id, b, log)
			if err != nil {
				return err
			}
			took += t
			row = append(row, newCell(b, st, games))
		}
		rows = append(rows, row)
	}
	balanceDoc(w, c, bots, rows, took)
	return nil
}

// playCell plays a bot's games of a mission, or reads them from the
// cache, and reports the wall time they took.
func playCell(c config, st setting, id string, b botRun, log io.Writer) ([]game, time.Duration, error) {
	path := ""
	if c.cache != "" {
		path = cellFile(c.cache, id, b, c.seed, c.rounds)
		games, took, ok, err := loadCell(path, b.games)
		if err != nil || ok {
			if ok {
				fmt.Fprintf(log, "%s %s: %d games from %s\n", id, b.name, b.games, path)
			}
			return games, took, err
		}
	}
	t := time.Now()
	games := simulate(st, b.games, c.seed, nil)
	took := time.Since(t)
	fmt.Fprintf(log, "%s %s: %d games in %v\n", id, b.name, b.games, took.Round(time.Second))
	if path != "" {
		if err := saveCell(path, games, took); err != nil {
			return nil, 0, err
		}
	}
	return games, took, nil
}

// balanceCommand is the command line that makes the table.
func balanceCommand(c config) string {
	cmd := fmt.Sprintf("go run ./examples/simulate -balance -games %d -bots %s", c.games, shellQuote(c.bots))
	if c.seed != 1 {
		cmd += fmt.Sprintf(" -seed %d", c.seed)
	}
	if c.rounds != 40 {
		cmd += fmt.Sprintf(" -rounds %d", c.rounds)
	}
	return cmd + " > docs/BALANCE.md"
}

// balanceDoc writes docs/BALANCE.md.
func balanceDoc(w io.Writer, c config, bots []botRun, rows [][]cell, took time.Duration) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	p("# Strength and balance of the built-in missions\n\nMade by one command, from the repository's root:\n\n    %s\n\n", balanceCommand(c))
	p("Its games took %v on %s. Everything below but the CPU times and this line comes out the same, byte for byte, on any machine.\n\n", took.Round(time.Second), cores())
	p("Each bot plays every built-in mission from seed %d on (game i with seed %d+i, the same seeds for every bot), %d rounds at most, with the rulebook's rules.", c.seed, c.seed, c.rounds)
	var short []string
	for _, b := range bots {
		if b.games < floor(b.name) {
			short = append(short, fmt.Sprintf("%s (%d)", b.name, b.games))
		}
	}
	if len(short) > 0 {
		p(" **Provisional** for %s: fewer games than the %d per mission issue 27 asks of every cheap bot (%d of the search bot), to keep the run near 20 minutes on 2 cores; their intervals are wider.", strings.Join(short, ", "), issueFloor, searchFloor)
	}
	if !slices.ContainsFunc(bots, func(b botRun) bool { return strings.HasPrefix(b.name, "search") }) {
		p(" The search bot is left out: at its default budget (search, 100 iterations) it costs two to three times Lookahead's CPU time per decision (BENCHMARKS.md), beyond this run's time; add it with -bots ...,search:N=GAMES.")
	}
	p("\n\n")
	winTable(w, bots, rows)
	cpuTable(w, bots, rows)
	endTable(w, rows)
	reading(w, bots, rows)
	p("\n%s", balanceNotes)
}

// cores says how many cores played.
func cores() string { return plural(gomaxprocs(), "core") }

// winTable writes each bot's win rate on each mission.
func winTable(w io.Writer, bots []botRun, rows [][]cell) {
	fmt.Fprint(w, "## Win rates\n\nWon, in percent, with the 95% Wilson interval; the games played in the header.\n\n| Mission |")
	for _, b := range bots {
		fmt.Fprintf(w, " %s (%d) |", b.name, b.games)
	}
	fmt.Fprint(w, "\n|---|"+strings.Repeat("---|", len(bots))+"\n")
	for _, row := range rows {
		fmt.Fprintf(w, "| %s %s |", row[0].report.Mission, row[0].report.Title)
		for _, c := range row {
			fmt.Fprintf(w, " %s |", pct(c.report.Won))
		}
		fmt.Fprintln(w)
	}
}

// cpuTable writes each bot's CPU time per decision on each mission.
func cpuTable(w io.Writer, bots []botRun, rows [][]cell) {
	fmt.Fprint(w, "\n## CPU time per decision\n\nThe bot's own CPU time (its thread's CPU clock, CLOCK_THREAD_CPUTIME_ID on Linux) over all its decisions, activations and free ones included, the engine's Apply left out; the mean per decision.\n\n| Mission |")
	for _, b := range bots {
		fmt.Fprintf(w, " %s |", b.name)
	}
	fmt.Fprint(w, "\n|---|"+strings.Repeat("--:|", len(bots))+"\n")
	for _, row := range rows {
		fmt.Fprintf(w, "| %s |", row[0].report.Mission)
		for _, c := range row {
			fmt.Fprintf(w, " %s |", c.cpu)
		}
		fmt.Fprintln(w)
	}
}

// endTable writes how each bot's games of each mission end.
func endTable(w io.Writer, rows [][]cell) {
	fmt.Fprint(w, "\n## How the games end\n\nShares of the games: lost by a Survivor eliminated, by the Objectives out of reach (Mold took a needed one), by two Spawn Zones linked by Active Mold, and unfinished at the round cap; the median round won and lost games ended in; the most frequent cause of defeat, with its share of the lost games.\n\n")
	fmt.Fprint(w, "| Mission | Bot | Won | Eliminated | Objectives | Mold chain | Unfinished | Rounds won | Rounds lost | Main cause of defeat |\n|---|---|--:|--:|--:|--:|--:|--:|--:|---|\n")
	for _, row := range rows {
		for _, c := range row {
			r := c.report
			fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", r.Mission, c.bot.name,
				percent(r.Won), percent(outcome(r, invader.Elimination).Share), percent(outcome(r, invader.GoalsUnreachable).Share),
				percent(outcome(r, invader.MoldChain).Share), percent(r.Outcomes[len(r.Outcomes)-1].Share),
				rounds(c.wonRounds), rounds(c.lostRounds), mainCause(r))
		}
	}
}

// outcome returns the bucket of games lost by rule l.
func outcome(r Report, l invader.Loss) Bucket {
	label := invader.Outcome{Result: invader.Lost, Loss: l}.String()
	for _, b := range r.Outcomes {
		if b.Outcome == label {
			return b
		}
	}
	return Bucket{}
}

func percent(s Share) string { return fmt.Sprintf("%.1f%%", 100*s.Share) }

func rounds(n int) string {
	if n == 0 {
		return "–"
	}
	return strconv.Itoa(n)
}

func lostCount(r Report) int {
	n := 0
	for _, b := range r.Causes {
		n += b.Count
	}
	return n
}

// mainCause names the most frequent cause of defeat and its share of
// the lost games.
func mainCause(r Report) string {
	lost := lostCount(r)
	if lost == 0 {
		return "–"
	}
	top := slices.MaxFunc(r.Causes, func(a, b Bucket) int {
		return cmp.Or(cmp.Compare(a.Count, b.Count), strings.Compare(b.Outcome+b.Cause, a.Outcome+a.Cause))
	})
	return fmt.Sprintf("%s (%.0f%%)", causeText(top), 100*float64(top.Count)/float64(lost))
}

// causeText names a cause of defeat in a few words.
func causeText(b Bucket) string {
	text := shortOutcome(b.Outcome)
	switch {
	case b.Cause == "":
		return text
	case b.Outcome == invader.Outcome{Result: invader.Lost, Loss: invader.Elimination}.String():
		return text + " " + b.Cause
	}
	return text + ": " + b.Cause
}

// shortOutcome names a rule of defeat in a word or two.
func shortOutcome(o string) string {
	switch o {
	case invader.Outcome{Result: invader.Lost, Loss: invader.Elimination}.String():
		return "eliminated"
	case invader.Outcome{Result: invader.Lost, Loss: invader.GoalsUnreachable}.String():
		return "Objectives lost"
	case invader.Outcome{Result: invader.Lost, Loss: invader.MoldChain}.String():
		return "Mold chain"
	}
	return strings.TrimPrefix(o, "lost: ")
}
