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
)

// Skills of combat (p.52, pp.52-55, RULINGS "Skills"): dice, Damage,
// Range, Dual weapons, re-rolls, free choice of targets and Friendly Fire.

// skShot is one attack by Ann from s of fourCorridors with her dealt weapon.
type skShot struct {
	blue   survivor.Skill
	class  survivor.Class // Civilian when zero
	weapon string
	xenos  map[string]xeno.Counts // Xenos per zone at the start
	target string
	plan   []xeno.Kind // where the hits go, when Ann may choose
	rolls  []int
}

// run makes the attack and rolls its dice; it returns the State and the
// events of the attack.
func (r skShot) run(t *testing.T) (invader.State, []invader.Event) {
	t.Helper()
	class := r.class
	if class == 0 {
		class = survivor.Civilian
	}
	m := equipped(newMission(t, fourCorridors, cardOf("Ann", class, r.blue)), entry(t, r.weapon, 1, equipment.Start))
	for z, c := range r.xenos {
		for k, n := range c {
			if n > 0 {
				put(&m, z, xeno.Kind(k), int(n))
			}
		}
	}
	s, _ := deal(t, m, r.weapon)
	s, ev := apply(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup(r.target)})
	s, more := rollPlan(t, s, r.plan, r.rolls...)
	return s, append(ev, more...)
}

// skSuccesses returns the successes of the attack in events.
func skSuccesses(t testing.TB, ev []invader.Event) int {
	t.Helper()
	res := only[invader.AttackResolved](ev)
	if len(res) != 1 {
		t.Fatalf("want one AttackResolved, got %v", res)
	}
	return res[0].Successes
}

// "+1 to dice roll: [Action]" (p.52): +1 to each die of
// Actions of the named kind. An SMG (Accuracy 5) rolling 4 and 4 at two
// Workers hits twice with it, never without.
func skPlusOneToRoll(t *testing.T) {
	tests := []struct {
		blue survivor.Skill
		succ int
	}{
		{skillFor(survivor.PlusOneToRoll, survivor.Ranged), 2},
		{skillFor(survivor.PlusOneToRoll, survivor.Combat), 2},
		{skillFor(survivor.PlusOneToRoll, survivor.Melee), 0},
		{skNeutral, 0},
	}
	for _, tt := range tests {
		t.Run(tt.blue.String(), func(t *testing.T) {
			_, ev := skShot{blue: tt.blue, weapon: "SMG", xenos: map[string]xeno.Counts{"b": counts(2, 0, 0, 0)}, target: "b", rolls: []int{4, 4}}.run(t)
			if got := skSuccesses(t, ev); got != tt.succ {
				t.Errorf("p.52: %v, SMG rolling 4, 4: %d successes, want %d", tt.blue, got, tt.succ)
			}
			if got := killed(ev)[xeno.Worker]; got != uint8(tt.succ) {
				t.Errorf("p.52: %v: %d Workers eliminated, want %d", tt.blue, got, tt.succ)
			}
		})
	}
	// Combat covers Melee: a Cattle Prod (Accuracy 5) rolling 4 and 3 hits
	// once.
	_, ev := skShot{blue: skillFor(survivor.PlusOneToRoll, survivor.Combat), weapon: "Cattle Prod",
		xenos: map[string]xeno.Counts{"s": counts(2, 0, 0, 0)}, target: "s", rolls: []int{4, 3}}.run(t)
	if got := skSuccesses(t, ev); got != 1 {
		t.Errorf("p.52: +1 to dice roll: Combat, Cattle Prod rolling 4, 3: %d successes, want 1", got)
	}
}

