package bridge

import (
	"testing"
	"time"

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
	cpu0, cpuOK := cpuTime()
	for b.Loop() {
		t, err := Play(m, 20, 1)
		if err != nil {
			b.Fatal(err)
		}
		all.Games += t.Games
		all.Actions += t.Actions
	}
	reportCPU(b, cpu0, cpuOK)
	b.ReportMetric(float64(all.Games)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(all.Actions)/b.Elapsed().Seconds(), "actions/s")
}

// BenchmarkAPILoop plays whole games of M1 as a client of the JavaScript
// API does (APILoop), natively.
func BenchmarkAPILoop(b *testing.B) {
	actions := 0
	b.ReportAllocs()
	cpu0, cpuOK := cpuTime()
	for b.Loop() {
		n, err := APILoop(5)
		if err != nil {
			b.Fatal(err)
		}
		actions += n
	}
	reportCPU(b, cpu0, cpuOK)
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
}

// reportCPU reports the CPU time an op took since cpu0, the process's.
func reportCPU(b *testing.B, cpu0 time.Duration, ok bool) {
	if cpu1, ok1 := cpuTime(); ok && ok1 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
	}
}
