package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"
	"testing"
	"time"

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
		l = newLive(s, rec, g)
		err = s.store0(context.Background(), l, nil)
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
		_, err := l.request(context.Background(), cred, ActRequest{Index: index, Action: sh.legal[i%len(sh.legal)]}, false, 0)
		require.NoError(b, err)
		for _, c := range watchers {
			c.take()
		}
	}
}

// BenchmarkCreate measures POST /api/matches through the handler (no
// network): a match of M0 made, stored in memory, loaded and its seat
// taken, as the load program's clients create theirs.
func BenchmarkCreate(b *testing.B) {
	s, err := New(Config{Logf: b.Logf, Limits: Limits{MatchesPerClient: 1 << 30, Matches: 1 << 30, Rate: 1e9, Burst: 1 << 30}})
	require.NoError(b, err)
	defer s.Close()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		body := fmt.Sprintf(`{"mission":"M0","seats":["","greedy"],"take":0,"name":"P","idleBot":"none","rules":{"players":2,"seed":%d}}`, i)
		req := httptest.NewRequest("POST", "/api/matches", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		s.ServeHTTP(w, req)
		if w.Code != http.StatusCreated {
			b.Fatalf("%d %s", w.Code, w.Body)
		}
	}
}

// BenchmarkMatchMemory measures the memory a live match holds, its
// history aside: 200 matches of M0 (a person and a greedy bot) played 40
// steps each through the server with a live client each, then the heap
// (after a collection) over what it was before, a match; the history (its
// steps in the store, their words) is counted apart. Each iteration is a
// whole measure.
func BenchmarkMatchMemory(b *testing.B) {
	const matches, steps = 200, 40
	for b.Loop() {
		s, err := New(Config{Logf: b.Logf, Limits: Limits{MatchesPerClient: 1 << 30, Matches: 1 << 30}})
		require.NoError(b, err)
		before := heapInUse()
		var lives []*live
		var clients []*client
		for i := range matches {
			req := CreateRequest{Mission: "M0", Seats: []string{"", "greedy"}, IdleBot: "none",
				Rules: json.RawMessage(fmt.Sprintf(`{"seed":%d,"players":2}`, i))}
			start, err := req.start()
			require.NoError(b, err)
			g, err := startGame(start)
			require.NoError(b, err)
			rec, err := s.newMatch(req, start, g, fmt.Sprint("mem-", i))
			require.NoError(b, err)
			l := newLive(s, rec, g)
			require.NoError(b, s.store0(context.Background(), l, nil))
			cred, _, err := l.take(context.Background(), 0, "P", "")
			require.NoError(b, err)
			c := newClient(0, "b")
			require.NoError(b, l.join(c, -1))
			r := rand.New(rand.NewPCG(uint64(i), 1))
			for waitTurn(b, l, steps) {
				l.mu.Lock()
				index, mine := l.g.index, l.mayAct(0)
				sh, err := l.show()
				l.forgetShown() // as a step's end does
				l.mu.Unlock()
				require.NoError(b, err)
				if mine && len(sh.legal) > 0 {
					a := sh.legal[r.IntN(len(sh.legal))]
					_, _ = l.request(context.Background(), cred, ActRequest{Index: index, Action: a}, false, 0)
				}
				c.take()
			}
			lives, clients = append(lives, l), append(clients, c)
		}
		for _, l := range lives {
			waitTurn(b, l, steps) // the bots done
		}
		for _, c := range clients {
			c.take() // as its connection would have sent them
		}
		after := heapInUse()
		if f := os.Getenv("INVADER_MATCH_HEAP"); f != "" { // a heap profile of the matches, for go tool pprof
			w, err := os.Create(f)
			require.NoError(b, err)
			require.NoError(b, pprof.WriteHeapProfile(w))
			require.NoError(b, w.Close())
		}
		// The history: what the heap lets go of without the steps' words
		// and briefs and the store's log.
		mem := s.store.(*MemoryStore)
		for _, l := range lives {
			l.mu.Lock()
			l.g.words, l.g.steps = nil, nil
			l.mu.Unlock()
			mm := mem.matches[l.id]
			mm.mu.Lock()
			mm.steps = nil
			mm.mu.Unlock()
		}
		history := after - heapInUse()
		b.ReportMetric(float64(after-before-history)/matches, "B/match")
		b.ReportMetric(float64(history)/matches, "history-B/match")
		require.NoError(b, s.Close())
		runtime.KeepAlive(clients)
	}
}

// heapInUse is the heap in use after a collection.
func heapInUse() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse
}

// waitTurn waits for the bots of l to have played, and reports whether
// its person is to act before step n, the game not over.
func waitTurn(b *testing.B, l *live, n int) bool {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		l.mu.Lock()
		index, w, thinking := l.g.index, l.whose(), l.thinking
		l.mu.Unlock()
		switch {
		case index >= n || w == nobody:
			return false
		case w == 0 && !thinking:
			return true
		}
		time.Sleep(50 * time.Microsecond)
	}
	b.Fatalf("match %s: no turn of its person within 10 s", l.id)
	return false
}
