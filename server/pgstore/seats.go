package pgstore

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/invaderengine/invader/server"
)

// putSeat gives seat $2 of match $1 to the name $3 and credential $4, as a
// change of the match at $5, and tells of it on the channel $6 (when the
// transaction commits).
const putSeat = `WITH seat AS (
	UPDATE seats SET name = $3, credential = $4 WHERE match_id = $1 AND n = $2
), m AS (
	UPDATE matches SET updated = $5 WHERE id = $1
)
SELECT pg_notify($6, $7)`

// TakeSeat implements server.Store.
func (s *Store) TakeSeat(ctx context.Context, id string, n int, name string, credential []byte) error {
	err := s.takeSeat(ctx, id, n, name, credential)
	if err != nil {
		return s.fail(err, "take seat %d of match %s", n, id)
	}
	return nil
}

func (s *Store) takeSeat(ctx context.Context, id string, n int, name string, credential []byte) error {
	if len(credential) == 0 {
		return fmt.Errorf("%w: an empty credential", server.ErrForbidden)
	}
	if checkText("the ID", id) != nil {
		return server.ErrNotFound // no match has it
	}
	if err := checkText("the name", name); err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		seat, err := readSeat(ctx, tx, id, n)
		if err != nil {
			return err
		}
		if seat.Bot != "" || !seat.Open() && !bytes.Equal(seat.Credential, credential) {
			return server.ErrSeatTaken
		}
		_, err = tx.Exec(ctx, putSeat, id, n, name, credential, nowUTC(), s.channel, payload(id))
		return err
	})
}

// LeaveSeat implements server.Store.
func (s *Store) LeaveSeat(ctx context.Context, id string, n int, credential []byte) error {
	err := s.leaveSeat(ctx, id, n, credential)
	if err != nil {
		return s.fail(err, "leave seat %d of match %s", n, id)
	}
	return nil
}

func (s *Store) leaveSeat(ctx context.Context, id string, n int, credential []byte) error {
	if checkText("the ID", id) != nil {
		return server.ErrNotFound // no match has it
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		seat, err := readSeat(ctx, tx, id, n)
		if err != nil {
			return err
		}
		if seat.Credential == nil || !bytes.Equal(seat.Credential, credential) {
			return server.ErrForbidden
		}
		_, err = tx.Exec(ctx, putSeat, id, n, "", nil, nowUTC(), s.channel, payload(id))
		return err
	})
}

// readSeat returns seat n of match id, as far as who may take it (its Bot
// and Credential), and locks it until tx ends.
func readSeat(ctx context.Context, tx pgx.Tx, id string, n int) (server.Seat, error) {
	var seat server.Seat
	err := tx.QueryRow(ctx, "SELECT bot, credential FROM seats WHERE match_id = $1 AND n = $2 FOR UPDATE", id, n).
		Scan(&seat.Bot, &seat.Credential)
	if !errors.Is(err, pgx.ErrNoRows) {
		return seat, err
	}
	if _, err := logLen(ctx, tx, id); err != nil {
		return seat, err
	}
	return seat, fmt.Errorf("%w: the match has no seat %d", server.ErrNotFound, n)
}

// querier is what runs a query: a pool, a connection or a transaction.
type querier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// logLen returns the number of steps of match id, or server.ErrNotFound.
func logLen(ctx context.Context, q querier, id string) (int, error) {
	var n int
	err := q.QueryRow(ctx, "SELECT log_len FROM matches WHERE id = $1", id).Scan(&n)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, server.ErrNotFound
	}
	return n, err
}
