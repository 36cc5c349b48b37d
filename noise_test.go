package invader_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
)

// Noise (p.17): Make Noise (p.24), noisy and silent weapons (p.15), the
// End Phase that removes the tokens (p.10).

// The Noise example of p.17 (Magnus), as far as it applies without weapons: one
// Action, one Noise token in the Survivor's zone; the token stays when Magnus
// moves away; the End Phase removes every token.
func TestEXNOISE1(t *testing.T) {
	magnus, ok := survivor.Lookup("Magnus")
	require.True(t, ok)
	m := newMission(t, corridorPair, magnus)
	zs, zb := m.Map.MustLookup("s"), m.Map.MustLookup("b")
	s := start(t, m)
	s, ev := play(t, s, "Magnus noise")
	if diff := cmp.Diff([]invader.Event{invader.NoiseMade{Survivor: 0, Zone: zs}}, ev); diff != "" {
		t.Errorf("p.24: Make Noise events (-want +got):\n%s", diff)
	}
	if got := s.Noise(zs); got != 1 {
		t.Errorf("p.17: Noise(s) = %d after one Make Noise, want 1", got)
	}
	s, _ = play(t, s, "Magnus move b")
	if got := [2]int{s.Noise(zs), s.Noise(zb)}; got != [2]int{1, 0} {
		t.Errorf("p.17: after Magnus moves away, Noise(s), Noise(b) = %v, want [1 0]: the token stays", got)
	}
	s, ev = play(t, s, "Magnus noise")
	want := []invader.Event{
		invader.NoiseMade{Survivor: 0, Zone: zb},
		invader.TurnEnded{Survivor: 0},
		invader.PhaseStarted{Phase: invader.XenosPhase},
		invader.PhaseStarted{Phase: invader.EndPhase},
		invader.NoiseRemoved{Zone: zs, Count: 1},
		invader.NoiseRemoved{Zone: zb, Count: 1},
		invader.RoundStarted{Round: 2},
		invader.PhaseStarted{Phase: invader.PlayersPhase},
		invader.SurvivorActivated{Survivor: 0, Actions: 3},
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("p.10, p.17: last Action of the round (-want +got):\n%s", diff)
	}
	if got := [2]int{s.Noise(zs), s.Noise(zb)}; got != [2]int{0, 0} {
		t.Errorf("p.17: after the End Phase Noise(s), Noise(b) = %v, want none", got)
	}
}

// Two Make Noise Actions in one zone make two tokens (p.24).
func TestNoiseAccumulates(t *testing.T) {
	m := newMission(t, corridorPair)
	s := start(t, m)
	s, _ = play(t, s, "Ann noise", "Ann noise")
	if got := s.Noise(m.Map.MustLookup("s")); got != 2 {
		t.Errorf("p.24: two Make Noise: Noise(s) = %d, want 2", got)
	}
}

// The box holds 18 Noise tokens (pp.3-4, RULINGS "Noise tokens"): with the
// LimitNoiseTokens house rule and all of them on the board, Make Noise is
// illegal.
func TestNoiseTokensRunOut(t *testing.T) {
	var cards []survivor.Card
	for _, n := range []string{"A", "B", "C", "D", "E", "F", "G"} {
		cards = append(cards, plain(n))
	}
	m := newMission(t, corridorPair, cards...)
	s := start(t, m, invader.LimitNoiseTokens())
	for i, c := range cards[:6] {
		s, _ = apply(t, s, invader.Activate{Survivor: i})
		s, _ = play(t, s, c.Name+" noise", c.Name+" noise", c.Name+" noise")
	}
	if got := s.Noise(m.Map.MustLookup("s")); got != 18 {
		t.Fatalf("p.24: 18 Make Noise: Noise(s) = %d", got)
	}
	if p := s.Pending(); p.Decision != invader.ActionDecision || p.Survivor != 6 {
		t.Fatalf("p.10: the last Survivor should be activated at once: Pending() = %+v", p)
	}
	refuseText(t, s, "G noise", invader.NoNoiseTokens)
	if got, want := withoutTrades(notation(s, s.Legal())), []string{"G move b", "G end"}; !slices.Equal(got, want) {
		t.Errorf("p.24: no Noise token left: Legal() = %q, want %q", got, want)
	}
}

// The rulebook sets no limit to the Noise tokens (p.17, p.24; RULINGS
// "Noise tokens"): by default a 19th Make Noise puts a 19th token down.
func TestNoiseTokensDoNotRunOut(t *testing.T) {
	var cards []survivor.Card
	for _, n := range []string{"A", "B", "C", "D", "E", "F", "G"} {
		cards = append(cards, plain(n))
	}
	m := newMission(t, corridorPair, cards...)
	s := start(t, m)
	for i, c := range cards[:6] {
		s, _ = apply(t, s, invader.Activate{Survivor: i})
		s, _ = play(t, s, c.Name+" noise", c.Name+" noise", c.Name+" noise")
	}
	s, _ = play(t, s, "G noise")
	if got := s.Noise(m.Map.MustLookup("s")); got != 19 {
		t.Errorf("p.24: 19 Make Noise: Noise(s) = %d, want 19", got)
	}
}

// noiseBoard: room s (the start) opens on corridor c.
const noiseBoard = `
+--+--+--+
|s oc .b |
+--+--+--+

s: room start
c: corridor
b: corridor objective
`

