package invader

import (
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// An Event is a fact about what an action changed, in the order it
// happened. Every observable change of a State comes with an event, so a
// front end can animate a game from the events alone. Like actions, events
// are small comparable structs of a closed set.
//
// Implementations: [RoundStarted], [PhaseStarted], [CardDealt],
// [SurvivorActivated], [SurvivorMoved], [DoorOpened], [DoorClosed],
// [NoiseMade], [ObjectiveTaken], [XPGained], [DangerRaised],
// [SkillGained], [TurnEnded], [NoiseRemoved], [FirstPlayerPassed],
// [GoalDone], [GameWon], [GameLost], [SurvivorWounded],
// [SurvivorEliminated], [SurvivorEscaped], [XenosMoved], [DoorDestroyed], [XenoDeckShuffled],
// [XenoCardDrawn], [XenosSpawned], [ExtraActivation], [XenosRanOut],
// [MoldPlaced], [DoorRemoved], [ObjectiveRemoved], [CardDrawn], [CardKept],
// [CardDiscarded], [EquipmentDeckShuffled], [Reorganized], [CardArranged],
// [CardAttached], [DieRolled], [AttackResolved], [XenosEliminated],
// [FriendlyFire], [HellfireStarted], [SurvivorBurned], [SurvivorHealed],
// [FreeActionGained], [ActionGiven], [Taunted], [DamageCancelled],
// [MachineControlled], [MachineMoved], [MachineActivated], [MachineRested],
// [DoorUnlocked], [SpawnActivated], [XPAwarded], [UltraredReset], [DoorForced].
type Event interface{ event() }

// RoundStarted: a new Game Round begins with the Players' Phase (p.10).
type RoundStarted struct {
	Round int `json:"round"`
}

var _ = defEvent[RoundStarted]()

// PhaseStarted: a phase of the round begins.
type PhaseStarted struct {
	Phase Phase `json:"phase"`
}

var _ = defEvent[PhaseStarted]()

// CardDealt: a Survivor received a card at setup.
type CardDealt struct {
	Survivor int    `json:"survivor"`
	Card     string `json:"card"`
}

var _ = defEvent[CardDealt]()

// SurvivorActivated: a Survivor's Turn begins with its Actions.
type SurvivorActivated struct {
	Survivor int `json:"survivor"`
	Actions  int `json:"actions"`
}

var _ = defEvent[SurvivorActivated]()

// SurvivorMoved: a Survivor moved, spending Cost Actions.
type SurvivorMoved struct {
	Survivor int     `json:"survivor"`
	From     zone.ID `json:"from"`
	To       zone.ID `json:"to"`
	Cost     int     `json:"cost"`
}

var _ = defEvent[SurvivorMoved]()

// DoorOpened: a Survivor opened a door.
type DoorOpened struct {
	Survivor int         `json:"survivor"`
	Door     zone.DoorID `json:"door"`
}

var _ = defEvent[DoorOpened]()

// DoorClosed: a Survivor closed a door.
type DoorClosed struct {
	Survivor int         `json:"survivor"`
	Door     zone.DoorID `json:"door"`
}

var _ = defEvent[DoorClosed]()

// NoiseMade: a Noise token was put in a Zone.
type NoiseMade struct {
	Survivor int     `json:"survivor"`
	Zone     zone.ID `json:"zone"`
}

var _ = defEvent[NoiseMade]()

// ObjectiveTaken: a Survivor took an Objective token.
type ObjectiveTaken struct {
	Survivor  int `json:"survivor"`
	Objective int `json:"objective"`
}

var _ = defEvent[ObjectiveTaken]()

// XPGained: a Survivor earned Experience Points; Total is its new total.
type XPGained struct {
	Survivor int `json:"survivor"`
	XP       int `json:"xp"`
	Total    int `json:"total"`
}

var _ = defEvent[XPGained]()

// DangerRaised: a Survivor reached a new Danger Level.
type DangerRaised struct {
	Survivor int            `json:"survivor"`
	Level    survivor.Level `json:"level"`
}

var _ = defEvent[DangerRaised]()

// SkillGained: a Survivor gained a Skill.
type SkillGained struct {
	Survivor int            `json:"survivor"`
	Skill    survivor.Skill `json:"skill"`
}

var _ = defEvent[SkillGained]()

// TurnEnded: a Survivor's Turn is over.
type TurnEnded struct {
	Survivor int `json:"survivor"`
}

var _ = defEvent[TurnEnded]()

// NoiseRemoved: the End Phase took the Noise tokens off a Zone (p.17).
type NoiseRemoved struct {
	Zone  zone.ID `json:"zone"`
	Count int     `json:"count"`
}

var _ = defEvent[NoiseRemoved]()

// FirstPlayerPassed: the First Player token went to the next player.
type FirstPlayerPassed struct {
	Player int `json:"player"`
}

var _ = defEvent[FirstPlayerPassed]()

// GoalDone: the mission's Goal with this index is accomplished.
type GoalDone struct {
	Goal int `json:"goal"`
}

var _ = defEvent[GoalDone]()

// GameWon: every Goal of the mission is accomplished.
type GameWon struct{}

var _ = defEvent[GameWon]()

// GameLost: the game is lost.
type GameLost struct {
	Reason Loss `json:"reason"`
}

var _ = defEvent[GameLost]()

func (RoundStarted) event()      {}
func (PhaseStarted) event()      {}
func (CardDealt) event()         {}
func (SurvivorActivated) event() {}
func (SurvivorMoved) event()     {}
func (DoorOpened) event()        {}
func (DoorClosed) event()        {}
func (NoiseMade) event()         {}
func (ObjectiveTaken) event()    {}
func (XPGained) event()          {}
func (DangerRaised) event()      {}
func (SkillGained) event()       {}
func (TurnEnded) event()         {}
func (NoiseRemoved) event()      {}
func (FirstPlayerPassed) event() {}
func (GoalDone) event()          {}
func (GameWon) event()           {}
func (GameLost) event()          {}

// SurvivorWounded: a Xeno's attack took Armor points off a Survivor; Armor
// is what is left.
type SurvivorWounded struct {
	Survivor int       `json:"survivor"`
	Kind     xeno.Kind `json:"kind"`
	Zone     zone.ID   `json:"zone"`
	Damage   int       `json:"damage"`
	Armor    int       `json:"armor"`
}

var _ = defEvent[SurvivorWounded]()

// SurvivorEscaped: a Survivor ended its Turn in an Exit Zone free of
// Xenos while the mission's Goal was to escape ([mission.EscapeExit]); it
// has left the board and plays no more.
type SurvivorEscaped struct {
	Survivor int     `json:"survivor"`
	Zone     zone.ID `json:"zone"`
}

var _ = defEvent[SurvivorEscaped]()

// SurvivorEliminated: a Survivor lost its last Armor point.
type SurvivorEliminated struct {
	Survivor int `json:"survivor"`
}

var _ = defEvent[SurvivorEliminated]()

// XenosMoved: Xenos of one kind stepped into an adjacent zone.
type XenosMoved struct {
	Kind  xeno.Kind `json:"kind"`
	From  zone.ID   `json:"from"`
	To    zone.ID   `json:"to"`
	Count int       `json:"count"`
}

var _ = defEvent[XenosMoved]()

// DoorDestroyed: Xenos broke a closed door; it is open for good (p.26).
type DoorDestroyed struct {
	Door zone.DoorID `json:"door"`
}

var _ = defEvent[DoorDestroyed]()

// XenoDeckShuffled: the Xeno deck ran out and every card went back in.
type XenoDeckShuffled struct{}

var _ = defEvent[XenoDeckShuffled]()

// XenoCardDrawn: a Xeno card was drawn for a Spawn token; Card indexes the
// mission's deck.
type XenoCardDrawn struct {
	Spawn int `json:"spawn"`
	Card  int `json:"card"`
}

var _ = defEvent[XenoCardDrawn]()

// XenosSpawned: Xenos were placed on the board.
type XenosSpawned struct {
	Kind  xeno.Kind `json:"kind"`
	Zone  zone.ID   `json:"zone"`
	Count int       `json:"count"`
}

var _ = defEvent[XenosSpawned]()

// ExtraActivation: every Xeno of a kind activates once more.
type ExtraActivation struct {
	Kind xeno.Kind `json:"kind"`
}

var _ = defEvent[ExtraActivation]()

// XenosRanOut: the box had too few Xenos of a kind to place (p.30).
type XenosRanOut struct {
	Kind xeno.Kind `json:"kind"`
}

var _ = defEvent[XenosRanOut]()

// MoldPlaced: a Mold token was put in a zone or flipped (p.20).
type MoldPlaced struct {
	Zone zone.ID   `json:"zone"`
	Mold zone.Mold `json:"mold"`
}

var _ = defEvent[MoldPlaced]()

// DoorRemoved: Mold took a door token away for good (p.20).
type DoorRemoved struct {
	Door zone.DoorID `json:"door"`
}

var _ = defEvent[DoorRemoved]()

// ObjectiveRemoved: Mold took an Objective token away for good (p.20).
type ObjectiveRemoved struct {
	Objective int `json:"objective"`
}

var _ = defEvent[ObjectiveRemoved]()

func (SurvivorWounded) event()    {}
func (SurvivorEliminated) event() {}
func (SurvivorEscaped) event()    {}
func (XenosMoved) event()         {}
func (DoorDestroyed) event()      {}
func (XenoDeckShuffled) event()   {}
func (XenoCardDrawn) event()      {}
func (XenosSpawned) event()       {}
func (ExtraActivation) event()    {}
func (XenosRanOut) event()        {}
func (MoldPlaced) event()         {}
func (DoorRemoved) event()        {}
func (ObjectiveRemoved) event()   {}

// CardDrawn: a Survivor got an Equipment card to keep or discard: drawn by
// Searching, taken in an Oxygen Supply Room, or handed out by an
// Objective (a card set aside: a Prototype).
type CardDrawn struct {
	Survivor int    `json:"survivor"`
	Card     string `json:"card"`
}

var _ = defEvent[CardDrawn]()

// CardKept: a Survivor put a card it drew in a slot.
type CardKept struct {
	Survivor int    `json:"survivor"`
	Card     string `json:"card"`
	Slot     int    `json:"slot"`
}

var _ = defEvent[CardKept]()

// CardDiscarded: a card went to the discard pile (or back aside).
type CardDiscarded struct {
	Survivor int    `json:"survivor"`
	Card     string `json:"card"`
}

var _ = defEvent[CardDiscarded]()

// EquipmentDeckShuffled: the Equipment deck ran out and the discard pile
// became the new deck.
type EquipmentDeckShuffled struct{}

var _ = defEvent[EquipmentDeckShuffled]()

func (CardDrawn) event()             {}
func (CardKept) event()              {}
func (CardDiscarded) event()         {}
func (EquipmentDeckShuffled) event() {}

// Reorganized: a Survivor spent an Action to reorganize, trading with With
// (itself when alone), or, Free, began the free Reorganize that ends a
// Search (p.22).
type Reorganized struct {
	Survivor int  `json:"survivor"`
	With     int  `json:"with"`
	Free     bool `json:"free,omitempty"`
}

var _ = defEvent[Reorganized]()

// CardArranged: a card went into a Survivor's slot.
type CardArranged struct {
	Card  string `json:"card"`
	Owner int    `json:"owner"`
	Slot  int    `json:"slot"`
}

var _ = defEvent[CardArranged]()

// CardAttached: a card was attached to another.
type CardAttached struct {
	Card string `json:"card"`
	Host string `json:"host"`
}

var _ = defEvent[CardAttached]()

func (Reorganized) event()  {}
func (CardArranged) event() {}
func (CardAttached) event() {}

// DieRolled: a die of an attack was rolled.
type DieRolled struct {
	Survivor int `json:"survivor"`
	Face     int `json:"face"`
}

var _ = defEvent[DieRolled]()

// AttackResolved: an attack's dice are counted.
type AttackResolved struct {
	Survivor  int     `json:"survivor"`
	Zone      zone.ID `json:"zone"`
	Successes int     `json:"successes"`
	Misses    int     `json:"misses"`
}

var _ = defEvent[AttackResolved]()

// XenosEliminated: a Survivor eliminated Xenos of one kind.
type XenosEliminated struct {
	Survivor int       `json:"survivor"`
	Kind     xeno.Kind `json:"kind"`
	Zone     zone.ID   `json:"zone"`
	Count    int       `json:"count"`
}

var _ = defEvent[XenosEliminated]()

// FriendlyFire: a miss hit another Survivor (p.32); Armor is what is left.
type FriendlyFire struct {
	Shooter  int `json:"shooter"`
	Survivor int `json:"survivor"`
	Damage   int `json:"damage"`
	Armor    int `json:"armor"`
}

var _ = defEvent[FriendlyFire]()

// HellfireStarted: a Flamethrower set a Zone ablaze (p.34).
type HellfireStarted struct {
	Survivor int     `json:"survivor"`
	Zone     zone.ID `json:"zone"`
}

var _ = defEvent[HellfireStarted]()

// SurvivorBurned: a Survivor was caught in a Hellfire.
type SurvivorBurned struct {
	Survivor int `json:"survivor"`
}

var _ = defEvent[SurvivorBurned]()

// SurvivorHealed: a Survivor got Armor points back; Armor is the new total.
type SurvivorHealed struct {
	Survivor int `json:"survivor"`
	Armor    int `json:"armor"`
}

var _ = defEvent[SurvivorHealed]()

func (DieRolled) event()       {}
func (AttackResolved) event()  {}
func (XenosEliminated) event() {}
func (FriendlyFire) event()    {}
func (HellfireStarted) event() {}
func (SurvivorBurned) event()  {}
func (SurvivorHealed) event()  {}

// FreeActionGained: a Skill gave the Survivor a free Action of a kind.
type FreeActionGained struct {
	Survivor int             `json:"survivor"`
	Action   survivor.Action `json:"action"`
}

var _ = defEvent[FreeActionGained]()

func (FreeActionGained) event() {}

// ActionGiven: a Born leader gave another Survivor an Action for its next
// Turn.
type ActionGiven struct {
	Survivor int `json:"survivor"`
	Target   int `json:"target"`
}

var _ = defEvent[ActionGiven]()

func (ActionGiven) event() {}

// Taunted: a Survivor taunted the Xenos of a Zone: they activate now.
type Taunted struct {
	Survivor int     `json:"survivor"`
	Zone     zone.ID `json:"zone"`
}

var _ = defEvent[Taunted]()

func (Taunted) event() {}

// DamageCancelled: "Is that all you've got?": a discarded card cancelled
// one point of a Xeno attack's Damage.
type DamageCancelled struct {
	Survivor int `json:"survivor"`
}

var _ = defEvent[DamageCancelled]()

func (DamageCancelled) event() {}

// MachineControlled: a Survivor took a Machine's remote: it controls it.
type MachineControlled struct {
	Machine  int `json:"machine"`
	Survivor int `json:"survivor"`
}

var _ = defEvent[MachineControlled]()

// MachineMoved: a Machine moved.
type MachineMoved struct {
	Machine int     `json:"machine"`
	From    zone.ID `json:"from"`
	To      zone.ID `json:"to"`
}

var _ = defEvent[MachineMoved]()

// MachineActivated: a Machine got its activation token: it counts as a
// Noise token until the End Phase (p.17, p.25).
type MachineActivated struct {
	Machine int `json:"machine"`
}

var _ = defEvent[MachineActivated]()

// MachineRested: the End Phase took a Machine's activation token away.
type MachineRested struct {
	Machine int `json:"machine"`
}

var _ = defEvent[MachineRested]()

func (MachineControlled) event() {}
func (MachineMoved) event()      {}
func (MachineActivated) event()  {}
func (MachineRested) event()     {}

// DoorUnlocked: the mission unlocked a door (p.22).
type DoorUnlocked struct {
	Door zone.DoorID `json:"door"`
}

var _ = defEvent[DoorUnlocked]()

// SpawnActivated: the mission woke a Spawn Zone (p.28).
type SpawnActivated struct {
	Spawn int     `json:"spawn"`
	Zone  zone.ID `json:"zone"`
}

var _ = defEvent[SpawnActivated]()

// XPAwarded: the mission gave a Survivor Experience Points.
type XPAwarded struct {
	Survivor int `json:"survivor"`
	XP       int `json:"xp"`
}

var _ = defEvent[XPAwarded]()

func (DoorUnlocked) event()   {}
func (SpawnActivated) event() {}
func (XPAwarded) event()      {}

// UltraredReset: in Ultrared mode a Survivor reached Red: its XP counts
// again from XP (what went beyond 43); it stays at Red (p.36).
type UltraredReset struct {
	Survivor int `json:"survivor"`
	XP       int `json:"xp"`
}

var _ = defEvent[UltraredReset]()

func (UltraredReset) event() {}

// DoorForced: a hit opened a forced door for good (M11).
type DoorForced struct {
	Survivor int         `json:"survivor"`
	Door     zone.DoorID `json:"door"`
}

var _ = defEvent[DoorForced]()

func (DoorForced) event() {}
