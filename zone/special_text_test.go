package zone_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/zone"
)

// Parse reports what is wrong with the special zones and boundaries of
// seed 004, §16, at the line and column of the fault.
func TestParse_SpecialErrors(t *testing.T) {
	tests := []struct {
		name, text string
		line, col  int
		msg        string
	}{
		{"a cell must be a room", `+--+
|a |
+--+

a: corridor cell
`, 5, 1, "only rooms can"},
		{"a prison must be a corridor", `+--+
|a |
+--+

a: room prison
`, 5, 1, "only corridors can"},
		{"two special zones in one", `+--+
|a |
+--+

a: room cell shop
`, 5, 1, "at most one special zone"},
		{"a spawn zone in a safe zone", `+--+
|a |
+--+

a: room safe spawn
`, 5, 1, "no Xenos spawn there"},
		{"a ladder away from any watchtower", `+--+--+
|a Hb |
+--+--+

a: corridor
b: corridor
`, 2, 4, "only bound a watchtower"},
		{"a watchtower's marking", `+--+--+
|a .t |
+--+--+

a: corridor
t: corridor watchtower
`, 2, 4, "ladders and rails only"},
		{"a watchtower's wall", `+--+
|a |
+HH+
|t |
+--+
|b |
+--+

a: corridor
t: corridor watchtower
b: corridor
`, 5, 2, "ladders and rails only"},
		{"a ladder out of the base", `+--+--+
|e Ht |
+--+--+

e: exterior
t: corridor watchtower
`, 2, 4, "only through an airlock"},
		{"a gate passage with no gate", `+--+--+
|a Ab |
+--+--+

a: corridor
b: corridor
`, 2, 4, "exactly one revolving gate"},
		{"a gate passage between two gates", `+--+--+
|a Bb |
+--+--+

a: corridor gate switch=a
b: corridor gate switch=b
`, 2, 4, "exactly one revolving gate"},
		{"a gate with no switch", `+--+--+
|g Ab |
+--+--+

g: corridor gate
b: corridor
`, 5, 1, "has no switch"},
		{"a gate with two switches", `+--+--+
|g Ab |
+--+--+

g: corridor gate switch=g
b: corridor switch=g
`, 6, 1, "two switches"},
		{"a switch of no zone", `+--+--+
|g Ab |
+--+--+

g: corridor gate switch=g
b: corridor switch=z
`, 6, 1, "not on the map"},
		{"a switch of a zone that is no gate", `+--+--+
|g Ab |
+--+--+

g: corridor gate switch=g
b: corridor switch=b
`, 6, 1, "not a revolving gate"},
		{"a bad switch label", `+--+
|a |
+--+

a: corridor switch=a-b
`, 5, 13, "switch"},
		{"a bad gate position", `+--+
|a |
+--+

a: corridor gate=c
`, 5, 13, "gate=a or gate=b"},
		{"barbed wire out of the base", `+--+--+
|a We |
+--+--+

a: corridor
e: exterior
`, 2, 4, "only through an airlock"},
		{"barbed wire on the board's edge", `+--+
|a W
+--+

a: corridor
`, 2, 4, "board's edge"},
		{"a horizontal wire written once", `+--+
|a |
+Ww+
|b |
+--+

a: corridor
b: corridor
`, 3, 2, "twice"},
		{"a marking out of an extra zone", `+--+--+
|x .e |
+--+--+

x: room extra
e: exterior
`, 2, 4, "only through an airlock"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := zone.Parse(tt.text)
			var pe *zone.ParseError
			require.True(t, errors.As(err, &pe), "seed 004, §16: Parse(%s) = %v, want a *ParseError", tt.text, err)
			require.Equal(t, [2]int{tt.line, tt.col}, [2]int{pe.Line, pe.Column}, "%v", err)
			require.Contains(t, pe.Msg, tt.msg)
		})
	}
}

// seed 004, §16: an extra zone may meet the exterior through an opening or
// a door, as an airlock does.
func TestParse_ExtraOutside(t *testing.T) {
	m := parse(t, `
+--+--+
|x oe |
+--+DD+
   |y |
   +--+

x: room extra
e: exterior
y: room extra
`)
	require.Equal(t, 1, m.NumDoors())
}

// UnmarshalJSON checks the special zones and boundaries as Parse does.
func TestJSON_SpecialErrors(t *testing.T) {
	tests := []struct {
		name, json, where string
	}{
		{"torn wall", `{"width":2,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]]},{"name":"b","kind":"room","cells":[[1,0]]}],"boundaries":[{"cells":[[0,0],[1,0]],"kind":"wall","torn":true}]}`, "boundaries[0]"},
		{"unknown boundary", `{"width":2,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]]},{"name":"b","kind":"room","cells":[[1,0]]}],"boundaries":[{"cells":[[0,0],[1,0]],"kind":"fence"}]}`, "map"},
		{"bad gate position", `{"width":1,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]],"gate":"c"}]}`, "map"},
		{"gate without switch", `{"width":1,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]],"gate":"b"}]}`, `zone "a"`},
		{"bad switch", `{"width":1,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]],"switches":["a-"]}]}`, "zones[0]"},
		{"ladder with no tower", `{"width":2,"height":1,"zones":[{"name":"a","kind":"room","cells":[[0,0]]},{"name":"b","kind":"room","cells":[[1,0]]}],"boundaries":[{"cells":[[0,0],[1,0]],"kind":"ladder"}]}`, "boundary (0,0)-(1,0)"},
	}
	for _, tt := range tests {
		var m zone.Map
		err := json.Unmarshal([]byte(tt.json), &m)
		var je *zone.JSONError
		require.True(t, errors.As(err, &je), "%s: %v", tt.name, err)
		require.Equal(t, tt.where, je.Where, "%s: %v", tt.name, err)
	}
}
