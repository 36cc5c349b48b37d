//go:build js && wasm

// Command wasm is the engine in a browser, with no server: built with
// GOOS=js GOARCH=wasm (scripts/build-wasm), it sets the global
// invaderWasm, whose functions static/invader.js wraps in a JavaScript
// API (a Game object per game: start, legal, apply, view, odds, bot...),
// and static/index.html plays a whole game with it offline.
//
// The functions pass strings of JSON, the requests and answers of
// docs/PROTOCOL.md (package bridge does the work, and is tested
// natively). None of them throws: an error, even a panic of the engine,
// comes back as an answer with "ok": false.
package main

import (
	"syscall/js"

	"github.com/invaderengine/invader/examples/engine/protocol"
	"github.com/invaderengine/invader/examples/wasm/bridge"
)

func main() {
	var games bridge.Games
	api := map[string]any{
		// hello() is the greeting of docs/PROTOCOL.md: the versions, the
		// built-in missions and the bots.
		"hello": export(func([]js.Value) any {
			return string(protocol.New(protocol.Config{}).Greeting())
		}),
		// open() opens a game object and returns its number.
		"open": export(func([]js.Value) any { return games.Open() }),
		// handle(id, request) answers a request (JSON) for game id.
		"handle": export(func(args []js.Value) any { return games.Handle(args[0].Int(), args[1].String()) }),
		// picture(id, format) draws game id's board: "text" or "svg".
		"picture": export(func(args []js.Value) any { return games.Picture(args[0].Int(), args[1].String()) }),
		// close(id) forgets game id.
		"close": export(func(args []js.Value) any { games.Close(args[0].Int()); return nil }),
		// playouts(mission, games, seed) plays random games of a
		// built-in mission, for timing the engine.
		"playouts": export(func(args []js.Value) any {
			return bridge.Playouts(args[0].String(), args[1].Int(), uint64(args[2].Int()))
		}),
	}
	js.Global().Set("invaderWasm", js.ValueOf(api))
	select {} // the functions are called from JavaScript for as long as the page lives
}

// export makes f a JavaScript function that never throws: a panic (an
// argument of the wrong type, or a bug) is answered as the error
// internal, and the program goes on.
func export(f func(args []js.Value) any) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) (out any) {
		defer func() {
			if p := recover(); p != nil {
				out = bridge.Recovered(p)
			}
		}()
		return f(args)
	})
}
