package mission

import (
	"fmt"
	"slices"
	"strings"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zombicide2"
	"github.com/invaderengine/invader/zone"
)

// A Ruleset is the game whose rules a Mission is played by (issue 18).
// The zero Ruleset is [Invader], so that every mission written before
// rulesets existed, in Go, JSON or text, is still an Invader mission.
//
// Its name is the word of the text form's "ruleset:" line and of the JSON
// "ruleset" key: "invader" and "2e".
type Ruleset uint8

const (
	// Invader is Zombicide: Invader, the default.
	Invader Ruleset = iota
	// SecondEdition is Zombicide 2nd Edition, Invader's parent game
	// (seed 002; docs/SECOND-EDITION.md), with the data of package
	// zombicide2.
	SecondEdition
	numRulesets
)

var rulesetNames = [numRulesets]string{Invader: "invader", SecondEdition: "2e"}

// Rulesets returns every Ruleset, Invader first.
func Rulesets() []Ruleset { return []Ruleset{Invader, SecondEdition} }

func (r Ruleset) valid() bool { return r < numRulesets }

// String returns the ruleset's name ("invader", "2e"), or Ruleset(N) for
// a value that is none.
func (r Ruleset) String() string {
	if r.valid() {
		return rulesetNames[r]
	}
	return fmt.Sprintf("Ruleset(%d)", uint8(r))
}

