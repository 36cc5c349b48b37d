package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptrace"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// A player plays a seat of a match in the TestTwoProcesses tests, as a
// browser would: it follows the match on a live connection to one
// process, and acts on the views it is sent, through each process by
// turns. A process that dies is left for another: the live connection
// resumes from the last step it had, and a request in flight is sent
// again, the same, through another process.
type player struct {
	game  *crossMatch
	name  string
	cred  string
	procs []*proc
	live  int        // the process of its live connection, in procs
	turn  int        // the next request goes through procs[turn%len(procs)]
	rng   *rand.Rand // its choice of action
	last  int        // the last step it was sent (-1: none yet)

	// wrote, if not nil, is told of each action's request to p once
	// written, before its answer, and returns what to do then: kill p, or
	// nil for nothing.
	wrote func(p *proc) (kill func())

	answered   map[string]int // the requests answered 200: client id to step
	stale      int            // requests answered 409 stale
	reconnects int            // live connections made again, on another process
	retries    int            // requests sent again, their process dead
	killed     string         // what came of the request whose writing killed its process
}

// play plays until the match is over or at its game's limit, or ctx
// ends.
func (pp *player) play(ctx context.Context) error {
	sock, err := dial(ctx, pp.procs[pp.live], pp.game.id, pp.cred, -1)
	if err != nil {
		return err
	}
	defer func() { sock.close() }()
	for {
		m, err := sock.next(ctx)
		if errors.Is(err, errClosed) && pp.procs[pp.live].dead.Load() {
			again, err := pp.reconnect(ctx)
			if err != nil {
				return err
			}
			sock.close()
			sock = again
			continue
		}
		if err != nil {
			return fmt.Errorf("%s, after step %d: %w", pp.name, pp.last, err)
		}
		if done, err := pp.take(ctx, m); done || err != nil {
			return err
		}
	}
}

// reconnect follows the match again on a process alive, from the last
// step it had.
func (pp *player) reconnect(ctx context.Context) (*socket, error) {
	for i, p := range pp.procs {
		if !p.dead.Load() {
			pp.live = i
			pp.reconnects++
			return dial(ctx, p, pp.game.id, pp.cred, pp.last)
		}
	}
	return nil, errors.New("no process alive")
}

// take takes in a live message: a step must come right after the last,
// and a view that is the person's to decide is acted on. It says whether
// the person is done: the match over, or at its limit.
func (pp *player) take(ctx context.Context, m liveMsg) (bool, error) {
	switch m.Type {
	case "step":
		if m.Step.Index != pp.last+1 {
			return false, fmt.Errorf("%s: sent step %d after step %d", pp.name, m.Step.Index, pp.last)
		}
		pp.last = m.Step.Index
		pp.game.heard(pp.last)
	case "view":
		v := m.View
		if v.Over || v.Index >= pp.game.limit {
			pp.game.done.Store(true)
			return true, nil
		}
		if v.Yours && v.Index == pp.last {
			if len(v.Actions) == 0 {
				return false, fmt.Errorf("%s: step %d is its decision, with no action", pp.name, v.Index)
			}
			return false, pp.act(ctx, v.Index, v.Actions)
		}
	case "gap", "error":
		return false, fmt.Errorf("%s, after step %d: a %s message: %s", pp.name, pp.last, m.Type, m.Error)
	}
	return false, nil
}

// act takes one of actions at step index, through the next process
// alive; if that process dies before it answers, the same request again
// through another.
func (pp *player) act(ctx context.Context, index int, actions []string) error {
	req := actRequest{Index: index, Action: actions[pp.rng.IntN(len(actions))], Client: fmt.Sprintf("%s-%d", pp.name, index)}
	var killedHere atomic.Bool
	var first *proc // the process the request went through first
	for try := range len(pp.procs) {
		p := pp.next()
		if p == nil {
			break
		}
		if first == nil {
			first = p
		}
		var res struct{ Index int }
		status, body, err := p.call(pp.trace(ctx, p, &killedHere), "POST", pp.game.path("actions"), pp.cred, req, &res)
		if err != nil && p.dead.Load() {
			pp.retries++
			continue
		}
		if err != nil {
			return fmt.Errorf("%s: %q at %d: %w", pp.name, req.Action, index, err)
		}
		if err := pp.answer(req, status, body, res.Index, try > 0); err != nil {
			return err
		}
		if killedHere.Load() {
			return pp.resend(ctx, req, first, p, status, res.Index)
		}
		return nil
	}
	return fmt.Errorf("%s: %q at %d: no process alive answered", pp.name, req.Action, index)
}

// actRequest is server.ActRequest, as a client writes it.
type actRequest struct {
	Index  int    `json:"index"`
	Action string `json:"action"`
	Client string `json:"client"`
}

// trace is ctx with the hook that tells wrote of a request to p once it
// is written, and kills p (noting it in killed first) if wrote says so.
func (pp *player) trace(ctx context.Context, p *proc, killed *atomic.Bool) context.Context {
	if pp.wrote == nil {
		return ctx
	}
	return httptrace.WithClientTrace(ctx, &httptrace.ClientTrace{WroteRequest: func(httptrace.WroteRequestInfo) {
		if kill := pp.wrote(p); kill != nil {
			killed.Store(true)
			kill()
		}
	}})
}

