// Package bot holds players for Zombicide: Invader (and the engine's
// second ruleset, Zombicide 2nd Edition): bots that decide for the players
// of a game, for simulations, tests of missions and house rules, and
// opponents to compare a front end's players with.
//
// A [Bot] is given a State whose game is not over and returns one of its
// legal actions; [Play] lets a bot play a game out:
//
//	s, _ := invader.New(m, invader.Seed(7))
//	s, n, err := bot.Play(s, bot.Greedy(), 40, math.MaxInt) // 40 rounds at most
//
// Four bots come with the package, all deterministic:
//
//   - [Random] picks uniformly among the legal actions, from its own seeded
//     generator; it loses every built-in mission.
//   - [Greedy] follows a fixed heuristic: take Objectives, fight when the
//     odds are good, search, step away from Xenos, head for what the
//     current Goal wants, the others keeping up with the one who leads,
//     then for the Exit.
//   - [Lookahead] plays each choice's round out with Greedy in a few
//     futures of its own and keeps the best; it is a few hundred times
//     slower than Greedy and wins far more (BENCHMARKS.md).
//   - [Search] races the choices of the players' decisions by Monte
//     Carlo playouts with Greedy, in futures of its own shared by every
//     choice, the better half going on each round (sequential halving),
//     with an anytime budget and root parallelism; deterministic for a
//     given seed, iteration budget and number of workers. At Lookahead's
//     CPU time per decision it wins more on M0 and M1 (BENCHMARKS.md).
//
// [ByName] finds a bot by the name a command-line flag gives. [SPRT] and
// [Wilson] are the statistics that compare bots (BENCHMARKS.md).
//
// # Contract
//
// Bots use only the public API of package invader, and a State is an
// immutable value: a bot never changes the State it is given. No bot sees
// the future: a State carries its random generator, so a bot that plays
// games out to judge its moves plays them on copies given another future
// with [invader.State.Reseed], never on plain copies, which would roll the
// real game's dice. Greedy, Lookahead and Search remember nothing between
// calls and are safe for concurrent use; a Random bot draws from its own
// generator and is not: give each goroutine its own.
//
// The bots decide every decision [invader.State.Pending] names, chance
// outcomes included: under [invader.ExternalChance] they pick the dice too
// (Greedy and Lookahead the first outcome listed, Random any, Search one
// drawn by its weight), and Lookahead's futures, which Reseed cannot
// change, all take the first outcomes, where Search's draw theirs. A
// front end for a real table asks the bot only for the players'
// decisions.
package bot
