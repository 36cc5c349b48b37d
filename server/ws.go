package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/coder/websocket"
)

// A Message is what the server sends a live-update client: one of a step
// of the log, the view after it, the seats' presence, a gap in the steps
// sent (fetch it from the history's pages), or an error before closing.
type Message struct {
	Type  string       `json:"type"` // "step", "view", "seats", "gap" or "error"
	Step  *StepMessage `json:"step,omitempty"`
	View  *View        `json:"view,omitempty"`
	Seats []SeatInfo   `json:"seats,omitempty"`
	From  *int         `json:"from,omitempty"` // a gap's first step
	To    *int         `json:"to,omitempty"`   // a gap's last step
	Error string       `json:"error,omitempty"`
}

// A Hello is the first message a live-update client sends: its seat's
// credential ("" for a spectator) and the index of the last step it has
// (-1 for none), so that it is sent only what came after.
type Hello struct {
	Credential string `json:"credential"`
	After      int    `json:"after"`
}

// a client is one live-update connection: the messages waiting to be
// written, and why it must close.
type client struct {
	seat int
	lang int    // the language of its words, an index of the server's
	key  string // the ClientKey, for the limit of connections

	mu     sync.Mutex
	queue  [][]byte
	wake   chan struct{} // a message was queued
	done   chan struct{} // closed with reason
	reason string
	once   sync.Once
}

// maxQueue is how many messages a client may fall behind by before it is
// closed (it connects again with its last index and catches up).
const maxQueue = 1024

func newClient(seat int, key string) *client {
	return &client{seat: seat, key: key, wake: make(chan struct{}, 1), done: make(chan struct{})}
}

// send queues a message, or closes a client too far behind.
func (c *client) send(b []byte) {
	c.mu.Lock()
	if len(c.queue) >= maxQueue {
		c.mu.Unlock()
		c.close("too far behind: connect again with your last index")
		return
	}
	c.queue = append(c.queue, b)
	c.mu.Unlock()
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// take returns and clears the queued messages.
func (c *client) take() [][]byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	q := c.queue
	c.queue = nil
	return q
}

func (c *client) close(reason string) {
	c.once.Do(func() {
		c.reason = reason
		close(c.done)
	})
}

// encode marshals a message; the types marshal without error. A view's
// State, JSON already, is spliced in as it is, last: encoding/json would
// check and compact its every byte again, for every seat.
func encode(m Message) []byte {
	if m.View == nil || m.View.State == nil {
		b, _ := json.Marshal(m)
		return b
	}
	v := *m.View
	state := v.State
	v.State = nil
	m.View = &v
	b, _ := json.Marshal(m) // ...}} : the view, then the message
	out := make([]byte, 0, len(b)+len(state)+10)
	out = append(out, b[:len(b)-2]...)
	out = append(out, `,"state":`...)
	out = append(out, state...)
	return append(out, "}}"...)
}

// broadcast sends every client step index and the view after it; the
// caller holds l.mu.
func (l *live) broadcast(index int) {
	if len(l.clients) == 0 {
		return
	}
	sh, err := l.show()
	if err != nil {
		l.srv.cfg.Logf("server: match %s: view of step %d: %v", l.id, index, err)
		return
	}
	steps := map[int][]byte{}    // by language
	views := map[[2]int][]byte{} // by seat and language
	for c := range l.clients {
		if steps[c.lang] == nil {
			st := l.stepMessage(index, c.lang)
			steps[c.lang] = encode(Message{Type: "step", Step: &st})
		}
		key := [2]int{c.seat, c.lang}
		if views[key] == nil {
			v := l.viewFor(sh, c.seat, c.lang)
			views[key] = encode(Message{Type: "view", View: &v})
		}
		c.send(steps[c.lang])
		c.send(views[key])
	}
}

// broadcastSeats sends every client the seats' presence; the caller holds
// l.mu.
func (l *live) broadcastSeats() {
	if len(l.clients) == 0 {
		return
	}
	b := encode(Message{Type: "seats", Seats: info(l.rec, l).Seats})
	for c := range l.clients {
		c.send(b)
	}
}

// join adds c to l's clients and queues what it lacks: the steps after
// after (the last Limits.Page of them, with a gap before), the view and
// the seats.
func (l *live) join(c *client, after int) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.stopped {
		return errClosed
	}
	if after > l.g.index { // the client has heard of steps another process stored
		ctx, cancel := context.WithTimeout(l.srv.ctx, l.srv.limits.WriteTimeout)
		err := l.catchUp(ctx)
		cancel()
		if err != nil {
			return err
		}
	}
	sh, err := l.show()
	if err != nil {
		return err
	}
	from := max(after+1, 0)
	if first := l.g.index - l.srv.limits.Page + 1; from < first {
		to := first - 1
		c.send(encode(Message{Type: "gap", From: &from, To: &to}))
		from = first
	}
	for i := from; i <= l.g.index; i++ {
		st := l.stepMessage(i, c.lang)
		c.send(encode(Message{Type: "step", Step: &st}))
	}
	v := l.viewFor(sh, c.seat, c.lang)
	c.send(encode(Message{Type: "view", View: &v}))
	l.clients[c] = struct{}{}
	if c.seat >= 0 {
		l.seats[c.seat].conns++
		l.back(c.seat)
	}
	l.touch()
	l.broadcastSeats()
	return nil
}

