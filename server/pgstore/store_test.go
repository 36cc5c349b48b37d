package pgstore_test

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/pgstore"
	"github.com/invaderengine/invader/server/storetest"
)

func TestContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T) server.Store { return open(t, newSchema(t)) })
}

// TestShared: two Stores on one schema, as two processes have, with two
// pools, see each other's writes, win each step once, and hear each
// other's changes.
func TestShared(t *testing.T) {
	storetest.RunShared(t, func(t *testing.T) (a, b server.Store) {
		schema := newSchema(t)
		return open(t, schema), open(t, schema)
	})
}

// TestReopen: what a Store holds survives closing it and opening the
// schema again, a seat's credential included.
func TestReopen(t *testing.T) {
	schema := newSchema(t)
	storetest.Reopen(t, func(t *testing.T) server.Store { return open(t, schema) })
}

// TestOpenConcurrently: Stores opening a new schema at once all find it
// migrated, once; then, all open, they race to append each step, and of
// them exactly one wins each.
func TestOpenConcurrently(t *testing.T) {
	const stores, steps = 6, 40
	for round := range 3 {
		schema := newSchema(t)
		opened := make([]*pgstore.Store, stores)
		var wg sync.WaitGroup
		for i := range opened {
			wg.Go(func() {
				s, err := pgstore.Open(ctx, connString(t), pgstore.Schema(schema))
				if err != nil {
					t.Errorf("round %d, store %d: %v", round, i, err)
					return
				}
				t.Cleanup(func() { require.NoError(t, s.Close()) })
				opened[i] = s
			})
		}
		wg.Wait()
		if t.Failed() {
			t.FailNow()
		}
		var versions int
		require.NoError(t, queryRow(t, "SELECT count(*) FROM "+pgx.Identifier{schema, "invader_migrations"}.Sanitize(), &versions))
		require.Equal(t, 1, versions, "each migration applied once")
		require.NoError(t, opened[0].Create(ctx, storetest.Match("a")))
		wins := make([]int, stores)
		for i, s := range opened {
			wg.Go(func() { wins[i] = appendAll(t, s, "a", steps, fmt.Sprint("store ", i)) })
		}
		wg.Wait()
		total := 0
		for _, n := range wins {
			total += n
		}
		require.Equal(t, steps, total, "each index won exactly once: %v", wins)
		got, err := opened[stores-1].Steps(ctx, "a", 0, -1)
		require.NoError(t, err)
		require.Len(t, got, steps)
	}
}

// appendAll tries to append each of steps steps of match id, and says how
// many it stored.
func appendAll(t *testing.T, s server.Store, id string, steps int, by string) int {
	wins := 0
	for i := range steps {
		st := storetest.Step(i)
		st.By = by
		err := s.Append(ctx, id, st, storetest.Summary(i+1))
		switch {
		case err == nil:
			wins++
		case !errors.Is(err, server.ErrConflict):
			t.Errorf("%s, step %d: %v", by, i, err)
		}
	}
	return wins
}

// queryRow scans the one row of query, run on a connection of its own.
func queryRow(t *testing.T, query string, dest ...any) error {
	conn, err := pgx.Connect(ctx, connString(t))
	if err != nil {
		return err
	}
	defer func() { _ = conn.Close(ctx) }()
	return conn.QueryRow(ctx, query).Scan(dest...)
}

// TestNewerSchema: a schema a later version migrated further is refused,
// as is one that holds another application's tables.
func TestNewerSchema(t *testing.T) {
	schema := newSchema(t)
	require.NoError(t, open(t, schema).Close())
	q := pgx.Identifier{schema}.Sanitize()
	require.NoError(t, exec(connString(t), "INSERT INTO "+q+".invader_migrations (version) VALUES (99)"))
	_, err := pgstore.Open(ctx, connString(t), pgstore.Schema(schema))
	require.ErrorContains(t, err, "version 99, newer than this program's 1")
	require.ErrorContains(t, err, "pgstore: open: schema "+schema)

	other := newSchema(t)
	q = pgx.Identifier{other}.Sanitize()
	require.NoError(t, exec(connString(t), "CREATE SCHEMA "+q+"; CREATE TABLE "+q+".matches (a int)"))
	_, err = pgstore.Open(ctx, connString(t), pgstore.Schema(other))
	require.ErrorContains(t, err, "migration 1")
	require.ErrorContains(t, err, `relation "matches" already exists`)
}

// TestDefaultSchema: without Schema, a Store is in the connection's
// current schema, and notifies a channel of its name.
func TestDefaultSchema(t *testing.T) {
	schema := newSchema(t)
	require.NoError(t, exec(connString(t), "CREATE SCHEMA "+pgx.Identifier{schema}.Sanitize()))
	sep := "?"
	if strings.Contains(connString(t), "?") {
		sep = "&"
	}
	s, err := pgstore.Open(ctx, connString(t)+sep+"search_path="+schema)
	require.NoError(t, err)
	defer func() { require.NoError(t, s.Close()) }()
	require.Equal(t, "invader:"+schema, pgstore.Channel(s))
	require.NoError(t, s.Create(ctx, storetest.Match("a")))
	var n int
	require.NoError(t, queryRow(t, "SELECT count(*) FROM "+pgx.Identifier{schema, "matches"}.Sanitize(), &n))
	require.Equal(t, 1, n)

	_, err = pgstore.Open(ctx, connString(t)+sep+"search_path=no_such_schema_at_all")
	require.ErrorContains(t, err, "names no schema that exists")
}

