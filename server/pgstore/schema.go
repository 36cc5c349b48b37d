package pgstore

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// migrations are the schema's changes, in order: the schema of version n
// is the first n applied. Only ever append to the list; a migration once
// released never changes.
var migrations = []string{
	// 1: matches, their seats, steps and checkpoints.
	`CREATE TABLE matches (
	id            text PRIMARY KEY,
	created       timestamptz NOT NULL,
	owner         text NOT NULL,
	start_mission bytea,
	start_rules   bytea,
	start_state   bytea,
	start_table   boolean NOT NULL,
	seats         bigint,
	idle_bot      text NOT NULL,
	idle_after    bigint NOT NULL,
	mission       text NOT NULL,
	title         text NOT NULL,
	steps         bigint NOT NULL,
	round         bigint NOT NULL,
	outcome       text NOT NULL,
	over          boolean NOT NULL,
	updated       timestamptz NOT NULL,
	log_len       bigint NOT NULL DEFAULT 0
);
CREATE INDEX matches_created ON matches (created DESC, id COLLATE "C");
CREATE INDEX matches_owner ON matches (owner, created DESC);
CREATE INDEX matches_expiry ON matches (over, updated);
CREATE TABLE seats (
	match_id   text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
	n          bigint NOT NULL,
	survivors  text[],
	bot        text NOT NULL,
	name       text NOT NULL,
	credential bytea,
	PRIMARY KEY (match_id, n)
);
CREATE TABLE steps (
	match_id text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
	idx      bigint NOT NULL,
	action   text NOT NULL,
	undo     boolean NOT NULL,
	undo_to  bigint NOT NULL,
	seat     bigint NOT NULL,
	actor    text NOT NULL,
	client   text NOT NULL,
	at       timestamptz NOT NULL,
	PRIMARY KEY (match_id, idx)
);
CREATE TABLE checkpoints (
	match_id text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
	idx      bigint NOT NULL,
	state    bytea,
	PRIMARY KEY (match_id, idx)
);`,
}

// versions is the table of the migrations applied, one row each.
const versions = `CREATE TABLE IF NOT EXISTS invader_migrations (
	version integer PRIMARY KEY,
	applied timestamptz NOT NULL DEFAULT now()
)`

// migrate brings schema up to date, in one transaction that holds the
// schema's advisory lock: of processes opening it at once, one migrates it
// and the others, waiting for the lock, find it done.
func migrate(ctx context.Context, pool *pgxpool.Pool, schema string) error {
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", "invader pgstore "+schema); err != nil {
			return fmt.Errorf("lock: %w", err)
		}
		if err := createSchema(ctx, tx, schema); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, versions); err != nil {
			return fmt.Errorf("create invader_migrations: %w", err)
		}
		var version int
		if err := tx.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM invader_migrations").Scan(&version); err != nil {
			return fmt.Errorf("read version: %w", err)
		}
		if version > len(migrations) {
			return fmt.Errorf("the schema is version %d, newer than this program's %d", version, len(migrations))
		}
		for v := version + 1; v <= len(migrations); v++ {
			if err := apply(ctx, tx, v); err != nil {
				return err
			}
		}
		return nil
	})
}

// createSchema creates schema if there is none. (CREATE SCHEMA IF NOT
// EXISTS would want the right to create schemas even where it exists.)
func createSchema(ctx context.Context, tx pgx.Tx, schema string) error {
	var exists bool
	if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)", schema).Scan(&exists); err != nil {
		return fmt.Errorf("find schema: %w", err)
	}
	if exists {
		return nil
	}
	if _, err := tx.Exec(ctx, "CREATE SCHEMA "+quote(schema)); err != nil {
		return fmt.Errorf("create schema: %w", err)
	}
	return nil
}

// apply applies migration v (from 1) and records it.
func apply(ctx context.Context, tx pgx.Tx, v int) error {
	if _, err := tx.Exec(ctx, migrations[v-1]); err != nil {
		return fmt.Errorf("migration %d: %w", v, err)
	}
	if _, err := tx.Exec(ctx, "INSERT INTO invader_migrations (version) VALUES ($1)", v); err != nil {
		return fmt.Errorf("migration %d: %w", v, err)
	}
	return nil
}

// DropSchema drops the schema name of the database connString names, with
// all it holds (DROP SCHEMA ... CASCADE), if there is one: for a tool or a
// test that makes a schema of its own for a run (with Open and Schema)
// and is done with it. Close the Stores on it first; the drop waits for
// the locks of any still using it. ctx bounds it.
func DropSchema(ctx context.Context, connString, name string) error {
	cfg, err := pgxpool.ParseConfig(connString) // which takes pool_max_conns and the like, as Open does
	if err != nil {
		return fmt.Errorf("pgstore: drop schema: %w", err)
	}
	if err := checkSchemaName(name); err != nil {
		return fmt.Errorf("pgstore: drop schema: %w", err)
	}
	conn, err := pgx.ConnectConfig(ctx, cfg.ConnConfig)
	if err != nil {
		return fmt.Errorf("pgstore: drop schema %s: %w", name, err)
	}
	defer closeConn(conn)
	if _, err := conn.Exec(ctx, "DROP SCHEMA IF EXISTS "+quote(name)+" CASCADE"); err != nil {
		return fmt.Errorf("pgstore: drop schema %s: %w", name, err)
	}
	return nil
}
