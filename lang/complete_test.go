package lang

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/lang/langtest"
	"github.com/invaderengine/invader/machine"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zombicide2"
	"github.com/invaderengine/invader/zone"
)

// These tests hold the catalogs to the engine's own lists (its specs of
// actions and events, the ranges of its Reasons and Decisions, its
// catalogues of cards, kinds and Skills), never to a list kept by hand:
// a kind the engine adds without words here fails them.

// typeNames are the names of the types a registry knows.
func typeNames[F any](m map[reflect.Type]F) []string {
	var out []string
	for t := range m {
		out = append(out, t.Name())
	}
	slices.Sort(out)
	return out
}

func specNames(specs []invader.Spec) []string {
	var out []string
	for _, sp := range specs {
		out = append(out, sp.Name)
	}
	return out
}

// sample returns values of type t with its fields filled in (variant 0
// and 1 differ: counts of one and more, a Survivor and another), as an
// event or action of a game of M0 could hold them.
func sample(t reflect.Type, variant int) any {
	v := reflect.New(t).Elem()
	for i := range t.NumField() {
		f := v.Field(i)
		name := t.Field(i).Name
		switch f.Interface().(type) {
		case invader.Phase:
			f.Set(reflect.ValueOf([]invader.Phase{invader.PlayersPhase, invader.XenosPhase}[variant]))
		case invader.Loss:
			f.Set(reflect.ValueOf(invader.Elimination))
		case survivor.Level:
			f.Set(reflect.ValueOf(survivor.Orange))
		case survivor.Skill:
			f.Set(reflect.ValueOf([]survivor.Skill{{Kind: survivor.FreeAction, Action: survivor.Move}, {Kind: survivor.Medic}}[variant]))
		case survivor.Action:
			f.Set(reflect.ValueOf(survivor.Move))
		case zone.Mold:
			f.Set(reflect.ValueOf(zone.ActiveMold))
		case zone.GatePosition:
			f.Set(reflect.ValueOf(zone.PositionB))
		case string:
			switch name {
			case "Outcome":
				f.SetString("1")
			case "Host":
				f.SetString("SMG")
			default:
				f.SetString("Energy Cell")
			}
		case bool:
			f.SetBool(variant == 1)
		case int:
			switch name {
			case "Actions": // a Turn has 3 Actions or more
				f.SetInt(int64(3 + variant))
			case "Count", "Damage", "Armor", "XP", "Total", "Face", "Successes", "Misses", "Round":
				f.SetInt(int64(1 + 2*variant))
			case "Slot", "Weapon":
				f.SetInt(int64(variant))
			case "Survivor", "Owner", "Shooter":
				f.SetInt(int64(variant))
			default:
				f.SetInt(1)
			}
		default:
			switch f.Kind() {
			case reflect.Uint8, reflect.Uint16, reflect.Uint64:
				f.SetUint(uint64(1 + variant))
			}
		}
	}
	return v.Interface()
}

