package invader_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
)

// Every State the game reaches has a position that reads back equal, and
// writes the same again.
func TestPositionRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := invadertest.State(60).Draw(t, "state")
		p := s.Position()
		back, err := invader.ParsePosition(p, s.Mission())
		if err != nil {
			t.Fatalf("%v\n%s", err, p)
		}
		if !back.Equal(s) {
			t.Fatalf("the position reads back as another State:\n%s\nback:\n%s", p, back.Position())
		}
		require.Equal(t, p, back.Position())
	})
}

// Every State of whole random games of the built-in missions reads back
// from its position.
func TestPositionRoundTripGames(t *testing.T) {
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		require.NoError(t, err)
		for seed := range uint64(4) {
			s, err := invader.New(m, invader.Seed(seed), invader.Ultrared())
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(seed, 1))
			for step := 0; step < 2000 && s.Outcome().Result == invader.InProgress; step++ {
				p := s.Position()
				back, err := invader.ParsePosition(p)
				require.NoError(t, err, "%s seed %d step %d:\n%s", id, seed, step, p)
				require.True(t, back.Equal(s), "%s seed %d step %d:\n%s\nback:\n%s", id, seed, step, p, back.Position())
				legal := s.Legal()
				s, _, err = s.Apply(legal[rng.IntN(len(legal))])
				require.NoError(t, err)
			}
		}
	}
}
