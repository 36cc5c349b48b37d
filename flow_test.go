package invader_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// The Game Round (p.10): setup (p.9), activations, Actions per Turn (p.17,
// p.24), the end of a Turn, the Xenos' and End Phases, and chance.

// Setup (p.9, RULINGS "Starting Equipment"): one Starting Equipment card per
// Survivor, from 4 Cattle Prods and 2 SMGs.
func TestSetupDealsStartingEquipment(t *testing.T) {
	for seed := range uint64(20) {
		s, ev, err := invader.Start(coreMission(t, 2), invader.Seed(seed))
		require.NoError(t, err)
		count := map[string]int{}
		for i := range s.Survivors() {
			hand := s.Survivor(i).Hand
			if len(hand) != 1 {
				t.Errorf("p.9: seed %d: survivor %d holds %q, want one Starting Equipment card", seed, i, hand)
			}
			for _, c := range hand {
				count[c]++
			}
		}
		if diff := cmp.Diff(map[string]int{"Cattle Prod": 4, "SMG": 2}, count); diff != "" {
			t.Errorf("p.9: seed %d: cards dealt (-want +got):\n%s", seed, diff)
		}
		if got := len(only[invader.CardDealt](ev)); got != 6 {
			t.Errorf("p.9: seed %d: %d CardDealt events, want 6", seed, got)
		}
		tail := []invader.Event{invader.RoundStarted{Round: 1}, invader.PhaseStarted{Phase: invader.PlayersPhase}}
		if diff := cmp.Diff(tail, ev[len(ev)-2:]); diff != "" {
			t.Errorf("p.10: seed %d: setup ends with (-want +got):\n%s", seed, diff)
		}
	}
}

// With 7 Survivors, the 7th gets a Cattle Prod from outside the box (p.36,
// RULINGS "Playing with 7+ Survivors"): everyone starts with one card.
func TestSetupSevenSurvivors(t *testing.T) {
	var cards []survivor.Card
	for _, n := range []string{"A", "B", "C", "D", "E", "F", "G"} {
		cards = append(cards, plain(n))
	}
	s := start(t, newMission(t, flowBoard, cards...))
	var got []int
	for i := range s.Survivors() {
		got = append(got, len(s.Survivor(i).Hand))
	}
	if diff := cmp.Diff([]int{1, 1, 1, 1, 1, 1, 1}, got); diff != "" {
		t.Errorf("p.36: cards per survivor with 7 survivors (-want +got):\n%s", diff)
	}
	if got := s.Survivor(6).Hand; len(got) != 1 || got[0] != "Cattle Prod" {
		t.Errorf("p.36: the 7th Survivor starts with %v, want a Cattle Prod", got)
	}
}