// MarshalText implements encoding.TextMarshaler: the ruleset's name.
func (r Ruleset) MarshalText() ([]byte, error) {
	if !r.valid() {
		return nil, fmt.Errorf("mission: cannot marshal %v: want %s", r, rulesetWant)
	}
	return []byte(r.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: it reads a name
// String writes.
func (r *Ruleset) UnmarshalText(b []byte) error {
	if r == nil {
		return fmt.Errorf("mission: UnmarshalText of %q into a nil *Ruleset", b)
	}
	i := slices.Index(rulesetNames[:], string(b))
	if i < 0 {
		return fmt.Errorf("mission: unknown ruleset %q: want %s", short(string(b)), rulesetWant)
	}
	*r = Ruleset(i)
	return nil
}

// rulesetWant lists the rulesets' names for error messages.
var rulesetWant = strings.Join(rulesetNames[:], " or ")

// rules are everything a Mission does differently by ruleset: the data
// it plays with when its own fields are nil, and what Validate and Check
// accept. Every difference between the rulesets that package mission
// knows is a field here, so that no method asks which ruleset it is.
type rules struct {
	// The defaults of Mission.Cards, Kinds, XenoDeck and EquipmentCards.
	survivors func() []survivor.Card
	catalog   func() xeno.Catalog
	deck      func() spawn.Deck
	equipment func() []equipment.Entry
	// extraStarting gives the Starting cards of the Survivors beyond six
	// (seed 004, §15): one for the 7th, 9th..., and the players' choice
	// for the 8th, 10th..., the default first.
	extraStarting func() (odd equipment.Card, even []equipment.Card)

	// lookup finds a Survivor of the text form's "survivors:" line by
	// name; who names the ruleset's Survivors in its errors.
	lookup func(name string) (survivor.Card, bool)
	who    string

	// checkSurvivor is what Validate asks of each Survivor's card.
	checkSurvivor func(survivor.Card) error
	// groups are the Equipment groups of the ruleset's cards (Validate).
	groups []equipment.Group

	// What Check refuses on the map of a playable mission: zone features
	// whose rules the ruleset does not have, and whether it has exterior
	// zones, Mold and Machines.
	foreign                  zone.Feature
	exterior, mold, machines bool
}

// rulesets is the table of rules by Ruleset.
var rulesets = [numRulesets]rules{
	Invader: {
		survivors: survivor.Base, catalog: func() xeno.Catalog { return xeno.Invader },
		deck: spawn.Invader, equipment: equipment.Core,
		extraStarting: invaderExtraStarting,
		lookup:        survivor.Lookup, who: "core Survivor",
		checkSurvivor: survivor.Card.Validate,
		// pp.3-4 and pp.7-9: the deck, the Starting Equipment, the
		// Prototypes, the Oxygen Tanks and the Machines' cards.
		groups:   []equipment.Group{equipment.Deck, equipment.Start, equipment.Prototype, equipment.Oxygen, equipment.Machine},
		exterior: true, mold: true, machines: true,
	},
	SecondEdition: {
		survivors: zombicide2.Survivors, catalog: zombicide2.Zombies,
		// The Zombie deck as a spawn.Deck; the Rush marks are the
		// engine's to read (docs/SECOND-EDITION.md).
		deck: zombicide2.ZombieDeck, equipment: zombicide2.Equipment,
		extraStarting: zombicide2.ExtraStarting,
		lookup:        zombicide2.Survivor, who: "2nd Edition Survivor (seed 002)",
		// seed 002: Survivors are adults (3 Health) or children (2,
		// starting with Slippery).
		checkSurvivor: zombicide2.CheckSurvivor,
		// seed 002: grey Starting Equipment, blue cards found by
		// Searching, red cards of the yellow crates; and the cards a
		// mission sets aside for its objectives to hand out (SetAside
		// moves them to the Prototype group).
		groups: []equipment.Group{equipment.Deck, equipment.Start, equipment.Prototype, equipment.Crate},
		// seed 002 knows no Oxygen, Airlock or Security Rooms, no planet
		// outside (the streets are corridors), no Mold and no Machines.
		foreign: zone.Airlock | zone.Security | zone.OxygenSupply,
	},
}

// rules returns the rules of m's ruleset; Invader's for a nil m or a
// Ruleset that is none (Validate refuses it), so that no query panics.
func (m *Mission) rules() *rules {
	if m != nil && m.Ruleset.valid() {
		return &rulesets[m.Ruleset]
	}
	return &rulesets[Invader]
}

// groupNames name the Equipment groups in errors.
var groupNames = map[equipment.Group]string{
	equipment.Deck: "deck", equipment.Start: "start", equipment.Prototype: "prototype",
	equipment.Oxygen: "oxygen", equipment.Machine: "machine", equipment.Crate: "crate",
}

// groupsWant lists the groups of a ruleset for an error message.
func (r *rules) groupsWant() string {
	var s []string
	for _, g := range r.groups {
		s = append(s, fmt.Sprintf("%d (%s)", g, groupNames[g]))
	}
	return strings.Join(s, ", ")
}

// validateBoard checks that the map has only what the ruleset's rules
// know (Check): under 2nd Edition no Oxygen, Airlock or Security Room,
// no exterior zone, no Mold and no Machine (seed 002). Under Invader it
// accepts every map.
func (m *Mission) validateBoard() error {
	r, mp := m.rules(), m.Map
	s := mp.Initial()
	for id := range mp.Len() {
		z := mp.Zone(zone.ID(id))
		var what string
		switch {
		case z.Features&r.foreign != 0:
			what = fmt.Sprintf("is %v", z.Features&r.foreign)
		case z.Kind == zone.Exterior && !r.exterior:
			what = "is an exterior zone: streets are corridors"
		case s.Mold(z.ID) != zone.NoMold && !r.mold:
			what = "has Mold"
		default:
			continue
		}
		return &problem{zone: z.Name, err: fmt.Errorf("mission: zone %q %s, which the %v ruleset does not have", z.Name, what, m.Ruleset)}
	}
	if p := mp.Machines(); len(p) > 0 && !r.machines {
		return &problem{zone: mp.Zone(p[0].Zone).Name, err: fmt.Errorf("mission: zone %q holds a %v, which the %v ruleset does not have", mp.Zone(p[0].Zone).Name, p[0].Machine, m.Ruleset)}
	}
	return nil
}

// invaderExtraStarting is Invader's Starting Equipment from outside the
// box for Survivors beyond six (seed 004, §15): a Cattle Prod for the 7th,
// 9th... (classic Zombicide's "frying pan or club": the box's light Melee
// weapon); for the 8th, 10th..., "an axe, a pistol or a crowbar, your
// choice", the box's cards nearest to them: the SMG (the pistol, the
// Starting Equipment's firearm; the default, the engine's card before
// the players chose), the Sledge (the axe: a Melee blow of Damage 2 with
// no ammunition) and the Cattle Prod (the crowbar: the light Melee
// weapon), each as a grey-backed Starting card.
func invaderExtraStarting() (equipment.Card, []equipment.Card) {
	sledge := equipment.Sledge
	sledge.Starting = true
	return equipment.CattleProd, []equipment.Card{equipment.StartingSMG, sledge, equipment.CattleProd}
}
