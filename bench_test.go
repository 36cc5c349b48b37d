package invader_test

import (
	"math/rand/v2"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// benchMission is a 6-survivor, 2-player mission on an 18-zone base with
// objectives everywhere, so games run long.
func benchMission() mission.Mission {
	return mission.Mission{
		Map: zone.MustParse(`+--+--+--+--+--+--+--+--+
|r1 r1or2|c1.c2|r3|r4 r4|
+--+DD+--+..+..+dd+--+DD+
|c3.c4.c5.c6 c6.c7.c8.c9|
+DD+--+dd+--+oo+--+DD+--+
|r5|r6 r6|r7|r8 r8|r9 r9|
+--+--+--+--+--+--+--+--+

r1: room objective objective
r2: room objective
c1: corridor
c2: corridor
r3: room objective
r4: room objective objective
c3: corridor start
c4: corridor
c5: corridor
c6: corridor
c7: corridor
c8: corridor
c9: corridor exit
r5: room objective
r6: room objective objective
r7: room objective
r8: room objective objective
r9: room objective objective
`),
		Players: 2,
		Goals:   []mission.Goal{{Kind: mission.TakeAllObjectives}, {Kind: mission.ReachExit}},
	}
}

// midGame plays random legal actions that never take an Objective (so the
// game cannot end) until round n, and returns a State waiting for an
// Action of a Survivor who can Move and has two Actions or more left (so a
// Move cannot end its Turn, and the benchmark measures the Move alone).
func midGame(b *testing.B, n int) invader.State {
	s, err := invader.New(benchMission(), invader.Seed(1))
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for s.Round() < n || s.Pending().Decision != invader.ActionDecision || firstMove(s) == nil || actionsLeft(s) < 2 {
		var moves []invader.Action
		for _, a := range s.Legal() {
			if _, take := a.(invader.TakeObjective); !take {
				moves = append(moves, a)
			}
		}
		s, _, _ = s.Apply(moves[r.IntN(len(moves))])
	}
	return s
}

func firstMove(s invader.State) invader.Action {
	for _, a := range s.Legal() {
		if _, ok := a.(invader.Move); ok {
			return a
		}
	}
	return nil
}

func benchApplyMove(b *testing.B, round int) {
	s := midGame(b, round)
	a := firstMove(s)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := s.Apply(a); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkApplyMove_Round1(b *testing.B)  { benchApplyMove(b, 1) }
func BenchmarkApplyMove_Round50(b *testing.B) { benchApplyMove(b, 50) }

func benchLegal(b *testing.B, round int) {
	s := midGame(b, round)
	b.ReportAllocs()
	for b.Loop() {
		s.Legal()
	}
}

func BenchmarkLegal_Round1(b *testing.B)  { benchLegal(b, 1) }
func BenchmarkLegal_Round50(b *testing.B) { benchLegal(b, 50) }

func BenchmarkHash(b *testing.B) {
	s := midGame(b, 10)
	b.ReportAllocs()
	for b.Loop() {
		s.Hash()
	}
}

// BenchmarkMarshalJSON writes a save of a game in round 10, and of its
// View (what a game server sends after every step).
func BenchmarkMarshalJSON(b *testing.B) {
	s := midGame(b, 10)
	for _, c := range []struct {
		name string
		s    invader.State
	}{{"State", s}, {"View", s.View()}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := c.s.MarshalJSON(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkPlayout plays whole games with a uniformly random bot, up to
// 30 rounds, and reports games and actions per second.
func BenchmarkPlayout(b *testing.B) {
	m := benchMission()
	r := rand.New(rand.NewPCG(3, 4))
	actions := 0
	b.ReportAllocs()
	for b.Loop() {
		s, err := invader.New(m, invader.Seed(r.Uint64()))
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsOver() && s.Round() <= 30 {
			legal := s.Legal()
			s, _, _ = s.Apply(legal[r.IntN(len(legal))])
			actions++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
}

// bigBoard is a 10x6 board of 60 one-cell zones (zonetest.Grid) with a
// starting zone, two Spawn Zones and an Objective.
func bigBoard() string {
	return zonetest.Grid(10, 6, map[string]string{"b0": "start", "b9": "spawn", "f0": "spawn", "e5": "objective"})
}

// BenchmarkXenosPhase measures a whole Xenos' Phase (40 Xenos on a
// 60-zone board: attacks, moves, two spawn cards) with the End Phase and
// the start of the next round: the cost of the last EndTurn of a round.
func BenchmarkXenosPhase(b *testing.B) {
	m := zone.MustParse(bigBoard())
	var xs []mission.Xenos
	for i, z := range []string{"a2", "a7", "c3", "c8", "d1", "d6", "e4", "e9", "f3", "f7"} {
		xs = append(xs, mission.Xenos{Zone: m.MustLookup(z), Kind: xeno.Kind(i % 3), Count: 4})
	}
	mis := mission.Mission{Map: m, Survivors: survivor.Base()[:1], Xenos: xs,
		Goals: []mission.Goal{{Kind: mission.TakeAllObjectives}}}
	s, err := invader.New(mis, invader.Seed(5))
	if err != nil {
		b.Fatal(err)
	}
	total := 0
	for z := range m.Len() {
		total += s.Xenos(zone.ID(z)).Total()
	}
	end := invader.EndTurn{Survivor: 0}
	b.ReportAllocs()
	for b.Loop() {
		next, _, err := s.Apply(end)
		if err != nil || next.Phase() != invader.PlayersPhase {
			b.Fatalf("EndTurn: %v, phase %v, pending %+v", err, next.Phase(), next.Pending())
		}
	}
	b.ReportMetric(float64(total), "xenos")
}

// BenchmarkPlayoutBuiltin plays whole games of every built-in mission with a
// uniformly random bot (one core), up to round 40, and reports games and
// actions per second.
func BenchmarkPlayoutBuiltin(b *testing.B) {
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(id, func(b *testing.B) {
			r := rand.New(rand.NewPCG(5, 6))
			actions := 0
			b.ReportAllocs()
			for b.Loop() {
				s, _ := invader.New(m, invader.Seed(r.Uint64()))
				for !s.IsOver() && s.Round() <= 40 {
					legal := s.Legal()
					s, _, _ = s.Apply(legal[r.IntN(len(legal))])
					actions++
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
		})
	}
}
