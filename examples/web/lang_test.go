package main

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/lang/langtest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/zone"
)

// TestEveryWordInEveryLanguage: the page's book has every message in
// every language of package lang, with the same placeholders, and its
// Chinese has no English left (but the game's name, the notation and the
// formats it quotes).
func TestEveryWordInEveryLanguage(t *testing.T) {
	assert.Empty(t, book.Missing())
	for _, code := range server.RefusalCodes { // the server's refusals, worded by the page
		assert.NotEmpty(t, englishWords["server."+code], "no words for the server's refusal %q", code)
	}
	for id, en := range englishWords {
		for _, l := range lang.Languages() {
			if forms := book[l.Tag()][id]; len(forms) > 0 { // the form for many: English's one may say "1"
				assert.ElementsMatch(t, placeholders(en[len(en)-1]), placeholders(forms[len(forms)-1]), "%s: %s", l, id)
			}
		}
		for _, form := range chineseWords[id] {
			assert.Empty(t, langtest.Stray(placeholder.ReplaceAllString(form, " "), "Zombicide: Invader", "JSON"), "zh: %s: %q", id, form)
		}
	}
}

// placeholder is a message's {name}.
var placeholder = regexp.MustCompile(`\{[^}]*\}`)

// placeholders lists a message's {names}.
func placeholders(text string) []string {
	var out []string
	for {
		i := strings.IndexByte(text, '{')
		j := strings.IndexByte(text[max(i, 0):], '}')
		if i < 0 || j < 0 {
			return out
		}
		out = append(out, text[i:i+j+1])
		text = text[i+j+1:]
	}
}

// TestWordsChosen: GET /words answers the language asked for, else the
// best of the browser's Accept-Language, else English; an unknown one is
// a 400 that names the languages there are.
func TestWordsChosen(t *testing.T) {
	s := newSite(t)
	for _, tt := range []struct{ query, accept, want string }{
		{"", "", "en"}, {"", "zh-CN,zh;q=0.9,en;q=0.8", "zh"}, {"", "fr-FR,en;q=0.5,zh;q=0.7", "zh"},
		{"", "de, fr", "en"}, {"?lang=en", "zh-CN", "en"}, {"?lang=zh-Hans", "", "zh"},
	} {
		req, err := http.NewRequest("GET", s.url()+"words"+tt.query, nil)
		require.NoError(t, err)
		req.Header.Set("Accept-Language", tt.accept)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		var w wordsReply
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&w))
		resp.Body.Close()
		assert.Equal(t, tt.want, w.Lang, "%q, Accept-Language %q", tt.query, tt.accept)
		assert.Len(t, w.Languages, len(lang.Languages()))
		assert.NotEmpty(t, w.Words["outcome.won"])
	}
	resp, err := http.Get(s.url() + "words?lang=xx")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusBadRequest, resp.StatusCode)
}

// A langMsg is a live-update message with the words a test reads.
type langMsg struct {
	Type string              `json:"type"`
	Step *server.StepMessage `json:"step"`
	View *struct {
		Index int      `json:"index"`
		Lang  string   `json:"lang"`
		Extra pageData `json:"extra"`
	} `json:"view"`
}

// liveIn connects to match id's live updates in language tag, as seat
// cred holds, and returns the messages until the view of step index.
func liveIn(t *testing.T, s *site, id, cred, tag string, index int) []langMsg {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws://"+s.addr+"/api/matches/"+id+"/live?lang="+tag, nil)
	require.NoError(t, err)
	defer conn.CloseNow()
	conn.SetReadLimit(16 << 20)
	hello, _ := json.Marshal(server.Hello{Credential: cred, After: -1})
	require.NoError(t, conn.Write(ctx, websocket.MessageText, hello))
	var out []langMsg
	for {
		_, b, err := conn.Read(ctx)
		require.NoError(t, err, "the live updates in %s", tag)
		var m langMsg
		require.NoError(t, json.Unmarshal(b, &m))
		out = append(out, m)
		if m.View != nil && m.View.Index >= index {
			return out
		}
	}
}

