package survivor_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader/survivor"
)

// allActions are the Action parameters of Invader (p.52).
var allActions = []survivor.Action{
	survivor.Combat, survivor.Melee, survivor.Ranged, survivor.Machine, survivor.Move, survivor.Search,
}

// cardNames are Equipment card names used as CardParam parameters.
var cardNames = []string{"Sledge", "Pistol", "Bot Remote Control", "x"}

// validSkills returns every valid Skill of the catalogue: each kind with
// each allowed parameter.
func validSkills() []survivor.Skill {
	var ss []survivor.Skill
	for _, k := range survivor.Kinds() {
		info := k.Info()
		switch info.Param {
		case survivor.NoParam:
			ss = append(ss, survivor.Skill{Kind: k})
		case survivor.ActionParam:
			for _, a := range info.Actions {
				ss = append(ss, survivor.Skill{Kind: k, Action: a})
			}
		case survivor.CardParam:
			for _, c := range cardNames {
				ss = append(ss, survivor.Skill{Kind: k, Card: c})
			}
		}
	}
	return ss
}

// lastKind is the last Kind of the catalogue.
func lastKind() survivor.Kind { ks := survivor.Kinds(); return ks[len(ks)-1] }

// wantValid is an oracle for Skill.Validate built from Info alone.
func wantValid(s survivor.Skill) bool {
	if s.Kind < 1 || s.Kind > lastKind() {
		return false
	}
	info := s.Kind.Info()
	switch info.Param {
	case survivor.NoParam:
		return s.Action == survivor.AnyAction && s.Card == ""
	case survivor.ActionParam:
		return slices.Contains(info.Actions, s.Action) && s.Card == ""
	case survivor.CardParam:
		return s.Action == survivor.AnyAction && s.Card != ""
	}
	return false
}

// A drawnSkill is a Skill from drawnSkillGen with how it was made: valid
// by construction, or broken on purpose in the way broken names.
type drawnSkill struct {
	skill  survivor.Skill
	broken string // "" for a valid Skill
}

// drawnSkillGen draws valid Skills three times in four: a catalogue Kind
// with exactly the parameter it takes. The rest are such a Skill broken
// in one way: an unknown Kind, an Action the Kind does not take, a missing
// card name or a card name on a Kind that takes none.
func drawnSkillGen() *rapid.Generator[drawnSkill] {
	return rapid.Custom(func(t *rapid.T) drawnSkill {
		s := drawValidSkill(t)
		if rapid.IntRange(1, 4).Draw(t, "variant") != 4 {
			return drawnSkill{skill: s}
		}
		info := s.Kind.Info()
		ways := []string{"unknown kind", "wrong action", "wrong card"}
		switch way := rapid.SampledFrom(ways).Draw(t, "broken"); way {
		case "unknown kind":
			s.Kind = rapid.OneOf(rapid.Just(survivor.Kind(0)),
				rapid.Map(rapid.Uint8Range(uint8(lastKind())+1, 255), func(k uint8) survivor.Kind { return survivor.Kind(k) })).Draw(t, "unknown kind")
			return drawnSkill{s, way}
		case "wrong action":
			allowed := []survivor.Action{survivor.AnyAction}
			if info.Param == survivor.ActionParam {
				allowed = info.Actions
			}
			var others []survivor.Action
			for _, a := range append(allActions, survivor.AnyAction, survivor.Action(len(allActions)+1), 200, 255) {
				if !slices.Contains(allowed, a) {
					others = append(others, a)
				}
			}
			s.Action = rapid.SampledFrom(others).Draw(t, "wrong action")
			return drawnSkill{s, way}
		default:
			if info.Param == survivor.CardParam {
				s.Card = ""
			} else {
				s.Card = cardGen().Draw(t, "wrong card")
			}
			return drawnSkill{s, way}
		}
	})
}

// drawValidSkill draws a catalogue Kind, then the parameter it takes, if
// any: one of its Actions, or a non-empty card name.
func drawValidSkill(t *rapid.T) survivor.Skill {
	s := survivor.Skill{Kind: rapid.SampledFrom(survivor.Kinds()).Draw(t, "kind")}
	switch info := s.Kind.Info(); info.Param {
	case survivor.ActionParam:
		s.Action = rapid.SampledFrom(info.Actions).Draw(t, "action")
	case survivor.CardParam:
		s.Card = cardGen().Draw(t, "card")
	}
	return s
}

// cardGen draws non-empty card names: real ones, or any string.
func cardGen() *rapid.Generator[string] {
	return rapid.OneOf(rapid.SampledFrom(cardNames), rapid.StringN(1, 40, -1))
}

