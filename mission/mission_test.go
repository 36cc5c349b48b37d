package mission_test

import (
	"encoding"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/machine"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// noStart has an Objective and an Exit but no Player Starting Area.
const noStart = `
+--+--+
|a .b |
+--+--+

a: corridor exit
b: corridor objective
`

// bare has a Player Starting Area and nothing else.
const bare = `
+--+--+
|s .c |
+--+--+

s: corridor start
c: corridor
`

// twoStarts has a Player Starting Area of two zones, the first of them
// zone 1.
const twoStarts = `
+--+--+--+
|a .b .c |
+--+--+--+

a: corridor
b: corridor start
c: corridor start objective
`

func parse(t testing.TB, text string) *zone.Map {
	t.Helper()
	m, err := zone.Parse(text)
	require.NoError(t, err, "board:\n%s", text)
	return m
}

// valid returns a mission that passes Validate; the table's rows change
// one thing in it.
func valid(t testing.TB) mission.Mission {
	return mission.Mission{
		ID: "T", Title: "test", Map: parse(t, zonetest.SmallMission),
		Goals: []mission.Goal{{Kind: mission.TakeAllObjectives}, {Kind: mission.ReachExit}},
	}
}

// cards returns n distinct valid ID cards: the core six, renamed when more
// are needed.
func cards(n int) []survivor.Card {
	out := make([]survivor.Card, n)
	for i := range out {
		out[i] = survivor.Base()[i%6]
		if i >= 6 {
			out[i].Name = fmt.Sprintf("%s %d", out[i].Name, i/6+1)
		}
	}
	return out
}

// ghost is the kind withGhosts adds after the core box's four.
const ghost = xeno.Kind(4)

// withGhosts returns the core catalogue with a fifth kind, of which the box
// holds supply miniatures.
func withGhosts(supply int) xeno.Catalog {
	return append(slices.Clone(xeno.Invader),
		xeno.Profile{Name: "Ghost", Damage: 1, Toughness: 1, XP: 1, Actions: 1, Priority: 2, Supply: supply})
}

func TestValidate(t *testing.T) {
	empty := &zone.Map{}
	tests := []struct {
		name   string
		change func(*mission.Mission)
		ok     bool
	}{
		{"valid", func(*mission.Mission) {}, true},

		// The map.
		{"nil map", func(m *mission.Mission) { m.Map = nil }, false},
		{"empty map", func(m *mission.Mission) { m.Map = empty }, false},
		{"no start zone", func(m *mission.Mission) { m.Map = parse(t, noStart) }, false},

		// Survivors.
		{"the core six by default", func(m *mission.Mission) { m.Survivors = nil }, true},
		{"one survivor", func(m *mission.Mission) { m.Survivors = cards(1) }, true},
		{"MaxSurvivors survivors", func(m *mission.Mission) { m.Survivors = cards(mission.MaxSurvivors) }, true},
		{"too many survivors", func(m *mission.Mission) { m.Survivors = cards(mission.MaxSurvivors + 1) }, false},
		{"duplicate survivor names", func(m *mission.Mission) { m.Survivors = append(cards(2), survivor.Base()[0]) }, false},
		{"same name, other card", func(m *mission.Mission) {
			c := survivor.Base()[1]
			c.Name = survivor.Base()[0].Name
			m.Survivors = []survivor.Card{survivor.Base()[0], c}
		}, false},
		{"survivor card with no name", func(m *mission.Mission) {
			c := survivor.Base()[0]
			c.Name = ""
			m.Survivors = []survivor.Card{c}
		}, false},
		{"survivor card with no class", func(m *mission.Mission) {
			c := survivor.Base()[0]
			c.Class = 0
			m.Survivors = []survivor.Card{c}
		}, false},
		{"survivor card with no skills", func(m *mission.Mission) {
			m.Survivors = []survivor.Card{{Name: "Ann", Class: survivor.Civilian}}
		}, false},

		// Players: 0 means 1; no more than the Survivors, 7 or more too
		// (seed 004, §15).
		{"players -1", func(m *mission.Mission) { m.Players = -1 }, false},
		{"players 0", func(m *mission.Mission) { m.Players = 0 }, true},
		{"players 1", func(m *mission.Mission) { m.Players = 1 }, true},
		{"players 6 for the core six", func(m *mission.Mission) { m.Players = 6 }, true},
		{"players 7 for 12 survivors", func(m *mission.Mission) { m.Survivors = cards(12); m.Players = 7 }, true},
		{"players 13 for 12 survivors", func(m *mission.Mission) { m.Survivors = cards(12); m.Players = 13 }, false},
		{"players 6 for 12 survivors", func(m *mission.Mission) { m.Survivors = cards(12); m.Players = 6 }, true},
		{"players 2 for 2 survivors", func(m *mission.Mission) { m.Survivors = cards(2); m.Players = 2 }, true},
		{"players 3 for 2 survivors", func(m *mission.Mission) { m.Survivors = cards(2); m.Players = 3 }, false},
		{"players 0 for 1 survivor", func(m *mission.Mission) { m.Survivors = cards(1); m.Players = 0 }, true},

		// The catalogue.
		{"empty non-nil catalogue", func(m *mission.Mission) { m.Catalog = xeno.Catalog{} }, false},
		{"invalid catalogue", func(m *mission.Mission) { m.Catalog = xeno.Catalog{{Name: "Walker"}} }, false},

		// Xenos at the start.
		{"xenos in a zone", func(m *mission.Mission) {
			m.Xenos = []mission.Xenos{{Zone: 1, Kind: xeno.Worker, Count: 3}, {Zone: 2, Kind: xeno.Tank, Count: 1}}
		}, true},
		{"xenos off the map", func(m *mission.Mission) {
			m.Xenos = []mission.Xenos{{Zone: zone.ID(m.Map.Len()), Kind: xeno.Worker, Count: 1}}
		}, false},
		{"xenos in zone None", func(m *mission.Mission) {
			m.Xenos = []mission.Xenos{{Zone: zone.None, Kind: xeno.Worker, Count: 1}}
		}, false},
		{"unknown xeno kind", func(m *mission.Mission) {
			m.Xenos = []mission.Xenos{{Zone: 0, Kind: xeno.Kind(len(xeno.Invader)), Count: 1}}
		}, false},
		{"a kind of a user catalogue", func(m *mission.Mission) {
			m.Catalog = withGhosts(3)
			m.Xenos = []mission.Xenos{{Zone: 0, Kind: ghost, Count: 3}}
		}, true},
		{"kind beyond a user catalogue", func(m *mission.Mission) {
			m.Catalog = withGhosts(3)
			m.Xenos = []mission.Xenos{{Zone: 0, Kind: ghost + 1, Count: 1}}
		}, false},
		{"count 0", func(m *mission.Mission) { m.Xenos = []mission.Xenos{{Zone: 0, Kind: xeno.Worker, Count: 0}} }, false},
		{"negative count", func(m *mission.Mission) { m.Xenos = []mission.Xenos{{Zone: 0, Kind: xeno.Worker, Count: -1}} }, false},
		{"the whole supply", func(m *mission.Mission) { m.Xenos = []mission.Xenos{{Zone: 0, Kind: xeno.Worker, Count: 35}} }, true},
		{"more than the box supply", func(m *mission.Mission) {
			m.Xenos = []mission.Xenos{{Zone: 0, Kind: xeno.Worker, Count: 36}}
		}, false},
		{"more than the supply over several groups", func(m *mission.Mission) {
			m.Xenos = []mission.Xenos{{Zone: 0, Kind: xeno.Tank, Count: 10}, {Zone: 1, Kind: xeno.Tank, Count: 5}}
		}, false},
		{"two Spoilers", func(m *mission.Mission) {
			m.Xenos = []mission.Xenos{{Zone: 0, Kind: xeno.Spoiler, Count: 1}, {Zone: 2, Kind: xeno.Spoiler, Count: 1}}
		}, false},
		{"supplies are per kind", func(m *mission.Mission) {
			m.Xenos = []mission.Xenos{{Zone: 0, Kind: xeno.Worker, Count: 35}, {Zone: 1, Kind: xeno.Tank, Count: 14}, {Zone: 2, Kind: xeno.Hunter, Count: 14}}
		}, true},
		{"more than a user kind's supply", func(m *mission.Mission) {
			m.Catalog = withGhosts(3)
			m.Xenos = []mission.Xenos{{Zone: 0, Kind: ghost, Count: 4}}
		}, false},
		{"a kind with no miniatures", func(m *mission.Mission) {
			m.Catalog = withGhosts(0)
			m.Xenos = []mission.Xenos{{Zone: 0, Kind: ghost, Count: 1}}
		}, false},

		// Goals.
		{"no goals", func(m *mission.Mission) { m.Goals = nil }, false},
		{"empty goals", func(m *mission.Mission) { m.Goals = []mission.Goal{} }, false},
		{"take all objectives without objectives", func(m *mission.Mission) {
			m.Map = parse(t, bare)
			m.Goals = []mission.Goal{{Kind: mission.TakeAllObjectives}}
		}, false},
		{"reach the exit without an exit", func(m *mission.Mission) {
			m.Map = parse(t, twoStarts)
			m.Goals = []mission.Goal{{Kind: mission.ReachExit}}
		}, false},
		{"take all objectives on a map without exit", func(m *mission.Mission) {
			m.Map = parse(t, twoStarts)
			m.Goals = []mission.Goal{{Kind: mission.TakeAllObjectives}}
		}, true},
		{"zero goal kind", func(m *mission.Mission) { m.Goals = []mission.Goal{{}} }, false},
		{"unknown goal kind", func(m *mission.Mission) { m.Goals = []mission.Goal{{Kind: mission.EscapeExit + 1}} }, false},
		{"escape through the exit last", func(m *mission.Mission) {
			m.Goals = []mission.Goal{{Kind: mission.TakeAllObjectives}, {Kind: mission.EscapeExit}}
		}, true},
		{"escape through the exit before another goal", func(m *mission.Mission) {
			m.Goals = []mission.Goal{{Kind: mission.EscapeExit}, {Kind: mission.TakeAllObjectives}}
		}, false},
		{"escape through the exit without an exit", func(m *mission.Mission) {
			m.Map = parse(t, twoStarts)
			m.Goals = []mission.Goal{{Kind: mission.EscapeExit}}
		}, false},
		{"unknown goal after good ones", func(m *mission.Mission) {
			m.Goals = append(m.Goals, mission.Goal{Kind: mission.GoalKind(200)})
		}, false},
		// Issue 26: JSON writes invalid UTF-8 as U+FFFD, so a save of such
		// a mission read back is of another mission.
		{"an ID not valid UTF-8", func(m *mission.Mission) { m.ID = "T\xff" }, false},
		{"a title not valid UTF-8", func(m *mission.Mission) { m.Title = "test\xc3" }, false},
		{"a title in UTF-8", func(m *mission.Mission) { m.Title = "Zombicide : l'invasion, épisode 1 – ☣" }, true},
		{"a survivor's name not valid UTF-8", func(m *mission.Mission) {
			m.Survivors = cards(2)
			m.Survivors[1].Name = "Viv\xffian"
		}, false},
		{"a Skill's card not valid UTF-8", func(m *mission.Mission) {
			m.Survivors = cards(1)
			m.Survivors[0].Red[0] = survivor.Skill{Kind: survivor.StartsWith, Card: "SMG\xff"}
		}, false},
		{"a Xeno kind's name not valid UTF-8", func(m *mission.Mission) {
			m.Catalog = withGhosts(3)
			m.Catalog[ghost].Name = "Gh\x80st"
		}, false},
		{"a Machine's name not valid UTF-8", func(m *mission.Mission) {
			m.Machines = slices.Clone(machine.Invader)
			m.Machines[0].Name = "Bot\xff"
		}, false},
		{"an Equipment card's name not valid UTF-8", func(m *mission.Mission) {
			m.Equipment = equipment.Core()
			m.Equipment[0].Card.Name = "SMG\xff"
		}, false},
		{"a card set aside not valid UTF-8", func(m *mission.Mission) { m.SetAside = []string{"SMG\xff"} }, false},
		// A Xeno kind goes by its first word in the text form and a
		// position: a word, one per kind.
		{"a Xeno kind's word with a line break", func(m *mission.Mission) {
			m.Catalog = withGhosts(3)
			m.Catalog[ghost].Name = "Gh\nost"
		}, false},
		{"a Xeno kind's word with an equals sign", func(m *mission.Mission) {
			m.Catalog = withGhosts(3)
			m.Catalog[ghost].Name = "Ghost=2"
		}, false},
		{"two Xeno kinds by one word", func(m *mission.Mission) {
			m.Catalog = withGhosts(3)
			m.Catalog[ghost].Name = "Tank Ghost"
		}, false},
		{"a Xeno kind's word in UTF-8", func(m *mission.Mission) {
			m.Catalog = withGhosts(3)
			m.Catalog[ghost].Name = "Fantôme-2 d'élite"
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := valid(t)
			tt.change(&m)
			err := m.Validate()
			if tt.ok {
				require.NoError(t, err)
			} else {
				require.Error(t, err)
			}
		})
	}
}

// spawnsBoard has three Spawn Zones printed in reading order: red r1,
// green g and a dormant red r2; x and y have none.
const spawnsBoard = `
+--+--+--+--+--+
|r1.g .x .r2.y |
+--+--+--+--+--+

r1: corridor spawn
g: corridor spawn=green
x: corridor start objective
r2: corridor spawn=red:dormant
y: corridor
`

// greenOnly has a green Spawn Zone and no red one.
const greenOnly = `
+--+--+--+
|g .x .y |
+--+--+--+

g: corridor spawn=green
x: corridor start objective
y: corridor
`

// SpawnTokens lists the printed Spawn tokens, then one extra token per pair
// of Survivors beyond six, rounded up: on ExtraSpawns first, then on the red
// Spawn Zones in turn (p.36; seed 004, §15; docs/RULINGS.md, "Playing with
// 7+ Survivors").
func TestSpawnTokens(t *testing.T) {
	tests := []struct {
		name      string
		board     string
		survivors int // 0: the core six by default
		extra     []string
		want      []string
	}{
		{"the core six by default: printed tokens only", spawnsBoard, 0, nil, []string{"r1", "g", "r2"}},
		{"6 Survivors: printed tokens only", spawnsBoard, 6, nil, []string{"r1", "g", "r2"}},
		{"6 Survivors: ExtraSpawns unused", spawnsBoard, 6, []string{"x"}, []string{"r1", "g", "r2"}},
		{"7 Survivors: one on the first red Spawn Zone", spawnsBoard, 7, nil, []string{"r1", "g", "r2", "r1"}},
		{"8 Survivors: still one", spawnsBoard, 8, nil, []string{"r1", "g", "r2", "r1"}},
		{"9 Survivors: two, on the red Spawn Zones in turn (a dormant one too)", spawnsBoard, 9, nil, []string{"r1", "g", "r2", "r1", "r2"}},
		{"12 Survivors: three, back to the first red one", spawnsBoard, 12, nil, []string{"r1", "g", "r2", "r1", "r2", "r1"}},
		{"7 Survivors: on ExtraSpawns", spawnsBoard, 7, []string{"x"}, []string{"r1", "g", "r2", "x"}},
		{"9 Survivors: ExtraSpawns, then red token 1", spawnsBoard, 9, []string{"x"}, []string{"r1", "g", "r2", "x", "r2"}},
		{"12 Survivors: ExtraSpawns, then red token 2", spawnsBoard, 12, []string{"x", "y"}, []string{"r1", "g", "r2", "x", "y", "r1"}},
		{"12 Survivors: ExtraSpawns in order, the surplus unused", spawnsBoard, 12, []string{"y", "x", "y", "g"}, []string{"r1", "g", "r2", "y", "x", "y"}},
		{"9 Survivors, no red Spawn Zone: none placed", greenOnly, 9, nil, []string{"g"}},
		{"9 Survivors, no red Spawn Zone: ExtraSpawns only", greenOnly, 9, []string{"y"}, []string{"g", "y"}},
		{"no Spawn Zone printed: ExtraSpawns only", bare, 12, []string{"c", "c"}, []string{"c", "c"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mp := parse(t, tt.board)
			m := mission.Mission{Map: mp}
			if tt.survivors > 0 {
				m.Survivors = cards(tt.survivors)
			}
			for _, n := range tt.extra {
				m.ExtraSpawns = append(m.ExtraSpawns, mp.MustLookup(n))
			}
			var got []string
			for _, z := range m.SpawnTokens() {
				got = append(got, mp.Zone(z).Name)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("p.36, seed 004 §15: SpawnTokens with %d Survivors, ExtraSpawns %v (-want +got):\n%s", len(m.Cards()), tt.extra, diff)
			}
		})
	}
}

// Validate refuses a mission whose starting Mold already links two Spawn
// Zones, counting the extra tokens of 7+ Survivors and leaving walls toward
// the exterior closed to Mold (p.20; seed 004, §15; docs/RULINGS.md,
// "Mold").
func TestValidate_MoldChain(t *testing.T) {
	const board = `
+--+--+--+--+--+
|a .s om |x .y |
+--+--+--+--+--+

a: corridor start objective
s: corridor spawn
m: room mold=active
x: corridor
y: corridor
`
	const exterior = `
+--+--+--+
|a os |e |
+--+--+--+

a: corridor start objective
s: room spawn mold=active
e: exterior spawn
`
	const airlock = `
+--+--+--+
|a os oe |
+--+--+--+

a: corridor start objective
s: room airlock spawn mold=active
e: exterior spawn
`
	tests := []struct {
		name      string
		board     string
		survivors int
		extra     []string
		spawn     string // a second printed Spawn Zone: its legend line gains "spawn"
		ok        bool
	}{
		{"one Spawn Zone", board, 6, nil, "", true},
		{"a second Spawn Zone beyond the wall Mold opens", board, 6, nil, "x", false},
		{"a second Spawn Zone out of the chain's reach", board, 6, nil, "y", true},
		{"7 Survivors: the extra token joins the red Spawn Zone", board, 7, nil, "", true},
		{"7 Survivors: an extra token beyond the wall Mold opens", board, 7, []string{"x"}, "", false},
		{"7 Survivors: an extra token out of reach", board, 7, []string{"y"}, "", true},
		{"6 Survivors: ExtraSpawns unused", board, 6, []string{"x"}, "", true},
		{"a wall toward an exterior Spawn Zone stays closed to Mold", exterior, 6, nil, "", true},
		{"an airlock's opening toward an exterior Spawn Zone links", airlock, 6, nil, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := tt.board
			if tt.spawn != "" {
				line := "\n" + tt.spawn + ": "
				i := strings.Index(text, line)
				require.GreaterOrEqual(t, i, 0, "no zone %s", tt.spawn)
				j := i + 1 + strings.Index(text[i+1:], "\n")
				text = text[:j] + " spawn" + text[j:]
			}
			mp := parse(t, text)
			m := mission.Mission{Map: mp, Survivors: cards(tt.survivors), Goals: []mission.Goal{{Kind: mission.TakeAllObjectives}}}
			for _, n := range tt.extra {
				m.ExtraSpawns = append(m.ExtraSpawns, mp.MustLookup(n))
			}
			err := m.Validate()
			if tt.ok {
				require.NoError(t, err)
			} else {
				require.ErrorContains(t, err, "links two Spawn Zones")
			}
		})
	}
}

