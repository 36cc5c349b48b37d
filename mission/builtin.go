package mission

import (
	"embed"
	"fmt"
	"slices"
	"strings"
)

//go:embed builtin/*.txt
var builtin embed.FS

// Builtins returns the IDs of every built-in mission, of every ruleset,
// in order: shorter IDs first, then by text (M0, M1, ..., M6, X1, Z1,
// M11). The printed boards were not available to us: each built-in
// mission is played on a board of our own that honours the mission's
// description. M1 to M6 are CONSTRUCTED: only their titles were
// available, and the rest is ours (docs/RULINGS.md); so are X1 (seed
// 004's special tiles) and Z1 (2nd Edition, seed 002). [BuiltinsOf]
// lists one ruleset's.
func Builtins() []string {
	entries, _ := builtin.ReadDir("builtin")
	var ids []string
	for _, e := range entries {
		ids = append(ids, strings.TrimSuffix(e.Name(), ".txt"))
	}
	slices.SortStableFunc(ids, func(a, b string) int {
		if len(a) != len(b) {
			return len(a) - len(b)
		}
		return strings.Compare(a, b)
	})
	return ids
}

// BuiltinsOf returns the IDs of the built-in missions of ruleset r, in
// order: for SecondEdition, Z1 (CONSTRUCTED, seed 002).
func BuiltinsOf(r Ruleset) []string {
	var ids []string
	for _, id := range Builtins() {
		text, _ := builtin.ReadFile("builtin/" + id + ".txt")
		if headerRuleset(string(text)) == r {
			ids = append(ids, id)
		}
	}
	return ids
}

// headerRuleset returns the ruleset a mission text's header names, as
// Parse reads it, without reading the rest: Invader when it names none
// (or one that is not a ruleset, which Parse refuses).
func headerRuleset(text string) Ruleset {
	for l := range strings.Lines(text) {
		key, val, ok := strings.Cut(strings.TrimRight(l, "\r\n"), ":")
		switch {
		case strings.HasPrefix(l, "#") || !ok:
		case key == "map":
			return Invader
		case key == "ruleset":
			var r Ruleset
			if r.UnmarshalText([]byte(strings.TrimSpace(val))) == nil {
				return r
			}
		}
	}
	return Invader
}

// Builtin returns the built-in mission with the given ID, of any ruleset
// ([Builtins]). Each call returns a fresh Mission.
func Builtin(id string) (Mission, error) {
	text, err := builtin.ReadFile("builtin/" + id + ".txt")
	if err != nil {
		return Mission{}, fmt.Errorf("mission: no built-in mission %q: want one of %v", short(id), Builtins())
	}
	return Parse(string(text))
}
