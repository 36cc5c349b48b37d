package pgstore_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
)

// A node is one server on the shared database, as one process of several
// would run it.
type node struct {
	t   *testing.T
	srv *server.Server
	web *httptest.Server
}

func newNode(t *testing.T, schema string) *node {
	t.Helper()
	st := open(t, schema)
	srv, err := server.New(server.Config{Store: st, Logf: t.Logf,
		Limits: server.Limits{Rate: 1e6, Burst: 1e6, MatchesPerClient: 1000, Connections: 1000}})
	require.NoError(t, err)
	n := &node{t: t, srv: srv, web: httptest.NewServer(srv)}
	t.Cleanup(func() {
		n.web.Close()
		require.NoError(t, srv.Close())
	})
	return n
}

// do sends a request with a JSON body (nil for none) as a seat's
// credential holder, and decodes the answer into out; it returns the
// status.
func (n *node) do(method, path, cred string, body, out any) int {
	n.t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		require.NoError(n.t, err)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, n.web.URL+path, rd)
	require.NoError(n.t, err)
	req.Header.Set("Content-Type", "application/json")
	if cred != "" {
		req.Header.Set("Authorization", "Bearer "+cred)
	}
	res, err := n.web.Client().Do(req)
	require.NoError(n.t, err)
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	require.NoError(n.t, err)
	if out != nil && len(data) > 0 {
		require.NoError(n.t, json.Unmarshal(data, out), "%s %s: %s", method, path, data)
	}
	return res.StatusCode
}

func (n *node) view(id, cred string) server.View {
	n.t.Helper()
	var v server.View
	require.Equal(n.t, http.StatusOK, n.do("GET", "/api/matches/"+id+"/view", cred, nil, &v))
	return v
}

// TestPostgresTwoServers: two servers on one database, as two processes
// behind a load balancer, serve the same matches. Each match is created
// on one, its second seat taken on the other, and its two people act
// through either, by turns; each server hears of the other's steps (the
// Feed) and answers a request that lost the race as stale. Every match
// ends with the same State on both, the State its record plays again to.
func TestPostgresTwoServers(t *testing.T) {
	schema := newSchema(t)
	nodes := []*node{newNode(t, schema), newNode(t, schema)}
	replayer, err := server.New(server.Config{Logf: t.Logf, Limits: server.Limits{Rate: 1e6, Burst: 1e6}})
	require.NoError(t, err)
	t.Cleanup(func() { _ = replayer.Close() })

	const matches = 4
	var wg sync.WaitGroup
	for k := range matches {
		wg.Go(func() { playAcross(t, nodes, replayer, k) })
	}
	wg.Wait()
}

