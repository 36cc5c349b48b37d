package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// serve runs Serve on input with cfg and returns its output lines.
func serve(t *testing.T, input string, cfg Config) []string {
	t.Helper()
	var out bytes.Buffer
	if err := Serve(strings.NewReader(input), &out, cfg); err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
}

// code is the error code of an answer, "" for none.
func code(t *testing.T, answer string) string {
	t.Helper()
	var a struct {
		OK    bool   `json:"ok"`
		Error *Error `json:"error"`
	}
	if err := json.Unmarshal([]byte(answer), &a); err != nil {
		t.Fatalf("the answer is no JSON: %v: %s", err, answer)
	}
	if a.OK != (a.Error == nil) {
		t.Errorf("ok and error disagree: %s", answer)
	}
	if a.Error == nil {
		return ""
	}
	return a.Error.Code
}

// A line of exactly the cap is read; one byte more is skipped with
// line_too_long, and the engine reads on. The cap is that of Config.
func TestLineCap(t *testing.T) {
	const limit = 64
	pad := func(n int) string {
		head := `{"cmd":"hello","id":"`
		return head + strings.Repeat("x", n-len(head)-2) + `"}`
	}
	for _, c := range []struct {
		line string
		code string
	}{
		{pad(limit), ""},
		{pad(limit + 1), CodeLineTooLong},
		{pad(limit + 100_000), CodeLineTooLong}, // longer than the reader's buffer
		{pad(limit) + "\r", ""},                 // a CR before the end of line is no part of it
	} {
		lines := serve(t, c.line+"\n"+`{"cmd":"quit"}`+"\n", Config{MaxLine: limit})
		if len(lines) != 3 {
			t.Fatalf("%d bytes: %d answers, want the greeting and 2: %q", len(c.line), len(lines), lines)
		}
		if got := code(t, lines[1]); got != c.code {
			t.Errorf("a line of %d bytes: code %q, want %q: %s", len(c.line), got, c.code, lines[1])
		}
		if code(t, lines[2]) != "" {
			t.Errorf("after a line of %d bytes, quit fails: %s", len(c.line), lines[2])
		}
	}
	e := New(Config{MaxLine: limit})
	if got := code(t, string(e.Handle([]byte(pad(limit+1))))); got != CodeLineTooLong {
		t.Errorf("Handle on a line over the cap: code %q", got)
	}
}

// The last line needs no end of line; blank lines get no answer; the
// end of the input ends the session as quit does.
func TestLineEnds(t *testing.T) {
	lines := serve(t, "\n   \n\t\n"+`{"id":1,"cmd":"hello"}`, Config{})
	if len(lines) != 2 || !strings.HasPrefix(lines[1], `{"id":1,"reply":"hello","ok":true`) {
		t.Errorf("answers %q; want the greeting and hello's", lines)
	}
	lines = serve(t, "", Config{})
	if len(lines) != 1 || !strings.HasPrefix(lines[0], `{"reply":"hello","ok":true`) {
		t.Errorf("no input: %q; want the greeting alone", lines)
	}
}

// A panic in a command is answered with code internal, and the engine
// goes on with its game.
func TestPanicIsInternal(t *testing.T) {
	e := New(Config{})
	if code(t, string(e.Handle([]byte(`{"cmd":"start","mission":"M0","rules":{"seed":1}}`)))) != "" {
		t.Fatal("start failed")
	}
	before := string(e.Handle([]byte(`{"cmd":"hash"}`)))
	e.panicHook = func(cmd string) {
		if cmd == "legal" {
			panic("a bug")
		}
	}
	ans := string(e.Handle([]byte(`{"id":5,"cmd":"legal"}`)))
	if code(t, ans) != CodeInternal || !strings.Contains(ans, `"id":5`) || !strings.Contains(ans, "a bug") {
		t.Errorf("a panicking command answered %s; want code internal, the id and the panic", ans)
	}
	if after := string(e.Handle([]byte(`{"cmd":"hash"}`))); after != before {
		t.Errorf("the game changed: %s, then %s", before, after)
	}
}

