package invader_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
)

// Search (p.22, RULINGS "Search"): where and how often, Keep, Mold cards
// and the reshuffled deck.

// searchBoard is a start zone s of the given kind and legend words, with a
// corridor b beside it (an exterior zone when s is one).
func searchBoard(kind, words string) string {
	b, edge := "corridor", "o"
	if kind != "room" {
		edge = "."
	}
	if kind == "exterior" {
		b = "exterior"
	}
	return fmt.Sprintf("\n+--+--+\n|s %sb |\n+--+--+\n\ns: %s start %s\nb: %s objective\n", edge, kind, words, b)
}

// Search (p.22, RULINGS "Search"): where a Survivor may Search, and what it
// costs.
func TestSearchWhere(t *testing.T) {
	tests := []struct {
		name, rule  string
		kind, words string // the start zone
		card        survivor.Card
		xenos       string // zone holding a Worker
		want        invader.Reason
	}{
		{name: "Civilian in a room", rule: "p.22", kind: "room", card: civ("Ann", medic)},
		{name: "Civilian in a corridor", rule: "p.22", kind: "corridor", card: civ("Ann", medic), want: invader.NotSearchable},
		{name: "Civilian in an exterior zone", rule: "p.22, p.35", kind: "exterior", card: civ("Ann", medic), want: invader.NotSearchable},
		{name: "Civilian in a Security Room", rule: "p.34", kind: "room", words: "security", card: civ("Ann", medic)},
		{name: "Soldier in a room", rule: "p.34", kind: "room", card: sol("Sol", medic), want: invader.NotSearchable},
		{name: "Soldier in a Security Room", rule: "p.34", kind: "room", words: "security", card: sol("Sol", medic)},
		{name: "Soldier in a corridor", rule: "p.22", kind: "corridor", card: sol("Sol", medic), want: invader.NotSearchable},
		{name: "Xenos in the room", rule: "p.22", kind: "room", card: civ("Ann", medic), xenos: "s", want: invader.XenosThere},
		{name: "Xenos in the next zone", rule: "p.22", kind: "room", card: civ("Ann", medic), xenos: "b"},
		{name: "Soldier, Xenos in the Security Room", rule: "p.22, p.34", kind: "room", words: "security", card: sol("Sol", medic), xenos: "s", want: invader.XenosThere},
		{name: "Active Mold in the room", rule: "p.20", kind: "room", words: "mold=active", card: civ("Ann", medic), want: invader.NotSearchable},
		{name: "Inactive Mold in the room", rule: "p.20", kind: "room", words: "mold=inactive", card: civ("Ann", medic), want: invader.NotSearchable},
		{name: "Soldier, Mold in the Security Room", rule: "p.20", kind: "room", words: "security mold=inactive", card: sol("Sol", medic), want: invader.NotSearchable},
		{name: "Scavenger in a corridor", rule: "Scavenger", kind: "corridor", card: civ("Sca", skill(survivor.Scavenger))},
		{name: "Scavenger Soldier in a room", rule: "Scavenger", kind: "room", card: sol("Sca", skill(survivor.Scavenger))},
		{name: "Scavenger in an exterior zone", rule: "Scavenger", kind: "exterior", card: civ("Sca", skill(survivor.Scavenger))},
		{name: "Scavenger in Mold", rule: "p.20", kind: "corridor", words: "mold=active", card: civ("Sca", skill(survivor.Scavenger)), want: invader.NotSearchable},
		{name: "Scavenger with Xenos", rule: "p.22", kind: "corridor", card: civ("Sca", skill(survivor.Scavenger)), xenos: "s", want: invader.XenosThere},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := equipped(newMission(t, searchBoard(tt.kind, tt.words), tt.card),
				entry(t, "Energy Cell", 2, equipment.Deck), entry(t, "M.R.E.", 1, equipment.Deck))
			if tt.xenos != "" {
				put(&m, tt.xenos, xeno.Worker, 1)
			}
			s, _ := deal(t, m)
			a := invader.Search{Survivor: 0}
			if tt.want != 0 {
				refuse(t, s, a, tt.want)
				return
			}
			next, ev := apply(t, s, a)
			if len(ev) != 0 {
				t.Errorf("%s: Search before the draw: events %v, want none", tt.rule, ev)
			}
			if actionsLeft(next) != 2 {
				t.Errorf("%s: a Search left %d Actions, want 2", tt.rule, actionsLeft(next))
			}
			want := []invader.ChanceOutcome{
				{Action: invader.Chance{Outcome: "Energy Cell"}, Label: "Energy Cell", Weight: 2, Total: 3},
				{Action: invader.Chance{Outcome: "M.R.E."}, Label: "M.R.E.", Weight: 1, Total: 3},
			}
			if diff := cmp.Diff(want, next.ChanceOutcomes()); diff != "" {
				t.Errorf("p.22: the draw's outcomes (-want +got):\n%s", diff)
			}
			next, ev = chance(t, next, "M.R.E.")
			if diff := cmp.Diff([]invader.Event{invader.CardDrawn{Survivor: 0, Card: "M.R.E."}}, ev); diff != "" {
				t.Errorf("p.22: the draw (-want +got):\n%s", diff)
			}
			if p := next.Pending(); p != (invader.Pending{Decision: invader.KeepDecision, Player: 0, Survivor: 0}) {
				t.Errorf("p.22: after the draw Pending() = %+v, want Keep", p)
			}
			if got := notation(next, next.Legal()); !slices.Equal(got[:2], []string{tt.card.Name + " keep none", tt.card.Name + " keep pack1"}) {
				t.Errorf("p.22: Legal() = %q; want keep none first, then the Backpack slots", got)
			}
		})
	}
}

