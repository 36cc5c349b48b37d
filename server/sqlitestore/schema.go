package sqlitestore

import (
	"context"
	"database/sql"
	"fmt"
)

// applicationID marks a file as a Store's (PRAGMA application_id): "ZInv".
const applicationID = 0x5A496E76

// migrations are the schema's changes, in order: the schema of version n
// is the first n applied. Only ever append to the list; a migration once
// released never changes.
var migrations = []string{
	// 1: matches, their seats, steps and checkpoints.
	fmt.Sprintf(`PRAGMA application_id = %d;
CREATE TABLE matches (
	id            TEXT PRIMARY KEY,
	created       INTEGER NOT NULL,
	owner         TEXT NOT NULL,
	start_mission BLOB,
	start_rules   BLOB,
	start_state   BLOB,
	start_table   INTEGER NOT NULL,
	seats         INTEGER,
	idle_bot      TEXT NOT NULL,
	idle_after    INTEGER NOT NULL,
	mission       TEXT NOT NULL,
	title         TEXT NOT NULL,
	steps         INTEGER NOT NULL,
	round         INTEGER NOT NULL,
	outcome       TEXT NOT NULL,
	over          INTEGER NOT NULL,
	updated       INTEGER NOT NULL,
	log_len       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX matches_created ON matches (created DESC, id);
CREATE TABLE seats (
	match_id   TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
	n          INTEGER NOT NULL,
	survivors  TEXT NOT NULL,
	bot        TEXT NOT NULL,
	name       TEXT NOT NULL,
	credential BLOB,
	PRIMARY KEY (match_id, n)
) WITHOUT ROWID;
CREATE TABLE steps (
	match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
	idx      INTEGER NOT NULL,
	action   TEXT NOT NULL,
	undo     INTEGER NOT NULL,
	undo_to  INTEGER NOT NULL,
	seat     INTEGER NOT NULL,
	actor    TEXT NOT NULL,
	client   TEXT NOT NULL,
	at       INTEGER NOT NULL,
	PRIMARY KEY (match_id, idx)
) WITHOUT ROWID;
CREATE TABLE checkpoints (
	match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
	idx      INTEGER NOT NULL,
	state    BLOB,
	PRIMARY KEY (match_id, idx)
);`, applicationID),
}

// migrate brings the file's schema up to date, one migration per
// transaction.
func migrate(ctx context.Context, db *sql.DB) error {
	for {
		done, err := migrateOne(ctx, db)
		if err != nil || done {
			return err
		}
	}
}

// migrateOne applies the first migration the file lacks, if any, and
// reports whether there was none. Its transaction begins with BEGIN
// IMMEDIATE (db's transactions do), so the version it reads is the one its
// change follows.
func migrateOne(ctx context.Context, db *sql.DB) (done bool, err error) {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer func() {
		if err != nil || done {
			_ = tx.Rollback()
		}
	}()
	version, err := checkFile(ctx, tx)
	if err != nil || version == len(migrations) {
		return true, err
	}
	if _, err := tx.ExecContext(ctx, migrations[version]); err != nil {
		return false, fmt.Errorf("migration %d: %w", version+1, err)
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", version+1)); err != nil {
		return false, fmt.Errorf("migration %d: %w", version+1, err)
	}
	if err := tx.Commit(); err != nil {
		return false, fmt.Errorf("migration %d: %w", version+1, err)
	}
	return false, nil
}

// checkFile returns the file's schema version, or why it is not a Store's
// this program can use.
func checkFile(ctx context.Context, tx *sql.Tx) (int, error) {
	var app, version int
	if err := tx.QueryRowContext(ctx, "PRAGMA application_id").Scan(&app); err != nil {
		return 0, err
	}
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return 0, err
	}
	switch {
	case app != 0 && app != applicationID:
		return 0, fmt.Errorf("the file is another application's database (application_id %#x)", app)
	case app == 0 && version != 0:
		return 0, fmt.Errorf("the file is another application's database (user_version %d)", version)
	case version > len(migrations):
		return 0, fmt.Errorf("the file's schema is version %d, newer than this program's %d", version, len(migrations))
	}
	return version, nil
}
