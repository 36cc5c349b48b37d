package zombicide2

import (
	"fmt"

	"github.com/invaderengine/invader/equipment"
)

// MaxDamage is the most Damage a weapon card deals (seed 002: "no weapon
// deals more than 2 Damage"; an Abomination's 3 comes from Skills or a
// mission's rules).
const MaxDamage = 2

// A Back is the colour of an Equipment card's back (seed 002): grey for
// the Starting Equipment, blue for the cards found by Searching, red for
// the special weapons found in the yellow crates.
type Back uint8

const (
	Grey Back = iota + 1 // Starting Equipment: group equipment.Start
	Blue                 // the Equipment deck: group equipment.Deck
	Red                  // the yellow crates: group equipment.Crate
)

var backNames = [...]string{Grey: "grey", Blue: "blue", Red: "red"}

func (b Back) String() string {
	if b >= Grey && b <= Red {
		return backNames[b]
	}
	return fmt.Sprintf("Back(%d)", uint8(b))
}

// BackOf returns the back of an Entry by its group, 0 for a group 2nd
// Edition does not have.
func BackOf(e equipment.Entry) Back {
	switch e.Group {
	case equipment.Start:
		return Grey
	case equipment.Deck:
		return Blue
	case equipment.Crate:
		return Red
	}
	return 0
}

// melee makes a PROVISIONAL Melee weapon: Range 0 (seed 002: "the user
// must be in the zombie's zone").
func melee(name string, dice, acc, dmg int, noisy, dual bool, door equipment.Opener) equipment.Card {
	return equipment.Card{Name: name, Slot: equipment.Hand, Weapon: equipment.Melee, Noisy: noisy, Dual: dual,
		Dice: dice, Accuracy: acc, Damage: dmg, Door: door, Provisional: true}
}

// ranged makes a PROVISIONAL Ranged weapon: every one is Noisy, as
// classic Zombicide's firearms are (the seed gives no card's icons).
func ranged(name string, ammo equipment.Ammo, lo, hi, dice, acc, dmg int, dual bool) equipment.Card {
	return equipment.Card{Name: name, Slot: equipment.Hand, Weapon: equipment.Ranged, Ammo: ammo, Noisy: true, Dual: dual,
		MinRange: lo, MaxRange: hi, Dice: dice, Accuracy: acc, Damage: dmg, Provisional: true}
}

func starting(c equipment.Card) equipment.Card {
	c.Starting = true
	return c
}

func sniper(c equipment.Card) equipment.Card {
	c.Sniper = true
	return c
}

// The cards found in more than one group.
var (
	crowbar = melee("Crowbar", 1, 4, 1, false, false, equipment.SilentOpener)
	fireAxe = melee("Fire Axe", 1, 4, 2, false, false, equipment.NoisyOpener)
	pistol  = ranged("Pistol", equipment.Bullets, 0, 1, 1, 4, 1, true)
)

// baseballBat is the Starting Equipment's club.
var baseballBat = melee("Baseball Bat", 1, 3, 1, false, false, equipment.NoOpener)

// ExtraStarting returns the Starting Equipment added from outside the box
// for each Survivor beyond six (seed 004, §15): "a frying pan or a club"
// for the 7th, 9th, ... (odd: the Baseball Bat) and "an axe, a pistol or a
// crowbar, your choice" for the 8th, 10th, ...: even lists the three the
// players choose from, the Crowbar first (the default: a silent door
// opener, which 2nd Edition's doors ask for), then the Fire Axe and the
// Pistol. PROVISIONAL, as every card here.
func ExtraStarting() (odd equipment.Card, even []equipment.Card) {
	return starting(baseballBat), []equipment.Card{starting(crowbar), starting(fireAxe), starting(pistol)}
}

