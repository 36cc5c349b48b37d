package draw_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/mission"
)

// Heat shades the zones with a value, writes the values, draws every
// zone's name and a scale up to the largest value, the same bytes every
// time, on every built-in board.
func TestHeat(t *testing.T) {
	for _, id := range mission.Builtins() {
		t.Run(id, func(t *testing.T) {
			s := position(t, id, 0)
			values := make([]float64, s.Map().Len()-1) // the last zone left out: 0
			for i := range values {
				values[i] = float64(i % 4)
			}
			var a, b bytes.Buffer
			if err := draw.Heat(&a, s, "Where <Survivors> fell", values); err != nil {
				t.Fatal(err)
			}
			if err := draw.Heat(&b, s, "Where <Survivors> fell", values); err != nil || !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Fatalf("two pictures differ (%v)", err)
			}
			svg := a.String()
			heatWellFormed(t, svg)
			for _, want := range []string{"Where &lt;Survivors&gt; fell", `fill="#a50026"`, ">3</text>"} {
				if !strings.Contains(svg, want) {
					t.Errorf("the heat map lacks %q", want)
				}
			}
		})
	}
}

// The values' colours and labels, and the errors.
func TestHeatEdges(t *testing.T) {
	s := position(t, "M1", 0)
	var b bytes.Buffer
	if err := draw.Heat(&b, s, "nothing", nil); err != nil || strings.Contains(b.String(), "<title>c1:") {
		t.Errorf("no values: %v; want no value written", err)
	}
	for _, bad := range []float64{math.NaN(), math.Inf(1)} {
		if err := draw.Heat(io.Discard, s, "", []float64{bad}); err == nil {
			t.Errorf("value %v: no error", bad)
		}
	}
	if err := draw.Heat(nil, s, "", nil); err == nil {
		t.Error("a nil writer: no error")
	}
	if err := draw.Heat(io.Discard, invader.State{}, "", nil); err == nil {
		t.Error("the zero State: no error")
	}
	if err := draw.Heat(heatFailing{}, s, "", nil); err == nil {
		t.Error("a failing writer: no error")
	}
	b.Reset()
	if err := draw.Heat(&b, s, "", []float64{0.125, 0.5}); err != nil || !strings.Contains(b.String(), ">0.125</text>") {
		t.Errorf("fractions: %v; want 0.125 written", err)
	}
}

type heatFailing struct{}

func (heatFailing) Write([]byte) (int, error) { return 0, errors.New("full") }

func heatWellFormed(t *testing.T, svg string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(svg))
	for {
		if _, err := d.Token(); err == io.EOF {
			return
		} else if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
	}
}
