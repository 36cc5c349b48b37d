package mission

import (
	"embed"
	"fmt"
	"slices"
	"strings"
)

//go:embed builtin/*.txt
var builtin embed.FS

// Builtins returns the IDs of the built-in missions, in order (M0, M1,
// ..., M6, M11). The printed boards were not available to us: each
// built-in mission is played on a board of our own that honours the
// mission's description. M1 to M6 are CONSTRUCTED: only their titles were
// available, and the rest is ours (docs/RULINGS.md).
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

// Builtin returns the built-in mission with the given ID. Each call
// returns a fresh Mission.
func Builtin(id string) (Mission, error) {
	text, err := builtin.ReadFile("builtin/" + id + ".txt")
	if err != nil {
		return Mission{}, fmt.Errorf("mission: no built-in mission %q: want one of %v", id, Builtins())
	}
	return Parse(string(text))
}
