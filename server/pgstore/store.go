package pgstore

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/invaderengine/invader/server"
)

// Store is a server.Store in a PostgreSQL schema, and a server.Feed of its
// changes. Make one with Open; it is safe for concurrent use, and other
// Stores (in other processes too) may use its schema at the same time.
type Store struct {
	pool    *pgxpool.Pool
	listen  *pgx.ConnConfig // for Follow's connections of its own
	channel string          // what Append, TakeSeat and LeaveSeat notify

	mu      sync.Mutex
	closed  bool
	stop    context.CancelFunc // ends the Follows, when the Store closes
	life    context.Context    // done when the Store closes
	follows sync.WaitGroup     // the Follows running

	count *counter // its round trips and notifications

	onListen func(pid uint32) // tests: told each listening connection's backend
}

var (
	_ server.Store = (*Store)(nil)
	_ server.Feed  = (*Store)(nil)
)

// An Option changes how Open opens a Store.
type Option func(*options)

type options struct {
	schema string
}

// Schema names the PostgreSQL schema that holds the Store's tables, which
// Open creates if there is none. Without it, the Store's schema is the
// connection's current one (the first of its search_path that exists:
// usually public).
//
// Stores of different schemas in one database are apart in everything,
// news of their changes included.
func Schema(name string) Option {
	return func(o *options) { o.schema = name }
}

// Open connects to the PostgreSQL database connString names (a URL,
// postgres://user@host:5432/db?sslmode=disable, or key=value pairs; see
// pgxpool.ParseConfig, which takes pool_max_conns and the like too), and
// brings the Store's schema up to date. ctx bounds the connecting and the
// migrating, not the Store.
//
// Open refuses a schema a later version of this package has migrated
// further than it knows.
func Open(ctx context.Context, connString string, opts ...Option) (*Store, error) {
	var o options
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	s, err := open(ctx, connString, o)
	if err != nil {
		return nil, fmt.Errorf("pgstore: open: %w", err)
	}
	return s, nil
}

func open(ctx context.Context, connString string, o options) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(connString)
	if err != nil {
		return nil, err // pgx's errors keep the password out
	}
	if o.schema == "" {
		if o.schema, err = currentSchema(ctx, cfg.ConnConfig); err != nil {
			return nil, err
		}
	}
	if err := checkSchemaName(o.schema); err != nil {
		return nil, err
	}
	// Each connection finds the Store's tables, and only them, unqualified.
	cfg.ConnConfig.RuntimeParams["search_path"] = quote(o.schema)
	count := &counter{}
	cfg.ConnConfig.Tracer = count // the Follows' connections too: s.listen is a copy
	cfg.ShouldPing = count.shouldPing
	pool, err := pgxpool.NewWithConfig(context.WithoutCancel(ctx), cfg)
	if err != nil {
		return nil, err
	}
	if err := migrate(ctx, pool, o.schema); err != nil {
		pool.Close()
		return nil, fmt.Errorf("schema %s: %w", o.schema, err)
	}
	life, stop := context.WithCancel(context.Background())
	return &Store{pool: pool, listen: cfg.ConnConfig.Copy(), channel: channel(o.schema), life: life, stop: stop, count: count}, nil
}

// currentSchema asks the database which schema a connection of cfg creates
// its tables in.
func currentSchema(ctx context.Context, cfg *pgx.ConnConfig) (string, error) {
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return "", err
	}
	defer closeConn(conn)
	var schema *string
	if err := conn.QueryRow(ctx, "SELECT current_schema()").Scan(&schema); err != nil {
		return "", err
	}
	if schema == nil {
		return "", errors.New("the connection's search_path names no schema that exists; name one with pgstore.Schema")
	}
	return *schema, nil
}

// maxIdent is the length of PostgreSQL's longest name, in bytes.
const maxIdent = 63

// checkSchemaName refuses a name PostgreSQL cannot take whole.
func checkSchemaName(name string) error {
	switch {
	case len(name) > maxIdent:
		return fmt.Errorf("schema name %q is %d bytes long; PostgreSQL's names are %d at most", name, len(name), maxIdent)
	case !utf8.ValidString(name) || strings.ContainsRune(name, 0):
		return fmt.Errorf("schema name %q is not text PostgreSQL can hold (invalid UTF-8, or a NUL)", name)
	}
	return nil
}

// quote is name as an SQL identifier, quoted.
func quote(name string) string { return pgx.Identifier{name}.Sanitize() }

// channel is the channel of schema's notifications: "invader:" and the
// schema's name, or a hash of it where that would be too long a name.
func channel(schema string) string {
	const prefix = "invader:"
	if len(prefix)+len(schema) <= maxIdent {
		return prefix + schema
	}
	sum := sha256.Sum256([]byte(schema))
	return prefix + hex.EncodeToString(sum[:16])
}

// Close implements server.Store: it ends the Store's Follows, waits for
// them to return, and closes its connections, waiting for the calls using
// them to end. Calls after Close fail. Do not call it from a Follow's
// changed function.
func (s *Store) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	s.mu.Unlock()
	s.stop()
	s.follows.Wait()
	s.pool.Close()
	return nil
}

// errStoreClosed is what a call of a closed Store fails with.
var errStoreClosed = errors.New("the Store is closed")

// fail is err, which a call of the Store failed with, saying what the call
// was (format and args, after "pgstore: "): errStoreClosed if the Store is
// closed.
func (s *Store) fail(err error, format string, args ...any) error {
	if s.life.Err() != nil {
		err = errStoreClosed
	}
	return fmt.Errorf("pgstore: "+format+": %w", append(args, err)...)
}

// closeTimeout bounds the goodbye to the server of a connection closing.
const closeTimeout = 5 * time.Second

// closeConn closes a connection of its own, waiting for the server no
// longer than closeTimeout.
func closeConn(conn *pgx.Conn) {
	ctx, cancel := context.WithTimeout(context.Background(), closeTimeout)
	defer cancel()
	_ = conn.Close(ctx)
}

// PostgreSQL's error codes that a Store tells apart.
const (
	foreignKeyViolation = "23503"
	uniqueViolation     = "23505"
)

// isCode reports whether err is PostgreSQL's error of the given code.
func isCode(err error, code string) bool {
	var e *pgconn.PgError
	return errors.As(err, &e) && e.Code == code
}

// nowUTC is the time a Store records: UTC, to the microsecond.
func nowUTC() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }
