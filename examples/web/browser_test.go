package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
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

// long skips a long playthrough unless INVADER_BROWSER_LONG=1 (as CI
// sets it): the default suite stays within a minute.
func long(t *testing.T) {
	t.Helper()
	if os.Getenv("INVADER_BROWSER_LONG") != "1" {
		t.Skip("a long playthrough: set INVADER_BROWSER_LONG=1 to run it")
	}
}

// A browser is one headless Chromium; each person in a test is a profile
// of it (a browser context of their own: their own storage, as separate
// browsers have), with tabs.
type browser struct {
	t    *testing.T
	root context.Context
}

// newBrowser starts Chromium for the test; it ends with the test.
func newBrowser(t *testing.T, timeout time.Duration) *browser {
	exe := chromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.Headless, chromedp.WindowSize(1600, 1000),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("no-first-run", true), chromedp.Flag("disable-gpu", true))
	ctx, cancelTime := context.WithTimeout(context.Background(), timeout)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	root, cancelRoot := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelRoot(); cancelAlloc(); cancelTime() })
	require.NoError(t, chromedp.Do(root), "starting Chromium")
	return &browser{t: t, root: root}
}

// A person is a profile of the browser: their storage (the seats'
// credentials) outlives their tabs.
type person struct {
	b    *browser
	name string
	ctx  context.Context
}

func (b *browser) person(name string) *person {
	ctx, cancel := chromedp.NewContext(b.root, chromedp.WithNewBrowserContext())
	b.t.Cleanup(cancel)
	require.NoError(b.t, chromedp.Do(ctx), "a browser context for %s", name)
	return &person{b: b, name: name, ctx: ctx}
}

// A tab is a page of a person's.
type tab struct {
	t      *testing.T
	who    string
	ctx    context.Context
	cancel context.CancelFunc
	trace  *trace // what the page said and asked, for a failure's report
}

// open opens a tab on url.
func (p *person) open(url string) *tab { return p.openWith(url, nil) }

// openWith opens a tab on url, once before (if not nil) has set the tab
// up (say, the browser's language).
func (p *person) openWith(url string, before func(ctx context.Context) error) *tab {
	ctx, cancel := chromedp.NewContext(p.ctx)
	tb := &tab{t: p.b.t, who: p.name, ctx: ctx, cancel: cancel, trace: &trace{start: time.Now()}}
	p.b.t.Cleanup(cancel)
	p.b.t.Cleanup(tb.screenshotOnFailure)
	p.b.t.Cleanup(tb.noExceptions)
	require.NoError(p.b.t, chromedp.Listen(ctx, tb.trace.event), "listening to %s's tab", p.name)
	if before != nil {
		require.NoError(p.b.t, before(ctx), "setting %s's tab up", p.name)
	}
	tb.run(chromedp.Navigate(url))
	tb.waitVersion(0)
	return tb
}

// noExceptions fails the test if the page threw an exception nothing
// caught: a script's defect, even when what the test checks went well.
func (tb *tab) noExceptions() {
	if e := tb.trace.exceptions(); len(e) > 0 {
		tb.t.Errorf("%s's tab: the page threw %d uncaught exceptions, the first: %s", tb.who, len(e), e[0])
	}
}

// close closes the tab, as a person closes it.
func (tb *tab) close() { tb.cancel() }

func (tb *tab) screenshotOnFailure() {
	if !tb.t.Failed() || tb.ctx.Err() != nil {
		return
	}
	tb.t.Logf("%s's tab, its last requests and messages:\n%s", tb.who, tb.trace)
	png, err := chromedp.Run(tb.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		tb.t.Logf("no screenshot of %s's tab: %v", tb.who, err)
		return
	}
	dir, err := os.MkdirTemp("", "invader-web-failure-")
	if err == nil {
		path := filepath.Join(dir, strings.ReplaceAll(tb.t.Name(), "/", "_")+"-"+tb.who+".png")
		if err = os.WriteFile(path, png, 0o644); err == nil {
			tb.t.Logf("%s's tab at the failure: %s", tb.who, path)
			return
		}
	}
	tb.t.Logf("no screenshot: %v", err)
}

func (tb *tab) run(actions ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	require.NoError(tb.t, chromedp.Do(tb.ctx, actions...), "%s's tab", tb.who)
}

// eval evaluates a JavaScript expression in the page into out (nil to
// ignore its value).
func (tb *tab) eval(js string, out any) {
	tb.t.Helper()
	raw, err := chromedp.Run(tb.ctx, chromedp.Evaluate[[]byte](js))
	require.NoError(tb.t, err, "%s's tab: %s", tb.who, js)
	if out != nil {
		require.NoError(tb.t, json.Unmarshal(raw, out), "%s: %s", js, raw)
	}
}

