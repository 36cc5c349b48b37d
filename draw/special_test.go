package draw_test

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// specialGame starts a game on zonetest.SpecialTiles, the board with one
// of each special zone and boundary of seed 004, §16, with an Objective in
// the shop h1 to take.
func specialGame(t *testing.T) invader.State {
	t.Helper()
	text := strings.Replace(zonetest.SpecialTiles, "h1: room shop", "h1: room shop objective", 1)
	m := mission.Mission{ID: "S16", Title: "Special tiles (seed 004, §16)", Map: zone.MustParse(text),
		Goals: []mission.Goal{{Kind: mission.TakeAllObjectives}}}
	s, err := invader.New(m, invader.Seed(1))
	require.NoError(t, err)
	return s
}

// The pictures draw the boundaries of seed 004, §16 in the text picture as
// the legend explains: barbed wire ~WW~ and torn ~ww~, the ladder H, rails
// =, and the gate's passages by their letter, upper case while open.
func TestSpecialText(t *testing.T) {
	s := specialGame(t)
	text := draw.Text(s)
	golden(t, filepath.Join("testdata", "S16-start.txt"), []byte(text))
	for _, want := range []string{"~WW~", "~ww~", "HHH", "===", "-AA-", "Seed 004, §16:",
		"g1 corridor gate=a", "switch=g1", "t1 corridor watchtower", "c1 room cell"} {
		require.Contains(t, text, want, "seed 004, §16")
	}
	for _, m := range mission.Builtins() {
		bm, _ := mission.Builtin(m)
		g, err := invader.New(bm, invader.Seed(1))
		require.NoError(t, err)
		if m == "X1" { // the mission of seed 004, §16's tiles
			require.Contains(t, draw.Text(g), "Seed 004", "%s has special boundaries", m)
			continue
		}
		require.NotContains(t, draw.Text(g), "Seed 004", "%s has no special boundary", m)
	}
}

// The SVG picture draws them too, and the legend explains them only on a
// board that has them.
func TestSpecialSVG(t *testing.T) {
	s := specialGame(t)
	var b bytes.Buffer
	require.NoError(t, draw.SVG(&b, s))
	golden(t, filepath.Join("testdata", "S16-start.svg"), b.Bytes())
	require.Contains(t, b.String(), `<g id="special">`)
	require.Contains(t, b.String(), "gate passage open")
}

// A torn wire and a turned gate change the picture: the wire is drawn
// torn, passage A shut and passage B open (seed 004, §16). The board is
// drawn from the State's public methods, so the tokens are printed in those
// states on the map.
func TestSpecialStateChanges(t *testing.T) {
	before := draw.Text(specialGame(t), draw.Brief())
	text := strings.Replace(zonetest.SpecialTiles, "+AA+WW+", "+AA+ww+", 1)
	text = strings.Replace(text, "g1: corridor gate", "g1: corridor gate=b", 1)
	text = strings.Replace(text, "h1: room shop", "h1: room shop objective", 1)
	turned, err := invader.New(mission.Mission{ID: "S16", Map: zone.MustParse(text),
		Goals: []mission.Goal{{Kind: mission.TakeAllObjectives}}}, invader.Seed(1))
	require.NoError(t, err)
	after := draw.Text(turned, draw.Brief())
	require.Contains(t, before, "-AA-")
	require.Contains(t, after, "-aa-")
	require.Contains(t, before, "~WW~")
	require.NotContains(t, after, "~WW~")
	var sb bytes.Buffer
	require.NoError(t, draw.SVG(&sb, turned))
	require.Contains(t, sb.String(), `>a</text>`)
	require.Contains(t, sb.String(), `>B</text>`)
}
