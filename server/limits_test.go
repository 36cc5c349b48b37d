package server

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/require"
)

// TestSecurityHeaders: every answer, a refusal too, carries the headers.
func TestSecurityHeaders(t *testing.T) {
	h := newHarness(t, Config{})
	for _, path := range []string{"/api/missions", "/api/matches/nope", "/api/nothing"} {
		res, err := http.Get(h.web.URL + path)
		require.NoError(t, err)
		res.Body.Close()
		require.Equal(t, ContentSecurityPolicy, res.Header.Get("Content-Security-Policy"), path)
		require.Contains(t, res.Header.Get("Content-Security-Policy"), "frame-ancestors 'none'")
		require.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"), path)
		require.Equal(t, "no-referrer", res.Header.Get("Referrer-Policy"), path)
		require.Equal(t, "DENY", res.Header.Get("X-Frame-Options"), path)
	}
}

// TestCrossOrigin: another site's page may neither act nor connect; the
// server's own origin and Config.Origins may.
func TestCrossOrigin(t *testing.T) {
	h := newHarness(t, Config{Origins: []string{"https://friend.example"}})
	c := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":1}`), Take: seat(0)})
	id := c.Match.ID
	v := h.view(id, c.Credential)
	post := func(origin, site string) int {
		body, _ := json.Marshal(ActRequest{Index: v.Index, Action: v.Actions[0], Client: origin + site})
		req, _ := http.NewRequest("POST", h.web.URL+"/api/matches/"+id+"/actions", strings.NewReader(string(body)))
		req.Header.Set("Authorization", "Bearer "+c.Credential)
		if origin != "" {
			req.Header.Set("Origin", origin)
		}
		if site != "" {
			req.Header.Set("Sec-Fetch-Site", site)
		}
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		var e apiError
		_ = json.NewDecoder(res.Body).Decode(&e)
		res.Body.Close()
		return res.StatusCode
	}
	require.Equal(t, http.StatusForbidden, post("https://evil.example", ""))
	require.Equal(t, http.StatusForbidden, post("", "cross-site"))
	require.Equal(t, v.Index, h.view(id, "").Index, "nothing applied")
	require.Equal(t, http.StatusOK, post("https://friend.example", "cross-site"))

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	url := "ws" + strings.TrimPrefix(h.web.URL, "http") + "/api/matches/" + id + "/live"
	_, res, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"https://evil.example"}}})
	require.Error(t, err, "another site's page may not connect")
	require.Equal(t, http.StatusForbidden, res.StatusCode)
	conn, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"https://friend.example"}}})
	require.NoError(t, err)
	conn.CloseNow()
}

// TestRateLimit: a client over its rate is refused with 429 and
// Retry-After, and others are not.
func TestRateLimit(t *testing.T) {
	h := newHarness(t, Config{Limits: Limits{Rate: 1, Burst: 3}, ClientKey: func(r *http.Request) string { return r.Header.Get("X-Client") }})
	get := func(client string) *http.Response {
		req, _ := http.NewRequest("GET", h.web.URL+"/api/missions", nil)
		req.Header.Set("X-Client", client)
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		res.Body.Close()
		return res
	}
	for range 3 {
		require.Equal(t, http.StatusOK, get("a").StatusCode)
	}
	res := get("a")
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode)
	require.Equal(t, "1", res.Header.Get("Retry-After"))
	require.Equal(t, http.StatusOK, get("b").StatusCode, "another client")
}

// TestLimiterRefills: tokens come back at the rate, up to the burst.
func TestLimiterRefills(t *testing.T) {
	l := newLimiter(2, 2)
	t0 := time.Unix(0, 0)
	require.True(t, l.allow("a", t0))
	require.True(t, l.allow("a", t0))
	require.False(t, l.allow("a", t0))
	require.True(t, l.allow("a", t0.Add(500*time.Millisecond)))
	require.False(t, l.allow("a", t0.Add(500*time.Millisecond)))
	l.forget(t0.Add(time.Hour))
	require.Empty(t, l.buckets, "full buckets are forgotten")
}

// TestBodyCap: a body over Limits.Body is refused with 413.
func TestBodyCap(t *testing.T) {
	h := newHarness(t, Config{Limits: Limits{Body: 1000}})
	var e apiError
	status := h.do("POST", "/api/matches", "", CreateRequest{MissionText: strings.Repeat("# padding\n", 200)}, &e)
	require.Equal(t, http.StatusRequestEntityTooLarge, status, e.Error)
}

// TestQuota: a client may have MatchesPerClient matches in progress, and
// the server Matches in all.
func TestQuota(t *testing.T) {
	h := newHarness(t, Config{Limits: Limits{MatchesPerClient: 2, Matches: 3}, ClientKey: func(r *http.Request) string { return r.Header.Get("X-Client") }})
	create := func(client string) int {
		body, _ := json.Marshal(CreateRequest{Mission: "M0"})
		req, _ := http.NewRequest("POST", h.web.URL+"/api/matches", strings.NewReader(string(body)))
		req.Header.Set("X-Client", client)
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		res.Body.Close()
		return res.StatusCode
	}
	require.Equal(t, http.StatusCreated, create("a"))
	require.Equal(t, http.StatusCreated, create("a"))
	require.Equal(t, http.StatusTooManyRequests, create("a"))
	require.Equal(t, http.StatusCreated, create("b"))
	require.Equal(t, http.StatusServiceUnavailable, create("c"))
}

// TestExpire: the janitor's sweep deletes finished matches after
// Limits.Finished and lets go of unused ones; active ones stay.
func TestExpire(t *testing.T) {
	store := NewMemoryStore()
	h := newHarness(t, Config{Store: store, Limits: Limits{Finished: time.Hour, Abandoned: 48 * time.Hour}})
	done := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":2}`), Seats: []string{"greedy"}})
	active := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":2}`)})
	waitFor(t, 20*time.Second, "the bot's match to end", func() bool { return h.view(done.Match.ID, "").Over })
	h.srv.sweep(time.Now().Add(2 * time.Hour))
	_, err := store.Match(context.Background(), done.Match.ID)
	require.ErrorIs(t, err, ErrNotFound, "finished an hour ago")
	_, err = store.Match(context.Background(), active.Match.ID)
	require.NoError(t, err, "in progress")
	h.srv.mu.Lock()
	_, loaded := h.srv.live[active.Match.ID]
	h.srv.mu.Unlock()
	require.False(t, loaded, "unused for over 10 minutes: let go of")
	require.False(t, h.view(active.Match.ID, "").Over, "loaded again when asked for")
	h.srv.sweep(time.Now().Add(72 * time.Hour))
	_, err = store.Match(context.Background(), active.Match.ID)
	require.ErrorIs(t, err, ErrNotFound, "abandoned")
}

func TestTruncate(t *testing.T) {
	require.Equal(t, "abc", truncate("abc", 5))
	require.Equal(t, "ab", truncate("abc", 2))
	require.Equal(t, "a", truncate("aé", 2), "never half a rune")
	require.Equal(t, "aé", truncate("aé", 3))
}
