package main

import (
	"encoding/xml"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/invaderengine/invader"
)

func TestChart(t *testing.T) {
	results := []result{
		{outcome: invader.Outcome{Result: invader.Won}, rounds: 3},
		{outcome: invader.Outcome{Result: invader.Lost, Loss: invader.Elimination}, rounds: 3},
		{outcome: invader.Outcome{Result: invader.Lost, Loss: invader.MoldChain}, rounds: 5},
		{outcome: invader.Outcome{}, rounds: 11},
	}
	svg := chart("M<1>", "greedy", results, 10)
	d := xml.NewDecoder(strings.NewReader(svg))
	for {
		if _, err := d.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("the chart is not well-formed XML: %v\n%s", err, svg)
		}
	}
	for _, want := range []string{
		`fill="white"`,
		"M&lt;1&gt;, greedy bot: 25.0% won (1 of 4 games)",
		">games</text>",
		"won: 1 game (25.0%)",
		"lost: a survivor was eliminated: 1 game (25.0%)",
		"lost: two spawn zones are linked by active mold: 1 game (25.0%)",
		"unfinished after round 10: 1 game (25.0%)",
		"&gt;10</text>",
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("the chart lacks %q:\n%s", want, svg)
		}
	}
	for _, c := range []string{wonColor, openColor, lossColor[invader.Elimination], lossColor[invader.MoldChain]} {
		if n := strings.Count(svg, `fill="`+c+`"`); n < 2 { // a bar and the legend's key
			t.Errorf("colour %s appears %d times; want a bar and a key", c, n)
		}
	}
}

func TestTickStep(t *testing.T) {
	for top, want := range map[int]int{0: 1, 1: 1, 8: 1, 9: 2, 16: 2, 17: 5, 40: 5, 41: 10, 254: 50, 4521: 1000} {
		if got := tickStep(top); got != want {
			t.Errorf("tickStep(%d) = %d, want %d", top, got, want)
		}
	}
}

func TestProgressLine(t *testing.T) {
	if got := progressLine(0, 0, 100, time.Second); !strings.HasSuffix(got, "0/100 games  won -  ETA -") {
		t.Errorf("at the start: %q", got)
	}
	got := progressLine(25, 10, 100, 10*time.Second)
	if !strings.Contains(got, "25/100 games  won 40.0%  ETA 30s") || !strings.HasPrefix(got, "[#######.....") {
		t.Errorf("a quarter done: %q", got)
	}
}
