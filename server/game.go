package server

import (
	"encoding/json"
	"errors"
	"fmt"
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
	index int         // the last step's index
	undo  []undoMark  // the States before the undoable steps, oldest first
	table bool        // the players supply the chance outcomes
	seats int         // the match's seats
	words [][]string  // each step's events in words, by index
	steps []stepBrief // each step's action and who took it, by index
}

// An undoMark is the State before an undoable step, the step it is the
// State after, and the seat that took the undoable step.
type undoMark struct {
	to    int
	seat  int
	state invader.State
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

// startGame makes step 0, the setup, from a match's Start.
func startGame(st Start) (*game, error) {
	s, events, err := st.begin()
	if err != nil {
		return nil, err
	}
	g := &game{state: s, table: st.Table, seats: s.Players()}
	g.words = [][]string{words(s, events)}
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

// words writes events in the words of the State they led to.
func words(s invader.State, events []invader.Event) []string {
	out := make([]string, len(events))
	for i, e := range events {
		out[i] = s.FormatEvent(e)
	}
	return out
}

// maxUndo is how many steps back a seat may undo.
const maxUndo = 16

// errUndo is the error of an undo the rules of docs/SERVER.md refuse.
var errUndo = errors.New("nothing of yours to undo")

// play applies step s (the next index): an action in notation, or an
// undo. It returns the events of an action; g is unchanged on error.
func (g *game) play(s Step) ([]invader.Event, error) {
	if s.Index != g.index+1 {
		return nil, fmt.Errorf("%w: step %d after step %d", ErrConflict, s.Index, g.index)
	}
	if s.Undo {
		return nil, g.takeBack(s)
	}
	prev := g.state
	a, err := prev.ParseAction(s.Action)
	if err != nil {
		return nil, err
	}
	next, events, err := prev.Apply(a)
	if err != nil {
		return nil, err
	}
	if s.Seat >= 0 && (g.table || !revealsChance(prev, a)) {
		g.undo = append(g.undo, undoMark{to: g.index, seat: s.Seat, state: prev})
	} else {
		clear(g.undo) // let go of the States
		g.undo = g.undo[:0]
	}
	if len(g.undo) > maxUndo { // the oldest mark can no longer be reached
		g.undo[0] = undoMark{}
		g.undo = g.undo[1:]
	}
	g.advance(next, s, words(next, events))
	return events, nil
}

// takeBack returns the game to the State before its last undoable step,
// if seat s.Seat took that step and s.To names it.
func (g *game) takeBack(s Step) error {
	top, ok := g.undoable(s.Seat)
	if !ok || top.to != s.To {
		return errUndo
	}
	g.undo[len(g.undo)-1] = undoMark{}
	g.undo = g.undo[:len(g.undo)-1]
	g.advance(top.state, s, nil)
	return nil
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

func (g *game) advance(next invader.State, s Step, lines []string) {
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
