package invadertest_test

import (
	"errors"
	"flag"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
)

var update = flag.Bool("update", false, "rewrite the perft counts of testdata/perft and docs/PERFT.md's tables from the engine")

const (
	perftDir = "testdata/perft"
	perftDoc = "../docs/PERFT.md"
	// quickNodes: a published count of more nodes than this is checked
	// only with INVADER_LONG=1 (the default run stays within seconds).
	quickNodes = 100_000
)

// perftFile is a position of the suite and the file it is read from.
type perftFile struct {
	path string
	invadertest.PerftPosition
}

// perftPositions reads the suite, in the order of the files' names.
func perftPositions(t *testing.T) []perftFile {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(perftDir, "*.txt"))
	require.NoError(t, err)
	var out []perftFile
	for _, path := range paths {
		text, err := os.ReadFile(path)
		require.NoError(t, err)
		p, err := invadertest.ParsePerftPosition(string(text))
		require.NoError(t, err, path)
		require.Equal(t, strings.TrimSuffix(filepath.Base(path), ".txt"), p.Name, "%s: the name is the file's", path)
		require.NotEmpty(t, p.Page, "%s: the rulebook page", path)
		require.NotEmpty(t, p.Purpose, "%s: the purpose", path)
		out = append(out, perftFile{path, p})
	}
	require.GreaterOrEqual(t, len(out), 20, "docs/PERFT.md publishes at least 20 positions")
	return out
}

// perftState reads the position of p, a rule position played under
// ExternalChance, and checks it.
func perftState(t *testing.T, p invadertest.PerftPosition) invader.State {
	t.Helper()
	s, err := p.State()
	require.NoError(t, err)
	require.True(t, s.Rules().ExternalChance, "%s: a perft position plays under externalChance", p.Name)
	invadertest.CheckInvariants(t, s)
	return s
}

// TestPerft counts every position of testdata/perft to its depth and
// checks the counts published there; -update writes them instead. The
// counts of more than quickNodes nodes run only with INVADER_LONG=1.
func TestPerft(t *testing.T) {
	long := os.Getenv("INVADER_LONG") != ""
	for _, f := range perftPositions(t) {
		t.Run(f.Name, func(t *testing.T) {
			s := perftState(t, f.PerftPosition)
			var counts []string
			for d := 1; d <= f.Depth; d++ {
				if !*update && d <= len(f.Counts) && nodes(t, f.Counts[d-1]) > quickNodes && !long {
					t.Logf("depth %d: %d nodes, checked with INVADER_LONG=1", d, nodes(t, f.Counts[d-1]))
					continue
				}
				r, err := invadertest.Perft(s, d)
				require.NoError(t, err)
				counts = append(counts, r.String())
				if !*update {
					require.Less(t, d-1, len(f.Counts), "depth %d is not published: run with -update", d)
					require.Equal(t, f.Counts[d-1], r.String(), "depth %d", d)
				}
			}
			if *update {
				rewriteCounts(t, f.path, counts)
			}
		})
	}
}

// nodes reads the nodes of a published count.
func nodes(t *testing.T, count string) int64 {
	t.Helper()
	n, err := strconv.ParseInt(countField(count, "nodes"), 10, 64)
	require.NoError(t, err, count)
	return n
}

// countField returns the value of key in a published count ("nodes=12
// weight=7/2 ..."), or "".
func countField(count, key string) string {
	for _, f := range strings.Fields(count) {
		if k, v, _ := strings.Cut(f, "="); k == key {
			return v
		}
	}
	return ""
}

// rewriteCounts replaces the perft section of the file at path.
func rewriteCounts(t *testing.T, path string, counts []string) {
	t.Helper()
	text, err := os.ReadFile(path)
	require.NoError(t, err)
	head, _, ok := strings.Cut(string(text), "\nperft:\n")
	require.True(t, ok, "%s has no perft section", path)
	var b strings.Builder
	b.WriteString(head + "\nperft:\n")
	for i, c := range counts {
		fmt.Fprintf(&b, "%d %s\n", i+1, c)
	}
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
}

// The tables of docs/PERFT.md are the suite's counts: the part between
// its markers is written from testdata/perft (-update writes it).
func TestPerftDoc(t *testing.T) {
	doc, err := os.ReadFile(perftDoc)
	require.NoError(t, err)
	const begin, end = "<!-- perft tables: begin -->\n", "<!-- perft tables: end -->\n"
	head, rest, ok := strings.Cut(string(doc), begin)
	require.True(t, ok, "docs/PERFT.md has no %q", begin)
	got, tail, ok := strings.Cut(rest, end)
	require.True(t, ok, "docs/PERFT.md has no %q", end)
	want := perftTables(perftPositions(t))
	if *update {
		require.NoError(t, os.WriteFile(perftDoc, []byte(head+begin+want+end+tail), 0o644))
		return
	}
	require.Equal(t, want, got, "docs/PERFT.md's tables differ from testdata/perft: go test -run TestPerftDoc -update ./invadertest/")
}

