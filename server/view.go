package server

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// A View is what a seat (or a spectator) is shown of a match after a
// step: everything in it is computed from the State's View (State.View),
// which has no future, and from the match's log.
type View struct {
	Match string `json:"match"`
	Index int    `json:"index"` // the last step's index
	Seat  int    `json:"seat"`  // whose view: -1 for a spectator
	// Lang is the tag of the language of the view's words (its extra)
	// and of the steps sent with it: the lang parameter's, or the
	// server's first language.
	Lang     string `json:"lang"`
	Round    int    `json:"round"`
	Phase    string `json:"phase"`
	Outcome  string `json:"outcome"`
	Over     bool   `json:"over"`
	Decision string `json:"decision"` // the pending decision (invader.Decision's words)
	// Deciding is the seat that takes the pending decision; -1 when the
	// game is over, -2 while the server rolls the dice, -3 when any
	// person of the match enters a real table's dice.
	Deciding int    `json:"deciding"`
	Survivor string `json:"survivor,omitempty"` // the Survivor the decision is about
	Yours    bool   `json:"yours"`              // this seat decides now
	// Actions are the legal actions in notation, for the seat that decides
	// (none for the others).
	Actions []string `json:"actions"`
	CanUndo bool     `json:"canUndo"` // this seat may undo the last step
	// State is the View's JSON (a save, with no seed): the whole game.
	// (GET .../position has it in the position form, docs/POSITION.md.)
	State json.RawMessage `json:"state,omitempty"`
	Extra any             `json:"extra,omitempty"` // Config.Extra's
}

// A StepMessage is one step of a match's log as clients see it: what was
// done, by whom, and its events in words.
type StepMessage struct {
	Index  int       `json:"index"`
	Action string    `json:"action,omitempty"` // in notation; "" for the setup and an undo
	Undo   bool      `json:"undo,omitempty"`
	To     int       `json:"to,omitempty"` // an undo's step returned to
	Seat   int       `json:"seat"`         // the seat that took it; -1 for a bot, the dice or the setup
	By     string    `json:"by,omitempty"`
	Lines  []string  `json:"lines"`
	Time   time.Time `json:"time,omitzero"`
}

// shown is what every view of a step shares, made once per step.
type shown struct {
	index   int
	view    invader.State
	state   json.RawMessage
	legal   []string         // in notation
	actions []invader.Action // the same, as actions
}

// show makes the shared part of the views of the current step, or
// returns it made already; the caller holds l.mu.
func (l *live) show() (shown, error) {
	if c := l.shown; c != nil && c.index == l.g.index { // every step changes the index
		return *c, nil
	}
	sh, err := showState(l.g.state, l.g.index, l.whose() != nobody)
	if err != nil {
		return shown{}, err
	}
	l.shown = &sh
	return sh, nil
}

// forgetShown lets go of the current step's views once a step is done
// (stored, sent, answered): they serve again only a client that connects
// or asks at this step, which has them made again, and a match waiting
// for its next step need not hold them; the caller holds l.mu.
func (l *live) forgetShown() { l.shown = nil }

// showState makes the shared part of the views of State s at step
// index; decides says someone is to decide (the legal actions are listed).
func showState(s invader.State, index int, decides bool) (shown, error) {
	v := s.View()
	b, err := v.MarshalJSON()
	if err != nil {
		return shown{}, err
	}
	sh := shown{index: index, view: v, state: b, legal: []string{}}
	if decides {
		sh.actions = v.Legal()
		for _, a := range sh.actions {
			sh.legal = append(sh.legal, v.FormatAction(a))
		}
	}
	return sh, nil
}