// TestTwoLanguagesOneMatch: two players of one match each read its log
// and their views in their own language: the same steps and events, in
// English for one and in Chinese, with no English left, for the other.
func TestTwoLanguagesOneMatch(t *testing.T) {
	s := newSite(t)
	c := client{t, s.url()}
	var ana, bo struct {
		Match      server.MatchInfo `json:"match"`
		Credential string           `json:"credential"`
	}
	req := `{"mission": "M0", "rules": {"players": 2, "seed": 7}, "seats": ["", ""], "take": 0, "name": "Ana"}`
	require.Equal(t, http.StatusCreated, c.call("POST", "/api/matches", "", req, &ana))
	id := ana.Match.ID
	require.Equal(t, http.StatusOK, c.call("POST", "/api/matches/"+id+"/seats/1", "", map[string]string{"name": "Bo"}, &bo))
	var body struct{ Error string }
	for _, path := range []string{"/view", "/steps", "/live"} {
		assert.Equal(t, http.StatusBadRequest, c.call("GET", "/api/matches/"+id+path+"?lang=xx", "", nil, &body), path)
		assert.Contains(t, body.Error, `unknown language "xx": want one of en, zh`, path)
	}
	var v viewOf
	c.call("GET", "/api/matches/"+id+"/view", ana.Credential, nil, &v)
	require.NotEmpty(t, v.Actions)
	require.Equal(t, http.StatusConflict, c.call("POST", "/api/matches/"+id+"/actions?lang=zh", ana.Credential,
		server.ActRequest{Index: v.Index, Action: "Cole move e1"}, &body))
	assert.Empty(t, langtest.Stray(body.Error, "Cole", "e1", "move"), "an illegal action's refusal in Chinese: %q", body.Error)
	var done struct{ Index int }
	require.Equal(t, http.StatusOK, c.call("POST", "/api/matches/"+id+"/actions?lang=zh", ana.Credential,
		server.ActRequest{Index: v.Index, Action: v.Actions[0], Client: "x1"}, &done))

	en := liveIn(t, s, id, ana.Credential, "en", done.Index)
	zh := liveIn(t, s, id, bo.Credential, "zh", done.Index)
	require.Equal(t, len(en), len(zh), "the same messages")
	m, _ := mission.Builtin("M0")
	allowed := []string{"Zombicide: Invader", "Ana", "Bo", "greedy", m.ID}
	for _, sc := range m.Cards() {
		allowed = append(allowed, sc.Name)
	}
	for z := range m.Map.Len() {
		allowed = append(allowed, m.Map.Zone(zone.ID(z)).Name)
	}
	events := 0
	for i := range en {
		if en[i].Step == nil {
			continue
		}
		require.NotNil(t, zh[i].Step)
		a, b := en[i].Step, zh[i].Step
		assert.Equal(t, a.Index, b.Index)
		assert.Equal(t, a.Action, b.Action, "the notation is the same in every language")
		require.Len(t, b.Lines, len(a.Lines), "step %d: the same events", a.Index)
		for j := range a.Lines {
			events++
			assert.NotEqual(t, a.Lines[j], b.Lines[j], "step %d: an event in two languages", a.Index)
			assert.Empty(t, langtest.Stray(b.Lines[j], allowed...), "step %d: %q", a.Index, b.Lines[j])
		}
	}
	assert.Positive(t, events)
	last := zh[len(zh)-1].View
	assert.Equal(t, "zh", last.Lang)
	assert.Equal(t, "en", en[len(en)-1].View.Lang)
	x := last.Extra
	for _, text := range []string{x.Status, x.Prompt, x.Title, x.Survivors[0].Words, x.Legend.Kinds[0].Name, x.Legend.Kinds[0].Words, x.Zones[0].Words} {
		assert.Empty(t, langtest.Stray(text, allowed...), "%q", text)
	}
	assert.NotEqual(t, en[len(en)-1].View.Extra.Status, x.Status)
}

// TestPageWordsKeepTheirNames: the page's words come with their {names}
// for the page to fill in, the form for many of a counted message.
func TestPageWordsKeepTheirNames(t *testing.T) {
	for _, l := range lang.Languages() {
		w := pageWords(l)
		assert.Contains(t, w.Words["lobby.seatN"], "{n}", l)
		assert.Contains(t, w.Words["decides.whoFor"], "{survivor}", l)
	}
	assert.Equal(t, "{n} Actions left", pageWords(lang.English).Words["turn.left"])
}
