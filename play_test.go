package invader_test

import (
	"testing"

	"github.com/invaderengine/invader/invadertest"
	"pgregory.net/rapid"
)

// TestRandomPlay is the random-play state machine on generated missions:
// 100 games of up to 150 steps (over 10,000 steps), every step checked (DESIGN.md §5).
func TestRandomPlay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		invadertest.Play(t, invadertest.Mission().Draw(t, "mission"), 150)
	})
}
