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

// Skills (rulebook pp.52-55: p.52 for the Skills of the chapter's first
// page, the classic Zombicide wording for the others; the engine's
// readings are in docs/RULINGS.md, "Skills"). TestSkills runs one test per
// Skill kind of survivor.Kinds(); each puts a custom Survivor whose Blue
// Skill is the Skill under test (so that it acts from the first Turn) on a
// board drawn in the zone text format, and compares with a Survivor
// without it. Helpers of the Skills' tests are prefixed sk.

// skNeutral is the Blue Skill of the Survivors "without the Skill": in a
// one-player game, Tactician changes nothing.
var skNeutral = skill(survivor.Tactician)

// skLeft checks the Actions left to the active Survivor.
func skLeft(t testing.TB, s invader.State, rule string, n int, free map[survivor.Action]int) {
	t.Helper()
	gotN, gotFree := s.ActionsLeft()
	if free == nil {
		free = map[survivor.Action]int{}
	}
	if gotN != n || !cmp.Equal(gotFree, free) {
		t.Errorf("%s: ActionsLeft() = %d, %v; want %d, %v", rule, gotN, gotFree, n, free)
	}
}

// skCosts returns the cost of each SurvivorMoved event.
func skCosts(ev []invader.Event) []int {
	var out []int
	for _, e := range only[invader.SurvivorMoved](ev) {
		out = append(out, e.Cost)
	}
	return out
}

// skLegal reports whether Legal lists the action written line.
func skLegal(t testing.TB, s invader.State, line string) bool {
	t.Helper()
	a, err := s.ParseAction(line)
	require.NoError(t, err)
	return slices.Contains(s.Legal(), a)
}

// Boards.

// skLine: four corridors in a row; from the start s, b is at Range 1, c at
// Range 2 and o at Range 3.
const skLine = `
+--+--+--+--+
|s .b .c .o |
+--+--+--+--+

s: corridor start
b: corridor
c: corridor
o: corridor objective
`

// skObjectives: corridors with an Objective token in the start s (o0) and
// another in c (o1), so taking o0 does not win the game.
const skObjectives = `
+--+--+--+
|s .b .c |
+--+--+--+

s: corridor start objective
b: corridor
c: corridor objective
`

// TestSkills runs the test of every Skill of the catalogue.
func TestSkills(t *testing.T) {
	tests := map[survivor.Kind]func(*testing.T){
		survivor.PlusOneAction:     skPlusOneAction,
		survivor.FreeAction:        skFreeAction,
		survivor.PlusOneToRoll:     skPlusOneToRoll,
		survivor.LowProfile:        skLowProfile,
		survivor.PointBlank:        skPointBlank,
		survivor.PlusOneDamage:     skPlusOneDamage,
		survivor.PlusOneDamageWith: skPlusOneDamageWith,
		survivor.PlusOneDie:        skPlusOneDie,
		survivor.PlusOneMaxRange:   skPlusOneMaxRange,
		survivor.PlusOneZone:       func(t *testing.T) { skOnward(t, skill(survivor.PlusOneZone)) },
		survivor.TwoZones:          func(t *testing.T) { skOnward(t, skill(survivor.TwoZones)) },
		survivor.Lucky:             skLucky,
		survivor.Ambidextrous:      skAmbidextrous,
		survivor.Blitz:             skBlitz,
		survivor.Bloodlust:         skBloodlust,
		survivor.BornLeader:        skBornLeader,
		survivor.Destiny:           skDestiny,
		survivor.HitAndRun:         skHitAndRun,
		survivor.IsThatAll:         skIsThatAll,
		survivor.Jump:              skJump,
		survivor.Lifesaver:         skLifesaver,
		survivor.Sniper:            skSniper,
		survivor.MatchingSet:       skMatchingSet,
		survivor.Medic:             skMedic,
		survivor.Regeneration:      skRegeneration,
		survivor.Scavenger:         skScavenger,
		survivor.SearchPlusOne:     skSearchPlusOne,
		survivor.Shove:             skShove,
		survivor.Slippery:          skSlippery,
		survivor.StartsWith:        skStartsWith,
		survivor.SteadyHand:        skSteadyHand,
		survivor.SuperStrength:     skSuperStrength,
		survivor.Tactician:         skTactician,
		survivor.Taunt:             skTaunt,
		survivor.Tough:             skTough,
	}
	kinds := survivor.Kinds()
	if len(kinds) != 35 {
		t.Errorf("pp.52-55: survivor.Kinds() has %d Skills; this file tests 35", len(kinds))
	}
	for _, k := range kinds {
		f, ok := tests[k]
		if !ok {
			t.Errorf("Skill %q has no test", k.Info().Name)
			continue
		}
		t.Run(k.Info().Name, f)
	}
}

