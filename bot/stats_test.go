package bot_test

import (
	"math"
	"testing"

	"github.com/invaderengine/invader/bot"
)

// The Wilson intervals of Newcombe's examples (Statistics in Medicine 17,
// 1998, pp. 857-872, Table I, method 3: the score interval without
// continuity correction), to four decimals.
func TestWilsonPublished(t *testing.T) {
	for _, c := range []struct {
		k, n   int
		lo, hi float64
	}{
		{81, 263, 0.2553, 0.3662},
		{15, 148, 0.0624, 0.1605},
		{0, 20, 0, 0.1611},
		{1, 29, 0.0061, 0.1718},
	} {
		lo, hi := bot.Wilson(c.k, c.n, 1.959964)
		if math.Abs(lo-c.lo) > 5e-5 || math.Abs(hi-c.hi) > 5e-5 {
			t.Errorf("Wilson(%d, %d) = [%.4f, %.4f]; want [%.4f, %.4f]", c.k, c.n, lo, hi, c.lo, c.hi)
		}
	}
	if lo, hi := bot.Wilson(0, 0, 1.96); lo != 0 || hi != 1 {
		t.Errorf("Wilson(0, 0) = [%v, %v]; want [0, 1]", lo, hi)
	}
}

// Wald's bounds for α = β = 0.05 are ±ln 19 = ±2.944; the test decides
// when the LLR crosses them.
func TestSPRT(t *testing.T) {
	s := bot.SPRT{P0: 0.5, P1: 0.6, Alpha: 0.05, Beta: 0.05}
	lower, upper := s.Bounds()
	if math.Abs(lower+2.944) > 5e-4 || math.Abs(upper-2.944) > 5e-4 {
		t.Errorf("bounds = %.4f, %.4f; want -2.944, 2.944", lower, upper)
	}
	// Each win adds ln 1.2 = 0.18232, each loss ln 0.8 = -0.22314.
	for _, c := range []struct {
		wins, losses int
		llr          float64
		decision     int
	}{
		{0, 0, 0, 0},
		{10, 5, 0.70749, 0},
		{17, 0, 3.09947, 1},   // 16 wins are 2.917: not yet
		{0, 14, -3.12400, -1}, // 13 losses are -2.901: not yet
		{60, 40, 2.01355, 0},
		{75, 48, 2.96323, 1},
	} {
		s.Wins, s.Losses = c.wins, c.losses
		if got := s.LLR(); math.Abs(got-c.llr) > 5e-5 || s.Decision() != c.decision {
			t.Errorf("%d wins, %d losses: LLR %.5f, decision %d; want %.5f, %d", c.wins, c.losses, got, s.Decision(), c.llr, c.decision)
		}
	}
}

// Newcombe's interval for paired proportions, against the published
// values: Fagerland, Lydersen and Laake (Statistics in Medicine 33, 2014,
// and their book's chapter 8) give −0.0621 (−0.1186 to −0.0046) for the
// complete responses before and after consolidation therapy of Cavo et
// al. (2012), 59 both, 6 after only, 16 before only, 80 neither; and
// −0.5734 to 0.5734 for one pair both won and one neither won, by hand:
// the Wilson interval of 1 in 2 is 0.5 ± 0.4055, the correlation's
// estimate 0 (1·1 is not above N/2 = 1), and 0.4055·√2 = 0.5734.
func TestPairedPublished(t *testing.T) {
	for _, c := range []struct {
		p            bot.Paired
		d, lo, hi    float64
		wins, losses int
	}{
		{bot.Paired{Both: 59, OnlyB: 6, OnlyA: 16, Neither: 80}, -0.0621, -0.1186, -0.0046, 6, 16},
		{bot.Paired{Both: 1, Neither: 1}, 0, -0.5734, 0.5734, 0, 0},
	} {
		lo, hi := c.p.Interval(1.959964)
		if d := c.p.Diff(); math.Abs(d-c.d) > 5e-5 || math.Abs(lo-c.lo) > 5e-5 || math.Abs(hi-c.hi) > 5e-5 {
			t.Errorf("%+v: %.4f (%.4f to %.4f); want %.4f (%.4f to %.4f)", c.p, d, lo, hi, c.d, c.lo, c.hi)
		}
		if s := c.p.SPRT(0.6, 0.05, 0.05); s.Wins != c.wins || s.Losses != c.losses || s.P0 != 0.5 {
			t.Errorf("%+v: SPRT %+v; want %d wins, %d losses, P0 0.5", c.p, s, c.wins, c.losses)
		}
	}
}

// The edge cases: no pairs, every pair alike, and Add's counting.
func TestPairedEdges(t *testing.T) {
	var p bot.Paired
	if lo, hi := p.Interval(1.96); p.Diff() != 0 || lo != -1 || hi != 1 {
		t.Errorf("no pairs: %v (%v, %v); want 0 (-1, 1)", p.Diff(), lo, hi)
	}
	for _, won := range [][2]bool{{true, true}, {true, false}, {false, true}, {false, true}, {false, false}} {
		p = p.Add(won[0], won[1])
	}
	if want := (bot.Paired{Both: 1, OnlyA: 1, OnlyB: 2, Neither: 1}); p != want || p.N() != 5 {
		t.Errorf("Add: %+v; want %+v", p, want)
	}
	for _, q := range []bot.Paired{{Both: 50}, {Neither: 50}, {OnlyA: 50}, {OnlyB: 50}} {
		lo, hi := q.Interval(1.96)
		if d := q.Diff(); lo > d || hi < d || lo < -1 || hi > 1 || hi-lo <= 0 {
			t.Errorf("%+v: %v (%v, %v); want an interval around it within [-1, 1]", q, d, lo, hi)
		}
	}
}
