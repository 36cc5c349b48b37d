package mission_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

func TestBuiltinsRoundTrip(t *testing.T) {
	ids := mission.Builtins()
	if len(ids) < 2 || ids[0] != "M0" {
		t.Fatalf("AllBuiltins() = %v, want M0 first and more", ids)
	}
	for _, id := range ids {
		m, err := mission.Builtin(id)
		if err != nil {
			t.Fatalf("Builtin(%s): %v", id, err)
		}
		text := mission.Format(m)
		back, err := mission.Parse(text)
		if err != nil {
			t.Fatalf("Parse(Format(%s)): %v\n%s", id, err, text)
		}
		if got := mission.Format(back); got != text {
			t.Errorf("%s: Format(Parse(Format(m))) differs:\n%s\nwant\n%s", id, got, text)
		}
	}
	if _, err := mission.Builtin("M99"); err == nil {
		t.Error("Builtin(M99) = nil error, want one")
	}
}

const tinyMap = `map:
+--+--+
|s .c |
+--+--+

s: corridor start
c: corridor objective
`

// walledMap's Objective (and Exit) sits behind a wall, out of reach.
const walledMap = `map:
+--+--+
|s |c |
+--+--+

c: corridor objective exit
s: corridor start
`

// Errors give the line and column of the problem ([mission.Parse]); what
// Check finds points at the trigger or goal line, or the zone's legend line.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name      string
		text      string
		line, col int
	}{
		{"no colon", "title Breach\n" + tinyMap, 1, 1},
		{"unknown key", "goal: take all objectives\ncolour: red\n" + tinyMap, 2, 9},
		{"players", "players: 99\ngoal: take all objectives\n" + tinyMap, 1, 10},
		{"more players than survivors", "goal: take all objectives\nplayers: 9\n" + tinyMap, 2, 1},
		{"survivor", "survivors: Cole Elsa\ngoal: take all objectives\n" + tinyMap, 1, 12},
		{"goal", "goal: win\n" + tinyMap, 1, 7},
		{"a title not valid UTF-8", "goal: take all objectives\ntitle: Br\xffach\n" + tinyMap, 2, 1},
		{"an id not valid UTF-8", "goal: take all objectives\nid: M\xc3\n" + tinyMap, 2, 1},
		{"goal colour", "goal: take pink objectives\n" + tinyMap, 1, 7},
		{"goal neutral", "goal: take neutral objectives\n" + tinyMap, 1, 7},
		{"goal spacing", "goal: take red  objectives\n" + tinyMap, 1, 7},
		{"goal colour absent", "id: X\ngoal: take blue objectives\n" + tinyMap, 2, 1}, // no blue token
		{"unreachable objective", "goal: take all objectives\n" + walledMap, 7, 1},    // c's legend line
		{"unreachable exit", "id: X\ngoal: reach the exit\n" + strings.Replace(walledMap, "objective exit", "exit", 1), 2, 1},
		{"no green spawn to wake", "goal: take all objectives\ntrigger: door -> spawn green\n" + tinyMap, 2, 1},
		{"no blue objective to take", "goal: take all objectives\ntrigger: objective blue -> xp 5\n" + tinyMap, 2, 1},
		{"no door to open", "goal: take all objectives\ntrigger: door -> xp 5\n" + tinyMap, 2, 1},
		{"difficulty", "difficulty: brutal\ngoal: take all objectives\n" + tinyMap, 1, 13},
		{"set-aside empty name", "set-aside: Flamethrower,,Canister\ngoal: take all objectives\n" + tinyMap, 1, 12},
		{"set-aside unknown card", "id: X\nset-aside: Death Ray\ngoal: take all objectives\n" + tinyMap, 2, 1},
		{"set-aside too many", "id: X\nset-aside: Flamethrower, Flamethrower, Flamethrower\ngoal: take all objectives\n" + tinyMap, 2, 1},
		{"xenos over the box", "id: X\ngoal: take all objectives\nxenos: s worker 20\nxenos: c worker 20\n" + tinyMap, 4, 1},
		{"forced door not on the map", "id: X\ngoal: take all objectives\nforced-doors: d3\n" + tinyMap, 3, 1},
		{"objective trigger, no objective", "id: X\ngoal: reach the exit\ntrigger: objective -> xp 5\n" + strings.Replace(tinyMap, "corridor objective", "corridor exit", 1), 3, 1},
		{"trigger", "goal: take all objectives\ntrigger: objective -> explode\n" + tinyMap, 2, 10},
		{"xenos zone", "goal: take all objectives\nxenos: q worker 1\n" + tinyMap, 2, 8},
		{"map", "goal: take all objectives\n" + "map:\n+--+--+\n|s ?c |\n+--+--+\n\ns: corridor start\nc: corridor\n", 4, 4},
		{"no map", "goal: take all objectives\n", 2, 1},
		{"invalid mission", tinyMap, 1, 1}, // no goal
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := mission.Parse(tt.text)
			var pe *mission.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse = %v, want a *ParseError", err)
			}
			if pe.Line != tt.line || pe.Column != tt.col {
				t.Errorf("Parse error at %d:%d (%v), want %d:%d", pe.Line, pe.Column, err, tt.line, tt.col)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	for _, id := range mission.Builtins() {
		m, _ := mission.Builtin(id)
		f.Add(mission.Format(m))
	}
	f.Add("goal: reach the exit\n" + tinyMap)
	f.Fuzz(func(t *testing.T, text string) {
		m, err := mission.Parse(text)
		if err != nil {
			var pe *mission.ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Column < 1 {
				t.Fatalf("Parse error %v has no position", err)
			}
			return
		}
		back, err := mission.Parse(mission.Format(m))
		if err != nil {
			t.Fatalf("a parsed mission does not format back: %v", err)
		}
		if mission.Format(back) != mission.Format(m) {
			t.Fatalf("a parsed mission formats to a text that parses to another mission:\n%s\n%s", mission.Format(m), mission.Format(back))
		}
	})
}

