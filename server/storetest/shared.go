package storetest

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
)

// RunShared runs the contract of a store that several handles share, as
// server processes do: open returns two handles of one new, empty store
// (two Stores of one file or database; or one Store twice, where that is
// all there is), which the suite closes. Each sees what the other stores,
// and of their appends of step N of a match exactly one succeeds. Where
// both handles are a server.Feed, each hears of the changes of both.
//
//	storetest.RunShared(t, func(t *testing.T) (a, b server.Store) {
//		path := filepath.Join(t.TempDir(), "m.db")
//		return openMine(t, path), openMine(t, path)
//	})
func RunShared(t *testing.T, open func(t *testing.T) (a, b server.Store)) {
	tests := []struct {
		name string
		f    func(t *testing.T, a, b server.Store)
	}{
		{"SeeEachOther", seeEachOther},
		{"AppendRace", sharedAppendRace},
		{"SeatRace", seatRace},
		{"Feed", feed},
		{"FeedStops", feedStops},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := open(t)
			defer func() { require.NoError(t, errors.Join(a.Close(), b.Close())) }()
			tt.f(t, a, b)
		})
	}
}

// seeEachOther: what one handle stores, the other reads.
func seeEachOther(t *testing.T, a, b server.Store) {
	require.NoError(t, a.Create(ctx, sample("a", at(0))))
	require.ErrorIs(t, b.Create(ctx, sample("a", at(1))), server.ErrExists)
	require.NoError(t, b.Append(ctx, "a", step(0), summary(1)))
	require.ErrorIs(t, a.Append(ctx, "a", step(0), summary(1)), server.ErrConflict)
	require.NoError(t, a.Append(ctx, "a", step(1), summary(2)))
	for _, s := range []server.Store{a, b} {
		got, err := s.Steps(ctx, "a", 0, -1)
		require.NoError(t, err)
		diff(t, []server.Step{step(0), step(1)}, got)
	}
	require.NoError(t, a.TakeSeat(ctx, "a", 0, "Bo", []byte("bo")))
	require.ErrorIs(t, b.TakeSeat(ctx, "a", 0, "Cy", []byte("cy")), server.ErrSeatTaken)
	m, err := b.Match(ctx, "a")
	require.NoError(t, err)
	require.Equal(t, "Bo", m.Seats[0].Name)
	require.Equal(t, 2, m.Steps)
	require.NoError(t, b.PutCheckpoint(ctx, "a", server.Checkpoint{Index: 1, State: []byte(`{"at":1}`)}))
	c, err := a.Checkpoint(ctx, "a", 5)
	require.NoError(t, err)
	require.Equal(t, 1, c.Index)
	n, err := a.Count(ctx, server.Query{})
	require.NoError(t, err)
	require.Equal(t, 1, n)
	n, err = b.Expire(ctx, time.Time{}, time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	require.Equal(t, 1, n)
	_, err = a.Match(ctx, "a")
	require.ErrorIs(t, err, server.ErrNotFound)
}

// sharedAppendRace: of writers on both handles racing to append the same
// index, exactly one wins each index.
func sharedAppendRace(t *testing.T, a, b server.Store) {
	require.NoError(t, a.Create(ctx, sample("a", at(0))))
	const writers, steps = 3, 30
	var wins [2][writers]int
	var wg sync.WaitGroup
	for h, s := range []server.Store{a, b} {
		for w := range writers {
			wg.Go(func() {
				for i := range steps {
					st := step(i)
					st.By = fmt.Sprint("handle ", h, " writer ", w)
					err := s.Append(ctx, "a", st, summary(i+1))
					switch {
					case err == nil:
						wins[h][w]++
					case !errors.Is(err, server.ErrConflict):
						t.Errorf("handle %d, writer %d, step %d: %v", h, w, i, err)
					}
				}
			})
		}
	}
	wg.Wait()
	total := 0
	for h := range wins {
		for _, n := range wins[h] {
			total += n
		}
	}
	require.Equal(t, steps, total, "each index won exactly once: %v", wins)
	for _, s := range []server.Store{a, b} {
		got, err := s.Steps(ctx, "a", 0, -1)
		require.NoError(t, err)
		require.Len(t, got, steps)
		for i, st := range got {
			require.Equal(t, i, st.Index)
		}
		m, err := s.Match(ctx, "a")
		require.NoError(t, err)
		require.Equal(t, steps, m.Steps)
	}
}

// seatRace: of people on both handles taking one seat at once, exactly one
// sits.
func seatRace(t *testing.T, a, b server.Store) {
	const rounds = 10
	for r := range rounds {
		id := fmt.Sprint("m", r)
		require.NoError(t, a.Create(ctx, sample(id, at(r))))
		errs := make([]error, 2)
		var wg sync.WaitGroup
		for h, s := range []server.Store{a, b} {
			wg.Go(func() { errs[h] = s.TakeSeat(ctx, id, 0, fmt.Sprint("P", h), fmt.Appendf(nil, "cred %d", h)) })
		}
		wg.Wait()
		won := 0
		for h, err := range errs {
			if err == nil {
				won++
				continue
			}
			require.ErrorIs(t, err, server.ErrSeatTaken, "handle %d", h)
		}
		require.Equal(t, 1, won, "round %d: %v", r, errs)
	}
}
