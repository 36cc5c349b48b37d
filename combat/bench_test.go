package combat_test

import (
	"testing"

	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/xeno"
)

var (
	sinkResult   combat.Result
	sinkOutcomes []combat.Outcome
)

// Dual SMGs (4 dice) at a Zone of a Tank, Workers and a Hunter.
func BenchmarkResolve(b *testing.B) {
	a := &combat.Attack{
		Weapons: []combat.Weapon{smg, smg},
		Ranged:  true,
		Targets: xeno.Counts{xeno.Tank: 1, xeno.Worker: 3, xeno.Hunter: 1},
		Kinds:   xeno.Invader,
	}
	rolls := []int{5, 2, 6, 6}
	b.ReportAllocs()
	for b.Loop() {
		sinkResult = combat.Resolve(a, rolls)
	}
}

// The largest pools the catalogue allows: the Light Machine Gun's 5 dice,
// and two of them with +1 die each (12 dice).
func BenchmarkOdds(b *testing.B) {
	lmg1 := combat.Weapon{Dice: lmg.Dice + 1, Accuracy: lmg.Accuracy, Damage: lmg.Damage}
	zone := xeno.Counts{xeno.Tank: 2, xeno.Worker: 5, xeno.Hunter: 3, xeno.Spoiler: 1}
	for _, bb := range []struct {
		name string
		a    combat.Attack
	}{
		{"DualSMG/4dice", ranged(zone, smg, smg)},
		{"LMG/5dice", ranged(zone, lmg)},
		{"2xLMG+1die/12dice", ranged(zone, lmg1, lmg1)},
		{"2xLMG+1die/12dice/concentrated", concentrated(ranged(zone, lmg1, lmg1))},
	} {
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				out, err := combat.Odds(&bb.a)
				if err != nil {
					b.Fatal(err)
				}
				sinkOutcomes = out
			}
		})
	}
}
