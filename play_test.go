package invader_test

import (
	"testing"

	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"pgregory.net/rapid"
)

// TestRandomPlay is the random-play state machine on generated missions:
// 100 runs of 150 steps each (15,000 steps, over many games), every step
// checked (DESIGN.md §5).
func TestRandomPlay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		invadertest.Play(t, invadertest.Mission().Draw(t, "mission"), 150)
	})
}

// TestRandomPlayBuiltins runs the state machine on every built-in mission
// (DESIGN.md §5): rapid's 100 runs of 60 steps each.
func TestRandomPlayBuiltins(t *testing.T) {
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(id, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) { invadertest.Play(t, m, 60) })
		})
	}
}