// The zero Mission is not valid, and Validate does not panic on it.
func TestValidateZero(t *testing.T) {
	var m mission.Mission
	require.Error(t, m.Validate())
}

func TestCardsDefault(t *testing.T) {
	var m mission.Mission
	if diff := cmp.Diff(survivor.Base(), m.Cards()); diff != "" {
		t.Errorf("Cards() of a mission without Survivors (-want core six +got):\n%s", diff)
	}
	m.Survivors = []survivor.Card{}
	require.Len(t, m.Cards(), 6, "an empty, non-nil list also means the core six")
}

func TestCardsGiven(t *testing.T) {
	given := cards(2)
	m := mission.Mission{Survivors: given}
	got := m.Cards()
	if diff := cmp.Diff(given, got); diff != "" {
		t.Errorf("Cards() (-want +got):\n%s", diff)
	}
	got[0].Name = "scribbled"
	require.Equal(t, survivor.Base()[0].Name, m.Survivors[0].Name, "Cards() shares memory with the mission")
	def := (&mission.Mission{}).Cards()
	def[0].Name = "scribbled"
	require.Equal(t, survivor.Base()[0].Name, (&mission.Mission{}).Cards()[0].Name, "the default cards are shared")
}

func TestKinds(t *testing.T) {
	var m mission.Mission
	if diff := cmp.Diff(xeno.Invader, m.Kinds()); diff != "" {
		t.Errorf("Kinds() of a mission without a catalogue (-want +got):\n%s", diff)
	}
	own := xeno.Catalog{{Name: "Walker", Damage: 1, Toughness: 1, XP: 1, Actions: 1, Priority: 1, Supply: 10}}
	m.Catalog = own
	if diff := cmp.Diff(own, m.Kinds()); diff != "" {
		t.Errorf("Kinds() (-want +got):\n%s", diff)
	}
}

