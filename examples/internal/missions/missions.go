// Package missions finds the mission an example program is asked for: a
// built-in one by its ID, or a mission file a person wrote.
package missions

import (
	"fmt"
	"os"
	"strings"

	"github.com/invaderengine/invader/mission"
)

// Load returns the built-in mission with ID arg (M0 to M6, M11) or, when arg
// names a file (it contains a dot or a slash), the mission written in it.
// A file's errors name the file, line and column.
func Load(arg string) (mission.Mission, error) {
	if !strings.ContainsAny(arg, "./\\") {
		return mission.Builtin(arg)
	}
	text, err := os.ReadFile(arg)
	if err != nil {
		return mission.Mission{}, err
	}
	m, err := mission.Parse(string(text))
	if err != nil {
		return mission.Mission{}, fmt.Errorf("%s: %w", arg, err)
	}
	return m, nil
}

// Usage describes what Load accepts, for a flag's help.
func Usage() string {
	return "a built-in mission (" + strings.Join(mission.Builtins(), ", ") + ") or a mission file"
}
