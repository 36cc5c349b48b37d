// Package combat resolves the Survivors' attacks of Zombicide: Invader
// (rulebook pp.16, 30-34): dice against Accuracy, Damage against the
// Xenos' toughness, the Targeting Priority Order of Ranged Actions,
// Concentrated Attacks, and the misses that may become Friendly Fire.
//
// [Resolve] turns a declared [Attack] and its dice into a [Result]; [Odds]
// gives the exact distribution of results without rolling, for front ends
// ("73% to clear the Zone") and bots. The functions are pure and safe for
// concurrent use; the game supplies the dice through its chance events.
package combat

import (
	"fmt"
	"slices"

	"github.com/invaderengine/invader/xeno"
)

// A Weapon is one weapon's dice for an Action, after Skills.
type Weapon struct {
	Dice     int // dice rolled
	Accuracy int // each die at or above it is a success (after +1 to dice roll skills)
	Damage   int // Damage of each success
}

// An Attack is a declared Melee or Ranged Action against one Zone. A nil
// *Attack answers every method as the zero Attack does: no weapons, no
// dice, no hits and no targets, and Validate reports it.
type Attack struct {
	// Weapons are the weapons used: one, or two Dual weapons (p.16).
	Weapons []Weapon
	// Ranged attacks follow the Targeting Priority Order (p.32); Melee
	// attackers, and Ranged ones with Sniper or Point-blank at Range 0,
	// pick their targets (FreeTargets).
	Ranged      bool
	FreeTargets bool
	// Concentrated merges every success into one hit whose Damage is the
	// sum of theirs, on a single target (p.33; docs/RULINGS.md, "Attacks").
	Concentrated bool
	// Plan is the order in which the attacker picks its targets where the
	// rules let it choose ([Attack.Choices]): each hit goes to the first
	// kind of the Plan it may go to. Kinds the Plan does not name come
	// after, the most XP first, then in catalogue order. A game asks the
	// player at each such hit instead; Resolve and Odds follow the Plan.
	Plan []xeno.Kind
	// Targets are the Xenos in the target Zone.
	Targets xeno.Counts
	Kinds   xeno.Catalog
}

// noAttack is the zero Attack, which a nil *Attack answers as.
var noAttack Attack

// A Result is what an attack did.
type Result struct {
	Successes  int
	Misses     int         // failed dice: Friendly Fire when Survivors stand in a Ranged target Zone (p.32)
	Eliminated xeno.Counts // per kind
	XP         int         // for the attacker
}

// Validate reports what is wrong with an attack, if anything.
func (a *Attack) Validate() error {
	if a == nil {
		a = &noAttack
	}
	if len(a.Weapons) < 1 || len(a.Weapons) > 2 {
		return fmt.Errorf("combat: %d weapons; want 1, or 2 Dual weapons", len(a.Weapons))
	}
	for _, w := range a.Weapons {
		if w.Dice < 0 || w.Dice > 32 || w.Accuracy < 1 || w.Accuracy > 7 || w.Damage < 0 {
			return fmt.Errorf("combat: weapon %+v out of range", w)
		}
	}
	if err := a.Kinds.Validate(); err != nil {
		return fmt.Errorf("combat: %w", err)
	}
	for _, k := range a.Plan {
		if int(k) >= len(a.Kinds) {
			return fmt.Errorf("combat: planned kind %d is not in the catalogue", k)
		}
	}
	for k := len(a.Kinds); k < xeno.MaxKinds; k++ {
		if a.Targets[k] != 0 {
			return fmt.Errorf("combat: %d Xenos of kind %d, which is not in the catalogue", a.Targets[k], k)
		}
	}
	return nil
}

// Dice returns the number of dice the attack rolls.
func (a *Attack) Dice() int {
	if a == nil {
		return 0
	}
	n := 0
	for _, w := range a.Weapons {
		n += w.Dice
	}
	return n
}

