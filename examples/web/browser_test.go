package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/invaderengine/invader"
	"github.com/stretchr/testify/require"
)

// chromium finds a Chromium to drive. Without one the browser tests fail
// in CI (CI=true) and are skipped elsewhere.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "/usr/bin/chromium"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no Chromium found: the browser tests need one in CI (apt-get install -y chromium)")
	}
	t.Skip("no Chromium found: install chromium to run the browser tests")
	return ""
}

// page is a browser tab on a test server.
type page struct {
	t   *testing.T
	ctx context.Context
	srv *httptest.Server
}

// openPage starts a server on a free loopback port and a headless
// Chromium tab on its page. When the test fails, a screenshot of the tab
// is saved and its path logged.
func openPage(t *testing.T) *page {
	exe := chromium(t)
	srv := testServer(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.WindowSize(1600, 1100), chromedp.Flag("disable-gpu", true))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelTime(); cancelTab(); cancelAlloc() })
	p := &page{t: t, ctx: ctx, srv: srv}
	t.Cleanup(p.screenshotOnFailure)
	p.run(chromedp.Navigate(srv.URL + "/"))
	return p
}

func (p *page) screenshotOnFailure() {
	if !p.t.Failed() {
		return
	}
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Logf("no screenshot: %v", err)
		return
	}
	dir, err := os.MkdirTemp("", "invader-web-failure-")
	if err == nil {
		path := filepath.Join(dir, p.t.Name()+".png")
		if err = os.WriteFile(path, png, 0o644); err == nil {
			p.t.Logf("screenshot of the page at the failure: %s", path)
			return
		}
	}
	p.t.Logf("no screenshot: %v", err)
}

func (p *page) run(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	require.NoError(p.t, chromedp.Do(p.ctx, actions...))
}

// eval evaluates a JavaScript expression in the page into out (nil to
// ignore its value).
func (p *page) eval(js string, out any) {
	p.t.Helper()
	raw, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]byte](js))
	require.NoError(p.t, err, "%s", js)
	if out != nil {
		require.NoError(p.t, json.Unmarshal(raw, out), "%s: %s", js, raw)
	}
}

func (p *page) version() int {
	var v string
	p.eval(`document.body.dataset.version`, &v)
	n, _ := strconv.Atoi(v)
	return n
}

