package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
)

// The program as several processes on one PostgreSQL schema (-pg), as
// behind a load balancer: real processes, built from this package, and
// clients that reach them over HTTP and WebSocket only. They need a
// PostgreSQL database (INVADER_PG); each test has a schema of its own.

// playTime bounds the play of a test's matches.
const playTime = 45 * time.Second

// TestTwoProcessesPlayTogether: matches made on one process and joined
// on the other are played to their end by persons who follow them live
// on one process and act through both by turns, so that each process
// must tell its clients of the steps the other made (through the Feed):
// about half the views a person acts on follow a step made on the other
// process. Every match ends at the same State on both processes, the
// State its stored record plays again to.
func TestTwoProcessesPlayTogether(t *testing.T) {
	schema := newPGSchema(t)
	began := time.Now()
	procs := startProcs(t, schema, 2)
	t.Logf("two processes serving in %v", time.Since(began).Round(time.Millisecond))
	r := newReplayer(t)

	const matches, limit = 6, 300
	games := make([]*crossMatch, matches)
	for k := range games {
		games[k] = newCrossMatch(t, procs, k, limit)
	}
	began = time.Now()
	require.NoError(t, playAll(games, playTime))
	steps, stale := 0, 0
	for _, g := range games {
		steps += g.finish(t, procs, r, schema)
		for _, pp := range g.persons {
			stale += pp.stale
		}
	}
	t.Logf("%d matches, %d steps in %v (%d requests stale)", matches, steps, time.Since(began).Round(time.Millisecond), stale)
}

// TestTwoProcessesKill: mid-match, a process is killed (SIGKILL) just as
// an action's request to it is written. Its clients go on through the
// other: a live connection resumes from the last step it had, and a
// request in flight is sent again, the same (its client id too), and
// answered with the step it made or as stale, never applied twice. Every
// person was sent every step once, in order; the matches end at the
// State their records play again to, on the process left and on a new
// one.
func TestTwoProcessesKill(t *testing.T) {
	schema := newPGSchema(t)
	procs := startProcs(t, schema, 2)
	r := newReplayer(t)

	const matches, limit, killAt = 4, 300, 10
	games := make([]*crossMatch, matches)
	k := newKiller(procs[0])
	for i := range games {
		games[i] = newCrossMatch(t, procs, i, limit)
		for _, pp := range games[i].persons {
			pp.wrote = k.wrote
		}
	}
	played := make(chan error, 1)
	go func() { played <- playAll(games, playTime) }()
	waitAll(t, games, killAt, played)
	k.fire(t, 5*time.Second)
	require.NoError(t, <-played)

	procs = append(procs, launch(t, "process C", schema))
	procs[2].waitServing(t)
	reconnects, retries := 0, 0
	for _, g := range games {
		g.finish(t, procs, r, schema)
		for _, pp := range g.persons {
			reconnects, retries = reconnects+pp.reconnects, retries+pp.retries
			if pp.killed != "" {
				t.Log(pp.killed)
			}
		}
	}
	t.Logf("after the kill: %d live connections resumed on the other process, %d requests sent again", reconnects, retries)
	require.Positive(t, reconnects, "the live connections to the process killed resumed on the other")
}

// A killer kills its victim, once fired, just as a player's request to
// it has been written.
type killer struct {
	victim *proc
	once   sync.Once
	armed  atomic.Bool
	killed chan struct{} // closed once the victim is dead
}

func newKiller(victim *proc) *killer {
	return &killer{victim: victim, killed: make(chan struct{})}
}

// wrote is the players' hook: a request to the victim, once k is fired,
// is told to kill it.
func (k *killer) wrote(p *proc) (kill func()) {
	if p == k.victim && k.armed.Load() {
		k.once.Do(func() { kill = k.kill })
	}
	return kill
}

func (k *killer) kill() {
	k.victim.kill()
	close(k.killed)
}

// fire arms k, and waits up to d for a request to the victim: without
// one, it kills the victim itself.
func (k *killer) fire(t *testing.T, d time.Duration) {
	k.armed.Store(true)
	select {
	case <-k.killed:
	case <-time.After(d):
		k.once.Do(k.kill)
		<-k.killed
		t.Log("no request to the process killed was in flight")
	}
}

