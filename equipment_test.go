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

// Equipment cards (pp.13-18): Bullets, Energy and Prototype weapons
// (pp.14-15), Range (p.16), slots (p.18), Body cards and Starting
// Equipment.

// The weapons of pp.14-15: Bullets weapons cannot be used in an exterior Zone;
// Energy weapons can; a Prototype works only with an Energy Cell attached,
// and the Prototype Light Machine Gun is silent.
func TestEquipEXEQ1(t *testing.T) {
	sca := civ("Sca", skill(survivor.Scavenger)) // Searches outside (p.22, Scavenger)
	tests := []struct {
		name, rule, board string
		weapon            string // dealt into Hand1
		deck              []string
		cell              bool   // Search an Energy Cell and attach it to the weapon
		target            string // Xenos: 2 Workers there
		want              invader.Reason
		dice              int // when legal: dice to roll
		noisy             bool
	}{
		{name: "SMG in an exterior zone", rule: "p.14", board: outsideBoard, weapon: "SMG", target: "f", want: invader.NoBulletsOutside},
		{name: "SMG inside", rule: "p.14", board: roomBoard, weapon: "SMG", target: "c", dice: 2, noisy: true},
		{name: "Heavy Shotgun in an exterior zone", rule: "p.14", board: outsideBoard, weapon: "Heavy Shotgun", target: "f", want: invader.NoBulletsOutside},
		{name: "Light Machine Gun in an exterior zone", rule: "p.14", board: outsideBoard, weapon: "Light Machine Gun", target: "f", want: invader.NoBulletsOutside},
		{name: "Cattle Prod (Energy) in an exterior zone", rule: "p.15", board: outsideBoard, weapon: "Cattle Prod", target: "e", dice: 2},
		{name: "Prototype LMG without an Energy Cell, outside", rule: "p.14", board: outsideBoard, weapon: "Prototype Light Machine Gun", target: "f", want: invader.NoPower},
		{name: "Prototype LMG without an Energy Cell, inside", rule: "p.14", board: roomBoard, weapon: "Prototype Light Machine Gun", target: "c", want: invader.NoPower},
		{name: "Prototype LMG with an Energy Cell in the Backpack", rule: "p.14, p.23", board: outsideBoard, weapon: "Prototype Light Machine Gun",
			deck: []string{"Energy Cell"}, target: "f", want: invader.NoPower},
		{name: "Prototype LMG with an Energy Cell attached, outside: silent", rule: "pp.14-15", board: outsideBoard, weapon: "Prototype Light Machine Gun",
			deck: []string{"Energy Cell"}, cell: true, target: "f", dice: 5},
		{name: "Prototype Sniper Rifle with an Energy Cell attached", rule: "p.14", board: outsideBoard, weapon: "Prototype Sniper Rifle",
			deck: []string{"Energy Cell"}, cell: true, target: "o", dice: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			equip := []equipment.Entry{entry(t, tt.weapon, 1, equipment.Start)}
			for _, n := range tt.deck {
				equip = append(equip, entry(t, n, 1, equipment.Deck))
			}
			m := equipped(newMission(t, tt.board, sca), equip...)
			put(&m, tt.target, xeno.Worker, 2)
			s, _ := deal(t, m, tt.weapon)
			if len(tt.deck) > 0 {
				s, _ = searchFor(t, s, 0, "Energy Cell", invader.Backpack1)
			}
			if tt.cell {
				var ev []invader.Event
				s, ev = attachTo(t, s, 0, "Energy Cell", tt.weapon)
				if diff := cmp.Diff([]invader.CardAttached{{Card: "Energy Cell", Host: tt.weapon}}, only[invader.CardAttached](ev)); diff != "" {
					t.Errorf("p.23: Attach events (-want +got):\n%s", diff)
				}
			}
			a := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup(tt.target)}
			if tt.want != 0 {
				refuse(t, s, a, tt.want)
				return
			}
			before := actionsLeft(s)
			next, ev := apply(t, s, a)
			if got := len(only[invader.NoiseMade](ev)); got != map[bool]int{true: 1}[tt.noisy] {
				t.Errorf("%s: %s: %d NoiseMade events, want noisy = %v: %v", tt.rule, tt.weapon, got, tt.noisy, ev)
			}
			if actionsLeft(next) != before-1 {
				t.Errorf("p.24: the attack left %d Actions of %d, want one spent", actionsLeft(next), before)
			}
			faces := make([]int, tt.dice)
			for i := range faces {
				faces[i] = 1
			}
			next, ev = roll(t, next, faces...)
			if p := next.Pending(); p.Decision == invader.RerollDecision {
				next, ev = apply(t, next, invader.Reroll{Survivor: 0, Yes: false})
			}
			if got := only[invader.AttackResolved](ev); len(got) != 1 || got[0].Misses != tt.dice {
				t.Errorf("%s: %s rolled %d dice: AttackResolved %v, want %d misses", tt.rule, tt.weapon, tt.dice, got, tt.dice)
			}
			if got := next.Noise(s.Survivor(0).Zone); got != map[bool]int{true: 1}[tt.noisy] {
				t.Errorf("%s: Noise in the attacker's zone = %d", tt.rule, got)
			}
		})
	}
}