// skillGen draws Skills, mostly valid; see drawnSkillGen.
func skillGen() *rapid.Generator[survivor.Skill] {
	return rapid.Map(drawnSkillGen(), func(d drawnSkill) survivor.Skill { return d.skill })
}

// TestSkillGenMix: the generator draws valid Skills of every kind most of
// the time, and invalid ones of every sort too.
func TestSkillGenMix(t *testing.T) {
	const n = 1000
	valid, broken := map[survivor.Kind]int{}, map[string]int{}
	for i := range n {
		d := drawnSkillGen().Example(i)
		if d.broken == "" {
			valid[d.skill.Kind]++
		} else {
			broken[d.broken]++
		}
	}
	total := 0
	for _, c := range valid {
		total += c
	}
	if total < n/2 || total > n*9/10 {
		t.Errorf("%d of %d drawn Skills are valid; want most, but not all", total, n)
	}
	for _, k := range survivor.Kinds() {
		if valid[k] == 0 {
			t.Errorf("no valid %q drawn", k.Info().Name)
		}
	}
	for _, way := range []string{"unknown kind", "wrong action", "wrong card"} {
		if broken[way] == 0 {
			t.Errorf("no Skill drawn broken by %s", way)
		}
	}
}

func TestKinds(t *testing.T) {
	ks := survivor.Kinds()
	if len(ks) != 35 {
		t.Errorf("len(Kinds()) = %d, want 35", len(ks))
	}
	if ks[0] != survivor.PlusOneAction || ks[len(ks)-1] != survivor.Tough {
		t.Errorf("Kinds() runs from %v to %v, want +1 Action to Tough", ks[0], ks[len(ks)-1])
	}
	for i, k := range ks {
		if k != survivor.Kind(i+1) {
			t.Errorf("Kinds()[%d] = %d, want %d", i, k, i+1)
		}
	}
	ks[0] = 0
	if survivor.Kinds()[0] != survivor.PlusOneAction {
		t.Error("mutating Kinds() changed a later Kinds()")
	}
}

func TestCatalogue(t *testing.T) {
	seen := map[string]survivor.Kind{}
	for _, k := range survivor.Kinds() {
		info := k.Info()
		if info.Name == "" || info.Effect == "" {
			t.Errorf("Kind %d: empty name or effect: %+v", k, info)
		}
		// ParseSkill relies on names being distinct regardless of case.
		if prev, ok := seen[strings.ToLower(info.Name)]; ok {
			t.Errorf("%q: name shared by kinds %d and %d", info.Name, prev, k)
		}
		seen[strings.ToLower(info.Name)] = k
		hasAction := strings.Contains(info.Name, "[Action]")
		hasCard := strings.Contains(info.Name, "[Equipment]")
		wantParam := survivor.NoParam
		switch {
		case hasAction && hasCard:
			t.Errorf("%q: two placeholders", info.Name)
		case hasAction:
			wantParam = survivor.ActionParam
		case hasCard:
			wantParam = survivor.CardParam
		}
		if info.Param != wantParam {
			t.Errorf("%q: Param %d, want %d", info.Name, info.Param, wantParam)
		}
		if info.Area < survivor.Economy || info.Area > survivor.Setup {
			t.Errorf("%q: Area %d out of range", info.Name, info.Area)
		}
		if (info.Param == survivor.ActionParam) != (len(info.Actions) > 0) {
			t.Errorf("%q: Param %d with Actions %v", info.Name, info.Param, info.Actions)
		}
		for i, a := range info.Actions {
			if !slices.Contains(allActions, a) {
				t.Errorf("%q: Actions has %v", info.Name, a)
			}
			if slices.Contains(info.Actions[:i], a) {
				t.Errorf("%q: Actions repeats %v", info.Name, a)
			}
		}
	}
}

// TestConfirmedSkills: the five Skills confirmed for Invader (p.52, the
// first page of the Skills chapter).
func TestConfirmedSkills(t *testing.T) {
	want := map[survivor.Kind]string{
		survivor.PlusOneAction: "+1 Action",
		survivor.FreeAction:    "+1 free [Action] Action",
		survivor.PlusOneToRoll: "+1 to dice roll: [Action]",
		survivor.LowProfile:    "Low profile",
		survivor.PointBlank:    "Point-blank",
	}
	for k, name := range want {
		if got := k.Info().Name; got != name {
			t.Errorf("Kind %d: Name %q, want %q", k, got, name)
		}
	}
	if diff := cmp.Diff(allActions, survivor.FreeAction.Info().Actions); diff != "" {
		t.Errorf("+1 free [Action] Action parameters (-want +got):\n%s", diff)
	}
	combat := []survivor.Action{survivor.Combat, survivor.Melee, survivor.Ranged}
	if diff := cmp.Diff(combat, survivor.PlusOneToRoll.Info().Actions); diff != "" {
		t.Errorf("+1 to dice roll parameters (-want +got):\n%s", diff)
	}
}

