package invader_test

import (
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
)

// Combat (pp.16, 30-34): Melee and Ranged Actions, the Targeting Priority
// Order (p.32), Dual weapons (p.16), re-rolls (p.23), Friendly Fire (p.32)
// and the odds of an attack.

// An attackRow is an attack from s (room) at the zone target of roomBoard
// (s: Range 0, c: 1, o: 2), by Ann (Medic: no re-roll) with the weapon(s)
// dealt into her Hand(s), against Xenos, with given dice.
type attackRow struct {
	name, rule string
	weapons    []string // Hand1 (dealt), Hand2 (searched, before the Xenos matter)
	blue       survivor.Skill
	target     string
	xenos      xeno.Counts
	dual, conc bool
	plan       []xeno.Kind // where the hits go, when Ann may choose
	rolls      []int
	want       xeno.Counts // eliminated
	succ, miss int
	xp         int
}

func (r attackRow) run(t *testing.T) (invader.State, []invader.Event) {
	t.Helper()
	equip := []equipment.Entry{entry(t, r.weapons[0], 1, equipment.Start)}
	if len(r.weapons) > 1 {
		equip = append(equip, entry(t, r.weapons[1], 1, equipment.Deck))
	}
	blue := r.blue
	if blue.Kind == 0 {
		blue = medic
	}
	m := equipped(newMission(t, roomBoard, civ("Ann", blue)), equip...)
	if r.target == "s" && len(r.weapons) > 1 {
		t.Fatalf("bad row: cannot Search for a second weapon with Xenos in s")
	}
	for k, n := range r.xenos[:len(xeno.Invader)] {
		if n > 0 {
			put(&m, r.target, xeno.Kind(k), int(n))
		}
	}
	s, _ := deal(t, m, r.weapons[0])
	if len(r.weapons) > 1 {
		s, _ = searchFor(t, s, 0, r.weapons[1], invader.Hand2)
	}
	z := m.Map.MustLookup(r.target)
	a := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Dual: r.dual, Target: z, Concentrated: r.conc}
	odds, err := s.AttackOdds(a, r.plan...)
	require.NoError(t, err)
	s, ev := apply(t, s, a)
	s, more := rollPlan(t, s, r.plan, r.rolls...)
	ev = append(ev, more...)
	res, ok := attackResult(ev)
	if !ok {
		t.Fatalf("%s: no AttackResolved after rolling %v: pending %+v", r.rule, r.rolls, s.Pending())
	}
	want := combat.Result{Successes: r.succ, Misses: r.miss, Eliminated: r.want, XP: r.xp}
	if diff := cmp.Diff(want, res); diff != "" {
		t.Errorf("%s: %v against %s rolling %v (-want +got):\n%s", r.rule, r.weapons, kinds(r.xenos), r.rolls, diff)
	}
	left := r.xenos
	for k := range left {
		left[k] -= r.want[k]
	}
	if got := s.Xenos(z); got != left {
		t.Errorf("%s: Xenos left in %s: %s, want %s", r.rule, r.target, kinds(got), kinds(left))
	}
	if !slices.ContainsFunc(odds, func(o combat.Outcome) bool { return o.Result == res }) {
		t.Errorf("%s: AttackOdds %v does not list the result %+v", r.rule, odds, res)
	}
	return s, ev
}

