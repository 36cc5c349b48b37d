package invader_test

import (
	"encoding/json"
	"errors"
	"slices"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// flowBoard is a corridor with no door, so a Turn ends as soon as its
// Actions are spent (a free door use would keep it open, p.22), and two
// Objective tokens, so taking one does not win.
const flowBoard = `
+--+--+--+
|s .b .o |
+--+--+--+

s: corridor start
b: corridor
o: corridor objective objective
`

// coreMission is flowBoard played by the six core Survivors.
func coreMission(t testing.TB, players int) mission.Mission {
	m := newMission(t, flowBoard, survivor.Base()...)
	m.Players = players
	return m
}

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
		if got := notation(s, s.Legal()); !slices.Equal(got, want) {
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

// Chance (doc.go "Chance", RULINGS "Chance"): with ExternalChance the deal waits for the
// caller, who sees the odds.
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
		{Action: invader.Chance{Outcome: 0}, Label: "Cattle Prod", Weight: 4, Total: 6},
		{Action: invader.Chance{Outcome: 1}, Label: "SMG", Weight: 2, Total: 6},
	}
	if diff := cmp.Diff(want, s.ChanceOutcomes()); diff != "" {
		t.Errorf("p.9: first deal outcomes (-want +got):\n%s", diff)
	}
	if got := s.ChanceOutcomes()[1].Probability(); got != 2.0/6 {
		t.Errorf("p.9: P(SMG) = %v, want 1/3", got)
	}
	if diff := cmp.Diff([]invader.Action{invader.Chance{Outcome: 0}, invader.Chance{Outcome: 1}}, s.Legal()); diff != "" {
		t.Errorf("p.9: Legal() during the deal (-want +got):\n%s", diff)
	}
	refuse(t, s, invader.Chance{Outcome: 2}, invader.NotAChoice)

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

// script plays up to n legal actions chosen by a fixed rule (never the
// winning Objective), returning them and the State.
func script(t testing.TB, s invader.State, n int) ([]invader.Action, invader.State) {
	var played []invader.Action
	for i := range n {
		legal := slices.DeleteFunc(s.Legal(), func(a invader.Action) bool { _, take := a.(invader.TakeObjective); return take })
		if len(legal) == 0 {
			break
		}
		a := legal[(i*7+3)%len(legal)]
		next, _, err := s.Apply(a)
		require.NoError(t, err)
		s, played = next, append(played, a)
	}
	return played, s
}

// Replay reproduces a game: the same State and the same events
// (doc.go "Chance").
func TestReplay(t *testing.T) {
	m := coreMission(t, 2)
	for _, opts := range [][]invader.Option{
		{invader.Seed(3)},
		{invader.Seed(4), invader.Doors(invader.DoorCostsAction)},
		{invader.Seed(5), invader.ExternalChance()},
	} {
		s, setup, err := invader.Start(m, opts...)
		require.NoError(t, err)
		events := setup
		var played []invader.Action
		for i := range 120 {
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			a := legal[(i*7+3)%len(legal)]
			next, ev, err := s.Apply(a)
			require.NoError(t, err)
			s, events, played = next, append(events, ev...), append(played, a)
		}
		got, gotEvents, err := invader.Replay(m, played, opts...)
		require.NoError(t, err)
		if got.Hash() != s.Hash() {
			t.Errorf("Replay of %d actions: Hash %x, want %x", len(played), got.Hash(), s.Hash())
		}
		if diff := cmp.Diff(events, gotEvents); diff != "" {
			t.Errorf("Replay of %d actions: events (-played +replayed):\n%s", len(played), diff)
		}
		if diff := cmp.Diff(string(stateJSON(t, s)), string(stateJSON(t, got))); diff != "" {
			t.Errorf("Replay of %d actions: JSON (-played +replayed):\n%s", len(played), diff)
		}
	}
}

// An illegal action stops a replay with ErrIllegal and the State before it.
func TestReplayIllegal(t *testing.T) {
	m := newMission(t, flowBoard)
	s, ev, err := invader.Replay(m, []invader.Action{invader.MakeNoise{Survivor: 0}, invader.Activate{Survivor: 0}})
	if !errors.Is(err, invader.ErrIllegal) {
		t.Fatalf("Replay with an illegal 2nd action: error %v, want ErrIllegal", err)
	}
	want, _ := play(t, start(t, m), "Ann noise")
	if s.Hash() != want.Hash() {
		t.Errorf("Replay stopped at the illegal action: State is not the one before it")
	}
	if len(only[invader.NoiseMade](ev)) != 1 {
		t.Errorf("Replay stopped at the illegal action: events %v, want those of the legal ones", ev)
	}
}

// The same seed deals the same cards; some other seed deals differently.
func TestSeeds(t *testing.T) {
	m := coreMission(t, 2)
	deal := func(seed uint64) []invader.Event {
		_, ev, err := invader.Start(m, invader.Seed(seed))
		require.NoError(t, err)
		return ev
	}
	if diff := cmp.Diff(deal(42), deal(42)); diff != "" {
		t.Errorf("seed 42 twice (-first +second):\n%s", diff)
	}
	a, _ := script(t, start(t, m, invader.Seed(42)), 50)
	b, _ := script(t, start(t, m, invader.Seed(42)), 50)
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("seed 42 twice, same rule of play (-first +second):\n%s", diff)
	}
	for seed := range uint64(50) {
		if !cmp.Equal(deal(42), deal(seed)) {
			return
		}
	}
	t.Errorf("seeds 0-49 all deal like seed 42")
}

