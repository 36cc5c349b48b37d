package pgstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// The timings of Follow: each is a var, not a const, for the tests.
var (
	// connectTimeout bounds a connection's making and its LISTEN.
	connectTimeout = 10 * time.Second
	// pingAfter is how long a listening connection may be quiet before
	// Follow makes sure it is still there; pingTimeout, how long the
	// server may take to answer.
	pingAfter   = 30 * time.Second
	pingTimeout = 10 * time.Second
	// minBackoff and maxBackoff bound the wait before listening again
	// after a connection is lost: it starts at minBackoff and doubles with
	// each connection that fails or is lost within maxBackoff of its
	// making.
	minBackoff = 50 * time.Millisecond
	maxBackoff = 5 * time.Second
)

// errClosed is what Follow returns when its Store is closed.
var errClosed = fmt.Errorf("pgstore: follow: %w", errStoreClosed)

// Follow implements server.Feed, through PostgreSQL's LISTEN on a
// connection of its own (not one of the Store's pool), on the channel of
// the Store's schema, which Append, TakeSeat and LeaveSeat notify as they
// commit.
//
// Once it listens, Follow calls changed("") (any match may have changed
// since Follow was called); so it does again each time it listens anew,
// having lost its connection. It finds a lost connection at once when the
// server ends it, else within a minute (it pings a connection quiet for
// 30 seconds), and tries to make another without end, waiting between
// tries from 50 milliseconds doubling up to 5 seconds.
//
// changed is called from Follow's goroutine, one call at a time; while it
// runs, the news waits (PostgreSQL holds it). Follow returns ctx's error
// when ctx is done, an error when the Store closes, and another error only
// if it cannot make its first connection.
func (s *Store) Follow(ctx context.Context, changed func(id string)) error {
	if changed == nil {
		return errors.New("pgstore: follow: changed is nil")
	}
	fctx, done, err := s.startFollow(ctx)
	if err != nil {
		return err
	}
	defer done()
	conn, err := s.listenConn(fctx)
	if err != nil {
		return s.followEnd(ctx, fmt.Errorf("pgstore: follow: %w", err))
	}
	for b := (backoff{}); ; {
		changed("")
		start := time.Now()
		_ = s.relay(fctx, conn, changed) // why it ended matters not: listen again
		closeConn(conn)
		b.lived(time.Since(start))
		if conn = s.relisten(fctx, &b); conn == nil {
			return s.followEnd(ctx, nil)
		}
	}
}

// startFollow registers a Follow of ctx with the Store, and returns a
// context that ends with ctx or when the Store closes, and what to call
// when the Follow returns.
func (s *Store) startFollow(ctx context.Context) (context.Context, func(), error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, nil, errClosed
	}
	s.follows.Add(1)
	fctx, cancel := context.WithCancel(ctx)
	stop := context.AfterFunc(s.life, cancel)
	return fctx, func() {
		stop()
		cancel()
		s.follows.Done()
	}, nil
}

// followEnd is what Follow returns: ctx's error if ctx is done, errClosed
// if the Store closed, else err.
func (s *Store) followEnd(ctx context.Context, err error) error {
	switch {
	case ctx.Err() != nil:
		return ctx.Err()
	case s.life.Err() != nil:
		return errClosed
	}
	return err
}

// listenConn makes a connection of its own and LISTENs on it.
func (s *Store) listenConn(ctx context.Context) (*pgx.Conn, error) {
	ctx, cancel := context.WithTimeout(ctx, connectTimeout)
	defer cancel()
	conn, err := pgx.ConnectConfig(ctx, s.listen)
	if err != nil {
		return nil, err
	}
	if _, err := conn.Exec(ctx, "LISTEN "+quote(s.channel)); err != nil {
		closeConn(conn)
		return nil, fmt.Errorf("listen: %w", err)
	}
	if s.onListen != nil {
		s.onListen(conn.PgConn().PID())
	}
	return conn, nil
}

// relay calls changed with the payload of each notification conn hears,
// until ctx is done or conn fails.
func (s *Store) relay(ctx context.Context, conn *pgx.Conn, changed func(id string)) error {
	for {
		wctx, cancel := context.WithTimeout(ctx, pingAfter)
		n, err := conn.WaitForNotification(wctx)
		quiet := wctx.Err() == context.DeadlineExceeded
		cancel()
		switch {
		case err == nil:
			if n != nil && n.Channel == s.channel {
				s.count.notes.Add(1)
				changed(n.Payload)
			}
		case ctx.Err() != nil:
			return ctx.Err()
		case quiet && !conn.IsClosed():
			s.count.trips.Add(1) // pgx traces no ping
			if err := ping(ctx, conn); err != nil {
				return err
			}
		default:
			return err
		}
	}
}

// ping makes sure conn is still there, waiting no longer than pingTimeout.
func ping(ctx context.Context, conn *pgx.Conn) error {
	ctx, cancel := context.WithTimeout(ctx, pingTimeout)
	defer cancel()
	return conn.Ping(ctx)
}

// relisten makes a listening connection again, trying after b's waits,
// until it has one or ctx is done (nil).
func (s *Store) relisten(ctx context.Context, b *backoff) *pgx.Conn {
	for {
		t := time.NewTimer(b.wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil
		case <-t.C:
		}
		conn, err := s.listenConn(ctx)
		if err == nil {
			return conn
		}
		b.failed()
	}
}

// A backoff is the wait before the next try to listen again.
type backoff struct{ wait time.Duration }

// failed lengthens the wait, up to maxBackoff.
func (b *backoff) failed() { b.wait = min(max(2*b.wait, minBackoff), maxBackoff) }

// lived is told how long a connection lived: one that lived past
// maxBackoff makes the next wait minBackoff; one lost sooner lengthens it.
func (b *backoff) lived(d time.Duration) {
	if d > maxBackoff {
		b.wait = minBackoff
		return
	}
	b.failed()
}