// Melee (p.31, pp.16, 19-20): each success of enough Damage eliminates one
// Xeno of the attacker's choice in its own zone; Damage never adds up;
// each kill gives its XP at once.
func TestCombatMelee(t *testing.T) {
	tests := []attackRow{
		{name: "Cattle Prod, two hits, two Workers", rule: "p.31", weapons: []string{"Cattle Prod"}, target: "s",
			xenos: counts(2, 0, 0, 0), rolls: []int{5, 6}, want: counts(2, 0, 0, 0), succ: 2, xp: 2},
		{name: "Cattle Prod, one hit", rule: "p.16: each die >= Accuracy", weapons: []string{"Cattle Prod"}, target: "s",
			xenos: counts(2, 0, 0, 0), rolls: []int{4, 5}, want: counts(1, 0, 0, 0), succ: 1, miss: 1, xp: 1},
		{name: "Cattle Prod cannot hurt a Tank", rule: "pp.19-20", weapons: []string{"Cattle Prod"}, target: "s",
			xenos: counts(0, 1, 0, 0), plan: []xeno.Kind{xeno.Tank}, rolls: []int{6, 6}, succ: 2},
		{name: "Cattle Prod picks the Worker beside the Tank", rule: "p.31: the attacker chooses", weapons: []string{"Cattle Prod"}, target: "s",
			xenos: counts(1, 1, 0, 0), plan: []xeno.Kind{xeno.Tank}, rolls: []int{6, 1}, want: counts(1, 0, 0, 0), succ: 1, miss: 1, xp: 1},
		{name: "Cattle Prod picks the Hunter behind the Workers", rule: "p.31: no Targeting Priority in Melee", weapons: []string{"Cattle Prod"}, target: "s",
			xenos: counts(2, 0, 1, 0), plan: []xeno.Kind{xeno.Hunter}, rolls: []int{6, 1}, want: counts(0, 0, 1, 0), succ: 1, miss: 1, xp: 1},
		{name: "Concentrated Cattle Prod kills a Tank", rule: "p.33, RULINGS Attacks", weapons: []string{"Cattle Prod"}, target: "s",
			xenos: counts(1, 1, 0, 0), plan: []xeno.Kind{xeno.Tank}, conc: true, rolls: []int{5, 6}, want: counts(0, 1, 0, 0), succ: 2, xp: 1},
		{name: "Heavy Cutter: Damage 2 kills the Tank and the Worker", rule: "pp.19-20", weapons: []string{"Heavy Cutter"}, target: "s",
			xenos: counts(1, 1, 0, 0), rolls: []int{3, 3}, want: counts(1, 1, 0, 0), succ: 2, xp: 2},
		{name: "Heavy Cutter cannot hurt the Spoiler", rule: "pp.19-20", weapons: []string{"Heavy Cutter"}, target: "s",
			xenos: counts(0, 0, 0, 1), plan: []xeno.Kind{xeno.Spoiler}, rolls: []int{6, 6}, succ: 2},
		{name: "Concentrated Heavy Cutter kills the Spoiler: 5 XP", rule: "pp.19-20", weapons: []string{"Heavy Cutter"}, target: "s",
			xenos: counts(0, 0, 0, 1), plan: []xeno.Kind{xeno.Spoiler}, conc: true, rolls: []int{6, 3}, want: counts(0, 0, 0, 1), succ: 2, xp: 5},
		{name: "Chainsaw: 3 of 5 dice", rule: "p.16", weapons: []string{"Chainsaw"}, target: "s",
			xenos: counts(0, 2, 1, 0), plan: []xeno.Kind{xeno.Tank}, rolls: []int{5, 1, 6, 4, 5}, want: counts(0, 2, 1, 0), succ: 3, miss: 2, xp: 3},
		{name: "more hits than Xenos", rule: "p.16", weapons: []string{"Chainsaw"}, target: "s",
			xenos: counts(1, 0, 0, 0), rolls: []int{6, 6, 6, 6, 6}, want: counts(1, 0, 0, 0), succ: 5, xp: 1},
		{name: "Super strength: Damage 3", rule: "Super strength", weapons: []string{"Cattle Prod"}, blue: skill(survivor.SuperStrength), target: "s",
			xenos: counts(0, 0, 0, 1), plan: []xeno.Kind{xeno.Spoiler}, rolls: []int{6, 1}, want: counts(0, 0, 0, 1), succ: 1, miss: 1, xp: 5},
		{name: "+1 to dice roll: Melee", rule: "+1 to dice roll", weapons: []string{"Cattle Prod"}, blue: skillFor(survivor.PlusOneToRoll, survivor.Melee), target: "s",
			xenos: counts(2, 0, 0, 0), rolls: []int{4, 3}, want: counts(1, 0, 0, 0), succ: 1, miss: 1, xp: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, ev := tt.run(t)
			zs := s.Map().MustLookup("s")
			if got := only[invader.NoiseMade](ev); len(got) != 0 {
				t.Errorf("p.16: a silent Melee weapon made Noise: %v", got)
			}
			if got := only[invader.FriendlyFire](ev); len(got) != 0 {
				t.Errorf("p.32: Melee hit a Survivor: %v", got)
			}
			var want []invader.XenosEliminated
			for k, n := range tt.want[:len(xeno.Invader)] {
				if n > 0 {
					want = append(want, invader.XenosEliminated{Survivor: 0, Kind: xeno.Kind(k), Zone: zs, Count: int(n)})
				}
			}
			if diff := cmp.Diff(want, only[invader.XenosEliminated](ev)); diff != "" {
				t.Errorf("%s: XenosEliminated (-want +got):\n%s", tt.rule, diff)
			}
			var xp []invader.XPGained
			if tt.xp > 0 {
				xp = []invader.XPGained{{Survivor: 0, XP: tt.xp, Total: tt.xp}}
			}
			if diff := cmp.Diff(xp, only[invader.XPGained](ev)); diff != "" {
				t.Errorf("p.17: XPGained (-want +got):\n%s", diff)
			}
			if s.Survivor(0).XP != tt.xp {
				t.Errorf("p.17: XP %d, want %d", s.Survivor(0).XP, tt.xp)
			}
		})
	}
}

