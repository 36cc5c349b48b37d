package sqlitestore_test

import (
	"fmt"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/storetest"
)

// TestGroupsKeepAppendsApart: appends of many matches at once, stored in
// groups, each as it would be alone: one that conflicts (step N of a
// match twice) is refused and undoes nothing of the others in its group.
func TestGroupsKeepAppendsApart(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "m.db"))
	defer func() { require.NoError(t, s.Close()) }()
	const matches, steps = 24, 20
	for i := range matches {
		require.NoError(t, s.Create(ctx, storetest.Match(fmt.Sprint("m", i))))
	}
	var wg sync.WaitGroup
	wins := make([][steps]int, matches)
	var mu sync.Mutex
	for i := range matches {
		for w := range 2 { // two writers race for each step of each match
			wg.Go(func() {
				for n := range steps {
					for {
						err := s.Append(ctx, fmt.Sprint("m", i), storetest.Step(n), storetest.Summary(n+1))
						if err == nil {
							mu.Lock()
							wins[i][n]++
							mu.Unlock()
							break
						}
						require.ErrorIs(t, err, server.ErrConflict, "writer %d, match %d, step %d", w, i, n)
						got, serr := s.Steps(ctx, fmt.Sprint("m", i), n, 1)
						require.NoError(t, serr)
						if len(got) == 1 { // the other writer stored it
							break
						}
					}
				}
			})
		}
	}
	wg.Wait()
	for i := range matches {
		for n := range steps {
			require.Equal(t, 1, wins[i][n], "match %d step %d stored once", i, n)
		}
		got, err := s.Steps(ctx, fmt.Sprint("m", i), 0, -1)
		require.NoError(t, err)
		require.Len(t, got, steps)
		m, err := s.Match(ctx, fmt.Sprint("m", i))
		require.NoError(t, err)
		require.Equal(t, steps, m.Steps)
	}
}
