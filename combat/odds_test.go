package combat_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/xeno"
)

// pow6 returns 6^n.
func pow6(n int) uint64 {
	r := uint64(1)
	for range n {
		r *= 6
	}
	return r
}

// bruteForce resolves every one of the 6^dice rolls and counts the results.
func bruteForce(a *combat.Attack) map[combat.Result]uint64 {
	n := a.Dice()
	rolls := make([]int, n)
	for i := range rolls {
		rolls[i] = 1
	}
	dist := map[combat.Result]uint64{}
	for {
		dist[combat.Resolve(a, rolls)]++
		i := 0
		for ; i < n; i++ {
			if rolls[i] < 6 {
				rolls[i]++
				break
			}
			rolls[i] = 1
		}
		if i == n {
			return dist
		}
	}
}

// checkOdds checks what holds for every Odds answer and returns it as a
// map: Total is 6^dice on every outcome, results are distinct, weights add
// up to Total, probabilities to 1, and the order is by eliminations then
// successes.
func checkOdds(t require.TestingT, a *combat.Attack, out []combat.Outcome) map[combat.Result]uint64 {
	total := pow6(a.Dice())
	require.NotEmpty(t, out)
	got := map[combat.Result]uint64{}
	sum, p := uint64(0), 0.0
	for i, o := range out {
		require.Equal(t, total, o.Total, "outcome %d: Total is 6^%d", i, a.Dice())
		require.NotZero(t, o.Weight, "outcome %d (%+v) cannot happen", i, o.Result)
		_, dup := got[o.Result]
		require.False(t, dup, "outcome %d (%+v) listed twice", i, o.Result)
		got[o.Result] = o.Weight
		sum += o.Weight
		p += o.Probability()
		require.Equal(t, a.Dice(), o.Result.Successes+o.Result.Misses)
		if i > 0 {
			prev, cur := out[i-1].Result, o.Result
			pe, ce := prev.Eliminated.Total(), cur.Eliminated.Total()
			require.True(t, pe < ce || pe == ce && prev.Successes <= cur.Successes,
				"outcomes %d and %d out of order: %+v before %+v", i-1, i, prev, cur)
		}
	}
	require.Equal(t, total, sum, "weights add up to 6^dice")
	require.InDelta(t, 1, p, 1e-9, "probabilities add up to 1")
	return got
}

func agreeWithBruteForce(t require.TestingT, a *combat.Attack) {
	out, err := combat.Odds(a)
	require.NoError(t, err)
	got := checkOdds(t, a, out)
	if diff := cmp.Diff(bruteForce(a), got); diff != "" {
		require.Fail(t, "Odds disagrees with the enumeration of every roll", "(-brute force +Odds):\n%s", diff)
	}
}

// Small attacks of the tests above, up to 5 dice: Odds gives exactly the
// distribution of Resolve over every roll.
func TestOddsBruteForce(t *testing.T) {
	tank := xeno.Counts{xeno.Tank: 1, xeno.Worker: 2}
	for _, tt := range []struct {
		name string
		a    combat.Attack
	}{
		{"p.32 SMG vs tank shield", ranged(tank, smg)},
		{"p.32 dual SMGs vs tank shield", ranged(tank, smg, smg)},
		{"p.32 heavy shotgun vs tank shield", ranged(tank, heavyShotgun)},
		{"p.32 workers and hunter", ranged(xeno.Counts{xeno.Worker: 4, xeno.Hunter: 1}, lmg)},
		{"pp.19-20 concentrated LMG vs spoiler", concentrated(ranged(xeno.Counts{xeno.Spoiler: 1, xeno.Tank: 1}, lmg))},
		{"p.32 prefer spoiler", prefer(xeno.Spoiler, concentrated(ranged(xeno.Counts{xeno.Spoiler: 1, xeno.Tank: 1}, lmg)))},
		{"melee chainsaw", prefer(xeno.Tank, melee(xeno.Counts{xeno.Tank: 2, xeno.Worker: 1, xeno.Spoiler: 1}, chainsaw))},
		{"melee dual cattle prods", melee(tank, cattleProd, cattleProd)},
		{"dual heavy cutters", concentrated(melee(xeno.Counts{xeno.Spoiler: 1, xeno.Hunter: 3}, heavyCutter, heavyCutter))},
		{"sniper", prefer(xeno.Hunter, free(ranged(xeno.Counts{xeno.Tank: 1, xeno.Hunter: 1}, sniperRifle)))},
		{"mixed dual weapons", ranged(xeno.Counts{xeno.Tank: 2, xeno.Worker: 2}, combat.Weapon{Dice: 2, Accuracy: 3, Damage: 2}, combat.Weapon{Dice: 3, Accuracy: 6, Damage: 1})},
		{"empty zone", ranged(xeno.Counts{}, smg, smg)},
		{"accuracy 1 and 7", ranged(xeno.Counts{xeno.Worker: 3}, combat.Weapon{Dice: 2, Accuracy: 1, Damage: 1}, combat.Weapon{Dice: 3, Accuracy: 7, Damage: 1})},
		{"no dice", ranged(xeno.Counts{xeno.Worker: 3}, combat.Weapon{Dice: 0, Accuracy: 4, Damage: 1})},
	} {
		t.Run(tt.name, func(t *testing.T) { agreeWithBruteForce(t, &tt.a) })
	}
}

