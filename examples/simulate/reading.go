package main

import (
	"cmp"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"

	"github.com/invaderengine/invader"
)

func gomaxprocs() int { return runtime.GOMAXPROCS(0) }

// reading writes what the tables show, read from them by rules that say
// the same of the same figures: the hardest and easiest missions for each
// bot, the missions hard for every bot, where the stronger bot gains
// most, and what the games are lost to.
func reading(w io.Writer, bots []botRun, rows [][]cell) {
	fmt.Fprint(w, "\n## What it shows\n\nRead from the tables above by fixed rules (reading.go), so that it says what the figures say:\n\n")
	for j, b := range bots {
		byRate := slices.Clone(rows)
		slices.SortStableFunc(byRate, func(x, y []cell) int { return cmp.Compare(x[j].report.Won.Share, y[j].report.Won.Share) })
		if byRate[len(byRate)-1][j].report.Won.Count == 0 {
			fmt.Fprintf(w, "- **%s** wins no game of any mission.\n", b.name)
			continue
		}
		fmt.Fprintf(w, "- **%s** wins %s of its games over the missions; hardest: %s; easiest: %s.\n", b.name,
			meanRate(rows, j), rateList(byRate[:min(3, len(byRate))], j), rateList(reversed(byRate[max(0, len(byRate)-3):]), j))
	}
	best := strongest(rows)
	var hard []string
	for _, row := range rows {
		if row[best].report.Won.Hi < 0.5 {
			hard = append(hard, row[best].report.Mission)
		}
	}
	if len(hard) > 0 {
		fmt.Fprintf(w, "- Hard for every bot here (even %s, the strongest, wins under half, its whole 95%% interval below 50%%): %s.\n", bots[best].name, strings.Join(hard, ", "))
	}
	gains(w, bots, rows, best)
	causesRead(w, bots, rows, best)
	early(w, rows)
	killers(w, bots, rows)
}

// early writes the runs whose lost games end in round 4 or before, half
// of them at least: Survivors caught at the start.
func early(w io.Writer, rows [][]cell) {
	var runs []string
	for _, row := range rows {
		for _, c := range row {
			if c.lostRounds > 0 && c.lostRounds <= 4 && c.report.Won.Count > 0 {
				runs = append(runs, fmt.Sprintf("%s with %s (round %d)", c.report.Mission, c.bot.name, c.lostRounds))
			}
		}
	}
	if len(runs) > 0 {
		fmt.Fprintf(w, "- Lost early, half the lost games over by round 4, by a bot that wins some: %s.\n", strings.Join(runs, ", "))
	}
}

// killers writes, for each bot, what eliminates its Survivors over all
// the missions: the three most frequent causes, with their shares of the
// games lost to an elimination.
func killers(w io.Writer, bots []botRun, rows [][]cell) {
	label := invader.Outcome{Result: invader.Lost, Loss: invader.Elimination}.String()
	for j, b := range bots {
		counts := map[string]int{}
		var causes []string
		total := 0
		for _, row := range rows {
			for _, c := range row[j].report.Causes {
				if c.Outcome != label {
					continue
				}
				if counts[c.Cause] == 0 {
					causes = append(causes, c.Cause)
				}
				counts[c.Cause] += c.Count
				total += c.Count
			}
		}
		if total == 0 {
			continue
		}
		slices.SortStableFunc(causes, func(x, y string) int { return cmp.Or(cmp.Compare(counts[y], counts[x]), strings.Compare(x, y)) })
		var parts []string
		for _, c := range causes[:min(3, len(causes))] {
			parts = append(parts, fmt.Sprintf("%s %.0f%%", c, 100*float64(counts[c])/float64(total)))
		}
		fmt.Fprintf(w, "- What eliminates %s's Survivors, over the %s it lost to an elimination on all the missions: %s.\n", b.name, plural(total, "game"), strings.Join(parts, ", "))
	}
}

// meanRate returns bot j's mean win rate over the missions.
func meanRate(rows [][]cell, j int) string {
	sum := 0.0
	for _, row := range rows {
		sum += row[j].report.Won.Share
	}
	return fmt.Sprintf("%.1f%%", 100*sum/float64(max(len(rows), 1)))
}

func rateList(rows [][]cell, j int) string {
	var parts []string
	for _, row := range rows {
		parts = append(parts, fmt.Sprintf("%s (%s)", row[j].report.Mission, percent(row[j].report.Won)))
	}
	return strings.Join(parts, ", ")
}

