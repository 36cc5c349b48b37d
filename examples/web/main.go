// Command web serves a page to play Zombicide: Invader in a browser.
//
// Usage:
//
//	go run ./examples/web [-addr 127.0.0.1:8080]
//
// The page starts a game of a built-in mission or of an uploaded mission
// file, with a person or a bot (package bot) on each Survivor's seat and
// the rule options (Ultrared, the door rule, the dice and cards of a real
// table). The board is the picture of package draw: click a zone to move
// there, a door to open or close it, Xenos to attack them (with the
// attack's odds), a Survivor to activate it, a card and then a slot to
// arrange it; the decisions in the middle of a resolution are asked beside
// the board, and a list of every legal action in notation is always there.
// The log reads in words; undo and redo, save and load, and a scrubber
// replays the game's history.
//
// The server keeps the games in memory, each under an unguessable id, and
// sends the page only what the players see (State.View): the dice and
// cards to come stay on the server.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"time"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "the address to serve on")
	flag.Parse()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
	fmt.Printf("Serving on http://%s/\n", ln.Addr())
	srv := &http.Server{Handler: newServer().handler(), ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.Serve(ln))
}
