package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/server"
)

// client calls a site's API as a page does: JSON, from the site's own
// origin, with a seat's credential.
type client struct {
	t    *testing.T
	base string
}

func (c client) call(method, path, credential string, body any, out any) int {
	c.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	default:
		data, err := json.Marshal(b)
		require.NoError(c.t, err)
		r = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, strings.TrimSuffix(c.base, "/")+path, r)
	require.NoError(c.t, err)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	if credential != "" {
		req.Header.Set("Authorization", "Bearer "+credential)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	if out != nil {
		require.NoError(c.t, json.Unmarshal(data, out), "%s %s: %s", method, path, data)
	}
	return resp.StatusCode
}

// A viewOf is the server's View with the page's data in it.
type viewOf struct {
	Index    int      `json:"index"`
	Seat     int      `json:"seat"`
	Yours    bool     `json:"yours"`
	Actions  []string `json:"actions"`
	Decision string   `json:"decision"`
	Extra    pageData `json:"extra"`
}

// TestPageServed: the page and its files come with the security headers
// of package server, and the page has no inline script (the CSP forbids
// them), no inline event handler, and loads app.js.
func TestPageServed(t *testing.T) {
	s := newSite(t)
	for _, path := range []string{"/", "/static/app.js", "/static/lobby.js", "/static/board.js", "/static/match.js", "/static/style.css", "/nothing"} {
		resp, err := http.Get(s.url() + strings.TrimPrefix(path, "/"))
		require.NoError(t, err)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		want := http.StatusOK
		if path == "/nothing" {
			want = http.StatusNotFound
		}
		require.Equal(t, want, resp.StatusCode, path)
		assert.Equal(t, server.ContentSecurityPolicy, resp.Header.Get("Content-Security-Policy"), path)
		assert.Equal(t, "nosniff", resp.Header.Get("X-Content-Type-Options"), path)
		assert.Equal(t, "DENY", resp.Header.Get("X-Frame-Options"), path)
		if path == "/" {
			html := string(body)
			assert.Contains(t, resp.Header.Get("Content-Type"), "text/html")
			assert.Contains(t, html, `<script src="/static/app.js"></script>`)
			assert.NotRegexp(t, regexp.MustCompile(`<script(\s[^>]*)?>[^<]`), html, "an inline script")
			assert.NotRegexp(t, regexp.MustCompile(`\son[a-z]+=`), html, "an inline event handler")
		}
		if strings.HasSuffix(path, ".js") {
			assert.Contains(t, resp.Header.Get("Content-Type"), "javascript", path)
		}
	}
}

// TestLobbyThroughTheAPI: the lobby's flow as the page makes it: create
// a match and take a seat, list it, join the other seat, act; each seat's
// view carries the page's data, the actions only for the seat deciding.
func TestLobbyThroughTheAPI(t *testing.T) {
	s := newSite(t)
	c := client{t, s.url()}
	var created struct {
		Match      server.MatchInfo `json:"match"`
		Seat       int              `json:"seat"`
		Credential string           `json:"credential"`
	}
	req := `{"mission": "M0", "rules": {"players": 2, "seed": 70}, "seats": ["", ""], "take": 0, "name": "Ana"}`
	require.Equal(t, http.StatusCreated, c.call("POST", "/api/matches", "", req, &created))
	id := created.Match.ID
	var list []server.MatchInfo
	require.Equal(t, http.StatusOK, c.call("GET", "/api/matches", "", nil, &list))
	require.Len(t, list, 1)
	assert.Equal(t, "Ana", list[0].Seats[0].Name)
	assert.True(t, list[0].Seats[1].Open)

	var joined struct {
		Seat       int
		Credential string
	}
	require.Equal(t, http.StatusOK, c.call("POST", "/api/matches/"+id+"/seats/1", "", map[string]string{"name": "Bo"}, &joined))
	var ana, bo, watcher viewOf
	c.call("GET", "/api/matches/"+id+"/view", created.Credential, nil, &ana)
	c.call("GET", "/api/matches/"+id+"/view", joined.Credential, nil, &bo)
	c.call("GET", "/api/matches/"+id+"/view", "", nil, &watcher)
	require.True(t, ana.Yours, "seat 0 activates first")
	require.NotEmpty(t, ana.Extra.Actions)
	assert.Empty(t, bo.Extra.Actions, "no actions for the seat that does not decide")
	assert.Empty(t, watcher.Extra.Actions, "no actions for a spectator")
	for _, v := range []viewOf{ana, bo, watcher} {
		assert.Contains(t, v.Extra.SVG, "<svg")
		assert.Len(t, v.Extra.Survivors, 6)
		assert.Equal(t, "M0 Breach!", v.Extra.Title)
	}
	for _, a := range ana.Extra.Actions {
		assert.Contains(t, ana.Actions, a.Text, "every action of the page's data is legal")
	}

	var res struct {
		Index int    `json:"index"`
		View  viewOf `json:"view"`
	}
	act := map[string]any{"index": ana.Index, "action": ana.Extra.Actions[0].Text, "client": "t1"}
	require.Equal(t, http.StatusForbidden, c.call("POST", "/api/matches/"+id+"/actions", joined.Credential, act, nil))
	require.Equal(t, http.StatusOK, c.call("POST", "/api/matches/"+id+"/actions", created.Credential, act, &res))
	assert.Equal(t, 1, res.Index)
	assert.NotNil(t, res.View.Extra.Turn, "a Turn under way after an activation")
}

