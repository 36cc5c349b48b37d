package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/invaderengine/invader/invadertest"
)

// published returns the count the suite publishes for position name at
// depth d (invadertest/testdata/perft).
func published(t *testing.T, name string, d int) string {
	t.Helper()
	text, err := os.ReadFile("../../invadertest/testdata/perft/" + name + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := invadertest.ParsePerftPosition(string(text))
	if err != nil {
		t.Fatal(err)
	}
	return p.Counts[d-1]
}

// The counts of a perft file are the published ones, and its divide adds
// up to them.
func TestCountsAndDivide(t *testing.T) {
	file := "../../invadertest/testdata/perft/hellfire.txt"
	var out strings.Builder
	if err := run(&out, file, options{depth: 2}); err != nil {
		t.Fatal(err)
	}
	want := "depth 1: " + published(t, "hellfire", 1) + "\ndepth 2: " + published(t, "hellfire", 2) + "\n"
	if out.String() != want {
		t.Fatalf("counts:\n%s\nwant:\n%s", out.String(), want)
	}
	out.Reset()
	if err := run(&out, file, options{depth: 2, divide: true}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	nodes, weight, _ := strings.Cut(strings.TrimPrefix(lines[len(lines)-1], "total: "), " ")
	if c := published(t, "hellfire", 2); !strings.HasPrefix(c, "nodes="+nodes+" weight="+weight+" ") {
		t.Fatalf("divide total %s %s, want %s", nodes, weight, c)
	}
	if !strings.HasPrefix(lines[0], "Cole move c1: ") {
		t.Fatalf("the divide starts with %q", lines[0])
	}
}

// A bare position is read on a mission file and played under external
// chance; -play plays actions before the count; a wrong action says so.
func TestPositionMissionAndPlay(t *testing.T) {
	dir := t.TempDir()
	mission := filepath.Join(dir, "solo.txt")
	position := filepath.Join(dir, "pos.txt")
	write(t, mission, "id: solo\ntitle: one\ngoal: reach the exit\nsurvivors: Cole\nmap:\n+--+--+--+\n|s .c1.c2|\n+--+--+--+\n\ns: corridor start\nc1: corridor\nc2: corridor exit\n")
	write(t, position, "survivor Cole s hand1=SMG\nxenos c1 worker=1\n")
	var out strings.Builder
	if err := run(&out, position, options{depth: 1, divide: true, mission: mission, play: "Cole attack c1 hand1"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "chance 6: 1 1\n") || !strings.HasSuffix(out.String(), "total: 6 1\n") {
		t.Fatalf("the divide of a die:\n%s", out.String())
	}
	if err := run(&out, position, options{depth: 1, mission: mission, play: "Cole fly"}); err == nil {
		t.Fatal("an action that is no action was played")
	}
	if err := run(&out, position, options{depth: 1}); err == nil {
		t.Fatal("a position without its mission was read")
	}
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

// docs/PERFT.md shows the divide of sight-airlock at depth 3 as this
// command prints it.
func TestDocDivide(t *testing.T) {
	doc, err := os.ReadFile("../../docs/PERFT.md")
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := run(&out, "../../invadertest/testdata/perft/sight-airlock.txt", options{depth: 3, divide: true}); err != nil {
		t.Fatal(err)
	}
	indented := "   " + strings.ReplaceAll(strings.TrimSuffix(out.String(), "\n"), "\n", "\n   ") + "\n"
	if !strings.Contains(string(doc), "   ```\n"+indented+"   ```\n") {
		t.Fatalf("docs/PERFT.md does not show the divide as it is:\n%s", indented)
	}
}
