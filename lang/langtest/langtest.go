// Package langtest finds English left in a text of another language,
// for the tests of package lang and of the front ends that speak it.
package langtest

import (
	"regexp"
	"slices"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/zone"
)

// quoted is a span of notation a Chinese text quotes for the player to
// type: “keep none”.
var quoted = regexp.MustCompile(`“[^”]*”`)

// latin is a word in Latin letters (with the digits and marks a name or a
// token holds).
var latin = regexp.MustCompile(`[A-Za-z][A-Za-z0-9_'’.!&+#-]*`)

// token is a thing the notation names by a letter or two and a number
// (c1, d0, o2, g1, w1, m0, k3, s0, z4) or a card's number (card12).
var token = regexp.MustCompile(`^(card|[a-z]{1,2})[0-9]+$`)

// Kept are the English words the Chinese rulebook keeps in its own
// terms (seed 001: SMG冲锋枪), allowed in every text.
var Kept = []string{"SMG"}

// Stray returns the words in Latin letters that text holds outside
// quotes (“…”: notation for the player to type) and the allowed strings
// (names, notation) and [Kept]: English a translation left behind. The
// notation's tokens (c1, d0, card12...) and single letters (a revolving
// gate's position b, the board's symbols) are allowed everywhere.
func Stray(text string, allowed ...string) []string {
	text = quoted.ReplaceAllString(text, " ")
	allowed = append(slices.Clone(allowed), Kept...)
	slices.SortFunc(allowed, func(a, b string) int { return len(b) - len(a) }) // the longest first
	for _, a := range allowed {
		if a != "" {
			text = replaceWord(text, a)
		}
	}
	var out []string
	for _, w := range latin.FindAllString(text, -1) {
		w = strings.TrimRight(w, ".!'’-")
		if len(w) > 1 && !token.MatchString(w) {
			out = append(out, w)
		}
	}
	return out
}

// replaceWord blanks out every occurrence of a in text that is not part
// of a longer word in Latin letters.
func replaceWord(text, a string) string {
	var b strings.Builder
	done := 0 // text[:done] is written
	for from := 0; ; {
		i := strings.Index(text[from:], a)
		if i < 0 {
			b.WriteString(text[done:])
			return b.String()
		}
		i += from
		end := i + len(a)
		from = i + 1
		if isWordByte(text, i-1) || isWordByte(text, end) {
			continue
		}
		b.WriteString(text[done:i])
		b.WriteByte(' ')
		done, from = end, end
	}
}

func isWordByte(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	c := s[i]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// Names returns what the words of a game may hold in Latin letters in
// any language: its Survivors' names and its zones' names, as the
// notation writes them.
func Names(s invader.State) []string {
	var out []string
	for i := range s.NumSurvivors() {
		out = append(out, s.Survivor(i).Card.Name)
	}
	if m := s.Map(); m != nil {
		for z := range m.Len() {
			out = append(out, m.Zone(zone.ID(z)).Name)
		}
	}
	return out
}
