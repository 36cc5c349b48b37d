package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/invaderengine/invader/server/pgstore"
)

// dbCounts are what a pgstore.Store asked of PostgreSQL.
type dbCounts struct {
	trips int64 // round trips (Store.RoundTrips)
	notes int64 // notifications heard (Store.Notifications)
}

// less is c less what was counted before.
func (c dbCounts) less(before dbCounts) dbCounts {
	return dbCounts{c.trips - before.trips, c.notes - before.notes}
}

// pgTimeout bounds opening a Store, and the schema's making and dropping.
const pgTimeout = 30 * time.Second

// A pgSchema is a run's schema of -pg's database.
type pgSchema struct {
	conn     string // the connection string
	name     string
	keep     bool
	poolSize int // the connections a Store's pool may hold
}

// newSchema makes a schema of its own for a run, on o.pg: load_ and 16
// random hex digits, brought up to date by a pgstore.Open. Its drop
// drops it, unless o.keep.
func newSchema(ctx context.Context, o options) (*pgSchema, error) {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	sc := &pgSchema{conn: o.pg, name: "load_" + hex.EncodeToString(b), keep: o.keep, poolSize: poolSize(o.pg)}
	s, err := sc.open(ctx)
	if err != nil {
		return nil, err
	}
	_ = s.Close()
	return sc, nil
}

// open opens a Store on the schema.
func (sc *pgSchema) open(ctx context.Context) (*pgstore.Store, error) {
	ctx, cancel := context.WithTimeout(ctx, pgTimeout)
	defer cancel()
	return pgstore.Open(ctx, sc.conn, pgstore.Schema(sc.name))
}

// drop drops the schema with all it holds, unless it is to be kept; it
// says on stderr what it did not do.
func (sc *pgSchema) drop() {
	if sc.keep {
		fmt.Fprintf(os.Stderr, "load: the schema %s is kept (-keep)\n", sc.name)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), pgTimeout)
	defer cancel()
	if err := pgstore.DropSchema(ctx, sc.conn, sc.name); err != nil {
		fmt.Fprintf(os.Stderr, "load: %v\n", err)
	}
}

// poolSize is the connections a pgstore.Store's pool may hold on conn:
// its pool_max_conns, else pgxpool's default, 4 or the CPUs if more.
func poolSize(conn string) int {
	var v string
	if u, err := url.Parse(conn); err == nil && (u.Scheme == "postgres" || u.Scheme == "postgresql") {
		v = u.Query().Get("pool_max_conns")
	} else { // key=value pairs
		for _, f := range strings.Fields(conn) {
			if k, val, ok := strings.Cut(f, "="); ok && k == "pool_max_conns" {
				v = val
			}
		}
	}
	if n, err := strconv.Atoi(v); err == nil && n > 0 {
		return n
	}
	return max(4, runtime.NumCPU())
}

// openPostgres opens a pgstore.Store on a new schema of o.pg, for a run
// of one server; closing it drops the schema, unless o.keep.
func openPostgres(ctx context.Context, o options) (*runStore, error) {
	sc, err := newSchema(ctx, o)
	if err != nil {
		return nil, err
	}
	s, err := sc.open(ctx)
	if err != nil {
		sc.drop()
		return nil, err
	}
	return &runStore{store: s, pg: s, schema: sc.name, poolSize: sc.poolSize, close: func() {
		_ = s.Close()
		sc.drop()
	}}, nil
}