// skFriendlyFire: Bob (targetBlue) walks into b, where a Worker stands;
// Ann (shooterBlue) shoots at b from s with an SMG and rolls a 6 and a 1:
// the Worker dies and the miss may hit Bob (p.32, RULINGS "Friendly Fire").
func skFriendlyFire(t *testing.T, shooterBlue, targetBlue survivor.Skill) (invader.State, []invader.Event) {
	t.Helper()
	m := equipped(newMission(t, fourCorridors, civ("Ann", shooterBlue), civ("Bob", targetBlue)), entry(t, "SMG", 1, equipment.Start))
	put(&m, "b", xeno.Worker, 1)
	s, _ := deal(t, m, "SMG")
	s, _ = play(t, s, "activate Bob", "Bob move b", "Bob end")
	require.Equal(t, invader.Pending{Decision: invader.ActionDecision, Player: 0, Survivor: 0}, s.Pending())
	return play(t, s, "Ann attack b hand1", "chance 6", "chance 1")
}

// skCheckFriendlyFire checks whether the miss hit Bob.
func skCheckFriendlyFire(t *testing.T, rule string, s invader.State, ev []invader.Event, hit bool) {
	t.Helper()
	if got := killed(ev)[xeno.Worker]; got != 1 {
		t.Errorf("%s: %d Workers eliminated, want 1", rule, got)
	}
	var want []invader.FriendlyFire
	armor := 2
	if hit {
		want, armor = []invader.FriendlyFire{{Shooter: 0, Survivor: 1, Damage: 1, Armor: 1}}, 1
	}
	if diff := cmp.Diff(want, only[invader.FriendlyFire](ev)); diff != "" {
		t.Errorf("%s: Friendly Fire (-want +got):\n%s", rule, diff)
	}
	if got := s.Survivor(1).Armor; got != armor {
		t.Errorf("%s: Bob's Armor = %d, want %d", rule, got, armor)
	}
}

// "Low profile" (p.52): never hit by Friendly Fire.
func skLowProfile(t *testing.T) {
	s, ev := skFriendlyFire(t, skNeutral, skill(survivor.LowProfile))
	skCheckFriendlyFire(t, "p.52 Low profile", s, ev, false)
	s, ev = skFriendlyFire(t, skNeutral, skNeutral)
	skCheckFriendlyFire(t, "p.32: without Low profile", s, ev, true)
}

// "Point-blank" (p.52): Ranged Actions in its own Zone
// whatever the weapon's minimum Range, choosing the targets freely there;
// at Range 1 the Targeting Priority Order holds.
func skPointBlank(t *testing.T) {
	const rule = "p.52 Point-blank"
	xenos := map[string]xeno.Counts{"s": counts(1, 1, 0, 0), "b": counts(1, 1, 0, 0)}
	_, ev := skShot{blue: skill(survivor.PointBlank), weapon: "SMG", xenos: xenos, target: "s", plan: []xeno.Kind{xeno.Worker}, rolls: []int{6, 1}}.run(t)
	if got := killed(ev); got != counts(1, 0, 0, 0) {
		t.Errorf("%s: SMG (Range 1-1) at its own Zone, one hit, Worker chosen over the Tank: eliminated %v, want the Worker", rule, got)
	}
	_, ev = skShot{blue: skill(survivor.PointBlank), weapon: "SMG", xenos: xenos, target: "b", plan: []xeno.Kind{xeno.Worker}, rolls: []int{6, 1}}.run(t)
	if got := killed(ev); got != (xeno.Counts{}) {
		t.Errorf("%s: at Range 1 the hit goes to the Tank first (p.32) and is wasted: eliminated %v", rule, got)
	}

	m := equipped(newMission(t, fourCorridors, civ("Ann", skNeutral)), entry(t, "SMG", 1, equipment.Start))
	put(&m, "s", xeno.Worker, 1)
	s, _ := deal(t, m, "SMG")
	refuse(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup("s")}, invader.OutOfRange)
}

