package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/require"
)

// harness is a Server behind an httptest server, with a client for its
// API.
type harness struct {
	t   *testing.T
	srv *Server
	web *httptest.Server
}

// newHarness serves a new Server on cfg; the test closes it.
func newHarness(t *testing.T, cfg Config) *harness {
	t.Helper()
	if cfg.Logf == nil {
		cfg.Logf = t.Logf
	}
	if cfg.Limits.Rate == 0 { // tests ask fast
		cfg.Limits.Rate, cfg.Limits.Burst = 1e6, 1e6
	}
	s, err := New(cfg)
	require.NoError(t, err)
	h := &harness{t: t, srv: s, web: httptest.NewServer(s)}
	t.Cleanup(func() {
		h.web.Close()
		require.NoError(t, s.Close())
	})
	return h
}

// do sends a request with a JSON body (nil for none) and the credential
// (if any), and decodes the answer into out (if not nil); it returns the
// status.
func (h *harness) do(method, path, cred string, body, out any) int {
	h.t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		require.NoError(h.t, err)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, h.web.URL+path, rd)
	require.NoError(h.t, err)
	if cred != "" {
		req.Header.Set("Authorization", "Bearer "+cred)
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := h.web.Client().Do(req)
	require.NoError(h.t, err)
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	require.NoError(h.t, err)
	if out != nil {
		require.NoError(h.t, json.Unmarshal(data, out), "%s %s: %s", method, path, data)
	}
	return res.StatusCode
}

// create starts a match, failing the test unless it is created.
func (h *harness) create(req CreateRequest) Created {
	h.t.Helper()
	var raw json.RawMessage
	status := h.do("POST", "/api/matches", "", req, &raw)
	require.Equal(h.t, http.StatusCreated, status, "create: %s", raw)
	var c Created
	require.NoError(h.t, json.Unmarshal(raw, &c))
	return c
}

// view returns the View of match id for cred ("" for a spectator).
func (h *harness) view(id, cred string) View {
	h.t.Helper()
	var v View
	require.Equal(h.t, http.StatusOK, h.do("GET", "/api/matches/"+id+"/view", cred, nil, &v))
	return v
}

// act takes an action, failing the test unless it is taken.
func (h *harness) act(id, cred string, index int, action string) ActResult {
	h.t.Helper()
	var res ActResult
	status := h.do("POST", "/api/matches/"+id+"/actions", cred, ActRequest{Index: index, Action: action}, &res)
	require.Equal(h.t, http.StatusOK, status, "%q at %d", action, index)
	return res
}

// waitFor polls until f holds, or fails the test after d.
func waitFor(t *testing.T, d time.Duration, what string, f func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !f() {
		if time.Now().After(deadline) {
			t.Fatalf("waited %v for %s", d, what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// wsClient is a live-update connection for tests.
type wsClient struct {
	t    *testing.T
	conn *websocket.Conn
	msgs chan Message
}

// live connects to match id's live updates with cred and after.
func (h *harness) live(id, cred string, after int) *wsClient { return h.liveQuery(id, "", cred, after) }

// liveQuery is live with a query ("?lang=zh"; "" for none).
func (h *harness) liveQuery(id, query, cred string, after int) *wsClient {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	url := "ws" + strings.TrimPrefix(h.web.URL, "http") + "/api/matches/" + id + "/live" + query
	conn, _, err := websocket.Dial(ctx, url, nil)
	require.NoError(h.t, err)
	conn.SetReadLimit(8 << 20)
	b, _ := json.Marshal(Hello{Credential: cred, After: after})
	require.NoError(h.t, conn.Write(ctx, websocket.MessageText, b))
	c := &wsClient{t: h.t, conn: conn, msgs: make(chan Message, 4096)}
	go c.read()
	h.t.Cleanup(func() { conn.CloseNow() })
	return c
}

func (c *wsClient) read() {
	defer close(c.msgs)
	for {
		_, b, err := c.conn.Read(context.Background())
		if err != nil {
			return
		}
		var m Message
		if json.Unmarshal(b, &m) == nil {
			c.msgs <- m
		}
	}
}

// next returns the next message, failing the test after 5 s.
func (c *wsClient) next() Message {
	c.t.Helper()
	select {
	case m, ok := <-c.msgs:
		if !ok {
			c.t.Fatal("the connection closed")
		}
		return m
	case <-time.After(5 * time.Second):
		c.t.Fatal("no message in 5 s")
	}
	return Message{}
}

// until reads messages until one of type typ satisfying f (nil: any).
func (c *wsClient) until(typ string, f func(Message) bool) Message {
	c.t.Helper()
	for {
		m := c.next()
		if m.Type == typ && (f == nil || f(m)) {
			return m
		}
	}
}

func (c *wsClient) String() string { return fmt.Sprintf("wsClient(%p)", c) }
