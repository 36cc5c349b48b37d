package invader_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
)

// A View hides the future and nothing else: Views of the same game with
// other futures are equal; it carries no seed; it offers the same
// actions; an action that meets no chance leads where the State's does;
// its JSON and position read back equal.
func TestView(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := invadertest.State(60).Draw(t, "state")
		v := s.View()
		invadertest.CheckInvariants(t, v)
		require.True(t, v.Equal(s.Reseed(rapid.Uint64().Draw(t, "seed")).View()), "another future, another View")
		require.True(t, v.Equal(v.View()), "the View of a View")
		require.Zero(t, v.Rules().Seed)
		require.True(t, v.Rules().ExternalChance)

		legal, seen := s.Legal(), v.Legal()
		if s.Rules().ExternalChance || s.Pending().Decision != invader.ChanceDecision {
			require.Equal(t, words(s, legal), words(v, seen), "the View offers other actions")
		}
		if len(legal) > 0 && !s.Rules().ExternalChance {
			a := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "action")]
			next, _, err := s.Apply(a)
			require.NoError(t, err)
			vnext, _, err := v.Apply(a)
			require.NoError(t, err)
			if vnext.Pending().Decision != invader.ChanceDecision {
				require.True(t, next.View().Equal(vnext), "%s met no chance, yet leads elsewhere in the View", s.FormatAction(a))
			}
		}

		data, err := json.Marshal(v)
		require.NoError(t, err)
		var back invader.State
		require.NoError(t, json.Unmarshal(data, &back))
		require.True(t, back.Equal(v), "the View's JSON reads back as another State")
		p, err := invader.ParsePosition(v.Position(), v.Mission())
		require.NoError(t, err)
		require.True(t, p.Equal(v), "the View's position reads back as another State")
	})
}

// The zero State's View is the zero State.
func TestViewZero(t *testing.T) {
	require.True(t, invader.State{}.View().Equal(invader.State{}))
}

func words(s invader.State, actions []invader.Action) []string {
	out := make([]string, len(actions))
	for i, a := range actions {
		out[i] = s.FormatAction(a)
	}
	return out
}
