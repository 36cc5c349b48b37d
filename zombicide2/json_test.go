package zombicide2_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/internal/jsontest"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zombicide2"
)

// seed 002: the whole of 2nd Edition's data survives JSON, as missions
// and front ends carry it, under lowerCamelCase keys.
func TestJSON(t *testing.T) {
	jsontest.RoundTrip(t, zombicide2.Zombies(), slices.Equal[xeno.Catalog])
	jsontest.RoundTrip(t, zombicide2.Survivors(), slices.Equal[[]survivor.Card])
	jsontest.RoundTrip(t, zombicide2.Equipment(), slices.Equal[[]equipment.Entry])
	data := jsontest.RoundTrip(t, zombicide2.ZombieDeck(), slices.Equal[spawn.Deck])
	if n := strings.Count(string(data), `"rush":true`); n != 3 || !strings.Contains(string(data), `"count":`) {
		t.Errorf("seed 002: the deck's JSON has its 3 Rush entries' \"rush\" (%d): %s", n, data)
	}
	for _, abom := range []xeno.Kind{zombicide2.Hobo, zombicide2.Wild} {
		d, err := zombicide2.DeckWith(abom)
		if err != nil {
			t.Fatal(err)
		}
		jsontest.RoundTrip(t, d, slices.Equal[spawn.Deck])
	}
	if data := jsontest.RoundTrip(t, zombicide2.Aaahh(), func(a, b equipment.Card) bool { return a == b }); !strings.Contains(string(data), `"aaahh":true`) {
		t.Errorf("seed 002: Aaahh()'s JSON has no \"aaahh\": %s", data)
	}
	jsontest.LowerCamel(t, data)
	data = jsontest.RoundTrip(t, zombicide2.Default(), func(a, b zombicide2.Rules) bool { return a == b })
	jsontest.Keys[zombicide2.Rules](t, data)
}
