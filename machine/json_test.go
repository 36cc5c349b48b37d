package machine_test

import (
	"slices"
	"testing"

	"github.com/invaderengine/invader/internal/jsontest"
	"github.com/invaderengine/invader/machine"
)

// A Catalog whose Profile has every field set round-trips through JSON,
// under lowerCamelCase keys.
func TestProfileJSONKeys(t *testing.T) {
	p := machine.Profile{Name: "Drone", Moves: true, Provisional: true,
		Melee:  machine.Weapon{MinRange: 0, MaxRange: 0, Dice: 2, Accuracy: 4, Damage: 2, Noisy: true},
		Ranged: machine.Weapon{MinRange: 1, MaxRange: 3, Dice: 3, Accuracy: 5, Damage: 1, Noisy: true}}
	jsontest.RoundTrip(t, machine.Catalog{p, machine.Invader[machine.Sentry]}, slices.Equal[machine.Catalog])
	jsontest.Keys[machine.Profile](t, jsontest.Marshal(t, p))
	jsontest.Keys[machine.Weapon](t, jsontest.Marshal(t, p.Ranged))
}
