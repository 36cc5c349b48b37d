package server

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"sync"
	"time"
)

// MemoryStore is a Store that keeps matches in memory, for tests and for
// servers that need not outlive their process. Its zero value is not
// usable; make one with NewMemoryStore.
type MemoryStore struct {
	mu      sync.Mutex
	matches map[string]*memMatch
}

type memMatch struct {
	m      Match
	steps  []Step
	checks []Checkpoint // by index, increasing
}

// NewMemoryStore returns an empty MemoryStore.
func NewMemoryStore() *MemoryStore { return &MemoryStore{matches: map[string]*memMatch{}} }

// with runs f on match id under the lock, or returns ErrNotFound.
func (s *MemoryStore) with(ctx context.Context, id string, f func(*memMatch) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	mm := s.matches[id]
	if mm == nil {
		return ErrNotFound
	}
	return f(mm)
}

// Create implements Store.
func (s *MemoryStore) Create(ctx context.Context, m Match) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.matches[m.ID]; ok {
		return ErrExists
	}
	mm := &memMatch{m: cloneMatch(m)}
	mm.m.Steps = 0
	s.matches[m.ID] = mm
	return nil
}

// Match implements Store.
func (s *MemoryStore) Match(ctx context.Context, id string) (Match, error) {
	var out Match
	err := s.with(ctx, id, func(mm *memMatch) error {
		out = cloneMatch(mm.m)
		return nil
	})
	return out, err
}

// Append implements Store.
func (s *MemoryStore) Append(ctx context.Context, id string, st Step, sum Summary) error {
	return s.with(ctx, id, func(mm *memMatch) error {
		if st.Index != len(mm.steps) {
			return fmt.Errorf("%w: step %d of match %s, which has %d", ErrConflict, st.Index, id, len(mm.steps))
		}
		mm.steps = append(mm.steps, st)
		sum.Steps = len(mm.steps)
		mm.m.Summary = sum
		return nil
	})
}

// Steps implements Store.
func (s *MemoryStore) Steps(ctx context.Context, id string, from, limit int) ([]Step, error) {
	var out []Step
	err := s.with(ctx, id, func(mm *memMatch) error {
		from = min(max(from, 0), len(mm.steps))
		end := len(mm.steps)
		if limit >= 0 && limit < end-from {
			end = from + limit
		}
		out = slices.Clone(mm.steps[from:end])
		return nil
	})
	return out, err
}

// TakeSeat implements Store.
func (s *MemoryStore) TakeSeat(ctx context.Context, id string, n int, name string, credential []byte) error {
	return s.with(ctx, id, func(mm *memMatch) error {
		if n < 0 || n >= len(mm.m.Seats) {
			return fmt.Errorf("%w: match %s has no seat %d", ErrNotFound, id, n)
		}
		seat := &mm.m.Seats[n]
		if len(credential) == 0 {
			return fmt.Errorf("%w: an empty credential", ErrForbidden)
		}
		if seat.Bot != "" || !seat.Open() && !bytes.Equal(seat.Credential, credential) {
			return fmt.Errorf("%w: seat %d of match %s", ErrSeatTaken, n, id)
		}
		seat.Name, seat.Credential = name, bytes.Clone(credential)
		mm.m.Updated = nowUTC()
		return nil
	})
}

// LeaveSeat implements Store.
func (s *MemoryStore) LeaveSeat(ctx context.Context, id string, n int, credential []byte) error {
	return s.with(ctx, id, func(mm *memMatch) error {
		if n < 0 || n >= len(mm.m.Seats) {
			return fmt.Errorf("%w: match %s has no seat %d", ErrNotFound, id, n)
		}
		seat := &mm.m.Seats[n]
		if seat.Credential == nil || !bytes.Equal(seat.Credential, credential) {
			return fmt.Errorf("%w: seat %d of match %s", ErrForbidden, n, id)
		}
		seat.Name, seat.Credential = "", nil
		mm.m.Updated = nowUTC()
		return nil
	})
}

// PutCheckpoint implements Store.
func (s *MemoryStore) PutCheckpoint(ctx context.Context, id string, c Checkpoint) error {
	return s.with(ctx, id, func(mm *memMatch) error {
		c.State = bytes.Clone(c.State)
		i, found := slices.BinarySearchFunc(mm.checks, c.Index, func(a Checkpoint, n int) int { return a.Index - n })
		if found {
			mm.checks[i] = c
		} else {
			mm.checks = slices.Insert(mm.checks, i, c)
		}
		return nil
	})
}

// Checkpoint implements Store.
func (s *MemoryStore) Checkpoint(ctx context.Context, id string, index int) (Checkpoint, error) {
	var out Checkpoint
	err := s.with(ctx, id, func(mm *memMatch) error {
		for i := len(mm.checks) - 1; i >= 0; i-- {
			if c := mm.checks[i]; c.Index <= index {
				out = Checkpoint{Index: c.Index, State: bytes.Clone(c.State)}
				return nil
			}
		}
		return ErrNotFound
	})
	return out, err
}

// List implements Store.
func (s *MemoryStore) List(ctx context.Context, q Query) ([]Match, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	var out []Match
	for _, mm := range s.matches {
		if q.matches(mm.m) {
			m := cloneMatch(mm.m)
			m.Start = Start{}
			out = append(out, m)
		}
	}
	s.mu.Unlock()
	slices.SortFunc(out, newestFirst)
	return out[:min(len(out), q.limit())], nil
}

// Count implements Store.
func (s *MemoryStore) Count(ctx context.Context, q Query) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, mm := range s.matches {
		if q.matches(mm.m) {
			n++
		}
	}
	return n, nil
}

// matches reports whether q selects m.
func (q Query) matches(m Match) bool {
	return (q.Owner == "" || m.Owner == q.Owner) &&
		(!q.Active || !m.Over) &&
		(q.Before.IsZero() || m.Created.Before(q.Before))
}

func (q Query) limit() int {
	if q.Limit <= 0 {
		return 100
	}
	return q.Limit
}

// newestFirst orders matches by creation, newest first, then by ID.
func newestFirst(a, b Match) int {
	if c := b.Created.Compare(a.Created); c != 0 {
		return c
	}
	return bytes.Compare([]byte(a.ID), []byte(b.ID))
}

// Expire implements Store.
func (s *MemoryStore) Expire(ctx context.Context, finished, abandoned time.Time) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for id, mm := range s.matches {
		if expired(mm.m, finished, abandoned) {
			delete(s.matches, id)
			n++
		}
	}
	return n, nil
}

// expired reports whether m is finished before finished, or in progress
// and unchanged since before abandoned.
func expired(m Match, finished, abandoned time.Time) bool {
	if m.Over {
		return !finished.IsZero() && m.Updated.Before(finished)
	}
	return !abandoned.IsZero() && m.Updated.Before(abandoned)
}

// Close implements Store.
func (s *MemoryStore) Close() error { return nil }

// cloneMatch returns m sharing no memory with it.
func cloneMatch(m Match) Match {
	m.Seats = slices.Clone(m.Seats)
	for i := range m.Seats {
		m.Seats[i].Credential = bytes.Clone(m.Seats[i].Credential)
		m.Seats[i].Survivors = slices.Clone(m.Seats[i].Survivors)
	}
	m.Start.Mission = bytes.Clone(m.Start.Mission)
	m.Start.Rules = bytes.Clone(m.Start.Rules)
	m.Start.State = bytes.Clone(m.Start.State)
	return m
}

// nowUTC is the time a Store records: UTC, to the microsecond (what every
// Store keeps exactly), with no monotonic reading.
func nowUTC() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }
