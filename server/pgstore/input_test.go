package pgstore_test

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/pgstore"
	"github.com/invaderengine/invader/server/storetest"
)

// TestLikeMemoryStore: a Store does what server.MemoryStore does, to the
// difference between nil and empty.
func TestLikeMemoryStore(t *testing.T) {
	storetest.LikeMemory(t, open(t, newSchema(t)))
}

// TestBadText: text PostgreSQL cannot hold is refused, saying what and
// where; no match has such an ID.
func TestBadText(t *testing.T) {
	s := open(t, newSchema(t))
	require.NoError(t, s.Create(ctx, storetest.Match("a")))
	for _, tt := range []struct {
		change func(m *server.Match)
		says   string
	}{
		{func(m *server.Match) { m.ID = "b\x00" }, `: the ID "b\x00" holds a NUL character`},
		{func(m *server.Match) { m.Owner = "\xff" }, `the owner "\xff" is not valid UTF-8`},
		{func(m *server.Match) { m.Seats[1].Name = "x\x00" }, `seat 1: the name "x\x00" holds a NUL`},
		{func(m *server.Match) { m.Seats[0].Survivors[0] = "\xc3" }, `seat 0: a Survivor's name "\xc3" is not valid UTF-8`},
		{func(m *server.Match) { m.Title = "T\x00" }, `the title`},
	} {
		m := storetest.Match("b")
		tt.change(&m)
		err := s.Create(ctx, m)
		require.ErrorContains(t, err, "pgstore: create match")
		require.ErrorContains(t, err, tt.says)
	}
	n, err := s.Count(ctx, server.Query{})
	require.NoError(t, err)
	require.Equal(t, 1, n, "nothing created")

	st := storetest.Step(0)
	st.Action = "Cole \xffmove"
	err = s.Append(ctx, "a", st, storetest.Summary(1))
	require.ErrorContains(t, err, `pgstore: append step 0 of match a: the action "Cole \xffmove" is not valid UTF-8`)
	require.NotErrorIs(t, err, server.ErrConflict)
	require.ErrorContains(t, s.TakeSeat(ctx, "a", 0, "B\x00o", []byte("x")), `take seat 0 of match a: the name "B\x00o" holds a NUL`)
	m, err := s.Match(ctx, "a")
	require.NoError(t, err)
	require.Zero(t, m.Steps)
	require.True(t, m.Seats[0].Open())

	for _, id := range []string{"a\x00", "\xff"} {
		_, err := s.Match(ctx, id)
		require.ErrorIs(t, err, server.ErrNotFound)
		require.ErrorIs(t, s.Append(ctx, id, storetest.Step(0), storetest.Summary(1)), server.ErrNotFound)
		_, err = s.Steps(ctx, id, 0, 1)
		require.ErrorIs(t, err, server.ErrNotFound)
		require.ErrorIs(t, s.TakeSeat(ctx, id, 0, "Bo", []byte("x")), server.ErrNotFound)
		require.ErrorIs(t, s.LeaveSeat(ctx, id, 0, []byte("x")), server.ErrNotFound)
		require.ErrorIs(t, s.PutCheckpoint(ctx, id, server.Checkpoint{}), server.ErrNotFound)
		_, err = s.Checkpoint(ctx, id, 0)
		require.ErrorIs(t, err, server.ErrNotFound)
		got, err := s.List(ctx, server.Query{Owner: id})
		require.NoError(t, err)
		require.Empty(t, got)
		n, err := s.Count(ctx, server.Query{Owner: id})
		require.NoError(t, err)
		require.Zero(t, n)
	}
}

