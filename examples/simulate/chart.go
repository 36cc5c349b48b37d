package main

import (
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
)

// chart draws, for each round, how many games ended then, stacked by
// outcome: won (green), lost (red), unfinished (grey).
func chart(id string, results []result, rounds int) string {
	const w, h, pad = 720, 360, 40
	won := make([]int, rounds+2)
	lost := make([]int, rounds+2)
	open := make([]int, rounds+2)
	top := 1
	for _, r := range results {
		i := min(r.rounds, rounds+1)
		switch r.outcome.Result {
		case invader.Won:
			won[i]++
		case invader.Lost:
			lost[i]++
		default:
			open[i]++
		}
		top = max(top, won[i]+lost[i]+open[i])
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="%d" y="20">%s: %d games, ending round by outcome (green won, red lost, grey unfinished)</text>`+"\n", pad, id, len(results))
	bw := float64(w-2*pad) / float64(rounds+2)
	for i := range won {
		y := float64(h - pad)
		for _, part := range []struct {
			n     int
			color string
		}{{won[i], "#3a3"}, {lost[i], "#c33"}, {open[i], "#999"}} {
			bh := float64(h-2*pad-20) * float64(part.n) / float64(top)
			y -= bh
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`+"\n", pad+float64(i)*bw, y, bw*0.9, bh, part.color)
		}
		if i%5 == 0 {
			fmt.Fprintf(&b, `<text x="%.1f" y="%d">%d</text>`+"\n", pad+float64(i)*bw, h-pad+15, i)
		}
	}
	fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", pad, h-pad, w-pad, h-pad)
	b.WriteString("</svg>\n")
	return b.String()
}
