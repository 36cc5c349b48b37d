package combat_test

import (
	"slices"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/xeno"
)

// Weapons from the confirmed card statistics, read from the printed cards.
var (
	cattleProd   = combat.Weapon{Dice: 2, Accuracy: 5, Damage: 1} // Dual, Melee
	smg          = combat.Weapon{Dice: 2, Accuracy: 5, Damage: 1} // Dual, Ranged 1-1
	chainsaw     = combat.Weapon{Dice: 5, Accuracy: 5, Damage: 2} // Melee
	heavyCutter  = combat.Weapon{Dice: 2, Accuracy: 3, Damage: 2} // Dual, Melee
	heavyShotgun = combat.Weapon{Dice: 2, Accuracy: 4, Damage: 2} // Ranged 1-2
	lmg          = combat.Weapon{Dice: 5, Accuracy: 5, Damage: 1} // Ranged 1-3
	sniperRifle  = combat.Weapon{Dice: 1, Accuracy: 3, Damage: 2} // Prototype, Sniper
)

// die returns a weapon of n dice hitting on 2+ with the given Damage.
func die(n, damage int) combat.Weapon { return combat.Weapon{Dice: n, Accuracy: 2, Damage: damage} }

func ranged(targets xeno.Counts, ws ...combat.Weapon) combat.Attack {
	return combat.Attack{Weapons: ws, Ranged: true, Targets: targets, Kinds: xeno.Invader}
}

func melee(targets xeno.Counts, ws ...combat.Weapon) combat.Attack {
	return combat.Attack{Weapons: ws, Targets: targets, Kinds: xeno.Invader}
}

func concentrated(a combat.Attack) combat.Attack { a.Concentrated = true; return a }

func prefer(k xeno.Kind, a combat.Attack) combat.Attack { a.Plan = []xeno.Kind{k}; return a }

func free(a combat.Attack) combat.Attack { a.FreeTargets = true; return a }

// sixes returns n rolls of 6.
func sixes(n int) []int {
	r := make([]int, n)
	for i := range r {
		r[i] = 6
	}
	return r
}

type resolveCase struct {
	name   string
	attack combat.Attack
	rolls  []int
	want   combat.Result
}

func runResolve(t *testing.T, tests []resolveCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.NoError(t, tt.attack.Validate(), "the table's attack must be valid")
			got := combat.Resolve(&tt.attack, tt.rolls)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Resolve(%v) (-want +got):\n%s", tt.rolls, diff)
			}
			require.Equal(t, tt.attack.Dice(), got.Successes+got.Misses, "every die is a success or a miss")
			require.LessOrEqual(t, got.Eliminated.Total(), got.Successes, "one success eliminates at most one Xeno (p.16)")
		})
	}
}

