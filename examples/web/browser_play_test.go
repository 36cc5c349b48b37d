package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// TestBrowserTogether: two people, each in a browser of their own, play
// M0 from the lobby (one creates the match, the other joins it from the
// list), each clicking only for their own seat; a third watches and sees
// their actions appear; one closes the tab and comes back to their seat;
// a player undoes their own last step; the watcher replays the history.
func TestBrowserTogether(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, 2*time.Minute)
	ana, bo, cy := b.person("Ana"), b.person("Bo"), b.person("Cy")
	anaTab, boTab, cyTab := ana.open(s.url()), bo.open(s.url()), cy.open(s.url())
	id := anaTab.createInLobby("M0", []string{"", ""}, "70", "Ana")
	boTab.eval(`listMatches()`, nil)
	boTab.joinInLobby(id, 1, "Bo")
	cyTab.eval(`listMatches()`, nil)
	cyTab.watchInLobby(id)
	require.Contains(t, cyTab.text("#seats-panel"), "Ana")
	require.Contains(t, cyTab.text("#seats-panel"), "Bo")

	g := &game{t: t, players: map[int]*tab{0: anaTab, 1: boTab}, watchers: []*tab{cyTab}}
	g.play(func(n int) bool { return n >= 12 }, time.Minute)
	last := boTab.view().Index
	cyTab.waitLog(last)
	assert.Empty(t, cyTab.view().Offered, "a spectator is offered nothing")

	// Bo closes the tab and opens the match again: the seat is theirs.
	boTab.close()
	boTab = bo.open(s.url() + "#/match/" + id)
	boTab.waitFor(`shown() && shown().seat === 1`, 20*time.Second, "Bo's seat again")
	assert.Contains(t, boTab.text("#seats-panel"), "(you)")
	g.players[1] = boTab
	g.play(func(n int) bool { return n >= 24 }, time.Minute)

	undoOwnStep(t, g)
	replay(t, cyTab)
}

// undoOwnStep plays until a player may undo their last step (one that
// rolled no die), clicks Undo and sees the match go back.
func undoOwnStep(t *testing.T, g *game) {
	for n := 0; n < 60; n++ {
		for _, tb := range g.players {
			v := tb.view()
			if !v.Busy && tb.str(`String(!document.querySelector('#undo').disabled)`) == "true" {
				old := v.Index
				tb.clickCSS("#undo")
				tb.waitFor(fmt.Sprintf(`+document.body.dataset.index > %d`, old), 20*time.Second, "the undo's view")
				tb.waitFor(fmt.Sprintf(`document.querySelector('#log [data-step="%d"].undo')`, old+1), 10*time.Second, "the undo in the log")
				return
			}
		}
		from := g.steps
		g.play(func(n int) bool { return n > from }, time.Minute)
	}
	t.Fatal("no step to undo")
}

// replay moves the history's slider back and sees that step.
func replay(t *testing.T, tb *tab) {
	tb.run(chromedp.SetValue(chromedp.CSS("#scrubber"), "3"))
	tb.eval(`document.querySelector('#scrubber').dispatchEvent(new Event('change')), true`, nil)
	tb.waitFor(`!document.querySelector('#replay-banner').hidden`, 10*time.Second, "the replay")
	assert.Equal(t, "3", tb.str(`document.body.dataset.index`))
	assert.Equal(t, "Replay", tb.text("#who-decides"))
	tb.clickCSS("#back-live")
	tb.waitFor(`document.querySelector('#replay-banner').hidden`, 10*time.Second, "the match again")

	// A step asked for and Back to live at once: the step's answer, come
	// after, is dropped (a slow answer once took the page back into the
	// replay under -race).
	live := tb.str(`document.body.dataset.index`)
	tb.run(chromedp.SetValue(chromedp.CSS("#scrubber"), "2"))
	tb.eval(`document.querySelector('#scrubber').dispatchEvent(new Event('change')), document.querySelector('#back-live').click(), true`, nil)
	tb.waitFor(`performance.getEntriesByType('resource').some(e => e.name.includes('/view?at=2'))`, 10*time.Second, "the step's answer")
	time.Sleep(300 * time.Millisecond) // the answer read and dropped
	assert.Equal(t, "true", tb.str(`String(document.querySelector('#replay-banner').hidden)`), "a late answer took the page back into the replay")
	assert.Equal(t, live, tb.str(`document.body.dataset.index`))
}