func TestInfoUnknownKind(t *testing.T) {
	for _, k := range []survivor.Kind{0, lastKind() + 1, 255} {
		info := k.Info()
		if info.Name == "" || info.Param != survivor.NoParam || info.Actions != nil || info.Effect != "" {
			t.Errorf("Kind(%d).Info() = %+v", k, info)
		}
		if s, err := survivor.ParseSkill(info.Name); err == nil {
			t.Errorf("ParseSkill(%q) = %v, want an error", info.Name, s)
		}
	}
}

func TestInfoIsACopy(t *testing.T) {
	for _, k := range survivor.Kinds() {
		before := k.Info()
		mutated := k.Info()
		for i := range mutated.Actions {
			mutated.Actions[i] = survivor.AnyAction
		}
		mutated.Actions = append(mutated.Actions, survivor.AnyAction)
		if diff := cmp.Diff(before, k.Info()); diff != "" {
			t.Errorf("%q: mutating Info().Actions changed a later Info() (-before +after):\n%s", before.Name, diff)
		}
	}
	for _, s := range validSkills() {
		if err := s.Validate(); err != nil {
			t.Errorf("%v invalid after mutating Info(): %v", s, err)
		}
	}
}

// TestSkillRoundTrip: every Kind with every allowed parameter prints, parses
// and marshals back to itself.
func TestSkillRoundTrip(t *testing.T) {
	for _, s := range validSkills() {
		text := s.String()
		if err := s.Validate(); err != nil {
			t.Errorf("%q: Validate() = %v", text, err)
		}
		got, err := survivor.ParseSkill(text)
		if err != nil || got != s {
			t.Errorf("ParseSkill(%q) = %+v, %v; want %+v", text, got, err, s)
		}
		b, err := s.MarshalText()
		if err != nil || string(b) != text {
			t.Errorf("%+v.MarshalText() = %q, %v; want %q", s, b, err, text)
		}
		var u survivor.Skill
		if err := u.UnmarshalText(b); err != nil || u != s {
			t.Errorf("UnmarshalText(%q) = %+v, %v; want %+v", b, u, err, s)
		}
		if strings.ContainsAny(text, "[]") && !strings.ContainsAny(s.Card, "[]") {
			t.Errorf("%+v.String() = %q keeps a placeholder", s, text)
		}
	}
}

func TestParseSkillCaseInsensitive(t *testing.T) {
	for _, s := range validSkills() {
		for _, text := range []string{strings.ToUpper(s.String()), strings.ToLower(s.String())} {
			got, err := survivor.ParseSkill(text)
			if err != nil {
				t.Errorf("ParseSkill(%q): %v", text, err)
				continue
			}
			if got.Kind != s.Kind || got.Action != s.Action || !strings.EqualFold(got.Card, s.Card) {
				t.Errorf("ParseSkill(%q) = %+v, want %+v", text, got, s)
			}
		}
	}
	for text, want := range map[string]survivor.Skill{
		"+1 FREE move ACTION": {Kind: survivor.FreeAction, Action: survivor.Move},
		"lucky":               {Kind: survivor.Lucky},
		"HIT & RUN":           {Kind: survivor.HitAndRun},
		"starts with Sledge":  {Kind: survivor.StartsWith, Card: "Sledge"},
		"+1 damage with Gun":  {Kind: survivor.PlusOneDamageWith, Card: "Gun"},
		"+1 DIE: combat":      {Kind: survivor.PlusOneDie, Action: survivor.Combat},
		"bloodlust: MELEE":    {Kind: survivor.Bloodlust, Action: survivor.Melee},
	} {
		got, err := survivor.ParseSkill(text)
		if err != nil || got != want {
			t.Errorf("ParseSkill(%q) = %+v, %v; want %+v", text, got, err, want)
		}
	}
}