// Elimination thresholds (pp.19-20): a Xeno dies when one hit
// of at least its minimum Damage lands on it; Damage never adds up over
// several successes except in a Concentrated Attack (p.16, p.33).
func TestResolveEliminationThresholds(t *testing.T) {
	runResolve(t, []resolveCase{
		// p.19: a Damage 1 hit kills a Worker.
		{"p19 damage 1 kills a Worker", ranged(xeno.Counts{xeno.Worker: 1}, die(1, 1)), []int{6},
			combat.Result{Successes: 1, Eliminated: xeno.Counts{xeno.Worker: 1}, XP: 1}},
		// p.19: a Damage 1 hit kills a Hunter.
		{"p19 damage 1 kills a Hunter", ranged(xeno.Counts{xeno.Hunter: 1}, die(1, 1)), []int{6},
			combat.Result{Successes: 1, Eliminated: xeno.Counts{xeno.Hunter: 1}, XP: 1}},
		// p.19: a Tank needs Damage 2.
		{"p19 damage 1 does not kill a Tank", ranged(xeno.Counts{xeno.Tank: 1}, die(1, 1)), []int{6},
			combat.Result{Successes: 1}},
		// p.20: the Spoiler needs Damage 3.
		{"p20 damage 1 does not kill the Spoiler", ranged(xeno.Counts{xeno.Spoiler: 1}, die(1, 1)), []int{6},
			combat.Result{Successes: 1}},
		// p.19: a Damage 2 hit kills a Tank.
		{"p19 damage 2 kills a Tank", ranged(xeno.Counts{xeno.Tank: 1}, die(1, 2)), []int{6},
			combat.Result{Successes: 1, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
		// p.20: a Damage 2 hit does not kill the Spoiler.
		{"p20 damage 2 does not kill the Spoiler", ranged(xeno.Counts{xeno.Spoiler: 1}, die(1, 2)), []int{6},
			combat.Result{Successes: 1}},
		// p.20: nor do two Damage 2 hits without a Concentrated Attack (p.16).
		{"p16 p20 two damage 2 hits do not add up on the Spoiler", ranged(xeno.Counts{xeno.Spoiler: 1}, heavyShotgun), []int{4, 6},
			combat.Result{Successes: 2}},
		// p.20, p.33: three Damage 1 successes concentrated are one Damage 3 hit: +5 XP.
		{"p20 p33 concentrated damage 3 kills the Spoiler for 5 XP", concentrated(ranged(xeno.Counts{xeno.Spoiler: 1}, die(3, 1))), sixes(3),
			combat.Result{Successes: 3, Eliminated: xeno.Counts{xeno.Spoiler: 1}, XP: 5}},
		// p.33: 1 + 2 = 3 across a two-dice weapon with Damage 2 concentrated: 4 ≥ 3.
		{"p20 p33 concentrated heavy shotgun kills the Spoiler", concentrated(ranged(xeno.Counts{xeno.Spoiler: 1}, heavyShotgun)), []int{5, 4},
			combat.Result{Successes: 2, Eliminated: xeno.Counts{xeno.Spoiler: 1}, XP: 5}},
		// p.33: two Damage 1 successes concentrated make only Damage 2.
		{"p20 p33 concentrated damage 2 does not kill the Spoiler", concentrated(ranged(xeno.Counts{xeno.Spoiler: 1}, smg)), []int{5, 6},
			combat.Result{Successes: 2}},
		// p.16: a Damage 1 weapon rolling 3 successes against a lone Tank: damage does not stack.
		{"p16 three damage 1 successes vs a lone Tank: survives", ranged(xeno.Counts{xeno.Tank: 1}, die(3, 1)), sixes(3),
			combat.Result{Successes: 3}},
		// p.33 (docs/RULINGS.md, "Attacks"): the same successes concentrated kill it.
		{"p33 three damage 1 successes concentrated vs a lone Tank: dies", concentrated(ranged(xeno.Counts{xeno.Tank: 1}, die(3, 1))), sixes(3),
			combat.Result{Successes: 3, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
		// The same in Melee (RULINGS "Attacks": Concentrated Melee is allowed).
		{"p31 p33 three damage 1 successes in Melee vs a lone Tank: survives", melee(xeno.Counts{xeno.Tank: 1}, die(3, 1)), sixes(3),
			combat.Result{Successes: 3}},
		{"p31 p33 concentrated Melee vs a lone Tank: dies", concentrated(melee(xeno.Counts{xeno.Tank: 1}, die(3, 1))), sixes(3),
			combat.Result{Successes: 3, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
	})
}

// Targeting with a Tank shield (p.32; docs/RULINGS.md, "Attacks"): Ranged
// successes go to the highest priority left; a hit too weak for it is
// wasted on it.
func TestResolveTankShield(t *testing.T) {
	runResolve(t, []resolveCase{
		// p.32: 1 Tank + 2 Workers, an SMG-like Damage 1 weapon with 3 successes: all on the Tank.
		{"p32 tank shields two workers from damage 1", ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}, die(3, 1)), sixes(3),
			combat.Result{Successes: 3}},
		// p.32: the same with Dual SMGs, 3 of 4 dice: still nothing.
		{"p32 tank shields two workers from dual SMGs", ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}, smg, smg), []int{5, 6, 6, 1},
			combat.Result{Successes: 3, Misses: 1}},
		// p.32: Damage 2 with 3 successes: the Tank, then both Workers.
		{"p32 damage 2 kills the tank then two workers", ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}, die(3, 2)), sixes(3),
			combat.Result{Successes: 3, Eliminated: xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}, XP: 3}},
		// p.32: Damage 2 with 2 successes: the Tank, then one Worker.
		{"p32 heavy shotgun kills the tank then a worker", ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}, heavyShotgun), []int{4, 6},
			combat.Result{Successes: 2, Eliminated: xeno.Counts{xeno.Tank: 1, xeno.Worker: 1}, XP: 2}},
		// p.32: 1 Worker + 1 Hunter, 1 success: the Worker (priority 2) before the Hunter (3).
		{"p32 worker before hunter", ranged(xeno.Counts{xeno.Worker: 1, xeno.Hunter: 1}, smg), []int{6, 2},
			combat.Result{Successes: 1, Misses: 1, Eliminated: xeno.Counts{xeno.Worker: 1}, XP: 1}},
		// p.32, 2E seed cross-check: 4 Workers + 1 Hunter, 4 successes: 4 Workers die, the Hunter lives.
		{"p32 four workers before the hunter", ranged(xeno.Counts{xeno.Worker: 4, xeno.Hunter: 1}, smg, smg), []int{5, 5, 6, 6},
			combat.Result{Successes: 4, Eliminated: xeno.Counts{xeno.Worker: 4}, XP: 4}},
		// p.32: a fifth success reaches the Hunter.
		{"p32 the fifth success reaches the hunter", ranged(xeno.Counts{xeno.Worker: 4, xeno.Hunter: 1}, lmg), sixes(5),
			combat.Result{Successes: 5, Eliminated: xeno.Counts{xeno.Worker: 4, xeno.Hunter: 1}, XP: 5}},
		// p.32: surplus successes are lost once the Zone is empty.
		{"p32 surplus successes are lost", ranged(xeno.Counts{xeno.Worker: 1}, lmg), sixes(5),
			combat.Result{Successes: 5, Eliminated: xeno.Counts{xeno.Worker: 1}, XP: 1}},
		// p.32 + p.33 (RULINGS "Attacks"): a Concentrated Attack kills the Tank and nothing else.
		{"p32 p33 concentrated kills only the tank", concentrated(ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}, die(3, 1))), sixes(3),
			combat.Result{Successes: 3, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
		// p.32: the Spoiler shields too: with the Tank dead, Damage 2 is wasted on it.
		{"p32 spoiler shields after the tank", prefer(xeno.Tank, ranged(xeno.Counts{xeno.Tank: 1, xeno.Spoiler: 1, xeno.Worker: 1}, die(3, 2))), sixes(3),
			combat.Result{Successes: 3, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
	})
}

