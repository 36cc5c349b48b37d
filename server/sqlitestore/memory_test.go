package sqlitestore_test

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/invaderengine/invader/server"
)

// op is a call of a Store, and what it returned.
type op struct {
	name string
	f    func(s server.Store) (any, error)
}

// TestLikeMemoryStore: a Store does what server.MemoryStore does, to the
// difference between nil and empty, in the corners the contract leaves.
func TestLikeMemoryStore(t *testing.T) {
	mem := server.NewMemoryStore()
	sq := open(t, filepath.Join(t.TempDir(), "m.db"))
	defer func() { _ = sq.Close() }()
	// Seat times are the time of the change: close, not equal.
	opt := cmpopts.EquateApproxTime(5 * time.Second)
	for _, o := range likeMemoryOps() {
		want, wantErr := o.f(mem)
		got, gotErr := o.f(sq)
		if d := cmp.Diff(want, got, opt); d != "" {
			t.Errorf("%s (-memory +sqlite):\n%s", o.name, d)
		}
		for _, e := range []error{server.ErrNotFound, server.ErrExists, server.ErrConflict, server.ErrSeatTaken, server.ErrForbidden} {
			if errors.Is(wantErr, e) != errors.Is(gotErr, e) {
				t.Errorf("%s: memory: %v, sqlite: %v", o.name, wantErr, gotErr)
			}
		}
		if (wantErr == nil) != (gotErr == nil) {
			t.Errorf("%s: memory: %v, sqlite: %v", o.name, wantErr, gotErr)
		}
	}
}

func likeMemoryOps() []op {
	odd := server.Match{
		ID: "odd", Seats: []server.Seat{}, Start: server.Start{Mission: json.RawMessage{}},
		Summary: server.Summary{Steps: 5},
	}
	nilSeats := server.Match{ID: "nil seats", Created: at(1)}
	seated := server.Match{ID: "seated", Created: at(2), Seats: []server.Seat{
		{}, {Survivors: []string{}, Bot: "b"}, {Survivors: []string{"X"}, Credential: []byte{}},
	}}
	ops := []op{
		create(odd), create(nilSeats), create(seated), create(odd),
		get("odd"), get("nil seats"), get("seated"),
		steps("odd", 0, 10), steps("odd", -1, -1), appendStep("odd", 5), appendStep("odd", 0), get("odd"),
		steps("odd", 0, 0), steps("odd", 1, 5), steps("odd", -3, 1),
		take("seated", 0, nil), take("seated", 1, nil), take("seated", 2, []byte{}), take("seated", 2, nil),
		take("seated", 3, []byte{1}), take("seated", -1, []byte{1}), get("seated"),
		leave("seated", 2, nil), leave("seated", 0, nil), leave("seated", 1, nil), get("seated"),
		take("seated", 0, []byte{}), get("seated"), leave("seated", 0, []byte{}), get("seated"),
		put("odd", 3, nil), put("odd", 4, []byte{}), checkpoint("odd", 3), checkpoint("odd", 9), checkpoint("odd", 2),
		list(server.Query{}), list(server.Query{Before: at(1)}), list(server.Query{Before: at(1).Add(time.Nanosecond)}),
		list(server.Query{Before: at(1).Add(2 * time.Nanosecond)}), list(server.Query{Active: true, Limit: 1}),
		count(server.Query{Before: at(2).Add(-time.Nanosecond)}),
		expire(time.Time{}, time.Time{}.Add(time.Nanosecond)), list(server.Query{}),
	}
	return ops
}

func create(m server.Match) op {
	return op{"Create " + m.ID, func(s server.Store) (any, error) { return nil, s.Create(ctx, m) }}
}

func get(id string) op {
	return op{"Match " + id, func(s server.Store) (any, error) { return s.Match(ctx, id) }}
}

func steps(id string, from, limit int) op {
	return op{"Steps " + id, func(s server.Store) (any, error) { return s.Steps(ctx, id, from, limit) }}
}

func appendStep(id string, i int) op {
	return op{"Append " + id, func(s server.Store) (any, error) {
		return nil, s.Append(ctx, id, server.Step{Index: i, Seat: -1, Time: at(i)}, server.Summary{Steps: 99})
	}}
}

func take(id string, n int, credential []byte) op {
	return op{"TakeSeat " + id, func(s server.Store) (any, error) { return nil, s.TakeSeat(ctx, id, n, "P", credential) }}
}

func leave(id string, n int, credential []byte) op {
	return op{"LeaveSeat " + id, func(s server.Store) (any, error) { return nil, s.LeaveSeat(ctx, id, n, credential) }}
}

func put(id string, i int, state []byte) op {
	return op{"PutCheckpoint " + id, func(s server.Store) (any, error) {
		return nil, s.PutCheckpoint(ctx, id, server.Checkpoint{Index: i, State: state})
	}}
}

func checkpoint(id string, i int) op {
	return op{"Checkpoint " + id, func(s server.Store) (any, error) { return s.Checkpoint(ctx, id, i) }}
}

func list(q server.Query) op {
	return op{"List", func(s server.Store) (any, error) { return s.List(ctx, q) }}
}

func count(q server.Query) op {
	return op{"Count", func(s server.Store) (any, error) { return s.Count(ctx, q) }}
}

func expire(finished, abandoned time.Time) op {
	return op{"Expire", func(s server.Store) (any, error) { return s.Expire(ctx, finished, abandoned) }}
}
