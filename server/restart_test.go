package server_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/sqlitestore"
)

// TestRestartOnSQLite: a server restarted on the same SQLite file goes on
// with the match where it was: the same View, the same log, the seat's
// credential still good, and play goes on.
func TestRestartOnSQLite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "matches.db")
	serve := func() (*server.Server, *httptest.Server, *sqlitestore.Store) {
		st, err := sqlitestore.Open(path)
		require.NoError(t, err)
		s, err := server.New(server.Config{Store: st, Logf: t.Logf, Limits: server.Limits{Rate: 1e6, Burst: 1e6}})
		require.NoError(t, err)
		return s, httptest.NewServer(s), st
	}
	s, web, st := serve()
	var created server.Created
	post(web.URL+"/api/matches", "", server.CreateRequest{
		Mission: "M1", Rules: json.RawMessage(`{"seed":3,"players":2}`),
		Seats: []string{"", "greedy"}, Take: new(int), Name: "Ana",
	}, &created)
	id, cred := created.Match.ID, created.Credential
	view := func(url string) server.View {
		req, _ := http.NewRequest("GET", url+"/api/matches/"+id+"/view", nil)
		req.Header.Set("Authorization", "Bearer "+cred)
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer res.Body.Close()
		var v server.View
		require.NoError(t, json.NewDecoder(res.Body).Decode(&v))
		return v
	}
	for range 100 { // the person acts; the bot's steps come between
		v := view(web.URL)
		for !v.Yours && !v.Over {
			v = view(web.URL)
		}
		if v.Over {
			break
		}
		var res struct {
			server.ActResult
			Error string
		}
		post(web.URL+"/api/matches/"+id+"/actions", cred, server.ActRequest{Index: v.Index, Action: v.Actions[len(v.Actions)-1]}, &res)
		require.Equal(t, v.Index+1, res.Index, "%s: %s", v.Actions[len(v.Actions)-1], res.Error)
	}
	before := view(web.URL)
	web.Close()
	require.NoError(t, s.Close())
	require.NoError(t, st.Close())

	s, web, st = serve()
	defer func() { web.Close(); s.Close(); st.Close() }()
	after := view(web.URL)
	require.Equal(t, before.Index, after.Index)
	require.JSONEq(t, string(before.State), string(after.State))
	require.Equal(t, before.Actions, after.Actions)
	if !after.Over {
		var res server.ActResult
		post(web.URL+"/api/matches/"+id+"/actions", cred, server.ActRequest{Index: after.Index, Action: after.Actions[0]}, &res)
		require.Equal(t, after.Index+1, res.Index, "play goes on")
	}
}
