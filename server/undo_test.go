package server

import (
	"encoding/json"
	"fmt"
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
)

// TestUndoChain: the undo chain, which keeps one State and plays the
// undoable steps again from it, takes the game back to the very State a
// chain of every State before each undoable step would (at most maxUndo
// of them), through random games with and without a real table, long
// runs of undoable steps and undos in a row.
func TestUndoChain(t *testing.T) {
	trims := 0
	rapid.Check(t, func(t *rapid.T) {
		table := rapid.Bool().Draw(t, "table")
		req := CreateRequest{Mission: rapid.SampledFrom([]string{"M0", "M1"}).Draw(t, "mission"),
			Rules: json.RawMessage(fmt.Sprintf(`{"seed":%d}`, rapid.Uint32().Draw(t, "seed")))}
		start, err := req.start()
		if err != nil {
			t.Fatal(err)
		}
		if table {
			start.Rules = json.RawMessage(`{"externalChance":true}`)
			start.Table = true
		}
		g, err := startGame(start)
		if err != nil {
			t.Fatal(err)
		}
		type mark struct {
			to, seat int
			before   invader.State
		}
		var model []mark                                     // the chain of every State
		odds := rapid.IntRange(2, 40).Draw(t, "one undo in") // long runs too, past maxUndo
		trimmed := false
		for range rapid.IntRange(1, 120).Draw(t, "steps") {
			if len(model) > 0 && rapid.IntRange(1, odds).Draw(t, "undo?") == 1 {
				top := model[len(model)-1]
				if err := g.takeBackTo(top.seat, top.to, g.index+1); err != nil {
					t.Fatalf("undo to %d: %v", top.to, err)
				}
				model = model[:len(model)-1]
				if !g.state.Equal(top.before) {
					t.Fatalf("undo to step %d: not the State of then", top.to)
				}
				continue
			}
			legal := g.state.Legal()
			if len(legal) == 0 {
				break
			}
			prev := g.state
			a := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "action")]
			seat := 0
			if prev.Pending().Decision == invader.ChanceDecision && !table {
				seat = -1
			}
			st := Step{Index: g.index + 1, Action: prev.FormatAction(a), Seat: seat}
			if _, err := g.play(st); err != nil {
				t.Fatalf("step %d %q: %v", st.Index, st.Action, err)
			}
			if seat >= 0 && (table || !revealsChance(prev, a)) {
				model = append(model, mark{st.Index - 1, seat, prev})
				if len(model) > maxUndo {
					model, trimmed = model[1:], true
				}
			} else {
				model = nil
			}
			if len(g.undo) != len(model) {
				t.Fatalf("step %d: %d undoable steps, want %d", st.Index, len(g.undo), len(model))
			}
		}
		if trimmed {
			trims++
		}
	})
	if trims == 0 {
		t.Error("no game had more undoable steps in a row than maxUndo")
	}
}

// takeBackTo plays an undo step at index of seat back to step to.
func (g *game) takeBackTo(seat, to, index int) error {
	_, err := g.play(Step{Index: index, Undo: true, To: to, Seat: seat})
	return err
}
