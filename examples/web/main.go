// Command web serves a page to play Zombicide: Invader (and 2nd Edition)
// in browsers, together: a lobby to create matches and join them, and the
// matches, each browser playing its own seats and seeing the others'
// actions as they come.
//
// Usage:
//
//	go run ./examples/web [-addr 127.0.0.1:8080] [-db invader.db]
//	go run ./examples/web -pg postgres://user@host:5432/db [-pg-schema NAME]
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
// directory by default), so a restarted server goes on with every match.
// With -pg they are kept in a PostgreSQL database instead (package
// server/pgstore), in the schema -pg-schema names (made if missing; by
// default the connection's own): several processes of the program may
// share it behind a load balancer, each serving any match, its live
// updates included (docs/SERVER.md). -limits test raises the server's
// per-client limits (requests a second, matches, live connections) for
// tests and load programs, whose clients all come from one address. A
// seat's credential is kept in the browser, so a closed tab reopened
// takes its seat again. The server sends each seat only what the players
// see (State.View): the dice and cards to come stay on the server.
package main

import (
	"context"
	"errors"
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
	pg := flag.String("pg", "", "keep the matches in PostgreSQL instead, at this connection string (postgres://user@host:5432/db)")
	schema := flag.String("pg-schema", "", "with -pg: the schema of the matches' tables (made if missing; default: the connection's own)")
	limits := flag.String("limits", "", `"test": the per-client limits raised, for tests and load programs (default: the server's)`)
	flag.Parse()
	where := storeChoice{db: *db, pg: *pg, schema: *schema}
	lim, err := limitsNamed(*limits)
	if err == nil {
		err = checkFlags()
	}
	if err == nil {
		err = run(*addr, where, lim)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}

// checkFlags refuses flags that contradict each other: -db and -pg name
// two stores, and -pg-schema wants -pg.
func checkFlags() error {
	set := map[string]bool{}
	flag.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case set["db"] && set["pg"]:
		return errors.New("-db and -pg name two stores: give one")
	case set["pg-schema"] && !set["pg"]:
		return errors.New("-pg-schema is a schema of the -pg database: give -pg too")
	}
	return nil
}

// limitsNamed returns the server's limits that -limits names: "" the
// defaults, "test" limits high enough that a test's or a load program's
// many clients, all on one address, are never refused.
func limitsNamed(name string) (server.Limits, error) {
	switch name {
	case "":
		return server.Limits{}, nil
	case "test":
		return server.Limits{Rate: 10000, Burst: 10000, MatchesPerClient: 10000, Connections: 10000}, nil
	}
	return server.Limits{}, fmt.Errorf("-limits %q: want test, or none for the defaults", name)
}

// run opens the store where says, and serves on addr with limits until
// SIGINT or SIGTERM, then shuts down cleanly.
func run(addr string, where storeChoice, limits server.Limits) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	st, err := where.open(ctx)
	if err != nil {
		return err
	}
	a, err := serve(addr, st, limits)
	if err != nil {
		return err
	}
	fmt.Printf("Serving on %s (matches kept in %s)\n", a.url(), where)
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