// Every kind of action has words of its own, not its notation.
func TestWordsForEveryKind(t *testing.T) {
	m, err := mission.Builtin("M0")
	if err != nil {
		t.Fatal(err)
	}
	s, err := invader.New(m, invader.Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	w := newSpeaker(s)
	for _, spec := range invader.ActionSpecs() {
		data := fmt.Sprintf(`{"type":%q}`, spec.Name)
		if spec.Name == "ChooseSkill" { // no zero Skill
			data = `{"type":"ChooseSkill","skill":"Lucky"}`
		}
		a, err := invader.UnmarshalAction([]byte(data))
		if err != nil {
			t.Errorf("%s: %v", spec.Name, err)
			continue
		}
		if words, ok := w.words(a); !ok || words == "" {
			t.Errorf("%s has no words: %q", spec.Name, words)
		}
	}
}

// Two engines answer the same lines alike, even at once (the race
// detector watches what they share).
func TestEnginesShareNothing(t *testing.T) {
	script := strings.Join([]string{
		`{"cmd":"start","mission":"M1","rules":{"seed":4}}`,
		`{"cmd":"bot","apply":true}`, `{"cmd":"legal","json":true}`, `{"cmd":"bot","name":"random","apply":true}`,
		`{"cmd":"bot","name":"search","iterations":8,"apply":true}`, `{"cmd":"view","seat":0,"json":true}`,
		`{"cmd":"odds"}`, `{"cmd":"save"}`, `{"cmd":"position"}`,
	}, "\n")
	outs := make([]string, 4)
	var wg sync.WaitGroup
	for i := range outs {
		wg.Go(func() { outs[i] = strings.Join(serve(t, script, Config{}), "\n") })
	}
	wg.Wait()
	for i := range outs {
		if outs[i] != outs[0] {
			t.Fatalf("engine %d answered otherwise than engine 0:\n%s\n%s", i, outs[i], outs[0])
		}
	}
}

// The views of two games that differ only in their future (their seed)
// are the same, answer for answer: nothing in a view tells the future.
func TestViewTellsNoFuture(t *testing.T) {
	answers := func(seed int) string {
		e := New(Config{})
		pos := fmt.Sprintf(`mission M0\nrules seed=%d\nturn active=Cole actions=3\nsurvivor Cole c1 activated hand1=SMG\nxenos c2 worker=2\n`, seed)
		if c := code(t, string(e.Handle([]byte(`{"cmd":"setposition","text":"`+pos+`"}`)))); c != "" {
			t.Fatalf("setposition: %s", c)
		}
		return string(e.Handle([]byte(`{"cmd":"view","seat":0,"json":true}`)))
	}
	a, b := answers(1), answers(2)
	if a != b {
		t.Errorf("the views of seeds 1 and 2 differ:\n%s\n%s", a, b)
	}
	if strings.Contains(a, "seed=1") || strings.Contains(a, `"seed":1`) {
		t.Errorf("the view tells the seed: %s", a)
	}
}

// Every command lists its fields, and the greeting names every command.
func TestCommandsListed(t *testing.T) {
	greeting := string(New(Config{}).Greeting())
	for _, c := range Commands() {
		f := Fields(c)
		if len(f) < 2 || f[0] != "id" || f[1] != "cmd" {
			t.Errorf("%s's fields are %v; want id and cmd first", c, f)
		}
		if !strings.Contains(greeting, `"`+c+`"`) {
			t.Errorf("the greeting does not name %s", c)
		}
	}
	if len(commands) != len(Commands()) {
		t.Errorf("%d commands, %d in their order", len(commands), len(Commands()))
	}
	if Fields("dance") != nil {
		t.Error("Fields of no command is not nil")
	}
}

// A line of many keys is read in time linear in its length, a key given
// twice is refused with the request's id, and an id of invalid UTF-8 is
// echoed in UTF-8.
func TestManyKeysAndOddIDs(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"id":3,"cmd":"hello"`)
	for i := range 50_000 {
		fmt.Fprintf(&b, `,"k%d":1`, i)
	}
	b.WriteString(`,"k7":2}`)
	e := New(Config{})
	ans := string(e.Handle([]byte(b.String())))
	if code(t, ans) != CodeBadRequest || !strings.Contains(ans, `"id":3`) || !strings.Contains(ans, `\"k7\" given twice`) {
		t.Errorf("a key given twice among 50,000: %s", ans)
	}
	ans = string(e.Handle([]byte("{\"id\":\"a\xffb\",\"cmd\":\"hello\",\"protocol\":9}")))
	if !strings.HasPrefix(ans, "{\"id\":\"a\uFFFDb\",") || code(t, ans) != CodeUnsupportedVersion {
		t.Errorf("an id of invalid UTF-8: %s", ans)
	}
}

// Game is the engine's game: none before a start, then the game the
// answers speak of (its hash is theirs), changed by apply and by nothing
// its caller does.
func TestGame(t *testing.T) {
	e := New(Config{})
	if _, ok := e.Game(); ok {
		t.Fatal("a new engine has a game")
	}
	e.Handle([]byte(`{"cmd":"start","mission":"M0","rules":{"seed":3}}`))
	e.Handle([]byte(`{"cmd":"bot","apply":true}`))
	s, ok := e.Game()
	if !ok {
		t.Fatal("no game after start")
	}
	var h struct {
		Hash string `json:"hash"`
	}
	if err := json.Unmarshal(e.Handle([]byte(`{"cmd":"hash"}`)), &h); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprintf("%016x", s.Hash()); got != h.Hash {
		t.Errorf("Game's hash %s, the engine says %s", got, h.Hash)
	}
	if _, _, err := s.Apply(s.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	if again, _ := e.Game(); !again.Equal(s) {
		t.Error("applying an action to Game's State changed the engine's game")
	}
}
