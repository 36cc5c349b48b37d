package invader_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
)

// Skills that give Actions and Turns (p.17, p.52, pp.52-55, RULINGS
// "Skills", "Free Actions"): +1 Action, +1 free [Action] Action, Born
// leader, Tactician.

// "+1 Action" (p.17, p.52): one extra Action of any kind in
// each Turn; it stacks with the Yellow Level's "+1 Action".
func skPlusOneAction(t *testing.T) {
	const rule = "p.52 +1 Action"
	m := equipped(newMission(t, twoObjectives, civ("Ann", skill(survivor.PlusOneAction))))
	s, ev := deal(t, m)
	if diff := cmp.Diff([]invader.SurvivorActivated{{Survivor: 0, Actions: 4}}, only[invader.SurvivorActivated](ev)); diff != "" {
		t.Errorf("%s: activation (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule, 4, nil)
	next, ev := play(t, s, "Ann noise", "Ann noise", "Ann noise")
	if got := only[invader.TurnEnded](ev); len(got) != 0 {
		t.Errorf("%s: the Turn ended after 3 of 4 Actions", rule)
	}
	_, ev = play(t, next, "Ann noise")
	if got := only[invader.TurnEnded](ev); len(got) == 0 {
		t.Errorf("%s: the Turn did not end after its 4 Actions", rule)
	}

	// Reaching Yellow mid-Turn adds the Yellow "+1 Action" on top (p.17).
	m.ObjectiveXP = 7
	s, _ = deal(t, m)
	s, _ = play(t, s, "Ann take o0")
	skLeft(t, s, rule+" and Yellow", 4, nil) // 4 - 1 + 1
	if diff := cmp.Diff([]survivor.Skill{skill(survivor.PlusOneAction), plusOne}, s.Survivor(0).Skills); diff != "" {
		t.Errorf("%s: Skills at Yellow (-want +got):\n%s", rule, diff)
	}

	// Without it: 3 Actions.
	s, ev = deal(t, equipped(newMission(t, twoObjectives, civ("Ann", skNeutral))))
	if diff := cmp.Diff([]invader.SurvivorActivated{{Survivor: 0, Actions: 3}}, only[invader.SurvivorActivated](ev)); diff != "" {
		t.Errorf("%s: without the Skill (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule+", without it", 3, nil)
}

// "+1 free [Action] Action" (p.52; RULINGS "Free Actions"):
// one more Action each Turn, only for Actions of the named kind (Combat:
// Melee or Ranged), spent before the general Actions. A free Machine
// Action has nothing to do yet.
func skFreeAction(t *testing.T) {
	type row struct {
		name   string
		free   survivor.Action
		weapon string                  // Starting Equipment dealt to Ann, if any
		worker string                  // where a Worker stands, if anywhere
		do     []string                // one Action
		left   int                     // general Actions left after it
		want   map[survivor.Action]int // free Actions left after it
	}
	melee := []string{"Ann attack s hand1", "chance 6", "chance 6"}
	ranged := []string{"Ann attack c hand1", "chance 6", "chance 6"}
	search := []string{"Ann search", "chance Sledge", "Ann keep pack1"}
	tests := []row{
		{name: "Move pays a Move", free: survivor.Move, do: []string{"Ann move c"}, left: 3},
		{name: "Search pays a Search", free: survivor.Search, do: search, left: 3},
		{name: "Melee pays a Melee Action", free: survivor.Melee, weapon: "Cattle Prod", worker: "s", do: melee, left: 3},
		{name: "Ranged pays a Ranged Action", free: survivor.Ranged, weapon: "SMG", worker: "c", do: ranged, left: 3},
		{name: "Combat pays a Melee Action", free: survivor.Combat, weapon: "Cattle Prod", worker: "s", do: melee, left: 3},
		{name: "Combat pays a Ranged Action", free: survivor.Combat, weapon: "SMG", worker: "c", do: ranged, left: 3},
		{name: "Move does not pay a Search", free: survivor.Move, do: search, left: 2, want: map[survivor.Action]int{survivor.Move: 1}},
		{name: "Search does not pay a Move", free: survivor.Search, do: []string{"Ann move c"}, left: 2, want: map[survivor.Action]int{survivor.Search: 1}},
		{name: "Melee does not pay a Ranged Action", free: survivor.Melee, weapon: "SMG", worker: "c", do: ranged, left: 2, want: map[survivor.Action]int{survivor.Melee: 1}},
		{name: "Ranged does not pay a Melee Action", free: survivor.Ranged, weapon: "Cattle Prod", worker: "s", do: melee, left: 2, want: map[survivor.Action]int{survivor.Ranged: 1}},
		{name: "Machine has nothing to pay yet", free: survivor.Machine, do: []string{"Ann move c"}, left: 2, want: map[survivor.Action]int{survivor.Machine: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rule := "p.52 +1 free " + tt.free.String() + " Action: " + tt.name
			equip := []equipment.Entry{entry(t, "Sledge", 2, equipment.Deck)}
			var dealt []string
			if tt.weapon != "" {
				equip = append(equip, entry(t, tt.weapon, 1, equipment.Start))
				dealt = []string{tt.weapon}
			}
			m := equipped(newMission(t, roomBoard, civ("Ann", skillFor(survivor.FreeAction, tt.free))), equip...)
			if tt.worker != "" {
				put(&m, tt.worker, xeno.Worker, 1)
			}
			s, _ := deal(t, m, dealt...)
			skLeft(t, s, rule+" (at the start)", 3, map[survivor.Action]int{tt.free: 1})
			s, _ = play(t, s, tt.do...)
			skLeft(t, s, rule, tt.left, tt.want)
		})
	}
}

// "Born leader" (pp.52-55, RULINGS "Skills"): once per Turn, for free,
// another Survivor gets one more Action on its next Turn.
func skBornLeader(t *testing.T) {
	const rule = "pp.52-55 Born leader"
	m := equipped(newMission(t, fourCorridors, civ("Ann", skill(survivor.BornLeader)), civ("Bob", skNeutral)))
	s, _ := deal(t, m)
	s, _ = play(t, s, "activate Ann")
	refuseText(t, s, "Ann lead Ann", invader.NotAChoice)
	s, ev := play(t, s, "Ann lead Bob")
	if diff := cmp.Diff([]invader.Event{invader.ActionGiven{Survivor: 0, Target: 1}}, ev); diff != "" {
		t.Errorf("%s: events (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule+": Lead is free", 3, nil)
	refuseText(t, s, "Ann lead Bob", invader.AlreadyUsed)
	s, ev = play(t, s, "Ann end")
	if diff := cmp.Diff([]invader.SurvivorActivated{{Survivor: 1, Actions: 4}}, only[invader.SurvivorActivated](ev)); diff != "" {
		t.Errorf("%s: Bob's next Turn (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule+": Bob's Turn", 4, nil)
	s, _ = play(t, s, "Bob end", "activate Bob")
	skLeft(t, s, rule+": the Action was for one Turn only", 3, nil)
	refuseText(t, s, "Bob lead Ann", invader.NoSkill)
}

// "Tactician" (pp.52-55, RULINGS "Skills"): its player may activate it
// whenever a player is choosing which Survivor takes its Turn.
func skTactician(t *testing.T) {
	const rule = "pp.52-55 Tactician"
	medicSk := skill(survivor.Medic) // here skNeutral would be a Tactician
	build := func(blue survivor.Skill) invader.State {
		// Player 0: Ann and Cid; player 1: Bob.
		m := equipped(newMission(t, fourCorridors, civ("Ann", medicSk), civ("Bob", blue), civ("Cid", medicSk)))
		m.Players = 2
		s, _ := deal(t, m)
		return s
	}
	s := build(skill(survivor.Tactician))
	if p := s.Pending(); p != (invader.Pending{Decision: invader.ActivationDecision, Player: 0, Survivor: -1}) {
		t.Fatalf("%s: Pending() = %+v, want player 0 to choose", rule, p)
	}
	s, ev := play(t, s, "activate Bob")
	if diff := cmp.Diff([]invader.SurvivorActivated{{Survivor: 1, Actions: 3}}, only[invader.SurvivorActivated](ev)); diff != "" {
		t.Errorf("%s: Bob before player 0's Survivors (-want +got):\n%s", rule, diff)
	}
	s, _ = play(t, s, "Bob end")
	if p := s.Pending(); p != (invader.Pending{Decision: invader.ActivationDecision, Player: 0, Survivor: -1}) {
		t.Errorf("%s: after Bob's Turn Pending() = %+v, want player 0 to choose again", rule, p)
	}
	s, _ = play(t, s, "activate Ann", "Ann end", "Cid end")
	if s.Round() != 2 {
		t.Errorf("%s: every Survivor took its Turn, yet round %d", rule, s.Round())
	}

	s = build(medicSk)
	refuseText(t, s, "activate Bob", invader.NotYours)
}

// Bugs found while writing these tests (fixed since; these guard them).

// RULINGS "Free Actions": a free Action is spent before general Actions
// "(it can never be worse)". With both "+1 free Combat Action" and "+1
// free Melee Action", a Melee Action must spend the Melee one and keep the
// Combat one, which can also pay a Ranged Action. (freeFor used to take
// the first kind in index order, Combat before Melee.)
func TestSkillFreeActionNarrowestFirst(t *testing.T) {
	c := civ("Ann", skillFor(survivor.FreeAction, survivor.Combat))
	c.Orange = [2]survivor.Skill{skillFor(survivor.FreeAction, survivor.Melee), skill(survivor.Tough)}
	m := equipped(newMission(t, twoObjectives, c), entry(t, "Cattle Prod", 1, equipment.Start))
	m.ObjectiveXP = 19
	put(&m, "s", xeno.Worker, 2)
	s, _ := deal(t, m, "Cattle Prod")
	s, _ = play(t, s, "Ann take o0", "Ann skill +1 free Melee Action")
	skLeft(t, s, "p.17: both free Actions", 3, map[survivor.Action]int{survivor.Combat: 1, survivor.Melee: 1})
	s, _ = play(t, s, "Ann attack s hand1", "chance 1", "chance 1")
	skLeft(t, s, "RULINGS \"Free Actions\": a Melee Action should spend the free Melee Action and keep the free Combat one (which also pays Ranged)",
		3, map[survivor.Action]int{survivor.Combat: 1})
}

// Tactician (pp.52-55, RULINGS "Skills": "its player may activate it whenever a
// player is choosing which Survivor takes its Turn"): each of two players has
// one Survivor, and Bob, a Tactician of the second player, may go before Ann.
// (nextActivation used to activate a player's single Survivor left at once,
// RULINGS "Turn order and activation": "there is nothing to choose", so another
// player's Tactician could never go before it.)
func TestSkillTacticianBeforeAnAutomaticActivation(t *testing.T) {
	m := equipped(newMission(t, fourCorridors, civ("Ann", skill(survivor.Medic)), civ("Bob", skill(survivor.Tactician))))
	m.Players = 2
	s, _ := deal(t, m)
	var a invader.Action = invader.Activate{Survivor: 1}
	if !slices.Contains(s.Legal(), a) {
		t.Errorf("pp.52-55 Tactician: at the start of the Players' Phase Bob may take his Turn before Ann, "+
			"but Ann was activated at once: Pending() = %+v, Legal() = %q", s.Pending(), notation(s, s.Legal()))
	}
}
