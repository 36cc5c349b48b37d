package protocol

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/xeno"
)

type legalRequest struct {
	head
	JSON bool `json:"json"` // add each action's JSON
}

type legalBody struct {
	Decision string       `json:"decision"`
	Actions  []actionInfo `json:"actions"`
}

func (e *Engine) legal(r *legalRequest) (any, *Error) {
	acts, err := describe(e.game, e.game.Legal(), r.JSON)
	if err != nil {
		return nil, err
	}
	return legalBody{Decision: e.game.Pending().Decision.String(), Actions: acts}, nil
}

type applyRequest struct {
	head
	Action   *string `json:"action"`   // in notation (docs/NOTATION.md)
	Position bool    `json:"position"` // add the new position
}

// applyBody is what an action did.
type applyBody struct {
	Action   string      `json:"action"` // in notation, as the engine writes it
	Words    string      `json:"words"`
	Events   []eventInfo `json:"events"`
	Status   status      `json:"status"`
	Position string      `json:"position,omitempty"`
}

func (e *Engine) apply(r *applyRequest) (any, *Error) {
	if r.Action == nil {
		return nil, fail(CodeBadRequest, "apply needs the action in notation: field \"action\"")
	}
	a, err := e.game.ParseAction(*r.Action)
	if err != nil {
		return nil, fail(CodeBadAction, "%v", err)
	}
	return e.play(a, r.Position)
}

// play applies a to the game: what it did, and the new status.
func (e *Engine) play(a invader.Action, withPosition bool) (applyBody, *Error) {
	before := e.game
	next, events, err := before.Apply(a)
	if err != nil {
		return applyBody{}, illegal(err, CodeIllegal)
	}
	evs, ferr := eventInfos(next, events)
	if ferr != nil {
		return applyBody{}, ferr
	}
	words, _ := newSpeaker(before).words(a)
	out := applyBody{Action: before.FormatAction(a), Words: words, Events: evs, Status: statusOf(next)}
	if withPosition {
		out.Position = next.Position()
	}
	e.game = next
	return out, nil
}

type viewRequest struct {
	head
	Seat *int `json:"seat"` // a player, from 0; -1 or none: a spectator
	JSON bool `json:"json"` // add the View's JSON
}

// viewBody is the game as a seat sees it.
type viewBody struct {
	Seat     int             `json:"seat"`
	Yours    bool            `json:"yours"`   // this seat takes the decision pending
	Actions  []actionInfo    `json:"actions"` // its choices, when yours
	Status   status          `json:"status"`  // the View's: its hash is not the game's
	Position string          `json:"position"`
	State    json.RawMessage `json:"state,omitempty"` // the View's JSON, when asked
}

func (e *Engine) view(r *viewRequest) (any, *Error) {
	seat := -1
	if r.Seat != nil {
		seat = *r.Seat
	}
	if seat < -1 || seat >= e.game.NumPlayers() {
		return nil, fail(CodeBadRequest, "seat %d: want -1 (a spectator) or a player from 0 to %d", seat, e.game.NumPlayers()-1)
	}
	v := e.game.View()
	out := viewBody{Seat: seat, Yours: yours(v, seat), Actions: []actionInfo{}, Status: statusOf(v), Position: v.Position()}
	if out.Yours {
		acts, err := describe(v, own(v, seat), false)
		if err != nil {
			return nil, err
		}
		out.Actions = acts
	}
	if r.JSON {
		data, err := v.MarshalJSON()
		if err != nil {
			return nil, fail(CodeInternal, "the view does not encode: %v", err)
		}
		out.State = data
	}
	return out, nil
}

// yours reports whether seat takes the decision pending at v: its
// player's, or a chance outcome, which anyone at a real table enters
// (as in the server and examples/web).
func yours(v invader.State, seat int) bool {
	p := v.Pending()
	if seat < 0 || v.IsOver() {
		return false
	}
	return p.Player == seat || p.Decision == invader.ChanceDecision
}