// perftTables writes the summary table of the suite, then each
// position's counts.
func perftTables(ps []perftFile) string {
	var b strings.Builder
	b.WriteString("| position | page | nodes at depth 1 | 2 | 3 | 4 |\n|---|---|---:|---:|---:|---:|\n")
	for _, p := range ps {
		fmt.Fprintf(&b, "| [%s](#%s) | %s |", p.Name, p.Name, p.Page)
		for d := range 4 {
			n := ""
			if d < len(p.Counts) {
				n = groupDigits(countField(p.Counts[d], "nodes"))
			}
			fmt.Fprintf(&b, " %s |", n)
		}
		b.WriteString("\n")
	}
	for _, p := range ps {
		fmt.Fprintf(&b, "\n### %s\n\n%s: %s. [%s](../invadertest/%s/%s.txt)\n\n", p.Name, p.Page, p.Purpose, p.Name+".txt", perftDir, p.Name)
		b.WriteString("| depth | nodes | weight | won | lost | ended | events | the last ply by kind |\n|---:|---:|---:|---:|---:|---:|---:|---|\n")
		for d, c := range p.Counts {
			fmt.Fprintf(&b, "| %d |", d+1)
			for _, k := range []string{"nodes", "weight", "won", "lost", "ended", "events"} {
				v := countField(c, k)
				if k != "weight" {
					v = groupDigits(v)
				}
				fmt.Fprintf(&b, " %s |", v)
			}
			fmt.Fprintf(&b, " %s |\n", strings.Join(kinds(c), ", "))
		}
	}
	return b.String()
}

// kinds returns the kinds of a published count, "Move 3".
func kinds(count string) []string {
	var out []string
	for _, f := range strings.Fields(count)[6:] {
		k, v, _ := strings.Cut(f, "=")
		out = append(out, k+" "+groupDigits(v))
	}
	return out
}

// groupDigits writes n with commas between groups of three digits.
func groupDigits(n string) string {
	for i := len(n) - 3; i > 0; i -= 3 {
		n = n[:i] + "," + n[i:]
	}
	return n
}

// Divide adds up to Perft at depth 2 for every position of the suite.
func TestPerftDivideAddsUp(t *testing.T) {
	for _, f := range perftPositions(t) {
		t.Run(f.Name, func(t *testing.T) {
			checkDivide(t, perftState(t, f.PerftPosition), 2)
		})
	}
}

// checkDivide checks that Divide(s, depth) adds up to Perft(s, depth).
// A finished game has no line to divide: its Perft counts one line
// ended, the game itself.
func checkDivide(t require.TestingT, s invader.State, depth int) {
	want, err := invadertest.Perft(s, depth)
	require.NoError(t, err)
	lines, err := invadertest.Divide(s, depth)
	require.NoError(t, err)
	require.Len(t, lines, len(s.Legal()))
	if s.IsOver() {
		require.Equal(t, "nodes=0 weight=0 won=0 lost=0 ended=1 events=0", want.String())
		return
	}
	sum := invadertest.PerftResult{Depth: depth, Weight: new(big.Rat), Kinds: map[string]int64{}}
	for i, l := range lines {
		require.Equal(t, s.Legal()[i], l.Action)
		require.Equal(t, s.FormatAction(l.Action), l.Notation)
		sum.Nodes += l.Nodes
		sum.Weight.Add(sum.Weight, new(big.Rat).Mul(l.Odds, l.Weight))
		sum.Won, sum.Lost, sum.Ended, sum.Events = sum.Won+l.Won, sum.Lost+l.Lost, sum.Ended+l.Ended, sum.Events+l.Events
		for k, n := range l.Kinds {
			sum.Kinds[k] += n
		}
		if depth == 1 { // the children counted at depth 0: the kind is the first action's
			sum.Kinds[invadertest.ActionKind(l.Action)]++
			sum.Events += eventsOf(t, s, l.Action)
		}
	}
	require.Equal(t, want.String(), sum.String())
}

// eventsOf returns how many events a gives at s.
func eventsOf(t require.TestingT, s invader.State, a invader.Action) int64 {
	_, ev, err := s.Apply(a)
	require.NoError(t, err)
	return int64(len(ev))
}

// Properties of Perft on States of random games (invadertest.State):
// depth 0 is the State itself; depth 1 is Legal, and at a chance event
// the outcomes, whose weights add up to 1; a finished game has no line;
// Divide adds up to Perft at depths 1 and 2.
func TestPerftProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := invadertest.State(40).Draw(t, "state")
		zero, err := invadertest.Perft(s, 0)
		require.NoError(t, err)
		require.Equal(t, int64(1), zero.Nodes)
		one, err := invadertest.Perft(s, 1)
		require.NoError(t, err)
		require.Equal(t, int64(len(s.Legal())), one.Nodes)
		want := big.NewRat(int64(len(s.Legal())), 1)
		if s.Pending().Decision == invader.ChanceDecision {
			require.Equal(t, int64(len(s.ChanceOutcomes())), one.Nodes)
			require.Equal(t, map[string]int64{"Chance": one.Nodes}, one.Kinds)
			want = big.NewRat(1, 1)
		}
		if s.IsOver() {
			require.Equal(t, int64(1), one.Ended)
		}
		require.Zero(t, want.Cmp(one.Weight), "weight %v, want %v", one.Weight, want)
		require.Equal(t, one.Nodes, sumValues(one.Kinds))
		checkDivide(t, s, 1)
		checkDivide(t, s, 2)
	})
}

func sumValues(m map[string]int64) int64 {
	n := int64(0)
	for _, v := range m {
		n += v
	}
	return n
}

// Every kind Perft counts is a kind of ActionSpecs.
func TestPerftKindsAreSpecs(t *testing.T) {
	var names []string
	for _, sp := range invader.ActionSpecs() {
		names = append(names, sp.Name)
	}
	for _, f := range perftPositions(t) {
		for _, c := range f.Counts {
			for _, k := range kinds(c) {
				name, _, _ := strings.Cut(k, " ")
				require.Contains(t, names, name, "%s counts a kind no Spec names", f.Name)
			}
		}
	}
	require.Empty(t, invadertest.ActionKind(nil))
}

// Perft refuses a negative depth, Divide a depth under 1; a game over
// has no line to divide.
func TestPerftBadDepths(t *testing.T) {
	s := perftState(t, perftPositions(t)[0].PerftPosition)
	_, err := invadertest.Perft(s, -1)
	require.Error(t, err)
	_, err = invadertest.Divide(s, 0)
	require.Error(t, err)
	for !s.IsOver() { // the first legal action to the end
		s, _, err = s.Apply(s.Legal()[0])
		require.NoError(t, err)
	}
	lines, err := invadertest.Divide(s, 3)
	require.NoError(t, err)
	require.Empty(t, lines)
	r, err := invadertest.Perft(s, 3)
	require.NoError(t, err)
	require.Equal(t, "nodes=0 weight=0 won=0 lost=0 ended=1 events=0", r.String())
}

// A PerftError names the line of play that led to the disagreement.
func TestPerftErrorLine(t *testing.T) {
	err := error(&invadertest.PerftError{Line: []string{"Cole move c1", "chance 3"}, Err: invader.ErrIllegal})
	require.Equal(t, "perft: after [Cole move c1, chance 3]: invader: illegal action", err.Error())
	require.True(t, errors.Is(err, invader.ErrIllegal))
}

// The perft position's text form: every key read, and what is wrong
// refused with its line.
func TestParsePerftPosition(t *testing.T) {
	p, err := invadertest.ParsePerftPosition("# a comment\nname: x\npage: p.1\npurpose: y\ndepth: 2\nposition:\nmission M0\nperft:\n1 nodes=1\n2 nodes=2\n")
	require.NoError(t, err)
	require.Equal(t, invadertest.PerftPosition{Name: "x", Page: "p.1", Purpose: "y", Depth: 2, Text: "mission M0", Counts: []string{"nodes=1", "nodes=2"}}, p)
	for _, bad := range []string{
		"name: x\ndepth: 1\n",                                           // no position
		"name: x y\ndepth: 1\nposition:\nmission M0\n",                  // a name of two words
		"name: x\nposition:\nmission M0\n",                              // no depth
		"name: x\ndepth: 0\nposition:\nmission M0\n",                    // depth 0
		"name: x\ncolour: red\ndepth: 1\nposition:\nmission M0",         // an unknown key
		"name: x\nno colon\n",                                           // no key
		"name: x\ndepth: 1\nposition:\nmission M0\nperft:\n2 nodes=1\n", // depths in order from 1
	} {
		_, err := invadertest.ParsePerftPosition(bad)
		require.Error(t, err, "%q", bad)
	}
	_, err = invadertest.PerftPosition{Name: "x", Mission: "id: broken", Text: "survivor Cole s"}.State()
	require.Error(t, err)
	_, err = invadertest.PerftPosition{Name: "x", Text: "mission M0\nsurvivor Nobody s"}.State()
	require.Error(t, err)
}

// BenchmarkPerft counts positions of the suite, one of each kind of
// moment, and reports the nodes counted per second.
func BenchmarkPerft(b *testing.B) {
	for _, bench := range []struct {
		name  string
		depth int
	}{
		{"m1-midgame", 4}, {"search", 4}, {"xenos-wounds", 4}, {"reorganize", 4}, {"m11-escape", 3},
	} {
		text, err := os.ReadFile(filepath.Join(perftDir, bench.name+".txt"))
		require.NoError(b, err)
		p, err := invadertest.ParsePerftPosition(string(text))
		require.NoError(b, err)
		s, err := p.State()
		require.NoError(b, err)
		b.Run(fmt.Sprintf("%s/depth%d", bench.name, bench.depth), func(b *testing.B) {
			b.ReportAllocs()
			n := int64(0)
			for b.Loop() {
				r, err := invadertest.Perft(s, bench.depth)
				if err != nil {
					b.Fatal(err)
				}
				n += r.Nodes
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