// TestCheckMission: a mission file that reads is described; one that does
// not is answered with the error and its line and column.
func TestCheckMission(t *testing.T) {
	s := newSite(t)
	c := client{t, s.url()}
	var bad struct {
		Error  string `json:"error"`
		Line   int    `json:"line"`
		Column int    `json:"column"`
	}
	require.Equal(t, http.StatusBadRequest, c.call("POST", "/missions/check", "", "id: bad\nplayers: two\nmap:\n+--+\n|s |\n+--+\n\ns: corridor start\n", &bad))
	assert.Equal(t, 2, bad.Line)
	assert.Equal(t, 10, bad.Column)
	assert.Contains(t, bad.Error, `players "two"`)
	var good missionInfo
	text, err := os.ReadFile("../missions/escape.txt")
	require.NoError(t, err)
	m, err := mission.Parse(string(text))
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, c.call("POST", "/missions/check", "", string(text), &good), "%+v", good)
	assert.Equal(t, m.ID, good.ID)
	assert.Len(t, good.Survivors, len(m.Cards()))
}

// TestRestartKeepsMatches: a match goes on after the program stops and
// starts again on its SQLite file.
func TestRestartKeepsMatches(t *testing.T) {
	s := newSite(t)
	c := client{t, s.url()}
	var created struct {
		Match      server.MatchInfo `json:"match"`
		Credential string           `json:"credential"`
	}
	require.Equal(t, http.StatusCreated, c.call("POST", "/api/matches", "", `{"mission": "M1", "rules": {"seed": 3}, "take": 0}`, &created))
	id := created.Match.ID
	var v viewOf
	for range 5 {
		c.call("GET", "/api/matches/"+id+"/view", created.Credential, nil, &v)
		require.True(t, v.Yours)
		act := map[string]any{"index": v.Index, "action": v.Extra.Actions[0].Text}
		require.Equal(t, http.StatusOK, c.call("POST", "/api/matches/"+id+"/actions", created.Credential, act, nil))
	}
	c.call("GET", "/api/matches/"+id+"/view", created.Credential, nil, &v)
	s.restart()
	var after viewOf
	require.Equal(t, http.StatusOK, c.call("GET", "/api/matches/"+id+"/view", created.Credential, nil, &after))
	assert.Equal(t, v.Index, after.Index)
	assert.Equal(t, v.Extra.SVG, after.Extra.SVG)
	assert.True(t, after.Yours, "the credential still holds the seat")
	ctx := context.Background()
	m, err := s.app.store.Match(ctx, id)
	require.NoError(t, err)
	assert.Equal(t, v.Index+1, m.Steps)
}

// TestAPIEveryMissionToItsEnd plays every built-in mission to its end
// through the API, one person on every seat: at each step the page's data
// offers every action the seat may take, each legal, with a spot or a
// button.
func TestAPIEveryMissionToItsEnd(t *testing.T) {
	s := newSite(t)
	c := client{t, s.url()}
	for _, id := range mission.Builtins() {
		var created struct {
			Match      server.MatchInfo `json:"match"`
			Credential string           `json:"credential"`
		}
		req := map[string]any{"mission": id, "rules": map[string]any{"seed": 3, "players": 1}, "take": 0}
		require.Equal(t, http.StatusCreated, c.call("POST", "/api/matches", "", req, &created), id)
		var v struct {
			viewOf
			Over  bool            `json:"over"`
			State json.RawMessage `json:"state"`
		}
		c.call("GET", "/api/matches/"+created.Match.ID+"/view", created.Credential, nil, &v)
		for n := 0; ; n++ {
			require.Less(t, n, 5000, "%s does not end", id)
			if v.Over {
				break
			}
			require.True(t, v.Yours, "%s step %d", id, v.Index)
			offered := map[string]bool{}
			for _, a := range v.Extra.Actions {
				offered[a.Text] = true
				assert.True(t, a.Button || len(a.Spots) > 0, "%s: %s has no spot and no button", id, a.Text)
				assert.NotEmpty(t, a.Label, a.Text)
			}
			for _, a := range v.Actions {
				assert.True(t, offered[a], "%s step %d: %s not offered", id, v.Index, a)
			}
			var st invader.State
			require.NoError(t, json.Unmarshal(v.State, &st))
			act := map[string]any{"index": v.Index, "action": st.FormatAction(bot.Greedy().Act(st)), "client": fmt.Sprint(id, n)}
			var res struct {
				View *struct {
					viewOf
					Over  bool            `json:"over"`
					State json.RawMessage `json:"state"`
				} `json:"view"`
			}
			res.View = &v
			require.Equal(t, http.StatusOK, c.call("POST", "/api/matches/"+created.Match.ID+"/actions", created.Credential, act, &res), "%s %v", id, act)
		}
	}
}
