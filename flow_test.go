package invader_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// Chance (the engine's mechanics; the rules of the round are in
// rulebook/): the external and seeded paths.

// Chance (doc.go "Chance", RULINGS "Chance"): with ExternalChance the deal
// waits for the caller, who sees the odds.
func TestExternalChance(t *testing.T) {
	m := coreMission(t, 2)
	s, ev, err := invader.Start(m, invader.ExternalChance())
	require.NoError(t, err)
	if len(ev) != 0 {
		t.Errorf("p.9: external chance: setup events before any outcome: %v", ev)
	}
	if p := s.Pending(); p != (invader.Pending{Decision: invader.ChanceDecision, Player: -1, Survivor: -1}) {
		t.Fatalf("p.9: Pending() = %+v, want a chance decision", p)
	}
	if s.Phase() != invader.Setup {
		t.Errorf("p.9: Phase() = %v, want setup", s.Phase())
	}
	want := []invader.ChanceOutcome{
		{Action: invader.Chance{Outcome: "Cattle Prod"}, Label: "Cattle Prod", Weight: 4, Total: 6},
		{Action: invader.Chance{Outcome: "SMG"}, Label: "SMG", Weight: 2, Total: 6},
	}
	if diff := cmp.Diff(want, s.ChanceOutcomes()); diff != "" {
		t.Errorf("p.9: first deal outcomes (-want +got):\n%s", diff)
	}
	if got := s.ChanceOutcomes()[1].Probability(); got != 2.0/6 {
		t.Errorf("p.9: P(SMG) = %v, want 1/3", got)
	}
	if diff := cmp.Diff([]invader.Action{invader.Chance{Outcome: "Cattle Prod"}, invader.Chance{Outcome: "SMG"}}, s.Legal()); diff != "" {
		t.Errorf("p.9: Legal() during the deal (-want +got):\n%s", diff)
	}
	refuse(t, s, invader.Chance{Outcome: "Flamethrower"}, invader.NotAChoice)

	// Deal SMG, SMG, then the Cattle Prods: once the SMGs are gone the
	// only outcome left is a Cattle Prod.
	deal := []string{"SMG", "SMG", "Cattle Prod", "Cattle Prod", "Cattle Prod", "Cattle Prod"}
	for i, name := range deal {
		outs := s.ChanceOutcomes()
		k := slices.IndexFunc(outs, func(o invader.ChanceOutcome) bool { return o.Label == name })
		require.GreaterOrEqual(t, k, 0, "deal %d: no outcome %q in %+v", i, name, outs)
		if i == 2 && len(outs) != 1 {
			t.Errorf("p.9: both SMGs dealt: outcomes %+v, want only Cattle Prod", outs)
		}
		s, ev = apply(t, s, outs[k].Action)
		if diff := cmp.Diff(invader.CardDealt{Survivor: i, Card: name}, ev[0]); diff != "" {
			t.Errorf("p.9: deal %d (-want +got):\n%s", i, diff)
		}
	}
	for i, name := range deal {
		if diff := cmp.Diff([]string{name}, s.Survivor(i).Hand); diff != "" {
			t.Errorf("p.9: survivor %d hand (-want +got):\n%s", i, diff)
		}
	}
	if s.ChanceOutcomes() != nil {
		t.Errorf("p.9: after the deal ChanceOutcomes() = %+v, want nil", s.ChanceOutcomes())
	}
	if p := s.Pending(); p != (invader.Pending{Decision: invader.ActivationDecision, Player: 0, Survivor: -1}) || s.Round() != 1 {
		t.Errorf("p.10: after the deal Pending() = %+v, Round() = %d; want player 0 to activate in round 1", p, s.Round())
	}
}

// The seeded path and the external path run the same rules: feeding the
// seeded game's deal to an external game gives the same hands, decision
// and legal actions.
func TestChancePathsAgree(t *testing.T) {
	m := coreMission(t, 2)
	for seed := range uint64(10) {
		rng := start(t, m, invader.Seed(seed))
		ext := start(t, m, invader.ExternalChance(), invader.Seed(seed))
		for i := 0; ext.Pending().Decision == invader.ChanceDecision; i++ {
			name := rng.Survivor(i).Hand[0]
			outs := ext.ChanceOutcomes()
			k := slices.IndexFunc(outs, func(o invader.ChanceOutcome) bool { return o.Label == name })
			require.GreaterOrEqual(t, k, 0)
			ext, _ = apply(t, ext, outs[k].Action)
		}
		for i := range rng.NumSurvivors() {
			if diff := cmp.Diff(rng.Survivor(i), ext.Survivor(i)); diff != "" {
				t.Errorf("seed %d: survivor %d, seeded (-) vs external (+):\n%s", seed, i, diff)
			}
		}
		if rng.Pending() != ext.Pending() || rng.Round() != ext.Round() || rng.Phase() != ext.Phase() {
			t.Errorf("seed %d: seeded %+v round %d %v, external %+v round %d %v", seed,
				rng.Pending(), rng.Round(), rng.Phase(), ext.Pending(), ext.Round(), ext.Phase())
		}
		if diff := cmp.Diff(rng.Legal(), ext.Legal()); diff != "" {
			t.Errorf("seed %d: Legal() seeded (-) vs external (+):\n%s", seed, diff)
		}
	}
}

// Active names the Survivor taking its Turn, the one an ActionDecision
// waits for, and is -1 in the zero State.
func TestActive(t *testing.T) {
	require.Equal(t, -1, invader.State{}.Active())
	m, err := mission.Builtin("M1")
	require.NoError(t, err)
	s, err := invader.New(m, invader.Seed(4))
	require.NoError(t, err)
	for range 200 {
		if s.IsOver() {
			break
		}
		if p := s.Pending(); p.Decision == invader.ActionDecision {
			require.Equal(t, p.Survivor, s.Active())
		}
		if s.Phase() != invader.PlayersPhase {
			require.Equal(t, -1, s.Active())
		}
		s, _, err = s.Apply(s.Legal()[0])
		require.NoError(t, err)
	}
}
