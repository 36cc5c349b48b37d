// Package storetest is the contract every server.Store passes: one suite,
// run against the memory store, the SQLite store and any Store of yours.
//
//	func TestMyStore(t *testing.T) {
//		storetest.Run(t, func(t *testing.T) server.Store { return openMine(t) })
//	}
//
// Each test of the suite asks open for a new, empty Store, and closes it.
//
// RunShared is the contract of a store that several handles share, as
// server processes do (two Stores of one file or database): each sees what
// the other stores, of their appends of a step exactly one wins, and where
// the Store is a server.Feed, each hears of the other's changes, never
// before they can be read. LikeMemory checks a Store against
// server.MemoryStore in the corners the contract leaves (nil and empty,
// odd seats and limits).
package storetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
)

// Run runs the Store contract; open returns a new, empty Store.
func Run(t *testing.T, open func(t *testing.T) server.Store) {
	tests := []struct {
		name string
		f    func(t *testing.T, s server.Store)
	}{
		{"CreateAndRead", createAndRead},
		{"CreateTwice", createTwice},
		{"NotFound", notFound},
		{"AppendInOrder", appendInOrder},
		{"AppendConflict", appendConflict},
		{"AppendRace", appendRace},
		{"StepsPages", stepsPages},
		{"Seats", seats},
		{"Checkpoints", checkpoints},
		{"List", list},
		{"Expire", expire},
		{"Isolation", isolation},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := open(t)
			defer func() { require.NoError(t, s.Close()) }()
			tt.f(t, s)
		})
	}
}

var ctx = context.Background()

// at is a time a Store keeps exactly: UTC, to the microsecond.
func at(minute int) time.Time {
	return time.Date(2026, 12, 3, 10, minute, 0, 123456000, time.UTC)
}

// sample returns a match as the server creates one.
func sample(id string, created time.Time) server.Match {
	return server.Match{
		ID: id, Created: created, Owner: "client-1",
		Start: server.Start{
			Mission: json.RawMessage(`{"id":"M0","title":"Tutorial"}`),
			Rules:   json.RawMessage(`{"seed":42}`),
		},
		Seats: []server.Seat{
			{Survivors: []string{"Cole", "Vivian"}},
			{Survivors: []string{"Mitsuki"}, Bot: "greedy"},
			{Survivors: []string{"Magnus"}, Name: "Ana", Credential: []byte{1, 2, 3}},
		},
		IdleBot: "greedy", IdleAfter: 90 * time.Second,
		Summary: server.Summary{Mission: "M0", Title: "Tutorial", Outcome: "in progress", Updated: created},
	}
}

func step(i int) server.Step {
	return server.Step{Index: i, Action: fmt.Sprintf("Cole move c%d", i), Seat: i % 2, By: "Ana", Client: fmt.Sprintf("req-%d", i), Time: at(i)}
}

func summary(steps int) server.Summary {
	return server.Summary{Mission: "M0", Title: "Tutorial", Steps: steps, Round: 1 + steps/10, Outcome: "in progress", Updated: at(steps)}
}

func diff(t *testing.T, want, got any) {
	t.Helper()
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("(-want +got):\n%s", d)
	}
}

func createAndRead(t *testing.T, s server.Store) {
	m := sample("a", at(0))
	m.Steps = 7 // a new match has no steps, whatever it says
	require.NoError(t, s.Create(ctx, m))
	m.Steps = 0
	got, err := s.Match(ctx, "a")
	require.NoError(t, err)
	diff(t, m, got)
	got.Seats[0].Name = "changed" // no memory shared
	again, err := s.Match(ctx, "a")
	require.NoError(t, err)
	diff(t, m, again)
}

func createTwice(t *testing.T, s server.Store) {
	require.NoError(t, s.Create(ctx, sample("a", at(0))))
	err := s.Create(ctx, sample("a", at(1)))
	require.ErrorIs(t, err, server.ErrExists)
	got, err := s.Match(ctx, "a")
	require.NoError(t, err)
	diff(t, at(0), got.Created)
}