// p.24: an Objective token gives 5 XP unless the mission says otherwise.
func TestXPForObjective(t *testing.T) {
	for _, tt := range []struct{ set, want int }{{0, 5}, {1, 1}, {5, 5}, {10, 10}} {
		m := mission.Mission{ObjectiveXP: tt.set}
		if got := m.XPForObjective(); got != tt.want {
			t.Errorf("XPForObjective() with ObjectiveXP %d = %d; want %d", tt.set, got, tt.want)
		}
	}
}

// The Survivors start in the Player Starting Area (setup, p.9).
func TestStart(t *testing.T) {
	tests := []struct {
		board string
		want  string
	}{
		{zonetest.SmallMission, "s"},
		{bare, "s"},
		{twoStarts, "b"}, // the first zone of the Player Starting Area
	}
	for _, tt := range tests {
		m := mission.Mission{Map: parse(t, tt.board)}
		if got := m.Start(); got != m.Map.MustLookup(tt.want) {
			t.Errorf("Start() = %s; want %s on\n%s", m.Map.Zone(got).Name, tt.want, tt.board)
		}
	}
}

func TestGoalKindString(t *testing.T) {
	tests := []struct {
		k    mission.GoalKind
		want string
	}{
		{mission.TakeAllObjectives, "take all objectives"},
		{mission.ReachExit, "reach the exit"},
		{mission.EscapeExit, "escape through the exit"},
		{mission.TakeColorObjectives, "take colour objectives"},
		{0, "GoalKind(0)"},
		{5, "GoalKind(5)"},
		{255, "GoalKind(255)"},
	}
	for _, tt := range tests {
		if got := tt.k.String(); got != tt.want {
			t.Errorf("GoalKind(%d).String() = %q; want %q", uint8(tt.k), got, tt.want)
		}
	}
}

