package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

// routes is the API of docs/SERVER.md, each route behind the rate limit
// and the body cap.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	handle := func(pattern string, h http.HandlerFunc) { mux.Handle(pattern, s.guard(h)) }
	handle("GET /api/missions", s.missions)
	handle("GET /api/bots", func(w http.ResponseWriter, r *http.Request) { reply(w, http.StatusOK, bot.Names()) })
	handle("GET /api/matches", s.list)
	handle("POST /api/matches", s.create)
	handle("POST /api/matches/import", s.importRecord)
	handle("GET /api/matches/{id}", s.show)
	handle("GET /api/matches/{id}/view", s.view)
	handle("GET /api/matches/{id}/steps", s.steps)
	handle("GET /api/matches/{id}/position", s.position)
	handle("GET /api/matches/{id}/record", s.record)
	handle("GET /api/matches/{id}/live", s.socket)
	handle("POST /api/matches/{id}/seats/{n}", s.takeSeat)
	handle("DELETE /api/matches/{id}/seats/{n}", s.leaveSeat)
	handle("POST /api/matches/{id}/actions", s.act)
	handle("POST /api/matches/{id}/undo", s.undo)
	handle("/api/", func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, "no such API: "+r.Method+" "+r.URL.Path)
	})
	return mux
}

// guard refuses a client over its rate and caps the request's body.
func (s *Server) guard(h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.rate.allow(s.cfg.ClientKey(r), time.Now()) {
			w.Header().Set("Retry-After", "1")
			failCode(w, http.StatusTooManyRequests, "slowDown", nil, "too many requests: slow down")
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, s.limits.Body)
		h(w, r)
	})
}

// readJSON decodes the request's JSON body into v, refusing unknown
// fields; it answers the client itself when it fails.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	d := json.NewDecoder(r.Body)
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			fail(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the body is over %d bytes", tooBig.Limit))
			return false
		}
		fail(w, http.StatusBadRequest, "the request's JSON: "+err.Error())
		return false
	}
	return true
}

// load returns match id's live value, loading it from the store if this
// process has not yet. One load of a match runs at a time; others asking
// for it meanwhile wait for it, and other matches are not held up.
func (s *Server) load(ctx context.Context, id string) (*live, error) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil, errClosed
	}
	if l := s.live[id]; l != nil {
		l.touch() // the janitor lets go of no match just asked for
		s.mu.Unlock()
		return l, nil
	}
	if ld := s.loading[id]; ld != nil {
		s.mu.Unlock()
		select {
		case <-ld.done:
			return ld.l, ld.err
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	ld := &loading{done: make(chan struct{})}
	s.loading[id] = ld
	s.mu.Unlock()

	ld.l, ld.err = s.replay(ctx, id)
	s.mu.Lock()
	delete(s.loading, id)
	if ld.err == nil && s.closed {
		ld.l, ld.err = nil, errClosed
	}
	if ld.err == nil {
		s.live[id] = ld.l
		ld.l.mu.Lock()
		ld.l.arm()
		ld.l.kick()
		ld.l.mu.Unlock()
	}
	s.mu.Unlock()
	close(ld.done)
	return ld.l, ld.err
}

// adopt makes l, a match just made and stored, a live match of this
// process (none can have asked for it yet).
func (s *Server) adopt(l *live) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return errClosed
	}
	s.live[l.id] = l
	l.mu.Lock()
	l.arm()
	l.kick()
	l.mu.Unlock()
	return nil
}

// loading is a load of a match under way, for those who wait for it.
type loading struct {
	done chan struct{}
	l    *live
	err  error
}

// match finds the request's match ({id}), or answers that it cannot.
func (s *Server) match(w http.ResponseWriter, r *http.Request) (*live, bool) {
	l, err := s.load(r.Context(), r.PathValue("id"))
	switch {
	case errors.Is(err, ErrNotFound):
		failCode(w, http.StatusNotFound, "noMatch", nil, "no such match")
	case errors.Is(err, errClosed):
		failCode(w, http.StatusServiceUnavailable, "shuttingDown", nil, err.Error())
	case err != nil:
		s.cfg.Logf("server: loading match %s: %v", r.PathValue("id"), err)
		fail(w, http.StatusInternalServerError, "the match could not be loaded")
	}
	return l, err == nil
}

