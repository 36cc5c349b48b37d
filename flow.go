package invader

import (
	"fmt"

	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// A Decision is the kind of choice a State waits for.
type Decision uint8

const (
	NoDecision         Decision = iota // the game is over
	ActivationDecision                 // a player picks which Survivor takes its Turn next
	ActionDecision                     // the active Survivor picks an Action
	SkillDecision                      // a Survivor picks its Orange or Red Skill
	ChanceDecision                     // the caller supplies a chance outcome
	WoundDecision                      // the players pick who takes a Xeno's attack
	SplitDecision                      // the players pick where the odd Xenos of a split go
	KeepDecision                       // a Survivor places the card it drew
	ReorganizeDecision                 // a Survivor reorganizes its inventory (and trades)
	RerollDecision                     // a Survivor decides whether to re-roll its dice
	SoakDecision                       // a Survivor discards cards to cancel Damage, or takes the wound
	TargetDecision                     // an attacker picks the Xeno its next hit eliminates
	BraceDecision                      // a Survivor a wound would eliminate may first discard cards that heal it (p.18), or takes the wound
	StartingDecision                   // at setup, the players choose the card the 8th, 10th... Survivor adds to the Starting Equipment (seed 004, §15)
)

var decisionNames = [...]string{"none", "activation", "action", "skill", "chance", "wound", "split", "keep", "reorganize", "reroll", "soak", "target", "brace", "starting"}

func (d Decision) String() string {
	if d <= StartingDecision {
		return decisionNames[d]
	}
	return "Decision(?)"
}

// Pending says who must decide what now. Player and Survivor are -1 when
// they do not apply (a chance outcome belongs to no player).
type Pending struct {
	Decision Decision
	Player   int
	Survivor int
}

// Pending reports the decision the game waits for.
func (s State) Pending() Pending { return s.decided() }

func (s *State) pending() Pending {
	switch {
	case s.over() || s.g == nil: // the zero State is no game
		return Pending{NoDecision, -1, -1}
	case s.chance.kind != noChance:
		return Pending{ChanceDecision, -1, -1}
	case s.wait.kind == waitWound || s.wait.kind == waitFriendly:
		return Pending{WoundDecision, s.first, -1}
	case s.wait.kind == waitSplit:
		return Pending{SplitDecision, s.first, -1}
	case s.wait.kind == waitSoak:
		who, _, _ := s.soaking()
		return Pending{SoakDecision, who % s.g.players, who}
	case s.wait.kind == waitBrace || s.wait.kind == waitBraceFF:
		who := int(s.wait.soaker)
		return Pending{BraceDecision, who % s.g.players, who}
	case s.phase == Setup && s.choosing() >= 0:
		who := chooser(s.choosing())
		return Pending{StartingDecision, who % s.g.players, who}
	}
	if s.f().asking {
		return Pending{RerollDecision, s.f().a.Survivor % s.g.players, s.f().a.Survivor}
	}
	if s.f().placing {
		return Pending{TargetDecision, s.f().a.Survivor % s.g.players, s.f().a.Survivor}
	}
	if _, who := s.drawnBy(); who >= 0 {
		return Pending{KeepDecision, who % s.g.players, who}
	}
	if a, _, ok := s.reorganizing(); ok {
		return Pending{ReorganizeDecision, a % s.g.players, a}
	}
	if i := s.skillPending(); i >= 0 {
		return Pending{SkillDecision, i % s.g.players, i}
	}
	if s.turn.active >= 0 {
		return Pending{ActionDecision, s.turn.active % s.g.players, s.turn.active}
	}
	return Pending{ActivationDecision, s.turn.player, -1}
}

// skillPending returns the first Survivor owed an Orange or Red Skill
// choice, or -1.
func (s *State) skillPending() int {
	orange := survivor.Orange.Threshold()
	for i := range s.survivors {
		// owedLevel's cases, most Survivors ruled out at once: nothing
		// owed, and Orange not reached (Red comes after it).
		if sv := &s.survivors[i]; sv.owed == [2]uint8{} && !sv.ultra && int(sv.xp) < orange {
			continue
		}
		if _, ok := s.owedLevel(i); ok {
			return i
		}
	}
	return -1
}

// owedLevel returns the level whose Skill Survivor i must still choose:
// its card's Orange and Red choices, then the picks Ultrared owes.
func (s *State) owedLevel(i int) (survivor.Level, bool) {
	sv := &s.survivors[i]
	// reached(l) is s.level(i) >= l without the search of LevelOf:
	// pending asks this of every Survivor after every action.
	reached := func(l survivor.Level) bool { return sv.ultra || int(sv.xp) >= l.Threshold() }
	switch {
	case sv.orange < 0 && reached(survivor.Orange): // the field first: the level costs more
		return survivor.Orange, true
	case sv.red < 0 && reached(survivor.Red):
		return survivor.Red, true
	case sv.owed[0] > 0:
		return survivor.Orange, true
	case sv.owed[1] > 0:
		return survivor.Red, true
	}
	return 0, false
}

// beginRound starts a Game Round with the Players' Phase (p.10).
func (t *tx) beginRound() {
	t.round++
	t.phase = PlayersPhase
	t.emit(RoundStarted{Round: t.round})
	t.emit(PhaseStarted{Phase: PlayersPhase})
	for i := range t.survivors {
		if t.survivors[i].activated {
			t.surv(i).activated = false
		}
	}
	t.turn = turn{player: t.first, active: -1}
	t.nextActivation()
}

// nextActivation hands the Players' Phase on (p.10): the current player activates
// another of their Survivors (at once if only one is left), or the next
// player in seating order takes over, or the Xenos' Phase begins when every
// player is done.
func (t *tx) nextActivation() {
	for {
		first, ready := t.ready(t.turn.player)
		switch {
		case ready == 1 && !t.tacticianWaiting(first):
			t.activate(first)
			return
		case ready == 1:
			return // another player's Tactician may go first: a choice
		case ready > 1:
			return // the player chooses: ActivationDecision
		}
		t.turn.player = (t.turn.player + 1) % t.g.players
		if t.turn.player == t.first {
			t.xenosPhase()
			return
		}
	}
}

// ready counts player p's Survivors who have yet to take their Turn, and
// returns the first of them (-1 for none).
func (s *State) ready(p int) (first, n int) {
	first = -1
	for _, i := range s.g.seats[p] {
		if sv := &s.survivors[i]; !sv.activated && !sv.off() {
			if n++; first < 0 {
				first = i
			}
		}
	}
	return first, n
}

// noneReady reports whether every Survivor of player p took its Turn.
func (s *State) noneReady(p int) bool {
	_, n := s.ready(p)
	return n == 0
}

// activate starts Survivor i's Turn: 3 Actions, +1 for each "+1 Action"
// Skill (Yellow level, p.17), and one free Action per "+1 free [Action]
// Action" Skill.
func (t *tx) activate(i int) {
	t.surv(i).activated = true
	t.turn = turn{player: t.turn.player, active: i, actions: 3 + int(t.survivors[i].bonus)}
	if t.survivors[i].bonus > 0 {
		t.surv(i).bonus = 0 // Born leader's gift, for this Turn only
	}
	all, n := t.skillSet(i)
	for _, sk := range all[:n] {
		t.grant(sk)
	}
	t.emit(t.g.boxed.activatedEvent(SurvivorActivated{Survivor: i, Actions: t.turn.actions}))
}

// grant gives the active Survivor what a Skill adds to its Turn.
func (t *tx) grant(sk survivor.Skill) {
	switch sk.Kind {
	case survivor.PlusOneAction:
		t.turn.actions++
	case survivor.FreeAction:
		t.turn.free[sk.Action]++
	}
}

// endTurn ends the active Survivor's Turn.
func (t *tx) endTurn() {
	t.pushBack(t.turn.active) // out of a safe zone (seed 004, §16)
	t.emit(TurnEnded{Survivor: t.turn.active})
	t.escape()
	t.turn.active = -1
	if t.checkGoals(); t.over() {
		return
	}
	t.nextActivation()
}

// settle runs after every action: it checks the mission's Goals, then ends
// the active Survivor's Turn once it has acted and has nothing left to do
// (p.24; docs/RULINGS.md).
// A Turn never ends by itself before the Survivor's first action: a
// Survivor activated with nothing to do ends it with EndTurn, so rounds
// never run on by themselves when nobody can act.
func (t *tx) settle() {
	if t.checkGoals(); t.over() || t.chance.kind != noChance || t.skillPending() >= 0 {
		return
	}
	xenos := t.phase == XenosPhase || len(t.queue) > 0
	if xenos {
		if t.runXenos(); t.phase == XenosPhase || len(t.queue) > 0 || t.over() || t.chance.kind != noChance {
			return // a card drawn for a cell waits for its outcome (seed 004, §16)
		}
	}
	if _, who := t.drawnBy(); who >= 0 {
		return // waiting for Keep
	}
	if _, _, ok := t.reorganizing(); ok || t.f().on {
		return
	}
	if t.turn.active >= 0 && t.turn.acted {
		if p := t.settled(xenos); !t.canAct(p) {
			t.endTurn()
		} else {
			t.after = memo(p) // the Turn goes on: what Apply hands out waits for p
		}
	}
}

// settled returns the decision pending where settle asks canAct: the
// active Survivor's Action, as pending() finds it once the cases settle
// ruled out before are out (the game over, chance, a Skill owed, a card
// drawn, a Reorganize, a fight). A Xenos' Phase just run, a wound or a
// split awaited go the whole way through pending(); TestSettledIsPending
// holds the two equal over random games.
func (t *tx) settled(xenos bool) Pending {
	if xenos || t.wait.kind != noWait {
		return t.pending()
	}
	p := Pending{ActionDecision, t.turn.active % t.g.players, t.turn.active}
	if checkSettled && p != t.pending() {
		panic(fmt.Sprintf("settled: %v, pending: %v", p, t.pending()))
	}
	return p
}

// checkSettled makes settled check itself against pending (tests only).
var checkSettled = false

// canAct reports whether the active Survivor can do anything but end its
// Turn, p being the decision pending. With an Action left and a Noise
// token in the box it always can (Make Noise); otherwise every candidate
// action is checked.
func (t *tx) canAct(p Pending) bool {
	s := &t.State
	j := t.judgeFor(p)
	if s.turn.actions > 0 && (MakeNoise{Survivor: s.turn.active}).check(j) == 0 {
		return true
	}
	t.scratch = s.appendSurvivorCandidates(t.scratch[:0], s.turn.active)
	for _, a := range t.scratch {
		switch a.(type) {
		case EndTurn, Discard: // free discards keep no Turn open
			continue
		}
		if j.check(a) == 0 {
			return true
		}
	}
	return false
}

// endPhase removes every Noise token and passes the First Player token to
// the left (p.10, p.17), then starts the next round.
func (t *tx) endPhase() {
	t.phase = EndPhase
	t.emit(PhaseStarted{Phase: EndPhase})
	for z, n := range t.noise {
		if n > 0 {
			t.noiseMut()[z] = 0
			t.emit(t.g.boxed.noiseRemovedEvent(NoiseRemoved{Zone: zone.ID(z), Count: int(n)}))
		}
	}
	t.clearTokens()
	t.regenerate()
	if t.g.players > 1 {
		t.first = (t.first + 1) % t.g.players
		t.emit(FirstPlayerPassed{Player: t.first})
	}
	t.beginRound()
}

// checkGoals marks the mission's Goals done, in order, and wins the game
// when the last one is.
func (t *tx) checkGoals() {
	if t.over() {
		return
	}
	goals := t.g.mission.Goals
	for t.goals < len(goals) && t.goalDone(goals[t.goals]) {
		t.emit(GoalDone{Goal: t.goals})
		t.goals++
	}
	if t.goals == len(goals) && !t.over() {
		t.outcome = Outcome{Result: Won}
		t.emit(GameWon{})
	}
}

func (s *State) goalDone(g mission.Goal) bool {
	switch g.Kind {
	case mission.TakeAllObjectives, mission.TakeColorObjectives:
		for i, o := range s.g.objectives {
			if s.board.HasObjective(i) && g.NeedsObjective(o.Color) {
				return false
			}
		}
		return true
	case mission.ReachExit:
		for _, sv := range s.survivors {
			if !sv.off() && !s.canEscape(sv.zone) {
				return false
			}
		}
		return true
	case mission.EscapeExit:
		for _, sv := range s.survivors {
			if !sv.escaped && !sv.dead {
				return false
			}
		}
		return true
	}
	return false
}

// canEscape reports whether zone z is an Exit Zone free of Xenos.
func (s *State) canEscape(z zone.ID) bool {
	return s.g.m.Features(s.board, z).Has(zone.Exit) && s.xenos[z].Total() == 0
}

// escape takes the active Survivor off the board at the end of its Turn
// when it stands in an Exit Zone free of Xenos and the mission's current
// Goal is to escape (mission.EscapeExit; M11: "a Survivor may escape
// through the Exit Zone at the end of its Turn if no Xeno is there").
// The escape is automatic: see docs/RULINGS.md.
func (t *tx) escape() {
	i, goals := t.turn.active, t.g.mission.Goals
	if t.goals >= len(goals) || goals[t.goals].Kind != mission.EscapeExit || !t.canEscape(t.survivors[i].zone) {
		return
	}
	t.surv(i).escaped = true
	t.emit(SurvivorEscaped{Survivor: i, Zone: t.survivors[i].zone})
}

// regenerate restores every Armor point of the Survivors with
// Regeneration, at the end of the round (pp.52-55).
func (t *tx) regenerate() {
	for i, sv := range t.survivors {
		full := t.g.cards[i].Class.Armor()
		if !sv.off() && int(sv.armor) < full && t.has(i, survivor.Regeneration) {
			t.surv(i).armor = int8(full)
			t.emit(SurvivorHealed{Survivor: i, Armor: full})
		}
	}
}

// tacticianWaiting reports whether a Survivor other than i, with
// Tactician, has yet to take its Turn this round: it could go now.
func (s *State) tacticianWaiting(i int) bool {
	for j, sv := range s.survivors {
		if j != i && !sv.activated && !sv.off() && s.has(j, survivor.Tactician) {
			return true
		}
	}
	return false
}
