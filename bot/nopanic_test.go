package bot_test

import (
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/mission"
)

// No exported function or method of the package panics, on a game or the
// zero State ("not a game"), whatever its arguments: a nil Bot, a nil
// Func, extreme rounds and actions, names of no bot, search options out
// of range, a rollout bot that returns nil. Lookahead's panic on fewer
// than one future is its contract.
func TestNoMethodPanics(t *testing.T) {
	m, err := mission.Builtin("M0")
	if err != nil {
		t.Fatal(err)
	}
	game, err := invader.New(m, invader.Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	bots := map[string]any{"greedy": bot.Greedy(), "lookahead(1)": bot.Lookahead(1), "random": bot.Random(1),
		"a nil Func": bot.Func(nil), "a Func": bot.Func(func(invader.State) invader.Action { return nil }),
		"search(4)":                   bot.Search(bot.SearchOptions{Iterations: 4, Workers: 2}),
		"search, a nil rollout bot's": bot.Search(bot.SearchOptions{Iterations: 4, Rollout: bot.Func(nil)}),
		"an SPRT":                     bot.SPRT{P0: 0.5, P1: 0.6, Alpha: 0.05, Beta: 0.05, Wins: 3}}
	for name, s := range map[string]invader.State{"the zero State": {}, "a game": game} {
		c := nopanictest.Config{Zeros: []any{s}, Values: []any{bot.Greedy(), bot.Func(nil)},
			Contract: []string{"bot.Lookahead("}}
		for bn, b := range bots {
			nopanictest.Methods(t, name+": "+bn, b, c)
		}
		for fn, f := range map[string]any{"Play": bot.Play, "ByName": bot.ByName, "Names": bot.Names,
			"Lookahead": bot.Lookahead, "Random": bot.Random, "Greedy": bot.Greedy, "Search": bot.Search,
			"Wilson": bot.Wilson} {
			nopanictest.Func(t, name+": "+fn, f, c)
		}
		greedy := func(s invader.State, rounds, maxActions int) {
			_, _, _ = bot.Play(s, bot.Greedy(), rounds, 200)
			_, _, _ = bot.Play(s, bot.Greedy(), 2, min(maxActions, 500))
		}
		nopanictest.Func(t, name+": Play with Greedy", greedy, c)
	}
}

// The package declares no exported method on a pointer receiver; should
// one come, this test calls it on a nil receiver once it is listed here.
func TestNoNilReceiverPanics(t *testing.T) {
	nopanictest.NilReceivers(t, nopanictest.Config{})
}
