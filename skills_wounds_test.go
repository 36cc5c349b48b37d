package invader_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Skills against wounds (pp.52-55, RULINGS "Skills"): Is that all you've
// got?, Medic, Regeneration, Tough.

// "Is that all you've got?" (pp.52-55, RULINGS "Skills"): when a Xeno
// attack lands on the Survivor, it may discard cards one by one, each
// cancelling one point of the attack's Damage (Discard during a
// SoakDecision), then takes the rest (TakeWound).
func skIsThatAll(t *testing.T) {
	const rule = "pp.52-55 Is that all you've got?"
	build := func(blue survivor.Skill, k xeno.Kind, cards bool) (invader.State, mission.Mission) {
		var equip []equipment.Entry
		var dealt []string
		if cards {
			equip, dealt = []equipment.Entry{entry(t, "Cattle Prod", 1, equipment.Start)}, []string{"Cattle Prod"}
		}
		m := equipped(newMission(t, fourCorridors, sol("Ann", blue)), equip...)
		put(&m, "s", k, 1)
		s, _ := deal(t, m, dealt...)
		return s, m
	}
	zs := func(m mission.Mission) zone.ID { return m.Map.MustLookup("s") }

	// A Tank (Damage 2): one card cancels one point; Ann takes the other.
	s, m := build(skill(survivor.IsThatAll), xeno.Tank, true)
	s, ev := play(t, s, "Ann end")
	if p := s.Pending(); p != (invader.Pending{Decision: invader.SoakDecision, Player: 0, Survivor: 0}) {
		t.Fatalf("%s: the Tank attacks Ann: Pending() = %+v, want a soak decision (events %v)", rule, p, ev)
	}
	if got, want := notation(s, s.Legal()), []string{"Ann takes", "Ann discard c0"}; !slices.Equal(got, want) {
		t.Errorf("%s: Legal() = %q, want %q", rule, got, want)
	}
	s, ev = play(t, s, "Ann discard c0")
	want := []invader.Event{invader.CardDiscarded{Survivor: 0, Card: "Cattle Prod"}, invader.DamageCancelled{Survivor: 0}}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("%s: discarding (-want +got):\n%s", rule, diff)
	}
	if got, want := notation(s, s.Legal()), []string{"Ann takes"}; !slices.Equal(got, want) {
		t.Errorf("%s: one point left, no card: Legal() = %q, want %q", rule, got, want)
	}
	s, ev = play(t, s, "Ann takes")
	if diff := cmp.Diff([]invader.SurvivorWounded{{Survivor: 0, Kind: xeno.Tank, Zone: zs(m), Damage: 1, Armor: 2}}, only[invader.SurvivorWounded](ev)); diff != "" {
		t.Errorf("%s: the point not cancelled (-want +got):\n%s", rule, diff)
	}
	if s.Round() != 2 || s.Inventory(0)[invader.Hand1].ID != -1 {
		t.Errorf("%s: round %d, Hand1 %+v; want round 2 and the Cattle Prod gone", rule, s.Round(), s.Inventory(0)[invader.Hand1])
	}

	// Taking the wound at once: all of it.
	s, m = build(skill(survivor.IsThatAll), xeno.Tank, true)
	_, ev = play(t, s, "Ann end", "Ann takes")
	if diff := cmp.Diff([]invader.SurvivorWounded{{Survivor: 0, Kind: xeno.Tank, Zone: zs(m), Damage: 2, Armor: 1}}, only[invader.SurvivorWounded](ev)); diff != "" {
		t.Errorf("%s: TakeWound at once (-want +got):\n%s", rule, diff)
	}

	// A Worker (Damage 1): one card cancels the whole attack.
	s, _ = build(skill(survivor.IsThatAll), xeno.Worker, true)
	s, ev = play(t, s, "Ann end", "Ann discard c0")
	if got := only[invader.SurvivorWounded](ev); len(got) != 0 || s.Survivor(0).Armor != 3 || s.Round() != 2 {
		t.Errorf("%s: the Worker's point cancelled: wounds %v, Armor %d, round %d; want none, 3, 2", rule, got, s.Survivor(0).Armor, s.Round())
	}

	// No card to discard, or no Skill: the wound lands at once.
	for _, tt := range []struct {
		name  string
		blue  survivor.Skill
		cards bool
	}{{"with the Skill but no card", skill(survivor.IsThatAll), false}, {"without the Skill", skNeutral, true}} {
		s, m = build(tt.blue, xeno.Tank, tt.cards)
		s, ev = play(t, s, "Ann end")
		if diff := cmp.Diff([]invader.SurvivorWounded{{Survivor: 0, Kind: xeno.Tank, Zone: zs(m), Damage: 2, Armor: 1}}, only[invader.SurvivorWounded](ev)); diff != "" {
			t.Errorf("%s, %s (-want +got):\n%s", rule, tt.name, diff)
		}
		if p := s.Pending(); p.Decision != invader.ActionDecision {
			t.Errorf("%s, %s: Pending() = %+v, want the next round", rule, tt.name, p)
		}
	}
}

