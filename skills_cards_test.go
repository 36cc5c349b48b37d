package invader_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
)

// Skills of Search and Equipment (p.22, pp.52-55, RULINGS "Skills"):
// Destiny, Matching set!, Scavenger, Search: +1 card, Starts with.

// skSearchGame: Ann (blue) stands in the room s of roomBoard with the deck
// holding the given cards, one copy each.
func skSearchGame(t *testing.T, blue survivor.Skill, deck ...string) invader.State {
	t.Helper()
	var equip []equipment.Entry
	for _, name := range deck {
		equip = append(equip, entry(t, name, 1, equipment.Deck))
	}
	s, _ := deal(t, equipped(newMission(t, roomBoard, civ("Ann", blue)), equip...))
	return s
}

// "Destiny" (pp.52-55, RULINGS "Skills"): once per Turn, discard the
// card just drawn (Keep{Slot: Redraw}) and draw another.
func skDestiny(t *testing.T) {
	const rule = "pp.52-55 Destiny"
	s := skSearchGame(t, skill(survivor.Destiny), "Sledge", "SMG", "Chainsaw")
	s, _ = play(t, s, "Ann search", "chance Sledge")
	if !skLegal(t, s, "Ann keep redraw") {
		t.Errorf("%s: Legal() = %q lacks the redraw", rule, notation(s, s.Legal()))
	}
	s, ev := play(t, s, "Ann keep redraw")
	if diff := cmp.Diff([]invader.CardDiscarded{{Survivor: 0, Card: "Sledge"}}, only[invader.CardDiscarded](ev)); diff != "" {
		t.Errorf("%s: the drawn card is discarded (-want +got):\n%s", rule, diff)
	}
	if p := s.Pending(); p.Decision != invader.ChanceDecision {
		t.Fatalf("%s: after the redraw Pending() = %+v, want another draw", rule, p)
	}
	s, _ = chance(t, s, "SMG")
	refuseText(t, s, "Ann keep redraw", invader.NoSkill) // once per Turn
	s, _ = play(t, s, "Ann keep hand1")
	if got := s.Inventory(0)[invader.Hand1].Card.Name; got != "SMG" {
		t.Errorf("%s: Hand1 holds %q, want the SMG drawn instead", rule, got)
	}
	skLeft(t, s, rule+": one Search", 2, nil)

	s = skSearchGame(t, skNeutral, "Sledge", "SMG", "Chainsaw")
	s, _ = play(t, s, "Ann search", "chance Sledge")
	refuseText(t, s, "Ann keep redraw", invader.NoSkill)
}

// "Matching set!" (pp.52-55, RULINGS "Skills"): on keeping a Dual
// weapon drawn in a Search, a second copy comes from the deck.
func skMatchingSet(t *testing.T) {
	const rule = "pp.52-55 Matching set!"
	build := func(blue survivor.Skill) invader.State {
		m := equipped(newMission(t, roomBoard, civ("Ann", blue)),
			entry(t, "Cattle Prod", 2, equipment.Deck), entry(t, "Sledge", 2, equipment.Deck))
		s, _ := deal(t, m)
		return s
	}
	s := build(skill(survivor.MatchingSet))
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Cattle Prod")
	s, ev := play(t, s, "Ann keep hand1")
	if diff := cmp.Diff([]invader.CardDrawn{{Survivor: 0, Card: "Cattle Prod"}}, only[invader.CardDrawn](ev)); diff != "" {
		t.Errorf("%s: the twin (-want +got):\n%s", rule, diff)
	}
	if p := s.Pending(); p.Decision != invader.KeepDecision {
		t.Fatalf("%s: Pending() = %+v, want Keep for the twin", rule, p)
	}
	s, _ = play(t, s, "Ann keep hand2")
	inv := s.Inventory(0)
	if inv[invader.Hand1].Card.Name != "Cattle Prod" || inv[invader.Hand2].Card.Name != "Cattle Prod" {
		t.Errorf("%s: Hands hold %q and %q, want two Cattle Prods", rule, inv[invader.Hand1].Card.Name, inv[invader.Hand2].Card.Name)
	}
	skLeft(t, s, rule+": one Search", 2, nil)

	// Not for a weapon that is not Dual.
	s = build(skill(survivor.MatchingSet))
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Sledge")
	s, ev = play(t, s, "Ann keep hand1")
	if got := only[invader.CardDrawn](ev); len(got) != 0 || s.Pending().Decision != invader.ReorganizeDecision { // the Search is over (p.22)
		t.Errorf("%s: a Sledge is not Dual: drew %v, Pending() = %+v", rule, got, s.Pending())
	}

	s = build(skNeutral)
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Cattle Prod")
	s, ev = play(t, s, "Ann keep hand1")
	if got := only[invader.CardDrawn](ev); len(got) != 0 || s.Pending().Decision != invader.ReorganizeDecision { // the Search is over (p.22)
		t.Errorf("%s: without the Skill: drew %v, Pending() = %+v", rule, got, s.Pending())
	}
}

