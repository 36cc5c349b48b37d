package xeno_test

import (
	"slices"
	"testing"

	"github.com/invaderengine/invader/internal/jsontest"
	"github.com/invaderengine/invader/xeno"
)

// A Catalog whose Profile has every field set round-trips through JSON,
// under lowerCamelCase keys.
func TestProfileJSONKeys(t *testing.T) {
	p := xeno.Profile{Name: "Berserker", Damage: 2, Toughness: 3, XP: 5, Actions: 2, Priority: 1, Supply: 4, Abom: true, Mold: true, Special: xeno.MolotovOnlyIt}
	jsontest.RoundTrip(t, xeno.Catalog{p, xeno.Invader[xeno.Worker]}, slices.Equal[xeno.Catalog])
	jsontest.Keys[xeno.Profile](t, jsontest.Marshal(t, p))
}
