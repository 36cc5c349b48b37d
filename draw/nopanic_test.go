package draw_test

import (
	"io"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/mission"
)

// No exported function of the package panics, on a game or the zero State
// ("not a game"), whatever its arguments: a nil Writer, nil and extreme
// options.
func TestNoFunctionPanics(t *testing.T) {
	m, err := mission.Builtin("M0")
	if err != nil {
		t.Fatal(err)
	}
	game, err := invader.New(m, invader.Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]invader.State{"the zero State": {}, "a game": game} {
		c := nopanictest.Config{Zeros: []any{s}, Values: []any{io.Discard, draw.Interactive(), draw.Brief(),
			draw.Width(-1), draw.Width(0), draw.Width(1), draw.Width(1 << 40), draw.SVGOption(nil), draw.TextOption(nil)}}
		for fn, f := range map[string]any{"SVG": draw.SVG, "Text": draw.Text, "Interactive": draw.Interactive,
			"Brief": draw.Brief, "Width": draw.Width} {
			nopanictest.Func(t, name+": "+fn, f, c)
		}
		svg := func(opts ...draw.SVGOption) { _ = draw.SVG(io.Discard, s, opts...) }
		nopanictest.Func(t, name+": SVG to io.Discard", svg, c)
	}
}

// The package declares no exported method on a pointer receiver; should
// one come, this test calls it on a nil receiver once it is listed here.
func TestNoNilReceiverPanics(t *testing.T) {
	nopanictest.NilReceivers(t, nopanictest.Config{})
}
