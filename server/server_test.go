package server

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

func seat(n int) *int { return &n }

// TestPlayToTheEnd: a person (seat 0) and a bot (seat 1) play M0 to its
// end, the person taking the first legal action each time.
func TestPlayToTheEnd(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":3,"players":2}`), Seats: []string{"", "greedy"}, Take: seat(0), Name: "Ana"})
	require.NotEmpty(t, c.Credential)
	require.Len(t, c.Match.Seats, 2)
	require.Equal(t, "Ana", c.Match.Seats[0].Name)
	require.Equal(t, "greedy", c.Match.Seats[1].Bot)
	id := c.Match.ID
	for range 5000 {
		var v View
		waitFor(t, 10*time.Second, "the person's turn or the end", func() bool {
			v = h.view(id, c.Credential)
			return v.Over || v.Yours
		})
		if v.Over {
			require.NotEqual(t, "in progress", v.Outcome)
			return
		}
		require.NotEmpty(t, v.Actions)
		h.act(id, c.Credential, v.Index, v.Actions[0])
	}
	t.Fatal("the match did not end in 5,000 actions")
}

// TestRefusals: every refusal is a 4xx with a JSON error, and changes
// nothing.
func TestRefusals(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":1,"players":2}`), Take: seat(0), Name: "Ana"})
	id := c.Match.ID
	var other struct {
		Credential string `json:"credential"`
	}
	require.Equal(t, http.StatusOK, h.do("POST", "/api/matches/"+id+"/seats/1", "", map[string]string{"name": "Bo"}, &other))
	v := h.view(id, c.Credential)
	require.True(t, v.Yours, "seat 0 activates first")
	tests := []struct {
		name   string
		method string
		path   string
		cred   string
		body   any
		status int
		code   string // the refusal's code, for a page to word (docs/SERVER.md, "Refusals")
	}{
		{"no credential", "POST", "/actions", "", ActRequest{Index: v.Index, Action: v.Actions[0]}, http.StatusForbidden, "noCredential"},
		{"a wrong credential", "POST", "/actions", "nope", ActRequest{Index: v.Index, Action: v.Actions[0]}, http.StatusForbidden, "noCredential"},
		{"another seat's decision", "POST", "/actions", other.Credential, ActRequest{Index: v.Index, Action: v.Actions[0]}, http.StatusForbidden, "notYourDecision"},
		{"stale", "POST", "/actions", c.Credential, ActRequest{Index: v.Index - 1, Action: v.Actions[0]}, http.StatusConflict, ""},
		{"illegal", "POST", "/actions", c.Credential, ActRequest{Index: v.Index, Action: "Cole move nowhere"}, http.StatusUnprocessableEntity, ""},
		{"not JSON", "POST", "/actions", c.Credential, "activate", http.StatusBadRequest, ""},
		{"unknown field", "POST", "/actions", c.Credential, map[string]any{"index": 0, "act": "x"}, http.StatusBadRequest, ""},
		{"nothing to undo", "POST", "/undo", c.Credential, ActRequest{Index: v.Index}, http.StatusConflict, "cannotUndo"},
		{"a taken seat", "POST", "/seats/1", "", map[string]string{"name": "Cy"}, http.StatusConflict, "seatTaken"},
		{"no such seat", "POST", "/seats/7", "", map[string]string{"name": "Cy"}, http.StatusNotFound, ""},
		{"leave another's seat", "DELETE", "/seats/1", c.Credential, nil, http.StatusForbidden, "notYourSeat"},
		{"a replay step out of range", "GET", "/view?at=99", "", nil, http.StatusBadRequest, ""},
		{"a bad page", "GET", "/steps?from=-1", "", nil, http.StatusBadRequest, ""},
		{"no such API", "GET", "/nothing", "", nil, http.StatusNotFound, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var e apiError
			status := h.do(tt.method, "/api/matches/"+id+tt.path, tt.cred, tt.body, &e)
			require.Equal(t, tt.status, status, e.Error)
			require.NotEmpty(t, e.Error)
			require.Equal(t, tt.code, e.Code, e.Error)
			if e.Code != "" {
				require.Contains(t, RefusalCodes, e.Code)
			}
			require.Equal(t, v.Index, h.view(id, "").Index, "nothing changed")
		})
	}
	var e apiError
	require.Equal(t, http.StatusNotFound, h.do("GET", "/api/matches/nope/view", "", nil, &e))
	require.Equal(t, "noMatch", e.Code)
	e = apiError{}
	require.Equal(t, http.StatusConflict, h.do("POST", "/api/matches/"+id+"/seats/1", "", map[string]string{"name": "Cy"}, &e))
	require.Equal(t, map[string]int{"number": 2}, e.Args, "seat 1 is the second")
	require.Equal(t, http.StatusBadRequest, h.do("POST", "/api/matches", "", CreateRequest{Mission: "M99"}, &e))
	require.Equal(t, http.StatusBadRequest, h.do("POST", "/api/matches", "", CreateRequest{MissionText: "id: x\nbogus line\n"}, &e))
	require.NotZero(t, e.Line, "a mission text's error has its line: %s", e.Error)
	require.Equal(t, http.StatusBadRequest, h.do("POST", "/api/matches", "", CreateRequest{Mission: "M0", Seats: []string{"nobot"}}, &e))
	require.Equal(t, http.StatusBadRequest, h.do("POST", "/api/matches", "", CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"doors":"sometimes"}`)}, &e))
}

// TestStaleAndRetry: a retried request is answered, not applied twice;
// a request made at an older step is refused with the step now.
func TestStaleAndRetry(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":1}`), Take: seat(0)})
	id := c.Match.ID
	v := h.view(id, c.Credential)
	req := ActRequest{Index: v.Index, Action: v.Actions[0], Client: "click-1"}
	var first, again ActResult
	require.Equal(t, http.StatusOK, h.do("POST", "/api/matches/"+id+"/actions", c.Credential, req, &first))
	require.Equal(t, http.StatusOK, h.do("POST", "/api/matches/"+id+"/actions", c.Credential, req, &again))
	require.Equal(t, first.Index, again.Index)
	require.Equal(t, first.Index, h.view(id, "").Index, "applied once")
	req.Client = "click-2"
	var e apiError
	require.Equal(t, http.StatusConflict, h.do("POST", "/api/matches/"+id+"/actions", c.Credential, req, &e))
	require.NotNil(t, e.Index)
	require.Equal(t, first.Index, *e.Index)
}

