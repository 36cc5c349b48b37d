//go:build !js

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/invaderengine/invader/examples/wasm/bridge"
	"github.com/invaderengine/invader/mission"
)

// chromium finds a Chromium to drive. Without one the browser tests fail
// in CI (CI=true) and are skipped elsewhere.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
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

// A page is static/index.html in headless Chromium, served with the
// engine the tests built, and what its scripts said.
type page struct {
	t   *testing.T
	ctx context.Context

	mu     sync.Mutex
	thrown []string // uncaught exceptions: each a defect of the page
	errors []string // console.error: each a defect too
}

// openPage serves static/ and the engine built, and opens the page in
// Chromium; the test fails if the page throws an exception nothing
// catches, or writes an error on the console.
func openPage(t *testing.T, timeout time.Duration) *page {
	t.Helper()
	exe := chromium(t)
	wasm := built(t)
	mux := http.NewServeMux()
	mux.HandleFunc("/invader.wasm", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/wasm")
		http.ServeFile(w, r, wasm)
	})
	// The same, as a server that knows no WebAssembly sends it.
	mux.HandleFunc("/plain/invader.wasm", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/octet-stream")
		http.ServeFile(w, r, wasm)
	})
	mux.Handle("/", http.FileServer(http.Dir("static")))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)

	if os.Getenv("CI") == "true" {
		timeout *= 3 // CI runs the other packages' tests beside these, on two cores
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox,
		chromedp.Headless, chromedp.WindowSize(1400, 900), chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("no-first-run", true))
	ctx, cancelTime := context.WithTimeout(context.Background(), timeout)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	tctx, cancelTab := chromedp.NewContext(actx)
	p := &page{t: t, ctx: tctx}
	t.Cleanup(func() {
		cancelTab()
		cancelAlloc()
		cancelTime()
	})
	t.Cleanup(p.noDefects) // runs first, while the page is open
	if err := chromedp.Listen(tctx, p.event); err != nil {
		t.Fatalf("listening to the page: %v", err)
	}
	p.do(chromedp.Navigate(srv.URL + "/"))
	p.waitFor(`document.body.dataset.ready === "true"`, 20*time.Second, "the engine loaded")
	return p
}

func (p *page) event(ev any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch e := ev.(type) {
	case *runtime.EventExceptionThrown:
		msg := e.ExceptionDetails.Text
		if e.ExceptionDetails.Exception != nil {
			msg += " " + e.ExceptionDetails.Exception.Description
		}
		p.thrown = append(p.thrown, msg)
	case *runtime.EventConsoleAPICalled:
		if e.Type == runtime.ConsoleAPICalledTypeError {
			var args []string
			for _, a := range e.Args {
				args = append(args, string(a.Value)+a.Description)
			}
			p.errors = append(p.errors, strings.Join(args, " "))
		}
	}
}

func (p *page) noDefects() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, e := range p.thrown {
		p.t.Errorf("the page threw an exception nothing caught: %s", e)
	}
	for _, e := range p.errors {
		p.t.Errorf("the page wrote an error on the console: %s", e)
	}
}

func (p *page) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatalf("the page: %v", err)
	}
}

// eval evaluates a JavaScript expression into out.
func (p *page) eval(js string, out any) {
	p.t.Helper()
	raw, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]byte](js))
	if err != nil {
		p.t.Fatalf("%s: %v", js, err)
	}
	if err := json.Unmarshal(raw, out); err != nil {
		p.t.Fatalf("%s: %v: %s", js, err, raw)
	}
}

func (p *page) str(js string) string {
	p.t.Helper()
	var s string
	p.eval(js, &s)
	return s
}

