package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/invaderengine/invader"
)

// replay loads match id from the store: its record, then its game played
// again step by step from its Start, each checkpoint of the store checked
// on the way (a replay that no longer gives the State stored is an error:
// the engine changed under the match).
func (s *Server) replay(ctx context.Context, id string) (*live, error) {
	rec, err := s.store.Match(ctx, id)
	if err != nil {
		return nil, err
	}
	g, err := startGame(rec.Start, s.langs...)
	if err != nil {
		return nil, fmt.Errorf("match %s: %w", id, err)
	}
	l := newLive(s, rec, g)
	check, err := s.store.Checkpoint(ctx, id, rec.Steps)
	switch {
	case errors.Is(err, ErrNotFound):
		check = Checkpoint{Index: -1}
	case err != nil:
		return nil, err
	}
	const page = 1000
	for from := 1; from < rec.Steps; from += page {
		steps, err := s.store.Steps(ctx, id, from, page)
		if err != nil {
			return nil, err
		}
		for _, st := range steps {
			if err := l.replayStep(st, check); err != nil {
				return nil, fmt.Errorf("match %s: %w", id, err)
			}
		}
	}
	return l, nil
}

// replayStep plays a stored step again, keeping the checkpoints as play
// did and checking the stored one.
func (l *live) replayStep(st Step, check Checkpoint) error {
	if _, err := l.g.play(st); err != nil {
		return fmt.Errorf("step %d (%q): %w", st.Index, st.Action, err)
	}
	if st.Client != "" {
		l.recent[st.Index%len(l.recent)] = clientStep{st.Seat, st.Client, st.Index}
	}
	if st.Index == check.Index {
		var want invader.State
		if err := want.UnmarshalJSON(check.State); err != nil {
			return fmt.Errorf("the checkpoint at step %d: %w", st.Index, err)
		}
		if !want.Equal(l.g.state) {
			return fmt.Errorf("step %d no longer gives the State stored at it: the rules changed under the match", st.Index)
		}
	}
	last := 0
	if n := len(l.checks); n > 0 {
		last = l.checks[n-1].index
	}
	if l.g.index-last >= checkEvery && l.g.clean() {
		l.checks = append(l.checks, checkpoint{l.g.index, l.g.state})
	}
	return nil
}

// stateAt is the State after step i, played again from the checkpoint
// before it; the caller holds l.mu.
func (l *live) stateAt(i int) (invader.State, error) {
	if i == l.g.index {
		return l.g.state, nil
	}
	g, err := startGame(l.rec.Start)
	if err != nil {
		return invader.State{}, err
	}
	for j := len(l.checks) - 1; j >= 0; j-- {
		if c := l.checks[j]; c.index <= i {
			g.state, g.index = c.state, c.index
			break
		}
	}
	for j := g.index + 1; j <= i; j++ {
		b := l.g.steps[j]
		st := Step{Index: j, Action: b.action, Seat: b.seat, Undo: b.undo, To: b.to}
		if _, err := g.play(st); err != nil {
			return invader.State{}, fmt.Errorf("step %d: %w", j, err)
		}
	}
	return g.state, nil
}

// viewAt answers a spectator's View of step at, for a replay.
func (s *Server) viewAt(w http.ResponseWriter, l *live, at string, lg int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	st, i, err := l.stateAtText(at)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	sh, err := showState(st, i, false)
	if err != nil {
		fail(w, http.StatusInternalServerError, err.Error())
		return
	}
	v := sh.view
	p := v.Pending()
	out := View{
		Match: l.id, Index: i, Seat: -1, Round: v.Round(), Phase: phaseName(v),
		Outcome: v.Outcome().String(), Over: v.IsOver(), Decision: p.Decision.String(), Deciding: nobody,
		Actions: []string{}, State: sh.state, Lang: s.langs[lg].Tag(),
	}
	out.Extra = s.extra(v, -1, lg)
	reply(w, http.StatusOK, out)
}

// stateAtText is the State after the step a request names ("" for the
// last); the caller holds l.mu.
func (l *live) stateAtText(at string) (invader.State, int, error) {
	if at == "" {
		return l.g.state, l.g.index, nil
	}
	i, err := strconv.Atoi(at)
	if err != nil || i < 0 || i > l.g.index {
		return invader.State{}, 0, fmt.Errorf("at: want a step from 0 to %d, not %q", l.g.index, at)
	}
	st, err := l.stateAt(i)
	return st, i, err
}

// position answers the View of the last step (or of ?at=N) in the
// position form (docs/POSITION.md), as text.
func (s *Server) position(w http.ResponseWriter, r *http.Request) {
	l, ok := s.match(w, r)
	if !ok {
		return
	}
	l.mu.Lock()
	st, _, err := l.stateAtText(r.URL.Query().Get("at"))
	l.mu.Unlock()
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write([]byte(st.View().Position()))
}

// A StepsPage is a page of a match's log, and the index of the next page
// (omitted after the last).
type StepsPage struct {
	Steps []StepMessage `json:"steps"`
	Next  *int          `json:"next,omitempty"`
}

// steps answers a page of the log: ?from=N (0 by default) and ?limit=N
// (Limits.Page at most, and by default).
func (s *Server) steps(w http.ResponseWriter, r *http.Request) {
	l, ok := s.match(w, r)
	if !ok {
		return
	}
	lg, ok := s.languageOf(w, r)
	if !ok {
		return
	}
	from, limit := 0, s.limits.Page
	q := r.URL.Query()
	for name, p := range map[string]*int{"from": &from, "limit": &limit} {
		if v := q.Get(name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				fail(w, http.StatusBadRequest, fmt.Sprintf("%s: want a number from 0, not %q", name, v))
				return
			}
			*p = n
		}
	}
	limit = min(limit, s.limits.Page)
	l.mu.Lock()
	defer l.mu.Unlock()
	page := StepsPage{Steps: []StepMessage{}}
	end := min(l.g.index+1, from+limit)
	for i := from; i < end; i++ {
		page.Steps = append(page.Steps, l.stepMessage(i, lg))
	}
	if end <= l.g.index {
		page.Next = &end
	}
	reply(w, http.StatusOK, page)
}
