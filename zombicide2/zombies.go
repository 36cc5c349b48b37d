package zombicide2

import "github.com/invaderengine/invader/xeno"

// The kinds of [Zombies], indexes of its catalogue (seed 002's table and
// its four Abominations).
const (
	Walker      xeno.Kind = iota // 1 Health, 1 Action, 1 XP, 40 in the box
	Runner                       // 1 Health, 2 Actions, 1 XP, 16 in the box
	Brute                        // 2 Health: only Damage 2+ or a Molotov affects it; 16 in the box
	Hobo                         // Abomination: no Combat Action in its zone
	Patrol                       // Abomination: first in the targeting order, shielding the others
	Wild                         // Abomination: a Molotov in its zone affects only it
	PatientZero                  // Abomination: nothing special
)

// SpawnedAbomination is the kind the lines of [ZombieDeck] name where an
// Abomination spawns: it stands for the game's Abomination, whichever of
// the four that is. Seed 002 does not say how the Abomination is chosen;
// PROVISIONAL: the mission or the players choose it, and [DeckWith]
// makes the deck whose lines name their choice; Patient Zero (nothing
// special) when nobody chooses.
const SpawnedAbomination = PatientZero

// Targeting priorities of ranged attacks (seed 002: "Brute or
// Abomination (the player's choice), then Walkers, then Runners"; the
// Patrol Abomination comes first). The engine hits the lowest value
// present first, the shooter choosing among equal values.
const (
	patrolFirst = 1
	bruteOrAbom = 2
	walkers     = 3
	runners     = 4
)

// zombies is seed 002's table. Health is Toughness: zombies keep no
// Damage between hits (seed 002), so a zombie of Health h falls to a
// single hit of Damage h or more. Damage 1 for Runners, Brutes and
// Abominations is the seed's; for Walkers it is inferred (the seed's
// table gives no Damage column). The seed counts 4 Abominations and
// names four kinds: one miniature of each is inferred.
var zombies = xeno.Catalog{
	Walker:      {Name: "Walker", Damage: 1, Toughness: 1, XP: 1, Actions: 1, Priority: walkers, Supply: 40},
	Runner:      {Name: "Runner", Damage: 1, Toughness: 1, XP: 1, Actions: 2, Priority: runners, Supply: 16},
	Brute:       {Name: "Brute", Damage: 1, Toughness: 2, XP: 1, Actions: 1, Priority: bruteOrAbom, Supply: 16},
	Hobo:        {Name: "Hobo Abomination", Damage: 1, Toughness: 3, XP: 5, Actions: 1, Priority: bruteOrAbom, Supply: 1, Abom: true, Special: xeno.NoCombatHere},
	Patrol:      {Name: "Patrol Abomination", Damage: 1, Toughness: 3, XP: 5, Actions: 1, Priority: patrolFirst, Supply: 1, Abom: true},
	Wild:        {Name: "Wild Abomination", Damage: 1, Toughness: 3, XP: 5, Actions: 1, Priority: bruteOrAbom, Supply: 1, Abom: true, Special: xeno.MolotovOnlyIt},
	PatientZero: {Name: "Patient Zero", Damage: 1, Toughness: 3, XP: 5, Actions: 1, Priority: bruteOrAbom, Supply: 1, Abom: true},
}

// Zombies returns the zombies of 2nd Edition as a catalogue indexed by
// [Walker], [Runner], [Brute] and the four Abominations (seed 002).
//
// Toughness is the seed's Health. Only Damage of the Toughness or more
// affects a zombie, so Brutes need Damage 2 and Abominations Damage 3
// (no weapon deals 3: only Skills or a mission's rules reach it); a
// Molotov affects them all whatever their Toughness ([equipment.Card.Molotov],
// the engine's business).
//
// Priority is the targeting order of ranged attacks: Brutes and the
// Abominations share the lowest value but the Patrol's, so the shooter
// chooses among them; then Walkers, then Runners. The Patrol Abomination
// alone has a lower value still: it is hit first, shielding the others.
// The Hobo's and the Wild's rules are their [xeno.Special]. Only one
// Abomination is on the board at a time ([Rules].MaxAbominations).
//
// The slice is a fresh copy.
func Zombies() xeno.Catalog { return append(xeno.Catalog(nil), zombies...) }
