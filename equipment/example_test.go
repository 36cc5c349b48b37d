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
