package bridge

import (
	"testing"

	"github.com/invaderengine/invader/mission"
)

// BenchmarkPlayouts is Play natively: 20 whole random games of M1 (seed
// 1), each to its end or round 40, an op. The browser plays the same 20
// games with engine.playouts("M1", 20, 1) of static/invader.js (the same
// Go compiled to WebAssembly): the ratio of their times is in
// BENCHMARKS.md.
func BenchmarkPlayouts(b *testing.B) {
	m, err := mission.Builtin("M1")
	if err != nil {
		b.Fatal(err)
	}
	var all Tally
	b.ReportAllocs()
	for b.Loop() {
		t, err := Play(m, 20, 1)
		if err != nil {
			b.Fatal(err)
		}
		all.Games += t.Games
		all.Actions += t.Actions
	}
	b.ReportMetric(float64(all.Games)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(all.Actions)/b.Elapsed().Seconds(), "actions/s")
}