// Reseed keeps the game and changes its future: a copy plays the same
// dice as its original, a reseeded copy plays others (for some seed), the
// same seed the same ones, and the original is untouched.
func TestReseed(t *testing.T) {
	m, err := mission.Builtin("M1") // Xenos and a Spawn Zone: chance every round
	require.NoError(t, err)
	s := start(t, m, invader.Seed(42))
	future := func(s invader.State) []invader.Event { // 60 actions: every Turn ends at once
		var all []invader.Event
		for range 60 {
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			a := legal[0]
			for _, b := range legal {
				if _, ok := b.(invader.EndTurn); ok {
					a = b
				}
			}
			next, ev, err := s.Apply(a)
			require.NoError(t, err)
			s, all = next, append(all, ev...)
		}
		return all
	}
	want := future(s)
	if diff := cmp.Diff(want, future(s)); diff != "" {
		t.Fatalf("a copy plays another future (-first +second):\n%s", diff)
	}
	r := s.Reseed(7)
	if r.Round() != s.Round() || r.Pending() != s.Pending() || !slices.Equal(r.Legal(), s.Legal()) {
		t.Errorf("Reseed changed the game: round %d, pending %+v", r.Round(), r.Pending())
	}
	if diff := cmp.Diff(future(r), future(s.Reseed(7))); diff != "" {
		t.Errorf("seed 7 twice (-first +second):\n%s", diff)
	}
	for seed := range uint64(20) {
		if !cmp.Equal(want, future(s.Reseed(seed))) {
			if diff := cmp.Diff(want, future(s)); diff != "" {
				t.Errorf("Reseed changed its receiver (-before +after):\n%s", diff)
			}
			return
		}
	}
	t.Errorf("reseeding with 0-19 never changed the future")
}

// Under ExternalChance the caller rolls the dice: Reseed changes nothing,
// not even the Hash (transposition tables stay valid); nor on the zero
// State.
func TestReseedExternal(t *testing.T) {
	m, err := mission.Builtin("M1")
	require.NoError(t, err)
	s := start(t, m, invader.ExternalChance())
	if s.Reseed(3).Hash() != s.Hash() {
		t.Error("Reseed changed a State under ExternalChance")
	}
	if (invader.State{}).Reseed(3).Hash() != (invader.State{}).Hash() {
		t.Error("Reseed changed the zero State")
	}
}

// A State is shared between goroutines without locks (doc.go "Contract", run
// with -race).
func TestConcurrentUse(t *testing.T) {
	m := newMission(t, doorsBoard, plain("Ann"), plain("Bob"))
	m.ObjectiveXP = 19
	s := start(t, m, invader.Seed(9))
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	before, beforeJSON := s.Hash(), stateJSON(t, s)
	legal := s.Legal()
	want := make([]uint64, len(legal))
	for i, a := range legal {
		next, _, err := s.Apply(a)
		require.NoError(t, err)
		want[i] = next.Hash()
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := range 8 {
		wg.Go(func() {
			x := s
			for round := range 20 {
				if got := x.Legal(); !cmp.Equal(got, legal) {
					errs <- "Legal() differs"
					return
				}
				i := (g + round) % len(legal)
				next, _, err := x.Apply(legal[i])
				if err != nil || next.Hash() != want[i] {
					errs <- "Apply gave another State"
					return
				}
				// Play on from the new State too.
				for k := range 5 {
					l := next.Legal()
					if len(l) == 0 {
						break
					}
					if next, _, err = next.Apply(l[(k+g)%len(l)]); err != nil {
						errs <- "a legal action failed: " + err.Error()
						return
					}
				}
				b, err := json.Marshal(x)
				if err != nil || string(b) != string(beforeJSON) {
					errs <- "MarshalJSON differs"
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	if s.Hash() != before {
		t.Errorf("the shared State changed")
	}
}