// Ranged Actions follow the Targeting Priority Order (p.32, its example):
// Tanks (and the Abomination) first, then Workers, then Hunters; a hit too
// weak for its target is wasted on it. Snipers and Point-blank at Range 0
// choose. Concentrated Attacks merge every success into one hit (p.33).
func TestCombatRangedTargeting(t *testing.T) {
	tests := []attackRow{
		{name: "Dual SMGs: 3 hits wasted on the Tank", rule: "p.32", weapons: []string{"SMG", "SMG"}, dual: true, target: "c",
			xenos: counts(2, 1, 0, 0), rolls: []int{5, 6, 6, 1}, succ: 3, miss: 1},
		{name: "Heavy Shotgun: the Tank, then a Worker", rule: "p.32", weapons: []string{"Heavy Shotgun"}, target: "c",
			xenos: counts(2, 1, 0, 0), rolls: []int{4, 6}, want: counts(1, 1, 0, 0), succ: 2, xp: 2},
		{name: "Heavy Shotgun at Range 2: one hit, the Tank", rule: "p.32", weapons: []string{"Heavy Shotgun"}, target: "o",
			xenos: counts(2, 1, 0, 0), rolls: []int{3, 5}, want: counts(0, 1, 0, 0), succ: 1, miss: 1, xp: 1},
		{name: "SMG: the Worker before the Hunter", rule: "p.32", weapons: []string{"SMG"}, target: "c",
			xenos: counts(1, 0, 1, 0), plan: []xeno.Kind{xeno.Hunter}, rolls: []int{6, 1}, want: counts(1, 0, 0, 0), succ: 1, miss: 1, xp: 1},
		{name: "Dual SMGs: 4 Workers, the Hunter lives", rule: "p.32 (seed 002 analogue)", weapons: []string{"SMG", "SMG"}, dual: true, target: "c",
			xenos: counts(4, 0, 1, 0), rolls: []int{5, 5, 6, 6}, want: counts(4, 0, 0, 0), succ: 4, xp: 4},
		{name: "Dual SMGs: the fourth hit reaches the Hunter", rule: "p.32", weapons: []string{"SMG", "SMG"}, dual: true, target: "c",
			xenos: counts(3, 0, 1, 0), rolls: []int{5, 5, 6, 6}, want: counts(3, 0, 1, 0), succ: 4, xp: 4},
		{name: "SMG: a lone Tank survives two hits", rule: "pp.19-20", weapons: []string{"SMG"}, target: "c",
			xenos: counts(0, 1, 0, 0), plan: []xeno.Kind{xeno.Tank}, rolls: []int{5, 6}, succ: 2},
		{name: "Concentrated SMG: two Damage-1 hits kill the Tank", rule: "p.33, pp.19-20", weapons: []string{"SMG"}, target: "c",
			xenos: counts(0, 1, 0, 0), plan: []xeno.Kind{xeno.Tank}, conc: true, rolls: []int{5, 6}, want: counts(0, 1, 0, 0), succ: 2, xp: 1},
		{name: "Concentrated SMG: one hit is still Damage 1", rule: "p.33", weapons: []string{"SMG"}, target: "c",
			xenos: counts(0, 1, 0, 0), plan: []xeno.Kind{xeno.Tank}, conc: true, rolls: []int{5, 4}, succ: 1, miss: 1},
		{name: "Concentrated SMG: one target only", rule: "p.33, RULINGS Attacks", weapons: []string{"SMG"}, target: "c",
			xenos: counts(2, 1, 0, 0), conc: true, rolls: []int{5, 6}, want: counts(0, 1, 0, 0), succ: 2, xp: 1},
		{name: "Concentrated Dual SMGs: Damage 3 kills the Spoiler", rule: "p.20, p.33", weapons: []string{"SMG", "SMG"}, dual: true, target: "c",
			xenos: counts(0, 0, 0, 1), plan: []xeno.Kind{xeno.Spoiler}, conc: true, rolls: []int{5, 6, 6, 2}, want: counts(0, 0, 0, 1), succ: 3, miss: 1, xp: 5},
		{name: "Heavy Shotgun: the Tank chosen among Tank and Spoiler", rule: "p.32: the shooter chooses among priority 1", weapons: []string{"Heavy Shotgun"}, target: "c",
			xenos: counts(0, 1, 0, 1), plan: []xeno.Kind{xeno.Tank}, rolls: []int{6, 6}, want: counts(0, 1, 0, 0), succ: 2, xp: 1},
		// RULINGS "Attacks": no hit is wasted by choice on a Xeno it cannot
		// eliminate while one of the same priority it can eliminate is there.
		{name: "Heavy Shotgun: Damage 2 cannot eliminate the Spoiler, so the Tank", rule: "p.32", weapons: []string{"Heavy Shotgun"}, target: "c",
			xenos: counts(0, 1, 0, 1), plan: []xeno.Kind{xeno.Spoiler}, rolls: []int{6, 6}, want: counts(0, 1, 0, 0), succ: 2, xp: 1},
		{name: "Sniper Skill picks the Worker behind the Tank", rule: "Sniper", weapons: []string{"SMG"}, blue: skill(survivor.Sniper), target: "c",
			xenos: counts(1, 1, 0, 0), rolls: []int{6, 1}, want: counts(1, 0, 0, 0), succ: 1, miss: 1, xp: 1},
		{name: "Sniper Rifle (Sniper card) picks the Hunter", rule: "p.32, RULINGS The cards", weapons: []string{"Sniper Rifle"}, target: "c",
			xenos: counts(1, 1, 1, 0), plan: []xeno.Kind{xeno.Hunter}, rolls: []int{3}, want: counts(0, 0, 1, 0), succ: 1, xp: 1},
		{name: "+1 die: Ranged", rule: "+1 die", weapons: []string{"SMG"}, blue: skillFor(survivor.PlusOneDie, survivor.Ranged), target: "c",
			xenos: counts(3, 0, 0, 0), rolls: []int{5, 6, 5}, want: counts(3, 0, 0, 0), succ: 3, xp: 3},
		{name: "+1 Damage: Ranged kills the Tank", rule: "+1 Damage", weapons: []string{"SMG"}, blue: skillFor(survivor.PlusOneDamage, survivor.Combat), target: "c",
			xenos: counts(1, 1, 0, 0), rolls: []int{5, 6}, want: counts(1, 1, 0, 0), succ: 2, xp: 2},
		{name: "+1 max Range: SMG at Range 2", rule: "+1 max Range", weapons: []string{"SMG"}, blue: skill(survivor.PlusOneMaxRange), target: "o",
			xenos: counts(1, 0, 0, 0), rolls: []int{6, 1}, want: counts(1, 0, 0, 0), succ: 1, miss: 1, xp: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.run(t) })
	}
}

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

