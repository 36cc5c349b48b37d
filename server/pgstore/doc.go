// Package pgstore is a server.Store kept in a PostgreSQL database, for
// several server processes sharing their matches, and a server.Feed that
// tells each of them of the steps and seats the others store. It uses
// github.com/jackc/pgx/v5 (pgxpool for its connections), and needs
// PostgreSQL 11 or later.
//
// # Concurrency
//
// A Store is safe for concurrent use, and any number of Stores, in one
// process or several, may use one schema at once. Each change is one
// transaction, at PostgreSQL's default isolation (READ COMMITTED). Append
// is a single statement: it updates the match's summary where the match
// has as many steps as the new step's index (the row's lock makes writers
// of one match take turns, and a writer that waited finds the count
// changed), inserts the step, and notifies; so that of writers racing to
// append step N of a match exactly one succeeds and the others get
// server.ErrConflict, with nothing changed. A step N stored already (which
// the count rules out) is a unique violation of the steps' key, and
// server.ErrConflict too. TakeSeat and LeaveSeat lock the seat's row
// (SELECT ... FOR UPDATE) before they decide. Each read is one statement:
// one snapshot, a match with its seats included.
//
// # Schema
//
// The tables are in one schema: the one Schema names, created by Open if
// there is none, or else the connection's current schema. Each connection
// of the Store's has it alone as its search_path. The tables:
//
//	matches     (id PRIMARY KEY, created, owner, start_mission, start_rules,
//	             start_state, start_table, seats, idle_bot, idle_after,
//	             mission, title, steps, round, outcome, over, updated, log_len)
//	seats       (match_id, n, survivors, bot, name, credential)
//	steps       (match_id, idx, action, undo, undo_to, seat, actor, client, at)
//	checkpoints (match_id, idx, state)
//	invader_migrations (version PRIMARY KEY, applied)
//
// seats, steps and checkpoints are keyed by (match_id, n or idx), and go
// with their match when it is deleted (ON DELETE CASCADE). Times are
// timestamptz: PostgreSQL keeps microseconds, and the Store returns them
// in UTC. Durations are bigint nanoseconds, counts and indexes bigint.
// matches.seats is the number of seats (NULL for nil Seats); log_len is
// the number of steps stored, which Append checks (steps keeps
// Summary.Steps as given). A seat's survivors are a text[]; bytea and
// text[] keep the difference between nil and empty (NULL and empty). The
// server's text must be valid UTF-8 without NUL characters (PostgreSQL's
// text cannot hold them): a Store refuses to store any other, saying
// which, and finds no match by such an ID.
//
// # Migrations
//
// invader_migrations holds a row for each migration applied, from a list
// that only grows (a later version adds migration 2 and leaves migration 1
// alone). Open applies the missing ones in one transaction that first
// takes a transaction-scoped advisory lock of the schema
// (pg_advisory_xact_lock of a hash of its name): of processes opening a
// schema at once, one migrates it and the others, waiting for the lock,
// find it done. Open refuses a schema of a newer version than it knows.
//
// # Feed
//
// Append, TakeSeat and LeaveSeat call pg_notify within their transaction,
// on the schema's channel ("invader:" and the schema's name, or a hash of
// the name where that would pass PostgreSQL's 63 bytes), with the match's
// ID as the payload ("" for an ID too long to be one). PostgreSQL delivers
// a notification when, and only if, its transaction commits: a change is
// never told before it can be read. Stores of other schemas use other
// channels, and hear nothing of these. See Store.Follow for the listening
// connection, and what Follow does when it is lost. LISTEN needs a session
// of its own: Follow's connection must reach PostgreSQL itself, or a pooler
// in session mode, not one in transaction mode.
//
// # Counting
//
// Store.RoundTrips counts the round trips a Store makes to PostgreSQL
// (statements, batches, prepares and pings, through a pgx tracer on each of
// its connections), and Store.Notifications the notifications its Follows
// hear: divided by the steps stored, what a step costs the database, which
// the load program (examples/load -store postgres) reports. DropSchema
// drops a schema a tool or a test made for a run.
package pgstore
