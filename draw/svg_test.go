package draw_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// parsed is what a test reads back from an SVG document.
type parsed struct {
	root  xml.StartElement
	texts []string            // every text node, trimmed
	zones map[string][]string // the text nodes of each zone's group, by its id
}

// parseSVG reads an SVG document with encoding/xml, failing on any error
// of well-formedness.
func parseSVG(data []byte) (parsed, error) {
	p := parsed{zones: map[string][]string{}}
	d := xml.NewDecoder(bytes.NewReader(data))
	var groups []string // the ids of the open groups, "" for none
	depth := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return p, err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				p.root = tok.Copy()
			}
			depth++
			id := ""
			for _, a := range tok.Attr {
				if a.Name.Local == "id" && strings.HasPrefix(a.Value, "z-") {
					id = a.Value
				}
			}
			if tok.Name.Local == "g" {
				groups = append(groups, id)
			}
		case xml.EndElement:
			depth--
			if tok.Name.Local == "g" {
				groups = groups[:len(groups)-1]
			}
		case xml.CharData:
			text := strings.TrimSpace(string(tok))
			if text == "" {
				continue
			}
			p.texts = append(p.texts, text)
			for _, g := range groups {
				if g != "" {
					p.zones[g] = append(p.zones[g], text)
				}
			}
		}
	}
	if depth != 0 || p.root.Name.Local == "" {
		return p, fmt.Errorf("the document is not one element")
	}
	return p, nil
}

func attr(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// checkSVG checks that s's SVG is a well-formed standalone document that
// names every Survivor and shows every zone's Xenos by count.
func checkSVG(t require.TestingT, s invader.State) {
	var b bytes.Buffer
	require.NoError(t, draw.SVG(&b, s))
	p, err := parseSVG(b.Bytes())
	require.NoError(t, err)
	assert.Equal(t, "svg", p.root.Name.Local)
	assert.Equal(t, "http://www.w3.org/2000/svg", p.root.Name.Space)
	w, h := attr(p.root, "width"), attr(p.root, "height")
	assert.NotEmpty(t, w)
	assert.NotEmpty(t, h)
	assert.Equal(t, "0 0 "+w+" "+h, attr(p.root, "viewBox"))
	all := strings.Join(p.texts, "\n")
	for i := range s.NumSurvivors() {
		sv := s.Survivor(i)
		assert.Contains(t, all, sv.Card.Name)
		if !sv.Dead && !sv.Escaped {
			assert.Contains(t, p.zones["z-"+s.Map().Zone(sv.Zone).Name], sv.Card.Name, "Survivor %s in its zone", sv.Card.Name)
		}
	}
	m := s.Map()
	for id := range m.Len() {
		z := zone.ID(id)
		for k, n := range s.Xenos(z) {
			if n == 0 {
				continue
			}
			name, _, _ := strings.Cut(s.Catalog()[k].Name, " ")
			want := fmt.Sprintf("%s ×%d", name, n)
			texts := p.zones["z-"+m.Zone(z).Name]
			// A zone too full for its pieces lists them in the legend.
			assert.True(t, contains(texts, want) || strings.Contains(all, want),
				"zone %s: %q among %q", m.Zone(z).Name, want, texts)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestSVGShowsPieces: the built-in missions' pictures parse as XML, name
// every Survivor and count every zone's Xenos.
func TestSVGShowsPieces(t *testing.T) {
	for _, id := range mission.Builtins() {
		for _, st := range stages {
			t.Run(id+"-"+st.name, func(t *testing.T) { checkSVG(t, position(t, id, st.n)) })
		}
	}
}

// TestSVGGolden draws every built-in mission at the start and after a
// fixed number of random actions.
func TestSVGGolden(t *testing.T) {
	for _, id := range mission.Builtins() {
		for _, st := range stages {
			t.Run(id+"-"+st.name, func(t *testing.T) {
				var svg bytes.Buffer
				require.NoError(t, draw.SVG(&svg, position(t, id, st.n)))
				golden(t, filepath.Join("testdata", id+"-"+st.name+".svg"), svg.Bytes())
			})
		}
	}
}

// TestBoardPicture keeps docs/board.svg, the README's picture, drawn by
// the package as it is now. docs/board.png is made from it with
// rsvg-convert docs/board.svg -o docs/board.png.
func TestBoardPicture(t *testing.T) {
	var svg bytes.Buffer
	require.NoError(t, draw.SVG(&svg, position(t, "M1", actions)))
	golden(t, filepath.Join("..", "docs", "board.svg"), svg.Bytes())
}

// TestSVGZeroState: the zero State is no game.
func TestSVGZeroState(t *testing.T) {
	assert.Error(t, draw.SVG(io.Discard, invader.State{}))
}

// A failing writer's error comes back.
func TestSVGWriteError(t *testing.T) {
	assert.Error(t, draw.SVG(failingWriter{}, position(t, "M0", 0)))
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, io.ErrShortWrite }

// TestSVGDeterministic: a State gives the same picture every time.
func TestSVGDeterministic(t *testing.T) {
	s := position(t, "M11", actions)
	var a, b bytes.Buffer
	require.NoError(t, draw.SVG(&a, s))
	require.NoError(t, draw.SVG(&b, s))
	assert.Equal(t, a.String(), b.String())
}

// TestSVGNeverPanics draws random States of random missions: the SVG is
// well-formed and shows every piece.
func TestSVGNeverPanics(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		checkSVG(t, invadertest.State(60).Draw(t, "state"))
	})
}
