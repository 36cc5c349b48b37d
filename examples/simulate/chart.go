package main

import (
	"cmp"
	"fmt"
	"html"
	"math"
	"slices"
	"strings"

	"github.com/invaderengine/invader"
)

// A series is one outcome of the chart: won, a cause of defeat, or
// unfinished at the round cap.
type series struct {
	label string
	color string
	order int   // stacking order, bottom first
	count []int // games that ended in each round, by index
	total int
}

// colors of the outcomes: won, unfinished, and each cause of defeat
// (others take the spare colours in turn).
var (
	wonColor  = "#2e9e44"
	openColor = "#9e9e9e"
	lossColor = map[invader.Loss]string{
		invader.Elimination:      "#d7301f",
		invader.GoalsUnreachable: "#f28e2b",
		invader.MoldChain:        "#7b4fa6",
	}
	spareColors = []string{"#1f77b4", "#8c564b", "#e377c2", "#17becf"}
)

// chart draws, for each round, how many games ended then, stacked by
// outcome: won, each cause of defeat, unfinished at the round cap (those
// stand at round rounds+1). The title gives the win rate; a y axis counts
// the games; a legend under the chart names every outcome seen, with its
// share.
func chart(id, botName string, results []result, rounds int) string {
	last := 1 // the last round a game ended in
	for _, r := range results {
		last = max(last, min(r.rounds, rounds+1))
	}
	byKey := map[string]*series{}
	get := func(o invader.Outcome) *series {
		key := o.String()
		if s, ok := byKey[key]; ok {
			return s
		}
		s := &series{label: key, count: make([]int, last+1)}
		switch o.Result {
		case invader.Won:
			s.color, s.order = wonColor, 0
		case invader.Lost:
			s.order = 1 + int(o.Loss)
			var ok bool
			if s.color, ok = lossColor[o.Loss]; !ok {
				s.color = spareColors[int(o.Loss)%len(spareColors)]
			}
		default:
			s.label = fmt.Sprintf("unfinished after round %d", rounds)
			s.color, s.order = openColor, math.MaxInt
		}
		byKey[key] = s
		return s
	}
	stack := make([]int, last+1) // games that ended in each round
	for _, r := range results {
		i := min(r.rounds, rounds+1)
		s := get(r.outcome)
		s.count[i]++
		s.total++
		stack[i]++
	}
	all := make([]*series, 0, len(byKey))
	for _, s := range byKey {
		all = append(all, s)
	}
	slices.SortFunc(all, func(a, b *series) int { return cmp.Compare(a.order, b.order) })
	won := 0
	if s, ok := byKey[invader.Outcome{Result: invader.Won}.String()]; ok {
		won = s.total
	}
	n := max(len(results), 1)
	step := tickStep(slices.Max(stack))
	yMax := max(step, (slices.Max(stack)+step-1)/step*step)

	const w, left, right, top, plotH = 760, 80, 24, 70, 300
	bottom := top + plotH
	legendTop := bottom + 62
	h := legendTop + 20*len(all) + 10
	plotW := float64(w - left - right)
	bw := plotW / float64(last) // one bar per round, 1..last
	y := func(v int) float64 { return float64(bottom) - float64(plotH)*float64(v)/float64(yMax) }

	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", w, h, w, h)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="%d" y="28" font-size="17" font-weight="bold">%s, %s bot: %.1f%% won (%d of %s)</text>`+"\n",
		left, html.EscapeString(id), html.EscapeString(botName), 100*float64(won)/float64(n), won, games(len(results)))
	fmt.Fprintf(&b, `<text x="%d" y="48" fill="#555">How many games ended in each round, by outcome</text>`+"\n", left)

	// The y axis: gridlines, ticks and their numbers, and its label.
	for v := 0; v <= yMax; v += step {
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#e4e4e4"/>`+"\n", left, y(v), w-right, y(v))
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="black"/>`+"\n", left-5, y(v), left, y(v))
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end" dominant-baseline="middle">%d</text>`+"\n", left-8, y(v), v)
	}
	fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", left, top, left, bottom)
	fmt.Fprintf(&b, `<text transform="translate(22 %d) rotate(-90)" text-anchor="middle">games</text>`+"\n", top+plotH/2)

	// The bars, stacked in the legend's order from the bottom.
	for i := 1; i <= last; i++ {
		base := 0
		for _, s := range all {
			if c := s.count[i]; c > 0 {
				fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`+"\n",
					float64(left)+float64(i-1)*bw+bw*0.1, y(base+c), bw*0.8, y(base)-y(base+c), s.color)
				base += c
			}
		}
	}

	// The x axis: a tick under every round (every fifth numbered when
	// there are many), and its label.
	fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", left, bottom, w-right, bottom)
	every := 1
	if last > 20 {
		every = 5
	}
	for i := 1; i <= last; i++ {
		x := float64(left) + (float64(i)-0.5)*bw
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="black"/>`+"\n", x, bottom, x, bottom+4)
		label := ""
		switch {
		case i == rounds+1:
			label = fmt.Sprintf("&gt;%d", rounds) // the games the cap stopped
		case i == rounds && last > rounds && every > 1:
			// no room beside the cap's label
		case i%every == 0 || i == 1:
			label = fmt.Sprint(i)
		}
		if label != "" {
			fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%s</text>`+"\n", x, bottom+18, label)
		}
	}
	fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">round the game ended in</text>`+"\n", float64(left)+plotW/2, bottom+38)

	// The legend, one line per outcome, in the bars' order.
	for k, s := range all {
		ly := legendTop + 20*k
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="14" height="14" fill="%s"/>`+"\n", left, ly-11, s.color)
		fmt.Fprintf(&b, `<text x="%d" y="%d">%s: %s (%.1f%%)</text>`+"\n", left+22, ly, html.EscapeString(s.label), games(s.total), 100*float64(s.total)/float64(n))
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// games says "1 game" or "n games".
func games(n int) string {
	if n == 1 {
		return "1 game"
	}
	return fmt.Sprintf("%d games", n)
}

// tickStep returns the step between the y axis's ticks for a highest bar
// of top games: 1, 2 or 5 times a power of ten, giving at most 8 ticks.
func tickStep(top int) int {
	for p := 1; ; p *= 10 {
		for _, m := range []int{1, 2, 5} {
			if top <= 8*m*p {
				return m * p
			}
		}
	}
}
