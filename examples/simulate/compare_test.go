package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

func tiny(games int, args ...string) config {
	return config{mission: "M1", bot: "greedy", games: games, rounds: 40, seed: 1, p1: 0.6, compare: true, args: args, bots: "random,greedy"}
}

// Settings replace the flags' mission, bot and rule options key by key.
func TestParseSetting(t *testing.T) {
	c := tiny(1)
	c.rules = "startXP=7,ultrared=true"
	for _, tc := range []struct {
		spec, mission, bot string
		rules              invader.Rules
	}{
		{"", "M1", "greedy", invader.Rules{StartingXP: 7, Ultrared: true}},
		{"base", "M1", "greedy", invader.Rules{StartingXP: 7, Ultrared: true}},
		{"bot=random", "M1", "random", invader.Rules{StartingXP: 7, Ultrared: true}},
		{"mission=M0, startXP=0, limitMold=true", "M0", "greedy", invader.Rules{Ultrared: true, LimitMold: true}},
	} {
		st, err := parseSetting(c, tc.spec)
		if err != nil || st.m.ID != tc.mission || st.bot != tc.bot || st.rules != tc.rules {
			t.Errorf("parseSetting(%q) = %s %s %+v, %v; want %s %s %+v", tc.spec, st.m.ID, st.bot, st.rules, err, tc.mission, tc.bot, tc.rules)
		}
	}
	for _, bad := range []string{"bot=clever", "mission=M99", "colour=red", "seed=4", "spawnZones=9"} {
		if _, err := parseSetting(c, bad); err == nil {
			t.Errorf("parseSetting(%q): no error", bad)
		}
	}
}

// -compare plays both settings on the same seeds and reports the paired
// difference; the same flags write the same bytes.
func TestCompare(t *testing.T) {
	c := tiny(30, "", "bot=random")
	var out, again bytes.Buffer
	if err := runCompare(c, &out, io.Discard, nil); err != nil {
		t.Fatal(err)
	}
	if err := runCompare(c, &again, io.Discard, nil); err != nil || !bytes.Equal(out.Bytes(), again.Bytes()) {
		t.Fatalf("two runs differ (%v):\n%s\n%s", err, out.String(), again.String())
	}
	for _, want := range []string{"- A: M1, greedy bot\n- B: M1, random bot", "30 pairs, seeds 1 to 30", "B − A: -", "A alone won, for instance", "-bot random -seed"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the comparison lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "stopped the run") {
		t.Error("without -sprt the run does not stop")
	}
}

