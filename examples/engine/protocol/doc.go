// Package protocol is the engine of examples/engine: a line protocol, one
// JSON object a line, that lets a program in any language play
// Zombicide: Invader (and 2nd Edition) with package invader, as a chess
// engine speaks UCI.
//
// An Engine holds one game and answers one request line with one answer
// line (Engine.Handle); Serve greets, then answers the lines of a reader
// on a writer until quit or the end of the input. Answers are
// deterministic: the same request lines give the same answer lines, byte
// for byte (no clock, no map order, bots with an iteration budget and a
// single worker). No input makes it panic: an error is an answer with a
// code and a message.
//
// docs/PROTOCOL.md is the specification: every command and answer, the
// error codes, the caps, and the conformance kit in
// examples/engine/testdata.
package protocol
