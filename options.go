package invader

import (
	"fmt"

	"github.com/invaderengine/invader/mission"
)

// The rule options of a game: every option lives here, as a field of
// Rules (saved with the game), an Option that sets it, and, for a rule
// with several readings, an enum with its text form. docs/RULINGS.md says
// why each exists; New and UnmarshalJSON refuse values Rules.check does
// not know.

// Rules are the options a game was started with ([State.Rules]); the
// [Option]s set them. They are part of the State (and of its JSON form,
// "options") so that a saved game goes on with the same rules. The zero
// Rules are the rulebook's, with seed 0.
type Rules struct {
	Seed              uint64      `json:"seed"`                        // Seed
	Players           int         `json:"players,omitempty"`           // Players; 0: the mission's
	Doors             DoorRule    `json:"doors,omitempty"`             // Doors
	ExternalChance    bool        `json:"externalChance,omitempty"`    // ExternalChance
	Oxygen            OxygenRule  `json:"oxygen,omitempty"`            // Oxygen (a house rule when not the default)
	Machines          MachineRule `json:"machines,omitempty"`          // Machines
	Ultrared          bool        `json:"ultrared,omitempty"`          // Ultrared
	XenosSeeInTheDark bool        `json:"xenosSeeInTheDark,omitempty"` // XenosSeeInTheDark (a house rule)
	LimitNoise        bool        `json:"limitNoise,omitempty"`        // LimitNoiseTokens (a house rule)
	LimitMold         bool        `json:"limitMold,omitempty"`         // LimitMoldTokens (a house rule)
	StartingXP        int         `json:"startXP,omitempty"`           // StartingXP
	SpawnZones        int         `json:"spawnZones,omitempty"`        // SpawnZones; 0: the mission's
}

// Rules returns the options the game was started with.
func (s State) Rules() Rules {
	if s.g == nil {
		return Rules{}
	}
	return s.g.cfg
}

// LimitNoiseTokens stops Noise at the box's 18 tokens (pp.3-4): with all
// of them on the board, no more noise is made, and Make Noise is refused.
// A house rule: the rulebook says nothing of running out of Noise tokens,
// so by default there is no limit (docs/RULINGS.md, "Noise tokens").
func LimitNoiseTokens() Option { return func(c *Rules) { c.LimitNoise = true } }

// LimitMoldTokens stops Mold at the box's 15 tokens (pp.3-4): with all of
// them on the board, a Spoiler Abomination spreads no more. A house rule:
// the rulebook says nothing of running out of Mold tokens, so by default
// there is no limit (docs/RULINGS.md, "Mold").
func LimitMoldTokens() Option { return func(c *Rules) { c.LimitMold = true } }

// check says which rule option names no rule the engine knows, or is out
// of range (New and a saved State check it alike).
func (c Rules) check() error {
	switch {
	case c.Doors > DoorCostsAction:
		return fmt.Errorf("rule option Doors: unknown door rule %d", c.Doors)
	case c.Oxygen > OxygenAnywhere:
		return fmt.Errorf("rule option Oxygen: unknown oxygen rule %d", c.Oxygen)
	case c.Machines > MachinesAreTargets:
		return fmt.Errorf("rule option Machines: unknown Machine rule %d", c.Machines)
	case c.StartingXP < 0 || c.StartingXP > maxStartXP:
		return fmt.Errorf("rule option StartingXP %d: want 0 to %d", c.StartingXP, maxStartXP)
	case c.SpawnZones < 0:
		return fmt.Errorf("rule option SpawnZones %d: want 0 (the mission's) or more", c.SpawnZones)
	case c.Players < 0 || c.Players > mission.MaxSurvivors:
		return fmt.Errorf("rule option Players %d: want 0 (the mission's) to %d", c.Players, mission.MaxSurvivors)
	}
	return nil
}

// maxStartXP bounds StartingXP: far beyond Red (43).
const maxStartXP = 1000

// StartingXP makes every Survivor start with xp Experience Points, and the
// Danger Level and Skills that come with them (the difficulty tuning of
// p.37): the game then starts with their Skill choices.
func StartingXP(xp int) Option { return func(c *Rules) { c.StartingXP = xp } }

// SpawnZones starts the game with n of the map's Spawn Zones active (the
// difficulty tuning of p.37): its active ones first, in the map's order,
// then its dormant ones, woken from the start; the others are dormant, as
// a coloured Spawn Zone waiting for its mission's trigger. 0 keeps the
// mission's; New refuses more than the map has. The extra Spawn tokens of
// 7+ Survivors (p.36) are always active and do not count.
func SpawnZones(n int) Option { return func(c *Rules) { c.SpawnZones = n } }

// An Option changes how a game is set up or which rules it follows.
type Option func(*Rules)

// Seed sets the seed of the game's random generator (default 0). The same
// mission, options and actions always give the same game.
func Seed(seed uint64) Option { return func(c *Rules) { c.Seed = seed } }

// Option returns the Option that sets every rule option to r's, seed
// included: a game started with it has Rules r. A program that keeps a
// game's Rules (a server's store, a game record) starts the same game again
// with it. Options after it change what they set.
func (c Rules) Option() Option { return func(d *Rules) { *d = c } }