// "Scavenger" (pp.52-55, RULINGS "Skills"): Search in any Zone without
// Mold (not only rooms, and Soldiers outside Security Rooms).
func skScavenger(t *testing.T) {
	const rule = "pp.52-55 Scavenger"
	deck := []equipment.Entry{entry(t, "Sledge", 2, equipment.Deck)}
	mold := `
+--+--+
|s .o |
+--+--+

s: corridor start mold=active
o: corridor objective
`
	tests := []struct {
		name, board string
		class       survivor.Class
		worker      bool
		want        invader.Reason
	}{
		{"a corridor", fourCorridors, survivor.Civilian, false, 0},
		{"a Soldier outside a Security Room", roomBoard, survivor.Soldier, false, 0},
		{"a Zone with Mold", mold, survivor.Civilian, false, invader.NotSearchable},
		{"a Zone with Xenos", fourCorridors, survivor.Civilian, true, invader.XenosThere},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, blue := range []survivor.Skill{skill(survivor.Scavenger), skNeutral} {
				m := equipped(newMission(t, tt.board, cardOf("Ann", tt.class, blue)), deck...)
				if tt.worker {
					put(&m, "s", xeno.Worker, 1)
				}
				s, _ := deal(t, m)
				want := tt.want
				if blue == skNeutral {
					want = invader.NotSearchable // p.22 (rooms only), p.34 (Soldiers in Security Rooms)
				}
				if want != 0 {
					refuseText(t, s, "Ann search", want)
					continue
				}
				s, ev := play(t, s, "Ann search", "chance Sledge")
				if diff := cmp.Diff([]invader.CardDrawn{{Survivor: 0, Card: "Sledge"}}, only[invader.CardDrawn](ev)); diff != "" {
					t.Errorf("%s: %s (-want +got):\n%s", rule, tt.name, diff)
				}
				_ = s
			}
		})
	}
}

// "Search: +1 card" (pp.52-55, RULINGS "Skills"): one more draw per
// Search; a Mold card still ends the Search.
func skSearchPlusOne(t *testing.T) {
	const rule = "pp.52-55 Search: +1 card"
	s := skSearchGame(t, skill(survivor.SearchPlusOne), "Sledge", "SMG", "Chainsaw")
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Sledge")
	s, _ = play(t, s, "Ann keep hand1")
	if p := s.Pending(); p.Decision != invader.ChanceDecision {
		t.Fatalf("%s: after the first card Pending() = %+v, want a second draw", rule, p)
	}
	s, _ = chance(t, s, "SMG")
	s, _ = play(t, s, "Ann keep hand2")
	if got := s.Survivor(0).Hand; !slices.Equal(got, []string{"Sledge", "SMG"}) {
		t.Errorf("%s: Hand %q, want both cards", rule, got)
	}
	skLeft(t, s, rule+": one Action", 2, nil)

	// A Mold card ends the Search (p.22, RULINGS "Search").
	s = skSearchGame(t, skill(survivor.SearchPlusOne), "Mold: 1 Worker", "SMG")
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Mold: 1 Worker")
	if p := s.Pending(); p.Decision != invader.ActionDecision {
		t.Errorf("%s: after a Mold card Pending() = %+v, want the Search over", rule, p)
	}

	s = skSearchGame(t, skNeutral, "Sledge", "SMG", "Chainsaw")
	s, _ = play(t, s, "Ann search", "chance Sledge", "Ann keep hand1")
	if p := s.Pending(); p.Decision != invader.ReorganizeDecision { // the Search is over: the free Reorganize (p.22)
		t.Errorf("%s: without it, one card: Pending() = %+v", rule, p)
	}
}