// The Noise example of p.17 with its weapons: Magnus kills a Worker in his own
// zone with a silent Sledge (no Noise token), fires the noisy Assault
// Shotgun at a zone 1 away (three dice, one Action: exactly one token, in
// Magnus's zone, not the target's), then moves away: the token stays. The
// End Phase removes it. Aid hands Magnus the shotgun first (p.23).
func TestEquipEXNOISE1Weapons(t *testing.T) {
	magnus, ok := survivor.Lookup("Magnus")
	require.True(t, ok)
	m := equipped(newMission(t, noiseBoard, magnus, civ("Aid", medic)),
		entry(t, "Sledge", 1, equipment.Start), entry(t, "Assault Shotgun", 1, equipment.Start))
	put(&m, "s", xeno.Worker, 1)
	put(&m, "c", xeno.Worker, 3)
	zs, zc := m.Map.MustLookup("s"), m.Map.MustLookup("c")
	s, _ := deal(t, m, "Sledge", "Assault Shotgun")
	s, _ = apply(t, s, invader.Activate{Survivor: 1})
	s, _ = play(t, s, "Aid reorganize Magnus")
	s, _ = apply(t, s, invader.Arrange{Card: cardID(t, s, 1, "Assault Shotgun"), Owner: 0, Slot: invader.Hand2})
	s, _ = play(t, s, "Aid done", "Aid end")
	require.Equal(t, invader.Pending{Decision: invader.ActionDecision, Player: 0, Survivor: 0}, s.Pending())
	require.Equal(t, []string{"Sledge", "Assault Shotgun"}, s.Survivor(0).Hand)

	// Action 1: the Sledge, silent.
	s, ev := play(t, s, "Magnus attack s hand1")
	s, more := roll(t, s, 6)
	ev = append(ev, more...)
	if got := only[invader.NoiseMade](ev); len(got) != 0 {
		t.Errorf("p.17: a Sledge (silent) kill made Noise: %v", got)
	}
	if diff := cmp.Diff([]invader.XenosEliminated{{Survivor: 0, Kind: xeno.Worker, Zone: zs, Count: 1}}, only[invader.XenosEliminated](ev)); diff != "" {
		t.Errorf("p.17: the Sledge kill (-want +got):\n%s", diff)
	}
	// Action 2: the Assault Shotgun at c, three dice, one token in s.
	s, ev = play(t, s, "Magnus attack c hand2")
	if diff := cmp.Diff([]invader.NoiseMade{{Survivor: 0, Zone: zs}}, only[invader.NoiseMade](ev)); diff != "" {
		t.Errorf("p.17: one noisy Action (-want +got):\n%s", diff)
	}
	s, more = roll(t, s, 4, 5, 1)
	if got := only[invader.DieRolled](more); len(got) != 3 {
		t.Errorf("p.17: the Assault Shotgun rolled %d dice, want 3", len(got))
	}
	if got := [2]int{s.Noise(zs), s.Noise(zc)}; got != [2]int{1, 0} {
		t.Errorf("p.17: after the shot Noise(s), Noise(c) = %v, want [1 0]: one token, in the shooter's zone", got)
	}
	if got := s.Xenos(zc)[xeno.Worker]; got != 1 {
		t.Errorf("p.16: 2 successes of 3 dice left %d Workers of 3 in c, want 1", got)
	}
	// Action 3: Magnus moves away; the token stays in s. His Turn ends and
	// the End Phase removes the token.
	s, ev = play(t, s, "Magnus move c")
	if diff := cmp.Diff([]invader.NoiseRemoved{{Zone: zs, Count: 1}}, only[invader.NoiseRemoved](ev)); diff != "" {
		t.Errorf("p.17: the End Phase (-want +got):\n%s", diff)
	}
	if s.Round() != 2 || s.Noise(zs) != 0 {
		t.Errorf("p.17: round %d, Noise(s) %d after the End Phase; want round 2, none", s.Round(), s.Noise(zs))
	}
}

// Noise (p.17): the token stays when the Survivor moves; a Dual
// attack is one Action, hence one token; each noisy Action makes its own.
func TestEquipNoiseDualOneToken(t *testing.T) {
	m := equipped(newMission(t, noiseBoard, civ("Ann", medic)),
		entry(t, "SMG", 1, equipment.Start), entry(t, "SMG", 1, equipment.Deck))
	put(&m, "c", xeno.Worker, 5)
	zs := m.Map.MustLookup("s")
	s, _ := deal(t, m, "SMG")
	s, _ = searchFor(t, s, 0, "SMG", invader.Hand2)
	s, ev := play(t, s, "Ann attack c hand1 dual")
	if diff := cmp.Diff([]invader.NoiseMade{{Survivor: 0, Zone: zs}}, only[invader.NoiseMade](ev)); diff != "" {
		t.Errorf("p.17: a Dual SMG attack (-want +got):\n%s", diff)
	}
	s, ev = roll(t, s, 5, 6, 5, 6)
	if got := len(only[invader.DieRolled](ev)); got != 4 {
		t.Errorf("p.16: Dual SMGs rolled %d dice, want 4", got)
	}
	if got := s.Noise(zs); got != 1 {
		t.Errorf("p.17: Noise(s) = %d after one Dual attack, want 1", got)
	}
	// The third Action ends the Turn: the End Phase takes both tokens off s.
	s, ev = play(t, s, "Ann attack c hand2")
	_, more := roll(t, s, 1, 1)
	ev = append(ev, more...)
	if got := len(only[invader.NoiseMade](ev)); got != 1 {
		t.Errorf("p.17: a second noisy Action made %d tokens, want 1", got)
	}
	if diff := cmp.Diff([]invader.NoiseRemoved{{Zone: zs, Count: 2}}, only[invader.NoiseRemoved](ev)); diff != "" {
		t.Errorf("p.17: two noisy Actions, then the End Phase (-want +got):\n%s", diff)
	}
}
