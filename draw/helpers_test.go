package draw_test

import (
	"math/rand/v2"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// actions is how many random legal actions the "play" pictures follow:
// enough for Xenos to move and spawn, Noise to be made and doors opened,
// few enough that every built-in mission is still in progress.
const actions = 80

// position starts built-in mission id with seed 1 and plays n random legal
// actions, seeded: Survivors take their Actions before ending their Turns,
// and no action is chosen that loses the game when another does not.
func position(t testing.TB, id string, n int) invader.State {
	t.Helper()
	m, err := mission.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	s, err := invader.New(m, invader.Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range n {
		legal := s.Legal()
		if len(legal) == 0 {
			break
		}
		r.Shuffle(len(legal), func(i, j int) { legal[i], legal[j] = legal[j], legal[i] })
		for i, a := range legal {
			if _, end := a.(invader.EndTurn); !end {
				legal[0], legal[i] = legal[i], legal[0]
				break
			}
		}
		var next invader.State
		for _, a := range legal {
			if next, _, err = s.Apply(a); err != nil {
				t.Fatalf("Apply(%s): %v", s.FormatAction(a), err)
			}
			if next.Outcome().Result != invader.Lost {
				break
			}
		}
		s = next
	}
	return s
}
