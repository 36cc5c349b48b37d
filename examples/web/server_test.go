package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// form is a multipart form of fields and files (a field named with a
// leading @ is a file).
func form(t testing.TB, fields map[string]string) (io.Reader, string) {
	t.Helper()
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	for k, v := range fields {
		if name, ok := strings.CutPrefix(k, "@"); ok {
			f, err := w.CreateFormFile(name, name+".txt")
			require.NoError(t, err)
			_, _ = f.Write([]byte(v))
			continue
		}
		require.NoError(t, w.WriteField(k, v))
	}
	require.NoError(t, w.Close())
	return &b, w.FormDataContentType()
}

// call makes a request and decodes its JSON answer into out (when not
// nil), returning the status.
func call(t testing.TB, srv *httptest.Server, method, path string, body io.Reader, ctype string, out any) int {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+path, body)
	require.NoError(t, err)
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := srv.Client().Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	if out != nil {
		require.NoError(t, json.Unmarshal(data, out), "%s %s: %s", method, path, data)
	}
	return resp.StatusCode
}

// newGameAPI starts a game through the API.
func newGameAPI(t testing.TB, srv *httptest.Server, fields map[string]string) gameView {
	t.Helper()
	body, ctype := form(t, fields)
	var v gameView
	require.Equal(t, http.StatusOK, call(t, srv, "POST", "/api/games", body, ctype, &v))
	return v
}

// stateAPI fetches the game's View as a State.
func stateAPI(t testing.TB, srv *httptest.Server, id string) invader.State {
	t.Helper()
	var s invader.State
	require.Equal(t, http.StatusOK, call(t, srv, "GET", "/api/games/"+id+"/state", nil, "", &s))
	return s
}

func actAPI(t testing.TB, srv *httptest.Server, id, text string) (gameView, int) {
	t.Helper()
	var v gameView
	b, _ := json.Marshal(map[string]string{"action": text})
	status := call(t, srv, "POST", "/api/games/"+id+"/act", bytes.NewReader(b), "application/json", &v)
	return v, status
}

func testServer(t testing.TB) *httptest.Server {
	srv := httptest.NewServer(newServer().handler())
	t.Cleanup(srv.Close)
	return srv
}

// TestAPIBadRequests: every bad request gets a 4xx status and a JSON
// error.
func TestAPIBadRequests(t *testing.T) {
	srv := testServer(t)
	g := newGameAPI(t, srv, map[string]string{"mission": "M0", "seed": "1"})
	badMission := "id: X\nmap:\n+--+\n|s |\n+--+\n\ns: hall start\n"
	cases := []struct {
		name, method, path string
		fields             map[string]string // a multipart form, else body as JSON
		body               string
		status             int
	}{
		{"unknown game", "GET", "/api/games/0123", nil, "", 404},
		{"unknown API", "GET", "/api/nothing", nil, "", 404},
		{"wrong method", "GET", "/api/games/" + g.ID + "/act", nil, "", 405},
		{"no such mission", "POST", "/api/games", map[string]string{"mission": "M99"}, "", 400},
		{"bad players", "POST", "/api/games", map[string]string{"mission": "M0", "players": "x"}, "", 400},
		{"bad seat", "POST", "/api/games", map[string]string{"mission": "M0", "seat0": "hal"}, "", 400},
		{"bad doors", "POST", "/api/games", map[string]string{"mission": "M0", "doors": "open"}, "", 400},
		{"bad seed", "POST", "/api/games", map[string]string{"mission": "M0", "seed": "-1"}, "", 400},
		{"bad mission file", "POST", "/api/games", map[string]string{"@missionFile": badMission}, "", 400},
		{"bad mission check", "POST", "/api/missions/check", map[string]string{"@missionFile": badMission}, "", 400},
		{"not a form", "POST", "/api/games", nil, "{}", 400},
		{"no save", "POST", "/api/games/load", map[string]string{"physical": "on"}, "", 400},
		{"bad save", "POST", "/api/games/load", map[string]string{"@save": `{"version": 1}`}, "", 400},
		{"bad JSON", "POST", "/api/games/" + g.ID + "/act", nil, "{", 400},
		{"bad notation", "POST", "/api/games/" + g.ID + "/act", nil, `{"action": "Cole fly"}`, 400},
		{"illegal action", "POST", "/api/games/" + g.ID + "/act", nil, `{"action": "Cole move e1"}`, 409},
		{"nothing to undo", "POST", "/api/games/" + g.ID + "/undo", nil, "", 409},
		{"nothing to redo", "POST", "/api/games/" + g.ID + "/redo", nil, "", 409},
		{"no such step", "GET", "/api/games/" + g.ID + "?at=99", nil, "", 400},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var body io.Reader = strings.NewReader(c.body)
			ctype := "application/json"
			if c.fields != nil {
				body, ctype = form(t, c.fields)
			}
			var out map[string]any
			assert.Equal(t, c.status, call(t, srv, c.method, c.path, body, ctype, &out))
			assert.NotEmpty(t, out["error"])
		})
	}
	var out map[string]any
	body, ctype := form(t, map[string]string{"@missionFile": badMission})
	call(t, srv, "POST", "/api/missions/check", body, ctype, &out)
	assert.Contains(t, out["error"], "line ")
	assert.NotZero(t, out["line"])
}