// Resolve resolves the attack with the given dice, one per die of the
// weapons in order (faces 1 to 6); missing dice count as misses. Hits go
// where the Plan says among the Choices. The attack must be valid
// ([Attack.Validate]); a nil one does nothing.
func Resolve(a *Attack, rolls []int) Result {
	if a == nil {
		return Result{}
	}
	var buf [64]int // room for every die Validate allows: no allocation
	hits, misses := a.Hits(buf[:0], rolls)
	r := Result{Successes: len(hits), Misses: misses}
	if a.Concentrated && len(hits) > 0 {
		r.Successes = a.successes(rolls)
	}
	targets := a.Targets
	var choices [xeno.MaxKinds]xeno.Kind
	for _, dmg := range hits {
		ks := a.Choices(choices[:0], targets, dmg)
		if len(ks) == 0 {
			continue // wasted
		}
		k := a.Pick(ks)
		targets[k]--
		r.Eliminated[k]++
		r.XP += a.Kinds[k].XP
	}
	return r
}

// Hits appends to dst the Damage of each success of the dice, in order
// (one hit of their sum for a Concentrated Attack, p.33), and returns it
// with the number of misses.
func (a *Attack) Hits(dst []int, rolls []int) (hits []int, misses int) {
	if a == nil {
		return dst, 0
	}
	from := len(dst)
	i := 0
	for _, w := range a.Weapons {
		for range w.Dice {
			if i < len(rolls) && rolls[i] >= w.Accuracy {
				dst = append(dst, w.Damage)
			} else {
				misses++
			}
			i++
		}
	}
	if a.Concentrated && len(dst) > from {
		sum := 0
		for _, d := range dst[from:] {
			sum += d
		}
		dst = append(dst[:from], sum)
	}
	return dst, misses
}

// successes counts the dice that succeed.
func (a *Attack) successes(rolls []int) int {
	n, i := 0, 0
	for _, w := range a.Weapons {
		for range w.Dice {
			if i < len(rolls) && rolls[i] >= w.Accuracy {
				n++
			}
			i++
		}
	}
	return n
}

// Choices appends to dst the kinds among the Xenos left, t, that the next
// hit, of Damage dmg, may eliminate. Ranged fire (without free targets)
// goes to the highest priority present (p.32): the kinds of that priority
// the hit eliminates, the shooter choosing among them; none if it is too
// weak for them all (the hit is wasted on them). Free targets (Melee,
// p.31; Sniper and Point-blank, pp.52-55): every kind present the hit
// eliminates. No kind: the hit is wasted.
func (a *Attack) Choices(dst []xeno.Kind, t xeno.Counts, dmg int) []xeno.Kind {
	if a == nil {
		return dst
	}
	prio, ranked := 0, a.Ranged && !a.FreeTargets
	if ranked {
		prio = a.topPriority(&t)
	}
	for k, p := range a.Kinds {
		if t[k] > 0 && dmg >= p.Toughness && (!ranked || p.Priority == prio) {
			dst = append(dst, xeno.Kind(k))
		}
	}
	return dst
}

// Pick returns the kind of choices (not empty) the Plan picks: the first
// the Plan names, else the most XP, the first in the catalogue among
// equals. A kind the catalogue does not have is worth no XP; with no
// choices Pick returns the zero Kind.
func (a *Attack) Pick(choices []xeno.Kind) xeno.Kind {
	if a == nil {
		a = &noAttack
	}
	for _, k := range a.Plan {
		if slices.Contains(choices, k) {
			return k
		}
	}
	if len(choices) == 0 {
		return 0
	}
	xp := func(k xeno.Kind) int {
		if int(k) < len(a.Kinds) {
			return a.Kinds[k].XP
		}
		return 0
	}
	best := choices[0]
	for _, k := range choices[1:] {
		if xp(k) > xp(best) {
			best = k
		}
	}
	return best
}

// topPriority returns the lowest Priority value among the kinds present:
// the ones the Targeting Priority Order hits first (p.32).
func (a *Attack) topPriority(t *xeno.Counts) int {
	best := -1
	for k, p := range a.Kinds {
		if t[k] > 0 && (best < 0 || p.Priority < best) {
			best = p.Priority
		}
	}
	return best
}
