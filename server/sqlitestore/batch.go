package sqlitestore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/invaderengine/invader/server"
)

// Appends are committed in groups. Each step must reach the file before
// Append returns (synchronous=FULL: the fsync is most of its cost), and
// one connection writes; so the appends of many matches that arrive while
// a transaction commits wait together for the next, which stores them
// all, each under a savepoint of its own (a conflict undoes only its own
// step), and is written to the file once. One append alone is committed
// at once: a group is what came while the last one was being written,
// never a wait for more.

// maxGroup is the most appends one transaction stores.
const maxGroup = 256

// groupTimeout bounds a group's transaction.
const groupTimeout = 30 * time.Second

// An appendReq is one Append waiting for its group.
type appendReq struct {
	id   string
	st   server.Step
	sum  server.Summary
	done chan error // its outcome, sent once
}

// committer stores the appends sent to s.appends in groups, until Close
// closes s.quit; it answers every request it took.
func (s *Store) committer() {
	defer close(s.stopped)
	for {
		var first *appendReq
		select {
		case first = <-s.appends:
		case <-s.quit:
			return
		}
		group := []*appendReq{first}
	gather:
		for len(group) < maxGroup {
			select {
			case r := <-s.appends:
				group = append(group, r)
			default:
				break gather
			}
		}
		s.commitGroup(group)
	}
}

// commitGroup stores a group of appends in one transaction and answers
// each: its own conflict, or the transaction's failure.
func (s *Store) commitGroup(group []*appendReq) {
	ctx, cancel := context.WithTimeout(context.Background(), groupTimeout)
	defer cancel()
	errs := make([]error, len(group))
	err := s.write(ctx, func(tx *sql.Tx) error {
		for i, r := range group {
			errs[i] = appendSaved(ctx, tx, r)
			if errs[i] != nil && !errors.Is(errs[i], server.ErrConflict) {
				return errs[i] // the connection failed: nothing of the group holds
			}
		}
		return nil
	})
	for i, r := range group {
		if err != nil {
			errs[i] = err
		}
		r.done <- errs[i]
	}
}

// appendSaved stores one append under a savepoint: a conflict undoes its
// own changes and leaves the group's.
func appendSaved(ctx context.Context, tx *sql.Tx, r *appendReq) error {
	if _, err := tx.ExecContext(ctx, "SAVEPOINT step"); err != nil {
		return err
	}
	if err := appendStep(ctx, tx, r.id, r.st, r.sum); err != nil {
		if _, rerr := tx.ExecContext(ctx, "ROLLBACK TO step"); rerr != nil {
			return errors.Join(err, rerr)
		}
		_, _ = tx.ExecContext(ctx, "RELEASE step")
		return err
	}
	_, err := tx.ExecContext(ctx, "RELEASE step")
	return err
}

// appendGrouped sends an append to the committer and waits for its group
// to be written. Once taken, an append is answered within groupTimeout
// (whatever ctx does meanwhile: its step may be stored, and the caller
// must know).
func (s *Store) appendGrouped(ctx context.Context, id string, st server.Step, sum server.Summary) error {
	r := &appendReq{id: id, st: st, sum: sum, done: make(chan error, 1)}
	select {
	case s.appends <- r:
	case <-ctx.Done():
		return ctx.Err()
	case <-s.quit:
		return errClosed
	}
	select {
	case err := <-r.done:
		return err
	case <-time.After(groupTimeout + busyTimeout):
		return fmt.Errorf("no answer from the file's writer within %v", groupTimeout+busyTimeout)
	}
}

// errClosed is the error of a Store used after Close.
var errClosed = errors.New("the Store is closed")
