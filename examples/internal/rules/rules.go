// Package rules reads and writes the rule options of a game
// (invader.Rules) as a line of text for the example programs' flags:
// key=value pairs separated by commas, the keys and values those of the
// Rules' JSON form, such as "ultrared=true,doors=costs an action" or
// "startXP=7,limitMold=true". The seed is not one of them: the programs
// give it a flag of its own.
package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
)

// Parse reads rule options written as key=value pairs separated by
// commas; "" is the rulebook's rules. A key is a field of invader.Rules'
// JSON form but seed (Keys lists them); a value is a number, true or
// false, or the name of an enum's value (as their UnmarshalText reads
// it). Parse refuses unknown keys, a key given twice and values of the
// wrong type; invader.New refuses the values out of range.
func Parse(text string) (invader.Rules, error) {
	var r invader.Rules
	text = strings.TrimSpace(text)
	if text == "" {
		return r, nil
	}
	var obj bytes.Buffer
	seen := map[string]bool{}
	obj.WriteByte('{')
	for i, pair := range strings.Split(text, ",") {
		k, v, ok := strings.Cut(pair, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		switch {
		case !ok || k == "" || v == "":
			return r, fmt.Errorf("rule option %q: want key=value", pair)
		case k == "seed":
			return r, errors.New("rule option seed: the seed has a flag of its own")
		case seen[k]:
			return r, fmt.Errorf("rule option %s given twice", k)
		}
		seen[k] = true
		if i > 0 {
			obj.WriteByte(',')
		}
		key, _ := json.Marshal(k)
		obj.Write(key)
		obj.WriteByte(':')
		obj.Write(value(v))
	}
	obj.WriteByte('}')
	d := json.NewDecoder(&obj)
	d.DisallowUnknownFields()
	if err := d.Decode(&r); err != nil {
		return r, fmt.Errorf("rule options %q: %v (the keys: %s)", text, err, strings.Join(Keys(), ", "))
	}
	return r, nil
}

// value returns v as JSON: as it is when it is a number or a boolean, a
// string otherwise.
func value(v string) []byte {
	if v == "true" || v == "false" {
		return []byte(v)
	}
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		return []byte(v)
	}
	s, _ := json.Marshal(v)
	return s
}

// Format writes r's options but its seed as Parse reads them, in the
// order of Rules' fields, leaving out those at their defaults: "" for
// the rulebook's rules.
func Format(r invader.Rules) string {
	r.Seed = 0
	data, err := json.Marshal(r)
	if err != nil {
		return fmt.Sprintf("invalid rules: %v", err)
	}
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var parts []string
	if _, err := d.Token(); err != nil { // {
		return ""
	}
	for d.More() {
		k, _ := d.Token()
		v, _ := d.Token()
		if k == "seed" {
			continue
		}
		parts = append(parts, fmt.Sprintf("%v=%v", k, v))
	}
	return strings.Join(parts, ",")
}

// Keys returns the keys Parse knows, in the order of Rules' fields.
func Keys() []string {
	var out []string
	t := reflect.TypeFor[invader.Rules]()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" && name != "seed" {
			out = append(out, name)
		}
	}
	return out
}