// skMelee: Ann, with the Cattle Prod (Damage 1) or another dealt weapon,
// hits once (6, 1) at one Xeno of kind k in her Zone; it returns how many
// were eliminated.
func skMelee(t *testing.T, blue survivor.Skill, weapon string, k xeno.Kind) int {
	t.Helper()
	var c xeno.Counts
	c[k] = 1
	rolls := []int{6, 1}
	if weapon == "Sledge" { // 1 die
		rolls = []int{6}
	}
	_, ev := skShot{blue: blue, weapon: weapon, xenos: map[string]xeno.Counts{"s": c}, target: "s", plan: []xeno.Kind{k}, rolls: rolls}.run(t)
	return int(killed(ev)[k])
}

// "+1 Damage: [Action]" (pp.52-55): +1 Damage with Actions of the named
// kind: a Cattle Prod (Damage 1) hit then eliminates a Tank (p.19: needs
// Damage 2).
func skPlusOneDamage(t *testing.T) {
	tests := []struct {
		blue survivor.Skill
		want int
	}{
		{skillFor(survivor.PlusOneDamage, survivor.Melee), 1},
		{skillFor(survivor.PlusOneDamage, survivor.Combat), 1},
		{skillFor(survivor.PlusOneDamage, survivor.Ranged), 0},
		{skNeutral, 0},
	}
	for _, tt := range tests {
		if got := skMelee(t, tt.blue, "Cattle Prod", xeno.Tank); got != tt.want {
			t.Errorf("pp.52-55: %v: a Cattle Prod hit on a Tank eliminated %d, want %d", tt.blue, got, tt.want)
		}
	}
	// Ranged: an SMG hit on a Tank at Range 1.
	_, ev := skShot{blue: skillFor(survivor.PlusOneDamage, survivor.Ranged), weapon: "SMG",
		xenos: map[string]xeno.Counts{"b": counts(0, 1, 0, 0)}, target: "b", plan: []xeno.Kind{xeno.Tank}, rolls: []int{6, 1}}.run(t)
	if got := killed(ev)[xeno.Tank]; got != 1 {
		t.Errorf("pp.52-55: +1 Damage: Ranged, an SMG hit on a Tank eliminated %d, want 1", got)
	}
}

// "+1 Damage with [Equipment]" (pp.52-55): +1 Damage with the named
// card only.
func skPlusOneDamageWith(t *testing.T) {
	tests := []struct {
		blue survivor.Skill
		want int
	}{
		{skillWith(survivor.PlusOneDamageWith, "Cattle Prod"), 1},
		{skillWith(survivor.PlusOneDamageWith, "Sledge"), 0},
		{skNeutral, 0},
	}
	for _, tt := range tests {
		if got := skMelee(t, tt.blue, "Cattle Prod", xeno.Tank); got != tt.want {
			t.Errorf("pp.52-55: %v: a Cattle Prod hit on a Tank eliminated %d, want %d", tt.blue, got, tt.want)
		}
	}
}

// "+1 die: [Action]" (pp.52-55): each weapon rolls one more die with
// Actions of the named kind; with Dual weapons, one more die each.
func skPlusOneDie(t *testing.T) {
	tests := []struct {
		blue      survivor.Skill
		one, dual int // dice of a Cattle Prod, of two Dual Cattle Prods
	}{
		{skillFor(survivor.PlusOneDie, survivor.Melee), 3, 6},
		{skillFor(survivor.PlusOneDie, survivor.Combat), 3, 6},
		{skillFor(survivor.PlusOneDie, survivor.Ranged), 2, 4},
		{skNeutral, 2, 4},
	}
	for _, tt := range tests {
		t.Run(tt.blue.String(), func(t *testing.T) {
			rule := "pp.52-55 " + tt.blue.String()
			// One Cattle Prod.
			m := equipped(newMission(t, roomBoard, civ("Ann", tt.blue)),
				entry(t, "Cattle Prod", 1, equipment.Start), entry(t, "Cattle Prod", 1, equipment.Deck))
			put(&m, "c", xeno.Worker, 2)
			s, _ := deal(t, m, "Cattle Prod")
			one, _ := play(t, s, "Ann move c", "Ann attack c hand1")
			_, ev, n := rollAll(t, one, 1)
			if n != tt.one || len(only[invader.DieRolled](ev)) != tt.one {
				t.Errorf("%s: a Cattle Prod (2 dice) rolled %d dice, want %d", rule, n, tt.one)
			}
			// Two, Dual: the second comes from the deck.
			s, _ = play(t, s, "Ann search", "chance Cattle Prod", "Ann keep hand2", "Ann done", "Ann move c", "Ann attack c hand1 dual")
			_, _, n = rollAll(t, s, 1)
			if n != tt.dual {
				t.Errorf("%s: two Dual Cattle Prods rolled %d dice, want %d", rule, n, tt.dual)
			}
		})
	}
}

