package draw_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
	"github.com/stretchr/testify/assert"
	"pgregory.net/rapid"
)

// TestTextGolden draws every built-in mission at the start and after a
// fixed number of random actions.
func TestTextGolden(t *testing.T) {
	for _, id := range mission.Builtins() {
		for _, st := range stages {
			t.Run(id+"-"+st.name, func(t *testing.T) {
				text := draw.Text(position(t, id, st.n))
				golden(t, filepath.Join("testdata", id+"-"+st.name+".txt"), []byte(text))
			})
		}
	}
}

// TestTextFits80Columns: the built-in missions' pictures are read in a
// terminal of 80 columns.
func TestTextFits80Columns(t *testing.T) {
	for _, id := range mission.Builtins() {
		for _, st := range stages {
			for i, line := range strings.Split(draw.Text(position(t, id, st.n)), "\n") {
				assert.LessOrEqual(t, utf8.RuneCountInString(line), 80, "%s %s, line %d: %q", id, st.name, i+1, line)
			}
		}
	}
}

// TestTextShowsPieces: every Survivor is named, on the board and in the
// legend, and every zone's Xenos are counted in its cells or in full in the
// legend.
func TestTextShowsPieces(t *testing.T) {
	for _, id := range mission.Builtins() {
		s := position(t, id, actions)
		text := draw.Text(s)
		for i := range s.NumSurvivors() {
			assert.Contains(t, text, s.Survivor(i).Card.Name)
		}
		for z := range s.Map().Len() {
			for k, n := range s.Xenos(zone.ID(z)) {
				if n > 0 { // the built-in catalogue's letters are the names' first
					assert.Contains(t, text, fmt.Sprintf("%d%s", n, s.Catalog()[k].Name[:1]), "%s, zone %s", id, s.Map().Zone(zone.ID(z)).Name)
				}
			}
		}
	}
}

// TestTextZeroState: the zero State is no game, and draws as nothing.
func TestTextZeroState(t *testing.T) {
	assert.Empty(t, draw.Text(invader.State{}))
}

// TestTextNeverPanics draws random States of random missions, at any
// width, the same every time.
func TestTextNeverPanics(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := invadertest.State(60).Draw(t, "state")
		width := rapid.IntRange(0, 200).Draw(t, "width")
		text := draw.Text(s, draw.Width(width), draw.Brief())
		if assert.NotEmpty(t, text) {
			assert.Equal(t, text, draw.Text(s, draw.Width(width), draw.Brief()), "the same State draws the same")
		}
		_ = draw.Text(s)
	})
}
