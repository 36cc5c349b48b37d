package bot

import "math"

// The statistics of comparing bots: a sequential test and an interval.
// They would belong in a package of statistics, should the module get
// one.

// An SPRT is Wald's sequential probability ratio test of the probability
// p of a success, H0: p = P0 against H1: p = P1, with errors of the
// first kind Alpha and of the second kind Beta, after Wins successes and
// Losses failures. To compare two bots on paired games (the same seeds),
// count the discordant pairs only, those one bot wins and the other
// loses: a Win when the first bot won, with P0 = 0.5 (the bots equal).
type SPRT struct {
	P0, P1       float64
	Alpha, Beta  float64
	Wins, Losses int
}

// LLR returns the log-likelihood ratio of H1 to H0 given the results:
// Wins·ln(P1/P0) + Losses·ln((1−P1)/(1−P0)).
func (t SPRT) LLR() float64 {
	return float64(t.Wins)*math.Log(t.P1/t.P0) + float64(t.Losses)*math.Log((1-t.P1)/(1-t.P0))
}

// Bounds returns Wald's bounds of the LLR: ln(β/(1−α)), below which H0 is
// accepted, and ln((1−β)/α), above which H1 is (±2.944 for α = β = 0.05).
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// Decision returns 1 when the test accepts H1, -1 when it accepts H0, and
// 0 while it needs more results.
func (t SPRT) Decision() int {
	llr := t.LLR()
	lower, upper := t.Bounds()
	switch {
	case llr >= upper:
		return 1
	case llr <= lower:
		return -1
	}
	return 0
}

// Wilson returns the Wilson score interval of a proportion, k successes
// in n trials, for the normal quantile z (1.96 for 95%): the interval
// that stays within [0, 1] and is fair at small n and extreme
// proportions. For n ≤ 0 it returns [0, 1].
func Wilson(k, n int, z float64) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	p, fn, z2 := float64(k)/float64(n), float64(n), z*z
	mid := (p + z2/(2*fn)) / (1 + z2/fn)
	half := z / (1 + z2/fn) * math.Sqrt(p*(1-p)/fn+z2/(4*fn*fn))
	return max(0, mid-half), min(1, mid+half)
}