// "+1 max Range" (pp.52-55): +1 to the maximum Range of Ranged weapons:
// the SMG (Range 1-1) reaches Range 2, not 3.
func skPlusOneMaxRange(t *testing.T) {
	const rule = "pp.52-55 +1 max Range"
	equip := []equipment.Entry{entry(t, "SMG", 1, equipment.Start)}
	build := func(blue survivor.Skill) (invader.State, mission.Mission) {
		m := equipped(newMission(t, fourCorridors, civ("Ann", blue)), equip...)
		put(&m, "c", xeno.Worker, 1)
		put(&m, "o", xeno.Worker, 1)
		s, _ := deal(t, m, "SMG")
		return s, m
	}
	s, m := build(skill(survivor.PlusOneMaxRange))
	refuseText(t, s, "Ann attack o hand1", invader.OutOfRange)
	s, _ = play(t, s, "Ann attack c hand1", "chance 6", "chance 6")
	if got := s.Xenos(m.Map.MustLookup("c")).Total(); got != 0 {
		t.Errorf("%s: an SMG hit at Range 2 left %d Xenos", rule, got)
	}
	s, _ = build(skNeutral)
	refuseText(t, s, "Ann attack c hand1", invader.OutOfRange)
}

// "Lucky" (pp.52-55, RULINGS "Skills": "once per Turn, re-roll all the
// dice of one Action; it stacks with a weapon attachment's re-roll"; the
// catalogue: "once per Turn, re-roll all the dice of one Action"): the new
// dice replace the old;
// a declined re-roll is not spent; an attached Energy Cell's re-roll comes
// on top.
func skLucky(t *testing.T) {
	const rule = "pp.52-55 Lucky"
	build := func(blue survivor.Skill) invader.State {
		m := equipped(newMission(t, fourCorridors, sol("Ann", blue)), entry(t, "Cattle Prod", 1, equipment.Start))
		put(&m, "s", xeno.Worker, 3)
		s, _ := deal(t, m, "Cattle Prod")
		return s
	}
	rerolling := func(s invader.State) bool {
		return s.Pending() == (invader.Pending{Decision: invader.RerollDecision, Player: 0, Survivor: 0})
	}
	s := build(skill(survivor.Lucky))
	s, _ = play(t, s, "Ann attack s hand1", "chance 1", "chance 1")
	if !rerolling(s) {
		t.Fatalf("%s: after rolling 1, 1: Pending() = %+v, want a re-roll decision", rule, s.Pending())
	}
	if got, want := notation(s, s.Legal()), []string{"Ann reroll no", "Ann reroll yes"}; !slices.Equal(got, want) {
		t.Errorf("%s: Legal() = %q, want %q", rule, got, want)
	}
	s, ev := play(t, s, "Ann reroll yes", "chance 1", "chance 6")
	if p := s.Pending(); p.Decision != invader.ActionDecision {
		t.Errorf("%s: a second re-roll in one Action: Pending() = %+v", rule, p)
	}
	if got := only[invader.DieRolled](ev); len(got) != 2 || got[1].Face != 6 {
		t.Errorf("%s: re-rolled dice %v, want 2 new dice", rule, got)
	}
	if got := skSuccesses(t, ev); got != 1 {
		t.Errorf("%s: the new dice (1, 6) replace the old (1, 1): %d successes, want 1", rule, got)
	}
	// Spent for this Turn; back in the next one.
	s, ev = play(t, s, "Ann attack s hand1", "chance 1", "chance 1")
	if rerolling(s) || len(only[invader.AttackResolved](ev)) != 1 {
		t.Errorf("%s: once per Turn: a second Action offered a re-roll (Pending() = %+v)", rule, s.Pending())
	}
	s, _ = play(t, s, "Ann end", "Ann attack s hand1", "chance 1", "chance 1")
	if !rerolling(s) {
		t.Errorf("%s: the next Turn: Pending() = %+v, want a re-roll decision", rule, s.Pending())
	}

	// Declining keeps the dice, and the re-roll for a later Action.
	s = build(skill(survivor.Lucky))
	s, _ = play(t, s, "Ann attack s hand1", "chance 6", "chance 1")
	s, ev = play(t, s, "Ann reroll no")
	if got := skSuccesses(t, ev); got != 1 {
		t.Errorf("%s: declined re-roll keeps 6, 1: %d successes, want 1", rule, got)
	}
	s, _ = play(t, s, "Ann attack s hand1", "chance 1", "chance 1")
	if !rerolling(s) {
		t.Errorf("%s: a declined re-roll is not spent: Pending() = %+v", rule, s.Pending())
	}

	s = build(skNeutral)
	s, ev = play(t, s, "Ann attack s hand1", "chance 1", "chance 1")
	if p := s.Pending(); p.Decision != invader.ActionDecision || len(only[invader.AttackResolved](ev)) != 1 {
		t.Errorf("p.23: without Lucky or an attachment, no re-roll: Pending() = %+v, events %v", p, ev)
	}

	// With an Energy Cell on the Cattle Prod: two re-rolls in one Action.
	m := equipped(newMission(t, roomBoard, civ("Ann", skill(survivor.Lucky))),
		entry(t, "Cattle Prod", 1, equipment.Start), entry(t, "Energy Cell", 1, equipment.Deck))
	put(&m, "c", xeno.Worker, 2)
	s, _ = deal(t, m, "Cattle Prod")
	s, _ = play(t, s, "Ann search", "chance Energy Cell", "Ann keep pack1", "Ann done")
	inv := s.Inventory(0)
	s, _ = apply(t, s, invader.Reorganize{Survivor: 0, With: 0},
		invader.Attach{Card: inv[invader.Backpack1].ID, Host: inv[invader.Hand1].ID}, invader.DoneReorganizing{Survivor: 0})
	s, _ = play(t, s, "Ann end") // the Workers come to s
	require.Equal(t, 2, s.Xenos(m.Map.MustLookup("s")).Total(), "the Workers walked into s")
	s, _ = play(t, s, "Ann attack s hand1", "chance 1", "chance 1", "Ann reroll yes", "chance 1", "chance 1")
	if !rerolling(s) {
		t.Errorf("%s stacks with the Energy Cell's re-roll: after one re-roll Pending() = %+v, want a second one", rule, s.Pending())
	}
	s, _ = play(t, s, "Ann reroll yes", "chance 1", "chance 1")
	if rerolling(s) {
		t.Errorf("%s and an Energy Cell: a third re-roll offered", rule)
	}
}