// TestBrowserBadUpload: a mission file that does not read shows the
// server's error with its line and column, never raw JSON; one that
// reads starts a match.
func TestBrowserBadUpload(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, time.Minute)
	tb := b.person("Ana").open(s.url())
	bad := filepath.Join(t.TempDir(), "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte("id: bad\nplayers: two\nmap:\n+--+\n|s |\n+--+\n\ns: corridor start\n"), 0o644))
	tb.run(chromedp.SetUploadFiles(chromedp.CSS("#mission-file"), []string{bad}))
	tb.waitFor(`document.querySelector('#create-error').textContent`, 10*time.Second, "the error")
	msg := tb.text("#create-error")
	assert.Contains(t, msg, "Line 2, column 10:")
	assert.Contains(t, msg, `players "two"`)
	assert.NotContains(t, msg, "{")
	tb.clickCSS("#create")
	tb.waitFor(`document.querySelector('#create-error').textContent.includes('mission file')`, 10*time.Second, "the error again")

	escape, err := filepath.Abs("../missions/escape.txt")
	require.NoError(t, err)
	tb.run(chromedp.SetUploadFiles(chromedp.CSS("#mission-file"), []string{escape}))
	tb.waitFor(`document.querySelector('#mission-about').textContent.includes('Survivors')`, 10*time.Second, "the mission read")
	assert.Empty(t, tb.text("#create-error"))
	tb.clickCSS("#create")
	tb.waitFor(`location.hash.startsWith('#/match/') && shown()`, 20*time.Second, "the match")
	assert.Contains(t, tb.text("#match-title"), "Escape from the lab")
}

// TestBrowserSecondEdition: a 2nd Edition match shows its own panel: two
// Hands and a Backpack of three, Health, zombies, no Mold.
func TestBrowserSecondEdition(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, time.Minute)
	tb := b.person("Ana").open(s.url())
	tb.createInLobby("Z1", []string{"", "greedy"}, "39", "Ana") // the second seat a bot's, chosen in the lobby's form
	var slots []int
	tb.eval(`Array.from(document.querySelectorAll('#survivors .slots'), (e) => e.children.length)`, &slots)
	require.NotEmpty(t, slots)
	for _, n := range slots {
		assert.Equal(t, 5, n)
	}
	panel := tb.text("#survivors")
	assert.Contains(t, panel, "Health")
	assert.NotContains(t, panel, "Armor")
	assert.NotContains(t, panel, "body1")
	legend := tb.text("#legend")
	assert.Contains(t, legend, "Zombies")
	assert.Contains(t, legend, "Walker")
	assert.NotContains(t, legend, "Mold")
	assert.NotContains(t, tb.str(`document.querySelector('#board').innerHTML`), `id="legend"`)
}

// TestBrowserClicks: the clicks the first players missed. The Survivor
// the game activated at once (the last of its player) says so when
// clicked, and spends nothing; after a Search, the card drawn is shown
// with its places, and a click on the board in the free Reorganize that
// follows ends it and counts.
func TestBrowserClicks(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, 2*time.Minute)
	tb := b.person("Ana").open(s.url())
	tb.createInLobby("M0", []string{""}, "9", "Ana")
	g := &game{t: t, players: map[int]*tab{0: tb}}

	g.play(func(int) bool {
		v := tb.view()
		return v.Decision == "action" && tb.str(`String(!!(shown().extra.turn && shown().extra.turn.last && shown().extra.turn.actions === 3))`) == "true"
	}, time.Minute)
	before := tb.view().Index
	name := tb.str(`shown().extra.turn.survivor`)
	tb.clickCSS(fmt.Sprintf(`#survivors .who[data-spot="survivor:%s"]`, name))
	tb.waitFor(`document.querySelector('#error').textContent.includes('taking its Turn already')`, 5*time.Second, "a word on the click")
	assert.Equal(t, before, tb.view().Index, "the click spent nothing")
	assert.Contains(t, tb.text("#turn"), "the game activated it")
	var logHeight int
	tb.eval(`document.querySelector('#log-panel').clientHeight`, &logHeight)
	assert.GreaterOrEqual(t, logHeight, 300, "a log tall enough to read, beside six Survivors")
	tb.waitFor(`document.querySelector('#log li.phase')`, 5*time.Second, "the phases marked in the log")

	g.play(func(int) bool { return tb.view().Decision == "keep" }, time.Minute)
	assert.Contains(t, tb.text("#drawn"), "Drawn for")
	assert.Regexp(t, `Range|Armor|Body|Backpack|Ammo|discard|·|Bullets|Energy`, tb.text("#drawn"), "the card drawn with its numbers")
	var keeps int
	tb.eval(`document.querySelectorAll('#drawn .keeps button').length`, &keeps)
	assert.Positive(t, keeps, "a button for each place")
	g.play(func(int) bool { return tb.view().Decision == "reorganize" }, time.Minute)

	v := tb.view()
	st := v.state(t)
	var done invader.State
	var move string
	for _, a := range st.Legal() {
		if _, ok := a.(invader.DoneReorganizing); ok {
			done, _, _ = st.Apply(a)
		}
	}
	for _, a := range done.Legal() {
		if m, ok := a.(invader.Move); ok {
			move = done.Map().Zone(m.To).Name
			break
		}
	}
	require.NotEmpty(t, move, "a move after the Reorganize")
	tb.clickCSS(fmt.Sprintf(`#board [data-zone="%s"] rect`, move))
	tb.waitFor(fmt.Sprintf(`+document.body.dataset.index >= %d`, v.Index+2), 20*time.Second, "the Reorganize ended and the move taken")
	assert.Contains(t, tb.text("#log"), "done")
	assert.Contains(t, tb.text("#log"), "move "+move)
}

