package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// clientConfig is the load the scripted clients make, and where.
type clientConfig struct {
	Addrs     []string      `json:"addrs"` // the servers' host:port (loopback), one a process
	Route     string        `json:"route"` // with several: "alternate" or "home" (see the flag -route)
	Matches   int           `json:"matches"`
	Duration  time.Duration `json:"duration"`  // clients act for this long
	Ramp      time.Duration `json:"ramp"`      // client i starts at i*Ramp/Matches
	Drain     time.Duration `json:"drain"`     // then requests under way have this long
	MeasureAt time.Duration `json:"measureAt"` // when the clients mark the memory measure
	Stall     time.Duration `json:"stall"`     // a match with no news for this long is given up
	Mission   string        `json:"mission"`
	Bots      int           `json:"bots"`
	Bot       string        `json:"bot"`
	Think     time.Duration `json:"think"`
	Seed      uint64        `json:"seed"`
}

// A mark is where the clients stand when the server's memory is
// measured.
type mark struct {
	At       time.Duration `json:"at"`
	Created  int64         `json:"created"`  // matches created so far (the server keeps them all)
	Live     int64         `json:"live"`     // matches in progress with a client connected
	Finished int64         `json:"finished"` // matches played to the end
	History  int64         `json:"history"`  // bytes of the steps' words of all matches created
	Steps    int64         `json:"steps"`    // steps of all matches created
}

// clientResult is what the clients measured.
type clientResult struct {
	Actions   []time.Duration   `json:"actions"` // each action's POST to its response
	Live      []time.Duration   `json:"live"`    // each action's POST to its view over the WebSocket
	Create    []time.Duration   `json:"create"`  // each match's POST /api/matches
	Acting    time.Duration     `json:"acting"`  // how long the clients acted
	Created   int64             `json:"created"`
	Finished  int64             `json:"finished"`
	Abandoned int64             `json:"abandoned"` // given up after errors or a stall
	Steps     int64             `json:"steps"`
	BotSteps  int64             `json:"botSteps"`
	History   int64             `json:"history"`
	Received  int64             `json:"received"` // bytes of the live updates' messages
	Errors    map[string]int    `json:"errors"`
	Samples   map[string]string `json:"samples"` // an example message of each kind of error
	Mark      mark              `json:"mark"`
}

// A driver runs the scripted clients.
type driver struct {
	cfg   clientConfig
	bases []string // "http://" and each of cfg.Addrs
	api   *http.Client

	created, finished, abandoned, live atomic.Int64
	steps, botSteps, history, received atomic.Int64

	mu      sync.Mutex
	actions []time.Duration
	liveLat []time.Duration
	create  []time.Duration
	errors  map[string]int
	samples map[string]string
}

// clientHeader names each load client to the server, whose ClientKey
// reads it so that its limits apply per load client, not to 127.0.0.1.
const clientHeader = "X-Load-Client"

