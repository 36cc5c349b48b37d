// Package spawn describes the Xeno cards of Zombicide: Invader and the
// deck they form (rulebook pp.28-30).
//
// Cards are data: a [Card] says what it does at each Danger Level, a
// [Deck] lists the cards with their counts. The composition of the 54-card
// deck of the core box could not be read from the printed cards, so
// [Invader] is a provisional reconstruction (every card is marked
// [Card.Provisional]) that users replace with their own Deck. Everything
// here is immutable and safe for concurrent use; drawing cards is the
// game's business, through its chance events.
//
// The same types carry Zombicide 2nd Edition's Zombie deck (package
// zombicide2): its Rush cards are Spawn cards with [Card.Rush], a field
// every Invader card leaves false.
package spawn

import (
	"errors"
	"fmt"

	"github.com/invaderengine/invader/xeno"
)

// A Type is what a Xeno card does when drawn.
type Type uint8

const (
	// Spawn places the Xenos of the line of the highest Danger Level in
	// the Spawn Zone (p.28).
	Spawn Type = iota + 1
	// Extra gives every Xeno of one kind an extra activation; nothing
	// spawns (p.29).
	Extra
	// Abomination gives every Abomination on the board an extra
	// activation, then places a Spoiler Abomination if one is in the box
	// (p.29).
	Abomination
	// MoldSpawn places its Xenos in every Active Mold Zone instead of the
	// Spawn Zone (p.29).
	MoldSpawn
)

var typeNames = [...]string{Spawn: "spawn", Extra: "extra activation", Abomination: "abomination", MoldSpawn: "mold"}

func (t Type) String() string {
	if t >= Spawn && t <= MoldSpawn {
		return typeNames[t]
	}
	return fmt.Sprintf("Type(%d)", uint8(t))
}