// "Starts with [Equipment]" (pp.52-55, RULINGS "Skills"): at setup the
// card comes from the cards set aside or the deck into the first free slot
// that takes it.
func skStartsWith(t *testing.T) {
	const rule = "pp.52-55 Starts with"
	equip := []equipment.Entry{
		entry(t, "Cattle Prod", 1, equipment.Start),
		entry(t, "Sledge", 2, equipment.Deck),
		entry(t, "Searchlight", 1, equipment.Deck),
		entry(t, "Oxygen Tank", 1, equipment.Oxygen),
	}
	tests := []struct {
		card string
		slot int
	}{{"Sledge", invader.Hand2}, {"Searchlight", invader.Body1}, {"Oxygen Tank", invader.Body1}}
	for _, tt := range tests {
		m := equipped(newMission(t, fourCorridors, civ("Ann", skillWith(survivor.StartsWith, tt.card))), equip...)
		s, ev := deal(t, m, "Cattle Prod")
		want := []invader.CardDealt{{Survivor: 0, Card: "Cattle Prod"}, {Survivor: 0, Card: tt.card}}
		if diff := cmp.Diff(want, only[invader.CardDealt](ev)); diff != "" {
			t.Errorf("%s %s: setup (-want +got):\n%s", rule, tt.card, diff)
		}
		if got := s.Inventory(0)[tt.slot].Card.Name; got != tt.card {
			t.Errorf("%s %s: slot %d holds %q", rule, tt.card, tt.slot, got)
		}
	}
	s, ev := deal(t, equipped(newMission(t, fourCorridors, civ("Ann", skNeutral)), equip...), "Cattle Prod")
	if got := only[invader.CardDealt](ev); len(got) != 1 || s.Survivor(0).Hand[0] != "Cattle Prod" || len(s.Survivor(0).Hand) != 1 {
		t.Errorf("%s: without it: dealt %v, Hand %q", rule, got, s.Survivor(0).Hand)
	}
}

// Bugs found while writing these tests (fixed since; these guard them).

// Destiny (pp.52-55, RULINGS "Skills": "discards the card drawn and draws
// another"): with one card left in the deck after the draw, there is
// another card to draw. (checkKeep used to refuse the redraw unless two
// cards were left in the deck and discard pile: count(drawable) <= 1 did
// not count the card just drawn, which is in neither.)
func TestSkillDestinyWithOneCardLeft(t *testing.T) {
	s := skSearchGame(t, skill(survivor.Destiny), "Sledge", "SMG")
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "Sledge")
	var a invader.Action = invader.Keep{Survivor: 0, Slot: invader.Redraw}
	if _, _, err := s.Apply(a); err != nil || !slices.Contains(s.Legal(), a) {
		t.Fatalf("pp.52-55 Destiny: the SMG is still in the deck, yet the redraw is refused: %v (listed by Legal: %v)", err, slices.Contains(s.Legal(), a))
	}
	s, _ = apply(t, s, a)
	if outs := s.ChanceOutcomes(); len(outs) != 1 || outs[0].Label != "SMG" {
		t.Errorf("pp.52-55 Destiny: the redraw should draw the SMG: outcomes %+v", outs)
	}
}