func TestParseSkillRejects(t *testing.T) {
	for _, text := range []string{
		"",
		"Break-in",
		"Camouflage",
		"Lucky!",
		" Lucky",
		"Lucky ",
		"+1 free Action",  // no Action
		"+1 free  Action", // empty Action
		"+1 free Fly Action",
		"+1 free Combat", // no suffix
		"+1 die: Move",   // not an allowed parameter
		"+1 die: Search", // not an allowed parameter
		"+1 to dice roll: Machine",
		"+1 Damage: Move",
		"Bloodlust: Search",
		"+1 die: ",
		"Starts with ", // no card
		"Starts with",
		"+1 Damage with ",
		"+1 free [Action] Action",
		"+1 to dice roll: [Action]",
		"Skill(0)",
		"Kind(0)",
	} {
		if s, err := survivor.ParseSkill(text); err == nil {
			t.Errorf("ParseSkill(%q) = %+v, want an error", text, s)
		}
	}
}

func TestValidateRejects(t *testing.T) {
	var bad []survivor.Skill
	for _, k := range []survivor.Kind{0, lastKind() + 1, 255} {
		bad = append(bad, survivor.Skill{Kind: k}, survivor.Skill{Kind: k, Action: survivor.Melee}, survivor.Skill{Kind: k, Card: "Sledge"})
	}
	for _, k := range survivor.Kinds() {
		info := k.Info()
		switch info.Param {
		case survivor.ActionParam:
			bad = append(bad, survivor.Skill{Kind: k}) // AnyAction
			for a := survivor.AnyAction; a < 10; a++ {
				if !slices.Contains(info.Actions, a) {
					bad = append(bad, survivor.Skill{Kind: k, Action: a})
				}
			}
			bad = append(bad, survivor.Skill{Kind: k, Action: survivor.Action(255)})
			bad = append(bad, survivor.Skill{Kind: k, Action: info.Actions[0], Card: "Sledge"})
		case survivor.NoParam:
			for _, a := range allActions {
				bad = append(bad, survivor.Skill{Kind: k, Action: a})
			}
			bad = append(bad, survivor.Skill{Kind: k, Card: "Sledge"})
		case survivor.CardParam:
			bad = append(bad, survivor.Skill{Kind: k}) // no card
			bad = append(bad, survivor.Skill{Kind: k, Action: survivor.Melee})
			bad = append(bad, survivor.Skill{Kind: k, Action: survivor.Melee, Card: "Sledge"})
		}
	}
	for _, s := range bad {
		if err := s.Validate(); err == nil {
			t.Errorf("%+v.Validate() = nil", s)
		}
		if b, err := s.MarshalText(); err == nil {
			t.Errorf("%+v.MarshalText() = %q, want an error", s, b)
		}
	}
}

// TestSkillProperties checks Validate against how each random Skill was
// drawn and against an oracle; that valid Skills round-trip through
// String, ParseSkill, their text and their JSON; and that invalid ones
// have no text or JSON form and never parse back.
func TestSkillProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := drawnSkillGen().Draw(t, "skill")
		s := d.skill
		err := s.Validate()
		if (err == nil) != (d.broken == "") {
			t.Fatalf("%+v.Validate() = %v, drawn broken by %q", s, err, d.broken)
		}
		if (err == nil) != wantValid(s) {
			t.Fatalf("%+v.Validate() = %v, oracle says valid=%v", s, err, wantValid(s))
		}
		b, merr := s.MarshalText()
		if (merr == nil) != (err == nil) {
			t.Fatalf("%+v: MarshalText error %v, Validate error %v", s, merr, err)
		}
		js, jerr := json.Marshal(s)
		if (jerr == nil) != (err == nil) {
			t.Fatalf("%+v: json.Marshal error %v, Validate error %v", s, jerr, err)
		}
		got, perr := survivor.ParseSkill(s.String())
		if err != nil {
			// ParseSkill returns only valid Skills, so never this one.
			if perr == nil && (got == s || got.Validate() != nil) {
				t.Fatalf("ParseSkill(%q) = %+v for the invalid %+v", s.String(), got, s)
			}
			return
		}
		if string(b) != s.String() {
			t.Fatalf("%+v: MarshalText %q, String %q", s, b, s.String())
		}
		if perr != nil || got != s {
			t.Fatalf("ParseSkill(%q) = %+v, %v; want %+v", s.String(), got, perr, s)
		}
		var u survivor.Skill
		if err := u.UnmarshalText(b); err != nil || u != s {
			t.Fatalf("UnmarshalText(%q) = %+v, %v; want %+v", b, u, err, s)
		}
		var fromJSON survivor.Skill
		if err := json.Unmarshal(js, &fromJSON); err != nil || fromJSON != s {
			t.Fatalf("json.Unmarshal(%s) = %+v, %v; want %+v", js, fromJSON, err, s)
		}
	})
}

