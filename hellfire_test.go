package invader_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Hellfire (p.34, RULINGS "Hellfire"), and the Danger Levels its kills
// reach (p.17).

// Hellfire (p.34, RULINGS "Hellfire"): the Flamethrower discards its
// Canister to burn a zone in sight at Range 1-2: every Xeno there is
// eliminated whatever its toughness (the Spoiler too, 5 XP), Active Mold
// turns Inactive; no dice, no Noise.
func TestHellfire(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic)),
		entry(t, "Flamethrower", 1, equipment.Start), entry(t, "Canister", 2, equipment.Deck))
	for k, n := range []int{2, 1, 1, 1} { // Workers, Tank, Hunter, Spoiler
		put(&m, "c", xeno.Kind(k), n)
	}
	zs, zc := m.Map.MustLookup("s"), m.Map.MustLookup("c")
	s, _ := deal(t, m, "Flamethrower")
	require.Equal(t, zone.ActiveMold, s.Board().Mold(zc), "p.20: the Spoiler's zone")
	a := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: zc}
	refuse(t, s, a, invader.NoPower) // no Canister
	s, _ = searchFor(t, s, 0, "Canister", invader.Backpack1)
	refuse(t, s, a, invader.NoPower) // in the Backpack, not attached
	s, _ = attachTo(t, s, 0, "Canister", "Flamethrower")
	refuse(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: zc, Concentrated: true}, invader.NotAChoice)
	refuse(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: zs}, invader.OutOfRange) // Range 1-2
	if _, err := s.AttackOdds(a); err == nil || errors.Is(err, invader.ErrIllegal) {
		t.Errorf("AttackOdds of a Hellfire: error %v, want one saying it rolls no dice", err)
	}
	s, ev := apply(t, s, a)
	want := []invader.Event{
		invader.CardDiscarded{Survivor: 0, Card: "Canister"},
		invader.HellfireStarted{Survivor: 0, Zone: zc},
		invader.XenosEliminated{Survivor: 0, Kind: xeno.Worker, Zone: zc, Count: 2},
		invader.XenosEliminated{Survivor: 0, Kind: xeno.Tank, Zone: zc, Count: 1},
		invader.XenosEliminated{Survivor: 0, Kind: xeno.Hunter, Zone: zc, Count: 1},
		invader.XenosEliminated{Survivor: 0, Kind: xeno.Spoiler, Zone: zc, Count: 1},
		invader.XPGained{Survivor: 0, XP: 9, Total: 9},
		invader.DangerRaised{Survivor: 0, Level: survivor.Yellow},
		invader.SkillGained{Survivor: 0, Skill: survivor.YellowSkill()},
		invader.MoldPlaced{Zone: zc, Mold: zone.InactiveMold},
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("p.34: Hellfire events (-want +got):\n%s", diff)
	}
	if s.Xenos(zc).Total() != 0 || s.Board().Mold(zc) != zone.InactiveMold {
		t.Errorf("p.34, p.20: after the Hellfire c holds %s with Mold %v", kinds(s.Xenos(zc)), s.Board().Mold(zc))
	}
	if diff := cmp.Diff(map[string][]string{"Ann hand1": {"Flamethrower"}, "discard": {"Canister"}, "deck": {"Canister"}}, where(s)); diff != "" {
		t.Errorf("p.34: the Canister is discarded (-want +got):\n%s", diff)
	}
	if actionsLeft(s) != 1 || s.Pending().Decision != invader.ActionDecision {
		t.Errorf("p.17: Yellow at 9 XP: %d Actions left, Pending() = %+v; want the 4th Action now", actionsLeft(s), s.Pending())
	}
	refuse(t, s, a, invader.NoPower) // the Canister is spent
}

// A Hellfire may target Active Mold without Xenos (p.20, its example); never
// an exterior zone (p.34); it burns every Survivor in the zone, Low
// profile too (p.34, RULINGS "Hellfire": the game is lost).
func TestHellfireTargets(t *testing.T) {
	t.Run("Active Mold alone", func(t *testing.T) { // Inactive Mold counts as a corridor for sight (p.20)
		m := equipped(newMission(t, `
+--+--+--+--+
|s oi .m .b |
+--+--+--+--+

s: room start
i: corridor mold=inactive
m: corridor mold=active
b: corridor objective
`, civ("Ann", medic)), entry(t, "Flamethrower", 1, equipment.Start), entry(t, "Canister", 1, equipment.Deck))
		zm := m.Map.MustLookup("m")
		s, _ := deal(t, m, "Flamethrower")
		s, _ = searchFor(t, s, 0, "Canister", invader.Backpack1)
		s, _ = attachTo(t, s, 0, "Canister", "Flamethrower")
		refuse(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup("i")}, invader.NoTargets) // Inactive Mold
		_, ev := apply(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: zm})
		want := []invader.Event{invader.CardDiscarded{Survivor: 0, Card: "Canister"},
			invader.HellfireStarted{Survivor: 0, Zone: zm}, invader.MoldPlaced{Zone: zm, Mold: zone.InactiveMold}}
		if diff := cmp.Diff(want, ev[:3]); diff != "" {
			t.Errorf("p.20: a Hellfire on Active Mold (-want +got):\n%s", diff)
		}
	})
	t.Run("not outside (p.34)", func(t *testing.T) {
		m := equipped(newMission(t, outsideBoard, civ("Sca", skill(survivor.Scavenger))),
			entry(t, "Flamethrower", 1, equipment.Start), entry(t, "Canister", 1, equipment.Deck))
		put(&m, "f", xeno.Worker, 2)
		s, _ := deal(t, m, "Flamethrower")
		s, _ = searchFor(t, s, 0, "Canister", invader.Backpack1)
		s, _ = attachTo(t, s, 0, "Canister", "Flamethrower")
		refuse(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup("f")}, invader.NoHellfireOutside)
	})
	t.Run("a Survivor in the zone", func(t *testing.T) {
		m := equipped(newMission(t, roomBoard, civ("Ann", medic), civ("Low", skill(survivor.LowProfile))),
			entry(t, "Flamethrower", 1, equipment.Start), entry(t, "Canister", 1, equipment.Deck))
		put(&m, "c", xeno.Worker, 1)
		zc := m.Map.MustLookup("c")
		s, _ := deal(t, m, "Flamethrower")
		s, _ = apply(t, s, invader.Activate{Survivor: 1}, invader.Move{Survivor: 1, To: zc}, invader.EndTurn{Survivor: 1})
		s, _ = searchFor(t, s, 0, "Canister", invader.Backpack1)
		s, _ = attachTo(t, s, 0, "Canister", "Flamethrower")
		s, ev := apply(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: zc})
		want := []invader.Event{invader.SurvivorBurned{Survivor: 1}, invader.SurvivorEliminated{Survivor: 1}, invader.GameLost{Reason: invader.Elimination}}
		if diff := cmp.Diff(want, ev[len(ev)-3:]); diff != "" {
			t.Errorf("p.34: a Hellfire on a Survivor (-want +got):\n%s", diff)
		}
		if !s.IsOver() || !s.Survivor(1).Dead {
			t.Errorf("p.10: %v, survivor 1 dead = %v", s.Outcome(), s.Survivor(1).Dead)
		}
	})
}