// Search once per Turn (p.22, RULINGS "Search"), free Search Actions too; a
// new Turn allows another.
func TestSearchOncePerTurn(t *testing.T) {
	for _, c := range []survivor.Card{civ("Ann", medic), civ("Fay", skillFor(survivor.FreeAction, survivor.Search))} {
		t.Run(c.Name, func(t *testing.T) {
			m := equipped(newMission(t, roomBoard, c), entry(t, "M.R.E.", 3, equipment.Deck))
			s, _ := deal(t, m)
			s, _ = searchFor(t, s, 0, "M.R.E.", invader.Backpack1)
			want := 2
			if c.Name == "Fay" {
				want = 3 // the free Search Action paid (RULINGS "Free Actions")
			}
			if n, free := s.ActionsLeft(); n != want || len(free) != 0 {
				t.Errorf("p.22: after a Search ActionsLeft() = %d, %v; want %d, none free", n, free, want)
			}
			refuse(t, s, invader.Search{Survivor: 0}, invader.AlreadySearched)
			s, _ = play(t, s, c.Name+" end")
			require.Equal(t, 2, s.Round())
			searchFor(t, s, 0, "M.R.E.", invader.Backpack1+1)
		})
	}
}

// Keep (p.22, p.18): the drawn card goes into a slot it fits, and what was
// there is discarded (to the discard pile, or back aside for Starting
// Equipment, with its attachment); or the drawn card is discarded.
func TestSearchKeep(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic)),
		entry(t, "Cattle Prod", 1, equipment.Start), entry(t, "SMG", 1, equipment.Deck),
		entry(t, "Energy Cell", 1, equipment.Deck), entry(t, "M.R.E.", 2, equipment.Deck))
	s, _ := deal(t, m, "Cattle Prod")
	s, _ = searchFor(t, s, 0, "Energy Cell", invader.Backpack1)
	s, _ = attachTo(t, s, 0, "Energy Cell", "Cattle Prod")
	s, _ = play(t, s, "Ann end")
	s, _ = play(t, s, "Ann search")
	drawn, _ := chance(t, s, "SMG")
	if got := where(drawn)["drawn"]; !slices.Equal(got, []string{"SMG"}) {
		t.Errorf("p.22: the card drawn, waiting for Keep: %q", got)
	}
	tests := []struct {
		name  string
		slot  int
		ev    []invader.Event
		where map[string][]string
	}{
		// The Cattle Prod in the way goes to the free Hand slot with its
		// Energy Cell, not to the discard pile.
		{name: "into the occupied Hand slot", slot: invader.Hand1,
			ev: []invader.Event{invader.CardArranged{Card: "Cattle Prod", Owner: 0, Slot: invader.Hand2},
				invader.CardKept{Survivor: 0, Card: "SMG", Slot: invader.Hand1}},
			where: map[string][]string{"Ann hand1": {"SMG"}, "Ann hand2": {"Cattle Prod"}, "Ann hand2+": {"Energy Cell"}, "deck": {"M.R.E.", "M.R.E."}}},
		{name: "into the free Hand slot", slot: invader.Hand2,
			ev:    []invader.Event{invader.CardKept{Survivor: 0, Card: "SMG", Slot: invader.Hand2}},
			where: map[string][]string{"Ann hand1": {"Cattle Prod"}, "Ann hand1+": {"Energy Cell"}, "Ann hand2": {"SMG"}, "deck": {"M.R.E.", "M.R.E."}}},
		{name: "into the Backpack", slot: invader.Backpack1 + 4,
			ev:    []invader.Event{invader.CardKept{Survivor: 0, Card: "SMG", Slot: invader.Backpack1 + 4}},
			where: map[string][]string{"Ann hand1": {"Cattle Prod"}, "Ann hand1+": {"Energy Cell"}, "Ann pack5": {"SMG"}, "deck": {"M.R.E.", "M.R.E."}}},
		{name: "keep none", slot: -1,
			ev:    []invader.Event{invader.CardDiscarded{Survivor: 0, Card: "SMG"}},
			where: map[string][]string{"Ann hand1": {"Cattle Prod"}, "Ann hand1+": {"Energy Cell"}, "discard": {"SMG"}, "deck": {"M.R.E.", "M.R.E."}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			next, ev := apply(t, drawn, invader.Keep{Survivor: 0, Slot: tt.slot})
			want := append(tt.ev, invader.Reorganized{Survivor: 0, With: 0, Free: true}) // then a free Reorganize (p.22)
			if diff := cmp.Diff(want, ev); diff != "" {
				t.Errorf("p.22: Keep events (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.where, where(next)); diff != "" {
				t.Errorf("p.18: where the cards are (-want +got):\n%s", diff)
			}
			if p := next.Pending(); p.Decision != invader.ReorganizeDecision || actionsLeft(next) != 2 {
				t.Errorf("p.22: after Keep, Pending() = %+v with %d Actions; want a free Reorganize, 2 Actions left", p, actionsLeft(next))
			}
			next, _ = apply(t, next, invader.DoneReorganizing{Survivor: 0})
			if p := next.Pending(); p.Decision != invader.ActionDecision || actionsLeft(next) != 2 {
				t.Errorf("p.22: after the free Reorganize, Pending() = %+v with %d Actions; want the Turn to go on with 2", p, actionsLeft(next))
			}
		})
	}
	refuse(t, drawn, invader.Keep{Survivor: 0, Slot: invader.Body1}, invader.WrongSlot)
	refuse(t, drawn, invader.Search{Survivor: 0}, invader.NotNow)
	refuse(t, drawn, invader.EndTurn{Survivor: 0}, invader.NotNow)
	refuse(t, s, invader.Keep{Survivor: 0, Slot: -1}, invader.NotNow) // nothing drawn
}