func TestGoalKindText(t *testing.T) {
	var (
		_ encoding.TextMarshaler   = mission.GoalKind(0)
		_ encoding.TextUnmarshaler = new(mission.GoalKind)
	)
	for _, k := range []mission.GoalKind{mission.TakeAllObjectives, mission.ReachExit, mission.EscapeExit, mission.TakeColorObjectives} {
		text, err := k.MarshalText()
		require.NoError(t, err)
		var back mission.GoalKind
		require.NoError(t, back.UnmarshalText(text), "UnmarshalText(%q)", text)
		require.Equal(t, k, back, "round trip of %q", text)
	}
	for _, k := range []mission.GoalKind{0, 5, 255} {
		_, err := k.MarshalText()
		require.Error(t, err, "MarshalText of GoalKind(%d)", uint8(k))
	}
	for _, text := range []string{"", "Take all objectives", "reach exit", "GoalKind(1)", "1", "take all objectives "} {
		k := mission.ReachExit
		require.Error(t, k.UnmarshalText([]byte(text)), "UnmarshalText(%q)", text)
		require.Equal(t, mission.ReachExit, k, "a failed UnmarshalText(%q) changed its receiver", text)
	}
}

// Goals travel in JSON by name.
func TestGoalJSON(t *testing.T) {
	goals := []mission.Goal{{Kind: mission.TakeColorObjectives, Color: zone.Blue}, {Kind: mission.TakeAllObjectives}, {Kind: mission.ReachExit}}
	data, err := json.Marshal(goals)
	require.NoError(t, err)
	require.Contains(t, string(data), `"reach the exit"`)
	var back []mission.Goal
	require.NoError(t, json.Unmarshal(data, &back))
	if diff := cmp.Diff(goals, back); diff != "" {
		t.Errorf("goals after JSON (-want +got):\n%s", diff)
	}
	_, err = json.Marshal(mission.Goal{Kind: 9})
	require.Error(t, err)
}