// Point-blank (p.52): Ranged Actions in its own zone whatever the
// minimum Range, choosing the targets at Range 0: the Worker beside the
// Tank.
func TestCombatPointBlank(t *testing.T) {
	pb := civ("Pb", skill(survivor.PointBlank))
	m := equipped(newMission(t, rangeBoard, pb), entry(t, "SMG", 1, equipment.Start))
	put(&m, "s", xeno.Tank, 1)
	put(&m, "s", xeno.Worker, 1)
	s, _ := deal(t, m, "SMG")
	s, ev := play(t, s, "Pb attack s hand1")
	s, more := roll(t, s, 6, 1)
	ev = append(ev, more...)
	res, _ := attackResult(ev)
	if want := (combat.Result{Successes: 1, Misses: 1, Eliminated: counts(1, 0, 0, 0), XP: 1}); res != want {
		t.Errorf("Point-blank: SMG at Range 0 against a Tank and a Worker: %+v, want %+v", res, want)
	}
	if got := s.Xenos(m.Map.MustLookup("s")); got != counts(0, 1, 0, 0) {
		t.Errorf("Point-blank: left %s, want the Tank", kinds(got))
	}
}

// Dual (p.16): two Dual weapons of the same name, one in each Hand, fire
// together in one Action: Dual Cattle Prods roll 4 dice. Ann takes Bob's
// prod in a trade first (p.23).
func TestCombatDualCattleProds(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic), civ("Bob", medic)), entry(t, "Cattle Prod", 2, equipment.Start))
	put(&m, "s", xeno.Worker, 4)
	zs := m.Map.MustLookup("s")
	s, _ := deal(t, m, "Cattle Prod", "Cattle Prod")
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	refuse(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Dual: true, Target: zs}, invader.NoWeapon)
	s, _ = play(t, s, "Ann reorganize Bob")
	s, _ = apply(t, s, invader.Arrange{Card: cardID(t, s, 1, "Cattle Prod"), Owner: 0, Slot: invader.Hand2}, invader.DoneReorganizing{Survivor: 0})
	refuse(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand2, Dual: true, Target: zs}, invader.NotDual) // a Dual attack names Hand1
	n := actionsLeft(s)
	s, ev := play(t, s, "Ann attack s hand1 dual")
	if actionsLeft(s) != n-1 {
		t.Errorf("p.16: a Dual attack spent %d Actions, want 1", n-actionsLeft(s))
	}
	s, more := roll(t, s, 5, 6, 1, 5)
	ev = append(ev, more...)
	if got := len(only[invader.DieRolled](ev)); got != 4 {
		t.Errorf("p.16: Dual Cattle Prods rolled %d dice, want 4", got)
	}
	res, _ := attackResult(ev)
	if want := (combat.Result{Successes: 3, Misses: 1, Eliminated: counts(3, 0, 0, 0), XP: 3}); res != want {
		t.Errorf("p.16: Dual Cattle Prods: %+v, want %+v", res, want)
	}
	if got := s.Xenos(zs); got != counts(1, 0, 0, 0) {
		t.Errorf("p.16: left %s, want 1 Worker", kinds(got))
	}
	if got := only[invader.FriendlyFire](ev); len(got) != 0 {
		t.Errorf("p.32: Melee misses hit Bob: %v", got)
	}
}