// The example of the package documentation, by hand: Dual SMGs (4 dice,
// 5+, one chance in three each) against 3 Workers.
func TestOddsDualSMGByHand(t *testing.T) {
	a := ranged(xeno.Counts{xeno.Worker: 3}, smg, smg)
	out, err := combat.Odds(&a)
	require.NoError(t, err)
	w := func(n int) xeno.Counts { return xeno.Counts{xeno.Worker: uint8(n)} }
	want := []combat.Outcome{
		{Result: combat.Result{Successes: 0, Misses: 4}, Weight: 256, Total: 1296},
		{Result: combat.Result{Successes: 1, Misses: 3, Eliminated: w(1), XP: 1}, Weight: 512, Total: 1296},
		{Result: combat.Result{Successes: 2, Misses: 2, Eliminated: w(2), XP: 2}, Weight: 384, Total: 1296},
		{Result: combat.Result{Successes: 3, Misses: 1, Eliminated: w(3), XP: 3}, Weight: 128, Total: 1296},
		{Result: combat.Result{Successes: 4, Misses: 0, Eliminated: w(3), XP: 3}, Weight: 16, Total: 1296},
	}
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("Odds (-want +got):\n%s", diff)
	}
	require.InDelta(t, 512.0/1296, out[1].Probability(), 1e-15)
}

// A Monte Carlo run of Resolve with seeded dice agrees with Odds.
func TestOddsMonteCarlo(t *testing.T) {
	const runs = 20000
	for _, tt := range []struct {
		name string
		a    combat.Attack
	}{
		{"dual SMGs vs tank, workers, hunter", ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 2, xeno.Hunter: 1}, smg, smg)},
		{"concentrated LMG vs spoiler and tank", prefer(xeno.Spoiler, concentrated(ranged(xeno.Counts{xeno.Spoiler: 1, xeno.Tank: 1}, lmg)))},
		{"chainsaw melee", melee(xeno.Counts{xeno.Tank: 2, xeno.Worker: 3}, chainsaw)},
		{"two LMGs with +1 die, 12 dice", ranged(xeno.Counts{xeno.Tank: 1, xeno.Worker: 4, xeno.Hunter: 2}, combat.Weapon{Dice: 6, Accuracy: 5, Damage: 1}, combat.Weapon{Dice: 6, Accuracy: 5, Damage: 1})},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, err := combat.Odds(&tt.a)
			require.NoError(t, err)
			checkOdds(t, &tt.a, out)
			rng := rand.New(rand.NewPCG(1, 2))
			seen := map[combat.Result]int{}
			rolls := make([]int, tt.a.Dice())
			for range runs {
				for i := range rolls {
					rolls[i] = rng.IntN(6) + 1
				}
				seen[combat.Resolve(&tt.a, rolls)]++
			}
			for _, o := range out {
				got := float64(seen[o.Result]) / runs
				require.InDelta(t, o.Probability(), got, 0.02, "%+v", o.Result)
				delete(seen, o.Result)
			}
			require.Empty(t, seen, "Resolve gave results Odds does not list")
		})
	}
}

// drawAttack draws a valid attack: 1-2 weapons of 0-4 dice, Accuracy 1-7,
// Damage 0-4, Xenos of the Invader catalogue, Concentrated or not, Ranged,
// Ranged with free targets, or Melee.
func drawAttack(t *rapid.T) *combat.Attack {
	a := &combat.Attack{Kinds: xeno.Invader}
	for i := range rapid.IntRange(1, 2).Draw(t, "weapons") {
		a.Weapons = append(a.Weapons, combat.Weapon{
			Dice:     rapid.IntRange(0, 4).Draw(t, fmt.Sprintf("dice%d", i)),
			Accuracy: rapid.IntRange(1, 7).Draw(t, fmt.Sprintf("accuracy%d", i)),
			Damage:   rapid.IntRange(0, 4).Draw(t, fmt.Sprintf("damage%d", i)),
		})
	}
	for k, p := range xeno.Invader {
		a.Targets[k] = uint8(rapid.IntRange(0, min(3, p.Supply)).Draw(t, p.Name))
	}
	switch rapid.SampledFrom([]string{"melee", "ranged", "free ranged"}).Draw(t, "mode") {
	case "ranged":
		a.Ranged = true
	case "free ranged":
		a.Ranged, a.FreeTargets = true, true
	}
	a.Concentrated = rapid.Bool().Draw(t, "concentrated")
	a.Plan = []xeno.Kind{xeno.Kind(rapid.IntRange(0, len(xeno.Invader)-1).Draw(t, "prefer"))}
	return a
}

func TestOddsProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := drawAttack(t)
		require.NoError(t, a.Validate())
		out, err := combat.Odds(a)
		require.NoError(t, err)
		got := checkOdds(t, a, out)
		if a.Dice() <= 5 {
			if diff := cmp.Diff(bruteForce(a), got); diff != "" {
				t.Fatalf("Odds disagrees with the enumeration of every roll (-brute force +Odds):\n%s", diff)
			}
		}
		again, err := combat.Odds(a)
		require.NoError(t, err)
		require.Empty(t, cmp.Diff(out, again), "Odds is deterministic, order included")
	})
}

// Every roll's result is one of the outcomes Odds lists (any dice count).
func TestOddsListsEveryRoll(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := drawAttack(t)
		out, err := combat.Odds(a)
		require.NoError(t, err)
		rolls := rapid.SliceOfN(rapid.IntRange(1, 6), a.Dice(), a.Dice()).Draw(t, "rolls")
		r := combat.Resolve(a, rolls)
		for _, o := range out {
			if o.Result == r {
				return
			}
		}
		t.Fatalf("Resolve(%v) = %+v, not among the outcomes of Odds", rolls, r)
	})
}

func TestOddsTooManyDice(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := drawAttack(t)
		extra := rapid.IntRange(combat.MaxOddsDice+1, 64).Draw(t, "dice")
		a.Weapons[0].Dice = min(32, extra)
		if len(a.Weapons) == 2 {
			a.Weapons[1].Dice = max(0, extra-32)
		} else if extra > 32 {
			a.Weapons = append(a.Weapons, combat.Weapon{Dice: extra - 32, Accuracy: 4, Damage: 1})
		}
		require.Equal(t, extra, a.Dice())
		require.NoError(t, a.Validate(), "the attack itself is valid")
		out, err := combat.Odds(a)
		require.Error(t, err)
		require.Nil(t, out)
	})
}

// MaxOddsDice dice are the most Odds accepts, in one weapon or two, and
// 6^MaxOddsDice fits in the weights.
func TestOddsMaxDice(t *testing.T) {
	for _, split := range [][2]int{{combat.MaxOddsDice, 0}, {combat.MaxOddsDice / 2, combat.MaxOddsDice / 2}} {
		ws := []combat.Weapon{{Dice: split[0], Accuracy: 5, Damage: 1}, {Dice: split[1], Accuracy: 3, Damage: 2}}
		a := ranged(xeno.Counts{xeno.Tank: 2, xeno.Worker: 3, xeno.Hunter: 1, xeno.Spoiler: 1}, ws...)
		out, err := combat.Odds(&a)
		require.NoError(t, err)
		checkOdds(t, &a, out)
		require.Equal(t, uint64(4738381338321616896), out[0].Total, "6^24")

		a.Weapons[0].Dice++
		_, err = combat.Odds(&a)
		require.Error(t, err, "%d dice", a.Dice())
	}
}

func TestOddsInvalid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := drawAttack(t)
		switch rapid.IntRange(0, 8).Draw(t, "defect") {
		case 0:
			a.Weapons = nil
		case 1:
			a.Weapons = append(a.Weapons, smg, smg)
		case 2:
			a.Weapons[0].Dice = rapid.IntRange(-5, -1).Draw(t, "dice")
		case 3:
			a.Weapons[len(a.Weapons)-1].Dice = rapid.IntRange(33, 100).Draw(t, "dice")
		case 4:
			a.Weapons[0].Accuracy = rapid.IntRange(-3, 0).Draw(t, "accuracy")
		case 5:
			a.Weapons[len(a.Weapons)-1].Accuracy = rapid.IntRange(8, 12).Draw(t, "accuracy")
		case 6:
			a.Weapons[0].Damage = rapid.IntRange(-3, -1).Draw(t, "damage")
		case 7:
			a.Plan = []xeno.Kind{xeno.Kind(rapid.IntRange(len(xeno.Invader), 255).Draw(t, "prefer"))}
		case 8:
			a.Kinds = nil
		}
		require.Error(t, a.Validate())
		out, err := combat.Odds(a)
		require.Error(t, err)
		require.Nil(t, out)
	})
}
