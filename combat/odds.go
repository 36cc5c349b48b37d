package combat

import (
	"errors"
	"slices"
)

// An Outcome is one possible result of an attack and its exact
// probability, Weight/Total: Weight of the Total = 6^dice equally likely
// rolls give this result.
type Outcome struct {
	Result Result
	Weight uint64
	Total  uint64
}

// Probability returns Weight/Total.
func (o Outcome) Probability() float64 { return float64(o.Weight) / float64(o.Total) }

// MaxOddsDice is the most dice [Odds] accepts (6^24 fits in a uint64).
const MaxOddsDice = 24

// Odds returns every possible result of the attack with its exact
// probability, without rolling, in a stable order (by eliminations, then
// successes). The weights add up to 6^dice.
func Odds(a *Attack) ([]Outcome, error) {
	if err := a.Validate(); err != nil {
		return nil, err
	}
	if a.Dice() > MaxOddsDice {
		return nil, errors.New("combat: too many dice for exact odds")
	}
	total := pow(6, a.Dice())
	byResult := map[Result]uint64{}
	var order []Result
	var rolls []int // reused for every split
	forEachSplit(a.Weapons, func(succ []int, weight uint64) {
		rolls = representative(rolls[:0], a.Weapons, succ)
		r := Resolve(a, rolls)
		if _, seen := byResult[r]; !seen {
			order = append(order, r)
		}
		byResult[r] += weight
	})
	out := make([]Outcome, 0, len(order))
	for _, r := range order {
		out = append(out, Outcome{Result: r, Weight: byResult[r], Total: total})
	}
	slices.SortStableFunc(out, func(x, y Outcome) int {
		if d := x.Result.Eliminated.Total() - y.Result.Eliminated.Total(); d != 0 {
			return d
		}
		return x.Result.Successes - y.Result.Successes
	})
	return out, nil
}

// forEachSplit calls f for every number of successes of each weapon, with
// the number of rolls that give it.
func forEachSplit(ws []Weapon, f func(succ []int, weight uint64)) {
	succ := make([]int, len(ws))
	var walk func(i int, weight uint64)
	walk = func(i int, weight uint64) {
		if i == len(ws) {
			f(succ, weight)
			return
		}
		w := ws[i]
		good := uint64(max(0, min(6, 7-w.Accuracy)))
		for s := 0; s <= w.Dice; s++ {
			succ[i] = s
			walk(i+1, weight*binomial(w.Dice, s)*pow(good, s)*pow(6-good, w.Dice-s))
		}
	}
	walk(0, 1)
}

// representative appends to rolls the dice with succ[i] successes for
// weapon i: its successes first (a 6), then misses (a 1). When every face
// hits, no roll has a miss and such splits have weight 0.
func representative(rolls []int, ws []Weapon, succ []int) []int {
	for i, w := range ws {
		for d := range w.Dice {
			if d < succ[i] {
				rolls = append(rolls, 6)
			} else {
				rolls = append(rolls, 1)
			}
		}
	}
	return rolls
}

func pow(b uint64, e int) uint64 {
	r := uint64(1)
	for range e {
		r *= b
	}
	return r
}

func binomial(n, k int) uint64 {
	r := uint64(1)
	for i := range k {
		r = r * uint64(n-i) / uint64(i+1)
	}
	return r
}
