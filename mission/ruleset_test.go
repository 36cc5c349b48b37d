package mission_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zombicide2"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// secondEdition is valid(t) under the 2nd Edition ruleset (seed 002).
func secondEdition(t testing.TB) mission.Mission {
	m := valid(t)
	m.Ruleset = mission.SecondEdition
	return m
}

// The rulesets' names, in the text form and JSON (issue 18; seed 002 for
// 2nd Edition): Invader is the zero value.
func TestRulesetNames(t *testing.T) {
	var zero mission.Ruleset
	require.Equal(t, mission.Invader, zero, "the zero Ruleset is Invader")
	require.Equal(t, []mission.Ruleset{mission.Invader, mission.SecondEdition}, mission.Rulesets())
	for r, name := range map[mission.Ruleset]string{mission.Invader: "invader", mission.SecondEdition: "2e", 9: "Ruleset(9)"} {
		require.Equal(t, name, r.String())
	}
	for _, r := range mission.Rulesets() {
		text, err := r.MarshalText()
		require.NoError(t, err)
		var back mission.Ruleset
		require.NoError(t, back.UnmarshalText(text))
		require.Equal(t, r, back)
	}
	_, err := mission.Ruleset(9).MarshalText()
	require.ErrorContains(t, err, "cannot marshal Ruleset(9): want invader or 2e")
	var r mission.Ruleset
	require.ErrorContains(t, r.UnmarshalText([]byte("3e")), `unknown ruleset "3e": want invader or 2e`)
	require.ErrorContains(t, json.Unmarshal([]byte(`"Invader"`), &r), `unknown ruleset "Invader"`, "names are lower case")
	require.ErrorContains(t, json.Unmarshal([]byte(`1`), &r), "cannot unmarshal number", "a ruleset is a string in JSON")
}

// With its fields nil, a 2nd Edition mission plays with zombicide2's
// data (seed 002): its zombies, Zombie deck, Equipment and Survivors; an
// Invader mission with Invader's, as before; a field given wins.
func TestDefaultsByRuleset(t *testing.T) {
	m := secondEdition(t)
	require.Equal(t, zombicide2.Zombies(), m.Kinds())
	require.Equal(t, zombicide2.ZombieDeck(), m.XenoDeck())
	require.Equal(t, zombicide2.Equipment(), m.EquipmentCards())
	require.Equal(t, zombicide2.Survivors(), m.Cards())
	require.NoError(t, m.Check())

	inv := valid(t)
	require.Equal(t, xeno.Invader, inv.Kinds())
	require.Equal(t, spawn.Invader(), inv.XenoDeck())
	require.Equal(t, equipment.Core(), inv.EquipmentCards())
	require.Equal(t, survivor.Base(), inv.Cards())

	given := secondEdition(t)
	given.Survivors = zombicide2.Survivors()[4:]
	given.Equipment = zombicide2.Equipment()[:4]
	require.Equal(t, zombicide2.Survivors()[4:], given.Cards())
	require.Equal(t, zombicide2.Equipment()[:4], given.EquipmentCards())
	require.NoError(t, given.Validate())

	// SetAside takes its cards from the ruleset's deck.
	aside := secondEdition(t)
	aside.SetAside = []string{"Chainsaw"}
	require.NoError(t, aside.Validate())
	aside.SetAside = []string{"Flamethrower"} // Invader's, not in 2nd Edition's deck
	require.ErrorContains(t, aside.Validate(), `"Flamethrower": 1 more copies than the deck holds`)
}

