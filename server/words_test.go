package server

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
)

// shouting is a Language for the tests: the engine's English in capitals.
type shouting struct{}

func (shouting) Tag() string { return "up" }

func (shouting) Event(s invader.State, e invader.Event) string {
	return strings.ToUpper(s.FormatEvent(e))
}

func (shouting) Error(err error) string { return strings.ToUpper(err.Error()) }

// TestLanguagePerConnection: each client of one match hears its steps in
// the language it asked for (the first by default), the same steps; the
// views say their language and ExtraIn is given it; the steps' pages and
// an action's answer take the parameter too; an unknown language is a
// 400 that lists the tags there are.
func TestLanguagePerConnection(t *testing.T) {
	h := newHarness(t, Config{
		Languages: []Language{english{}, shouting{}},
		ExtraIn:   func(_ invader.State, seat int, l Language) any { return l.Tag() },
	})
	c := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":3,"players":2}`), Take: seat(0), Name: "Ana"})
	id := c.Match.ID
	plain, loud, region := h.live(id, c.Credential, -1), h.liveQuery(id, "?lang=UP", "", -1), h.liveQuery(id, "?lang=en-GB", "", -1)
	for _, w := range []*wsClient{plain, loud, region} {
		w.until("view", nil)
	}
	v := h.view(id, c.Credential)
	require.NotEmpty(t, v.Actions)
	assert.Equal(t, "en", v.Lang)
	var refusal apiError
	require.Equal(t, http.StatusConflict, h.do("POST", "/api/matches/"+id+"/actions?lang=up", c.Credential,
		ActRequest{Index: v.Index, Action: "Cole move e1"}, &refusal))
	assert.Equal(t, strings.ToUpper(refusal.Error), refusal.Error, "the engine's error in the language asked for")
	assert.Contains(t, refusal.Error, "COLE MOVE E1")
	var res ActResult
	require.Equal(t, http.StatusOK, h.do("POST", "/api/matches/"+id+"/actions?lang=up", c.Credential,
		ActRequest{Index: v.Index, Action: v.Actions[0]}, &res))
	assert.Equal(t, "up", res.View.Lang)
	assert.Equal(t, "up", res.View.Extra)

	a, b := plain.until("step", nil).Step, loud.until("step", nil).Step
	require.NotEmpty(t, a.Lines)
	assert.Equal(t, a.Index, b.Index)
	assert.Equal(t, a.Action, b.Action)
	for i := range a.Lines {
		assert.Equal(t, strings.ToUpper(a.Lines[i]), b.Lines[i])
		assert.NotEqual(t, a.Lines[i], b.Lines[i])
	}
	assert.Equal(t, a.Lines, region.until("step", nil).Step.Lines, "en-GB is en")
	assert.Equal(t, "up", loud.until("view", nil).View.Extra)

	var page StepsPage
	require.Equal(t, http.StatusOK, h.do("GET", "/api/matches/"+id+"/steps?from=1&lang=up", "", nil, &page))
	assert.Equal(t, b.Lines, page.Steps[0].Lines)
	var e apiError
	for _, path := range []string{"/view?lang=fr", "/steps?lang=fr", "/live?lang=fr"} {
		require.Equal(t, http.StatusBadRequest, h.do("GET", "/api/matches/"+id+path, "", nil, &e), path)
		assert.Equal(t, `lang: unknown language "fr": want one of en, up`, e.Error)
	}
}

// TestEnglishByDefault: a server with no Languages speaks the engine's
// English, tag "en", and knows no other.
func TestEnglishByDefault(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":3}`), Take: seat(0)})
	var v View
	require.Equal(t, http.StatusOK, h.do("GET", "/api/matches/"+c.Match.ID+"/view?lang=EN", "", nil, &v))
	assert.Equal(t, "en", v.Lang)
	require.Equal(t, http.StatusBadRequest, h.do("GET", "/api/matches/"+c.Match.ID+"/view?lang=zh", "", nil, nil))
}
