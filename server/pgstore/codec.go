package pgstore

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/invaderengine/invader/server"
)

// ceilMicro is the least stored time not before t (PostgreSQL keeps
// microseconds): a stored time u is before t exactly when u is before
// ceilMicro(t).
func ceilMicro(t time.Time) time.Time {
	c := t.Truncate(time.Microsecond)
	if c.Before(t) {
		c = c.Add(time.Microsecond)
	}
	return c
}

// utc is a stored time as the Store returns it: in UTC (the zero time is
// its own).
func utc(t time.Time) time.Time { return t.UTC() }

// bytesArg is b as a bytea to store: NULL for nil, and a bytea of no bytes
// for an empty b.
func bytesArg(b []byte) any {
	if b == nil {
		return nil
	}
	return b
}

// checkText refuses what PostgreSQL's text cannot hold (invalid UTF-8 and
// the NUL character), saying what it is.
func checkText(what, s string) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("%s %q is not valid UTF-8, which PostgreSQL's text must be", what, s)
	}
	if strings.ContainsRune(s, 0) {
		return fmt.Errorf("%s %q holds a NUL character, which PostgreSQL's text cannot", what, s)
	}
	return nil
}

// checkTexts is checkText of each pair of what and s in pairs.
func checkTexts(pairs ...string) error {
	for i := 0; i+1 < len(pairs); i += 2 {
		if err := checkText(pairs[i], pairs[i+1]); err != nil {
			return err
		}
	}
	return nil
}

// checkMatch refuses a match whose text PostgreSQL cannot hold.
func checkMatch(m server.Match) error {
	sum := m.Summary
	if err := checkTexts("the ID", m.ID, "the owner", m.Owner, "the idle bot", m.IdleBot,
		"the mission", sum.Mission, "the title", sum.Title, "the outcome", sum.Outcome); err != nil {
		return err
	}
	for n, seat := range m.Seats {
		if err := checkTexts("the bot", seat.Bot, "the name", seat.Name); err != nil {
			return fmt.Errorf("seat %d: %w", n, err)
		}
		for _, name := range seat.Survivors {
			if err := checkText("a Survivor's name", name); err != nil {
				return fmt.Errorf("seat %d: %w", n, err)
			}
		}
	}
	return nil
}

// checkStep refuses a step, or a summary, whose text PostgreSQL cannot
// hold.
func checkStep(st server.Step, sum server.Summary) error {
	return checkTexts("the action", st.Action, "the actor", st.By, "the client", st.Client,
		"the mission", sum.Mission, "the title", sum.Title, "the outcome", sum.Outcome)
}

// seatsJSON is the SQL of a match's seats (of the match m, in the query's
// FROM), as one JSON array of seatRow, by number; NULL for none.
const seatsJSON = `(SELECT json_agg(json_build_object('s', survivors, 'b', bot, 'n', name,
	'c', encode(credential, 'base64')) ORDER BY n) FROM seats WHERE match_id = m.id)`

// seatRow is a seat as seatsJSON gives it.
type seatRow struct {
	Survivors  []string `json:"s"`
	Bot        string   `json:"b"`
	Name       string   `json:"n"`
	Credential []byte   `json:"c"` // base64 (null for NULL, "" for no bytes)
}

// decodeSeats sets m's seats from their seatsJSON, given count, the number
// of them the match records (nil: nil Seats).
func decodeSeats(m *server.Match, count *int64, seats []byte) error {
	if count == nil {
		return nil
	}
	var rows []seatRow
	if seats != nil {
		if err := json.Unmarshal(seats, &rows); err != nil {
			return fmt.Errorf("read seats: %w", err)
		}
	}
	if int64(len(rows)) != *count {
		return fmt.Errorf("match %s has %d seats of %d", m.ID, len(rows), *count)
	}
	m.Seats = make([]server.Seat, len(rows))
	for i, r := range rows {
		m.Seats[i] = server.Seat(r)
	}
	return nil
}

// namesArg is a seat's Survivors as a text[] to store: NULL for nil.
func namesArg(names []string) any {
	if names == nil {
		return nil
	}
	return names
}

// payload is what tells of a change of match id: its ID, or "" (any match
// may have changed) for an ID too long to be a notification's payload.
func payload(id string) string {
	const maxPayload = 7999 // PostgreSQL's limit is 8000 bytes, its end included
	if len(id) > maxPayload {
		return ""
	}
	return id
}
