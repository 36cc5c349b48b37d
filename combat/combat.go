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

	"github.com/invaderengine/invader/xeno"
)

// A Weapon is one weapon's dice for an Action, after Skills.
type Weapon struct {
	Dice     int // dice rolled
	Accuracy int // each die at or above it is a success (after +1 to dice roll skills)
	Damage   int // Damage of each success
}

// An Attack is a declared Melee or Ranged Action against one Zone.
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
	// Prefer is the kind hit first among kinds of the same priority (the
	// shooter's choice between a Tank and an Abomination, p.32), or the
	// kind a free-target attacker hits first.
	Prefer xeno.Kind
	// Targets are the Xenos in the target Zone.
	Targets xeno.Counts
	Kinds   xeno.Catalog
}

// A Result is what an attack did.
type Result struct {
	Successes  int
	Misses     int         // failed dice: Friendly Fire when Survivors stand in a Ranged target Zone (p.32)
	Eliminated xeno.Counts // per kind
	XP         int         // for the attacker
}

// Validate reports what is wrong with an attack, if anything.
func (a *Attack) Validate() error {
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
	if int(a.Prefer) >= len(a.Kinds) {
		return fmt.Errorf("combat: preferred kind %d is not in the catalogue", a.Prefer)
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
	n := 0
	for _, w := range a.Weapons {
		n += w.Dice
	}
	return n
}

// Resolve resolves the attack with the given dice, one per die of the
// weapons in order (faces 1 to 6); missing dice count as misses. The
// attack must be valid ([Attack.Validate]).
func Resolve(a *Attack, rolls []int) Result {
	var buf [64]int // room for every die Validate allows: no allocation
	hits := buf[:0] // the Damage of each success, in order
	r := Result{}
	i := 0
	for _, w := range a.Weapons {
		for range w.Dice {
			if i < len(rolls) && rolls[i] >= w.Accuracy {
				hits = append(hits, w.Damage)
			} else {
				r.Misses++
			}
			i++
		}
	}
	r.Successes = len(hits)
	if a.Concentrated && len(hits) > 0 {
		sum := 0
		for _, d := range hits {
			sum += d
		}
		hits = append(hits[:0], sum)
	}
	targets := a.Targets
	for _, dmg := range hits {
		k, ok := a.nextTarget(&targets, dmg)
		if !ok {
			break
		}
		if dmg >= a.Kinds[k].Toughness {
			targets[k]--
			r.Eliminated[k]++
			r.XP += a.Kinds[k].XP
		}
	}
	return r
}

// nextTarget returns the kind the next success hits. Ranged fire takes the
// highest priority left (the preferred kind first among equals: the
// shooter chooses between a Tank and an Abomination, p.32); a hit too weak
// for it is wasted on it (p.32). Free targets (Melee, p.31; Sniper and
// Point-blank, pp.52-55) take the preferred kind if the hit can eliminate
// it, else any kind it can eliminate (highest XP first: the player's
// choice, p.31, made as docs/RULINGS.md says), else the priority target,
// on which the hit is wasted.
func (a *Attack) nextTarget(t *xeno.Counts, dmg int) (xeno.Kind, bool) {
	if t.Total() == 0 {
		return 0, false
	}
	if a.Ranged && !a.FreeTargets {
		return a.priorityTarget(t), true
	}
	if t[a.Prefer] > 0 && dmg >= a.Kinds[a.Prefer].Toughness {
		return a.Prefer, true
	}
	best, found := xeno.Kind(0), false
	for k, p := range a.Kinds {
		if t[k] > 0 && dmg >= p.Toughness && (!found || p.XP > a.Kinds[best].XP) {
			best, found = xeno.Kind(k), true
		}
	}
	if found {
		return best, true
	}
	return a.priorityTarget(t), true
}

// priorityTarget returns the kind the Targeting Priority Order (p.32)
// hits first: the lowest Priority value present, Prefer among equals.
func (a *Attack) priorityTarget(t *xeno.Counts) xeno.Kind {
	best := -1
	for k, p := range a.Kinds {
		if t[k] == 0 {
			continue
		}
		if best < 0 || p.Priority < a.Kinds[best].Priority ||
			p.Priority == a.Kinds[best].Priority && xeno.Kind(k) == a.Prefer {
			best = k
		}
	}
	return xeno.Kind(best)
}