// Validate by ruleset (seed 002 for 2nd Edition): the Equipment groups
// each ruleset's cards come in (2nd Edition's red cards handed out by
// crates, Invader's Oxygen Tanks and Machines), its Survivors' cards (2nd
// Edition's are adults or children, a child starting with Slippery), and
// a ruleset that is none.
func TestValidate_ByRuleset(t *testing.T) {
	crate := equipment.Entry{Card: equipment.Card{Name: "Ma's Shotgun", Slot: equipment.Hand}, Count: 1, Group: equipment.Crate}
	oxygen := equipment.Entry{Card: equipment.Card{Name: "Oxygen Tank", Slot: equipment.Body}, Count: 1, Group: equipment.Oxygen}
	child := zombicide2.Survivors()[4]
	child.Blue = survivor.Skill{Kind: survivor.Medic}
	tests := []struct {
		name string
		edit func(*mission.Mission)
		want string // "" for valid
	}{
		{"2e: a crate card, seed 002", func(m *mission.Mission) {
			m.Ruleset, m.Equipment = mission.SecondEdition, append(zombicide2.Equipment(), crate)
		}, ""},
		{"invader: no crates (seed 002's are 2nd Edition's)", func(m *mission.Mission) {
			m.Equipment = append(equipment.Core(), crate)
		}, "group 5 is not one of the invader ruleset's: want 0 (deck), 1 (start), 2 (prototype), 3 (oxygen), 4 (machine)"},
		{"2e: no Oxygen Tanks, seed 002", func(m *mission.Mission) {
			m.Ruleset, m.Equipment = mission.SecondEdition, append(zombicide2.Equipment(), oxygen)
		}, "group 3 is not one of the 2e ruleset's: want 0 (deck), 1 (start), 2 (prototype), 5 (crate)"},
		{"2e: the Machines' cards of the core box, seed 002", func(m *mission.Mission) {
			m.Ruleset, m.Equipment = mission.SecondEdition, equipment.Core()
		}, "is not one of the 2e ruleset's"},
		{"invader: Oxygen Tanks", func(m *mission.Mission) { m.Equipment = append(equipment.Core(), oxygen) }, ""},
		{"2e: a Soldier, seed 002", func(m *mission.Mission) {
			m.Ruleset, m.Survivors = mission.SecondEdition, survivor.Base()[:1]
		}, "class soldier: want adult or child (seed 002)"},
		{"2e: a child without Slippery, seed 002", func(m *mission.Mission) {
			m.Ruleset, m.Survivors = mission.SecondEdition, []survivor.Card{child}
		}, "a child starts with Slippery"},
		{"invader: 2nd Edition's Survivors are cards like any", func(m *mission.Mission) { m.Survivors = zombicide2.Survivors() }, ""},
		{"2e: zombicide2's Survivors, seed 002", func(m *mission.Mission) {
			m.Ruleset, m.Survivors = mission.SecondEdition, zombicide2.Survivors()[:2]
		}, ""},
		{"no such ruleset", func(m *mission.Mission) { m.Ruleset = 7 }, "mission: ruleset 7: want invader or 2e"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := valid(t)
			tt.edit(&m)
			err := m.Validate()
			if tt.want == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorContains(t, err, tt.want)
		})
	}
}

// Check by ruleset (seed 002): a 2nd Edition map has no Oxygen, Airlock
// or Security Room, no planet outside (its streets are corridors), no
// Mold and no Machine, which its rules know nothing of; Validate lets
// rule tests draw them, Check does not let a mission have them. Invader
// missions keep every one.
func TestCheck_SecondEditionBoard(t *testing.T) {
	small := zonetest.SmallMission
	tests := []struct{ name, board, zone, want string }{
		{"airlock", `
+--+--+--+--+
|s .c Da oe |
+--+--+--+--+

s: corridor start exit
c: corridor
a: room airlock objective
e: exterior
`, "a", "is airlock"},
		{"exterior", `
+--+--+--+
|s .c |e |
+--+oo+--+
   |r |
   +--+

s: corridor start exit
c: corridor
r: room objective
e: exterior
`, "e", "is an exterior zone: streets are corridors"},
		{"security", replaceLegend(small, "r: room objective security"), "r", "is security"},
		{"oxygen", replaceLegend(small, "r: room objective oxygen"), "r", "is oxygen"},
		{"mold", replaceLegend(small, "c: corridor exit mold=inactive"), "c", "has Mold"},
		{"a machine", replaceLegend(small, "c: corridor exit bot"), "c", "holds a bot"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := valid(t)
			m.Map = parse(t, tt.board)
			require.NoError(t, m.Check(), "under Invader")
			m.Ruleset = mission.SecondEdition
			require.NoError(t, m.Validate(), "Validate lets rule tests draw it")
			require.ErrorContains(t, m.Check(), `zone "`+tt.zone+`" `+tt.want+", which the 2e ruleset does not have")
		})
	}
}

// replaceLegend replaces the legend line of the zone line names (its
// label, before the colon) in board by line.
func replaceLegend(board, line string) string {
	label, _, _ := strings.Cut(line, ":")
	lines := strings.Split(board, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, label+":") {
			lines[i] = line
		}
	}
	return strings.Join(lines, "\n")
}