// Classic Zombicide combat, as it applies to Invader: Dual
// weapons roll both weapons' dice in one attack (p.16); one success
// eliminates at most one target.
func TestResolveClassicCombat(t *testing.T) {
	runResolve(t, []resolveCase{
		// p.16: two Dual SMGs roll 2 + 2 dice with one Action.
		{"p16 dual SMGs roll both weapons' dice", ranged(xeno.Counts{xeno.Worker: 4}, smg, smg), []int{5, 1, 6, 4},
			combat.Result{Successes: 2, Misses: 2, Eliminated: xeno.Counts{xeno.Worker: 2}, XP: 2}},
		// p.16: the second weapon's dice are the last ones of the roll.
		{"p16 dual SMGs second weapon only", ranged(xeno.Counts{xeno.Worker: 4}, smg, smg), []int{1, 4, 6, 6},
			combat.Result{Successes: 2, Misses: 2, Eliminated: xeno.Counts{xeno.Worker: 2}, XP: 2}},
		// p.16: Dual weapons with different Accuracy (after Skills) read their own dice.
		{"p16 dual weapons each against its own accuracy", ranged(xeno.Counts{xeno.Worker: 4}, combat.Weapon{Dice: 2, Accuracy: 3, Damage: 1}, smg), []int{3, 3, 3, 3},
			combat.Result{Successes: 2, Misses: 2, Eliminated: xeno.Counts{xeno.Worker: 2}, XP: 2}},
		// p.31: Dual Cattle Prods in Melee.
		{"p31 dual cattle prods", melee(xeno.Counts{xeno.Worker: 1, xeno.Hunter: 2}, cattleProd, cattleProd), []int{6, 6, 6, 2},
			combat.Result{Successes: 3, Misses: 1, Eliminated: xeno.Counts{xeno.Worker: 1, xeno.Hunter: 2}, XP: 3}},
		// Classic: a Damage 2 hit vs 2 Runners kills only one; Invader: 2 Hunters.
		{"p16 one damage 2 success vs 2 hunters kills one", ranged(xeno.Counts{xeno.Hunter: 2}, heavyShotgun), []int{6, 1},
			combat.Result{Successes: 1, Misses: 1, Eliminated: xeno.Counts{xeno.Hunter: 1}, XP: 1}},
		{"p31 one melee damage 2 success vs 2 hunters kills one", melee(xeno.Counts{xeno.Hunter: 2}, heavyCutter), []int{3, 2},
			combat.Result{Successes: 1, Misses: 1, Eliminated: xeno.Counts{xeno.Hunter: 1}, XP: 1}},
		// Classic: 5 hits on 3 Walkers + 1 Fatty kill the Walkers; in Invader the Tank is hit first (p.32).
		{"p32 invader analogue of the classic fatty: the tank absorbs everything", ranged(xeno.Counts{xeno.Worker: 3, xeno.Tank: 1}, lmg), sixes(5),
			combat.Result{Successes: 5}},
		// RULINGS "Attacks": a Dual Concentrated Attack pools both weapons' successes.
		{"p33 dual concentrated pools both weapons", concentrated(ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 1}, smg, smg)), []int{5, 1, 1, 6},
			combat.Result{Successes: 2, Misses: 2, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
		{"p33 dual concentrated cattle prods kill the spoiler", prefer(xeno.Spoiler, concentrated(melee(xeno.Counts{xeno.Spoiler: 1, xeno.Worker: 2}, cattleProd, cattleProd))), []int{5, 6, 1, 6},
			combat.Result{Successes: 3, Misses: 1, Eliminated: xeno.Counts{xeno.Spoiler: 1}, XP: 5}},
	})
}

