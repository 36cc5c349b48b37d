// Package jsontest holds the checks of JSON forms that the packages'
// tests share: a value survives encoding/json, its keys have the saved
// game's one style (lowerCamelCase at every depth, one per field), and an
// enum travels by name.
package jsontest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"testing"
)

// lowerCamel matches a lowerCamelCase JSON key.
var lowerCamel = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)

// Marshal returns v's JSON, or fails t.
func Marshal(t testing.TB, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("Marshal(%+v): %v", v, err)
	}
	return data
}

// RoundTrip fails t unless v encodes and decodes back to a value that
// equal holds equal to v, and returns v's JSON.
func RoundTrip[T any](t testing.TB, v T, equal func(a, b T) bool) []byte {
	t.Helper()
	data := Marshal(t, v)
	var back T
	if err := json.Unmarshal(data, &back); err != nil || !equal(back, v) {
		t.Fatalf("Unmarshal(%s) = %+v, %v; want %+v", data, back, err, v)
	}
	return data
}

// LowerCamel fails t unless every key of the JSON data, at any depth, is
// lowerCamelCase, and data has a key.
func LowerCamel(t testing.TB, data []byte) {
	t.Helper()
	var top any
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatalf("Unmarshal(%s): %v", data, err)
	}
	keys := 0
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				keys++
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
	if keys == 0 {
		t.Errorf("no key in %s", data)
	}
}

// Keys fails t unless data, the JSON object of a T with every field set,
// has one key per field of T but the keys omitted, which must be absent,
// and every key at any depth is lowerCamelCase.
func Keys[T any](t testing.TB, data []byte, omitted ...string) {
	t.Helper()
	var top map[string]any
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatalf("Unmarshal(%s) into a map: %v", data, err)
	}
	typ := reflect.TypeFor[T]()
	if n := typ.NumField() - len(omitted); len(top) != n {
		t.Errorf("%d keys, want one per field of %v but %v (%d): %s", len(top), typ, omitted, n, data)
	}
	for _, k := range omitted {
		if _, ok := top[k]; ok {
			t.Errorf("key %q is written: want it left out: %s", k, data)
		}
	}
	LowerCamel(t, data)
}

// Names fails t unless each of values encodes as its name (its String)
// and decodes back, invalid does not encode, and none of bad decodes.
func Names[T interface {
	comparable
	fmt.Stringer
}](t testing.TB, values []T, invalid T, bad ...string) {
	t.Helper()
	for _, v := range values {
		data, err := json.Marshal(v)
		if err != nil || string(data) != `"`+v.String()+`"` {
			t.Errorf("Marshal(%v) = %s, %v; want its name", v, data, err)
		}
		var back T
		if err := json.Unmarshal(data, &back); err != nil || back != v {
			t.Errorf("Unmarshal(%s) = %v, %v; want %v", data, back, err, v)
		}
	}
	if data, err := json.Marshal(invalid); err == nil {
		t.Errorf("Marshal(%#v) = %s; want an error", invalid, data)
	}
	for _, b := range bad {
		var v T
		if err := json.Unmarshal([]byte(b), &v); err == nil {
			t.Errorf("Unmarshal(%s) = %v; want an error", b, v)
		}
	}
}
