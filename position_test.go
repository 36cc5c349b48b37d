package invader_test

import (
	"errors"
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

// A position that cannot be read says what is wrong and where.
func TestPositionErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"survivor Cole q", `line 1:15: there is no zone "q"`},
		{"mission tiny\nsurvivor Nobody s", `line 2:10:`},
		{"mission tiny\nxenos q worker=1", `line 2:7: there is no zone "q"`},
		{"mission tiny\nxenos r dragon=1", `line 2:9: there is no Xeno kind "dragon"`},
		{"mission tiny\nsurvivor Cole c hand1=Pistol", `line 2:23: there is no card "Pistol" in this game`},
		{"mission tiny\nmission tiny", `line 2:1: a second mission line`},
		{"mission nowhere", `line 1:9: no mission "nowhere"`},
		{"mission tiny\nround -3", `line 2:7:`},
		{"mission tiny\nnoise c=x", `line 2:9:`},
		{"mission tiny\nturn active=Cole actions=3\nsurvivor Cole c", `line 2:1: Cole cannot be taking a Turn`},
		{"mission tiny\nsurvivor Cole \"c", `line 2:15:`},
		{"mission tiny\ndoors d9=open", `line 2:7: doors: there is no "d9"`},
		{"mission tiny\nwhatever 3", `line 2:1:`},
	} {
		_, err := invader.ParsePosition(tc.text, tinyMission())
		var pe *invader.PositionError
		require.ErrorAs(t, err, &pe, "%q", tc.text)
		require.Contains(t, err.Error(), tc.want, "%q", tc.text)
	}
}

// FuzzParsePosition reads any text (docs/POSITION.md): ParsePosition never
// panics; what it accepts writes a position that reads back equal.
func FuzzParsePosition(f *testing.F) {
	g, err := invader.New(tinyMission(), invader.Seed(2))
	require.NoError(f, err)
	for range 12 {
		f.Add(g.Position())
		if legal := g.Legal(); len(legal) > 0 {
			g, _, _ = g.Apply(legal[len(legal)/2])
		}
	}
	f.Add("turn active=Cole actions=3\nsurvivor Cole c activated hand1=SMG+SMG\nxenos r worker=2 tank=1\nnoise c=2")
	f.Add("mission tiny\ndoors d0=open+locked\nphase xenos\nqueue step=move kinds=1")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := invader.ParsePosition(text, tinyMission())
		if err != nil {
			var pe *invader.PositionError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Column < 1 {
				t.Fatalf("%q: %v is not a PositionError with a line and column", text, err)
			}
			return
		}
		back, err := invader.ParsePosition(s.Position(), tinyMission())
		if err != nil || !back.Equal(s) {
			t.Fatalf("%q reads as a State whose position does not read back (%v):\n%s", text, err, s.Position())
		}
	})
}
