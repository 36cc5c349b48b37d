package invader

import (
	"fmt"
	"strconv"

	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// An Event is a fact about what an action changed, in the order it
// happened. Every observable change of a State comes with an event, so a
// front end can animate a game from the events alone. Like actions, events
// are small comparable structs of a closed set.
//
// Implementations: [RoundStarted], [PhaseStarted], [CardDealt], [StartingChosen],
// [SurvivorActivated], [SurvivorMoved], [DoorOpened], [DoorClosed],
// [NoiseMade], [ObjectiveTaken], [XPGained], [DangerRaised],
// [SkillGained], [TurnEnded], [NoiseRemoved], [FirstPlayerPassed],
// [GoalDone], [GameWon], [GameLost], [SurvivorWounded],
// [SurvivorEliminated], [SurvivorEscaped], [XenosMoved], [DoorDestroyed], [XenoDeckShuffled],
// [XenoCardDrawn], [XenosSpawned], [ExtraActivation], [RushActivation], [XenosRanOut],
// [MoldPlaced], [DoorRemoved], [ObjectiveRemoved], [CardDrawn], [CardKept],
// [CardDiscarded], [EquipmentDeckShuffled], [Reorganized], [CardArranged],
// [CardAttached], [DieRolled], [AttackResolved], [XenosEliminated],
// [FriendlyFire], [HellfireStarted], [SurvivorBurned], [SurvivorHealed],
// [FreeActionGained], [ActionGiven], [Taunted], [DamageCancelled],
// [MachineControlled], [MachineMoved], [MachineActivated], [MachineRested],
// [DoorUnlocked], [SpawnActivated], [XPAwarded], [UltraredReset], [DoorForced],
// and of the special tiles (seed 004, §16): [GateTurned],
// [SurvivorPushedBack], [XenosPushedBack], [WireTorn], [ZoneCardDrawn].
//
// Every event is declared in this file, registered right after its type
// (defEvent), and is an Event by its two methods: text, its words in a
// game, and String, the same words without one (docs/ARCHITECTURE.md,
// "an event"; TestEventRecipe holds every event to it).
type Event interface {
	fmt.Stringer          // the event's text without the game: names as numbers (s0, z4)
	text(s *State) string // the event's text, in the words of the game s (nil: numbers)
}

// RoundStarted: a new Game Round begins with the Players' Phase (p.10).
type RoundStarted struct {
	Round int `json:"round"`
}

var _ = defEvent[RoundStarted]()

func (e RoundStarted) text(s *State) string { return fmt.Sprintf("round %d begins", e.Round) }
func (e RoundStarted) String() string       { return e.text(nil) }

// PhaseStarted: a phase of the round begins.
type PhaseStarted struct {
	Phase Phase `json:"phase"`
}

var _ = defEvent[PhaseStarted]()

func (e PhaseStarted) text(s *State) string { return phaseBegins(e.Phase) }
func (e PhaseStarted) String() string       { return e.text(nil) }

// CardDealt: a Survivor received a card at setup.
type CardDealt struct {
	Survivor int    `json:"survivor"`
	Card     string `json:"card"`
}

var _ = defEvent[CardDealt]()

func (e CardDealt) text(s *State) string { return s.name(e.Survivor) + " is dealt the " + e.Card }
func (e CardDealt) String() string       { return e.text(nil) }

// StartingChosen: at setup, the players chose the card the 8th, 10th...
// Survivor adds to the Starting Equipment (seed 004, §15).
type StartingChosen struct {
	Survivor int    `json:"survivor"`
	Card     string `json:"card"`
}

var _ = defEvent[StartingChosen]()

func (e StartingChosen) text(s *State) string {
	return "for " + s.name(e.Survivor) + ", the " + e.Card + " joins the Starting Equipment"
}
func (e StartingChosen) String() string { return e.text(nil) }

// SurvivorActivated: a Survivor's Turn begins with its Actions.
type SurvivorActivated struct {
	Survivor int `json:"survivor"`
	Actions  int `json:"actions"`
}

var _ = defEvent[SurvivorActivated]()

func (e SurvivorActivated) text(s *State) string {
	return fmt.Sprintf("%s takes a Turn with %d Actions", s.name(e.Survivor), e.Actions)
}
func (e SurvivorActivated) String() string { return e.text(nil) }

// SurvivorMoved: a Survivor moved, spending Cost Actions.
type SurvivorMoved struct {
	Survivor int     `json:"survivor"`
	From     zone.ID `json:"from"`
	To       zone.ID `json:"to"`
	Cost     int     `json:"cost"`
}

var _ = defEvent[SurvivorMoved]()

func (e SurvivorMoved) text(s *State) string {
	return s.name(e.Survivor) + " moves " + s.zoneName(e.From) + " → " + s.zoneName(e.To)
}
func (e SurvivorMoved) String() string { return e.text(nil) }

// DoorOpened: a Survivor opened a door.
type DoorOpened struct {
	Survivor int         `json:"survivor"`
	Door     zone.DoorID `json:"door"`
}

var _ = defEvent[DoorOpened]()

func (e DoorOpened) text(s *State) string { return s.name(e.Survivor) + " opens " + doorName(e.Door) }
func (e DoorOpened) String() string       { return e.text(nil) }

// DoorClosed: a Survivor closed a door.
type DoorClosed struct {
	Survivor int         `json:"survivor"`
	Door     zone.DoorID `json:"door"`
}

var _ = defEvent[DoorClosed]()

func (e DoorClosed) text(s *State) string { return s.name(e.Survivor) + " closes " + doorName(e.Door) }
func (e DoorClosed) String() string       { return e.text(nil) }

// NoiseMade: a Noise token was put in a Zone.
type NoiseMade struct {
	Survivor int     `json:"survivor"`
	Zone     zone.ID `json:"zone"`
}

var _ = defEvent[NoiseMade]()

func (e NoiseMade) text(s *State) string {
	return s.name(e.Survivor) + " makes noise in " + s.zoneName(e.Zone)
}
func (e NoiseMade) String() string { return e.text(nil) }

// ObjectiveTaken: a Survivor took an Objective token.
type ObjectiveTaken struct {
	Survivor  int `json:"survivor"`
	Objective int `json:"objective"`
}

var _ = defEvent[ObjectiveTaken]()

func (e ObjectiveTaken) text(s *State) string {
	return s.name(e.Survivor) + " takes " + objectiveName(e.Objective)
}
func (e ObjectiveTaken) String() string { return e.text(nil) }

// XPGained: a Survivor earned Experience Points; Total is its new total.
type XPGained struct {
	Survivor int `json:"survivor"`
	XP       int `json:"xp"`
	Total    int `json:"total"`
}

var _ = defEvent[XPGained]()

func (e XPGained) text(s *State) string {
	return fmt.Sprintf("%s gains %d XP (%d in all)", s.name(e.Survivor), e.XP, e.Total)
}
func (e XPGained) String() string { return e.text(nil) }

// DangerRaised: a Survivor reached a new Danger Level.
type DangerRaised struct {
	Survivor int            `json:"survivor"`
	Level    survivor.Level `json:"level"`
}

var _ = defEvent[DangerRaised]()

func (e DangerRaised) text(s *State) string {
	return s.name(e.Survivor) + " reaches the " + e.Level.String() + " Danger Level"
}
func (e DangerRaised) String() string { return e.text(nil) }

// SkillGained: a Survivor gained a Skill.
type SkillGained struct {
	Survivor int            `json:"survivor"`
	Skill    survivor.Skill `json:"skill"`
}

var _ = defEvent[SkillGained]()

func (e SkillGained) text(s *State) string {
	return s.name(e.Survivor) + " gains the Skill " + e.Skill.String()
}
func (e SkillGained) String() string { return e.text(nil) }

// TurnEnded: a Survivor's Turn is over.
type TurnEnded struct {
	Survivor int `json:"survivor"`
}

var _ = defEvent[TurnEnded]()

func (e TurnEnded) text(s *State) string { return s.name(e.Survivor) + " ends the Turn" }
func (e TurnEnded) String() string       { return e.text(nil) }

// NoiseRemoved: the End Phase took the Noise tokens off a Zone (p.17).
type NoiseRemoved struct {
	Zone  zone.ID `json:"zone"`
	Count int     `json:"count"`
}

var _ = defEvent[NoiseRemoved]()

func (e NoiseRemoved) text(s *State) string {
	return count(e.Count, "Noise token") + " " + verb(e.Count, "leave") + " " + s.zoneName(e.Zone)
}
func (e NoiseRemoved) String() string { return e.text(nil) }

// FirstPlayerPassed: the First Player token went to the next player.
type FirstPlayerPassed struct {
	Player int `json:"player"`
}

var _ = defEvent[FirstPlayerPassed]()

func (e FirstPlayerPassed) text(s *State) string {
	return fmt.Sprintf("player %d takes the First Player token", e.Player+1)
}
func (e FirstPlayerPassed) String() string { return e.text(nil) }

// GoalDone: the mission's Goal with this index is accomplished.
type GoalDone struct {
	Goal int `json:"goal"`
}

var _ = defEvent[GoalDone]()

func (e GoalDone) text(s *State) string { return s.goalText(e.Goal) }
func (e GoalDone) String() string       { return e.text(nil) }

// GameWon: every Goal of the mission is accomplished.
type GameWon struct{}

var _ = defEvent[GameWon]()

func (GameWon) text(*State) string { return "the mission is won" }
func (e GameWon) String() string   { return e.text(nil) }

// GameLost: the game is lost.
type GameLost struct {
	Reason Loss `json:"reason"`
}

var _ = defEvent[GameLost]()

func (e GameLost) text(s *State) string { return "the mission is lost: " + e.Reason.String() }
func (e GameLost) String() string       { return e.text(nil) }

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

func (e SurvivorWounded) text(s *State) string {
	return fmt.Sprintf("%s wounds %s in %s: %d Damage, %d Armor left", s.xenos1(e.Kind), s.name(e.Survivor), s.zoneName(e.Zone), e.Damage, e.Armor)
}
func (e SurvivorWounded) String() string { return e.text(nil) }

// SurvivorEscaped: a Survivor ended its Turn in an Exit Zone free of
// Xenos while the mission's Goal was to escape ([mission.EscapeExit]); it
// has left the board and plays no more.
type SurvivorEscaped struct {
	Survivor int     `json:"survivor"`
	Zone     zone.ID `json:"zone"`
}

var _ = defEvent[SurvivorEscaped]()

func (e SurvivorEscaped) text(s *State) string {
	return s.name(e.Survivor) + " escapes through " + s.zoneName(e.Zone)
}
func (e SurvivorEscaped) String() string { return e.text(nil) }

// SurvivorEliminated: a Survivor lost its last Armor point.
type SurvivorEliminated struct {
	Survivor int `json:"survivor"`
}

var _ = defEvent[SurvivorEliminated]()

func (e SurvivorEliminated) text(s *State) string { return s.name(e.Survivor) + " is eliminated" }
func (e SurvivorEliminated) String() string       { return e.text(nil) }

// XenosMoved: Xenos of one kind stepped into an adjacent zone.
type XenosMoved struct {
	Kind  xeno.Kind `json:"kind"`
	From  zone.ID   `json:"from"`
	To    zone.ID   `json:"to"`
	Count int       `json:"count"`
}

var _ = defEvent[XenosMoved]()

func (e XenosMoved) text(s *State) string {
	return s.xenosN(e.Kind, e.Count) + " " + verb(e.Count, "move") + " " + s.zoneName(e.From) + " → " + s.zoneName(e.To)
}
func (e XenosMoved) String() string { return e.text(nil) }

// DoorDestroyed: Xenos broke a closed door; it is open for good (p.26).
type DoorDestroyed struct {
	Door zone.DoorID `json:"door"`
}

var _ = defEvent[DoorDestroyed]()

func (e DoorDestroyed) text(s *State) string { return "Xenos break " + doorName(e.Door) }
func (e DoorDestroyed) String() string       { return e.text(nil) }

// XenoDeckShuffled: the Xeno deck ran out and every card went back in.
type XenoDeckShuffled struct{}

var _ = defEvent[XenoDeckShuffled]()

func (XenoDeckShuffled) text(*State) string { return "the Xeno deck is shuffled" }
func (e XenoDeckShuffled) String() string   { return e.text(nil) }

// XenoCardDrawn: a Xeno card was drawn for a Spawn token; Card indexes the
// mission's deck.
type XenoCardDrawn struct {
	Spawn int `json:"spawn"`
	Card  int `json:"card"`
}

var _ = defEvent[XenoCardDrawn]()

func (e XenoCardDrawn) text(s *State) string { return s.xenoCard(e.Spawn, e.Card) }
func (e XenoCardDrawn) String() string       { return e.text(nil) }

// XenosSpawned: Xenos were placed on the board.
type XenosSpawned struct {
	Kind  xeno.Kind `json:"kind"`
	Zone  zone.ID   `json:"zone"`
	Count int       `json:"count"`
}

var _ = defEvent[XenosSpawned]()

func (e XenosSpawned) text(s *State) string {
	return s.xenosN(e.Kind, e.Count) + " " + verb(e.Count, "spawn") + " in " + s.zoneName(e.Zone)
}
func (e XenosSpawned) String() string { return e.text(nil) }

// ExtraActivation: every Xeno of a kind activates once more.
type ExtraActivation struct {
	Kind xeno.Kind `json:"kind"`
}

var _ = defEvent[ExtraActivation]()

func (e ExtraActivation) text(s *State) string {
	return "every " + s.kindTitle(e.Kind) + " activates again"
}
func (e ExtraActivation) String() string { return e.text(nil) }

// RushActivation: the Xenos a Rush card just spawned act at once (seed 002).
type RushActivation struct {
	Kind  xeno.Kind `json:"kind"`
	Zone  zone.ID   `json:"zone"`
	Count int       `json:"count"`
}

var _ = defEvent[RushActivation]()

func (e RushActivation) text(s *State) string {
	return "rush: " + s.xenosN(e.Kind, e.Count) + " in " + s.zoneName(e.Zone) + " " + verb(e.Count, "act") + " at once"
}
func (e RushActivation) String() string { return e.text(nil) }

// XenosRanOut: the box had too few Xenos of a kind to place (p.30).
type XenosRanOut struct {
	Kind xeno.Kind `json:"kind"`
}

var _ = defEvent[XenosRanOut]()

func (e XenosRanOut) text(s *State) string { return "the box has no " + s.kindTitle(e.Kind) + " left" }
func (e XenosRanOut) String() string       { return e.text(nil) }

// MoldPlaced: a Mold token was put in a zone or flipped (p.20).
type MoldPlaced struct {
	Zone zone.ID   `json:"zone"`
	Mold zone.Mold `json:"mold"`
}

var _ = defEvent[MoldPlaced]()

func (e MoldPlaced) text(s *State) string { return e.Mold.String() + " Mold in " + s.zoneName(e.Zone) }
func (e MoldPlaced) String() string       { return e.text(nil) }

// DoorRemoved: Mold took a door token away for good (p.20).
type DoorRemoved struct {
	Door zone.DoorID `json:"door"`
}

var _ = defEvent[DoorRemoved]()

func (e DoorRemoved) text(s *State) string { return "Mold takes " + doorName(e.Door) + " away" }
func (e DoorRemoved) String() string       { return e.text(nil) }

// ObjectiveRemoved: Mold took an Objective token away for good (p.20).
type ObjectiveRemoved struct {
	Objective int `json:"objective"`
}

var _ = defEvent[ObjectiveRemoved]()

func (e ObjectiveRemoved) text(s *State) string {
	return "Mold takes " + objectiveName(e.Objective) + " away"
}
func (e ObjectiveRemoved) String() string { return e.text(nil) }

// CardDrawn: a Survivor got an Equipment card to keep or discard: drawn by
// Searching, taken in an Oxygen Supply Room, or handed out by an
// Objective (a card set aside: a Prototype).
type CardDrawn struct {
	Survivor int    `json:"survivor"`
	Card     string `json:"card"`
}

var _ = defEvent[CardDrawn]()

func (e CardDrawn) text(s *State) string { return s.name(e.Survivor) + " gets the " + e.Card }
func (e CardDrawn) String() string       { return e.text(nil) }

// CardKept: a Survivor put a card it drew in a slot.
type CardKept struct {
	Survivor int    `json:"survivor"`
	Card     string `json:"card"`
	Slot     int    `json:"slot"`
}

var _ = defEvent[CardKept]()

func (e CardKept) text(s *State) string {
	return s.name(e.Survivor) + " keeps the " + e.Card + " in " + slotName(e.Slot)
}
func (e CardKept) String() string { return e.text(nil) }

// CardDiscarded: a card went to the discard pile (or back aside).
type CardDiscarded struct {
	Survivor int    `json:"survivor"`
	Card     string `json:"card"`
}

var _ = defEvent[CardDiscarded]()

func (e CardDiscarded) text(s *State) string { return s.discarded(e.Survivor, e.Card) }
func (e CardDiscarded) String() string       { return e.text(nil) }

// EquipmentDeckShuffled: the Equipment deck ran out and the discard pile
// became the new deck.
type EquipmentDeckShuffled struct{}

var _ = defEvent[EquipmentDeckShuffled]()

func (EquipmentDeckShuffled) text(*State) string { return "the Equipment deck is shuffled" }
func (e EquipmentDeckShuffled) String() string   { return e.text(nil) }

// Reorganized: a Survivor spent an Action to reorganize, trading with With
// (itself when alone), or, Free, began the free Reorganize that ends a
// Search (p.22).
type Reorganized struct {
	Survivor int  `json:"survivor"`
	With     int  `json:"with"`
	Free     bool `json:"free,omitempty"`
}

var _ = defEvent[Reorganized]()

func (e Reorganized) text(s *State) string { return s.reorganized(e) }
func (e Reorganized) String() string       { return e.text(nil) }

// CardArranged: a card went into a Survivor's slot.
type CardArranged struct {
	Card  string `json:"card"`
	Owner int    `json:"owner"`
	Slot  int    `json:"slot"`
}

var _ = defEvent[CardArranged]()

func (e CardArranged) text(s *State) string {
	return "the " + e.Card + " goes to " + s.name(e.Owner) + "'s " + slotName(e.Slot)
}
func (e CardArranged) String() string { return e.text(nil) }

// CardAttached: a card was attached to another.
type CardAttached struct {
	Card string `json:"card"`
	Host string `json:"host"`
}

var _ = defEvent[CardAttached]()

func (e CardAttached) text(s *State) string { return "the " + e.Card + " goes on the " + e.Host }
func (e CardAttached) String() string       { return e.text(nil) }

// DieRolled: a die of an attack was rolled.
type DieRolled struct {
	Survivor int `json:"survivor"`
	Face     int `json:"face"`
}

var _ = defEvent[DieRolled]()

func (e DieRolled) text(s *State) string {
	return fmt.Sprintf("%s rolls a %d", s.name(e.Survivor), e.Face)
}
func (e DieRolled) String() string { return e.text(nil) }

// AttackResolved: an attack's dice are counted.
type AttackResolved struct {
	Survivor  int     `json:"survivor"`
	Zone      zone.ID `json:"zone"`
	Successes int     `json:"successes"`
	Misses    int     `json:"misses"`
}

var _ = defEvent[AttackResolved]()

func (e AttackResolved) text(s *State) string {
	return fmt.Sprintf("%s's attack on %s: %s, %s", s.name(e.Survivor), s.zoneName(e.Zone), count(e.Successes, "hit"), count(e.Misses, "miss"))
}
func (e AttackResolved) String() string { return e.text(nil) }

// XenosEliminated: a Survivor eliminated Xenos of one kind.
type XenosEliminated struct {
	Survivor int       `json:"survivor"`
	Kind     xeno.Kind `json:"kind"`
	Zone     zone.ID   `json:"zone"`
	Count    int       `json:"count"`
}

var _ = defEvent[XenosEliminated]()

func (e XenosEliminated) text(s *State) string {
	return s.name(e.Survivor) + " eliminates " + s.xenosN(e.Kind, e.Count) + " in " + s.zoneName(e.Zone)
}
func (e XenosEliminated) String() string { return e.text(nil) }

// FriendlyFire: a miss hit another Survivor (p.32); Armor is what is left.
type FriendlyFire struct {
	Shooter  int `json:"shooter"`
	Survivor int `json:"survivor"`
	Damage   int `json:"damage"`
	Armor    int `json:"armor"`
}

var _ = defEvent[FriendlyFire]()

func (e FriendlyFire) text(s *State) string {
	return fmt.Sprintf("%s's miss hits %s: %d Damage, %d Armor left", s.name(e.Shooter), s.name(e.Survivor), e.Damage, e.Armor)
}
func (e FriendlyFire) String() string { return e.text(nil) }

// HellfireStarted: a Flamethrower set a Zone ablaze (p.34).
type HellfireStarted struct {
	Survivor int     `json:"survivor"`
	Zone     zone.ID `json:"zone"`
}

var _ = defEvent[HellfireStarted]()

func (e HellfireStarted) text(s *State) string {
	return s.name(e.Survivor) + " sets " + s.zoneName(e.Zone) + " ablaze"
}
func (e HellfireStarted) String() string { return e.text(nil) }

// SurvivorBurned: a Survivor was caught in a Hellfire.
type SurvivorBurned struct {
	Survivor int `json:"survivor"`
}

var _ = defEvent[SurvivorBurned]()

func (e SurvivorBurned) text(s *State) string { return s.name(e.Survivor) + " burns in the Hellfire" }
func (e SurvivorBurned) String() string       { return e.text(nil) }

// SurvivorHealed: a Survivor got Armor points back; Armor is the new total.
type SurvivorHealed struct {
	Survivor int `json:"survivor"`
	Armor    int `json:"armor"`
}

var _ = defEvent[SurvivorHealed]()

func (e SurvivorHealed) text(s *State) string {
	return fmt.Sprintf("%s is healed: %d Armor", s.name(e.Survivor), e.Armor)
}
func (e SurvivorHealed) String() string { return e.text(nil) }

// FreeActionGained: a Skill gave the Survivor a free Action of a kind.
type FreeActionGained struct {
	Survivor int             `json:"survivor"`
	Action   survivor.Action `json:"action"`
}

var _ = defEvent[FreeActionGained]()

func (e FreeActionGained) text(s *State) string {
	return s.name(e.Survivor) + " gains a free " + e.Action.String() + " Action"
}
func (e FreeActionGained) String() string { return e.text(nil) }

// ActionGiven: a Born leader gave another Survivor an Action for its next
// Turn.
type ActionGiven struct {
	Survivor int `json:"survivor"`
	Target   int `json:"target"`
}

var _ = defEvent[ActionGiven]()

func (e ActionGiven) text(s *State) string {
	return s.name(e.Survivor) + " gives " + s.name(e.Target) + " an Action for the next Turn"
}
func (e ActionGiven) String() string { return e.text(nil) }

// Taunted: a Survivor taunted the Xenos of a Zone: they activate now.
type Taunted struct {
	Survivor int     `json:"survivor"`
	Zone     zone.ID `json:"zone"`
}

var _ = defEvent[Taunted]()

func (e Taunted) text(s *State) string {
	return s.name(e.Survivor) + " taunts the Xenos of " + s.zoneName(e.Zone)
}
func (e Taunted) String() string { return e.text(nil) }

// DamageCancelled: "Is that all you've got?": a discarded card cancelled
// one point of a Xeno attack's Damage.
type DamageCancelled struct {
	Survivor int `json:"survivor"`
}

var _ = defEvent[DamageCancelled]()

func (e DamageCancelled) text(s *State) string { return s.name(e.Survivor) + " cancels 1 Damage" }
func (e DamageCancelled) String() string       { return e.text(nil) }

// MachineControlled: a Survivor took a Machine's remote: it controls it.
type MachineControlled struct {
	Machine  int `json:"machine"`
	Survivor int `json:"survivor"`
}

var _ = defEvent[MachineControlled]()

func (e MachineControlled) text(s *State) string {
	return s.name(e.Survivor) + " takes control of " + s.machineName(e.Machine)
}
func (e MachineControlled) String() string { return e.text(nil) }

// MachineMoved: a Machine moved.
type MachineMoved struct {
	Machine int     `json:"machine"`
	From    zone.ID `json:"from"`
	To      zone.ID `json:"to"`
}

var _ = defEvent[MachineMoved]()

func (e MachineMoved) text(s *State) string {
	return s.machineName(e.Machine) + " moves " + s.zoneName(e.From) + " → " + s.zoneName(e.To)
}
func (e MachineMoved) String() string { return e.text(nil) }

// MachineActivated: a Machine got its activation token: it counts as a
// Noise token until the End Phase (p.17, p.25).
type MachineActivated struct {
	Machine int `json:"machine"`
}

var _ = defEvent[MachineActivated]()

func (e MachineActivated) text(s *State) string { return s.machineName(e.Machine) + " is activated" }
func (e MachineActivated) String() string       { return e.text(nil) }

// MachineRested: the End Phase took a Machine's activation token away.
type MachineRested struct {
	Machine int `json:"machine"`
}

var _ = defEvent[MachineRested]()

func (e MachineRested) text(s *State) string { return s.machineName(e.Machine) + " rests" }
func (e MachineRested) String() string       { return e.text(nil) }

// DoorUnlocked: the mission unlocked a door (p.22).
type DoorUnlocked struct {
	Door zone.DoorID `json:"door"`
}

var _ = defEvent[DoorUnlocked]()

func (e DoorUnlocked) text(s *State) string { return doorName(e.Door) + " is unlocked" }
func (e DoorUnlocked) String() string       { return e.text(nil) }

// SpawnActivated: the mission woke a Spawn Zone (p.28).
type SpawnActivated struct {
	Spawn int     `json:"spawn"`
	Zone  zone.ID `json:"zone"`
}

var _ = defEvent[SpawnActivated]()

func (e SpawnActivated) text(s *State) string {
	return "the Spawn Zone " + s.zoneName(e.Zone) + " wakes"
}
func (e SpawnActivated) String() string { return e.text(nil) }

// XPAwarded: the mission gave a Survivor Experience Points.
type XPAwarded struct {
	Survivor int `json:"survivor"`
	XP       int `json:"xp"`
}

var _ = defEvent[XPAwarded]()

func (e XPAwarded) text(s *State) string {
	return fmt.Sprintf("the mission gives %s %d XP", s.name(e.Survivor), e.XP)
}
func (e XPAwarded) String() string { return e.text(nil) }

// UltraredReset: in Ultrared mode a Survivor reached Red: its XP counts
// again from XP (what went beyond 43); it stays at Red (p.36).
type UltraredReset struct {
	Survivor int `json:"survivor"`
	XP       int `json:"xp"`
}

var _ = defEvent[UltraredReset]()

func (e UltraredReset) text(s *State) string {
	return fmt.Sprintf("%s goes Ultrared: XP counts again from %d", s.name(e.Survivor), e.XP)
}
func (e UltraredReset) String() string { return e.text(nil) }

// DoorForced: a hit opened a forced door for good (M11).
type DoorForced struct {
	Survivor int         `json:"survivor"`
	Door     zone.DoorID `json:"door"`
}

var _ = defEvent[DoorForced]()

func (e DoorForced) text(s *State) string {
	return s.name(e.Survivor) + " forces " + doorName(e.Door) + " open"
}
func (e DoorForced) String() string { return e.text(nil) }

// The events of the special tiles (seed 004, §16; their rules are in
// tiles.go).

// GateTurned: a Survivor turned a revolving gate to Position (seed 004,
// §16).
type GateTurned struct {
	Survivor int               `json:"survivor"`
	Gate     zone.GateID       `json:"gate"`
	Position zone.GatePosition `json:"position"`
}

var _ = defEvent[GateTurned]()

func (e GateTurned) text(s *State) string {
	return s.name(e.Survivor) + " turns " + gateName(e.Gate) + " to position " + e.Position.String()
}
func (e GateTurned) String() string { return e.text(nil) }

// SurvivorPushedBack: a Survivor ended its Turn in a safe zone and was
// pushed back to the zone it came from (seed 004, §16).
type SurvivorPushedBack struct {
	Survivor int     `json:"survivor"`
	From     zone.ID `json:"from"`
	To       zone.ID `json:"to"`
}

var _ = defEvent[SurvivorPushedBack]()

func (e SurvivorPushedBack) text(s *State) string {
	return s.name(e.Survivor) + " is pushed back " + s.zoneName(e.From) + " → " + s.zoneName(e.To)
}
func (e SurvivorPushedBack) String() string { return e.text(nil) }

// XenosPushedBack: Xenos ended their activation in a safe zone and were
// pushed back out (seed 004, §16).
type XenosPushedBack struct {
	Kind  xeno.Kind `json:"kind"`
	From  zone.ID   `json:"from"`
	To    zone.ID   `json:"to"`
	Count int       `json:"count"`
}

var _ = defEvent[XenosPushedBack]()

func (e XenosPushedBack) text(s *State) string {
	be := "is"
	if e.Count != 1 {
		be = "are"
	}
	return s.xenosN(e.Kind, e.Count) + " " + be + " pushed back " + s.zoneName(e.From) + " → " + s.zoneName(e.To)
}
func (e XenosPushedBack) String() string { return e.text(nil) }

// WireTorn: an Abomination tore a barbed wire: it is passable for
// everyone from then on (seed 004, §16).
type WireTorn struct {
	Wire zone.WireID `json:"wire"`
}

var _ = defEvent[WireTorn]()

func (e WireTorn) text(*State) string {
	return "an Abomination tears wire w" + strconv.Itoa(int(e.Wire))
}
func (e WireTorn) String() string { return e.text(nil) }

// ZoneCardDrawn: a Xeno card was drawn for a prison cell or a shop first
// exposed (seed 004, §16); Card indexes the mission's deck.
type ZoneCardDrawn struct {
	Zone zone.ID `json:"zone"`
	Card int     `json:"card"`
}

var _ = defEvent[ZoneCardDrawn]()

func (e ZoneCardDrawn) text(s *State) string { return s.zoneCard(e.Zone, e.Card) }
func (e ZoneCardDrawn) String() string       { return e.text(nil) }