// Range (p.16): "0" is the Survivor's own Zone only, "1-1"
// exactly one Zone away, "1-2" one or two; the target must be in sight and
// hold Xenos.
func TestEquipEXEQ2Range(t *testing.T) {
	tests := []struct {
		weapon, target string
		want           invader.Reason
	}{
		{"SMG", "s", invader.OutOfRange}, // 1-1: not its own zone
		{"SMG", "a", 0},
		{"SMG", "b", invader.OutOfRange}, // 1-1: not 2 away
		{"SMG", "w", invader.OutOfRange}, // a wall: out of sight
		{"Heavy Shotgun", "s", invader.OutOfRange},
		{"Heavy Shotgun", "a", 0},
		{"Heavy Shotgun", "b", 0},
		{"Heavy Shotgun", "o", invader.OutOfRange},
		{"Light Machine Gun", "b", 0},
		{"Light Machine Gun", "o", invader.NoTargets}, // in Range 1-3, but no Xeno there
		{"Cattle Prod", "s", 0},                       // Range 0: its own zone
		{"Cattle Prod", "a", invader.OutOfRange},
		{"Assault Shotgun", "s", 0}, // 0-1 (provisional card)
		{"Assault Shotgun", "a", 0},
		{"Assault Shotgun", "b", invader.OutOfRange},
	}
	for _, tt := range tests {
		t.Run(tt.weapon+" at "+tt.target, func(t *testing.T) {
			m := equipped(newMission(t, rangeBoard, civ("Ann", medic)), entry(t, tt.weapon, 1, equipment.Start))
			for _, z := range []string{"s", "a", "b", "w"} {
				put(&m, z, xeno.Worker, 1)
			}
			s, _ := deal(t, m, tt.weapon)
			a := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup(tt.target)}
			if tt.want != 0 {
				refuse(t, s, a, tt.want)
				return
			}
			next, _ := apply(t, s, a)
			if p := next.Pending(); p.Decision != invader.ChanceDecision {
				t.Errorf("p.16: %s at %s: Pending() = %+v, want the dice", tt.weapon, tt.target, p)
			}
		})
	}
}

// darkBoard: room s (the start) opens on a dark corridor d.
const darkBoard = `
+--+--+--+
|s od .b |
+--+--+--+

s: room start
d: corridor dark
b: corridor objective
`

