package invadertest

import (
	"errors"
	"fmt"
	"maps"
	"math/big"
	"reflect"
	"slices"
	"strings"

	"github.com/invaderengine/invader"
)

// A PerftResult is what [Perft] counts at its depth.
type PerftResult struct {
	Depth int
	// Nodes counts the lines of exactly Depth plies: Perft at depth 0 is 1
	// (the State itself), at depth 1 len(Legal()).
	Nodes int64
	// Weight is the lines of Depth plies weighted by their chance: the sum,
	// over those lines, of the product of the probabilities of the chance
	// outcomes along each (a player's action weighs 1). It is the expected
	// number of the players' lines: at a chance event the branches average
	// where they add up elsewhere. Exact, as a fraction.
	Weight *big.Rat
	// Kinds counts the last ply's actions by kind: the action's type
	// name, as [invader.Spec]'s Name ("Move", "Attack", "Chance"...).
	Kinds map[string]int64
	// Won and Lost count the lines of Depth plies whose last ply ends the
	// game; Ended counts the lines cut shorter because the game ended
	// before Depth plies (they are not in Nodes).
	Won, Lost, Ended int64
	// Events counts the events of the last ply's Applies.
	Events int64
}

// String writes the result on one line, the form docs/PERFT.md publishes:
// "nodes=1234 weight=617/3 won=0 lost=2 ended=0 events=4711 Attack=12
// Move=30", the kinds in alphabetical order.
func (r PerftResult) String() string {
	var b strings.Builder
	w := "0"
	if r.Weight != nil {
		w = r.Weight.RatString()
	}
	fmt.Fprintf(&b, "nodes=%d weight=%s won=%d lost=%d ended=%d events=%d", r.Nodes, w, r.Won, r.Lost, r.Ended, r.Events)
	for _, k := range slices.Sorted(maps.Keys(r.Kinds)) {
		fmt.Fprintf(&b, " %s=%d", k, r.Kinds[k])
	}
	return b.String()
}

// Perft counts the legal lines of play of depth plies from s, as chess
// engines count theirs to prove their move generators (docs/PERFT.md):
// their number, their weight by chance, the last ply's actions by kind,
// and the lines that end the game.
//
// A ply is one decision applied, a player's and chance's alike: one
// [invader.State.Apply] of an action [invader.State.Legal] lists. Under
// [invader.ExternalChance] every chance event is a decision whose
// branches are [invader.State.ChanceOutcomes]: a die is one ply of six
// branches, a Xeno card one branch per card name left in the deck. A
// seeded State draws its chance inside Apply, so its Perft counts the
// players' lines of the one future its generator holds.
//
// Perft is deterministic: the same State and depth give the same result.
// It fails with a [*PerftError] if Apply refuses an action Legal lists, or
// if a Chance that Legal lists is not among ChanceOutcomes: either is a
// bug of the engine.
func Perft(s invader.State, depth int) (PerftResult, error) {
	if depth < 0 {
		return PerftResult{}, fmt.Errorf("perft: depth %d < 0", depth)
	}
	p := perft{r: PerftResult{Depth: depth, Kinds: map[string]int64{}}}
	if depth == 0 {
		p.r.Nodes, p.r.Weight = 1, big.NewRat(1, 1)
		p.count(s)
		return p.r, nil
	}
	w, err := p.node(s, depth)
	if err != nil {
		return PerftResult{}, err
	}
	p.r.Weight = w
	return p.r, nil
}

// perft is one count under way.
type perft struct {
	r PerftResult
}

// node counts the lines of depth plies (depth > 0) below s and returns
// their weight.
func (p *perft) node(s invader.State, depth int) (*big.Rat, error) {
	legal := s.Legal()
	if len(legal) == 0 {
		p.r.Ended++
		return new(big.Rat), nil
	}
	odds, err := chanceOdds(s, legal)
	if err != nil {
		return nil, err
	}
	sum, leaves := new(big.Rat), int64(0) // leaves: the weight of the last ply's branches, in odds' units
	for i, a := range legal {
		next, events, err := s.Apply(a)
		if err != nil {
			return nil, &PerftError{Err: fmt.Errorf("%q is legal but Apply refuses it: %w", s.FormatAction(a), err)}
		}
		if depth == 1 {
			p.leaf(a, next, len(events))
			leaves += odds.weight(i)
			continue
		}
		w, err := p.node(next, depth-1)
		if err != nil {
			return nil, after(s, a, err)
		}
		sum.Add(sum, odds.scale(i, w))
	}
	return sum.Add(sum, odds.of(leaves)), nil
}

// leaf counts next, reached by the last ply a with its events.
func (p *perft) leaf(a invader.Action, next invader.State, events int) {
	p.r.Nodes++
	p.r.Kinds[ActionKind(a)]++
	p.r.Events += int64(events)
	p.count(next)
}

// count adds s, a leaf, to the games won and lost.
func (p *perft) count(s invader.State) {
	switch s.Outcome().Result {
	case invader.Won:
		p.r.Won++
	case invader.Lost:
		p.r.Lost++
	}
}

// odds are the weights of a node's branches: 1 each for a player's
// decision, the outcomes' Weight/Total at a chance event.
type odds struct {
	weights []int64 // by index of Legal; nil: 1 each
	total   int64
}

// weight returns branch i's weight, in units of 1/total.
func (o odds) weight(i int) int64 {
	if o.weights == nil {
		return 1
	}
	return o.weights[i]
}

// of returns n units of 1/total as a fraction.
func (o odds) of(n int64) *big.Rat {
	return big.NewRat(n, max(o.total, 1))
}

// scale returns w times branch i's probability, reusing w.
func (o odds) scale(i int, w *big.Rat) *big.Rat {
	if o.weights == nil {
		return w
	}
	return w.Mul(w, big.NewRat(o.weights[i], o.total))
}

// chanceOdds returns the odds of legal, s's legal actions: at a chance
// event each Chance's outcome's weight, found by its label; Legal must
// list every outcome, once.
func chanceOdds(s invader.State, legal []invader.Action) (odds, error) {
	outs := s.ChanceOutcomes()
	if s.Pending().Decision != invader.ChanceDecision || len(outs) == 0 {
		return odds{total: 1}, nil
	}
	o := odds{weights: make([]int64, len(legal)), total: int64(outs[0].Total)}
	sum := int64(0)
	for i, a := range legal {
		k := slices.IndexFunc(outs, func(c invader.ChanceOutcome) bool { return c.Action == a })
		if k < 0 {
			return odds{}, &PerftError{Err: fmt.Errorf("%q is legal but no chance outcome", s.FormatAction(a))}
		}
		o.weights[i] = int64(outs[k].Weight)
		sum += o.weights[i]
	}
	if sum != o.total {
		return odds{}, &PerftError{Err: fmt.Errorf("the chance outcomes Legal lists weigh %d of %d", sum, o.total)}
	}
	return o, nil
}

// A PerftError is a disagreement of the engine with itself that [Perft]
// or [Divide] met: an action Legal lists that Apply refuses, a Chance
// that is no chance outcome, or chance outcomes Legal leaves out. Line is the actions, in notation, from the
// State counted to the State where it was met.
type PerftError struct {
	Line []string
	Err  error
}

func (e *PerftError) Error() string {
	return fmt.Sprintf("perft: after [%s]: %v", strings.Join(e.Line, ", "), e.Err)
}

func (e *PerftError) Unwrap() error { return e.Err }

// after returns err, a *PerftError met after a was played at s, with a
// at the front of its line.
func after(s invader.State, a invader.Action, err error) error {
	var pe *PerftError
	if errors.As(err, &pe) {
		pe.Line = append([]string{s.FormatAction(a)}, pe.Line...)
	}
	return err
}

// ActionKind returns the kind of an action: its type's name, as
// [invader.Spec]'s Name ("Move", "Chance"...).
func ActionKind(a invader.Action) string {
	if a == nil {
		return ""
	}
	return reflect.TypeOf(a).Name()
}

// A DivideLine is one first action of [Divide] and the Perft of the
// State it leads to, one ply shallower.
type DivideLine struct {
	Action   invader.Action
	Notation string   // the action in notation (State.FormatAction)
	Odds     *big.Rat // the action's probability at a chance event; 1 for a player's
	PerftResult
}

// String is the line as docs/PERFT.md prints it: "Cole move c1: 123
// 41/2", the action, its Nodes and its Weight.
func (d DivideLine) String() string {
	return fmt.Sprintf("%s: %d %s", d.Notation, d.Nodes, d.Weight.RatString())
}

// Divide is perft divide: for each action Legal lists at s, in its order,
// the Perft of the State it leads to at depth-1. Their Nodes add up to
// Perft(s, depth)'s, their Weights times their Odds to its Weight; a port
// that disagrees on a total finds the first action whose line differs,
// plays it and divides again. Depth must be at least 1.
func Divide(s invader.State, depth int) ([]DivideLine, error) {
	if depth < 1 {
		return nil, errors.New("perft: divide needs a depth of at least 1")
	}
	legal := s.Legal()
	o, err := chanceOdds(s, legal)
	if err != nil {
		return nil, err
	}
	out := make([]DivideLine, 0, len(legal))
	for i, a := range legal {
		next, _, err := s.Apply(a)
		if err != nil {
			return nil, &PerftError{Err: fmt.Errorf("%q is legal but Apply refuses it: %w", s.FormatAction(a), err)}
		}
		r, err := Perft(next, depth-1)
		if err != nil {
			return nil, after(s, a, err)
		}
		out = append(out, DivideLine{Action: a, Notation: s.FormatAction(a), Odds: o.scale(i, big.NewRat(1, 1)), PerftResult: r})
	}
	return out, nil
}
