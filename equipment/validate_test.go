package equipment_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/internal/nopanictest"
)

// Every Invader card is valid, alone, as an entry and as the core list.
func TestInvaderCardsValid(t *testing.T) {
	require.NoError(t, equipment.Validate(equipment.Core()))
	for _, e := range equipment.Core() {
		require.NoError(t, e.Validate())
		require.NoError(t, e.Card.Validate())
	}
	for _, c := range append(equipment.StartingPool(), equipment.UltraRailgun, equipment.SMG, equipment.Flamethrower) {
		require.NoError(t, c.Validate())
	}
	require.NoError(t, equipment.Validate(nil), "a mission may have no Equipment")
}

// seed 002's cards, sound and broken: door openers, the Molotov, Shells,
// the boosting cards, the Aaahh! card and the crates' red cards.
func TestValidateSeed002(t *testing.T) {
	axe := equipment.Card{Name: "Fire Axe", Slot: equipment.Hand, Weapon: equipment.Melee, Dice: 1, Accuracy: 4, Damage: 2,
		Door: equipment.NoisyOpener, Provisional: true}
	molotov := equipment.Card{Name: "Molotov", Slot: equipment.Hand, Weapon: equipment.Ranged, Noisy: true, MaxRange: 1, Molotov: true}
	shotgun := equipment.Card{Name: "Shotgun", Slot: equipment.Hand, Weapon: equipment.Ranged, Ammo: equipment.Shells, Noisy: true,
		MaxRange: 1, Dice: 2, Accuracy: 4, Damage: 2}
	shells := equipment.Card{Name: "Plenty of Shells", Boosts: equipment.Shells}
	aaahh := equipment.Card{Name: "Aaahh!", Aaahh: true, Provisional: true}
	edit := func(c equipment.Card, f func(*equipment.Card)) equipment.Card { f(&c); return c }
	for _, tc := range []struct {
		what string
		c    equipment.Card
		want string // "" for a valid card, else a part of the error
	}{
		{"a noisy door opener", axe, ""},
		{"a silent door opener", edit(axe, func(c *equipment.Card) { c.Door = equipment.SilentOpener }), ""},
		{"a door opener in the Backpack", edit(axe, func(c *equipment.Card) { c.Slot = equipment.Backpack }), "from a Hand"},
		{"a door opener in a Body slot", edit(axe, func(c *equipment.Card) { c.Slot = equipment.Body }), "from a Hand"},
		{"an unknown door", edit(axe, func(c *equipment.Card) { c.Door = 3 }), "unknown door"},
		{"the Molotov", molotov, ""},
		{"a Molotov rolling dice", edit(molotov, func(c *equipment.Card) { c.Dice = 1 }), "Molotov"},
		{"a Molotov with Damage", edit(molotov, func(c *equipment.Card) { c.Damage = 2 }), "Molotov"},
		{"a Molotov with Accuracy", edit(molotov, func(c *equipment.Card) { c.Accuracy = 4 }), "Molotov"},
		{"a Melee Molotov", edit(molotov, func(c *equipment.Card) { c.Weapon = equipment.Melee }), "Molotov"},
		{"a Molotov using Bullets", edit(molotov, func(c *equipment.Card) { c.Ammo = equipment.Bullets }), "Molotov"},
		{"a Molotov that is no weapon", edit(molotov, func(c *equipment.Card) { c.Weapon = equipment.NotWeapon; c.MaxRange = 0 }), "no weapon"},
		{"a Shells weapon", shotgun, ""},
		{"Shells on a card that is no weapon", equipment.Card{Name: "Box", Ammo: equipment.Shells}, "no weapon"},
		{"an unknown ammunition", edit(shotgun, func(c *equipment.Card) { c.Ammo = equipment.Shells + 1 }), "unknown ammunition"},
		{"a card for Shells", shells, ""},
		{"a card for Bullets", edit(shells, func(c *equipment.Card) { c.Boosts = equipment.Bullets }), ""},
		{"a card boosting an unknown ammunition", edit(shells, func(c *equipment.Card) { c.Boosts = 9 }), "unknown ammunition"},
		{"a weapon boosting Shells", edit(shotgun, func(c *equipment.Card) { c.Boosts = equipment.Shells }), "no weapon nor an attachment"},
		{"an attachment boosting Shells", edit(shells, func(c *equipment.Card) { c.Is = equipment.PlentyOfAmmo }), "no weapon nor an attachment"},
		{"an Aaahh! card", aaahh, ""},
		{"an Aaahh! card in a Hand: its slot means nothing", edit(aaahh, func(c *equipment.Card) { c.Slot = equipment.Hand }), ""},
		{"an Aaahh! card that is a weapon", edit(aaahh, func(c *equipment.Card) { c.Weapon = equipment.Melee }), "Aaahh!"},
		{"an Aaahh! card with dice", edit(aaahh, func(c *equipment.Card) { c.Weapon = equipment.Melee; c.Dice = 1 }), "Aaahh!"},
		{"an Aaahh! card opening doors", edit(aaahh, func(c *equipment.Card) { c.Slot = equipment.Hand; c.Door = equipment.SilentOpener }), "Aaahh!"},
		{"an Aaahh! Mold card", edit(aaahh, func(c *equipment.Card) { c.Mold = equipment.MoldSpawn{Count: 1} }), "Aaahh!"},
		{"a Starting Aaahh! card", edit(aaahh, func(c *equipment.Card) { c.Starting = true }), "Aaahh!"},
		{"a healing Aaahh! card", edit(aaahh, func(c *equipment.Card) { c.Heal = 1 }), "Aaahh!"},
		{"an Aaahh! card with an unknown slot", edit(aaahh, func(c *equipment.Card) { c.Slot = 9 }), "unknown Slot(9)"},
		{"no name", edit(axe, func(c *equipment.Card) { c.Name = "" }), "needs a name"},
		{"an unknown weapon kind", edit(axe, func(c *equipment.Card) { c.Weapon = 3 }), "unknown weapon"},
		{"an unknown attachment", edit(axe, func(c *equipment.Card) { c.Takes = 4 }), "unknown attachment"},
		{"33 dice", edit(axe, func(c *equipment.Card) { c.Dice = 33 }), "33 dice"},
		{"Accuracy 8", edit(axe, func(c *equipment.Card) { c.Accuracy = 8 }), "Accuracy 8"},
		{"negative Damage", edit(axe, func(c *equipment.Card) { c.Damage = -1 }), "Damage -1"},
		{"a Range backwards", edit(shotgun, func(c *equipment.Card) { c.MinRange = 2 }), "Range 2-1"},
		{"a negative Range", edit(shotgun, func(c *equipment.Card) { c.MinRange = -1 }), "Range -1-1"},
		{"negative Soak", equipment.Card{Name: "Armor", Slot: equipment.Body, Soak: -1}, "Soak -1"},
		{"a negative Mold count", equipment.Card{Name: "Mold", Mold: equipment.MoldSpawn{Count: -1}}, "Mold count -1"},
		{"a Searchlight with dice", equipment.Card{Name: "Searchlight", Slot: equipment.Body, Searchlight: true, Dice: 1}, "no weapon"},
		{"an Ultra mark on no weapon", equipment.Card{Name: "Medal", Ultra: true}, "no weapon"},
	} {
		err := tc.c.Validate()
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("seed 002: %s: Validate = %v; want nil", tc.what, err)
		case tc.want != "" && err == nil:
			t.Errorf("seed 002: %s: Validate = nil; want an error (%s)", tc.what, tc.want)
		case tc.want != "" && (!strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), `"`+tc.c.Name+`"`)):
			t.Errorf("seed 002: %s: Validate = %q; want it to say %q and name the card", tc.what, err, tc.want)
		}
	}
}

