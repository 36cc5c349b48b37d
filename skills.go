package invader

import (
	"fmt"

	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
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

// afterKills gives the free Moves of Hit & run (after an Action that
// eliminates a Xeno, ignoring the Xenos' extra cost) and Blitz (after
// eliminating the last Xeno of a Zone) (digest §14.2).
func (t *tx) afterKills(i int, z zone.ID, killed int) {
	if killed == 0 {
		return
	}
	if t.has(i, survivor.HitAndRun) {
		t.turn.free[survivor.Move]++
		t.turn.slip = true
		t.emit(FreeActionGained{Survivor: i, Action: survivor.Move})
	}
	if t.has(i, survivor.Blitz) && t.xenos[z].Total() == 0 {
		t.turn.free[survivor.Move]++
		t.emit(FreeActionGained{Survivor: i, Action: survivor.Move})
	}
}

// startsWith gives each Survivor whose Blue Skill is "Starts with
// [Equipment]" that card at setup, from the cards set aside or the deck,
// into its first free slot that takes it.
func (t *tx) startsWith() {
	for i, c := range t.g.cards {
		if c.Blue.Kind != survivor.StartsWith {
			continue
		}
		free := func(id int, l itemLoc) bool { return l.place == setAside || l.place == inDeck }
		id := t.firstNamed(c.Blue.Card, free)
		for slot := range NumSlots {
			if id >= 0 && t.itemAt(i, slot) < 0 && slotFits(t.g.items[id], slot) {
				t.carry(id, i, slot)
				t.emit(CardDealt{Survivor: i, Card: c.Blue.Card})
				break
			}
		}
	}
}