// "take COLOUR objectives" reads back as it is written, and Validate wants
// a token of that colour on the map.
func TestColorGoalText(t *testing.T) {
	m, err := mission.Parse("goal: take red objectives\ngoal: take all objectives\n" + tinyMap)
	if err != nil {
		t.Fatal(err)
	}
	want := []mission.Goal{{Kind: mission.TakeColorObjectives, Color: zone.Red}, {Kind: mission.TakeAllObjectives}}
	if diff := cmp.Diff(want, m.Goals); diff != "" {
		t.Errorf("goals (-want +got):\n%s", diff)
	}
	if got := m.Goals[0].String(); got != "take red objectives" {
		t.Errorf("String() = %q", got)
	}
	if !strings.Contains(mission.Format(m), "goal: take red objectives\n") {
		t.Errorf("Format:\n%s", mission.Format(m))
	}
	m.Goals[0].Color = zone.Green
	if err := m.Validate(); err == nil {
		t.Error("Validate: a goal on green tokens passes on a map with none")
	}
}

// difficulty and set-aside read back as they are written.
func TestSetAsideAndDifficultyText(t *testing.T) {
	m, err := mission.Parse("difficulty: hard\nset-aside: Flamethrower, Canister\ngoal: take all objectives\n" + tinyMap)
	if err != nil {
		t.Fatal(err)
	}
	if m.Difficulty != "hard" || !slices.Equal(m.SetAside, []string{"Flamethrower", "Canister"}) {
		t.Errorf("Difficulty %q, SetAside %q", m.Difficulty, m.SetAside)
	}
	text := mission.Format(m)
	if !strings.Contains(text, "difficulty: hard\n") || !strings.Contains(text, "set-aside: Flamethrower, Canister\n") {
		t.Errorf("Format:\n%s", text)
	}
	back, err := mission.Parse(text)
	if err != nil || mission.Format(back) != text {
		t.Errorf("Parse(Format(m)) = %v\n%s", err, mission.Format(back))
	}
}