// own is the legal actions seat may take: all but the free Discards of
// other players' Survivors (the server's rule: each seat discards only
// its own cards).
func own(v invader.State, seat int) []invader.Action {
	var out []invader.Action
	for _, a := range v.Legal() {
		if d, ok := a.(invader.Discard); ok && v.Survivor(d.Survivor).Player != seat {
			continue
		}
		out = append(out, a)
	}
	return out
}

type oddsRequest struct {
	head
	Action *string  `json:"action"` // an Attack in notation; none: every legal Attack
	Plan   []string `json:"plan"`   // Xeno kinds, where the attacker places its hits
}

type oddsBody struct {
	Attacks []attackOdds `json:"attacks"`
}

type attackOdds struct {
	Action   string        `json:"action"`
	Words    string        `json:"words"`
	Outcomes []oddsOutcome `json:"outcomes"`
}

// oddsOutcome is one result of an attack, with its exact probability
// Weight/Total.
type oddsOutcome struct {
	Successes  int         `json:"successes"`
	Misses     int         `json:"misses"`
	Eliminated []kindCount `json:"eliminated"`
	XP         int         `json:"xp"`
	Weight     uint64      `json:"weight"`
	Total      uint64      `json:"total"`
}

type kindCount struct {
	Kind  string `json:"kind"`
	Count int    `json:"count"`
}

func (e *Engine) odds(r *oddsRequest) (any, *Error) {
	plan, err := e.plan(r.Plan)
	if err != nil {
		return nil, err
	}
	var attacks []invader.Attack
	if r.Action != nil {
		a, perr := e.game.ParseAction(*r.Action)
		if perr != nil {
			return nil, fail(CodeBadAction, "%v", perr)
		}
		at, ok := a.(invader.Attack)
		if !ok {
			return nil, fail(CodeBadRequest, "odds are for an Attack (SURVIVOR attack ZONE HAND), not %q", *r.Action)
		}
		attacks = append(attacks, at)
	} else {
		for _, a := range e.game.Legal() {
			if at, ok := a.(invader.Attack); ok {
				attacks = append(attacks, at)
			}
		}
	}
	out := oddsBody{Attacks: []attackOdds{}}
	w := newSpeaker(e.game)
	for _, a := range attacks {
		outs, oerr := e.game.AttackOdds(a, plan...)
		if oerr != nil {
			return nil, illegal(oerr, CodeBadRequest)
		}
		words, _ := w.words(a)
		out.Attacks = append(out.Attacks, attackOdds{Action: e.game.FormatAction(a), Words: words, Outcomes: e.outcomes(outs)})
	}
	return out, nil
}

// plan reads Xeno kinds by name (Worker) or number (k0).
func (e *Engine) plan(names []string) ([]xeno.Kind, *Error) {
	c := e.game.Catalog()
	var out []xeno.Kind
	for i, name := range names {
		if k, ok := c.Lookup(name); ok {
			out = append(out, k)
			continue
		}
		if n, err := strconv.Atoi(strings.TrimPrefix(name, "k")); err == nil && strings.HasPrefix(name, "k") && n >= 0 && n < len(c) {
			out = append(out, xeno.Kind(n))
			continue
		}
		var known []string
		for _, p := range c {
			known = append(known, p.Name)
		}
		return nil, fail(CodeBadRequest, "plan[%d]: no Xeno kind %q (the kinds: %s, or k0 to k%d)", i, name, strings.Join(known, ", "), len(c)-1)
	}
	return out, nil
}

// outcomes writes an attack's odds, the kinds by name.
func (e *Engine) outcomes(outs []combat.Outcome) []oddsOutcome {
	c := e.game.Catalog()
	res := make([]oddsOutcome, 0, len(outs))
	for _, o := range outs {
		el := []kindCount{}
		for k, n := range o.Result.Eliminated {
			if n > 0 {
				name := fmt.Sprintf("k%d", k)
				if k < len(c) {
					name = c[k].Name
				}
				el = append(el, kindCount{Kind: name, Count: int(n)})
			}
		}
		res = append(res, oddsOutcome{Successes: o.Result.Successes, Misses: o.Result.Misses, Eliminated: el, XP: o.Result.XP, Weight: o.Weight, Total: o.Total})
	}
	return res
}

type botRequest struct {
	head
	Name       *string `json:"name"`       // greedy (the default), lookahead, random, search
	Seed       uint64  `json:"seed"`       // for random and search
	Iterations *int    `json:"iterations"` // search's budget per decision
	Apply      bool    `json:"apply"`      // apply the choice too
	Position   bool    `json:"position"`   // with apply: add the new position
}

type botBody struct {
	Bot     string     `json:"bot"`
	Choice  actionInfo `json:"choice"`
	Applied *applyBody `json:"applied,omitempty"`
}

func (e *Engine) bot(r *botRequest) (any, *Error) {
	b, name, err := e.pickBot(r)
	if err != nil {
		return nil, err
	}
	if e.game.IsOver() {
		return nil, fail(CodeGameOver, "the game is over (%s): no bot can choose", e.game.Outcome())
	}
	a := b.Act(e.game)
	if a == nil {
		return nil, fail(CodeInternal, "the %s bot chose nothing", name)
	}
	words, _ := newSpeaker(e.game).words(a)
	out := botBody{Bot: name, Choice: actionInfo{Notation: e.game.FormatAction(a), Words: words}}
	if r.Apply {
		applied, perr := e.play(a, r.Position)
		if perr != nil {
			return nil, perr
		}
		out.Applied = &applied
	}
	return out, nil
}

// pickBot makes the bot a request names. The random bot is seeded with
// the request's seed and the hash of the game's View, so that its
// choices differ from one decision to the next and depend on nothing
// but the request and the game.
func (e *Engine) pickBot(r *botRequest) (bot.Bot, string, *Error) {
	name := "greedy"
	if r.Name != nil {
		name = *r.Name
	}
	if r.Iterations != nil {
		if name != "search" {
			return nil, "", fail(CodeBadBot, "iterations are the search bot's budget, not the %s bot's", name)
		}
		if n := *r.Iterations; n < 1 || n > e.cfg.MaxIterations {
			return nil, "", fail(CodeBadBot, "iterations %d: want 1 to %d", n, e.cfg.MaxIterations)
		}
		name = fmt.Sprintf("search:%d", *r.Iterations)
	}
	if strings.HasPrefix(name, "search:") {
		n, err := strconv.Atoi(strings.TrimPrefix(name, "search:"))
		if err != nil || n < 1 || n > e.cfg.MaxIterations {
			return nil, "", fail(CodeBadBot, "bot %q: want search:N, N from 1 to %d", name, e.cfg.MaxIterations)
		}
	}
	seed := r.Seed
	if name == "random" {
		seed ^= e.game.View().Hash()
	}
	b, err := bot.ByName(name, seed)
	if err != nil {
		return nil, "", fail(CodeBadBot, "%v", err)
	}
	return b, name, nil
}

type chanceBody struct {
	Pending  bool            `json:"pending"`  // a chance outcome is awaited
	Describe string          `json:"describe"` // what it resolves, in words
	Outcomes []chanceOutcome `json:"outcomes"`
}

// chanceOutcome is one outcome: its label, the action that picks it, and
// its exact probability Weight/Total.
type chanceOutcome struct {
	Label  string `json:"label"`
	Action string `json:"action"`
	Weight int    `json:"weight"`
	Total  int    `json:"total"`
}

func (e *Engine) chance(*plainRequest) (any, *Error) {
	out := chanceBody{Describe: e.game.DescribeChance(), Outcomes: []chanceOutcome{}}
	for _, o := range e.game.ChanceOutcomes() {
		out.Outcomes = append(out.Outcomes, chanceOutcome{Label: o.Label, Action: e.game.FormatAction(o.Action), Weight: o.Weight, Total: o.Total})
	}
	out.Pending = len(out.Outcomes) > 0
	return out, nil
}