// waitVersion waits for the page to draw a view after version old.
func (p *page) waitVersion(old int) {
	p.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for p.version() <= old {
		if time.Now().After(deadline) {
			var e string
			p.eval(`document.querySelector('#error').textContent + document.querySelector('#setup-error').textContent`, &e)
			p.t.Fatalf("the page did not change (errors shown: %q)", e)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// clickAt clicks with the mouse on the element a JavaScript expression
// finds, at a point where the page's own hit testing finds it: the
// expression returns [x, y] or null.
func (p *page) clickAt(js, what string) {
	p.t.Helper()
	var xy []float64
	p.eval(js, &xy)
	if len(xy) != 2 {
		p.t.Fatalf("nothing to click for %s", what)
	}
	p.run(chromedp.MouseClickXY(xy[0], xy[1]))
}

// spotPoint finds a point on the page where a click lands on spot key.
const spotPoint = `((key) => {
	const prefix = sel.slice();
	const leads = (k) => candidates([...prefix, k]).length || candidates([k]).length;
	for (const e of elementsFor(key)) {
		e.scrollIntoView({block: 'center', inline: 'center'});
		const r = e.getBoundingClientRect();
		for (const fy of [0.5, 0.3, 0.7, 0.15, 0.85]) for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85]) {
			const x = r.left + r.width * fx, y = r.top + r.height * fy;
			const hit = document.elementFromPoint(x, y);
			if (hit && invaderKeys(hit).find(leads) === key) return [x, y];
		}
	}
	return null;
})(%q)`

func spotPointFor(key string) string { return fmt.Sprintf(spotPoint, key) }

// buttonPoint finds the button of an action in a part of the page.
const buttonPoint = `((scope, text) => {
	for (const b of document.querySelectorAll(scope + ' button[data-action]')) {
		if (b.dataset.action !== text) continue;
		b.scrollIntoView({block: 'center'});
		const r = b.getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2];
	}
	return null;
})(%q, %q)`

// take takes the action written text by clicking: its spots in turn, then
// the menu's button when a menu asks, or the prompt's button when the
// action has no spot.
func (p *page) take(text string, v gameView) {
	p.t.Helper()
	i := slices.IndexFunc(v.Actions, func(a actionView) bool { return a.Text == text })
	if i < 0 {
		p.t.Fatalf("%q is not offered", text)
	}
	old := p.version()
	spots := v.Actions[i].Spots
	if len(spots) == 0 {
		p.clickAt(fmt.Sprintf(buttonPoint, "#prompt-buttons", text), text)
		p.waitVersion(old)
		return
	}
	for _, k := range spots {
		p.clickAt(spotPointFor(k), k+" for "+text)
	}
	// The last click either takes the action (a new view comes) or opens
	// a menu that asks which: wait for one or the other.
	for deadline := time.Now().Add(5 * time.Second); p.version() == old; time.Sleep(10 * time.Millisecond) {
		var xy []float64
		p.eval(fmt.Sprintf(buttonPoint, "#menu:not([hidden])", text), &xy)
		if len(xy) == 2 {
			p.clickAt(fmt.Sprintf(buttonPoint, "#menu", text), "the menu's "+text)
			break
		}
		if time.Now().After(deadline) {
			p.clickAt(fmt.Sprintf(buttonPoint, "#menu", text), "the menu's "+text) // fails, with a screenshot
			break
		}
	}
	p.waitVersion(old)
}

// shown is what the page shows of a game, read from its document.
type shown struct {
	Actions []string          `json:"actions"`
	Log     []string          `json:"log"`
	Pieces  map[string]string `json:"pieces"` // each zone's pieces, in words
	Prompt  string            `json:"prompt"`
	Chance  string            `json:"chance"`
	Step    string            `json:"step"`
}

const readPage = `({
	actions: Array.from(document.querySelectorAll('#actions button')).map(b => b.textContent),
	log: Array.from(document.querySelectorAll('#log li.line')).map(l => l.textContent),
	pieces: Object.fromEntries(Array.from(document.querySelectorAll('#board [data-pieces]')).map(g => [g.dataset.pieces, g.querySelector('title').textContent])),
	prompt: document.querySelector('#prompt-text').textContent,
	chance: document.querySelector('#chance-text').textContent,
	step: document.body.dataset.step,
})`

// check compares the page with the game's State (a View, from the API)
// and with what the API says of it: the actions offered are exactly the
// legal ones, the log is the game's, and every Survivor and Xeno is on
// its zone.
func (p *page) check(s invader.State, v gameView) shown {
	p.t.Helper()
	var got shown
	p.eval(readPage, &got)
	var want []string
	for _, a := range s.Legal() {
		want = append(want, s.FormatAction(a))
	}
	require.Equal(p.t, want, nonNil(got.Actions), "the actions offered")
	var lines []string
	for _, e := range v.Log {
		lines = append(lines, e.Lines...)
	}
	require.Equal(p.t, lines, nonNil(got.Log), "the log")
	require.Equal(p.t, fmt.Sprint(v.Step), got.Step)
	m := s.Map()
	for i := range s.Survivors() {
		sv := s.Survivor(i)
		if !sv.Dead && !sv.Escaped {
			require.Contains(p.t, got.Pieces[m.Zone(sv.Zone).Name], sv.Card.Name, "Survivor %s in %s", sv.Card.Name, m.Zone(sv.Zone).Name)
		}
	}
	for z := range m.Len() {
		name := m.Zone(zoneID(z)).Name
		for k, n := range s.Xenos(zoneID(z)) {
			if n > 0 {
				short, _, _ := strings.Cut(s.Catalog()[k].Name, " ")
				require.Contains(p.t, got.Pieces[name], fmt.Sprintf("%s ×%d", short, n), "Xenos in %s", name)
			}
		}
	}
	require.Equal(p.t, s.DescribeChance(), got.Chance)
	return got
}

func nonNil(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

// game fetches the game the page shows, as a State and as the API's view.
func (p *page) game() (invader.State, gameView) {
	p.t.Helper()
	var id string
	p.eval(`view.id`, &id)
	var v gameView
	require.Equal(p.t, 200, call(p.t, p.srv, "GET", "/api/games/"+id, nil, "", &v))
	return stateAPI(p.t, p.srv, id), v
}

// start fills the new game form and starts the game.
func (p *page) start(missionID, seed string, physical bool) {
	p.t.Helper()
	old := p.version()
	p.run(chromedp.SetValue(chromedp.CSS("#mission"), missionID))
	p.eval(`document.querySelector('#mission').dispatchEvent(new Event('change')), true`, nil)
	if seed != "" {
		p.run(chromedp.SetValue(chromedp.CSS("#seed"), seed))
	}
	if physical {
		p.run(chromedp.Click(chromedp.CSS("#physical")))
	}
	p.run(chromedp.Click(chromedp.CSS("#start")))
	p.waitVersion(old)
}