// A Mission round-trips through JSON (the package doc: a Mission is read
// from its text form or from JSON).
func TestMissionJSON(t *testing.T) {
	m := valid(t)
	m.Survivors = cards(3)
	m.Players = 2
	m.ObjectiveXP = 3
	m.Xenos = []mission.Xenos{{Zone: 1, Kind: xeno.Hunter, Count: 2}}
	m.Difficulty = "medium"
	m.SetAside = []string{"Flamethrower"}
	data, err := json.Marshal(m)
	require.NoError(t, err)
	var back mission.Mission
	require.NoError(t, json.Unmarshal(data, &back), "%s", data)
	require.NoError(t, back.Validate())
	require.Equal(t, m.Map.Format(), back.Map.Format())
	if diff := cmp.Diff(m, back, cmp.Comparer(func(a, b *zone.Map) bool { return a.Format() == b.Format() })); diff != "" {
		t.Errorf("mission after JSON (-want +got):\n%s", diff)
	}
}

// Regression: Validate added up the Xenos of each kind in an int that
// could wrap around: a second group of math.MaxInt-5 Workers after 10 made
// the total negative, under the box's 35, and the mission passed; invader.New
// then put uint8(math.MaxInt-5) = 250 Workers in a zone.
func TestValidate_XenoCountOverflow(t *testing.T) {
	m := valid(t)
	m.Xenos = []mission.Xenos{
		{Zone: 0, Kind: xeno.Worker, Count: 10},
		{Zone: 1, Kind: xeno.Worker, Count: math.MaxInt - 5},
	}
	require.Error(t, m.Validate(), "%d Workers for a box of 35", uint(10)+uint(math.MaxInt-5))
}

