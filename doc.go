// Package invader is a rules engine for the co-operative board game
// Zombicide: Invader: it knows the rules so that front ends (web, terminal,
// desktop, bots, companion apps for a real table) and property-based tests
// of missions need not write a single one.
//
// # Contract
//
// The engine is built from immutable values and pure functions:
//
//	g, err := invader.New(m, opts...)     // a game State from a mission and a seed
//	next, events, err := g.Apply(action)  // g itself is never modified
//	actions := g.Legal()                  // every legal action, in a deterministic order
//
// A State is a value: Apply returns a new State and never writes to memory
// another State can see, so States may be kept (undo, replays, search trees)
// and shared between goroutines without locks. Chance lives in the State as
// a seeded generator, so a seed and a list of actions replay a game exactly.
// Illegal actions return an error wrapping ErrIllegal and leave the State as
// it was. (State, Apply and Legal arrive with the game core; this release
// provides the board and sight packages below.)
//
// # Packages
//
// Small packages each answer one question of the rules, and depend only on
// those below them (deps_test.go states the policy):
//
//   - zone: the board: zones, boundaries, doors, tokens, movement and routes
//   - los: line of sight and Range
//   - zone/zonetest: random valid maps and board states for property tests
//
// Rulings on points the rulebook leaves open are listed in docs/RULINGS.md.
package invader
