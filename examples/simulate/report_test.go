package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

var (
	won       = invader.Outcome{Result: invader.Won}
	eliminate = invader.Outcome{Result: invader.Lost, Loss: invader.Elimination}
	moldLoss  = invader.Outcome{Result: invader.Lost, Loss: invader.GoalsUnreachable}
)

func testSetting(t *testing.T) setting {
	t.Helper()
	st, err := newSetting("M1", "greedy", invader.Rules{}, 10)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// fixedGames are six games of M1 (four Survivors) made up for the
// aggregation's tests.
func fixedGames(t *testing.T) []game {
	s, _, _ := testSetting(t).start(1)
	c4, r1 := s.Map().MustLookup("c4"), s.Map().MustLookup("r1")
	fates := func(wounds, kills, xp, dead int) []fate {
		out := make([]fate, 4)
		for i := range out {
			out[i] = fate{wounds: wounds, kills: kills, xp: xp + i, level: survivor.LevelOf(xp + i), dead: i == dead}
		}
		return out
	}
	return []game{
		{result: result{outcome: won, rounds: 5}, seed: 7, firstFall: -1, survivors: fates(0, 2, 6, -1)},
		{result: result{outcome: eliminate, rounds: 8}, seed: 8, cause: "by a Hunter", firstFall: 2, falls: []zone.ID{c4}, survivors: fates(1, 1, 4, 2)},
		{result: result{outcome: won, rounds: 7}, seed: 9, firstFall: -1, survivors: fates(2, 0, 20, -1)},
		{result: result{outcome: eliminate, rounds: 3}, seed: 10, cause: "by a Worker", firstFall: 0, falls: []zone.ID{c4}, survivors: fates(0, 0, 0, 0)},
		{result: result{outcome: eliminate, rounds: 9}, seed: 11, cause: "by a Hunter", firstFall: 2, falls: []zone.ID{r1, c4}, survivors: fates(3, 3, 42, 2)},
		{result: result{outcome: moldLoss, rounds: 4}, seed: 12, cause: "Mold took a red Objective", firstFall: -1, survivors: fates(1, 0, 2, -1)},
		{result: result{rounds: 11}, seed: 13, firstFall: -1, survivors: fates(0, 0, 1, -1)}, // stopped at the cap
	}
}

// The report of fixed games: shares and intervals, buckets in their
// order with their rounds and seeds, who fell first, the Survivors'
// means and where they fell.
func TestNewReport(t *testing.T) {
	r := newReport(testSetting(t), fixedGames(t))
	if r.Games != 7 || r.FirstSeed != 7 || r.Won != (Share{Count: 2, Share: 0.2857, Lo: 0.0822, Hi: 0.6411}) {
		t.Errorf("games %d, first seed %d, won %+v", r.Games, r.FirstSeed, r.Won)
	}
	type row struct {
		outcome, cause     string
		count, median, p90 int
		seeds              []uint64
	}
	var got []row
	for _, b := range append(r.Outcomes, r.Causes...) {
		got = append(got, row{b.Outcome, b.Cause, b.Count, b.RoundsMedian, b.RoundsP90, b.Seeds})
		if len(b.Replay) != len(b.Seeds) {
			t.Errorf("%s %s: %d replays of %d seeds", b.Outcome, b.Cause, len(b.Replay), len(b.Seeds))
		}
	}
	want := []row{
		{"won", "", 2, 5, 7, []uint64{7, 9}},
		{eliminate.String(), "", 3, 8, 9, []uint64{8, 10, 11}},
		{moldLoss.String(), "", 1, 4, 4, []uint64{12}},
		{"lost: two spawn zones are linked by active mold", "", 0, 0, 0, []uint64{}},
		{"unfinished after round 10", "", 1, 10, 10, []uint64{13}}, // the cap, not round 11
		{eliminate.String(), "by a Hunter", 2, 8, 9, []uint64{8, 11}},
		{eliminate.String(), "by a Worker", 1, 3, 3, []uint64{10}},
		{moldLoss.String(), "Mold took a red Objective", 1, 4, 4, []uint64{12}},
	}
	if !slices.EqualFunc(got, want, func(a, b row) bool {
		return a.outcome == b.outcome && a.cause == b.cause && a.count == b.count && a.median == b.median && a.p90 == b.p90 && slices.Equal(a.seeds, b.seeds)
	}) {
		t.Errorf("buckets:\n got %v\nwant %v", got, want)
	}
	if b := r.Causes[0]; b.Replay[1] != "go run ./examples/play -mission M1 -bot greedy -seed 11 -rounds 10" {
		t.Errorf("replay command %q", b.Replay[1])
	}
	var first []int
	for _, f := range r.FirstToFall {
		first = append(first, f.Count)
	}
	if !slices.Equal(first, []int{1, 0, 2, 0}) || r.FirstToFall[2].Survivor != "Magnus" {
		t.Errorf("first to fall: %+v", r.FirstToFall)
	}
	// Survivor 2, Magnus: XP 8, 6, 22, 2, 44, 4, 3; Yellow+ 3 games, Orange+ 2, Red 1.
	m := r.Survivors[2]
	if m.Wounds != 1 || m.Kills != 0.86 || m.XP != 12.71 || m.Yellow != 0.4286 || m.Orange != 0.2857 || m.Red != 0.1429 || m.Eliminated.Count != 2 {
		t.Errorf("Magnus: %+v", m)
	}
	if want := []ZoneCount{{"c4", 3}, {"r1", 1}}; !slices.Equal(r.Falls, want) {
		t.Errorf("falls %v; want %v", r.Falls, want)
	}
}

func TestPercentile(t *testing.T) {
	for _, c := range []struct {
		xs   []int
		p    float64
		want int
	}{
		{nil, 0.5, 0},
		{[]int{4}, 0.9, 4},
		{[]int{3, 1, 2}, 0.5, 2},
		{[]int{4, 1, 3, 2}, 0.5, 2}, // the lower middle: nearest rank
		{[]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0.9, 9},
		{[]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, 0.9, 10},
		{[]int{5, 5, 5, 40}, 0.9, 40},
	} {
		if got := percentile(c.xs, c.p); got != c.want {
			t.Errorf("percentile(%v, %v) = %d; want %d", c.xs, c.p, got, c.want)
		}
	}
}

// The tally reads what ended a game from its events.
func TestTally(t *testing.T) {
	s, _, _ := testSetting(t).start(1)
	for _, c := range []struct {
		name   string
		events []invader.Event
		loss   invader.Loss
		cause  string
		first  int
		wounds []int
	}{
		{"a Xeno's blow", []invader.Event{
			invader.SurvivorWounded{Survivor: 0, Kind: 0, Damage: 1, Armor: 2}, // Cole starts with 3
			invader.FriendlyFire{Shooter: 1, Survivor: 0, Damage: 1, Armor: 1},
			invader.SurvivorHealed{Survivor: 0, Armor: 2},
			invader.SurvivorWounded{Survivor: 0, Kind: 2, Damage: 3, Armor: 0},
			invader.SurvivorEliminated{Survivor: 0},
		}, invader.Elimination, "by a Hunter", 0, []int{4, 0, 0, 0}},
		{"friendly fire", []invader.Event{
			invader.FriendlyFire{Shooter: 0, Survivor: 3, Damage: 5, Armor: 0},
			invader.SurvivorEliminated{Survivor: 3},
		}, invader.Elimination, "by friendly fire", 3, []int{0, 0, 0, 3}},
		{"a Hellfire, two burnt", []invader.Event{
			invader.SurvivorBurned{Survivor: 2},
			invader.SurvivorEliminated{Survivor: 2},
			invader.SurvivorBurned{Survivor: 0},
			invader.SurvivorEliminated{Survivor: 0},
		}, invader.Elimination, "in a Hellfire", 2, []int{3, 0, 3, 0}},
		{"Mold", []invader.Event{invader.ObjectiveRemoved{Objective: 0}}, invader.GoalsUnreachable, "Mold took a red Objective", -1, []int{0, 0, 0, 0}},
		{"the Mold chain", nil, invader.MoldChain, "", -1, []int{0, 0, 0, 0}},
	} {
		tl := newTally(s)
		tl.add(s, c.events)
		if got := tl.cause(c.loss); got != c.cause || tl.firstFall != c.first {
			t.Errorf("%s: cause %q, first %d; want %q, %d", c.name, got, tl.firstFall, c.cause, c.first)
		}
		var wounds []int
		for _, f := range tl.fates {
			wounds = append(wounds, f.wounds)
		}
		if !slices.Equal(wounds, c.wounds) {
			t.Errorf("%s: wounds %v; want %v", c.name, wounds, c.wounds)
		}
	}
}

// A game the report tells of is the game examples/play replays: the same
// start, the same bot, the same loop.
func TestPlayGameIsReplayable(t *testing.T) {
	st := testSetting(t)
	st.rounds = 40
	for seed := range uint64(6) {
		g := playGame(st, seed)
		s, _ := invader.New(st.m, invader.Seed(seed))
		b, _ := bot.ByName(st.bot, seed)
		for !s.IsOver() && s.Round() <= st.rounds {
			s, _, _ = s.Apply(b.Act(s))
		}
		if s.Outcome() != g.outcome || s.Round() != g.rounds {
			t.Errorf("seed %d: replayed %v in round %d; the report's game %v in round %d", seed, s.Outcome(), s.Round(), g.outcome, g.rounds)
		}
	}
}

// Two runs of the same seeds write the same bytes, whatever the number
// of cores.
func TestReportIsReproducible(t *testing.T) {
	st := testSetting(t)
	dirs := []string{t.TempDir(), t.TempDir()}
	for i, procs := range []int{2, 1} {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		if err := writeReport(dirs[i], st, simulate(st, 40, 100, nil)); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{reportJSON, reportMD, fallsSVG, roundsSVG} {
		a, errA := os.ReadFile(filepath.Join(dirs[0], name))
		b, errB := os.ReadFile(filepath.Join(dirs[1], name))
		if errA != nil || errB != nil || !bytes.Equal(a, b) || len(a) == 0 {
			t.Errorf("%s differs between two runs (%v, %v)", name, errA, errB)
		}
	}
	data, _ := os.ReadFile(filepath.Join(dirs[0], reportJSON))
	var r Report
	if err := json.Unmarshal(data, &r); err != nil || r.Games != 40 || r.FirstSeed != 100 || r.Mission != "M1" {
		t.Errorf("report.json: %+v, %v", r, err)
	}
	md, _ := os.ReadFile(filepath.Join(dirs[0], reportMD))
	for _, want := range []string{"# Balance report: M1 Gathering Forces, greedy bot", "seeds 100 to 139", "## Causes of defeat", "## Replaying", "-seed 100 -rounds 10"} {
		if !strings.Contains(string(md), want) {
			t.Errorf("report.md lacks %q", want)
		}
	}
}
