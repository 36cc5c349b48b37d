package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/examples/internal/rules"
)

// The SPRT's errors, of the first and second kind.
const sprtAlpha, sprtBeta = 0.05, 0.05

// parseSetting reads a setting of -compare, key=value pairs separated by
// commas: mission=ID|FILE, bot=NAME, and rule options (the keys of
// -rules), each replacing the flags' value; "" or "base" is the flags'
// setting.
func parseSetting(c config, spec string) (setting, error) {
	missionArg, botName := c.mission, c.bot
	var pairs, keys []string
	if spec = strings.TrimSpace(spec); spec != "" && spec != "base" {
		for pair := range strings.SplitSeq(spec, ",") {
			k, v, _ := strings.Cut(pair, "=")
			k, v = strings.TrimSpace(k), strings.TrimSpace(v)
			switch k {
			case "mission":
				missionArg = v
			case "bot":
				botName = v
			default:
				pairs, keys = append(pairs, pair), append(keys, k)
			}
		}
	}
	for pair := range strings.SplitSeq(c.rules, ",") { // the flag's options not replaced
		if k, _, _ := strings.Cut(pair, "="); strings.TrimSpace(pair) != "" && !slices.Contains(keys, strings.TrimSpace(k)) {
			pairs = append(pairs, pair)
		}
	}
	r, err := rules.Parse(strings.Join(pairs, ","))
	if err != nil {
		return setting{}, fmt.Errorf("setting %q: %w", spec, err)
	}
	st, err := newSetting(missionArg, botName, r, c.rounds)
	if err != nil {
		return setting{}, fmt.Errorf("setting %q: %w", spec, err)
	}
	return st, nil
}

// A pair is one seed's two games.
type pair struct{ a, b game }

// A Comparison is the paired comparison of two settings, compare.json's
// content.
type Comparison struct {
	A         string `json:"a"`
	B         string `json:"b"`
	Pairs     int    `json:"pairs"`
	FirstSeed uint64 `json:"firstSeed"`
	RoundCap  int    `json:"roundCap"`
	WonA      Share  `json:"wonA"`
	WonB      Share  `json:"wonB"`
	// Paired counts the pairs both won, A alone won, B alone won, and
	// neither won.
	Paired bot.Paired `json:"paired"`
	// Diff is B's win rate minus A's, with its 95% interval (Newcombe's
	// hybrid score interval for paired proportions, bot.Paired.Interval).
	Diff float64    `json:"diff"`
	Lo   float64    `json:"lo"`
	Hi   float64    `json:"hi"`
	SPRT SPRTResult `json:"sprt"`
	// OnlyA and OnlyB are the first seeds of the pairs one setting alone
	// won, with the commands that replay each game.
	OnlyA []Replay `json:"onlyA"`
	OnlyB []Replay `json:"onlyB"`
}

// An SPRTResult is the SPRT on the discordant pairs: a win for each pair
// B alone won, a loss for each A alone won, H0: p = P0 against H1: p =
// P1. Decision is 1 when H1 is accepted (B is better), -1 when H0 is (B
// is not better by H1's margin), 0 while undecided.
type SPRTResult struct {
	P0       float64 `json:"p0"`
	P1       float64 `json:"p1"`
	Alpha    float64 `json:"alpha"`
	Beta     float64 `json:"beta"`
	LLR      float64 `json:"llr"`
	Lower    float64 `json:"lower"`
	Upper    float64 `json:"upper"`
	Decision int     `json:"decision"`
	Stopped  bool    `json:"stopped"` // -sprt stopped the run when it decided
}

// A Replay is a seed and the commands that replay its two games.
type Replay struct {
	Seed uint64 `json:"seed"`
	A    string `json:"a"`
	B    string `json:"b"`
}

// runCompare plays the two settings of c.args on the same seeds and
// writes their comparison on w (the same bytes for the same flags), and
// the time it took on timing.
func runCompare(c config, w, timing, progress io.Writer) error {
	if len(c.args) != 2 {
		return fmt.Errorf("-compare wants two settings after the flags, such as bot=greedy bot=lookahead; got %d", len(c.args))
	}
	a, err := parseSetting(c, c.args[0])
	if err != nil {
		return err
	}
	b, err := parseSetting(c, c.args[1])
	if err != nil {
		return err
	}
	pairs := playPairs(c, a, b, progress)
	cmp := newComparison(c, a, b, pairs)
	writeComparison(w, cmp)
	var ga, gb []game
	for _, p := range pairs {
		ga, gb = append(ga, p.a), append(gb, p.b)
	}
	fmt.Fprintf(timing, "timing: A %s, B %s of the bots' CPU time per decision\n", perDecision(ga), perDecision(gb))
	if c.report == "" {
		return nil
	}
	return writeComparisonDir(c.report, cmp, a, b, ga, gb)
}

