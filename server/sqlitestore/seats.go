package sqlitestore

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/invaderengine/invader/server"
)

// TakeSeat implements server.Store.
func (s *Store) TakeSeat(ctx context.Context, id string, n int, name string, credential []byte) error {
	if len(credential) == 0 {
		return fmt.Errorf("sqlitestore: take seat %d of match %s: %w: an empty credential", n, id, server.ErrForbidden)
	}
	err := s.write(ctx, func(tx *sql.Tx) error {
		seat, err := readSeat(ctx, tx, id, n)
		if err != nil {
			return err
		}
		if seat.Bot != "" || !seat.Open() && !bytes.Equal(seat.Credential, credential) {
			return server.ErrSeatTaken
		}
		return putSeat(ctx, tx, id, n, name, credential)
	})
	if err != nil {
		return fmt.Errorf("sqlitestore: take seat %d of match %s: %w", n, id, err)
	}
	return nil
}

// LeaveSeat implements server.Store.
func (s *Store) LeaveSeat(ctx context.Context, id string, n int, credential []byte) error {
	err := s.write(ctx, func(tx *sql.Tx) error {
		seat, err := readSeat(ctx, tx, id, n)
		if err != nil {
			return err
		}
		if seat.Credential == nil || !bytes.Equal(seat.Credential, credential) {
			return server.ErrForbidden
		}
		return putSeat(ctx, tx, id, n, "", nil)
	})
	if err != nil {
		return fmt.Errorf("sqlitestore: leave seat %d of match %s: %w", n, id, err)
	}
	return nil
}

// readSeat returns seat n of match id, as far as who may take it: its Bot
// and Credential.
func readSeat(ctx context.Context, tx *sql.Tx, id string, n int) (server.Seat, error) {
	var seat server.Seat
	err := tx.QueryRowContext(ctx, "SELECT bot, credential FROM seats WHERE match_id = ? AND n = ?", id, n).
		Scan(&seat.Bot, blobCol{&seat.Credential})
	if !errors.Is(err, sql.ErrNoRows) {
		return seat, err
	}
	if _, err := logLen(ctx, tx, id); err != nil {
		return seat, err
	}
	return seat, fmt.Errorf("%w: the match has no seat %d", server.ErrNotFound, n)
}

// putSeat gives seat n of match id to name and credential, as a change of
// the match now.
func putSeat(ctx context.Context, tx *sql.Tx, id string, n int, name string, credential []byte) error {
	if _, err := tx.ExecContext(ctx, "UPDATE seats SET name = ?, credential = ? WHERE match_id = ? AND n = ?",
		name, bytesArg(credential), id, n); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, "UPDATE matches SET updated = ? WHERE id = ?", micro(nowUTC()), id)
	return err
}