// "Ambidextrous" (pp.52-55): every Melee and Ranged weapon counts as
// Dual: two Sledges (not Dual) strike together.
func skAmbidextrous(t *testing.T) {
	const rule = "pp.52-55 Ambidextrous"
	build := func(blue survivor.Skill) invader.State {
		m := equipped(newMission(t, roomBoard, civ("Ann", blue)),
			entry(t, "Sledge", 1, equipment.Start), entry(t, "Sledge", 1, equipment.Deck))
		put(&m, "c", xeno.Worker, 2)
		s, _ := deal(t, m, "Sledge")
		s, _ = play(t, s, "Ann search", "chance Sledge", "Ann keep hand2", "Ann done", "Ann move c")
		return s
	}
	s, ev := play(t, build(skill(survivor.Ambidextrous)), "Ann attack c hand1 dual")
	_, more, n := rollAll(t, s, 6)
	ev = append(ev, more...)
	if n != 2 || killed(ev)[xeno.Worker] != 2 {
		t.Errorf("%s: two Sledges (1 die each) as Dual: rolled %d dice, eliminated %d Workers; want 2, 2", rule, n, killed(ev)[xeno.Worker])
	}
	s = build(skNeutral)
	refuseText(t, s, "Ann attack c hand1 dual", invader.NotDual)
}

