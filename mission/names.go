package mission

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// validateText checks that every text of the mission is valid UTF-8: its
// ID, title and difficulty, the cards it sets aside, and the names of its
// Survivors (and the cards their Skills name), Xeno kinds, Machines and
// Equipment cards. JSON, the form a save embeds the mission in, writes
// any other byte as U+FFFD: the game read back would be of another
// mission.
func (m *Mission) validateText() error {
	bad := func(key, what, s string) error {
		return &problem{key: key, err: fmt.Errorf("mission: %s %q: not valid UTF-8", what, short(s))}
	}
	for _, f := range [...][2]string{{"id", m.ID}, {"title", m.Title}, {"difficulty", m.Difficulty}} {
		if !utf8.ValidString(f[1]) {
			return bad(f[0], f[0], f[1])
		}
	}
	for i, name := range m.SetAside {
		if !utf8.ValidString(name) {
			return bad("set-aside", fmt.Sprintf("set aside[%d]", i), name)
		}
	}
	for i, c := range m.Survivors {
		for _, s := range [...]string{c.Name, c.Blue.Card, c.Orange[0].Card, c.Orange[1].Card, c.Red[0].Card, c.Red[1].Card, c.Red[2].Card} {
			if !utf8.ValidString(s) {
				return bad("survivors", fmt.Sprintf("survivors[%d]: a name", i), s)
			}
		}
	}
	if err := m.validateNames(bad); err != nil {
		return err
	}
	return m.validateKindWords()
}

// validateNames checks that the names of the Xeno kinds, Machines and
// Equipment cards are valid UTF-8 (validateText).
func (m *Mission) validateNames(bad func(key, what, s string) error) error {
	for i, p := range m.Catalog {
		if !utf8.ValidString(p.Name) {
			return bad("", fmt.Sprintf("catalog[%d]", i), p.Name)
		}
	}
	for i, p := range m.Machines {
		if !utf8.ValidString(p.Name) {
			return bad("", fmt.Sprintf("machines[%d]", i), p.Name)
		}
	}
	for i, e := range m.Equipment {
		if !utf8.ValidString(e.Card.Name) {
			return bad("", fmt.Sprintf("equipment[%d]", i), e.Card.Name)
		}
	}
	return nil
}

// validateKindWords checks the words the text form and a game's position
// name the Xeno kinds by (kindWord): each a word of letters, digits, '-',
// '_' or an apostrophe, starting with a letter, and no two kinds by the
// same word. A name such as "Wor\nker", or two kinds called "Tank" and
// "Tank Abomination", would write a mission or a position that reads back
// as another.
func (m *Mission) validateKindWords() error {
	seen := map[string]int{}
	for i, p := range m.Catalog {
		w := kindWord(p.Name)
		ok := w != ""
		for k, r := range w {
			ok = ok && (unicode.IsLetter(r) || k > 0 && (unicode.IsDigit(r) || r == '-' || r == '_' || r == '\''))
		}
		if !ok {
			return fmt.Errorf("mission: catalog[%d] %q: a Xeno kind's first word names it, and %q is no word (letters, then letters, digits, - _ ')", i, short(p.Name), short(w))
		}
		if j, dup := seen[w]; dup {
			return fmt.Errorf("mission: catalog[%d] %q and [%d] %q: two Xeno kinds go by the word %q", j, short(m.Catalog[j].Name), i, short(p.Name), w)
		}
		seen[w] = i
	}
	return nil
}