// seed 002: an Aaahh! card acts when drawn in a Search: it belongs in the
// Equipment deck, as a Mold card does; the crates' group is known; list
// errors say at which index.
func TestEntryValidateSeed002(t *testing.T) {
	aaahh := equipment.Card{Name: "Aaahh!", Aaahh: true}
	mold := equipment.Card{Name: "Mold: 1 Worker", Mold: equipment.MoldSpawn{Count: 1}}
	gun := equipment.Card{Name: "Ma's Shotgun", Slot: equipment.Hand, Weapon: equipment.Ranged, Ammo: equipment.Shells,
		MaxRange: 1, Dice: 2, Accuracy: 3, Damage: 2}
	for _, tc := range []struct {
		what string
		e    equipment.Entry
		want string
	}{
		{"four Aaahh! cards in the deck", equipment.Entry{Card: aaahh, Count: 4}, ""},
		{"an Aaahh! card dealt at the start", equipment.Entry{Card: aaahh, Count: 1, Group: equipment.Start}, "Equipment deck"},
		{"an Aaahh! card in a crate", equipment.Entry{Card: aaahh, Count: 1, Group: equipment.Crate}, "Equipment deck"},
		{"a Mold card set aside", equipment.Entry{Card: mold, Count: 1, Group: equipment.Prototype}, "Equipment deck"},
		{"a red card of a crate", equipment.Entry{Card: gun, Count: 1, Group: equipment.Crate}, ""},
		{"a group past the crates", equipment.Entry{Card: gun, Count: 1, Group: equipment.Crate + 1}, "unknown group 6"},
		{"no copy", equipment.Entry{Card: gun}, "0 copies"},
		{"too many copies", equipment.Entry{Card: gun, Count: equipment.MaxCopies + 1}, "1001 copies"},
		{"a broken card", equipment.Entry{Card: equipment.Card{Name: "Bad", Slot: 7}, Count: 1}, "unknown Slot(7)"},
	} {
		err := tc.e.Validate()
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("seed 002: %s: Validate = %v; want %q", tc.what, err, tc.want)
		}
	}
	err := equipment.Validate(append(equipment.Core(), equipment.Entry{Card: aaahh, Count: 1, Group: equipment.Start}))
	require.ErrorContains(t, err, `entries[28] ("Aaahh!")`)
	err = equipment.Validate([]equipment.Entry{{Card: aaahh, Count: 600}, {Card: gun, Count: 401}})
	require.ErrorContains(t, err, `entries[1] ("Ma's Shotgun"): more than 1000 cards`)
}