// "Medic" (pp.52-55, RULINGS "Skills"): once per Turn, for free, one
// Armor point back to a Survivor in the Medic's Zone.
func skMedic(t *testing.T) {
	const rule = "pp.52-55 Medic"
	m := equipped(newMission(t, fourCorridors, civ("Ann", skill(survivor.Medic)), sol("Bob", skNeutral)))
	put(&m, "s", xeno.Worker, 2)
	s, _ := deal(t, m)
	s, _ = play(t, s, "activate Ann", "Ann end", "Bob end", "wound Bob", "wound Bob")
	require.Equal(t, 1, s.Survivor(1).Armor, "two Workers wounded Bob")
	s, _ = play(t, s, "activate Ann")
	refuseText(t, s, "Ann heal Ann", invader.NotAChoice) // nothing to heal
	s, ev := play(t, s, "Ann heal Bob")
	if diff := cmp.Diff([]invader.Event{invader.SurvivorHealed{Survivor: 1, Armor: 2}}, ev); diff != "" {
		t.Errorf("%s: events (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule+": free", 3, nil)
	refuseText(t, s, "Ann heal Bob", invader.AlreadyUsed)
	s, _ = play(t, s, "Ann end")
	refuseText(t, s, "Bob heal Bob", invader.NoSkill)
}

// "Regeneration" (pp.52-55, RULINGS "Skills"): every Armor point back
// at the end of the round.
func skRegeneration(t *testing.T) {
	const rule = "pp.52-55 Regeneration"
	build := func(blue survivor.Skill) invader.State {
		m := equipped(newMission(t, fourCorridors, sol("Ann", blue)))
		put(&m, "s", xeno.Worker, 1)
		s, _ := deal(t, m)
		return s
	}
	s, ev := play(t, build(skill(survivor.Regeneration)), "Ann end")
	end := slices.Index(ev, invader.Event(invader.PhaseStarted{Phase: invader.EndPhase}))
	healed := slices.Index(ev, invader.Event(invader.SurvivorHealed{Survivor: 0, Armor: 3}))
	next := slices.Index(ev, invader.Event(invader.RoundStarted{Round: 2}))
	if len(only[invader.SurvivorWounded](ev)) != 1 || end < 0 || healed < end || next < healed {
		t.Errorf("%s: wounded, then healed in the End Phase: events %v", rule, ev)
	}
	if got := s.Survivor(0).Armor; got != 3 {
		t.Errorf("%s: Armor %d in round 2, want 3", rule, got)
	}
	s, ev = play(t, build(skNeutral), "Ann end")
	if got := only[invader.SurvivorHealed](ev); len(got) != 0 || s.Survivor(0).Armor != 2 {
		t.Errorf("%s: without it: healed %v, Armor %d; want none, 2", rule, got, s.Survivor(0).Armor)
	}
}

// "Tough" (pp.52-55, RULINGS "Skills"): the first point of Damage the
// Survivor takes in each Xeno attack step is ignored.
func skTough(t *testing.T) {
	const rule = "pp.52-55 Tough"
	build := func(blue survivor.Skill, k xeno.Kind, n int) (invader.State, zone.ID) {
		m := equipped(newMission(t, fourCorridors, sol("Ann", blue)))
		put(&m, "s", k, n)
		s, _ := deal(t, m)
		return s, m.Map.MustLookup("s")
	}
	wounds := func(zs zone.ID, k xeno.Kind, dmgArmor ...int) []invader.SurvivorWounded {
		var out []invader.SurvivorWounded
		for i := 0; i < len(dmgArmor); i += 2 {
			out = append(out, invader.SurvivorWounded{Survivor: 0, Kind: k, Zone: zs, Damage: dmgArmor[i], Armor: dmgArmor[i+1]})
		}
		return out
	}
	s, zs := build(skill(survivor.Tough), xeno.Worker, 2)
	s, ev := play(t, s, "Ann end")
	if diff := cmp.Diff(wounds(zs, xeno.Worker, 0, 3, 1, 2), only[invader.SurvivorWounded](ev)); diff != "" {
		t.Errorf("%s: two Workers (-want +got):\n%s", rule, diff)
	}
	_, ev = play(t, s, "Ann end")
	if diff := cmp.Diff(wounds(zs, xeno.Worker, 0, 2, 1, 1), only[invader.SurvivorWounded](ev)); diff != "" {
		t.Errorf("%s: the next round's attack step (-want +got):\n%s", rule, diff)
	}

	s, zs = build(skill(survivor.Tough), xeno.Tank, 1)
	_, ev = play(t, s, "Ann end")
	if diff := cmp.Diff(wounds(zs, xeno.Tank, 1, 2), only[invader.SurvivorWounded](ev)); diff != "" {
		t.Errorf("%s: a Tank (-want +got):\n%s", rule, diff)
	}

	s, zs = build(skNeutral, xeno.Worker, 2)
	_, ev = play(t, s, "Ann end")
	if diff := cmp.Diff(wounds(zs, xeno.Worker, 1, 2, 1, 1), only[invader.SurvivorWounded](ev)); diff != "" {
		t.Errorf("%s: without it (-want +got):\n%s", rule, diff)
	}
}