func (tb *tab) str(js string) string {
	tb.t.Helper()
	var s string
	tb.eval(js, &s)
	return s
}

func (tb *tab) version() int {
	n, _ := strconv.Atoi(tb.str(`document.body.dataset.version || '0'`))
	return n
}

// waitVersion waits for the page to draw after version old.
func (tb *tab) waitVersion(old int) {
	tb.t.Helper()
	tb.waitFor(fmt.Sprintf(`+(document.body.dataset.version || 0) > %d`, old), 20*time.Second, "a new view")
}

// reloading reports whether err is an evaluation cut short by the page
// opening again (a language chosen, a link followed): the condition is
// asked again of the new page.
func reloading(err error) bool {
	for _, m := range []string{"navigated or closed", "Execution context was destroyed", "Cannot find context with specified id"} {
		if strings.Contains(err.Error(), m) {
			return true
		}
	}
	return false
}

// waitFor waits for a JavaScript condition to hold.
func (tb *tab) waitFor(cond string, timeout time.Duration, what string) {
	tb.t.Helper()
	if os.Getenv("CI") == "true" {
		timeout *= 3 // CI runs the other packages' tests beside these, on two cores
	}
	deadline := time.Now().Add(timeout)
	for {
		ok, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](`!!(`+cond+`)`))
		switch {
		case err != nil && !reloading(err):
			require.NoError(tb.t, err, "%s's tab: %s", tb.who, cond)
		case ok:
			return
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("%s's tab: no %s after %v (errors shown: %q)", tb.who, what, timeout,
				tb.str(`Array.from(document.querySelectorAll('.error')).map(e => e.textContent).join(' | ')`))
		}
		time.Sleep(15 * time.Millisecond)
	}
}

// clickAt clicks with the mouse where a JavaScript expression says: it
// returns [x, y], or null when there is nothing to click.
func (tb *tab) clickAt(js, what string) {
	tb.t.Helper()
	var xy []float64
	tb.eval(js, &xy)
	if len(xy) != 2 {
		tb.t.Fatalf("%s's tab: nothing to click for %s", tb.who, what)
	}
	tb.run(chromedp.MouseClickXY(xy[0], xy[1]))
}

// clickCSS clicks the first element a selector finds, with the mouse.
func (tb *tab) clickCSS(sel string) {
	tb.t.Helper()
	tb.clickAt(fmt.Sprintf(elementPoint, sel), sel)
}

// elementPoint finds the middle of the first visible element of a selector.
const elementPoint = `((sel) => {
	for (const e of document.querySelectorAll(sel)) {
		if (!e.getClientRects().length) continue;
		e.scrollIntoView({block: 'center', inline: 'center'});
		const r = e.getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2];
	}
	return null;
})(%q)`

// spotPoint finds a point on the page where a click lands on spot key,
// by the page's own hit testing.
const spotPoint = `((key) => {
	const prefix = sel.slice();
	const leads = (k) => candidates([...prefix, k]).length || candidates([k]).length;
	for (const e of elementsFor(key)) {
		e.scrollIntoView({block: 'center', inline: 'center'});
		const r = e.getBoundingClientRect();
		for (const fy of [0.5, 0.3, 0.7, 0.15, 0.85]) for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85]) {
			const x = r.left + r.width * fx, y = r.top + r.height * fy;
			const hit = document.elementFromPoint(x, y);
			if (hit && keysAt(hit).find(leads) === key) return [x, y];
		}
	}
	return null;
})(%q)`

// buttonPoint finds a visible button of an action in a part of the page.
const buttonPoint = `((scope, text) => {
	for (const b of document.querySelectorAll(scope + ' button[data-action]')) {
		if (b.dataset.action !== text || !b.offsetParent) continue;
		b.scrollIntoView({block: 'center'});
		const r = b.getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2];
	}
	return null;
})(%q, %q)`

// typeInto sets an input's value as a person types it.
func (tb *tab) typeInto(sel, value string) {
	tb.t.Helper()
	tb.eval(fmt.Sprintf(`((e) => { e.value = %q; e.dispatchEvent(new Event('change', {bubbles: true})); return true; })(document.querySelector(%q))`, value, sel), nil)
}

// navigate opens url in the tab and waits for the page to draw.
func (tb *tab) navigate(url string) {
	tb.t.Helper()
	tb.run(chromedp.Navigate(url))
	// A new hash on the same page is no new load: wait for the page to
	// have gone where the hash says (its view version is the old page's).
	tb.waitFor(fmt.Sprintf(`location.href === %q && !document.querySelector(
		location.hash.startsWith('#/match/') ? '#match' : '#lobby').hidden`, url), 20*time.Second, "the page at "+url)
	tb.waitVersion(0)
}