// Regression: xeno.Counts holds at most 255 Xenos of a kind on a zone
// (uint8); a catalogue with a larger Supply used to pass and let a mission
// place 300 Workers in a zone, stored as 44. Catalogues are now capped at
// xeno.MaxSupply, so no zone can overflow.
func TestValidate_SupplyFitsCounts(t *testing.T) {
	m := valid(t)
	m.Catalog = slices.Clone(xeno.Invader)
	m.Catalog[xeno.Worker].Supply = 1000
	require.Error(t, m.Validate(), "a Supply above xeno.MaxSupply = %d", xeno.MaxSupply)
	m.Catalog[xeno.Worker].Supply = xeno.MaxSupply
	m.Xenos = []mission.Xenos{{Zone: 0, Kind: xeno.Worker, Count: 300}}
	require.Error(t, m.Validate(), "300 Xenos for a box of %d", xeno.MaxSupply)
}

// Every built-in mission, triggers and forced doors included, round-trips
// through JSON and still validates: JSON is a mission format as much as
// the text one.
func TestBuiltinJSON(t *testing.T) {
	for _, id := range mission.Builtins() {
		t.Run(id, func(t *testing.T) {
			m, err := mission.Builtin(id)
			require.NoError(t, err)
			data, err := json.Marshal(m)
			require.NoError(t, err)
			var back mission.Mission
			require.NoError(t, json.Unmarshal(data, &back), "%s", data)
			require.NoError(t, back.Validate())
			if diff := cmp.Diff(m, back, cmp.Comparer(func(a, b *zone.Map) bool { return a.Format() == b.Format() })); diff != "" {
				t.Errorf("%s after JSON (-want +got):\n%s", id, diff)
			}
			require.Equal(t, mission.Format(m), mission.Format(back))
		})
	}
}

