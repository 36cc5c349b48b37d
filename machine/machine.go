// Package machine describes the Machines of Zombicide: Invader (rulebook
// p.25): the Peacekeeper Bot, which moves, fights in Melee and shoots, and
// the Falchion Sentry Gun, which only shoots. A Survivor who controls a
// Machine spends Machine Actions to make it act.
//
// Profiles are data ([Profile], [Catalog]); the two core profiles are
// PROVISIONAL: no source gave us the printed machine cards. Everything
// here is immutable and safe for concurrent use.
package machine

import "fmt"

// A Weapon is one attack profile of a Machine.
type Weapon struct {
	MinRange int  `json:"minRange"`
	MaxRange int  `json:"maxRange"`
	Dice     int  `json:"dice"`
	Accuracy int  `json:"accuracy"`
	Damage   int  `json:"damage"`
	Noisy    bool `json:"noisy,omitzero"`
}

// A Profile is a Machine's card.
type Profile struct {
	Name   string `json:"name"`
	Moves  bool   `json:"moves,omitzero"`  // the Bot moves; the Sentry Gun never does
	Melee  Weapon `json:"melee,omitzero"`  // no dice: no Melee attack
	Ranged Weapon `json:"ranged,omitzero"` // no dice: no Ranged attack
	// Provisional marks numbers we could not read from the printed card.
	Provisional bool `json:"provisional,omitzero"`
}

// A Kind indexes a [Catalog]: in the core one, [Bot] and [Sentry].
type Kind uint8

const (
	Bot    Kind = iota // the Peacekeeper Bot
	Sentry             // the Falchion Sentry Gun
)

// A Catalog lists the Machines of a game.
type Catalog []Profile

// Invader is the core box's Machines (PROVISIONAL profiles).
var Invader = Catalog{
	Bot: {Name: "Peacekeeper Bot", Moves: true, Provisional: true,
		Melee:  Weapon{Dice: 2, Accuracy: 4, Damage: 2},
		Ranged: Weapon{MinRange: 1, MaxRange: 2, Dice: 2, Accuracy: 4, Damage: 1, Noisy: true}},
	Sentry: {Name: "Falchion Sentry Gun", Provisional: true,
		Ranged: Weapon{MinRange: 1, MaxRange: 3, Dice: 3, Accuracy: 4, Damage: 2, Noisy: true}},
}

// Has reports whether the weapon exists: it rolls dice.
func (w Weapon) Has() bool { return w.Dice > 0 }

// Validate reports what is wrong with a catalogue, if anything.
func (c Catalog) Validate() error {
	if len(c) > 8 {
		return fmt.Errorf("machine: %d kinds; at most 8", len(c))
	}
	for i, p := range c {
		if p.Name == "" {
			return fmt.Errorf("machine: kind %d has no name", i)
		}
		for _, w := range []Weapon{p.Melee, p.Ranged} {
			if w.Dice > 0 && (w.Dice > 32 || w.Accuracy < 1 || w.Accuracy > 7 || w.Damage < 0 || w.MinRange < 0 || w.MaxRange < w.MinRange) {
				return fmt.Errorf("machine: %s: weapon %+v out of range", p.Name, w)
			}
		}
	}
	return nil
}
