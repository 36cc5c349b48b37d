package zombicide2

import (
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
)

// An Entry is a card of the Zombie deck with its count, and whether it is
// a Rush card (seed 002: "the zombies spawn and move or attack at once").
// A [spawn.Card] has no Rush mark: the engine reads Rush from the Entry
// of the same index in [ZombieDeck] (the entries of [SpawnDeck] are in
// the same order). In JSON, the spawn entry's keys and "rush".
type Entry struct {
	spawn.Entry
	Rush bool `json:"rush,omitzero"`
}

// line makes a PROVISIONAL spawn card: the seed gives no Danger Level
// line.
func line(blue, yellow, orange, red spawn.Group) spawn.Card {
	return spawn.Card{Type: spawn.Spawn, Lines: [4]spawn.Group{blue, yellow, orange, red}, Provisional: true}
}

// of makes a spawn card of one kind: n Blue, Yellow, Orange and Red.
func of(k xeno.Kind, blue, yellow, orange, red int) spawn.Card {
	return line(spawn.Group{Kind: k, Count: blue}, spawn.Group{Kind: k, Count: yellow},
		spawn.Group{Kind: k, Count: orange}, spawn.Group{Kind: k, Count: red})
}

func extra(k xeno.Kind) spawn.Card {
	return spawn.Card{Type: spawn.Extra, Kind: k, Provisional: true}
}

// deck is the PROVISIONAL Zombie deck: 40 cards of the three types the
// seed names (normal, Rush, extra activation), in the proportions of
// classic Zombicide's decks; the seed gives neither counts nor lines.
var deck = []Entry{
	// Normal: the zombies spawn and do not act.
	{Entry: spawn.Entry{Card: of(Walker, 1, 2, 4, 6), Count: 9}},
	{Entry: spawn.Entry{Card: of(Walker, 2, 3, 5, 7), Count: 4}},
	{Entry: spawn.Entry{Card: of(Runner, 0, 1, 2, 3), Count: 4}},
	{Entry: spawn.Entry{Card: of(Runner, 1, 2, 3, 4), Count: 3}},
	{Entry: spawn.Entry{Card: of(Brute, 1, 1, 2, 3), Count: 4}},
	{Entry: spawn.Entry{Card: line(spawn.Group{Kind: Walker, Count: 1}, spawn.Group{Kind: Brute, Count: 1},
		spawn.Group{Kind: Brute, Count: 2}, spawn.Group{Kind: SpawnedAbomination, Count: 1}), Count: 2}},
	{Entry: spawn.Entry{Card: line(spawn.Group{Kind: Brute, Count: 1}, spawn.Group{Kind: Brute, Count: 2},
		spawn.Group{Kind: SpawnedAbomination, Count: 1}, spawn.Group{Kind: SpawnedAbomination, Count: 1}), Count: 2}},
	// Rush: the zombies spawn and act at once.
	{Entry: spawn.Entry{Card: of(Walker, 1, 2, 3, 4), Count: 3}, Rush: true},
	{Entry: spawn.Entry{Card: of(Runner, 1, 1, 2, 3), Count: 2}, Rush: true},
	{Entry: spawn.Entry{Card: of(Brute, 1, 1, 1, 2), Count: 1}, Rush: true},
	// Extra activation: every zombie of the kind acts again; nothing spawns.
	{Entry: spawn.Entry{Card: extra(Walker), Count: 2}},
	{Entry: spawn.Entry{Card: extra(Runner), Count: 2}},
	{Entry: spawn.Entry{Card: extra(Brute), Count: 2}},
}

// ZombieDeck returns 2nd Edition's Zombie deck, PROVISIONAL (every card is
// marked Provisional: seed 002 names the card types but gives no line or
// count). A card's lines are read at the Danger Level of the most
// experienced Survivor (seed 002); a line naming [SpawnedAbomination]
// spawns the game's Abomination. The slice is a fresh copy.
func ZombieDeck() []Entry { return append([]Entry(nil), deck...) }

// SpawnDeck returns [ZombieDeck] as a [spawn.Deck], entry for entry in
// the same order, the Rush marks left out. The slice is a fresh copy.
func SpawnDeck() spawn.Deck {
	d := make(spawn.Deck, len(deck))
	for i, e := range deck {
		d[i] = e.Entry
	}
	return d
}
