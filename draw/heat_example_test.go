package draw_test

import (
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/mission"
)

// A heat map of M1's board: how many Survivors fell in each zone over
// some games (made up here), the zones shaded by their counts.
func ExampleHeat() {
	m, _ := mission.Builtin("M1")
	s, _ := invader.New(m)
	falls := make([]float64, s.Map().Len())
	falls[s.Map().MustLookup("c4")] = 12
	falls[s.Map().MustLookup("c5")] = 30
	falls[s.Map().MustLookup("r4")] = 3
	var b strings.Builder // or an os.File, for a browser
	if err := draw.Heat(&b, s, "Where Survivors fell in 100 games", falls); err != nil {
		fmt.Println(err)
		return
	}
	svg := b.String()
	fmt.Println(strings.Count(svg, "<title>c"), "corridors and", strings.Count(svg, "<title>r"), "room with a value")
	fmt.Println("c5, the most, in dark red:", strings.Contains(svg, `fill="#a50026"`), strings.Contains(svg, "<title>c5: 30</title>"))
	// Output:
	// 2 corridors and 1 room with a value
	// c5, the most, in dark red: true true
}