// Only identical Dual weapons fire together (p.16); Ambidextrous makes
// every weapon Dual.
func TestCombatDualRefused(t *testing.T) {
	tests := []struct {
		name   string
		hands  [2]string
		blue   survivor.Skill
		target string
		want   invader.Reason
	}{
		{"SMG and Heavy Shotgun", [2]string{"SMG", "Heavy Shotgun"}, medic, "c", invader.NotDual},
		{"two Heavy Shotguns (not Dual)", [2]string{"Heavy Shotgun", "Heavy Shotgun"}, medic, "c", invader.NotDual},
		{"two Heavy Shotguns, Ambidextrous", [2]string{"Heavy Shotgun", "Heavy Shotgun"}, skill(survivor.Ambidextrous), "c", 0},
		{"two SMGs", [2]string{"SMG", "SMG"}, medic, "c", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			equip := []equipment.Entry{entry(t, tt.hands[0], 1, equipment.Start), entry(t, tt.hands[1], 1, equipment.Deck)}
			m := equipped(newMission(t, roomBoard, civ("Ann", tt.blue)), equip...)
			put(&m, tt.target, xeno.Worker, 4)
			s, _ := deal(t, m, tt.hands[0])
			s, _ = searchFor(t, s, 0, tt.hands[1], invader.Hand2)
			a := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Dual: true, Target: m.Map.MustLookup(tt.target)}
			if tt.want != 0 {
				refuse(t, s, a, tt.want)
				return
			}
			s, _ = apply(t, s, a)
			dice := 4
			_, ev := roll(t, s, slices.Repeat([]int{1}, dice)...)
			if got := len(only[invader.DieRolled](ev)); got != dice {
				t.Errorf("p.16: %d dice, want %d", got, dice)
			}
		})
	}
}

// Re-rolls (p.23, RULINGS "Attacks"): a weapon carrying the attachment
// it takes (an Energy Cell on a Cattle Prod) offers one re-roll of every
// die per Action; the new dice replace the old; the cell is not used up.
// Ann finds the cell and attaches it; the Workers walk into her room in
// the Xenos' Phase.
func TestCombatRerollEnergyCell(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic)),
		entry(t, "Cattle Prod", 1, equipment.Start), entry(t, "Energy Cell", 1, equipment.Deck))
	put(&m, "c", xeno.Worker, 3)
	zs := m.Map.MustLookup("s")
	s, _ := deal(t, m, "Cattle Prod")
	s, _ = searchFor(t, s, 0, "Energy Cell", invader.Backpack1)
	s, _ = attachTo(t, s, 0, "Energy Cell", "Cattle Prod")
	s, _ = play(t, s, "Ann end")
	require.Equal(t, 3, s.Xenos(zs).Total(), "p.26: the Workers come to Ann")
	a := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: zs}
	refuse(t, s, invader.Reroll{Survivor: 0, Yes: true}, invader.NotNow)

	s, _ = apply(t, s, a)
	rolled, _ := roll(t, s, 1, 5)
	if p := rolled.Pending(); p != (invader.Pending{Decision: invader.RerollDecision, Player: 0, Survivor: 0}) {
		t.Fatalf("p.23: after the dice Pending() = %+v, want a re-roll decision", p)
	}
	if got := rolled.Legal(); !slices.Equal(got, []invader.Action{invader.Reroll{Survivor: 0, Yes: false}, invader.Reroll{Survivor: 0, Yes: true}}) {
		t.Errorf("p.23: Legal() = %v, want no (the safe default) then yes", got)
	}
	refuse(t, rolled, invader.Reroll{Survivor: 1, Yes: true}, invader.NotYours)
	refuse(t, rolled, invader.EndTurn{Survivor: 0}, invader.NotNow)

	// No: the first dice stand.
	_, ev := apply(t, rolled, invader.Reroll{Survivor: 0, Yes: false})
	if res, _ := attackResult(ev); res != (combat.Result{Successes: 1, Misses: 1, Eliminated: counts(1, 0, 0, 0), XP: 1}) {
		t.Errorf("p.23: re-roll declined: %+v, want the rolled 1 and 5", res)
	}
	// Yes: two new dice replace them, and no second re-roll is offered.
	again, ev := apply(t, rolled, invader.Reroll{Survivor: 0, Yes: true})
	if len(ev) != 0 || again.Pending().Decision != invader.ChanceDecision {
		t.Fatalf("p.23: re-roll: events %v, Pending() = %+v; want new dice", ev, again.Pending())
	}
	again, ev = roll(t, again, 6, 6)
	if p := again.Pending(); p.Decision != invader.ActionDecision {
		t.Errorf("p.23: one re-roll per Action: after the new dice Pending() = %+v", p)
	}
	if res, _ := attackResult(ev); res != (combat.Result{Successes: 2, Eliminated: counts(2, 0, 0, 0), XP: 2}) {
		t.Errorf("p.23: after the re-roll: %+v, want the new dice only (two hits)", res)
	}
	if got := only[invader.DieRolled](ev); len(got) != 2 {
		t.Errorf("p.23: the re-roll rolled %v, want 2 dice", got)
	}
	// The cell stays: the next attack offers a re-roll again (RULINGS
	// "Attacks").
	if got := where(again)["Ann hand1+"]; !slices.Equal(got, []string{"Energy Cell"}) {
		t.Errorf("p.23: the cell is used up: %v", where(again))
	}
	again, _ = apply(t, again, a)
	again, _ = roll(t, again, 2, 2)
	if p := again.Pending(); p.Decision != invader.RerollDecision {
		t.Errorf("p.23: the second attack offers no re-roll: Pending() = %+v", p)
	}
}

