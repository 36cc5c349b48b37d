package invadertest

import (
	"slices"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"pgregory.net/rapid"
)

// Play is the random-play state machine. It plays games of mission m with
// options from [Options], one after another until steps steps are done:
// each step either applies a random legal action or tries a random
// (usually illegal) one, checking [CheckApply] and [CheckInvariants] after
// it (the position's round trip, which costs the most, on a sample:
// [PositionEvery]). At the end of each game it checks that
// [invader.Replay] of the legal actions reproduces the final State. When
// a check fails, rapid shrinks the run to a short failing action list.
func Play(t *rapid.T, m mission.Mission, steps int) {
	for steps > 0 {
		steps -= playGame(t, m, steps)
	}
}

// PositionEvery is how often [Play] checks that the State's position
// round-trips: on every PositionEvery-th State of a game, and its last
// (the other checks of [CheckInvariants] run on every State). Reading a
// position costs more than all of them.
const PositionEvery = 8

// playGame plays one game of at most steps steps and returns how many it
// took (at least one).
func playGame(t *rapid.T, m mission.Mission, steps int) int {
	opts := Options().Draw(t, "options")
	s, err := invader.New(m, opts...)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	checkState(t, s)
	checkRoundTrips(t, s) // the position of a game set up: TestPositionRoundTrip
	var played []invader.Action
	n := 0
	for n < steps && !s.IsOver() {
		n++
		var a invader.Action
		if rapid.IntRange(0, 4).Draw(t, "try illegal") == 0 {
			a = AnyAction(s).Draw(t, "any action")
		} else {
			a = rapid.SampledFrom(s.Legal()).Draw(t, "legal action")
		}
		if slices.Contains(s.Legal(), a) {
			played = append(played, a)
		}
		s, _ = CheckApply(t, s, a)
		checkState(t, s)
		checkRoundTrips(t, s)
		if n%PositionEvery == 0 || n == steps || s.IsOver() {
			checkPositionRoundTrip(t, s)
		}
	}
	replayed, _, err := invader.Replay(m, played, opts...)
	if err != nil {
		t.Fatalf("Replay: %v", err)
	}
	if replayed.Hash() != s.Hash() {
		t.Fatalf("Replay of the %d actions played gives another State", len(played))
	}
	return max(n, 1)
}
