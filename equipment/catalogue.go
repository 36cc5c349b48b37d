package equipment

// Group is what a card belongs to at setup (component list, pp.3-4;
// setup, pp.7-9).
type Group uint8

const (
	Deck      Group = iota // shuffled into the Equipment deck, found by Searching
	Start                  // grey back: dealt at setup, one per Survivor
	Prototype              // red back: set aside, handed out by Objectives
	Oxygen                 // set aside: handed out in Oxygen Supply Rooms
	Machine                // a Machine's profile card, shared by everyone
	// Crate: red back, set aside, found in the mission's yellow crates
	// (Zombicide 2nd Edition's special weapons, seed 002). No Invader
	// card is in this group.
	Crate
)

// Attach says which attachment a card is, or which one a weapon takes.
type Attach uint8

const (
	NoAttach     Attach = iota
	EnergyCell          // on an Energy weapon: a re-roll; on a Prototype: power (p.23)
	PlentyOfAmmo        // on a Bullets weapon: a re-roll
	CanisterFuel        // on the Flamethrower: fuel for one Hellfire
)

// An Entry is a card of the catalogue and how many copies the box holds.
type Entry struct {
	Card  Card  `json:"card"`
	Count int   `json:"count"`
	Group Group `json:"group,omitzero"` // 0, the Equipment deck, is omitted in JSON
}

func weapon(name string, slot Slot, w Weapon, ammo Ammo, noisy, dual bool, lo, hi, dice, acc, dmg int) Card {
	c := Card{Name: name, Slot: slot, Weapon: w, Ammo: ammo, Noisy: noisy, Dual: dual,
		MinRange: lo, MaxRange: hi, Dice: dice, Accuracy: acc, Damage: dmg}
	switch {
	case ammo == Energy:
		c.Takes = EnergyCell
	case ammo == Bullets:
		c.Takes = PlentyOfAmmo
	}
	return c
}

func provisional(c Card) Card {
	c.Provisional = true
	return c
}

func prototype(c Card) Card {
	c.NeedsPower = true
	return c
}