// next is the process the next request goes through: the next alive.
func (pp *player) next() *proc {
	for range pp.procs {
		p := pp.procs[pp.turn%len(pp.procs)]
		pp.turn++
		if !p.dead.Load() {
			return p
		}
	}
	return nil
}

// answer notes the answer to req: 200 with the step after req's index,
// or 409 stale; anything else is an error.
func (pp *player) answer(req actRequest, status int, body []byte, index int, retried bool) error {
	switch {
	case status == http.StatusOK && index == req.Index+1:
		pp.answered[req.Client] = index
	case status == http.StatusConflict && bytes.Contains(body, []byte(`"stale`)):
		pp.stale++
	default:
		return fmt.Errorf("%s: %q at %d (retried: %v): %d, step %d: %s", pp.name, req.Action, req.Index, retried, status, index, body)
	}
	return nil
}

// resend sends req, whose writing killed the process killed and whose
// retry p answered (status, index), once more through p, as a client
// that lost the answer would: the same answer must come, not a second
// step.
func (pp *player) resend(ctx context.Context, req actRequest, killed, p *proc, status, index int) error {
	var res struct{ Index int }
	again, body, err := p.call(ctx, "POST", pp.game.path("actions"), pp.cred, req, &res)
	if err != nil {
		return err
	}
	pp.killed = fmt.Sprintf("%s's request %q at step %d, in flight when %s was killed, sent again through %s: %d (step %d); once more: %d (step %d)",
		pp.name, req.Action, req.Index, killed.name, p.name, status, index, again, res.Index)
	if status == http.StatusOK && (again != http.StatusOK || res.Index != index) {
		return fmt.Errorf("%s, sent a third time: %d: %s", pp.killed, again, body)
	}
	return nil
}

// A crossMatch is a match of M0 between two persons, Ana and Bo, played across
// processes for a test.
type crossMatch struct {
	id      string
	limit   int // the persons stop at a view of this step or later
	persons []*player
	last    atomic.Int64 // the last step its persons heard of
	done    atomic.Bool  // over, or at its limit
}

// newCrossMatch creates match k on procs[k%2], with two persons' seats, the
// second taken on the other process; the persons follow it on a process
// each and act through both by turns.
func newCrossMatch(t *testing.T, procs []*proc, k, limit int) *crossMatch {
	t.Helper()
	a, b := procs[k%2], procs[(k+1)%2]
	var c struct {
		Match      struct{ ID string }
		Credential string
	}
	a.must(t, http.StatusCreated, "POST", "/api/matches", "", map[string]any{
		"mission": "M0", "seats": []string{"", ""}, "take": 0, "name": "Ana", "idleBot": "none",
		"rules": map[string]any{"players": 2, "seed": 100 + k},
	}, &c)
	g := &crossMatch{id: c.Match.ID, limit: limit}
	var took struct{ Credential string }
	b.must(t, http.StatusOK, "POST", g.path("seats/1"), "", map[string]string{"name": "Bo"}, &took)
	for seat, cred := range []string{c.Credential, took.Credential} {
		g.persons = append(g.persons, &player{
			game: g, name: fmt.Sprintf("m%d-%s", k, []string{"Ana", "Bo"}[seat]), cred: cred, procs: procs,
			live: (k + seat) % 2, turn: seat, rng: rand.New(rand.NewPCG(uint64(k), uint64(seat))), last: -1,
			answered: map[string]int{},
		})
	}
	return g
}

// path is the path of the match's API at sub.
func (g *crossMatch) path(sub string) string { return "/api/matches/" + g.id + "/" + sub }

// heard notes that a person heard of step i.
func (g *crossMatch) heard(i int) {
	for {
		last := g.last.Load()
		if int64(i) <= last || g.last.CompareAndSwap(last, int64(i)) {
			return
		}
	}
}

// answered is every request of the game's persons answered 200: client
// id to step.
func (g *crossMatch) answered() map[string]int {
	all := map[string]int{}
	for _, pp := range g.persons {
		for c, i := range pp.answered {
			all[c] = i
		}
	}
	return all
}

// playAll plays every person of games at once, until every match is over
// or at its limit, within d; the first error stops them all, and is
// returned.
func playAll(games []*crossMatch, d time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
	)
	for _, g := range games {
		for _, pp := range g.persons {
			wg.Go(func() {
				if err := pp.play(ctx); err != nil {
					mu.Lock()
					if first == nil {
						first = err
					}
					mu.Unlock()
					cancel()
				}
			})
		}
	}
	wg.Wait()
	return first
}

// finish checks a game played: both persons were sent every step to the
// last, each once and in order; every live process has the match at that
// step with the same State, the State its record plays again to; and the
// stored steps have each client id once, the answered requests' at their
// steps.
func (g *crossMatch) finish(t *testing.T, procs []*proc, r replayer, schema string) int {
	t.Helper()
	last := int(g.last.Load())
	for _, pp := range g.persons {
		require.Equal(t, last, pp.last, "%s: sent the steps 0 to %d", pp.name, last)
	}
	agree(t, procs, r, g.id, last)
	checkClients(t, schema, g.id, last, g.answered())
	return last
}