// waitAll waits until every game has heard of step at (or is done),
// failing t if play ends first or after 30 s.
func waitAll(t *testing.T, games []*crossMatch, at int, played chan error) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		all := true
		for _, g := range games {
			all = all && (g.last.Load() >= int64(at) || g.done.Load())
		}
		if all {
			return
		}
		select {
		case err := <-played:
			t.Fatalf("play ended before every match was at step %d: %v", at, err)
		case <-deadline:
			t.Fatalf("the matches were not all at step %d within 30 s", at)
		case <-time.After(2 * time.Millisecond):
		}
	}
}

// TestTwoProcessesRace: again and again, several requests for the same
// step of one match, each with an action of its own, go at once through
// both processes: exactly one makes the step, the others are answered
// 409 stale, and both processes are then at that step with the same
// State, its record's.
func TestTwoProcessesRace(t *testing.T) {
	schema := newPGSchema(t)
	procs := startProcs(t, schema, 2)
	r := newReplayer(t)
	var c struct {
		Match      struct{ ID string }
		Credential string
	}
	procs[0].must(t, http.StatusCreated, "POST", "/api/matches", "", map[string]any{
		"mission": "M0", "seats": []string{""}, "take": 0, "name": "Ana", "idleBot": "none", "rules": map[string]any{"seed": 5},
	}, &c)
	id := c.Match.ID
	const rounds, racers = 20, 6
	answered := map[string]int{}
	last := 0
	for round := range rounds {
		v := procs[round%2].view(t, id, c.Credential)
		require.GreaterOrEqual(t, v.Seat, 0, "round %d: a process knows the seat's credential, or reads the Store for it", round)
		if v.Over {
			break
		}
		require.True(t, v.Yours, "round %d: the one seat decides: %+v", round, viewHead(v))
		winner, i := race(t, procs, id, c.Credential, round, racers, v.Index, v.Actions)
		index := winner.Index + 1
		answered[winner.Client], last = index, index
		// Sent again through the other process, as after an answer lost,
		// the winner is answered its step, and nothing is applied again.
		var res struct{ Index int }
		procs[(i+1)%2].must(t, http.StatusOK, "POST", "/api/matches/"+id+"/actions", c.Credential, winner, &res)
		require.Equal(t, index, res.Index, "round %d: the winner sent again", round)
		for _, p := range procs {
			p.waitIndex(t, id, index)
		}
	}
	require.GreaterOrEqual(t, last, rounds/2, "the match lasted some rounds")
	agree(t, procs, r, id, last)
	checkClients(t, schema, id, last, answered)
}

// race sends racers requests for the step after index of match id at
// once, racer i's through procs[i%2] with an action of its own, and
// checks that one is answered 200 with the step after index, and the
// others 409 stale. It returns the winner's request and number.
func race(t *testing.T, procs []*proc, id, cred string, round, racers, index int, actions []string) (actRequest, int) {
	t.Helper()
	type answer struct {
		status int
		body   []byte
		index  int
		err    error
	}
	answers := make([]answer, racers)
	reqs := make([]actRequest, racers)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range racers {
		reqs[i] = actRequest{Index: index, Action: actions[(round+i)%len(actions)], Client: fmt.Sprintf("r%d-%d", round, i)}
		wg.Go(func() {
			var res struct{ Index int }
			<-start
			a := &answers[i]
			a.status, a.body, a.err = procs[i%2].call(context.Background(), "POST", "/api/matches/"+id+"/actions", cred, reqs[i], &res)
			a.index = res.Index
		})
	}
	close(start)
	wg.Wait()
	winner, wins := 0, 0
	for i, a := range answers {
		require.NoError(t, a.err, "round %d, racer %d", round, i)
		switch {
		case a.status == http.StatusOK:
			require.Equal(t, index+1, a.index, "round %d, racer %d: the step made", round, i)
			winner = i
			wins++
		case a.status == http.StatusConflict && strings.Contains(string(a.body), `"stale`):
		default:
			t.Fatalf("round %d, racer %d: %d: %s", round, i, a.status, a.body)
		}
	}
	require.Equal(t, 1, wins, "round %d: exactly one of %d requests makes step %d", round, racers, index+1)
	return reqs[winner], winner
}

// viewHead is v without its State and extra, to show.
func viewHead(v server.View) server.View {
	v.State, v.Extra = nil, nil
	return v
}
