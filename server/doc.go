// Package server plays matches of Zombicide: Invader (and 2nd Edition)
// between people in several browsers or programs, and bots: an
// http.Handler any Go program can mount, on the engine's public API only.
//
//	s, err := server.New(server.Config{Store: store}) // nil Store: in memory
//	...
//	defer s.Close()
//	http.Handle("/api/", s)
//
// docs/SERVER.md is the protocol, endpoint by endpoint and message by
// message, enough to write a front end in any language.
//
// # Matches, seats and views
//
// A match is a game (a mission with rule options, or a saved game) and a
// seat for each of its players: a bot (package bot) or a person, who
// takes it and is given a secret credential; only its holder acts for
// that seat's Survivors and decisions. Spectators watch without a seat.
// Every message to a seat or a spectator is built from the State's View
// (invader.State.View): nothing sent tells the dice and cards to come.
//
// The log of a match is append-only: step 0 is the setup, each later
// step one action in notation or one undo, with who took it and its
// events in words. A client says the index of the step it acted at (a
// stale request is refused, never applied to a later State) and an id of
// its own (a retried request is answered, not applied twice); a client
// that reconnects says the last index it has and is sent only what came
// after. The server answers an action only once its Store has the step.
//
// The words of a step (its events) and of a view (Config.ExtraIn's) are
// in the language each client asks for, with the lang parameter: a
// connection's, not a match's, so the players of one match may each read
// their own (Config.Languages; package lang's languages are Languages).
// The notation, positions and JSON keys are the same in every language.
//
// Bots play in the background, never inside a request, within a time per
// decision. A person who is away past the match's idle time is stood in
// for by the match's idle bot until they come back.
//
// # Storage
//
// A Store keeps each match as what replays it exactly (how it starts,
// then its steps) plus checkpoints: MemoryStore for tests, package
// sqlitestore for a file, package pgstore for PostgreSQL, package
// storetest for the contract every Store passes. A server started on a
// Store goes on with every match Equal to before.
//
// Several processes may serve one Store that is a [Feed] (pgstore's is):
// each hears of the steps and seats the others store, and a step that
// loses the race for its index is answered as if it came second
// (docs/SERVER.md, "One process or several"). WriteRecord and ReadRecord are a match's game record
// (docs/RECORD.md), what PGN is to chess.
//
// # Concurrency
//
// A Server is safe for concurrent use. Each match loaded has one owner, a
// value that applies its steps one at a time under its lock, stores each
// and then sends it; everything else reads. Every goroutine the server
// starts (bots, timers, live connections, the janitor that expires old
// matches, the follower of a Feed) ends when Close returns.
package server
