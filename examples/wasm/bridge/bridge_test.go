package bridge

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/mission"
)

// reply is the part of an answer the tests read.
type reply struct {
	OK    bool `json:"ok"`
	Error *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
	Status struct {
		Over    bool   `json:"over"`
		Outcome string `json:"outcome"`
		Hash    string `json:"hash"`
	} `json:"status"`
	Picture string `json:"picture"`
	Format  string `json:"format"`
	Actions []struct {
		Notation string `json:"notation"`
	} `json:"actions"`
}

// read parses an answer, which must be one JSON object whose ok and error
// agree.
func read(t *testing.T, answer string) reply {
	t.Helper()
	var r reply
	if err := json.Unmarshal([]byte(answer), &r); err != nil {
		t.Fatalf("the answer is no JSON object: %v: %s", err, answer)
	}
	if r.OK == (r.Error != nil) || (r.Error != nil && (r.Error.Code == "" || r.Error.Message == "")) {
		t.Fatalf("ok and error disagree: %s", answer)
	}
	return r
}

// code is an answer's error code, "" for none.
func code(t *testing.T, answer string) string {
	t.Helper()
	if r := read(t, answer); r.Error != nil {
		return r.Error.Code
	}
	return ""
}

// A game is played to its end through Handle, the greedy bot choosing:
// it ends where bot.Play ends the same game, hash for hash.
func TestHandlePlaysAGame(t *testing.T) {
	var g Games
	id := g.Open()
	if c := code(t, g.Handle(id, `{"cmd":"start","mission":"M0","rules":{"seed":5}}`)); c != "" {
		t.Fatalf("start: %s", c)
	}
	var last reply
	for n := 0; !last.Status.Over; n++ {
		if n > 5000 {
			t.Fatal("no end after 5,000 choices")
		}
		var b struct {
			Applied reply `json:"applied"`
		}
		out := g.Handle(id, `{"cmd":"bot","name":"greedy","apply":true}`)
		read(t, out)
		if err := json.Unmarshal([]byte(out), &b); err != nil {
			t.Fatal(err)
		}
		last = b.Applied
	}
	m, _ := mission.Builtin("M0")
	s, _ := invader.New(m, invader.Seed(5))
	end, _, err := bot.Play(s, bot.Greedy(), math.MaxInt, math.MaxInt)
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("%016x", end.Hash()); last.Status.Hash != want || last.Status.Outcome != end.Outcome().String() {
		t.Errorf("the game ends %s (%s), bot.Play ends it %s (%s)", last.Status.Hash, last.Status.Outcome, want, end.Outcome())
	}
	if c := code(t, g.Handle(id, `{"cmd":"bot"}`)); c != "game_over" {
		t.Errorf("a bot asked after the end: code %q, want game_over", c)
	}
}

// Games are apart: one's actions do not touch another's; a closed game,
// or one never opened, answers no_game; so does a blank request, with
// bad_json.
func TestGamesApart(t *testing.T) {
	var g Games
	a, b := g.Open(), g.Open()
	if a == b || g.Len() != 2 {
		t.Fatalf("two games numbered %d and %d, %d open", a, b, g.Len())
	}
	for _, id := range []int{a, b} {
		if c := code(t, g.Handle(id, `{"cmd":"start","mission":"M0","rules":{"seed":1}}`)); c != "" {
			t.Fatalf("start: %s", c)
		}
	}
	hashA := g.Handle(a, `{"cmd":"hash"}`)
	read(t, hashA)
	read(t, g.Handle(b, `{"cmd":"apply","action":"activate Cole"}`))
	if again := g.Handle(a, `{"cmd":"hash"}`); again != hashA {
		t.Errorf("game %d changed when game %d played", a, b)
	}
	for _, c := range []struct{ request, code string }{
		{`{"cmd":"apply","action":"Cole fly c9"}`, "bad_action"},
		{`{"cmd":"apply","action":"Cole move e1"}`, "illegal"},
		{`not json`, "bad_json"},
		{`   `, "bad_json"},
		{`{"cmd":"nothing"}`, "unknown_command"},
	} {
		if got := code(t, g.Handle(a, c.request)); got != c.code {
			t.Errorf("%s: code %q, want %q", c.request, got, c.code)
		}
	}
	if again := g.Handle(a, `{"cmd":"hash"}`); again != hashA {
		t.Error("a refused request changed the game")
	}
	g.Close(a)
	g.Close(a) // twice: nothing
	for _, id := range []int{a, 0, -1, 99} {
		if c := code(t, g.Handle(id, `{"cmd":"status"}`)); c != "no_game" {
			t.Errorf("game %d: code %q, want no_game", id, c)
		}
		if c := code(t, g.Picture(id, "text")); c != "no_game" {
			t.Errorf("the picture of game %d: code %q, want no_game", id, c)
		}
	}
	if g.Len() != 1 || code(t, g.Handle(b, `{"cmd":"status"}`)) != "" {
		t.Error("closing one game closed another")
	}
}