// waitFor waits for a JavaScript condition to hold.
func (p *page) waitFor(cond string, timeout time.Duration, what string) {
	p.t.Helper()
	if os.Getenv("CI") == "true" {
		timeout *= 3
	}
	deadline := time.Now().Add(timeout)
	for {
		var ok bool
		p.eval(`!!(`+cond+`)`, &ok)
		if ok {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("not %s after %v (the page says: %q; error shown: %q)", what, timeout,
				p.str(`document.getElementById("status").textContent`), p.str(`document.getElementById("error").textContent`))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// click clicks an element with the mouse.
func (p *page) click(sel string) {
	p.t.Helper()
	p.do(chromedp.Click(chromedp.CSS(sel)))
}

func (p *page) steps() string { return p.str(`document.body.dataset.steps`) }

// The page plays M0 to its end: a person's clicks on the legal actions,
// actions typed in notation that the game refuses (shown as errors, the
// game unchanged), calls of the API with wrong arguments (answered with
// errors, never thrown), then the bot to the end. The game ends where the
// same choices end it natively, hash for hash and picture for picture.
func TestBrowserM0ToTheEnd(t *testing.T) {
	p := openPage(t, 60*time.Second)
	p.do(chromedp.SetValue(chromedp.CSS("#mission"), "M0"), chromedp.SetValue(chromedp.CSS("#seed"), "1"))
	p.click("#start")
	p.waitFor(`document.body.dataset.steps === "0" && document.title.startsWith("M0")`, 10*time.Second, "M0 started")

	// The same game natively: what the page's clicks must give.
	var native bridge.Games
	id := native.Open()
	native.Handle(id, `{"cmd":"start","mission":"M0","rules":{"seed":1}}`)

	for i := 1; i <= 3; i++ {
		var first string
		p.eval(`document.querySelector("#actions button").dataset.action`, &first)
		want := firstLegal(t, &native, id)
		if first != want {
			t.Fatalf("step %d: the first button is %q, natively %q", i, first, want)
		}
		p.click("#actions button")
		p.waitFor(fmt.Sprintf(`document.body.dataset.steps === "%d"`, i), 5*time.Second, "the action applied")
		native.Handle(id, `{"cmd":"apply","action":`+quote(want)+`}`)
	}
	hash := p.str(`invader.game.hash().hash`)

	// Refused actions, typed: an error is shown, the game is unchanged.
	for _, c := range []struct{ typed, code string }{{"Cole move e1", "illegal"}, {"Cole fly away", "bad_action"}} {
		p.do(chromedp.SetValue(chromedp.CSS("#action"), c.typed))
		p.click("#notation button")
		p.waitFor(fmt.Sprintf(`!document.getElementById("error").hidden && document.getElementById("error").textContent.startsWith(%q)`, c.code+":"), 5*time.Second, "the error shown for "+c.typed)
		if p.steps() != "3" || p.str(`invader.game.hash().hash`) != hash {
			t.Errorf("%q changed the game", c.typed)
		}
	}
	// The API answers wrong calls with errors, and goes on.
	for js, code := range map[string]string{
		`invader.game.apply("Cole move e1").error.code`:                  "illegal",
		`invader.game.request({cmd: "apply"}).error.code`:                "bad_request",
		`invader.game.request({cmd: "start", mission: "Q9"}).error.code`: "bad_mission",
		`invader.game.odds({action: "Cole fly"}).error.code`:             "bad_action",
		`invader.game.picture("png").error.code`:                         "bad_request",
		`JSON.parse(invaderWasm.handle("not a number")).error.code`:      "internal", // a panic in Go, recovered
		`invader.engine.playouts("M1", 0).error.code`:                    "bad_request",
	} {
		if got := p.str(js); got != code {
			t.Errorf("%s = %q, want %q", js, got, code)
		}
	}
	if p.str(`invader.game.hash().hash`) != hash {
		t.Fatal("the wrong calls changed the game")
	}

	// The greedy bot plays to the end.
	p.click("#bot-end")
	p.waitFor(`document.body.dataset.over === "true"`, 40*time.Second, "the game over")
	var status struct {
		Over    bool   `json:"over"`
		Outcome string `json:"outcome"`
		Hash    string `json:"hash"`
	}
	p.eval(`invader.game.status()`, &status)
	for n := 0; ; n++ {
		var b struct {
			OK      bool `json:"ok"`
			Applied struct {
				Status struct {
					Over bool `json:"over"`
				} `json:"status"`
			} `json:"applied"`
		}
		if err := json.Unmarshal([]byte(native.Handle(id, `{"cmd":"bot","name":"greedy","apply":true}`)), &b); err != nil || !b.OK || n > 5000 {
			t.Fatalf("the native game: %v, ok %v after %d choices", err, b.OK, n)
		}
		if b.Applied.Status.Over {
			break
		}
	}
	var want struct {
		Outcome string `json:"outcome"`
		Hash    string `json:"hash"`
	}
	json.Unmarshal([]byte(native.Handle(id, `{"cmd":"status"}`)), &want)
	if !status.Over || status.Hash != want.Hash || status.Outcome != want.Outcome {
		t.Errorf("the page's game ends %s (%s), the native one %s (%s)", status.Hash, status.Outcome, want.Hash, want.Outcome)
	}
	var pic struct {
		Picture string `json:"picture"`
	}
	json.Unmarshal([]byte(native.Picture(id, "text")), &pic)
	if got := p.str(`document.getElementById("board").textContent`); got != pic.Picture {
		t.Errorf("the page shows the board:\n%s\nnatively:\n%s", got, pic.Picture)
	}
	if got := p.str(`document.getElementById("status").textContent`); !strings.Contains(got, "The game is over: "+want.Outcome) {
		t.Errorf("the status line at the end: %q", got)
	}
	var logLines int
	p.eval(`document.querySelectorAll("#log li").length`, &logLines)
	if logLines < 100 {
		t.Errorf("the log has %d lines after a whole game", logLines)
	}
	if got := p.str(`document.querySelectorAll("#actions button").length + " " + document.getElementById("bot-end").disabled`); got != "0 true" {
		t.Errorf("at the end: %s buttons of actions and the bot disabled, want 0 true", got)
	}
	if os.Getenv("INVADER_WASM_SCREENSHOT") != "" {
		png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
		if err == nil {
			err = os.WriteFile(os.Getenv("INVADER_WASM_SCREENSHOT"), png, 0o644)
		}
		if err != nil {
			t.Error(err)
		}
	}
}

// firstLegal is the first legal action of a native game, in notation.
func firstLegal(t *testing.T, g *bridge.Games, id int) string {
	t.Helper()
	var legal struct {
		Actions []struct {
			Notation string `json:"notation"`
		} `json:"actions"`
	}
	if err := json.Unmarshal([]byte(g.Handle(id, `{"cmd":"legal"}`)), &legal); err != nil || len(legal.Actions) == 0 {
		t.Fatalf("the native game's legal actions: %v", err)
	}
	return legal.Actions[0].Notation
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// playoutsJS plays, in the page, the 20 random games of M1 of
// BenchmarkPlayouts in package bridge (the same Go, compiled to
// WebAssembly), REPS times: the milliseconds of each run, and the actions
// of one.
const playoutsJS = `((reps) => {
	const out = {ms: [], actions: 0};
	for (let r = 0; r < reps; r++) {
		const p = invader.engine.playouts("M1", 20, 1);
		if (!p.ok) throw new Error(p.error.message);
		out.ms.push(p.ms);
		out.actions = p.actions;
	}
	return out;
})(REPS)`

// apiLoopJS plays, in the page, the games of BenchmarkAPILoop in package
// bridge through the JavaScript API (a legal request, a choice, an apply
// request, each answer parsed), REPS times.
const apiLoopJS = `((reps) => {
	const out = {ms: [], actions: 0};
	for (let r = 0; r < reps; r++) {
		const game = invader.engine.newGame();
		let k = 0;
		const t0 = performance.now();
		for (let seed = 1; seed <= 5; seed++) {
			game.start({mission: "M1", rules: {seed}});
			for (;;) {
				const legal = game.legal().actions;
				const step = game.apply(legal[(7919 * k + 13) % legal.length].notation);
				k++;
				if (!step.ok) throw new Error(step.error.message);
				if (step.status.over || step.status.round > 40) break;
			}
		}
		out.ms.push(performance.now() - t0);
		out.actions = k;
		game.close();
	}
	return out;
})(REPS)`

// TestBrowserRates measures the engine's speed in Chromium, for
// BENCHMARKS.md (INVADER_WASM_BENCH=1 to run it): random playouts of M1
// (bridge.Play, the loop of BenchmarkPlayouts) and a JavaScript loop over
// the API (bridge.APILoop's games), each timed in the page, then natively
// in this process, run for run. Other sessions load the machine: the
// best run of each is the one least disturbed, and their ratio the figure.
func TestBrowserRates(t *testing.T) {
	if os.Getenv("INVADER_WASM_BENCH") != "1" {
		t.Skip("a measure, not a test: INVADER_WASM_BENCH=1 to run it")
	}
	p := openPage(t, 10*time.Minute)
	m1, err := mission.Builtin("M1")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, js string
		reps     int
		native   func() (int, error)
	}{
		{"playouts (20 games of M1)", playoutsJS, 60, func() (int, error) {
			tally, err := bridge.Play(m1, 20, 1)
			return tally.Actions, err
		}},
		{"the API loop (5 games of M1)", apiLoopJS, 10, func() (int, error) { return bridge.APILoop(5) }},
	} {
		var r struct {
			MS      []float64 `json:"ms"`
			Actions int       `json:"actions"`
		}
		// Warm up first: V8 compiles the hot functions again, optimized.
		p.eval(strings.Replace(c.js, "REPS", "5", 1), &r)
		p.eval(strings.Replace(c.js, "REPS", strconv.Itoa(c.reps), 1), &r)
		var native []float64
		for range c.reps {
			t0 := time.Now()
			n, err := c.native()
			if err != nil || n != r.Actions {
				t.Fatalf("%s natively: %d actions (%v); in the browser %d", c.name, n, err, r.Actions)
			}
			native = append(native, float64(time.Since(t0).Microseconds())/1000)
		}
		bb, bm, nb, nm := slices.Min(r.MS), median(r.MS), slices.Min(native), median(native)
		t.Logf("%s, %d actions a run: browser best %.1f ms (%.0f actions/s), median %.1f; native best %.1f ms (%.0f actions/s), median %.1f; the browser is %.1f times slower (best), %.1f (median)",
			c.name, r.Actions, bb, float64(r.Actions)/bb*1000, bm, nb, float64(r.Actions)/nb*1000, nm, bb/nb, bm/nm)
	}
}

func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	return s[len(s)/2]
}

// readmeJS returns the JavaScript snippet of the README's "In the
// browser".
func readmeJS(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## In the browser\n")
	_, block, ok2 := strings.Cut(section, "```js\n")
	block, _, ok3 := strings.Cut(block, "```")
	if !ok || !ok2 || !ok3 {
		t.Fatal("the README has no JavaScript snippet in its section \"In the browser\"")
	}
	return block
}

// The README's snippet does what its comments say, in the page; and the
// API loads from a server that sends no application/wasm type.
func TestBrowserReadme(t *testing.T) {
	p := openPage(t, 60*time.Second)
	snippet := readmeJS(t)
	imports := `import { load } from "./invader.js";`
	if !strings.HasPrefix(snippet, imports) {
		t.Fatalf("the snippet does not begin with %s:\n%s", imports, snippet)
	}
	js := `(async () => { const { load } = await import("./invader.js");` + strings.TrimPrefix(snippet, imports) +
		`; const plain = await load("plain/invader.wasm"); return {legal, step, refused, missions: plain.hello().missions}; })()`
	raw, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]byte](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("the README's snippet: %v", err)
	}
	var got struct {
		Legal []struct {
			Notation, Words string
		}
		Step struct {
			OK     bool
			Events []struct{ Text string }
		}
		Refused struct {
			OK    bool
			Error struct{ Code, ReasonText string }
		}
		Missions []string
	}
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatalf("%v: %s", err, raw)
	}
	if len(got.Legal) == 0 || got.Legal[0].Notation != "activate Cole" || got.Legal[0].Words != "Activate Cole" {
		t.Errorf("legal: %+v", got.Legal)
	}
	if !got.Step.OK || len(got.Step.Events) == 0 || got.Step.Events[0].Text != "Cole takes a Turn with 3 Actions" {
		t.Errorf("step: %+v", got.Step)
	}
	if got.Refused.OK || got.Refused.Error.Code != "illegal" || got.Refused.Error.ReasonText != "the zones are not adjacent" {
		t.Errorf("refused: %+v", got.Refused)
	}
	if len(got.Missions) == 0 || got.Missions[0] != "M0" {
		t.Errorf("the engine loaded as application/octet-stream lists the missions %v", got.Missions)
	}

	// At a real table the page offers the outcomes of the chance pending
	// (the Starting Equipment dealt, first), and plays the one clicked.
	p.do(chromedp.SetValue(chromedp.CSS("#mission"), "M0"))
	p.click("#table")
	p.click("#start")
	p.waitFor(`document.body.dataset.steps === "0" && document.getElementById("status").textContent.includes("Next: chance")`, 10*time.Second, "a real table's first chance")
	var actions []string
	p.eval(`[...document.querySelectorAll("#actions button")].map(b => b.dataset.action)`, &actions)
	if len(actions) < 2 {
		t.Fatalf("the outcomes offered: %q", actions)
	}
	for _, a := range actions {
		if !strings.HasPrefix(a, "chance ") {
			t.Errorf("at a chance decision the page offers %q", a)
		}
	}
	p.click("#actions button")
	p.waitFor(`document.body.dataset.steps === "1"`, 5*time.Second, "the outcome played")
	if log := p.str(`document.getElementById("log").textContent`); !strings.Contains(log, "is dealt") {
		t.Errorf("the log after the first card dealt at the table: %q", log)
	}
}
