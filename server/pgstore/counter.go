package pgstore

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// A counter counts what a Store asks of PostgreSQL: as the pgx Tracer of
// every connection it makes (of its pool and its Follows'), and its pool's
// ShouldPing.
type counter struct {
	trips atomic.Int64 // round trips: statements, batches, prepares, pings
	notes atomic.Int64 // notifications of the Store's channel heard
}

var (
	_ pgx.QueryTracer   = (*counter)(nil)
	_ pgx.BatchTracer   = (*counter)(nil)
	_ pgx.PrepareTracer = (*counter)(nil)
)

// TraceQueryStart counts a statement: an Exec, Query or QueryRow, a
// transaction's BEGIN, COMMIT or ROLLBACK.
func (c *counter) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	c.trips.Add(1)
	return ctx
}

func (c *counter) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

// TraceBatchStart counts a batch: its statements go together.
func (c *counter) TraceBatchStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchStartData) context.Context {
	c.trips.Add(1)
	return ctx
}

func (c *counter) TraceBatchQuery(context.Context, *pgx.Conn, pgx.TraceBatchQueryData) {}

func (c *counter) TraceBatchEnd(context.Context, *pgx.Conn, pgx.TraceBatchEndData) {}

func (c *counter) TracePrepareStart(ctx context.Context, _ *pgx.Conn, _ pgx.TracePrepareStartData) context.Context {
	return ctx
}

// TracePrepareEnd counts a statement prepared (its first use on a
// connection), not one the connection had prepared already.
func (c *counter) TracePrepareEnd(_ context.Context, _ *pgx.Conn, d pgx.TracePrepareEndData) {
	if !d.AlreadyPrepared {
		c.trips.Add(1)
	}
}

// shouldPing is pgxpool's default (ping a connection idle for more than a
// second as it is acquired), counting the pings.
func (c *counter) shouldPing(_ context.Context, p pgxpool.ShouldPingParams) bool {
	if p.IdleDuration > time.Second {
		c.trips.Add(1)
		return true
	}
	return false
}

// RoundTrips returns how many round trips to PostgreSQL s has made since
// Open (its migrating included): each statement it sent (an Exec, Query
// or QueryRow of its own, and a transaction's BEGIN and COMMIT or
// ROLLBACK), each batch of statements sent together (the seats of a new
// match), each statement prepared (pgx prepares a statement the first time
// a connection runs it, which takes a round trip more), and each ping (of
// a connection of the pool idle for over a second as it is taken, or of a
// Follow's connection quiet for 30 seconds), its Follows' LISTEN included.
// It does not count the making of connections, nor the notifications
// PostgreSQL sends a Follow's connection unasked (see Notifications).
// Divided by the steps stored, it says what a step costs the database;
// it is safe to call at any time, after Close too.
func (s *Store) RoundTrips() int64 { return s.count.trips.Load() }

// Notifications returns how many notifications of its schema's channel
// s's Follows have heard since Open: one for each step appended and each
// seat taken or left, by any Store of the schema, for each Follow
// listening then. It is safe to call at any time, after Close too.
func (s *Store) Notifications() int64 { return s.count.notes.Load() }
