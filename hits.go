package invader

import (
	"slices"

	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/xeno"
)

// AssignHit places the next hit of the attacker's attack, once its dice
// are rolled, on a Xeno of Kind in the target Zone, where the rules let the
// attacker choose: Melee attackers pick their targets (p.31), so do Snipers
// and Point-blank at Range 0 (pp.52-55); Ranged fire follows the Targeting
// Priority Order (p.32), the shooter choosing among Xenos of equal
// priority. The game asks only where the choice matters: among kinds the
// hit eliminates, and not when every Xeno there falls whatever the order
// (docs/RULINGS.md, "Attacks").
type AssignHit struct {
	Survivor int       `json:"survivor"`
	Kind     xeno.Kind `json:"kind"`
}

var _ = defAction[AssignHit]("{survivor} hits {kind}")

func (a AssignHit) String() string { return notation(a) }

func (a AssignHit) check(s *judge) Reason {
	switch {
	case s.p.Decision == NoDecision:
		return GameOver
	case s.p.Decision != TargetDecision:
		return NotNow
	case a.Survivor != s.p.Survivor:
		return NotYours
	}
	var buf [64]int
	var ks [xeno.MaxKinds]xeno.Kind
	ca, hits := s.hitsLeft(buf[:0])
	if !slices.Contains(ca.Choices(ks[:0], s.xenos[s.f().a.Target], hits[0]), a.Kind) {
		return NotAChoice
	}
	return 0
}

func (a AssignHit) apply(t *tx) {
	var gone xeno.Counts
	t.kill(a.Kind, &gone)
	t.fightMut().placed++
	t.flushKills(gone)
	t.placeHits()
}

// hitsLeft returns the fight's attack and the Damage of its hits still to
// place, appended to dst.
func (s *State) hitsLeft(dst []int) (*combat.Attack, []int) {
	ca := s.fightCombat()
	var rolls [maxDice]int
	for i, r := range s.f().rolls[:s.f().n] {
		rolls[i] = int(r)
	}
	hits, _ := ca.Hits(dst, rolls[:s.f().n])
	return ca, hits[s.f().placed:]
}

// placeHits places the fight's hits in order: a hit that eliminates
// nothing is wasted; where the attacker may choose, and the choice
// matters, the game waits for an AssignHit; otherwise the only choice (or
// the plan's, when every Xeno falls whatever the order) is made. Then the
// fight ends.
func (t *tx) placeHits() {
	var buf [64]int
	var ks [xeno.MaxKinds]xeno.Kind
	var gone xeno.Counts
	ca, hits := t.hitsLeft(buf[:0])
	z := t.f().a.Target
	for i, dmg := range hits {
		choices := ca.Choices(ks[:0], t.xenos[z], dmg)
		switch {
		case len(choices) == 0: // wasted
		case len(choices) > 1 && !allFall(ca, t.xenos[z], hits[i:]):
			t.flushKills(gone)
			return // the attacker chooses: AssignHit
		default:
			t.kill(ca.Pick(choices), &gone)
		}
		t.fightMut().placed++
	}
	t.flushKills(gone)
	t.endFight()
}

// allFall reports whether hits eliminate every Xeno of x whatever the
// order: as many hits as Xenos, each enough for any of them.
func allFall(ca *combat.Attack, x xeno.Counts, hits []int) bool {
	if len(hits) < x.Total() {
		return false
	}
	for k, n := range x[:len(ca.Kinds)] {
		for _, dmg := range hits {
			if n > 0 && dmg < ca.Kinds[k].Toughness {
				return false
			}
		}
	}
	return true
}

// kill eliminates a Xeno of kind k in the fight's target Zone, counting it
// in gone.
func (t *tx) kill(k xeno.Kind, gone *xeno.Counts) {
	t.xenosMut()[t.f().a.Target][k]--
	gone[k]++
	t.fightMut().killed++
}

// flushKills reports the Xenos gone, by kind, and gives their XP to the
// attacker (to the controller for a Machine: docs/RULINGS.md, "Machines";
// p.17). The Ultrared Skills the XP brings wait for the end of the fight,
// so that the hits left keep their Damage.
func (t *tx) flushKills(gone xeno.Counts) {
	xp := 0
	for k, n := range gone[:len(t.g.kinds)] {
		if n > 0 {
			t.emit(XenosEliminated{Survivor: t.f().a.Survivor, Kind: xeno.Kind(k), Zone: t.f().a.Target, Count: int(n)})
			xp += int(n) * t.g.kinds[k].XP
		}
	}
	if xp > 0 {
		t.gainXP(t.f().a.Survivor, xp)
	}
}