// playAcross plays match k to its end (or 400 steps) through both nodes.
func playAcross(t *testing.T, nodes []*node, replayer *server.Server, k int) {
	a, b := nodes[k%2], nodes[(k+1)%2]
	var c server.Created
	require.Equal(t, http.StatusCreated, a.do("POST", "/api/matches", "", map[string]any{
		"mission": "M0", "seats": []string{"", ""}, "take": 0, "name": "Ana", "idleBot": "none",
		"rules": map[string]any{"players": 2, "seed": 100 + k},
	}, &c))
	id := c.Match.ID
	creds := []string{c.Credential, ""}
	var took struct {
		Credential string `json:"credential"`
	}
	require.Equal(t, http.StatusOK, b.do("POST", "/api/matches/"+id+"/seats/1", "", map[string]string{"name": "Bo"}, &took))
	creds[1] = took.Credential

	r := rand.New(rand.NewPCG(uint64(k), 7))
	stale := 0
	for n := 0; n < 400; n++ {
		via := nodes[r.IntN(2)]
		v := via.view(id, "")
		if v.Over {
			break
		}
		seat := v.Deciding
		require.GreaterOrEqual(t, seat, 0, "match %s at %d: a person decides", id, v.Index)
		mine := via.view(id, creds[seat])
		if !mine.Yours || mine.Index != v.Index {
			continue // a step came meanwhile
		}
		action := mine.Actions[r.IntN(len(mine.Actions))]
		var res server.ActResult
		switch st := via.do("POST", "/api/matches/"+id+"/actions", creds[seat],
			server.ActRequest{Index: mine.Index, Action: action, Client: fmt.Sprint("c", k, "-", n)}, &res); st {
		case http.StatusOK:
			other := nodes[0]
			if via == nodes[0] {
				other = nodes[1]
			}
			waitIndex(t, other, id, res.Index) // the other heard of it
		case http.StatusConflict:
			stale++
		default:
			t.Fatalf("match %s: %q at %d: status %d", id, action, mine.Index, st)
		}
	}
	va, vb := nodes[0].view(id, ""), nodes[1].view(id, "")
	require.Equal(t, va.Index, vb.Index, "match %s: both at the same step", id)
	require.JSONEq(t, string(va.State), string(vb.State), "match %s: the same State on both", id)

	// The stored record plays again to the same State.
	req, err := http.NewRequest("GET", nodes[k%2].web.URL+"/api/matches/"+id+"/record", nil)
	require.NoError(t, err)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	record, err := io.ReadAll(res.Body)
	res.Body.Close()
	require.NoError(t, err)
	imp := httptest.NewRecorder()
	ireq := httptest.NewRequest("POST", "/api/matches/import", strings.NewReader(string(record)))
	replayer.ServeHTTP(imp, ireq)
	require.Equal(t, http.StatusCreated, imp.Code, "import: %s", imp.Body)
	var ic server.Created
	require.NoError(t, json.Unmarshal(imp.Body.Bytes(), &ic))
	vr := httptest.NewRecorder()
	replayer.ServeHTTP(vr, httptest.NewRequest("GET", "/api/matches/"+ic.Match.ID+"/view", nil))
	var replayed server.View
	require.NoError(t, json.Unmarshal(vr.Body.Bytes(), &replayed))
	require.Equal(t, va.Index, replayed.Index)
	require.JSONEq(t, string(va.State), string(replayed.State), "match %s: its record plays again to its State", id)
	t.Logf("match %s: %d steps, %d requests stale", id, va.Index, stale)
}

// waitIndex waits for node n to be at step index of match id or later.
func waitIndex(t *testing.T, n *node, id string, index int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for n.view(id, "").Index < index {
		if time.Now().After(deadline) {
			t.Fatalf("match %s: the other server did not hear of step %d within 10 s", id, index)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// TestPostgresRaceOneMatch: both servers are asked for the same match's
// next step at once, again and again: each step is stored once, the
// loser answered as stale (or, retried with the winner's client id, as
// the winner), and both servers stay at the same State.
func TestPostgresRaceOneMatch(t *testing.T) {
	schema := newSchema(t)
	nodes := []*node{newNode(t, schema), newNode(t, schema)}
	var c server.Created
	require.Equal(t, http.StatusCreated, nodes[0].do("POST", "/api/matches", "", map[string]any{
		"mission": "M0", "seats": []string{""}, "take": 0, "name": "Ana", "idleBot": "none", "rules": map[string]any{"seed": 5},
	}, &c))
	id, cred := c.Match.ID, c.Credential
	wins := 0
	for round := 0; round < 30; round++ {
		v := nodes[round%2].view(id, cred)
		for deadline := time.Now().Add(10 * time.Second); !v.Over && !v.Yours && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond) // the server's dice or the news of the last step, still on the way
			v = nodes[round%2].view(id, cred)
		}
		if v.Over || !v.Yours {
			break
		}
		codes := make([]int, 2)
		var wg sync.WaitGroup
		for i, n := range nodes {
			wg.Go(func() {
				action := v.Actions[(round+i)%len(v.Actions)]
				codes[i] = n.do("POST", "/api/matches/"+id+"/actions", cred,
					server.ActRequest{Index: v.Index, Action: action, Client: fmt.Sprint("r", round, "-", i)}, nil)
			})
		}
		wg.Wait()
		ok := 0
		for _, code := range codes {
			switch code {
			case http.StatusOK:
				ok++
			case http.StatusConflict:
			default:
				t.Fatalf("round %d: status %d", round, code)
			}
		}
		require.Equal(t, 1, ok, "round %d: exactly one of two racing requests makes step %d (%v)", round, v.Index+1, codes)
		wins++
		waitIndex(t, nodes[0], id, v.Index+1)
		waitIndex(t, nodes[1], id, v.Index+1)
		require.Equal(t, v.Index+1, nodes[0].view(id, "").Index, "one step, not two")
	}
	require.Positive(t, wins)
	require.JSONEq(t, string(nodes[0].view(id, "").State), string(nodes[1].view(id, "").State))
}
