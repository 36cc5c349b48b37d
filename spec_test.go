package invader

import (
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The tests of the specs walk every registered kind of action and event,
// so that a kind cannot be forgotten by JSON, the notation or the docs;
// TestEveryKindRegistered makes sure the registry itself misses none.

// kindsInSource lists the types of the package's source that declare a
// method named method: the actions (apply) or the events (text).
func kindsInSource(t *testing.T, method string) []string {
	t.Helper()
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || fn.Name.Name != method {
				continue
			}
			if id, ok := fn.Recv.List[0].Type.(*ast.Ident); ok { // value receivers only: actions and events are values
				out = append(out, id.Name)
			}
		}
	}
	slices.Sort(out)
	return out
}

func specNames(specs []Spec) []string {
	var out []string
	for _, sp := range specs {
		out = append(out, sp.Name)
	}
	return out
}

func TestEveryKindRegistered(t *testing.T) {
	for _, tt := range []struct {
		what, method string
		specs        []Spec
	}{
		{"action", "apply", ActionSpecs()},
		{"event", "text", EventSpecs()},
	} {
		src, reg := kindsInSource(t, tt.method), specNames(tt.specs)
		if !slices.Equal(src, reg) {
			t.Errorf("%ss in the source %v\nregistered %v: register each with def%s next to its type",
				tt.what, src, reg, capitalize(tt.what))
		}
	}
}

