package bridge

import (
	"math/rand/v2"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/examples/engine/protocol"
	"github.com/invaderengine/invader/mission"
)

// MaxPlayouts is the most games one Playouts call plays.
const MaxPlayouts = 1_000_000

// A Tally is what random playouts did.
type Tally struct {
	Games   int `json:"games"`
	Actions int `json:"actions"` // the actions applied, in all
	Won     int `json:"won"`
	Lost    int `json:"lost"` // the others reached round 40 undecided
}

// Play plays games whole games of mission m with a uniformly random
// choice among the legal actions, up to round 40, each with a seed drawn
// from seed: the loop of the root package's BenchmarkPlayoutBuiltin, which
// times the engine natively; Playouts times it in the browser.
func Play(m mission.Mission, games int, seed uint64) (Tally, error) {
	r := rand.New(rand.NewPCG(seed, seed))
	var t Tally
	for range games {
		s, err := invader.New(m, invader.Seed(r.Uint64()))
		if err != nil {
			return t, err
		}
		for !s.IsOver() && s.Round() <= 40 {
			legal := s.Legal()
			if s, _, err = s.Apply(legal[r.IntN(len(legal))]); err != nil {
				return t, err
			}
			t.Actions++
		}
		t.Games++
		switch s.Outcome().Result {
		case invader.Won:
			t.Won++
		case invader.Lost:
			t.Lost++
		}
	}
	return t, nil
}

// Playouts answers Play's tally for a built-in mission: {"ok":true,
// "games":...,"actions":...,"won":...,"lost":...}.
func Playouts(missionID string, games int, seed uint64) string {
	if games < 1 || games > MaxPlayouts {
		return failure(protocol.CodeBadRequest, "games %d: want 1 to %d", games, MaxPlayouts)
	}
	m, err := mission.Builtin(missionID)
	if err != nil {
		return failure(protocol.CodeBadMission, "%v", err)
	}
	t, err := Play(m, games, seed)
	if err != nil {
		return failure(protocol.CodeInternal, "%v", err)
	}
	return success(t)
}