// moldCorridorsBoard: room s (the start) and a row of corridors, two under
// Active Mold and one under Inactive Mold.
const moldCorridorsBoard = `
+--+--+--+--+--+
|s om .n .i .b |
+--+--+--+--+--+

s: room start
m: corridor mold=active
n: corridor mold=active
i: corridor mold=inactive
b: corridor objective
`

// A Mold card drawn by a Search (p.22, RULINGS "Search") puts its Xenos in
// every Active Mold Zone, goes to the discard pile and ends the Search:
// nothing to keep, the Turn goes on.
func TestSearchMoldCard(t *testing.T) {
	mold2 := equipment.Card{Name: "Mold: 2 Workers", Mold: equipment.MoldSpawn{Kind: uint8(xeno.Worker), Count: 2}}
	m := equipped(newMission(t, moldCorridorsBoard, civ("Ann", medic)),
		equipment.Entry{Card: mold2, Count: 1, Group: equipment.Deck}, entry(t, "M.R.E.", 1, equipment.Deck))
	s, _ := deal(t, m)
	s, _ = play(t, s, "Ann search")
	s, ev := chance(t, s, "Mold: 2 Workers")
	zm, zn := m.Map.MustLookup("m"), m.Map.MustLookup("n")
	want := []invader.Event{
		invader.CardDrawn{Survivor: 0, Card: "Mold: 2 Workers"},
		invader.CardDiscarded{Survivor: 0, Card: "Mold: 2 Workers"},
		invader.XenosSpawned{Kind: xeno.Worker, Zone: zm, Count: 2},
		invader.XenosSpawned{Kind: xeno.Worker, Zone: zn, Count: 2},
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("p.22: a Mold card drawn (-want +got):\n%s", diff)
	}
	if got := [3]int{s.Xenos(zm).Total(), s.Xenos(zn).Total(), s.Xenos(m.Map.MustLookup("i")).Total()}; got != [3]int{2, 2, 0} {
		t.Errorf("p.20: Xenos in m, n, i = %v, want [2 2 0]: Active Mold only", got)
	}
	if p := s.Pending(); p.Decision != invader.ActionDecision || actionsLeft(s) != 2 {
		t.Errorf("p.22: after a Mold card Pending() = %+v, %d Actions; want the Turn to go on with 2", p, actionsLeft(s))
	}
	if diff := cmp.Diff(map[string][]string{"discard": {"Mold: 2 Workers"}, "deck": {"M.R.E."}}, where(s)); diff != "" {
		t.Errorf("p.22: cards (-want +got):\n%s", diff)
	}
	refuse(t, s, invader.Search{Survivor: 0}, invader.AlreadySearched)
	refuse(t, s, invader.Keep{Survivor: 0, Slot: invader.Backpack1}, invader.NotNow)
}

