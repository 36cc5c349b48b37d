package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/lang"
)

// drive starts a session of M0 to be given lines one at a time.
func drive(t *testing.T, opts ...invader.Option) (*session, *bytes.Buffer) {
	t.Helper()
	s, events, err := invader.Start(mustMission(t, "M0"), opts...)
	if err != nil {
		t.Fatal(err)
	}
	g := newSession(s, events, config{bot: bot.Greedy(), botName: "greedy"})
	var out bytes.Buffer
	g.out = &output{w: &out}
	return g, &out
}

// say gives the session one line and returns what it printed.
func say(t *testing.T, g *session, out *bytes.Buffer, line string) string {
	t.Helper()
	out.Reset()
	if err := g.handle(line); err != nil && !errors.Is(err, errQuit) {
		t.Fatal(err)
	}
	return out.String()
}

// Undo returns to the State before the last decision, and redo to the one
// after it.
func TestUndoRedo(t *testing.T) {
	g, out := drive(t, invader.Seed(1))
	if got := say(t, g, out, "undo"); got != "Nothing to undo.\n" {
		t.Errorf("undo at the start: %q", got)
	}
	var states []invader.State
	for range 4 {
		states = append(states, g.cur())
		say(t, g, out, "1")
	}
	after := g.cur()
	for i := 3; i >= 0; i-- {
		say(t, g, out, "undo")
		if !g.cur().Equal(states[i]) {
			t.Fatalf("undo %d: not the State before decision %d", 4-i, i+1)
		}
	}
	for range 4 {
		say(t, g, out, "redo")
	}
	if !g.cur().Equal(after) {
		t.Error("four redos do not return to the last State")
	}
	if got := say(t, g, out, "redo"); got != "Nothing to redo.\n" {
		t.Errorf("redo with nothing undone: %q", got)
	}
	say(t, g, out, "undo")
	say(t, g, out, "1")
	if got := say(t, g, out, "redo"); got != "Nothing to redo.\n" {
		t.Errorf("redo after a new decision: %q", got)
	}
}

// A bad line is answered with the library's error, which names the action
// and what is wrong with it, and the State does not change.
func TestBadLines(t *testing.T) {
	g, out := drive(t, invader.Seed(1))
	s := g.cur()
	_, parseErr := s.ParseAction("Cole fly")
	_, _, applyErr := s.Apply(mustParse(t, s, "Cole move c1"))
	cases := map[string]string{
		"Cole fly":     parseErr.Error(),
		"Cole move c1": applyErr.Error(), // no Survivor is active yet
		"0":            "no action numbered 0: choose 1 to 12",
		"13":           "no action numbered 13: choose 1 to 12",
		"save":         "save needs a file name: save FILE",
		"load":         "load needs a file name: load FILE",
		"load " + filepath.Join(t.TempDir(), "none.json"): "load: open ",
		"\x00\xff garbage": "invader: ",
	}
	for line, want := range cases {
		got := say(t, g, out, line)
		if !strings.HasPrefix(got, want) {
			t.Errorf("%q: printed %q, want %q", line, got, want)
		}
		if !g.cur().Equal(s) || len(g.hist) != 1 {
			t.Errorf("%q changed the game", line)
		}
	}
	if !strings.Contains(applyErr.Error(), "Cole move c1") {
		t.Errorf("the library's error %q does not name the action", applyErr)
	}
}

