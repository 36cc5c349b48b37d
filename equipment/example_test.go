package equipment_test

import (
	"fmt"

	"github.com/invaderengine/invader/equipment"
)

// The grey-backed Starting Equipment dealt at setup, one card per Survivor.
func ExampleStartingPool() {
	for i, c := range equipment.StartingPool() {
		kind := "melee"
		if c.Weapon == equipment.Ranged {
			kind = "ranged"
		}
		noise := "silent"
		if c.Noisy {
			noise = "noisy"
		}
		fmt.Printf("%d. %-11s %s %s, range %d-%d, %d dice %d+, damage %d, %s\n",
			i+1, c.Name, c.Slot, kind, c.MinRange, c.MaxRange, c.Dice, c.Accuracy, c.Damage, noise)
	}
	// Output:
	// 1. Cattle Prod hand melee, range 0-0, 2 dice 5+, damage 1, silent
	// 2. Cattle Prod hand melee, range 0-0, 2 dice 5+, damage 1, silent
	// 3. Cattle Prod hand melee, range 0-0, 2 dice 5+, damage 1, silent
	// 4. Cattle Prod hand melee, range 0-0, 2 dice 5+, damage 1, silent
	// 5. SMG         hand ranged, range 1-1, 2 dice 5+, damage 1, noisy
	// 6. SMG         hand ranged, range 1-1, 2 dice 5+, damage 1, noisy
}

func ExampleSlot_String() {
	fmt.Println(equipment.Backpack, equipment.Hand, equipment.Body)
	// Output: backpack hand body
}

// A mission adds an Ultra weapon (seed 004, §13) to its Equipment like
// any card; the sample one is provisional.
func ExampleUltraRailgun() {
	entries := append(equipment.Core(), equipment.Entry{Card: equipment.UltraRailgun, Count: 1})
	last := entries[len(entries)-1].Card
	fmt.Println(last.Name, last.Ultra, last.Provisional, equipment.UltraXP)
	// Output: Ultra Railgun true true 5
}

// Zombicide 2nd Edition's "Aaahh!" card (seed 002: searching may spawn
// zombies) is discarded when drawn: it has no other property, and lives
// in the Equipment deck.
func ExampleCard_Validate() {
	aaahh := equipment.Card{Name: "Aaahh!", Aaahh: true, Provisional: true}
	fmt.Println(aaahh.Validate())
	armed := aaahh
	armed.Weapon, armed.Dice = equipment.Melee, 1
	fmt.Println(armed.Validate())
	fmt.Println(equipment.Entry{Card: aaahh, Count: 4, Group: equipment.Crate}.Validate())
	fmt.Println(equipment.Validate(equipment.Core()))
	// Output:
	// <nil>
	// equipment: "Aaahh!": an Aaahh! card has no other property: it is discarded when drawn (seed 002)
	// equipment: "Aaahh!": group 5: a Mold or Aaahh! card acts when drawn in a Search: it belongs in the Equipment deck
	// <nil>
}