// An empty Equipment deck takes the discard pile back before the draw (p.22,
// RULINGS "Search"); Starting Equipment discarded goes back aside, never into
// the deck; with nothing left to draw, no Search.
func TestSearchReshuffle(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic)),
		entry(t, "Cattle Prod", 1, equipment.Start), entry(t, "Energy Cell", 1, equipment.Deck))
	s, _ := deal(t, m, "Cattle Prod")
	s, ev := searchFor(t, s, 0, "Energy Cell", -1)
	if got := only[invader.EquipmentDeckShuffled](ev); len(got) != 0 {
		t.Errorf("p.22: the first draw reshuffled: %v", got)
	}
	s, _ = apply(t, s, invader.Discard{Survivor: 0, Card: cardID(t, s, 0, "Cattle Prod")})
	if diff := cmp.Diff(map[string][]string{"discard": {"Energy Cell"}, "aside": {"Cattle Prod"}}, where(s)); diff != "" {
		t.Errorf("p.22: cards (-want +got):\n%s", diff)
	}
	s, _ = play(t, s, "Ann end")
	s, ev = play(t, s, "Ann search")
	if diff := cmp.Diff([]invader.Event{invader.EquipmentDeckShuffled{}}, ev); diff != "" {
		t.Errorf("p.22: Search on an empty deck (-want +got):\n%s", diff)
	}
	want := []invader.ChanceOutcome{{Action: invader.Chance{Outcome: "Energy Cell"}, Label: "Energy Cell", Weight: 1, Total: 1}}
	if diff := cmp.Diff(want, s.ChanceOutcomes()); diff != "" {
		t.Errorf("p.22: the reshuffled deck holds the discard pile only (-want +got):\n%s", diff)
	}
	s, _ = chance(t, s, "Energy Cell")
	s, _ = apply(t, s, invader.Keep{Survivor: 0, Slot: invader.Backpack1})
	s, _ = play(t, s, "Ann done", "Ann end")
	refuse(t, s, invader.Search{Survivor: 0}, invader.NothingToDraw)
}