// Lucky (pp.52-55) re-rolls any attack; without it or an attachment
// no re-roll is offered.
func TestCombatRerollLucky(t *testing.T) {
	for _, tt := range []struct {
		card   survivor.Card
		reroll bool
	}{{civ("Lu", lucky), true}, {civ("Ann", medic), false}} {
		t.Run(tt.card.Name, func(t *testing.T) {
			m := equipped(newMission(t, roomBoard, tt.card), entry(t, "SMG", 1, equipment.Start))
			put(&m, "c", xeno.Worker, 2)
			s, _ := deal(t, m, "SMG")
			s, _ = apply(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup("c")})
			s, ev := roll(t, s, 1, 1)
			if got := s.Pending().Decision == invader.RerollDecision; got != tt.reroll {
				t.Errorf("Lucky: re-roll offered = %v, want %v (events %v)", got, tt.reroll, ev)
			}
		})
	}
}

// friendlyFireBoard: corridors s, a, b in a row. Everyone starts in s with a
// Worker; the shooter steps to a and fires back into s (Range 1).
const friendlyFireBoard = `
+--+--+--+
|s .a .b |
+--+--+--+

s: corridor start
a: corridor
b: corridor objective
`

// Friendly Fire (p.32, RULINGS "Friendly Fire"): each miss of a Ranged
// Action into a zone holding other Survivors hits one of them with the
// weapon's Damage; the players choose whom when several can be hit
// (WoundDecision, AssignWound). Low profile Survivors are never hit;
// Snipers' misses hit no one.
func TestFriendlyFire(t *testing.T) {
	med := func(n string) survivor.Card { return civ(n, medic) }
	low := func(n string) survivor.Card { return civ(n, skill(survivor.LowProfile)) }
	tests := []struct {
		name, rule string
		shooter    survivor.Card
		victims    [2]survivor.Card
		weapon     string
		rolls      []int
		assign     []int // AssignWound choices, in order
		want       []invader.FriendlyFire
		lost       bool
	}{
		{name: "no miss, no Friendly Fire", rule: "p.32", shooter: med("Sh"), victims: [2]survivor.Card{med("B"), med("C")}, weapon: "SMG",
			rolls: []int{6, 6}},
		{name: "one possible victim", rule: "p.32", shooter: med("Sh"), victims: [2]survivor.Card{med("B"), low("C")}, weapon: "SMG",
			rolls: []int{6, 1}, want: []invader.FriendlyFire{{Shooter: 0, Survivor: 1, Damage: 1, Armor: 1}}},
		{name: "two possible victims: the players choose", rule: "p.32, RULINGS Friendly Fire", shooter: med("Sh"), victims: [2]survivor.Card{med("B"), med("C")}, weapon: "SMG",
			rolls: []int{6, 1}, assign: []int{2}, want: []invader.FriendlyFire{{Shooter: 0, Survivor: 2, Damage: 1, Armor: 1}}},
		{name: "two misses, one choice each", rule: "p.32, RULINGS Friendly Fire", shooter: med("Sh"), victims: [2]survivor.Card{med("B"), med("C")}, weapon: "SMG",
			rolls: []int{2, 1}, assign: []int{1, 2}, want: []invader.FriendlyFire{{Shooter: 0, Survivor: 1, Damage: 1, Armor: 1}, {Shooter: 0, Survivor: 2, Damage: 1, Armor: 1}}},
		{name: "two misses on one Civilian: eliminated", rule: "p.32, p.10", shooter: med("Sh"), victims: [2]survivor.Card{med("B"), med("C")}, weapon: "SMG",
			rolls: []int{2, 1}, assign: []int{1, 1}, want: []invader.FriendlyFire{{Shooter: 0, Survivor: 1, Damage: 1, Armor: 1}, {Shooter: 0, Survivor: 1, Damage: 1, Armor: 0}}, lost: true},
		{name: "Heavy Shotgun: Damage 2 on a Soldier", rule: "p.32", shooter: med("Sh"), victims: [2]survivor.Card{sol("B", medic), low("C")}, weapon: "Heavy Shotgun",
			rolls: []int{6, 3}, want: []invader.FriendlyFire{{Shooter: 0, Survivor: 1, Damage: 2, Armor: 1}}},
		{name: "Low profile: immune", rule: "Low profile (p.52)", shooter: med("Sh"), victims: [2]survivor.Card{low("B"), low("C")}, weapon: "SMG",
			rolls: []int{1, 1}},
		{name: "Sniper: no Friendly Fire", rule: "Sniper (pp.52-55)", shooter: civ("Sh", skill(survivor.Sniper)), victims: [2]survivor.Card{med("B"), med("C")}, weapon: "SMG",
			rolls: []int{1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := equipped(newMission(t, friendlyFireBoard, tt.shooter, tt.victims[0], tt.victims[1]), entry(t, tt.weapon, 1, equipment.Start))
			put(&m, "s", xeno.Worker, 1)
			zs, za := m.Map.MustLookup("s"), m.Map.MustLookup("a")
			s, _ := deal(t, m, tt.weapon)
			s, _ = apply(t, s, invader.Activate{Survivor: 0}, invader.Move{Survivor: 0, To: za})
			s, ev := apply(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: zs})
			s, more := roll(t, s, tt.rolls...)
			ev = append(ev, more...)
			for _, who := range tt.assign {
				p := s.Pending()
				if p.Decision != invader.WoundDecision {
					t.Fatalf("p.32: Pending() = %+v, want the players to choose who is hit", p)
				}
				var cands []invader.Action
				for i := 1; i <= 2; i++ {
					if s.Survivor(i).Card.Blue != skill(survivor.LowProfile) && !s.Survivor(i).Dead {
						cands = append(cands, invader.AssignWound{Survivor: i})
					}
				}
				if diff := cmp.Diff(cands, s.Legal()); diff != "" {
					t.Errorf("p.32: who may be hit (-want +got):\n%s", diff)
				}
				refuse(t, s, invader.AssignWound{Survivor: 0}, invader.NotAChoice) // never the shooter
				s, more = apply(t, s, invader.AssignWound{Survivor: who})
				ev = append(ev, more...)
			}
			if diff := cmp.Diff(tt.want, only[invader.FriendlyFire](ev)); diff != "" {
				t.Errorf("%s: FriendlyFire events (-want +got):\n%s", tt.rule, diff)
			}
			if got := s.Outcome().Result == invader.Lost; got != tt.lost {
				t.Errorf("%s: lost = %v, want %v (%v)", tt.rule, got, tt.lost, s.Outcome())
			}
			if tt.lost {
				if diff := cmp.Diff([]invader.Event{invader.SurvivorEliminated{Survivor: 1}, invader.GameLost{Reason: invader.Elimination}},
					ev[len(ev)-2:]); diff != "" {
					t.Errorf("p.10: the last events (-want +got):\n%s", diff)
				}
				return
			}
			if p := s.Pending(); p.Decision != invader.ActivationDecision {
				t.Errorf("p.32: after the attack Pending() = %+v, want the next activation", p)
			}
			armor := [3]int{}
			for i := range armor {
				armor[i] = s.Survivor(i).Card.Class.Armor()
			}
			for _, f := range tt.want {
				armor[f.Survivor] -= f.Damage
			}
			for i := range armor {
				if got := s.Survivor(i).Armor; got != armor[i] {
					t.Errorf("p.32: survivor %d has %d Armor, want %d", i, got, armor[i])
				}
			}
		})
	}
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