// Slots (p.18): an M.R.E. (no symbol) fits only the Backpack; a
// Searchlight works in a Body slot only (sight into Dark Zones, p.11);
// discarding is free and does not end the Turn.
func TestEquipEXINV1Slots(t *testing.T) {
	t.Run("M.R.E. slots", func(t *testing.T) {
		m := equipped(newMission(t, roomBoard, civ("Ann", medic)), entry(t, "M.R.E.", 1, equipment.Deck))
		s, _ := deal(t, m)
		s, _ = play(t, s, "Ann search")
		s, _ = chance(t, s, "M.R.E.")
		for _, slot := range []int{invader.Hand1, invader.Hand2, invader.Body1, invader.Body2} {
			refuse(t, s, invader.Keep{Survivor: 0, Slot: slot}, invader.WrongSlot)
		}
		refuse(t, s, invader.Keep{Survivor: 0, Slot: invader.NumSlots}, invader.WrongSlot)
		refuse(t, s, invader.Keep{Survivor: 1, Slot: invader.Backpack1}, invader.NotYours)
		for slot := invader.Backpack1; slot < invader.NumSlots; slot++ {
			next, ev := apply(t, s, invader.Keep{Survivor: 0, Slot: slot})
			want := []invader.Event{invader.CardKept{Survivor: 0, Card: "M.R.E.", Slot: slot}, invader.Reorganized{Survivor: 0, With: 0, Free: true}}
			if diff := cmp.Diff(want, ev); diff != "" {
				t.Errorf("p.18: keep in slot %d (-want +got):\n%s", slot, diff)
			}
			if got := next.Inventory(0)[slot].Card.Name; got != "M.R.E." {
				t.Errorf("p.18: slot %d holds %q", slot, got)
			}
		}
	})
	t.Run("Searchlight", func(t *testing.T) {
		m := equipped(newMission(t, darkBoard, civ("Ann", medic)),
			entry(t, "SMG", 1, equipment.Start), entry(t, "Searchlight", 1, equipment.Deck))
		put(&m, "d", xeno.Worker, 1)
		s, _ := deal(t, m, "SMG")
		at := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup("d")}
		refuse(t, s, at, invader.OutOfRange) // p.11: the Dark Zone is out of sight
		s, _ = play(t, s, "Ann search")
		s, _ = chance(t, s, "Searchlight")
		refuse(t, s, invader.Keep{Survivor: 0, Slot: invader.Hand1}, invader.WrongSlot)
		inPack, _ := apply(t, s, invader.Keep{Survivor: 0, Slot: invader.Backpack1})
		inPack, _ = endFreeReorganize(t, inPack, 0)
		refuse(t, inPack, at, invader.OutOfRange) // p.18: no effect from the Backpack
		onBody, _ := apply(t, s, invader.Keep{Survivor: 0, Slot: invader.Body2})
		onBody, _ = endFreeReorganize(t, onBody, 0)
		if !slices.Contains(onBody.Legal(), invader.Action(at)) {
			t.Errorf("p.11, p.18: with a Searchlight in a Body slot the attack on the Dark Zone is not legal: %v", onBody.Legal())
		}
		apply(t, onBody, at)
		// Moving it to the Backpack turns it off again (p.18).
		off, _ := apply(t, onBody, invader.Reorganize{Survivor: 0, With: 0})
		off, _ = apply(t, off, invader.Arrange{Card: cardID(t, off, 0, "Searchlight"), Owner: 0, Slot: invader.Backpack1},
			invader.DoneReorganizing{Survivor: 0})
		refuse(t, off, at, invader.OutOfRange)

		// Discarding is free and does not end the Turn (p.18).
		n := actionsLeft(onBody)
		id := cardID(t, onBody, 0, "Searchlight")
		next, ev := apply(t, onBody, invader.Discard{Survivor: 0, Card: id})
		if diff := cmp.Diff([]invader.Event{invader.CardDiscarded{Survivor: 0, Card: "Searchlight"}}, ev); diff != "" {
			t.Errorf("p.18: Discard events (-want +got):\n%s", diff)
		}
		if actionsLeft(next) != n || next.Pending() != onBody.Pending() {
			t.Errorf("p.18: Discard left %d Actions (had %d), Pending() = %+v; want free, same Turn", actionsLeft(next), n, next.Pending())
		}
		if got := where(next)["discard"]; !slices.Equal(got, []string{"Searchlight"}) {
			t.Errorf("p.18: discard pile %q, want the Searchlight", got)
		}
		refuse(t, next, at, invader.OutOfRange)
		refuse(t, next, invader.Discard{Survivor: 0, Card: id}, invader.NotYours) // no longer carried
	})
}

// Body slots (p.18, RULINGS "Body slots"): an Oxygen Tank
// lets its Survivor step outside only from a Body slot.
func TestEquipOxygenTankInBody(t *testing.T) {
	for _, tt := range []struct {
		slot int
		want invader.Reason
	}{{invader.Body1, 0}, {invader.Body1 + 1, 0}, {invader.Backpack1, invader.NeedsOxygen}} {
		t.Run(fmt.Sprint("slot ", tt.slot), func(t *testing.T) {
			m := equipped(newMission(t, `
+--+--+--+
|s ol oe |
+--+--+--+

s: room start
l: room airlock
e: exterior objective
`, civ("Ann", medic)), entry(t, "Oxygen Tank", 1, equipment.Deck))
			ze := m.Map.MustLookup("e")
			s, _ := deal(t, m)
			s, _ = searchFor(t, s, 0, "Oxygen Tank", tt.slot)
			s, _ = play(t, s, "Ann move l")
			if tt.want != 0 {
				refuse(t, s, invader.Move{Survivor: 0, To: ze}, tt.want)
				return
			}
			s, _ = apply(t, s, invader.Move{Survivor: 0, To: ze})
			if got := zoneOf(s, 0); got != "e" {
				t.Errorf("p.35: with an Oxygen Tank in a Body slot Ann is in %s, want e", got)
			}
		})
	}
}

