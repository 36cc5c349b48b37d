package survivor

import (
	"fmt"
	"slices"
	"strings"
)

// An Action is a kind of Action that a Skill names as its parameter
// ("+1 free [Action] Action", "+1 to dice roll: [Action]").
type Action uint8

const (
	AnyAction Action = iota // no parameter
	Combat                  // Melee or Ranged
	Melee
	Ranged
	Machine
	Move
	Search
	numActions
)

var actionNames = [numActions]string{"", "Combat", "Melee", "Ranged", "Machine", "Move", "Search"}

func (a Action) String() string {
	if a < numActions {
		return actionNames[a]
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}

// Includes reports whether an Action of kind b counts as kind a: Combat
// includes Melee and Ranged.
func (a Action) Includes(b Action) bool {
	return a == b || a == Combat && (b == Melee || b == Ranged)
}

// An Area says where in the rules a Skill acts, so that each rule knows
// which skills to consult.
type Area uint8

const (
	Economy   Area = iota + 1 // how many Actions a Turn has, and which are free
	Movement                  // how Survivors move
	Searching                 // Searching and drawing cards
	Fighting                  // dice, Damage, targets, Range
	Defence                   // taking wounds, Friendly Fire
	Team                      // helping other Survivors
	Xenos                     // moving Xenos
	Setup                     // before the game
)

// A Param is the kind of parameter a Skill takes.
type Param uint8

const (
	NoParam Param = iota
	ActionParam
	CardParam
)

// A Kind is a Skill without its parameter.
//
// Do not reorder: append only.
type Kind uint8

// The Skill catalogue (pp.52-55). The first five are confirmed for Invader;
// the others are the classic Zombicide Skills Invader reuses, worded for
// Invader (docs/RULINGS.md, "Skills").
const (
	PlusOneAction     Kind = iota + 1 // +1 Action
	FreeAction                        // +1 free [Action] Action
	PlusOneToRoll                     // +1 to dice roll: [Action]
	LowProfile                        // Low profile
	PointBlank                        // Point-blank
	PlusOneDamage                     // +1 Damage: [Action]
	PlusOneDamageWith                 // +1 Damage with [Equipment]
	PlusOneDie                        // +1 die: [Action]
	PlusOneMaxRange                   // +1 max Range
	PlusOneZone                       // +1 Zone per Move
	TwoZones                          // 2 Zones per Move Action
	Lucky                             // Lucky
	Ambidextrous                      // Ambidextrous
	Blitz                             // Blitz
	Bloodlust                         // Bloodlust: [Action]
	BornLeader                        // Born leader
	Destiny                           // Destiny
	HitAndRun                         // Hit & run
	IsThatAll                         // Is that all you've got?
	Jump                              // Jump
	Lifesaver                         // Lifesaver
	Sniper                            // Sniper
	MatchingSet                       // Matching set!
	Medic                             // Medic
	Regeneration                      // Regeneration
	Scavenger                         // Scavenger
	SearchPlusOne                     // Search: +1 card
	Shove                             // Shove
	Slippery                          // Slippery
	StartsWith                        // Starts with [Equipment]
	SteadyHand                        // Steady hand
	SuperStrength                     // Super strength
	Tactician                         // Tactician
	Taunt                             // Taunt
	Tough                             // Tough
	numKinds
)

// KindInfo is the catalogue entry of a Skill kind.
type KindInfo struct {
	Name   string // with "[Action]" or "[Equipment]" where the parameter goes
	Param  Param
	Area   Area
	Effect string // what the Skill does, in short
	// Actions lists the parameters allowed for an ActionParam skill.
	Actions []Action
}

var combatActions = []Action{Combat, Melee, Ranged}

var catalogue = [numKinds]KindInfo{
	PlusOneAction:     {"+1 Action", NoParam, Economy, "one extra Action of any kind each Turn", nil},
	FreeAction:        {"+1 free [Action] Action", ActionParam, Economy, "one extra Action each Turn, only of the named kind", []Action{Combat, Melee, Ranged, Machine, Move, Search}},
	PlusOneToRoll:     {"+1 to dice roll: [Action]", ActionParam, Fighting, "+1 to each die of Actions of the named kind; a die never exceeds 6", combatActions},
	LowProfile:        {"Low profile", NoParam, Defence, "never hit by Friendly Fire (Hellfire still hits); shooters may ignore the Survivor", nil},
	PointBlank:        {"Point-blank", NoParam, Fighting, "Ranged Actions in its own Zone whatever the minimum Range; free choice of targets at Range 0", nil},
	PlusOneDamage:     {"+1 Damage: [Action]", ActionParam, Fighting, "+1 Damage with Actions of the named kind", combatActions},
	PlusOneDamageWith: {"+1 Damage with [Equipment]", CardParam, Fighting, "+1 Damage with the named card", nil},
	PlusOneDie:        {"+1 die: [Action]", ActionParam, Fighting, "each weapon rolls one more die with Actions of the named kind", combatActions},
	PlusOneMaxRange:   {"+1 max Range", NoParam, Fighting, "+1 to the maximum Range of Ranged weapons", nil},
	PlusOneZone:       {"+1 Zone per Move", NoParam, Movement, "each Move Action may cross one more Zone", nil},
	TwoZones:          {"2 Zones per Move Action", NoParam, Movement, "a Move Action may cross 1 or 2 Zones", nil},
	Lucky:             {"Lucky", NoParam, Fighting, "once per Turn, re-roll all the dice of one Action", nil},
	Ambidextrous:      {"Ambidextrous", NoParam, Fighting, "every Melee and Ranged weapon counts as Dual", nil},
	Blitz:             {"Blitz", NoParam, Movement, "a free Move after eliminating the last Xeno of a Zone", nil},
	Bloodlust:         {"Bloodlust: [Action]", ActionParam, Movement, "one Action: move up to 2 Zones to a Zone with Xenos, then a free Action of the named kind", combatActions},
	BornLeader:        {"Born leader", NoParam, Team, "give one free Action to another Survivor for its next Turn", nil},
	Destiny:           {"Destiny", NoParam, Searching, "once per Turn, discard a drawn card and draw another", nil},
	HitAndRun:         {"Hit & run", NoParam, Movement, "a free Move after an Action that eliminates a Xeno, ignoring the extra cost of Xenos", nil},
	IsThatAll:         {"Is that all you've got?", NoParam, Defence, "discard one Equipment card for each point of Damage to cancel it", nil},
	Jump:              {"Jump", NoParam, Movement, "once per Turn, one Action: move 2 Zones in a straight line of sight, ignoring the Zone between", nil},
	Lifesaver:         {"Lifesaver", NoParam, Team, "once per Turn, pull Survivors out of an adjacent Zone with Xenos", nil},
	Sniper:            {"Sniper", NoParam, Fighting, "choose the targets of Ranged Actions freely; misses hit no Survivor", nil},
	MatchingSet:       {"Matching set!", NoParam, Searching, "on drawing a Dual weapon, take a second copy from the deck", nil},
	Medic:             {"Medic", NoParam, Team, "once per Turn, restore 1 Armor point to a Survivor in its Zone", nil},
	Regeneration:      {"Regeneration", NoParam, Defence, "at the end of each round, all Armor points are restored", nil},
	Scavenger:         {"Scavenger", NoParam, Searching, "may Search in any Zone", nil},
	SearchPlusOne:     {"Search: +1 card", NoParam, Searching, "draw one extra card when Searching", nil},
	Shove:             {"Shove", NoParam, Xenos, "once per Turn, push every Xeno of its Zone into an adjacent reachable Zone", nil},
	Slippery:          {"Slippery", NoParam, Movement, "no extra Actions to leave a Zone with Xenos; moves through Xenos", nil},
	StartsWith:        {"Starts with [Equipment]", CardParam, Setup, "begins the game with the named card", nil},
	SteadyHand:        {"Steady hand", NoParam, Defence, "may spare chosen Survivors from its Friendly Fire", nil},
	SuperStrength:     {"Super strength", NoParam, Fighting, "Melee weapons count as Damage 3", nil},
	Tactician:         {"Tactician", NoParam, Economy, "may take its Turn at any point of the Players' Phase", nil},
	Taunt:             {"Taunt", NoParam, Xenos, "once per Turn, Xenos in a visible Zone get an extra activation toward it", nil},
	Tough:             {"Tough", NoParam, Defence, "ignores the first point of Damage of each Xenos' attack step", nil},
}

// Info returns the catalogue entry of k. The returned value shares no
// memory with the catalogue.
func (k Kind) Info() KindInfo {
	if k == 0 || k >= numKinds {
		return KindInfo{Name: fmt.Sprintf("Kind(%d)", uint8(k))}
	}
	info := catalogue[k]
	info.Actions = append([]Action(nil), info.Actions...)
	return info
}

// Kinds returns every Skill kind of the catalogue, in order.
func Kinds() []Kind {
	ks := make([]Kind, 0, numKinds-1)
	for k := Kind(1); k < numKinds; k++ {
		ks = append(ks, k)
	}
	return ks
}

// A Skill is a Skill kind with its parameter, if it takes one. It is a
// comparable value.
type Skill struct {
	Kind   Kind
	Action Action // for ActionParam kinds
	Card   string // for CardParam kinds: an Equipment card's name
}

func (s Skill) String() string {
	if s.Kind == 0 || s.Kind >= numKinds {
		return fmt.Sprintf("Skill(%d)", uint8(s.Kind))
	}
	name := catalogue[s.Kind].Name
	name = strings.Replace(name, "[Action]", s.Action.String(), 1)
	return strings.Replace(name, "[Equipment]", s.Card, 1)
}

// Validate reports whether s is a catalogue Skill with a fitting parameter.
func (s Skill) Validate() error {
	if s.Kind == 0 || s.Kind >= numKinds {
		return fmt.Errorf("unknown skill kind %d", s.Kind)
	}
	info := &catalogue[s.Kind]
	switch {
	case info.Param == ActionParam && !slices.Contains(info.Actions, s.Action):
		return fmt.Errorf("skill %q: %v is not one of %v", info.Name, s.Action, info.Actions)
	case info.Param != ActionParam && s.Action != AnyAction:
		return fmt.Errorf("skill %q takes no Action", info.Name)
	case info.Param == CardParam && s.Card == "":
		return fmt.Errorf("skill %q needs a card name", info.Name)
	case info.Param != CardParam && s.Card != "":
		return fmt.Errorf("skill %q takes no card", info.Name)
	}
	return nil
}

// ParseSkill reads a Skill from its name as printed, such as
// "+1 free Move Action" or "Starts with Sledge".
func ParseSkill(text string) (Skill, error) {
	for k := Kind(1); k < numKinds; k++ {
		if s, ok := matchSkill(k, text); ok {
			if err := s.Validate(); err != nil {
				return Skill{}, fmt.Errorf("survivor: %w", err)
			}
			return s, nil
		}
	}
	return Skill{}, fmt.Errorf("survivor: unknown skill %q", text)
}

func matchSkill(k Kind, text string) (Skill, bool) {
	name := catalogue[k].Name
	i := strings.IndexByte(name, '[')
	if i < 0 {
		return Skill{Kind: k}, strings.EqualFold(name, text)
	}
	j := strings.IndexByte(name, ']')
	prefix, suffix := name[:i], name[j+1:]
	if len(text) <= len(prefix)+len(suffix) || !strings.EqualFold(text[:len(prefix)], prefix) ||
		!strings.EqualFold(text[len(text)-len(suffix):], suffix) {
		return Skill{}, false
	}
	param := text[len(prefix) : len(text)-len(suffix)]
	if catalogue[k].Param == CardParam {
		return Skill{Kind: k, Card: param}, true
	}
	for a := Combat; a < numActions; a++ {
		if strings.EqualFold(actionNames[a], param) {
			return Skill{Kind: k, Action: a}, true
		}
	}
	return Skill{}, false
}

// MarshalText implements encoding.TextMarshaler with the Skill's name.
func (s Skill) MarshalText() ([]byte, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with [ParseSkill].
func (s *Skill) UnmarshalText(b []byte) error {
	if s == nil {
		return fmt.Errorf("survivor: UnmarshalText of %q into a nil *Skill", b)
	}
	v, err := ParseSkill(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}
