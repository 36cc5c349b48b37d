package invader_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// TestGoldenWords plays the golden playthrough of every built-in mission
// (seed 7, the same random policy) and writes what a person reads of it:
// each action in notation and its events in words, and the position every
// 40 actions and at the end. It compares them with
// testdata/golden/words: a change to the position form or to an event's
// words shows up here. Run with -update to accept a change on purpose.
func TestGoldenWords(t *testing.T) {
	for _, id := range mission.Builtins() {
		t.Run(id, func(t *testing.T) {
			m, err := mission.Builtin(id)
			if err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", "golden", "words", id+".txt"), wordsOf(t, m))
		})
	}
}

func wordsOf(t *testing.T, m mission.Mission) []byte {
	t.Helper()
	s, events, err := invader.Start(m, invader.Seed(7))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	say := func(s invader.State, events []invader.Event) {
		for _, e := range events {
			out.WriteString("  " + s.FormatEvent(e) + "\n")
		}
	}
	position := func(step int) {
		fmt.Fprintf(&out, "\n--- position after %d actions\n%s\n", step, s.Position())
		back, err := invader.ParsePosition(s.Position())
		if err != nil || !back.Equal(s) {
			t.Fatalf("step %d: the position does not read back (%v)", step, err)
		}
	}
	say(s, events)
	position(0)
	r := rand.New(rand.NewPCG(7, 7))
	step := 0
	for ; step < 120 && !s.IsOver(); step++ {
		legal := s.Legal()
		a := legal[r.IntN(len(legal))]
		out.WriteString(s.FormatAction(a) + "\n")
		next, ev, err := s.Apply(a)
		if err != nil {
			t.Fatalf("Apply(%s): %v", s.FormatAction(a), err)
		}
		say(next, ev)
		s = next
		if (step+1)%40 == 0 {
			position(step + 1)
		}
	}
	if step%40 != 0 {
		position(step)
	}
	return out.Bytes()
}
