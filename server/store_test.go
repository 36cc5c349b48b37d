package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
)

// state is the State of match id in h's server, for tests to compare.
func (h *harness) state(id string) invader.State {
	h.t.Helper()
	l, err := h.srv.load(context.Background(), id)
	require.NoError(h.t, err)
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.g.state
}

// playSome has the person of seat 0 take n actions (the first legal
// one, or an attack), waiting for the bots between.
func playSome(t *testing.T, h *harness, id, cred string, n int) {
	t.Helper()
	for range n {
		var v View
		waitFor(t, 10*time.Second, "seat 0's turn", func() bool { v = h.view(id, cred); return v.Yours || v.Over })
		if v.Over {
			return
		}
		h.act(id, cred, v.Index, firstOf(v.Actions, "attack"))
	}
}

// TestRestart: a server restarted on the same store goes on with every
// match Equal to before, checkpoints and undo included.
func TestRestart(t *testing.T) {
	store := NewMemoryStore()
	h := newHarness(t, Config{Store: store})
	c := h.create(CreateRequest{Mission: "M1", Rules: json.RawMessage(`{"seed":9,"players":2}`), Seats: []string{"", "greedy"}, Take: seat(0), Name: "Ana"})
	id := c.Match.ID
	playSome(t, h, id, c.Credential, 150)
	waitFor(t, 10*time.Second, "the bots to rest", func() bool { v := h.view(id, ""); return v.Deciding == 0 || v.Over })
	before := h.state(id)
	index := h.view(id, "").Index
	require.NoError(t, h.srv.Close())

	again := newHarness(t, Config{Store: store})
	after := again.state(id)
	require.True(t, before.Equal(after), "the State after a restart")
	require.Equal(t, index, again.view(id, "").Index)
	if !after.IsOver() {
		playSome(t, again, id, c.Credential, 5) // the seat's credential still holds
	}
	if index > checkEvery {
		_, err := store.Checkpoint(context.Background(), id, index)
		require.NoError(t, err, "a checkpoint was stored")
	}
}

// TestReplayView: the View of an earlier step is the one sent then.
func TestReplayView(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(CreateRequest{Mission: "M1", Rules: json.RawMessage(`{"seed":4,"players":2}`), Seats: []string{"", "greedy"}, Take: seat(0)})
	id := c.Match.ID
	w := h.live(id, "", -1)
	playSome(t, h, id, c.Credential, 120)
	end := h.view(id, "").Index
	sent := map[int]string{}
	for {
		m := w.next()
		if m.Type != "view" {
			continue
		}
		sent[m.View.Index] = string(m.View.State)
		if m.View.Index == end {
			break
		}
	}
	require.Greater(t, len(sent), checkEvery, "a game past a checkpoint")
	for i, p := range sent {
		var v View
		require.Equal(t, http.StatusOK, h.do("GET", "/api/matches/"+id+"/view?at="+strconv.Itoa(i), "", nil, &v))
		require.Equal(t, p, string(v.State), "step %d", i)
	}
}

// TestRecord: a match exported as a game record and imported goes on
// Equal, its history whole (undo included).
func TestRecord(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(CreateRequest{Mission: "M1", Rules: json.RawMessage(`{"seed":11,"players":2,"ultrared":true}`), Seats: []string{"", "greedy"}, Take: seat(0), Name: "Ana (the first)"})
	id, cred := c.Match.ID, c.Credential
	playSome(t, h, id, cred, 40)
	v := h.view(id, cred)
	if v.Yours && !v.Over {
		moved := h.act(id, cred, v.Index, firstOf(v.Actions, "move"))
		if moved.View.CanUndo {
			require.Equal(t, http.StatusOK, h.do("POST", "/api/matches/"+id+"/undo", cred, ActRequest{Index: moved.Index}, nil))
		}
	}
	playSome(t, h, id, cred, 40)
	waitFor(t, 10*time.Second, "the bots to rest", func() bool { v := h.view(id, ""); return v.Deciding == 0 || v.Over })

	res, err := http.Get(h.web.URL + "/api/matches/" + id + "/record")
	require.NoError(t, err)
	text, err := io.ReadAll(res.Body)
	res.Body.Close()
	require.NoError(t, err)
	require.Contains(t, string(text), "seat 0 (Ana [the first]): ")
	require.Contains(t, string(text), "mission file:\n  | id: M1")
	if h.view(id, "").Index > checkEvery {
		require.Contains(t, string(text), "position after ")
	}

	var created Created
	req, _ := http.NewRequest("POST", h.web.URL+"/api/matches/import", strings.NewReader(string(text)))
	res, err = h.web.Client().Do(req)
	require.NoError(t, err)
	require.NoError(t, json.NewDecoder(res.Body).Decode(&created))
	res.Body.Close()
	require.Equal(t, http.StatusCreated, res.StatusCode)
	require.True(t, h.state(id).Equal(h.state(created.Match.ID)), "the imported match is the same game")
	var a, b StepsPage
	h.do("GET", "/api/matches/"+id+"/steps", "", nil, &a)
	h.do("GET", "/api/matches/"+created.Match.ID+"/steps", "", nil, &b)
	require.Equal(t, len(a.Steps), len(b.Steps), "the whole history")
}

// TestLoadOnce: requests racing for a match not yet loaded load it once,
// and all get the same owner.
func TestLoadOnce(t *testing.T) {
	store := NewMemoryStore()
	h := newHarness(t, Config{Store: store})
	c := h.create(CreateRequest{Mission: "M1", Rules: json.RawMessage(`{"seed":1}`), Take: seat(0)})
	playSome(t, h, c.Match.ID, c.Credential, 100)
	require.NoError(t, h.srv.Close())

	again := newHarness(t, Config{Store: store})
	lives := make([]*live, 16)
	var wg sync.WaitGroup
	for i := range lives {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l, err := again.srv.load(context.Background(), c.Match.ID)
			require.NoError(t, err)
			lives[i] = l
		}()
	}
	wg.Wait()
	for _, l := range lives {
		require.Same(t, lives[0], l)
	}
}