// games are States of M0 (Zombicide: Invader) and Z1 (2nd Edition) to
// say samples in.
func games(t *testing.T) []invader.State {
	t.Helper()
	var out []invader.State
	for _, id := range []string{"M0", "Z1"} {
		m, err := mission.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		s, err := invader.New(m, invader.Seed(1))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// Every kind of event the engine registers has words, and only those;
// each says its samples as the engine does in English, and in every
// other language in words of its own.
func TestEveryEventHasWords(t *testing.T) {
	if got, want := typeNames(eventWords), specNames(invader.EventSpecs()); !slices.Equal(got, want) {
		t.Fatalf("events with words:\n%v\nthe engine's (EventSpecs):\n%v", got, want)
	}
	for typ := range eventWords {
		for variant := range 2 {
			e := sample(typ, variant).(invader.Event)
			for _, s := range append(games(t), invader.State{}) {
				want := s.FormatEvent(e)
				if got := English.Event(s, e); got != want {
					t.Errorf("%T: English %q, engine %q", e, got, want)
				}
				checkTranslations(t, fmt.Sprintf("%T", e), s, func(l *Language) string { return l.Event(s, e) })
			}
		}
	}
}

// Every kind of action the engine registers has words in every language.
func TestEveryActionHasWords(t *testing.T) {
	if got, want := typeNames(actionWords), specNames(invader.ActionSpecs()); !slices.Equal(got, want) {
		t.Fatalf("actions with words:\n%v\nthe engine's (ActionSpecs):\n%v", got, want)
	}
	for typ := range actionWords {
		for variant := range 2 {
			a := sample(typ, variant).(invader.Action)
			for _, s := range games(t) {
				checkTranslations(t, fmt.Sprintf("%T", a), s, func(l *Language) string { return l.Action(s, a) })
			}
		}
	}
}

// checkTranslations says one thing in every language: English is the
// reference, every other language says it in words of its own (not the
// English, no placeholder left, no English word but names and notation).
func checkTranslations(t *testing.T, what string, s invader.State, say func(l *Language) string) {
	t.Helper()
	en := say(English)
	for _, l := range Languages() {
		text := say(l)
		if strings.Contains(text, "{") {
			t.Errorf("%s in %s: a placeholder left: %q", what, l, text)
		}
		if l == English {
			continue
		}
		if text == en && en != "" {
			t.Errorf("%s in %s: the English %q", what, l, en)
		}
		if stray := langtest.Stray(text, langtest.Names(s)...); len(stray) > 0 {
			t.Errorf("%s in %s: %q holds English %q", what, l, text, stray)
		}
	}
}

// Every Reason the engine has, from 1 to the first it cannot name, has
// its message in every language.
func TestEveryReasonHasWords(t *testing.T) {
	for r := invader.Reason(1); r.String() != fmt.Sprintf("Reason(%d)", uint8(r)); r++ {
		id, ok := reasonIDs[r]
		if !ok {
			t.Errorf("Reason %d (%q) has no message id in reasons.go", r, r)
			continue
		}
		for _, l := range Languages() {
			if l.texts["reason."+id] == nil {
				t.Errorf("reason.%s has no %s", id, l)
			}
		}
	}
}

// Every Decision the engine has says its pending decision and its status
// line in every language.
func TestEveryDecisionHasWords(t *testing.T) {
	for d := invader.Decision(0); d.String() != "Decision(?)"; d++ {
		ids := []string{decisionID(d)}
		if d != invader.NoDecision {
			ids = append(ids, "waiting."+d.String())
		}
		for _, id := range ids {
			for _, l := range Languages() {
				if l.texts[id] == nil {
					t.Errorf("decision %s: %s has no %s", d, id, l)
				}
			}
		}
	}
	for p := invader.Phase(1); p.String() != fmt.Sprintf("Phase(%d)", uint8(p)); p++ {
		for _, l := range Languages() {
			for _, id := range []string{"phase." + p.String(), "event.PhaseStarted." + p.String()} {
				if l.texts[id] == nil {
					t.Errorf("phase %s: %s has no %s", p, id, l)
				}
			}
		}
	}
}

var placeholder = regexp.MustCompile(`\{[^{}]*\}`)

// Every message of any language is in every language, with the number
// of forms its plural rule has (or one), and its placeholders are those
// of the English or terms every language has.
func TestEveryMessageInEveryLanguage(t *testing.T) {
	all := map[string]bool{}
	for _, l := range Languages() {
		for id := range l.texts {
			all[id] = true
		}
	}
	for id := range all {
		enKeys := map[string]bool{}
		for _, form := range English.texts[id] {
			for _, k := range placeholder.FindAllString(form, -1) {
				enKeys[k] = true
			}
		}
		for _, l := range Languages() {
			forms := l.texts[id]
			switch {
			case forms == nil:
				t.Errorf("%s has no %s", id, l)
				continue
			case len(forms) != 1 && len(forms) != l.forms:
				t.Errorf("%s in %s: %d forms, want 1 or %d", id, l, len(forms), l.forms)
			}
			for _, form := range forms {
				for _, k := range placeholder.FindAllString(form, -1) {
					term, isTerm := strings.CutPrefix(strings.Trim(k, "{}"), "@")
					switch {
					case isTerm && l.texts["@"+term] == nil:
						t.Errorf("%s in %s: no term %s", id, l, k)
					case !isTerm && !enKeys[k]:
						t.Errorf("%s in %s: %s is no argument of the English", id, l, k)
					}
				}
			}
		}
	}
}

// builtinNames are the names of the game's things the engine's
// catalogues hold, by category: each has its name in every language.
func builtinNames() map[string][]string {
	names := map[string][]string{}
	add := func(cat string, n ...string) {
		for _, name := range n {
			if !slices.Contains(names[cat], name) {
				names[cat] = append(names[cat], name)
			}
		}
	}
	entries := append(equipment.Core(), zombicide2.Equipment()...)
	entries = append(entries, equipment.Entry{Card: equipment.UltraRailgun})
	for _, id := range mission.Builtins() {
		m, _ := mission.Builtin(id)
		entries = append(entries, m.EquipmentCards()...)
		add("title", m.ID+" "+m.Title)
		add("difficulty", m.Difficulty)
		for _, k := range m.Kinds() {
			add("kind", k.Name)
		}
	}
	for _, e := range entries {
		add("card", e.Card.Name)
	}
	for _, k := range append(xeno.Invader, zombicide2.Zombies()...) {
		add("kind", k.Name)
	}
	for _, p := range machine.Invader {
		add("machine", p.Name)
	}
	for _, k := range survivor.Kinds() {
		add("skill", k.Info().Name)
	}
	for a := survivor.AnyAction; a.String() != fmt.Sprintf("Action(%d)", uint8(a)); a++ {
		add("action", a.String())
	}
	for l := survivor.Blue; l.String() != fmt.Sprintf("Level(%d)", uint8(l)); l++ {
		add("level", l.String())
	}
	for c := survivor.Class(1); c < 16; c++ {
		if c.Known() {
			add("class", c.String())
		}
	}
	for k := zone.Kind(1); k.String() != fmt.Sprintf("Kind(%d)", uint8(k)); k++ {
		add("zonekind", k.String())
	}
	for i := range 16 {
		if f := zone.Feature(1 << i).String(); !strings.HasPrefix(f, "Feature(") {
			add("feature", f)
		}
	}
	for c := zone.Color(0); !strings.HasPrefix(c.String(), "Color("); c++ {
		add("color", c.String())
	}
	for m := zone.NoMold; m.String() != fmt.Sprintf("Mold(%d)", uint8(m)); m++ {
		add("mold", m.String())
	}
	for k := mission.GoalKind(1); k.String() != fmt.Sprintf("GoalKind(%d)", uint8(k)); k++ {
		add("goal", k.String())
	}
	add("difficulty", "easy", "medium", "hard")
	for r := invader.InProgress; r.String() != fmt.Sprintf("Result(%d)", uint8(r)); r++ {
		add("result", r.String())
	}
	for l := invader.NoLoss; l.String() != fmt.Sprintf("Loss(%d)", uint8(l)); l++ {
		add("loss", l.String())
	}
	return names
}

// Every name of the engine's catalogues has its name in every language,
// and no language names a thing the catalogues do not have (a name
// misspelt).
func TestEveryNameInEveryLanguage(t *testing.T) {
	names := builtinNames()
	want := map[string]bool{}
	for cat, ns := range names {
		for _, n := range ns {
			want[cat+":"+n] = true
			for _, l := range Languages() {
				if !l.hasName(cat, n) {
					t.Errorf("%s %q has no name in %s", cat, n, l)
				}
			}
		}
	}
	for _, l := range Languages() {
		var extra []string
		for key := range l.names {
			if !want[key] {
				extra = append(extra, key)
			}
		}
		sort.Strings(extra)
		if len(extra) > 0 {
			t.Errorf("%s names things no catalogue has: %q", l, extra)
		}
	}
}

// docs/GLOSSARY.md lists every name of the Chinese catalog with its
// English (a row "| English | 中文 | source |"), and every term a Chinese
// message says by ruleset.
func TestGlossaryListsEveryName(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "docs", "GLOSSARY.md"))
	if err != nil {
		t.Fatal(err)
	}
	glossary := string(data)
	for key, zh := range Chinese.names {
		_, en, _ := strings.Cut(key, ":")
		if en == "" {
			continue
		}
		if row := "\n| " + en + " | " + zh + " | "; !strings.Contains(glossary, row) {
			t.Errorf("docs/GLOSSARY.md has no row %q", strings.TrimSpace(row))
		}
	}
	for id, forms := range Chinese.texts {
		if strings.HasPrefix(id, "@") && !strings.Contains(glossary, "| "+forms[0]+" ") {
			t.Errorf("docs/GLOSSARY.md does not give the term %s, %s", id, forms[0])
		}
	}
}

