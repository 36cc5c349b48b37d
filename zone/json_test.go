package zone_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/invaderengine/invader/internal/jsontest"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
	"pgregory.net/rapid"
)

func TestJSON_MapRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := zonetest.Map().Draw(t, "map")
		data, err := json.Marshal(m)
		if err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		var back zone.Map
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("Unmarshal(%s): %v", data, err)
		}
		if got, want := back.Format(), m.Format(); got != want {
			t.Fatalf("JSON round trip changed the map:\n%s\nwant\n%s", got, want)
		}
		again, _ := json.Marshal(&back)
		if string(again) != string(data) {
			t.Fatalf("JSON is not stable:\n%s\n%s", data, again)
		}
	})
}

func TestJSON_StateRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := zonetest.Map().Draw(t, "map")
		s := zonetest.State(m).Draw(t, "state")
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		var back zone.State
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("Unmarshal(%s): %v", data, err)
		}
		if !back.Equal(s) || !m.Fits(back) {
			t.Fatalf("JSON round trip changed the state: %s", data)
		}
	})
}

// TestJSON_MapErrors checks that bad JSON maps are refused with an error
// that names the place at fault (a zone, a cell or a boundary).
func TestJSON_MapErrors(t *testing.T) {
	tests := []struct {
		name, json, where string
	}{
		{"not json", `{"width":"x"}`, "map"},
		{"no grid", `{"width":0,"height":1}`, "map"},
		{"bad name", `{"width":1,"height":1,"zones":[{"name":"a-b","kind":"room","cells":[[0,0]]}]}`, "zones[0]"},
		{"unknown kind", `{"width":1,"height":1,"zones":[{"name":"a","kind":"hall","cells":[[0,0]]}]}`, "map"},
		{"cell off grid", `{"width":1,"height":1,"zones":[{"name":"a","kind":"room","cells":[[1,0]]}]}`, "zones[0].cells[0]"},
		{"cell twice", `{"width":2,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]]},{"name":"b","kind":"room","cells":[[0,0]]}]}`, "zones[1].cells[0]"},
		{"unknown feature", `{"width":1,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]],"features":["vault"]}]}`, "zones[0]"},
		{"boundary not adjacent", `{"width":3,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]]},{"name":"b","kind":"room","cells":[[2,0]]}],"boundaries":[{"cells":[[0,0],[2,0]],"kind":"wall"}]}`, "boundaries[0]"},
		{"missing boundary", `{"width":2,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]]},{"name":"b","kind":"room","cells":[[1,0]]}]}`, "boundary (0,0)-(1,0)"},
		{"room to exterior", `{"width":2,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]]},{"name":"b","kind":"exterior","cells":[[1,0]]}],"boundaries":[{"cells":[[0,0],[1,0]],"kind":"opening"}]}`, "boundary (0,0)-(1,0)"},
		{"airlock without exit", `{"width":1,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]],"features":["airlock"]}]}`, `zone "a"`},
		{"zone in pieces", `{"width":3,"height":1,"zones":[{"name":"a","kind":"corridor","cells":[[0,0],[2,0]]},{"name":"b","kind":"corridor","cells":[[1,0]]}],"boundaries":[{"cells":[[0,0],[1,0]],"kind":"marking"},{"cells":[[1,0],[2,0]],"kind":"marking"}]}`, "cell (2,0)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m zone.Map
			err := json.Unmarshal([]byte(tt.json), &m)
			if err == nil {
				t.Fatalf("Unmarshal(%s) = nil error, want one at %s", tt.json, tt.where)
			}
			var je *zone.JSONError
			if !errors.As(err, &je) || je.Where != tt.where {
				t.Errorf("Unmarshal(%s) = %v; want a *JSONError at %s", tt.json, err, tt.where)
			}
		})
	}
}

func FuzzUnmarshalMap(f *testing.F) {
	f.Add([]byte(`{"width":2,"height":1,"zones":[{"name":"a","kind":"corridor","cells":[[0,0]]},{"name":"b","kind":"corridor","cells":[[1,0]]}],"boundaries":[{"cells":[[0,0],[1,0]],"kind":"marking"}]}`))
	f.Add([]byte(`{"width":1,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]],"spawns":[{"color":"red","active":true}],"mold":"active"}]}`))
	if sp, err := json.Marshal(zone.MustParse(zonetest.SpecialTiles)); err == nil {
		f.Add(sp) // seed 004, §16
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var m zone.Map
		if err := json.Unmarshal(data, &m); err != nil {
			return
		}
		if _, err := zone.Parse(m.Format()); err != nil {
			t.Fatalf("a map decoded from JSON does not format to valid text: %v\n%s", err, m.Format())
		}
		out, err := json.Marshal(&m) // what decodes encodes, and back to an equal map
		if err != nil {
			t.Fatalf("a decoded map does not encode: %v", err)
		}
		var back zone.Map
		if err := json.Unmarshal(out, &back); err != nil || back.Format() != m.Format() {
			t.Fatalf("a decoded map encodes to JSON that decodes to another map (%v)", err)
		}
	})
}

// A Map and a State with every kind of token, door and Mold round-trip
// through JSON, and every key of their JSON forms is lowerCamelCase, like
// the rest of a saved game.
func TestJSON_KeysLowerCamel(t *testing.T) {
	m := zone.MustParse(`
+--+--+--+--+
|m .a .b gc |
+--+--+--+--+

m: corridor mold=active
a: corridor start exit spawn=green:active objective=blue bot
b: corridor sentry
c: room security objective
`)
	jsontest.LowerCamel(t, jsontest.RoundTrip(t, m, func(a, b *zone.Map) bool { return a.Format() == b.Format() }))
	jsontest.LowerCamel(t, jsontest.RoundTrip(t, m.Initial(), zone.State.Equal))
}
