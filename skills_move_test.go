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

// Skills of movement (pp.52-55, RULINGS "Skills"): moving on after a Move,
// leaving Zones with Xenos, free Moves after kills, Jump, pulling
// Survivors out, and moving the Xenos (Shove, Taunt).

// "+1 Zone per Move" and "2 Zones per Move Action" (pp.52-55, RULINGS
// "Skills"): after a Move Action the Survivor may go on into one more Zone
// for free, unless it entered a Zone with Xenos; any other action ends the
// Move.
func skOnward(t *testing.T, blue survivor.Skill) {
	rule := "pp.52-55 " + blue.String()
	build := func(blue survivor.Skill, workerIn string) invader.State {
		m := equipped(newMission(t, fourCorridors, civ("Ann", blue)))
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

// "Slippery" (pp.52-55, RULINGS "Leaving a Zone with Xenos"): no extra
// Actions to leave a Zone with Xenos.
func skSlippery(t *testing.T) {
	for _, tt := range []struct {
		blue survivor.Skill
		cost int
	}{{skill(survivor.Slippery), 1}, {skNeutral, 3}} {
		m := equipped(newMission(t, fourCorridors, civ("Ann", tt.blue)))
		put(&m, "s", xeno.Worker, 2)
		s, _ := deal(t, m)
		_, ev := play(t, s, "Ann move b")
		if got := skCosts(ev); !slices.Equal(got, []int{tt.cost}) {
			t.Errorf("pp.52-55, p.22: %v: leaving 2 Workers costs %v, want [%d]", tt.blue, got, tt.cost)
		}
	}
}

// "Blitz" (pp.52-55): a free Move after eliminating the last Xeno of a
// Zone.
func skBlitz(t *testing.T) {
	const rule = "pp.52-55 Blitz"
	build := func(blue survivor.Skill, workers int) invader.State {
		m := equipped(newMission(t, fourCorridors, civ("Ann", blue)), entry(t, "Cattle Prod", 1, equipment.Start))
		put(&m, "s", xeno.Worker, workers)
		s, _ := deal(t, m, "Cattle Prod")
		return s
	}
	s, ev := play(t, build(skill(survivor.Blitz), 1), "Ann attack s hand1", "chance 6", "chance 1")
	if diff := cmp.Diff([]invader.FreeActionGained{{Survivor: 0, Action: survivor.Move}}, only[invader.FreeActionGained](ev)); diff != "" {
		t.Errorf("%s: the last Worker of s eliminated (-want +got):\n%s", rule, diff)
	}
	skLeft(t, s, rule, 2, map[survivor.Action]int{survivor.Move: 1})
	s, _ = play(t, s, "Ann move b")
	skLeft(t, s, rule+": the Move used the free Move", 2, nil)

	s, ev = play(t, build(skill(survivor.Blitz), 2), "Ann attack s hand1", "chance 6", "chance 1")
	if got := only[invader.FreeActionGained](ev); len(got) != 0 {
		t.Errorf("%s: a Worker is left in s: free Actions %v, want none", rule, got)
	}
	skLeft(t, s, rule+": a Worker left", 2, nil)

	s, ev = play(t, build(skNeutral, 1), "Ann attack s hand1", "chance 6", "chance 1")
	if got := only[invader.FreeActionGained](ev); len(got) != 0 {
		t.Errorf("%s: without Blitz: free Actions %v, want none", rule, got)
	}
	skLeft(t, s, rule+": without it", 2, nil)
}

// "Hit & run" (pp.52-55): after an Action that eliminates a Xeno, a
// free Move that ignores the Xenos' extra cost.
func skHitAndRun(t *testing.T) {
	const rule = "pp.52-55 Hit & run"
	build := func(blue survivor.Skill) (invader.State, mission.Mission) {
		m := equipped(newMission(t, fourCorridors, civ("Ann", blue)), entry(t, "Cattle Prod", 1, equipment.Start))
		put(&m, "s", xeno.Worker, 2)
		s, _ := deal(t, m, "Cattle Prod")
		return s, m
	}
	s, m := build(skill(survivor.HitAndRun))
	s, ev := play(t, s, "Ann attack s hand1", "chance 6", "chance 1")
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
	_, ev = play(t, s, "Ann attack s hand1", "chance 6", "chance 1", "Ann move b")
	if got := skCosts(ev); !slices.Equal(got, []int{2}) || len(only[invader.FreeActionGained](ev)) != 0 {
		t.Errorf("p.22: without Hit & run, leaving a Worker costs %v (want [2]), free Actions %v", got, only[invader.FreeActionGained](ev))
	}
}

// "Bloodlust: [Action]" (pp.52-55, RULINGS "Skills"): one Action: move
// up to two Zones into a Zone holding Xenos, then one free Action of the
// named kind.
func skBloodlust(t *testing.T) {
	const rule = "pp.52-55 Bloodlust"
	build := func(blue survivor.Skill) (invader.State, mission.Mission) {
		m := equipped(newMission(t, fourCorridors, civ("Ann", blue)), entry(t, "Cattle Prod", 1, equipment.Start))
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
	s, _ = play(t, s, "Ann attack c hand1", "chance 6", "chance 6")
	skLeft(t, s, rule+": the free Melee Action paid the attack", 2, nil)

	s, _ = build(skNeutral)
	refuseText(t, s, "Ann bloodlust c", invader.NoSkill)
}

// "Jump" (pp.52-55, RULINGS "Skills"): once per Turn, one Move Action:
// to a Zone at Range 2 in sight, ignoring the Zone between and the Xenos'
// extra cost.
func skJump(t *testing.T) {
	const rule = "pp.52-55 Jump"
	build := func(blue survivor.Skill) (invader.State, mission.Mission) {
		m := equipped(newMission(t, fourCorridors, civ("Ann", blue)))
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
		m := equipped(newMission(t, fourCorridors, civ("Ann", blue), civ("Bob", skNeutral)))
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
	_, ev = play(t, s, "Ann open d0", "Ann move r")
	if got := skCosts(ev); !slices.Equal(got, []int{1}) {
		t.Errorf("%s: leaving s after the Shove costs %v, want [1]", rule, got)
	}

	s, _ = build(skNeutral)
	refuseText(t, s, "Ann shove c", invader.NoSkill)
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

// Fixed bugs (guards).

// Taunt (pp.52-55, RULINGS "Skills": "the Xenos of a zone the Survivor sees get
// an extra activation at once ... heading for the Taunter whatever the noise
// elsewhere"; classic Taunt: "Taunted Zombies ignore all other Survivors. They
// do not attack them and cross the Zone they stand in if needed to reach the
// taunting Survivor"). The taunted activation runs the ordinary attack step in
// the taunted Zone (attackStep, moveStep skip Zones with Survivors), so a
// Worker standing with Bob attacks Bob instead of heading for Ann, who taunted
// it.
func TestSkillTauntedXenosIgnoreBystanders(t *testing.T) {
	m := equipped(newMission(t, fourCorridors, civ("Ann", skill(survivor.Taunt)), civ("Bob", skill(survivor.Medic))))
	put(&m, "b", xeno.Worker, 1)
	s, _ := deal(t, m)
	s, _ = play(t, s, "activate Bob", "Bob move b", "Bob end")
	_, ev := play(t, s, "Ann taunt b")
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
