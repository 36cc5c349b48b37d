package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/invaderengine/invader"
)

// An ActRequest is a person's action, or undo: the index of the last step
// the client saw (a request made at an older step is refused, never
// applied to a later State), the action in notation, and an id of the
// client's choosing, so that a retried request is answered, not applied
// twice.
type ActRequest struct {
	Index  int    `json:"index"`
	Action string `json:"action,omitempty"`
	Client string `json:"client,omitempty"`
}

// An ActResult answers an action or an undo: the step it made and the
// View after it (later steps, of bots or others, come live).
type ActResult struct {
	Index int  `json:"index"`
	View  View `json:"view"`
}

// maxClientID bounds a request's client id.
const maxClientID = 128

// act takes a person's action: POST /api/matches/{id}/actions.
func (s *Server) act(w http.ResponseWriter, r *http.Request) { s.step(w, r, false) }

// undo takes a person's undo: POST /api/matches/{id}/undo.
func (s *Server) undo(w http.ResponseWriter, r *http.Request) { s.step(w, r, true) }

func (s *Server) step(w http.ResponseWriter, r *http.Request, undo bool) {
	l, ok := s.match(w, r)
	if !ok {
		return
	}
	lg, ok := s.languageOf(w, r)
	if !ok {
		return
	}
	var req ActRequest
	if !readJSON(w, r, &req) {
		return
	}
	if len(req.Client) > maxClientID {
		fail(w, http.StatusBadRequest, fmt.Sprintf("client: at most %d bytes", maxClientID))
		return
	}
	res, err := l.request(r.Context(), credential(r), req, undo, lg)
	if err != nil {
		refuse(w, err)
		return
	}
	replyBytes(w, http.StatusOK, spliceState(res, res.View.State))
}

// spliceState marshals v (whose view's State is left out) and puts the
// State's JSON, already made, in last: encoding/json would check and
// compact its every byte again.
func spliceState(v ActResult, state json.RawMessage) []byte {
	v.View.State = nil
	b, _ := json.Marshal(v) // ...}} : the view, then the result
	if state == nil {
		return b
	}
	out := make([]byte, 0, len(b)+len(state)+10)
	out = append(out, b[:len(b)-2]...)
	out = append(out, `,"state":`...)
	out = append(out, state...)
	return append(out, "}}"...)
}

// A refusal is a request the match refuses, with its HTTP status, and
// the code and numbers a page words it with (apiError).
type refusal struct {
	status int
	msg    string
	index  *int
	code   string
	args   map[string]int
}

func (e *refusal) Error() string { return e.msg }

func refused(status int, index *int, format string, args ...any) error {
	return &refusal{status: status, msg: fmt.Sprintf(format, args...), index: index}
}

// refusedAs is refused with the refusal's code and numbers.
func refusedAs(status int, code string, nums map[string]int, format string, args ...any) error {
	return &refusal{status: status, msg: fmt.Sprintf(format, args...), code: code, args: nums}
}

// refuse answers a failed request.
func refuse(w http.ResponseWriter, err error) {
	var rf *refusal
	if errors.As(err, &rf) {
		reply(w, rf.status, apiError{Error: rf.msg, Code: rf.code, Args: rf.args, Index: rf.index})
		return
	}
	if errors.Is(err, errClosed) {
		failCode(w, http.StatusServiceUnavailable, "shuttingDown", nil, err.Error())
		return
	}
	fail(w, http.StatusInternalServerError, err.Error())
}

// request carries out a person's action or undo for the seat cred holds,
// and answers with the View in language lg.
func (l *live) request(ctx context.Context, cred string, req ActRequest, undo bool, lg int) (ActResult, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	seat := l.seatFor(ctx, cred)
	if seat < 0 {
		return ActResult{}, refusedAs(http.StatusForbidden, "noCredential", nil, "acting wants a seat's credential (Authorization: Bearer ...)")
	}
	if req.Index > l.g.index { // the client has heard of steps another process stored
		if err := l.catchUp(ctx); err != nil {
			return ActResult{}, err
		}
	}
	if i, ok := l.retried(seat, req.Client); ok {
		return l.result(i, seat, lg)
	}
	if req.Index != l.g.index {
		at := l.g.index
		return ActResult{}, refused(http.StatusConflict, &at, "stale: the match is at step %d, not %d", at, req.Index)
	}
	l.back(seat)
	st := Step{Index: l.g.index + 1, Seat: seat, By: l.rec.Seats[seat].Name, Client: req.Client, Time: nowUTC()}
	if undo {
		mark, ok := l.g.undoable(seat)
		if !ok {
			return ActResult{}, refusedAs(http.StatusConflict, "cannotUndo", nil, "%v: only the last step, if it was yours and rolled no die and drew no card", errUndo)
		}
		st.Undo, st.To = true, mark.to
	}
	var done *applied
	if !undo {
		ap, err := l.judge(seat, req.Action, lg)
		if err != nil {
			return ActResult{}, err
		}
		st.Action, done = req.Action, &ap
	}
	defer l.forgetShown()
	if err := l.commit(ctx, st, done); errors.Is(err, ErrConflict) {
		// Another process stored a step first, which the match has read:
		// this request came second.
		if i, ok := l.retried(seat, req.Client); ok {
			return l.result(i, seat, lg)
		}
		at := l.g.index
		return ActResult{}, refused(http.StatusConflict, &at, "stale: the match is at step %d, not %d", at, req.Index)
	} else if err != nil {
		return ActResult{}, err
	}
	return l.result(st.Index, seat, lg)
}

// judge refuses an action seat may not take now, saying why (the
// engine's error in language lg), and returns it applied when seat may.
func (l *live) judge(seat int, text string, lg int) (applied, error) {
	if !l.mayAct(seat) {
		return applied{}, refusedAs(http.StatusForbidden, "notYourDecision", nil, "not your decision: %s", l.waitingFor())
	}
	s := l.g.state
	a, err := s.ParseAction(text)
	if err == nil && !ownAction(s, seat, a) {
		return applied{}, refusedAs(http.StatusForbidden, "notYourSurvivor", nil, "not your Survivor: each seat discards only its own Survivors' cards")
	}
	var ap applied
	if err == nil {
		ap.action = a
		ap.next, ap.events, err = s.Apply(a)
	}
	if err != nil {
		status := http.StatusUnprocessableEntity
		if errors.Is(err, invader.ErrIllegal) {
			status = http.StatusConflict
		}
		return applied{}, refused(status, nil, "%s", l.srv.langs[lg].Error(err))
	}
	return ap, nil
}

// waitingFor says who the match waits for, in words.
func (l *live) waitingFor() string {
	switch w := l.whose(); w {
	case nobody:
		return "the match is over"
	case dice:
		return "the server rolls the dice"
	case anyone:
		return "the dice of the table"
	default:
		if b := l.rec.Seats[w].Bot; b != "" {
			return fmt.Sprintf("seat %d's bot (%s) decides", w, b)
		}
		return fmt.Sprintf("seat %d decides", w)
	}
}

// result answers a request that made step index, with seat's View now in
// language lg.
func (l *live) result(index, seat, lg int) (ActResult, error) {
	sh, err := l.show()
	if err != nil {
		return ActResult{}, err
	}
	return ActResult{Index: index, View: l.viewFor(sh, seat, lg)}, nil
}
