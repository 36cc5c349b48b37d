package invader_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
)

// Equipment (pp.13-18), Search (p.22) and Reorganize (p.23).

// eqOutsideBoard: three exterior zones in a row; the Survivors start in e.
const eqOutsideBoard = `
+--+--+--+
|e .f .o |
+--+--+--+

e: exterior start
f: exterior
o: exterior objective
`

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
		{name: "SMG in an exterior zone", rule: "p.14", board: eqOutsideBoard, weapon: "SMG", target: "f", want: invader.NoBulletsOutside},
		{name: "SMG inside", rule: "p.14", board: roomBoard, weapon: "SMG", target: "c", dice: 2, noisy: true},
		{name: "Heavy Shotgun in an exterior zone", rule: "p.14", board: eqOutsideBoard, weapon: "Heavy Shotgun", target: "f", want: invader.NoBulletsOutside},
		{name: "Light Machine Gun in an exterior zone", rule: "p.14", board: eqOutsideBoard, weapon: "Light Machine Gun", target: "f", want: invader.NoBulletsOutside},
		{name: "Cattle Prod (Energy) in an exterior zone", rule: "p.15", board: eqOutsideBoard, weapon: "Cattle Prod", target: "e", dice: 2},
		{name: "Prototype LMG without an Energy Cell, outside", rule: "p.14", board: eqOutsideBoard, weapon: "Prototype Light Machine Gun", target: "f", want: invader.NoPower},
		{name: "Prototype LMG without an Energy Cell, inside", rule: "p.14", board: roomBoard, weapon: "Prototype Light Machine Gun", target: "c", want: invader.NoPower},
		{name: "Prototype LMG with an Energy Cell in the Backpack", rule: "p.14, p.23", board: eqOutsideBoard, weapon: "Prototype Light Machine Gun",
			deck: []string{"Energy Cell"}, target: "f", want: invader.NoPower},
		{name: "Prototype LMG with an Energy Cell attached, outside: silent", rule: "pp.14-15", board: eqOutsideBoard, weapon: "Prototype Light Machine Gun",
			deck: []string{"Energy Cell"}, cell: true, target: "f", dice: 5},
		{name: "Prototype Sniper Rifle with an Energy Cell attached", rule: "p.14", board: eqOutsideBoard, weapon: "Prototype Sniper Rifle",
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

// eqRangeBoard: four corridors in a row (s, a, b, o: Ranges 0 to 3 from s)
// and a room w behind a wall from s.
const eqRangeBoard = `
+--+--+--+--+
|s .a .b .o |
+--+--+--+--+
|w |
+--+

s: corridor start
a: corridor
b: corridor
o: corridor objective
w: room
`

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
			m := equipped(newMission(t, eqRangeBoard, civ("Ann", medic)), entry(t, tt.weapon, 1, equipment.Start))
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

// eqNoiseBoard: room s (the start) opens on corridor c.
const eqNoiseBoard = `
+--+--+--+
|s oc .b |
+--+--+--+

s: room start
c: corridor
b: corridor objective
`

// The Noise example of p.17 with its weapons: Magnus kills a Worker in his own
// zone with a silent Sledge (no Noise token), fires the noisy Assault
// Shotgun at a zone 1 away (three dice, one Action: exactly one token, in
// Magnus's zone, not the target's), then moves away: the token stays. The
// End Phase removes it. Aid hands Magnus the shotgun first (p.23).
func TestEquipEXNOISE1Weapons(t *testing.T) {
	magnus, ok := survivor.Lookup("Magnus")
	require.True(t, ok)
	m := equipped(newMission(t, eqNoiseBoard, magnus, civ("Aid", medic)),
		entry(t, "Sledge", 1, equipment.Start), entry(t, "Assault Shotgun", 1, equipment.Start))
	put(&m, "s", xeno.Worker, 1)
	put(&m, "c", xeno.Worker, 3)
	zs, zc := m.Map.MustLookup("s"), m.Map.MustLookup("c")
	s, _ := deal(t, m, "Sledge", "Assault Shotgun")
	s, _ = apply(t, s, invader.Activate{Survivor: 1})
	s, _ = play(t, s, "Aid reorganize Magnus")
	s, _ = apply(t, s, invader.Arrange{Card: cardID(t, s, 1, "Assault Shotgun"), Owner: 0, Slot: invader.Hand2})
	s, _ = play(t, s, "Aid done", "Aid end")
	require.Equal(t, invader.Pending{Decision: invader.ActionDecision, Player: 0, Survivor: 0}, s.Pending())
	require.Equal(t, []string{"Sledge", "Assault Shotgun"}, s.Survivor(0).Hand)

	// Action 1: the Sledge, silent.
	s, ev := play(t, s, "Magnus attack s hand1")
	s, more := roll(t, s, 6)
	ev = append(ev, more...)
	if got := only[invader.NoiseMade](ev); len(got) != 0 {
		t.Errorf("p.17: a Sledge (silent) kill made Noise: %v", got)
	}
	if diff := cmp.Diff([]invader.XenosEliminated{{Survivor: 0, Kind: xeno.Worker, Zone: zs, Count: 1}}, only[invader.XenosEliminated](ev)); diff != "" {
		t.Errorf("p.17: the Sledge kill (-want +got):\n%s", diff)
	}
	// Action 2: the Assault Shotgun at c, three dice, one token in s.
	s, ev = play(t, s, "Magnus attack c hand2")
	if diff := cmp.Diff([]invader.NoiseMade{{Survivor: 0, Zone: zs}}, only[invader.NoiseMade](ev)); diff != "" {
		t.Errorf("p.17: one noisy Action (-want +got):\n%s", diff)
	}
	s, more = roll(t, s, 4, 5, 1)
	if got := only[invader.DieRolled](more); len(got) != 3 {
		t.Errorf("p.17: the Assault Shotgun rolled %d dice, want 3", len(got))
	}
	if got := [2]int{s.Noise(zs), s.Noise(zc)}; got != [2]int{1, 0} {
		t.Errorf("p.17: after the shot Noise(s), Noise(c) = %v, want [1 0]: one token, in the shooter's zone", got)
	}
	if got := s.Xenos(zc)[xeno.Worker]; got != 1 {
		t.Errorf("p.16: 2 successes of 3 dice left %d Workers of 3 in c, want 1", got)
	}
	// Action 3: Magnus moves away; the token stays in s. His Turn ends and
	// the End Phase removes the token.
	s, ev = play(t, s, "Magnus move c")
	if diff := cmp.Diff([]invader.NoiseRemoved{{Zone: zs, Count: 1}}, only[invader.NoiseRemoved](ev)); diff != "" {
		t.Errorf("p.17: the End Phase (-want +got):\n%s", diff)
	}
	if s.Round() != 2 || s.Noise(zs) != 0 {
		t.Errorf("p.17: round %d, Noise(s) %d after the End Phase; want round 2, none", s.Round(), s.Noise(zs))
	}
}

// Noise (p.17): the token stays when the Survivor moves; a Dual
// attack is one Action, hence one token; each noisy Action makes its own.
func TestEquipNoiseDualOneToken(t *testing.T) {
	m := equipped(newMission(t, eqNoiseBoard, civ("Ann", medic)),
		entry(t, "SMG", 1, equipment.Start), entry(t, "SMG", 1, equipment.Deck))
	put(&m, "c", xeno.Worker, 5)
	zs := m.Map.MustLookup("s")
	s, _ := deal(t, m, "SMG")
	s, _ = searchFor(t, s, 0, "SMG", invader.Hand2)
	s, ev := play(t, s, "Ann attack c hand1 dual")
	if diff := cmp.Diff([]invader.NoiseMade{{Survivor: 0, Zone: zs}}, only[invader.NoiseMade](ev)); diff != "" {
		t.Errorf("p.17: a Dual SMG attack (-want +got):\n%s", diff)
	}
	s, ev = roll(t, s, 5, 6, 5, 6)
	if got := len(only[invader.DieRolled](ev)); got != 4 {
		t.Errorf("p.16: Dual SMGs rolled %d dice, want 4", got)
	}
	if got := s.Noise(zs); got != 1 {
		t.Errorf("p.17: Noise(s) = %d after one Dual attack, want 1", got)
	}
	// The third Action ends the Turn: the End Phase takes both tokens off s.
	s, ev = play(t, s, "Ann attack c hand2")
	_, more := roll(t, s, 1, 1)
	ev = append(ev, more...)
	if got := len(only[invader.NoiseMade](ev)); got != 1 {
		t.Errorf("p.17: a second noisy Action made %d tokens, want 1", got)
	}
	if diff := cmp.Diff([]invader.NoiseRemoved{{Zone: zs, Count: 2}}, only[invader.NoiseRemoved](ev)); diff != "" {
		t.Errorf("p.17: two noisy Actions, then the End Phase (-want +got):\n%s", diff)
	}
}

// eqDarkBoard: room s (the start) opens on a dark corridor d.
const eqDarkBoard = `
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
			if diff := cmp.Diff([]invader.Event{invader.CardKept{Survivor: 0, Card: "M.R.E.", Slot: slot}}, ev); diff != "" {
				t.Errorf("p.18: keep in slot %d (-want +got):\n%s", slot, diff)
			}
			if got := next.Inventory(0)[slot].Card.Name; got != "M.R.E." {
				t.Errorf("p.18: slot %d holds %q", slot, got)
			}
		}
	})
	t.Run("Searchlight", func(t *testing.T) {
		m := equipped(newMission(t, eqDarkBoard, civ("Ann", medic)),
			entry(t, "SMG", 1, equipment.Start), entry(t, "Searchlight", 1, equipment.Deck))
		put(&m, "d", xeno.Worker, 1)
		s, _ := deal(t, m, "SMG")
		at := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: m.Map.MustLookup("d")}
		refuse(t, s, at, invader.OutOfRange) // p.11: the Dark Zone is out of sight
		s, _ = play(t, s, "Ann search")
		s, _ = chance(t, s, "Searchlight")
		refuse(t, s, invader.Keep{Survivor: 0, Slot: invader.Hand1}, invader.WrongSlot)
		inPack, _ := apply(t, s, invader.Keep{Survivor: 0, Slot: invader.Backpack1})
		refuse(t, inPack, at, invader.OutOfRange) // p.18: no effect from the Backpack
		onBody, _ := apply(t, s, invader.Keep{Survivor: 0, Slot: invader.Body2})
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

// eqSearchBoard is a start zone s of the given kind and legend words, with a
// corridor b beside it (an exterior zone when s is one).
func eqSearchBoard(kind, words string) string {
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
			m := equipped(newMission(t, eqSearchBoard(tt.kind, tt.words), tt.card),
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
				{Action: invader.Chance{Outcome: 0}, Label: "Energy Cell", Weight: 2, Total: 3},
				{Action: invader.Chance{Outcome: 1}, Label: "M.R.E.", Weight: 1, Total: 3},
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
		{name: "into the occupied Hand slot", slot: invader.Hand1,
			ev: []invader.Event{invader.CardDiscarded{Survivor: 0, Card: "Cattle Prod"}, invader.CardDiscarded{Survivor: 0, Card: "Energy Cell"},
				invader.CardKept{Survivor: 0, Card: "SMG", Slot: invader.Hand1}},
			where: map[string][]string{"Ann hand1": {"SMG"}, "aside": {"Cattle Prod"}, "discard": {"Energy Cell"}, "deck": {"M.R.E.", "M.R.E."}}},
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
			if diff := cmp.Diff(tt.ev, ev); diff != "" {
				t.Errorf("p.22: Keep events (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.where, where(next)); diff != "" {
				t.Errorf("p.18: where the cards are (-want +got):\n%s", diff)
			}
			if p := next.Pending(); p.Decision != invader.ActionDecision || actionsLeft(next) != 2 {
				t.Errorf("p.22: after Keep, Pending() = %+v with %d Actions; want the Turn to go on with 2", p, actionsLeft(next))
			}
		})
	}
	refuse(t, drawn, invader.Keep{Survivor: 0, Slot: invader.Body1}, invader.WrongSlot)
	refuse(t, drawn, invader.Search{Survivor: 0}, invader.NotNow)
	refuse(t, drawn, invader.EndTurn{Survivor: 0}, invader.NotNow)
	refuse(t, s, invader.Keep{Survivor: 0, Slot: -1}, invader.NotNow) // nothing drawn
}

// eqMoldBoard: room s (the start) and a row of corridors, two under Active
// Mold and one under Inactive Mold.
const eqMoldBoard = `
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
	m := equipped(newMission(t, eqMoldBoard, civ("Ann", medic)),
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

// An empty Equipment deck takes the discard pile back before the draw
// (p.22, RULINGS "Search"); Starting Equipment discarded goes back aside, never into
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
	want := []invader.ChanceOutcome{{Action: invader.Chance{Outcome: 0}, Label: "Energy Cell", Weight: 1, Total: 1}}
	if diff := cmp.Diff(want, s.ChanceOutcomes()); diff != "" {
		t.Errorf("p.22: the reshuffled deck holds the discard pile only (-want +got):\n%s", diff)
	}
	s, _ = chance(t, s, "Energy Cell")
	s, _ = apply(t, s, invader.Keep{Survivor: 0, Slot: invader.Backpack1})
	s, _ = play(t, s, "Ann end")
	refuse(t, s, invader.Search{Survivor: 0}, invader.NothingToDraw)
}

// Reorganize and trade (p.23): one Action opens a Reorganize with a
// Survivor in the same zone; free Arrange decisions swap cards between
// them; DoneReorganizing ends it.
func TestReorgTradeSwap(t *testing.T) {
	m := equipped(newMission(t, roomBoard, civ("Ann", medic), civ("Bob", medic), civ("Cid", medic)),
		entry(t, "Cattle Prod", 1, equipment.Start), entry(t, "SMG", 1, equipment.Start))
	s, _ := deal(t, m, "Cattle Prod", "SMG")
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	prod, smg := cardID(t, s, 0, "Cattle Prod"), cardID(t, s, 1, "SMG")
	// RULINGS "Discarding": the engine offers free discards to the Survivor
	// whose decision it is, not during another's Turn (p.18 says any
	// time).
	refuse(t, s, invader.Discard{Survivor: 1, Card: smg}, invader.NotYours)

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
	refuse(t, s, invader.Discard{Survivor: 0, Card: smg}, invader.NotYours) // Bob's card now
	refuse(t, s, invader.Discard{Survivor: 1, Card: smg}, invader.NotYours) // not Bob's decision
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
			// Favour what this is about: attaching, then the other card actions.
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