// Players sets the number of players sharing the Survivors, overriding
// the mission's.
func Players(n int) Option { return func(c *Rules) { c.Players = n } }

// Doors chooses how door actions work (p.22; docs/RULINGS.md, "Doors").
func Doors(r DoorRule) Option { return func(c *Rules) { c.Doors = r } }

// ExternalChance makes the caller supply the outcome of every chance event
// (dice, card draws) instead of the seeded generator, as at a real table:
// the game then stops at chance events, [State.Pending] reports a
// [ChanceDecision], [State.ChanceOutcomes] lists the possible outcomes and
// their probabilities, and a [Chance] action picks one.
func ExternalChance() Option { return func(c *Rules) { c.ExternalChance = true } }

// Oxygen chooses where an Oxygen Tank must be for its Survivor to go
// outside (p.35; docs/RULINGS.md, "Oxygen").
func Oxygen(r OxygenRule) Option { return func(c *Rules) { c.Oxygen = r } }

// Machines chooses how Xenos treat activated Machines (p.17, p.25;
// docs/RULINGS.md, "Machines").
func Machines(r MachineRule) Option { return func(c *Rules) { c.Machines = r } }

// An OxygenRule says where an Oxygen Tank works. Tanks are never used up.
type OxygenRule uint8

const (
	// OxygenInBody: a tank works in a Body slot only, like every Body card
	// (p.18; the default).
	OxygenInBody OxygenRule = iota
	// OxygenAnywhere: a tank anywhere in the inventory will do. A house
	// rule: p.18 says Body cards work only in Body slots.
	OxygenAnywhere
)

// A MachineRule says how Xenos treat activated Machines.
type MachineRule uint8

const (
	// MachinesAreNoise: an activated Machine counts as one Noise token, no
	// more (p.17; the default).
	MachinesAreNoise MachineRule = iota
	// MachinesAreTargets: an activated Machine also draws Xenos like a
	// Survivor in sight when they choose where to go. Xenos still never
	// attack Machines.
	MachinesAreTargets
)

// A DoorRule says what opening or closing a door costs. The rulebook text
// was not available; third-party summaries disagree (docs/RULINGS.md, "Doors").
type DoorRule uint8

const (
	// FreeDoorOncePerTurn: opening or closing a door is free, once per
	// Survivor Turn (our reading, docs/RULINGS.md; the default).
	FreeDoorOncePerTurn DoorRule = iota
	// DoorCostsAction: opening or closing a door is an Action, as often as
	// the Survivor has Actions.
	DoorCostsAction
)

// XenosSeeInTheDark lets Xenos see Survivors in Dark Zones, as if they
// carried a Searchlight: a house rule (docs/RULINGS.md, "Xenos and Dark
// Zones"). By default darkness blocks every Actor's Lines of Sight (p.11):
// Xenos do not see a Survivor in a Dark Zone, though its noise counts.
func XenosSeeInTheDark() Option { return func(c *Rules) { c.XenosSeeInTheDark = true } }

// Ultrared turns Ultrared mode on.
func Ultrared() Option { return func(c *Rules) { c.Ultrared = true } }

// Text forms of the options' enums, for JSON.

func (d DoorRule) MarshalText() ([]byte, error) { return enumText(d.String(), d <= DoorCostsAction) }

func (d *DoorRule) UnmarshalText(b []byte) error {
	return enumParse(b, "door rule", doorRuleNames[:], (*uint8)(d))
}

var doorRuleNames = [...]string{FreeDoorOncePerTurn: "free once per turn", DoorCostsAction: "costs an action"}

var oxygenNames = [...]string{OxygenInBody: "body slot", OxygenAnywhere: "anywhere"}

var machineRuleNames = [...]string{MachinesAreNoise: "noise", MachinesAreTargets: "targets"}

func (r OxygenRule) MarshalText() ([]byte, error) { return enumText(r.String(), r <= OxygenAnywhere) }

func (r *OxygenRule) UnmarshalText(b []byte) error {
	return enumParse(b, "oxygen rule", oxygenNames[:], (*uint8)(r))
}

func (r MachineRule) MarshalText() ([]byte, error) {
	return enumText(r.String(), r <= MachinesAreTargets)
}

func (r *MachineRule) UnmarshalText(b []byte) error {
	return enumParse(b, "machine rule", machineRuleNames[:], (*uint8)(r))
}

func (r OxygenRule) String() string {
	if r <= OxygenAnywhere {
		return oxygenNames[r]
	}
	return fmt.Sprintf("OxygenRule(%d)", uint8(r))
}

func (r MachineRule) String() string {
	if r <= MachinesAreTargets {
		return machineRuleNames[r]
	}
	return fmt.Sprintf("MachineRule(%d)", uint8(r))
}

func (d DoorRule) String() string {
	if d <= DoorCostsAction {
		return doorRuleNames[d]
	}
	return fmt.Sprintf("DoorRule(%d)", uint8(d))
}
