package server

import (
	"fmt"
	"hash/fnv"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
)

// think asks bot b for st's pending decision, within Limits.BotTime: past
// it, the greedy bot decides instead, and late says b is still at work
// (its answer is dropped when it comes; b must not be asked again). At
// most GOMAXPROCS bots think at once; the time waited for a turn to think
// counts in BotTime (when every core is busy with other matches' bots,
// the greedy bot decides at once). It returns nil if the server closes
// first.
func (s *Server) think(b bot.Bot, st invader.State) (a invader.Action, late bool) {
	timer := time.NewTimer(s.limits.BotTime)
	defer timer.Stop()
	select {
	case s.slots <- struct{}{}:
	case <-timer.C: // b was not asked: it is not late
		return bot.Greedy().Act(st), false
	case <-s.ctx.Done():
		return nil, false
	}
	answer := make(chan invader.Action, 1)
	s.start(func() {
		defer func() { <-s.slots }()
		answer <- b.Act(st)
	})
	select {
	case a := <-answer:
		return a, false
	case <-timer.C:
		return bot.Greedy().Act(st), true
	case <-s.ctx.Done():
		return nil, true
	}
}

// player returns the bot that plays seat under name in match l, made
// once and kept while it is not late; the caller holds l.mu.
func (l *live) player(seat int, name string) bot.Bot {
	key := fmt.Sprintf("%d/%s", seat, name)
	if b, ok := l.bots[key]; ok {
		return b
	}
	b, err := bot.ByName(name, botSeed(l.id, seat))
	if err != nil { // a name Create let through: decide greedily
		l.srv.cfg.Logf("server: match %s: bot %q: %v", l.id, name, err)
		b = bot.Greedy()
	}
	l.bots[key] = b
	return b
}

// botSeed is the seed of the random bot of seat in match id: the same
// for the same seat of the same match. (Which action a bot took is in
// the log; the seed only makes a bot's play repeatable in tests.)
func botSeed(id string, seat int) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%d", id, seat)
	return h.Sum64()
}
