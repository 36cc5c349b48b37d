package xeno

import "fmt"

// A Special is a rule of a kind of Xeno beyond its numbers, for kinds of
// other games that the engine's ruleset reads: Zombicide 2nd Edition's
// Abominations (seed 002). Every kind of the [Invader] catalogue has
// [NoSpecial], the zero value, which JSON omits; Invader's rules ignore
// the field. In JSON a Special is its number, as a kind is.
//
// A Special that only orders targets needs no value here: the 2nd
// Edition Patrol Abomination, first in the targeting order (seed 002),
// is a kind with a lower [Profile.Priority] than every other.
//
// Do not reorder: append only.
type Special uint8

const (
	// NoSpecial: nothing beyond the profile's numbers.
	NoSpecial Special = iota
	// NoCombatHere: Survivors in the kind's zone cannot take Combat
	// Actions; it must be shot from another zone (seed 002: the Hobo
	// Abomination).
	NoCombatHere
	// MolotovOnlyIt: a Molotov thrown into the kind's zone affects it
	// alone, the other Xenos there survive (seed 002: the Wild
	// Abomination).
	MolotovOnlyIt
	numSpecials
)

var specialNames = [numSpecials]string{"none", "no combat here", "molotov only it"}

func (s Special) String() string {
	if s < numSpecials {
		return specialNames[s]
	}
	return fmt.Sprintf("Special(%d)", uint8(s))
}