// TestCardParamRoundTrip: any non-empty card name survives String/ParseSkill.
func TestCardParamRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := survivor.Skill{
			Kind: rapid.SampledFrom([]survivor.Kind{survivor.StartsWith, survivor.PlusOneDamageWith}).Draw(t, "kind"),
			Card: rapid.StringN(1, 40, -1).Draw(t, "card"),
		}
		got, err := survivor.ParseSkill(s.String())
		if err != nil || got != s {
			t.Fatalf("ParseSkill(%q) = %+v, %v; want %+v", s.String(), got, err, s)
		}
	})
}

func TestUnmarshalTextError(t *testing.T) {
	for _, text := range []string{"", "Break-in", "+1 die: Move", "Starts with "} {
		s := survivor.Skill{Kind: survivor.Tough}
		if err := s.UnmarshalText([]byte(text)); err == nil {
			t.Errorf("UnmarshalText(%q) = nil", text)
		}
		if s != (survivor.Skill{Kind: survivor.Tough}) {
			t.Errorf("UnmarshalText(%q) changed the Skill to %+v", text, s)
		}
	}
}

func TestSkillString(t *testing.T) {
	for s, want := range map[survivor.Skill]string{
		{Kind: survivor.FreeAction, Action: survivor.Move}:      "+1 free Move Action",
		{Kind: survivor.PlusOneToRoll, Action: survivor.Ranged}: "+1 to dice roll: Ranged",
		{Kind: survivor.StartsWith, Card: "Sledge"}:             "Starts with Sledge",
		{Kind: survivor.PlusOneDamageWith, Card: "Plasma Gun"}:  "+1 Damage with Plasma Gun",
		{Kind: survivor.IsThatAll}:                              "Is that all you've got?",
		{Kind: survivor.PlusOneAction}:                          "+1 Action",
	} {
		if got := s.String(); got != want {
			t.Errorf("%+v.String() = %q, want %q", s, got, want)
		}
	}
	if got := (survivor.Skill{}).String(); got == "" {
		t.Error("zero Skill prints as the empty string")
	}
}

func TestActionIncludes(t *testing.T) {
	includes := map[[2]survivor.Action]bool{
		{survivor.Combat, survivor.Melee}:  true,
		{survivor.Combat, survivor.Ranged}: true,
	}
	for _, a := range allActions {
		includes[[2]survivor.Action{a, a}] = true
	}
	for _, a := range allActions {
		for _, b := range allActions {
			want := includes[[2]survivor.Action{a, b}]
			if got := a.Includes(b); got != want {
				t.Errorf("%v.Includes(%v) = %v, want %v", a, b, got, want)
			}
		}
	}
	if survivor.Combat.Includes(survivor.Move) {
		t.Error("Combat includes Move")
	}
	if survivor.Melee.Includes(survivor.Combat) {
		t.Error("Melee includes Combat")
	}
}

func TestActionString(t *testing.T) {
	want := []string{"Combat", "Melee", "Ranged", "Machine", "Move", "Search"}
	for i, a := range allActions {
		if got := a.String(); got != want[i] {
			t.Errorf("Action(%d).String() = %q, want %q", uint8(a), got, want[i])
		}
	}
	if got := survivor.AnyAction.String(); got != "" {
		t.Errorf("AnyAction.String() = %q, want empty", got)
	}
	if got := survivor.Action(200).String(); got != "Action(200)" {
		t.Errorf("Action(200).String() = %q", got)
	}
}

// FuzzParseSkill: ParseSkill never panics, and what it accepts is valid,
// prints as the input up to case, and round-trips.
func FuzzParseSkill(f *testing.F) {
	for _, s := range validSkills() {
		f.Add(s.String())
	}
	f.Add("")
	f.Add("+1 die: Move")
	f.Add("Starts with ")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := survivor.ParseSkill(text)
		if err != nil {
			return
		}
		if verr := s.Validate(); verr != nil {
			t.Fatalf("ParseSkill(%q) = %+v, invalid: %v", text, s, verr)
		}
		if !strings.EqualFold(s.String(), text) {
			t.Fatalf("ParseSkill(%q) = %+v, which prints as %q", text, s, s.String())
		}
		again, err := survivor.ParseSkill(s.String())
		if err != nil || again != s {
			t.Fatalf("ParseSkill(%q) = %+v, %v; want %+v", s.String(), again, err, s)
		}
	})
}
