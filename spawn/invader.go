package spawn

import "github.com/invaderengine/invader/xeno"

func spawnCard(k xeno.Kind, blue, yellow, orange, red int) Card {
	return Card{Type: Spawn, Provisional: true, Lines: [4]Group{{k, blue}, {k, yellow}, {k, orange}, {k, red}}}
}

func moldCard(k xeno.Kind, n int) Card {
	g := Group{k, n}
	return Card{Type: MoldSpawn, Provisional: true, Lines: [4]Group{g, g, g, g}}
}

// invader is the provisional core deck: 54 cards. The Worker line
// 2/4/6/8 is printed on p.17; the Mold cards follow the Kickstarter's "twice
// as many for Workers as for Tanks or Hunters, plus 2 Workers per Mold";
// the rest follows the proportions of classic Zombicide decks.
var invader = Deck{
	{spawnCard(xeno.Worker, 1, 2, 3, 4), 8},
	{spawnCard(xeno.Worker, 2, 4, 6, 8), 6},
	{spawnCard(xeno.Worker, 1, 2, 4, 6), 6},
	{spawnCard(xeno.Tank, 1, 1, 2, 3), 6},
	{spawnCard(xeno.Tank, 0, 1, 2, 2), 3},
	{spawnCard(xeno.Hunter, 1, 1, 2, 3), 6},
	{spawnCard(xeno.Hunter, 0, 1, 2, 2), 3},
	{Card{Type: Extra, Kind: xeno.Worker, Provisional: true}, 2},
	{Card{Type: Extra, Kind: xeno.Tank, Provisional: true}, 1},
	{Card{Type: Extra, Kind: xeno.Hunter, Provisional: true}, 2},
	{Card{Type: Abomination, Provisional: true}, 3},
	{moldCard(xeno.Worker, 1), 4},
	{moldCard(xeno.Tank, 1), 2},
	{moldCard(xeno.Hunter, 1), 2},
}

// Invader returns the core box's Xeno deck: 54 cards, PROVISIONAL (see the
// package comment). The slice is a fresh copy.
func Invader() Deck { return append(Deck(nil), invader...) }
