package zombicide2

import (
	"errors"
	"fmt"

	"github.com/invaderengine/invader/survivor"
)

// ChildSkill returns the Skill every child starts with (seed 002:
// "children ... start with Slippery: moving ignores zombies, no extra
// Action"). On a child's card it is the Blue Skill, the one a Survivor
// starts the game with.
func ChildSkill() survivor.Skill { return survivor.Skill{Kind: survivor.Slippery} }

// sample is the sample Survivors: four adults and two children, six as
// the seed's game has ("the players control six Survivors"). The seed
// names no Survivor and gives no Skill tree: the names are invented for
// this package and every tree is PROVISIONAL, a plausible tree of the
// engine's Skills. Only the classes and the children's Slippery come from
// seed 002.
var sample = []survivor.Card{
	{
		Name: "Nadia", Class: survivor.Adult, Provisional: true,
		Blue:   survivor.Skill{Kind: survivor.FreeAction, Action: survivor.Melee},
		Orange: [2]survivor.Skill{{Kind: survivor.PlusOneDie, Action: survivor.Melee}, {Kind: survivor.Tough}},
		Red:    [3]survivor.Skill{{Kind: survivor.PlusOneDamage, Action: survivor.Melee}, {Kind: survivor.FreeAction, Action: survivor.Combat}, {Kind: survivor.Shove}},
	},
	{
		Name: "Theo", Class: survivor.Adult, Provisional: true,
		Blue:   survivor.Skill{Kind: survivor.PlusOneToRoll, Action: survivor.Ranged},
		Orange: [2]survivor.Skill{{Kind: survivor.PlusOneMaxRange}, {Kind: survivor.FreeAction, Action: survivor.Ranged}},
		Red:    [3]survivor.Skill{{Kind: survivor.Sniper}, {Kind: survivor.PlusOneDie, Action: survivor.Ranged}, {Kind: survivor.Ambidextrous}},
	},
	{
		Name: "Rosa", Class: survivor.Adult, Provisional: true,
		Blue:   survivor.Skill{Kind: survivor.Medic},
		Orange: [2]survivor.Skill{{Kind: survivor.FreeAction, Action: survivor.Search}, {Kind: survivor.Lucky}},
		Red:    [3]survivor.Skill{{Kind: survivor.BornLeader}, {Kind: survivor.SearchPlusOne}, {Kind: survivor.Tactician}},
	},
	{
		Name: "Viktor", Class: survivor.Adult, Provisional: true,
		Blue:   survivor.Skill{Kind: survivor.Tough},
		Orange: [2]survivor.Skill{{Kind: survivor.Taunt}, {Kind: survivor.FreeAction, Action: survivor.Combat}},
		Red:    [3]survivor.Skill{{Kind: survivor.SuperStrength}, {Kind: survivor.Regeneration}, {Kind: survivor.IsThatAll}},
	},
	{
		Name: "Pip", Class: survivor.Child, Provisional: true,
		Blue:   ChildSkill(),
		Orange: [2]survivor.Skill{{Kind: survivor.FreeAction, Action: survivor.Move}, {Kind: survivor.LowProfile}},
		Red:    [3]survivor.Skill{{Kind: survivor.TwoZones}, {Kind: survivor.HitAndRun}, {Kind: survivor.Destiny}},
	},
	{
		Name: "Lou", Class: survivor.Child, Provisional: true,
		Blue:   ChildSkill(),
		Orange: [2]survivor.Skill{{Kind: survivor.Lucky}, {Kind: survivor.FreeAction, Action: survivor.Search}},
		Red:    [3]survivor.Skill{{Kind: survivor.Scavenger}, {Kind: survivor.Blitz}, {Kind: survivor.PlusOneDie, Action: survivor.Combat}},
	},
}

// Survivors returns the six sample Survivors: Nadia, Theo, Rosa and Viktor
// (adults, 3 Health) and Pip and Lou (children, 2 Health, Slippery). Their
// names and Skill trees are PROVISIONAL (see sample's comment in the
// source and the package comment). The slice is a fresh copy.
func Survivors() []survivor.Card { return append([]survivor.Card(nil), sample...) }

// Survivor returns the sample Survivor with the given name.
func Survivor(name string) (survivor.Card, bool) {
	for _, c := range sample {
		if c.Name == name {
			return c, true
		}
	}
	return survivor.Card{}, false
}

// CheckSurvivor reports what keeps c from being a 2nd Edition Survivor, if
// anything: it must be a valid card ([survivor.Card.Validate]) of class
// [survivor.Adult] or [survivor.Child] (seed 002), and a child's Blue
// Skill must be [ChildSkill], Slippery.
func CheckSurvivor(c survivor.Card) error {
	if err := c.Validate(); err != nil {
		return err
	}
	switch {
	case c.Class != survivor.Adult && c.Class != survivor.Child:
		return fmt.Errorf("zombicide2: %s: class %v: want adult or child (seed 002)", c.Name, c.Class)
	case c.Class == survivor.Child && c.Blue != ChildSkill():
		return errors.New("zombicide2: " + c.Name + ": a child starts with Slippery (seed 002): want it as the Blue Skill")
	}
	return nil
}