// Ablative Armor (provisional) in a Body slot takes 1 Damage off each hit,
// Friendly Fire too; in the Backpack it does nothing (p.18). An M.R.E.
// (provisional) restores 1 Armor point when discarded.
func TestEquipAblativeArmorAndMRE(t *testing.T) {
	for _, tt := range []struct {
		name  string
		slot  int
		armor int // Bob's Armor after two SMG misses
		lost  bool
	}{{"in a Body slot", invader.Body1, 2, false}, {"in the Backpack", invader.Backpack1, 0, true}} {
		t.Run(tt.name, func(t *testing.T) {
			m := equipped(newMission(t, roomBoard, civ("Ann", medic), civ("Bob", medic)),
				entry(t, "SMG", 1, equipment.Start), entry(t, "Ablative Armor", 1, equipment.Deck))
			put(&m, "c", xeno.Worker, 1)
			s, _ := deal(t, m, "SMG")
			s, _ = apply(t, s, invader.Activate{Survivor: 1})
			s, _ = searchFor(t, s, 1, "Ablative Armor", tt.slot)
			s, _ = play(t, s, "Bob move c", "Bob end")
			s, _ = play(t, s, "Ann attack c hand1")
			s, ev := roll(t, s, 1, 2)
			want := []invader.FriendlyFire{{Shooter: 0, Survivor: 1, Damage: 1, Armor: 2}, {Shooter: 0, Survivor: 1, Damage: 1, Armor: 2}}
			if tt.lost {
				want = []invader.FriendlyFire{{Shooter: 0, Survivor: 1, Damage: 1, Armor: 1}, {Shooter: 0, Survivor: 1, Damage: 1, Armor: 0}}
			}
			if diff := cmp.Diff(want, only[invader.FriendlyFire](ev)); diff != "" {
				t.Errorf("p.18, p.32: Friendly Fire on Bob (-want +got):\n%s", diff)
			}
			if s.Survivor(1).Armor != tt.armor || s.IsOver() != tt.lost {
				t.Errorf("p.18: Bob has %d Armor, game %v; want %d, lost %v", s.Survivor(1).Armor, s.Outcome(), tt.armor, tt.lost)
			}
		})
	}
	t.Run("M.R.E.", func(t *testing.T) {
		m := equipped(newMission(t, roomBoard, civ("Ann", medic), civ("Bob", medic)),
			entry(t, "SMG", 1, equipment.Start), entry(t, "M.R.E.", 2, equipment.Deck))
		put(&m, "c", xeno.Worker, 1)
		s, _ := deal(t, m, "SMG")
		s, _ = apply(t, s, invader.Activate{Survivor: 1})
		s, _ = searchFor(t, s, 1, "M.R.E.", invader.Backpack1)
		s, _ = play(t, s, "Bob move c", "Bob end", "Ann attack c hand1")
		s, _ = roll(t, s, 6, 1) // the Worker dies, one miss hits Bob
		require.Equal(t, 1, s.Survivor(1).Armor)
		s, _ = play(t, s, "Ann end", "activate Bob")
		mre := cardID(t, s, 1, "M.R.E.")
		s, ev := apply(t, s, invader.Discard{Survivor: 1, Card: mre})
		want := []invader.Event{invader.CardDiscarded{Survivor: 1, Card: "M.R.E."}, invader.SurvivorHealed{Survivor: 1, Armor: 2}}
		if diff := cmp.Diff(want, ev); diff != "" {
			t.Errorf("M.R.E.: discard (-want +got):\n%s", diff)
		}
		if actionsLeft(s) != 3 {
			t.Errorf("p.18: the discard cost an Action: %d left", actionsLeft(s))
		}
		s, _ = play(t, s, "Bob move s")
		s, _ = searchFor(t, s, 1, "M.R.E.", invader.Backpack1)
		_, ev = apply(t, s, invader.Discard{Survivor: 1, Card: cardID(t, s, 1, "M.R.E.")})
		if got := only[invader.SurvivorHealed](ev); len(got) != 0 {
			t.Errorf("M.R.E.: at full Armor it healed: %v", got)
		}
	})
}

// Starting Equipment is dealt into a Hand slot (p.9, RULINGS "Starting
// Equipment"); Hand
// slots take Hand cards only (p.18). A mission may list any card as
// Starting Equipment: a Body card is dealt into a Body slot, a card
// without symbol into the Backpack, and the State loads from its JSON.
func TestEquipStartingCardDealtIntoASlotItFits(t *testing.T) {
	for _, tt := range []struct{ card, where string }{
		{"SMG", "Ann hand1"}, {"Searchlight", "Ann body1"}, {"M.R.E.", "Ann pack1"},
	} {
		t.Run(tt.card, func(t *testing.T) {
			m := equipped(newMission(t, roomBoard, civ("Ann", medic)), entry(t, tt.card, 1, equipment.Start))
			require.NoError(t, m.Validate())
			s, _ := deal(t, m, tt.card) // check: every card fits its slot, JSON round trip
			if diff := cmp.Diff(map[string][]string{tt.where: {tt.card}}, where(s)); diff != "" {
				t.Errorf("p.18: the deal (-want +got):\n%s", diff)
			}
		})
	}
}
