package combat_test

import (
	"fmt"

	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/xeno"
)

// Dual SMGs (2 dice each, 5+, Damage 1) fired at a Zone of 3 Workers: the
// exact odds, and the chance to clear the Zone.
func ExampleOdds() {
	smg := combat.Weapon{Dice: 2, Accuracy: 5, Damage: 1}
	a := &combat.Attack{
		Weapons: []combat.Weapon{smg, smg},
		Ranged:  true,
		Targets: xeno.Counts{xeno.Worker: 3},
		Kinds:   xeno.Invader,
	}
	outcomes, err := combat.Odds(a)
	if err != nil {
		fmt.Println(err)
		return
	}
	clear := 0.0
	for _, o := range outcomes {
		fmt.Printf("%d successes, %d eliminated: %4d/%d\n",
			o.Result.Successes, o.Result.Eliminated.Total(), o.Weight, o.Total)
		if o.Result.Eliminated == a.Targets {
			clear += o.Probability()
		}
	}
	fmt.Printf("chance to clear the zone: %.1f%%\n", 100*clear)
	// Output:
	// 0 successes, 0 eliminated:  256/1296
	// 1 successes, 1 eliminated:  512/1296
	// 2 successes, 2 eliminated:  384/1296
	// 3 successes, 3 eliminated:  128/1296
	// 4 successes, 3 eliminated:   16/1296
	// chance to clear the zone: 11.1%
}

// A Tank shields the Workers behind it from Damage 1 fire (p.32); a
// Damage 2 weapon kills it, then the Workers.
func ExampleResolve() {
	zone := xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}
	show := func(name string, w combat.Weapon, rolls []int) {
		a := &combat.Attack{Weapons: []combat.Weapon{w}, Ranged: true, Targets: zone, Kinds: xeno.Invader}
		r := combat.Resolve(a, rolls)
		fmt.Printf("%s %v: %d successes, %d misses, %d Tank, %d Workers, %d XP\n", name, rolls,
			r.Successes, r.Misses, r.Eliminated[xeno.Tank], r.Eliminated[xeno.Worker], r.XP)
	}
	show("Light Machine Gun", combat.Weapon{Dice: 5, Accuracy: 5, Damage: 1}, []int{6, 5, 5, 2, 1})
	show("Heavy Shotgun", combat.Weapon{Dice: 2, Accuracy: 4, Damage: 2}, []int{4, 6})
	// Output:
	// Light Machine Gun [6 5 5 2 1]: 3 successes, 2 misses, 0 Tank, 0 Workers, 0 XP
	// Heavy Shotgun [4 6]: 2 successes, 0 misses, 1 Tank, 1 Workers, 2 XP
}

// A Concentrated Attack merges every success into one hit: three Damage 1
// successes kill the Spoiler Abomination (pp.20, 33).
func ExampleResolve_concentrated() {
	a := &combat.Attack{
		Weapons:      []combat.Weapon{{Dice: 5, Accuracy: 5, Damage: 1}},
		Ranged:       true,
		Concentrated: true,
		Plan:         []xeno.Kind{xeno.Spoiler},
		Targets:      xeno.Counts{xeno.Spoiler: 1, xeno.Tank: 1},
		Kinds:        xeno.Invader,
	}
	r := combat.Resolve(a, []int{6, 5, 5, 1, 3})
	fmt.Println(r.Eliminated[xeno.Spoiler], r.Eliminated[xeno.Tank], r.XP)
	// Output: 1 0 5
}
