package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// A game is a match's game as its log makes it: the State after the last
// step, and the chain of steps that may still be undone. Live play and a
// replay from the store go through the same step method, so a restarted
// server rebuilds exactly the game it had.
type game struct {
	state invader.State
	index int // the last step's index
	// The undoable steps at the end of the log, oldest first, and the
	// State before the first of them. An undo plays them again from that
	// State, the last left out, instead of keeping a State for each: they
	// rolled no die and drew no card (or took the table's), so playing
	// them again gives the same States.
	undo     []undoMark
	undoFrom invader.State
	table    bool        // the players supply the chance outcomes
	seats    int         // the match's seats
	langs    []Language  // the languages of words
	words    []said      // each step's events in words, by index
	steps    []stepBrief // each step's action and who took it, by index
}

// An undoMark is an undoable step: the index of the step before it (an
// undo returns there), the seat that took it and its action.
type undoMark struct {
	to     int
	seat   int
	action string
}

// stepBrief is what the history keeps of a step besides its words.
type stepBrief struct {
	action string
	by     string
	seat   int
	undo   bool
	to     int
	time   time.Time
}

// startGame makes step 0, the setup, from a match's Start; its words are
// in langs (none: the engine's English).
func startGame(st Start, langs ...Language) (*game, error) {
	s, events, err := st.begin()
	if err != nil {
		return nil, err
	}
	if len(langs) == 0 {
		langs = []Language{english{}}
	}
	g := &game{state: s, table: st.Table, seats: s.NumPlayers(), langs: langs}
	g.words = []said{say(langs, s, events)}
	g.steps = []stepBrief{{seat: -1}}
	return g, nil
}

// begin starts the State a Start describes, with the events of its setup.
func (st Start) begin() (invader.State, []invader.Event, error) {
	if len(st.State) > 0 {
		var s invader.State
		if err := json.Unmarshal(st.State, &s); err != nil {
			return invader.State{}, nil, fmt.Errorf("the saved game: %w", err)
		}
		return s, nil, nil
	}
	m, err := missionOf(st.Mission)
	if err != nil {
		return invader.State{}, nil, err
	}
	var r invader.Rules
	if len(st.Rules) > 0 {
		if err := json.Unmarshal(st.Rules, &r); err != nil {
			return invader.State{}, nil, fmt.Errorf("the rule options: %w", err)
		}
	}
	return invader.Start(m, r.Option())
}

// maxUndo is how many steps back a seat may undo.
const maxUndo = 16

// errUndo is the error of an undo the rules of docs/SERVER.md refuse.
var errUndo = errors.New("nothing of yours to undo")

// play applies step s (the next index): an action in notation, or an
// undo. It returns the events of an action; g is unchanged on error.
func (g *game) play(s Step) ([]invader.Event, error) { return g.playApplied(s, nil) }

// An applied action is a step's action already read and applied to the
// game's State (by the judge of a request, or by a bot's worker), which
// playApplied need not do again.
type applied struct {
	action invader.Action
	next   invader.State
	events []invader.Event
}

// apply reads action (in notation) and applies it to s.
func apply(s invader.State, action string) (applied, error) {
	a, err := s.ParseAction(action)
	if err != nil {
		return applied{}, err
	}
	next, events, err := s.Apply(a)
	return applied{a, next, events}, err
}

// playApplied is play with the step's action done already, if done is
// not nil: done must be s.Action applied to the current State.
func (g *game) playApplied(s Step, done *applied) ([]invader.Event, error) {
	if s.Index != g.index+1 {
		return nil, fmt.Errorf("%w: step %d after step %d", ErrConflict, s.Index, g.index)
	}
	if s.Undo {
		return nil, g.takeBack(s)
	}
	prev := g.state
	if done == nil {
		ap, err := apply(prev, s.Action)
		if err != nil {
			return nil, err
		}
		done = &ap
	}
	a, next, events := done.action, done.next, done.events
	if s.Seat >= 0 && (g.table || !revealsChance(prev, a)) {
		if len(g.undo) == 0 {
			g.undoFrom = prev
		}
		g.undo = append(g.undo, undoMark{to: g.index, seat: s.Seat, action: s.Action})
		if len(g.undo) > maxUndo { // the oldest can no longer be undone
			g.dropOldestUndo()
		}
	} else {
		g.undo, g.undoFrom = nil, invader.State{}
	}
	g.advance(next, s, say(g.langs, next, events))
	return events, nil
}

