package zombicide2

import (
	"fmt"

	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
)

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

// rush makes c a Rush card (seed 002: its zombies "spawn and act at
// once").
func rush(c spawn.Card) spawn.Card {
	c.Rush = true
	return c
}

func extra(k xeno.Kind) spawn.Card {
	return spawn.Card{Type: spawn.Extra, Kind: k, Provisional: true}
}

// deck is the PROVISIONAL Zombie deck: 40 cards of the three types the
// seed names (normal, Rush, extra activation), in the proportions of
// classic Zombicide's decks; the seed gives neither counts nor lines.
// Its Abomination lines name SpawnedAbomination; DeckWith renames them.
var deck = spawn.Deck{
	// Normal: the zombies spawn and do not act.
	{Card: of(Walker, 1, 2, 4, 6), Count: 9},
	{Card: of(Walker, 2, 3, 5, 7), Count: 4},
	{Card: of(Runner, 0, 1, 2, 3), Count: 4},
	{Card: of(Runner, 1, 2, 3, 4), Count: 3},
	{Card: of(Brute, 1, 1, 2, 3), Count: 4},
	{Card: line(spawn.Group{Kind: Walker, Count: 1}, spawn.Group{Kind: Brute, Count: 1},
		spawn.Group{Kind: Brute, Count: 2}, spawn.Group{Kind: SpawnedAbomination, Count: 1}), Count: 2},
	{Card: line(spawn.Group{Kind: Brute, Count: 1}, spawn.Group{Kind: Brute, Count: 2},
		spawn.Group{Kind: SpawnedAbomination, Count: 1}, spawn.Group{Kind: SpawnedAbomination, Count: 1}), Count: 2},
	// Rush: the zombies spawn and act at once.
	{Card: rush(of(Walker, 1, 2, 3, 4)), Count: 3},
	{Card: rush(of(Runner, 1, 1, 2, 3)), Count: 2},
	{Card: rush(of(Brute, 1, 1, 1, 2)), Count: 1},
	// Extra activation: every zombie of the kind acts again; nothing spawns.
	{Card: extra(Walker), Count: 2},
	{Card: extra(Runner), Count: 2},
	{Card: extra(Brute), Count: 2},
}

// ZombieDeck returns 2nd Edition's Zombie deck, PROVISIONAL (every card is
// marked Provisional: seed 002 names the card types but gives no line or
// count): 40 cards, normal spawn cards, Rush cards ([spawn.Card.Rush]:
// their zombies spawn and act at once) and extra activations. A card's
// lines are read at the Danger Level of the most experienced Survivor
// (seed 002); its Abomination lines name [SpawnedAbomination] (see
// [DeckWith] for another). The slice is a fresh copy.
func ZombieDeck() spawn.Deck { return append(spawn.Deck(nil), deck...) }

// DeckWith returns [ZombieDeck] with its Abomination lines naming abom,
// the game's Abomination (seed 002: one on the board at a time, of four
// kinds, but not how it is chosen): [Hobo], [Patrol], [Wild] or
// [PatientZero], as the mission or the players choose. Any other kind is
// an error, not a deck: a line naming a Walker would quietly spawn the
// wrong zombie. DeckWith(SpawnedAbomination) is ZombieDeck. The slice is
// a fresh copy.
func DeckWith(abom xeno.Kind) (spawn.Deck, error) {
	if !isAbom(abom) {
		name := "not in the catalogue"
		if int(abom) < len(zombies) {
			name = zombies[abom].Name
		}
		return nil, fmt.Errorf("zombicide2: DeckWith(kind %d, %s): no Abomination; want Hobo (%d), Patrol (%d), Wild (%d) or PatientZero (%d)",
			abom, name, Hobo, Patrol, Wild, PatientZero)
	}
	d := ZombieDeck()
	for i := range d {
		for lv, g := range d[i].Card.Lines {
			if isAbom(g.Kind) {
				d[i].Card.Lines[lv].Kind = abom
			}
		}
	}
	return d, nil
}

func isAbom(k xeno.Kind) bool { return int(k) < len(zombies) && zombies[k].Abom }