// p.32 (docs/RULINGS.md, "Attacks"): Tank and Spoiler share priority 1; the
// shooter chooses (here by Plan) which is hit first.
func TestResolvePreferAmongEquals(t *testing.T) {
	both := xeno.Counts{xeno.Tank: 1, xeno.Spoiler: 1, xeno.Worker: 1}
	runResolve(t, []resolveCase{
		{"p32 prefer tank: damage 2 kills it, the rest is wasted on the spoiler", prefer(xeno.Tank, ranged(both, heavyShotgun)), []int{6, 6},
			combat.Result{Successes: 2, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
		// RULINGS "Attacks": no hit is wasted by choice on a Xeno it cannot
		// eliminate while one of the same priority it can eliminate is there.
		{"p32 plan spoiler: damage 2 cannot eliminate it, so the tank", prefer(xeno.Spoiler, ranged(both, heavyShotgun)), []int{6, 6},
			combat.Result{Successes: 2, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
		{"p32 p33 prefer spoiler concentrated: 5 XP", prefer(xeno.Spoiler, concentrated(ranged(both, die(3, 1)))), sixes(3),
			combat.Result{Successes: 3, Eliminated: xeno.Counts{xeno.Spoiler: 1}, XP: 5}},
		{"p32 p33 prefer tank concentrated: the tank", prefer(xeno.Tank, concentrated(ranged(both, die(3, 1)))), sixes(3),
			combat.Result{Successes: 3, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
		// A preferred kind of lower priority does not jump the queue.
		{"p32 prefer hunter does not skip the workers", prefer(xeno.Hunter, ranged(xeno.Counts{xeno.Worker: 1, xeno.Hunter: 1}, smg)), []int{6, 1},
			combat.Result{Successes: 1, Misses: 1, Eliminated: xeno.Counts{xeno.Worker: 1}, XP: 1}},
		{"p32 prefer worker does not skip the tank", prefer(xeno.Worker, ranged(xeno.Counts{xeno.Worker: 1, xeno.Tank: 1}, heavyShotgun)), []int{6, 1},
			combat.Result{Successes: 1, Misses: 1, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
	})
}

// Free targets (p.31 Melee; Sniper; Point-blank at Range 0): the preferred
// kind if the hit can kill it, else the kind worth the most XP it can kill
// (RULINGS "Attacks").
func TestResolveFreeTargets(t *testing.T) {
	runResolve(t, []resolveCase{
		// p.31: unlike Ranged fire (p.32, the Tank shield), Melee Damage 1 facing a Tank and Workers kills Workers.
		{"p31 melee damage 1 kills workers past the tank", melee(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}, cattleProd), []int{5, 6},
			combat.Result{Successes: 2, Eliminated: xeno.Counts{xeno.Worker: 2}, XP: 2}},
		{"p31 melee damage 1 preferring the tank still kills workers", prefer(xeno.Tank, melee(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}, cattleProd)), []int{5, 6},
			combat.Result{Successes: 2, Eliminated: xeno.Counts{xeno.Worker: 2}, XP: 2}},
		{"p31 melee damage 1 vs tank and spoiler only: nothing", melee(xeno.Counts{xeno.Tank: 1, xeno.Spoiler: 1}, cattleProd), []int{5, 6},
			combat.Result{Successes: 2}},
		{"p31 melee prefer the hunter", prefer(xeno.Hunter, melee(xeno.Counts{xeno.Worker: 1, xeno.Hunter: 1}, cattleProd)), []int{6, 1},
			combat.Result{Successes: 1, Misses: 1, Eliminated: xeno.Counts{xeno.Hunter: 1}, XP: 1}},
		{"p31 melee damage 2 prefer the tank", prefer(xeno.Tank, melee(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}, heavyCutter)), []int{3, 1},
			combat.Result{Successes: 1, Misses: 1, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
		{"p31 chainsaw: preferred tanks first, then the others", prefer(xeno.Tank, melee(xeno.Counts{xeno.Tank: 2, xeno.Worker: 1, xeno.Spoiler: 1}, chainsaw)), []int{5, 5, 6, 4, 1},
			combat.Result{Successes: 3, Misses: 2, Eliminated: xeno.Counts{xeno.Tank: 2, xeno.Worker: 1}, XP: 3}},
		// Most XP it can kill: a Concentrated Damage 3 hit takes the Spoiler (5 XP) when the preferred kind is absent.
		{"p31 p33 concentrated melee takes the spoiler for the most XP", prefer(xeno.Hunter, concentrated(melee(xeno.Counts{xeno.Worker: 1, xeno.Tank: 1, xeno.Spoiler: 1}, chainsaw))), []int{5, 6, 1, 1, 1},
			combat.Result{Successes: 2, Misses: 3, Eliminated: xeno.Counts{xeno.Spoiler: 1}, XP: 5}},
		// ... and the preferred kind when it can be killed.
		{"p31 p33 concentrated melee takes the preferred tank", prefer(xeno.Tank, concentrated(melee(xeno.Counts{xeno.Worker: 1, xeno.Tank: 1, xeno.Spoiler: 1}, chainsaw))), []int{5, 6, 1, 1, 1},
			combat.Result{Successes: 2, Misses: 3, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
		// Sniper (Prototype Sniper Rifle, the printed card): a Ranged Action that picks its target.
		{"p32 sniper picks the hunter behind the tank", prefer(xeno.Hunter, free(ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 1, xeno.Hunter: 1}, sniperRifle))), []int{3},
			combat.Result{Successes: 1, Eliminated: xeno.Counts{xeno.Hunter: 1}, XP: 1}},
		{"p32 the same shot without sniper hits the tank", prefer(xeno.Hunter, ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 1, xeno.Hunter: 1}, sniperRifle)), []int{3},
			combat.Result{Successes: 1, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
		// Point-blank at Range 0: a Damage 1 Ranged attack picking Workers past a Tank.
		{"p32 point-blank SMGs kill workers past the tank", free(ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}, smg, smg)), []int{5, 1, 6, 1},
			combat.Result{Successes: 2, Misses: 2, Eliminated: xeno.Counts{xeno.Worker: 2}, XP: 2}},
	})
	// One success of Damage 2 among 1-XP kinds none of them preferred:
	// exactly one Xeno, worth 1 XP.
	a := prefer(xeno.Spoiler, melee(xeno.Counts{xeno.Tank: 1, xeno.Worker: 1, xeno.Hunter: 1}, heavyCutter))
	got := combat.Resolve(&a, []int{6, 1})
	require.Equal(t, 1, got.Eliminated.Total())
	require.Equal(t, 1, got.XP)
}

// Misses are the failed dice (p.16): they become Friendly Fire in a Ranged
// Action (p.32). Dice missing from the roll count as misses.
func TestResolveMisses(t *testing.T) {
	none := xeno.Counts{}
	runResolve(t, []resolveCase{
		{"p16 every die below accuracy misses", ranged(xeno.Counts{xeno.Worker: 3}, lmg), []int{1, 2, 3, 4, 4},
			combat.Result{Misses: 5}},
		{"p16 a die equal to accuracy hits", ranged(xeno.Counts{xeno.Worker: 3}, lmg), []int{5, 4, 5, 4, 6},
			combat.Result{Successes: 3, Misses: 2, Eliminated: xeno.Counts{xeno.Worker: 3}, XP: 3}},
		{"p16 misses count even when a Tank wastes the successes", ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}, smg, smg), []int{4, 5, 1, 6},
			combat.Result{Successes: 2, Misses: 2}},
		{"p16 misses against an empty zone", ranged(none, smg, smg), []int{6, 1, 2, 6},
			combat.Result{Successes: 2, Misses: 2}},
		{"p16 accuracy 7 never hits", ranged(xeno.Counts{xeno.Worker: 1}, combat.Weapon{Dice: 3, Accuracy: 7, Damage: 1}), sixes(3),
			combat.Result{Misses: 3}},
		{"p16 accuracy 1 always hits", ranged(xeno.Counts{xeno.Worker: 3}, combat.Weapon{Dice: 3, Accuracy: 1, Damage: 1}), []int{1, 1, 1},
			combat.Result{Successes: 3, Eliminated: xeno.Counts{xeno.Worker: 3}, XP: 3}},
		{"p16 damage 0 hits but kills nothing", ranged(xeno.Counts{xeno.Worker: 3}, combat.Weapon{Dice: 2, Accuracy: 5, Damage: 0}), sixes(2),
			combat.Result{Successes: 2}},
		{"p16 concentrated misses are still misses", concentrated(ranged(xeno.Counts{xeno.Tank: 1}, lmg)), []int{6, 1, 6, 2, 3},
			combat.Result{Successes: 2, Misses: 3, Eliminated: xeno.Counts{xeno.Tank: 1}, XP: 1}},
		{"p16 concentrated with no success does nothing", concentrated(ranged(xeno.Counts{xeno.Worker: 1}, lmg)), []int{1, 1, 1, 1, 1},
			combat.Result{Misses: 5}},
		{"no dice, no result", ranged(xeno.Counts{xeno.Worker: 1}, combat.Weapon{Dice: 0, Accuracy: 5, Damage: 1}), nil,
			combat.Result{}},
		// A short roll: the missing dice are misses.
		{"short roll: missing dice miss", ranged(xeno.Counts{xeno.Worker: 3}, smg, smg), []int{6},
			combat.Result{Successes: 1, Misses: 3, Eliminated: xeno.Counts{xeno.Worker: 1}, XP: 1}},
		{"short roll: second weapon unrolled", ranged(xeno.Counts{xeno.Worker: 3}, smg, smg), []int{6, 5},
			combat.Result{Successes: 2, Misses: 2, Eliminated: xeno.Counts{xeno.Worker: 2}, XP: 2}},
		{"no roll at all: every die misses", ranged(xeno.Counts{xeno.Worker: 3}, smg, smg), nil,
			combat.Result{Misses: 4}},
		{"empty roll: every die misses", melee(xeno.Counts{xeno.Worker: 3}, chainsaw), []int{},
			combat.Result{Misses: 5}},
	})
}

// An attack rolls every die of its weapons: two Dual weapons add up
// (p.16), Skills' +1 die included (pp.52-55).
func TestAttackDice(t *testing.T) {
	for _, tt := range []struct {
		name string
		a    combat.Attack
		want int
	}{
		{"one SMG", ranged(xeno.Counts{}, smg), 2},
		{"dual SMGs", ranged(xeno.Counts{}, smg, smg), 4},
		{"LMG", ranged(xeno.Counts{}, lmg), 5},
		{"two LMGs with +1 die", ranged(xeno.Counts{}, combat.Weapon{Dice: 6, Accuracy: 5, Damage: 1}, combat.Weapon{Dice: 6, Accuracy: 5, Damage: 1}), 12},
		{"no weapon", combat.Attack{Kinds: xeno.Invader}, 0},
	} {
		require.Equal(t, tt.want, tt.a.Dice(), tt.name)
	}
}

func TestValidate(t *testing.T) {
	base := ranged(xeno.Counts{xeno.Worker: 1}, smg)
	valid := []struct {
		name string
		a    combat.Attack
	}{
		{"one weapon", base},
		{"dual weapons", ranged(xeno.Counts{xeno.Worker: 1}, smg, smg)},
		{"melee", melee(xeno.Counts{xeno.Worker: 1}, cattleProd)},
		{"no targets", ranged(xeno.Counts{}, smg)},
		{"no dice", ranged(xeno.Counts{}, combat.Weapon{Dice: 0, Accuracy: 5, Damage: 1})},
		{"32 dice", ranged(xeno.Counts{}, combat.Weapon{Dice: 32, Accuracy: 5, Damage: 1})},
		{"accuracy 1", ranged(xeno.Counts{}, combat.Weapon{Dice: 1, Accuracy: 1, Damage: 1})},
		{"accuracy 7", ranged(xeno.Counts{}, combat.Weapon{Dice: 1, Accuracy: 7, Damage: 1})},
		{"damage 0", ranged(xeno.Counts{}, combat.Weapon{Dice: 1, Accuracy: 5, Damage: 0})},
		{"prefer the last kind", prefer(xeno.Spoiler, base)},
		{"concentrated free targets", free(concentrated(base))},
	}
	for _, tt := range valid {
		require.NoError(t, tt.a.Validate(), tt.name)
	}
	invalid := []struct {
		name string
		a    combat.Attack
	}{
		{"no weapon", combat.Attack{Ranged: true, Targets: xeno.Counts{xeno.Worker: 1}, Kinds: xeno.Invader}},
		{"three weapons", ranged(xeno.Counts{xeno.Worker: 1}, smg, smg, smg)},
		{"negative dice", ranged(xeno.Counts{}, combat.Weapon{Dice: -1, Accuracy: 5, Damage: 1})},
		{"33 dice", ranged(xeno.Counts{}, combat.Weapon{Dice: 33, Accuracy: 5, Damage: 1})},
		{"accuracy 0", ranged(xeno.Counts{}, combat.Weapon{Dice: 1, Accuracy: 0, Damage: 1})},
		{"accuracy 8", ranged(xeno.Counts{}, combat.Weapon{Dice: 1, Accuracy: 8, Damage: 1})},
		{"negative damage", ranged(xeno.Counts{}, combat.Weapon{Dice: 1, Accuracy: 5, Damage: -1})},
		{"second weapon bad", ranged(xeno.Counts{}, smg, combat.Weapon{Dice: 1, Accuracy: 0, Damage: 1})},
		{"prefer a kind not in the catalogue", prefer(xeno.Kind(len(xeno.Invader)), base)},
		{"no catalogue", combat.Attack{Weapons: []combat.Weapon{smg}, Ranged: true}},
	}
	for _, tt := range invalid {
		t.Run(tt.name, func(t *testing.T) {
			require.Error(t, tt.a.Validate())
			out, err := combat.Odds(&tt.a)
			require.Error(t, err, "Odds validates its attack")
			require.Nil(t, out)
		})
	}
}

// Resolve and Odds are pure: they do not modify the attack or the dice,
// and may run concurrently on a shared attack (package comment).
func TestPureAndConcurrent(t *testing.T) {
	a := concentrated(ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2, xeno.Hunter: 1}, smg, smg))
	before := a
	before.Weapons = append([]combat.Weapon(nil), a.Weapons...)
	rolls := []int{5, 6, 1, 6}
	rollsBefore := append([]int(nil), rolls...)
	want := combat.Resolve(&a, rolls)
	wantOdds, err := combat.Odds(&a)
	require.NoError(t, err)

	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 50 {
				if got := combat.Resolve(&a, rolls); got != want {
					t.Errorf("Resolve is not deterministic: %+v, then %+v", want, got)
				}
				got, err := combat.Odds(&a)
				if err != nil || !cmp.Equal(wantOdds, got) {
					t.Errorf("Odds is not deterministic: %v", cmp.Diff(wantOdds, got))
				}
			}
		})
	}
	wg.Wait()
	if diff := cmp.Diff(before, a); diff != "" {
		t.Errorf("the attack changed (-before +after):\n%s", diff)
	}
	require.Equal(t, rollsBefore, rolls, "the dice changed")
}

