package invader_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Xenos split (p.26, RULINGS "Splitting", "Who decides for the team"):
// between equally short routes, the players placing the odd ones.

// The split example of p.26: a group with two equally short routes splits
// into groups as equal as possible, without adding Xenos; the players
// decide which way gets the odd one (a SplitDecision).
func TestSplit_EXMOVEXENO2(t *testing.T) {
	tests := []struct {
		name    string
		workers int
		extra   uint64 // the SplitXenos decision; 0 when none is asked
		toA     int
		toB     int
	}{
		{name: "5 Workers, the odd one toward a", workers: 5, extra: 1, toA: 3, toB: 2},
		{name: "5 Workers, the odd one toward b", workers: 5, extra: 2, toA: 2, toB: 3},
		{name: "4 Workers split 2/2 without asking", workers: 4, toA: 2, toB: 2},
		{name: "a lone Worker: the players choose its way", workers: 1, extra: 2, toA: 0, toB: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMission(t, squareBoard)
			put(&m, "w", xeno.Worker, tt.workers)
			w, a, b := m.Map.MustLookup("w"), m.Map.MustLookup("a"), m.Map.MustLookup("b")
			st, ev := endTurns(t, start(t, m))
			if tt.extra != 0 {
				if diff := cmp.Diff([]invader.Event(nil), xenosPhase(ev)); diff != "" {
					t.Errorf("p.26: events before the split is decided (-want +got):\n%s", diff)
				}
				want := invader.Pending{Decision: invader.SplitDecision, Player: 0, Survivor: -1}
				if got := st.Pending(); got != want {
					t.Fatalf("p.26: Pending() = %+v, want %+v", got, want)
				}
				g, ok := st.SplitWays()
				wantGroup := invader.SplitGroup{Zone: w, Kind: xeno.Worker, Count: tt.workers,
					Ways: []zone.Step{{To: a, Door: zone.NoDoor}, {To: b, Door: zone.NoDoor}}}
				if diff := cmp.Diff(wantGroup, g); !ok || diff != "" {
					t.Errorf("p.26: SplitWays() ok %v (-want +got):\n%s", ok, diff)
				}
				wantLegal := []invader.Action{invader.SplitXenos{Extra: 1}, invader.SplitXenos{Extra: 2}}
				if diff := cmp.Diff(wantLegal, withoutDiscards(st.Legal())); diff != "" { // discards: at any time (p.18)
					t.Errorf("p.26: Legal() (-want +got):\n%s", diff)
				}
				refuse(t, st, invader.SplitXenos{Extra: 0}, invader.NotAChoice)
				refuse(t, st, invader.SplitXenos{Extra: 3}, invader.NotAChoice) // would add a Xeno
				refuse(t, st, invader.SplitXenos{Extra: 4}, invader.NotAChoice) // no third way
				refuse(t, st, invader.AssignWound{Survivor: 0}, invader.NotNow)
				refuse(t, st, invader.EndTurn{Survivor: 0}, invader.NotNow)
				st, ev = apply(t, st, invader.SplitXenos{Extra: tt.extra})
			}
			if _, ok := st.SplitWays(); ok {
				t.Errorf("p.26: SplitWays() still reports a group after the split")
			}
			var want []invader.Event
			if tt.toA > 0 {
				want = append(want, invader.XenosMoved{Kind: xeno.Worker, From: w, To: a, Count: tt.toA})
			}
			want = append(want, invader.XenosMoved{Kind: xeno.Worker, From: w, To: b, Count: tt.toB})
			if diff := cmp.Diff(want, xenosPhase(ev)); diff != "" {
				t.Errorf("p.26 example: moves (-want +got):\n%s", diff)
			}
			got := []int{st.Xenos(w).Total(), st.Xenos(a).Total(), st.Xenos(b).Total()}
			if diff := cmp.Diff([]int{0, tt.toA, tt.toB}, got); diff != "" {
				t.Errorf("p.26 example: Xenos in w, a, b (-want +got):\n%s", diff)
			}
			if total := got[0] + got[1] + got[2]; total != tt.workers {
				t.Errorf("p.26 example: %d Workers after the split, want %d: none added", total, tt.workers)
			}
			if st.Round() != 2 {
				t.Errorf("p.10: Round() = %d after the split, want 2", st.Round())
			}
		})
	}
}

// A split is decided per kind (p.26): Workers and Tanks of one zone each
// split evenly; a decision is asked for each kind with an odd one.
func TestSplitPerKind(t *testing.T) {
	m := newMission(t, squareBoard)
	put(&m, "w", xeno.Worker, 3)
	put(&m, "w", xeno.Tank, 1)
	w, a, b := m.Map.MustLookup("w"), m.Map.MustLookup("a"), m.Map.MustLookup("b")
	st, _ := endTurns(t, start(t, m))
	if g, ok := st.SplitWays(); !ok || g.Kind != xeno.Worker || g.Count != 3 {
		t.Fatalf("p.26: first split %+v, %v; want the 3 Workers", g, ok)
	}
	st, _ = apply(t, st, invader.SplitXenos{Extra: 2})
	if g, ok := st.SplitWays(); !ok || g.Kind != xeno.Tank || g.Count != 1 {
		t.Fatalf("p.26: second split %+v, %v; want the Tank", g, ok)
	}
	st, ev := apply(t, st, invader.SplitXenos{Extra: 1})
	want := []invader.Event{
		invader.XenosMoved{Kind: xeno.Worker, From: w, To: a, Count: 1},
		invader.XenosMoved{Kind: xeno.Worker, From: w, To: b, Count: 2},
		invader.XenosMoved{Kind: xeno.Tank, From: w, To: a, Count: 1},
	}
	if diff := cmp.Diff(want, xenosPhase(ev)); diff != "" {
		t.Errorf("p.26: moves (-want +got):\n%s", diff)
	}
	if st.Round() != 2 {
		t.Errorf("p.10: Round() = %d, want 2", st.Round())
	}
}
