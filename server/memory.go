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
//
// Each match has a lock of its own, so that the steps of many matches are
// stored at once; the map of matches has another, which changes of one
// match hold only to find it. The locks are taken in that order: the
// map's, a match's, the counts'.
type MemoryStore struct {
	mu      sync.RWMutex
	matches map[string]*memMatch

	counts sync.Mutex
	// The matches in progress, in all and by owner, so that a quota's
	// Count reads two numbers instead of every match.
	active   int
	activeBy map[string]int
}

type memMatch struct {
	mu     sync.Mutex
	gone   bool // expired: changes of it find no match
	m      Match
	steps  []Step
	checks []Checkpoint // by index, increasing
}

// NewMemoryStore returns an empty MemoryStore.
func NewMemoryStore() *MemoryStore {
	return &MemoryStore{matches: map[string]*memMatch{}, activeBy: map[string]int{}}
}

// count adds d to the counts of matches in progress if m is one; the
// caller holds m's lock.
func (s *MemoryStore) count(m *Match, d int) {
	if m.Over {
		return
	}
	s.counts.Lock()
	defer s.counts.Unlock()
	s.active += d
	if s.activeBy[m.Owner] += d; s.activeBy[m.Owner] == 0 {
		delete(s.activeBy, m.Owner)
	}
}

// with runs f on match id under its lock, or returns ErrNotFound.
func (s *MemoryStore) with(ctx context.Context, id string, f func(*memMatch) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.RLock()
	mm := s.matches[id]
	s.mu.RUnlock()
	if mm == nil {
		return ErrNotFound
	}
	mm.mu.Lock()
	defer mm.mu.Unlock()
	if mm.gone {
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
	s.count(&mm.m, 1)
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
		s.count(&mm.m, -1)
		mm.m.Summary = sum
		s.count(&mm.m, 1)
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
	s.mu.RLock()
	var out []Match
	for _, mm := range s.matches {
		mm.mu.Lock()
		if q.matches(mm.m) {
			m := cloneMatch(mm.m)
			m.Start = Start{}
			out = append(out, m)
		}
		mm.mu.Unlock()
	}
	s.mu.RUnlock()
	slices.SortFunc(out, newestFirst)
	return out[:min(len(out), q.limit())], nil
}

// Count implements Store.
func (s *MemoryStore) Count(ctx context.Context, q Query) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if q.Active && q.Before.IsZero() { // a quota's question
		s.counts.Lock()
		defer s.counts.Unlock()
		if q.Owner == "" {
			return s.active, nil
		}
		return s.activeBy[q.Owner], nil
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	n := 0
	for _, mm := range s.matches {
		mm.mu.Lock()
		if q.matches(mm.m) {
			n++
		}
		mm.mu.Unlock()
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
		mm.mu.Lock()
		if expired(mm.m, finished, abandoned) {
			s.count(&mm.m, -1)
			mm.gone = true
			delete(s.matches, id)
			n++
		}
		mm.mu.Unlock()
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
