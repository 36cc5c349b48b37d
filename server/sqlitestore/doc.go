// Package sqlitestore is a server.Store kept in an SQLite file: the
// embedded default, so that a server restarted on the same file goes on
// with every match as it was. It uses modernc.org/sqlite (no cgo).
//
// # Concurrency
//
// A Store is safe for concurrent use. Several Stores, in one process or
// several, may share a file: SQLite's locking serialises their writers, and
// each change is one transaction begun with BEGIN IMMEDIATE, so that of
// writers racing to append step N of a match exactly one succeeds and the
// others get server.ErrConflict. Within a Store, writes queue for its one
// writing connection; a Store waiting for another's write lock retries for
// up to five seconds (busy_timeout, ended early by the call's context).
// Reads run on a pool of read-only connections, each in a transaction of
// its own: in WAL mode they see a consistent snapshot and never wait for a
// writer. Open puts a new file in WAL mode, which takes the file's
// exclusive lock: as SQLite fails that at once (SQLITE_BUSY) rather than
// wait when another connection is in the way, Open tries again, for up to
// five seconds too.
//
// Each change is written through to the disk before it returns
// (synchronous=FULL): a step a Store has taken survives a power cut.
//
// # Schema
//
// The file is in WAL journal mode, with foreign keys on. Its tables:
//
//	matches     (id PRIMARY KEY, created, owner, start_mission, start_rules,
//	             start_state, start_table, seats, idle_bot, idle_after,
//	             mission, title, steps, round, outcome, over, updated, log_len)
//	seats       (match_id, n, survivors, bot, name, credential)
//	steps       (match_id, idx, action, undo, undo_to, seat, actor, client, at)
//	checkpoints (match_id, idx, state)
//
// seats, steps and checkpoints are keyed by (match_id, n or idx), and go
// with their match when it is deleted (ON DELETE CASCADE). Times are Unix
// microseconds (the zero time.Time is its own, -62135596800000000), so
// they come back in UTC to the microsecond; durations are nanoseconds.
// matches.seats is the number of seats (NULL for nil Seats); log_len is the
// number of steps stored, which Append checks (steps keeps Summary.Steps
// as given). A seat's survivors are a JSON array; blobs keep the
// difference between nil and empty (NULL and a blob of no bytes).
//
// # Migrations
//
// The schema's version is PRAGMA user_version: the number of migrations
// applied, from a list that only grows (a later version adds migration 2
// and leaves migration 1 alone). Open applies each missing one in a
// transaction of its own, begun with BEGIN IMMEDIATE and reading the
// version again first, so that of processes opening a file at once one
// applies it and the others find it done. Open refuses a file of a newer
// version than it knows, and an SQLite file of another application
// (PRAGMA application_id).
package sqlitestore
