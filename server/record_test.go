package server

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// goodRecord is a short record of M0: Cole steps out and back, undoes
// nothing of another's.
const goodRecord = `invader record 1
match: X
mission: M0 Breach!
rules: {"seed":7,"players":2}
table: false
seat 0: person Ana; Cole Mitsuki Jared
seat 1: bot greedy; Vivian Magnus Baraka
outcome: in progress

1. seat 0 (Ana): activate Cole
2. seat 0 (Ana): Cole move c1
3. seat 0 (Ana): undo to 1
4. seat 0 (Ana): Cole move c1

mission json:
  | MISSION
`

func goodRecordText(t *testing.T) string {
	start, err := CreateRequest{Mission: "M0"}.start()
	require.NoError(t, err)
	return strings.Replace(goodRecord, "MISSION", string(start.Mission), 1)
}

func TestReadRecord(t *testing.T) {
	rc, err := ReadRecord(strings.NewReader(goodRecordText(t)))
	require.NoError(t, err)
	require.Len(t, rc.Steps, 4)
	require.Equal(t, Step{Index: 3, Seat: 0, By: "Ana", Undo: true, To: 1}, rc.Steps[2])
	require.Equal(t, []Seat{{Survivors: []string{"Cole", "Mitsuki", "Jared"}}, {Survivors: []string{"Vivian", "Magnus", "Baraka"}, Bot: "greedy"}}, rc.Seats)
	require.NoError(t, rc.check())

	// What WriteRecord writes, ReadRecord reads back.
	var buf bytes.Buffer
	rec := Match{ID: "X", Start: rc.Start, Seats: rc.Seats}
	steps := append([]Step{{Index: 0, Seat: -1}}, rc.Steps...)
	require.NoError(t, WriteRecord(&buf, rec, steps, nil))
	again, err := ReadRecord(&buf)
	require.NoError(t, err)
	require.Equal(t, rc.Steps, again.Steps)
	require.JSONEq(t, string(rc.Start.Mission), string(again.Start.Mission))
}

// TestBadRecords: a record that is wrong is refused, saying where.
func TestBadRecords(t *testing.T) {
	good := goodRecordText(t)
	tests := []struct{ name, from, to string }{
		{"no header", "invader record 1\n", ""},
		{"another version", "invader record 1", "invader record 9"},
		{"a step out of order", "4. seat 0", "5. seat 0"},
		{"an unknown author", "4. seat 0 (Ana)", "4. someone"},
		{"an undo forward", "undo to 1", "undo to 3"},
		{"an unknown line", "table: false", "colour: red"},
		{"bad rules", `rules: {"seed":7,"players":2}`, `rules: {seed`},
		{"a seat out of order", "seat 1: bot", "seat 2: bot"},
		{"a seat of nobody", "seat 0: person Ana", "seat 0: alien Ana"},
		{"no mission", "mission json:", "notes:"},
		{"a position after a step not read", "\nmission json:", "\nposition after 9:\n  | x\nmission json:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := strings.Replace(good, tt.from, tt.to, 1)
			require.NotEqual(t, good, text)
			_, err := ReadRecord(strings.NewReader(text))
			require.Error(t, err)
		})
	}
}

// TestRecordsThatDoNotReplay: a record that reads but does not replay is
// refused by check, naming the step.
func TestRecordsThatDoNotReplay(t *testing.T) {
	good := goodRecordText(t)
	tests := []struct{ name, from, to string }{
		{"an illegal action", "2. seat 0 (Ana): Cole move c1", "2. seat 0 (Ana): Cole move e2"},
		{"an undo of another's step", "3. seat 0 (Ana)", "3. seat 1 (Bo)"},
		{"a seat the game lacks", "4. seat 0", "4. seat 5"},
		{"a seat too many", "outcome:", "seat 2: bot greedy; Nobody\noutcome:"},
		{"a position that differs", "\nmission json:", "\nposition after 4:\n  | survivor Cole s\nmission json:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rc, err := ReadRecord(strings.NewReader(strings.Replace(good, tt.from, tt.to, 1)))
			require.NoError(t, err)
			require.Error(t, rc.check())
		})
	}
}

func FuzzReadRecord(f *testing.F) {
	start, _ := CreateRequest{Mission: "M0"}.start()
	f.Add(strings.Replace(goodRecord, "MISSION", string(start.Mission), 1))
	f.Add("invader record 1\nsave:\n  | {}\n")
	f.Add("invader record 1\n1. dice: chance 3\nposition after 1:\n  |\n")
	f.Fuzz(func(t *testing.T, text string) {
		rc, err := ReadRecord(strings.NewReader(text))
		if err != nil {
			return
		}
		_ = rc.check() // refuses or replays; never panics
		var buf bytes.Buffer
		if json.Valid(rc.Start.Mission) || json.Valid(rc.Start.State) {
			_ = WriteRecord(&buf, Match{Start: rc.Start, Seats: rc.Seats}, rc.Steps, rc.Positions)
		}
	})
}
