package bot_test

import (
	"fmt"
	"math"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

// The greedy bot plays a built-in mission to its outcome. The same seed
// gives the same game.
func Example() {
	m, _ := mission.Builtin("M1")
	s, _ := invader.New(m, invader.Seed(0))
	s, n, err := bot.Play(s, bot.Greedy(), 40, math.MaxInt)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s: %v in round %d, after %d actions\n", m.ID, s.Outcome(), s.Round(), n)
	// Output:
	// M1: won in round 6, after 94 actions
}

// The README's snippet: play a game to its outcome, or ask a bot for one
// decision.
func Example_readme() {
	m, _ := mission.Builtin("M1")
	g, _ := invader.New(m, invader.Seed(0))
	end, n, err := bot.Play(g, bot.Greedy(), 40, math.MaxInt) // to the outcome, 40 rounds at most
	a := bot.Lookahead(4).Act(g)                              // one of g.Legal()
	fmt.Println(end.Outcome(), n, err, g.FormatAction(a))
	// Output: won 94 <nil> activate Cole
}

// The greedy bot's first decisions in a game.
func ExampleGreedy() {
	m, _ := mission.Builtin("M1")
	s, _ := invader.New(m, invader.Seed(2))
	b := bot.Greedy()
	for range 6 {
		a := b.Act(s)
		fmt.Println(s.FormatAction(a))
		s, _, _ = s.Apply(a)
	}
	// Output:
	// activate Cole
	// Cole move r1
	// Cole take o0
	// Cole search
	// Cole keep pack1
	// Cole done
}

// The lookahead bot wins the game of M1 the greedy bot loses with seed 2.
func ExampleLookahead() {
	m, _ := mission.Builtin("M1")
	for _, b := range []bot.Bot{bot.Greedy(), bot.Lookahead(4)} {
		s, _ := invader.New(m, invader.Seed(2))
		s, _, _ = bot.Play(s, b, 40, math.MaxInt)
		fmt.Printf("%v: %v\n", b, s.Outcome())
	}
	// Output:
	// greedy: lost: a survivor was eliminated
	// lookahead: won
}

// The random bot, seeded, plays the same game every time; it loses.
func ExampleRandom() {
	m, _ := mission.Builtin("M1")
	for range 2 {
		s, _ := invader.New(m, invader.Seed(1))
		s, n, _ := bot.Play(s, bot.Random(7), 40, math.MaxInt)
		fmt.Printf("%v after %d actions\n", s.Outcome(), n)
	}
	// Output:
	// lost: the mission's objectives can no longer be achieved after 76 actions
	// lost: the mission's objectives can no longer be achieved after 76 actions
}

// A bot of your own: this one ends every Turn at once, and takes the
// first choice of every other decision.
func ExampleFunc() {
	idle := bot.Func(func(s invader.State) invader.Action {
		for _, a := range s.Legal() {
			if _, ok := a.(invader.EndTurn); ok {
				return a
			}
		}
		return s.Legal()[0]
	})
	m, _ := mission.Builtin("M1")
	s, _ := invader.New(m, invader.Seed(1))
	s, n, _ := bot.Play(s, idle, 40, math.MaxInt)
	fmt.Printf("%v in round %d, after %d actions\n", s.Outcome(), s.Round(), n)
	// Output:
	// lost: a survivor was eliminated in round 7, after 53 actions
}

// A bot named by a command-line flag.
func ExampleByName() {
	for _, name := range append(bot.Names(), "clever") {
		b, err := bot.ByName(name, 1)
		fmt.Println(b, err)
	}
	// Output:
	// greedy <nil>
	// lookahead <nil>
	// random <nil>
	// search <nil>
	// <nil> unknown bot "clever": want greedy, lookahead, random, search or search:N
}

// Play stops when the game ends, at the end of the round cap, or after so
// many actions, whichever comes first.
func ExamplePlay() {
	m, _ := mission.Builtin("M0")
	s, _ := invader.New(m, invader.Seed(1))
	end, n, err := bot.Play(s, bot.Greedy(), 1, math.MaxInt) // round 1 only
	fmt.Printf("round %d after %d actions: %v %v\n", end.Round(), n, end.Outcome(), err)
	end, n, err = bot.Play(s, bot.Greedy(), 40, 20) // 20 actions only
	fmt.Printf("round %d after %d actions: %v %v\n", end.Round(), n, end.Outcome(), err)
	// Output:
	// round 2 after 15 actions: in progress <nil>
	// round 2 after 20 actions: in progress <nil>
}

// The search bot wins the game of M1 the greedy bot loses with seed 2.
// With Iterations and Workers set, its games are the same on every
// machine.
func ExampleSearch() {
	m, _ := mission.Builtin("M1")
	s, _ := invader.New(m, invader.Seed(2))
	b := bot.Search(bot.SearchOptions{Iterations: 30, Workers: 2, Seed: 1})
	s, n, _ := bot.Play(s, b, 40, math.MaxInt)
	fmt.Printf("%v: %v in round %d, after %d actions\n", b, s.Outcome(), s.Round(), n)
	// Output:
	// search(30): won in round 7, after 120 actions
}
