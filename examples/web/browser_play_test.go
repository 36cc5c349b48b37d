package main

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func zoneID(i int) zone.ID { return zone.ID(i) }

// step takes the greedy bot's choice on the game the page shows, by
// clicking, and checks that the page shows what the State says, before and
// after; the log of the step begins with the events the View itself gives
// for the action. It returns the State after the step.
func (p *page) step() invader.State {
	p.t.Helper()
	s, v := p.game()
	p.check(s, v)
	a := bot.Greedy().Act(s)
	text := s.FormatAction(a)
	_, events, err := s.Apply(a)
	require.NoError(p.t, err)
	p.take(text, v)
	next, nv := p.game()
	p.check(next, nv)
	last := nv.Log[len(nv.Log)-1]
	require.Equal(p.t, text, last.Action)
	require.GreaterOrEqual(p.t, len(last.Lines), len(events))
	for i, e := range events {
		require.Equal(p.t, next.FormatEvent(e), last.Lines[i], "event %d of %s", i, text)
	}
	return next
}

// TestBrowserPlaysM0 plays M0 to its end in Chromium by clicking, every
// seat a person's, the greedy bot choosing; it undoes and redoes on the way.
func TestBrowserPlaysM0(t *testing.T) {
	p := openPage(t)
	began := time.Now()
	p.start("M0", "22", false)
	n := 0
	for s, _ := p.game(); !s.IsOver(); n++ {
		require.Less(t, n, 2000, "the game does not end")
		s = p.step()
		if n == 25 {
			p.undoRedo(s)
		}
	}
	s, v := p.game()
	got := p.check(s, v)
	assert.Contains(t, got.Prompt, "The game is over: "+s.Outcome().String())
	t.Logf("M0 played to %v in %d clicked steps, %v", s.Outcome(), n, time.Since(began).Round(time.Millisecond))
}

// TestBrowserPlaysEveryMission plays each of the other built-in missions
// to its end in Chromium by clicking, every seat a person's, the greedy
// bot choosing, each step checked as in TestBrowserPlaysM0.
func TestBrowserPlaysEveryMission(t *testing.T) {
	for _, id := range mission.Builtins() {
		if id == "M0" {
			continue // TestBrowserPlaysM0
		}
		t.Run(id, func(t *testing.T) {
			p := openPage(t) // a page of its own, with its own time limit
			began := time.Now()
			p.start(id, "3", false)
			n := 0
			for s, _ := p.game(); !s.IsOver(); n++ {
				require.Less(t, n, 3000, "the game does not end")
				s = p.step()
			}
			s, v := p.game()
			got := p.check(s, v)
			assert.Contains(t, got.Prompt, "The game is over: "+s.Outcome().String())
			t.Logf("%s played to %v in %d clicked steps, %v", id, s.Outcome(), n, time.Since(began).Round(time.Millisecond))
		})
	}
}

// undoRedo clicks Undo, checks the page shows the step before, and clicks
// Redo back to s.
func (p *page) undoRedo(s invader.State) {
	p.t.Helper()
	_, v := p.game()
	old := p.version()
	p.run(chromedp.Click(chromedp.CSS("#undo")))
	p.waitVersion(old)
	back, bv := p.game()
	require.Less(p.t, bv.Step, v.Step)
	require.False(p.t, back.Equal(s))
	p.check(back, bv)
	old = p.version()
	p.run(chromedp.Click(chromedp.CSS("#redo")))
	p.waitVersion(old)
	again, av := p.game()
	require.True(p.t, again.Equal(s))
	require.Equal(p.t, v.Step, av.Step)
	p.check(again, av)
}