// Attacks the rules do not allow (pp.16, 24, 30-34).
func TestAttackRefused(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic), civ("Bob", medic)),
		entry(t, "SMG", 1, equipment.Start), entry(t, "Cattle Prod", 1, equipment.Start),
		entry(t, "M.R.E.", 1, equipment.Deck))
	put(&m, "c", xeno.Worker, 1)
	zc := m.Map.MustLookup("c")
	s, _ := deal(t, m, "SMG", "Cattle Prod")
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	at := func(f func(*invader.Attack)) invader.Attack {
		a := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: zc}
		f(&a)
		return a
	}
	tests := []struct {
		name string
		a    invader.Attack
		want invader.Reason
	}{
		{"an empty Hand", at(func(a *invader.Attack) { a.Weapon = invader.Hand2 }), invader.NoWeapon},
		{"a Body slot", at(func(a *invader.Attack) { a.Weapon = invader.Body1 }), invader.NoSuchThing},
		{"no such zone", at(func(a *invader.Attack) { a.Target = 99 }), invader.NoSuchThing},
		{"another Survivor's Turn", at(func(a *invader.Attack) { a.Survivor = 1 }), invader.NotYours},
		{"no such Survivor", at(func(a *invader.Attack) { a.Survivor = 5 }), invader.NoSuchThing},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			refuse(t, s, tt.a, tt.want)
			if _, err := s.AttackOdds(tt.a); !errors.Is(err, invader.ErrIllegal) {
				t.Errorf("AttackOdds(%v) error %v, want ErrIllegal", tt.a, err)
			}
		})
	}
	// Bob's Cattle Prod cannot reach c (Range 0).
	s, _ = play(t, s, "Ann end")
	refuse(t, s, invader.Attack{Survivor: 1, Weapon: invader.Hand1, Target: zc}, invader.OutOfRange)
	// Not while a drawn card waits.
	s, _ = play(t, s, "Bob search")
	s, _ = chance(t, s, "M.R.E.")
	refuse(t, s, invader.Attack{Survivor: 1, Weapon: invader.Hand1, Target: s.Survivor(1).Zone}, invader.NotNow)
}

