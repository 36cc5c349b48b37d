package invader

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unicode"

	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Every kind of action and event is declared once, in the file of its
// family: its type and, for an action, its rules (the check and apply
// methods) and one registration line, defAction, that gives its text
// notation; an event has its registration line, defEvent. Everything
// else follows from the registration: the JSON forms (MarshalAction,
// UnmarshalAction, MarshalEvent, UnmarshalEvent), the text notation
// (FormatAction, ParseAction and every action's String), the [Spec]s that
// test generators and front ends read ([ActionSpecs], [EventSpecs]), and
// docs/NOTATION.md (a test writes it from the specs).

// A Spec describes one kind of action or event.
type Spec struct {
	// Name is the Go type's name, and the "type" of its JSON form.
	Name string
	// Notation is how [State.FormatAction] writes an action and
	// [State.ParseAction] reads it: words as they are, fields in capitals
	// by role, optional words in brackets ("SURVIVOR attack ZONE HAND
	// [dual] [concentrated] [prefer KIND]"). Empty for events.
	Notation string
	// Fields are the type's fields, in the order of the type.
	Fields []Field

	typ  reflect.Type
	toks []part
}

// A Field is one field of an action or event.
type Field struct {
	Name string // the Go field's name
	JSON string // its key in the JSON form
	Role Role   // what an action's field names; empty for events
}

// A Role says what an action's field names, and so how the notation
// writes it and which values make sense.
type Role string

// The roles of actions' fields.
const (
	RoleSurvivor  Role = "survivor"  // a Survivor, by index, written by name
	RoleZone      Role = "zone"      // a zone.ID, written by name
	RoleDoor      Role = "door"      // a zone.DoorID, written dN
	RoleGate      Role = "gate"      // a zone.GateID, a revolving gate, written gN
	RoleCard      Role = "card"      // an Equipment card of the game, by ID ([State.Cards]), written cardN
	RoleObjective Role = "objective" // an Objective token, by index, written oN
	RoleMachine   Role = "machine"   // a Machine, by index, written mN
	RoleSlot      Role = "slot"      // an inventory slot (Hand1 to Backpack1+4), written hand1 ... pack5
	RoleHand      Role = "hand"      // a Hand slot, written hand1 or hand2
	RoleKeep      Role = "keep"      // where a drawn card goes: a slot, none (-1) or redraw ([Redraw])
	RoleKind      Role = "kind"      // a xeno.Kind, written by name
	RoleSkill     Role = "skill"     // a survivor.Skill, written as the rulebook names it, to the end
	RoleLabel     Role = "label"     // a chance outcome's label (a die's face, a card's name), to the end
	RoleNumber    Role = "number"    // a number
	RoleBits      Role = "bits"      // a set of bits, written as a number
	RoleFlag      Role = "flag"      // a bool, written as its word when true
	RoleYesNo     Role = "yesno"     // a bool, written yes or no
)

// part is one part of a notation: a literal word (field < 0), a field, a
// flag ([word]) or an optional field ([word {role Field}]).
type part struct {
	word     string // the literal word, or the word before an optional field
	field    int    // the field's index, or -1
	role     Role
	optional bool
}

var (
	actionSpecs = map[string]*Spec{}
	eventSpecs  = map[string]*Spec{}
	specByType  = map[reflect.Type]*Spec{}
)

// defAction registers action type A with its notation: words, fields as
// {role Field} ({role} alone for the field named like the role), flags
// as [word] for the bool field named like the word, and optional fields
// as [word {role Field}], written when the field is not zero. Optional
// parts come last and are read in any order. It panics on a notation
// that does not fit the type: every test run would see it.
func defAction[A Action](notation string) *Spec {
	sp := newSpec(reflect.TypeFor[A]())
	sp.toks = parsePattern(sp, notation)
	sp.Notation = sp.human()
	actionSpecs[sp.Name] = sp
	return sp
}

// defEvent registers event type E.
func defEvent[E Event]() *Spec {
	sp := newSpec(reflect.TypeFor[E]())
	eventSpecs[sp.Name] = sp
	return sp
}

func newSpec(t reflect.Type) *Spec {
	sp := &Spec{Name: t.Name(), typ: t}
	for i := range t.NumField() {
		f := t.Field(i)
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if key == "" {
			panic(fmt.Sprintf("invader: %s.%s has no JSON key", t.Name(), f.Name))
		}
		sp.Fields = append(sp.Fields, Field{Name: f.Name, JSON: key})
	}
	if specByType[t] != nil {
		panic("invader: " + t.Name() + " registered twice")
	}
	specByType[t] = sp
	return sp
}

// ActionSpecs describes every kind of action, by name.
func ActionSpecs() []Spec { return specList(actionSpecs) }

