package invader_test

import (
	"testing"

	"github.com/invaderengine/invader/invadertest"
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
