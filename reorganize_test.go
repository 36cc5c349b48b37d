package invader_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
)

// Reorganize and trade (p.23), attachments (p.23) and discarding (p.18):
// every card stays in exactly one place.

// Reorganize and trade (p.23): one Action opens a Reorganize with a
// Survivor in the same zone; free Arrange decisions swap cards between
// them; DoneReorganizing ends it.
func TestReorgTradeSwap(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic), civ("Bob", medic), civ("Cid", medic)),
		entry(t, "Cattle Prod", 1, equipment.Start), entry(t, "SMG", 1, equipment.Start))
	s, _ := deal(t, m, "Cattle Prod", "SMG")
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	prod, smg := cardID(t, s, 0, "Cattle Prod"), cardID(t, s, 1, "SMG")
	// p.18: a card may be discarded at any time, even during another
	// player's Turn: Bob may discard during Ann's; not Ann's card.
	require.Contains(t, s.Legal(), invader.Action(invader.Discard{Survivor: 1, Card: smg}))
	refuse(t, s, invader.Discard{Survivor: 0, Card: smg}, invader.NotYours)

	s, ev := play(t, s, "Ann reorganize Bob")
	if diff := cmp.Diff([]invader.Event{invader.Reorganized{Survivor: 0, With: 1}}, ev); diff != "" {
		t.Errorf("p.23: Reorganize events (-want +got):\n%s", diff)
	}
	if p := s.Pending(); p != (invader.Pending{Decision: invader.ReorganizeDecision, Player: 0, Survivor: 0}) || actionsLeft(s) != 2 {
		t.Fatalf("p.23: Pending() = %+v with %d Actions; want a Reorganize for Ann, one Action spent", p, actionsLeft(s))
	}
	if got := s.Legal()[0]; got != (invader.DoneReorganizing{Survivor: 0}) {
		t.Errorf("Legal()[0] = %v, want the safe default: done", got)
	}
	// Ann's Cattle Prod onto Bob's Hand1: the SMG takes its place.
	s, ev = apply(t, s, invader.Arrange{Card: prod, Owner: 1, Slot: invader.Hand1})
	if diff := cmp.Diff([]invader.Event{invader.CardArranged{Card: "Cattle Prod", Owner: 1, Slot: invader.Hand1}}, ev); diff != "" {
		t.Errorf("p.23: Arrange events (-want +got):\n%s", diff)
	}
	want := map[string][]string{"Ann hand1": {"SMG"}, "Bob hand1": {"Cattle Prod"}}
	if diff := cmp.Diff(want, where(s)); diff != "" {
		t.Errorf("p.23: after the swap (-want +got):\n%s", diff)
	}
	// Trades need not be even: both cards to Bob, then both back.
	s, _ = apply(t, s, invader.Arrange{Card: smg, Owner: 1, Slot: invader.Backpack1})
	if diff := cmp.Diff(map[string][]string{"Bob pack1": {"SMG"}, "Bob hand1": {"Cattle Prod"}}, where(s)); diff != "" {
		t.Errorf("p.23: an uneven trade (-want +got):\n%s", diff)
	}
	refuse(t, s, invader.Arrange{Card: smg, Owner: 1, Slot: invader.Backpack1}, invader.NotAChoice) // already there
	refuse(t, s, invader.Arrange{Card: smg, Owner: 2, Slot: invader.Hand1}, invader.NotYours)       // Cid is not trading
	refuse(t, s, invader.Arrange{Card: smg, Owner: 1, Slot: invader.Body1}, invader.WrongSlot)
	refuse(t, s, invader.Arrange{Card: smg, Owner: 1, Slot: -1}, invader.WrongSlot)
	refuse(t, s, invader.Arrange{Card: 99, Owner: 1, Slot: invader.Hand1}, invader.NoSuchThing)
	refuse(t, s, invader.DoneReorganizing{Survivor: 1}, invader.NotYours)
	refuse(t, s, invader.Discard{Survivor: 0, Card: smg}, invader.NotYours)                 // Bob's card now
	require.Contains(t, s.Legal(), invader.Action(invader.Discard{Survivor: 1, Card: smg})) // at any time (p.18)
	refuse(t, s, invader.MakeNoise{Survivor: 0}, invader.NotNow)
	s, _ = apply(t, s, invader.Arrange{Card: smg, Owner: 0, Slot: invader.Hand2}, invader.Arrange{Card: prod, Owner: 0, Slot: invader.Hand1})
	s, ev = play(t, s, "Ann done")
	if len(ev) != 0 {
		t.Errorf("p.23: done: events %v, want none", ev)
	}
	if diff := cmp.Diff(map[string][]string{"Ann hand1": {"Cattle Prod"}, "Ann hand2": {"SMG"}}, where(s)); diff != "" {
		t.Errorf("p.23: after the trade (-want +got):\n%s", diff)
	}
	if p := s.Pending(); p != (invader.Pending{Decision: invader.ActionDecision, Player: 0, Survivor: 0}) || actionsLeft(s) != 2 {
		t.Errorf("p.23: after done Pending() = %+v with %d Actions; want Ann's Turn with 2: the whole Reorganize costs one Action", p, actionsLeft(s))
	}
	refuse(t, s, invader.Arrange{Card: smg, Owner: 0, Slot: invader.Backpack1}, invader.NotNow)
	refuse(t, s, invader.DoneReorganizing{Survivor: 0}, invader.NotNow)

	// Only with a Survivor in the same zone (p.23).
	s, _ = play(t, s, "Ann move c")
	refuse(t, s, invader.Reorganize{Survivor: 0, With: 1}, invader.NotAdjacent)
	refuse(t, s, invader.Reorganize{Survivor: 0, With: 3}, invader.NoSuchThing)
	refuse(t, s, invader.Reorganize{Survivor: 1, With: 1}, invader.NotYours)
	// Alone, it is the last Action: the Turn waits for done, then ends.
	s, _ = play(t, s, "Ann reorganize Ann")
	if actionsLeft(s) != 0 || s.Pending().Decision != invader.ReorganizeDecision {
		t.Fatalf("p.23: the last Action: %d Actions, Pending() = %+v", actionsLeft(s), s.Pending())
	}
	refuse(t, s, invader.Arrange{Card: prod, Owner: 1, Slot: invader.Backpack1}, invader.NotYours) // alone
	_, ev = play(t, s, "Ann done")
	if got := only[invader.TurnEnded](ev); len(got) != 1 {
		t.Errorf("p.23: done after the last Action: events %v, want the Turn to end", ev)
	}
}

