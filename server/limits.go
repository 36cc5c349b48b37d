package server

import (
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"time"
)

// A limiter is a token bucket per client: each holds up to burst tokens,
// refilled at rate a second; a request takes one.
type limiter struct {
	rate  float64
	burst float64

	mu      sync.Mutex
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	last   time.Time
}

func newLimiter(rate float64, burst int) *limiter {
	return &limiter{rate: rate, burst: float64(burst), buckets: map[string]*bucket{}}
}

// allow takes a token of key's bucket at now, if it has one.
func (l *limiter) allow(key string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[key]
	if b == nil {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[key] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.last).Seconds()*l.rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// forget drops the buckets full again by now, which allow would make
// anew as they are.
func (l *limiter) forget(now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for k, b := range l.buckets {
		if b.tokens+now.Sub(b.last).Seconds()*l.rate >= l.burst {
			delete(l.buckets, k)
		}
	}
}

// ContentSecurityPolicy is the policy Secure sets: everything from the
// page's own origin (WebSocket included), inline styles for SVG pictures,
// images also as data: URLs, no plugins, and no framing by other sites.
const ContentSecurityPolicy = "default-src 'self'; connect-src 'self'; img-src 'self' data:; " +
	"style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// Secure sets the security headers of every response of h: the
// Content-Security-Policy above, X-Content-Type-Options: nosniff,
// Referrer-Policy: no-referrer and X-Frame-Options: DENY (frame-ancestors
// for older browsers). A program serving its own pages beside the Server
// wraps them with it.
func Secure(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("Content-Security-Policy", ContentSecurityPolicy)
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Referrer-Policy", "no-referrer")
		hd.Set("X-Frame-Options", "DENY")
		h.ServeHTTP(w, r)
	})
}

// An apiError is every refusal's body: what is wrong, and for a stale
// request the index the match is at. The refusals a person may meet in
// play (docs/SERVER.md, "Refusals") also carry a stable code and its
// numbers, for a page to say them in its own language; Error is English.
type apiError struct {
	Error string         `json:"error"`
	Code  string         `json:"code,omitempty"`
	Args  map[string]int `json:"args,omitempty"`
	Index *int           `json:"index,omitempty"`
	Line  int            `json:"line,omitempty"`
	Col   int            `json:"column,omitempty"`
}

// RefusalCodes are the codes of the refusals a person may meet in play
// (docs/SERVER.md, "Refusals"): a front end words each in its own
// language, from the code and its numbers (args), rather than show the
// English of error.
var RefusalCodes = []string{"noMatch", "seatTaken", "notYourSeat", "noCredential", "notYourDecision", "notYourSurvivor",
	"cannotUndo", "slowDown", "tooManyMatches", "serverFull", "shuttingDown", "tooManyConnections"}

// fail answers with an error as JSON.
func fail(w http.ResponseWriter, status int, msg string) {
	reply(w, status, apiError{Error: msg})
}

// failAs answers err with status, with its code when it is a refusal.
func failAs(w http.ResponseWriter, status int, err error) {
	var rf *refusal
	if errors.As(err, &rf) {
		failCode(w, status, rf.code, rf.args, rf.msg)
		return
	}
	fail(w, status, err.Error())
}

// failCode answers with a refusal a person may meet in play: its code,
// its numbers (nil: none) and the English.
func failCode(w http.ResponseWriter, status int, code string, args map[string]int, msg string) {
	reply(w, status, apiError{Error: msg, Code: code, Args: args})
}

// replyBytes answers with b, JSON already.
func replyBytes(w http.ResponseWriter, status int, b []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(append(b, '\n'))
}

// reply answers with v as JSON.
func reply(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
