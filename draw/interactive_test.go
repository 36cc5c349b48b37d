package draw_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"path/filepath"
	"testing"

	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// marks reads the data attributes of an interactive picture: the value of
// each attribute named, with the data-pieces group it is in ("" for none).
func marks(t *testing.T, data []byte) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	d := xml.NewDecoder(bytes.NewReader(data))
	var pieces []string // the data-pieces of the open groups
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out
		}
		require.NoError(t, err)
		switch tok := tok.(type) {
		case xml.StartElement:
			in := ""
			if len(pieces) > 0 {
				in = pieces[len(pieces)-1]
			}
			for _, a := range tok.Attr {
				switch a.Name.Local {
				case "data-zone", "data-door", "data-pieces":
					out[a.Name.Local] = append(out[a.Name.Local], a.Value)
				case "data-survivor", "data-xeno", "data-objective":
					out[a.Name.Local] = append(out[a.Name.Local], in+" "+a.Value)
				}
			}
			if tok.Name.Local == "g" {
				if v := attr(tok, "data-pieces"); v != "" {
					in = v
				}
				pieces = append(pieces, in)
			}
		case xml.EndElement:
			if tok.Name.Local == "g" {
				pieces = pieces[:len(pieces)-1]
			}
		}
	}
}

// TestSVGInteractive: an interactive picture names every zone and door,
// and each Survivor, Xeno chip and Objective token within its zone's
// pieces; the plain picture has no data attributes.
func TestSVGInteractive(t *testing.T) {
	for _, id := range mission.Builtins() {
		t.Run(id, func(t *testing.T) {
			s := position(t, id, actions)
			var b bytes.Buffer
			require.NoError(t, draw.SVG(&b, s, draw.Interactive()))
			got := marks(t, b.Bytes())
			m := s.Map()
			var zones []string
			for i := range m.Len() {
				zones = append(zones, m.Zone(zoneID(i)).Name)
			}
			assert.Equal(t, zones, got["data-zone"])
			var doors []string
			for i := range m.NumDoors() {
				doors = append(doors, fmt.Sprintf("d%d", i))
			}
			assert.ElementsMatch(t, doors, got["data-door"])
			for i := range s.NumSurvivors() {
				sv := s.Survivor(i)
				if !sv.Dead && !sv.Escaped {
					assert.Contains(t, got["data-survivor"], m.Zone(sv.Zone).Name+" "+sv.Card.Name)
				}
			}
			for i, o := range m.Objectives() {
				if s.Board().HasObjective(i) {
					assert.Contains(t, got["data-objective"], fmt.Sprintf("%s o%d", m.Zone(o.Zone).Name, i))
				}
			}
			for i := range m.Len() {
				for k, n := range s.Xenos(zoneID(i)) {
					if n > 0 {
						assert.Contains(t, got["data-xeno"], m.Zone(zoneID(i)).Name+" "+s.Catalog()[k].Name)
					}
				}
			}
			b.Reset()
			require.NoError(t, draw.SVG(&b, s))
			assert.Empty(t, marks(t, b.Bytes()))
		})
	}
}

// TestSVGInteractiveGolden keeps one interactive picture.
func TestSVGInteractiveGolden(t *testing.T) {
	var svg bytes.Buffer
	require.NoError(t, draw.SVG(&svg, position(t, "M0", actions), draw.Interactive()))
	golden(t, filepath.Join("testdata", "M0-play-interactive.svg"), svg.Bytes())
}

func zoneID(i int) zone.ID { return zone.ID(i) }