// newCredential returns a new secret credential and the hash a Store
// keeps of it.
func newCredential() (string, []byte) {
	c := rand.Text()
	return c, hashCredential(c)
}

func hashCredential(c string) []byte {
	h := sha256.Sum256([]byte(c))
	return h[:]
}

// credential returns the request's bearer credential, or "".
func credential(r *http.Request) string {
	c, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok {
		return ""
	}
	return strings.TrimSpace(c)
}

// seatOfLocked is the seat credential c holds as l knows its seats (-1
// for none; seatFor asks the Store too); the caller holds l.mu.
func (l *live) seatOfLocked(c string) int {
	if c == "" {
		return -1
	}
	h := hashCredential(c)
	for i, seat := range l.rec.Seats {
		if seat.Credential != nil && subtle.ConstantTimeCompare(seat.Credential, h) == 1 {
			return i
		}
	}
	return -1
}

// A MissionInfo describes a built-in mission for a new match's form.
type MissionInfo struct {
	ID        string   `json:"id"`
	Title     string   `json:"title"`
	Ruleset   string   `json:"ruleset"`
	Players   int      `json:"players"`
	Survivors []string `json:"survivors"`
}

func (s *Server) missions(w http.ResponseWriter, r *http.Request) {
	out := []MissionInfo{}
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err != nil {
			continue
		}
		mi := MissionInfo{ID: m.ID, Title: m.Title, Ruleset: m.Ruleset.String(), Players: max(m.Players, 1), Survivors: []string{}}
		for _, c := range m.Cards() {
			mi.Survivors = append(mi.Survivors, c.Name)
		}
		out = append(out, mi)
	}
	reply(w, http.StatusOK, out)
}

// list answers the lobby: matches newest first (?active=1 for those in
// progress, ?before=TIME and ?limit=N to page).
func (s *Server) list(w http.ResponseWriter, r *http.Request) {
	q := Query{Active: r.URL.Query().Get("active") != "", Limit: 50}
	if b := r.URL.Query().Get("before"); b != "" {
		t, err := time.Parse(time.RFC3339Nano, b)
		if err != nil {
			fail(w, http.StatusBadRequest, "before: want a time as RFC 3339, not "+strconv.Quote(b))
			return
		}
		q.Before = t
	}
	if n := r.URL.Query().Get("limit"); n != "" {
		v, err := strconv.Atoi(n)
		if err != nil || v < 1 || v > 200 {
			fail(w, http.StatusBadRequest, "limit: want 1 to 200, not "+strconv.Quote(n))
			return
		}
		q.Limit = v
	}
	ms, err := s.store.List(r.Context(), q)
	if err != nil {
		s.cfg.Logf("server: listing matches: %v", err)
		fail(w, http.StatusInternalServerError, "the matches could not be listed")
		return
	}
	out := make([]MatchInfo, 0, len(ms))
	for _, m := range ms {
		out = append(out, s.describe(m))
	}
	reply(w, http.StatusOK, out)
}