// takeBack returns the game to the State before its last undoable step,
// if seat s.Seat took that step and s.To names it.
func (g *game) takeBack(s Step) error {
	top, ok := g.undoable(s.Seat)
	if !ok || top.to != s.To {
		return errUndo
	}
	back := g.undo[:len(g.undo)-1]
	st := g.undoFrom
	for _, m := range back {
		var err error
		if st, err = replayAction(st, m.action); err != nil {
			return fmt.Errorf("undo: playing step %d again: %w", m.to+1, err)
		}
	}
	g.undo = back
	if len(back) == 0 {
		g.undoFrom = invader.State{}
	}
	g.advance(st, s, nil)
	return nil
}

// dropOldestUndo lets go of the oldest undoable step: the chain starts
// after it. (A new slice: a snapshot of g may share the old one.)
func (g *game) dropOldestUndo() {
	from, err := replayAction(g.undoFrom, g.undo[0].action)
	if err != nil { // cannot be: it was played from there
		g.undo, g.undoFrom = nil, invader.State{}
		return
	}
	g.undo, g.undoFrom = slices.Clone(g.undo[1:]), from
}

// replayAction applies an action in notation to s.
func replayAction(s invader.State, action string) (invader.State, error) {
	ap, err := apply(s, action)
	if err != nil {
		return s, err
	}
	return ap.next, nil
}

// undoable returns the mark seat may undo to: the last step, if it was
// that seat's and revealed no chance.
func (g *game) undoable(seat int) (undoMark, bool) {
	if len(g.undo) == 0 || seat < 0 {
		return undoMark{}, false
	}
	top := g.undo[len(g.undo)-1]
	return top, top.seat == seat
}

func (g *game) advance(next invader.State, s Step, lines said) {
	g.state = next
	g.index = s.Index
	g.words = append(g.words, lines)
	g.steps = append(g.steps, stepBrief{action: s.Action, by: s.By, seat: s.Seat, undo: s.Undo, to: s.To, time: s.Time})
}

// revealsChance reports whether action a, taken at s, rolls a die or
// draws a card: on s's View, which has no future, it stops at a chance
// outcome (or fails where the View cannot follow).
func revealsChance(s invader.State, a invader.Action) bool {
	next, _, err := s.View().Apply(a)
	return err != nil || next.Pending().Decision == invader.ChanceDecision
}

// clean reports whether no step can be undone: a checkpoint here lets a
// replay start from it with nothing behind it to undo.
func (g *game) clean() bool { return len(g.undo) == 0 }

// missions keeps the missions read from JSON, by their bytes, so that the
// matches of one mission share one Mission value (and the engine's static
// data made once for it) instead of a copy each.
var missions struct {
	sync.Mutex
	byJSON map[string]mission.Mission
}

// maxMissions bounds the missions kept; past it the cache starts again.
const maxMissions = 64

// missionOf reads a mission's JSON, or returns the Mission read from the
// same bytes before. A Mission is never changed once a game starts from it.
func missionOf(b []byte) (mission.Mission, error) {
	missions.Lock()
	defer missions.Unlock()
	if m, ok := missions.byJSON[string(b)]; ok {
		return m, nil
	}
	var m mission.Mission
	if err := json.Unmarshal(b, &m); err != nil {
		return m, fmt.Errorf("the mission: %w", err)
	}
	if missions.byJSON == nil || len(missions.byJSON) >= maxMissions {
		missions.byJSON = map[string]mission.Mission{}
	}
	missions.byJSON[string(b)] = m
	return m, nil
}