// "+1 Action" (p.17, p.52): one extra Action of any kind in
// each Turn; it stacks with the Yellow Level's "+1 Action".
func skPlusOneAction(t *testing.T) {
	const rule = "p.52 +1 Action"
	m := equipped(newMission(t, skObjectives, civ("Ann", skill(survivor.PlusOneAction))))
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
	s, ev = deal(t, equipped(newMission(t, skObjectives, civ("Ann", skNeutral))))
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
	melee := []string{"Ann attack s hand1", "chance 5", "chance 5"}
	ranged := []string{"Ann attack c hand1", "chance 5", "chance 5"}
	search := []string{"Ann search", "chance 0", "Ann keep pack1"}
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

// skShot is one attack by Ann from s of skLine with her dealt weapon.
type skShot struct {
	blue   survivor.Skill
	class  survivor.Class // Civilian when zero
	weapon string
	xenos  map[string]xeno.Counts // Xenos per zone at the start
	target string
	prefer xeno.Kind
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
	m := equipped(newMission(t, skLine, cardOf("Ann", class, r.blue)), entry(t, r.weapon, 1, equipment.Start))
	for z, c := range r.xenos {
		for k, n := range c {
			if n > 0 {
				put(&m, z, xeno.Kind(k), int(n))
			}
		}
	}
	s, _ := deal(t, m, r.weapon)
	s, ev := apply(t, s, invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup(r.target), Prefer: r.prefer})
	s, more := roll(t, s, r.rolls...)
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
	m := equipped(newMission(t, skLine, civ("Ann", shooterBlue), civ("Bob", targetBlue)), entry(t, "SMG", 1, equipment.Start))
	put(&m, "b", xeno.Worker, 1)
	s, _ := deal(t, m, "SMG")
	s, _ = play(t, s, "activate Bob", "Bob move b", "Bob end")
	require.Equal(t, invader.Pending{Decision: invader.ActionDecision, Player: 0, Survivor: 0}, s.Pending())
	return play(t, s, "Ann attack b hand1", "chance 5", "chance 0")
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
	_, ev := skShot{blue: skill(survivor.PointBlank), weapon: "SMG", xenos: xenos, target: "s", prefer: xeno.Worker, rolls: []int{6, 1}}.run(t)
	if got := killed(ev); got != counts(1, 0, 0, 0) {
		t.Errorf("%s: SMG (Range 1-1) at its own Zone, one hit, Worker chosen over the Tank: eliminated %v, want the Worker", rule, got)
	}
	_, ev = skShot{blue: skill(survivor.PointBlank), weapon: "SMG", xenos: xenos, target: "b", prefer: xeno.Worker, rolls: []int{6, 1}}.run(t)
	if got := killed(ev); got != (xeno.Counts{}) {
		t.Errorf("%s: at Range 1 the hit goes to the Tank first (p.32) and is wasted: eliminated %v", rule, got)
	}

	m := equipped(newMission(t, skLine, civ("Ann", skNeutral)), entry(t, "SMG", 1, equipment.Start))
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
	_, ev := skShot{blue: blue, weapon: weapon, xenos: map[string]xeno.Counts{"s": c}, target: "s", prefer: k, rolls: rolls}.run(t)
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
		xenos: map[string]xeno.Counts{"b": counts(0, 1, 0, 0)}, target: "b", prefer: xeno.Tank, rolls: []int{6, 1}}.run(t)
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
			s, _ = play(t, s, "Ann search", "chance 0", "Ann keep hand2", "Ann move c", "Ann attack c hand1 dual")
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
		m := equipped(newMission(t, skLine, civ("Ann", blue)), equip...)
		put(&m, "c", xeno.Worker, 1)
		put(&m, "o", xeno.Worker, 1)
		s, _ := deal(t, m, "SMG")
		return s, m
	}
	s, m := build(skill(survivor.PlusOneMaxRange))
	refuseText(t, s, "Ann attack o hand1", invader.OutOfRange)
	s, _ = play(t, s, "Ann attack c hand1", "chance 5", "chance 5")
	if got := s.Xenos(m.Map.MustLookup("c")).Total(); got != 0 {
		t.Errorf("%s: an SMG hit at Range 2 left %d Xenos", rule, got)
	}
	s, _ = build(skNeutral)
	refuseText(t, s, "Ann attack c hand1", invader.OutOfRange)
}

// "+1 Zone per Move" and "2 Zones per Move Action" (pp.52-55, RULINGS
// "Skills"): after a Move Action the Survivor may go on into one more Zone
// for free, unless it entered a Zone with Xenos; any other action ends the
// Move.
func skOnward(t *testing.T, blue survivor.Skill) {
	rule := "pp.52-55 " + blue.String()
	build := func(blue survivor.Skill, workerIn string) invader.State {
		m := equipped(newMission(t, skLine, civ("Ann", blue)))
		if workerIn != "" {
			put(&m, workerIn, xeno.Worker, 1)
		}
		s, _ := deal(t, m)
		return s
	}
	s := build(blue, "")
	s, ev := play(t, s, "Ann move b")
	skLeft(t, s, rule+": after the Move Action", 2, nil)
	if !skLegal(t, s, "Ann move c") {
		t.Errorf("%s: the Move may go on to c", rule)
	}
	s, more := play(t, s, "Ann move c")
	skLeft(t, s, rule+": the second Zone is free", 2, nil)
	s, more2 := play(t, s, "Ann move o")
	if got := skCosts(append(append(ev, more...), more2...)); !slices.Equal(got, []int{1, 0, 1}) {
		t.Errorf("%s: moves s-b-c-o cost %v, want [1 0 1]: one extra Zone per Move", rule, got)
	}
	skLeft(t, s, rule+": a third Zone is a new Move", 1, nil)

	// Entering a Zone with Xenos ends the Move: leaving it is a new Move,
	// and costs 1 more for the Worker (p.22).
	s = build(blue, "b")
	_, ev = play(t, s, "Ann move b", "Ann move c")
	if got := skCosts(ev); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("%s: into b (a Worker) then c: costs %v, want [1 2]", rule, got)
	}

	// Another action in between ends the Move.
	s = build(blue, "")
	_, ev = play(t, s, "Ann move b", "Ann noise", "Ann move c")
	if got := skCosts(ev); !slices.Equal(got, []int{1, 1}) {
		t.Errorf("%s: move, noise, move: costs %v, want [1 1]", rule, got)
	}

	// Without the Skill every Move costs an Action.
	s = build(skNeutral, "")
	_, ev = play(t, s, "Ann move b", "Ann move c")
	if got := skCosts(ev); !slices.Equal(got, []int{1, 1}) {
		t.Errorf("p.22: without %v, moves s-b-c cost %v, want [1 1]", blue, got)
	}
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
		m := equipped(newMission(t, skLine, sol("Ann", blue)), entry(t, "Cattle Prod", 1, equipment.Start))
		put(&m, "s", xeno.Worker, 3)
		s, _ := deal(t, m, "Cattle Prod")
		return s
	}
	rerolling := func(s invader.State) bool {
		return s.Pending() == (invader.Pending{Decision: invader.RerollDecision, Player: 0, Survivor: 0})
	}
	s := build(skill(survivor.Lucky))
	s, _ = play(t, s, "Ann attack s hand1", "chance 0", "chance 0")
	if !rerolling(s) {
		t.Fatalf("%s: after rolling 1, 1: Pending() = %+v, want a re-roll decision", rule, s.Pending())
	}
	if got, want := notation(s, s.Legal()), []string{"Ann reroll no", "Ann reroll yes"}; !slices.Equal(got, want) {
		t.Errorf("%s: Legal() = %q, want %q", rule, got, want)
	}
	s, ev := play(t, s, "Ann reroll yes", "chance 0", "chance 5")
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
	s, ev = play(t, s, "Ann attack s hand1", "chance 0", "chance 0")
	if rerolling(s) || len(only[invader.AttackResolved](ev)) != 1 {
		t.Errorf("%s: once per Turn: a second Action offered a re-roll (Pending() = %+v)", rule, s.Pending())
	}
	s, _ = play(t, s, "Ann end", "Ann attack s hand1", "chance 0", "chance 0")
	if !rerolling(s) {
		t.Errorf("%s: the next Turn: Pending() = %+v, want a re-roll decision", rule, s.Pending())
	}

	// Declining keeps the dice, and the re-roll for a later Action.
	s = build(skill(survivor.Lucky))
	s, _ = play(t, s, "Ann attack s hand1", "chance 5", "chance 0")
	s, ev = play(t, s, "Ann reroll no")
	if got := skSuccesses(t, ev); got != 1 {
		t.Errorf("%s: declined re-roll keeps 6, 1: %d successes, want 1", rule, got)
	}
	s, _ = play(t, s, "Ann attack s hand1", "chance 0", "chance 0")
	if !rerolling(s) {
		t.Errorf("%s: a declined re-roll is not spent: Pending() = %+v", rule, s.Pending())
	}

	s = build(skNeutral)
	s, ev = play(t, s, "Ann attack s hand1", "chance 0", "chance 0")
	if p := s.Pending(); p.Decision != invader.ActionDecision || len(only[invader.AttackResolved](ev)) != 1 {
		t.Errorf("p.23: without Lucky or an attachment, no re-roll: Pending() = %+v, events %v", p, ev)
	}

	// With an Energy Cell on the Cattle Prod: two re-rolls in one Action.
	m := equipped(newMission(t, roomBoard, civ("Ann", skill(survivor.Lucky))),
		entry(t, "Cattle Prod", 1, equipment.Start), entry(t, "Energy Cell", 1, equipment.Deck))
	put(&m, "c", xeno.Worker, 2)
	s, _ = deal(t, m, "Cattle Prod")
	s, _ = play(t, s, "Ann search", "chance 0", "Ann keep pack1")
	inv := s.Inventory(0)
	s, _ = apply(t, s, invader.Reorganize{Survivor: 0, With: 0},
		invader.Attach{Card: inv[invader.Backpack1].ID, Host: inv[invader.Hand1].ID}, invader.DoneReorganizing{Survivor: 0})
	s, _ = play(t, s, "Ann end") // the Workers come to s
	require.Equal(t, 2, s.Xenos(m.Map.MustLookup("s")).Total(), "the Workers walked into s")
	s, _ = play(t, s, "Ann attack s hand1", "chance 0", "chance 0", "Ann reroll yes", "chance 0", "chance 0")
	if !rerolling(s) {
		t.Errorf("%s stacks with the Energy Cell's re-roll: after one re-roll Pending() = %+v, want a second one", rule, s.Pending())
	}
	s, _ = play(t, s, "Ann reroll yes", "chance 0", "chance 0")
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
		s, _ = play(t, s, "Ann search", "chance 0", "Ann keep hand2", "Ann move c")
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