// TestOddSchemas: a schema's name may be any text PostgreSQL takes, up to
// its longest; its channel is a name PostgreSQL takes too.
func TestOddSchemas(t *testing.T) {
	for _, suffix := range []string{`"odd" Name; DROP`, strings.Repeat("é", 20)} {
		schema := newSchema(t)
		schema = schema[:min(len(schema)+len(suffix), 63)-len(suffix)] + suffix
		t.Cleanup(func() { _ = exec(connString(t), "DROP SCHEMA IF EXISTS "+pgx.Identifier{schema}.Sanitize()+" CASCADE") })
		s := open(t, schema)
		require.LessOrEqual(t, len(pgstore.Channel(s)), 63)
		require.NoError(t, s.Create(ctx, storetest.Match("a")))
		require.NoError(t, s.Append(ctx, "a", storetest.Step(0), storetest.Summary(1)))
		got, err := s.Steps(ctx, "a", 0, -1)
		require.NoError(t, err)
		storetest.Diff(t, []server.Step{storetest.Step(0)}, got)
	}
}

// TestTimes: times come back in UTC, to the microsecond, whatever their
// location; the zero time is itself.
func TestTimes(t *testing.T) {
	s := open(t, newSchema(t))
	tokyo := time.FixedZone("Tokyo", 9*3600)
	m := storetest.Match("a")
	m.Created = time.Date(2026, 12, 3, 19, 4, 5, 123456789, tokyo)
	m.Updated = time.Time{}
	require.NoError(t, s.Create(ctx, m))
	got, err := s.Match(ctx, "a")
	require.NoError(t, err)
	require.Equal(t, time.Date(2026, 12, 3, 10, 4, 5, 123456000, time.UTC), got.Created)
	require.Equal(t, time.UTC, got.Created.Location())
	require.True(t, got.Updated.IsZero(), "%v", got.Updated)
	st := storetest.Step(0)
	st.Time = time.Date(1999, 1, 2, 3, 4, 5, 999, tokyo)
	require.NoError(t, s.Append(ctx, "a", st, storetest.Summary(1)))
	steps, err := s.Steps(ctx, "a", 0, 1)
	require.NoError(t, err)
	require.Equal(t, st.Time.UTC().Truncate(time.Microsecond), steps[0].Time)
	require.Equal(t, time.UTC, steps[0].Time.Location())
}

// TestStepsHugeLimit: a limit past the end, however large, reads to the
// end; so does a start before the first.
func TestStepsHugeLimit(t *testing.T) {
	s := open(t, newSchema(t))
	require.NoError(t, s.Create(ctx, storetest.Match("a")))
	for i := range 3 {
		require.NoError(t, s.Append(ctx, "a", storetest.Step(i), storetest.Summary(i+1)))
	}
	got, err := s.Steps(ctx, "a", 1, math.MaxInt)
	require.NoError(t, err)
	storetest.Diff(t, []server.Step{storetest.Step(1), storetest.Step(2)}, got)
	got, err = s.Steps(ctx, "a", math.MinInt, 1)
	require.NoError(t, err)
	storetest.Diff(t, []server.Step{storetest.Step(0)}, got)
	got, err = s.Steps(ctx, "a", math.MaxInt, 1)
	require.NoError(t, err)
	storetest.Diff(t, []server.Step{}, got)
}

// TestAppendStoredAlready: a step stored already at the match's count (the
// log out of step with it, as no Store leaves it) is a conflict too, and
// the summary stays as it was.
func TestAppendStoredAlready(t *testing.T) {
	schema := newSchema(t)
	s := open(t, schema)
	require.NoError(t, s.Create(ctx, storetest.Match("a")))
	require.NoError(t, s.Append(ctx, "a", storetest.Step(0), storetest.Summary(1)))
	require.NoError(t, exec(connString(t), "INSERT INTO "+pgx.Identifier{schema, "steps"}.Sanitize()+
		" (match_id, idx, action, undo, undo_to, seat, actor, client, at) VALUES ('a', 1, 'x', false, 0, 0, '', '', now())"))
	err := s.Append(ctx, "a", storetest.Step(1), storetest.Summary(2))
	require.ErrorIs(t, err, server.ErrConflict)
	require.ErrorContains(t, err, "a step 1 is stored already")
	m, err := s.Match(ctx, "a")
	require.NoError(t, err)
	storetest.Diff(t, storetest.Summary(1), m.Summary)
}