// The Game Round (p.10): players activate their Survivors in turn from the
// First Player; then the Xenos' Phase and the End Phase, which removes the
// Noise tokens and passes the First Player token; then round 2.
func TestRoundStructure(t *testing.T) {
	m := coreMission(t, 2)
	s := start(t, m, invader.Seed(7))
	if s.Round() != 1 || s.Phase() != invader.PlayersPhase || s.FirstPlayer() != 0 || s.Players() != 2 {
		t.Fatalf("p.10: after setup Round %d, Phase %v, FirstPlayer %d, Players %d; want 1, players, 0, 2",
			s.Round(), s.Phase(), s.FirstPlayer(), s.Players())
	}
	for i := range s.Survivors() {
		if got := s.Survivor(i).Player; got != i%2 {
			t.Errorf("p.10: survivor %d belongs to player %d, want %d", i, got, i%2)
		}
	}
	wantPending := func(want invader.Pending) {
		t.Helper()
		if got := s.Pending(); got != want {
			t.Fatalf("p.10: Pending() = %+v, want %+v", got, want)
		}
	}
	wantLegal := func(want ...string) {
		t.Helper()
		if got := notation(s, withoutDiscards(s.Legal())); !slices.Equal(got, want) { // discards: at any time (p.18)
			t.Fatalf("p.10: Legal() = %q, want %q", got, want)
		}
	}
	wantPending(invader.Pending{Decision: invader.ActivationDecision, Player: 0, Survivor: -1})
	wantLegal("activate Cole", "activate Mitsuki", "activate Jared")
	refuseText(t, s, "activate Vivian", invader.NotYours)

	var ev []invader.Event
	s, ev = play(t, s, "activate Mitsuki")
	if diff := cmp.Diff([]invader.Event{invader.SurvivorActivated{Survivor: 2, Actions: 3}}, ev); diff != "" {
		t.Errorf("p.10: activate Mitsuki (-want +got):\n%s", diff)
	}
	wantPending(invader.Pending{Decision: invader.ActionDecision, Player: 0, Survivor: 2})
	s, _ = play(t, s, "Mitsuki noise", "Mitsuki end")
	wantPending(invader.Pending{Decision: invader.ActivationDecision, Player: 0, Survivor: -1})
	wantLegal("activate Cole", "activate Jared")
	refuseText(t, s, "activate Mitsuki", invader.AlreadyActivated)

	// The last of player 0's Survivors is activated at once.
	s, ev = play(t, s, "activate Jared", "Jared end")
	if got := only[invader.SurvivorActivated](ev); !slices.Contains(got, invader.SurvivorActivated{Survivor: 0, Actions: 3}) {
		t.Errorf("p.10: Cole, player 0's last Survivor, not activated at once: %v", got)
	}
	wantPending(invader.Pending{Decision: invader.ActionDecision, Player: 0, Survivor: 0})

	// Then player 1.
	s, _ = play(t, s, "Cole move b", "Cole noise", "Cole end")
	wantPending(invader.Pending{Decision: invader.ActivationDecision, Player: 1, Survivor: -1})
	wantLegal("activate Vivian", "activate Magnus", "activate Baraka")
	s, _ = play(t, s, "activate Baraka", "Baraka end", "activate Vivian", "Vivian end")
	wantPending(invader.Pending{Decision: invader.ActionDecision, Player: 1, Survivor: 3})
	for i := range s.Survivors() {
		if !s.Survivor(i).Activated {
			t.Errorf("p.10: during the last Turn of the round, survivor %d is not marked activated", i)
		}
	}

	s, ev = play(t, s, "Magnus end")
	want := []invader.Event{
		invader.TurnEnded{Survivor: 3},
		invader.PhaseStarted{Phase: invader.XenosPhase},
		invader.PhaseStarted{Phase: invader.EndPhase},
		invader.NoiseRemoved{Zone: m.Map.MustLookup("s"), Count: 1},
		invader.NoiseRemoved{Zone: m.Map.MustLookup("b"), Count: 1},
		invader.FirstPlayerPassed{Player: 1},
		invader.RoundStarted{Round: 2},
		invader.PhaseStarted{Phase: invader.PlayersPhase},
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("p.10: end of round 1 (-want +got):\n%s", diff)
	}
	if s.Round() != 2 || s.FirstPlayer() != 1 || s.Phase() != invader.PlayersPhase {
		t.Errorf("p.10: Round %d, FirstPlayer %d, Phase %v; want 2, 1, players", s.Round(), s.FirstPlayer(), s.Phase())
	}
	for i := range s.Survivors() {
		if s.Survivor(i).Activated {
			t.Errorf("p.10: round 2: survivor %d still marked activated", i)
		}
	}
	for z := range m.Map.Len() {
		if n := s.Noise(zone.ID(z)); n != 0 {
			t.Errorf("p.17: round 2: %d Noise tokens in zone %d", n, z)
		}
	}
	wantPending(invader.Pending{Decision: invader.ActivationDecision, Player: 1, Survivor: -1})
	wantLegal("activate Vivian", "activate Magnus", "activate Baraka")
}

// The First Player token goes round the table (p.10): with 3 players it
// passes 0, 1, 2, 0.
func TestFirstPlayerPasses(t *testing.T) {
	s := start(t, newMission(t, flowBoard, plain("A"), plain("B"), plain("C")), invader.Players(3))
	var firsts []int
	for range 4 {
		firsts = append(firsts, s.FirstPlayer())
		// Each player has one Survivor, activated at once.
		for range 3 {
			p := s.Pending()
			require.Equal(t, invader.ActionDecision, p.Decision)
			s, _ = apply(t, s, invader.EndTurn{Survivor: p.Survivor})
		}
	}
	if diff := cmp.Diff([]int{0, 1, 2, 0}, firsts); diff != "" {
		t.Errorf("p.10: First Player by round (-want +got):\n%s", diff)
	}
	// Round 2 starts with player 1, whose Survivor is B.
	s = start(t, newMission(t, flowBoard, plain("A"), plain("B"), plain("C")), invader.Players(3))
	s, _ = play(t, s, "A end", "B end", "C end")
	if p := s.Pending(); p.Survivor != 1 || p.Player != 1 {
		t.Errorf("p.10: round 2 Pending() = %+v, want player 1's survivor B first", p)
	}
}

// With one player there is no token to pass (p.10).
func TestOnePlayerKeepsFirstPlayer(t *testing.T) {
	s := start(t, newMission(t, flowBoard))
	_, ev := play(t, s, "Ann end")
	if got := only[invader.FirstPlayerPassed](ev); len(got) != 0 {
		t.Errorf("p.10: one player: FirstPlayerPassed events %v, want none", got)
	}
}

