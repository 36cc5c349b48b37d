package invader

import (
	"fmt"

	"github.com/invaderengine/invader/survivor"
)

// Skills that are actions of their own (digest §14.2).

// Heal is the Medic Skill: once per Turn, for free, the Survivor restores
// one Armor point to a Survivor in its Zone, itself included.
type Heal struct {
	Survivor int `json:"survivor"`
	Target   int `json:"target"`
}

func (Heal) action() {}

func (a Heal) String() string { return fmt.Sprintf("s%d heal s%d", a.Survivor, a.Target) }

func (s State) checkHeal(a Heal) Reason {
	if r := s.actor(a.Survivor); r != 0 {
		return r
	}
	switch {
	case !s.has(a.Survivor, survivor.Medic):
		return NoSkill
	case s.turn.healed:
		return AlreadyUsed
	case a.Target < 0 || a.Target >= len(s.survivors):
		return NoSuchThing
	case s.survivors[a.Target].dead || s.survivors[a.Target].zone != s.survivors[a.Survivor].zone:
		return NotAdjacent
	case s.survivors[a.Target].armor >= s.g.cards[a.Target].Class.Armor():
		return NotAChoice // nothing to heal
	}
	return 0
}

func (t *tx) applyHeal(a Heal) {
	t.turn.healed = true
	sv := t.surv(a.Target)
	sv.armor++
	t.emit(SurvivorHealed{Survivor: a.Target, Armor: sv.armor})
}
