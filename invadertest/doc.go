// Package invadertest checks games of package invader against the engine's
// invariants, for the engine's own tests and for yours: run it on your
// missions, house rules and front-end code.
//
//   - [Mission] and [State] are rapid generators of small valid missions and
//     of game states reached by random legal play.
//   - [CheckInvariants] fails a test when a State breaks an invariant.
//   - [CheckApply] applies an action and checks everything Apply promises.
//   - [Play] is the random-play state machine: it plays legal actions,
//     tries illegal ones, and checks every step; failures shrink to a short
//     action list that [invader.Replay] reproduces.
//   - [Perft] counts the lines of play from a State to a depth, chance
//     included, and [Divide] splits the count by first action, as chess
//     engines prove their move generators; [PerftPosition] reads the
//     positions of the published suite (docs/PERFT.md).
//
// A typical property test of your own mission:
//
//	func TestMyMission(t *testing.T) {
//		rapid.Check(t, func(t *rapid.T) {
//			invadertest.Play(t, myMission, 200)
//		})
//	}
//
// The functions only read the States they are given.
package invadertest