// runClients plays cfg.Matches matches at once for cfg.Duration, then
// lets the requests under way end (cfg.Drain at most) and closes every
// connection. onMark is called once, at cfg.MeasureAt, with where the
// clients stand; the memory is measured then.
func runClients(ctx context.Context, cfg clientConfig, onMark func(mark)) clientResult {
	start := time.Now()
	actCtx, cancelAct := context.WithDeadline(ctx, start.Add(cfg.Duration))
	defer cancelAct()
	hardCtx, cancelHard := context.WithDeadline(ctx, start.Add(cfg.Duration+cfg.Drain))
	defer cancelHard()
	tr := &http.Transport{
		DialContext:           (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
		MaxIdleConns:          2 * cfg.Matches,
		MaxIdleConnsPerHost:   2 * cfg.Matches,
		IdleConnTimeout:       90 * time.Second,
		ResponseHeaderTimeout: 30 * time.Second,
		DisableCompression:    true,
	}
	defer tr.CloseIdleConnections()
	d := &driver{
		cfg:    cfg,
		api:    &http.Client{Transport: tr, Timeout: 30 * time.Second},
		errors: map[string]int{}, samples: map[string]string{},
	}
	for _, a := range cfg.Addrs {
		d.bases = append(d.bases, "http://"+a)
	}
	var wg sync.WaitGroup
	for i := range cfg.Matches {
		at := start.Add(time.Duration(int64(cfg.Ramp) * int64(i) / int64(cfg.Matches)))
		wg.Go(func() { d.slot(actCtx, hardCtx, i, at) })
	}
	var m mark
	wg.Go(func() {
		t := time.NewTimer(time.Until(start.Add(cfg.MeasureAt)))
		defer t.Stop()
		select {
		case <-actCtx.Done():
		case <-t.C:
			m = d.mark(time.Since(start))
			if onMark != nil {
				onMark(m)
			}
		}
	})
	wg.Wait()
	acting := min(time.Since(start), cfg.Duration)
	return clientResult{
		Actions: d.actions, Live: d.liveLat, Create: d.create, Acting: acting,
		Created: d.created.Load(), Finished: d.finished.Load(), Abandoned: d.abandoned.Load(),
		Steps: d.steps.Load(), BotSteps: d.botSteps.Load(), History: d.history.Load(),
		Received: d.received.Load(), Errors: d.errors, Samples: d.samples, Mark: m,
	}
}

func (d *driver) mark(at time.Duration) mark {
	return mark{
		At: at, Created: d.created.Load(), Live: d.live.Load(), Finished: d.finished.Load(),
		History: d.history.Load(), Steps: d.steps.Load(),
	}
}

// fail counts an error of a kind, keeping its first message.
func (d *driver) fail(kind, msg string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.errors[kind]++
	if _, ok := d.samples[kind]; !ok {
		d.samples[kind] = truncate(msg, 200)
	}
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// sleep waits d, or until ctx is done; it reports whether d passed.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// slot is one load client: from its start time on, it plays a match to
// its end, then another, until act is done.
func (d *driver) slot(act, hard context.Context, i int, at time.Time) {
	if !sleep(act, time.Until(at)) {
		return
	}
	rng := rand.New(rand.NewPCG(d.cfg.Seed, uint64(i)))
	p := &player{d: d, key: "load-" + strconv.Itoa(i), rng: rng, home: i % len(d.bases)}
	for gen := uint64(0); act.Err() == nil; gen++ {
		seed := d.cfg.Seed<<32 + gen*uint64(d.cfg.Matches) + uint64(i)
		if !p.match(act, hard, seed) {
			sleep(act, time.Second) // after an error: no storm of retries
		}
	}
	d.mu.Lock()
	d.actions = append(d.actions, p.actions...)
	d.liveLat = append(d.liveLat, p.live...)
	d.create = append(d.create, p.create...)
	d.mu.Unlock()
}

// A player is a load client's state across its matches.
type player struct {
	d       *driver
	key     string // its X-Load-Client
	home    int    // the server it creates its matches on and hears them from
	rng     *rand.Rand
	n       int // requests made, for the client ids
	actions []time.Duration
	live    []time.Duration
	create  []time.Duration
}

// match creates a match, connects to its live updates and plays its
// person seat until the match ends or act is done; it reports whether
// all went well.
func (p *player) match(act, hard context.Context, seed uint64) bool {
	d := p.d
	id, cred, ok := p.newMatch(hard, seed)
	if !ok {
		return false
	}
	dctx, cancel := context.WithTimeout(hard, 10*time.Second)
	conn, err := dialWS(dctx, d.cfg.Addrs[p.home], "/api/matches/"+id+"/live", http.Header{clientHeader: {p.key}})
	cancel()
	if err != nil {
		d.fail("dial", err.Error())
		d.abandoned.Add(1)
		return false
	}
	hello, _ := json.Marshal(map[string]any{"credential": cred, "after": -1})
	if err := conn.Write(hello); err != nil {
		conn.CloseNow()
		d.fail("hello", err.Error())
		d.abandoned.Add(1)
		return false
	}
	d.live.Add(1)
	defer d.live.Add(-1)
	mb := newMailbox()
	var rd sync.WaitGroup
	rd.Go(func() { p.read(conn, mb) })
	// The reader ends when the connection does: closed below when play
	// returns (after a grace of 2 s for the server's close frame), or at
	// once at the hard deadline.
	stop := context.AfterFunc(hard, conn.CloseNow)
	defer func() {
		stop()
		conn.Close(2 * time.Second)
		rd.Wait()
		conn.CloseNow()
		p.live = append(p.live, mb.lat...)
	}()
	over, err := p.play(act, hard, id, cred, mb)
	switch {
	case over:
		d.finished.Add(1)
	case err != nil && act.Err() == nil:
		d.abandoned.Add(1)
		return false
	}
	return true
}

// newMatch creates a match with the person seat 0 taken, and returns its
// id and the seat's credential.
func (p *player) newMatch(ctx context.Context, seed uint64) (id, cred string, ok bool) {
	d := p.d
	seats := []string{""}
	for range d.cfg.Bots {
		seats = append(seats, d.cfg.Bot)
	}
	body, _ := json.Marshal(map[string]any{
		"mission": d.cfg.Mission,
		"rules":   map[string]any{"seed": seed, "players": 1 + d.cfg.Bots},
		"seats":   seats, "take": 0, "name": "load",
	})
	t0 := time.Now()
	status, b, err := p.do(ctx, p.home, "POST", "/api/matches", "", body)
	if err != nil {
		d.fail("create", err.Error())
		return "", "", false
	}
	if status != http.StatusCreated {
		d.fail("create "+strconv.Itoa(status), string(b))
		return "", "", false
	}
	p.create = append(p.create, time.Since(t0))
	var c struct {
		Match struct {
			ID string `json:"id"`
		} `json:"match"`
		Credential string `json:"credential"`
	}
	if err := json.Unmarshal(b, &c); err != nil || c.Match.ID == "" || c.Credential == "" {
		d.fail("create", fmt.Sprintf("the answer %.200s: %v", b, err))
		return "", "", false
	}
	d.created.Add(1)
	return c.Match.ID, c.Credential, true
}

// do makes a request to server to and reads its answer.
func (p *player) do(ctx context.Context, to int, method, path, cred string, body []byte) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, method, p.d.bases[to]+path, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(clientHeader, p.key)
	if cred != "" {
		req.Header.Set("Authorization", "Bearer "+cred)
	}
	res, err := p.d.api.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return res.StatusCode, b, err
}

// play waits for views over the live connection and, on each that is
// the seat's decision, thinks and takes one of its actions at random. It
// returns when the match is over (true), act is done, or it fails.
func (p *player) play(act, hard context.Context, id, cred string, mb *mailbox) (bool, error) {
	d := p.d
	last := -1 // the index of the last view acted on
	seq := 0
	fails := 0
	for {
		v, s, err := mb.wait(act, seq, d.cfg.Stall)
		if err != nil {
			if act.Err() != nil {
				return false, nil
			}
			var ce *closeError
			switch {
			case errors.As(err, &ce):
				d.fail("ws closed", err.Error())
			case errors.Is(err, errStalled):
				d.fail("stalled", fmt.Sprintf("match %s: no view for %v at step %d", id, d.cfg.Stall, v.Index))
			default:
				d.fail("ws read", err.Error())
			}
			return false, err
		}
		seq = s
		if v.Over {
			return true, nil
		}
		if !v.Yours || v.Index <= last || len(v.Actions) == 0 {
			continue
		}
		think := d.cfg.Think/2 + time.Duration(p.rng.Int64N(int64(d.cfg.Think)+1))
		if !sleep(act, think) {
			return false, nil
		}
		if mb.newer(seq) { // the match moved on meanwhile: look again
			continue
		}
		action := v.Actions[p.rng.IntN(len(v.Actions))]
		if p.act(hard, id, cred, v.Index, action, mb) {
			last, fails = v.Index, 0
			continue
		}
		if fails++; fails >= 5 {
			return false, errors.New("5 failed actions in a row")
		}
		p.resync(hard, id, cred, mb)
	}
}

// act POSTs an action at index and times it; it reports whether it was
// taken. With several servers and Route "alternate", the player's
// requests go to each by turns.
func (p *player) act(ctx context.Context, id, cred string, index int, action string, mb *mailbox) bool {
	p.n++
	to := p.home
	if p.d.cfg.Route == "alternate" {
		to = (p.home + p.n) % len(p.d.bases)
	}
	body, _ := json.Marshal(struct {
		Index  int    `json:"index"`
		Action string `json:"action"`
		Client string `json:"client"`
	}{index, action, p.key + "-" + strconv.Itoa(p.n)})
	t0 := time.Now()
	mb.expect(index+1, t0)
	status, b, err := p.do(ctx, to, "POST", "/api/matches/"+id+"/actions", cred, body)
	lat := time.Since(t0)
	switch {
	case err != nil:
		mb.expect(0, time.Time{})
		if ctx.Err() == nil {
			p.d.fail("action", err.Error())
		}
		return false
	case status != http.StatusOK:
		mb.expect(0, time.Time{})
		p.d.fail("action "+strconv.Itoa(status), fmt.Sprintf("%q at %d: %s", action, index, b))
		return false
	}
	p.actions = append(p.actions, lat)
	return true
}

// resync asks for the seat's view after a failed action, in case the
// live connection has nothing new to say.
func (p *player) resync(ctx context.Context, id, cred string, mb *mailbox) {
	status, b, err := p.do(ctx, p.home, "GET", "/api/matches/"+id+"/view", cred, nil)
	if err != nil || status != http.StatusOK {
		return
	}
	var v view
	if json.Unmarshal(b, &v) == nil {
		mb.put(v, time.Now(), true)
	}
}

// A view is what a client reads of a View.
type view struct {
	Index   int      `json:"index"`
	Over    bool     `json:"over"`
	Yours   bool     `json:"yours"`
	Actions []string `json:"actions"`
}

// A message is what a client reads of a live update.
type message struct {
	Type string `json:"type"`
	Step *struct {
		Index  int      `json:"index"`
		Seat   int      `json:"seat"`
		By     string   `json:"by"`
		Action string   `json:"action"`
		Lines  []string `json:"lines"`
	} `json:"step"`
	View  *view  `json:"view"`
	Error string `json:"error"`
}

var (
	viewPrefix = []byte(`{"type":"view"`)
	stateKey   = []byte(`,"state":`)
)

// decode reads a live update. A view's State, which the server writes
// last, is cut off unread when it can be: a load client has no use for
// it, and parsing it would spend the CPU the server is measured on.
func decode(b []byte, m *message) error {
	if bytes.HasPrefix(b, viewPrefix) {
		if i := bytes.LastIndex(b, stateKey); i > 0 {
			cut := append(slices.Clip(b[:i]), "}}"...)
			if json.Unmarshal(cut, m) == nil {
				return nil
			}
			*m = message{}
		}
	}
	return json.Unmarshal(b, m)
}

// historyPerStep is what the history of a match holds of each step
// besides its strings: the stored Step (104 bytes, in the memory store),
// the server's brief of it (80) and its words' slice (24); each line of
// words adds a string's 16 bytes and its own. (The server's
// BenchmarkMatchMemory measures the history exactly, by the memory it
// frees: about 520 bytes a step of M0, where this count gives about 470.)
const (
	historyPerStep = 208
	historyPerLine = 16
)

// read reads the live updates into mb until the connection ends, counting
// the steps and their words.
func (p *player) read(conn *wsConn, mb *mailbox) {
	d := p.d
	seen := -1
	for {
		b, err := conn.Read()
		if err != nil {
			mb.fail(err)
			return
		}
		now := time.Now()
		d.received.Add(int64(len(b)))
		var m message
		if err := decode(b, &m); err != nil {
			d.fail("decode", err.Error())
			continue
		}
		switch m.Type {
		case "step":
			st := m.Step
			if st == nil || st.Index <= seen {
				continue
			}
			seen = st.Index
			n := int64(historyPerStep + len(st.Action))
			if st.Seat >= 0 { // a person's step keeps its request's client id: p.key-N
				n += int64(len(p.key) + 1 + len(strconv.Itoa(st.Index)))
			}
			for _, l := range st.Lines {
				n += int64(historyPerLine + len(l))
			}
			d.history.Add(n)
			d.steps.Add(1)
			if st.Seat < 0 && st.Index > 0 && st.By != "setup" {
				d.botSteps.Add(1)
			}
		case "view":
			if m.View != nil {
				mb.put(*m.View, now, false)
			}
		case "error":
			d.fail("ws error", m.Error)
		}
	}
}

// errStalled says no view came for the stall time.
var errStalled = errors.New("stalled")

// A mailbox passes the latest view from a match's reader to its player,
// and times the views awaited after an action.
type mailbox struct {
	mu   sync.Mutex
	v    view
	seq  int // views put
	err  error
	wake chan struct{}
	want int       // the index of the view awaited; 0 for none
	sent time.Time // when its action was sent
	lat  []time.Duration
}

func newMailbox() *mailbox { return &mailbox{wake: make(chan struct{}, 1)} }

// put passes on v, arrived at now; force passes on a view of an index
// seen already (one fetched after a failed action).
func (mb *mailbox) put(v view, now time.Time, force bool) {
	mb.mu.Lock()
	if mb.want > 0 && v.Index >= mb.want && !force {
		mb.lat = append(mb.lat, now.Sub(mb.sent))
		mb.want = 0
	}
	if v.Index < mb.v.Index || (v.Index == mb.v.Index && mb.seq > 0 && !force) {
		mb.mu.Unlock()
		return
	}
	mb.v = v
	mb.seq++
	mb.mu.Unlock()
	select {
	case mb.wake <- struct{}{}:
	default:
	}
}

// fail ends the mailbox: the reader has stopped.
func (mb *mailbox) fail(err error) {
	mb.mu.Lock()
	mb.err = err
	mb.mu.Unlock()
	select {
	case mb.wake <- struct{}{}:
	default:
	}
}

// expect says an action was sent at t that makes step index (0: none).
func (mb *mailbox) expect(index int, t time.Time) {
	mb.mu.Lock()
	defer mb.mu.Unlock()
	mb.want, mb.sent = index, t
}

// newer reports whether a view came after the seq'th.
func (mb *mailbox) newer(seq int) bool {
	mb.mu.Lock()
	defer mb.mu.Unlock()
	return mb.seq > seq
}

// wait returns the latest view once it is newer than the seq'th, and its
// number; it fails when the reader stops, after stall with no view, or
// when ctx is done.
func (mb *mailbox) wait(ctx context.Context, seq int, stall time.Duration) (view, int, error) {
	t := time.NewTimer(stall)
	defer t.Stop()
	for {
		mb.mu.Lock()
		v, s, err := mb.v, mb.seq, mb.err
		mb.mu.Unlock()
		if s > seq {
			return v, s, nil
		}
		if err != nil {
			return v, s, err
		}
		select {
		case <-ctx.Done():
			return v, s, ctx.Err()
		case <-t.C:
			return v, s, errStalled
		case <-mb.wake:
		}
	}
}

// clientMain is the clients' process: it reads its clientConfig from
// the environment, marks the measure and writes its result as JSON lines
// on stdout, and stops early when its stdin closes (the server's process
// is gone or done).
func clientMain(config string) int {
	var cfg clientConfig
	if err := json.Unmarshal([]byte(config), &cfg); err != nil {
		fmt.Fprintln(os.Stderr, "load clients:", err)
		return 2
	}
	ctx, cancel := context.WithTimeout(context.Background(), cfg.Duration+cfg.Drain+time.Minute)
	defer cancel()
	go func() { // ends with the process; stdin closes when the parent is done
		_, _ = io.Copy(io.Discard, os.Stdin)
		cancel()
	}()
	out := json.NewEncoder(os.Stdout)
	var mu sync.Mutex
	res := runClients(ctx, cfg, func(m mark) {
		mu.Lock()
		defer mu.Unlock()
		_ = out.Encode(childLine{Mark: &m})
	})
	mu.Lock()
	defer mu.Unlock()
	if err := out.Encode(childLine{Result: &res}); err != nil {
		fmt.Fprintln(os.Stderr, "load clients:", err)
		return 1
	}
	return 0
}

// A childLine is a line the clients' process writes: a mark, then the
// result.
type childLine struct {
	Mark   *mark         `json:"mark,omitempty"`
	Result *clientResult `json:"result,omitempty"`
}
