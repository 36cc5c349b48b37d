package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
)

// feedWait is how long a Feed may take to tell of a change.
const feedWait = 10 * time.Second

// heard is what a Follow's changed was told, and what its handle read of
// match "a" then (for "a" and ""): a change is never told before it can
// be read.
type heard struct {
	id    string
	match server.Match
	steps int
	err   error
}

// feeds returns the handles as Feeds, or skips t if they are not.
func feeds(t *testing.T, handles ...server.Store) []server.Feed {
	var out []server.Feed
	for _, s := range handles {
		f, ok := s.(server.Feed)
		if !ok {
			t.Skipf("%T is not a server.Feed", s)
		}
		out = append(out, f)
	}
	return out
}

// follow runs f.Follow in a goroutine of its own until ctx is done, reading
// match "a" through s each time it is told of it, and returns what it
// hears and, once it returns, Follow's error.
func follow(ctx context.Context, f server.Feed, s server.Store) (<-chan heard, <-chan error) {
	news, ret := make(chan heard, 64), make(chan error, 1)
	go func() {
		ret <- f.Follow(ctx, func(id string) {
			h := heard{id: id}
			if id == "a" || id == "" {
				var steps []server.Step
				if h.match, h.err = s.Match(ctx, "a"); h.err == nil {
					steps, h.err = s.Steps(ctx, "a", 0, -1)
					h.steps = len(steps)
				}
			}
			select {
			case news <- h:
			case <-ctx.Done():
			}
		})
	}()
	return news, ret
}

// waitFor waits for news that satisfies ok, for up to feedWait.
func waitFor(t *testing.T, news <-chan heard, what string, ok func(h heard) bool) {
	t.Helper()
	timeout := time.NewTimer(feedWait)
	defer timeout.Stop()
	for {
		select {
		case h := <-news:
			require.NoError(t, h.err, "%s: reading what was told (%q)", what, h.id)
			if ok(h) {
				return
			}
		case <-timeout.C:
			t.Fatalf("%s: not told within %v", what, feedWait)
		}
	}
}

// listening waits until the Follows whose news are given listen: it
// changes seat 0 of match "w" (taking it again) until each has told of it.
func listening(t *testing.T, s server.Store, news ...<-chan heard) {
	t.Helper()
	require.NoError(t, s.Create(ctx, sample("w", at(0))))
	deadline := time.Now().Add(feedWait)
	for _, ch := range news {
		for heardW := false; !heardW; {
			require.True(t, time.Now().Before(deadline), "no Follow listening within %v", feedWait)
			require.NoError(t, s.TakeSeat(ctx, "w", 0, "Bo", []byte("bo")))
			heardW = drain(ch, "w", 100*time.Millisecond)
		}
	}
}

// drain reads news for up to d, and reports whether id was told.
func drain(news <-chan heard, id string, d time.Duration) bool {
	timeout := time.NewTimer(d)
	defer timeout.Stop()
	for {
		select {
		case h := <-news:
			if h.id == id {
				return true
			}
		case <-timeout.C:
			return false
		}
	}
}

// feed: a Follow on each handle hears of the steps and seats of both,
// told by the match's ID, after they can be read.
func feed(t *testing.T, a, b server.Store) {
	fs := feeds(t, a, b)
	require.NoError(t, a.Create(ctx, sample("a", at(0))))
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	newsA, retA := follow(ctx, fs[0], a)
	newsB, retB := follow(ctx, fs[1], b)
	listening(t, a, newsA, newsB)
	both := func(what string, ok func(h heard) bool) {
		t.Helper()
		waitFor(t, newsA, what+", heard through a", ok)
		waitFor(t, newsB, what+", heard through b", ok)
	}
	for i := range 3 {
		by := []server.Store{a, b}[i%2]
		require.NoError(t, by.Append(ctx, "a", step(i), summary(i+1)))
		both(fmt.Sprint("step ", i), func(h heard) bool { return h.id == "a" && h.steps > i && h.match.Steps > i })
	}
	require.NoError(t, b.LeaveSeat(ctx, "a", 2, []byte{1, 2, 3}))
	both("Ana leaving", func(h heard) bool { return h.id == "a" && h.match.Seats[2].Open() })
	require.NoError(t, a.TakeSeat(ctx, "a", 2, "Cy", []byte("cy")))
	both("Cy sitting", func(h heard) bool { return h.id == "a" && h.match.Seats[2].Name == "Cy" })
	require.NoError(t, b.Create(ctx, sample("z", at(1))))
	require.NoError(t, b.Append(ctx, "z", step(0), summary(1)))
	both("a step of another match", func(h heard) bool { return h.id == "z" })
	cancel()
	for _, ret := range []<-chan error{retA, retB} {
		select {
		case err := <-ret:
			require.ErrorIs(t, err, context.Canceled)
		case <-time.After(feedWait):
			t.Fatal("Follow did not return when its context was done")
		}
	}
}

// feedStops: Follow returns its context's error once the context is done:
// at once if it is done already, while it starts, and as it listens.
func feedStops(t *testing.T, a, b server.Store) {
	f := feeds(t, b)[0]
	done, cancel := context.WithCancel(ctx)
	cancel()
	require.ErrorIs(t, f.Follow(done, func(string) { t.Error("told of a change after its context was done") }), context.Canceled)

	for _, after := range []time.Duration{0, time.Millisecond, 200 * time.Millisecond} {
		ctx, cancel := context.WithTimeout(ctx, after)
		ret := make(chan error, 1)
		go func() { ret <- f.Follow(ctx, func(string) {}) }()
		select {
		case err := <-ret:
			require.ErrorIs(t, err, context.DeadlineExceeded, "after %v", after)
		case <-time.After(feedWait + after):
			t.Fatalf("Follow did not return when its context was done (after %v)", after)
		}
		cancel()
	}
	require.NoError(t, a.Create(ctx, sample("a", at(0)))) // a's Store still works
}
