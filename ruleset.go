package invader

import (
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

// The rule systems the engine plays: Zombicide: Invader (the default) and
// Zombicide 2nd Edition (seed 002; docs/SECOND-EDITION.md), chosen by the
// mission ([mission.Mission.Ruleset]) and so recorded in every save. Every
// rule in which they differ is one field of ruleset, read from the game's
// static data: the code asks "may a Xeno break a door?", never "is this
// 2nd Edition?". A new difference is a field here and one line in each
// ruleset's value below.
//
// What the data already tells apart needs no switch: the Zombies' profiles
// (a Brute's Toughness, the Hobo's and the Wild's xeno.Special, targeting
// Priority), the Survivors' classes (an Adult's 3 Health, a Child's
// Slippery), the cards (door openers, the Molotov, "Aaahh!" cards), and the
// deck (Rush cards).
type ruleset struct {
	// xenoMover is how Xenos plan their routes and move. Invader's break
	// closed doors on their way (p.26); 2nd Edition's zombies never do: "if
	// the route to the target is blocked at any point, the zombies do not
	// move" (seed 002).
	xenoMover zone.Mover
	// doorNeedsOpener: a door opens only for a Survivor holding a door
	// opener in Hand, for 1 Action, making Noise if the opener is noisy
	// (seed 002). Invader opens doors by the Doors option (p.22).
	doorNeedsOpener bool
	// noClosing: doors once open stay open (seed 002 lists opening a door
	// among the Actions, never closing one: docs/RULINGS.md).
	noClosing bool
	// buildingSpawn: the first door opened into a building spawns zombies
	// in each of its dark rooms (seed 002). Invader has no such rule.
	buildingSpawn bool
	// shortActivates: a kind the box runs short of takes an extra
	// activation (seed 002). Invader's shortage activates the Abominations
	// and places one (p.30).
	shortActivates bool
	// oneAbomination: only one Abomination on the board; a second spawn
	// gives the one there an extra activation instead (seed 002).
	oneAbomination bool
	// bulletsFailOutside: Bullets weapons do not work in exterior zones
	// (p.14); 2nd Edition's ammunition "never runs out" and works anywhere.
	bulletsFailOutside bool
	// noConcentrating: no Concentrated Attack (p.33 merges the successes
	// into one hit); in 2nd Edition "you must deal all the damage at
	// once": a zombie falls to one hit of enough Damage (seed 002).
	noConcentrating bool
	// darkVisible: Dark Zones block no sight. 2nd Edition's dark rooms only
	// mark where zombies spawn when a building is first opened (seed 002),
	// and it has no Searchlight; Invader's Dark Zones are seen only with
	// one (p.11).
	darkVisible bool
	// slots are the inventory slots in use, by bit (Hand1 to Backpack1+4):
	// Invader's 2 Hands, 2 Body slots and 5 Backpack slots (p.18), 2nd
	// Edition's 2 Hands and a Backpack of 3 (seed 002).
	slots uint16
	// card is what the event texts call a card of the spawn deck.
	card string
}

// rulesets are the rule systems, by mission.Ruleset.
var rulesets = [...]ruleset{
	mission.Invader: {
		xenoMover:          zone.XenoMover,
		bulletsFailOutside: true,
		slots:              1<<NumSlots - 1,
		card:               "Xeno card",
	},
	mission.SecondEdition: {
		xenoMover:       zone.Mover{Oxygen: true, ThroughWire: true, NoLadders: true},
		doorNeedsOpener: true,
		noClosing:       true,
		buildingSpawn:   true,
		shortActivates:  true,
		oneAbomination:  true,
		noConcentrating: true,
		darkVisible:     true,
		slots:           1<<Hand1 | 1<<Hand2 | 1<<Backpack1 | 1<<(Backpack1+1) | 1<<(Backpack1+2),
		card:            "Zombie card",
	},
}

// rulesetOf returns the rules of mission m's ruleset (Validate refuses a
// ruleset the engine does not know; an unknown one plays as Invader).
func rulesetOf(m *mission.Mission) ruleset {
	if int(m.Ruleset) < len(rulesets) {
		return rulesets[m.Ruleset]
	}
	return rulesets[mission.Invader]
}

// Ruleset returns the rule system the game is played by: its mission's.
func (s State) Ruleset() mission.Ruleset {
	if s.g == nil {
		return mission.Invader
	}
	return s.g.mission.Ruleset
}

// slotOpen reports whether the game's inventory has the slot.
func (r *ruleset) slotOpen(slot int) bool {
	return slot >= 0 && slot < NumSlots && r.slots&(1<<slot) != 0
}
