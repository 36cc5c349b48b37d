package invader_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/xeno"
)

// Escape through the Exit (M11, RULINGS "Escape through the Exit").

// M11 (RULINGS "Escape through the Exit"): "a Survivor may escape through the
// Exit Zone at the end of its Turn if no Xeno is there". Each Survivor escapes
// as its Turn ends in the Exit; the last one to escape wins the game.
func TestEscapeAtEndOfTurn(t *testing.T) {
	s := start(t, escaping(t, "Ann", "Bob"))
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	s, ev := play(t, s, "Ann take o0", "Ann move c", "Ann move e") // her third Action ends her Turn
	if got := only[invader.SurvivorEscaped](ev); !cmp.Equal(got, []invader.SurvivorEscaped{{Survivor: 0, Zone: s.Map().MustLookup("e")}}) {
		t.Fatalf("M11: Ann's Turn ends in the Exit: escapes %v, want Ann from e", got)
	}
	if !s.Survivor(0).Escaped || s.IsOver() {
		t.Fatalf("M11: Ann escaped = %v, outcome %v; want escaped, game on", s.Survivor(0).Escaped, s.Outcome())
	}
	s, ev = play(t, s, "Bob move c", "Bob move e", "Bob end")
	want := []invader.Event{
		invader.TurnEnded{Survivor: 1},
		invader.SurvivorEscaped{Survivor: 1, Zone: s.Map().MustLookup("e")},
		invader.GoalDone{Goal: 1},
		invader.GameWon{},
	}
	if diff := cmp.Diff(want, ev[len(ev)-4:]); diff != "" {
		t.Errorf("M11: the last Survivor escapes (-want +got):\n%s", diff)
	}
	if s.Outcome().Result != invader.Won {
		t.Errorf("M11: everyone escaped: Outcome() = %v, want won", s.Outcome())
	}
}

// No escape before the Goals before it are done, nor from an Exit Zone
// that holds a Xeno (M11, RULINGS "Escape through the Exit").
func TestEscapeNeedsItsTurnAndAnEmptyExit(t *testing.T) {
	t.Run("objective still on the board", func(t *testing.T) {
		s := start(t, escaping(t, "Ann"))
		s, ev := play(t, s, "Ann move c", "Ann move e", "Ann end")
		if got := only[invader.SurvivorEscaped](ev); len(got) != 0 || s.Survivor(0).Escaped {
			t.Errorf("M11: in the Exit before every Objective is taken: escapes %v, want none", got)
		}
	})
	t.Run("a Xeno in the Exit", func(t *testing.T) {
		m := newMission(t, exitStartBoard, plain("Ann"))
		m.Goals = []mission.Goal{{Kind: mission.EscapeExit}}
		put(&m, "s", xeno.Worker, 1)
		s := start(t, m)
		s, ev := play(t, s, "Ann end")
		if got := only[invader.SurvivorEscaped](ev); len(got) != 0 || s.Survivor(0).Escaped {
			t.Errorf("M11: a Worker in the Exit: escapes %v, want none", got)
		}
		if got := only[invader.SurvivorWounded](ev); len(got) != 1 {
			t.Errorf("M11: Ann stayed with the Worker: wounds %v, want one", got)
		}
	})
}

// An escaped Survivor (M11, RULINGS "Escape through the Exit") has left the
// board: it takes no more Turns, makes no noise and draws no Xeno; the Xenos go
// for those still on the board.
func TestEscapedSurvivorIsOffTheBoard(t *testing.T) {
	m := newMission(t, `
+--+--+--+
|e .s .x |
+--+--+--+

s: corridor start
e: corridor exit
x: corridor objective
`, plain("Ann"), plain("Bob"))
	m.Goals = []mission.Goal{{Kind: mission.EscapeExit}}
	put(&m, "x", xeno.Worker, 1)
	s := start(t, m)
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	s, _ = play(t, s, "Ann move e", "Ann end")
	if !s.Survivor(0).Escaped {
		t.Fatalf("Ann ended her Turn in the empty Exit and did not escape")
	}
	s, ev := play(t, s, "Bob end") // the Worker joins Bob in s, not Ann's Exit
	moved := only[invader.XenosMoved](ev)
	if len(moved) != 1 || moved[0].To != m.Map.MustLookup("s") {
		t.Errorf("the Worker moved %v; want x -> s, toward Bob, the only Survivor left", moved)
	}
	// Next round Bob, the only Survivor left, takes his Turn at once.
	if got, want := s.Pending(), (invader.Pending{Decision: invader.ActionDecision, Player: 0, Survivor: 1}); got != want {
		t.Errorf("next round: Pending() = %+v, want %+v: Ann has escaped", got, want)
	}
	refuse(t, s, invader.Activate{Survivor: 0}, invader.NotNow)
}

// Property (M11, RULINGS "Escape through the Exit"): in random games of
// missions whose last Goal is an escape, escaped Survivors stay in their Exit
// Zone, never take a wound or a Turn again, and the game is won exactly when
// every Survivor has escaped.
func TestEscapeProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := invadertest.Mission().Draw(t, "mission")
		if !m.Escapes() {
			t.Skip("no escape in this mission")
		}
		s, err := invader.New(m, invader.Seed(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for range 200 {
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			// CheckApply checks that escaped Survivors stay put, unhurt
			// and out of play, besides every other invariant.
			next, _ := invadertest.CheckApply(t, s, rapid.SampledFrom(legal).Draw(t, "action"))
			all := true
			for i := range next.Survivors() {
				all = all && next.Survivor(i).Escaped
			}
			if all != (next.Outcome().Result == invader.Won) {
				t.Fatalf("every Survivor escaped = %v, outcome %v", all, next.Outcome())
			}
			s = next
		}
	})
}
