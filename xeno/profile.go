// Package xeno describes the Xenos of Zombicide: Invader: their kinds and
// profiles (rulebook pp.19-20, p.32).
//
// Profiles are data: a [Catalog] lists the kinds a game uses, and a [Kind]
// indexes it, so expansion Xenos (or Zombicide 2nd edition's Walkers,
// Runners, Brutes and Abominations) are new catalogue rows, not new code.
// Everything here is immutable and safe for concurrent use.
package xeno

import (
	"encoding/binary"
	"fmt"
)

// A Kind indexes a [Catalog]. In the [Invader] catalogue the kinds are
// [Worker], [Tank], [Hunter] and [Spoiler].
type Kind uint8

// MaxKinds is the most kinds a catalogue may hold.
const MaxKinds = 8

// MaxSupply is the most miniatures of one kind a catalogue may have, so
// that [Counts] can hold every Xeno of a kind in one zone.
const MaxSupply = 255

// The kinds of the core box, in the [Invader] catalogue.
const (
	Worker  Kind = iota // 1 Damage, killed by Damage 1, 1 XP
	Tank                // 2 Damage, needs Damage 2, shields others from ranged fire
	Hunter              // 2 Actions, hides behind the others
	Spoiler             // the Spoiler Abomination: 3 Damage, needs Damage 3, 5 XP, spreads Mold
)

// A Profile is the characteristics of a kind of Xeno (pp.19-20).
type Profile struct {
	Name      string `json:"name"`
	Damage    int    `json:"damage"`        // Damage dealt by each attack
	Toughness int    `json:"toughness"`     // the least Damage of a single hit that eliminates it
	XP        int    `json:"xp"`            // Experience Points for eliminating it
	Actions   int    `json:"actions"`       // Actions per activation
	Priority  int    `json:"priority"`      // Targeting Priority Order of Ranged Actions: 1 is hit first (p.32)
	Supply    int    `json:"supply"`        // miniatures in the box
	Abom      bool   `json:"abom,omitzero"` // an Abomination: activated by Abomination cards (p.29)
	Mold      bool   `json:"mold,omitzero"` // spreads Mold where it stands (p.20)
	// Special is a rule of another game's kind (Zombicide 2nd Edition's
	// Abominations, seed 002); NoSpecial, omitted in JSON, for every
	// kind of Invader.
	Special Special `json:"special,omitzero"`
}

// A Catalog is the list of Xeno kinds of a game, indexed by [Kind].
type Catalog []Profile

// Invader is the catalogue of the core box (pp.19-20; counts from the
// component list, pp.3-4). Priorities are
// from the p.32 table as summarised by third parties: Tanks and the
// Abomination first, then Workers, then Hunters.
var Invader = Catalog{
	Worker:  {Name: "Worker", Damage: 1, Toughness: 1, XP: 1, Actions: 1, Priority: 2, Supply: 35},
	Tank:    {Name: "Tank", Damage: 2, Toughness: 2, XP: 1, Actions: 1, Priority: 1, Supply: 14},
	Hunter:  {Name: "Hunter", Damage: 1, Toughness: 1, XP: 1, Actions: 2, Priority: 3, Supply: 14},
	Spoiler: {Name: "Spoiler Abomination", Damage: 3, Toughness: 3, XP: 5, Actions: 1, Priority: 1, Supply: 1, Abom: true, Mold: true},
}

// Validate reports what is wrong with a catalogue, if anything.
func (c Catalog) Validate() error {
	if len(c) == 0 || len(c) > MaxKinds {
		return fmt.Errorf("xeno: a catalogue has %d kinds; want 1 to %d", len(c), MaxKinds)
	}
	for i, p := range c {
		if p.Name == "" || p.Damage < 0 || p.Toughness < 1 || p.XP < 0 || p.Actions < 1 || p.Priority < 1 || p.Supply < 0 {
			return fmt.Errorf("xeno: kind %d (%q): every number must be positive (Damage and XP may be 0)", i, p.Name)
		}
		if p.Supply > MaxSupply || p.Actions > 8 {
			return fmt.Errorf("xeno: kind %d (%q): at most %d miniatures and 8 Actions", i, p.Name, MaxSupply)
		}
		if p.Special >= numSpecials {
			return fmt.Errorf("xeno: kind %d (%q): unknown %v", i, p.Name, p.Special)
		}
	}
	return nil
}

// Lookup returns the kind with the given name.
func (c Catalog) Lookup(name string) (Kind, bool) {
	for i, p := range c {
		if p.Name == name {
			return Kind(i), true
		}
	}
	return 0, false
}

// Counts holds a number of Xenos per kind, as on one zone.
type Counts [MaxKinds]uint8

// Total reads Counts as one 64-bit word: MaxKinds must be 8.
const _, _ = uint(MaxKinds - 8), uint(8 - MaxKinds)

// Total returns the number of Xenos of every kind.
func (n Counts) Total() int {
	// The eight counts as one word, summed in pairs, then fours, then
	// all (no byte carries into the next: each sum fits its field); a
	// loop over them cost about as much as the Xenos' Phase's scan of
	// the board.
	x := binary.LittleEndian.Uint64(n[:])
	x = x&0x00ff00ff00ff00ff + x>>8&0x00ff00ff00ff00ff
	x = x&0x0000ffff0000ffff + x>>16&0x0000ffff0000ffff
	return int(x&0xffffffff + x>>32)
}