// viewFor is the View of the current step for seat (-1: a spectator), in
// language lg (an index of the server's languages); the caller holds l.mu.
func (l *live) viewFor(sh shown, seat, lg int) View {
	v := sh.view
	p := v.Pending()
	out := View{
		Match: l.id, Index: sh.index, Seat: seat, Round: v.Round(), Phase: phaseName(v),
		Outcome: v.Outcome().String(), Over: v.IsOver(), Decision: p.Decision.String(),
		Deciding: l.whose(), Actions: []string{}, State: sh.state, Lang: l.srv.langs[lg].Tag(),
	}
	if p.Survivor >= 0 {
		out.Survivor = v.Survivor(p.Survivor).Card.Name
	}
	if out.Yours = l.mayAct(seat); out.Yours {
		out.Actions = sh.legal
		for i, a := range sh.actions {
			if !ownAction(v, seat, a) { // copy, leaving another's out
				out.Actions = append(sh.legal[:i:i], mine(v, seat, sh.actions[i:], sh.legal[i:])...)
				break
			}
		}
	}
	_, out.CanUndo = l.g.undoable(seat)
	out.Extra = l.srv.extra(v, seat, lg)
	return out
}

// ownAction reports whether seat may take action a: every action of its
// decision but the discards of another seat's Survivors (the rules let
// any Survivor discard at any player decision, p.18; online each seat
// discards only its own cards).
func ownAction(s invader.State, seat int, a invader.Action) bool {
	d, ok := a.(invader.Discard)
	return !ok || s.Survivor(d.Survivor).Player == seat
}

// mine keeps the actions (and their notation) seat may take.
func mine(s invader.State, seat int, actions []invader.Action, legal []string) []string {
	var out []string
	for i, a := range actions {
		if ownAction(s, seat, a) {
			out = append(out, legal[i])
		}
	}
	return out
}

// phaseName is the State's Phase in words, in its ruleset's: 2nd
// Edition's enemies are zombies.
func phaseName(v invader.State) string {
	switch p := v.Phase(); p {
	case invader.PlayersPhase:
		return "Players' Phase"
	case invader.XenosPhase:
		if v.Ruleset() == mission.SecondEdition {
			return "Zombies' Phase"
		}
		return "Xenos' Phase"
	case invader.EndPhase:
		return "End Phase"
	case invader.Setup:
		return "Setup"
	default:
		return fmt.Sprint(p)
	}
}

// stepMessage is step i of the log as clients see it, in language lg (an
// index of the server's languages); the caller holds l.mu.
func (l *live) stepMessage(i, lg int) StepMessage {
	b := l.g.steps[i]
	var lines []string
	if w := l.g.words[i]; lg < len(w) {
		lines = w[lg]
	}
	if lines == nil {
		lines = []string{}
	}
	return StepMessage{Index: i, Action: b.action, Undo: b.undo, To: b.to, Seat: b.seat, By: b.by, Lines: lines, Time: b.time}
}

// A SeatInfo describes a seat for the lobby and the players.
type SeatInfo struct {
	Seat      int      `json:"seat"`
	Survivors []string `json:"survivors"`
	Bot       string   `json:"bot,omitempty"`  // a bot's seat
	Name      string   `json:"name,omitempty"` // the person's name
	Open      bool     `json:"open"`           // a person may take it
	Connected bool     `json:"connected"`      // its person has a live-update connection
	Away      bool     `json:"away"`           // a bot stands in for its person
}

// A MatchInfo describes a match for the lobby.
type MatchInfo struct {
	ID        string     `json:"id"`
	Created   time.Time  `json:"created"`
	IdleBot   string     `json:"idleBot,omitempty"`
	IdleAfter string     `json:"idleAfter,omitempty"`
	Seats     []SeatInfo `json:"seats"`
	Summary
}

// info describes rec for the lobby, with the presence l knows of (nil:
// none known in this process).
func info(rec Match, l *live) MatchInfo {
	mi := MatchInfo{ID: rec.ID, Created: rec.Created, IdleBot: rec.IdleBot, Summary: rec.Summary, Seats: []SeatInfo{}}
	if rec.IdleAfter > 0 {
		mi.IdleAfter = rec.IdleAfter.String()
	}
	for i, s := range rec.Seats {
		si := SeatInfo{Seat: i, Survivors: s.Survivors, Bot: s.Bot, Name: s.Name, Open: s.Open()}
		if si.Survivors == nil {
			si.Survivors = []string{}
		}
		if l != nil && i < len(l.seats) {
			si.Connected, si.Away = l.seats[i].conns > 0, l.seats[i].away
		}
		mi.Seats = append(mi.Seats, si)
	}
	return mi
}
