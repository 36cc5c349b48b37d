package pgstore

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/invaderengine/invader/server"
)

// appendStep is Append in one statement, so one transaction: it stores the
// match's Summary after its step where the match has $2 steps (as no other
// does), then the step, then tells of it on the channel $15 (when the
// transaction commits). It selects one row if it stored the step, none if
// the match has not $2 steps (or there is no match). A step $2 stored
// already (the log out of step with log_len) is a unique violation, which
// undoes it all.
const appendStep = `WITH m AS (
	UPDATE matches SET mission = $3, title = $4, steps = log_len + 1, round = $5,
		outcome = $6, over = $7, updated = $8, log_len = log_len + 1
	WHERE id = $1 AND log_len = $2::bigint
	RETURNING id
), s AS (
	INSERT INTO steps (match_id, idx, action, undo, undo_to, seat, actor, client, at)
	SELECT id, $2::bigint, $9, $10, $11, $12, $13, $14, $16 FROM m
	RETURNING match_id
)
SELECT pg_notify($15, $17) FROM s`

// Append implements server.Store.
func (s *Store) Append(ctx context.Context, id string, st server.Step, sum server.Summary) error {
	if err := s.appendStep(ctx, id, st, sum); err != nil {
		return s.fail(err, "append step %d of match %s", st.Index, id)
	}
	return nil
}

func (s *Store) appendStep(ctx context.Context, id string, st server.Step, sum server.Summary) error {
	if checkText("the ID", id) != nil {
		return server.ErrNotFound // no match has it
	}
	if err := checkStep(st, sum); err != nil {
		return err
	}
	tag, err := s.pool.Exec(ctx, appendStep, id, st.Index, sum.Mission, sum.Title, sum.Round,
		sum.Outcome, sum.Over, sum.Updated, st.Action, st.Undo, st.To, st.Seat, st.By, st.Client,
		s.channel, st.Time, payload(id))
	switch {
	case isCode(err, uniqueViolation):
		return fmt.Errorf("%w: a step %d is stored already", server.ErrConflict, st.Index)
	case err != nil:
		return err
	case tag.RowsAffected() == 1:
		return nil
	}
	have, err := logLen(ctx, s.pool, id)
	if err != nil {
		return err
	}
	return fmt.Errorf("%w: the match has %d steps", server.ErrConflict, have)
}

// Steps implements server.Store.
func (s *Store) Steps(ctx context.Context, id string, from, limit int) ([]server.Step, error) {
	out, err := s.steps(ctx, id, from, limit)
	if err != nil {
		return nil, s.fail(err, "read steps of match %s", id)
	}
	return out, nil
}

func (s *Store) steps(ctx context.Context, id string, from, limit int) ([]server.Step, error) {
	if checkText("the ID", id) != nil {
		return nil, server.ErrNotFound // no match has it
	}
	from = max(from, 0)
	var lim *int // NULL: no limit
	if limit >= 0 {
		lim = &limit
	}
	rows, err := s.pool.Query(ctx, `SELECT idx, action, undo, undo_to, seat, actor, client, at
		FROM steps WHERE match_id = $1 AND idx >= $2 ORDER BY idx LIMIT $3`, id, from, lim)
	if err != nil {
		return nil, err
	}
	out, err := readSteps(rows, from)
	if err != nil || len(out) > 0 {
		return out, err
	}
	// No steps: of a match that has none (nil, as server.MemoryStore), of
	// one that has none there (empty), or of no match.
	n, err := logLen(ctx, s.pool, id)
	if err != nil || n == 0 {
		return nil, err
	}
	return out, nil
}

// readSteps reads rows of steps from index from on, which must follow each
// other.
func readSteps(rows pgx.Rows, from int) ([]server.Step, error) {
	defer rows.Close()
	out := []server.Step{}
	for rows.Next() {
		var st server.Step
		if err := rows.Scan(&st.Index, &st.Action, &st.Undo, &st.To, &st.Seat, &st.By, &st.Client, &st.Time); err != nil {
			return nil, err
		}
		if st.Index != from+len(out) {
			return nil, fmt.Errorf("step %d is missing", from+len(out))
		}
		st.Time = utc(st.Time)
		out = append(out, st)
	}
	return out, rows.Err()
}

// putCheckpoint stores a checkpoint of a match there is, or replaces it.
const putCheckpoint = `INSERT INTO checkpoints (match_id, idx, state)
SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1)
ON CONFLICT (match_id, idx) DO UPDATE SET state = excluded.state`

// PutCheckpoint implements server.Store.
func (s *Store) PutCheckpoint(ctx context.Context, id string, c server.Checkpoint) error {
	if err := s.putCheckpoint(ctx, id, c); err != nil {
		return s.fail(err, "put checkpoint %d of match %s", c.Index, id)
	}
	return nil
}

func (s *Store) putCheckpoint(ctx context.Context, id string, c server.Checkpoint) error {
	if checkText("the ID", id) != nil {
		return server.ErrNotFound // no match has it
	}
	tag, err := s.pool.Exec(ctx, putCheckpoint, id, c.Index, bytesArg(c.State))
	switch {
	case isCode(err, foreignKeyViolation): // the match went in the meantime
		return server.ErrNotFound
	case err != nil:
		return err
	case tag.RowsAffected() == 0:
		return server.ErrNotFound
	}
	return nil
}

// Checkpoint implements server.Store.
func (s *Store) Checkpoint(ctx context.Context, id string, index int) (server.Checkpoint, error) {
	c, err := s.checkpoint(ctx, id, index)
	if err != nil {
		return server.Checkpoint{}, s.fail(err, "read checkpoint of match %s", id)
	}
	return c, nil
}

func (s *Store) checkpoint(ctx context.Context, id string, index int) (server.Checkpoint, error) {
	var c server.Checkpoint
	if checkText("the ID", id) != nil {
		return c, server.ErrNotFound // no match has it
	}
	var idx *int
	err := s.pool.QueryRow(ctx, `SELECT c.idx, c.state FROM matches m LEFT JOIN LATERAL (
		SELECT idx, state FROM checkpoints WHERE match_id = m.id AND idx <= $2 ORDER BY idx DESC LIMIT 1
	) c ON TRUE WHERE m.id = $1`, id, index).Scan(&idx, &c.State)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return c, server.ErrNotFound
	case err != nil:
		return c, err
	case idx == nil:
		return c, fmt.Errorf("%w: none at or before step %d", server.ErrNotFound, index)
	}
	c.Index = *idx
	return c, nil
}
