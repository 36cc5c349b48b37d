package main

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/server"
)

// testLimits let the tests' many browsers, all on 127.0.0.1 (one client
// to the server), make requests and matches as fast as they like.
var testLimits = server.Limits{Rate: 10000, Burst: 10000, MatchesPerClient: 10000, Connections: 10000}

// A site is the program under test: the app on a port and an SQLite file,
// which a test may restart.
type site struct {
	t    *testing.T
	db   string
	addr string
	app  *app
}

func newSite(t *testing.T) *site {
	s := &site{t: t, db: filepath.Join(t.TempDir(), "invader.db"), addr: "127.0.0.1:0"}
	s.begin()
	s.addr = s.app.ln.Addr().String()
	t.Cleanup(func() {
		if s.app != nil {
			_ = s.app.stop(context.Background())
		}
	})
	return s
}

func (s *site) begin() {
	s.t.Helper()
	var err error
	for range 50 { // the port of the app stopped may take a moment to free
		if s.app, err = start(s.addr, s.db, testLimits); err == nil {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	require.NoError(s.t, err)
}

func (s *site) url() string { return "http://" + s.addr + "/" }

// restart stops the app (its server and its store) and starts a new one
// on the same file and address.
func (s *site) restart() {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	require.NoError(s.t, s.app.stop(ctx))
	s.app = nil
	s.begin()
}

// pageView is what a test reads of the view a page shows.
type pageView struct {
	Index    int             `json:"index"`
	Seat     int             `json:"seat"`
	Yours    bool            `json:"yours"`
	Over     bool            `json:"over"`
	Outcome  string          `json:"outcome"`
	Decision string          `json:"decision"`
	Deciding int             `json:"deciding"`
	Busy     bool            `json:"busy"` // a request of the page's is under way
	Actions  []string        `json:"actions"`
	Offered  []actionView    `json:"offered"`
	State    json.RawMessage `json:"state"`
}

const readView = `(() => {
	const v = shown();
	if (!v) return {index: -1};
	return {index: v.index, seat: v.seat, yours: v.yours, over: v.over, outcome: v.outcome, decision: v.decision,
		deciding: v.deciding, busy: match.busy, actions: v.actions, offered: offered(), state: v.state};
})()`

// view reads the view the page shows.
func (tb *tab) view() pageView {
	tb.t.Helper()
	var v pageView
	tb.eval(readView, &v)
	return v
}

// state is the game the view shows (a View: no seed).
func (v pageView) state(t *testing.T) invader.State {
	t.Helper()
	var s invader.State
	require.NoError(t, json.Unmarshal(v.State, &s))
	return s
}

// choice is the action a person at this page would take: the greedy
// bot's choice, when the page offers it (it offers only what the seat
// may do), else the first action offered that discards nothing.
func (v pageView) choice(t *testing.T) actionView {
	t.Helper()
	s := v.state(t)
	text := s.FormatAction(bot.Greedy().Act(s))
	if i := slices.IndexFunc(v.Offered, func(a actionView) bool { return a.Text == text }); i >= 0 {
		return v.Offered[i]
	}
	for _, a := range v.Offered {
		if a.Kind != "Discard" {
			return a
		}
	}
	require.NotEmpty(t, v.Offered, "nothing offered")
	return v.Offered[0]
}

// take takes an action by clicking, as a person does: its spots in turn
// and then the menu's button when a menu asks, or its button. It waits
// for the page to show a newer view, or an error (another seat, a bot or
// the dice acted first).
func (tb *tab) take(a actionView, index int) {
	tb.t.Helper()
	old := tb.version()
	switch {
	case len(a.Spots) == 0:
		tb.clickAt(fmt.Sprintf(buttonPoint, "#prompt", a.Text), a.Text)
	case tb.spotsShown(a.Spots):
		for _, k := range a.Spots {
			tb.clickAt(fmt.Sprintf(spotPoint, k), k+" for "+a.Text)
		}
		tb.answerMenu(a.Text, old)
	default: // a piece the board has no room for: the list of every action has it
		tb.eval(`document.querySelector('#all-actions').open = true`, nil)
		tb.clickAt(fmt.Sprintf(buttonPoint, "#actions", a.Text), a.Text)
	}
	tb.waitFor(fmt.Sprintf(`+document.body.dataset.index > %d || document.querySelector('#error').textContent`, index),
		20*time.Second, "view after "+a.Text)
}

// spotsShown reports whether the page shows the first spot of an action
// where a click finds it.
func (tb *tab) spotsShown(spots []string) bool {
	tb.t.Helper()
	var xy []float64
	tb.eval(fmt.Sprintf(spotPoint, spots[0]), &xy)
	return len(xy) == 2
}

// answerMenu clicks the menu's button of text if a menu opens for it
// (the click may also have taken the action at once).
func (tb *tab) answerMenu(text string, old int) {
	tb.t.Helper()
	for deadline := time.Now().Add(5 * time.Second); tb.version() == old; time.Sleep(10 * time.Millisecond) {
		var xy []float64
		tb.eval(fmt.Sprintf(buttonPoint, "#menu:not([hidden])", text), &xy)
		if len(xy) == 2 || time.Now().After(deadline) {
			tb.clickAt(fmt.Sprintf(buttonPoint, "#menu", text), "the menu's "+text)
			return
		}
		if tb.str(`document.querySelector('#error').textContent`) != "" {
			return
		}
	}
}

// A game is people playing a match together, each at their own tab and
// clicking only for their own seats, and spectators watching.
type game struct {
	t        *testing.T
	players  map[int]*tab // by seat
	watchers []*tab
	steps    int // the actions clicked
}

// latest reads every player's view and returns the newest index, and
// the tab that decides there, if one does.
func (g *game) latest() (int, *tab, pageView) {
	best, who, wv := -1, (*tab)(nil), pageView{}
	for seat, tb := range g.players {
		v := tb.view()
		if v.Index > best {
			best, who, wv = v.Index, nil, pageView{}
		}
		if v.Index == best && v.Yours && !v.Busy {
			if v.Deciding != -3 { // at a real table, any person enters the dice
				require.Equal(g.t, seat, v.Deciding, "%s's page offers a decision of seat %d", tb.who, v.Deciding)
			}
			require.NotEmpty(g.t, v.Offered)
			who, wv = tb, v
		}
		if v.Over {
			return v.Index, nil, v
		}
	}
	return best, who, wv
}

// play plays until the match is over or stop says to stop (given the
// actions clicked so far; asked before each); it returns the last view
// read.
func (g *game) play(stop func(n int) bool, timeout time.Duration) pageView {
	g.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		index, who, v := g.latest()
		if v.Over || (stop != nil && stop(g.steps)) {
			return v
		}
		require.True(g.t, time.Now().Before(deadline), "the match is not over after %v (%d actions)", timeout, g.steps)
		if who == nil { // a bot, the dice, or a page catching up
			time.Sleep(10 * time.Millisecond)
			continue
		}
		for seat, tb := range g.players {
			if tb != who && v.Deciding != -3 {
				require.Empty(g.t, tb.view().Offered, "seat %d's page offers actions while seat %d decides", seat, v.Deciding)
				break
			}
		}
		who.take(v.choice(g.t), index)
		g.steps++
	}
}

// logHas reports whether a page's log shows step index.
func (tb *tab) waitLog(index int) {
	tb.t.Helper()
	tb.waitFor(fmt.Sprintf(`document.querySelector('#log [data-step="%d"]')`, index), 20*time.Second,
		fmt.Sprintf("step %d in the log", index))
}

// text is the visible text of the part of the page a selector finds.
func (tb *tab) text(sel string) string {
	tb.t.Helper()
	return strings.TrimSpace(tb.str(fmt.Sprintf(`(document.querySelector(%q) || {}).innerText || ''`, sel)))
}
