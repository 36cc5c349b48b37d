package invader_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

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

// seed 004, §15 ("can also be played by 7+ players"), RULINGS "Playing
// with 7+ Survivors": seven players, a Survivor each, take their Turns in
// seating order from the first player, and the first player token passes
// to the left at the end of the round (p.10).
func TestSevenPlayers(t *testing.T) {
	var cards []survivor.Card
	for i := range 7 {
		cards = append(cards, plain(fmt.Sprintf("S%d", i+1)))
	}
	m := newMission(t, `
+--+--+--+
|s .c .x |
+--+--+--+

s: corridor start objective
c: corridor
x: corridor spawn
`, cards...)
	m.Players = 7
	s := start(t, m)
	require.Equal(t, 7, s.Players())
	var turns []int
	for s.Round() == 1 && !s.IsOver() {
		p := s.Pending()
		var a invader.Action
		switch p.Decision {
		case invader.ActionDecision: // a player with one Survivor activates it at once
			require.Equal(t, p.Player, p.Survivor, "player i plays Survivor i")
			turns = append(turns, p.Player)
			a = invader.EndTurn{Survivor: p.Survivor}
		default:
			a = s.Legal()[0]
		}
		s, _ = apply(t, s, a)
	}
	require.Equal(t, []int{0, 1, 2, 3, 4, 5, 6}, turns, "p.10: Turns in seating order")
	require.Equal(t, 1, s.FirstPlayer(), "p.10: the first player token passes on")
}
