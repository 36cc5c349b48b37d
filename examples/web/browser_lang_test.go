package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/lang/langtest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

// chooseLanguage picks a language in the page's header, as a person
// does: the page opens again in it, and keeps it.
func (tb *tab) chooseLanguage(tag string) {
	tb.t.Helper()
	tb.eval(fmt.Sprintf(`((s) => { s.value = %q; s.dispatchEvent(new Event('change')); return true; })(document.querySelector('#lang'))`, tag), nil)
	want := map[string]string{"zh": "zh-Hans", "en": "en"}[tag]
	tb.waitFor(fmt.Sprintf(`document.documentElement && document.body && document.documentElement.lang === %q && +document.body.dataset.version > 0`, want), 20*time.Second, "the page in "+tag)
}

// namesOf are the words in Latin letters a Chinese page of mission id
// may show: the game's name, its Survivors' and zones' names, the
// mission's id, the bots' names, the players' names.
func namesOf(t *testing.T, id string, people ...string) []string {
	m, err := mission.Builtin(id)
	require.NoError(t, err)
	out := append([]string{"Zombicide: Invader", m.ID}, people...)
	for _, l := range lang.Languages() { // the language selector names each in itself
		out = append(out, l.Name())
	}
	out = append(out, bot.Names()...)
	for _, c := range m.Cards() {
		out = append(out, c.Name)
	}
	for z := range m.Map.Len() {
		out = append(out, m.Map.Zone(zone.ID(z)).Name)
	}
	return out
}

// stray is the English a Chinese page shows: the visible text's words in
// Latin letters but the names allowed, the built-in missions' ids and the
// notation of the log's steps.
func (tb *tab) stray(allowed []string) []string {
	tb.t.Helper()
	var extra []string
	tb.eval(`[...(typeof match !== 'undefined' && match ? match.steps.values() : [])].map((s) => s.action || '').concat(missions.map((m) => m.id))`, &extra)
	return langtest.Stray(tb.text("body"), append(allowed, extra...)...)
}

