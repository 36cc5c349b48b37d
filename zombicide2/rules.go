package zombicide2

// Rules describes the rules of 2nd Edition that seed 002 states and that
// differ from Invader's, or that the engine must be told: numbers and
// switches for the engine's 2nd Edition ruleset to read. It is a
// description, not behaviour: nothing in this package applies it.
// docs/SECOND-EDITION.md lists, for each field, where Invader differs.
type Rules struct {
	// Survivors (seed 002: "some are adults (3 Health), some children
	// (2 Health)"; "each character starts a Turn with 3 Actions").
	Survivors     int `json:"survivors"` // the usual team: "the players control six Survivors"
	AdultHealth   int `json:"adultHealth"`
	ChildHealth   int `json:"childHealth"`
	Actions       int `json:"actions"`       // Actions per Turn before Skills
	HandSlots     int `json:"handSlots"`     // "two Hands"
	BackpackSlots int `json:"backpackSlots"` // "a Backpack of three slots"; excess cards are discarded

	// SearchesPerTurn: "a character may Search only once per Turn; a free
	// Search from a Skill counts as that one".
	SearchesPerTurn int `json:"searchesPerTurn"`
	// ObjectiveXP: taking an objective "usually gives 5 XP, unless the
	// mission says otherwise".
	ObjectiveXP int `json:"objectiveXP"`
	// MaxAbominations: "only one Abomination on the board at a time: when
	// a second would spawn, the one there takes an extra activation".
	MaxAbominations int `json:"maxAbominations"`
	// MoveCostPerZombie: a Move costs 1 Action "plus 1 per zombie in the
	// zone left".
	MoveCostPerZombie int `json:"moveCostPerZombie"`

	// UnlimitedAmmo: "ammunition never runs out"; Bullets and Shells only
	// say which cards affect the weapon. The seed knows no zone where
	// Bullets fail (Invader's fail outside).
	UnlimitedAmmo bool `json:"unlimitedAmmo"`
	// DoorNeedsOpener: a door opens only with a door-opening card in
	// Hand, for 1 Action, with Noise if the card is Noisy.
	DoorNeedsOpener bool `json:"doorNeedsOpener"`
	// FirstDoorSpawns: opening a building's first door spawns zombies in
	// every dark zone of the building.
	FirstDoorSpawns bool `json:"firstDoorSpawns"`
	// ZombiesStayWhenBlocked: "if the route to the target zone is blocked
	// at any point, the zombies do not move" (they break no door).
	ZombiesStayWhenBlocked bool `json:"zombiesStayWhenBlocked"`
	// EnteringZombiesStops: "a move into a zone with zombies ends the
	// movement, even with Actions left".
	EnteringZombiesStops bool `json:"enteringZombiesStops"`
	// SearchSpawns: searching is among the events that spawn zombies.
	SearchSpawns bool `json:"searchSpawns"`
	// RunOutActivates: "if a type of zombie runs short for a spawn, that
	// type takes an activation".
	RunOutActivates bool `json:"runOutActivates"`
	// FriendlyFire: each miss of a ranged attack into a zone with
	// Survivors hits one of the player's choice.
	FriendlyFire bool `json:"friendlyFire"`
	// AnyDeathLoses: "the game is lost if any Survivor dies".
	AnyDeathLoses bool `json:"anyDeathLoses"`
	// FirstPlayerPasses: "the first player becomes the last next round".
	FirstPlayerPasses bool `json:"firstPlayerPasses"`
	// TradeReorganizesBoth: a Trade is 1 Action and "the other side gets
	// a free reorganize".
	TradeReorganizesBoth bool `json:"tradeReorganizesBoth"`
}

// Default returns the rules seed 002 gives. Every value is the seed's; the
// value is a fresh copy.
func Default() Rules {
	return Rules{
		Survivors: 6, AdultHealth: 3, ChildHealth: 2, Actions: 3, HandSlots: 2, BackpackSlots: 3,
		SearchesPerTurn: 1, ObjectiveXP: 5, MaxAbominations: 1, MoveCostPerZombie: 1,
		UnlimitedAmmo: true, DoorNeedsOpener: true, FirstDoorSpawns: true, ZombiesStayWhenBlocked: true,
		EnteringZombiesStops: true, SearchSpawns: true, RunOutActivates: true, FriendlyFire: true,
		AnyDeathLoses: true, FirstPlayerPasses: true, TradeReorganizesBoth: true,
	}
}
