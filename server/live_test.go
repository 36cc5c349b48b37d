package server

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
)

// twoPlayers starts M0 with two person seats, both taken.
func twoPlayers(t *testing.T, h *harness, req CreateRequest) (id, ana, bo string) {
	t.Helper()
	if req.Mission == "" {
		req.Mission = "M0"
	}
	if req.Rules == nil {
		req.Rules = json.RawMessage(`{"seed":5,"players":2}`)
	}
	req.Take, req.Name = seat(0), "Ana"
	c := h.create(req)
	var other struct {
		Credential string `json:"credential"`
	}
	require.Equal(t, http.StatusOK, h.do("POST", "/api/matches/"+c.Match.ID+"/seats/1", "", map[string]string{"name": "Bo"}, &other))
	return c.Match.ID, c.Credential, other.Credential
}

// TestLive: a player's action reaches the other player and a spectator
// as its step (events in words) and the view after it; each is shown the
// actions only when the decision is theirs.
func TestLive(t *testing.T) {
	h := newHarness(t, Config{})
	id, ana, bo := twoPlayers(t, h, CreateRequest{})
	v := h.view(id, ana)
	boLive := h.live(id, bo, v.Index)
	watcher := h.live(id, "", -1)

	first := watcher.until("step", nil)
	require.Equal(t, 0, first.Step.Index, "a new client gets the log from the setup")
	require.NotEmpty(t, first.Step.Lines)
	wv := watcher.until("view", nil).View
	require.Equal(t, -1, wv.Seat)
	require.Empty(t, wv.Actions, "a spectator is offered nothing")
	bv := boLive.until("view", nil).View
	require.False(t, bv.Yours)
	require.Empty(t, bv.Actions)

	res := h.act(id, ana, v.Index, v.Actions[0])
	for _, c := range []*wsClient{boLive, watcher} {
		st := c.until("step", func(m Message) bool { return m.Step.Index == res.Index })
		require.Equal(t, v.Actions[0], st.Step.Action)
		require.Equal(t, 0, st.Step.Seat)
		require.Equal(t, "Ana", st.Step.By)
		require.NotEmpty(t, st.Step.Lines)
		nv := c.until("view", nil).View
		require.Equal(t, res.Index, nv.Index)
		require.Equal(t, string(res.View.State), string(nv.State))
	}
	var mi MatchInfo
	require.Equal(t, http.StatusOK, h.do("GET", "/api/matches/"+id, "", nil, &mi))
	require.Equal(t, "Bo", mi.Seats[1].Name)
	require.True(t, mi.Seats[1].Connected)
	require.False(t, mi.Seats[0].Connected)
}

// TestReconnect: a client that comes back with the last index it has is
// sent only what came after; a tab closed and reopened resumes its seat.
func TestReconnect(t *testing.T) {
	h := newHarness(t, Config{})
	id, ana, _ := twoPlayers(t, h, CreateRequest{})
	c := h.live(id, ana, -1)
	v := *c.until("view", nil).View
	require.True(t, v.Yours)
	require.NoError(t, c.conn.CloseNow()) // the tab closes

	for range 3 { // others act meanwhile (here: Ana from another device)
		v = h.view(id, ana)
		if !v.Yours {
			break
		}
		h.act(id, ana, v.Index, v.Actions[0])
	}
	now := h.view(id, "").Index
	back := h.live(id, ana, 0)
	var got []int
	for {
		m := back.next()
		if m.Type == "view" {
			require.Equal(t, 0, m.View.Seat, "the seat resumed")
			require.Equal(t, now, m.View.Index)
			break
		}
		if m.Type == "step" {
			got = append(got, m.Step.Index)
		}
	}
	want := []int{}
	for i := 1; i <= now; i++ {
		want = append(want, i)
	}
	require.Equal(t, want, got, "only the steps after the one it had")
}

// TestGap: a client far behind is told the gap and sent the last page.
func TestGap(t *testing.T) {
	h := newHarness(t, Config{Limits: Limits{Page: 3}})
	c := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":2}`), Seats: []string{"greedy"}})
	id := c.Match.ID
	waitFor(t, 10*time.Second, "the bot to finish", func() bool { return h.view(id, "").Over })
	end := h.view(id, "").Index
	w := h.live(id, "", 0)
	gap := w.next()
	require.Equal(t, "gap", gap.Type)
	require.Equal(t, 1, *gap.From)
	require.Equal(t, end-3, *gap.To)
	for i := end - 2; i <= end; i++ {
		require.Equal(t, i, w.until("step", nil).Step.Index)
	}
	var page StepsPage
	require.Equal(t, http.StatusOK, h.do("GET", "/api/matches/"+id+"/steps?from=1&limit=100", "", nil, &page))
	require.Len(t, page.Steps, 3, "pages are at most Limits.Page")
	require.Equal(t, 4, *page.Next)
}

// TestAbsentPlayer: a person who does not act within the match's
// IdleAfter is stood in for by its idle bot, and takes the seat back by
// coming back.
func TestAbsentPlayer(t *testing.T) {
	h := newHarness(t, Config{})
	id, ana, _ := twoPlayers(t, h, CreateRequest{IdleAfter: "150ms"})
	v := h.view(id, ana)
	require.True(t, v.Yours)
	w := h.live(id, "", v.Index)
	m := w.until("seats", func(m Message) bool { return m.Seats[0].Away })
	require.True(t, m.Seats[0].Away)
	st := w.until("step", nil)
	require.Equal(t, -1, st.Step.Seat, "a bot's step")
	require.Equal(t, "greedy", st.Step.By)

	back := h.live(id, ana, -1)
	w.until("seats", func(m Message) bool { return !m.Seats[0].Away && m.Seats[0].Connected })
	back.until("view", nil)
}

// TestBotsDoNotBlockRequests: a match of bots only is played by the
// server, not inside the request that creates it.
func TestBotsDoNotBlockRequests(t *testing.T) {
	h := newHarness(t, Config{})
	start := time.Now()
	c := h.create(CreateRequest{Mission: "M1", Rules: json.RawMessage(`{"seed":1,"players":2}`), Seats: []string{"lookahead", "lookahead"}})
	require.Less(t, time.Since(start), time.Second)
	require.False(t, c.Match.Over)
	waitFor(t, time.Minute, "the bots to finish", func() bool { return h.view(c.Match.ID, "").Over })
}

// TestBotTime: a bot past its time per decision gives way to the greedy
// bot.
func TestBotTime(t *testing.T) {
	h := newHarness(t, Config{Limits: Limits{BotTime: time.Nanosecond}})
	c := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":1}`), Seats: []string{"lookahead"}})
	waitFor(t, time.Minute, "the match to end", func() bool { return h.view(c.Match.ID, "").Over })
}

// TestTable: at a real table any person enters the dice and cards.
func TestTable(t *testing.T) {
	h := newHarness(t, Config{})
	id, ana, bo := twoPlayers(t, h, CreateRequest{Table: true})
	for range 200 {
		v := h.view(id, "")
		if v.Decision == invader.ChanceDecision.String() {
			require.Equal(t, anyone, v.Deciding)
			bv := h.view(id, bo)
			require.True(t, bv.Yours)
			h.act(id, bo, bv.Index, bv.Actions[0])
			return
		}
		cred := ana
		if v.Deciding == 1 {
			cred = bo
		}
		mine := h.view(id, cred)
		h.act(id, cred, mine.Index, firstOf(mine.Actions, "attack"))
	}
	t.Fatal("no chance outcome asked for in 200 steps")
}
