// Command web serves a page to play Zombicide: Invader (and 2nd Edition)
// in browsers, together: a lobby to create matches and join them, and the
// matches, each browser playing its own seats and seeing the others'
// actions as they come.
//
// Usage:
//
//	go run ./examples/web [-addr 127.0.0.1:8080] [-db invader.db]
//
// The page is a front end of package server (docs/SERVER.md), mounted at
// /api/: the lobby creates a match of a built-in mission or of a mission
// file, with a person or a bot on each seat and the rule options (players,
// Ultrared, the door rule, the dice and cards of a real table, the seed),
// or loads a game record or a save; it lists the matches with their seats,
// to take an open seat or to watch. A match's page follows it live over a
// WebSocket. The board is the picture of package draw: click a zone to
// move there, a door to open or close it, Xenos to attack them (with the
// attack's odds), a card and then a slot to arrange it; the other
// decisions are buttons. The log reads in words, with the Xenos' Phase;
// undo takes back a player's own last step, the game record is a
// download, and a slider replays the match's history.
//
// The matches are kept in an SQLite file (-db, invader.db in the working
// directory by default), so a restarted server goes on with every match;
// a seat's credential is kept in the browser, so a closed tab reopened
// takes its seat again. The server sends each seat only what the players
// see (State.View): the dice and cards to come stay on the server.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/invaderengine/invader/server"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "the address to serve on")
	db := flag.String("db", "invader.db", "the SQLite file that keeps the matches (made if missing)")
	flag.Parse()
	if err := run(*addr, *db); err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}

// run serves until SIGINT or SIGTERM, then shuts down cleanly.
func run(addr, db string) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	a, err := start(addr, db, server.Limits{})
	if err != nil {
		return err
	}
	fmt.Printf("Serving on %s (matches kept in %s)\n", a.url(), db)
	select {
	case <-ctx.Done():
	case err := <-a.done: // the listener failed
		a.done <- err
	}
	stop()
	fmt.Println("Shutting down...")
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return a.stop(sctx)
}
