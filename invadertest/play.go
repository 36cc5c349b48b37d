package invadertest

import (
	"slices"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
	"pgregory.net/rapid"
)

func zoneID(z int) zone.ID { return zone.ID(z) }

// Play is the random-play state machine. It starts mission m with options
// from [Options], then, for up to steps steps, either applies a random
// legal action or tries a random (usually illegal) one, checking
// [CheckApply] and [CheckInvariants] after each. At the end it checks that
// [invader.Replay] of the legal actions reproduces the final State. When a
// check fails, rapid shrinks the game to a short failing action list.
func Play(t *rapid.T, m mission.Mission, steps int) {
	opts := Options().Draw(t, "options")
	s, err := invader.New(m, opts...)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	CheckInvariants(t, s)
	var played []invader.Action
	for range steps {
		if s.IsOver() {
			break
		}
		var a invader.Action
		if rapid.IntRange(0, 4).Draw(t, "try illegal") == 0 {
			a = AnyAction(s).Draw(t, "any action")
		} else {
			a = rapid.SampledFrom(s.Legal()).Draw(t, "legal action")
		}
		if slices.Contains(s.Legal(), a) {
			played = append(played, a)
		}
		next, _ := CheckApply(t, s, a)
		s = next
		CheckInvariants(t, s)
	}
	replayed, _, err := invader.Replay(m, played, opts...)
	if err != nil {
		t.Fatalf("Replay: %v", err)
	}
	if replayed.Hash() != s.Hash() {
		t.Fatalf("Replay of the %d actions played gives another State", len(played))
	}
}
