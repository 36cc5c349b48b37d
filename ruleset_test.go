package invader

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/mission"
)

// Every ruleset package mission knows has its rules here (seed 002 for
// the second), and an unknown one plays as Invader.
func TestRulesetsCoverMissionRulesets(t *testing.T) {
	for _, r := range mission.Rulesets() {
		require.Less(t, int(r), len(rulesets), "no rules for ruleset %v", r)
		require.NotZero(t, rulesets[r].slots, "ruleset %v has no inventory", r)
		require.NotEmpty(t, rulesets[r].card, "ruleset %v names no spawn card", r)
	}
	require.Equal(t, rulesets[mission.Invader], rulesetOf(&mission.Mission{Ruleset: 9}))
}

// Seed 002: a 2nd Edition Survivor has two Hands and a Backpack of three;
// a position or save that puts a card anywhere else is refused, while
// Invader's fifth Backpack slot takes it.
func TestSecondEditionSlotsSeed002(t *testing.T) {
	m, err := mission.Builtin("Z1")
	require.NoError(t, err)
	for _, slot := range []string{"hand1", "hand2", "pack1", "pack2", "pack3"} {
		_, err := ParsePosition("survivor Nadia s "+slot+"=Pistol", m)
		require.NoError(t, err, slot)
	}
	for _, slot := range []string{"body1", "body2", "pack4", "pack5"} {
		_, err := ParsePosition("survivor Nadia s "+slot+"=Pistol", m)
		require.Error(t, err, slot)
	}
	inv, err := mission.Builtin("M1")
	require.NoError(t, err)
	_, err = ParsePosition("survivor Cole s pack5=SMG", inv)
	require.NoError(t, err, "Invader's Backpack has five slots")
}