// leave removes c from l's clients.
func (l *live) leave(c *client) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.clients[c]; !ok {
		return
	}
	delete(l.clients, c)
	if c.seat >= 0 {
		p := &l.seats[c.seat]
		p.conns--
		p.seen = time.Now()
		l.arm()
	}
	l.touch()
	l.broadcastSeats()
}

// socket serves a match's live updates over WebSocket: GET
// /api/matches/{id}/live (?lang=zh: the words in that language), then a
// Hello from the client.
func (s *Server) socket(w http.ResponseWriter, r *http.Request) {
	lg, ok := s.languageOf(w, r)
	if !ok {
		return
	}
	l, ok := s.match(w, r)
	if !ok {
		return
	}
	key := s.cfg.ClientKey(r)
	if !s.connect(key) {
		failCode(w, http.StatusTooManyRequests, "tooManyConnections", nil, "too many live-update connections from this client")
		return
	}
	defer s.disconnect(key)
	conn, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.origins})
	if err != nil {
		return // Accept has answered
	}
	defer conn.CloseNow()
	conn.SetReadLimit(16 << 10)
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	stop := context.AfterFunc(s.ctx, cancel)
	defer stop()
	c, err := s.greet(ctx, conn, l, key, lg)
	if err != nil {
		s.goodbye(ctx, conn, err.Error())
		return
	}
	defer l.leave(c)
	s.pump(conn.CloseRead(ctx), conn, c)
}

// greet reads the client's Hello and joins it to the match.
func (s *Server) greet(ctx context.Context, conn *websocket.Conn, l *live, key string, lg int) (*client, error) {
	hctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	_, b, err := conn.Read(hctx)
	if err != nil {
		return nil, errors.New("want a hello: {\"credential\": ..., \"after\": N}")
	}
	var h Hello
	if err := json.Unmarshal(b, &h); err != nil {
		return nil, errors.New("the hello: " + err.Error())
	}
	seat := -1
	if h.Credential != "" {
		l.mu.Lock()
		seat = l.seatFor(hctx, h.Credential)
		l.mu.Unlock()
		if seat < 0 {
			return nil, errors.New("the credential holds no seat of this match")
		}
	}
	c := newClient(seat, key)
	c.lang = lg
	return c, l.join(c, h.After)
}

// goodbye sends an error message and closes the connection.
func (s *Server) goodbye(ctx context.Context, conn *websocket.Conn, why string) {
	wctx, cancel := context.WithTimeout(ctx, s.limits.WriteTimeout)
	defer cancel()
	_ = conn.Write(wctx, websocket.MessageText, encode(Message{Type: "error", Error: why}))
	_ = conn.Close(websocket.StatusPolicyViolation, truncate(why, 120))
}

// pump writes c's messages and pings until the connection, the client
// or the server ends.
func (s *Server) pump(ctx context.Context, conn *websocket.Conn, c *client) {
	ping := time.NewTicker(30 * time.Second)
	defer ping.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-c.done:
			s.goodbye(ctx, conn, c.reason)
			return
		case <-ping.C:
			pctx, cancel := context.WithTimeout(ctx, s.limits.WriteTimeout)
			err := conn.Ping(pctx)
			cancel()
			if err != nil {
				return
			}
		case <-c.wake:
			if !s.write(ctx, conn, c.take()) {
				return
			}
		}
	}
}

// write writes messages, each within the write timeout.
func (s *Server) write(ctx context.Context, conn *websocket.Conn, msgs [][]byte) bool {
	for _, m := range msgs {
		wctx, cancel := context.WithTimeout(ctx, s.limits.WriteTimeout)
		err := conn.Write(wctx, websocket.MessageText, m)
		cancel()
		if err != nil {
			return false
		}
	}
	return true
}

// connect counts a live-update connection of client key, if it may have
// another.
func (s *Server) connect(key string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed || s.conns[key] >= s.limits.Connections {
		return false
	}
	s.conns[key]++
	return true
}

func (s *Server) disconnect(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.conns[key]--; s.conns[key] <= 0 {
		delete(s.conns, key)
	}
}

// truncate cuts s to at most n bytes, on a rune's boundary (a close
// frame's reason must be UTF-8, and is at most 123 bytes).
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