// The picture is package draw's of the game's View, as text or SVG.
func TestPicture(t *testing.T) {
	var g Games
	id := g.Open()
	if c := code(t, g.Picture(id, "text")); c != "no_game" {
		t.Errorf("a picture before any game: code %q, want no_game", c)
	}
	g.Handle(id, `{"cmd":"start","mission":"M1","rules":{"seed":2}}`)
	g.Handle(id, `{"cmd":"bot","apply":true}`)
	g.Handle(id, `{"cmd":"bot","apply":true}`)
	e := g.games[id]
	s, _ := e.Game()
	text := read(t, g.Picture(id, "text"))
	if text.Format != "text" || text.Picture != draw.Text(s.View()) {
		t.Errorf("the text picture is not draw.Text of the View:\n%s", text.Picture)
	}
	if d := read(t, g.Picture(id, "")); d.Picture != text.Picture {
		t.Error("the default format is not text")
	}
	svg := read(t, g.Picture(id, "svg"))
	if svg.Format != "svg" || !strings.Contains(svg.Picture, "<svg ") || !strings.Contains(svg.Picture, "</svg>") {
		t.Errorf("the SVG picture: %.80s", svg.Picture)
	}
	if c := code(t, g.Picture(id, "png")); c != "bad_request" {
		t.Errorf("a picture in png: code %q, want bad_request", c)
	}
}

// At a real table the legal actions of a chance decision are its
// outcomes, which apply takes.
func TestRealTable(t *testing.T) {
	var g Games
	id := g.Open()
	read(t, g.Handle(id, `{"cmd":"setposition","text":"mission M0\nrules externalChance\nturn active=Cole actions=3\nsurvivor Cole c1 activated hand1=SMG\nxenos c2 worker=2\n"}`))
	read(t, g.Handle(id, `{"cmd":"apply","action":"Cole attack c2 hand1"}`))
	legal := read(t, g.Handle(id, `{"cmd":"legal"}`))
	if len(legal.Actions) != 6 || legal.Actions[5].Notation != "chance 6" {
		t.Fatalf("the legal actions of a die: %+v, want chance 1 to chance 6", legal.Actions)
	}
	if c := code(t, g.Handle(id, `{"cmd":"apply","action":"chance 6"}`)); c != "" {
		t.Errorf("chance 6: %s", c)
	}
}

// Playouts are the same for the same seed, count what they did, and
// refuse what they cannot play.
func TestPlayouts(t *testing.T) {
	var a, b Tally
	if err := json.Unmarshal([]byte(Playouts("M1", 3, 9)), &a); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(Playouts("M1", 3, 9)), &b); err != nil {
		t.Fatal(err)
	}
	if a != b || a.Games != 3 || a.Actions < 3 || a.Won+a.Lost > 3 {
		t.Errorf("Playouts(M1, 3, 9): %+v then %+v", a, b)
	}
	if !strings.HasPrefix(Playouts("M1", 3, 9), `{"ok":true,"games":3,`) {
		t.Errorf("the answer: %s", Playouts("M1", 3, 9))
	}
	for _, c := range []struct {
		mission string
		games   int
		code    string
	}{{"M1", 0, "bad_request"}, {"M1", MaxPlayouts + 1, "bad_request"}, {"Q7", 1, "bad_mission"}} {
		if got := code(t, Playouts(c.mission, c.games, 1)); got != c.code {
			t.Errorf("Playouts(%s, %d): code %q, want %q", c.mission, c.games, got, c.code)
		}
	}
}

// The answer to a panic is an error, in JSON, even of a strange value.
func TestRecovered(t *testing.T) {
	for _, p := range []any{"index out of range", fmt.Errorf("a \"quoted\"\nerror"), struct{ X chan int }{}} {
		if c := code(t, Recovered(p)); c != "internal" {
			t.Errorf("Recovered(%v): code %q", p, c)
		}
	}
	if got := success(struct{}{}); got != `{"ok":true}` {
		t.Errorf("success of no fields: %s", got)
	}
	if c := code(t, success(make(chan int))); c != "internal" {
		t.Errorf("success of what does not encode: code %q", c)
	}
}

// APILoop plays its games to their ends (or round 40), the same each
// time.
func TestAPILoop(t *testing.T) {
	a, err := APILoop(2)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := APILoop(2)
	if a != b || a < 20 {
		t.Errorf("APILoop(2): %d then %d actions", a, b)
	}
	if err := ok(`{"ok":false,"error":{"code":"illegal","message":"no"}}`, nil); err == nil || !strings.Contains(err.Error(), "illegal") {
		t.Errorf("ok of an error: %v", err)
	}
	if err := ok(`{"ok":false}`, nil); err == nil {
		t.Error("ok of an answer with neither")
	}
}