func reversed[T any](s []T) []T {
	out := slices.Clone(s)
	slices.Reverse(out)
	return out
}

// strongest returns the bot with the highest mean win rate, the first
// on a tie.
func strongest(rows [][]cell) int {
	best, bestSum := 0, -1.0
	for j := range rows[0] {
		sum := 0.0
		for _, row := range rows {
			sum += row[j].report.Won.Share
		}
		if sum > bestSum {
			best, bestSum = j, sum
		}
	}
	return best
}

// gains writes where the strongest bot gains most over each other bot.
func gains(w io.Writer, bots []botRun, rows [][]cell, best int) {
	for j, b := range bots {
		if j == best {
			continue
		}
		top, topGain := "", -2.0
		for _, row := range rows {
			if g := row[best].report.Won.Share - row[j].report.Won.Share; g > topGain {
				top, topGain = row[0].report.Mission, g
			}
		}
		fmt.Fprintf(w, "- %s gains most over %s on %s: %+.1f points.\n", bots[best].name, b.name, top, 100*topGain)
	}
}

// causesRead writes what each mission's games are lost to, for the
// strongest bot, and the missions where a rule other than an elimination
// ends a tenth of the lost games or more, for any bot.
func causesRead(w io.Writer, bots []botRun, rows [][]cell, best int) {
	var lines []string
	for _, row := range rows {
		r := row[best].report
		if lostCount(r) > 0 {
			lines = append(lines, fmt.Sprintf("%s: %s", r.Mission, mainCause(r)))
		}
	}
	fmt.Fprintf(w, "- What %s's defeats come from, mission by mission (the most frequent cause, its share of the lost games): %s.\n", bots[best].name, strings.Join(lines, "; "))
	var other []string
	for _, row := range rows {
		for _, c := range row {
			r := c.report
			lost := lostCount(r)
			for _, l := range []invader.Loss{invader.GoalsUnreachable, invader.MoldChain} {
				if b := outcome(r, l); lost > 0 && b.Count*10 >= lost {
					other = append(other, fmt.Sprintf("%s with %s, %s (%.0f%% of the lost games)", r.Mission, c.bot.name, shortOutcome(b.Outcome), 100*float64(b.Count)/float64(lost)))
				}
			}
			if u := r.Outcomes[len(r.Outcomes)-1]; u.Count*20 >= r.Games && u.Count > 0 {
				other = append(other, fmt.Sprintf("%s with %s, unfinished at the round cap (%s of the games)", r.Mission, c.bot.name, percent(u.Share)))
			}
		}
	}
	if len(other) == 0 {
		fmt.Fprint(w, "- Every bot loses its games to eliminations: Mold ends under a tenth of the lost games anywhere, and under one game in twenty reaches the round cap.\n")
		return
	}
	fmt.Fprintf(w, "- Beyond eliminations: %s.\n", strings.Join(other, "; "))
}

// balanceNotes explain how the tables are made.
const balanceNotes = `## How it is measured

- The bots are package bot's: random, greedy (a fixed heuristic), lookahead (Lookahead(4): each choice's round played out with greedy in four futures of its own), and the search bot when -bots names it.
- Win rates have 95% Wilson score intervals (bot.Wilson). Two bots on one mission played the same seeds: for whether one is better, run the paired comparison, ` + "`go run ./examples/simulate -mission M0 -compare bot=greedy bot=lookahead -sprt`" + `, which reports the paired difference with Newcombe's interval and stops when the SPRT decides.
- A game is lost by one of the rules of p.10, the engine's invader.Outcome: a Survivor eliminated, the Objectives out of reach, or two Spawn Zones linked by Active Mold. What ended it is read from the events (examples/simulate, tally.go): for an elimination, what took the Survivor's last Armor point (a Xeno of some kind, friendly fire, a Hellfire); for the Objectives, the colour of the last one Mold took.
- The table can be made in pieces: with ` + "`-cache DIR`" + ` each mission's games of each bot are kept in DIR, and a later run (one cut short, or one with a bot added) plays only what DIR lacks; the time above is then the sum of the pieces'.
- Every mission's full report, with the heat map of where Survivors fall, what each Survivor lost, killed and reached, and seeds to replay each kind of ending: ` + "`go run ./examples/simulate -mission M1 -bot greedy -games 1000 -report DIR`" + `.
`
