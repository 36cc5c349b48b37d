package main

import (
	"fmt"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"
)

// createInLobby fills the lobby's form as a person does and creates the
// match: mission, players, each seat a person ("") or a bot, the seed and
// the creator's name; it returns the match's id, from the page it opens.
func (tb *tab) createInLobby(missionID string, seats []string, seed, name string) string {
	tb.t.Helper()
	tb.waitFor(`document.querySelector('#mission option')`, 10*time.Second, "missions in the form")
	tb.typeInto("#mission", missionID)
	tb.typeInto("#players", fmt.Sprint(len(seats)))
	for i, s := range seats {
		tb.typeInto(fmt.Sprintf("#seat%d", i), s)
	}
	tb.typeInto("#seed", seed)
	tb.typeInto("#name", name)
	tb.clickCSS("#create")
	tb.waitFor(`location.hash.startsWith('#/match/') && shown()`, 20*time.Second, "the match's page")
	for i, s := range seats {
		if s != "" { // a bot's seat: the seats panel says so
			tb.waitFor(fmt.Sprintf(`(document.querySelectorAll('#seats-panel .seat-line')[%d] || {}).textContent.includes(': bot %s')`, i, s),
				10*time.Second, fmt.Sprintf("seat %d the %s bot's", i+1, s))
		}
	}
	return tb.matchID()
}

var matchHash = regexp.MustCompile(`^#/match/([A-Za-z0-9_-]+)$`)

// matchID is the id of the match the page shows.
func (tb *tab) matchID() string {
	tb.t.Helper()
	m := matchHash.FindStringSubmatch(tb.str(`location.hash`))
	require.NotNil(tb.t, m, "the page shows no match")
	return m[1]
}

// joinInLobby takes an open seat of a match from the lobby's list, with
// a name.
func (tb *tab) joinInLobby(id string, seat int, name string) {
	tb.t.Helper()
	tb.typeInto("#name", name)
	btn := fmt.Sprintf(`#matches button.join[data-match=%q][data-seat="%d"]`, id, seat)
	tb.waitFor(fmt.Sprintf(`document.querySelector(%q)`, btn), 10*time.Second, "the seat to join in the lobby")
	tb.clickCSS(btn)
	tb.waitFor(fmt.Sprintf(`location.hash === '#/match/%s' && shown() && shown().seat === %d`, id, seat), 20*time.Second, "the seat's view")
}

// watchInLobby opens a match from the lobby's list, as a spectator.
func (tb *tab) watchInLobby(id string) {
	tb.t.Helper()
	link := fmt.Sprintf(`#matches a[data-match=%q]`, id)
	tb.waitFor(fmt.Sprintf(`document.querySelector(%q)`, link), 10*time.Second, "the match in the lobby")
	tb.clickCSS(link)
	tb.waitFor(fmt.Sprintf(`location.hash === '#/match/%s' && shown()`, id), 20*time.Second, "the match's view")
}

// TestBrowserScreenshot, with -screenshot FILE, takes pictures of the
// lobby (FILE-lobby.png) and of a match of M1 that two people play in
// their browsers (FILE.png), with an attack's odds asked (the README's
// docs/web.png), and the same in Chinese (FILE-zh.png, docs/web-zh.png).
func TestBrowserScreenshot(t *testing.T) {
	if *screenshot == "" {
		t.Skip("no -screenshot FILE")
	}
	s := newSite(t)
	b := newBrowser(t, 3*time.Minute)
	ana, bo := b.person("Ana").open(s.url()), b.person("Bo").open(s.url())
	bo.createInLobby("M4", []string{"", "greedy"}, "26", "Bo")
	bo.navigate(s.url() + "#/")
	id := ana.createInLobby("M1", []string{"", ""}, "3", "Ana")
	bo.eval(`listMatches()`, nil)
	bo.waitFor(fmt.Sprintf(`document.querySelector('#matches button.join[data-match=%q]')`, id), 10*time.Second, "the match listed")
	shoot(t, bo, *screenshot+"-lobby.png")
	bo.joinInLobby(id, 1, "Bo")
	g := &game{t: t, players: map[int]*tab{0: ana, 1: bo}}
	var attack actionView
	g.play(func(n int) bool {
		v := ana.view()
		for _, a := range v.Offered {
			if a.Kind == "Attack" && n >= 25 && v.Decision == "action" {
				attack = a
				return true
			}
		}
		return false
	}, 2*time.Minute)
	require.NotEmpty(t, attack.Text, "no attack offered")
	ana.clickAt(fmt.Sprintf(spotPoint, attack.Spots[0]), attack.Text)
	ana.waitFor(`!document.querySelector('#menu').hidden`, 5*time.Second, "the attack's menu")
	shoot(t, ana, *screenshot+".png")

	// The same in Chinese: Ana chooses it, and asks again.
	ana.run(chromedp.KeyEvent(kb.Escape))
	ana.chooseLanguage("zh")
	ana.waitFor(`shown() && shown().yours && document.body.dataset.connection === 'live'`, 20*time.Second, "the match in Chinese")
	ana.clickAt(fmt.Sprintf(spotPoint, attack.Spots[0]), attack.Text)
	ana.waitFor(`!document.querySelector('#menu').hidden`, 5*time.Second, "the attack's menu")
	shoot(t, ana, *screenshot+"-zh.png")
}
