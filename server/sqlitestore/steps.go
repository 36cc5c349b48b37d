package sqlitestore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/invaderengine/invader/server"
)

// appendSummary stores a match's Summary after its step: the one whose
// index is log_len, as no other matches.
const appendSummary = `UPDATE matches SET mission = ?, title = ?, steps = ?, round = ?,
	outcome = ?, over = ?, updated = ?, log_len = log_len + 1
WHERE id = ? AND log_len = ?`

const insertStep = `INSERT INTO steps (match_id, idx, action, undo, undo_to, seat, actor, client, at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (match_id, idx) DO NOTHING`

// Append implements server.Store.
func (s *Store) Append(ctx context.Context, id string, st server.Step, sum server.Summary) error {
	if err := s.appendGrouped(ctx, id, st, sum); err != nil {
		return fmt.Errorf("sqlitestore: append step %d of match %s: %w", st.Index, id, err)
	}
	return nil
}

func appendStep(ctx context.Context, tx *sql.Tx, id string, st server.Step, sum server.Summary) error {
	res, err := tx.ExecContext(ctx, appendSummary, sum.Mission, sum.Title, st.Index+1, sum.Round,
		sum.Outcome, boolArg(sum.Over), micro(sum.Updated), id, st.Index)
	if n, err := affected(res, err); err != nil || n == 0 {
		if err != nil {
			return err
		}
		have, err := logLen(ctx, tx, id)
		return cmpErr(err, fmt.Errorf("%w: the match has %d steps", server.ErrConflict, have))
	}
	res, err = tx.ExecContext(ctx, insertStep, id, st.Index, st.Action, boolArg(st.Undo), st.To,
		st.Seat, st.By, st.Client, micro(st.Time))
	if n, err := affected(res, err); err != nil || n == 0 {
		return cmpErr(err, fmt.Errorf("%w: a step %d is stored already", server.ErrConflict, st.Index))
	}
	return nil
}

// affected is the number of rows a statement that returned res and err
// changed.
func affected(res sql.Result, err error) (int64, error) {
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// Steps implements server.Store.
func (s *Store) Steps(ctx context.Context, id string, from, limit int) ([]server.Step, error) {
	var out []server.Step
	err := s.read(ctx, func(tx *sql.Tx) error {
		n, err := logLen(ctx, tx, id)
		if err != nil || n == 0 {
			return err // nil steps for none, as server.MemoryStore
		}
		from = min(max(from, 0), n)
		end := n
		if limit >= 0 && limit < end-from {
			end = from + limit
		}
		out, err = readSteps(ctx, tx, id, from, end)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("sqlitestore: read steps of match %s: %w", id, err)
	}
	return out, nil
}

// readSteps reads steps [from, end) of match id.
func readSteps(ctx context.Context, tx *sql.Tx, id string, from, end int) ([]server.Step, error) {
	out := make([]server.Step, 0, end-from)
	if from == end {
		return out, nil
	}
	rows, err := tx.QueryContext(ctx, `SELECT idx, action, undo, undo_to, seat, actor, client, at
		FROM steps WHERE match_id = ? AND idx >= ? AND idx < ? ORDER BY idx`, id, from, end)
	if err != nil {
		return nil, err
	}
	defer func() { _ = rows.Close() }()
	for rows.Next() {
		var st server.Step
		if err := rows.Scan(&st.Index, &st.Action, &st.Undo, &st.To, &st.Seat, &st.By, &st.Client, timeCol{&st.Time}); err != nil {
			return nil, err
		}
		if st.Index != from+len(out) {
			return nil, fmt.Errorf("step %d is missing", from+len(out))
		}
		out = append(out, st)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) != end-from {
		return nil, fmt.Errorf("step %d is missing", from+len(out))
	}
	return out, nil
}

// putCheckpoint stores a checkpoint of a match there is, or replaces it.
const putCheckpoint = `INSERT INTO checkpoints (match_id, idx, state)
SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM matches WHERE id = ?)
ON CONFLICT (match_id, idx) DO UPDATE SET state = excluded.state`

// PutCheckpoint implements server.Store.
func (s *Store) PutCheckpoint(ctx context.Context, id string, c server.Checkpoint) error {
	res, err := s.w.ExecContext(ctx, putCheckpoint, id, c.Index, bytesArg(c.State), id)
	if n, err := affected(res, err); err != nil || n == 0 {
		return fmt.Errorf("sqlitestore: put checkpoint %d of match %s: %w", c.Index, id, cmpErr(err, server.ErrNotFound))
	}
	return nil
}

// Checkpoint implements server.Store.
func (s *Store) Checkpoint(ctx context.Context, id string, index int) (server.Checkpoint, error) {
	var c server.Checkpoint
	err := s.read(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `SELECT idx, state FROM checkpoints
			WHERE match_id = ? AND idx <= ? ORDER BY idx DESC LIMIT 1`, id, index).Scan(&c.Index, blobCol{&c.State})
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if _, err := logLen(ctx, tx, id); err != nil {
			return err
		}
		return fmt.Errorf("%w: none at or before step %d", server.ErrNotFound, index)
	})
	if err != nil {
		return server.Checkpoint{}, fmt.Errorf("sqlitestore: read checkpoint of match %s: %w", id, err)
	}
	return c, nil
}
