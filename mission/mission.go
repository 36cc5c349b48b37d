package mission

import (
	"errors"
	"fmt"
	"slices"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/machine"
	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// A Mission is everything needed to start a game. A nil *Mission answers
// every method as the zero Mission does (no map: Validate refuses it),
// but UnmarshalJSON, which returns an error.
type Mission struct {
	ID    string `json:"id,omitzero"` // e.g. "M1"
	Title string `json:"title,omitzero"`
	// Difficulty is what the mission sheet says of it: "", "easy",
	// "medium" or "hard" (as on the M11 mission card). The rules do not
	// read it.
	Difficulty string `json:"difficulty,omitzero"`
	// Ruleset is the game the mission is played by: Invader (the zero
	// value, left out of JSON) or SecondEdition (issue 18). It chooses
	// the defaults of the nil fields below and what Validate and Check
	// accept (ruleset.go).
	Ruleset Ruleset   `json:"ruleset,omitzero"`
	Map     *zone.Map `json:"map"`
	// Survivors are the ID cards of the Survivors who play, in seating
	// order. Empty means the ruleset's six: the core Survivors, or
	// zombicide2's sample ones.
	Survivors []survivor.Card `json:"survivors,omitzero"`
	// Players is the number of players sharing the Survivors (1 to 6;
	// docs/RULINGS.md, "Turn order and activation"); 0 means 1. Survivor i belongs to player i mod Players.
	Players int `json:"players,omitzero"`
	// Goals are the mission's Objectives, to be accomplished in order.
	Goals []Goal `json:"goals"`
	// ObjectiveXP is the Experience Points for taking an Objective token;
	// 0 means 5 (p.24).
	ObjectiveXP int `json:"objectiveXP,omitzero"`
	// Xenos are on the board at the start (M0 starts with three).
	Xenos []Xenos `json:"xenos,omitzero"`
	// Catalog lists the Xeno kinds in play; nil means [xeno.Invader], or
	// [zombicide2.Zombies] under SecondEdition.
	Catalog xeno.Catalog `json:"catalog,omitzero"`
	// Deck is the Xeno deck; nil means [spawn.Invader] (provisional), or
	// [zombicide2.ZombieDeck] under SecondEdition (provisional too).
	Deck spawn.Deck `json:"deck,omitzero"`
	// Equipment lists the Equipment cards; nil means [equipment.Core], or
	// [zombicide2.Equipment] under SecondEdition.
	Equipment []equipment.Entry `json:"equipment,omitzero"`
	// SetAside names Equipment deck cards taken out of the deck at setup
	// and set aside with the Prototypes (setup, pp.7-9; docs/RULINGS.md,
	// "Missions as text"): Objectives with the GivePrototype effect hand
	// them out. One copy per name; repeat a name for more.
	SetAside []string `json:"setAside,omitzero"`
	// Machines lists the Machines' profiles; nil means [machine.Invader].
	Machines machine.Catalog `json:"machines,omitzero"`
	// Triggers are the mission's special rules, checked in order.
	Triggers []Trigger `json:"triggers,omitzero"`
	// ForcedDoors cannot be opened normally: they start locked and open to
	// a hit of a Damage 2 weapon (M11).
	ForcedDoors []zone.DoorID `json:"forcedDoors,omitzero"`
	// ExtraSpawns are where the extra Spawn tokens of 7+ Survivors go, one
	// per pair beyond six (p.36); missing ones go on the red Spawn Zones
	// ([Mission.SpawnTokens]).
	ExtraSpawns []zone.ID `json:"extraSpawns,omitzero"`
}

// noMission is the zero Mission, which a nil *Mission answers as.
var noMission Mission

// MachineKinds returns the Machines' profiles in play.
func (m *Mission) MachineKinds() machine.Catalog {
	if m == nil {
		m = &noMission
	}
	if m.Machines == nil {
		return machine.Invader
	}
	return m.Machines
}

// Xenos places Count Xenos of one kind in a zone at the start.
type Xenos struct {
	Zone  zone.ID   `json:"zone"`
	Kind  xeno.Kind `json:"kind"`
	Count int       `json:"count"`
}

// A GoalKind is a kind of mission Objective.
type GoalKind uint8

const (
	// TakeAllObjectives is done when no Objective token is left on the
	// board, every one taken by a Survivor.
	TakeAllObjectives GoalKind = iota + 1
	// ReachExit is done when every Survivor stands in an Exit Zone that
	// holds no Xeno.
	ReachExit
	// EscapeExit is done when every Survivor has escaped: once the Goals
	// before it are done, a Survivor ending its Turn in an Exit Zone that
	// holds no Xeno leaves the board for good (M11).
	EscapeExit
	// TakeColorObjectives is done when every Objective token of the Goal's
	// Color has been taken (the numbered Objectives of a mission sheet, as
	// on the M11 mission card). Goals are
	// done, and counted, in order: "take blue objectives" then "take all
	// objectives" lets Survivors take red tokens first, but the mission
	// counts the blue Goal first.
	TakeColorObjectives
)

var goalNames = [...]string{TakeAllObjectives: "take all objectives", ReachExit: "reach the exit",
	EscapeExit: "escape through the exit", TakeColorObjectives: "take colour objectives"}

func (k GoalKind) valid() bool { return k >= TakeAllObjectives && k <= TakeColorObjectives }

func (k GoalKind) String() string {
	if k.valid() {
		return goalNames[k]
	}
	return fmt.Sprintf("GoalKind(%d)", uint8(k))
}

// A Goal is one Objective of a mission.
type Goal struct {
	Kind  GoalKind   `json:"kind"`
	Color zone.Color `json:"color,omitzero"` // TakeColorObjectives: the tokens' colour
}

// String names the goal as the text form writes it ("take all
// objectives", "take blue objectives").
func (g Goal) String() string {
	if g.Kind == TakeColorObjectives {
		return "take " + g.Color.String() + " objectives"
	}
	return g.Kind.String()
}

// NeedsObjective reports whether the goal needs the Objective tokens of
// colour c taken: losing one (to Mold, p.20) makes it unreachable.
func (g Goal) NeedsObjective(c zone.Color) bool {
	return g.Kind == TakeAllObjectives || g.Kind == TakeColorObjectives && g.Color == c
}

// Escapes reports whether Survivors leave the board through the Exit
// ([EscapeExit] is one of the Goals).
func (m *Mission) Escapes() bool {
	if m == nil {
		m = &noMission
	}
	for _, g := range m.Goals {
		if g.Kind == EscapeExit {
			return true
		}
	}
	return false
}

// Cards returns the Survivors who play: m.Survivors, or the ruleset's
// six (the core Survivors; under SecondEdition [zombicide2.Survivors]).
func (m *Mission) Cards() []survivor.Card {
	if m == nil {
		m = &noMission
	}
	if len(m.Survivors) == 0 {
		return m.rules().survivors()
	}
	return append([]survivor.Card(nil), m.Survivors...)
}

// ExtraStarting returns the Starting Equipment added from outside the box
// for each Survivor beyond six (p.36; seed 004, §15; docs/RULINGS.md,
// "Playing with 7+ Survivors"): odd for the 7th, 9th, ..., and for the
// 8th, 10th, ... one of even, the players' choice at setup ("an axe, a
// pistol or a crowbar, your choice!"), the first the default. Invader's
// odd card is a Cattle Prod and its choices an SMG (the pistol), a Sledge
// (the axe) and a Cattle Prod (the crowbar), each a Starting card; 2nd
// Edition's are [zombicide2.ExtraStarting]. The slice is a fresh copy.
func (m *Mission) ExtraStarting() (odd equipment.Card, even []equipment.Card) {
	return m.rules().extraStarting()
}

// SpawnTokens returns the zones of every Spawn token of the game, one entry
// per token: the tokens printed on the map, dormant or active, in the map's
// order ([zone.Map.Spawns]); then the extra tokens of 7+ Survivors (p.36;
// seed 004, §15; docs/RULINGS.md, "Playing with 7+ Survivors"), one per
// pair of Survivors beyond six, rounded up. Extra token k (from 0) goes on
// ExtraSpawns[k]; without it, on the map's red Spawn Zones in turn (the
// red token k modulo their number, in the map's order); a map without red
// Spawn Zones gets no token that ExtraSpawns does not place. These are the
// Spawn Zones a chain of Mold links ([mold.Chained], p.20). The slice is
// new; nil for a Mission without a Map.
func (m *Mission) SpawnTokens() []zone.ID {
	if m == nil {
		m = &noMission
	}
	if m.Map == nil {
		return nil
	}
	printed := m.Map.Spawns()
	out := make([]zone.ID, 0, len(printed))
	var red []zone.ID
	for _, sp := range printed {
		out = append(out, sp.Zone)
		if sp.Color == zone.Red {
			red = append(red, sp.Zone)
		}
	}
	extra := len(m.Cards()) - 6
	if extra <= 0 {
		return out
	}
	for k := range (extra + 1) / 2 {
		switch {
		case k < len(m.ExtraSpawns):
			out = append(out, m.ExtraSpawns[k])
		case len(red) > 0:
			out = append(out, red[k%len(red)])
		}
	}
	return out
}

// Kinds returns the Xeno catalogue in play: m.Catalog, or the
// ruleset's ([xeno.Invader]; under SecondEdition [zombicide2.Zombies]).
func (m *Mission) Kinds() xeno.Catalog {
	if m == nil {
		m = &noMission
	}
	if m.Catalog == nil {
		return m.rules().catalog()
	}
	return m.Catalog
}

// XenoDeck returns the Xeno deck in play: m.Deck, or the ruleset's
// ([spawn.Invader]; under SecondEdition [zombicide2.ZombieDeck], the
// Zombie deck).
func (m *Mission) XenoDeck() spawn.Deck {
	if m == nil {
		m = &noMission
	}
	if m.Deck == nil {
		return m.rules().deck()
	}
	return m.Deck
}

// EquipmentCards returns the Equipment cards in play (m.Equipment, or the
// ruleset's: [equipment.Core]; under SecondEdition [zombicide2.Equipment]),
// with the copies named in SetAside moved from the deck to the set-aside
// Prototypes.
func (m *Mission) EquipmentCards() []equipment.Entry {
	if m == nil {
		m = &noMission
	}
	out, _ := m.splitSetAside()
	return out
}

// splitSetAside moves the copies SetAside names from the deck entries to
// the set-aside Prototypes, and returns the entries and, by name, how
// many copies it could not find (Mold cards stay in the deck).
func (m *Mission) splitSetAside() (out []equipment.Entry, missing map[string]int) {
	all := m.equipmentList()
	if len(m.SetAside) == 0 {
		return all, nil
	}
	missing = map[string]int{} // copies still to set aside, by name
	for _, name := range m.SetAside {
		missing[name]++
	}
	for _, e := range all {
		n := 0
		if e.Group == equipment.Deck && !e.Card.IsMold() {
			n = min(e.Count, missing[e.Card.Name])
			missing[e.Card.Name] -= n
		}
		if n < e.Count {
			out = append(out, equipment.Entry{Card: e.Card, Count: e.Count - n, Group: e.Group})
		}
		if n > 0 {
			out = append(out, equipment.Entry{Card: e.Card, Count: n, Group: equipment.Prototype})
		}
	}
	return out, missing
}

// equipmentList is m.Equipment, or the ruleset's cards.
func (m *Mission) equipmentList() []equipment.Entry {
	if m.Equipment == nil {
		return m.rules().equipment()
	}
	return m.Equipment
}

// validateSetAside checks that the deck holds every card SetAside names,
// as many times as it names it, and that none is a Mold card.
func (m *Mission) validateSetAside() error {
	_, missing := m.splitSetAside()
	for i, name := range m.SetAside {
		if n := missing[name]; n > 0 {
			return &problem{key: "set-aside", err: fmt.Errorf("mission: set aside[%d]: %q: %d more copies than the deck holds (Mold cards stay in the deck)", i, name, n)}
		}
	}
	return nil
}

// Difficulties returns the words a mission sheet rates a mission with:
// easy, medium, hard.
func Difficulties() []string { return slices.Clone(difficulties[:]) }

var difficulties = [...]string{"easy", "medium", "hard"}

// XPForObjective returns the Experience Points an Objective token gives.
func (m *Mission) XPForObjective() int {
	if m == nil {
		m = &noMission
	}
	if m.ObjectiveXP == 0 {
		return 5
	}
	return m.ObjectiveXP
}

// MaxSurvivors is the most Survivors a game may have. The rules set no
// limit (p.36; seed 004, §15: "7+ players"); the engine keeps some facts
// about the Survivors in 64-bit sets (docs/RULINGS.md, "Playing with
// 7+ Survivors").
const MaxSurvivors = 64

// Validate reports what is wrong with a mission, if anything: what a
// game needs to run. What it accepts depends on the ruleset (ruleset.go):
// the Survivors' cards and the Equipment groups.
func (m *Mission) Validate() error {
	if m == nil {
		m = &noMission
	}
	if !m.Ruleset.valid() {
		return &problem{key: "ruleset", err: fmt.Errorf("mission: ruleset %d: want %s", uint8(m.Ruleset), rulesetWant)}
	}
	if m.Map == nil || m.Map.Len() == 0 {
		return errors.New("mission: no map")
	}
	if err := m.validateCounts(); err != nil {
		return err
	}
	if err := m.validateText(); err != nil {
		return err
	}
	if err := m.validateSurvivors(); err != nil {
		return err
	}
	if err := m.Kinds().Validate(); err != nil {
		return fmt.Errorf("mission: %w", err)
	}
	if err := m.XenoDeck().Validate(m.Kinds()); err != nil {
		return fmt.Errorf("mission: %w", err)
	}
	if err := m.validateXenos(); err != nil {
		return err
	}
	if err := m.validateEquipment(); err != nil {
		return err
	}
	if err := m.validateSetAside(); err != nil {
		return err
	}
	if m.Difficulty != "" && !slices.Contains(difficulties[:], m.Difficulty) {
		return &problem{key: "difficulty", err: fmt.Errorf("mission: difficulty %q: want one of %v", m.Difficulty, difficulties)}
	}
	for i, t := range m.Triggers {
		if err := t.validate(); err != nil {
			return fmt.Errorf("mission: triggers[%d]: %w", i, err)
		}
	}
	if err := m.MachineKinds().Validate(); err != nil {
		return fmt.Errorf("mission: %w", err)
	}
	for _, p := range m.Map.Machines() {
		if int(p.Machine-zone.Bot) >= len(m.MachineKinds()) {
			return fmt.Errorf("mission: the map places a %v, which has no profile", p.Machine)
		}
	}
	if mold.Chained(m.Map, m.Map.Initial(), m.SpawnTokens()) {
		return errors.New("mission: the starting Mold already links two Spawn Zones: the game would be lost (p.20)")
	}
	return m.validateGoals()
}

// The most entries a Mission may have of each kind: far more than any
// mission sheet prints, so that a file or a save cannot grow without
// bound (the text form also caps its size: MaxTextBytes).
const (
	MaxGoals    = 64
	MaxTriggers = 256
	MaxXenos    = 1024 // entries of Xenos on the board at the start
	MaxSetAside = 256
	MaxCatalog  = 64 // Xeno kinds
)

// validateCounts checks the lengths of m's lists against the caps.
func (m *Mission) validateCounts() error {
	for _, c := range []struct {
		what   string
		n, max int
	}{
		{"goals", len(m.Goals), MaxGoals}, {"triggers", len(m.Triggers), MaxTriggers},
		{"xenos", len(m.Xenos), MaxXenos}, {"set-aside cards", len(m.SetAside), MaxSetAside},
		{"Xeno kinds", len(m.Catalog), MaxCatalog}, {"survivors", len(m.Survivors), MaxSurvivors},
	} {
		if c.n > c.max {
			return fmt.Errorf("mission: %d %s: at most %d", c.n, c.what, c.max)
		}
	}
	return nil
}

// Check reports what is wrong with m as a mission to play, if anything:
// what [Mission.Validate] reports; then whether its map has only what its
// ruleset's rules know (under SecondEdition no Oxygen, Airlock or
// Security Room, exterior zone, Mold or Machine: seed 002 has none of
// them); then whether every Objective token a Goal needs and (when a Goal
// needs one) an Exit Zone can be reached from the start, through every
// door, and whether each trigger names things the mission has (a token or
// door of its colour, Spawn Zones to wake, a card set aside to hand out).
// [Parse] and the built-in missions pass Check; invader.New asks only for
// Validate, so that rule tests may draw boards no mission would use.
func (m *Mission) Check() error {
	if m == nil {
		m = &noMission
	}
	if err := m.Validate(); err != nil {
		return err
	}
	if err := m.validateBoard(); err != nil {
		return err
	}
	for i, t := range m.Triggers {
		if err := m.validateTrigger(t); err != nil {
			return &problem{key: "trigger", index: i, err: fmt.Errorf("mission: triggers[%d] (%v): %w", i, t, err)}
		}
	}
	return m.validateReach()
}

func (m *Mission) validateSurvivors() error {
	cards := m.Cards()
	for i, d := range m.ForcedDoors {
		if int(d) >= m.Map.NumDoors() {
			return &problem{key: "forced-doors", err: fmt.Errorf("mission: forced doors[%d]: door %d is not on the map", i, d)}
		}
	}
	for i, z := range m.ExtraSpawns {
		if int(z) >= m.Map.Len() {
			return fmt.Errorf("mission: extra spawns[%d]: zone %d is not on the map", i, z)
		}
	}
	if len(cards) > MaxSurvivors {
		return fmt.Errorf("mission: %d survivors; at most %d", len(cards), MaxSurvivors)
	}
	seen := map[string]bool{}
	for _, c := range cards {
		if err := m.rules().checkSurvivor(c); err != nil {
			return fmt.Errorf("mission: %w", err)
		}
		if seen[c.Name] {
			return fmt.Errorf("mission: survivor %q plays twice", c.Name)
		}
		seen[c.Name] = true
	}
	if m.Players < 0 || m.Players > len(cards) {
		return &problem{key: "players", err: fmt.Errorf("mission: %d players for %d survivors; want 1 to %d", m.Players, len(cards), len(cards))}
	}
	if len(m.startZones()) == 0 {
		return errors.New("mission: the map has no Player Starting Area (a zone marked start)")
	}
	return nil
}

func (m *Mission) validateXenos() error {
	kinds := m.Kinds()
	used := make([]int, len(kinds))
	for i, x := range m.Xenos {
		if int(x.Zone) >= m.Map.Len() || int(x.Kind) >= len(kinds) || x.Count < 1 {
			return fmt.Errorf("mission: xenos[%d]: zone %d, kind %d, count %d: not on the map or not a kind", i, x.Zone, x.Kind, x.Count)
		}
		if x.Count > kinds[x.Kind].Supply {
			return &problem{key: "xenos", index: i, err: fmt.Errorf("mission: xenos[%d]: %d %s; the box has %d", i, x.Count, kinds[x.Kind].Name, kinds[x.Kind].Supply)}
		}
		if used[x.Kind] += x.Count; used[x.Kind] > kinds[x.Kind].Supply {
			return &problem{key: "xenos", index: i, err: fmt.Errorf("mission: xenos[%d]: more than the %d %s miniatures of the box", i, kinds[x.Kind].Supply, kinds[x.Kind].Name)}
		}
	}
	return nil
}

// maxCards is the most Equipment cards a mission may hold.
const maxCards = 1000

func (m *Mission) validateEquipment() error {
	total := 0
	for i, e := range m.equipmentList() {
		c := e.Card
		total += e.Count
		switch {
		case c.Name == "" || e.Count < 1 || total > maxCards:
			return fmt.Errorf("mission: equipment[%d]: a card needs a name and 1 or more copies (at most %d cards in all)", i, maxCards)
		case c.Dice < 0 || c.Dice > 32 || c.Accuracy < 0 || c.Accuracy > 7 || c.Damage < 0 || c.MinRange < 0 || c.MaxRange < c.MinRange:
			return fmt.Errorf("mission: equipment[%d] (%s): dice 0-32, accuracy 1-7, damage and ranges 0 or more", i, c.Name)
		case c.IsMold() && e.Group != equipment.Deck:
			return fmt.Errorf("mission: equipment[%d] (%s): a Mold card belongs in the deck", i, c.Name)
		case !slices.Contains(m.rules().groups, e.Group):
			return fmt.Errorf("mission: equipment[%d] (%s): group %d is not one of the %v ruleset's: want %s", i, c.Name, e.Group, m.Ruleset, m.rules().groupsWant())
		}
	}
	return nil
}

func (m *Mission) validateGoals() error {
	if len(m.Goals) == 0 {
		return errors.New("mission: no goals: the game could not be won")
	}
	for i, g := range m.Goals {
		if msg := m.goalProblem(i, g); msg != "" {
			return &problem{key: "goal", index: i, err: fmt.Errorf("mission: goals[%d]: %v%s", i, g, msg)}
		}
	}
	return nil
}

// goalProblem says what is wrong with goal i, g, if anything.
func (m *Mission) goalProblem(i int, g Goal) string {
	switch {
	case g.Kind == TakeColorObjectives && (g.Color == zone.Neutral || g.Color > zone.White):
		return fmt.Sprintf(": colour %v: want red, blue, green, purple or white", g.Color)
	case g.Kind != TakeColorObjectives && g.Color != zone.Neutral:
		return fmt.Sprintf(": a colour (%v) for a goal that takes none", g.Color)
	}
	switch g.Kind {
	case TakeAllObjectives, TakeColorObjectives:
		if !slices.ContainsFunc(m.Map.Objectives(), func(o zone.Objective) bool { return g.NeedsObjective(o.Color) }) {
			return ", but the map has no such Objective token"
		}
	case ReachExit, EscapeExit:
		if !m.hasFeature(zone.Exit) {
			return ", but the map has no Exit Zone"
		}
		if g.Kind == EscapeExit && i != len(m.Goals)-1 {
			return fmt.Sprintf(" must be the last goal: nobody is left to do goals[%d]", i+1)
		}
	default:
		return ": unknown kind"
	}
	return ""
}

func (m *Mission) startZones() []zone.ID { return m.zonesWith(zone.Start) }

// zonesWith returns the zones that have feature f at the start, in order.
func (m *Mission) zonesWith(f zone.Feature) []zone.ID {
	var zs []zone.ID
	if m.Map == nil {
		return nil
	}
	for id := range m.Map.Len() {
		if m.Map.Zone(zone.ID(id)).Has(f) {
			zs = append(zs, zone.ID(id))
		}
	}
	return zs
}

func (m *Mission) hasFeature(f zone.Feature) bool { return len(m.zonesWith(f)) > 0 }

// Start returns the zone where the Survivors start: the first zone of the
// Player Starting Area; zone.None for a Mission without one (or without a
// Map), which [Mission.Validate] refuses.
func (m *Mission) Start() zone.ID {
	if m == nil {
		m = &noMission
	}
	if zs := m.startZones(); len(zs) > 0 {
		return zs[0]
	}
	return zone.None
}

// MarshalText implements encoding.TextMarshaler.
func (k GoalKind) MarshalText() ([]byte, error) {
	if !k.valid() {
		return nil, fmt.Errorf("mission: cannot marshal %v", k)
	}
	return []byte(k.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (k *GoalKind) UnmarshalText(b []byte) error {
	if k == nil {
		return fmt.Errorf("mission: UnmarshalText of %q into a nil *GoalKind", b)
	}
	for i, name := range goalNames {
		if name != "" && name == string(b) {
			*k = GoalKind(i)
			return nil
		}
	}
	return fmt.Errorf("mission: unknown goal %q", b)
}
