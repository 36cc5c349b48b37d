// Package equipment describes the Equipment cards of Zombicide: Invader
// (rulebook pp.13-18): their slots, combat characteristics and the decks
// they form.
//
// Cards are data: a [Card] is a comparable value, the catalogue is a table
// users may extend or replace with their own cards. Statistics that were
// read from the printed cards are marked confirmed; the others are
// provisional ([Card.Provisional]). Ultra weapons (seed 004, §13: usable
// only at the Red Danger Level, worth 5 XP when discarded in one's Turn)
// are cards with [Card.Ultra]; the box has none, [UltraRailgun] is a
// sample. Everything here is immutable and safe for concurrent use.
//
// The same types carry Zombicide 2nd Edition's Equipment (package
// zombicide2, seed 002): door openers ([Card.Door]), the Molotov
// ([Card.Molotov]), [Shells], the cards improving the weapons of an
// ammunition ([Card.Boosts]), the "Aaahh!" card ([Card.Aaahh]) and the
// red cards of the yellow crates ([Crate]). Each is zero, and omitted in
// JSON, for every Invader card. [Card.Validate], [Entry.Validate] and
// [Validate] say what is wrong with a card or a list of them.
package equipment

import "fmt"

// A Slot is where a card must sit to be used (p.18).
type Slot uint8

const (
	Backpack Slot = iota // no symbol: works from the Backpack
	Hand                 // must be in a Hand slot
	Body                 // must be in a Body slot
)

var slotNames = [...]string{"backpack", "hand", "body"}

func (s Slot) String() string {
	if s <= Body {
		return slotNames[s]
	}
	return fmt.Sprintf("Slot(%d)", uint8(s))
}

