package equipment_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/internal/nopanictest"
)

// seed 002: Zombicide 2nd Edition's door openers, Molotov, Shells and the
// red cards of the yellow crates round-trip through JSON; the Invader
// cards have none of them, so their JSON is what it was.
func TestSecondEditionFields(t *testing.T) {
	axe := equipment.Entry{Card: equipment.Card{Name: "Fire Axe", Slot: equipment.Hand, Weapon: equipment.Melee,
		Dice: 1, Accuracy: 4, Damage: 2, Door: equipment.NoisyOpener, Provisional: true}, Count: 1, Group: equipment.Start}
	molotov := equipment.Entry{Card: equipment.Card{Name: "Molotov", Slot: equipment.Hand, Weapon: equipment.Ranged,
		Noisy: true, MaxRange: 1, Molotov: true, Provisional: true}, Count: 2}
	shotgun := equipment.Entry{Card: equipment.Card{Name: "Shotgun", Slot: equipment.Hand, Weapon: equipment.Ranged, Ammo: equipment.Shells,
		Noisy: true, MaxRange: 1, Dice: 2, Accuracy: 4, Damage: 2, Door: equipment.SilentOpener, Provisional: true}, Count: 1, Group: equipment.Crate}
	shells := equipment.Entry{Card: equipment.Card{Name: "Plenty of Shells", Boosts: equipment.Shells, Provisional: true}, Count: 1}
	in := []equipment.Entry{axe, molotov, shotgun, shells}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"door":2`, `"door":1`, `"molotov":true`, `"ammo":3`, `"group":5`, `"boosts":3`} {
		if !strings.Contains(string(data), key) {
			t.Errorf("seed 002: %s lacks %s", data, key)
		}
	}
	var back []equipment.Entry
	if err := json.Unmarshal(data, &back); err != nil || len(back) != len(in) {
		t.Fatalf("seed 002: Unmarshal(%s) = %+v, %v", data, back, err)
	}
	for i := range in {
		if back[i] != in[i] {
			t.Errorf("seed 002: entry %d came back as %+v, want %+v", i, back[i], in[i])
		}
	}
	if !axe.Card.OpensDoors() || !shotgun.Card.OpensDoors() || molotov.Card.OpensDoors() {
		t.Error("seed 002: OpensDoors: want the axe and the shotgun, not the Molotov")
	}
	for _, e := range append(equipment.Core(), equipment.Entry{Card: equipment.UltraRailgun}) {
		c := e.Card
		if c.Door != equipment.NoOpener || c.Molotov || c.Boosts != equipment.NoAmmo || c.Ammo == equipment.Shells || e.Group == equipment.Crate ||
			c.OpensDoors() || c.Aaahh {
			t.Errorf("%s: an Invader card with a 2nd Edition field: %+v", c.Name, e)
		}
		data, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{`"door"`, `"molotov"`, `"boosts"`, `"aaahh"`} {
			if strings.Contains(string(data), key) {
				t.Errorf("%s: JSON %s has %s", c.Name, data, key)
			}
		}
	}
}

func TestOpenerString(t *testing.T) {
	for o, want := range map[equipment.Opener]string{equipment.NoOpener: "no opener", equipment.SilentOpener: "silent opener",
		equipment.NoisyOpener: "noisy opener", 7: "Opener(7)"} {
		if got := o.String(); got != want {
			t.Errorf("seed 002: Opener(%d).String() = %q, want %q", uint8(o), got, want)
		}
	}
}

// No method of Opener panics.
func TestOpenerNoPanics(t *testing.T) {
	for name, v := range map[string]any{"an Opener": equipment.Opener(200), "NoisyOpener": equipment.NoisyOpener} {
		nopanictest.Methods(t, name, v, nopanictest.Config{})
	}
}