// acceptLanguage: a browser that asks for Chinese first
// (Accept-Language) is shown the page in Chinese until its person
// chooses another language, which the page keeps.
func acceptLanguage(t *testing.T, s *site, b *browser) {
	chinese := func(ctx context.Context) error {
		ua, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.userAgent`))
		if err != nil {
			return err
		}
		_, err = chromedp.Call(ctx, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{UserAgent: ua, AcceptLanguage: "zh-CN,zh;q=0.9,en;q=0.5"})
		return err
	}
	p := b.person("Mei")
	tb := p.openWith(s.url(), chinese)
	tb.waitFor(`langTag === 'zh'`, 10*time.Second, "the page in Chinese")
	assert.Equal(t, "zh-Hans", tb.str(`document.documentElement.lang`))
	assert.Equal(t, "新对局", tb.text("#new-match h2"))
	tb.chooseLanguage("en")
	tb.close()
	tb = p.openWith(s.url(), chinese)
	assert.Equal(t, "New match", tb.text("#new-match h2"), "the choice kept over the browser's language")
}

// TestBrowserTwoLanguages: one player reads the page in English, the
// other chose Chinese (the page keeps the choice): each reads the lobby,
// the match and its log in their language, the same steps; the Chinese
// page shows no English but names and notation. Both pages pass axe-core
// (no serious or critical violation) in the lobby, in play, and over. A
// browser that asks for Chinese first is shown it (acceptLanguage).
func TestBrowserTwoLanguages(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, 3*time.Minute)
	acceptLanguage(t, s, b)
	ana, bo := b.person("Ana").open(s.url()), b.person("Bo").open(s.url())
	bo.chooseLanguage("zh")
	assert.Equal(t, "座位2已有人。", bo.str(`describeError(409, {error: "seat 1 is taken", code: "seatTaken", args: {number: 2}})`),
		"a refusal with a code is said in the page's language")
	bo.navigate(s.url() + "#/")
	assert.Equal(t, "zh", bo.str(`langTag`), "the choice is kept")
	allowed := namesOf(t, "M0", "Ana", "Bo")
	bo.waitFor(`document.querySelector('#mission option')`, 10*time.Second, "missions in the form")
	assert.Empty(t, bo.stray(allowed), "the Chinese lobby")
	assert.Equal(t, "New match", ana.text("#new-match h2"))
	axeClean(t, ana, "the English lobby")
	axeClean(t, bo, "the Chinese lobby")

	id := ana.createInLobby("M0", []string{"", ""}, "70", "Ana")
	bo.eval(`listMatches()`, nil)
	bo.joinInLobby(id, 1, "Bo")
	g := &game{t: t, players: map[int]*tab{0: ana, 1: bo}}
	g.play(func(n int) bool { return n >= 8 }, time.Minute)
	last := ana.view().Index
	ana.waitLog(last)
	bo.waitLog(last)
	enLine, zhLine := ana.text(fmt.Sprintf(`#log li.line[data-step="%d"]`, last)), bo.text(fmt.Sprintf(`#log li.line[data-step="%d"]`, last))
	assert.NotEqual(t, enLine, zhLine, "step %d in two languages", last)
	assert.Empty(t, bo.stray(allowed), "the Chinese match")
	assert.Contains(t, ana.text("#log-panel h3"), "Log")
	assert.Equal(t, "日志", bo.text("#log-panel h3"))
	assert.Contains(t, bo.text("#seats-panel"), "座位1 ", "each seat its number")
	assert.Contains(t, bo.text("#seats-panel"), "座位2 ")
	assert.Contains(t, bo.text("#survivors"), "（你的）", "Bo's Survivors marked in Chinese")
	assert.Contains(t, ana.text("#survivors"), "(yours)")
	axeClean(t, ana, "the English match")
	axeClean(t, bo, "the Chinese match")
	over(t, s, ana, bo, allowed)
}

// over opens a match over (a save of M0 that the greedy bot played to
// its end) in both pages, as a spectator: it passes axe-core, and the
// Chinese page speaks Chinese.
func over(t *testing.T, s *site, ana, bo *tab, allowed []string) {
	end := playUntil(t, startGame(t, "M0", invader.Rules{Seed: 5, Players: 1}), invader.State.IsOver)
	save, err := end.MarshalJSON()
	require.NoError(t, err)
	c := client{t, s.url()}
	var created struct{ Match struct{ ID string } }
	require.Equal(t, http.StatusCreated, c.call("POST", "/api/matches", "", map[string]any{"save": json.RawMessage(save)}, &created))
	id := created.Match.ID
	for _, tb := range []*tab{ana, bo} {
		tb.navigate(s.url() + "#/match/" + id)
		tb.waitFor(`shown() && shown().over`, 20*time.Second, "the match over")
	}
	assert.Empty(t, bo.stray(allowed), "the Chinese page of a match over")
	axeClean(t, ana, "the English match over")
	axeClean(t, bo, "the Chinese match over")
}

// axeSource is axe-core's script (testdata/axe: its version and license).
var axeSource = func() string {
	b, err := os.ReadFile("testdata/axe/axe.min.js")
	if err != nil {
		return ""
	}
	return string(b)
}()

// axeClean runs axe-core on the page (WCAG 2 A and AA, and best
// practices) and fails the test on a serious or critical violation.
func axeClean(t *testing.T, tb *tab, where string) {
	t.Helper()
	require.NotEmpty(t, axeSource, "testdata/axe/axe.min.js")
	tb.eval(`typeof axe === 'undefined' ? (0, eval)(`+jsString(axeSource)+`) : 0, true`, nil)
	raw, err := chromedp.Run(tb.ctx, chromedp.Evaluate[[]byte](`axe.run(document, {resultTypes: ['violations']}).then((r) =>
		r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
			.map((v) => v.id + ' (' + v.impact + '): ' + v.help + ': ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')))`,
		chromedp.EvalAwaitPromise))
	require.NoError(t, err, "axe on %s", where)
	var found []string
	require.NoError(t, json.Unmarshal(raw, &found))
	assert.Empty(t, found, "axe-core on %s:\n%s", where, strings.Join(found, "\n"))
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
