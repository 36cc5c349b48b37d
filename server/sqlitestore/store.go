package sqlitestore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"modernc.org/sqlite" // the "sqlite" driver, and its errors
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/invaderengine/invader/server"
)

// Store is a server.Store in an SQLite file. Make one with Open; it is safe
// for concurrent use, and other Stores (in other processes too) may use
// its file at the same time.
type Store struct {
	w *sql.DB // the one connection that writes; its transactions BEGIN IMMEDIATE
	r *sql.DB // read-only connections

	appends chan *appendReq // to the committer (batch.go)
	quit    chan struct{}   // closed by Close
	stopped chan struct{}   // closed when the committer has ended
	once    sync.Once
}

var _ server.Store = (*Store)(nil)

// busyTimeout is how long a write waits for another connection's lock.
const busyTimeout = 5 * time.Second

// Open opens the Store in the SQLite file at path, creating the file if
// there is none, and brings its schema up to date. It refuses an empty
// path, ":memory:" and URIs (a Store is a file's), a file that is not an
// SQLite database or is another application's, and one whose schema a
// later version of this package has migrated further.
func Open(path string) (*Store, error) {
	if err := checkPath(path); err != nil {
		return nil, err
	}
	s, err := open(path)
	if err != nil {
		return nil, fmt.Errorf("sqlitestore: open %s: %w", path, err)
	}
	return s, nil
}

// checkPath refuses a path that names no file.
func checkPath(path string) error {
	switch {
	case path == "":
		return errors.New("sqlitestore: open: empty path; a Store needs a file")
	case strings.HasPrefix(path, ":memory:"):
		return fmt.Errorf("sqlitestore: open %s: a Store needs a file (for one in memory, use server.NewMemoryStore)", path)
	case strings.HasPrefix(path, "file:"):
		return fmt.Errorf("sqlitestore: open %s: a Store takes a file's path, not a URI", path)
	}
	return nil
}

func open(path string) (*Store, error) {
	pragmas := fmt.Sprintf("_pragma=busy_timeout(%d)&_pragma=foreign_keys(1)", busyTimeout.Milliseconds())
	w, err := sql.Open("sqlite", dsn(path, pragmas+"&_pragma=synchronous(FULL)&_txlock=immediate"))
	if err != nil {
		return nil, err
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	w.SetConnMaxIdleTime(0)
	if err := setup(w); err != nil {
		_ = w.Close()
		return nil, err
	}
	r, err := sql.Open("sqlite", dsn(path, pragmas+"&_pragma=query_only(1)"))
	if err != nil {
		_ = w.Close()
		return nil, err
	}
	n := max(4, runtime.GOMAXPROCS(0))
	r.SetMaxOpenConns(n)
	r.SetMaxIdleConns(n)
	s := &Store{w: w, r: r, appends: make(chan *appendReq), quit: make(chan struct{}), stopped: make(chan struct{})}
	go s.committer() // ends at Close
	return s, nil
}

// setup puts the file in WAL mode and brings its schema up to date.
func setup(w *sql.DB) error {
	ctx := context.Background()
	if err := walMode(ctx, w); err != nil {
		return err
	}
	return migrate(ctx, w)
}

// walMode puts the file in WAL journal mode. The change takes the file's
// exclusive lock; another connection in the way (another Store opening the
// file at once) makes it fail at once with SQLITE_BUSY, not wait, so
// walMode tries again until busyTimeout has passed.
func walMode(ctx context.Context, w *sql.DB) error {
	deadline := time.Now().Add(busyTimeout)
	for delay := time.Millisecond; ; delay = min(2*delay, 100*time.Millisecond) {
		var mode string
		err := w.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode)
		switch {
		case err == nil && !strings.EqualFold(mode, "wal"):
			return fmt.Errorf("the file cannot be in WAL mode: it stays in mode %s", mode)
		case err == nil:
			return nil
		case !isBusy(err) || time.Now().After(deadline):
			return fmt.Errorf("set WAL mode: %w", err)
		}
		time.Sleep(delay)
	}
}

// isBusy reports whether err is SQLite's SQLITE_BUSY (of any kind).
func isBusy(err error) bool {
	var e *sqlite.Error
	return errors.As(err, &e) && e.Code()&0xff == sqlite3.SQLITE_BUSY
}

// dsn is the driver's name for the file at path, with query: a file: URI,
// so that no character of path is taken for the query's.
func dsn(path, query string) string {
	p := filepath.ToSlash(filepath.Clean(path))
	if filepath.VolumeName(path) != "" {
		p = "/" + p // file:/C:/...
	}
	p = strings.NewReplacer("%", "%25", "?", "%3F", "#", "%23").Replace(p)
	return "file:" + p + "?" + query
}

// Close implements server.Store: it closes the file.
func (s *Store) Close() error {
	s.once.Do(func() { close(s.quit) })
	<-s.stopped // the group being written is answered first
	return errors.Join(s.r.Close(), s.w.Close())
}

// write runs f in a transaction of the writing connection (BEGIN
// IMMEDIATE: it holds the file's write lock from the start), and commits
// it if f returns nil.
func (s *Store) write(ctx context.Context, f func(*sql.Tx) error) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// read runs f in a read-only transaction: what it reads is one snapshot.
func (s *Store) read(ctx context.Context, f func(*sql.Tx) error) error {
	tx, err := s.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	return f(tx)
}

// logLen returns the number of steps of match id, or server.ErrNotFound.
func logLen(ctx context.Context, tx *sql.Tx, id string) (int, error) {
	var n int
	err := tx.QueryRowContext(ctx, "SELECT log_len FROM matches WHERE id = ?", id).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, server.ErrNotFound
	}
	return n, err
}

// nowUTC is the time a Store records: UTC, to the microsecond.
func nowUTC() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }
