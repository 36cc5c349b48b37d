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
	// grey 6 blue 39 red 4
	// Crowbar: opens doors true (silent opener)
	// Fire Axe: opens doors true (noisy opener)
	// Pistol: opens doors false (no opener)
}

// The Zombie deck (provisional): normal, Rush and extra-activation cards
// (seed 002). A Rush card is a spawn card with Rush set: its zombies
// spawn and act at once, and its name says so.
func ExampleZombieDeck() {
	cat := zombicide2.Zombies()
	d := zombicide2.ZombieDeck()
	normal, rush, extra := 0, 0, 0
	for _, e := range d {
		switch {
		case e.Card.Rush:
			rush += e.Count
		case e.Card.Type == spawn.Extra:
			extra += e.Count
		default:
			normal += e.Count
		}
	}
	fmt.Println("normal", normal, "rush", rush, "extra", extra, "valid", d.Validate(cat) == nil)
	fmt.Println(d[0].Card.Name(cat))
	fmt.Println(d[7].Card.Name(cat))
	// Output:
	// normal 28 rush 6 extra 6 valid true
	// spawn Walker 1/2/4/6
	// rush: spawn Walker 1/2/3/4
}

// The game's Abomination, chosen by the mission or the players (seed 002
// does not say how): its name on the deck's Abomination lines.
func ExampleDeckWith() {
	cat := zombicide2.Zombies()
	fmt.Println(zombicide2.ZombieDeck()[6].Card.Name(cat))
	d, err := zombicide2.DeckWith(zombicide2.Wild)
	fmt.Println(d[6].Card.Name(cat), err)
	_, err = zombicide2.DeckWith(zombicide2.Brute)
	fmt.Println(err)
	// Output:
	// spawn 1 Brute/2 Brute/1 Patient Zero/1 Patient Zero
	// spawn 1 Brute/2 Brute/1 Wild Abomination/1 Wild Abomination <nil>
	// zombicide2: DeckWith(kind 2, Brute): no Abomination; want Hobo (3), Patrol (4), Wild (5) or PatientZero (6)
}

// Searching may spawn (seed 002): drawn in a Search, an "Aaahh!" card is
// discarded and a Walker spawns in the Searcher's zone. Provisional.
func ExampleAaahh() {
	e, _ := zombicide2.Card("Aaahh!")
	fmt.Println(e.Count, zombicide2.BackOf(e), e.Card.Aaahh, e.Card.Provisional, zombicide2.Zombies()[zombicide2.AaahhKind].Name)
	// Output: 4 blue true true Walker
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

// The Starting cards from outside the box for Survivors beyond six (seed
// 004, §15): a club for the 7th, 9th..., an axe, a pistol or a crowbar,
// the players' choice, for the 8th, 10th... (the crowbar by default).
func ExampleExtraStarting() {
	odd, even := zombicide2.ExtraStarting()
	fmt.Println(odd.Name, odd.Starting, odd.Door)
	for _, c := range even {
		fmt.Println(c.Name, c.Starting, c.Door)
	}
	// Output:
	// Baseball Bat true no opener
	// Crowbar true silent opener
	// Fire Axe true noisy opener
	// Pistol true no opener
}