// TestUndo: a seat undoes its own last steps that revealed no chance,
// back to a step of another seat or one that rolled or drew; the undo is
// a step of the log like any other.
func TestUndo(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":1}`), Take: seat(0)})
	id, cred := c.Match.ID, c.Credential
	v0 := h.view(id, cred)
	require.False(t, v0.CanUndo)
	moved := h.act(id, cred, v0.Index, firstOf(v0.Actions, "move")) // no chance: a move
	require.True(t, moved.View.CanUndo)
	var res ActResult
	require.Equal(t, http.StatusOK, h.do("POST", "/api/matches/"+id+"/undo", cred, ActRequest{Index: moved.Index}, &res))
	require.Equal(t, moved.Index+1, res.Index, "an undo is a step")
	require.Equal(t, string(v0.State), string(res.View.State), "back where it was")
	require.Equal(t, v0.Actions, res.View.Actions)
	var page StepsPage
	require.Equal(t, http.StatusOK, h.do("GET", "/api/matches/"+id+"/steps", "", nil, &page))
	last := page.Steps[len(page.Steps)-1]
	require.True(t, last.Undo)
	require.Equal(t, v0.Index, last.To)
}

// firstOf returns the first action containing word.
func firstOf(actions []string, word string) string {
	for _, a := range actions {
		if containsWord(a, word) {
			return a
		}
	}
	return actions[0]
}

func containsWord(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i:i+len(w)] == w {
			return true
		}
	}
	return false
}

// TestOwnDiscards: at a seat's decision, the rules let any Survivor
// discard (p.18); online a seat discards only its own Survivors' cards.
func TestOwnDiscards(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(CreateRequest{Mission: "M1", Rules: json.RawMessage(`{"seed":3,"players":2}`), Take: seat(0)})
	id := c.Match.ID
	v := h.view(id, c.Credential)
	require.True(t, v.Yours)
	for _, a := range v.Actions {
		require.NotContains(t, a, "Vivian discard", "Vivian is seat 1's")
	}
	var e apiError
	status := h.do("POST", "/api/matches/"+id+"/actions", c.Credential, ActRequest{Index: v.Index, Action: "Vivian discard card53"}, &e)
	require.Equal(t, http.StatusForbidden, status, e.Error)
	require.Contains(t, v.Actions, "Cole discard card4", "Cole is seat 0's")
}

// TestPhaseWords: 2nd Edition's enemies are zombies.
func TestPhaseWords(t *testing.T) {
	for id, want := range map[string]string{"M0": "Xenos' Phase", "Z1": "Zombies' Phase"} {
		m, err := mission.Builtin(id)
		require.NoError(t, err)
		s, err := invader.New(m)
		require.NoError(t, err)
		for s.Phase() != invader.XenosPhase {
			s, _, err = s.Apply(s.Legal()[len(s.Legal())-1])
			require.NoError(t, err)
		}
		require.Equal(t, want, phaseName(s.View()), id)
	}
}

// TestRefusalCodesListed: every code the server answers with is in
// RefusalCodes, which front ends word (examples/web's pages test each
// has words in every language).
func TestRefusalCodesListed(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	code := regexp.MustCompile(`(?:failCode\(w, [^,]+|refusedAs\([^,]+), "(\w+)"`)
	seen := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, m := range code.FindAllStringSubmatch(string(src), -1) {
			require.Contains(t, RefusalCodes, m[1], "%s answers code %q", f, m[1])
			seen++
		}
	}
	require.GreaterOrEqual(t, seen, len(RefusalCodes), "every listed code is answered somewhere")
}