func notFound(t *testing.T, s server.Store) {
	_, err := s.Match(ctx, "nope")
	require.ErrorIs(t, err, server.ErrNotFound)
	require.ErrorIs(t, s.Append(ctx, "nope", step(0), summary(1)), server.ErrNotFound)
	_, err = s.Steps(ctx, "nope", 0, 10)
	require.ErrorIs(t, err, server.ErrNotFound)
	require.ErrorIs(t, s.TakeSeat(ctx, "nope", 0, "Ana", []byte{1}), server.ErrNotFound)
	require.ErrorIs(t, s.PutCheckpoint(ctx, "nope", server.Checkpoint{State: []byte("{}")}), server.ErrNotFound)
	_, err = s.Checkpoint(ctx, "nope", 0)
	require.ErrorIs(t, err, server.ErrNotFound)
}

func appendInOrder(t *testing.T, s server.Store) {
	require.NoError(t, s.Create(ctx, sample("a", at(0))))
	var want []server.Step
	for i := range 5 {
		st := step(i)
		if i == 3 {
			st = server.Step{Index: 3, Undo: true, To: 1, Seat: 0, By: "Ana", Time: at(3)}
		}
		require.NoError(t, s.Append(ctx, "a", st, summary(i+1)))
		want = append(want, st)
	}
	got, err := s.Steps(ctx, "a", 0, 100)
	require.NoError(t, err)
	diff(t, want, got)
	m, err := s.Match(ctx, "a")
	require.NoError(t, err)
	diff(t, summary(5), m.Summary)
}

func appendConflict(t *testing.T, s server.Store) {
	require.NoError(t, s.Create(ctx, sample("a", at(0))))
	require.NoError(t, s.Append(ctx, "a", step(0), summary(1)))
	for _, i := range []int{0, 2, -1} {
		other := step(i)
		other.Action = "Vivian search"
		require.ErrorIs(t, s.Append(ctx, "a", other, summary(9)), server.ErrConflict, "step %d", i)
	}
	got, err := s.Steps(ctx, "a", 0, 100)
	require.NoError(t, err)
	diff(t, []server.Step{step(0)}, got)
	m, err := s.Match(ctx, "a")
	require.NoError(t, err)
	diff(t, summary(1), m.Summary)
}

// appendRace: of writers racing to append the same index, exactly one
// wins each index.
func appendRace(t *testing.T, s server.Store) {
	require.NoError(t, s.Create(ctx, sample("a", at(0))))
	const writers, steps = 4, 20
	wins := make([]int, writers)
	var wg sync.WaitGroup
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range steps {
				st := step(i)
				st.By = fmt.Sprint("writer ", w)
				err := s.Append(ctx, "a", st, summary(i+1))
				switch {
				case err == nil:
					wins[w]++
				case !errors.Is(err, server.ErrConflict):
					t.Errorf("writer %d, step %d: %v", w, i, err)
				}
			}
		}()
	}
	wg.Wait()
	total := 0
	for _, n := range wins {
		total += n
	}
	require.Equal(t, steps, total, "each index won exactly once")
	got, err := s.Steps(ctx, "a", 0, 100)
	require.NoError(t, err)
	require.Len(t, got, steps)
	for i, st := range got {
		require.Equal(t, i, st.Index)
	}
}

func stepsPages(t *testing.T, s server.Store) {
	require.NoError(t, s.Create(ctx, sample("a", at(0))))
	for i := range 7 {
		require.NoError(t, s.Append(ctx, "a", step(i), summary(i+1)))
	}
	page := func(from, limit int) []int {
		got, err := s.Steps(ctx, "a", from, limit)
		require.NoError(t, err)
		idx := []int{}
		for _, st := range got {
			idx = append(idx, st.Index)
		}
		return idx
	}
	diff(t, []int{0, 1, 2}, page(0, 3))
	diff(t, []int{3, 4, 5}, page(3, 3))
	diff(t, []int{6}, page(6, 3))
	diff(t, []int{}, page(7, 3))
	diff(t, []int{}, page(70, 3))
	diff(t, []int{0, 1, 2, 3, 4, 5, 6}, page(-5, 100))
	diff(t, []int{}, page(2, 0))
	diff(t, []int{1, 2, 3, 4, 5, 6}, page(1, math.MaxInt))
}