// MarshalText implements encoding.TextMarshaler with the type's name.
func (t Type) MarshalText() ([]byte, error) {
	if t < Spawn || t > MoldSpawn {
		return nil, fmt.Errorf("spawn: cannot marshal %v", t)
	}
	return []byte(t.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (t *Type) UnmarshalText(b []byte) error {
	if t == nil {
		return fmt.Errorf("spawn: UnmarshalText of %q into a nil *Type", b)
	}
	for k, name := range typeNames {
		if name != "" && name == string(b) {
			*t = Type(k)
			return nil
		}
	}
	return fmt.Errorf("spawn: unknown card type %q: want spawn, extra activation, abomination or mold", b)
}

// A Group is a number of Xenos of one kind.
type Group struct {
	Kind  xeno.Kind `json:"kind"`
	Count int       `json:"count"`
}

// A Card is a Xeno card.
type Card struct {
	Type Type `json:"type"`
	// Lines are the Xenos a Spawn card places, by Danger Level (Blue,
	// Yellow, Orange, Red); a MoldSpawn card uses the same line at every
	// level.
	Lines [4]Group `json:"lines,omitzero"`
	// Kind is the kind an Extra card activates. JSON omits kind 0.
	Kind xeno.Kind `json:"kind,omitzero"`
	// Rush marks a Rush card of Zombicide 2nd Edition (seed 002: its
	// zombies "spawn and act at once"): a Spawn card whose Xenos take
	// an activation as soon as they are placed. Only a Spawn card can be
	// Rush ([Deck.Validate] says so): the seed's Rush cards are spawn
	// cards, an extra activation or Abomination card activates already,
	// and 2nd Edition has no Mold. Invader has no Rush card: false,
	// omitted in JSON and absent from the card's name, for every card
	// of [Invader], whose rules ignore it.
	Rush bool `json:"rush,omitzero"`
	// Provisional marks a card we could not read from the printed deck.
	Provisional bool `json:"provisional,omitzero"`
}

// Line returns the Xenos the card places at a Danger Level, counted from
// 0 for Blue to 3 for Red (survivor.Level's values); higher levels read
// the Red line.
func (c Card) Line(level int) Group { return c.Lines[min(max(level, 0), 3)] }

// rushPrefix begins the name of a Rush card: "rush: spawn Walker
// 1/2/3/4", in the style of "mold: 1 Tank", so that a Rush card and a
// normal card of the same lines have different names (the engine tells
// the outcomes of a draw apart by name).
const rushPrefix = "rush: "

// Name describes the card with the kinds' names from cat, as a player
// reads it: "spawn Worker 1/2/4/6", "spawn 1 Worker/2 Tank/...", "extra
// activation: Hunter", "mold: 1 Tank", "abomination", and for a Rush card
// (2nd Edition, seed 002) "rush: spawn Walker 1/2/3/4". Kinds cat does
// not know show as "kind 7". [ParseName] reads the name back.
func (c Card) Name(cat xeno.Catalog) string {
	if c.Rush {
		return rushPrefix + c.name(cat)
	}
	return c.name(cat)
}

func (c Card) name(cat xeno.Catalog) string {
	kind := func(k xeno.Kind) string {
		if int(k) < len(cat) {
			return cat[k].Name
		}
		return fmt.Sprintf("kind %d", k)
	}
	switch c.Type {
	case Spawn:
		l := c.Lines
		if l[0].Kind == l[1].Kind && l[1].Kind == l[2].Kind && l[2].Kind == l[3].Kind {
			return fmt.Sprintf("spawn %s %d/%d/%d/%d", kind(l[0].Kind), l[0].Count, l[1].Count, l[2].Count, l[3].Count)
		}
		return fmt.Sprintf("spawn %d %s/%d %s/%d %s/%d %s", l[0].Count, kind(l[0].Kind), l[1].Count, kind(l[1].Kind),
			l[2].Count, kind(l[2].Kind), l[3].Count, kind(l[3].Kind))
	case Extra:
		return "extra activation: " + kind(c.Kind)
	case MoldSpawn:
		return fmt.Sprintf("mold: %d %s", c.Lines[0].Count, kind(c.Lines[0].Kind))
	}
	return c.Type.String()
}

// String describes the card with kind numbers, for errors and logs:
// "spawn 1/2/4/6 of kind 0", "rush: spawn 1/2/3/4 of kind 0" (a Rush
// card), "extra activation of kind 2". It names only the Blue line's
// kind, so it has no parser; [Card.Name] and [ParseName] are the text
// form that reads back.
func (c Card) String() string {
	if c.Rush {
		return rushPrefix + c.string()
	}
	return c.string()
}

func (c Card) string() string {
	switch c.Type {
	case Spawn:
		return fmt.Sprintf("spawn %d/%d/%d/%d of kind %d", c.Lines[0].Count, c.Lines[1].Count, c.Lines[2].Count, c.Lines[3].Count, c.Lines[0].Kind)
	case Extra:
		return fmt.Sprintf("extra activation of kind %d", c.Kind)
	case MoldSpawn:
		return fmt.Sprintf("mold: %d of kind %d", c.Lines[0].Count, c.Lines[0].Kind)
	}
	return c.Type.String()
}

// An Entry is a card and how many copies the deck holds.
type Entry struct {
	Card  Card `json:"card"`
	Count int  `json:"count"`
}

// A Deck is the composition of a Xeno deck.
type Deck []Entry

// Size returns the number of cards in the deck.
func (d Deck) Size() int {
	n := 0
	for _, e := range d {
		n += e.Count
	}
	return n
}

// MaxEntries is the most distinct cards a deck may list.
const MaxEntries = 64

// Validate reports what is wrong with a deck for the Xeno kinds of c.
func (d Deck) Validate(c xeno.Catalog) error {
	if len(d) == 0 || len(d) > MaxEntries || d.Size() == 0 {
		return errors.New("spawn: a deck needs 1 to 64 distinct cards and at least one card")
	}
	for i, e := range d {
		if e.Count < 1 || e.Count > 255 {
			return fmt.Errorf("spawn: deck[%d] (%v): %d copies; want 1 to 255", i, e.Card, e.Count)
		}
		if err := e.Card.validate(c); err != nil {
			return fmt.Errorf("spawn: deck[%d] (%v): %w", i, e.Card, err)
		}
	}
	return nil
}

func (c Card) validate(cat xeno.Catalog) error {
	kindOK := func(k xeno.Kind) bool { return int(k) < len(cat) }
	switch c.Type {
	case Spawn, MoldSpawn:
		for _, g := range c.Lines {
			if !kindOK(g.Kind) || g.Count < 0 || g.Count > 255 {
				return fmt.Errorf("line %+v: no such kind or bad count", g)
			}
		}
	case Extra:
		if !kindOK(c.Kind) {
			return fmt.Errorf("kind %d is not in the catalogue", c.Kind)
		}
	case Abomination:
	default:
		return fmt.Errorf("no type")
	}
	if c.Rush && c.Type != Spawn {
		// seed 002: a Rush card's zombies "spawn and act"; only a Spawn
		// card places Xenos from the deck's line for them to act.
		return fmt.Errorf("a card of type %v marked Rush: only a spawn card can be Rush (seed 002)", c.Type)
	}
	return nil
}

// Adjust returns a copy of d with delta more (or fewer) copies of every
// card of type t, never below none: the difficulty tuning of p.37
// (docs/RULINGS.md, "Tuning the difficulty"), e.g. d.Adjust(Extra, -1)
// for an easier game, d.Adjust(Abomination, 1) for a harder one. Entries left with no copy are dropped.
func (d Deck) Adjust(t Type, delta int) Deck {
	var out Deck
	for _, e := range d {
		if e.Card.Type == t {
			e.Count = max(0, e.Count+delta)
		}
		if e.Count > 0 {
			out = append(out, e)
		}
	}
	return out
}
