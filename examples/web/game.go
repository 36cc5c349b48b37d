package main

import (
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
)

// maxBotSteps bounds the actions bots and the server's dice take in one
// request, so that no request runs forever.
const maxBotSteps = 20000

// A step is one State of a game's history, with the action that led to it
// and the events of that action in words.
type step struct {
	state  invader.State
	action string   // the action in notation; "" for the setup
	by     string   // who took it: "" for a person, else the bot's name or "dice"
	lines  []string // the events, as State.FormatEvent writes them
}

// A game is one game in play: its history of States (each an immutable
// value, so undo and redo move a cursor), who plays each Survivor, and
// where chance comes from. Its methods lock its mutex.
type game struct {
	mu      sync.Mutex
	history []step
	cursor  int        // the step shown and played from
	seats   []seat     // one per Survivor
	dice    *rand.Rand // rolls for a game under ExternalChance that is no table's; nil otherwise
}

// A seat says who plays a Survivor: a person (bot nil) or a bot.
type seat struct {
	name string // "human" or the bot's name
	bot  bot.Bot
}

// newGame starts a game from its first State and the events of its setup.
// physical says the dice and cards come from a real table; when the State
// is under ExternalChance without it (a loaded View), the server rolls.
// Notes are log lines of the server's own, after the setup's.
func newGame(s invader.State, setup []invader.Event, seats []seat, physical bool, notes ...string) *game {
	g := &game{seats: seats}
	if s.Rules().ExternalChance && !physical {
		g.dice = rand.New(rand.NewPCG(randomUint64(), randomUint64()))
	}
	g.history = []step{{state: s, lines: append(words(s, setup), notes...)}}
	g.autoplay()
	return g
}

func randomUint64() uint64 {
	var b [8]byte
	_, _ = crand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// words writes events in the words of the State they led to.
func words(s invader.State, events []invader.Event) []string {
	out := make([]string, len(events))
	for i, e := range events {
		out[i] = s.FormatEvent(e)
	}
	return out
}

func (g *game) current() invader.State { return g.history[g.cursor].state }

// errNotYours is returned for an action sent while a bot is to decide.
var errNotYours = errors.New("a bot decides now")

// play applies the action written in notation for the person deciding,
// then lets the bots and the dice play until a person must decide.
func (g *game) play(text string) error {
	s := g.current()
	if g.botFor(s) != nil || g.rolls(s) {
		return errNotYours
	}
	a, err := s.ParseAction(text)
	if err != nil {
		return err
	}
	if err := g.apply(a, ""); err != nil {
		return err
	}
	g.autoplay()
	return nil
}

// apply applies a at the cursor, dropping the steps that could be redone.
func (g *game) apply(a invader.Action, by string) error {
	s := g.current()
	next, events, err := s.Apply(a)
	if err != nil {
		return err
	}
	g.history = append(g.history[:g.cursor+1], step{state: next, action: s.FormatAction(a), by: by, lines: words(next, events)})
	g.cursor++
	return nil
}

// autoplay lets the bots take their decisions and the server roll its
// dice until a person must decide or the game is over.
func (g *game) autoplay() {
	for range maxBotSteps {
		s := g.current()
		if s.IsOver() {
			return
		}
		var a invader.Action
		by := ""
		switch b := g.botFor(s); {
		case g.rolls(s):
			a, by = g.roll(s), "dice"
		case b != nil:
			a, by = b.bot.Act(s), b.name
		default:
			return
		}
		if err := g.apply(a, by); err != nil {
			return // a bot's mistake: a person takes over
		}
	}
}

// rolls reports whether the server supplies s's pending chance outcome.
func (g *game) rolls(s invader.State) bool {
	return g.dice != nil && s.Pending().Decision == invader.ChanceDecision
}

// roll picks a chance outcome with its probability.
func (g *game) roll(s invader.State) invader.Action {
	outs := s.ChanceOutcomes()
	total := 0
	for _, o := range outs {
		total += o.Weight
	}
	n := g.dice.IntN(max(total, 1))
	for _, o := range outs {
		if n < o.Weight {
			return o.Action
		}
		n -= o.Weight
	}
	return outs[0].Action
}

// botFor returns the seat of the bot that takes s's pending decision, or
// nil when a person takes it. A Survivor's decision is its seat's; a
// player's (which Survivor to activate, who takes a wound, a split) is a
// bot's when every Survivor of that player has a bot; a chance outcome at
// a real table is always a person's.
func (g *game) botFor(s invader.State) *seat {
	p := s.Pending()
	switch {
	case p.Decision == invader.ChanceDecision || p.Decision == invader.NoDecision:
		return nil
	case p.Survivor >= 0 && p.Survivor < len(g.seats):
		if g.seats[p.Survivor].bot != nil {
			return &g.seats[p.Survivor]
		}
		return nil
	}
	var found *seat
	for i := range g.seats {
		sv := s.Survivor(i)
		if sv.Dead || sv.Escaped || (p.Player >= 0 && sv.Player != p.Player) {
			continue
		}
		if g.seats[i].bot == nil {
			return nil
		}
		found = &g.seats[i]
	}
	return found
}

// waits reports whether step i is one a person decides at (or the end).
func (g *game) waits(i int) bool {
	s := g.history[i].state
	return s.IsOver() || (g.botFor(s) == nil && !g.rolls(s))
}

// undo moves the cursor back to the last step a person decided at.
func (g *game) undo() error {
	for i := g.cursor - 1; i >= 0; i-- {
		if g.waits(i) {
			g.cursor = i
			return nil
		}
	}
	return errors.New("nothing to undo")
}

// redo moves the cursor on to the next step a person decides at.
func (g *game) redo() error {
	for i := g.cursor + 1; i < len(g.history); i++ {
		if g.waits(i) {
			g.cursor = i
			return nil
		}
	}
	return errors.New("nothing to redo")
}

// at returns step i of the history, for a replay.
func (g *game) at(i int) (step, error) {
	if i < 0 || i >= len(g.history) {
		return step{}, fmt.Errorf("no step %d: the history has steps 0 to %d", i, len(g.history)-1)
	}
	return g.history[i], nil
}