// TestAPITwoGamesIsolated: what is done in one game leaves another as it
// was, and ids are long and random.
func TestAPITwoGamesIsolated(t *testing.T) {
	srv := testServer(t)
	a := newGameAPI(t, srv, map[string]string{"mission": "M0", "seed": "22"})
	b := newGameAPI(t, srv, map[string]string{"mission": "M0", "seed": "22"})
	assert.NotEqual(t, a.ID, b.ID)
	assert.Len(t, a.ID, 32)
	before := stateAPI(t, srv, b.ID)
	for range 5 {
		s := stateAPI(t, srv, a.ID)
		_, status := actAPI(t, srv, a.ID, s.FormatAction(bot.Greedy().Act(s)))
		require.Equal(t, http.StatusOK, status)
	}
	assert.True(t, before.Equal(stateAPI(t, srv, b.ID)), "game b changed")
	assert.False(t, before.Equal(stateAPI(t, srv, a.ID)), "game a did not change")
}

// TestAPIConcurrent plays two games from many goroutines at once: every
// answer is a success or a conflict (another goroutine moved first), and
// the games end as they would alone (run with -race).
func TestAPIConcurrent(t *testing.T) {
	srv := testServer(t)
	var wg sync.WaitGroup
	for range 2 {
		g := newGameAPI(t, srv, map[string]string{"mission": "M0", "seed": "22"})
		for range 4 {
			wg.Go(func() {
				for range 60 {
					s := stateAPI(t, srv, g.ID)
					if s.IsOver() {
						return
					}
					_, status := actAPI(t, srv, g.ID, s.FormatAction(bot.Greedy().Act(s)))
					if status != http.StatusOK && status != http.StatusConflict {
						t.Errorf("status %d", status)
					}
					var v gameView
					call(t, srv, "GET", "/api/games/"+g.ID, nil, "", &v)
				}
			})
		}
	}
	wg.Wait()
}

// TestAPIBotsPlay: a game with a bot on every seat plays itself to its end
// as it starts; with one seat a person's, the bots wait for that person.
func TestAPIBotsPlay(t *testing.T) {
	srv := testServer(t)
	fields := map[string]string{"mission": "M0", "seed": "22"}
	for i := range 6 {
		fields[fmt.Sprintf("seat%d", i)] = "greedy"
	}
	v := newGameAPI(t, srv, fields)
	assert.True(t, v.Over)
	assert.Equal(t, "won", v.Outcome)
	assert.Empty(t, v.Actions)
	fields["seat1"] = "human"
	v = newGameAPI(t, srv, fields)
	assert.False(t, v.Over)
	// A player of bots and a person: the person picks who goes next, and a
	// bot's Survivor activated plays its Turn alone.
	s := stateAPI(t, srv, v.ID)
	require.Equal(t, invader.ActivationDecision, s.Pending().Decision)
	v, status := actAPI(t, srv, v.ID, "activate Cole")
	require.Equal(t, 200, status)
	s = stateAPI(t, srv, v.ID)
	assert.Equal(t, invader.ActivationDecision, s.Pending().Decision)
	assert.True(t, s.Survivor(0).Activated)
	assert.Equal(t, "greedy", v.Log[len(v.Log)-1].By)
}

// TestAPIUndoSaveLoad: undo and redo move through the history; a save is
// the View's JSON, with no seed, and loads back equal.
func TestAPIUndoSaveLoad(t *testing.T) {
	srv := testServer(t)
	g := newGameAPI(t, srv, map[string]string{"mission": "M0", "seed": "22"})
	start := stateAPI(t, srv, g.ID)
	for range 3 {
		s := stateAPI(t, srv, g.ID)
		actAPI(t, srv, g.ID, s.FormatAction(bot.Greedy().Act(s)))
	}
	end := stateAPI(t, srv, g.ID)
	var v gameView
	for range 3 {
		require.Equal(t, 200, call(t, srv, "POST", "/api/games/"+g.ID+"/undo", nil, "", &v))
	}
	assert.True(t, start.Equal(stateAPI(t, srv, g.ID)))
	assert.True(t, v.CanRedo)
	for range 3 {
		require.Equal(t, 200, call(t, srv, "POST", "/api/games/"+g.ID+"/redo", nil, "", &v))
	}
	assert.True(t, end.Equal(stateAPI(t, srv, g.ID)))
	assert.Zero(t, end.Rules().Seed, "the save has no seed")
	require.Equal(t, 200, call(t, srv, "GET", "/api/games/"+g.ID+"?at=1", nil, "", &v))
	assert.False(t, v.Live)
	assert.Empty(t, v.Actions)

	save, err := end.MarshalJSON()
	require.NoError(t, err)
	body, ctype := form(t, map[string]string{"@save": string(save)})
	require.Equal(t, 200, call(t, srv, "POST", "/api/games/load", body, ctype, &v))
	loaded := stateAPI(t, srv, v.ID)
	assert.True(t, end.Equal(loaded))
	// The loaded game plays on: the server rolls its dice.
	for range 40 {
		if loaded.IsOver() {
			break
		}
		_, status := actAPI(t, srv, v.ID, loaded.FormatAction(bot.Greedy().Act(loaded)))
		require.Equal(t, 200, status)
		loaded = stateAPI(t, srv, v.ID)
		require.NotEqual(t, invader.ChanceDecision, loaded.Pending().Decision)
	}
}
