package invader_test

import (
	"errors"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/xeno"
)

// The odds of an attack (AttackOdds, p.16): exact, and in agreement with
// Apply. The rules of combat are in rulebook/.

// attackResult rebuilds an attack's combat.Result from its events.
func attackResult(ev []invader.Event) (combat.Result, bool) {
	var r combat.Result
	resolved := false
	for _, e := range ev {
		switch e := e.(type) {
		case invader.AttackResolved:
			r.Successes, r.Misses, resolved = e.Successes, e.Misses, true
		case invader.XenosEliminated:
			r.Eliminated[e.Kind] += uint8(e.Count)
		case invader.XPGained:
			r.XP += e.XP
		}
	}
	return r, resolved
}

// AttackOdds (p.16) gives the exact distribution of an attack: the Heavy
// Shotgun (2 dice, 4+, Damage 2) against a Tank and two Workers.
func TestAttackOddsExact(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic)), entry(t, "Heavy Shotgun", 1, equipment.Start))
	put(&m, "c", xeno.Worker, 2)
	put(&m, "c", xeno.Tank, 1)
	s, _ := deal(t, m, "Heavy Shotgun")
	got, err := s.AttackOdds(invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup("c")})
	require.NoError(t, err)
	want := []combat.Outcome{
		{Result: combat.Result{Misses: 2}, Weight: 9, Total: 36},
		{Result: combat.Result{Successes: 1, Misses: 1, Eliminated: counts(0, 1, 0, 0), XP: 1}, Weight: 18, Total: 36},
		{Result: combat.Result{Successes: 2, Eliminated: counts(1, 1, 0, 0), XP: 2}, Weight: 9, Total: 36},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("p.16, p.32: AttackOdds (-want +got):\n%s", diff)
	}
	_, err = s.AttackOdds(invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup("o")})
	var ie *invader.IllegalError
	if !errors.As(err, &ie) || ie.Reason != invader.NoTargets {
		t.Errorf("AttackOdds of an illegal attack: error %v, want an IllegalError (no targets)", err)
	}
}

// AttackOdds agrees with what Apply does (Monte Carlo): over 2,000 copies
// of a game, each reseeded (State.Reseed), the frequency of each result of
// the real attack is within 0.03 of its exact probability, and no result
// falls outside the odds.
func TestAttackOddsMatchesApply(t *testing.T) {
	tests := []struct {
		name, weapon, target string
		xenos                xeno.Counts
		conc                 bool
	}{
		{"Heavy Shotgun at a Tank and 2 Workers", "Heavy Shotgun", "c", counts(2, 1, 0, 0), false},
		{"Light Machine Gun at 2 Workers and a Hunter", "Light Machine Gun", "o", counts(2, 0, 1, 0), false},
		{"Concentrated SMG at a Tank and a Worker", "SMG", "c", counts(1, 1, 0, 0), true},
	}
	const games = 2000
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := equipped(newMission(t, roomBoard, civ("Ann", medic)), entry(t, tt.weapon, 1, equipment.Start))
			for k, n := range tt.xenos[:3] {
				if n > 0 {
					put(&m, tt.target, xeno.Kind(k), int(n))
				}
			}
			a := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup(tt.target), Concentrated: tt.conc}
			base := start(t, m)
			odds, err := base.AttackOdds(a)
			require.NoError(t, err)
			results := map[combat.Result]int{}
			for seed := range uint64(games) {
				s := base.Reseed(seed) // the same game, other dice
				_, ev, err := s.Apply(a)
				require.NoError(t, err)
				res, ok := attackResult(ev)
				require.True(t, ok, "seed %d: the attack did not resolve: %v", seed, ev)
				results[res]++
			}
			sum := 0.0
			for _, o := range odds {
				sum += o.Probability()
				freq := float64(results[o.Result]) / games
				if math.Abs(freq-o.Probability()) > 0.03 {
					t.Errorf("result %+v: AttackOdds %.3f, Apply's frequency %.3f over %d games", o.Result, o.Probability(), freq, games)
				}
				delete(results, o.Result)
			}
			if len(results) > 0 {
				t.Errorf("Apply gave results AttackOdds does not list: %v", results)
			}
			if math.Abs(sum-1) > 1e-9 {
				t.Errorf("AttackOdds probabilities sum to %v", sum)
			}
		})
	}
}