// Attack.Validate refuses the attacks that Resolve and Odds cannot handle:
// a catalogue with more kinds than xeno.Counts holds, or Targets of a kind
// the catalogue does not have (Odds returns an error for invalid attacks)
// rather than let Resolve and Odds panic with an index out of range, as
// they once did.
func TestValidateRefusesAttacksThatWouldPanic(t *testing.T) {
	t.Run("targets outside the catalogue", func(t *testing.T) {
		// Workers and Tanks only, but a Hunter in the zone: the Hunter has
		// no profile to target it by (Kinds[Hunter] is out of range).
		a := ranged(xeno.Counts{xeno.Hunter: 1}, smg)
		a.Kinds = xeno.Invader[:xeno.Hunter]
		require.Error(t, a.Validate())
		require.NotPanics(t, func() { _, err := combat.Odds(&a); require.Error(t, err) })
	})
	t.Run("catalogue longer than MaxKinds", func(t *testing.T) {
		// Nine kinds: the loops over Kinds index Counts[8], out of range.
		kinds := make(xeno.Catalog, xeno.MaxKinds+1)
		for i := range kinds {
			kinds[i] = xeno.Profile{Name: string(rune('A' + i)), Damage: 1, Toughness: 1, XP: 1, Actions: 1, Priority: 1}
		}
		a := combat.Attack{Weapons: []combat.Weapon{smg}, Ranged: true, Targets: xeno.Counts{0: 1}, Kinds: kinds}
		require.Error(t, a.Validate())
		require.NotPanics(t, func() { _, err := combat.Odds(&a); require.Error(t, err) })
	})
}