// TestOddValues: extreme numbers, a long ID, and a time PostgreSQL cannot
// hold: stored, refused as the contract says, or refused clearly.
func TestOddValues(t *testing.T) {
	s := open(t, newSchema(t))
	long := strings.Repeat("x", 10000) // too long to be a notification's payload
	require.NoError(t, s.Create(ctx, storetest.Match(long)))
	require.NoError(t, s.Append(ctx, long, storetest.Step(0), storetest.Summary(1)), "a change of a long ID notifies \"\"")
	require.NoError(t, s.TakeSeat(ctx, long, 0, "Bo", []byte("bo")))
	credential := []byte(strings.Repeat("0123456789", 30)) // base64 of many lines, as PostgreSQL writes it
	require.NoError(t, s.TakeSeat(ctx, long, 0, "Bo", []byte("bo")))
	require.NoError(t, s.LeaveSeat(ctx, long, 0, []byte("bo")))
	require.NoError(t, s.TakeSeat(ctx, long, 0, "Bo", credential))
	got, err := s.List(ctx, server.Query{})
	require.NoError(t, err)
	require.Equal(t, credential, got[0].Seats[0].Credential)

	require.NoError(t, s.Create(ctx, storetest.Match("a")))
	require.ErrorIs(t, s.Append(ctx, "a", storetest.Step(math.MaxInt), storetest.Summary(1)), server.ErrConflict)
	require.ErrorIs(t, s.Append(ctx, "a", storetest.Step(math.MinInt), storetest.Summary(1)), server.ErrConflict)
	require.ErrorIs(t, s.TakeSeat(ctx, "a", math.MaxInt, "Bo", []byte("bo")), server.ErrNotFound)
	require.NoError(t, s.PutCheckpoint(ctx, "a", server.Checkpoint{Index: math.MaxInt, State: []byte("{}")}))
	c, err := s.Checkpoint(ctx, "a", math.MaxInt)
	require.NoError(t, err)
	require.Equal(t, math.MaxInt, c.Index)
	sum := storetest.Summary(1)
	sum.Round = math.MinInt
	require.NoError(t, s.Append(ctx, "a", storetest.Step(0), sum))
	m, err := s.Match(ctx, "a")
	require.NoError(t, err)
	require.Equal(t, math.MinInt, m.Round)

	far := storetest.Match("far")
	far.Created = time.Date(300000, 1, 1, 0, 0, 0, 0, time.UTC)
	err = s.Create(ctx, far)
	require.ErrorContains(t, err, "pgstore: create match far")
	_, err = s.Match(ctx, "far")
	require.ErrorIs(t, err, server.ErrNotFound)
}

// TestOpenRefuses: Open says why it cannot open a Store.
func TestOpenRefuses(t *testing.T) {
	conn := connString(t)
	short, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	for _, tt := range []struct {
		conn, schema, says string
	}{
		{"postgres://[::1", "s", "cannot parse"},
		{"host=127.0.0.1 port=1 user=postgres sslmode=disable connect_timeout=5", "s", "127.0.0.1"},
		{conn, strings.Repeat("s", 64), "is 64 bytes long"},
		{conn, "a\x00b", "not text PostgreSQL can hold"},
		{conn, "\xff", "not text PostgreSQL can hold"},
	} {
		s, err := pgstore.Open(short, tt.conn, pgstore.Schema(tt.schema))
		require.Nil(t, s)
		require.ErrorContains(t, err, "pgstore: open: ")
		require.ErrorContains(t, err, tt.says)
	}
	s, err := pgstore.Open(short, conn, nil, pgstore.Schema(newSchema(t)))
	require.NoError(t, err, "a nil Option is none")
	require.NoError(t, s.Close())
}

// TestClosed: a closed Store's calls fail; none panics.
func TestClosed(t *testing.T) {
	s := open(t, newSchema(t))
	require.NoError(t, s.Create(ctx, storetest.Match("a")))
	require.NoError(t, s.Close())
	require.Error(t, s.Create(ctx, storetest.Match("b")))
	_, err := s.Match(ctx, "a")
	require.Error(t, err)
	require.Error(t, s.Append(ctx, "a", storetest.Step(0), storetest.Summary(1)))
	_, err = s.Steps(ctx, "a", 0, 1)
	require.Error(t, err)
	require.Error(t, s.TakeSeat(ctx, "a", 0, "Bo", []byte("bo")))
	require.Error(t, s.LeaveSeat(ctx, "a", 0, []byte("bo")))
	require.Error(t, s.PutCheckpoint(ctx, "a", server.Checkpoint{}))
	_, err = s.Checkpoint(ctx, "a", 0)
	require.Error(t, err)
	_, err = s.List(ctx, server.Query{})
	require.Error(t, err)
	_, err = s.Count(ctx, server.Query{})
	require.Error(t, err)
	_, err = s.Expire(ctx, storetest.At(0), storetest.At(0))
	require.Error(t, err)
	require.ErrorContains(t, s.Follow(ctx, func(string) {}), "closed")
	require.ErrorContains(t, s.Append(ctx, "a", storetest.Step(0), storetest.Summary(1)), "pgstore: append step 0 of match a: the Store is closed")
}
