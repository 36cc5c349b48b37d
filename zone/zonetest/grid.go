package zonetest

import (
	"fmt"
	"strings"
)

// Grid draws a w×h board of one-cell zones for benchmarks and large tests:
// rows of rooms and corridors taking turns (rows 0, 2, ... are rooms), rooms
// joined by openings or walls, corridors by markings, and doors between
// rooms and corridors in every state. Zones are labelled by row letter and
// column digit: a0, a1, ... b0, ... extra adds words to a zone's legend
// line, such as {"b0": "start", "f9": "spawn"}. w is at most 10 and h at
// most 26.
func Grid(w, h int, extra map[string]string) string {
	var b strings.Builder
	label := func(x, y int) string { return fmt.Sprintf("%c%d", 'a'+y, x) }
	room := func(y int) bool { return y%2 == 0 }
	doors := "DdxDo-"
	for y := 0; y <= h; y++ {
		b.WriteByte('+')
		for x := range w {
			s := "--"
			if y > 0 && y < h {
				c := doors[(x+y)%len(doors)]
				if !room(y-1) && !room(y) {
					c = '.'
				}
				s = string([]byte{c, c})
			}
			b.WriteString(s + "+")
		}
		b.WriteByte('\n')
		if y == h {
			break
		}
		b.WriteByte('|')
		for x := range w {
			sep := "|"
			if x < w-1 {
				switch {
				case !room(y):
					sep = "."
				case (x+y)%3 != 0:
					sep = "o"
				}
			}
			b.WriteString(label(x, y) + sep)
		}
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	for y := range h {
		for x := range w {
			kind := "room"
			if !room(y) {
				kind = "corridor"
			}
			if words := extra[label(x, y)]; words != "" {
				kind += " " + words
			}
			fmt.Fprintf(&b, "%s: %s\n", label(x, y), kind)
		}
	}
	return b.String()
}
