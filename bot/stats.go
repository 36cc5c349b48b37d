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

// A Paired counts the games of two settings, A and B, played on the same
// seeds, one pair per seed: the pairs both won, those A alone won, those
// B alone won, and those neither won. It compares the settings' win rates
// (two bots, two rule options, two versions of a mission) more tightly
// than two independent samples would, since the pairs share their dice
// and cards.
type Paired struct {
	Both, OnlyA, OnlyB, Neither int
}

// Add returns p with one more pair: whether A won, and whether B did.
func (p Paired) Add(aWon, bWon bool) Paired {
	switch {
	case aWon && bWon:
		p.Both++
	case aWon:
		p.OnlyA++
	case bWon:
		p.OnlyB++
	default:
		p.Neither++
	}
	return p
}

// N returns the number of pairs.
func (p Paired) N() int { return p.Both + p.OnlyA + p.OnlyB + p.Neither }

// Diff returns B's win rate minus A's, (OnlyB − OnlyA)/N: positive when B
// wins more; 0 without pairs.
func (p Paired) Diff() float64 {
	if p.N() == 0 {
		return 0
	}
	return float64(p.OnlyB-p.OnlyA) / float64(p.N())
}

// Interval returns the confidence interval of Diff, B's win rate minus
// A's, for the normal quantile z (1.96 for 95%): Newcombe's hybrid score
// interval for paired proportions (method 10 of Newcombe, Statistics in
// Medicine 17, 1998, pp. 2635-2650; the "square-and-add" interval of
// Fagerland, Lydersen and Laake, Statistics in Medicine 33, 2014), which
// combines the Wilson intervals of the two win rates with the correlation
// of the pairs (its estimate φ shrunk towards 0 by N/2 when positive, as
// Newcombe does). Unlike the Wald interval on the per-seed differences it
// stays within [−1, 1] and does not shrink to a point when no pair is
// discordant. Without pairs it returns [−1, 1].
//
// A test that an option does not make a mission easier by more than two
// points asserts that the upper bound is at most 0.02 (B the option).
func (p Paired) Interval(z float64) (lo, hi float64) {
	n := p.N()
	if n == 0 {
		return -1, 1
	}
	a, b := p.Both+p.OnlyA, p.Both+p.OnlyB // A's wins, B's wins
	pa, pb := float64(a)/float64(n), float64(b)/float64(n)
	la, ua := Wilson(a, n, z)
	lb, ub := Wilson(b, n, z)
	phi := p.correlation()
	d := pb - pa
	lo = d - math.Sqrt(sq(pb-lb)+sq(ua-pa)-2*phi*(pb-lb)*(ua-pa))
	hi = d + math.Sqrt(sq(ub-pb)+sq(pa-la)-2*phi*(ub-pb)*(pa-la))
	return max(-1, lo), min(1, hi)
}

// correlation returns Newcombe's estimate of the correlation of the two
// win rates: (Both·Neither − OnlyA·OnlyB), less N/2 when it is larger
// than N/2 and 0 when it is between 0 and N/2, over the square root of
// the product of the margins; 0 when a margin is empty.
func (p Paired) correlation() float64 {
	n := float64(p.N())
	aw, al := float64(p.Both+p.OnlyA), float64(p.OnlyB+p.Neither)
	bw, bl := float64(p.Both+p.OnlyB), float64(p.OnlyA+p.Neither)
	if aw == 0 || al == 0 || bw == 0 || bl == 0 {
		return 0
	}
	c := float64(p.Both)*float64(p.Neither) - float64(p.OnlyA)*float64(p.OnlyB)
	switch {
	case c > n/2:
		c -= n / 2
	case c >= 0:
		c = 0
	}
	return c / math.Sqrt(aw*al*bw*bl)
}

func sq(x float64) float64 { return x * x }

// SPRT returns the sequential test of whether B is better than A on the
// discordant pairs: a Win for each pair B alone won, a Loss for each A
// alone won, H0: p = 0.5 (the settings equal) against H1: p = p1, with
// errors alpha and beta. Accepting H0 says B is not better by H1's
// margin, not that it is worse: swap A and B to test the other way.
func (p Paired) SPRT(p1, alpha, beta float64) SPRT {
	return SPRT{P0: 0.5, P1: p1, Alpha: alpha, Beta: beta, Wins: p.OnlyB, Losses: p.OnlyA}
}
