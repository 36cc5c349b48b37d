package lang

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// A Language speaks the game in one human language: its messages by id,
// its plural rule and the names it gives the game's things. The
// Languages are values made once ([English], [Chinese]); a Language is
// read-only and safe for concurrent use.
type Language struct {
	tag, title string
	// form returns the index of the plural form for the count n.
	form func(n int) int
	// forms is how many plural forms a counted message has.
	forms int
	// texts are the package's messages by id ([Texts]).
	texts Texts
	// names are the game's names in this language, by category and
	// English name ("card:SMG"); English has none: its names are the
	// game's.
	names map[string]string
	// nounPlural writes a name of the game in the plural ("Workers");
	// nil for a language whose nouns have no plural.
	nounPlural func(string) string
}

// Texts are messages by id in one language. A message is its plural
// forms, in the order of the language's plural rule: English has two
// (one, other), Chinese one. A message of one form is used for every
// count. In a message, {name} stands for the argument of that name, and
// {@term} for the term of the game's ruleset ("@xeno": Xenos in
// Zombicide: Invader, zombies in 2nd Edition).
type Texts map[string][]string

// Tag returns the language's tag, as the -lang flags take it: "en", "zh".
func (l *Language) Tag() string { return l.tag }

// Name returns the language's name in itself: "English", "简体中文".
func (l *Language) Name() string { return l.title }

func (l *Language) String() string { return l.tag }

// English is the engine's own language: its words are those of
// [invader.State.FormatEvent], [invader.Reason]'s String and the engine's
// errors, byte for byte.
var English = &Language{
	tag: "en", title: "English", forms: 2, texts: english,
	form: func(n int) int {
		if n == 1 {
			return 0
		}
		return 1
	},
	nounPlural: plural,
}

// Chinese is Simplified Chinese, in the terms of the Chinese rulebook
// (seeds 000 and 001) for Zombicide: Invader and of seed 002 for
// Zombicide 2nd Edition; docs/GLOSSARY.md lists every term and where it
// comes from.
var Chinese = &Language{
	tag: "zh", title: "简体中文", forms: 1, texts: chinese, names: chineseNames,
	form: func(int) int { return 0 },
}

// Languages returns every language the package speaks, English first.
func Languages() []*Language { return []*Language{English, Chinese} }

// Parse returns the language of a tag: "en" or "zh" (and the longer forms
// "en-US", "zh-CN", "zh-Hans"... in any case). An unknown tag is an error
// that names the languages there are.
func Parse(tag string) (*Language, error) {
	t := strings.ToLower(strings.TrimSpace(tag))
	base, _, _ := strings.Cut(strings.ReplaceAll(t, "_", "-"), "-")
	for _, l := range Languages() {
		if base == l.tag {
			return l, nil
		}
	}
	return nil, fmt.Errorf("unknown language %q: want %s", tag, Tags())
}

// Tags lists the languages as a flag's help says them: "en (English), zh
// (简体中文)".
func Tags() string {
	var out []string
	for _, l := range Languages() {
		out = append(out, l.tag+" ("+l.title+")")
	}
	return strings.Join(out, ", ")
}

// Say writes the package's message id with args: pairs of a name and its
// value, a string or an integer. The argument "n", when given, chooses
// the plural form. A message the language lacks is said in English, and
// an id no language has comes back as it is: the tests say which.
func (l *Language) Say(id string, args ...any) string {
	return l.format(l.lookup(l.texts, id), mission.Invader, args)
}

// SayIn is Say for a game of ruleset r: its {@term}s are that ruleset's.
func (l *Language) SayIn(r mission.Ruleset, id string, args ...any) string {
	return l.format(l.lookup(l.texts, id), r, args)
}

// A Book is a front end's own messages, in every language it speaks, by
// the language's tag: what a terminal or a page says besides the game's
// words. Its messages follow the rules of [Texts].
type Book map[string]Texts

// Book writes message id of book b in l, as [Language.Say] does (its
// {@term}s are Zombicide: Invader's); a message l's texts lack comes in
// English, and an id no language has comes back as it is.
func (l *Language) Book(b Book, id string, args ...any) string {
	forms := b[l.tag][id]
	if forms == nil {
		forms = b[English.tag][id]
	}
	if forms == nil {
		return id
	}
	return l.format(forms, mission.Invader, args)
}

// Missing lists what book b lacks, for a front end's test: each message
// some language has and another of [Languages] lacks ("zh: term.help"),
// and each message whose plural forms the language's rule does not have.
// Nothing missing is an empty list.
func (b Book) Missing() []string {
	all := map[string]bool{}
	for _, texts := range b {
		for id := range texts {
			all[id] = true
		}
	}
	var out []string
	for _, l := range Languages() {
		for id := range all {
			forms, ok := b[l.tag][id]
			switch {
			case !ok || len(forms) == 0:
				out = append(out, l.tag+": "+id)
			case len(forms) != 1 && len(forms) != l.forms:
				out = append(out, fmt.Sprintf("%s: %s: %d plural forms, want 1 or %d", l.tag, id, len(forms), l.forms))
			}
		}
	}
	slices.Sort(out)
	return out
}

