package spawn_test

import (
	"fmt"

	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
)

// The core box's Xeno deck (provisional, pp.28-30): its size and how many
// cards of each type it holds.
func Example() {
	d := spawn.Invader()
	fmt.Println("cards:", d.Size(), "valid:", d.Validate(xeno.Invader) == nil)
	byType := map[spawn.Type]int{}
	for _, e := range d {
		byType[e.Card.Type] += e.Count
	}
	for _, t := range []spawn.Type{spawn.Spawn, spawn.Extra, spawn.Abomination, spawn.MoldSpawn} {
		fmt.Printf("%-16s %2d\n", t, byType[t])
	}
	// Output:
	// cards: 54 valid: true
	// spawn            38
	// extra activation  5
	// abomination       3
	// mold              8
}

// The line of the highest Danger Level among the Survivors is read (p.17).
func ExampleCard_Line() {
	c := spawn.Card{Type: spawn.Spawn, Lines: [4]spawn.Group{
		{Kind: xeno.Worker, Count: 2}, {Kind: xeno.Worker, Count: 4},
		{Kind: xeno.Worker, Count: 6}, {Kind: xeno.Worker, Count: 8},
	}}
	for level, name := range []string{"Blue", "Yellow", "Orange", "Red"} {
		g := c.Line(level)
		fmt.Printf("%-6s %d %s\n", name, g.Count, xeno.Invader[g.Kind].Name)
	}
	// Output:
	// Blue   2 Worker
	// Yellow 4 Worker
	// Orange 6 Worker
	// Red    8 Worker
}

// Users replace the provisional deck with their own, checked against the
// catalogue of Xenos they play with.
func ExampleDeck_Validate() {
	d := spawn.Deck{
		{Card: spawn.Card{Type: spawn.Extra, Kind: xeno.Hunter}, Count: 2},
		{Card: spawn.Card{Type: spawn.Abomination}, Count: 1},
	}
	fmt.Println(d.Size(), d.Validate(xeno.Invader) == nil)

	d[0].Card.Kind = 7 // no such Xeno in the core box
	fmt.Println(d.Validate(xeno.Invader) == nil)
	// Output:
	// 3 true
	// false
}

// Name reads a card as a player does, with the catalogue's names.
func ExampleCard_Name() {
	cards := []spawn.Card{
		{Type: spawn.Spawn, Lines: [4]spawn.Group{{Kind: xeno.Worker, Count: 1}, {Kind: xeno.Worker, Count: 2},
			{Kind: xeno.Worker, Count: 4}, {Kind: xeno.Worker, Count: 6}}},
		{Type: spawn.Spawn, Lines: [4]spawn.Group{{Kind: xeno.Worker, Count: 2}, {Kind: xeno.Worker, Count: 3},
			{Kind: xeno.Tank, Count: 1}, {Kind: xeno.Tank, Count: 2}}},
		{Type: spawn.Extra, Kind: xeno.Hunter},
		{Type: spawn.MoldSpawn, Lines: [4]spawn.Group{{Kind: xeno.Tank, Count: 1}}},
	}
	for _, c := range cards {
		fmt.Println(c.Name(xeno.Invader))
	}
	fmt.Println(cards[3].Name(nil)) // no catalogue: kind numbers
	// Output:
	// spawn Worker 1/2/4/6
	// spawn 2 Worker/3 Worker/1 Tank/2 Tank
	// extra activation: Hunter
	// mold: 1 Tank
	// mold: 1 kind 1
}

// A card's name reads back as the card (seed 002's Rush cards too: their
// zombies spawn and act at once). The catalogue gives the kinds' names.
func ExampleParseName() {
	for _, name := range []string{"spawn Worker 1/2/4/6", "rush: spawn Hunter 1/1/2/3", "mold: 1 Tank", "rush: mold: 1 Tank"} {
		c, err := spawn.ParseName(xeno.Invader, name)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: %v, rush %v, blue %d, valid %v\n", c.Name(xeno.Invader), c.Type, c.Rush, c.Line(0).Count,
			spawn.Deck{{Card: c, Count: 1}}.Validate(xeno.Invader) == nil)
	}
	// Output:
	// spawn Worker 1/2/4/6: spawn, rush false, blue 1, valid true
	// rush: spawn Hunter 1/1/2/3: spawn, rush true, blue 1, valid true
	// mold: 1 Tank: mold, rush false, blue 1, valid true
	// spawn: ParseName("rush: mold: 1 Tank"): a card of type mold marked Rush: only a spawn card can be Rush (seed 002)
}
