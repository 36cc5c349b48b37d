package server

import (
	"context"
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
)

// A live match is a match loaded in this process: its owner. Its mutex
// guards everything below it; steps are applied, stored and sent under it,
// one at a time, so every client hears them in the order of the log.
type live struct {
	srv *Server
	id  string

	mu       sync.Mutex
	rec      Match
	g        *game
	dice     *rand.Rand // the server's dice, for a game under ExternalChance no table plays
	clients  map[*client]struct{}
	seats    []presence         // by seat
	since    time.Time          // when the pending decision became pending
	idle     *time.Timer        // fires when a person's time to decide runs out
	thinking bool               // a bot worker runs
	failed   int                // the index at which a bot's action failed; no bot acts there again
	recent   [32]clientStep     // the last requests' client ids, for retries
	checks   []checkpoint       // States at checkpoint steps, oldest first
	shown    *shown             // the shared part of the current step's views, once made
	bots     map[string]bot.Bot // by seat and name
	used     atomic.Int64       // the last request or step, in Unix nanoseconds (read without mu)
	stopped  bool
}

// presence is what the server knows of a seat's person.
type presence struct {
	conns int       // live-update connections open
	seen  time.Time // the last action, hello or goodbye
	away  bool      // a bot stands in for them
}

type clientStep struct {
	seat   int
	client string
	index  int
}

type checkpoint struct {
	index int
	state invader.State
}

// checkEvery is how many steps apart checkpoints are (at least).
const checkEvery = 64

// Who decides, besides a seat's index.
const (
	nobody = -1 // the game is over
	dice   = -2 // the server's dice
	anyone = -3 // any person of the match: the dice of a real table
)

// newLive makes the live match of rec and its game.
func newLive(s *Server, rec Match, g *game) *live {
	l := &live{
		srv: s, id: rec.ID, rec: rec, g: g, failed: -1,
		clients: map[*client]struct{}{}, bots: map[string]bot.Bot{},
		seats: make([]presence, len(rec.Seats)),
		since: time.Now(),
	}
	l.touch()
	if g.state.Rules().ExternalChance && !g.table {
		var b [16]byte
		_, _ = crand.Read(b[:])
		l.dice = rand.New(rand.NewPCG(binary.LittleEndian.Uint64(b[:8]), binary.LittleEndian.Uint64(b[8:])))
	}
	return l
}

// whose says who takes the pending decision: a seat, or nobody, the
// server's dice or anyone.
func (l *live) whose() int {
	s := l.g.state
	p := s.Pending()
	switch {
	case p.Decision == invader.NoDecision:
		return nobody
	case p.Decision == invader.ChanceDecision && l.g.table:
		return anyone
	case p.Decision == invader.ChanceDecision:
		return dice
	case p.Player >= 0 && p.Player < len(l.rec.Seats):
		return p.Player
	}
	return nobody
}

// botAt returns the bot that decides for seat now ("dice" for the
// server's dice), if one does: a bot's seat, or a person's seat whose
// person is away when the match has an idle bot.
func (l *live) botAt(seat int) (string, bool) {
	switch {
	case seat == dice:
		return "dice", true
	case seat < 0:
		return "", false
	case l.rec.Seats[seat].Bot != "":
		return l.rec.Seats[seat].Bot, true
	case l.seats[seat].away && l.rec.IdleBot != "":
		return l.rec.IdleBot, true
	}
	return "", false
}

// mayAct reports whether seat's person takes the pending decision.
func (l *live) mayAct(seat int) bool {
	w := l.whose()
	return seat >= 0 && (w == seat || w == anyone) && l.rec.Seats[seat].Bot == ""
}

