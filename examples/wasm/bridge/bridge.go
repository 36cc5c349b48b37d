// Package bridge is what the JavaScript API of examples/wasm calls, in Go
// that builds and is tested on any platform: games by number, each a
// protocol.Engine answering the JSON requests of docs/PROTOCOL.md
// (start, legal, apply, view, odds, bot, chance, position...), a picture
// of a game's board, and random playouts that time the engine.
//
// Every function takes and returns strings of JSON, so that the part
// built for the browser only passes strings between JavaScript and Go.
// Every answer is one JSON object with "ok": true and its fields, or
// "ok": false and an "error" with a "code" and a "message", as in the
// protocol. Nothing here panics on any input, and nothing reads the clock.
package bridge

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/examples/engine/protocol"
)

// Games holds the games a page has open, by number. The zero Games is
// ready to use. It is not safe for concurrent use (a page has one
// thread).
type Games struct {
	last  int
	games map[int]*protocol.Engine
}

// Open opens a game object and returns its number, from 1. It has no game
// yet: a start, setposition or load request makes one.
func (g *Games) Open() int {
	if g.games == nil {
		g.games = map[int]*protocol.Engine{}
	}
	g.last++
	g.games[g.last] = protocol.New(protocol.Config{})
	return g.last
}

// Close forgets game id. Closing a game that is not open does nothing.
func (g *Games) Close(id int) { delete(g.games, id) }

// Len returns how many games are open.
func (g *Games) Len() int { return len(g.games) }

// Handle answers request, one JSON object of docs/PROTOCOL.md (a "cmd"
// and its fields), for game id: the answer's JSON. A game that is not
// open answers the error no_game.
func (g *Games) Handle(id int, request string) string {
	e, ok := g.games[id]
	if !ok {
		return closed(id)
	}
	out := e.Handle([]byte(request))
	if out == nil { // a blank line is no request
		return failure(protocol.CodeBadJSON, "the request is empty: want a JSON object with a cmd")
	}
	return string(out)
}

// Picture answers a picture of game id's board as the players see it
// (its View): {"ok":true,"format":...,"picture":...}. format is "text"
// (draw.Text: a board for a fixed-width font, with a title line and a
// legend) or "svg" (draw.SVG).
func (g *Games) Picture(id int, format string) string {
	e, ok := g.games[id]
	if !ok {
		return closed(id)
	}
	s, ok := e.Game()
	if !ok {
		return failure(protocol.CodeNoGame, "there is no game to draw: start, setposition or load one first")
	}
	v := s.View()
	var pic string
	switch format {
	case "text", "":
		format, pic = "text", draw.Text(v)
	case "svg":
		var b bytes.Buffer
		if err := draw.SVG(&b, v); err != nil {
			return failure(protocol.CodeInternal, "the board does not draw: %v", err)
		}
		pic = b.String()
	default:
		return failure(protocol.CodeBadRequest, "format %q: want text or svg", format)
	}
	return success(struct {
		Format  string `json:"format"`
		Picture string `json:"picture"`
	}{format, pic})
}

// closed is the answer about a game that is not open.
func closed(id int) string {
	return failure(protocol.CodeNoGame, "game %d is not open (closed, or never opened)", id)
}

// failure is an answer with "ok": false and an error of the protocol's
// codes.
func failure(code, format string, args ...any) string {
	return answer(struct {
		OK    bool           `json:"ok"`
		Error protocol.Error `json:"error"`
	}{false, protocol.Error{Code: code, Message: fmt.Sprintf(format, args...)}})
}

// success is an answer with "ok": true and the fields of body, a struct.
func success(body any) string {
	fields, err := json.Marshal(body)
	if err != nil || len(fields) < 2 || fields[0] != '{' {
		return failure(protocol.CodeInternal, "the answer does not encode: %v", err)
	}
	if len(fields) == 2 {
		return `{"ok":true}`
	}
	return `{"ok":true,` + string(fields[1:])
}

func answer(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return `{"ok":false,"error":{"code":"internal","message":` + strconv.Quote(err.Error()) + `}}`
	}
	return string(b)
}

// Recovered is the answer to a call that panicked (a bug, or arguments of
// the wrong type from JavaScript): the error internal, so that the page
// gets a value and goes on.
func Recovered(p any) string {
	return failure(protocol.CodeInternal, "the call failed (%v): please report it", p)
}
