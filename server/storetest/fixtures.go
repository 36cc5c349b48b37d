package storetest

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
)

// The fixtures below are for a Store's own tests, beyond the contract:
// a match, its steps and summaries at times a Store keeps exactly, and
// all a Store holds of a match, read back.

// At is a time a Store keeps exactly: UTC, to the microsecond, minute
// minutes into a fixed hour.
func At(minute int) time.Time {
	return time.Date(2026, 12, 3, 10, minute, 0, 654321000, time.UTC)
}

// Match returns a match of M0 played at a real table, created at At(0):
// one seat for Cole, one for Mitsuki played by the greedy bot.
func Match(id string) server.Match {
	return server.Match{
		ID: id, Created: At(0), Owner: "client-1",
		Start: server.Start{
			Mission: json.RawMessage(`{"id":"M0"}`),
			State:   json.RawMessage(`{"round":3}`),
			Table:   true,
		},
		Seats: []server.Seat{
			{Survivors: []string{"Cole"}},
			{Survivors: []string{"Mitsuki"}, Bot: "greedy"},
		},
		IdleBot: "greedy", IdleAfter: 90 * time.Second,
		Summary: server.Summary{Mission: "M0", Title: "Tutorial", Outcome: "in progress", Updated: At(0)},
	}
}

// Step returns Match's step i, made at At(i).
func Step(i int) server.Step {
	return server.Step{Index: i, Action: fmt.Sprint("Cole move c", i), Seat: 0, By: "Bo", Client: fmt.Sprint("req-", i), Time: At(i)}
}

// Summary returns Match's summary after steps steps.
func Summary(steps int) server.Summary {
	return server.Summary{Mission: "M0", Title: "Tutorial", Steps: steps, Round: steps, Outcome: "in progress", Updated: At(steps)}
}

// Diff fails t now when got is not want, with their difference.
func Diff(t *testing.T, want, got any) {
	t.Helper()
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("(-want +got):\n%s", d)
	}
}

// Contents is all a Store holds of a match.
type Contents struct {
	Match      server.Match
	Steps      []server.Step
	Checkpoint server.Checkpoint
}

// Read returns all s holds of match id, and fails t if it cannot.
func Read(t *testing.T, s server.Store, id string) Contents {
	t.Helper()
	var c Contents
	var err error
	c.Match, err = s.Match(ctx, id)
	require.NoError(t, err)
	c.Steps, err = s.Steps(ctx, id, 0, -1)
	require.NoError(t, err)
	c.Checkpoint, err = s.Checkpoint(ctx, id, 1<<30)
	require.NoError(t, err)
	return c
}

// Reopen checks that what a Store holds survives closing it and opening
// it again, a seat's credential included: open opens the same store
// (file, database) each time it is called; Reopen closes what it opens.
func Reopen(t *testing.T, open func(t *testing.T) server.Store) {
	s := open(t)
	require.NoError(t, s.Create(ctx, Match("a")))
	for i := range 3 {
		require.NoError(t, s.Append(ctx, "a", Step(i), Summary(i+1)))
	}
	require.NoError(t, s.PutCheckpoint(ctx, "a", server.Checkpoint{Index: 2, State: []byte(`{"at":2}`)}))
	require.NoError(t, s.TakeSeat(ctx, "a", 0, "Bo", []byte("secret hash")))
	before := Read(t, s, "a")
	require.Equal(t, []byte("secret hash"), before.Match.Seats[0].Credential)
	require.NoError(t, s.Close())

	s = open(t)
	defer func() { require.NoError(t, s.Close()) }()
	Diff(t, before, Read(t, s, "a"))
	require.ErrorIs(t, s.TakeSeat(ctx, "a", 0, "Cy", []byte("other")), server.ErrSeatTaken)
	require.NoError(t, s.LeaveSeat(ctx, "a", 0, []byte("secret hash")))
	require.ErrorIs(t, s.Append(ctx, "a", Step(2), Summary(3)), server.ErrConflict)
	require.NoError(t, s.Append(ctx, "a", Step(3), Summary(4)))
}