// commit applies step st (done, if not nil, is its action applied
// already), stores it and tells every client; the caller holds l.mu.
// Nothing changes if the game or the store refuses it.
func (l *live) commit(ctx context.Context, st Step, done *applied) error {
	if l.stopped {
		return errClosed
	}
	snap := *l.g
	if _, err := l.g.playApplied(st, done); err != nil {
		return err
	}
	sum := l.summary(st.Time)
	if err := l.srv.store.Append(ctx, l.id, st, sum); err != nil {
		*l.g = snap
		if errors.Is(err, ErrConflict) { // another process stored step st.Index first: read it
			if cerr := l.catchUp(ctx); cerr != nil {
				l.srv.cfg.Logf("server: match %s: reading the steps another process stored: %v", l.id, cerr)
			}
		}
		return fmt.Errorf("storing step %d: %w", st.Index, err)
	}
	l.rec.Summary = sum
	l.rec.Summary.Steps = st.Index + 1
	l.after(st)
	return nil
}

// errClosed is the error of a request to a server that is closing.
var errClosed = errors.New("the server is shutting down")

// summary says where the game stands after a step at time t.
func (l *live) summary(t time.Time) Summary {
	s := l.g.state
	m := s.Mission()
	return Summary{
		Mission: m.ID, Title: m.Title, Steps: l.g.index + 1, Round: s.Round(),
		Outcome: s.Outcome().String(), Over: s.IsOver(), Updated: t,
	}
}

// after does what follows a stored step: the retry record, a checkpoint,
// the clients told, the clock of the next decision, the bots woken.
func (l *live) after(st Step) {
	now := time.Now()
	l.since = now
	l.used.Store(now.UnixNano())
	if st.Client != "" {
		l.recent[st.Index%len(l.recent)] = clientStep{st.Seat, st.Client, st.Index}
	}
	if st.Seat >= 0 {
		l.seats[st.Seat].seen, l.seats[st.Seat].away = now, false
	}
	l.checkpoint()
	l.broadcast(l.g.index)
	l.arm()
	l.kick()
}

// retried returns the index of the step a request of seat with this
// client id made, if it is among the last few (another seat's id is
// another request).
func (l *live) retried(seat int, client string) (int, bool) {
	if client == "" {
		return 0, false
	}
	for _, r := range l.recent {
		if r.client == client && r.seat == seat {
			return r.index, true
		}
	}
	return 0, false
}

// checkpoint keeps and stores the State every checkEvery steps, where no
// step can be undone (so a replay from it needs nothing before it).
func (l *live) checkpoint() {
	last := 0
	if n := len(l.checks); n > 0 {
		last = l.checks[n-1].index
	}
	if l.g.index-last < checkEvery || !l.g.clean() {
		return
	}
	l.checks = append(l.checks, checkpoint{l.g.index, l.g.state})
	b, err := l.g.state.MarshalJSON()
	if err == nil {
		err = l.srv.store.PutCheckpoint(l.srv.ctx, l.id, Checkpoint{Index: l.g.index, State: b})
	}
	if err != nil {
		l.srv.cfg.Logf("server: match %s: checkpoint at step %d: %v", l.id, l.g.index, err)
	}
}

// arm sets the timer of the pending decision's person: when it fires, a
// bot stands in for them (if the match has an idle bot).
func (l *live) arm() {
	if l.idle != nil {
		l.idle.Stop()
		l.idle = nil
	}
	seat := l.whose()
	if seat < 0 || l.rec.IdleBot == "" || l.rec.Seats[seat].Bot != "" || l.seats[seat].away || l.stopped {
		return
	}
	index := l.g.index
	l.idle = time.AfterFunc(time.Until(l.deadline(seat)), func() { l.timeUp(seat, index) })
}

// deadline is when seat's person is away if they do not act: IdleAfter
// after the decision became theirs or after they were last seen, the later.
func (l *live) deadline(seat int) time.Time {
	at := l.since
	if seen := l.seats[seat].seen; seen.After(at) {
		at = seen
	}
	return at.Add(l.rec.IdleAfter)
}

// timeUp marks seat's person away if the decision pending at index is
// still theirs, and lets the idle bot take it.
func (l *live) timeUp(seat, index int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.stopped || l.g.index != index || l.whose() != seat {
		return
	}
	if time.Now().Before(l.deadline(seat)) { // seen since the timer was set
		l.arm()
		return
	}
	l.seats[seat].away = true
	l.broadcastSeats()
	l.kick()
}

