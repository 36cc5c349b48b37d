package spawn_test

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"testing"

	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
)

// A Deck whose Entry and Card have every field set round-trips through
// JSON, under lowerCamelCase keys.
func TestDeckJSONKeys(t *testing.T) {
	c := spawn.Card{Type: spawn.Spawn, Kind: xeno.Hunter, Rush: true, Provisional: true, Lines: [4]spawn.Group{
		{Kind: xeno.Worker, Count: 1}, {Kind: xeno.Tank, Count: 2}, {Kind: xeno.Hunter, Count: 3}, {Kind: xeno.Spoiler, Count: 1}}}
	e := spawn.Entry{Card: c, Count: 3}
	d := spawn.Deck{e, {Card: spawn.Card{Type: spawn.Abomination}, Count: 1}}
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	var back spawn.Deck
	if err := json.Unmarshal(data, &back); err != nil || !slices.Equal(back, d) {
		t.Fatalf("Unmarshal(%s) = %+v, %v; want %+v", data, back, err, d)
	}
	marshal := func(v any) []byte {
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("Marshal(%+v): %v", v, err)
		}
		return data
	}
	checkKeys[spawn.Entry](t, marshal(e))
	checkKeys[spawn.Card](t, marshal(c))
	checkKeys[spawn.Group](t, marshal(c.Lines[0]))
}

// A card's Type travels in JSON by name.
func TestTypeText(t *testing.T) {
	for _, ty := range []spawn.Type{spawn.Spawn, spawn.Extra, spawn.Abomination, spawn.MoldSpawn} {
		data, err := json.Marshal(ty)
		if err != nil || string(data) != `"`+ty.String()+`"` {
			t.Errorf("Marshal(%v) = %s, %v; want its name", ty, data, err)
		}
		var back spawn.Type
		if err := json.Unmarshal(data, &back); err != nil || back != ty {
			t.Errorf("Unmarshal(%s) = %v, %v; want %v", data, back, err, ty)
		}
	}
	if data, err := json.Marshal(spawn.Type(0)); err == nil {
		t.Errorf("Marshal(Type(0)) = %s; want an error", data)
	}
	var ty spawn.Type
	for _, bad := range []string{`"Spawn"`, `"rush"`, `1`} {
		if err := json.Unmarshal([]byte(bad), &ty); err == nil {
			t.Errorf("Unmarshal(%s) = %v; want an error", bad, ty)
		}
	}
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
