package pgstore_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/pgstore"
)

// Two Stores on one schema, as two server processes have: what one
// appends, the other reads, and its Follow is told of. It needs a
// database (here INVADER_PG, e.g.
// postgres://postgres@127.0.0.1:5432/test?sslmode=disable), so go test
// compiles it and does not run it.
func Example() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn := os.Getenv("INVADER_PG")
	a, err := pgstore.Open(ctx, conn, pgstore.Schema("invader_example"))
	if err != nil {
		log.Fatal(err)
	}
	defer func() { _ = a.Close() }()
	b, err := pgstore.Open(ctx, conn, pgstore.Schema("invader_example"))
	if err != nil {
		log.Fatal(err)
	}
	defer func() { _ = b.Close() }()

	// b hears of the changes of every Store of its schema.
	told := make(chan string, 16)
	followed := make(chan error, 1)
	go func() { followed <- b.Follow(ctx, func(id string) { told <- id }) }()
	<-told // "": b listens

	start := time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)
	m := server.Match{
		ID: fmt.Sprint("m", time.Now().UnixNano()), Created: start,
		Seats:   []server.Seat{{Survivors: []string{"Cole", "Vivian"}}},
		Summary: server.Summary{Mission: "M0", Title: "Tutorial", Outcome: "in progress", Updated: start},
	}
	if err := a.Create(ctx, m); err != nil {
		log.Fatal(err)
	}
	setup := server.Step{Index: 0, Seat: -1, By: "server", Time: start}
	if err := a.Append(ctx, m.ID, setup, m.Summary); err != nil {
		log.Fatal(err)
	}
	err = b.Append(ctx, m.ID, setup, m.Summary) // step 0 again: refused
	fmt.Println("again:", errors.Is(err, server.ErrConflict))

	fmt.Println("told:", <-told == m.ID)
	steps, err := b.Steps(ctx, m.ID, 0, 10)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("steps:", len(steps))
	cancel()
	fmt.Println("follow:", <-followed)
	// It prints (not checked by go test, which has no database for it):
	//
	//	again: true
	//	told: true
	//	steps: 1
	//	follow: context canceled
}
