package bot

import (
	"math/rand/v2"
	"slices"

	"github.com/invaderengine/invader"
)

// chanceStream is the PCG stream of the search bot's draws of chance
// outcomes, apart from the streams of its futures.
const chanceStream = 0x5eed_c4a7ce

// branches reports whether the bot searches decisions of kind d: the
// players' Actions and the choices made in a fight or the Xenos' Phase.
// Activations, a drawn card's place and a Reorganize go to the rollout
// bot (searching activations too, at equal CPU time, won no more on M0:
// BENCHMARKS.md), chance outcomes under ExternalChance to the bot's
// generator.
func branches(d invader.Decision) bool {
	switch d {
	case invader.ActionDecision, invader.SkillDecision, invader.WoundDecision, invader.SplitDecision,
		invader.RerollDecision, invader.SoakDecision, invader.TargetDecision:
		return true
	}
	return false
}

// candidates returns the choices the search weighs in s: its legal
// actions but the free Discards (which only throw a card away, and which
// chance alone would make look better, as in Lookahead), Greedy's choice
// first, then in the order of Legal.
func candidates(s invader.State) []invader.Action {
	legal := s.Legal()
	out := legal[:0]
	for _, a := range legal {
		if _, ok := a.(invader.Discard); !ok {
			out = append(out, a)
		}
	}
	if g := greedy(s); g != nil {
		if k := slices.Index(out, g); k > 0 {
			copy(out[1:k+1], out[:k])
			out[0] = g
		}
	}
	return out
}

// drawChance returns an outcome of the chance event pending in s, drawn
// by its weight with r.
func drawChance(s invader.State, r *rand.Rand) invader.Action {
	outs := s.ChanceOutcomes()
	if len(outs) == 0 {
		return nil
	}
	n := r.IntN(outs[0].Total)
	for _, o := range outs {
		if n < o.Weight {
			return o.Action
		}
		n -= o.Weight
	}
	return outs[len(outs)-1].Action
}

// stop reports whether a playout ends in s: the
// game is over, or the playouts' last round is.
func (st *settings) stop(s invader.State) bool {
	return s.IsOver() || s.Round() > st.lastRnd
}

// apply returns s after a, or s itself should a be refused (a rollout
// bot's mistake: the loops that call it are bounded).
func (w *worker) apply(s invader.State, a invader.Action) invader.State {
	next, _, err := s.Apply(a)
	if err != nil {
		return s
	}
	return next
}

// next is the action the playouts take in s: a chance outcome drawn from
// the iteration's generator when one is pending (under ExternalChance),
// else the rollout bot's choice.
func (w *worker) next(s invader.State) invader.Action {
	if s.Pending().Decision == invader.ChanceDecision {
		return drawChance(s, w.draw)
	}
	return w.policy(s)
}

// playout plays s out with the rollout bot until stop, or
// maxPlayoutActions actions.
func (w *worker) playout(s invader.State) invader.State {
	for range maxPlayoutActions {
		if w.stop(s) {
			break
		}
		s = w.apply(s, w.next(s))
	}
	return s
}

// value rates the end of a playout for the Survivors as Lookahead does
// (score): a won game best, a lost one worst, then Goals done, wanted
// Objectives left, Armor, XP and escapes, Xenos on the board, forced
// doors open, the way to what comes next.
func value(s invader.State) float64 { return float64(score(s)) }
