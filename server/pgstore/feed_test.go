package pgstore_test

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server/pgstore"
	"github.com/invaderengine/invader/server/storetest"
)

// within is how long the tests wait for Follow to do what it must.
const within = 10 * time.Second

// follower is a Follow running in a goroutine of the test's.
type follower struct {
	ids  chan string // what changed was told
	pids chan uint32 // the backends of its listening connections
	ret  chan error  // what Follow returned
	stop context.CancelFunc
}

// follow starts s.Follow; t's end stops it, if nothing did before.
func follow(t *testing.T, s *pgstore.Store) *follower {
	t.Helper()
	f := &follower{ids: make(chan string, 100), pids: make(chan uint32, 100), ret: make(chan error, 1)}
	pgstore.OnListen(s, func(pid uint32) { f.pids <- pid })
	ctx, cancel := context.WithCancel(ctx)
	f.stop = cancel
	go func() { f.ret <- s.Follow(ctx, func(id string) { f.ids <- id }) }()
	t.Cleanup(func() {
		cancel()
		f.returned(t)
	})
	return f
}

// next returns the next ID f is told, failing t if none comes in time.
func (f *follower) next(t *testing.T) string {
	t.Helper()
	select {
	case id := <-f.ids:
		return id
	case <-time.After(within):
		t.Fatalf("Follow told nothing within %v", within)
		return ""
	}
}

// pid returns the backend of f's next listening connection.
func (f *follower) pid(t *testing.T) uint32 {
	t.Helper()
	select {
	case pid := <-f.pids:
		return pid
	case <-time.After(within):
		t.Fatalf("Follow made no listening connection within %v", within)
		return 0
	}
}

// returned waits for Follow to return, and returns its error.
func (f *follower) returned(t *testing.T) error {
	t.Helper()
	select {
	case err := <-f.ret:
		f.ret <- err // for the next to ask
		return err
	case <-time.After(within):
		t.Fatalf("Follow did not return within %v", within)
		return nil
	}
}

// quiet fails t if f is told anything within d.
func (f *follower) quiet(t *testing.T, d time.Duration) {
	t.Helper()
	select {
	case id := <-f.ids:
		t.Fatalf("told %q, of no change", id)
	case <-time.After(d):
	}
}

// TestFollowReconnects: when the server ends the listening connection,
// Follow makes another, tells "" (any match may have changed), and hears
// on.
func TestFollowReconnects(t *testing.T) {
	schema := newSchema(t)
	listener, writer := open(t, schema), open(t, schema)
	require.NoError(t, writer.Create(ctx, storetest.Match("a")))
	f := follow(t, listener)
	require.Equal(t, "", f.next(t), "listening")
	pid := f.pid(t)
	for i := range 3 {
		require.NoError(t, exec(connString(t), "SELECT pg_terminate_backend($1)", pid))
		require.Equal(t, "", f.next(t), "listening again, %d", i)
		next := f.pid(t)
		require.NotEqual(t, pid, next)
		pid = next
		require.NoError(t, writer.Append(ctx, "a", storetest.Step(i), storetest.Summary(i+1)))
		require.Equal(t, "a", f.next(t))
	}
	f.stop()
	require.ErrorIs(t, f.returned(t), context.Canceled)
}

// TestFollowPings: a listening connection quiet for long is pinged, and
// goes on listening.
func TestFollowPings(t *testing.T) {
	defer pgstore.SetPingAfter(20 * time.Millisecond)()
	schema := newSchema(t)
	listener, writer := open(t, schema), open(t, schema)
	require.NoError(t, writer.Create(ctx, storetest.Match("a")))
	f := follow(t, listener)
	require.Equal(t, "", f.next(t), "listening")
	pid := f.pid(t)
	f.quiet(t, 300*time.Millisecond) // pings, and no connection lost
	var last string
	require.NoError(t, queryRow(t, fmt.Sprint("SELECT query FROM pg_stat_activity WHERE pid = ", pid), &last))
	require.Equal(t, "-- ping", last, "the listening connection's last query")
	require.NoError(t, writer.TakeSeat(ctx, "a", 0, "Bo", []byte("bo")))
	require.Equal(t, "a", f.next(t))
	f.stop()
	require.ErrorIs(t, f.returned(t), context.Canceled)
}

// TestFeedsApart: a Store hears nothing of another schema's changes.
func TestFeedsApart(t *testing.T) {
	here, there := open(t, newSchema(t)), open(t, newSchema(t))
	require.NotEqual(t, pgstore.Channel(here), pgstore.Channel(there))
	f := follow(t, here)
	require.Equal(t, "", f.next(t), "listening")
	require.NoError(t, there.Create(ctx, storetest.Match("a")))
	require.NoError(t, there.Append(ctx, "a", storetest.Step(0), storetest.Summary(1)))
	require.NoError(t, here.Create(ctx, storetest.Match("b")))
	require.NoError(t, here.Append(ctx, "b", storetest.Step(0), storetest.Summary(1)))
	require.Equal(t, "b", f.next(t))
	f.quiet(t, 100*time.Millisecond)
}

// TestCloseEndsFollow: closing a Store ends its Follows, which say so;
// a Follow after Close fails at once.
func TestCloseEndsFollow(t *testing.T) {
	s := open(t, newSchema(t))
	f := follow(t, s)
	require.Equal(t, "", f.next(t), "listening")
	require.NoError(t, s.Close())
	err := f.returned(t)
	require.ErrorContains(t, err, "the Store is closed")
	err = s.Follow(ctx, func(string) { t.Error("told of a change by a closed Store") })
	require.ErrorContains(t, err, "the Store is closed")
	require.NoError(t, s.Close(), "closing again")
}

// TestFollowCannotStart: a Follow that cannot make its connection says
// why.
func TestFollowCannotStart(t *testing.T) {
	s := open(t, newSchema(t))
	pgstore.BreakListen(s)
	err := s.Follow(ctx, func(string) { t.Error("told of a change without a connection") })
	require.ErrorContains(t, err, "pgstore: follow:")
	require.NotErrorIs(t, err, context.Canceled)
	require.ErrorContains(t, s.Follow(ctx, nil), "changed is nil")
}

// TestNoGoroutineOutlives: once its Follows return and it closes, a Store
// leaves no goroutine of its own running.
func TestNoGoroutineOutlives(t *testing.T) {
	schema := newSchema(t)
	before := runtime.NumGoroutine()
	s, err := pgstore.Open(ctx, connString(t), pgstore.Schema(schema))
	require.NoError(t, err)
	require.NoError(t, s.Create(ctx, storetest.Match("a")))
	ctx, cancel := context.WithCancel(ctx)
	ids, ret := make(chan string, 10), make(chan error, 1)
	go func() { ret <- s.Follow(ctx, func(id string) { ids <- id }) }()
	require.Equal(t, "", <-ids)
	require.NoError(t, s.Append(ctx, "a", storetest.Step(0), storetest.Summary(1)))
	require.Equal(t, "a", <-ids)
	cancel()
	require.ErrorIs(t, <-ret, context.Canceled)
	require.NoError(t, s.Close())
	// pgxpool's own goroutines end soon after it closes, not at once.
	deadline := time.Now().Add(within)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<20)
		t.Fatalf("%d goroutines, %d before:\n%s", n, before, buf[:runtime.Stack(buf, true)])
	}
}