// Check asks more than Validate: Objectives and an Exit the Survivors can
// reach, triggers that name what the mission has. invader.New asks only
// for Validate, so rule tests may wall tokens off.
func TestCheck(t *testing.T) {
	m := valid(t)
	require.NoError(t, m.Check())
	walled := m
	walled.Goals = []mission.Goal{{Kind: mission.TakeAllObjectives}}
	walled.Map = zone.MustParse(`
+--+--+
|s |c |
+--+--+

s: corridor start
c: corridor objective
`)
	require.NoError(t, walled.Validate())
	require.ErrorContains(t, walled.Check(), `objective o0 in zone "c" cannot be reached`)

	for _, tr := range []mission.Trigger{
		{Cause: mission.ObjectiveTaken, Color: zone.Purple, Effect: mission.GiveXP, N: 1},
		{Cause: mission.ObjectiveTaken, Effect: mission.UnlockDoors, Arg: zone.Green},
		{Cause: mission.ObjectiveTaken, Effect: mission.ActivateSpawns, Arg: zone.Purple},
	} {
		bad := m
		bad.Triggers = []mission.Trigger{tr}
		require.NoError(t, bad.Validate(), "%v", tr)
		require.Error(t, bad.Check(), "%v names what the map lacks", tr)
	}
	// Nothing set aside: the prototype effect has nothing to hand out.
	bare := m
	bare.Equipment = []equipment.Entry{{Card: equipment.CattleProd, Count: 1, Group: equipment.Start}}
	bare.Triggers = []mission.Trigger{{Cause: mission.ObjectiveTaken, Effect: mission.GivePrototype}}
	require.ErrorContains(t, bare.Check(), "no card set aside")
	bare.SetAside = nil
	bare.Equipment = append(bare.Equipment, equipment.Entry{Card: equipment.CattleProd, Count: 1, Group: equipment.Deck})
	bare.SetAside = []string{equipment.CattleProd.Name}
	require.NoError(t, bare.Check(), "a deck card set aside")
}

