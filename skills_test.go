package invader_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
)

// Skills (rulebook pp.52-55: p.52 for the Skills of the chapter's first
// page, the classic Zombicide wording for the others; the engine's
// readings are in docs/RULINGS.md, "Skills"). TestSkills runs one test per
// Skill kind of survivor.Kinds(), in the skills_*_test.go files; each puts
// a custom Survivor whose Blue Skill is the Skill under test (so that it
// acts from the first Turn) on a board drawn in the zone text format, and
// compares with a Survivor without it. Helpers of the Skills' tests are
// prefixed sk.

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
		t.Errorf("pp.52-55: survivor.Kinds() has %d Skills; the Skills' tests cover 35", len(kinds))
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

// Skills gained mid-Turn (p.17; p.52: a Skill can be used in the Turn it is
// gained; RULINGS "Experience and Skills"): a Survivor reaching Orange by
// taking an Objective chooses its Skill and uses it at once.
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
			m := equipped(newMission(t, twoObjectives, c))
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
