package bots

import (
	"fmt"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/zone"
)

// Lookahead tries every legal action of an Action decision and plays the
// rest of the round with Greedy after it, in four futures of its own (the
// State reseeded: it never sees the real game's dice and cards), keeping
// the action whose rounds end best on average (see score). Other decisions
// go to Greedy. It is a few hundred times slower than Greedy and wins far
// more.
func Lookahead(s invader.State) invader.Action {
	legal := s.Legal()
	if s.Pending().Decision != invader.ActionDecision || len(legal) == 1 {
		return Greedy(s)
	}
	best := Greedy(s) // it wins ties: no wandering back and forth
	bestScore := value(s, best)
	for _, a := range legal {
		if a == best {
			continue
		}
		if sc := value(s, a); sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best
}

// value is the score of the end of the round when a is played in s, then
// Greedy, in a future of its own: the copy is reseeded (from s, so that
// every choice meets the same dice and the bot stays deterministic), or
// the bot would see the dice and cards the real game has in store.
func value(s invader.State, a invader.Action) int {
	total := 0
	for k := range uint64(samples) {
		next, _, err := s.Reseed(s.Hash() + k).Apply(a)
		if err != nil {
			return -1 << 30
		}
		total += score(rollout(next, s.Round()))
	}
	return total / samples
}

// samples is how many futures each choice is played out in.
const samples = 4

// rollout plays Greedy until the round after round r starts or the game
// ends.
func rollout(s invader.State, r int) invader.State {
	s, _, _ = Play(s, Greedy, r, 2000)
	return s
}

// Play lets bot play s until the game ends, round rounds is over, or it
// has taken maxActions actions. It returns the last State and the number
// of actions taken, and an error when the bot picks an illegal action.
func Play(s invader.State, bot Bot, rounds, maxActions int) (invader.State, int, error) {
	n := 0
	for ; !s.IsOver() && s.Round() <= rounds && n < maxActions; n++ {
		a := bot(s)
		next, _, err := s.Apply(a)
		if err != nil {
			return s, n, fmt.Errorf("round %d: the bot chose %q: %w", s.Round(), s.FormatAction(a), err)
		}
		s = next
	}
	return s, n, nil
}

// score rates a State for the Survivors: a won game best, a lost one worst,
// then Goals done, Objectives taken, Armor and XP kept, Xenos few, forced
// doors open.
func score(s invader.State) int {
	switch s.Outcome().Result {
	case invader.Won:
		return 1 << 20
	case invader.Lost:
		return -1 << 20
	}
	sc := 1000 * s.GoalsDone()
	sc -= 100 * wantedLeft(s)
	for i := range s.Survivors() {
		sv := s.Survivor(i)
		sc += 40*sv.Armor + sv.XP
		if sv.Escaped {
			sc += 300
		}
	}
	for z := range s.Map().Len() {
		sc -= 5 * s.Xenos(zone.ID(z)).Total()
	}
	for _, d := range s.Mission().ForcedDoors {
		if !s.Board().Locked(d) {
			sc += 100 // a forced door is a way opened for good (M11)
		}
	}
	return sc - 20*progress(s)
}

// progress is how far the Survivors are from what they must do next: the
// closest one from an Objective while some are left, else all of them
// from the Exit.
func progress(s invader.State) int {
	pl := newPlanner(s)
	closest, total := -1, 0
	for i := range s.Survivors() {
		if s.Survivor(i).Escaped {
			continue
		}
		d, ok := distance(s, pl.routes(i), i)
		if !ok {
			d = 20
		}
		total += d
		if closest < 0 || d < closest {
			closest = d
		}
	}
	if wantedLeft(s) > 0 {
		return max(closest, 0)
	}
	return total
}

// ByName returns the bot called name (greedy, lookahead or random); seed
// seeds the random one.
func ByName(name string, seed uint64) (Bot, error) {
	switch name {
	case "greedy":
		return Greedy, nil
	case "lookahead":
		return Lookahead, nil
	case "random":
		return Random(seed), nil
	}
	return nil, fmt.Errorf("unknown bot %q: want greedy, lookahead or random", name)
}
