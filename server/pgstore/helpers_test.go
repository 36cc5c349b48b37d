package pgstore_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server/pgstore"
)

var ctx = context.Background()

// pgEnv names the variable that holds the connection string of the
// database the tests use, as in
// postgres://postgres@127.0.0.1:5432/test?sslmode=disable.
const pgEnv = "INVADER_PG"

var reach struct {
	once sync.Once
	err  error
}

// connString returns the connection string of the tests' database. It
// skips t if there is none, except under CI (CI=true), which must test
// this store: there it fails t. It fails t too if the database cannot be
// reached.
func connString(t testing.TB) string {
	t.Helper()
	conn := os.Getenv(pgEnv)
	if conn == "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not set: CI must test the PostgreSQL store (e.g. %s=postgres://postgres@127.0.0.1:5432/test?sslmode=disable)", pgEnv, pgEnv)
		}
		t.Skipf("%s is not set: no PostgreSQL to test against", pgEnv)
	}
	reach.once.Do(func() { reach.err = exec(conn, "SELECT 1") })
	if reach.err != nil {
		t.Fatalf("%s: cannot reach PostgreSQL: %v", pgEnv, reach.err)
	}
	return conn
}

// exec runs query on a connection of its own, as another program would.
func exec(connString, query string, args ...any) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, connString)
	if err != nil {
		return err
	}
	defer func() { _ = conn.Close(ctx) }()
	_, err = conn.Exec(ctx, query, args...)
	return err
}

// newSchema returns the name of a schema no other test uses, which t's
// end drops (with all in it).
func newSchema(t testing.TB) string {
	t.Helper()
	conn := connString(t)
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	name := "pgstore_test_" + hex.EncodeToString(b)
	t.Cleanup(func() {
		if err := exec(conn, "DROP SCHEMA IF EXISTS "+pgx.Identifier{name}.Sanitize()+" CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", name, err)
		}
	})
	return name
}

// open opens a Store in schema, which t's end closes.
func open(t testing.TB, schema string) *pgstore.Store {
	t.Helper()
	s, err := pgstore.Open(ctx, connString(t), pgstore.Schema(schema))
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, s.Close()) })
	return s
}
