package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// leakMatches is how many random matches TestViewsNeverTell plays:
// INVADER_LEAK_MATCHES, else 300 (40 with -race or -short); CI runs
// 10,000, outside -race.
func leakMatches(t *testing.T) int {
	if v := os.Getenv("INVADER_LEAK_MATCHES"); v != "" {
		n, err := strconv.Atoi(v)
		require.NoError(t, err, "INVADER_LEAK_MATCHES")
		return n
	}
	if testing.Short() || raceEnabled {
		return 40
	}
	return 300
}

// TestViewsNeverTell plays random matches of every built-in mission
// through the server (random options, seats, real tables, undo) with a
// client at every seat and a spectator, and checks every message sent:
// none holds the seed, and every view is the one the same game with
// another future (State.Reseed) would have been sent, byte for byte.
func TestViewsNeverTell(t *testing.T) {
	n := leakMatches(t)
	s, err := New(Config{Logf: t.Logf})
	require.NoError(t, err)
	defer s.Close()
	r := rand.New(rand.NewPCG(1, 2))
	steps, messages := 0, 0
	for i := range n {
		ms, st := leakMatch(t, s, r, i)
		steps, messages = steps+st, messages+ms
	}
	t.Logf("%d matches, %d steps, %d messages checked", n, steps, messages)
}

// leakMatch plays one random match and checks its messages.
func leakMatch(t *testing.T, s *Server, r *rand.Rand, i int) (int, int) {
	ids := mission.Builtins()
	m, err := mission.Builtin(ids[r.IntN(len(ids))])
	require.NoError(t, err)
	seed := 1<<62 + r.Uint64N(1<<61) // 19 digits: never in a message by chance
	players := 1 + r.IntN(len(m.Cards()))
	req := CreateRequest{Mission: m.ID, Table: r.IntN(8) == 0, IdleBot: "none",
		Rules: json.RawMessage(fmt.Sprintf(`{"seed":%d,"players":%d,"ultrared":%v}`, seed, players, r.IntN(4) == 0))}
	start, err := req.start()
	require.NoError(t, err)
	g, err := startGame(start)
	require.NoError(t, err)
	rec, err := s.newMatch(req, start, g, fmt.Sprint("leak-", i))
	require.NoError(t, err)
	l := newLive(s, rec, g)
	err = s.store0(context.Background(), l, nil)
	require.NoError(t, err)
	creds := make([]string, len(rec.Seats))
	for n := range creds {
		creds[n], _, err = l.take(context.Background(), n, "P", "")
		require.NoError(t, err)
	}
	clients := map[int]*client{}
	for seat := -1; seat < len(creds); seat++ {
		clients[seat] = newClient(seat, "leak")
		require.NoError(t, l.join(clients[seat], -1))
	}
	budget := 1 + r.IntN(80)
	if r.IntN(50) == 0 {
		budget = 5000 // now and then a match to its end
	}
	played, sent := 0, 0
	for ; played < budget; played++ {
		sent += checkMessages(t, l, clients, seed)
		if !leakStep(t, l, r, creds) {
			break
		}
	}
	sent += checkMessages(t, l, clients, seed)
	l.stop()
	return sent, played
}

// leakStep takes a random legal action (or an undo) for the seat that
// decides; false when the match is over.
func leakStep(t *testing.T, l *live, r *rand.Rand, creds []string) bool {
	l.mu.Lock()
	who, index := l.whose(), l.g.index
	legal := l.g.state.Legal()
	s := l.g.state
	l.mu.Unlock()
	if who == nobody {
		return false
	}
	seat := who
	if who == anyone {
		seat = r.IntN(len(creds))
	}
	var own []invader.Action
	for _, a := range legal {
		if ownAction(s, seat, a) {
			own = append(own, a)
		}
	}
	req := ActRequest{Index: index, Action: s.FormatAction(own[r.IntN(len(own))]), Client: fmt.Sprint(index)}
	_, err := l.request(context.Background(), creds[seat], req, false, 0)
	require.NoError(t, err, "%s at step %d", req.Action, index)
	if r.IntN(10) == 0 {
		l.mu.Lock()
		_, ok := l.g.undoable(seat)
		next := l.g.index
		l.mu.Unlock()
		if ok {
			_, err := l.request(context.Background(), creds[seat], ActRequest{Index: next}, true, 0)
			require.NoError(t, err)
		}
	}
	return true
}

// checkMessages checks the messages the clients were sent since the last
// check, and says how many.
func checkMessages(t *testing.T, l *live, clients map[int]*client, seed uint64) int {
	t.Helper()
	needle := []byte(strconv.FormatUint(seed, 10))
	l.mu.Lock()
	defer l.mu.Unlock()
	future, err := showState(l.g.state.Reseed(seed^0x9e3779b97f4a7c15), l.g.index, l.whose() != nobody)
	require.NoError(t, err)
	n := 0
	for seat, c := range clients {
		for _, b := range c.take() {
			n++
			require.False(t, bytes.Contains(b, needle), "seat %d was sent the seed: %s", seat, b)
			var m struct {
				Type string
				View struct{ Index int }
			}
			require.NoError(t, json.Unmarshal(b, &m))
			if m.Type != "view" || m.View.Index != l.g.index {
				continue
			}
			require.Equal(t, string(otherFuture(t, l, future, seat)), string(b), "seat %d, step %d", seat, l.g.index)
		}
	}
	return n
}

// otherFuture is the view message seat would have been sent had the game
// had another future (the same game reseeded), shown.
func otherFuture(t *testing.T, l *live, future shown, seat int) []byte {
	real := l.g.state
	l.g.state = future.view
	defer func() { l.g.state = real }()
	v := l.viewFor(future, seat, 0)
	return encode(Message{Type: "view", View: &v})
}
