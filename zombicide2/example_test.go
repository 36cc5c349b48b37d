package zombicide2_test

import (
	"fmt"

	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/zombicide2"
)

// 2nd Edition's zombies (seed 002): Toughness is their Health, priority
// the order ranged attacks hit them in (lowest first, the player choosing
// among equals).
func Example() {
	fmt.Printf("%-18s %5s %3s %2s %3s %6s %s\n", "kind", "tough", "act", "xp", "pri", "supply", "special")
	for _, p := range zombicide2.Zombies() {
		special := ""
		if p.Special != 0 {
			special = " " + p.Special.String()
		}
		fmt.Printf("%-18s %5d %3d %2d %3d %6d%s\n", p.Name, p.Toughness, p.Actions, p.XP, p.Priority, p.Supply, special)
	}
	// Output:
	// kind               tough act xp pri supply special
	// Walker                 1   1  1   3     40
	// Runner                 1   2  1   4     16
	// Brute                  2   1  1   2     16
	// Hobo Abomination       3   1  5   2      1 no combat here
	// Patrol Abomination     3   1  5   1      1
	// Wild Abomination       3   1  5   2      1 molotov only it
	// Patient Zero           3   1  5   2      1
}

// The Equipment by the colour of its backs (seed 002: grey Starting
// cards, blue ones found by Searching, red ones in the yellow crates),
// with the door openers. Every card is provisional.
func ExampleEquipment() {
	cards := map[zombicide2.Back]int{}
	for _, e := range zombicide2.Equipment() {
		cards[zombicide2.BackOf(e)] += e.Count
	}
	fmt.Println("grey", cards[zombicide2.Grey], "blue", cards[zombicide2.Blue], "red", cards[zombicide2.Red])
	for _, name := range []string{"Crowbar", "Fire Axe", "Pistol"} {
		e, _ := zombicide2.Card(name)
		fmt.Printf("%s: opens doors %v (%v)\n", name, e.Card.OpensDoors(), e.Card.Door)
	}
	// Output:
	// grey 6 blue 35 red 4
	// Crowbar: opens doors true (silent opener)
	// Fire Axe: opens doors true (noisy opener)
	// Pistol: opens doors false (no opener)
}

// The Zombie deck (provisional): normal, Rush and extra-activation cards.
// The engine draws from SpawnDeck and reads Rush at the same index.
func ExampleZombieDeck() {
	cat := zombicide2.Zombies()
	normal, rush, extra := 0, 0, 0
	for _, e := range zombicide2.ZombieDeck() {
		switch {
		case e.Rush:
			rush += e.Count
		case e.Card.Type == spawn.Extra:
			extra += e.Count
		default:
			normal += e.Count
		}
	}
	fmt.Println("normal", normal, "rush", rush, "extra", extra, "valid", zombicide2.SpawnDeck().Validate(cat) == nil)
	fmt.Println(zombicide2.ZombieDeck()[0].Card.Name(cat))
	// Output:
	// normal 28 rush 6 extra 6 valid true
	// spawn Walker 1/2/4/6
}

// The rule constants of seed 002.
func ExampleDefault() {
	r := zombicide2.Default()
	fmt.Println("slots:", r.HandSlots, "Hand +", r.BackpackSlots, "Backpack")
	fmt.Println("Searches per Turn:", r.SearchesPerTurn, "objective XP:", r.ObjectiveXP)
	fmt.Println("Abominations on the board:", r.MaxAbominations, "first player passes:", r.FirstPlayerPasses)
	// Output:
	// slots: 2 Hand + 3 Backpack
	// Searches per Turn: 1 objective XP: 5
	// Abominations on the board: 1 first player passes: true
}
