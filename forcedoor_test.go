package invader_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Forced doors (M11, RULINGS "Forced doors").

// doorBoard: a corridor and a room behind a closed door.
const doorBoard = `
+--+--+
|s Dr |
+--+--+

s: corridor start
r: room objective
`

// M11: forced doors do not open normally; a hit of a Damage 2 weapon from
// the door's Zone opens them for good; a Damage 1 weapon cannot.
func TestForceDoor(t *testing.T) {
	board := doorBoard
	for _, tt := range []struct {
		name   string
		faces  []string // the dice rolled, by ChanceOutcome label
		opened bool
	}{
		{"a hit opens it", []string{"1", "6"}, true},
		{"no hit, still shut", []string{"1", "2"}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := equipped(newMission(t, board), entry(t, "Heavy Cutter", 1, equipment.Start))
			m.ForcedDoors = append(m.ForcedDoors, 0)
			s := start(t, m, invader.ExternalChance())
			s, _ = apply(t, s, nthOutcome(t, s, 0))                                  // the deal
			refuse(t, s, invader.OpenDoor{Survivor: 0, Door: 0}, invader.DoorLocked) // M11: a forced door does not open normally
			s, _ = play(t, s, "Ann force d0 hand1")
			var ev []invader.Event
			for _, face := range tt.faces {
				for _, o := range s.ChanceOutcomes() {
					if o.Label == face {
						var e []invader.Event
						s, e = apply(t, s, o.Action)
						ev = append(ev, e...)
					}
				}
			}
			if s.Pending().Decision == invader.RerollDecision { // Ann is Lucky
				var e []invader.Event
				s, e = play(t, s, "Ann reroll no")
				ev = append(ev, e...)
			}
			if got := len(only[invader.DoorForced](ev)) == 1; got != tt.opened || s.Board().Locked(0) == tt.opened {
				t.Errorf("M11: dice %v: door forced %v, locked %v; want forced %v", tt.faces, got, s.Board().Locked(0), tt.opened)
			}
		})
	}
	// A Damage 1 weapon cannot force it.
	m := equipped(newMission(t, board), equipment.Entry{Card: equipment.CattleProd, Count: 1, Group: equipment.Start})
	m.ForcedDoors = append(m.ForcedDoors, 0)
	s := start(t, m)
	refuse(t, s, invader.ForceDoor{Survivor: 0, Door: 0, Weapon: invader.Hand1}, invader.NoWeapon) // M11: a Damage 1 Cattle Prod cannot force it
	// Skills count (docs/RULINGS.md "Forced doors"): Super strength makes
	// the same Cattle Prod a Damage 3 Melee weapon (pp.52-55).
	m.Survivors = []survivor.Card{civ("Ann", skill(survivor.SuperStrength))}
	s = start(t, m)
	apply(t, s, invader.ForceDoor{Survivor: 0, Door: 0, Weapon: invader.Hand1}) // M11: a Cattle Prod with Super strength may force it
}

// M11 ("a Combat or Machine Action"): the Survivor controlling the Bot,
// standing at a forced door, makes the Bot hit it with its Damage 2 Melee
// profile wherever the Bot is (Range does not matter); a success forces
// it. The Bot's Damage 1 Ranged profile cannot; nor can a Survivor away
// from the door.
func TestMachineForceDoor(t *testing.T) {
	m := newMission(t, `
+--+--+--+
|b .s Dr |
+--+--+--+

b: corridor bot
s: corridor start objective=green
r: room objective
`)
	m.ForcedDoors = []zone.DoorID{0}
	s := start(t, m, invader.ExternalChance())
	s, _ = apply(t, s, nthOutcome(t, s, 0)) // the deal
	s, _ = play(t, s, "Ann take o0")        // the Bot's remote
	refuse(t, s, invader.MachineForceDoor{Survivor: 0, Machine: 0, Door: 0, Ranged: true}, invader.NoWeapon)
	s, ev := play(t, s, "Ann machine m0 force d0")
	if got := s.Pending().Decision; got != invader.ChanceDecision {
		t.Fatalf("M11: after the Bot's blow: pending %v, want its dice", got)
	}
	for _, face := range []string{"2", "5"} { // the Bot hits on 4+ (provisional profile)
		var e []invader.Event
		s, e = chance(t, s, face)
		ev = append(ev, e...)
	}
	want := []invader.DoorForced{{Survivor: 0, Door: 0}}
	if diff := cmp.Diff(want, only[invader.DoorForced](ev)); diff != "" || s.Board().Locked(0) || s.Board().Door(0) != zone.Open {
		t.Errorf("M11: the Bot's hit (-want +got):\n%s\nlocked %v", diff, s.Board().Locked(0))
	}
	refuse(t, s, invader.MachineForceDoor{Survivor: 0, Machine: 0, Door: 0}, invader.WrongDoorState)

	s = start(t, m)
	s, _ = play(t, s, "Ann take o0", "Ann move b")
	refuse(t, s, invader.MachineForceDoor{Survivor: 0, Machine: 0, Door: 0}, invader.NotAtDoor)
}

// Xenos break forced doors like any closed door (docs/RULINGS.md); a
// broken door cannot be forced any more (it stays locked, but there is
// nothing left to open).
func TestForceDoorBroken(t *testing.T) {
	m := newMission(t, doorBoard)
	m.Equipment = []equipment.Entry{entry(t, "Heavy Cutter", 1, equipment.Start)}
	m.ForcedDoors = []zone.DoorID{0}
	put(&m, "r", xeno.Worker, 1)
	s := start(t, m, invader.Seed(1))
	s, ev := play(t, s, "Ann end") // the Worker breaks the door to reach Ann
	if got := only[invader.DoorDestroyed](ev); len(got) != 1 || s.Board().Door(0) != zone.Destroyed {
		t.Fatalf("p.26: the Worker should break the forced door: %v, door %v", got, s.Board().Door(0))
	}
	refuse(t, s, invader.ForceDoor{Survivor: 0, Door: 0, Weapon: invader.Hand1}, invader.WrongDoorState)
}

// Property (M11, RULINGS "Forced doors"): in random play next to forced doors,
// with a Damage 2 weapon in Hand and the Bot's remote at hand, every step keeps
// the engine's invariants and only a closed, locked forced door is ever forced,
// for good (invadertest.CheckApply's checkForced); and forcing does happen in
// these games.
func TestForceDoorProperty(t *testing.T) {
	m := newMission(t, `
+--+--+--+
|b .s Dr |
+--+--+DD+
      |q |
      +--+

b: corridor bot
s: corridor start objective=green
r: room objective
q: room
`)
	m.Equipment = []equipment.Entry{entry(t, "Heavy Cutter", 1, equipment.Start)}
	m.ForcedDoors = []zone.DoorID{0, 1}
	forced := 0
	rapid.Check(t, func(t *rapid.T) {
		s, err := invader.New(m, invader.Seed(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for range 40 {
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			var ev []invader.Event
			s, ev = invadertest.CheckApply(t, s, rapid.SampledFrom(legal).Draw(t, "action"))
			forced += len(only[invader.DoorForced](ev))
		}
	})
	if forced == 0 {
		t.Error("no door was forced in 100 random games: the property checked nothing")
	}
}
