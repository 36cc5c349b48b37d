package bot

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
)

// A Bot decides for the players: given a State whose game is not over, it
// returns one of s.Legal(). The bots of this package return nil when the
// game is over.
type Bot interface {
	Act(s invader.State) invader.Action
}

// Func adapts a function to a Bot, for bots of your own.
type Func func(s invader.State) invader.Action

// Act returns f(s); nil, no action, for a nil Func.
func (f Func) Act(s invader.State) invader.Action {
	if f == nil {
		return nil
	}
	return f(s)
}

// Random returns a bot that picks uniformly among the legal actions, from
// its own generator seeded with seed: the same seed and the same States
// give the same actions. It is not safe for concurrent use. It costs one
// [invader.State.Legal] call per decision.
func Random(seed uint64) Bot {
	return &random{r: rand.New(rand.NewPCG(seed, 1))}
}

type random struct{ r *rand.Rand }

func (b *random) String() string { return "random" }

func (b *random) Act(s invader.State) invader.Action {
	legal := s.Legal()
	if len(legal) == 0 {
		return nil
	}
	return legal[b.r.IntN(len(legal))]
}

// Play lets b play s until the game ends, round rounds is over, or it has
// taken maxActions actions. It returns the last State and the number of
// actions taken, and an error when the bot picks an illegal action (with
// that State and the actions taken before it). A nil Bot takes no action
// and is an error.
func Play(s invader.State, b Bot, rounds, maxActions int) (invader.State, int, error) {
	if b == nil {
		return s, 0, errors.New("bot.Play: a nil Bot")
	}
	return play(s, b.Act, rounds, maxActions)
}

func play(s invader.State, act func(invader.State) invader.Action, rounds, maxActions int) (invader.State, int, error) {
	n := 0
	for ; !s.IsOver() && s.Round() <= rounds && n < maxActions; n++ {
		a := act(s)
		next, _, err := s.Apply(a)
		if err != nil {
			return s, n, fmt.Errorf("round %d: the bot chose %q: %w", s.Round(), s.FormatAction(a), err)
		}
		s = next
	}
	return s, n, nil
}

// names are the bots ByName knows, in the order Names lists them.
var names = []string{"greedy", "lookahead", "random", "search"}

// Names returns the names ByName accepts: greedy, lookahead, random and
// search (and search:N, the search bot with N iterations).
func Names() []string { return slices.Clone(names) }

// ByName returns the bot called name: "greedy" ([Greedy]), "lookahead"
// (Lookahead(4)), "random" (Random(seed)), "search" ([Search] with
// DefaultIterations) or "search:N" (Search with N iterations, 1 to
// MaxIterations); seed seeds the random and search bots only. The search
// bots have one worker, so that their games are the same on every
// machine. Each call returns a new bot, so a simulation may make one per
// game or goroutine.
func ByName(name string, seed uint64) (Bot, error) {
	switch name {
	case "greedy":
		return Greedy(), nil
	case "lookahead":
		return Lookahead(4), nil
	case "random":
		return Random(seed), nil
	case "search":
		return Search(SearchOptions{Workers: 1, Seed: seed}), nil
	}
	if n, ok := strings.CutPrefix(name, "search:"); ok {
		if k, err := strconv.Atoi(n); err == nil && k >= 1 && k <= MaxIterations {
			return Search(SearchOptions{Iterations: k, Workers: 1, Seed: seed}), nil
		}
		return nil, fmt.Errorf("bot %q: want search:N, N from 1 to %d", name, MaxIterations)
	}
	return nil, fmt.Errorf("unknown bot %q: want greedy, lookahead, random, search or search:N", name)
}