func mustParse(t *testing.T, s invader.State, text string) invader.Action {
	t.Helper()
	a, err := s.ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// A game saved and loaded again goes on as the same game; a file that is
// not a save does not load and changes nothing.
func TestSaveLoad(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.json")
	g, out := drive(t, invader.Seed(wonSeed))
	for range 10 {
		say(t, g, out, "1")
	}
	saved := g.cur()
	if got := say(t, g, out, "save "+file); !strings.HasPrefix(got, "Saved to ") {
		t.Fatalf("save: %q", got)
	}
	var onFile invader.State
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &onFile); err != nil || !onFile.Equal(saved) {
		t.Fatalf("the file does not hold the State saved: %v", err)
	}
	for range 5 {
		say(t, g, out, "2")
	}
	say(t, g, out, "load "+file)
	if !g.cur().Equal(saved) {
		t.Fatal("load does not return to the State saved")
	}
	for range 5 {
		a := bot.Greedy().Act(g.cur())
		say(t, g, out, g.cur().FormatAction(a))
		saved, _, _ = saved.Apply(a)
	}
	if !g.cur().Equal(saved) {
		t.Error("the loaded game does not go on as the saved one")
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"version": 99}`), 0o644); err != nil {
		t.Fatal(err)
	}
	before := g.cur()
	if got := say(t, g, out, "load "+bad); !strings.HasPrefix(got, "load: ") {
		t.Errorf("a bad save: %q", got)
	}
	if !g.cur().Equal(before) {
		t.Error("a bad save changed the game")
	}
}

// Help lists every command; quit and the end of the input end the session
// cleanly, with a message.
func TestHelpQuitEnd(t *testing.T) {
	g, out := drive(t, invader.Seed(1))
	help := say(t, g, out, "help")
	for _, c := range commands {
		if !regexp.MustCompile(`(?m)^  ` + c.name + `\b.* ` + regexp.QuoteMeta(g.say("cmd."+c.name)) + `$`).MatchString(help) {
			t.Errorf("help does not list %s:\n%s", c.name, help)
		}
	}
	for input, want := range map[string]string{
		"":             "End of input: the game stops unfinished, in round 1.\n",
		"1\n":          "End of input: the game stops unfinished, in round 1.\n",
		"1\nQUIT\n1\n": "Goodbye: the game is left unfinished (save it first to play on later).\n",
		"1\n1":         "End of input: the game stops unfinished, in round 1.\n",
	} {
		g, _ := drive(t, invader.Seed(1))
		var out bytes.Buffer
		if err := g.Run(strings.NewReader(input), &out); err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(out.String(), want) {
			t.Errorf("input %q ends %q, want %q", input, tail(out.String()), want)
		}
	}
}

func tail(s string) string {
	if len(s) > 200 {
		return s[len(s)-200:]
	}
	return s
}

// A game the bots play alone runs to its outcome without input.
func TestAllBots(t *testing.T) {
	s, events, err := invader.Start(mustMission(t, "M0"), invader.Seed(wonSeed))
	if err != nil {
		t.Fatal(err)
	}
	want, _, err := bot.Play(s, bot.Greedy(), 1000, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	g := newSession(s, events, config{bot: bot.Greedy(), botName: "greedy", seats: seats{all: true}})
	var out bytes.Buffer
	if err := g.Run(strings.NewReader(""), &out); err != nil {
		t.Fatal(err)
	}
	if !g.cur().Equal(want) || !strings.HasSuffix(out.String(), outcomeLine(lang.English, want)+"\n") {
		t.Errorf("the bots' game ends %q, want %s", tail(out.String()), outcomeLine(lang.English, want))
	}
	if strings.Contains(out.String(), legalHeader(lang.English)) {
		t.Error("a game of bots asks the players")
	}
}

// ansi matches the ANSI sequences the painter writes.
var ansi = regexp.MustCompile("\x1b\\[[0-9;]*m")

// Colour is off unless standard output is a terminal or colour is
// forced; coloured, the board is the same text, cell for cell.
func TestColour(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	for _, file := range []*os.File{f, w} {
		if on, err := useColor(lang.English, "auto", file); on || err != nil {
			t.Errorf("auto colour on %s: %v %v", file.Name(), on, err)
		}
		if on, _ := useColor(lang.English, "always", file); !on {
			t.Error("always: no colour")
		}
	}
	if _, err := useColor(lang.English, "sometimes", f); err == nil {
		t.Error("-color sometimes accepted")
	}
	g, out := drive(t, invader.Seed(1))
	for range 5 {
		say(t, g, out, "1")
	}
	s := g.cur()
	plain := draw.Text(s)
	coloured := painter{on: true}.board(s, 80, true)
	if !strings.Contains(coloured, "\x1b[") {
		t.Error("no colour when on")
	}
	if got := ansi.ReplaceAllString(coloured, ""); got != plain {
		t.Errorf("colour changes the picture:\n%s\nwant\n%s", got, plain)
	}
	if got := (painter{}).board(s, 80, true); got != plain {
		t.Error("colour off changes the picture")
	}
}