// The Danger Level follows (p.17, its example) the XP earned from kills:
// 0-6 Blue, 7-18 Yellow, 19-42 Orange, 43+ Red. One Hellfire on N Xenos
// (1 XP each) gives exactly N XP.
func TestCombatEXDL1(t *testing.T) {
	tests := []struct {
		xenos  xeno.Counts
		level  survivor.Level
		raised []survivor.Level
	}{
		{counts(6, 0, 0, 0), survivor.Blue, nil},
		{counts(7, 0, 0, 0), survivor.Yellow, []survivor.Level{survivor.Yellow}},
		{counts(18, 0, 0, 0), survivor.Yellow, []survivor.Level{survivor.Yellow}},
		{counts(19, 0, 0, 0), survivor.Orange, []survivor.Level{survivor.Yellow, survivor.Orange}},
		{counts(35, 7, 0, 0), survivor.Orange, []survivor.Level{survivor.Yellow, survivor.Orange}},
		{counts(35, 8, 0, 0), survivor.Red, []survivor.Level{survivor.Yellow, survivor.Orange, survivor.Red}},
		{counts(35, 14, 14, 0), survivor.Red, []survivor.Level{survivor.Yellow, survivor.Orange, survivor.Red}},
	}
	for _, tt := range tests {
		n := tt.xenos.Total()
		t.Run(fmt.Sprintf("%d XP", n), func(t *testing.T) {
			m := equipped(newMission(t, roomBoard, civ("Ann", medic)),
				entry(t, "Flamethrower", 1, equipment.Start), entry(t, "Canister", 1, equipment.Deck))
			for k, c := range tt.xenos[:3] {
				if c > 0 {
					put(&m, "c", xeno.Kind(k), int(c))
				}
			}
			s, _ := deal(t, m, "Flamethrower")
			s, _ = searchFor(t, s, 0, "Canister", invader.Backpack1)
			s, _ = attachTo(t, s, 0, "Canister", "Flamethrower")
			s, ev := apply(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup("c")})
			if diff := cmp.Diff([]invader.XPGained{{Survivor: 0, XP: n, Total: n}}, only[invader.XPGained](ev)); diff != "" {
				t.Errorf("p.17: XP (-want +got):\n%s", diff)
			}
			var raised []survivor.Level
			for _, e := range only[invader.DangerRaised](ev) {
				raised = append(raised, e.Level)
			}
			if diff := cmp.Diff(tt.raised, raised); diff != "" {
				t.Errorf("p.17: %d XP: DangerRaised (-want +got):\n%s", n, diff)
			}
			if got := s.Survivor(0).Level; got != tt.level {
				t.Errorf("p.17: %d XP: level %v, want %v", n, got, tt.level)
			}
			switch {
			case tt.level == survivor.Blue:
				if got := only[invader.TurnEnded](ev); len(got) != 1 {
					t.Errorf("p.17: Blue after 3 Actions: the Turn goes on: %v", ev)
				}
			case tt.level == survivor.Yellow:
				if actionsLeft(s) != 1 || s.Pending().Decision != invader.ActionDecision {
					t.Errorf("p.17: Yellow: %d Actions, Pending() = %+v; want the 4th Action at once", actionsLeft(s), s.Pending())
				}
			default:
				if p := s.Pending(); p != (invader.Pending{Decision: invader.SkillDecision, Player: 0, Survivor: 0}) {
					t.Errorf("p.17: %v: Pending() = %+v, want Ann's Orange Skill choice", tt.level, p)
				}
				s, _ = apply(t, s, invader.ChooseSkill{Survivor: 0, Skill: slippery})
				if tt.level == survivor.Red {
					if p := s.Pending(); p.Decision != invader.SkillDecision {
						t.Fatalf("p.17: Red: Pending() = %+v, want the Red Skill choice", p)
					}
					s, _ = apply(t, s, invader.ChooseSkill{Survivor: 0, Skill: skill(survivor.Sniper)})
				}
				if actionsLeft(s) != 1 || s.Pending().Decision != invader.ActionDecision {
					t.Errorf("p.17: after the Skills: %d Actions, Pending() = %+v; want the 4th Action", actionsLeft(s), s.Pending())
				}
			}
		})
	}
}
