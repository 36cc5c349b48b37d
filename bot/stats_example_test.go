package bot_test

import (
	"fmt"

	"github.com/invaderengine/invader/bot"
)

// Two settings compared on the same 1,000 seeds, A the rulebook's and B a
// house rule: B's win rate minus A's with its 95% interval, and the
// sequential test of whether B is better. A test of your own can assert
// that the house rule does not make the mission easier by more than two
// points, hi ≤ 0.02; here it cannot: B wins 25 games A lost, and the
// interval reaches 3.5 points. The SPRT decides that B is better.
func ExamplePaired() {
	var p bot.Paired
	for seed := range 1000 {
		aWon, bWon := seed%10 < 4, seed%10 < 4 || seed%40 == 7 // B wins what A wins, and 1 in 40 more
		p = p.Add(aWon, bWon)
	}
	lo, hi := p.Interval(1.96)
	fmt.Printf("%+v\n", p)
	fmt.Printf("B - A: %+.1f points (95%% CI %+.1f to %+.1f)\n", 100*p.Diff(), 100*lo, 100*hi)
	fmt.Println("easier by at most 2 points:", hi <= 0.02)
	t := p.SPRT(0.6, 0.05, 0.05)
	lower, upper := t.Bounds()
	fmt.Printf("SPRT: LLR %.3f in (%.3f, %.3f), decision %d\n", t.LLR(), lower, upper, t.Decision())
	// Output:
	// {Both:400 OnlyA:0 OnlyB:25 Neither:575}
	// B - A: +2.5 points (95% CI +1.5 to +3.5)
	// easier by at most 2 points: false
	// SPRT: LLR 4.558 in (-2.944, 2.944), decision 1
}