// Actions per Turn (p.17, p.24).
func TestActionsPerTurn(t *testing.T) {
	tests := []struct {
		name, rule string
		xp         int // ObjectiveXP, to reach a level in round 1
		steps      []string
		ends       bool // the last step ends the Turn
		actions    int  // Actions of the Turn after the steps (SurvivorActivated)
	}{
		{name: "3 Actions at Blue", rule: "p.17", steps: []string{"Ann noise", "Ann noise"}, actions: -1},
		{name: "the 3rd Action ends the Turn", rule: "p.17", steps: []string{"Ann noise", "Ann noise", "Ann noise"}, ends: true, actions: 3},
		{name: "EndTurn ends it early", rule: "p.24 (Do Nothing)", steps: []string{"Ann noise", "Ann end"}, ends: true, actions: 3},
		{name: "EndTurn at once", rule: "p.24 (Do Nothing)", steps: []string{"Ann end"}, ends: true, actions: 3},
		{name: "4 Actions at Yellow", rule: "p.17", xp: 7, steps: []string{"Ann move b", "Ann move o", "Ann take o0", "Ann end"}, ends: true, actions: 4},
		{name: "4 Actions and a free Move at Orange", rule: "p.17", xp: 19,
			steps: []string{"Ann move b", "Ann move o", "Ann take o0", "Ann skill +1 free Move Action", "Ann end"}, ends: true, actions: 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMission(t, flowBoard)
			m.ObjectiveXP = tt.xp
			s := start(t, m)
			if n, _ := s.ActionsLeft(); n != 3 {
				t.Fatalf("p.17: a Blue Survivor's Turn starts with %d Actions, want 3", n)
			}
			s, ev := play(t, s, tt.steps...)
			ended := len(only[invader.TurnEnded](ev)) > 0
			if ended != tt.ends {
				t.Fatalf("%s: after %q TurnEnded = %v, want %v", tt.rule, tt.steps, ended, tt.ends)
			}
			if !tt.ends {
				if n, _ := s.ActionsLeft(); n != 3-len(tt.steps) {
					t.Errorf("%s: after %q: %d Actions left, want %d", tt.rule, tt.steps, n, 3-len(tt.steps))
				}
				return
			}
			if diff := cmp.Diff([]invader.SurvivorActivated{{Survivor: 0, Actions: tt.actions}}, only[invader.SurvivorActivated](ev)); diff != "" {
				t.Errorf("%s: next Turn (-want +got):\n%s", tt.rule, diff)
			}
		})
	}
}

// A Turn ends by itself when nothing is left to spend (p.10): a free
// Action no action can use is nothing to spend. Mitsuki's Blue Skill is
// "+1 free Machine Action"; with no Machine Action in the game (or no
// Machine on the board) her only legal action after her three Actions is
// EndTurn, yet the Turn waits for it.
func TestTurnEndsDespiteUnusableFreeAction(t *testing.T) {
	mitsuki, ok := survivor.Lookup("Mitsuki")
	require.True(t, ok)
	m := newMission(t, twoCorridors, mitsuki)
	s := start(t, m)
	s, _ = play(t, s, "Mitsuki noise", "Mitsuki noise", "Mitsuki noise")
	if got := notation(s, s.Legal()); len(got) == 1 && got[0] == "Mitsuki end" {
		n, free := s.ActionsLeft()
		t.Errorf("p.10: after her three Actions Mitsuki can only end her Turn (Legal() = %q, ActionsLeft() = %d, %v), "+
			"but the Turn did not end by itself", got, n, free)
	}
}

// A Turn ends by itself when the Survivor can do nothing but end it
// (p.10, the engine's rule since free Actions were fixed). settle applies
// it after every action, so a Survivor the player activates with nothing
// to do ends its Turn at once; but a Survivor activated automatically (the
// player's last one) is never checked and waits for an EndTurn that is its
// only legal action. Here the 18 Noise tokens are on the board (the
// LimitNoiseTokens house rule) and a wall keeps the start zone shut.
// A Survivor activated with nothing to do, by choice or automatically,
// waits for EndTurn: a Turn ends by itself only after an action
// (docs/RULINGS.md, "End of a Turn"; this also keeps rounds from running on
// by themselves when nobody can act).
func TestActivatedSurvivorWithNothingToDoWaits(t *testing.T) {
	var cards []survivor.Card
	for _, n := range []string{"A", "B", "C", "D", "E", "F", "G", "H"} {
		cards = append(cards, plain(n))
	}
	m := newMission(t, `
+--+--+
|s |o |
+--+--+

s: corridor start
o: corridor objective
`, cards...)
	s := start(t, m, invader.LimitNoiseTokens())
	for i, c := range cards[:6] {
		s, _ = apply(t, s, invader.Activate{Survivor: i})
		s, _ = play(t, s, c.Name+" noise", c.Name+" noise", c.Name+" noise")
	}
	s, ev := play(t, s, "activate G")
	if got := only[invader.TurnEnded](ev); len(got) != 0 {
		t.Fatalf("p.10: G activated with nothing to do: TurnEnded events %v, want none", got)
	}
	if got := withoutTrades(notation(s, s.Legal())); len(got) != 1 || got[0] != "G end" {
		t.Fatalf("G with nothing to do: Legal() = %q, want [G end]", got)
	}
	s, _ = play(t, s, "G end") // H, the last one, is activated automatically
	if got := withoutTrades(notation(s, s.Legal())); len(got) != 1 || got[0] != "H end" {
		t.Errorf("H with nothing to do: Pending() = %+v, Legal() = %q, want [H end]", s.Pending(), got)
	}
}

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
		for i := range rng.Survivors() {
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
