package storetest

import (
	"encoding/json"
	"errors"
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

// LikeMemory checks that s, a new, empty Store, does what
// server.MemoryStore does, to the difference between nil and empty, in the
// corners the contract leaves: odd matches, seats and limits, nil and
// empty blobs, times a nanosecond apart. Times of a change of seat (the
// time of the change) need only be close.
func LikeMemory(t *testing.T, s server.Store) {
	mem := server.NewMemoryStore()
	opt := cmpopts.EquateApproxTime(5 * time.Second)
	for _, o := range likeMemoryOps() {
		want, wantErr := o.f(mem)
		got, gotErr := o.f(s)
		if d := cmp.Diff(want, got, opt); d != "" {
			t.Errorf("%s (-memory +store):\n%s", o.name, d)
		}
		for _, e := range []error{server.ErrNotFound, server.ErrExists, server.ErrConflict, server.ErrSeatTaken, server.ErrForbidden} {
			if errors.Is(wantErr, e) != errors.Is(gotErr, e) {
				t.Errorf("%s: memory: %v, store: %v", o.name, wantErr, gotErr)
			}
		}
		if (wantErr == nil) != (gotErr == nil) {
			t.Errorf("%s: memory: %v, store: %v", o.name, wantErr, gotErr)
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
	return []op{
		opCreate(odd), opCreate(nilSeats), opCreate(seated), opCreate(odd),
		opMatch("odd"), opMatch("nil seats"), opMatch("seated"),
		opSteps("odd", 0, 10), opSteps("odd", -1, -1), opAppend("odd", 5), opAppend("odd", 0), opMatch("odd"),
		opSteps("odd", 0, 0), opSteps("odd", 1, 5), opSteps("odd", -3, 1),
		opTake("seated", 0, nil), opTake("seated", 1, nil), opTake("seated", 2, []byte{}), opTake("seated", 2, nil),
		opTake("seated", 3, []byte{1}), opTake("seated", -1, []byte{1}), opMatch("seated"),
		opLeave("seated", 2, nil), opLeave("seated", 0, nil), opLeave("seated", 1, nil), opMatch("seated"),
		opTake("seated", 0, []byte{}), opMatch("seated"), opLeave("seated", 0, []byte{}), opMatch("seated"),
		opPut("odd", 3, nil), opPut("odd", 4, []byte{}), opCheckpoint("odd", 3), opCheckpoint("odd", 9), opCheckpoint("odd", 2),
		opList(server.Query{}), opList(server.Query{Before: at(1)}), opList(server.Query{Before: at(1).Add(time.Nanosecond)}),
		opList(server.Query{Before: at(1).Add(2 * time.Nanosecond)}), opList(server.Query{Active: true, Limit: 1}),
		opCount(server.Query{Before: at(2).Add(-time.Nanosecond)}),
		opExpire(time.Time{}, time.Time{}.Add(time.Nanosecond)), opList(server.Query{}),
	}
}

func opCreate(m server.Match) op {
	return op{"Create " + m.ID, func(s server.Store) (any, error) { return nil, s.Create(ctx, m) }}
}

func opMatch(id string) op {
	return op{"Match " + id, func(s server.Store) (any, error) { return s.Match(ctx, id) }}
}

func opSteps(id string, from, limit int) op {
	return op{"Steps " + id, func(s server.Store) (any, error) { return s.Steps(ctx, id, from, limit) }}
}

func opAppend(id string, i int) op {
	return op{"Append " + id, func(s server.Store) (any, error) {
		return nil, s.Append(ctx, id, server.Step{Index: i, Seat: -1, Time: at(i)}, server.Summary{Steps: 99})
	}}
}

func opTake(id string, n int, credential []byte) op {
	return op{"TakeSeat " + id, func(s server.Store) (any, error) { return nil, s.TakeSeat(ctx, id, n, "P", credential) }}
}

func opLeave(id string, n int, credential []byte) op {
	return op{"LeaveSeat " + id, func(s server.Store) (any, error) { return nil, s.LeaveSeat(ctx, id, n, credential) }}
}

func opPut(id string, i int, state []byte) op {
	return op{"PutCheckpoint " + id, func(s server.Store) (any, error) {
		return nil, s.PutCheckpoint(ctx, id, server.Checkpoint{Index: i, State: state})
	}}
}

func opCheckpoint(id string, i int) op {
	return op{"Checkpoint " + id, func(s server.Store) (any, error) { return s.Checkpoint(ctx, id, i) }}
}

func opList(q server.Query) op {
	return op{"List", func(s server.Store) (any, error) { return s.List(ctx, q) }}
}

func opCount(q server.Query) op {
	return op{"Count", func(s server.Store) (any, error) { return s.Count(ctx, q) }}
}

func opExpire(finished, abandoned time.Time) op {
	return op{"Expire", func(s server.Store) (any, error) { return s.Expire(ctx, finished, abandoned) }}
}
