package server

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"time"
)

// Several processes, one Store: any of them may serve any match. Each
// step is stored before anyone hears of it, and the Store stores step N
// of a match once (ErrConflict to the others). What a process must add is
// to hear of the steps and seats the others stored:
//
//   - a Store that is a Feed tells each process of every change (follow);
//     the matches it has loaded read what is new (sync) and tell their
//     clients, who need not know which process made a step;
//   - a step that loses the race to another process's (ErrConflict) is
//     answered as if it came second: the match reads what was stored,
//     and the request is stale (or, retried, answered with the step that
//     its client id made elsewhere);
//   - a request that knows of a later step than the match has, or a
//     credential the match does not know, reads the Store first.
//
// Without a Feed (one process: the memory and SQLite stores) none of
// this costs anything.

// syncPage is how many steps a match reads at a time when it catches up.
const syncPage = 256

// follow hears of the changes the Store's processes make, until Close:
// a Feed that fails is followed again after a second.
func (s *Server) follow(f Feed) {
	for {
		err := f.Follow(s.ctx, s.changed)
		if s.ctx.Err() != nil {
			return
		}
		s.cfg.Logf("server: following the store's changes: %v (again in a second)", err)
		s.changed("") // what came meanwhile is unknown
		select {
		case <-s.ctx.Done():
			return
		case <-time.After(time.Second):
		}
	}
}

// changed notes that match id changed in the Store ("": any match may
// have), for the syncer. It returns at once: the Feed calls it.
func (s *Server) changed(id string) {
	s.dirtyMu.Lock()
	if id == "" {
		s.dirtyAll = true
	} else {
		s.dirty[id] = struct{}{}
	}
	s.dirtyMu.Unlock()
	select {
	case s.wakeSync <- struct{}{}:
	default:
	}
}

// syncer brings the loaded matches the Store says changed up to date,
// until Close.
func (s *Server) syncer() {
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-s.wakeSync:
		}
		for _, l := range s.takeDirty() {
			ctx, cancel := context.WithTimeout(s.ctx, s.limits.WriteTimeout)
			if err := l.sync(ctx); err != nil && s.ctx.Err() == nil {
				s.cfg.Logf("server: match %s: reading what another process stored: %v", l.id, err)
			}
			cancel()
		}
	}
}

// takeDirty returns the loaded matches noted as changed, and clears the
// notes; matches not loaded here have nothing to bring up to date.
func (s *Server) takeDirty() []*live {
	s.dirtyMu.Lock()
	ids, all := s.dirty, s.dirtyAll
	s.dirty, s.dirtyAll = map[string]struct{}{}, false
	s.dirtyMu.Unlock()
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []*live
	for id, l := range s.live {
		if _, ok := ids[id]; ok || all {
			out = append(out, l)
		}
	}
	slices.SortFunc(out, func(a, b *live) int { return bytes.Compare([]byte(a.id), []byte(b.id)) })
	return out
}

// sync reads what the Store holds of l that l does not: its seats and
// the steps after l's last. It reads under l's lock, so that no change l
// makes meanwhile (a seat taken here) is overwritten by an older read.
func (l *live) sync(ctx context.Context) error {
	gone, err := l.syncLocked(ctx)
	if gone { // expired by another process
		l.srv.unload(l)
	}
	return err
}

func (l *live) syncLocked(ctx context.Context) (gone bool, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.stopped {
		return false, nil
	}
	rec, err := l.srv.store.Match(ctx, l.id)
	if errors.Is(err, ErrNotFound) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	l.takeSeats(rec.Seats)
	if rec.Steps > l.g.index+1 {
		return false, l.catchUp(ctx)
	}
	return false, nil
}

// takeSeats takes the seats as stored, telling the clients if they
// changed; the caller holds l.mu.
func (l *live) takeSeats(seats []Seat) {
	if len(seats) != len(l.rec.Seats) || slices.EqualFunc(seats, l.rec.Seats, sameSeat) {
		return
	}
	l.rec.Seats = seats
	l.broadcastSeats()
	l.kick()
}

func sameSeat(a, b Seat) bool {
	return a.Bot == b.Bot && a.Name == b.Name && bytes.Equal(a.Credential, b.Credential)
}

// freshSeats reads the seats from the Store, where another process may
// have given one; the caller holds l.mu.
func (l *live) freshSeats(ctx context.Context) {
	if rec, err := l.srv.store.Match(ctx, l.id); err == nil {
		l.takeSeats(rec.Seats)
	}
}

// seatFor is the seat credential cred holds (-1 for none), read from the
// Store if l knows no seat of it (taken through another process, perhaps);
// the caller holds l.mu.
func (l *live) seatFor(ctx context.Context, cred string) int {
	seat := l.seatOfLocked(cred)
	if seat < 0 && cred != "" {
		l.freshSeats(ctx)
		seat = l.seatOfLocked(cred)
	}
	return seat
}

// catchUp plays the steps stored after l's last (by another process),
// as if l had made them: its clients hear of each; the caller holds l.mu.
func (l *live) catchUp(ctx context.Context) error {
	defer l.forgetShown()
	for {
		steps, err := l.srv.store.Steps(ctx, l.id, l.g.index+1, syncPage)
		if err != nil || len(steps) == 0 {
			return err
		}
		for _, st := range steps {
			if err := l.replayStep(st, Checkpoint{Index: -1}); err != nil {
				l.failed = l.g.index // no bot acts on a game that cannot follow its log
				return err
			}
			l.rec.Summary = l.summary(st.Time)
			l.after(st)
		}
	}
}

// unload lets go of l, if it is the match loaded under its ID.
func (s *Server) unload(l *live) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.live[l.id] == l {
		delete(s.live, l.id)
		l.stop()
	}
}
