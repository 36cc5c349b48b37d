package xeno_test

import (
	"fmt"

	"github.com/invaderengine/invader/xeno"
)

// The core box's Xenos (pp.19-20).
func Example() {
	fmt.Printf("%-20s %3s %5s %2s %3s %3s %6s %s\n", "kind", "dmg", "tough", "xp", "act", "pri", "supply", "special")
	for _, p := range xeno.Invader {
		special := ""
		if p.Abom {
			special += " abomination"
		}
		if p.Mold {
			special += " mold"
		}
		fmt.Printf("%-20s %3d %5d %2d %3d %3d %6d%s\n", p.Name, p.Damage, p.Toughness, p.XP, p.Actions, p.Priority, p.Supply, special)
	}
	// Output:
	// kind                 dmg tough xp act pri supply special
	// Worker                 1     1  1   1   2     35
	// Tank                   2     2  1   1   1     14
	// Hunter                 1     1  1   2   3     14
	// Spoiler Abomination    3     3  5   1   1      1 abomination mold
}

// Expansion or house-rule Xenos are new catalogue rows, checked by Validate.
func ExampleCatalog_Validate() {
	walkers := xeno.Catalog{
		{Name: "Walker", Damage: 1, Toughness: 1, XP: 1, Actions: 1, Priority: 2, Supply: 30},
		{Name: "Runner", Damage: 1, Toughness: 1, XP: 1, Actions: 2, Priority: 3, Supply: 10},
	}
	fmt.Println(walkers.Validate() == nil)

	walkers[1].Actions = 0 // a Xeno that never acts
	fmt.Println(walkers.Validate() == nil)
	// Output:
	// true
	// false
}

func ExampleCatalog_Lookup() {
	k, ok := xeno.Invader.Lookup("Hunter")
	fmt.Println(k == xeno.Hunter, ok, xeno.Invader[k].Actions)
	_, ok = xeno.Invader.Lookup("Walker")
	fmt.Println(ok)
	// Output:
	// true true 2
	// false
}

func ExampleCounts_Total() {
	zone := xeno.Counts{xeno.Worker: 3, xeno.Tank: 1}
	fmt.Println(zone.Total())
	// Output: 4
}