// back says seat's person is here again: no bot stands in for them.
func (l *live) back(seat int) {
	if seat < 0 {
		return
	}
	p := &l.seats[seat]
	p.seen = time.Now()
	if p.away {
		p.away = false
		l.broadcastSeats()
	}
	l.arm()
}

// kick starts the bot worker if a bot or the dice decide now.
func (l *live) kick() {
	if l.thinking || l.stopped || l.failed == l.g.index {
		return
	}
	if _, ok := l.botAt(l.whose()); !ok {
		return
	}
	l.thinking = true
	l.srv.start(l.play)
}

// play lets bots and the dice take decisions while they are theirs.
func (l *live) play() {
	for {
		l.mu.Lock()
		seat := l.whose()
		name, ok := l.botAt(seat)
		if !ok || l.stopped || l.failed == l.g.index {
			l.thinking = false
			l.mu.Unlock()
			return
		}
		s, index := l.g.state, l.g.index
		var b bot.Bot
		if name != "dice" {
			b = l.player(seat, name)
		}
		l.mu.Unlock()

		a, late := l.decide(s, b)

		l.mu.Lock()
		if late {
			delete(l.bots, fmt.Sprintf("%d/%s", seat, name))
		}
		if a != nil && l.g.index == index && l.whose() == seat {
			if n, ok := l.botAt(seat); ok && n == name {
				l.botStep(s, a, name)
			}
		}
		l.mu.Unlock()
		if a == nil { // the server is closing
			l.mu.Lock()
			l.thinking = false
			l.mu.Unlock()
			return
		}
	}
}

// botStep commits a bot's (or the dice's) action; the caller holds l.mu.
func (l *live) botStep(s invader.State, a invader.Action, by string) {
	st := Step{Index: l.g.index + 1, Action: s.FormatAction(a), Seat: -1, By: by, Time: nowUTC()}
	ctx, cancel := context.WithTimeout(l.srv.ctx, 30*time.Second)
	defer cancel()
	var done *applied
	if next, events, err := s.Apply(a); err == nil {
		done = &applied{a, next, events}
	}
	defer l.forgetShown()
	if err := l.commit(ctx, st, done); errors.Is(err, ErrConflict) {
		return // another process's step came first; the bots go on from it
	} else if err != nil {
		l.failed = l.g.index
		l.srv.cfg.Logf("server: match %s: %s's action %q at step %d: %v", l.id, by, st.Action, st.Index, err)
	}
}

// decide asks bot b (nil: the dice) for s's pending decision; nil when the
// server closes first.
func (l *live) decide(s invader.State, b bot.Bot) (invader.Action, bool) {
	if b == nil {
		return roll(s, l.dice), false
	}
	return l.srv.think(b, s)
}

// roll picks a chance outcome with its probability.
func roll(s invader.State, r *rand.Rand) invader.Action {
	outs := s.ChanceOutcomes()
	total := 0
	for _, o := range outs {
		total += o.Weight
	}
	n := r.IntN(max(total, 1))
	for _, o := range outs {
		if n < o.Weight {
			return o.Action
		}
		n -= o.Weight
	}
	return outs[0].Action
}

// touch records that l was just asked for; it takes no lock.
func (l *live) touch() { l.used.Store(time.Now().UnixNano()) }

// unasked reports whether l has not been asked for since unusedFor before
// now; it takes no lock.
func (l *live) unasked(now time.Time) bool { return now.UnixNano()-l.used.Load() > int64(unusedFor) }

// unused reports whether l may be let go of at now: no client, no bot at
// work, nothing done for a while.
func (l *live) unused(now time.Time) bool {
	if !l.unasked(now) {
		return false
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.clients) == 0 && !l.thinking
}

// stop ends l's timer and its clients' connections; its bot worker ends
// at its next decision.
func (l *live) stop() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.stopped = true
	if l.idle != nil {
		l.idle.Stop()
	}
	for c := range l.clients {
		c.close("the match was unloaded; connect again")
	}
}