func seats(t *testing.T, s server.Store) {
	require.NoError(t, s.Create(ctx, sample("a", at(0))))
	me, other := []byte("me"), []byte("other")
	require.NoError(t, s.TakeSeat(ctx, "a", 0, "Bo", me))
	require.ErrorIs(t, s.TakeSeat(ctx, "a", 0, "Cy", other), server.ErrSeatTaken, "a person's seat")
	require.ErrorIs(t, s.TakeSeat(ctx, "a", 1, "Cy", other), server.ErrSeatTaken, "a bot's seat")
	require.ErrorIs(t, s.TakeSeat(ctx, "a", 2, "Cy", other), server.ErrSeatTaken, "Ana's seat")
	require.Error(t, s.TakeSeat(ctx, "a", 3, "Cy", other), "no seat 3")
	require.NoError(t, s.TakeSeat(ctx, "a", 0, "Bob", me), "one's own seat again")
	require.ErrorIs(t, s.TakeSeat(ctx, "a", 0, "Bob", nil), server.ErrForbidden, "no credential")
	require.ErrorIs(t, s.TakeSeat(ctx, "a", 0, "Bob", []byte{}), server.ErrForbidden, "an empty credential")
	m, err := s.Match(ctx, "a")
	require.NoError(t, err)
	diff(t, server.Seat{Survivors: []string{"Cole", "Vivian"}, Name: "Bob", Credential: me}, m.Seats[0])

	require.ErrorIs(t, s.LeaveSeat(ctx, "a", 0, other), server.ErrForbidden)
	require.ErrorIs(t, s.LeaveSeat(ctx, "a", 1, other), server.ErrForbidden, "a bot's seat")
	require.NoError(t, s.LeaveSeat(ctx, "a", 0, me))
	m, err = s.Match(ctx, "a")
	require.NoError(t, err)
	require.True(t, m.Seats[0].Open())
	require.NoError(t, s.TakeSeat(ctx, "a", 0, "Cy", other))
}

func checkpoints(t *testing.T, s server.Store) {
	require.NoError(t, s.Create(ctx, sample("a", at(0))))
	_, err := s.Checkpoint(ctx, "a", 100)
	require.ErrorIs(t, err, server.ErrNotFound)
	for _, i := range []int{64, 0, 32} {
		require.NoError(t, s.PutCheckpoint(ctx, "a", server.Checkpoint{Index: i, State: fmt.Appendf(nil, `{"at":%d}`, i)}))
	}
	require.NoError(t, s.PutCheckpoint(ctx, "a", server.Checkpoint{Index: 32, State: []byte(`{"at":"32 again"}`)}))
	for _, tt := range []struct{ ask, want int }{{0, 0}, {31, 0}, {32, 32}, {63, 32}, {64, 64}, {1000, 64}} {
		c, err := s.Checkpoint(ctx, "a", tt.ask)
		require.NoError(t, err)
		require.Equal(t, tt.want, c.Index, "asked %d", tt.ask)
	}
	c, err := s.Checkpoint(ctx, "a", 40)
	require.NoError(t, err)
	require.JSONEq(t, `{"at":"32 again"}`, string(c.State))
	_, err = s.Checkpoint(ctx, "a", -1)
	require.ErrorIs(t, err, server.ErrNotFound)
}