// TestBrowserSaveLoadReplay saves a game, loads the save from the page
// (the same position, a new game) and scrubs back through the history.
func TestBrowserSaveLoadReplay(t *testing.T) {
	p := openPage(t)
	p.start("M0", "22", false)
	for range 6 {
		p.step()
	}
	saved, v := p.game()
	var href string
	p.eval(`document.querySelector('#save').getAttribute('href')`, &href)
	require.Equal(t, "/api/games/"+v.ID+"/state?download=1", href)
	resp, err := p.srv.Client().Get(p.srv.URL + href)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Contains(t, resp.Header.Get("Content-Disposition"), "attachment")
	data, err := saved.MarshalJSON()
	require.NoError(t, err)
	file := filepath.Join(t.TempDir(), "save.json")
	require.NoError(t, os.WriteFile(file, data, 0o644))

	old := p.version()
	p.run(chromedp.Click(chromedp.CSS("#show-setup")),
		chromedp.SetUploadFiles(chromedp.CSS("#save-file"), []string{file}),
		chromedp.Click(chromedp.CSS("#load")))
	p.waitVersion(old)
	loaded, lv := p.game()
	require.NotEqual(t, v.ID, lv.ID)
	require.True(t, loaded.Equal(saved), "the loaded game is the one saved")
	p.check(loaded, lv)
	p.step() // it plays on

	// Back to the first game's history, replayed at step 2.
	p.run(chromedp.Navigate(p.srv.URL + "/?game=" + v.ID))
	p.waitVersion(0)
	old = p.version()
	p.run(chromedp.SetValue(chromedp.CSS("#scrubber"), "2"))
	p.eval(`document.querySelector('#scrubber').dispatchEvent(new Event('change')), true`, nil)
	p.waitVersion(old)
	var replay struct {
		Banner bool `json:"banner"`
		Step   string
	}
	p.eval(`({banner: !document.querySelector('#replay-banner').hidden, step: document.body.dataset.step})`, &replay)
	assert.True(t, replay.Banner)
	assert.Equal(t, "2", replay.Step)
}

// TestBrowserPhysicalTable plays M0 at a real table: the page asks for
// every die and card, and the ones entered are the ones the log tells.
func TestBrowserPhysicalTable(t *testing.T) {
	p := openPage(t)
	p.start("M0", "", true)
	dice := 0
	for n := 0; n < 300 && dice < 3; n++ {
		s, v := p.game()
		if s.IsOver() {
			break
		}
		if s.Pending().Decision != invader.ChanceDecision {
			p.step()
			continue
		}
		got := p.check(s, v)
		require.NotEmpty(t, got.Chance, "the page says what to enter")
		outs := s.ChanceOutcomes()
		o := outs[0]
		if strings.Contains(s.DescribeChance(), "die") {
			o = outs[len(outs)-1] // the best face
			dice++
		}
		_, events, err := s.Apply(o.Action)
		require.NoError(t, err)
		p.take(s.FormatAction(o.Action), v)
		next, nv := p.game()
		p.check(next, nv)
		last := nv.Log[len(nv.Log)-1]
		for i, e := range events {
			require.Equal(t, next.FormatEvent(e), last.Lines[i])
		}
	}
	require.Equal(t, 3, dice, "three dice entered")
}

// TestBrowserBadUpload: a mission file with an error shows the error, with
// its line and column, when chosen and when the game is started.
func TestBrowserBadUpload(t *testing.T) {
	p := openPage(t)
	text := "id: bad\nplayers: two\nmap:\n+--+\n|s |\n+--+\n\ns: corridor start\n"
	_, perr := mission.Parse(text)
	require.Error(t, perr)
	file := filepath.Join(t.TempDir(), "bad.txt")
	require.NoError(t, os.WriteFile(file, []byte(text), 0o644))
	want := "the mission file: " + perr.Error()
	p.run(chromedp.SetUploadFiles(chromedp.CSS("#mission-file"), []string{file}))
	var shownErr string
	deadline := time.Now().Add(10 * time.Second)
	for shownErr == "" && time.Now().Before(deadline) {
		p.eval(`document.querySelector('#setup-error').textContent`, &shownErr)
		time.Sleep(10 * time.Millisecond)
	}
	require.Equal(t, want, shownErr)
	require.Contains(t, shownErr, "line 2:")
	p.eval(`document.querySelector('#setup-error').textContent = ''`, nil)
	p.run(chromedp.Click(chromedp.CSS("#start")))
	shownErr = ""
	deadline = time.Now().Add(10 * time.Second)
	for shownErr == "" && time.Now().Before(deadline) {
		p.eval(`document.querySelector('#setup-error').textContent`, &shownErr)
		time.Sleep(10 * time.Millisecond)
	}
	require.Equal(t, want, shownErr)
}
