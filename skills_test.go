package invader_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
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
