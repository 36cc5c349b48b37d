package sqlitestore_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/sqlitestore"
	"github.com/invaderengine/invader/server/storetest"
)

var ctx = context.Background()

func TestContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T) server.Store { return open(t, filepath.Join(t.TempDir(), "m.db")) })
}

// open opens the Store at path, and fails t if it cannot.
func open(t testing.TB, path string) *sqlitestore.Store {
	t.Helper()
	s, err := sqlitestore.Open(path)
	require.NoError(t, err)
	return s
}

// TestReopen: what a Store holds survives closing it and opening the file
// again, a seat's credential included.
func TestReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.db")
	storetest.Reopen(t, func(t *testing.T) server.Store { return open(t, path) })
}

// TestTwoProcesses: two Stores on one file at once, as two processes would
// have, both migrate it, see each other's writes, and of their appends of a
// step exactly one wins.
func TestTwoProcesses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.db")
	stores := make([]*sqlitestore.Store, 2)
	var wg sync.WaitGroup
	for i := range stores {
		wg.Go(func() { stores[i] = open(t, path) })
	}
	wg.Wait()
	for _, s := range stores {
		defer func() { require.NoError(t, s.Close()) }()
	}
	a, b := stores[0], stores[1]
	require.NoError(t, a.Create(ctx, storetest.Match("a")))
	require.ErrorIs(t, b.Create(ctx, storetest.Match("a")), server.ErrExists)
	require.NoError(t, b.Append(ctx, "a", storetest.Step(0), storetest.Summary(1)))
	got, err := a.Steps(ctx, "a", 0, -1)
	require.NoError(t, err)
	storetest.Diff(t, []server.Step{storetest.Step(0)}, got)

	const writers, steps = 3, 30
	var wins [2][writers]int
	for i, s := range stores {
		for w := range writers {
			wg.Go(func() {
				for n := 1; n < steps; n++ {
					st := storetest.Step(n)
					st.By = fmt.Sprint("store ", i, " writer ", w)
					err := s.Append(ctx, "a", st, storetest.Summary(n+1))
					switch {
					case err == nil:
						wins[i][w]++
					case !errors.Is(err, server.ErrConflict):
						t.Errorf("store %d, writer %d, step %d: %v", i, w, n, err)
					}
				}
			})
		}
	}
	wg.Wait()
	total := 0
	for i := range wins {
		for _, n := range wins[i] {
			total += n
		}
	}
	require.Equal(t, steps-1, total, "each index won exactly once")
	for _, s := range stores {
		got, err := s.Steps(ctx, "a", 0, -1)
		require.NoError(t, err)
		require.Len(t, got, steps)
		m, err := s.Match(ctx, "a")
		require.NoError(t, err)
		require.Equal(t, steps, m.Steps)
	}
}

// TestOpenConcurrently: Stores opening a new file at once all find it
// migrated once.
func TestOpenConcurrently(t *testing.T) {
	for range 10 {
		path := filepath.Join(t.TempDir(), "m.db")
		var wg sync.WaitGroup
		for range 4 {
			wg.Go(func() {
				s, err := sqlitestore.Open(path)
				if err != nil {
					t.Error(err)
					return
				}
				if err := s.Create(ctx, storetest.Match(fmt.Sprint(time.Now().UnixNano()))); err != nil && !errors.Is(err, server.ErrExists) {
					t.Error(err)
				}
				if err := s.Close(); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
	}
}

func TestOpenBadPaths(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.db")
	bytes := make([]byte, 8192)
	for i := range bytes {
		bytes[i] = byte(i*7 + 3)
	}
	require.NoError(t, os.WriteFile(garbage, bytes, 0o600))
	for _, path := range []string{"", ":memory:", "file:m.db?mode=memory", garbage, dir, filepath.Join(dir, "no", "such", "dir", "m.db")} {
		s, err := sqlitestore.Open(path)
		require.Error(t, err, "%q", path)
		require.Nil(t, s)
		require.Contains(t, err.Error(), "sqlitestore: open")
	}
}

// TestOddPaths: a path may hold characters a URI gives a meaning.
func TestOddPaths(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a?b#c%20d e.db")
	s := open(t, path)
	require.NoError(t, s.Create(ctx, storetest.Match("a")))
	require.NoError(t, s.Close())
	_, err := os.Stat(path)
	require.NoError(t, err)
	s = open(t, path)
	defer func() { require.NoError(t, s.Close()) }()
	_, err = s.Match(ctx, "a")
	require.NoError(t, err)
}

// TestNewerSchema: a file a later version migrated further is refused, as
// is another application's database.
func TestNewerSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.db")
	require.NoError(t, open(t, path).Close())
	require.NoError(t, sqlitestore.Exec(path, "PRAGMA user_version = 99"))
	_, err := sqlitestore.Open(path)
	require.ErrorContains(t, err, "version 99, newer than this program's")

	for _, query := range []string{"PRAGMA application_id = 7", "CREATE TABLE t (a); PRAGMA user_version = 3"} {
		other := filepath.Join(t.TempDir(), "other.db")
		require.NoError(t, sqlitestore.Exec(other, query))
		_, err = sqlitestore.Open(other)
		require.ErrorContains(t, err, "another application's database")
	}
}

// TestStepsHugeLimit: a limit past the end, however large, reads to the end.
func TestStepsHugeLimit(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "m.db"))
	defer func() { require.NoError(t, s.Close()) }()
	require.NoError(t, s.Create(ctx, storetest.Match("a")))
	for i := range 3 {
		require.NoError(t, s.Append(ctx, "a", storetest.Step(i), storetest.Summary(i+1)))
	}
	got, err := s.Steps(ctx, "a", 1, math.MaxInt)
	require.NoError(t, err)
	storetest.Diff(t, []server.Step{storetest.Step(1), storetest.Step(2)}, got)
}
