package zombicide2_test

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zombicide2"
)

// roundTrip fails t unless v survives JSON, returning its encoding.
func roundTrip[T any](t *testing.T, v T, equal func(a, b T) bool) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	var back T
	if err := json.Unmarshal(data, &back); err != nil || !equal(back, v) {
		t.Fatalf("seed 002: Unmarshal(%s) = %+v, %v; want %+v", data, back, err, v)
	}
	return data
}

// seed 002: the whole of 2nd Edition's data survives JSON, as missions
// and front ends carry it, under lowerCamelCase keys.
func TestJSON(t *testing.T) {
	roundTrip(t, zombicide2.Zombies(), slices.Equal[xeno.Catalog])
	roundTrip(t, zombicide2.Survivors(), slices.Equal[[]survivor.Card])
	roundTrip(t, zombicide2.Equipment(), slices.Equal[[]equipment.Entry])
	data := roundTrip(t, zombicide2.ZombieDeck(), slices.Equal[spawn.Deck])
	if n := strings.Count(string(data), `"rush":true`); n != 3 || !strings.Contains(string(data), `"count":`) {
		t.Errorf("seed 002: the deck's JSON has its 3 Rush entries' \"rush\" (%d): %s", n, data)
	}
	for _, abom := range []xeno.Kind{zombicide2.Hobo, zombicide2.Wild} {
		d, err := zombicide2.DeckWith(abom)
		if err != nil {
			t.Fatal(err)
		}
		roundTrip(t, d, slices.Equal[spawn.Deck])
	}
	if data := roundTrip(t, zombicide2.Aaahh(), func(a, b equipment.Card) bool { return a == b }); !strings.Contains(string(data), `"aaahh":true`) {
		t.Errorf("seed 002: Aaahh()'s JSON has no \"aaahh\": %s", data)
	}
	checkKeys(t, data)
	data = roundTrip(t, zombicide2.Default(), func(a, b zombicide2.Rules) bool { return a == b })
	checkKeys(t, data)
	var keys map[string]any
	if err := json.Unmarshal(data, &keys); err != nil || len(keys) != reflect.TypeFor[zombicide2.Rules]().NumField() {
		t.Errorf("Rules: %d keys for %d fields: %s", len(keys), reflect.TypeFor[zombicide2.Rules]().NumField(), data)
	}
}

// jsonKey matches a key of a JSON object: a string followed by a colon
// (no string value of the package's data is).
var jsonKey = regexp.MustCompile(`"([^"]*)":`)

var lowerCamel = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)

// checkKeys fails t unless every key of the JSON data, at any depth, is
// lowerCamelCase.
func checkKeys(t *testing.T, data []byte) {
	t.Helper()
	keys := jsonKey.FindAllSubmatch(data, -1)
	if len(keys) == 0 {
		t.Errorf("no key in %s", data)
	}
	for _, m := range keys {
		if !lowerCamel.Match(m[1]) {
			t.Errorf("key %q is not lowerCamelCase", m[1])
		}
	}
}