// "Sniper" (pp.52-55, RULINGS "Skills"): free choice of the targets of
// Ranged Actions, and misses hit no Survivor.
func skSniper(t *testing.T) {
	const rule = "pp.52-55 Sniper"
	xenos := map[string]xeno.Counts{"b": counts(1, 1, 0, 0)}
	_, ev := skShot{blue: skill(survivor.Sniper), weapon: "SMG", xenos: xenos, target: "b", plan: []xeno.Kind{xeno.Worker}, rolls: []int{6, 1}}.run(t)
	if got := killed(ev); got != counts(1, 0, 0, 0) {
		t.Errorf("%s: one SMG hit at a Tank and a Worker, the Worker chosen: eliminated %v", rule, got)
	}
	_, ev = skShot{blue: skNeutral, weapon: "SMG", xenos: xenos, target: "b", plan: []xeno.Kind{xeno.Worker}, rolls: []int{6, 1}}.run(t)
	if got := killed(ev); got != (xeno.Counts{}) {
		t.Errorf("p.32: without Sniper the hit goes to the Tank first and is wasted: eliminated %v", got)
	}
	s, ev := skFriendlyFire(t, skill(survivor.Sniper), skNeutral)
	skCheckFriendlyFire(t, rule, s, ev, false)
}

// "Steady hand" (pp.52-55, RULINGS "Skills"): the shooter spares whom
// it chooses from its Friendly Fire; the engine spares everyone.
func skSteadyHand(t *testing.T) {
	s, ev := skFriendlyFire(t, skill(survivor.SteadyHand), skNeutral)
	skCheckFriendlyFire(t, "pp.52-55 Steady hand", s, ev, false)
}

// "Super strength" (pp.52-55, RULINGS "Skills"): Melee hits have Damage
// 3, enough for the Spoiler Abomination; Ranged hits do not change.
func skSuperStrength(t *testing.T) {
	const rule = "pp.52-55 Super strength"
	if got := skMelee(t, skill(survivor.SuperStrength), "Cattle Prod", xeno.Spoiler); got != 1 {
		t.Errorf("%s: a Cattle Prod hit on the Spoiler (needs Damage 3) eliminated %d, want 1", rule, got)
	}
	if got := skMelee(t, skill(survivor.SuperStrength), "Sledge", xeno.Spoiler); got != 1 {
		t.Errorf("%s: a Sledge hit on the Spoiler eliminated %d, want 1", rule, got)
	}
	if got := skMelee(t, skNeutral, "Cattle Prod", xeno.Spoiler); got != 0 {
		t.Errorf("%s: without it a Cattle Prod hit eliminated the Spoiler", rule)
	}
	_, ev := skShot{blue: skill(survivor.SuperStrength), weapon: "SMG", xenos: map[string]xeno.Counts{"b": counts(0, 1, 0, 0)},
		target: "b", plan: []xeno.Kind{xeno.Tank}, rolls: []int{6, 6}}.run(t)
	if got := killed(ev)[xeno.Tank]; got != 0 {
		t.Errorf("%s: SMG (Ranged) hits on a Tank eliminated %d: Super strength is for Melee", rule, got)
	}
}