// Nothing to reorganize, or no Action left (p.23).
func TestReorgRefused(t *testing.T) {
	m := equipped(newMission(t, twoRoomsBoard, civ("Ann", medic)), entry(t, "M.R.E.", 1, equipment.Deck))
	s, _ := deal(t, m)
	refuse(t, s, invader.Reorganize{Survivor: 0, With: 0}, invader.NothingToDraw) // no card
	s, _ = searchFor(t, s, 0, "M.R.E.", invader.Backpack1)
	s, _ = play(t, s, "Ann noise", "Ann noise") // the free door keeps the Turn open
	require.Equal(t, invader.ActionDecision, s.Pending().Decision)
	refuse(t, s, invader.Reorganize{Survivor: 0, With: 0}, invader.NoActions)
}

// Attachments (p.23): an Energy Cell attaches to a Cattle
// Prod during a Reorganize, takes no slot, travels with its host and is
// discarded with it; one attachment per card; only to a card that takes
// it.
func TestReorgAttach(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic), civ("Bob", medic)),
		entry(t, "Cattle Prod", 1, equipment.Start), entry(t, "SMG", 1, equipment.Start),
		entry(t, "Energy Cell", 2, equipment.Deck), entry(t, "Plenty of Bullets", 1, equipment.Deck))
	s, _ := deal(t, m, "Cattle Prod", "SMG")
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	s, _ = searchFor(t, s, 0, "Energy Cell", invader.Backpack1)
	prod, cell := cardID(t, s, 0, "Cattle Prod"), cardID(t, s, 0, "Energy Cell")
	smg := cardID(t, s, 1, "SMG")
	refuse(t, s, invader.Attach{Card: cell, Host: prod}, invader.NotNow) // only while reorganizing
	s, _ = play(t, s, "Ann reorganize Bob")
	refuse(t, s, invader.Attach{Card: cell, Host: smg}, invader.WrongSlot) // the SMG takes Plenty of Bullets
	refuse(t, s, invader.Attach{Card: prod, Host: smg}, invader.WrongSlot) // not an attachment
	refuse(t, s, invader.Attach{Card: cell, Host: cell}, invader.WrongSlot)
	s, ev := apply(t, s, invader.Attach{Card: cell, Host: prod})
	if diff := cmp.Diff([]invader.Event{invader.CardAttached{Card: "Energy Cell", Host: "Cattle Prod"}}, ev); diff != "" {
		t.Errorf("p.23: Attach events (-want +got):\n%s", diff)
	}
	inv := s.Inventory(0)
	if inv[invader.Hand1].Attached != cell || inv[invader.Backpack1].ID != -1 {
		t.Errorf("p.23, p.18: after Attach Inventory = %+v; want the cell on the prod, its slot free", inv)
	}
	refuse(t, s, invader.Attach{Card: cell, Host: prod}, invader.WrongSlot) // one attachment per card
	// The host goes to Bob with its cell.
	s, _ = apply(t, s, invader.Arrange{Card: prod, Owner: 1, Slot: invader.Backpack1})
	want := map[string][]string{"Bob pack1": {"Cattle Prod"}, "Bob pack1+": {"Energy Cell"}, "Bob hand1": {"SMG"}, "deck": {"Energy Cell", "Plenty of Bullets"}}
	if diff := cmp.Diff(want, where(s)); diff != "" {
		t.Errorf("p.23: the attachment follows its host (-want +got):\n%s", diff)
	}
	s, _ = play(t, s, "Ann done", "Ann end")

	// Bob: a second cell cannot go on the same prod; detaching frees it.
	s, _ = searchFor(t, s, 1, "Energy Cell", invader.Backpack1+1)
	cell2 := cardID(t, s, 1, "Energy Cell") // the first found: the attached one
	for _, it := range s.Inventory(1) {
		if it.Card.Name == "Energy Cell" {
			cell2 = it.ID
		}
	}
	require.NotEqual(t, cell, cell2)
	s, _ = play(t, s, "Bob reorganize Bob")
	refuse(t, s, invader.Attach{Card: cell2, Host: prod}, invader.WrongSlot) // p.23: one attachment per card
	s, ev = apply(t, s, invader.Arrange{Card: cell, Owner: 1, Slot: invader.Backpack1 + 2})
	if diff := cmp.Diff([]invader.Event{invader.CardArranged{Card: "Energy Cell", Owner: 1, Slot: invader.Backpack1 + 2}}, ev); diff != "" {
		t.Errorf("p.23: detach (-want +got):\n%s", diff)
	}
	s, _ = apply(t, s, invader.Attach{Card: cell2, Host: prod})
	// Discarding the host discards its attachment (free, p.18).
	s, ev = apply(t, s, invader.Discard{Survivor: 1, Card: prod})
	if diff := cmp.Diff([]invader.Event{invader.CardDiscarded{Survivor: 1, Card: "Cattle Prod"},
		invader.CardDiscarded{Survivor: 1, Card: "Energy Cell"}}, ev); diff != "" {
		t.Errorf("p.18: discard (-want +got):\n%s", diff)
	}
	want = map[string][]string{"Bob pack3": {"Energy Cell"}, "Bob hand1": {"SMG"}, "aside": {"Cattle Prod"}, "discard": {"Energy Cell"}, "deck": {"Plenty of Bullets"}}
	if diff := cmp.Diff(want, where(s)); diff != "" {
		t.Errorf("p.23: the attachment is discarded with its host (-want +got):\n%s", diff)
	}
	if p := s.Pending(); p.Decision != invader.ReorganizeDecision {
		t.Errorf("p.18: a discard while reorganizing ended it: Pending() = %+v", p)
	}
}

