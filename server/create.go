package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

// A CreateRequest starts a match: from a built-in mission (Mission), a
// mission's text form (MissionText) or JSON (MissionJSON), or a saved
// game (Save, a State's JSON); with the rule options (Rules, as
// invader.Rules' JSON: the seed is the server's own unless given); a
// person ("") or a bot's name for each seat (one per player: Rules'
// "players", else the mission's); the bot that stands in for an away
// person ("none" for no bot; "greedy" by default) and after how long
// ("90s"; Limits.IdleAfter by default). Table says the players roll the
// dice and draw the cards of a real table and enter them. The creator
// may take a seat at once: Take, with Name.
type CreateRequest struct {
	Mission     string          `json:"mission,omitempty"`
	MissionText string          `json:"missionText,omitempty"`
	MissionJSON json.RawMessage `json:"missionJSON,omitempty"`
	Save        json.RawMessage `json:"save,omitempty"`
	Rules       json.RawMessage `json:"rules,omitempty"`
	Seats       []string        `json:"seats,omitempty"`
	IdleBot     string          `json:"idleBot,omitempty"`
	IdleAfter   string          `json:"idleAfter,omitempty"`
	Table       bool            `json:"table,omitempty"`
	Take        *int            `json:"take,omitempty"`
	Name        string          `json:"name,omitempty"`
}

// A Created answers a new match: its description, and the seat the
// creator took with its credential (shown once).
type Created struct {
	Match      MatchInfo `json:"match"`
	Seat       *int      `json:"seat,omitempty"`
	Credential string    `json:"credential,omitempty"`
}

// create starts a match: POST /api/matches.
func (s *Server) create(w http.ResponseWriter, r *http.Request) {
	var req CreateRequest
	if !readJSON(w, r, &req) {
		return
	}
	start, err := req.start()
	if err != nil {
		badStart(w, err)
		return
	}
	s.open(w, r, req, start, nil)
}

// badStart answers a request whose mission, save or options are wrong,
// with a mission text's line and column apart.
func badStart(w http.ResponseWriter, err error) {
	body := apiError{Error: err.Error()}
	var pe *mission.ParseError
	if errors.As(err, &pe) {
		body.Line, body.Col = pe.Line, pe.Column
	}
	reply(w, http.StatusBadRequest, body)
}

// start makes the Start of the request's match.
func (req CreateRequest) start() (Start, error) {
	given := 0
	for _, set := range []bool{req.Mission != "", req.MissionText != "", len(req.MissionJSON) > 0, len(req.Save) > 0} {
		if set {
			given++
		}
	}
	if given != 1 {
		return Start{}, errors.New("want exactly one of mission, missionText, missionJSON and save")
	}
	if len(req.Save) > 0 {
		if len(req.Rules) > 0 {
			return Start{}, errors.New("a saved game keeps its own rule options: send no rules")
		}
		return Start{State: bytes.Clone(req.Save), Table: req.Table}, nil
	}
	rules, err := req.rules()
	if err != nil {
		return Start{}, err
	}
	mj, err := req.missionJSON()
	if err != nil {
		return Start{}, err
	}
	rj, _ := json.Marshal(rules)
	return Start{Mission: mj, Rules: rj, Table: req.Table}, nil
}

// missionJSON reads the request's mission and writes it as JSON: a
// built-in mission's JSON made once.
func (req CreateRequest) missionJSON() ([]byte, error) {
	if req.Mission != "" {
		if b, ok := builtins.Load(req.Mission); ok {
			return b.([]byte), nil
		}
	}
	m, err := req.mission()
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("the mission: %w", err)
	}
	if req.Mission != "" {
		builtins.Store(req.Mission, b)
	}
	return b, nil
}

// builtins keeps the JSON of the built-in missions asked for, by ID
// (never changed once made: a Start shares it read-only).
var builtins sync.Map

// mission reads the request's mission.
func (req CreateRequest) mission() (mission.Mission, error) {
	switch {
	case req.Mission != "":
		return mission.Builtin(req.Mission)
	case req.MissionText != "":
		m, err := mission.Parse(req.MissionText)
		if err != nil {
			return m, fmt.Errorf("the mission text: %w", err)
		}
		return m, nil
	}
	var m mission.Mission
	if err := json.Unmarshal(req.MissionJSON, &m); err != nil {
		return m, fmt.Errorf("the mission JSON: %w", err)
	}
	return m, nil
}

// rules reads the request's rule options: a seed of the server's unless
// one is given, ExternalChance at a real table.
func (req CreateRequest) rules() (invader.Rules, error) {
	var r invader.Rules
	var fields map[string]json.RawMessage
	if len(req.Rules) > 0 {
		d := json.NewDecoder(bytes.NewReader(req.Rules))
		d.DisallowUnknownFields()
		if err := d.Decode(&r); err != nil {
			return r, fmt.Errorf("the rule options: %w", err)
		}
		_ = json.Unmarshal(req.Rules, &fields)
	}
	if _, ok := fields["seed"]; !ok {
		var b [8]byte
		_, _ = rand.Read(b[:])
		r.Seed = binary.LittleEndian.Uint64(b[:])
	}
	if req.Table {
		r.ExternalChance = true
	}
	return r, nil
}

