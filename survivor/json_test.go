package survivor_test

import (
	"encoding/json"
	"reflect"
	"regexp"
	"testing"

	"github.com/invaderengine/invader/survivor"
)

// A Card with every field set round-trips through JSON, under lowerCamelCase
// keys.
func TestCardJSONKeys(t *testing.T) {
	c := survivor.Card{
		Name: "Elsa", Class: survivor.Soldier, Provisional: true,
		Blue:   survivor.Skill{Kind: survivor.StartsWith, Card: "Sledge"},
		Orange: [2]survivor.Skill{{Kind: survivor.FreeAction, Action: survivor.Ranged}, {Kind: survivor.Slippery}},
		Red:    [3]survivor.Skill{{Kind: survivor.PlusOneDamageWith, Card: "SMG"}, {Kind: survivor.PlusOneDie, Action: survivor.Melee}, {Kind: survivor.Lucky}},
	}
	data, err := json.Marshal(c)
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	var back survivor.Card
	if err := json.Unmarshal(data, &back); err != nil || back != c {
		t.Fatalf("Unmarshal(%s) = %+v, %v; want %+v", data, back, err, c)
	}
	checkKeys[survivor.Card](t, data)
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