// core is the 71 cards of the core box (component list, pp.3-4; see
// docs/RULINGS.md, "The cards"). Statistics read
// from the printed cards are exact; the others are PROVISIONAL guesses in
// the spirit of the confirmed ones, marked Provisional, to be replaced.
var core = []Entry{
	// Confirmed: read from the printed cards.
	{CattleProd, 4, Start},
	{StartingSMG, 2, Start},
	{SMG, 2, Deck},
	{weapon("Chainsaw", Hand, Melee, Energy, false, false, 0, 0, 5, 5, 2), 2, Deck},
	{weapon("Heavy Cutter", Hand, Melee, Energy, false, true, 0, 0, 2, 3, 2), 3, Deck},
	{weapon("Heavy Shotgun", Hand, Ranged, Bullets, true, false, 1, 2, 2, 4, 2), 3, Deck},
	{weapon("Light Machine Gun", Hand, Ranged, Bullets, true, false, 1, 3, 5, 5, 1), 2, Deck},
	{Flamethrower, 2, Deck},
	{prototype(Card{Name: "Prototype Sniper Rifle", Slot: Hand, Weapon: Ranged, Ammo: Energy, MinRange: 1, MaxRange: 4,
		Dice: 1, Accuracy: 3, Damage: 2, Sniper: true, Takes: EnergyCell}), 1, Prototype},
	// Provisional weapons.
	{Sledge, 3, Deck},
	{provisional(weapon("Assault Shotgun", Hand, Ranged, Bullets, true, false, 0, 1, 3, 4, 1)), 3, Deck},
	{provisional(sniper(weapon("Sniper Rifle", Hand, Ranged, Bullets, true, false, 1, 3, 1, 3, 2))), 2, Deck},
	{provisional(prototype(weapon("Prototype Assault Shotgun", Hand, Ranged, Energy, false, false, 0, 1, 3, 3, 1))), 1, Prototype},
	{provisional(prototype(weapon("Prototype Heavy Shotgun", Hand, Ranged, Energy, false, false, 1, 2, 3, 3, 2))), 1, Prototype},
	{provisional(prototype(weapon("Prototype Light Machine Gun", Hand, Ranged, Energy, false, false, 1, 3, 5, 4, 1))), 1, Prototype},
	// Body equipment and support cards (effects provisional where unknown).
	{Card{Name: "Searchlight", Slot: Body, Searchlight: true}, 2, Deck},
	{provisional(Card{Name: "Ablative Armor", Slot: Body, Soak: 1}), 4, Deck},
	{Card{Name: "Oxygen Tank", Slot: Body, Oxygen: true}, 6, Oxygen},
	{provisional(Card{Name: "M.R.E.", Slot: Backpack, Heal: 1}), 3, Deck},
	// Attachments.
	{Card{Name: "Energy Cell", Is: EnergyCell}, 6, Deck},
	{Card{Name: "Plenty of Bullets", Is: PlentyOfAmmo}, 3, Deck},
	{Card{Name: "Canister", Is: CanisterFuel}, 4, Deck},
	// Mold cards in the Equipment deck (component list, pp.3-4): Xenos in
	// every Active Mold Zone when drawn. Kinds are xeno.Kind values: 0 Worker, 1 Tank, 2 Hunter.
	{Card{Name: "Mold: 1 Hunter", Mold: MoldSpawn{Kind: 2, Count: 1}}, 2, Deck},
	{Card{Name: "Mold: 1 Tank", Mold: MoldSpawn{Kind: 1, Count: 1}}, 2, Deck},
	{Card{Name: "Mold: 1 Worker", Mold: MoldSpawn{Kind: 0, Count: 1}}, 2, Deck},
	{Card{Name: "Mold: 2 Workers", Mold: MoldSpawn{Kind: 0, Count: 2}}, 1, Deck},
	// The Machines' profile cards (issue "The base and its surface").
	{provisional(Card{Name: "Peacekeeper Bot", Slot: Backpack}), 1, Machine},
	{provisional(Card{Name: "Falchion Sentry Gun", Slot: Backpack}), 1, Machine},
}

// UltraXP is what discarding an Ultra weapon during one's Turn gives
// (seed 004, §13).
const UltraXP = 5

// UltraRailgun is a sample Ultra weapon (seed 004, §13) for missions that
// add one to their Equipment: Invader's core box has none, so its
// statistics are PROVISIONAL, a guess in the spirit of the Ultra weapons
// of classic Zombicide.
var UltraRailgun = provisional(Card{Name: "Ultra Railgun", Slot: Hand, Weapon: Ranged, Ammo: Energy, Noisy: true,
	MinRange: 1, MaxRange: 4, Dice: 3, Accuracy: 3, Damage: 3, Takes: EnergyCell, Ultra: true})

func sniper(c Card) Card {
	c.Sniper = true
	return c
}

// SMG is the regular SMG of the Equipment deck: the same card as the
// starting one, with a blue back.
var SMG = func() Card { c := StartingSMG; c.Starting = false; return c }()

// Sledge is the Melee weapon of the Equipment deck that rolls no Energy
// and no Bullets: a heavy blow of Damage 2 (PROVISIONAL). With 8 or more
// Survivors, it is Invader's axe among the cards the players choose from
// for the 8th, 10th... (seed 004, §15; mission.Mission.ExtraStarting).
var Sledge = provisional(weapon("Sledge", Hand, Melee, NoAmmo, false, false, 0, 0, 1, 4, 2))

// Flamethrower rolls no dice: discarding its attached Canister makes a
// Hellfire in the targeted Zone, not outside (the printed card; p.34).
var Flamethrower = Card{Name: "Flamethrower", Slot: Hand, Weapon: Ranged, MinRange: 1, MaxRange: 2, Hellfire: true, Takes: CanisterFuel}

// Core returns the 71 cards of the core box with their counts and groups.
// Cards marked Provisional hold our best guesses (see the package
// comment). The slice is a fresh copy.
func Core() []Entry { return append([]Entry(nil), core...) }
