package invader

import "github.com/invaderengine/invader/survivor"

// Activate starts the Turn of one of the player's Survivors (p.10): each
// player activates their Survivors one at a time, in the order they like.
type Activate struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[Activate]("activate {survivor}")

func (a Activate) String() string { return notation(a) }

func (a Activate) check(s *judge) Reason {
	switch p := s.p; {
	case s.over():
		return GameOver
	case a.Survivor < 0 || a.Survivor >= len(s.survivors):
		return NoSuchThing
	case p.Decision != ActivationDecision:
		return NotNow
	case a.Survivor%s.g.players != p.Player && !s.has(a.Survivor, survivor.Tactician) || s.survivors[a.Survivor].off():
		return NotYours // a Tactician may take its Turn at any point of the Players' Phase
	case s.survivors[a.Survivor].activated:
		return AlreadyActivated
	}
	return 0
}

func (a Activate) apply(t *tx) { t.activate(a.Survivor) }

// EndTurn ends the Survivor's Turn: "Do Nothing" (p.24). Unused Actions
// are lost.
type EndTurn struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[EndTurn]("{survivor} end")

func (a EndTurn) String() string { return notation(a) }

func (a EndTurn) check(s *judge) Reason { return s.turnOf(a.Survivor) }

func (EndTurn) apply(t *tx) { t.endTurn() }

// ChooseSkill picks the Skill a Survivor gains on reaching the Orange or
// Red Danger Level (p.17).
type ChooseSkill struct {
	Survivor int            `json:"survivor"`
	Skill    survivor.Skill `json:"skill"`
}

var _ = defAction[ChooseSkill]("{survivor} skill {skill}")

func (a ChooseSkill) String() string { return notation(a) }

func (a ChooseSkill) check(s *judge) Reason {
	switch p := s.p; {
	case s.over():
		return GameOver
	case p.Decision != SkillDecision:
		return NotNow
	case p.Survivor != a.Survivor:
		return NotYours
	}
	if skillIndex(s.skillChoices(a.Survivor), a.Skill) < 0 {
		return NotAChoice
	}
	return 0
}

func (a ChooseSkill) apply(t *tx) {
	t.pick(a.Survivor, a.Skill)
	t.autoPicks(a.Survivor)
}

func skillIndex(choices []survivor.Skill, sk survivor.Skill) int {
	for i, c := range choices {
		if c == sk {
			return i
		}
	}
	return -1
}

// pick gives Survivor i the Skill sk it chose for the level it is owed.
func (t *tx) pick(i int, sk survivor.Skill) {
	l, _ := t.owedLevel(i)
	sv := t.surv(i)
	card := &t.g.cards[i]
	switch k := int8(skillIndex(card.Choices(l), sk)); {
	case l == survivor.Orange && sv.orange < 0:
		sv.orange = k
	case l == survivor.Red && sv.red < 0:
		sv.red = k
	default:
		sv.owed[l-survivor.Orange]--
		e := t.extrasMut(i)
		e.codes[e.n], _ = skillCode(card, sk)
		e.n++
	}
	t.gainSkill(i, sk)
}

// gainXP gives Survivor i Experience Points and the Danger Levels they
// reach (p.17). "+1 Action" at Yellow is gained at once, usable this Turn;
// Orange and Red Skills wait for a ChooseSkill decision.
func (t *tx) gainXP(i, xp int) {
	sv := t.surv(i)
	before, old := t.level(i), int(sv.xp)
	sv.xp += int32(xp)
	t.emit(XPGained{Survivor: i, XP: xp, Total: int(sv.xp)})
	for l := before + 1; l <= t.level(i); l++ {
		t.emit(DangerRaised{Survivor: i, Level: l})
		if l == survivor.Yellow {
			t.gainSkill(i, survivor.YellowSkill())
		}
	}
	if t.g.cfg.Ultrared {
		t.ultrared(i, old)
	}
}

// gainSkill records a gained Skill's event and, for the Survivor taking
// its Turn, what the Skill adds to the Turn at once.
func (t *tx) gainSkill(i int, sk survivor.Skill) {
	t.emit(SkillGained{Survivor: i, Skill: sk})
	if t.turn.active == i {
		t.grant(sk)
	}
}

// afford reports whether the active Survivor can pay cost Actions for an
// Action of kind k: one free Action of that kind pays 1, the rest comes
// from its general Actions.
func (s *State) afford(k survivor.Action, cost int) bool {
	if cost == 0 {
		return true
	}
	if s.freeFor(k) >= 0 {
		cost--
	}
	return s.turn.actions >= cost
}

// freeFor returns the index of a free Action usable for kind k, or -1:
// one of exactly that kind first, then a broader one (Combat for Melee or
// Ranged), so that the broader one stays for later.
func (s *State) freeFor(k survivor.Action) int {
	if s.turn.free[k] > 0 {
		return int(k)
	}
	for a, n := range s.turn.free {
		if n > 0 && survivor.Action(a).Includes(k) {
			return a
		}
	}
	return -1
}

// spend pays for an Action of kind k: a free Action first, then general
// Actions for the rest.
func (t *tx) spend(k survivor.Action, cost int) {
	if f := t.freeFor(k); f >= 0 {
		t.turn.free[f]--
		cost--
	}
	t.turn.actions -= cost
}
