package main

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/examples/internal/rules"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// z95 is the normal quantile of the 95% intervals.
const z95 = 1.959963984540054

// seedsPerBucket is how many seeds a report gives for each bucket.
const seedsPerBucket = 3

// A Report is the balance report of a run, report.json's content: every
// figure depends on the setting and the seeds alone, and lists are in a
// fixed order, so that the same run gives the same bytes on any machine.
type Report struct {
	Mission   string `json:"mission"`
	Title     string `json:"title"`
	Bot       string `json:"bot"`
	Rules     string `json:"rules"` // key=value pairs; "" for the rulebook's
	RoundCap  int    `json:"roundCap"`
	FirstSeed uint64 `json:"firstSeed"`
	Games     int    `json:"games"`
	Won       Share  `json:"won"`
	// Outcomes are won, lost by each rule of p.10 (invader.Loss, in its
	// order), and unfinished at the round cap, every one listed.
	Outcomes []Bucket `json:"outcomes"`
	// Causes are the lost games by rule and by what ended them (see
	// tally), the most frequent first within a rule.
	Causes      []Bucket      `json:"causes"`
	FirstToFall []Fallen      `json:"firstToFall"`
	Survivors   []SurvivorRow `json:"survivors"`
	// Falls are the Survivors eliminated in each zone, over every game,
	// zones with none left out, in the order of their IDs.
	Falls []ZoneCount `json:"falls"`
}

// A Share is a count of games among the report's, its share and the 95%
// Wilson interval of the share.
type Share struct {
	Count int     `json:"count"`
	Share float64 `json:"share"`
	Lo    float64 `json:"lo"`
	Hi    float64 `json:"hi"`
}

// A Bucket is a kind of ending: its share of the games, the rounds its
// games played (median and 90th percentile, nearest rank) and the first
// few of their seeds, with the command that replays each.
type Bucket struct {
	Outcome string `json:"outcome"`
	Cause   string `json:"cause,omitempty"`
	Share
	RoundsMedian int      `json:"roundsMedian,omitempty"`
	RoundsP90    int      `json:"roundsP90,omitempty"`
	Seeds        []uint64 `json:"seeds"`
	Replay       []string `json:"replay"`
}

// Fallen says how often a Survivor was the first eliminated.
type Fallen struct {
	Survivor string `json:"survivor"`
	Share           // of all the games
}

// A SurvivorRow is a Survivor's means over the games: Armor points lost,
// Xenos eliminated, XP at the end; and the share of games in which it
// ended at each Danger Level or above, and was eliminated.
type SurvivorRow struct {
	Survivor   string  `json:"survivor"`
	Wounds     float64 `json:"wounds"`
	Kills      float64 `json:"kills"`
	XP         float64 `json:"xp"`
	Yellow     float64 `json:"yellow"`
	Orange     float64 `json:"orange"`
	Red        float64 `json:"red"`
	Eliminated Share   `json:"eliminated"`
}

// A ZoneCount is a zone's count of eliminations.
type ZoneCount struct {
	Zone  string `json:"zone"`
	Count int    `json:"count"`
}

// newReport aggregates games, given in seed order, of st.
func newReport(st setting, games []game) Report {
	r := Report{
		Mission: st.m.ID, Title: st.m.Title, Bot: st.bot, Rules: rules.Format(st.rules),
		RoundCap: st.rounds, Games: len(games),
	}
	if len(games) > 0 {
		r.FirstSeed = games[0].seed
	}
	r.Won = share(count(games, func(g game) bool { return g.outcome.Result == invader.Won }), len(games))
	r.Outcomes = outcomes(st, games)
	r.Causes = causes(st, games)
	s, _, _ := st.start(r.FirstSeed)
	r.FirstToFall, r.Survivors = survivorRows(s, games)
	r.Falls = falls(s, games)
	return r
}

func count(games []game, f func(game) bool) int {
	n := 0
	for _, g := range games {
		if f(g) {
			n++
		}
	}
	return n
}

// share returns k of n with its Wilson interval, rounded to 4 decimals.
func share(k, n int) Share {
	lo, hi := bot.Wilson(k, n, z95)
	p := 0.0
	if n > 0 {
		p = float64(k) / float64(n)
	}
	return Share{Count: k, Share: round4(p), Lo: round4(lo), Hi: round4(hi)}
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }
func round2(x float64) float64 { return math.Round(x*100) / 100 }

// outcomeLabel names a game's outcome as the chart does.
func outcomeLabel(o invader.Outcome, rounds int) string {
	if o.Result == invader.InProgress {
		return fmt.Sprintf("unfinished after round %d", rounds)
	}
	return o.String()
}