// "Blitz" (pp.52-55): a free Move after eliminating the last Xeno of a
// Zone.
func skBlitz(t *testing.T) {
	const rule = "pp.52-55 Blitz"
	build := func(blue survivor.Skill, workers int) invader.State {
		m := equipped(newMission(t, skLine, civ("Ann", blue)), entry(t, "Cattle Prod", 1, equipment.Start))
		put(&m, "s", xeno.Worker, workers)
		s, _ := deal(t, m, "Cattle Prod")
		return s
	}
	s, ev := play(t, build(skill(survivor.Blitz), 1), "Ann attack s hand1", "chance 5", "chance 0")
	if diff := cmp.Diff([]invader.FreeActionGained{{Survivor: 0, Action: survivor.Move}}, only[invader.FreeActionGained](ev)); diff != "" {
		t.Errorf("%s: the last Worker of s eliminated (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule, 2, map[survivor.Action]int{survivor.Move: 1})
	s, _ = play(t, s, "Ann move b")
	skLeft(t, s, rule+": the Move used the free Move", 2, nil)

	s, ev = play(t, build(skill(survivor.Blitz), 2), "Ann attack s hand1", "chance 5", "chance 0")
	if got := only[invader.FreeActionGained](ev); len(got) != 0 {
		t.Errorf("%s: a Worker is left in s: free Actions %v, want none", rule, got)
	}
	skLeft(t, s, rule+": a Worker left", 2, nil)

	s, ev = play(t, build(skNeutral, 1), "Ann attack s hand1", "chance 5", "chance 0")
	if got := only[invader.FreeActionGained](ev); len(got) != 0 {
		t.Errorf("%s: without Blitz: free Actions %v, want none", rule, got)
	}
	skLeft(t, s, rule+": without it", 2, nil)
}

// "Bloodlust: [Action]" (pp.52-55, RULINGS "Skills"): one Action: move
// up to two Zones into a Zone holding Xenos, then one free Action of the
// named kind.
func skBloodlust(t *testing.T) {
	const rule = "pp.52-55 Bloodlust"
	build := func(blue survivor.Skill) (invader.State, mission.Mission) {
		m := equipped(newMission(t, skLine, civ("Ann", blue)), entry(t, "Cattle Prod", 1, equipment.Start))
		put(&m, "c", xeno.Worker, 1)
		put(&m, "o", xeno.Worker, 1)
		s, _ := deal(t, m, "Cattle Prod")
		return s, m
	}
	s, m := build(skillFor(survivor.Bloodlust, survivor.Melee))
	var lusts []invader.Action
	for _, a := range s.Legal() {
		if _, ok := a.(invader.Bloodlust); ok {
			lusts = append(lusts, a)
		}
	}
	if got, want := notation(s, lusts), []string{"Ann bloodlust c"}; !slices.Equal(got, want) {
		t.Errorf("%s: Legal Bloodlusts %q, want %q (c: 2 Zones away with a Worker)", rule, got, want)
	}
	refuseText(t, s, "Ann bloodlust o", invader.OutOfRange)
	refuseText(t, s, "Ann bloodlust b", invader.NoTargets)
	s, ev := play(t, s, "Ann bloodlust c")
	want := []invader.Event{
		invader.SurvivorMoved{Survivor: 0, From: m.Map.MustLookup("s"), To: m.Map.MustLookup("c"), Cost: 1},
		invader.FreeActionGained{Survivor: 0, Action: survivor.Melee},
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("%s: events (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule, 2, map[survivor.Action]int{survivor.Melee: 1})
	s, _ = play(t, s, "Ann attack c hand1", "chance 5", "chance 5")
	skLeft(t, s, rule+": the free Melee Action paid the attack", 2, nil)

	s, _ = build(skNeutral)
	refuseText(t, s, "Ann bloodlust c", invader.NoSkill)
}

// "Born leader" (pp.52-55, RULINGS "Skills"): once per Turn, for free,
// another Survivor gets one more Action on its next Turn.
func skBornLeader(t *testing.T) {
	const rule = "pp.52-55 Born leader"
	m := equipped(newMission(t, skLine, civ("Ann", skill(survivor.BornLeader)), civ("Bob", skNeutral)))
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

// skSearchGame: Ann (blue) stands in the room s of roomBoard with the deck
// holding the given cards, one copy each.
func skSearchGame(t *testing.T, blue survivor.Skill, deck ...string) invader.State {
	t.Helper()
	var equip []equipment.Entry
	for _, name := range deck {
		equip = append(equip, entry(t, name, 1, equipment.Deck))
	}
	s, _ := deal(t, equipped(newMission(t, roomBoard, civ("Ann", blue)), equip...))
	return s
}

// "Destiny" (pp.52-55, RULINGS "Skills"): once per Turn, discard the
// card just drawn (Keep{Slot: Redraw}) and draw another.
func skDestiny(t *testing.T) {
	const rule = "pp.52-55 Destiny"
	s := skSearchGame(t, skill(survivor.Destiny), "Sledge", "SMG", "Chainsaw")
	s, _ = play(t, s, "Ann search", "chance 0")
	if !skLegal(t, s, "Ann keep redraw") {
		t.Errorf("%s: Legal() = %q lacks the redraw", rule, notation(s, s.Legal()))
	}
	s, ev := play(t, s, "Ann keep redraw")
	if diff := cmp.Diff([]invader.CardDiscarded{{Survivor: 0, Card: "Sledge"}}, only[invader.CardDiscarded](ev)); diff != "" {
		t.Errorf("%s: the drawn card is discarded (-want +got):\n%s", rule, diff)
	}
	if p := s.Pending(); p.Decision != invader.ChanceDecision {
		t.Fatalf("%s: after the redraw Pending() = %+v, want another draw", rule, p)
	}
	s, _ = chance(t, s, "SMG")
	refuseText(t, s, "Ann keep redraw", invader.NoSkill) // once per Turn
	s, _ = play(t, s, "Ann keep hand1")
	if got := s.Inventory(0)[invader.Hand1].Card.Name; got != "SMG" {
		t.Errorf("%s: Hand1 holds %q, want the SMG drawn instead", rule, got)
	}
	skLeft(t, s, rule+": one Search", 2, nil)

	s = skSearchGame(t, skNeutral, "Sledge", "SMG", "Chainsaw")
	s, _ = play(t, s, "Ann search", "chance 0")
	refuseText(t, s, "Ann keep redraw", invader.NoSkill)
}

// "Hit & run" (pp.52-55): after an Action that eliminates a Xeno, a
// free Move that ignores the Xenos' extra cost.
func skHitAndRun(t *testing.T) {
	const rule = "pp.52-55 Hit & run"
	build := func(blue survivor.Skill) (invader.State, mission.Mission) {
		m := equipped(newMission(t, skLine, civ("Ann", blue)), entry(t, "Cattle Prod", 1, equipment.Start))
		put(&m, "s", xeno.Worker, 2)
		s, _ := deal(t, m, "Cattle Prod")
		return s, m
	}
	s, m := build(skill(survivor.HitAndRun))
	s, ev := play(t, s, "Ann attack s hand1", "chance 5", "chance 0")
	if diff := cmp.Diff([]invader.FreeActionGained{{Survivor: 0, Action: survivor.Move}}, only[invader.FreeActionGained](ev)); diff != "" {
		t.Errorf("%s: a Worker eliminated (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule, 2, map[survivor.Action]int{survivor.Move: 1})
	s, ev = play(t, s, "Ann move b")
	want := []invader.SurvivorMoved{{Survivor: 0, From: m.Map.MustLookup("s"), To: m.Map.MustLookup("b"), Cost: 1}}
	if diff := cmp.Diff(want, only[invader.SurvivorMoved](ev)); diff != "" {
		t.Errorf("%s: leaving the last Worker (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule+": the free Move paid it all", 2, nil)

	s, _ = build(skNeutral)
	_, ev = play(t, s, "Ann attack s hand1", "chance 5", "chance 0", "Ann move b")
	if got := skCosts(ev); !slices.Equal(got, []int{2}) || len(only[invader.FreeActionGained](ev)) != 0 {
		t.Errorf("p.22: without Hit & run, leaving a Worker costs %v (want [2]), free Actions %v", got, only[invader.FreeActionGained](ev))
	}
}

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
		m := equipped(newMission(t, skLine, sol("Ann", blue)), equip...)
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

// "Jump" (pp.52-55, RULINGS "Skills"): once per Turn, one Move Action:
// to a Zone at Range 2 in sight, ignoring the Zone between and the Xenos'
// extra cost.
func skJump(t *testing.T) {
	const rule = "pp.52-55 Jump"
	build := func(blue survivor.Skill) (invader.State, mission.Mission) {
		m := equipped(newMission(t, skLine, civ("Ann", blue)))
		put(&m, "s", xeno.Worker, 2)
		put(&m, "b", xeno.Worker, 3)
		s, _ := deal(t, m)
		return s, m
	}
	s, m := build(skill(survivor.Jump))
	refuseText(t, s, "Ann jump b", invader.OutOfRange)
	refuseText(t, s, "Ann jump o", invader.OutOfRange)
	s, ev := play(t, s, "Ann jump c")
	want := []invader.Event{invader.SurvivorMoved{Survivor: 0, From: m.Map.MustLookup("s"), To: m.Map.MustLookup("c"), Cost: 1}}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("%s: over the Workers of b, leaving the Workers of s (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule+": one Action", 2, nil)
	refuseText(t, s, "Ann jump s", invader.AlreadyUsed)

	s, _ = build(skNeutral)
	refuseText(t, s, "Ann jump c", invader.NoSkill)
}

// "Lifesaver" (pp.52-55, RULINGS "Skills"): once per Turn, for free,
// the Survivors of an adjacent Zone holding Xenos come to the Lifesaver.
func skLifesaver(t *testing.T) {
	const rule = "pp.52-55 Lifesaver"
	build := func(blue survivor.Skill, workers int) (invader.State, mission.Mission) {
		m := equipped(newMission(t, skLine, civ("Ann", blue), civ("Bob", skNeutral)))
		if workers > 0 {
			put(&m, "b", xeno.Worker, workers)
		}
		s, _ := deal(t, m)
		s, _ = play(t, s, "activate Bob", "Bob move b", "Bob end")
		return s, m
	}
	s, m := build(skill(survivor.Lifesaver), 1)
	refuseText(t, s, "Ann lifesave c", invader.NotAdjacent)
	s, ev := play(t, s, "Ann lifesave b")
	want := []invader.Event{invader.SurvivorMoved{Survivor: 1, From: m.Map.MustLookup("b"), To: m.Map.MustLookup("s")}}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("%s: Bob pulled out of b (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule+": free", 3, nil)
	if got := zoneOf(s, 1); got != "s" {
		t.Errorf("%s: Bob is in %s, want s", rule, got)
	}
	refuseText(t, s, "Ann lifesave b", invader.AlreadyUsed)

	s, _ = build(skill(survivor.Lifesaver), 0)
	refuseText(t, s, "Ann lifesave b", invader.NoTargets) // no Xeno with Bob
	s, _ = build(skNeutral, 1)
	refuseText(t, s, "Ann lifesave b", invader.NoSkill)
}

// "Sniper" (pp.52-55, RULINGS "Skills"): free choice of the targets of
// Ranged Actions, and misses hit no Survivor.
func skSniper(t *testing.T) {
	const rule = "pp.52-55 Sniper"
	xenos := map[string]xeno.Counts{"b": counts(1, 1, 0, 0)}
	_, ev := skShot{blue: skill(survivor.Sniper), weapon: "SMG", xenos: xenos, target: "b", prefer: xeno.Worker, rolls: []int{6, 1}}.run(t)
	if got := killed(ev); got != counts(1, 0, 0, 0) {
		t.Errorf("%s: one SMG hit at a Tank and a Worker, the Worker chosen: eliminated %v", rule, got)
	}
	_, ev = skShot{blue: skNeutral, weapon: "SMG", xenos: xenos, target: "b", prefer: xeno.Worker, rolls: []int{6, 1}}.run(t)
	if got := killed(ev); got != (xeno.Counts{}) {
		t.Errorf("p.32: without Sniper the hit goes to the Tank first and is wasted: eliminated %v", got)
	}
	s, ev := skFriendlyFire(t, skill(survivor.Sniper), skNeutral)
	skCheckFriendlyFire(t, rule, s, ev, false)
}

// "Matching set!" (pp.52-55, RULINGS "Skills"): on keeping a Dual
// weapon drawn in a Search, a second copy comes from the deck.
func skMatchingSet(t *testing.T) {
	const rule = "pp.52-55 Matching set!"
	build := func(blue survivor.Skill) invader.State {
		m := equipped(newMission(t, roomBoard, civ("Ann", blue)),
			entry(t, "Cattle Prod", 2, equipment.Deck), entry(t, "Sledge", 2, equipment.Deck))
		s, _ := deal(t, m)
		return s
	}
	s := build(skill(survivor.MatchingSet))
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Cattle Prod")
	s, ev := play(t, s, "Ann keep hand1")
	if diff := cmp.Diff([]invader.CardDrawn{{Survivor: 0, Card: "Cattle Prod"}}, only[invader.CardDrawn](ev)); diff != "" {
		t.Errorf("%s: the twin (-want +got):\n%s", rule, diff)
	}
	if p := s.Pending(); p.Decision != invader.KeepDecision {
		t.Fatalf("%s: Pending() = %+v, want Keep for the twin", rule, p)
	}
	s, _ = play(t, s, "Ann keep hand2")
	inv := s.Inventory(0)
	if inv[invader.Hand1].Card.Name != "Cattle Prod" || inv[invader.Hand2].Card.Name != "Cattle Prod" {
		t.Errorf("%s: Hands hold %q and %q, want two Cattle Prods", rule, inv[invader.Hand1].Card.Name, inv[invader.Hand2].Card.Name)
	}
	skLeft(t, s, rule+": one Search", 2, nil)

	// Not for a weapon that is not Dual.
	s = build(skill(survivor.MatchingSet))
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Sledge")
	s, ev = play(t, s, "Ann keep hand1")
	if got := only[invader.CardDrawn](ev); len(got) != 0 || s.Pending().Decision != invader.ActionDecision {
		t.Errorf("%s: a Sledge is not Dual: drew %v, Pending() = %+v", rule, got, s.Pending())
	}

	s = build(skNeutral)
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Cattle Prod")
	s, ev = play(t, s, "Ann keep hand1")
	if got := only[invader.CardDrawn](ev); len(got) != 0 || s.Pending().Decision != invader.ActionDecision {
		t.Errorf("%s: without the Skill: drew %v, Pending() = %+v", rule, got, s.Pending())
	}
}

// "Medic" (pp.52-55, RULINGS "Skills"): once per Turn, for free, one
// Armor point back to a Survivor in the Medic's Zone.
func skMedic(t *testing.T) {
	const rule = "pp.52-55 Medic"
	m := equipped(newMission(t, skLine, civ("Ann", skill(survivor.Medic)), sol("Bob", skNeutral)))
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
		m := equipped(newMission(t, skLine, sol("Ann", blue)))
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

// "Scavenger" (pp.52-55, RULINGS "Skills"): Search in any Zone without
// Mold (not only rooms, and Soldiers outside Security Rooms).
func skScavenger(t *testing.T) {
	const rule = "pp.52-55 Scavenger"
	deck := []equipment.Entry{entry(t, "Sledge", 2, equipment.Deck)}
	mold := `
+--+--+
|s .o |
+--+--+

s: corridor start mold=active
o: corridor objective
`
	tests := []struct {
		name, board string
		class       survivor.Class
		worker      bool
		want        invader.Reason
	}{
		{"a corridor", skLine, survivor.Civilian, false, 0},
		{"a Soldier outside a Security Room", roomBoard, survivor.Soldier, false, 0},
		{"a Zone with Mold", mold, survivor.Civilian, false, invader.NotSearchable},
		{"a Zone with Xenos", skLine, survivor.Civilian, true, invader.XenosThere},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, blue := range []survivor.Skill{skill(survivor.Scavenger), skNeutral} {
				m := equipped(newMission(t, tt.board, cardOf("Ann", tt.class, blue)), deck...)
				if tt.worker {
					put(&m, "s", xeno.Worker, 1)
				}
				s, _ := deal(t, m)
				want := tt.want
				if blue == skNeutral {
					want = invader.NotSearchable // p.22 (rooms only), p.34 (Soldiers in Security Rooms)
				}
				if want != 0 {
					refuseText(t, s, "Ann search", want)
					continue
				}
				s, ev := play(t, s, "Ann search", "chance 0")
				if diff := cmp.Diff([]invader.CardDrawn{{Survivor: 0, Card: "Sledge"}}, only[invader.CardDrawn](ev)); diff != "" {
					t.Errorf("%s: %s (-want +got):\n%s", rule, tt.name, diff)
				}
				_ = s
			}
		})
	}
}

// "Search: +1 card" (pp.52-55, RULINGS "Skills"): one more draw per
// Search; a Mold card still ends the Search.
func skSearchPlusOne(t *testing.T) {
	const rule = "pp.52-55 Search: +1 card"
	s := skSearchGame(t, skill(survivor.SearchPlusOne), "Sledge", "SMG", "Chainsaw")
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Sledge")
	s, _ = play(t, s, "Ann keep hand1")
	if p := s.Pending(); p.Decision != invader.ChanceDecision {
		t.Fatalf("%s: after the first card Pending() = %+v, want a second draw", rule, p)
	}
	s, _ = chance(t, s, "SMG")
	s, _ = play(t, s, "Ann keep hand2")
	if got := s.Survivor(0).Hand; !slices.Equal(got, []string{"Sledge", "SMG"}) {
		t.Errorf("%s: Hand %q, want both cards", rule, got)
	}
	skLeft(t, s, rule+": one Action", 2, nil)

	// A Mold card ends the Search (p.22, RULINGS "Search").
	s = skSearchGame(t, skill(survivor.SearchPlusOne), "Mold: 1 Worker", "SMG")
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Mold: 1 Worker")
	if p := s.Pending(); p.Decision != invader.ActionDecision {
		t.Errorf("%s: after a Mold card Pending() = %+v, want the Search over", rule, p)
	}

	s = skSearchGame(t, skNeutral, "Sledge", "SMG", "Chainsaw")
	s, _ = play(t, s, "Ann search", "chance 0", "Ann keep hand1")
	if p := s.Pending(); p.Decision != invader.ActionDecision {
		t.Errorf("%s: without it, one card: Pending() = %+v", rule, p)
	}
}

// "Shove" (pp.52-55, RULINGS "Skills"): once per Turn, for free, every
// Xeno of the Survivor's Zone goes to an adjacent Zone they can enter
// (closed doors stop them).
func skShove(t *testing.T) {
	const rule = "pp.52-55 Shove"
	board := `
+--+--+--+--+
|r Ds .c .o |
+--+--+--+--+

r: room
s: corridor start
c: corridor
o: corridor objective
`
	build := func(blue survivor.Skill) (invader.State, mission.Mission) {
		m := equipped(newMission(t, board, civ("Ann", blue)))
		put(&m, "s", xeno.Worker, 2)
		put(&m, "s", xeno.Tank, 1)
		s, _ := deal(t, m)
		return s, m
	}
	s, m := build(skill(survivor.Shove))
	z := m.Map.MustLookup
	refuseText(t, s, "Ann shove r", invader.Blocked) // a closed door
	refuseText(t, s, "Ann shove o", invader.Blocked) // not adjacent
	s, ev := play(t, s, "Ann shove c")
	want := []invader.Event{
		invader.XenosMoved{Kind: xeno.Worker, From: z("s"), To: z("c"), Count: 2},
		invader.XenosMoved{Kind: xeno.Tank, From: z("s"), To: z("c"), Count: 1},
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("%s: events (-want +got):\n%s", rule, diff)
	}
	if s.Xenos(z("s")).Total() != 0 || s.Xenos(z("c")) != counts(2, 1, 0, 0) {
		t.Errorf("%s: Xenos in s %v, in c %v", rule, s.Xenos(z("s")), s.Xenos(z("c")))
	}
	skLeft(t, s, rule+": free", 3, nil)
	refuseText(t, s, "Ann shove c", invader.AlreadyUsed)
	s, ev = play(t, s, "Ann open d0", "Ann move r")
	if got := skCosts(ev); !slices.Equal(got, []int{1}) {
		t.Errorf("%s: leaving s after the Shove costs %v, want [1]", rule, got)
	}

	s, _ = build(skNeutral)
	refuseText(t, s, "Ann shove c", invader.NoSkill)
}

// "Slippery" (pp.52-55, RULINGS "Leaving a Zone with Xenos"): no extra
// Actions to leave a Zone with Xenos.
func skSlippery(t *testing.T) {
	for _, tt := range []struct {
		blue survivor.Skill
		cost int
	}{{skill(survivor.Slippery), 1}, {skNeutral, 3}} {
		m := equipped(newMission(t, skLine, civ("Ann", tt.blue)))
		put(&m, "s", xeno.Worker, 2)
		s, _ := deal(t, m)
		_, ev := play(t, s, "Ann move b")
		if got := skCosts(ev); !slices.Equal(got, []int{tt.cost}) {
			t.Errorf("pp.52-55, p.22: %v: leaving 2 Workers costs %v, want [%d]", tt.blue, got, tt.cost)
		}
	}
}

// "Starts with [Equipment]" (pp.52-55, RULINGS "Skills"): at setup the
// card comes from the cards set aside or the deck into the first free slot
// that takes it.
func skStartsWith(t *testing.T) {
	const rule = "pp.52-55 Starts with"
	equip := []equipment.Entry{
		entry(t, "Cattle Prod", 1, equipment.Start),
		entry(t, "Sledge", 2, equipment.Deck),
		entry(t, "Searchlight", 1, equipment.Deck),
		entry(t, "Oxygen Tank", 1, equipment.Oxygen),
	}
	tests := []struct {
		card string
		slot int
	}{{"Sledge", invader.Hand2}, {"Searchlight", invader.Body1}, {"Oxygen Tank", invader.Body1}}
	for _, tt := range tests {
		m := equipped(newMission(t, skLine, civ("Ann", skillWith(survivor.StartsWith, tt.card))), equip...)
		s, ev := deal(t, m, "Cattle Prod")
		want := []invader.CardDealt{{Survivor: 0, Card: "Cattle Prod"}, {Survivor: 0, Card: tt.card}}
		if diff := cmp.Diff(want, only[invader.CardDealt](ev)); diff != "" {
			t.Errorf("%s %s: setup (-want +got):\n%s", rule, tt.card, diff)
		}
		if got := s.Inventory(0)[tt.slot].Card.Name; got != tt.card {
			t.Errorf("%s %s: slot %d holds %q", rule, tt.card, tt.slot, got)
		}
	}
	s, ev := deal(t, equipped(newMission(t, skLine, civ("Ann", skNeutral)), equip...), "Cattle Prod")
	if got := only[invader.CardDealt](ev); len(got) != 1 || s.Survivor(0).Hand[0] != "Cattle Prod" || len(s.Survivor(0).Hand) != 1 {
		t.Errorf("%s: without it: dealt %v, Hand %q", rule, got, s.Survivor(0).Hand)
	}
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
		target: "b", prefer: xeno.Tank, rolls: []int{6, 6}}.run(t)
	if got := killed(ev)[xeno.Tank]; got != 0 {
		t.Errorf("%s: SMG (Ranged) hits on a Tank eliminated %d: Super strength is for Melee", rule, got)
	}
}

// "Tactician" (pp.52-55, RULINGS "Skills"): its player may activate it
// whenever a player is choosing which Survivor takes its Turn.
func skTactician(t *testing.T) {
	const rule = "pp.52-55 Tactician"
	medicSk := skill(survivor.Medic) // here skNeutral would be a Tactician
	build := func(blue survivor.Skill) invader.State {
		// Player 0: Ann and Cid; player 1: Bob.
		m := equipped(newMission(t, skLine, civ("Ann", medicSk), civ("Bob", blue), civ("Cid", medicSk)))
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

// "Taunt" (pp.52-55, RULINGS "Skills"): once per Turn, for free, the
// Xenos of a Zone the Survivor sees get an extra activation at once,
// heading for the Taunter whatever the noise elsewhere.
func skTaunt(t *testing.T) {
	const rule = "pp.52-55 Taunt"
	// s is a crossroads: a to the west, c to the east, o to the south.
	board := `
+--+--+--+
|a .s .c |
+--+..+--+
   |o |
   +--+

a: corridor
s: corridor start
c: corridor
o: corridor objective
`
	// A Worker in s. Bob walks to c and makes noise there (noise 2); Ann
	// walks to a (noise 1).
	build := func(blue survivor.Skill) (invader.State, mission.Mission) {
		m := equipped(newMission(t, board, civ("Ann", blue), civ("Bob", skNeutral)))
		put(&m, "s", xeno.Worker, 1)
		s, _ := deal(t, m)
		s, _ = play(t, s, "activate Bob", "Bob move c", "Bob noise", "Ann move a")
		return s, m
	}
	s, m := build(skill(survivor.Taunt))
	z := m.Map.MustLookup
	refuseText(t, s, "Ann taunt c", invader.NoTargets)  // in sight, no Xeno
	refuseText(t, s, "Ann taunt o", invader.OutOfRange) // not in sight
	s, ev := play(t, s, "Ann taunt s")
	want := []invader.Event{
		invader.Taunted{Survivor: 0, Zone: z("s")},
		invader.XenosMoved{Kind: xeno.Worker, From: z("s"), To: z("a"), Count: 1},
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("%s: the Worker heads for Ann, not for the louder c (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule+": free", 1, nil)
	refuseText(t, s, "Ann taunt a", invader.AlreadyUsed)

	// Without the Taunt, the Xenos' Phase sends it to the louder c.
	s, _ = build(skNeutral)
	refuseText(t, s, "Ann taunt s", invader.NoSkill)
	_, ev = play(t, s, "Ann end")
	if diff := cmp.Diff([]invader.XenosMoved{{Kind: xeno.Worker, From: z("s"), To: z("c"), Count: 1}}, only[invader.XenosMoved](ev)); diff != "" {
		t.Errorf("p.26: without the Taunt (-want +got):\n%s", diff)
	}
}

// "Tough" (pp.52-55, RULINGS "Skills"): the first point of Damage the
// Survivor takes in each Xeno attack step is ignored.
func skTough(t *testing.T) {
	const rule = "pp.52-55 Tough"
	build := func(blue survivor.Skill, k xeno.Kind, n int) (invader.State, zone.ID) {
		m := equipped(newMission(t, skLine, sol("Ann", blue)))
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

// Skills gained mid-Turn (p.17; p.52: a Skill can be used in the Turn it
// is gained; RULINGS "Experience and Skills"): a Survivor reaching Orange by taking an
// Objective chooses its Skill and uses it at once.
func TestSkillGainedMidTurnActsAtOnce(t *testing.T) {
	tests := []struct {
		name  string
		skill survivor.Skill
		xenos int      // Workers in s
		then  []string // after choosing
		costs []int    // of the Moves in then
		left  int
		free  map[survivor.Action]int
		legal string // listed by Legal after choosing, if not ""
	}{
		{name: "+1 free Move Action", skill: freeMove, left: 3, free: map[survivor.Action]int{survivor.Move: 1}},
		{name: "+1 Action", skill: plusOne, left: 4},
		{name: "Slippery", skill: slippery, xenos: 2, then: []string{"Ann move b"}, costs: []int{1}, left: 2},
		{name: "+1 Zone per Move", skill: skill(survivor.PlusOneZone), then: []string{"Ann move b", "Ann move c"}, costs: []int{1, 0}, left: 2},
		{name: "Shove", skill: skill(survivor.Shove), xenos: 2, legal: "Ann shove b", left: 3},
		{name: "Jump", skill: skill(survivor.Jump), legal: "Ann jump c", left: 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := civ("Ann", skNeutral)
			c.Orange = [2]survivor.Skill{tt.skill, skill(survivor.Tough)}
			m := equipped(newMission(t, skObjectives, c))
			m.ObjectiveXP = 19
			if tt.xenos > 0 {
				put(&m, "s", xeno.Worker, tt.xenos)
			}
			s, _ := deal(t, m)
			s, _ = play(t, s, "Ann take o0")
			if p := s.Pending(); p.Decision != invader.SkillDecision {
				t.Fatalf("p.17: 19 XP: Pending() = %+v, want the Orange choice", p)
			}
			s, ev := apply(t, s, invader.ChooseSkill{Survivor: 0, Skill: tt.skill})
			if diff := cmp.Diff([]invader.Event{invader.SkillGained{Survivor: 0, Skill: tt.skill}}, ev); diff != "" {
				t.Errorf("p.17: choosing %v (-want +got):\n%s", tt.skill, diff)
			}
			if tt.legal != "" && !skLegal(t, s, tt.legal) {
				t.Errorf("p.52: %v gained mid-Turn: Legal() = %q lacks %q", tt.skill, notation(s, s.Legal()), tt.legal)
			}
			s, ev = play(t, s, tt.then...)
			if got := skCosts(ev); !slices.Equal(got, tt.costs) {
				t.Errorf("p.52: %v gained mid-Turn: Moves %q cost %v, want %v", tt.skill, tt.then, got, tt.costs)
			}
			skLeft(t, s, "p.52: "+tt.name+" gained mid-Turn (3 - 1 + Yellow's 1)", tt.left, tt.free)
		})
	}
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
	m := equipped(newMission(t, skObjectives, c), entry(t, "Cattle Prod", 1, equipment.Start))
	m.ObjectiveXP = 19
	put(&m, "s", xeno.Worker, 2)
	s, _ := deal(t, m, "Cattle Prod")
	s, _ = play(t, s, "Ann take o0", "Ann skill +1 free Melee Action")
	skLeft(t, s, "p.17: both free Actions", 3, map[survivor.Action]int{survivor.Combat: 1, survivor.Melee: 1})
	s, _ = play(t, s, "Ann attack s hand1", "chance 0", "chance 0")
	skLeft(t, s, "RULINGS \"Free Actions\": a Melee Action should spend the free Melee Action and keep the free Combat one (which also pays Ranged)",
		3, map[survivor.Action]int{survivor.Combat: 1})
}

// Destiny (pp.52-55, RULINGS "Skills": "discards the card drawn and draws
// another"): with one card left in the deck after the draw, there is
// another card to draw. (checkKeep used to refuse the redraw unless two
// cards were left in the deck and discard pile: count(drawable) <= 1 did
// not count the card just drawn, which is in neither.)
func TestSkillDestinyWithOneCardLeft(t *testing.T) {
	s := skSearchGame(t, skill(survivor.Destiny), "Sledge", "SMG")
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Sledge")
	var a invader.Action = invader.Keep{Survivor: 0, Slot: invader.Redraw}
	if _, _, err := s.Apply(a); err != nil || !slices.Contains(s.Legal(), a) {
		t.Fatalf("pp.52-55 Destiny: the SMG is still in the deck, yet the redraw is refused: %v (listed by Legal: %v)", err, slices.Contains(s.Legal(), a))
	}
	s, _ = apply(t, s, a)
	if outs := s.ChanceOutcomes(); len(outs) != 1 || outs[0].Label != "SMG" {
		t.Errorf("pp.52-55 Destiny: the redraw should draw the SMG: outcomes %+v", outs)
	}
}

// Tactician (pp.52-55, RULINGS "Skills": "its player may activate it
// whenever a player is choosing which Survivor takes its Turn"): each of two players has one Survivor, and Bob, a Tactician of
// the second player, may go before Ann. (nextActivation used to activate a
// player's single Survivor left at once, RULINGS "Turn order and
// activation": "there is nothing to choose", so another player's Tactician
// could never go before it.)
func TestSkillTacticianBeforeAnAutomaticActivation(t *testing.T) {
	m := equipped(newMission(t, skLine, civ("Ann", skill(survivor.Medic)), civ("Bob", skill(survivor.Tactician))))
	m.Players = 2
	s, _ := deal(t, m)
	var a invader.Action = invader.Activate{Survivor: 1}
	if !slices.Contains(s.Legal(), a) {
		t.Errorf("pp.52-55 Tactician: at the start of the Players' Phase Bob may take his Turn before Ann, "+
			"but Ann was activated at once: Pending() = %+v, Legal() = %q", s.Pending(), notation(s, s.Legal()))
	}
}

// Fixed bugs (guards).

// Taunt (pp.52-55, RULINGS "Skills": "the Xenos of a zone the Survivor
// sees get an extra activation at once ... heading for the Taunter
// whatever the noise elsewhere"; classic Taunt: "Taunted Zombies ignore all other Survivors.
// They do not attack them and cross the Zone they stand in if needed to
// reach the taunting Survivor"). The taunted activation runs the ordinary
// attack step in the taunted Zone (attackStep, moveStep skip Zones with
// Survivors), so a Worker standing with Bob attacks Bob instead of heading
// for Ann, who taunted it.
func TestSkillTauntedXenosIgnoreBystanders(t *testing.T) {
	m := equipped(newMission(t, skLine, civ("Ann", skill(survivor.Taunt)), civ("Bob", skill(survivor.Medic))))
	put(&m, "b", xeno.Worker, 1)
	s, _ := deal(t, m)
	s, _ = play(t, s, "activate Bob", "Bob move b", "Bob end")
	s, ev := play(t, s, "Ann taunt b")
	if got := only[invader.SurvivorWounded](ev); len(got) != 0 {
		t.Errorf("pp.52-55 Taunt: the taunted Worker attacked %v instead of heading for Ann (events %v)", got, ev)
	}
	want := []invader.XenosMoved{{Kind: xeno.Worker, From: m.Map.MustLookup("b"), To: m.Map.MustLookup("s"), Count: 1}}
	if diff := cmp.Diff(want, only[invader.XenosMoved](ev)); diff != "" {
		t.Errorf("pp.52-55 Taunt: the taunted Worker should head for Ann (-want +got):\n%s", diff)
	}
}

// Lifesaver (pp.52-55, RULINGS "Skills": "every Survivor of an adjacent
// zone holding Xenos ... comes to the Lifesaver") with nobody it may pull:
// the Xenos' Zone holds only Survivors without oxygen and the Lifesaver
// stands outside (p.35, RULINGS "Oxygen": "Entering any exterior zone ...
// needs oxygen").
// Lifesave used to check the way with a Mover with oxygen, whoever was
// pulled, and then to move nobody while Legal listed it and Apply spent
// the once-per-Turn Skill on it. It is refused.
func TestSkillLifesaveRefusedWhenNobodyCanCome(t *testing.T) {
	board := `
+--+--+
|s oe |
+--+--+

s: room airlock start objective
e: exterior objective
`
	ann := civ("Ann", skillWith(survivor.StartsWith, "Oxygen Tank"))
	ann.Orange = [2]survivor.Skill{skill(survivor.Lifesaver), skill(survivor.Tough)}
	m := equipped(newMission(t, board, ann, sol("Bob", skill(survivor.Medic))), entry(t, "Oxygen Tank", 1, equipment.Oxygen))
	m.ObjectiveXP = 19
	put(&m, "s", xeno.Worker, 1)
	s, _ := deal(t, m)
	require.Equal(t, "Oxygen Tank", s.Inventory(0)[invader.Body1].Card.Name)
	s, _ = play(t, s, "activate Ann", "Ann take o0", "Ann skill Lifesaver", "Ann move e")
	require.Equal(t, "e", zoneOf(s, 0))
	a, err := s.ParseAction("Ann lifesave s")
	require.NoError(t, err)
	if slices.Contains(s.Legal(), a) {
		next, ev, _ := s.Apply(a)
		t.Errorf("p.35, pp.52-55 Lifesaver: Bob cannot be pulled outside, yet Legal lists %q (events %v, Bob in %s)",
			s.FormatAction(a), ev, zoneOf(next, 1))
	}
}