// -sprt stops at the first pair after which the test decides, whatever
// the number of cores; with -report it writes both settings' reports.
func TestCompareSPRT(t *testing.T) {
	c := tiny(200, "bot=random", "bot=greedy")
	c.sprt = true
	c.report = t.TempDir()
	var out bytes.Buffer
	if err := runCompare(c, &out, io.Discard, nil); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(c.report, "compare.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cmp Comparison
	if err := json.Unmarshal(data, &cmp); err != nil {
		t.Fatal(err)
	}
	// Random never wins M1 and greedy wins most: 17 pairs greedy alone
	// won give an LLR of 17·ln 1.2 = 3.099, above 2.944; 16 do not.
	p := cmp.Paired
	if p.OnlyA != 0 || p.OnlyB != 17 || cmp.Pairs >= 200 || cmp.SPRT.Decision != 1 || !cmp.SPRT.Stopped || cmp.SPRT.Upper != 2.9444 {
		t.Errorf("pairs %d, %+v, SPRT %+v; want a stop after 17 pairs greedy alone won", cmp.Pairs, p, cmp.SPRT)
	}
	if !strings.Contains(out.String(), "H1 accepted, B is better, and stopped the run") {
		t.Errorf("the comparison does not say the SPRT stopped it:\n%s", out.String())
	}
	for _, name := range []string{"compare.md", "A/report.json", "A/report.md", "B/falls.svg", "B/rounds.svg"} {
		if _, err := os.Stat(filepath.Join(c.report, name)); err != nil {
			t.Error(err)
		}
	}
	if err := runCompare(tiny(5, "bot=greedy"), io.Discard, io.Discard, nil); err == nil {
		t.Error("one setting: no error")
	}
}

// parallel returns the games in order and stops, under stop, at the same
// game whatever the order they finish in.
func TestParallel(t *testing.T) {
	want := make([]int, 37)
	for i := range want {
		want[i] = i
	}
	for range 20 {
		got := parallel(100, func(i int) int { return i }, func(i int) bool { return i%37 == 36 }, nil)
		if !slices.Equal(got, want) {
			t.Fatalf("parallel stopped at %v", got)
		}
	}
	if got := parallel(5, func(i int) int { return 2 * i }, nil, nil); !slices.Equal(got, []int{0, 2, 4, 6, 8}) {
		t.Errorf("parallel = %v", got)
	}
}

// -balance writes the table of every built-in mission, with the command
// that makes it at the top.
func TestBalance(t *testing.T) {
	c := tiny(3)
	c.bots = "random,greedy=4"
	var out bytes.Buffer
	if err := runBalance(c, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	doc := out.String()
	for _, want := range []string{
		"    go run ./examples/simulate -balance -games 3 -bots random,greedy=4 > docs/BALANCE.md\n",
		"| Mission | random (3) | greedy (4) |", "| M0 Breach! |", "| Z1 |", "| M11 | greedy |",
		"**Provisional** for random (3), greedy (4)", "The search bot is left out", "## What it shows", "- **random** wins no game of any mission.",
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("the balance table lacks %q:\n%s", want, doc)
		}
	}
	for _, bad := range []string{"", "greedy=0", "greedy=x"} {
		if _, err := parseBots(bad, 10); err == nil {
			t.Errorf("parseBots(%q): no error", bad)
		}
	}
}

func TestShellQuote(t *testing.T) {
	for in, want := range map[string]string{
		"M1": "M1", "examples/missions/escape.txt": "examples/missions/escape.txt", "search:30": "search:30",
		"doors=costs an action": "'doors=costs an action'", "it's": `'it'\''s'`, "": "''",
	} {
		if got := shellQuote(in); got != want {
			t.Errorf("shellQuote(%q) = %s; want %s", in, got, want)
		}
	}
}

// With -cache, a second run reads every cell from the first run's files
// and writes the same table; a bot added plays only its own cells; a
// file of another number of games is played again; a damaged file is an
// error that names it.
func TestBalanceCache(t *testing.T) {
	c := tiny(3)
	c.bots, c.cache = "random,greedy=2", t.TempDir()
	var first, second, log bytes.Buffer
	if err := runBalance(c, &first, io.Discard); err != nil {
		t.Fatal(err)
	}
	if err := runBalance(c, &second, &log); err != nil {
		t.Fatal(err)
	}
	if played := strings.Count(log.String(), "games in"); played != 0 {
		t.Errorf("the second run played %d cells:\n%s", played, log.String())
	}
	if a, b := withoutTime(first.String()), withoutTime(second.String()); a != b {
		t.Errorf("the cached table differs:\n%s\n---\n%s", a, b)
	}
	log.Reset()
	c.bots = "random,greedy=2,lookahead=1"
	if err := runBalance(c, io.Discard, &log); err != nil {
		t.Fatal(err)
	}
	if played, n := strings.Count(log.String(), "games in"), len(mission.Builtins()); played != n {
		t.Errorf("adding a bot played %d cells, want %d:\n%s", played, n, log.String())
	}
	path := cellFile(c.cache, "M0", botRun{name: "random", games: 3}, c.seed, c.rounds)
	if err := os.WriteFile(path, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := runBalance(c, io.Discard, io.Discard); err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("a damaged cell: error %v, want one naming %s", err, path)
	}
}

// withoutTime drops the line of the table that says how long it took.
func withoutTime(doc string) string {
	var keep []string
	for line := range strings.SplitSeq(doc, "\n") {
		if !strings.HasPrefix(line, "Its games took ") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "\n")
}
