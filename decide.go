package invader

import (
	"slices"

	"github.com/invaderengine/invader/survivor"
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
		if !t.braceFire(a.Survivor) {
			t.friendlyHit(a.Survivor)
			t.friendlyFire()
		}
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

// TakeWound ends an "Is that all you've got?" decision (a SoakDecision):
// the Survivor takes the Damage it did not cancel; or a BraceDecision:
// the Survivor takes the wound it did not heal against.
type TakeWound struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[TakeWound]("{survivor} takes")

func (a TakeWound) String() string { return notation(a) }

func (a TakeWound) check(s *judge) Reason {
	switch {
	case s.over():
		return GameOver
	case s.wait.kind != waitSoak && s.wait.kind != waitBrace && s.wait.kind != waitBraceFF:
		return NotNow
	case a.Survivor != int(s.wait.soaker):
		return NotYours
	}
	return 0
}

func (TakeWound) apply(t *tx) {
	if t.wait.kind != waitSoak {
		t.takeBraced()
		return
	}
	who, dmg, _ := t.soaking()
	st := t.frontStep()
	k, z := xeno.Kind(st.sub), st.zone
	t.endSoak()
	t.woundBy(who, k, z, dmg)
}

// Cards may be discarded at any time, for free (p.18), and an M.R.E.
// discarded heals: so a Survivor a wound would eliminate may first discard
// cards that heal it. The game waits for its player then (a
// BraceDecision), and only then: before a wound the Survivor survives, a
// heal restores what it would restore after it (or less, at full Armor),
// and before a wound that eliminates it whatever it discards it changes
// nothing. A Survivor alone in its Zone takes every wound with no other
// decision between them (docs/RULINGS.md, "Discarding before a wound").

// braces reports whether a wound of dmg Damage about to land on Survivor i
// waits for a BraceDecision: after Tough (for a Xeno's attack) and its
// Body armour, it would eliminate i, and the cards i may discard heal it
// enough to survive.
func (s *State) braces(i, dmg int, xenoAttack bool) bool {
	armor := int(s.survivors[i].armor)
	if dmg < armor {
		return false // survived whatever is discarded: most wounds, at once
	}
	if xenoAttack && dmg > 0 && s.tough&(1<<i) == 0 && s.has(i, survivor.Tough) {
		dmg--
	}
	dmg -= s.bodySoak(i)
	return dmg >= armor && min(s.g.cards[i].Class.Armor(), armor+s.healing(i)) > dmg
}

// bodySoak is the Damage Survivor i's Body armour ignores of each hit
// (Ablative Armor, p.18).
func (s *State) bodySoak(i int) int {
	soak := 0
	for slot := Body1; slot <= Body2; slot++ {
		if id := s.itemAt(i, slot); id >= 0 {
			soak += s.g.items[id].Soak
		}
	}
	return soak
}

// healing is the Armor that discarding every card Survivor i may discard
// now would restore (an M.R.E.'s, p.18), before its Armor's cap.
func (s *State) healing(i int) int {
	heal := 0
	for slot := range NumSlots {
		if id := s.itemAt(i, slot); id >= 0 && !s.inFight(id) {
			heal += s.g.items[id].Heal
		}
	}
	for _, id := range s.g.attachable {
		if s.items[id].place == Attached && s.reachable(int(id), i) && !s.inFight(int(id)) {
			heal += s.g.items[id].Heal
		}
	}
	return heal
}

// braceFire makes the game wait before a Friendly Fire miss lands on
// Survivor i, when braces says so; it reports whether it does.
func (t *tx) braceFire(i int) bool {
	dmg, _ := t.fightHit()
	if !t.braces(i, dmg, false) {
		return false
	}
	t.wait = waiting{kind: waitBraceFF, soaker: int8(i)}
	return true
}

// stillBraced reports whether the wound the game waits to land (a
// BraceDecision) still waits: a Discard may have healed its Survivor
// enough, or thrown away what could.
func (s *State) stillBraced() bool {
	who := int(s.wait.soaker)
	if s.wait.kind == waitBraceFF {
		dmg, _ := s.fightHit()
		return s.braces(who, dmg, false)
	}
	k := int(s.queue[0].sub)
	return k < len(s.g.kinds) && s.braces(who, s.g.kinds[k].Damage, true)
}

// takeBraced lands the wound the game waited to land, and goes on with
// the Friendly Fire's misses; the Xenos' attacks go on in settle.
func (t *tx) takeBraced() {
	who, fire := int(t.wait.soaker), t.wait.kind == waitBraceFF
	t.wait = waiting{}
	if fire {
		t.friendlyHit(who)
		t.friendlyFire()
		return
	}
	st := t.frontStep()
	st.left--
	t.wound(who, xeno.Kind(st.sub), st.zone)
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
	case waitSoak, waitBrace, waitBraceFF:
		out = append(out, TakeWound{Survivor: int(s.wait.soaker)}) // or Discard, listed with every Survivor's
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