// TestBrowserEveryMissionOffersItsActions: the page of every built-in
// mission offers exactly the actions the seat may take, with a spot or a
// button for each.
func TestBrowserEveryMissionOffersItsActions(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, 2*time.Minute)
	tb := b.person("Ana").open(s.url())
	for _, id := range mission.Builtins() {
		tb.run(chromedp.Navigate(s.url() + "#/"))
		tb.createInLobby(id, []string{""}, "1", "Ana")
		v := tb.view()
		require.True(t, v.Yours, id)
		for _, a := range v.Offered {
			assert.Contains(t, v.Actions, a.Text, id)
			if len(a.Spots) == 0 {
				var xy []float64
				tb.eval(fmt.Sprintf(buttonPoint, "#prompt", a.Text), &xy)
				assert.Len(t, xy, 2, "%s: a button for %s", id, a.Text)
			}
		}
		for _, text := range v.Actions {
			if !strings.Contains(text, "discard") {
				assert.True(t, offeredHas(v, text), "%s: %s is offered", id, text)
			}
		}
	}
}

func offeredHas(v pageView, text string) bool {
	for _, a := range v.Offered {
		if a.Text == text {
			return true
		}
	}
	return false
}

// TestBrowserRealTable: at a real table the page asks for each die and
// card, with the odds of each outcome, and the one clicked is the one the
// log tells.
func TestBrowserRealTable(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, time.Minute)
	tb := b.person("Ana").open(s.url())
	tb.clickCSS("#table")
	tb.createInLobby("M0", []string{""}, "", "Ana")
	g := &game{t: t, players: map[int]*tab{0: tb}}
	for entered := 0; entered < 3; {
		g.play(func(int) bool { return tb.view().Decision == "chance" }, time.Minute)
		v := tb.view()
		require.Equal(t, -3, v.Deciding, "any person of the match enters the outcome")
		assert.NotEmpty(t, tb.text("#chance-text"), "what to enter")
		assert.Regexp(t, `^\p{L}`, tb.text("#prompt-text"), "the prompt starts with a word, no stray colon (issue 26)")
		a := v.Offered[len(v.Offered)-1]
		assert.Regexp(t, `\(\d+\.\d%\)$`, a.Label, "an outcome with its odds")
		tb.take(a, v.Index)
		tb.waitLog(v.Index + 1)
		assert.Contains(t, tb.text(fmt.Sprintf(`#log [data-step="%d"]`, v.Index+1)), a.Text)
		entered++
	}
}

// TestBrowserRecord: the game record downloads from the page, and loads
// back in the lobby as a new match at the same step, its seats open.
func TestBrowserRecord(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, time.Minute)
	tb := b.person("Ana").open(s.url())
	id := tb.createInLobby("M1", []string{""}, "3", "Ana")
	g := &game{t: t, players: map[int]*tab{0: tb}}
	g.play(func(n int) bool { return n >= 8 }, time.Minute)
	index := tb.view().Index
	href := tb.str(`document.querySelector('#record').getAttribute('href')`)
	require.Equal(t, "/api/matches/"+id+"/record", href)
	resp, err := http.Get(s.url() + strings.TrimPrefix(href, "/"))
	require.NoError(t, err)
	record, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.NoError(t, err)
	require.Contains(t, resp.Header.Get("Content-Disposition"), "attachment")
	file := filepath.Join(t.TempDir(), "record.txt")
	require.NoError(t, os.WriteFile(file, record, 0o644))

	tb.navigate(s.url() + "#/")
	tb.run(chromedp.SetUploadFiles(chromedp.CSS("#load-file"), []string{file}))
	tb.waitFor(`document.querySelector('#load-file').files.length === 1`, 5*time.Second, "the file chosen")
	tb.clickCSS("#load")
	tb.waitFor(fmt.Sprintf(`location.hash.startsWith('#/match/') && location.hash !== '#/match/%s' && shown()`, id), 20*time.Second, "the match loaded")
	assert.Equal(t, index, tb.view().Index, "the same step")
	tb.waitFor(`document.querySelector('#seats-panel button.take')`, 10*time.Second, "an open seat to take")
	tb.clickCSS("#seats-panel button.take")
	tb.waitFor(`shown() && shown().seat === 0 && shown().yours`, 20*time.Second, "the seat taken")
}