// playPairs plays the pairs, stopping when the SPRT decides under -sprt.
func playPairs(c config, a, b setting, progress io.Writer) []pair {
	var p bot.Paired
	stop := func(x pair) bool {
		p = p.Add(x.a.outcome.Result == invader.Won, x.b.outcome.Result == invader.Won)
		return c.sprt && p.SPRT(c.p1, sprtAlpha, sprtBeta).Decision() != 0
	}
	tick, done := startProgress(progress, c.games)
	defer done()
	return parallel(c.games, func(i int) pair {
		seed := c.seed + uint64(i)
		return pair{playGame(a, seed), playGame(b, seed)}
	}, stop, func(x pair) { tick(x.b.outcome.Result == invader.Won) })
}

// newComparison aggregates the pairs, in seed order.
func newComparison(c config, a, b setting, pairs []pair) Comparison {
	out := Comparison{A: a.label(), B: b.label(), Pairs: len(pairs), FirstSeed: c.seed, RoundCap: c.rounds, OnlyA: []Replay{}, OnlyB: []Replay{}}
	for _, x := range pairs {
		aWon, bWon := x.a.outcome.Result == invader.Won, x.b.outcome.Result == invader.Won
		out.Paired = out.Paired.Add(aWon, bWon)
		r := Replay{Seed: x.a.seed, A: a.replay(x.a.seed), B: b.replay(x.b.seed)}
		if aWon && !bWon && len(out.OnlyA) < seedsPerBucket {
			out.OnlyA = append(out.OnlyA, r)
		}
		if bWon && !aWon && len(out.OnlyB) < seedsPerBucket {
			out.OnlyB = append(out.OnlyB, r)
		}
	}
	p := out.Paired
	out.WonA = share(p.Both+p.OnlyA, p.N())
	out.WonB = share(p.Both+p.OnlyB, p.N())
	lo, hi := p.Interval(z95)
	out.Diff, out.Lo, out.Hi = round4(p.Diff()), round4(lo), round4(hi)
	t := p.SPRT(c.p1, sprtAlpha, sprtBeta)
	lower, upper := t.Bounds()
	out.SPRT = SPRTResult{P0: t.P0, P1: t.P1, Alpha: t.Alpha, Beta: t.Beta, LLR: round4(t.LLR()),
		Lower: round4(lower), Upper: round4(upper), Decision: t.Decision(), Stopped: c.sprt && t.Decision() != 0}
	return out
}

// writeComparison writes the comparison as Markdown.
func writeComparison(w io.Writer, c Comparison) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	p("# Comparison of two settings on the same seeds\n\n- A: %s\n- B: %s\n\n", c.A, c.B)
	p("%s, seeds %d to %d, each seed played by both settings, %d rounds at most.\n\n", plural(c.Pairs, "pair"), c.FirstSeed, c.FirstSeed+uint64(max(c.Pairs, 1))-1, c.RoundCap)
	p("| Setting | Won (95%% CI) |\n|---|---|\n| A: %s | %s |\n| B: %s | %s |\n\n", c.A, pct(c.WonA), c.B, pct(c.WonB))
	q := c.Paired
	p("Pairs both won %d, A alone %d, B alone %d, neither %d.\n\n", q.Both, q.OnlyA, q.OnlyB, q.Neither)
	p("**B − A: %+.1f points** (95%% CI %+.1f to %+.1f; Newcombe's hybrid score interval for paired proportions, bot.Paired.Interval).\n\n", 100*c.Diff, 100*c.Lo, 100*c.Hi)
	s := c.SPRT
	p("SPRT on the %d pairs one setting alone won (H0: B wins such a pair with p = %.2f, H1: p = %.2f; α = %.2f, β = %.2f): LLR %.3f, bounds %.3f and %.3f: %s.\n",
		q.OnlyA+q.OnlyB, s.P0, s.P1, s.Alpha, s.Beta, s.LLR, s.Lower, s.Upper, verdict(s))
	for _, side := range []struct {
		name    string
		replays []Replay
	}{{"A alone won", c.OnlyA}, {"B alone won", c.OnlyB}} {
		if len(side.replays) == 0 {
			continue
		}
		p("\n%s, for instance:\n\n", side.name)
		for _, r := range side.replays {
			p("- seed %d: A `%s`, B `%s`\n", r.Seed, r.A, r.B)
		}
	}
}

func verdict(s SPRTResult) string {
	stopped := ""
	if s.Stopped {
		stopped = ", and stopped the run"
	}
	switch s.Decision {
	case 1:
		return "H1 accepted, B is better" + stopped
	case -1:
		return "H0 accepted, B is not better by H1's margin" + stopped
	}
	return "undecided"
}

// writeComparisonDir writes compare.json and compare.md, and each
// setting's report in the subdirectories A and B.
func writeComparisonDir(dir string, c Comparison, a, b setting, ga, gb []game) error {
	if err := writeReport(filepath.Join(dir, "A"), a, ga); err != nil {
		return err
	}
	if err := writeReport(filepath.Join(dir, "B"), b, gb); err != nil {
		return err
	}
	js, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	var md strings.Builder
	writeComparison(&md, c)
	md.WriteString("\nThe settings' own reports: [A](A/report.md), [B](B/report.md).\n")
	if err := os.WriteFile(filepath.Join(dir, "compare.json"), append(js, '\n'), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "compare.md"), []byte(md.String()), 0o644)
}
