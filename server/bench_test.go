package server

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkAct measures a person's action through the server without
// HTTP: judged, applied, stored (in memory), its step and views built and
// queued for a player and a spectator, the answer's view made. Each
// iteration is one action of M1 (a new match when one ends).
func BenchmarkAct(b *testing.B) {
	s, err := New(Config{Logf: b.Logf})
	require.NoError(b, err)
	defer s.Close()
	var l *live
	var cred string
	var watchers []*client
	open := func(i int) {
		req := CreateRequest{Mission: "M1", IdleBot: "none", Rules: json.RawMessage(fmt.Sprintf(`{"seed":%d}`, i))}
		start, err := req.start()
		require.NoError(b, err)
		g, err := startGame(start)
		require.NoError(b, err)
		rec, err := s.newMatch(req, start, g, fmt.Sprint("bench-", i))
		require.NoError(b, err)
		l, err = s.store0(context.Background(), rec, g, nil)
		require.NoError(b, err)
		cred, _, err = l.take(context.Background(), 0, "P", "")
		require.NoError(b, err)
		watchers = []*client{newClient(0, "b"), newClient(-1, "b")}
		for _, c := range watchers {
			require.NoError(b, l.join(c, -1))
		}
	}
	open(0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		l.mu.Lock()
		over := l.g.state.IsOver()
		index := l.g.index
		sh, _ := l.show()
		l.mu.Unlock()
		if over {
			b.StopTimer()
			l.stop()
			open(i + 1)
			b.StartTimer()
			continue
		}
		_, err := l.request(context.Background(), cred, ActRequest{Index: index, Action: sh.legal[i%len(sh.legal)]}, false)
		require.NoError(b, err)
		for _, c := range watchers {
			c.take()
		}
	}
}
