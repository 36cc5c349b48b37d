package invader_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/zone"
)

// Forced doors (M11, RULINGS "Forced doors").

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
