package invader_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
)

// Escape through the Exit (M11, RULINGS "Escape through the Exit").

// Property (M11, RULINGS "Escape through the Exit"): in random games of
// missions whose last Goal is an escape, escaped Survivors stay in their Exit
// Zone, never take a wound or a Turn again, and the game is won exactly when
// every Survivor has escaped.
func TestEscapeProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := invadertest.Mission().Draw(t, "mission")
		if !m.Escapes() {
			t.Skip("no escape in this mission")
		}
		s, err := invader.New(m, invader.Seed(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for range 200 {
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			// CheckApply checks that escaped Survivors stay put, unhurt
			// and out of play, besides every other invariant.
			next, _ := invadertest.CheckApply(t, s, rapid.SampledFrom(legal).Draw(t, "action"))
			all := true
			for i := range next.NumSurvivors() {
				all = all && next.Survivor(i).Escaped
			}
			if all != (next.Outcome().Result == invader.Won) {
				t.Fatalf("every Survivor escaped = %v, outcome %v", all, next.Outcome())
			}
			s = next
		}
	})
}