// specGame is a game with two Survivors, Machines, doors and Objectives,
// whose names every role can use.
func specGame(t *testing.T) State {
	t.Helper()
	m, err := mission.Builtin("M11")
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(m, Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// roleSamples are values of each role that exist in specGame.
var roleSamples = map[Role][]any{
	RoleSurvivor: {0, 1}, RoleZone: {zone.ID(0), zone.ID(3)}, RoleDoor: {zone.DoorID(0), zone.DoorID(2)},
	RoleGate: {zone.GateID(0), zone.GateID(1)},
	RoleCard: {0, 12}, RoleObjective: {0, 1}, RoleMachine: {0, 1}, RoleSlot: {Hand1, Backpack1 + 2},
	RoleHand: {Hand1, Hand2}, RoleKeep: {-1, Redraw, Body2}, RoleKind: {xeno.Worker, xeno.Tank},
	RoleSkill: {survivor.Skill{Kind: survivor.Tough}, survivor.Skill{Kind: survivor.FreeAction, Action: survivor.Ranged},
		survivor.Skill{Kind: survivor.StartsWith, Card: "Sledge"}},
	RoleLabel:  {"6", "Heavy Cutter", "spawn Worker 1/2/4/6"},
	RoleNumber: {0, 3}, RoleBits: {uint64(0), uint64(5)}, RoleFlag: {false, true}, RoleYesNo: {false, true},
}

// samples builds actions of spec sp: the k-th sample of every role.
func samples(t *testing.T, sp Spec) []Action {
	var out []Action
	for k := range 3 {
		v := reflect.New(sp.typ).Elem()
		for i, f := range sp.Fields {
			vals := roleSamples[f.Role]
			if len(vals) == 0 {
				t.Fatalf("%s.%s: no sample of role %q in roleSamples", sp.Name, f.Name, f.Role)
			}
			v.Field(i).Set(reflect.ValueOf(vals[k%len(vals)]).Convert(v.Field(i).Type()))
		}
		out = append(out, v.Interface().(Action))
	}
	return out
}

// Every kind of action reads back from its notation, with and without its
// optional words, and from its JSON form; its String writes the same
// notation without the game's names.
func TestEveryActionRoundTrips(t *testing.T) {
	s := specGame(t)
	for _, sp := range ActionSpecs() {
		for _, a := range samples(t, sp) {
			text := s.FormatAction(a)
			back, err := s.ParseAction(text)
			if err != nil || back != a {
				t.Errorf("%s: ParseAction(FormatAction(%#v) = %q) = %#v, %v", sp.Name, a, text, back, err)
			}
			data, err := MarshalAction(a)
			if err != nil {
				t.Errorf("%s: MarshalAction(%#v): %v", sp.Name, a, err)
				continue
			}
			if back, err := UnmarshalAction(data); err != nil || back != a {
				t.Errorf("%s: UnmarshalAction(%s) = %#v, %v", sp.Name, data, back, err)
			}
			if str := a.String(); len(strings.Fields(str)) != len(strings.Fields(text)) {
				t.Errorf("%s: String() = %q, FormatAction = %q: not the same notation", sp.Name, str, text)
			}
		}
	}
}

// eventSamples are values of the types of events' fields that JSON
// accepts.
var eventSamples = map[reflect.Type]any{
	reflect.TypeFor[int]():               3,
	reflect.TypeFor[bool]():              true,
	reflect.TypeFor[string]():            "SMG",
	reflect.TypeFor[zone.ID]():           zone.ID(2),
	reflect.TypeFor[zone.DoorID]():       zone.DoorID(1),
	reflect.TypeFor[zone.GateID]():       zone.GateID(0),
	reflect.TypeFor[zone.GatePosition](): zone.PositionB,
	reflect.TypeFor[zone.WireID]():       zone.WireID(1),
	reflect.TypeFor[zone.Mold]():         zone.ActiveMold,
	reflect.TypeFor[xeno.Kind]():         xeno.Hunter,
	reflect.TypeFor[Phase]():             XenosPhase,
	reflect.TypeFor[Loss]():              MoldChain,
	reflect.TypeFor[survivor.Level]():    survivor.Orange,
	reflect.TypeFor[survivor.Action]():   survivor.Move,
	reflect.TypeFor[survivor.Skill]():    survivor.Skill{Kind: survivor.PlusOneDamageWith, Card: "SMG"},
}

// Every kind of event round-trips through JSON with every field set.
func TestEveryEventRoundTrips(t *testing.T) {
	for _, sp := range EventSpecs() {
		v := reflect.New(sp.typ).Elem()
		for i := range sp.Fields {
			sample, ok := eventSamples[v.Field(i).Type()]
			if !ok {
				t.Fatalf("%s.%s: no sample of %v in eventSamples", sp.Name, sp.Fields[i].Name, v.Field(i).Type())
			}
			v.Field(i).Set(reflect.ValueOf(sample))
		}
		e := v.Interface().(Event)
		data, err := MarshalEvent(e)
		if err != nil {
			t.Errorf("MarshalEvent(%#v): %v", e, err)
			continue
		}
		if back, err := UnmarshalEvent(data); err != nil || back != e {
			t.Errorf("UnmarshalEvent(%s) = %#v, %v; want %#v", data, back, err, e)
		}
	}
}

// Mistyped actions say what is wrong with them.
func TestParseActionSaysWhy(t *testing.T) {
	s := specGame(t)
	name := s.name(0)
	for text, want := range map[string]string{
		"":                     "no action",
		name + " move nowhere": "no zone nowhere",
		"Nobody move c1":       "no survivor Nobody",
		name + " dance":        `unknown word "dance": want `,
		name + " move":         "incomplete: want SURVIVOR move ZONE",
		name + " open 3":       "want a door as dN",
		name + " attack " + s.zoneName(0) + " pack1": "want hand1 or hand2",
		name + " end now":          `unknown word "now"`,
		name + " machine m0 dance": `unknown word "dance": want `,
		"split x":                  "want a number",
	} {
		_, err := s.ParseAction(text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseAction(%q) = %v, want an error saying %q", text, err, want)
		}
	}
	if _, err := (State{}).ParseAction("activate Cole"); err == nil {
		t.Errorf("the zero State parsed an action")
	}
}

// notationDoc writes docs/NOTATION.md from the action specs.
func notationDoc() string {
	var b strings.Builder
	b.WriteString("# Action notation\n\n")
	b.WriteString("Written by `go test -run TestNotationDoc -update` from the actions' registrations\n")
	b.WriteString("(`defAction` next to each action's type); `State.FormatAction` writes these forms and\n")
	b.WriteString("`State.ParseAction` reads them. Fields are in capitals: SURVIVOR by name (#i for the\n")
	b.WriteString("Survivor of index i, whose name is not one word), ZONE by name,\n")
	b.WriteString("DOOR as dN, CARD as cardN (the card's number in `State.Cards`; no zone is named so, as a zone's\n")
	b.WriteString("name is one or two letters or digits, and the older form cN still reads), OBJECTIVE as oN, MACHINE as mN,\n")
	b.WriteString("SLOT as hand1, hand2, body1, body2 or pack1 to pack5 (HAND: hand1 or hand2; KEEP: a slot,\n")
	b.WriteString("none or redraw), KIND as the Xeno kind's name (kN when it is not one word: the Spoiler\n")
	b.WriteString("Abomination is k3), SKILL as the rulebook names it, LABEL as a chance outcome's label\n")
	b.WriteString("(a die's face, a card's name: State.ChanceOutcomes). Words in\n")
	b.WriteString("brackets are optional, in any order.\n\n")
	b.WriteString("| action | notation | JSON fields |\n|---|---|---|\n")
	for _, sp := range ActionSpecs() {
		var keys []string
		for _, f := range sp.Fields {
			keys = append(keys, "`"+f.JSON+"`")
		}
		fmt.Fprintf(&b, "| %s | `%s` | %s |\n", sp.Name, sp.Notation, strings.Join(keys, ", "))
	}
	return b.String()
}

func TestNotationDoc(t *testing.T) {
	path := filepath.Join("docs", "NOTATION.md")
	got := notationDoc()
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil || string(want) != got {
		t.Errorf("%s is not what the specs say (%v): run go test -run TestNotationDoc -update", path, err)
	}
}

// The docs name every kind: the Action and Event interfaces list their
// implementations, and doc.go's Decisions section every action.
func TestDocsNameEveryKind(t *testing.T) {
	fset := token.NewFileSet()
	docOf := func(file, typeName string) string {
		f, err := parser.ParseFile(fset, file, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if typeName == "" {
			return f.Doc.Text()
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE && g.Specs[0].(*ast.TypeSpec).Name.Name == typeName {
				return g.Doc.Text()
			}
		}
		t.Fatalf("no type %s in %s", typeName, file)
		return ""
	}
	for _, tt := range []struct {
		where, doc string
		specs      []Spec
	}{
		{"the Action interface", docOf("action.go", "Action"), ActionSpecs()},
		{"the Event interface", docOf("event.go", "Event"), EventSpecs()},
		{"doc.go", docOf("doc.go", ""), ActionSpecs()},
	} {
		for _, sp := range tt.specs {
			if !strings.Contains(tt.doc, "["+sp.Name+"]") {
				t.Errorf("%s's doc comment does not name [%s]", tt.where, sp.Name)
			}
		}
	}
}

// A Survivor whose name is not one word is written #i, and read back.
func TestNotationOfSpacedNames(t *testing.T) {
	m, err := mission.Builtin("M0")
	if err != nil {
		t.Fatal(err)
	}
	m.Survivors = survivor.Base()
	m.Survivors[2].Name = "Mary Jane"
	s, err := New(m, Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []Action{Activate{Survivor: 2}, Heal{Survivor: 0, Target: 2}} {
		text := s.FormatAction(a)
		if back, err := s.ParseAction(text); err != nil || back != a || !strings.Contains(text, "#2") {
			t.Errorf("FormatAction(%v) = %q, read back as %v, %v", a, text, back, err)
		}
	}
	if got := s.FormatAction(&Move{Survivor: 0, To: 1}); got != s.FormatAction(Move{Survivor: 0, To: 1}) {
		t.Errorf("FormatAction of a pointer to a Move = %q", got)
	}
}

// Every kind of event reads as a sentence in the game's words, and as one
// with numbers without a game.
func TestEveryEventReads(t *testing.T) {
	s := specGame(t)
	for _, sp := range EventSpecs() {
		v := reflect.New(sp.typ).Elem()
		for i := range sp.Fields {
			sample := reflect.ValueOf(eventSamples[v.Field(i).Type()])
			if v.Field(i).Kind() == reflect.Int && sp.Fields[i].Name != "Player" && sp.Fields[i].Name != "Goal" {
				sample = reflect.ValueOf(1) // a Survivor, an Objective, a Machine, a card, a Spawn token that exist
			}
			v.Field(i).Set(sample.Convert(v.Field(i).Type()))
		}
		e := v.Interface().(Event)
		for _, text := range []string{s.FormatEvent(e), e.String()} {
			if text == "" || strings.Contains(text, "%!") || strings.Contains(text, "<nil>") {
				t.Errorf("%s: %q is no sentence", sp.Name, text)
			}
		}
	}
	for e, want := range map[Event]string{
		SurvivorMoved{Survivor: 1, From: 6, To: 7}:                       s.name(1) + " moves " + s.zoneName(6) + " → " + s.zoneName(7),
		XenosSpawned{Kind: xeno.Worker, Zone: 5, Count: 3}:               "3 Workers spawn in " + s.zoneName(5),
		XenosEliminated{Survivor: 0, Kind: xeno.Tank, Zone: 5, Count: 1}: s.name(0) + " eliminates a Tank in " + s.zoneName(5),
		DoorDestroyed{Door: 2}:                                           "Xenos break d2",
		AttackResolved{Survivor: 0, Zone: 5, Successes: 1, Misses: 2}:    s.name(0) + "'s attack on " + s.zoneName(5) + ": 1 hit, 2 misses",
	} {
		if got := s.FormatEvent(e); got != want {
			t.Errorf("FormatEvent(%#v) = %q, want %q", e, got, want)
		}
	}
}

// An illegal action's error names it in the game's notation and says why.
func TestIllegalErrorReads(t *testing.T) {
	s := specGame(t)
	_, _, err := s.Apply(Move{Survivor: 0, To: 0})
	var ie *IllegalError
	if !errors.As(err, &ie) || err.Error() != "invader: "+s.name(0)+" move "+s.zoneName(0)+": "+ie.Reason.String() {
		t.Errorf("Apply(Move) = %v, want the action in notation and the reason", err)
	}
}