// MarshalText implements encoding.TextMarshaler with the slot's name.
func (s Slot) MarshalText() ([]byte, error) {
	if s > Body {
		return nil, fmt.Errorf("equipment: cannot marshal %v", s)
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (s *Slot) UnmarshalText(b []byte) error {
	if s == nil {
		return fmt.Errorf("equipment: UnmarshalText of %q into a nil *Slot", b)
	}
	for k, name := range slotNames {
		if name == string(b) {
			*s = Slot(k)
			return nil
		}
	}
	return fmt.Errorf("equipment: unknown slot %q: want backpack, hand or body", b)
}

// A Weapon is the kind of weapon a card is, if any (p.13).
type Weapon uint8

const (
	NotWeapon Weapon = iota
	Melee
	Ranged
)

// Ammo is the ammunition a weapon uses (p.14).
type Ammo uint8

const (
	NoAmmo  Ammo = iota
	Bullets      // cannot be used in exterior Zones (Invader, p.14; 2nd Edition's can)
	Energy       // usable anywhere
	// Shells: Zombicide 2nd Edition's shotgun ammunition (seed 002).
	// Invader has none. In 2nd Edition ammunition never runs out: the
	// kind only says which cards ([Card.Boosts]) improve the weapon.
	Shells
)

// A Card is an Equipment card.
type Card struct {
	Name     string `json:"name"`
	Slot     Slot   `json:"slot,omitzero"`
	Weapon   Weapon `json:"weapon,omitzero"`
	Ammo     Ammo   `json:"ammo,omitzero"`
	Noisy    bool   `json:"noisy,omitzero"` // each Action using it makes a Noise token (p.15)
	Dual     bool   `json:"dual,omitzero"`
	MinRange int    `json:"minRange,omitzero"`
	MaxRange int    `json:"maxRange,omitzero"`
	Dice     int    `json:"dice,omitzero"`
	Accuracy int    `json:"accuracy,omitzero"` // each die >= Accuracy is a success
	Damage   int    `json:"damage,omitzero"`

	Takes      Attach `json:"takes,omitzero"`      // the attachment this weapon accepts, if any
	Is         Attach `json:"is,omitzero"`         // the attachment this card is, if it is one
	NeedsPower bool   `json:"needsPower,omitzero"` // a Prototype: usable only with an attached Energy Cell (p.14)
	Sniper     bool   `json:"sniper,omitzero"`     // the shooter chooses its targets
	Hellfire   bool   `json:"hellfire,omitzero"`   // discards its attached Canister for a Hellfire (p.34)

	Searchlight bool      `json:"searchlight,omitzero"` // in a Body slot: sight into Dark Zones (p.11)
	Oxygen      bool      `json:"oxygen,omitzero"`      // in a Body slot: the Survivor may go outside (p.35)
	Soak        int       `json:"soak,omitzero"`        // in a Body slot: Damage ignored from each Xeno attack
	Heal        int       `json:"heal,omitzero"`        // discarded from the inventory: Armor points restored
	Mold        MoldSpawn `json:"mold,omitzero"`

	// Ultra marks an Ultra weapon (seed 004, §13): too powerful to use
	// before its Survivor reaches the Red Danger Level; any Survivor may
	// discard one during its Turn to gain UltraXP at once.
	Ultra bool `json:"ultra,omitzero"`

	// Door says whether the card opens doors, silently or noisily
	// (Zombicide 2nd Edition's door openers, seed 002): 2nd Edition opens
	// a door only with such a card in Hand, so a door opener is a Hand
	// card ([Card.Validate]). Zero, omitted in JSON, for every Invader
	// card; Invader's rules ignore it.
	Door Opener `json:"door,omitzero"`
	// Molotov marks Zombicide 2nd Edition's Molotov (seed 002): it
	// affects the Brutes and Abominations whatever their Toughness, so
	// it is a Ranged weapon that rolls no dice and uses no ammunition
	// ([Card.Validate]). False for every Invader card; Invader's rules
	// ignore it.
	Molotov bool `json:"molotov,omitzero"`
	// Boosts is the ammunition of the weapons this card improves
	// (Zombicide 2nd Edition, seed 002: "some Equipment cards affect
	// the weapons using Bullets", or Shells). NoAmmo, omitted in JSON,
	// for every Invader card, whose attachments use [Card.Is]; a card
	// with Boosts is neither a weapon nor an attachment ([Card.Validate]).
	Boosts Ammo `json:"boosts,omitzero"`
	// Aaahh marks Zombicide 2nd Edition's "Aaahh!" card (seed 002 lists
	// "when searching" among the events that spawn zombies; in classic
	// 2nd Edition this card is how): drawn in a Search, it is shown and
	// discarded, and one zombie of the game's weakest kind (2nd
	// Edition's Walker) spawns in the Searcher's zone. It cannot be
	// kept, so it has no other property ([Card.Validate]) and its slot
	// means nothing; it belongs in the Equipment deck ([Entry.Validate]).
	// False, omitted in JSON, for every Invader card; Invader's rules
	// ignore it (its Search spawns through Mold cards, [Card.Mold]).
	Aaahh bool `json:"aaahh,omitzero"`

	// Starting marks the grey-backed Starting Equipment (component
	// list, pp.3-4).
	Starting bool `json:"starting,omitzero"`
	// Provisional marks numbers we could not read from the printed card.
	Provisional bool `json:"provisional,omitzero"`
}

// MoldSpawn is what a Mold card of the Equipment deck places in every
// Active Mold Zone when drawn (component list, pp.3-4; p.20). Kind is a
// xeno.Kind value.
type MoldSpawn struct {
	Kind  uint8 `json:"kind"`
	Count int   `json:"count"`
}

// IsMold reports whether c is a Mold card.
func (c Card) IsMold() bool { return c.Mold.Count > 0 }

// IsWeapon reports whether c is a Melee or Ranged weapon.
func (c Card) IsWeapon() bool { return c.Weapon != NotWeapon }

// The confirmed Starting Equipment cards, read from the printed cards
// (notation p.16).
var (
	CattleProd = Card{Name: "Cattle Prod", Slot: Hand, Weapon: Melee, Ammo: Energy, Dual: true,
		MinRange: 0, MaxRange: 0, Dice: 2, Accuracy: 5, Damage: 1, Takes: EnergyCell, Starting: true}
	StartingSMG = Card{Name: "SMG", Slot: Hand, Weapon: Ranged, Ammo: Bullets, Noisy: true, Dual: true,
		MinRange: 1, MaxRange: 1, Dice: 2, Accuracy: 5, Damage: 1, Takes: PlentyOfAmmo, Starting: true}
)

// StartingPool returns the Starting Equipment of the core box, dealt at
// random one card per Survivor at setup: 4 Cattle Prods and 2 SMGs
// (docs/RULINGS.md, "Starting Equipment"). The slice is a fresh copy.
func StartingPool() []Card {
	return []Card{CattleProd, CattleProd, CattleProd, CattleProd, StartingSMG, StartingSMG}
}
