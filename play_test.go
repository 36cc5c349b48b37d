package invader_test

import (
	"testing"

	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"pgregory.net/rapid"
)

// TestRandomPlay is the random-play state machine on generated missions:
// 100 runs of 150 steps each (15,000 steps, over many games), every step
// checked (invadertest.Play).
func TestRandomPlay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		invadertest.Play(t, invadertest.Mission().Draw(t, "mission"), 150)
	})
}

// TestRandomPlayBuiltins runs the state machine on the built-in missions
// (invadertest.Play): rapid's 100 runs of 60 steps each, each run on a
// mission it draws, so that adding a mission does not add 100 runs (eight
// missions took four minutes under the race detector).
func TestRandomPlayBuiltins(t *testing.T) {
	ms := map[string]mission.Mission{}
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		ms[id] = m
	}
	rapid.Check(t, func(t *rapid.T) {
		id := rapid.SampledFrom(mission.Builtins()).Draw(t, "mission")
		invadertest.Play(t, ms[id], 60)
	})
}
