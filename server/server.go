package server

import (
	"context"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"runtime"
	"sync"
	"time"

	"github.com/invaderengine/invader"
)

// Config sets up a Server. The zero Config serves from a new MemoryStore
// with the default Limits.
type Config struct {
	// Store keeps the matches; nil for a new MemoryStore.
	Store Store
	// Limits bound what clients may ask; zero fields take their defaults.
	Limits Limits
	// Origins are the origins ("https://example.com") besides the server's
	// own whose pages may act in a match and connect to its live updates.
	Origins []string
	// Extra adds a front end's own data to every view a client is sent
	// ("extra"): it is given the State's View, never the State, and the
	// seat the view is for (-1 for a spectator), so nothing it returns can
	// tell the future. It must be safe for concurrent use.
	Extra func(view invader.State, seat int) any
	// ExtraIn, if set, is used instead of Extra: it is also given the
	// language the view is asked in (the lang parameter, one of
	// Languages), so that a front end's words are in its reader's
	// language. It must be safe for concurrent use.
	ExtraIn func(view invader.State, seat int, l Language) any
	// Languages are the languages the log's words are made in, the
	// first the default; a client asks for one with the lang parameter
	// of the views, the steps, the actions and the live updates
	// (docs/SERVER.md). None: the engine's English (State.FormatEvent),
	// tag "en".
	Languages []Language
	// ClientKey names the client a request comes from, for the limits
	// per client. The default is the remote IP address; behind a proxy,
	// name the client by what the proxy vouches for.
	ClientKey func(r *http.Request) string
	// Logf logs what goes wrong where no client hears of it (a store that
	// fails while a bot plays); nil for log.Printf.
	Logf func(format string, args ...any)
}

// Limits bound the server's work for its clients. A zero field takes the
// default its comment gives.
type Limits struct {
	Matches          int           // matches in progress in all (10,000)
	MatchesPerClient int           // matches in progress one client may create (20)
	Rate             float64       // requests per client per second (20)
	Burst            int           // requests a client may make at once beyond Rate (40)
	Connections      int           // live-update connections per client (50)
	Body             int64         // bytes of a request's body (4 MiB)
	Page             int           // steps in a page of history (200)
	BotTime          time.Duration // a bot's time per decision, past which the greedy bot decides (2 s)
	IdleAfter        time.Duration // a match's default time before a bot stands in for an away person (2 min)
	Finished         time.Duration // how long a finished match is kept (7 days)
	Abandoned        time.Duration // how long a match in progress is kept with no step (30 days)
	WriteTimeout     time.Duration // to send a message to a live-update client (10 s)
}

// withDefaults fills l's zero fields.
func (l Limits) withDefaults() Limits {
	set := func(p *int, v int) {
		if *p <= 0 {
			*p = v
		}
	}
	setD := func(p *time.Duration, v time.Duration) {
		if *p <= 0 {
			*p = v
		}
	}
	set(&l.Matches, 10000)
	set(&l.MatchesPerClient, 20)
	set(&l.Burst, 40)
	set(&l.Connections, 50)
	set(&l.Page, 200)
	if l.Rate <= 0 {
		l.Rate = 20
	}
	if l.Body <= 0 {
		l.Body = 4 << 20
	}
	setD(&l.BotTime, 2*time.Second)
	setD(&l.IdleAfter, 2*time.Minute)
	setD(&l.Finished, 7*24*time.Hour)
	setD(&l.Abandoned, 30*24*time.Hour)
	setD(&l.WriteTimeout, 10*time.Second)
	return l
}

// A Server plays matches and serves them over HTTP and WebSocket
// (docs/SERVER.md). It is an http.Handler; mount it where a program
// wants, and call Close when done.
//
// Each match loaded in the server has one owner, its live value, which
// applies steps one at a time and stores each before anyone hears of it;
// everything else reads. A Server is safe for concurrent use.
type Server struct {
	cfg     Config
	limits  Limits
	store   Store
	langs   []Language // Config.Languages, or the engine's English
	handler http.Handler
	rate    *limiter
	origins []string // host patterns for WebSocket upgrades

	ctx    context.Context // done when the server closes
	cancel context.CancelFunc
	wg     sync.WaitGroup // every goroutine the server starts
	slots  chan struct{}  // a slot for each bot that may think at once

	mu      sync.Mutex
	live    map[string]*live    // the matches loaded
	loading map[string]*loading // the matches being loaded
	conns   map[string]int      // live-update connections by client
	closed  bool

	// The matches a shared Store's Feed says changed, for the syncer
	// (sync.go).
	dirtyMu  sync.Mutex
	dirty    map[string]struct{}
	dirtyAll bool
	wakeSync chan struct{}
}

