package invader

import (
	"slices"

	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The players' decisions inside the Xenos' Phase.

// AssignWound picks the Survivor who takes the next Xeno attack when
// several Survivors share the attacked Zone (p.26): the players choose.
type AssignWound struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[AssignWound]("wound {survivor}")

func (a AssignWound) String() string { return notation(a) }

func (a AssignWound) check(s *judge) Reason {
	switch {
	case s.over():
		return GameOver
	case s.wait.kind != waitWound && s.wait.kind != waitFriendly:
		return NotNow
	case !slices.Contains(s.woundable(), a.Survivor):
		return NotAChoice
	}
	return 0
}

func (a AssignWound) apply(t *tx) {
	if t.wait.kind == waitFriendly {
		t.wait = waiting{}
		t.friendlyHit(a.Survivor)
		t.friendlyFire()
		return
	}
	t.wait = waiting{}
	st := t.frontStep()
	if !t.strike(a.Survivor, xeno.Kind(st.sub), st.zone) {
		st.left--
	}
}

// woundable lists who may take the wound the game waits to place.
func (s *State) woundable() []int {
	if s.wait.kind == waitFriendly {
		return s.friendlyTargets()
	}
	return s.survivorsIn(s.queue[0].zone)
}

// TakeWound ends an "Is that all you've got?" decision: the Survivor takes
// the Damage it did not cancel.
type TakeWound struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[TakeWound]("{survivor} takes")

func (a TakeWound) String() string { return notation(a) }

func (a TakeWound) check(s *judge) Reason {
	who, _, ok := s.soaking()
	switch {
	case s.over():
		return GameOver
	case !ok:
		return NotNow
	case a.Survivor != who:
		return NotYours
	}
	return 0
}

func (TakeWound) apply(t *tx) {
	who, dmg, _ := t.soaking()
	st := t.frontStep()
	k, z := xeno.Kind(st.sub), st.zone
	t.endSoak()
	t.woundBy(who, k, z, dmg)
}

// soaking returns the Survivor cancelling an attack's Damage, and the
// Damage left.
func (s *State) soaking() (who, dmg int, ok bool) {
	return int(s.wait.soaker), int(s.wait.damage), s.wait.kind == waitSoak
}

// cancelPoint cancels one point of the attack's Damage for a card the
// Survivor discarded; with none left the attack is over.
func (t *tx) cancelPoint() {
	who, dmg, _ := t.soaking()
	t.emit(DamageCancelled{Survivor: who})
	t.wait.damage = uint8(dmg - 1)
	if dmg-1 == 0 {
		t.endSoak()
	}
}

func (t *tx) endSoak() {
	t.wait = waiting{}
	t.frontStep().left--
}

// A SplitGroup describes a group of Xenos that splits between several
// equally good ways (p.26), waiting for the players to place the odd ones.
type SplitGroup struct {
	Zone  zone.ID
	Kind  xeno.Kind
	Count int
	Ways  []zone.Step // in ascending order of zone; SplitXenos.Extra indexes them
}

// SplitWays describes the group waiting for a [SplitXenos] decision.
func (s State) SplitWays() (SplitGroup, bool) { return s.splitWays() }

func (s *State) splitWays() (SplitGroup, bool) {
	if s.wait.kind != waitSplit || s.over() {
		return SplitGroup{}, false
	}
	st := s.queue[0]
	return SplitGroup{Zone: st.zone, Kind: xeno.Kind(st.sub), Count: s.acting(&st), Ways: s.waysFrom(&st)}, true
}

// waysFrom returns the equally good first steps of the Xenos of step st's
// zone: the same as tx.options, with routes to that zone's destinations
// only rather than every zone's (Legal asks this for every SplitXenos
// candidate).
func (s *State) waysFrom(st *xstep) []zone.Step {
	if st.taunt {
		return s.tauntOptions(nil, st, st.zone)
	}
	m := s.g.m
	dests := xeno.AppendDestinations(nil, m, s.board, s.field(), st.zone)
	return xeno.AppendOptions(nil, m.RoutesTo(s.board, s.g.rules.xenoMover, dests...), st.zone, dests)
}

// SplitXenos places the odd Xenos when a group splits between several
// equal ways (p.26): bit i of Extra gives way i one more Xeno. The ways
// are those of [State.SplitWays], in ascending order of zone.
type SplitXenos struct {
	Extra uint64 `json:"extra"`
}

var _ = defAction[SplitXenos]("split {bits Extra}")

func (a SplitXenos) String() string { return notation(a) }

func (a SplitXenos) check(s *judge) Reason {
	g, ok := s.splitWays()
	switch {
	case s.over():
		return GameOver
	case !ok:
		return NotNow
	case !slices.Contains(xeno.Remainders(g.Count, len(g.Ways)), a.Extra):
		return NotAChoice
	}
	return 0
}

func (a SplitXenos) apply(t *tx) {
	st := t.frontStep()
	ways := t.options(st, st.zone) // prepares the step's routes, kept for the rest of it
	n := t.acting(st)
	t.wait = waiting{}
	t.plan(st.zone, xeno.Kind(st.sub), ways, xeno.Split(n, len(ways), a.Extra))
	t.frontStep().sub++
}

// appendDecisionCandidates appends the choices of a decision inside the Xenos'
// Phase.
func (s *State) appendDecisionCandidates(out []Action) []Action {
	switch s.wait.kind {
	case waitSoak:
		who, _, _ := s.soaking()
		out = append(out, TakeWound{Survivor: who}) // or Discard, listed with every Survivor's
	case waitWound, waitFriendly:
		for _, i := range s.woundable() {
			out = append(out, AssignWound{Survivor: i})
		}
	case waitSplit:
		g, _ := s.splitWays()
		for _, set := range xeno.Remainders(g.Count, len(g.Ways)) {
			out = append(out, SplitXenos{Extra: set})
		}
	}
	return out
}