// The text form's "ruleset:" line (seed 002 for 2e): left out for
// Invader, so that every older text reads and writes as it did; the
// names of the "survivors:" line are the ruleset's Survivors, whichever
// line comes first; errors say where.
func TestRulesetText(t *testing.T) {
	text := "ruleset: 2e\nsurvivors: Nadia Pip\ngoal: take all objectives\n" + tinyMap
	m, err := mission.Parse(text)
	require.NoError(t, err)
	require.Equal(t, mission.SecondEdition, m.Ruleset)
	require.Equal(t, []string{"Nadia", "Pip"}, names(m.Cards()))
	out := mission.Format(m)
	require.Contains(t, out, "ruleset: 2e\n")
	back, err := mission.Parse(out)
	require.NoError(t, err)
	require.Equal(t, out, mission.Format(back))
	if diff := cmp.Diff(m, back, cmp.Comparer(func(a, b *zone.Map) bool { return a.Format() == b.Format() })); diff != "" {
		t.Errorf("after Format and Parse (-want +got):\n%s", diff)
	}

	// The order of the header lines does not matter.
	later, err := mission.Parse("survivors: Nadia Pip\ngoal: take all objectives\nruleset: 2e\n" + tinyMap)
	require.NoError(t, err)
	require.Equal(t, mission.Format(m), mission.Format(later))

	// Invader: written by no line, and "ruleset: invader" reads as none.
	inv, err := mission.Parse("ruleset: invader\ngoal: take all objectives\n" + tinyMap)
	require.NoError(t, err)
	require.Equal(t, mission.Invader, inv.Ruleset)
	require.NotContains(t, mission.Format(inv), "ruleset")
	for _, id := range mission.BuiltinsOf(mission.Invader) {
		m, err := mission.Builtin(id)
		require.NoError(t, err)
		require.NotContains(t, mission.Format(m), "ruleset:", id)
	}
}

func names(cs []survivor.Card) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name)
	}
	return out
}

// The errors of the "ruleset:" line, and of Survivors of another ruleset,
// with their line and column (seed 002 for 2e).
func TestRulesetTextErrors(t *testing.T) {
	tests := []struct {
		name, text, msg string
		line, col       int
	}{
		{"unknown ruleset", "id: X\nruleset: 3e\n", `ruleset "3e": want invader or 2e`, 2, 10},
		{"two ruleset lines", "ruleset: 2e\nid: X\nruleset: invader\n", "a second ruleset line (the first is line 1)", 3, 1},
		{"a 2e Survivor under Invader", "survivors: Cole Nadia\n", `no core Survivor "Nadia"`, 1, 12},
		{"an Invader Survivor under 2e", "ruleset: 2e\nsurvivors: Nadia Cole\n", `no 2nd Edition Survivor (seed 002) "Cole"`, 2, 12},
		{"a Spoiler under 2e", "ruleset: 2e\nxenos: c spoiler 1\n", `xenos "c spoiler 1": unknown zone or kind`, 2, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := mission.Parse(tt.text + "goal: take all objectives\n" + tinyMap)
			var pe *mission.ParseError
			require.True(t, errors.As(err, &pe), "Parse = %v, want a *ParseError", err)
			require.Contains(t, pe.Msg, tt.msg)
			require.Equal(t, [2]int{tt.line, tt.col}, [2]int{pe.Line, pe.Column}, "%v", err)
		})
	}
	// 2nd Edition's zombies by their words: walker, runner, brute, and
	// the Abominations' first words.
	m, err := mission.Parse("ruleset: 2e\ngoal: take all objectives\nxenos: c runner 2\nxenos: c patient 1\n" + tinyMap)
	require.NoError(t, err)
	require.Equal(t, []mission.Xenos{{Zone: 1, Kind: zombicide2.Runner, Count: 2}, {Zone: 1, Kind: zombicide2.PatientZero, Count: 1}}, m.Xenos)
	require.Contains(t, mission.Format(m), "xenos: c patient 1\n")
}

// A 2nd Edition map's problems point at the zone's legend line (seed 002).
func TestRulesetTextBoard(t *testing.T) {
	text := "ruleset: 2e\ngoal: take all objectives\n" + `map:
+--+--+--+
|s .c |r |
+--+--+--+

s: corridor start
c: corridor objective
r: room security
`
	_, err := mission.Parse(text)
	var pe *mission.ParseError
	require.True(t, errors.As(err, &pe), "Parse = %v", err)
	require.Equal(t, 10, pe.Line, "r's legend line: %v", err)
	require.Contains(t, pe.Msg, `zone "r" is security, which the 2e ruleset does not have`)
}

