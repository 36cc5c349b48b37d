package equipment_test

import (
	"slices"
	"testing"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/internal/jsontest"
)

// An Entry whose Card has every field set round-trips through JSON, under
// lowerCamelCase keys.
func TestEntryJSONKeys(t *testing.T) {
	c := equipment.Card{Name: "Everything", Slot: equipment.Body, Weapon: equipment.Ranged, Ammo: equipment.Energy,
		Noisy: true, Dual: true, MinRange: 1, MaxRange: 2, Dice: 3, Accuracy: 4, Damage: 2,
		Takes: equipment.EnergyCell, Is: equipment.CanisterFuel, NeedsPower: true, Sniper: true, Hellfire: true,
		Searchlight: true, Oxygen: true, Soak: 1, Heal: 1, Mold: equipment.MoldSpawn{Kind: 1, Count: 2},
		Door: equipment.NoisyOpener, Molotov: true, Boosts: equipment.Shells, Aaahh: true,
		Ultra: true, Starting: true, Provisional: true}
	e := equipment.Entry{Card: c, Count: 2, Group: equipment.Prototype}
	jsontest.RoundTrip(t, append([]equipment.Entry{e}, equipment.Core()...), slices.Equal[[]equipment.Entry])
	jsontest.Keys[equipment.Entry](t, jsontest.Marshal(t, e))
	jsontest.Keys[equipment.Card](t, jsontest.Marshal(t, c))
	jsontest.Keys[equipment.MoldSpawn](t, jsontest.Marshal(t, c.Mold))
}

// A card's Slot travels in JSON by name.
func TestSlotText(t *testing.T) {
	jsontest.Names(t, []equipment.Slot{equipment.Backpack, equipment.Hand, equipment.Body}, equipment.Slot(3),
		`"Hand"`, `"head"`, `1`)
}
