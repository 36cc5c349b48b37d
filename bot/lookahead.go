package bot

import (
	"fmt"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/zone"
)

// Lookahead returns the lookahead bot. At an Action decision with more than
// one legal action it plays each action (but a free Discard, which only
// loses a card), then the rest of the round with [Greedy], in futures
// futures of its own, and takes the action whose rounds end best on
// average (a won game best, a lost one worst, then Goals done, wanted
// Objective tokens left, Armor, XP and escapes, Xenos on the board, forced
// doors open, and the distance to what the Survivors must do next);
// Greedy's own choice wins ties, so that the Survivors do not wander back
// and forth. Other decisions go to Greedy.
//
// It never sees the future: each future is s reseeded
// ([invader.State.Reseed]) with s.Hash()+k for k < futures, so it never
// plays the real game's dice and cards, every action meets the same dice,
// and the bot is deterministic. It remembers nothing and is safe for
// concurrent use.
//
// Its cost: n legal actions cost n × futures rollouts of up to a round of
// the greedy bot, each of up to 2,000 actions; with 4 futures it is a few
// hundred times slower than Greedy (BENCHMARKS.md: 1 to 6 games of a
// built-in mission a second on two cores, against about 1,000 for Greedy)
// and wins far more.
// [ByName]("lookahead") is Lookahead(4). It panics if futures < 1.
func Lookahead(futures int) Bot {
	if futures < 1 {
		panic(fmt.Sprintf("bot.Lookahead(%d): want at least one future", futures))
	}
	return lookahead{futures: futures}
}

type lookahead struct{ futures int }

func (b lookahead) String() string {
	if b.futures == 4 {
		return "lookahead"
	}
	return fmt.Sprintf("lookahead(%d)", b.futures)
}

func (b lookahead) Act(s invader.State) invader.Action {
	legal := s.Legal()
	if s.Pending().Decision != invader.ActionDecision || len(legal) == 1 {
		return greedy(s)
	}
	best := greedy(s) // it wins ties: no wandering back and forth
	bestScore := b.value(s, best)
	for _, a := range legal {
		if _, ok := a.(invader.Discard); ok || a == best {
			continue // a free Discard only throws a card away: chance alone makes it look better
		}
		if sc := b.value(s, a); sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best
}

// value is the score of the end of the round when a is played in s, then
// Greedy, averaged over b.futures futures: each copy is reseeded (from s,
// so that every choice meets the same dice and the bot stays
// deterministic), or the bot would see the dice and cards the real game
// has in store.
func (b lookahead) value(s invader.State, a invader.Action) int {
	total := 0
	for k := range uint64(b.futures) {
		next, _, err := s.Reseed(s.Hash() + k).Apply(a)
		if err != nil {
			return -1 << 30
		}
		total += score(rollout(next, s.Round()))
	}
	return total / b.futures
}

// rollout plays Greedy until the round after round r starts or the game
// ends.
func rollout(s invader.State, r int) invader.State {
	s, _, _ = play(s, greedy, r, 2000)
	return s
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
	pl := newPlanner(s)
	sc := 1000 * s.GoalsDone()
	sc -= 500 * pl.wantedLeft() // more than the way to the next one costs: take it
	for i := range pl.surv {
		sv := &pl.surv[i]
		sc += 40*sv.Armor + sv.XP
		if sv.Escaped {
			sc += 300
		}
	}
	for z := range s.Map().Len() {
		sc -= 5 * s.Xenos(zone.ID(z)).Total()
	}
	for _, d := range pl.m.ForcedDoors {
		if !s.Board().Locked(d) {
			sc += 100 // a forced door is a way opened for good (M11)
		}
	}
	return sc - 20*progress(pl)
}

// progress is how far the Survivors are from what they must do next: the
// closest one from an Objective while some are left, else all of them
// from the Exit.
func progress(pl *planner) int {
	closest, total := -1, 0
	for i := range pl.surv {
		if pl.surv[i].Escaped {
			continue
		}
		d, ok := pl.distance(i)
		if !ok {
			d = 20
		}
		total += d
		if closest < 0 || d < closest {
			closest = d
		}
	}
	if pl.wantedLeft() > 0 {
		return max(closest, 0)
	}
	return total
}
