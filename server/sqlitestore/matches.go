package sqlitestore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/invaderengine/invader/server"
)

const insertMatch = `INSERT INTO matches (id, created, owner,
	start_mission, start_rules, start_state, start_table, seats,
	idle_bot, idle_after, mission, title, steps, round, outcome, over, updated)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (id) DO NOTHING`

const insertSeat = `INSERT INTO seats (match_id, n, survivors, bot, name, credential)
VALUES (?, ?, ?, ?, ?, ?)`

// matchCols are a match's columns but its Start's, as matchDest scans them.
const matchCols = `id, created, owner, seats, idle_bot, idle_after,
	mission, title, steps, round, outcome, over, updated`

// Create implements server.Store.
func (s *Store) Create(ctx context.Context, m server.Match) error {
	err := s.write(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, insertMatch, matchArgs(m)...)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return cmpErr(err, server.ErrExists)
		}
		return insertSeats(ctx, tx, m.ID, m.Seats)
	})
	if err != nil {
		return fmt.Errorf("sqlitestore: create match %s: %w", m.ID, err)
	}
	return nil
}

// cmpErr is err, or else alt.
func cmpErr(err, alt error) error {
	if err != nil {
		return err
	}
	return alt
}

// matchArgs are m's values for insertMatch.
func matchArgs(m server.Match) []any {
	var seats any // NULL for nil Seats
	if m.Seats != nil {
		seats = len(m.Seats)
	}
	st, sum := m.Start, m.Summary
	return []any{m.ID, micro(m.Created), m.Owner,
		bytesArg(st.Mission), bytesArg(st.Rules), bytesArg(st.State), boolArg(st.Table), seats,
		m.IdleBot, int64(m.IdleAfter), sum.Mission, sum.Title, 0, sum.Round, // a new match has no steps
		sum.Outcome, boolArg(sum.Over), micro(sum.Updated)}
}

func insertSeats(ctx context.Context, tx *sql.Tx, id string, seats []server.Seat) error {
	for n, seat := range seats {
		names, err := encodeNames(seat.Survivors)
		if err != nil {
			return fmt.Errorf("seat %d: %w", n, err)
		}
		if _, err := tx.ExecContext(ctx, insertSeat, id, n, names, seat.Bot, seat.Name, bytesArg(seat.Credential)); err != nil {
			return fmt.Errorf("seat %d: %w", n, err)
		}
	}
	return nil
}

// Match implements server.Store.
func (s *Store) Match(ctx context.Context, id string) (server.Match, error) {
	var m server.Match
	err := s.read(ctx, func(tx *sql.Tx) error {
		var seats sql.NullInt64
		st := &m.Start
		dest := append(matchDest(&m, &seats), blobCol{(*[]byte)(&st.Mission)},
			blobCol{(*[]byte)(&st.Rules)}, blobCol{(*[]byte)(&st.State)}, &st.Table)
		err := tx.QueryRowContext(ctx, "SELECT "+matchCols+`,
			start_mission, start_rules, start_state, start_table
			FROM matches WHERE id = ?`, id).Scan(dest...)
		if errors.Is(err, sql.ErrNoRows) {
			return server.ErrNotFound
		}
		if err != nil {
			return err
		}
		return readSeats(ctx, tx, []*server.Match{&m}, []sql.NullInt64{seats},
			"SELECT match_id, n, survivors, bot, name, credential FROM seats WHERE match_id = ? ORDER BY n", id)
	})
	if err != nil {
		return server.Match{}, fmt.Errorf("sqlitestore: read match %s: %w", id, err)
	}
	return m, nil
}

// matchDest are where to scan matchCols into: m, and the number of its
// seats into *seats.
func matchDest(m *server.Match, seats *sql.NullInt64) []any {
	sum := &m.Summary
	return []any{&m.ID, timeCol{&m.Created}, &m.Owner, seats, &m.IdleBot, &m.IdleAfter,
		&sum.Mission, &sum.Title, &sum.Steps, &sum.Round, &sum.Outcome, &sum.Over, timeCol{&sum.Updated}}
}

