package bridge

import (
	"encoding/json"
	"fmt"
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

// APILoop plays games whole games of M1 (seeds 1, 2...; each to its end
// or round 40) as a client of the JavaScript API does: a legal request, a
// choice, an apply request, each answer read from its JSON. The choice at
// the k-th step (from 0) is the (7919k + 13) mod n-th of the n legal
// actions, so that a loop in JavaScript plays the same games (the browser
// tests of examples/wasm time one against this). It returns the actions
// applied.
func APILoop(games int) (int, error) {
	var g Games
	id := g.Open()
	k := 0
	for seed := 1; seed <= games; seed++ {
		if err := ok(g.Handle(id, fmt.Sprintf(`{"cmd":"start","mission":"M1","rules":{"seed":%d}}`, seed)), nil); err != nil {
			return k, err
		}
		for {
			var legal struct {
				Actions []struct {
					Notation string `json:"notation"`
				} `json:"actions"`
			}
			if err := ok(g.Handle(id, `{"cmd":"legal"}`), &legal); err != nil {
				return k, err
			}
			if len(legal.Actions) == 0 {
				return k, fmt.Errorf("seed %d: no legal action in a game not over", seed)
			}
			a, _ := json.Marshal(legal.Actions[(7919*k+13)%len(legal.Actions)].Notation)
			k++
			var step struct {
				Status struct {
					Round int  `json:"round"`
					Over  bool `json:"over"`
				} `json:"status"`
			}
			if err := ok(g.Handle(id, `{"cmd":"apply","action":`+string(a)+`}`), &step); err != nil {
				return k, err
			}
			if step.Status.Over || step.Status.Round > 40 {
				break
			}
		}
	}
	return k, nil
}

// ok reads an answer into v (nil: only its ok and error), or returns its
// error.
func ok(answer string, v any) error {
	var head struct {
		OK    bool            `json:"ok"`
		Error *protocol.Error `json:"error"`
	}
	if err := json.Unmarshal([]byte(answer), &head); err != nil {
		return err
	}
	if !head.OK {
		if head.Error == nil {
			return fmt.Errorf("an answer neither ok nor an error: %s", answer)
		}
		return head.Error
	}
	if v == nil {
		return nil
	}
	return json.Unmarshal([]byte(answer), v)
}
