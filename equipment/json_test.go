package equipment_test

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"testing"

	"github.com/invaderengine/invader/equipment"
)

// An Entry whose Card has every field set round-trips through JSON, under
// lowerCamelCase keys.
func TestEntryJSONKeys(t *testing.T) {
	c := equipment.Card{Name: "Everything", Slot: equipment.Body, Weapon: equipment.Ranged, Ammo: equipment.Energy,
		Noisy: true, Dual: true, MinRange: 1, MaxRange: 2, Dice: 3, Accuracy: 4, Damage: 2,
		Takes: equipment.EnergyCell, Is: equipment.CanisterFuel, NeedsPower: true, Sniper: true, Hellfire: true,
		Searchlight: true, Oxygen: true, Soak: 1, Heal: 1, Mold: equipment.MoldSpawn{Kind: 1, Count: 2},
		Door: equipment.NoisyOpener, Molotov: true, Boosts: equipment.Shells, Aaahh: true,
		Ultra: true, Starting: true, Provisional: true}
	e := equipment.Entry{Card: c, Count: 2, Group: equipment.Prototype}
	entries := append([]equipment.Entry{e}, equipment.Core()...)
	data, err := json.Marshal(entries)
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	var back []equipment.Entry
	if err := json.Unmarshal(data, &back); err != nil || !slices.Equal(back, entries) {
		t.Fatalf("Unmarshal(%s) = %+v, %v; want %+v", data, back, err, entries)
	}
	marshal := func(v any) []byte {
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("Marshal(%+v): %v", v, err)
		}
		return data
	}
	checkKeys[equipment.Entry](t, marshal(e))
	checkKeys[equipment.Card](t, marshal(c))
	checkKeys[equipment.MoldSpawn](t, marshal(c.Mold))
}

// A card's Slot travels in JSON by name.
func TestSlotText(t *testing.T) {
	for _, s := range []equipment.Slot{equipment.Backpack, equipment.Hand, equipment.Body} {
		data, err := json.Marshal(s)
		if err != nil || string(data) != `"`+s.String()+`"` {
			t.Errorf("Marshal(%v) = %s, %v; want its name", s, data, err)
		}
		var back equipment.Slot
		if err := json.Unmarshal(data, &back); err != nil || back != s {
			t.Errorf("Unmarshal(%s) = %v, %v; want %v", data, back, err, s)
		}
	}
	if data, err := json.Marshal(equipment.Slot(3)); err == nil {
		t.Errorf("Marshal(Slot(3)) = %s; want an error", data)
	}
	var s equipment.Slot
	for _, bad := range []string{`"Hand"`, `"head"`, `1`} {
		if err := json.Unmarshal([]byte(bad), &s); err == nil {
			t.Errorf("Unmarshal(%s) = %v; want an error", bad, s)
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