// JSON carries the ruleset by name under "ruleset", left out for Invader
// (seed 002 for 2e); an unknown name is refused, saying which.
func TestRulesetJSON(t *testing.T) {
	m := secondEdition(t)
	data, err := json.Marshal(m)
	require.NoError(t, err)
	require.Contains(t, string(data), `"ruleset":"2e"`)
	var back mission.Mission
	require.NoError(t, json.Unmarshal(data, &back))
	require.Equal(t, mission.SecondEdition, back.Ruleset)
	require.Equal(t, zombicide2.Survivors(), back.Cards())

	inv, err := json.Marshal(valid(t))
	require.NoError(t, err)
	require.NotContains(t, string(inv), "ruleset")

	bad := strings.Replace(string(data), `"ruleset":"2e"`, `"ruleset":"3e"`, 1)
	require.ErrorContains(t, json.Unmarshal([]byte(bad), &back), `unknown ruleset "3e": want invader or 2e`)
}

// Builtins lists every built-in mission, Z1, 2nd Edition's (seed 002),
// among them, so that what plays every built-in mission plays both
// rulesets; BuiltinsOf lists one ruleset's.
func TestBuiltinsByRuleset(t *testing.T) {
	invader := []string{"M0", "M1", "M2", "M3", "M4", "M5", "M6", "X1", "M11"}
	require.Equal(t, []string{"M0", "M1", "M2", "M3", "M4", "M5", "M6", "X1", "Z1", "M11"}, mission.Builtins())
	require.Equal(t, invader, mission.BuiltinsOf(mission.Invader))
	require.Equal(t, []string{"Z1"}, mission.BuiltinsOf(mission.SecondEdition))
	require.Empty(t, mission.BuiltinsOf(9))
	all := mission.Builtins()
	require.ElementsMatch(t, append(slices.Clone(invader), "Z1"), all)
	for _, id := range all {
		m, err := mission.Builtin(id)
		require.NoError(t, err, id)
		require.Contains(t, mission.BuiltinsOf(m.Ruleset), id, "%s is listed under its ruleset", id)
	}
	_, err := mission.Builtin("Z9")
	require.ErrorContains(t, err, `no built-in mission "Z9": want one of [M0 M1 M2 M3 M4 M5 M6 X1 Z1 M11]`)
}

// Z1 The Town Block (CONSTRUCTED; seed 002): a small 2nd Edition mission
// on a town block of our own: streets of corridors, two buildings of
// rooms behind doors, their Objectives in dark rooms, zombies from a
// street; four of zombicide2's Survivors for one player; playable
// (Check), every Objective worth 5 XP.
func TestBuiltinZ1(t *testing.T) {
	m, err := mission.Builtin("Z1")
	require.NoError(t, err)
	require.NoError(t, m.Check())
	require.Equal(t, mission.SecondEdition, m.Ruleset)
	require.Equal(t, []string{"Nadia", "Theo", "Rosa", "Viktor"}, names(m.Cards()))
	require.Equal(t, 1, max(m.Players, 1))
	require.Equal(t, 5, m.XPForObjective())
	require.Equal(t, []mission.Goal{{Kind: mission.TakeAllObjectives}, {Kind: mission.ReachExit}}, m.Goals)
	mp := m.Map
	require.Equal(t, 2, mp.NumBuildings())
	require.Len(t, mp.Objectives(), 2)
	for _, o := range mp.Objectives() {
		z := mp.Zone(o.Zone)
		require.True(t, mp.Building(o.Zone) >= 0 && z.Has(zone.Dark), "objective in %s: want a dark room of a building", z.Name)
	}
	for b := range mp.NumBuildings() {
		require.NotEmpty(t, mp.AppendBuildingDoors(nil, b), "building %d has a door to the street", b)
	}
	for _, s := range mp.Spawns() {
		require.Equal(t, zone.Corridor, mp.Zone(s.Zone).Kind, "spawns in the streets")
	}
	for z := range mp.Len() {
		info := mp.Zone(zone.ID(z))
		require.NotEqual(t, zone.Exterior, info.Kind, "%s: streets are corridors", info.Name)
		require.Equal(t, info.Kind == zone.Room, mp.Building(info.ID) >= 0, info.Name)
	}
	require.True(t, mp.Len() >= 12 && mp.Len() <= 16, "%d zones: small", mp.Len())
}