// describe is a stored match for the lobby, with the presence this
// process knows of.
func (s *Server) describe(m Match) MatchInfo {
	s.mu.Lock()
	l := s.live[m.ID]
	s.mu.Unlock()
	if l == nil {
		return info(m, nil)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return info(l.rec, l)
}

func (s *Server) show(w http.ResponseWriter, r *http.Request) {
	l, ok := s.match(w, r)
	if !ok {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	reply(w, http.StatusOK, info(l.rec, l))
}

// view answers the View of the caller's seat (a spectator's without a
// credential), or with ?at=N a spectator's View of step N, for a replay.
func (s *Server) view(w http.ResponseWriter, r *http.Request) {
	l, ok := s.match(w, r)
	if !ok {
		return
	}
	lg, ok := s.languageOf(w, r)
	if !ok {
		return
	}
	if at := r.URL.Query().Get("at"); at != "" {
		s.viewAt(w, l, at, lg)
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	sh, err := l.show()
	if err != nil {
		fail(w, http.StatusInternalServerError, err.Error())
		return
	}
	reply(w, http.StatusOK, l.viewFor(sh, l.seatFor(r.Context(), credential(r)), lg))
}

// maxName is the longest name a person may give (in bytes).
const maxName = 64

// takeSeat gives a person seat {n}: {"name": "Ana"}. The answer holds the
// seat's credential, which is not shown again; a person already in the
// seat (the credential in Authorization) changes their name.
func (s *Server) takeSeat(w http.ResponseWriter, r *http.Request) {
	l, ok := s.match(w, r)
	if !ok {
		return
	}
	var body struct {
		Name string `json:"name"`
	}
	if !readJSON(w, r, &body) {
		return
	}
	name := strings.TrimSpace(body.Name)
	if !utf8.ValidString(name) || len(name) > maxName {
		fail(w, http.StatusBadRequest, fmt.Sprintf("name: want valid UTF-8 of at most %d bytes", maxName))
		return
	}
	n, err := strconv.Atoi(r.PathValue("n"))
	if err != nil {
		fail(w, http.StatusBadRequest, "the seat: want a number, not "+strconv.Quote(r.PathValue("n")))
		return
	}
	cred, status, err := l.take(r.Context(), n, name, credential(r))
	if err != nil {
		failAs(w, status, err)
		return
	}
	reply(w, http.StatusOK, struct {
		Seat       int    `json:"seat"`
		Credential string `json:"credential"`
	}{n, cred})
}

// take seats a person at seat n, or renames the holder of credential old.
func (l *live) take(ctx context.Context, n int, name, old string) (string, int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if n < 0 || n >= len(l.rec.Seats) {
		return "", http.StatusNotFound, fmt.Errorf("no seat %d: the match has seats 0 to %d", n, len(l.rec.Seats)-1)
	}
	if name == "" {
		name = fmt.Sprintf("Player %d", n+1)
	}
	cred, hash := old, hashCredential(old)
	if l.seatOfLocked(old) != n {
		cred, hash = newCredential()
	}
	if err := l.srv.store.TakeSeat(ctx, l.id, n, name, hash); err != nil {
		if errors.Is(err, ErrSeatTaken) {
			l.freshSeats(ctx) // taken through another process, perhaps
			return "", http.StatusConflict, refusedAs(http.StatusConflict, "seatTaken", map[string]int{"number": n + 1}, "seat %d is taken", n)
		}
		return "", http.StatusInternalServerError, err
	}
	l.rec.Seats[n].Name, l.rec.Seats[n].Credential = name, hash
	l.rec.Updated = nowUTC()
	l.back(n)
	l.broadcastSeats()
	l.kick()
	return cred, 0, nil
}

// leaveSeat gives up the caller's seat {n}: it is open again.
func (s *Server) leaveSeat(w http.ResponseWriter, r *http.Request) {
	l, ok := s.match(w, r)
	if !ok {
		return
	}
	n, _ := strconv.Atoi(r.PathValue("n"))
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.seatFor(r.Context(), credential(r)) != n || n < 0 {
		failCode(w, http.StatusForbidden, "notYourSeat", nil, "not your seat")
		return
	}
	hash := hashCredential(credential(r))
	if err := s.store.LeaveSeat(r.Context(), l.id, n, hash); err != nil {
		fail(w, http.StatusInternalServerError, err.Error())
		return
	}
	l.rec.Seats[n].Name, l.rec.Seats[n].Credential = "", nil
	for c := range l.clients {
		if c.seat == n {
			c.close("you left the seat")
		}
	}
	l.broadcastSeats()
	l.arm()
	reply(w, http.StatusOK, info(l.rec, l))
}