// outcomes returns the buckets of won, each Loss and unfinished.
func outcomes(st setting, games []game) []Bucket {
	all := []invader.Outcome{{Result: invader.Won}}
	for l := invader.Elimination; l <= invader.MoldChain; l++ {
		all = append(all, invader.Outcome{Result: invader.Lost, Loss: l})
	}
	for _, g := range games { // a Loss the engine added since
		if !slices.Contains(all, g.outcome) && g.outcome.Result == invader.Lost {
			all = append(all, g.outcome)
		}
	}
	slices.SortStableFunc(all[1:], func(a, b invader.Outcome) int { return cmp.Compare(a.Loss, b.Loss) })
	all = append(all, invader.Outcome{})
	var out []Bucket
	for _, o := range all {
		out = append(out, bucket(st, games, outcomeLabel(o, st.rounds), "", func(g game) bool { return g.outcome == o }))
	}
	return out
}

// causes returns the buckets of the lost games by rule and cause.
func causes(st setting, games []game) []Bucket {
	type key struct {
		loss  invader.Loss
		cause string
	}
	counts := map[key]int{}
	var keys []key
	for _, g := range games {
		if g.outcome.Result != invader.Lost {
			continue
		}
		k := key{g.outcome.Loss, g.cause}
		if counts[k] == 0 {
			keys = append(keys, k)
		}
		counts[k]++
	}
	slices.SortFunc(keys, func(a, b key) int {
		return cmp.Or(cmp.Compare(a.loss, b.loss), cmp.Compare(counts[b], counts[a]), cmp.Compare(a.cause, b.cause))
	})
	out := []Bucket{}
	for _, k := range keys {
		o := invader.Outcome{Result: invader.Lost, Loss: k.loss}
		out = append(out, bucket(st, games, o.String(), k.cause, func(g game) bool { return g.outcome == o && g.cause == k.cause }))
	}
	return out
}

// bucket gathers the games in returns true for.
func bucket(st setting, games []game, outcome, cause string, in func(game) bool) Bucket {
	b := Bucket{Outcome: outcome, Cause: cause, Seeds: []uint64{}, Replay: []string{}}
	var rounds []int
	for _, g := range games {
		if !in(g) {
			continue
		}
		rounds = append(rounds, min(g.rounds, st.rounds))
		if len(b.Seeds) < seedsPerBucket {
			b.Seeds = append(b.Seeds, g.seed)
			b.Replay = append(b.Replay, st.replay(g.seed))
		}
	}
	b.Share = share(len(rounds), len(games))
	b.RoundsMedian, b.RoundsP90 = percentile(rounds, 0.5), percentile(rounds, 0.9)
	return b
}

// percentile returns the p-th quantile of xs by the nearest-rank method
// (the smallest x with at least p of xs at or below it); 0 for none.
func percentile(xs []int, p float64) int {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(xs))
	i := int(math.Ceil(p*float64(len(s)))) - 1
	return s[min(max(i, 0), len(s)-1)]
}

// survivorRows returns who fell first and each Survivor's means; s is a
// game's first State, for the Survivors' names.
func survivorRows(s invader.State, games []game) ([]Fallen, []SurvivorRow) {
	n := s.NumSurvivors()
	fallen := make([]Fallen, 0, n)
	rows := make([]SurvivorRow, 0, n)
	for i := range n {
		name := s.Survivor(i).Card.Name
		fallen = append(fallen, Fallen{Survivor: name, Share: share(count(games, func(g game) bool { return g.firstFall == i }), len(games))})
		rows = append(rows, survivorRow(name, i, games))
	}
	return fallen, rows
}

func survivorRow(name string, i int, games []game) SurvivorRow {
	var wounds, kills, xp, dead int
	var levels [survivor.Red + 1]int
	for _, g := range games {
		if i >= len(g.survivors) {
			continue
		}
		f := g.survivors[i]
		wounds, kills, xp = wounds+f.wounds, kills+f.kills, xp+f.xp
		levels[min(f.level, survivor.Red)]++
		if f.dead {
			dead++
		}
	}
	n := float64(max(len(games), 1))
	atLeast := func(l survivor.Level) float64 {
		k := 0
		for _, c := range levels[l:] {
			k += c
		}
		return round4(float64(k) / n)
	}
	return SurvivorRow{
		Survivor: name, Wounds: round2(float64(wounds) / n), Kills: round2(float64(kills) / n), XP: round2(float64(xp) / n),
		Yellow: atLeast(survivor.Yellow), Orange: atLeast(survivor.Orange), Red: atLeast(survivor.Red),
		Eliminated: share(dead, len(games)),
	}
}

// falls counts the eliminations per zone.
func falls(s invader.State, games []game) []ZoneCount {
	m := s.Map()
	counts := make([]int, m.Len())
	for _, g := range games {
		for _, z := range g.falls {
			if int(z) < len(counts) {
				counts[z]++
			}
		}
	}
	out := []ZoneCount{}
	for z, c := range counts {
		if c > 0 {
			out = append(out, ZoneCount{Zone: m.Zone(zone.ID(z)).Name, Count: c})
		}
	}
	return out
}