// The player chooses Melee targets (p.31): two Damage 2 hits in a zone
// holding a Worker, a Tank and a Hunter may eliminate the Tank and the
// Hunter; each hit may go to any kind it eliminates (Choices), and the
// Plan says which.
func TestMeleeTargetsChosen(t *testing.T) {
	zone := xeno.Counts{xeno.Worker: 1, xeno.Tank: 1, xeno.Hunter: 1}
	a := melee(zone, die(2, 2))
	if got, want := a.Choices(nil, zone, 2), []xeno.Kind{xeno.Worker, xeno.Tank, xeno.Hunter}; !slices.Equal(got, want) {
		t.Errorf("p.31: Choices of a Damage 2 hit = %v, want %v", got, want)
	}
	if got, want := a.Choices(nil, zone, 1), []xeno.Kind{xeno.Worker, xeno.Hunter}; !slices.Equal(got, want) {
		t.Errorf("p.31: Choices of a Damage 1 hit = %v, want %v (the Tank needs 2)", got, want)
	}
	a.Plan = []xeno.Kind{xeno.Tank, xeno.Hunter}
	got := combat.Resolve(&a, sixes(2))
	if want := (xeno.Counts{xeno.Tank: 1, xeno.Hunter: 1}); got.Eliminated != want {
		t.Errorf("p.31: plan Tank, Hunter: eliminated %v, want %v", got.Eliminated, want)
	}
	r := ranged(zone, die(2, 2))
	if got, want := r.Choices(nil, zone, 2), []xeno.Kind{xeno.Tank}; !slices.Equal(got, want) {
		t.Errorf("p.32: Ranged Choices = %v, want %v first (Targeting Priority Order)", got, want)
	}
}