func list(t *testing.T, s server.Store) {
	for i, id := range []string{"a", "b", "c", "d"} {
		m := sample(id, at(i))
		if id == "c" {
			m.Owner = "client-2"
		}
		require.NoError(t, s.Create(ctx, m))
	}
	over := summary(3)
	over.Outcome, over.Over = "won", true
	require.NoError(t, s.Append(ctx, "b", step(0), over))
	ids := func(q server.Query) []string {
		got, err := s.List(ctx, q)
		require.NoError(t, err)
		out := []string{}
		for _, m := range got {
			require.Empty(t, m.Start, "List leaves out the Start")
			out = append(out, m.ID)
		}
		return out
	}
	diff(t, []string{"d", "c", "b", "a"}, ids(server.Query{}))
	diff(t, []string{"d", "b", "a"}, ids(server.Query{Owner: "client-1"}))
	diff(t, []string{"d", "c", "a"}, ids(server.Query{Active: true}))
	diff(t, []string{"b", "a"}, ids(server.Query{Before: at(2)}))
	diff(t, []string{"d", "c"}, ids(server.Query{Limit: 2}))
	for _, tt := range []struct {
		q    server.Query
		want int
	}{{server.Query{}, 4}, {server.Query{Owner: "client-1"}, 3}, {server.Query{Active: true, Limit: 1}, 3}, {server.Query{Owner: "client-2", Active: true}, 1}} {
		n, err := s.Count(ctx, tt.q)
		require.NoError(t, err)
		require.Equal(t, tt.want, n, "%+v", tt.q)
	}
	got, err := s.List(ctx, server.Query{Owner: "client-1", Limit: 1})
	require.NoError(t, err)
	want := sample("d", at(3))
	want.Start = server.Start{}
	diff(t, []server.Match{want}, got)
}

func expire(t *testing.T, s server.Store) {
	// a: in progress, changed at 10; b: over at 20; c: in progress at 30;
	// d: over at 40.
	for i, id := range []string{"a", "b", "c", "d"} {
		require.NoError(t, s.Create(ctx, sample(id, at(0))))
		sum := summary(1)
		sum.Updated = at(10 * (i + 1))
		sum.Over = id == "b" || id == "d"
		require.NoError(t, s.Append(ctx, id, step(0), sum))
		require.NoError(t, s.PutCheckpoint(ctx, id, server.Checkpoint{Index: 0, State: []byte("{}")}))
	}
	n, err := s.Expire(ctx, time.Time{}, time.Time{})
	require.NoError(t, err)
	require.Zero(t, n, "zero times expire nothing")
	n, err = s.Expire(ctx, at(30), time.Time{}) // finished before 30: b
	require.NoError(t, err)
	require.Equal(t, 1, n)
	n, err = s.Expire(ctx, time.Time{}, at(20)) // in progress, unchanged since before 20: a
	require.NoError(t, err)
	require.Equal(t, 1, n)
	for id, alive := range map[string]bool{"a": false, "b": false, "c": true, "d": true} {
		_, err := s.Match(ctx, id)
		if alive {
			require.NoError(t, err, id)
			continue
		}
		require.ErrorIs(t, err, server.ErrNotFound, id)
		_, err = s.Steps(ctx, id, 0, 10)
		require.ErrorIs(t, err, server.ErrNotFound, id)
		_, err = s.Checkpoint(ctx, id, 10)
		require.ErrorIs(t, err, server.ErrNotFound, id)
	}
	// A new match with an old ID starts empty.
	require.NoError(t, s.Create(ctx, sample("a", at(50))))
	got, err := s.Steps(ctx, "a", 0, 10)
	require.NoError(t, err)
	require.Empty(t, got)
}

// isolation: one match's steps, seats and checkpoints are its own.
func isolation(t *testing.T, s server.Store) {
	require.NoError(t, s.Create(ctx, sample("a", at(0))))
	require.NoError(t, s.Create(ctx, sample("b", at(1))))
	require.NoError(t, s.Append(ctx, "a", step(0), summary(1)))
	require.NoError(t, s.Append(ctx, "b", step(0), summary(1)), "index 0 of another match")
	require.NoError(t, s.TakeSeat(ctx, "a", 0, "Bo", []byte("x")))
	require.NoError(t, s.PutCheckpoint(ctx, "a", server.Checkpoint{Index: 0, State: []byte("{}")}))
	m, err := s.Match(ctx, "b")
	require.NoError(t, err)
	require.True(t, m.Seats[0].Open())
	_, err = s.Checkpoint(ctx, "b", 10)
	require.ErrorIs(t, err, server.ErrNotFound)
}
