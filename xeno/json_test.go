package xeno_test

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"testing"

	"github.com/invaderengine/invader/xeno"
)

// A Catalog whose Profile has every field set round-trips through JSON,
// under lowerCamelCase keys.
func TestProfileJSONKeys(t *testing.T) {
	p := xeno.Profile{Name: "Berserker", Damage: 2, Toughness: 3, XP: 5, Actions: 2, Priority: 1, Supply: 4, Abom: true, Mold: true, Special: xeno.MolotovOnlyIt}
	cat := xeno.Catalog{p, xeno.Invader[xeno.Worker]}
	data, err := json.Marshal(cat)
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	var back xeno.Catalog
	if err := json.Unmarshal(data, &back); err != nil || !slices.Equal(back, cat) {
		t.Fatalf("Unmarshal(%s) = %+v, %v; want %+v", data, back, err, cat)
	}
	data, err = json.Marshal(p)
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	checkKeys[xeno.Profile](t, data)
}

// lowerCamel matches a lowerCamelCase JSON key.
var lowerCamel = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)

// checkKeys fails t unless every key of the JSON object data, at any
// depth, is lowerCamelCase, and the object has one key per field of T:
// data encodes a T with every field set.
func checkKeys[T any](t *testing.T, data []byte) {
	t.Helper()
	var top map[string]any
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatalf("Unmarshal(%s) into a map: %v", data, err)
	}
	if n := reflect.TypeFor[T]().NumField(); len(top) != n {
		t.Errorf("%d keys, want one per field of %v (%d): %s", len(top), reflect.TypeFor[T](), n, data)
	}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				if !lowerCamel.MatchString(k) {
					t.Errorf("key %q is not lowerCamelCase: %s", k, data)
				}
				walk(e)
			}
		case []any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	walk(top)
}
