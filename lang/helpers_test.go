package lang_test

import (
	"math/rand/v2"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

// A step is one action of a game: the State before it, the action, and
// the State and events after it (a is nil for the setup's events).
type step struct {
	before, after invader.State
	a             invader.Action
	events        []invader.Event
}

// variants are the rule options the random games are played with: the
// seeded chance, a real table's (every chance event a decision), and
// Ultrared with 7+ Survivors' extra Spawn Zones out of the way.
var variants = []struct {
	name string
	opts []invader.Option
}{
	{"seeded", nil},
	{"table", []invader.Option{invader.ExternalChance()}},
	{"ultrared", []invader.Option{invader.Ultrared(), invader.StartingXP(40)}},
}

// randomGames plays games of every built-in mission, each variant with a
// few seeds, choosing at random among the legal actions (on odd seeds as
// the greedy bot does, most of the time, so that games go further and
// are won), and calls visit on every step. In -short mode fewer games,
// shorter.
func randomGames(t *testing.T, visit func(st step)) {
	t.Helper()
	seeds, steps := 4, 600
	if testing.Short() {
		seeds, steps = 1, 150
	}
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range variants {
			for seed := range uint64(seeds) {
				s, events, err := invader.Start(m, append([]invader.Option{invader.Seed(seed)}, v.opts...)...)
				if err != nil {
					t.Fatalf("%s %s: %v", id, v.name, err)
				}
				visit(step{after: s, events: events})
				r := rand.New(rand.NewPCG(seed, 11))
				for range steps {
					if s.IsOver() {
						break
					}
					legal := s.Legal()
					a := legal[r.IntN(len(legal))]
					if seed%2 == 1 && r.IntN(10) < 8 && s.Pending().Decision != invader.ChanceDecision {
						a = bot.Greedy().Act(s)
					}
					next, events, err := s.Apply(a)
					if err != nil {
						t.Fatalf("%s %s seed %d: %s: %v", id, v.name, seed, s.FormatAction(a), err)
					}
					visit(step{before: s, after: next, a: a, events: events})
					s = next
				}
			}
		}
	}
}

// playthrough replays the golden playthrough of mission m (the root's
// golden_test.go: seed 7, a random policy seeded 7, 7, at most 120
// actions) and calls visit on every step.
func playthrough(t *testing.T, m mission.Mission, visit func(st step)) invader.State {
	t.Helper()
	s, events, err := invader.Start(m, invader.Seed(7))
	if err != nil {
		t.Fatal(err)
	}
	visit(step{after: s, events: events})
	r := rand.New(rand.NewPCG(7, 7))
	for range 120 {
		if s.IsOver() {
			break
		}
		legal := s.Legal()
		a := legal[r.IntN(len(legal))]
		next, events, err := s.Apply(a)
		if err != nil {
			t.Fatalf("Apply(%s): %v", s.FormatAction(a), err)
		}
		visit(step{before: s, after: next, a: a, events: events})
		s = next
	}
	return s
}
