package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/invaderengine/invader/draw"
)

// The files a report writes in its directory.
const (
	reportJSON = "report.json"
	reportMD   = "report.md"
	fallsSVG   = "falls.svg"
	roundsSVG  = "rounds.svg"
)

// writeReport writes the report of games, played with st from seed on,
// into dir: report.json, report.md, the heat map of where Survivors fell
// (falls.svg) and the chart of the rounds games ended in (rounds.svg).
func writeReport(dir string, st setting, games []game) error {
	r := newReport(st, games)
	js, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	var md bytes.Buffer
	markdown(&md, st, r)
	var heat bytes.Buffer
	if err := heatMap(&heat, st, r, games); err != nil {
		return err
	}
	results := make([]result, len(games))
	for i, g := range games {
		results[i] = g.result
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, f := range []struct {
		name string
		data []byte
	}{
		{reportJSON, append(js, '\n')},
		{reportMD, md.Bytes()},
		{fallsSVG, heat.Bytes()},
		{roundsSVG, []byte(chart(st.m.ID, st.bot, results, st.rounds))},
	} {
		if err := os.WriteFile(filepath.Join(dir, f.name), f.data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// heatMap draws where Survivors fell on the board of the first game.
func heatMap(w io.Writer, st setting, r Report, games []game) error {
	s, _, err := st.start(r.FirstSeed)
	if err != nil {
		return err
	}
	values := make([]float64, s.Map().Len())
	total := 0
	for _, g := range games {
		for _, z := range g.falls {
			if int(z) < len(values) {
				values[z]++
				total++
			}
		}
	}
	title := fmt.Sprintf("Where Survivors fell: %d in %s, %s bot", total, plural(len(games), "game"), st.bot)
	return draw.Heat(w, s, title, values)
}

// markdown writes report.md.
func markdown(w io.Writer, st setting, r Report) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	p("# Balance report: %s %s, %s bot\n\n", r.Mission, r.Title, r.Bot)
	rulesText := "the rulebook's rules"
	if r.Rules != "" {
		rulesText = "rule options `" + r.Rules + "`"
	}
	p("%s, seeds %d to %d, %s, %d rounds at most. Made by\n\n", plural(r.Games, "game"), r.FirstSeed, r.FirstSeed+uint64(max(r.Games, 1))-1, rulesText, r.RoundCap)
	p("    %s\n\n", st.command(r.Games, r.FirstSeed))
	p("**Won: %s** (%d of %d games; 95%% Wilson interval).\n\n", pct(r.Won), r.Won.Count, r.Games)
	p("![Where Survivors fell](%s)\n\n![The round each game ended in](%s)\n\n", fallsSVG, roundsSVG)
	p("## Outcomes\n\n")
	bucketTable(w, r.Outcomes, false)
	p("\n## Causes of defeat\n\n")
	if len(r.Causes) == 0 {
		p("No game was lost.\n")
	} else {
		bucketTable(w, r.Causes, true)
	}
	p("\n## Who fell first\n\nThe Survivor eliminated first, when one was (share of all the games):\n\n")
	p("| Survivor | Games | Share (95%% CI) |\n|---|--:|---|\n")
	for _, f := range r.FirstToFall {
		p("| %s | %d | %s |\n", f.Survivor, f.Count, pct(f.Share))
	}
	survivorTable(w, r)
	p("\n## Where Survivors fall\n\n")
	if len(r.Falls) == 0 {
		p("No Survivor was eliminated.\n")
	}
	for _, z := range r.Falls {
		p("- %s: %d\n", z.Zone, z.Count)
	}
	replays(w, r)
	p("\n%s", howToRead)
}

// bucketTable writes the outcomes or the causes of defeat.
func bucketTable(w io.Writer, buckets []Bucket, causes bool) {
	if causes {
		fmt.Fprint(w, "| Rule | What ended it | Games | Share (95% CI) | Rounds: median | p90 | Seeds |\n|---|---|--:|---|--:|--:|---|\n")
	} else {
		fmt.Fprint(w, "| Outcome | Games | Share (95% CI) | Rounds: median | p90 | Seeds |\n|---|--:|---|--:|--:|---|\n")
	}
	for _, b := range buckets {
		first := b.Outcome
		if causes {
			first = strings.TrimPrefix(b.Outcome, "lost: ") + " | " + b.Cause
		}
		med, p90 := "–", "–"
		if b.Count > 0 {
			med, p90 = fmt.Sprint(b.RoundsMedian), fmt.Sprint(b.RoundsP90)
		}
		fmt.Fprintf(w, "| %s | %d | %s | %s | %s | %s |\n", first, b.Count, pct(b.Share), med, p90, seedList(b.Seeds))
	}
}

func survivorTable(w io.Writer, r Report) {
	fmt.Fprint(w, "\n## Survivors\n\nMeans per game: Armor points lost, Xenos eliminated, XP at the end; then the share of games in which the Survivor ended at Yellow or above, Orange or above, Red, and was eliminated.\n\n")
	fmt.Fprint(w, "| Survivor | Armor lost | Xenos eliminated | XP | Yellow+ | Orange+ | Red | Eliminated (95% CI) |\n|---|--:|--:|--:|--:|--:|--:|---|\n")
	for _, s := range r.Survivors {
		fmt.Fprintf(w, "| %s | %.2f | %.2f | %.2f | %.1f%% | %.1f%% | %.1f%% | %s |\n",
			s.Survivor, s.Wounds, s.Kills, s.XP, 100*s.Yellow, 100*s.Orange, 100*s.Red, pct(s.Eliminated))
	}
}

// replays lists the commands that replay each bucket's seeds.
func replays(w io.Writer, r Report) {
	fmt.Fprint(w, "\n## Replaying\n\nEach game can be replayed move by move, with its events, by the command given (the first seeds of each bucket):\n\n")
	var buckets []Bucket // the causes stand for the games lost
	for _, b := range r.Outcomes {
		if !strings.HasPrefix(b.Outcome, "lost: ") {
			buckets = append(buckets, b)
		}
	}
	for _, b := range append(buckets, r.Causes...) {
		if len(b.Replay) == 0 {
			continue
		}
		name := b.Outcome
		if b.Cause != "" {
			name += ", " + b.Cause
		}
		fmt.Fprintf(w, "- %s:\n", name)
		for _, c := range b.Replay {
			fmt.Fprintf(w, "  - `%s`\n", c)
		}
	}
}

// howToRead explains the report's figures.
const howToRead = `## How to read it

- Shares have 95% Wilson score intervals (bot.Wilson): the true rate lies in the interval for 95 runs in 100 of this many games.
- The outcome is the engine's (invader.Outcome): won, or lost by one of the rules of p.10, or unfinished when the round cap stopped the game (a cap of the simulation, not a rule).
- What ended a lost game is read from its last events, the engine's Outcome naming the rule only. A Survivor eliminated: by what took its last Armor point, the event just before its elimination (a Xeno's attack, by the Xeno's kind; a miss of another Survivor's attack, friendly fire; a Hellfire); when several fall in one step, the first one. Objectives out of reach: the colour of the last Objective token Mold took. Two Spawn Zones linked by Active Mold: no more to say.
- Rounds played: the round the game ended in, the cap for unfinished games; median and 90th percentile by the nearest rank.
- Armor lost counts the Armor points each blow took (after armour soaked what it could); Xenos eliminated counts those the Survivor's attacks (or its Machine's) eliminated.
- The heat map counts every Survivor eliminated, in the zone where it fell.
- Game i is played with seed+i, for the game and for the bot; the same command gives the same report, byte for byte, on any machine.
`

// pct writes a share with its interval, in percent.
func pct(s Share) string {
	return fmt.Sprintf("%.1f%% (%.1f–%.1f)", 100*s.Share, 100*s.Lo, 100*s.Hi)
}

func seedList(seeds []uint64) string {
	var parts []string
	for _, s := range seeds {
		parts = append(parts, fmt.Sprint(s))
	}
	return strings.Join(parts, ", ")
}

// plural says "1 game" or "n games".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
