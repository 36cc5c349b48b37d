package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mice counts the mouse's presses and clicks on the page (a click the
// keyboard makes has detail 0), for a test played with keys alone.
const mice = `(() => {
	window.mice = 0;
	for (const type of ['mousedown', 'mouseup', 'pointerdown']) document.addEventListener(type, (e) => { if (e.isTrusted) window.mice++; }, true);
	document.addEventListener('click', (e) => { if (e.isTrusted && e.detail > 0) window.mice++; }, true);
	return true;
})()`

// key presses keys on the page's focused element.
func (tb *tab) key(keys ...string) {
	tb.t.Helper()
	tb.run(chromedp.KeyEvent(strings.Join(keys, "")))
}

// createByKeys creates a match of one seat from the lobby's form with
// the keyboard: the form filled, the Create button focused by Tab from
// the seed's field, and pressed with Enter.
func (tb *tab) createByKeys(missionID, seed string) string {
	tb.t.Helper()
	tb.waitFor(`document.querySelector('#mission option')`, 10*time.Second, "missions in the form")
	tb.typeInto("#mission", missionID)
	tb.typeInto("#players", "1")
	tb.typeInto("#seed", seed)
	tb.eval(`document.querySelector('#seed').focus(), true`, nil)
	tb.key(kb.Tab)
	require.Equal(tb.t, "create", tb.str(`document.activeElement.id`), "Tab from the seed goes to Create")
	tb.key(kb.Enter)
	tb.waitFor(`location.hash.startsWith('#/match/') && shown()`, 20*time.Second, "the match's page")
	return tb.matchID()
}

// playByKeys plays the page's decisions with the keyboard alone, as its
// help says: A goes to the list of every legal action, Tab to the action
// chosen (the greedy bot's), Enter takes it; until the match is over or
// steps are taken. It returns the steps taken.
func (tb *tab) playByKeys(steps int, timeout time.Duration) int {
	tb.t.Helper()
	deadline := time.Now().Add(timeout)
	n := 0
	for ; n < steps; n++ {
		v := tb.view()
		for !v.Over && (!v.Yours || v.Busy) {
			require.True(tb.t, time.Now().Before(deadline), "no decision after %v", timeout)
			time.Sleep(10 * time.Millisecond)
			v = tb.view()
		}
		if v.Over {
			return n
		}
		a := v.choice(tb.t)
		k := slices.IndexFunc(v.Offered, func(o actionView) bool { return o.Text == a.Text })
		require.GreaterOrEqual(tb.t, k, 0)
		tb.key("a")
		for range k {
			tb.key(kb.Tab)
		}
		require.Equal(tb.t, a.Text, tb.str(`document.activeElement.dataset.action || ''`), "the focus on the action chosen")
		require.Equal(tb.t, "true", tb.str(`String(document.activeElement.matches(':focus-visible'))`), "the focus is seen")
		tb.key(kb.Enter)
		tb.waitFor(fmt.Sprintf(`+document.body.dataset.index > %d || document.querySelector('#error').textContent`, v.Index),
			20*time.Second, "the view after "+a.Text)
		require.Empty(tb.t, tb.text("#error"))
	}
	return n
}

// TestBrowserKeys: a person creates a match and plays its first
// decisions with the keyboard alone, seeing where the focus is; the
// page hears no mouse.
func TestBrowserKeys(t *testing.T) {
	s := newSite(t)
	b := newBrowser(t, 2*time.Minute)
	tb := b.person("Ana").open(s.url())
	tb.eval(mice, nil)
	tb.createByKeys("M0", "70")
	assert.Equal(t, 12, tb.playByKeys(12, time.Minute))
	assert.Equal(t, "0", tb.str(`String(window.mice)`), "mouse events")
	tb.key("d")
	assert.Equal(t, "board-words", tb.str(`document.activeElement.id`), "D: the board in words")
	assert.Contains(t, tb.text("#board-words"), "corridor s: ")
	tb.key("l")
	assert.Equal(t, "log", tb.str(`document.activeElement.id`), "L: the log")
}

// TestBrowserKeysM0ToTheEnd: M0 played to its end with the keyboard alone.
func TestBrowserKeysM0ToTheEnd(t *testing.T) {
	long(t)
	s := newSite(t)
	b := newBrowser(t, 6*time.Minute)
	tb := b.person("Ana").open(s.url())
	tb.createByKeys("M0", "70")
	tb.eval(mice, nil)
	began := time.Now()
	n := tb.playByKeys(5000, 5*time.Minute)
	v := tb.view()
	require.True(t, v.Over, "the match is over")
	assert.Equal(t, "0", tb.str(`String(window.mice)`), "mouse events")
	t.Logf("M0 played to %s with the keyboard in %d decisions, %v", v.Outcome, n, time.Since(began).Round(time.Millisecond))
}