// p.16: "Dice: the number of dice rolled per Action with this weapon":
// every die is rolled, beyond combat.MaxOddsDice (24) too. A mission may
// bring its own cards (up to 32 dice); a 30-dice weapon rolling 30 hits
// has no miss, hence no Friendly Fire on the Soldier in the target zone.
func TestAttackRollsEveryDie(t *testing.T) {
	gatling := equipment.Card{Name: "Gatling", Slot: equipment.Hand, Weapon: equipment.Ranged, Ammo: equipment.Energy,
		MinRange: 1, MaxRange: 1, Dice: 30, Accuracy: 2, Damage: 1}
	m := equipped(newMission(t, friendlyFireBoard, civ("Sh", medic), sol("B", medic)),
		equipment.Entry{Card: gatling, Count: 1, Group: equipment.Start})
	require.NoError(t, m.Validate())
	put(&m, "a", xeno.Worker, 35)
	za := m.Map.MustLookup("a")
	s, _ := deal(t, m, "Gatling")
	s, _ = apply(t, s, invader.Activate{Survivor: 1}, invader.Move{Survivor: 1, To: za}, invader.EndTurn{Survivor: 1})
	s, ev := apply(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: za})
	s, more, _ := rollAll(t, s, 6) // every die rolled hits
	ev = append(ev, more...)
	rolled := len(only[invader.DieRolled](ev))
	res, _ := attackResult(ev)
	ff := only[invader.FriendlyFire](ev)
	if rolled != gatling.Dice || res != (combat.Result{Successes: 30, Eliminated: counts(30, 0, 0, 0), XP: 30}) || len(ff) != 0 {
		t.Errorf("p.16: a %d-dice weapon rolled %d dice, all hits: %+v; %d Friendly Fire hits on B (%v): "+
			"want %d dice rolled, 30 kills, no miss, no Friendly Fire", gatling.Dice, rolled, res, len(ff), s.Outcome(), gatling.Dice)
	}
}

// The player chooses Melee targets (p.31): two Damage 2 hits in a zone
// holding a Worker, a Tank and a Hunter eliminate the Tank and the Hunter
// if the player says so, hit by hit (AssignHit); AttackOdds answers for a
// stated plan; the zero Attack names no kind, so a lone Tank is a fine
// target.
func TestMeleeTargetsChosen(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic)), entry(t, "Heavy Cutter", 1, equipment.Start))
	put(&m, "c", xeno.Worker, 1)
	put(&m, "c", xeno.Tank, 1)
	put(&m, "c", xeno.Hunter, 1)
	s, _ := deal(t, m, "Heavy Cutter")
	s, _ = play(t, s, "Ann move c")
	a := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup("c")}
	odds, err := s.AttackOdds(a, xeno.Tank, xeno.Hunter)
	require.NoError(t, err)
	both := 0.0
	for _, o := range odds {
		if o.Result.Eliminated == (xeno.Counts{xeno.Tank: 1, xeno.Hunter: 1}) {
			both += float64(o.Weight) / float64(o.Total)
		}
	}
	if math.Abs(both-4.0/9) > 1e-9 { // both dice hit on 3+: (4/6)²
		t.Errorf("p.31: AttackOdds for the plan Tank, Hunter: both eliminated with probability %v, want 4/9", both)
	}
	s, _ = apply(t, s, a)
	s, _ = chance(t, s, "6")
	s, _ = chance(t, s, "6")
	if p := s.Pending(); p.Decision != invader.TargetDecision || p.Survivor != 0 {
		t.Fatalf("p.31: two hits among three kinds: Pending() = %+v, want Ann's target decision", p)
	}
	want := []invader.Action{invader.AssignHit{Survivor: 0, Kind: xeno.Worker}, invader.AssignHit{Survivor: 0, Kind: xeno.Tank},
		invader.AssignHit{Survivor: 0, Kind: xeno.Hunter}}
	if diff := cmp.Diff(want, withoutDiscards(s.Legal())); diff != "" {
		t.Errorf("p.31: the choices of the first hit (-want +got):\n%s", diff)
	}
	refuse(t, s, invader.AssignHit{Survivor: 0, Kind: xeno.Spoiler}, invader.NotAChoice)
	s, ev := play(t, s, "Ann hits Tank", "Ann hits Hunter")
	got, _ := attackResult(ev)
	if want := (xeno.Counts{xeno.Tank: 1, xeno.Hunter: 1}); got.Eliminated != want {
		t.Errorf("p.31: eliminated %v, want the Tank and the Hunter", got.Eliminated)
	}
	if s.Xenos(m.Map.MustLookup("c")) != (xeno.Counts{xeno.Worker: 1}) {
		t.Errorf("p.31: left in c: %v, want the Worker", s.Xenos(m.Map.MustLookup("c")))
	}

	lone := equipped(newMission(t, roomBoard, civ("Ann", medic)), entry(t, "Heavy Cutter", 1, equipment.Start))
	put(&lone, "c", xeno.Tank, 1)
	s, _ = deal(t, lone, "Heavy Cutter")
	s, _ = play(t, s, "Ann move c")
	apply(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: lone.Map.MustLookup("c")})
}
