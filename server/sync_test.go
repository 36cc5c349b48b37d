package server

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// slowFeed is a memory Store and a Feed of its own changes, told a moment
// after each (as PostgreSQL's NOTIFY is), whose Match answers late and
// whose TakeSeat takes a while: a syncer's read of a match may be older
// than the match by the time it would use it.
type slowFeed struct {
	Store
	mu      sync.Mutex
	changed func(string)
	wg      sync.WaitGroup
}

func (f *slowFeed) Follow(ctx context.Context, changed func(string)) error {
	f.mu.Lock()
	f.changed = changed
	f.mu.Unlock()
	<-ctx.Done()
	f.wg.Wait()
	return ctx.Err()
}

func (f *slowFeed) tell(id string) {
	f.mu.Lock()
	c := f.changed
	f.mu.Unlock()
	if c != nil {
		f.wg.Go(func() { time.Sleep(2 * time.Millisecond); c(id) })
	}
}

func (f *slowFeed) TakeSeat(ctx context.Context, id string, n int, name string, credential []byte) error {
	time.Sleep(20 * time.Millisecond)
	err := f.Store.TakeSeat(ctx, id, n, name, credential)
	if err == nil {
		f.tell(id)
	}
	return err
}

func (f *slowFeed) Append(ctx context.Context, id string, st Step, sum Summary) error {
	err := f.Store.Append(ctx, id, st, sum)
	if err == nil {
		f.tell(id)
	}
	return err
}

func (f *slowFeed) Match(ctx context.Context, id string) (Match, error) {
	m, err := f.Store.Match(ctx, id) // read now, answered later
	time.Sleep(50 * time.Millisecond)
	return m, err
}

// TestSyncKeepsNewerSeats: the news of a match's step 0 comes while its
// creator's seat is being taken; the syncer's read of the match must not
// put back the seat as it was before (the creator's view would be a
// spectator's until the next news).
func TestSyncKeepsNewerSeats(t *testing.T) {
	f := &slowFeed{Store: NewMemoryStore()}
	h := newHarness(t, Config{Store: f})
	time.Sleep(20 * time.Millisecond) // Follow has begun
	c := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":1}`), Take: seat(0), IdleBot: "none"})
	h.srv.mu.Lock()
	l := h.srv.live[c.Match.ID]
	h.srv.mu.Unlock()
	for range 10 {
		l.mu.Lock()
		held := l.seatOfLocked(c.Credential)
		l.mu.Unlock()
		require.Equal(t, 0, held, "the match knows its creator's seat (without asking the Store)")
		require.Equal(t, 0, h.view(c.Match.ID, c.Credential).Seat, "the creator's view is their seat's")
		time.Sleep(10 * time.Millisecond)
	}
}

// TestRetriedIsPerSeat: a client id names a request of one seat; another
// seat's request with the same id is another request, carried out.
func TestRetriedIsPerSeat(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(CreateRequest{Mission: "M0", Rules: json.RawMessage(`{"seed":1}`), Take: seat(0), IdleBot: "none"})
	id, cred := c.Match.ID, c.Credential
	v := h.view(id, cred)
	var res ActResult
	req := ActRequest{Index: v.Index, Action: v.Actions[0], Client: "1"}
	require.Equal(t, http.StatusOK, h.do("POST", "/api/matches/"+id+"/actions", cred, req, &res))
	h.srv.mu.Lock()
	l := h.srv.live[id]
	h.srv.mu.Unlock()
	l.mu.Lock()
	defer l.mu.Unlock()
	i, ok := l.retried(0, "1")
	require.True(t, ok)
	require.Equal(t, res.Index, i)
	_, ok = l.retried(1, "1")
	require.False(t, ok, "seat 1's request \"1\" is not seat 0's")
}