// Discarding is free at any time (p.18); RULINGS "Discarding": the engine
// offers it to the Survivor whose decision it is, placing a drawn card
// included. The drawn card still waits for Keep afterwards.
func TestDiscardWhilePlacingADrawnCard(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic)),
		entry(t, "Cattle Prod", 1, equipment.Start), entry(t, "M.R.E.", 1, equipment.Deck))
	s, _ := deal(t, m, "Cattle Prod")
	prod := cardID(t, s, 0, "Cattle Prod")
	s, _ = play(t, s, "Ann search")
	s, _ = chance(t, s, "M.R.E.")
	require.Equal(t, invader.KeepDecision, s.Pending().Decision)
	n := actionsLeft(s)
	s, ev := apply(t, s, invader.Discard{Survivor: 0, Card: prod})
	if diff := cmp.Diff([]invader.Event{invader.CardDiscarded{Survivor: 0, Card: "Cattle Prod"}}, ev); diff != "" {
		t.Errorf("p.18: Discard while placing a drawn card (-want +got):\n%s", diff)
	}
	if p := s.Pending(); p.Decision != invader.KeepDecision || actionsLeft(s) != n {
		t.Errorf("p.18: after the Discard Pending() = %+v, %d Actions; want the Keep still waiting, no Action spent", p, actionsLeft(s))
	}
	want := map[string][]string{"drawn": {"M.R.E."}, "aside": {"Cattle Prod"}}
	if diff := cmp.Diff(want, where(s)); diff != "" {
		t.Errorf("p.18: cards (-want +got):\n%s", diff)
	}
	s, _ = apply(t, s, invader.Keep{Survivor: 0, Slot: invader.Backpack1})
	refuse(t, s, invader.Discard{Survivor: 0, Card: prod}, invader.NotYours) // no longer Ann's
}

