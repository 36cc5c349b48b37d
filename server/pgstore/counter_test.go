package pgstore_test

import (
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server/pgstore"
	"github.com/invaderengine/invader/server/storetest"
)

// TestPostgresRoundTrips: a Store counts its round trips to PostgreSQL,
// a statement's first use on a connection (its prepare) included, and the
// notifications its Follows hear. On one connection: a new match is four
// (BEGIN, the match, the seats' batch, COMMIT), a step one, a read one.
func TestPostgresRoundTrips(t *testing.T) {
	schema := newSchema(t)
	s, err := pgstore.Open(ctx, connString(t)+"&pool_max_conns=1", pgstore.Schema(schema))
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, s.Close()) })
	require.Positive(t, s.RoundTrips(), "the migrating counts")

	// trips returns the round trips f takes; a connection idle for over a
	// second is pinged as it is taken, which may add one.
	trips := func(f func()) int64 {
		before := s.RoundTrips()
		f()
		return s.RoundTrips() - before
	}
	near := func(want, got int64, what string) {
		t.Helper()
		require.True(t, got == want || got == want+1, "%s: %d round trips, want %d", what, got, want)
	}
	near(5, trips(func() { require.NoError(t, s.Create(ctx, storetest.Match("a"))) }), "the first Create (its INSERT prepared)")
	near(4, trips(func() { require.NoError(t, s.Create(ctx, storetest.Match("b"))) }), "a Create")
	near(2, trips(func() { require.NoError(t, s.Append(ctx, "a", storetest.Step(0), storetest.Summary(1))) }), "the first Append")
	got := trips(func() {
		for i := 1; i <= 20; i++ {
			require.NoError(t, s.Append(ctx, "a", storetest.Step(i), storetest.Summary(i+1)))
		}
	})
	require.True(t, got >= 20 && got <= 22, "20 Appends: %d round trips", got)
	_, err = s.Match(ctx, "a")
	require.NoError(t, err)
	near(1, trips(func() { _, err = s.Match(ctx, "b"); require.NoError(t, err) }), "a Match")

	// A Follow's LISTEN is a round trip; each step appended, a
	// notification heard.
	require.Zero(t, s.Notifications())
	var f *follower
	listen := trips(func() {
		f = follow(t, s)
		require.Equal(t, "", f.next(t))
	})
	require.GreaterOrEqual(t, listen, int64(1), "the LISTEN")
	require.NoError(t, s.Append(ctx, "b", storetest.Step(0), storetest.Summary(1)))
	require.NoError(t, s.Append(ctx, "a", storetest.Step(21), storetest.Summary(22)))
	require.Equal(t, "b", f.next(t))
	require.Equal(t, "a", f.next(t))
	require.Equal(t, int64(2), s.Notifications())
}

// TestPostgresDropSchema: DropSchema drops a schema Open made, with its
// tables; a schema that is not there is no error.
func TestPostgresDropSchema(t *testing.T) {
	schema := newSchema(t)
	conn := connString(t)
	s := open(t, schema)
	require.NoError(t, s.Create(ctx, storetest.Match("a")))
	require.NoError(t, s.Close())
	exists := func() bool {
		c, err := pgx.Connect(ctx, conn)
		require.NoError(t, err)
		defer func() { _ = c.Close(ctx) }()
		var n int
		require.NoError(t, c.QueryRow(ctx, "SELECT count(*) FROM pg_namespace WHERE nspname = $1", schema).Scan(&n))
		return n == 1
	}
	require.True(t, exists())
	require.NoError(t, pgstore.DropSchema(ctx, conn+"&pool_max_conns=2", schema))
	require.False(t, exists())
	require.NoError(t, pgstore.DropSchema(ctx, conn, schema), "again")
	require.Error(t, pgstore.DropSchema(ctx, conn, string(make([]byte, 64))), "a name PostgreSQL cannot take")
}
