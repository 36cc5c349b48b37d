package bot

import (
	"testing"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// BenchmarkSearch measures the search's iterations per second on one
// worker, over the Action decisions of a greedy game of M0 and of M1
// (seed 1) with two choices at least: each op is one decision of 100
// iterations at most (fewer when its choices all end alike, counted as
// they are).
func BenchmarkSearch(b *testing.B) {
	for _, id := range []string{"M0", "M1"} {
		b.Run(id, func(b *testing.B) {
			states := searchedStates(b, id)
			st := Search(SearchOptions{Iterations: 100, Workers: 1, Seed: 1}).(searchBot)
			iterations := 0
			start := time.Now()
			for i := 0; b.Loop(); i++ {
				s := states[i%len(states)]
				w := newWorker(st.settings(s), s, candidates(s), 1, 0)
				w.run(100, time.Time{})
				iterations += w.spent
			}
			b.ReportMetric(float64(iterations)/time.Since(start).Seconds(), "iterations/s")
			b.ReportMetric(float64(iterations)/float64(b.N), "iterations/op")
		})
	}
}

// searchedStates returns the States of a greedy game of mission id, seed
// 1, where the search bot searches.
func searchedStates(b *testing.B, id string) []invader.State {
	m, err := mission.Builtin(id)
	if err != nil {
		b.Fatal(err)
	}
	s, err := invader.New(m, invader.Seed(1))
	if err != nil {
		b.Fatal(err)
	}
	var out []invader.State
	for !s.IsOver() {
		if branches(s.Pending().Decision) && len(candidates(s)) > 1 {
			out = append(out, s)
		}
		s, _, _ = s.Apply(greedy(s))
	}
	return out
}
