package pgstore

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/invaderengine/invader/server"
)

const insertMatch = `INSERT INTO matches (id, created, owner,
	start_mission, start_rules, start_state, start_table, seats,
	idle_bot, idle_after, mission, title, steps, round, outcome, over, updated)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 0, $13, $14, $15, $16)
ON CONFLICT (id) DO NOTHING`

const insertSeat = `INSERT INTO seats (match_id, n, survivors, bot, name, credential)
VALUES ($1, $2, $3, $4, $5, $6)`

// matchCols are a match's columns but its Start's, as matchDest scans
// them, and its seats (seatsJSON).
const matchCols = `m.id, m.created, m.owner, m.seats, m.idle_bot, m.idle_after,
	m.mission, m.title, m.steps, m.round, m.outcome, m.over, m.updated, ` + seatsJSON

// Create implements server.Store.
func (s *Store) Create(ctx context.Context, m server.Match) error {
	if err := s.create(ctx, m); err != nil {
		return s.fail(err, "create match %s", m.ID)
	}
	return nil
}

func (s *Store) create(ctx context.Context, m server.Match) error {
	if err := checkMatch(m); err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, insertMatch, matchArgs(m)...)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return server.ErrExists
		}
		return insertSeats(ctx, tx, m.ID, m.Seats)
	})
}

// matchArgs are m's values for insertMatch.
func matchArgs(m server.Match) []any {
	var seats *int // NULL for nil Seats
	if m.Seats != nil {
		n := len(m.Seats)
		seats = &n
	}
	st, sum := m.Start, m.Summary
	return []any{m.ID, m.Created, m.Owner,
		bytesArg(st.Mission), bytesArg(st.Rules), bytesArg(st.State), st.Table, seats,
		m.IdleBot, int64(m.IdleAfter), sum.Mission, sum.Title, sum.Round, // a new match has no steps
		sum.Outcome, sum.Over, sum.Updated}
}

// insertSeats stores the seats of match id, in one round trip.
func insertSeats(ctx context.Context, tx pgx.Tx, id string, seats []server.Seat) error {
	if len(seats) == 0 {
		return nil
	}
	var b pgx.Batch
	for n, seat := range seats {
		b.Queue(insertSeat, id, n, namesArg(seat.Survivors), seat.Bot, seat.Name, bytesArg(seat.Credential))
	}
	res := tx.SendBatch(ctx, &b)
	for n := range seats {
		if _, err := res.Exec(); err != nil {
			_ = res.Close()
			return fmt.Errorf("seat %d: %w", n, err)
		}
	}
	return res.Close()
}

// Match implements server.Store.
func (s *Store) Match(ctx context.Context, id string) (server.Match, error) {
	m, err := s.match(ctx, id)
	if err != nil {
		return server.Match{}, s.fail(err, "read match %s", id)
	}
	return m, nil
}

func (s *Store) match(ctx context.Context, id string) (server.Match, error) {
	var m server.Match
	if checkText("the ID", id) != nil {
		return m, server.ErrNotFound // no match has it
	}
	var count *int64
	var seats, mission, rules, state []byte
	dest := append(matchDest(&m, &count, &seats), &mission, &rules, &state, &m.Start.Table)
	err := s.pool.QueryRow(ctx, "SELECT "+matchCols+`,
		m.start_mission, m.start_rules, m.start_state, m.start_table
		FROM matches m WHERE m.id = $1`, id).Scan(dest...)
	if errors.Is(err, pgx.ErrNoRows) {
		return m, server.ErrNotFound
	}
	if err != nil {
		return m, err
	}
	m.Start.Mission, m.Start.Rules, m.Start.State = mission, rules, state // pgx's copies: nil for NULL
	fixTimes(&m)
	return m, decodeSeats(&m, count, seats)
}

// matchDest are where to scan matchCols into: m, the number of its seats
// into *count, and their JSON into *seats.
func matchDest(m *server.Match, count **int64, seats *[]byte) []any {
	sum := &m.Summary
	return []any{&m.ID, &m.Created, &m.Owner, count, &m.IdleBot, &m.IdleAfter,
		&sum.Mission, &sum.Title, &sum.Steps, &sum.Round, &sum.Outcome, &sum.Over, &sum.Updated, seats}
}

// fixTimes puts m's times, as scanned, in UTC.
func fixTimes(m *server.Match) {
	m.Created, m.Updated = utc(m.Created), utc(m.Updated)
}

// List implements server.Store.
func (s *Store) List(ctx context.Context, q server.Query) ([]server.Match, error) {
	where, args := selects(q)
	args = append(args, limit(q))
	rows, err := s.pool.Query(ctx, "SELECT "+matchCols+" FROM matches m WHERE "+where+
		` ORDER BY m.created DESC, m.id COLLATE "C" LIMIT $`+strconv.Itoa(len(args)), args...)
	var out []server.Match
	if err == nil {
		out, err = listMatches(rows)
	}
	if err != nil {
		return nil, s.fail(err, "list matches")
	}
	return out, nil
}

func listMatches(rows pgx.Rows) ([]server.Match, error) {
	defer rows.Close()
	var out []server.Match
	for rows.Next() {
		var m server.Match
		var count *int64
		var seats []byte
		if err := rows.Scan(matchDest(&m, &count, &seats)...); err != nil {
			return nil, err
		}
		fixTimes(&m)
		if err := decodeSeats(&m, count, seats); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// selects is the condition of the matches q selects, its Limit aside, and
// its arguments ($1 on).
func selects(q server.Query) (string, []any) {
	conds, args := []string{"TRUE"}, []any{}
	if q.Owner != "" {
		args = append(args, q.Owner)
		conds = append(conds, "m.owner = $"+strconv.Itoa(len(args)))
		if checkText("the owner", q.Owner) != nil {
			conds, args = []string{"FALSE"}, []any{} // no match has it
		}
	}
	if q.Active {
		conds = append(conds, "NOT m.over")
	}
	if !q.Before.IsZero() {
		args = append(args, ceilMicro(q.Before))
		conds = append(conds, "m.created < $"+strconv.Itoa(len(args)))
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
	if err := s.pool.QueryRow(ctx, "SELECT count(*) FROM matches m WHERE "+where, args...).Scan(&n); err != nil {
		return 0, s.fail(err, "count matches")
	}
	return n, nil
}

// Expire implements server.Store.
func (s *Store) Expire(ctx context.Context, finished, abandoned time.Time) (int, error) {
	var conds []string
	var args []any
	if !finished.IsZero() {
		args = append(args, ceilMicro(finished))
		conds = append(conds, "(over AND updated < $"+strconv.Itoa(len(args))+")")
	}
	if !abandoned.IsZero() {
		args = append(args, ceilMicro(abandoned))
		conds = append(conds, "(NOT over AND updated < $"+strconv.Itoa(len(args))+")")
	}
	if len(conds) == 0 {
		return 0, ctx.Err()
	}
	tag, err := s.pool.Exec(ctx, "DELETE FROM matches WHERE "+strings.Join(conds, " OR "), args...)
	if err != nil {
		return 0, s.fail(err, "expire matches")
	}
	return int(tag.RowsAffected()), nil
}
