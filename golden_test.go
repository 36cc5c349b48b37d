package invader_test

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

var update = flag.Bool("update", false, "rewrite the golden playthroughs in testdata/golden")

// playthrough plays mission m with seed 7 and a seeded random policy for at
// most 120 actions, and returns the game's log: each action in notation
// and its events as JSON, one per line.
func playthrough(t *testing.T, m mission.Mission) []byte {
	t.Helper()
	s, events, err := invader.Start(m, invader.Seed(7))
	if err != nil {
		t.Fatal(err)
	}
	var log bytes.Buffer
	writeEvents := func(events []invader.Event) {
		for _, e := range events {
			b, err := invader.MarshalEvent(e)
			if err != nil {
				t.Fatal(err)
			}
			log.WriteString("  " + string(b) + "\n")
		}
	}
	writeEvents(events)
	r := rand.New(rand.NewPCG(7, 7))
	for range 120 {
		if s.IsOver() {
			break
		}
		legal := s.Legal()
		a := legal[r.IntN(len(legal))]
		log.WriteString(s.FormatAction(a) + "\n")
		next, ev, err := s.Apply(a)
		if err != nil {
			t.Fatalf("Apply(%s): %v", s.FormatAction(a), err)
		}
		writeEvents(ev)
		s = next
	}
	log.WriteString("outcome: " + s.Outcome().String() + "\n")
	return log.Bytes()
}

// TestGoldenPlaythroughs replays a fixed game of every built-in mission and
// compares its log with testdata/golden: any change to a rule's outcome,
// or to the order of events, shows up here. Run with -update to accept a
// change on purpose.
func TestGoldenPlaythroughs(t *testing.T) {
	for _, id := range mission.Builtins() {
		t.Run(id, func(t *testing.T) {
			m, err := mission.Builtin(id)
			if err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", "golden", id+".log"), playthrough(t, m))
		})
	}
}

// golden compares got with the golden file at path, or rewrites the file
// with -update; on a difference it writes got next to it (path.got).
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run %s -update to create it)", err, t.Name())
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s changed; diff it with %s.got (or -update if the change is meant)", path, path)
		_ = os.WriteFile(path+".got", got, 0o644)
	}
}