// Every card stays in exactly one place (p.18, items.go) through random
// legal play with a small deck: Searches, Keeps, trades, attachments,
// discards, attacks, Hellfires, Mold cards and reshuffles.
func TestInventoryCardsStayPutInRandomPlay(t *testing.T) {
	equip := []equipment.Entry{
		entry(t, "Cattle Prod", 2, equipment.Start), entry(t, "SMG", 1, equipment.Start),
		entry(t, "Energy Cell", 2, equipment.Deck), entry(t, "Plenty of Bullets", 1, equipment.Deck),
		entry(t, "Canister", 1, equipment.Deck), entry(t, "Flamethrower", 1, equipment.Deck),
		entry(t, "SMG", 1, equipment.Deck), entry(t, "Searchlight", 1, equipment.Deck),
		entry(t, "M.R.E.", 1, equipment.Deck), entry(t, "Mold: 1 Worker", 1, equipment.Deck),
	}
	m := equipped(newMission(t, `
+--+--+--+--+
|s or oc .o |
+--+--+--+--+
|m |  |x |
+--+  +--+

s: room start
r: room security
c: corridor
o: corridor
m: room mold=active
x: room objective
`, civ("Ann", medic), sol("Sol", medic), civ("Sca", skill(survivor.Scavenger))), equip...)
	rapid.Check(t, func(rt *rapid.T) {
		s, err := invader.New(m, invader.ExternalChance(), invader.Seed(rapid.Uint64().Draw(rt, "seed")))
		if err != nil {
			rt.Fatalf("New: %v", err)
		}
		for step := range 121 {
			// A card out of place stays out of place: checking every few
			// steps (the JSON is costly) catches it, at the end at least.
			switch {
			case step%20 == 0:
				check(rt, s)
			case step%5 == 0:
				checkCards(rt, s)
			}
			legal := s.Legal()
			if len(legal) == 0 {
				check(rt, s)
				break
			}
			// Favour what this is about: attaching, then the other card
			// actions.
			var attach, search, cards []invader.Action
			for _, a := range legal {
				switch a.(type) {
				case invader.Attach:
					attach = append(attach, a)
				case invader.Search, invader.Keep:
					search = append(search, a)
				case invader.Reorganize, invader.Arrange, invader.Discard, invader.Attack:
					cards = append(cards, a)
				}
			}
			pick := legal
			switch k := rapid.IntRange(0, 4).Draw(rt, "kind"); {
			case k == 4 && s.Pending().Decision == invader.ReorganizeDecision:
				pick = legal[:1] // done
			case k == 0 && len(attach) > 0:
				pick = attach
			case k == 1 && len(search) > 0:
				pick = search
			case k == 2 && len(cards) > 0:
				pick = cards
			}
			a := rapid.SampledFrom(pick).Draw(rt, fmt.Sprintf("action %d", step))
			next, _, err := s.Apply(a)
			if err != nil {
				rt.Fatalf("Apply(%v), listed by Legal: %v", a, err)
			}
			s = next
		}
	})
}

// Cards may be discarded at any time, for free, even during another
// player's Turn (p.18): at every player decision, in the Players' Phase
// and the Xenos'; but not the weapon of an attack being rolled
// (docs/RULINGS.md, "Discarding").
func TestDiscardAnyTime(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", skill(survivor.Lucky)), civ("Bob", medic)),
		entry(t, "Cattle Prod", 2, equipment.Start))
	put(&m, "c", xeno.Worker, 2)
	s, _ := deal(t, m, "Cattle Prod", "Cattle Prod")
	annProd, bobProd := cardID(t, s, 0, "Cattle Prod"), cardID(t, s, 1, "Cattle Prod")
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	require.Contains(t, s.Legal(), invader.Action(invader.Discard{Survivor: 1, Card: bobProd}), "Bob, during Ann's Turn")
	s, _ = play(t, s, "Ann move c", "Ann attack c hand1", "chance 1", "chance 1")
	require.Equal(t, invader.RerollDecision, s.Pending().Decision, "Lucky: Ann may re-roll her two misses")
	refuse(t, s, invader.Discard{Survivor: 0, Card: annProd}, invader.CardInUse)
	require.Contains(t, s.Legal(), invader.Action(invader.Discard{Survivor: 1, Card: bobProd}), "Bob, during Ann's re-roll")
	s, ev := apply(t, s, invader.Discard{Survivor: 1, Card: bobProd})
	if diff := cmp.Diff([]invader.Event{invader.CardDiscarded{Survivor: 1, Card: "Cattle Prod"}}, ev); diff != "" {
		t.Errorf("p.18: Bob's discard (-want +got):\n%s", diff)
	}
	if got := s.Pending().Decision; got != invader.RerollDecision {
		t.Errorf("p.18: a discard changes no decision: Pending() = %v, want a re-roll", got)
	}
}