// A front end's book says what it lacks, and its messages fall back on
// English, then on their ids.
func TestBook(t *testing.T) {
	b := Book{
		"en": {"cards": {"1 card", "{n} cards"}, "hello": {"hello {name}"}},
		"zh": {"cards": {"{n}张卡"}, "bye": {"再见"}},
	}
	if got, want := b.Missing(), []string{"en: bye", "zh: hello"}; !slices.Equal(got, want) {
		t.Errorf("Missing = %q, want %q", got, want)
	}
	for _, c := range []struct {
		l    *Language
		id   string
		n    int
		want string
	}{
		{English, "cards", 1, "1 card"}, {English, "cards", 2, "2 cards"}, {Chinese, "cards", 1, "1张卡"},
		{Chinese, "hello", 0, "hello Cole"}, {English, "bye", 0, "bye"},
	} {
		if got := c.l.Book(b, c.id, "n", c.n, "name", "Cole"); got != c.want {
			t.Errorf("%s %s %d: %q, want %q", c.l, c.id, c.n, got, c.want)
		}
	}
	b["en"]["bye"] = []string{"bye"}
	b["zh"]["hello"] = []string{"你好", "你们好"}
	if got := b.Missing(); len(got) != 1 || !strings.Contains(got[0], "zh: hello: 2 plural forms") {
		t.Errorf("Missing = %q", got)
	}
}