// New returns a Server on cfg. It fails if an Origin is not an origin.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		cfg.Store = NewMemoryStore()
	}
	if cfg.Logf == nil {
		cfg.Logf = log.Printf
	}
	if cfg.ClientKey == nil {
		cfg.ClientKey = remoteIP
	}
	s := &Server{
		cfg: cfg, limits: cfg.Limits.withDefaults(), store: cfg.Store, langs: languagesOf(cfg),
		live: map[string]*live{}, loading: map[string]*loading{},
		conns: map[string]int{},
		slots: make(chan struct{}, max(1, runtime.GOMAXPROCS(0))),
		dirty: map[string]struct{}{}, wakeSync: make(chan struct{}, 1),
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.rate = newLimiter(s.limits.Rate, s.limits.Burst)
	cop := http.NewCrossOriginProtection()
	for _, o := range cfg.Origins {
		if err := cop.AddTrustedOrigin(o); err != nil {
			return nil, fmt.Errorf("server: Origins: %w", err)
		}
		u, _ := url.Parse(o)
		s.origins = append(s.origins, u.Host)
	}
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusForbidden, "a cross-origin request: only the server's own pages (and Config.Origins) may act")
	}))
	s.handler = Secure(cop.Handler(s.routes()))
	s.start(s.janitor)
	if f, ok := cfg.Store.(Feed); ok { // a Store that several processes share
		s.start(func() { s.follow(f) })
		s.start(s.syncer)
	}
	return s, nil
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// Close stops the server's bots, timers and live-update connections, and
// waits for them; it does not close the Store, which is the caller's.
// Requests after Close are refused.
func (s *Server) Close() error {
	s.mu.Lock()
	s.closed = true
	lives := make([]*live, 0, len(s.live))
	for _, l := range s.live {
		lives = append(lives, l)
	}
	s.mu.Unlock()
	s.cancel()
	for _, l := range lives {
		l.stop()
	}
	s.wg.Wait()
	return nil
}

// start runs f in a goroutine the server owns: Close waits for it, and f
// must return once s.ctx is done.
func (s *Server) start(f func()) {
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		f()
	}()
}

// janitor expires finished and abandoned matches from the store, and
// lets go of loaded matches nobody has used for a while, until Close.
func (s *Server) janitor() {
	tick := time.NewTicker(time.Minute)
	defer tick.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-tick.C:
			s.sweep(time.Now())
		}
	}
}

// unusedFor is how long a loaded match with no client and no bot at work
// stays in memory; it is loaded again from the store when asked for.
const unusedFor = 10 * time.Minute

// sweep expires old matches and unloads unused ones, as of now.
func (s *Server) sweep(now time.Time) {
	ctx, cancel := context.WithTimeout(s.ctx, time.Minute)
	defer cancel()
	if _, err := s.store.Expire(ctx, now.Add(-s.limits.Finished), now.Add(-s.limits.Abandoned)); err != nil {
		s.cfg.Logf("server: expiring matches: %v", err)
	}
	s.rate.forget(now)
	// The matches idle long enough are judged without the server's lock
	// (each takes its own), then let go of under it if no request has
	// asked for them since (a load touches a match under the server's lock).
	s.mu.Lock()
	var idle []*live
	for _, l := range s.live {
		if l.unasked(now) {
			idle = append(idle, l)
		}
	}
	s.mu.Unlock()
	var unused []*live
	for _, l := range idle {
		if l.unused(now) {
			unused = append(unused, l)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, l := range unused {
		if s.live[l.id] == l && l.unasked(now) {
			l.stop()
			delete(s.live, l.id)
		}
	}
}

// remoteIP is the default ClientKey: the request's remote IP address.
func remoteIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// NewHTTPServer returns an http.Server for h with the timeouts a public
// server needs: headers read in 10 s, a request in 30 s, an answer written
// in 30 s, idle connections closed after 2 min. (WebSocket connections
// leave these behind once upgraded; the Server keeps their own.)
func NewHTTPServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
}