// seats makes the seats of a match of game g from the request.
func (req CreateRequest) seats(g *game) ([]Seat, error) {
	s := g.state
	n := s.NumPlayers()
	if len(req.Seats) > n {
		return nil, fmt.Errorf("seats: the game has %d players, not %d", n, len(req.Seats))
	}
	seats := make([]Seat, n)
	for i := range s.NumSurvivors() {
		sv := s.Survivor(i)
		seats[sv.Player].Survivors = append(seats[sv.Player].Survivors, sv.Card.Name)
	}
	for i, name := range req.Seats {
		if name == "" || name == "person" {
			continue
		}
		if _, err := bot.ByName(name, 0); err != nil {
			return nil, fmt.Errorf("seat %d: %w", i, err)
		}
		seats[i].Bot = name
	}
	return seats, nil
}

// idle reads who stands in for an away person, and after how long.
func (req CreateRequest) idle(def time.Duration) (string, time.Duration, error) {
	name := req.IdleBot
	switch name {
	case "":
		name = "greedy"
	case "none":
		return "", 0, nil
	}
	if _, err := bot.ByName(name, 0); err != nil {
		return "", 0, fmt.Errorf("idleBot: %w", err)
	}
	if req.IdleAfter == "" {
		return name, def, nil
	}
	d, err := time.ParseDuration(req.IdleAfter)
	if err != nil || d < 100*time.Millisecond || d > 24*time.Hour {
		return "", 0, fmt.Errorf("idleAfter: want a duration from 100ms to 24h, not %q", req.IdleAfter)
	}
	return name, d, nil
}

// open starts, stores and loads a new match, with the steps of an
// imported record after its setup; the answer says what went wrong.
func (s *Server) open(w http.ResponseWriter, r *http.Request, req CreateRequest, start Start, steps []Step) {
	g, err := startGame(start, s.langs...)
	if err != nil {
		badStart(w, err)
		return
	}
	rec, err := s.newMatch(req, start, g, s.cfg.ClientKey(r))
	if err != nil {
		badStart(w, err)
		return
	}
	l := newLive(s, rec, g)
	for _, st := range steps {
		if err := l.replayStep(st, Checkpoint{Index: -1}); err != nil {
			badStart(w, err)
			return
		}
	}
	if status, err := s.quota(r.Context(), rec.Owner); err != nil {
		failAs(w, status, err)
		return
	}
	if err := s.store0(r.Context(), l, steps); err != nil {
		refuse(w, err)
		return
	}
	s.welcome(w, r, l, req)
}

// newMatch makes the record of a new match.
func (s *Server) newMatch(req CreateRequest, start Start, g *game, owner string) (Match, error) {
	seats, err := req.seats(g)
	if err != nil {
		return Match{}, err
	}
	idleBot, idleAfter, err := req.idle(s.limits.IdleAfter)
	if err != nil {
		return Match{}, err
	}
	if req.Take != nil && (*req.Take < 0 || *req.Take >= len(seats) || seats[*req.Take].Bot != "") {
		return Match{}, fmt.Errorf("take: seat %d is no person's seat of the match", *req.Take)
	}
	now := nowUTC()
	rec := Match{
		ID: rand.Text(), Created: now, Owner: owner, Start: start, Seats: seats,
		IdleBot: idleBot, IdleAfter: idleAfter,
	}
	l := &live{g: g, rec: rec}
	rec.Summary = l.summary(now)
	return rec, nil
}

// quota refuses a new match past the limits of its client and of the
// server.
func (s *Server) quota(ctx context.Context, owner string) (int, error) {
	mine, err := s.store.Count(ctx, Query{Owner: owner, Active: true})
	if err != nil {
		return http.StatusInternalServerError, err
	}
	if mine >= s.limits.MatchesPerClient {
		return http.StatusTooManyRequests, refusedAs(http.StatusTooManyRequests, "tooManyMatches", map[string]int{"matches": mine}, "you have %d matches in progress, the most one client may", mine)
	}
	all, err := s.store.Count(ctx, Query{Active: true})
	if err != nil {
		return http.StatusInternalServerError, err
	}
	if all >= s.limits.Matches {
		return http.StatusServiceUnavailable, refusedAs(http.StatusServiceUnavailable, "serverFull", nil, "the server has all the matches in progress it can take: try later")
	}
	return 0, nil
}

// store0 stores a new match l (its setup, then the steps given, which l
// has played), and makes l a live match of this process: the game it
// played is the one a load would replay from the store.
func (s *Server) store0(ctx context.Context, l *live, steps []Step) error {
	rec := l.rec
	if err := s.store.Create(ctx, rec); err != nil {
		return err
	}
	setup := Step{Index: 0, Seat: -1, By: "setup", Time: rec.Created}
	all := append([]Step{setup}, steps...)
	for _, st := range all {
		sum := rec.Summary
		sum.Steps = st.Index
		if st.Index == len(all)-1 {
			sum = l.summary(rec.Created)
		}
		if err := s.store.Append(ctx, rec.ID, st, sum); err != nil {
			return err
		}
		l.rec.Summary = sum
		l.rec.Summary.Steps = st.Index + 1
	}
	return s.adopt(l)
}

// welcome seats the creator if they asked, and answers with the match.
func (s *Server) welcome(w http.ResponseWriter, r *http.Request, l *live, req CreateRequest) {
	out := Created{}
	if req.Take != nil {
		cred, status, err := l.take(r.Context(), *req.Take, req.Name, "")
		if err != nil {
			failAs(w, status, err)
			return
		}
		out.Seat, out.Credential = req.Take, cred
	}
	l.mu.Lock()
	out.Match = info(l.rec, l)
	l.mu.Unlock()
	reply(w, http.StatusCreated, out)
}