// genCard draws any card, mostly small numbers and every mark.
func genCard(t *rapid.T) equipment.Card {
	small := func(label string) int { return rapid.IntRange(-1, 8).Draw(t, label) }
	return equipment.Card{
		Name:   rapid.SampledFrom([]string{"", "Aaahh!", "Fire Axe", "Molotov"}).Draw(t, "name"),
		Slot:   equipment.Slot(rapid.IntRange(0, 4).Draw(t, "slot")),
		Weapon: equipment.Weapon(rapid.IntRange(0, 3).Draw(t, "weapon")), Ammo: equipment.Ammo(rapid.IntRange(0, 4).Draw(t, "ammo")),
		Noisy: rapid.Bool().Draw(t, "noisy"), Dual: rapid.Bool().Draw(t, "dual"),
		MinRange: small("min"), MaxRange: small("max"), Dice: small("dice"), Accuracy: small("acc"), Damage: small("dmg"),
		Takes: equipment.Attach(rapid.IntRange(0, 4).Draw(t, "takes")), Is: equipment.Attach(rapid.IntRange(0, 4).Draw(t, "is")),
		NeedsPower: rapid.Bool().Draw(t, "power"), Sniper: rapid.Bool().Draw(t, "sniper"), Hellfire: rapid.Bool().Draw(t, "hellfire"),
		Searchlight: rapid.Bool().Draw(t, "light"), Oxygen: rapid.Bool().Draw(t, "oxygen"), Soak: small("soak"), Heal: small("heal"),
		Mold:  equipment.MoldSpawn{Kind: uint8(rapid.IntRange(0, 255).Draw(t, "mold kind")), Count: small("mold count")},
		Ultra: rapid.Bool().Draw(t, "ultra"), Door: equipment.Opener(rapid.IntRange(0, 4).Draw(t, "door")),
		Molotov: rapid.Bool().Draw(t, "molotov"), Boosts: equipment.Ammo(rapid.IntRange(0, 4).Draw(t, "boosts")),
		Aaahh: rapid.Bool().Draw(t, "aaahh"), Starting: rapid.Bool().Draw(t, "starting"), Provisional: rapid.Bool().Draw(t, "prov"),
	}
}

// seed 002: any entry with any card survives JSON, "aaahh" written only
// for an Aaahh! card; Validate never panics, refuses an Aaahh! card with
// any other property, and names the card it refuses.
func TestCardPropertiesSeed002(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		e := equipment.Entry{Card: genCard(t), Count: rapid.IntRange(-1, 3).Draw(t, "count"),
			Group: equipment.Group(rapid.IntRange(0, 7).Draw(t, "group"))}
		err := e.Validate()
		if cerr := e.Card.Validate(); cerr != nil && err == nil {
			t.Fatalf("Entry.Validate accepts a card Card.Validate refuses: %v", cerr)
		}
		if err != nil && !strings.Contains(err.Error(), `"`+e.Card.Name+`"`) {
			t.Fatalf("Validate = %v: names not the card", err)
		}
		c := e.Card
		bare := equipment.Card{Name: c.Name, Slot: c.Slot, Aaahh: true, Provisional: c.Provisional}
		if c.Aaahh && c != bare && e.Card.Validate() == nil {
			t.Fatalf("seed 002: Validate accepts an Aaahh! card with other properties: %+v", c)
		}
		if e.Card.Validate() == nil && c.Aaahh && e.Group != equipment.Deck && err == nil {
			t.Fatalf("seed 002: an Aaahh! card outside the deck: %+v", e)
		}
		if err := equipment.Validate([]equipment.Entry{e}); (err == nil) != (e.Validate() == nil) {
			t.Fatalf("Validate(list) = %v, Entry.Validate = %v", err, e.Validate())
		}
		data, merr := json.Marshal(e)
		if c.Slot > equipment.Body {
			if merr == nil {
				t.Fatalf("Marshal of %v = %s; want an error", c.Slot, data)
			}
			return
		}
		if merr != nil {
			t.Fatalf("Marshal: %v", merr)
		}
		var back equipment.Entry
		if err := json.Unmarshal(data, &back); err != nil || back != e {
			t.Fatalf("seed 002: Unmarshal(%s) = %+v, %v; want %+v", data, back, err, e)
		}
		if got := strings.Contains(string(data), `"aaahh"`); got != c.Aaahh {
			t.Fatalf("seed 002: %s: aaahh in JSON %v, Aaahh %v", data, got, c.Aaahh)
		}
	})
}

// Validate never panics, whatever the list.
func TestValidateNoPanics(t *testing.T) {
	nopanictest.Func(t, "Validate", equipment.Validate, nopanictest.Config{Values: []any{equipment.Core()}})
}
