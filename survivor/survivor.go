package survivor

import (
	"errors"
	"fmt"
)

// A Class is a Survivor's class: it sets the Armor points and where the
// Survivor may Search.
type Class uint8

const (
	Civilian Class = iota + 1 // 2 Armor; Searches any room Zone
	Soldier                   // 3 Armor; Searches only in Security Rooms (p.34)
)

// The classes of Zombicide 2nd Edition's Survivors (seed 002): adults
// have 3 Health points, children 2 and start with Slippery. Invader has
// neither; its rules read them as Civilians do (they Search any room).
// Class(3) is left unused, invalid as it always was.
const (
	Adult Class = iota + 4 // 3 Health points (seed 002)
	Child                  // 2 Health points, starts with Slippery (seed 002)
)

var classNames = [...]string{Civilian: "civilian", Soldier: "soldier", Adult: "adult", Child: "child"}

// Known reports whether c is one of the classes above.
func (c Class) Known() bool { return c == Civilian || c == Soldier || c == Adult || c == Child }

func (c Class) String() string {
	if c.Known() {
		return classNames[c]
	}
	return fmt.Sprintf("Class(%d)", uint8(c))
}

// Armor returns the Armor points a Survivor of class c starts with
// (Civilians 2, Soldiers 3; docs/RULINGS.md, "Armor points"): each
// point of Damage removes one, and at 0 the Survivor is eliminated. For
// Zombicide 2nd Edition's classes it is their Health points (seed 002):
// adults 3, children 2.
func (c Class) Armor() int {
	if c == Soldier || c == Adult {
		return 3
	}
	return 2
}

// A Level is a Danger Level (p.17).
type Level uint8

const (
	Blue   Level = iota // 0-6 XP: the starting Skill
	Yellow              // 7-18 XP: +1 Action
	Orange              // 19-42 XP: choose 1 of 2 Skills
	Red                 // 43+ XP: choose 1 of 3 Skills
)

var levelNames = [...]string{"blue", "yellow", "orange", "red"}

func (l Level) String() string {
	if l <= Red {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

var thresholds = [...]int{Blue: 0, Yellow: 7, Orange: 19, Red: 43}

// Threshold returns the Experience Points at which level l is reached.
// Levels beyond Red count as Red.
func (l Level) Threshold() int { return thresholds[min(l, Red)] }

// LevelOf returns the Danger Level of a Survivor with xp Experience Points.
func LevelOf(xp int) Level {
	l := Blue
	for l < Red && xp >= thresholds[l+1] {
		l++
	}
	return l
}

// A Card is a Survivor's ID card: name, class and skill tree (p.17). The
// Yellow Skill is always "+1 Action" and is not stored.
type Card struct {
	Name   string   `json:"name"`
	Class  Class    `json:"class"`
	Blue   Skill    `json:"blue"`
	Orange [2]Skill `json:"orange"`
	Red    [3]Skill `json:"red"`
	// Provisional marks a skill tree we could not read from the printed
	// card: it is our best reconstruction and users may replace it.
	Provisional bool `json:"provisional,omitzero"`
}

// YellowSkill returns the Skill every Survivor gains at the Yellow Danger
// Level: "+1 Action" (p.17).
func YellowSkill() Skill { return Skill{Kind: PlusOneAction} }

// Validate reports what is wrong with a card, if anything.
func (c Card) Validate() error {
	if c.Name == "" {
		return errors.New("survivor: card has no name")
	}
	if !c.Class.Known() {
		return fmt.Errorf("survivor: %s: class %v: want civilian or soldier (or 2nd Edition's adult or child)", c.Name, c.Class)
	}
	for _, s := range c.Tree() {
		if err := s.Validate(); err != nil {
			return fmt.Errorf("survivor: %s: %w", c.Name, err)
		}
	}
	return nil
}

// Tree returns every Skill on the card: Blue, Yellow, the two Orange and
// the three Red ones, in that order.
func (c Card) Tree() [7]Skill {
	return [7]Skill{c.Blue, YellowSkill(), c.Orange[0], c.Orange[1], c.Red[0], c.Red[1], c.Red[2]}
}

// Choices returns the Skills offered when level l is reached: one at Blue
// and Yellow, two at Orange, three at Red.
func (c Card) Choices(l Level) []Skill {
	switch l {
	case Blue:
		return []Skill{c.Blue}
	case Yellow:
		return []Skill{YellowSkill()}
	case Orange:
		return c.Orange[:]
	case Red:
		return c.Red[:]
	}
	return nil
}

// MarshalText implements encoding.TextMarshaler.
func (c Class) MarshalText() ([]byte, error) {
	if !c.Known() {
		return nil, fmt.Errorf("survivor: cannot marshal %v", c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (c *Class) UnmarshalText(b []byte) error {
	if c == nil {
		return fmt.Errorf("survivor: UnmarshalText of %q into a nil *Class", b)
	}
	for k, name := range classNames {
		if name != "" && name == string(b) {
			*c = Class(k)
			return nil
		}
	}
	return fmt.Errorf("survivor: unknown class %q: want civilian or soldier (or 2nd Edition's adult or child)", b)
}

// MarshalText implements encoding.TextMarshaler.
func (l Level) MarshalText() ([]byte, error) {
	if l > Red {
		return nil, fmt.Errorf("survivor: cannot marshal %v", l)
	}
	return []byte(l.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (l *Level) UnmarshalText(b []byte) error {
	if l == nil {
		return fmt.Errorf("survivor: UnmarshalText of %q into a nil *Level", b)
	}
	for k, name := range levelNames {
		if name == string(b) {
			*l = Level(k)
			return nil
		}
	}
	return fmt.Errorf("survivor: unknown level %q", b)
}