func (l *Language) lookup(t Texts, id string) []string {
	if forms := t[id]; forms != nil {
		return forms
	}
	if forms := English.texts[id]; forms != nil {
		return forms
	}
	return []string{id}
}

// format fills in the chosen form of a message.
func (l *Language) format(forms []string, r mission.Ruleset, args []any) string {
	text := forms[0]
	if len(forms) > 1 {
		for i := 0; i+1 < len(args); i += 2 {
			if args[i] == "n" {
				if n, ok := args[i+1].(int); ok {
					text = forms[min(l.form(n), len(forms)-1)]
				}
			}
		}
	}
	if !strings.Contains(text, "{") {
		return text
	}
	var b strings.Builder
	for {
		open := strings.IndexByte(text, '{')
		if open < 0 {
			break
		}
		end := strings.IndexByte(text[open:], '}')
		if end < 0 {
			break
		}
		b.WriteString(text[:open])
		key := text[open+1 : open+end]
		if v, ok := l.value(key, r, args); ok {
			b.WriteString(v)
		} else {
			b.WriteString(text[open : open+end+1])
		}
		text = text[open+end+1:]
	}
	b.WriteString(text)
	return b.String()
}

// value is the text of a placeholder: an argument, or a term of the
// ruleset.
func (l *Language) value(key string, r mission.Ruleset, args []any) (string, bool) {
	if term, ok := strings.CutPrefix(key, "@"); ok {
		forms := l.texts["@"+term+"/"+r.String()]
		if forms == nil {
			forms = l.texts["@"+term]
		}
		if forms == nil {
			return "", false
		}
		return forms[0], true
	}
	for i := 0; i+1 < len(args); i += 2 {
		if args[i] != key {
			continue
		}
		switch v := args[i+1].(type) {
		case string:
			return v, true
		case int:
			return strconv.Itoa(v), true
		case fmt.Stringer:
			return v.String(), true
		}
		return fmt.Sprint(args[i+1]), true
	}
	return "", false
}

// name is a name of the game in l: the English name itself, or its
// translation in category cat ("card", "kind", "skill"...). A name l does
// not know (a mission's own card) stays as the mission wrote it.
func (l *Language) name(cat, english string) string {
	if l.names == nil {
		return english
	}
	if n, ok := l.names[cat+":"+english]; ok {
		return n
	}
	return english
}

// hasName reports whether l has a name of its own for an English name.
func (l *Language) hasName(cat, english string) bool {
	if l.names == nil {
		return true
	}
	_, ok := l.names[cat+":"+english]
	return ok
}

// Plural writes a noun of the game in the plural: "Workers" in English
// (the engine's rule: "es" after an s), the noun itself in a language
// whose nouns have no plural.
func (l *Language) Plural(noun string) string { return l.pluralName(noun) }

// pluralName writes a name in the plural: "Workers" in English, the name
// itself in a language without plural nouns.
func (l *Language) pluralName(s string) string {
	if l.nounPlural == nil {
		return s
	}
	return l.nounPlural(s)
}

// plural is the engine's English plural of a noun: "Workers", "misses".
func plural(noun string) string {
	if strings.HasSuffix(noun, "s") {
		return noun + "es"
	}
	return noun + "s"
}

func itoa(n int) string { return strconv.Itoa(n) }

// merge gathers a language's texts from its files, one concept each.
func merge(parts ...Texts) Texts {
	out := Texts{}
	for _, p := range parts {
		for id, forms := range p {
			if out[id] != nil {
				panic("lang: message " + id + " given twice")
			}
			out[id] = forms
		}
	}
	return out
}

// game is what a State's words need of it, looked up once a call.
type game struct {
	l     *Language
	s     invader.State
	known bool // s is a game: the zero State names things by number
	rules mission.Ruleset
	m     *mission.Mission // looked up on first use
	cards []invader.CardPlace
}

func (l *Language) game(s invader.State) *game {
	g := &game{l: l, s: s, known: s.Map() != nil}
	if g.known {
		g.rules = s.Ruleset()
	}
	return g
}

// say writes message id in the game's ruleset.
func (g *game) say(id string, args ...any) string {
	return g.l.format(g.l.lookup(g.l.texts, id), g.rules, args)
}

func (g *game) mission() *mission.Mission {
	if g.m == nil {
		m := g.s.Mission()
		g.m = &m
	}
	return g.m
}