// EventSpecs describes every kind of event, by name.
func EventSpecs() []Spec { return specList(eventSpecs) }

func specList(m map[string]*Spec) []Spec {
	out := make([]Spec, 0, len(m))
	for _, sp := range m {
		c := *sp
		c.Fields = slices.Clone(sp.Fields)
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b Spec) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// parsePattern reads a notation into parts and checks it against the
// type: every field appears once, with a role its Go type can hold.
func parsePattern(sp *Spec, notation string) []part {
	var toks []part
	rest := notation
	for rest = strings.TrimSpace(rest); rest != ""; rest = strings.TrimSpace(rest) {
		var tok part
		switch rest[0] {
		case '{':
			end := strings.IndexByte(rest, '}')
			if end < 0 {
				panic("invader: " + sp.Name + ": unclosed { in " + notation)
			}
			tok = sp.fieldPart(rest[1:end])
			if tok.role == RoleFlag {
				panic("invader: " + sp.Name + ": a flag is written [word], not {flag ...}: " + notation)
			}
			rest = rest[end+1:]
		case '[':
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				panic("invader: " + sp.Name + ": unclosed [ in " + notation)
			}
			word, inner, _ := strings.Cut(rest[1:end], " ")
			if inner == "" {
				tok = sp.fieldPart("flag " + capitalize(word))
			} else {
				tok = sp.fieldPart(strings.Trim(inner, "{}"))
			}
			tok.word, tok.optional = word, true
			rest = rest[end+1:]
		default:
			word, after, _ := strings.Cut(rest, " ")
			tok, rest = part{word: word, field: -1}, after
		}
		if len(toks) > 0 && toks[len(toks)-1].optional && !tok.optional {
			panic("invader: " + sp.Name + ": optional words must come last: " + notation)
		}
		toks = append(toks, tok)
	}
	for i, f := range sp.Fields {
		if f.Role == "" {
			panic(fmt.Sprintf("invader: %s: the notation %q lacks field %s", sp.Name, notation, sp.Fields[i].Name))
		}
	}
	return toks
}

// fieldPart reads "role Field" or "role" (the field named like the role).
func (sp *Spec) fieldPart(text string) part {
	r, name, ok := strings.Cut(text, " ")
	if !ok {
		name = capitalize(r)
	}
	for i := range sp.Fields {
		f := &sp.Fields[i]
		if f.Name != name {
			continue
		}
		role := Role(r)
		if f.Role != "" || !roleFits(role, sp.typ.Field(i).Type) {
			panic(fmt.Sprintf("invader: %s.%s: role %q used twice or unfit for %v", sp.Name, name, r, sp.typ.Field(i).Type))
		}
		f.Role = role
		return part{field: i, role: role}
	}
	panic(fmt.Sprintf("invader: %s has no field %s", sp.Name, name))
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return string(unicode.ToUpper(rune(s[0]))) + s[1:]
}

// roleFits reports whether a field of Go type t can hold role r.
func roleFits(r Role, t reflect.Type) bool {
	switch r {
	case RoleZone:
		return t == reflect.TypeFor[zone.ID]()
	case RoleDoor:
		return t == reflect.TypeFor[zone.DoorID]()
	case RoleGate:
		return t == reflect.TypeFor[zone.GateID]()
	case RoleKind:
		return t == reflect.TypeFor[xeno.Kind]()
	case RoleSkill:
		return t == reflect.TypeFor[survivor.Skill]()
	case RoleFlag, RoleYesNo:
		return t.Kind() == reflect.Bool
	case RoleLabel:
		return t.Kind() == reflect.String
	case RoleBits:
		return t.Kind() == reflect.Uint64
	case RoleSurvivor, RoleCard, RoleObjective, RoleMachine, RoleSlot, RoleHand, RoleKeep, RoleNumber:
		return t.Kind() == reflect.Int
	}
	return false
}

// human writes the notation for people: fields by role, in capitals.
func (sp *Spec) human() string {
	words := make([]string, len(sp.toks))
	for i, tok := range sp.toks {
		switch {
		case tok.field < 0:
			words[i] = tok.word
		case tok.role == RoleFlag:
			words[i] = "[" + tok.word + "]"
		case tok.role == RoleYesNo:
			words[i] = "yes|no"
		case tok.optional:
			words[i] = "[" + tok.word + " " + strings.ToUpper(string(tok.role)) + "]"
		default:
			words[i] = strings.ToUpper(string(tok.role))
		}
	}
	return strings.Join(words, " ")
}

// specOf returns the spec of the type of an action's or event's value, or
// nil.
func specOf(v reflect.Value) *Spec {
	if !v.IsValid() {
		return nil
	}
	return specByType[v.Type()]
}
