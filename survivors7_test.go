package invader_test

import (
	"fmt"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
)

// p.36, RULINGS "Playing with 7+ Survivors": with 8 Survivors, one more Spawn
// token (on the red Spawn Zone, which then draws two cards) and two more
// Starting cards (a Cattle Prod for the 7th, an SMG for the 8th), so everyone
// starts armed.
func TestSevenPlusSurvivors(t *testing.T) {
	var cards []survivor.Card
	for i := range 8 {
		cards = append(cards, plain(fmt.Sprintf("S%d", i+1)))
	}
	m := newMission(t, `
+--+--+
|s .x |
+--+--+

s: corridor start objective
x: corridor spawn
`, cards...)
	m.Players = 2
	s := start(t, m)
	for i := range 8 {
		if len(s.Survivor(i).Hand) != 1 {
			t.Fatalf("p.36: Survivor %d starts with %v, want one Starting card", i, s.Survivor(i).Hand)
		}
	}
	var drawn []int
	for range 100 { // end every Turn until the Xenos' Phase draws
		p := s.Pending()
		var a invader.Action = invader.EndTurn{Survivor: p.Survivor}
		if p.Decision != invader.ActionDecision {
			a = s.Legal()[0]
		}
		var ev []invader.Event
		s, ev = apply(t, s, a)
		for _, e := range only[invader.XenoCardDrawn](ev) {
			drawn = append(drawn, e.Spawn)
		}
		if len(drawn) > 0 || s.IsOver() {
			break
		}
	}
	if len(drawn) != 2 || drawn[0] != 0 || drawn[1] != 1 {
		t.Errorf("p.36: 8 Survivors: Xeno cards drawn for Spawn tokens %v, want [0 1] in zone x", drawn)
	}
}
