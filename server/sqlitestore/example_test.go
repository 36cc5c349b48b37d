package sqlitestore_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/sqlitestore"
)

func Example() {
	dir, err := os.MkdirTemp("", "sqlitestore")
	if err != nil {
		log.Fatal(err)
	}
	defer func() { _ = os.RemoveAll(dir) }()
	s, err := sqlitestore.Open(filepath.Join(dir, "matches.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer func() { _ = s.Close() }()

	ctx := context.Background()
	start := time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)
	m := server.Match{
		ID: "m1", Created: start,
		Seats:   []server.Seat{{Survivors: []string{"Cole", "Vivian"}}},
		Summary: server.Summary{Mission: "M0", Title: "Tutorial", Outcome: "in progress", Updated: start},
	}
	if err := s.Create(ctx, m); err != nil {
		log.Fatal(err)
	}
	setup := server.Step{Index: 0, Seat: -1, By: "server", Time: start}
	sum := m.Summary
	sum.Round = 1
	if err := s.Append(ctx, "m1", setup, sum); err != nil {
		log.Fatal(err)
	}
	move := server.Step{Index: 1, Action: "Cole move c2", Seat: 0, By: "Ana", Time: start.Add(time.Minute)}
	if err := s.Append(ctx, "m1", move, sum); err != nil {
		log.Fatal(err)
	}
	err = s.Append(ctx, "m1", move, sum) // step 1 again: refused
	fmt.Println("again:", err)

	steps, err := s.Steps(ctx, "m1", 0, 10)
	if err != nil {
		log.Fatal(err)
	}
	for _, st := range steps {
		fmt.Printf("step %d by %s at %s: %q\n", st.Index, st.By, st.Time.Format(time.TimeOnly), st.Action)
	}
	got, err := s.Match(ctx, "m1")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %d steps, round %d, %s\n", got.Title, got.Steps, got.Round, got.Outcome)
	// Output:
	// again: sqlitestore: append step 1 of match m1: server: the step was stored first by another: the match has 2 steps
	// step 0 by server at 10:00:00: ""
	// step 1 by Ana at 10:01:00: "Cole move c2"
	// Tutorial: 2 steps, round 1, in progress
}