// readSeats reads the seats query selects (match_id, n, survivors, bot,
// name, credential, by match then n) into ms, whose numbers of seats are
// counts (not valid: nil Seats).
func readSeats(ctx context.Context, tx *sql.Tx, ms []*server.Match, counts []sql.NullInt64, query string, args ...any) error {
	byID := make(map[string]*server.Match, len(ms))
	for i, m := range ms {
		byID[m.ID] = m
		if counts[i].Valid {
			m.Seats = make([]server.Seat, 0, counts[i].Int64)
		}
	}
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer func() { _ = rows.Close() }()
	for rows.Next() {
		var id string
		var n int
		var seat server.Seat
		if err := rows.Scan(&id, &n, namesCol{&seat.Survivors}, &seat.Bot, &seat.Name, blobCol{&seat.Credential}); err != nil {
			return err
		}
		m := byID[id]
		if m == nil || n != len(m.Seats) || m.Seats == nil {
			return fmt.Errorf("seat %d of match %s is out of place", n, id)
		}
		m.Seats = append(m.Seats, seat)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for i, m := range ms {
		if counts[i].Valid && int64(len(m.Seats)) != counts[i].Int64 {
			return fmt.Errorf("match %s has %d seats of %d", m.ID, len(m.Seats), counts[i].Int64)
		}
	}
	return nil
}

// List implements server.Store.
func (s *Store) List(ctx context.Context, q server.Query) ([]server.Match, error) {
	var out []server.Match
	err := s.read(ctx, func(tx *sql.Tx) error {
		where, args := selects(q)
		page := "FROM matches WHERE " + where + " ORDER BY created DESC, id LIMIT ?"
		args = append(args, limit(q))
		var counts []sql.NullInt64
		var err error
		out, counts, err = listMatches(ctx, tx, "SELECT "+matchCols+" "+page, args)
		if err != nil {
			return err
		}
		ms := make([]*server.Match, len(out))
		for i := range out {
			ms[i] = &out[i]
		}
		return readSeats(ctx, tx, ms, counts, `SELECT match_id, n, survivors, bot, name, credential
			FROM seats WHERE match_id IN (SELECT id `+page+`) ORDER BY match_id, n`, args...)
	})
	if err != nil {
		return nil, fmt.Errorf("sqlitestore: list matches: %w", err)
	}
	return out, nil
}

func listMatches(ctx context.Context, tx *sql.Tx, query string, args []any) ([]server.Match, []sql.NullInt64, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, nil, err
	}
	defer func() { _ = rows.Close() }()
	var out []server.Match
	var counts []sql.NullInt64
	for rows.Next() {
		var m server.Match
		var seats sql.NullInt64
		if err := rows.Scan(matchDest(&m, &seats)...); err != nil {
			return nil, nil, err
		}
		out, counts = append(out, m), append(counts, seats)
	}
	return out, counts, rows.Err()
}

// selects is the condition of the matches q selects, its Limit aside.
func selects(q server.Query) (string, []any) {
	conds, args := []string{"TRUE"}, []any{}
	if q.Owner != "" {
		conds, args = append(conds, "owner = ?"), append(args, q.Owner)
	}
	if q.Active {
		conds = append(conds, "over = 0")
	}
	if !q.Before.IsZero() {
		conds, args = append(conds, "created < ?"), append(args, ceilMicro(q.Before))
	}
	return strings.Join(conds, " AND "), args
}

// limit is how many matches q lists at most.
func limit(q server.Query) int {
	if q.Limit <= 0 {
		return 100
	}
	return q.Limit
}

// Count implements server.Store.
func (s *Store) Count(ctx context.Context, q server.Query) (int, error) {
	where, args := selects(q)
	var n int
	if err := s.r.QueryRowContext(ctx, "SELECT count(*) FROM matches WHERE "+where, args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("sqlitestore: count matches: %w", err)
	}
	return n, nil
}

// Expire implements server.Store.
func (s *Store) Expire(ctx context.Context, finished, abandoned time.Time) (int, error) {
	var conds []string
	var args []any
	if !finished.IsZero() {
		conds, args = append(conds, "(over <> 0 AND updated < ?)"), append(args, ceilMicro(finished))
	}
	if !abandoned.IsZero() {
		conds, args = append(conds, "(over = 0 AND updated < ?)"), append(args, ceilMicro(abandoned))
	}
	if len(conds) == 0 {
		return 0, ctx.Err()
	}
	res, err := s.w.ExecContext(ctx, "DELETE FROM matches WHERE "+strings.Join(conds, " OR "), args...)
	var n int64
	if err == nil {
		n, err = res.RowsAffected()
	}
	if err != nil {
		return 0, fmt.Errorf("sqlitestore: expire matches: %w", err)
	}
	return int(n), nil
}
