package invadertest_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
)

// Soak plays every built-in mission and finds nothing broken and no game
// stuck; the greedy player wins some games; the same options give the same
// report.
func TestSoak(t *testing.T) {
	var missions []mission.Mission
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		require.NoError(t, err)
		missions = append(missions, m)
	}
	const steps = 5000 // .ci/run soaks a million (examples/soak)
	r := invadertest.Soak(missions, invadertest.SoakOptions{Steps: steps, Seed: 1})
	t.Log(r)
	require.Zero(t, r.Stuck, "games stuck with nothing legal: %v", r.First)
	require.Zero(t, r.Violations, "%v", r.First)
	require.GreaterOrEqual(t, r.Steps, steps)
	require.Positive(t, r.Won, "the goal-seeking player won no game")
	again := invadertest.Soak(missions, invadertest.SoakOptions{Steps: steps, Seed: 1, Workers: 1})
	require.Equal(t, r, again, "another number of workers, another report")
}
