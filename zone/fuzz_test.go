package zone_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// FuzzParse checks that Parse never panics, that every error is a
// *zone.ParseError pointing at a line of the text, and that every map it
// accepts formats to a text it reads back to the same text.
//
//	go test -run '^$' -fuzz FuzzParse ./zone
func FuzzParse(f *testing.F) {
	for _, b := range []string{docBoard, ex11Board, tokensBoard, doorsBoard, barakaBoard, moldBoard, xenoBoard} {
		f.Add(board(b))
	}
	for seed := range 8 {
		f.Add(zonetest.Text().Example(seed))
		f.Add(zonetest.SpecialText().Example(seed)) // seed 004, §16
	}
	f.Add(board(zonetest.SpecialTiles))
	for _, bad := range []string{
		"",
		"+--+\n|a |\n+--+\n",
		"+--+--+\n|a .b |\n+--+--+\n\na: room\nb: room\n",
		"+--+\n|a |\n+DD+\n|b |\n+--+\n\na: exterior\nb: exterior\n",
		"+--+\n|a |\n+--+\n\na: room mold objective spawn=green:dormant\n",
	} {
		f.Add(bad)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := zone.Parse(text)
		if err != nil {
			if m != nil {
				t.Fatalf("Parse returned a map and the error %v", err)
			}
			var pe *zone.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v (%T) is not a *zone.ParseError", err, err)
			}
			lines := strings.Count(strings.ReplaceAll(text, "\r\n", "\n"), "\n") + 1
			if pe.Line < 1 || pe.Column < 1 || pe.Line > lines {
				t.Fatalf("error at %d:%d in a text of %d lines: %v", pe.Line, pe.Column, lines, err)
			}
			return
		}
		f1 := m.Format()
		m2, err := zone.Parse(f1)
		if err != nil {
			t.Fatalf("Parse(Format()) failed: %v\nformat:\n%s", err, f1)
		}
		if f2 := m2.Format(); f2 != f1 {
			t.Fatalf("Format changed after a round trip:\n%s\nthen\n%s", f1, f2)
		}
		if !m.Initial().Equal(m2.Initial()) {
			t.Fatalf("the round trip changed the initial State")
		}
		// The derived tables of a small map answer queries without panicking.
		if m.Len() <= 64 {
			s := m.Initial()
			for w := 1; w <= m.NumWires(); w++ {
				s = s.WithTorn(zone.WireID(w))
			}
			for g := range m.NumGates() {
				s = s.TurnGate(zone.GateID(g))
			}
			r := m.Routes(s, zone.XenoMover)
			for a := range m.Len() {
				_ = m.AppendSteps(nil, s, zone.ID(a), zone.Mover{})
				_ = r.AppendFirstSteps(nil, zone.ID(a), 0)
				for i := range m.NumLines(zone.ID(a)) {
					_ = m.Line(zone.ID(a), i).Len()
				}
			}
		}
	})
}
