package invader

import (
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/internal/postext"
	"github.com/invaderengine/invader/machine"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// A State is a complete, immutable snapshot of a game. [State.Apply]
// carries out one [Action] and returns the next State with the [Event]s
// that describe what happened; [State.Legal] lists the actions allowed now.
//
// The receiver is never modified: a State may be kept (for undo, replays or
// search) and shared between goroutines without copying or locking. Values
// returned by its methods share no memory with it. The zero State is not a
// game; create one with [New].
type State struct {
	g *game // static: mission, map, cards, options; shared by every State of a game

	board     zone.State
	rng       rand.PCG
	round     int
	phase     Phase
	first     int // the First Player
	turn      turn
	chance    chanceNode // the pending chance event, in external-chance games
	survivors []survivorState
	noise     []uint16      // Noise tokens per zone
	xenos     []xeno.Counts // Xenos per zone
	items     []itemLoc     // where each Equipment card is, per item of g.items
	deck      []uint8       // Xeno cards left in the deck, per entry of g.deck
	queue     []xstep       // the Xenos' Phase still to run
	moves     []planned     // the moves planned by the current xMove step
	wait      waiting       // the players' decision the Xenos' Phase waits for
	reorg     reorganization
	fight     *fight // an attack being rolled, or nil (attack.go: f, fightMut)
	tough     uint64 // Survivors whose Tough was used in this Attack step, by bit
	machines  []machineState
	extras    []extraSkills // Ultrared: per Survivor, the Skills gained after the first Red; nil before any
	opened    []bool        // doors opened at least once (DoorOpened triggers fire once)
	chosen    []uint8       // per choice of a Starting card (static.choices), 1 + the card chosen, or 0 before; nil without choices
	goals     int           // Goals done
	outcome   Outcome

	// inv indexes items by Survivor and slot (inventory.go: itemIndex): derived from
	// items, never saved, hashed or compared; built at most once per
	// items slice and shared, read-only, by every State that holds it.
	inv *itemIndex

	// pend is the decision pending, as the Apply that made the State left
	// it (decided): derived, never saved, hashed or compared; the zero
	// value, unknown, is worked out on demand.
	pend pendingMemo
}

// A pendingMemo is a Pending remembered, in four bytes: Players and
// Survivors are below 128 (mission.MaxSurvivors), -1 is none.
type pendingMemo struct {
	ok       bool
	decision Decision
	player   int8
	survivor int8
}

func memo(p Pending) pendingMemo {
	return pendingMemo{ok: true, decision: p.Decision, player: int8(p.Player), survivor: int8(p.Survivor)}
}

// decided returns the decision pending: the one remembered, else pending's.
// Only a State out of Apply remembers one; inside a tx, where the State
// changes under way, pending is the way.
func (s *State) decided() Pending {
	if m := s.pend; m.ok {
		return Pending{m.decision, int(m.player), int(m.survivor)}
	}
	return s.pending()
}

// game is what never changes during a game.
type game struct {
	*static // what the mission alone decides, shared by the games of equal missions (static.go)
	cfg     Rules

	print   sync.Once // fingerprint works out printed once
	printed []byte

	blankOnce sync.Once   // blankTree works out blankDef once
	blankDef  postext.Obj // the blank State's tree, read only (position.go)
}

// static is a game's data that the mission alone decides: made once for
// a mission and shared, read-only, by every game of an equal mission
// (static.go), so that New costs little more than the State it returns.
type static struct {
	mission     mission.Mission
	missionJSON func() ([]byte, error) // the mission's JSON, made once (a save writes it each time)
	m           *zone.Map
	cards       []survivor.Card
	kinds       xeno.Catalog
	objectives  []zone.Objective
	spawns      []zone.Spawn
	tokens      []zone.ID // every Spawn token's zone: the map's, then the extra ones of 7+ Survivors (p.36)
	machines    machine.Catalog
	machineKind []machine.Kind // per Machine on the board
	deck        spawn.Deck
	deckSize    []uint8           // copies of each deck entry
	deckNames   []string          // each deck entry's card, by name
	deckGroup   []int             // each deck entry's name, numbered by first appearance
	deckGroups  int               // the names of the deck
	items       []equipment.Card  // every physical Equipment card of the game
	itemGroup   []equipment.Group // where each starts
	itemName    []int16           // each one's card name, numbered by first appearance among items
	itemNames   int               // the names of items
	players     int
	seats       [][]int     // each player's survivors, in seating order
	special     special     // the special zones of the map (seed 004, §16; tiles.go)
	rules       ruleset     // what the mission's rule system does differently (ruleset.go)
	rushes      bool        // the deck has Rush cards (seed 002)
	boosts      bool        // some card Boosts weapons of an ammunition (seed 002)
	specials    uint16      // the xeno.Special rules of the kinds in play, by bit
	attachable  []int16     // the items that can be attached to another (Card.Is)
	choices     [][]int16   // for the 8th, 10th... Survivor, the items of the Starting cards offered, the default first (seed 004, §15; starting.go)
	choiceOf    []int8      // per item, the choice it is offered in, or -1; nil without choices
	treeKinds   [][2]uint64 // per Survivor, the Skill kinds of its card's tree, by bit (State.mayHave)

	boxed *interned // the commonest candidates of Legal, boxed once (intern.go)
}

// survivorState is one Survivor's dynamic state.
type survivorState struct {
	xp        int32 // below maxXP (state_walk.go); small fields: the Survivors are copied on every Move
	zone      zone.ID
	armor     int8
	orange    int8 // index of the chosen Orange skill, -1 before
	red       int8
	ultra     bool     // Ultrared: reached Red; stays Red, XP counts again from 0
	owed      [2]uint8 // Ultrared: Orange and Red Skills still to pick (the Skills, State.extras)
	activated bool     // took its Turn this round
	dead      bool
	escaped   bool  // left the board through the Exit (mission.EscapeExit)
	bonus     uint8 // Actions given by a Born leader for its next Turn
}

// extraSkills are the Skills a Survivor gained in Ultrared mode after its
// first Red, as codes of skillCode. They live apart from survivorState, which
// every Move copies: 16 bytes instead of 32 for the Survivors' block, and
// a game without Ultrared never allocates them.
type extraSkills struct {
	n     uint8
	codes [maxExtra]uint8
}

// extraOf returns Survivor i's Ultrared Skills.
func (s *State) extraOf(i int) []uint8 {
	if i < 0 || i >= len(s.extras) {
		return nil
	}
	return s.extras[i].codes[:s.extras[i].n]
}

// off reports whether the Survivor has left the board, eliminated or
// escaped: it takes no Turn, makes no noise, draws no Xeno and takes no
// wound.
func (sv *survivorState) off() bool { return sv.dead || sv.escaped }

// turn is the state of the Players' Phase.
type turn struct {
	player      int      // whose turn it is to activate Survivors
	active      int      // the Survivor taking its Turn, or -1
	actions     int      // general Actions left
	free        [8]uint8 // free Actions left, by survivor.Action
	door        bool     // a door was used this Turn
	acted       bool     // the active Survivor has taken an action this Turn
	searched    bool     // the active Survivor has Searched this Turn (p.22)
	searching   bool     // a Search (or an Oxygen Tank taken) is under way: then a free Reorganize (p.22)
	healed      bool     // the active Survivor has used Medic this Turn
	matched     bool     // Matching set! used in this Search
	draws       uint8    // cards still to draw in this Search
	slip        bool     // the next Move ignores Xenos (Hit & run)
	onward      uint8    // free Zones left in this Move (+1 Zone per Move)
	destinyUsed bool     // Destiny used this Turn
	lucky       bool     // Lucky used this Turn
	skillUsed   uint8    // once-per-Turn action Skills used, by bit
	came        uint16   // 1 + the zone the Turn's last Move left; 0 before any (safe zones, seed 004, §16)
}

// A Phase is a phase of the Game Round (p.10).
type Phase uint8

const (
	PlayersPhase Phase = iota + 1
	XenosPhase
	EndPhase
	Setup // dealing the starting cards, before the first round
)

var phaseNames = [...]string{PlayersPhase: "players", XenosPhase: "xenos", EndPhase: "end", Setup: "setup"}

func (p Phase) String() string {
	if p >= PlayersPhase && p <= Setup {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// An Outcome says whether the game is on, won or lost.
type Outcome struct {
	Result Result
	Loss   Loss // why, when lost
}

// A Result is the state of a game.
type Result uint8

const (
	InProgress Result = iota
	Won
	Lost
)

var resultNames = [...]string{"in progress", "won", "lost"}

func (r Result) String() string {
	if r <= Lost {
		return resultNames[r]
	}
	return fmt.Sprintf("Result(%d)", uint8(r))
}

// A Loss is why a game was lost (p.10).
type Loss uint8

const (
	NoLoss           Loss = iota
	Elimination           // any Survivor eliminated
	GoalsUnreachable      // an Objective needed by the mission is gone
	MoldChain             // two Spawn Zones linked by Active Mold
)

var lossNames = [...]string{"none", "a survivor was eliminated", "the mission's objectives can no longer be achieved", "two spawn zones are linked by active mold"}

func (l Loss) String() string {
	if l <= MoldChain {
		return lossNames[l]
	}
	return fmt.Sprintf("Loss(%d)", uint8(l))
}

func (o Outcome) String() string {
	if o.Result == Lost {
		return "lost: " + o.Loss.String()
	}
	return o.Result.String()
}

// Outcome reports whether the game is in progress, won or lost.
func (s State) Outcome() Outcome { return s.outcome }

// IsOver reports whether the game has ended, or is no game at all (the
// zero State): exactly when Legal offers nothing.
func (s State) IsOver() bool { return s.g == nil || s.over() }

func (s *State) over() bool { return s.outcome.Result != InProgress }

// Map returns the board. It is shared and immutable; nil for the zero
// State.
func (s State) Map() *zone.Map {
	if s.g == nil {
		return nil
	}
	return s.g.m
}

// Board returns the state of the board's doors, Mold and tokens.
func (s State) Board() zone.State { return s.board }

// Mission returns the mission being played. Its slices are copies. The
// zero State's is the zero Mission.
func (s State) Mission() mission.Mission {
	if s.g == nil {
		return mission.Mission{}
	}
	m := s.g.mission
	m.Survivors = slices.Clone(m.Survivors)
	m.Goals = slices.Clone(m.Goals)
	m.Xenos = slices.Clone(m.Xenos)
	m.Catalog = slices.Clone(m.Catalog)
	return m
}

// Round returns the number of the current Game Round, from 1.
func (s State) Round() int { return s.round }

// Phase returns the current phase of the round.
func (s State) Phase() Phase { return s.phase }

// FirstPlayer returns the player holding the First Player token.
func (s State) FirstPlayer() int { return s.first }

// NumPlayers returns the number of players; 0 for the zero State.
func (s State) NumPlayers() int {
	if s.g == nil {
		return 0
	}
	return s.g.players
}

// Noise returns the Noise tokens in a zone (Survivors not counted); 0 for
// a zone the map does not have.
func (s State) Noise(z zone.ID) int {
	if int(z) >= len(s.noise) {
		return 0
	}
	return int(s.noise[z])
}

// Xenos returns the Xenos in a zone, by kind of [State.Catalog]; none for
// a zone the map does not have.
func (s State) Xenos(z zone.ID) xeno.Counts {
	if int(z) >= len(s.xenos) {
		return xeno.Counts{}
	}
	return s.xenos[z]
}

// Catalog returns the Xeno kinds in play. It is shared: do not modify it.
// The zero State's is nil.
func (s State) Catalog() xeno.Catalog {
	if s.g == nil {
		return nil
	}
	return s.g.kinds
}

// GoalsDone returns how many of the mission's Goals are accomplished.
func (s State) GoalsDone() int { return s.goals }

// ActionsLeft returns the general Actions left to the Survivor taking its
// Turn, and its free Actions by kind.
func (s State) ActionsLeft() (int, map[survivor.Action]int) {
	free := map[survivor.Action]int{}
	for a, n := range s.turn.free {
		if n > 0 {
			free[survivor.Action(a)] = int(n)
		}
	}
	return s.turn.actions, free
}

// Active returns the Survivor taking its Turn in the Players' Phase, or
// -1 (between Turns, in other phases, in the zero State).
func (s State) Active() int {
	if s.g == nil || s.phase != PlayersPhase {
		return -1
	}
	return s.turn.active
}

// NumSurvivors returns the number of Survivors in the game: they are 0
// to NumSurvivors()-1 (see [State.Survivor]).
func (s State) NumSurvivors() int { return len(s.survivors) }

// Players returns the number of players.
//
// Deprecated: Use [State.NumPlayers]; the name said a list.
func (s State) Players() int { return s.NumPlayers() }

// Survivors returns the number of Survivors in the game.
//
// Deprecated: Use [State.NumSurvivors]; the name said a list.
func (s State) Survivors() int { return s.NumSurvivors() }

// A Survivor describes one Survivor now.
type Survivor struct {
	Index     int
	Card      survivor.Card
	Player    int
	Zone      zone.ID
	XP        int
	Level     survivor.Level
	Armor     int
	Skills    []survivor.Skill // in the order gained
	Hand      []string         // names of the cards in Hand
	Activated bool             // took its Turn this round
	Dead      bool
	// Escaped: the Survivor left the board through the Exit
	// ([mission.EscapeExit]); it plays no more.
	Escaped bool
}

// Survivor describes Survivor i, 0 <= i < [State.NumSurvivors]; for any
// other i, the zero Survivor with Index -1.
func (s State) Survivor(i int) Survivor {
	if i < 0 || i >= len(s.survivors) {
		return Survivor{Index: -1}
	}
	sv := &s.survivors[i]
	out := Survivor{
		Index: i, Card: s.g.cards[i], Player: i % s.g.players, Zone: sv.zone, XP: int(sv.xp),
		Level: s.level(i), Armor: int(sv.armor), Skills: s.skills(i),
		Activated: sv.activated, Dead: sv.dead, Escaped: sv.escaped,
	}
	out.Hand = s.hand(i)
	return out
}

// skills returns the Skills Survivor i has now, in the order gained.
func (s *State) skills(i int) []survivor.Skill {
	all, n := s.skillSet(i)
	return append([]survivor.Skill(nil), all[:n]...)
}

// maxExtra is the most Skills a Survivor gains in Ultrared mode beyond its
// card's four.
const maxExtra = 12

// level returns Survivor i's Danger Level: in Ultrared mode it stays Red
// once reached (p.36).
func (s *State) level(i int) survivor.Level {
	if s.survivors[i].ultra {
		return survivor.Red
	}
	return survivor.LevelOf(int(s.survivors[i].xp))
}

// skillSet returns the Skills Survivor i has now, in the order gained
// (skillsOf), as an array, without allocating.
func (s *State) skillSet(i int) ([4 + maxExtra]survivor.Skill, int) {
	var out [4 + maxExtra]survivor.Skill
	n := 0
	for sk := range s.skillsOf(i) {
		out[n], n = *sk, n+1
	}
	return out, n
}

// skillsOf yields the Skills Survivor i has now, in the order gained:
// Blue, Yellow's, Orange, Red, then Ultrared's; without copying them (the
// hot paths count Skills).
func (s *State) skillsOf(i int) iter.Seq[*survivor.Skill] {
	return func(yield func(*survivor.Skill) bool) {
		sv, card := &s.survivors[i], &s.g.cards[i]
		if !yield(&card.Blue) || s.level(i) >= survivor.Yellow && !yield(&yellowSkill) {
			return
		}
		if sv.orange >= 0 && !yield(&card.Orange[sv.orange]) || sv.red >= 0 && !yield(&card.Red[sv.red]) {
			return
		}
		for _, code := range s.extraOf(i) {
			if sk := skillOf(card, code); !yield(&sk) {
				return
			}
		}
	}
}

// yellowSkill is the Skill of the Yellow Danger Level (p.17).
var yellowSkill = survivor.YellowSkill()

// A Survivor's Ultrared Skills are stored as one byte each: the index of a
// Skill of its card's tree, or codeKind plus the Kind of a catalogue Skill
// without parameter. This keeps survivorState small to copy.
const codeKind = 8

func skillOf(card *survivor.Card, code uint8) survivor.Skill {
	if code < codeKind {
		return card.Tree()[code]
	}
	return survivor.Skill{Kind: survivor.Kind(code - codeKind)}
}

// skillCode encodes sk for a Survivor with card, and reports whether it
// can: a Skill of the card, or one without parameter.
func skillCode(card *survivor.Card, sk survivor.Skill) (uint8, bool) {
	for i, t := range card.Tree() {
		if t == sk {
			return uint8(i), true
		}
	}
	if sk.Kind.Info().Param == survivor.NoParam && sk.Action == survivor.AnyAction && sk.Card == "" {
		return uint8(codeKind + int(sk.Kind)), true
	}
	return 0, false
}
