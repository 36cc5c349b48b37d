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