// Seed 002: 2nd Edition's red cards of the yellow crates are set aside
// like Prototypes, and the prototype effect hands them out.
func TestCratesAreHandedOutSeed002(t *testing.T) {
	m, err := mission.Builtin("Z1")
	require.NoError(t, err)
	m.Triggers = []mission.Trigger{{Cause: mission.ObjectiveTaken, Effect: mission.GivePrototype}}
	require.NoError(t, m.Check(), "zombicide2's crates are there to hand out")
	m.Equipment = slices.DeleteFunc(m.EquipmentCards(), func(e equipment.Entry) bool { return e.Group == equipment.Crate })
	require.ErrorContains(t, m.Check(), "no card set aside")
}

// A map may start with more Mold tokens than the box's 15 (component
// list, pp.3-4): the rulebook sets no limit (docs/RULINGS.md, "Mold"); a
// game started with the LimitMoldTokens house rule refuses it.
func TestValidate_MoldTokens(t *testing.T) {
	var row, legend strings.Builder
	row.WriteString("|")
	for i := range 17 {
		name := fmt.Sprintf("c%c", 'a'+i)
		row.WriteString(name + ".")
		words := " mold=inactive"
		if i == 16 {
			words = " start objective"
		}
		legend.WriteString(name + ": corridor" + words + "\n")
	}
	line := "+" + strings.Repeat("--+", 17)
	board := line + "\n" + strings.TrimSuffix(row.String(), ".") + "|\n" + line + "\n\n" + legend.String()
	m := mission.Mission{Map: parse(t, board), Goals: []mission.Goal{{Kind: mission.TakeAllObjectives}}}
	require.NoError(t, m.Validate(), "16 Mold tokens")
}

// SetAside counts copies across the list: two deck entries of one card
// give up only as many copies as SetAside names; Validate still checks
// the list as written.
func TestSetAsideAcrossEntries(t *testing.T) {
	prod := equipment.CattleProd
	m := valid(t)
	m.Equipment = []equipment.Entry{
		{Card: prod, Count: 1, Group: equipment.Start},
		{Card: prod, Count: 2, Group: equipment.Deck},
		{Card: prod, Count: 2, Group: equipment.Deck},
	}
	m.SetAside = []string{prod.Name, prod.Name, prod.Name}
	require.NoError(t, m.Validate())
	aside := 0
	for _, e := range m.EquipmentCards() {
		if e.Group == equipment.Prototype {
			aside += e.Count
		}
	}
	require.Equal(t, 3, aside, "three copies named, three set aside")
	m.Equipment = append(m.Equipment, equipment.Entry{Card: prod, Count: 0, Group: equipment.Deck})
	require.Error(t, m.Validate(), "an entry of 0 copies, whatever is set aside")
}

// A colour belongs only to "take COLOUR objectives", which needs one.
func TestGoalColour(t *testing.T) {
	m := valid(t)
	m.Goals = []mission.Goal{{Kind: mission.ReachExit, Color: zone.Red}}
	require.ErrorContains(t, m.Validate(), "a colour")
	m.Goals = []mission.Goal{{Kind: mission.TakeColorObjectives}}
	require.ErrorContains(t, m.Validate(), "colour neutral")
	require.Equal(t, []string{"easy", "medium", "hard"}, mission.Difficulties())
}