// cards is 2nd Edition's Equipment. The names are classic Zombicide's and
// the seed's (the Molotov); every number, icon and count is PROVISIONAL
// (the seed gives none): each card is marked Provisional.
var cards = []equipment.Entry{
	// Grey: the Starting Equipment, one card per Survivor (six).
	{Card: starting(baseballBat), Count: 2, Group: equipment.Start},
	{Card: starting(crowbar), Count: 1, Group: equipment.Start},
	{Card: starting(fireAxe), Count: 1, Group: equipment.Start},
	{Card: starting(pistol), Count: 2, Group: equipment.Start},
	// Blue: the Equipment deck, found by Searching.
	{Card: crowbar, Count: 2},
	{Card: fireAxe, Count: 2},
	{Card: melee("Chainsaw", 5, 5, 2, true, false, equipment.NoisyOpener), Count: 2},
	{Card: melee("Katana", 2, 4, 1, false, true, equipment.NoOpener), Count: 2},
	{Card: melee("Machete", 1, 3, 2, false, true, equipment.NoOpener), Count: 4},
	{Card: pistol, Count: 2},
	{Card: ranged("Sawed-Off", equipment.Shells, 0, 1, 2, 3, 1, true), Count: 4},
	{Card: ranged("Shotgun", equipment.Shells, 0, 1, 2, 4, 2, false), Count: 2},
	{Card: ranged("Sub-MG", equipment.Bullets, 0, 1, 3, 5, 1, true), Count: 2},
	{Card: ranged("Rifle", equipment.Bullets, 1, 3, 1, 3, 1, false), Count: 2},
	{Card: sniper(ranged("Sniper Rifle", equipment.Bullets, 1, 3, 1, 3, 2, false)), Count: 1},
	{Card: Molotov(), Count: 4},
	{Card: equipment.Card{Name: "Plenty of Bullets", Boosts: equipment.Bullets, Provisional: true}, Count: 3},
	{Card: equipment.Card{Name: "Plenty of Shells", Boosts: equipment.Shells, Provisional: true}, Count: 3},
	// Searching may spawn (seed 002): classic 2nd Edition's 4 "Aaahh!"
	// cards; the count is classic Zombicide's, PROVISIONAL.
	{Card: Aaahh(), Count: 4},
	// Red: the special weapons of the yellow crates.
	{Card: ranged("Ma's Shotgun", equipment.Shells, 0, 1, 2, 3, 2, false), Count: 1, Group: equipment.Crate},
	{Card: ranged("Evil Twins", equipment.Bullets, 0, 1, 2, 3, 1, true), Count: 1, Group: equipment.Crate},
	{Card: sniper(ranged("Army Sniper Rifle", equipment.Bullets, 1, 3, 2, 3, 2, false)), Count: 1, Group: equipment.Crate},
	{Card: melee("Gunblade", 2, 4, 2, false, false, equipment.NoOpener), Count: 1, Group: equipment.Crate},
}

// Molotov returns the Molotov (seed 002): it affects the Brutes and the
// Abominations whatever their Toughness, and thrown into the Wild
// Abomination's zone it affects the Wild alone ([xeno.MolotovOnlyIt]).
// The seed says no more: its Range 0-1, its Noise and how it is used up
// are classic Zombicide's, PROVISIONAL. It rolls no dice.
func Molotov() equipment.Card {
	return equipment.Card{Name: "Molotov", Slot: equipment.Hand, Weapon: equipment.Ranged, Noisy: true,
		MinRange: 0, MaxRange: 1, Molotov: true, Provisional: true}
}

// AaahhKind is the zombie an "Aaahh!" card spawns in the Searcher's zone
// when drawn ([equipment.Card.Aaahh]): one Walker, the weakest kind.
// Seed 002 says only that searching may spawn; the Walker is classic 2nd
// Edition's card, PROVISIONAL.
const AaahhKind = Walker

// Aaahh returns the "Aaahh!" card (seed 002: searching is among the
// events that spawn zombies): drawn in a Search it is discarded and one
// [AaahhKind] zombie spawns in the Searcher's zone; it cannot be kept.
// Its name and its 4 copies in the blue deck are classic 2nd Edition's,
// PROVISIONAL (the seed names no card).
func Aaahh() equipment.Card {
	return equipment.Card{Name: "Aaahh!", Aaahh: true, Provisional: true}
}

// Equipment returns 2nd Edition's Equipment cards with their counts and
// groups: the grey Starting Equipment (group equipment.Start), the blue
// Equipment deck (equipment.Deck) and the red cards of the yellow crates
// (equipment.Crate). The blue deck holds 4 "Aaahh!" cards ([Aaahh]),
// which spawn a zombie when drawn. Every card is PROVISIONAL (see the
// package comment); the list is valid ([equipment.Validate]). The slice
// is a fresh copy.
func Equipment() []equipment.Entry { return append([]equipment.Entry(nil), cards...) }

// Card returns the first Equipment entry with the given card name.
func Card(name string) (equipment.Entry, bool) {
	for _, e := range cards {
		if e.Card.Name == name {
			return e, true
		}
	}
	return equipment.Entry{}, false
}
