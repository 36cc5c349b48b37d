package machine_test

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"testing"

	"github.com/invaderengine/invader/machine"
)

// A Catalog whose Profile has every field set round-trips through JSON,
// under lowerCamelCase keys.
func TestProfileJSONKeys(t *testing.T) {
	p := machine.Profile{Name: "Drone", Moves: true, Provisional: true,
		Melee:  machine.Weapon{MinRange: 0, MaxRange: 0, Dice: 2, Accuracy: 4, Damage: 2, Noisy: true},
		Ranged: machine.Weapon{MinRange: 1, MaxRange: 3, Dice: 3, Accuracy: 5, Damage: 1, Noisy: true}}
	cat := machine.Catalog{p, machine.Invader[machine.Sentry]}
	data, err := json.Marshal(cat)
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	var back machine.Catalog
	if err := json.Unmarshal(data, &back); err != nil || !slices.Equal(back, cat) {
		t.Fatalf("Unmarshal(%s) = %+v, %v; want %+v", data, back, err, cat)
	}
	data, err = json.Marshal(p)
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	checkKeys[machine.Profile](t, data)
	data, err = json.Marshal(p.Ranged)
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	checkKeys[machine.Weapon](t, data)
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
