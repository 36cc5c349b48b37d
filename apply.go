package invader

import "reflect"

// Apply carries out action a and returns the next State and the events
// that describe what happened, in order. s itself is never modified. If
// the rules do not allow a now, Apply returns s unchanged, no events, and
// an *[IllegalError] wrapping [ErrIllegal].
//
// Apply costs time in proportion to what the action touches, never to the
// length of the game.
func (s State) Apply(a Action) (State, []Event, error) {
	if a != nil && reflect.TypeOf(a).Kind() != reflect.Struct {
		return s, nil, s.illegal(a, NotNow) // a pointer to an action is none
	}
	t := newTx(&s)
	defer t.free()
	p := t.decided()
	if r := t.judgeFor(p).check(a); r != 0 {
		return s, nil, s.illegal(a, r)
	}
	// The active Survivor acts in its Turn: with anything but a Discard,
	// which anyone may make at any time, for free (p.18). Marked before
	// the action, so that an action that ends the Turn leaves the next
	// Turn unmarked.
	if _, free := a.(Discard); p.Decision == ActionDecision && !free {
		t.turn.acted = true
		if _, move := a.(Move); !move {
			t.turn.onward = 0 // any other action ends a Move across Zones
		}
	}
	t.pend = pendingMemo{} // the State changes from here on
	a.apply(t)
	t.settle()
	t.handOut()
	return t.State, t.events(), nil
}

// A judge checks actions against a State whose pending decision is
// worked out once: Apply checks one action, Legal and canAct many
// candidates. Each action's check method says why it is illegal, or 0.
type judge struct {
	*State
	p Pending
}

// newJudge returns a judge of s for its pending decision p (Apply and
// Legal use their tx's, judgeFor, which allocates nothing).
func (s *State) newJudge(p Pending) *judge { return &judge{State: s, p: p} }

// check returns why a is illegal now, or 0.
func (s *judge) check(a Action) Reason {
	switch {
	case s.g == nil:
		return NoSuchThing
	case a == nil:
		return NotNow
	}
	return a.check(s)
}

// actor checks that Survivor i may take an Action now: in a safe zone,
// where a figure may only Move (seed 004, §16), none but a Move.
func (s *judge) actor(i int) Reason {
	if r := s.turnOf(i); r != 0 {
		return r
	}
	if s.g.special.safe && s.isSafe(s.survivors[i].zone) {
		return OnlyMoveHere
	}
	return 0
}

// turnOf checks that Survivor i is the one to act now: all a Move or
// ending the Turn asks, even in a safe zone.
func (s *judge) turnOf(i int) Reason {
	switch {
	case s.p.Decision == NoDecision:
		return GameOver
	case i < 0 || i >= len(s.survivors):
		return NoSuchThing
	case s.p.Decision != ActionDecision:
		return NotNow
	case s.p.Survivor != i:
		return NotYours
	}
	return 0
}
