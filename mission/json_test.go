package mission_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/internal/jsontest"
	"github.com/invaderengine/invader/machine"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zombicide2"
	"github.com/invaderengine/invader/zone"
)

// A Mission with every field set round-trips through JSON, under
// lowerCamelCase keys at every depth (the Map, Survivors, catalogues,
// decks, Goals, Xenos and Triggers included): the keys of a saved game
// have one style. Under Invader, the zero Ruleset, the "ruleset" key is
// left out, so that Invader missions' JSON is what it was before
// rulesets; under SecondEdition (seed 002) it is written, and every
// other field holds 2nd Edition data.
func TestMissionJSONKeys(t *testing.T) {
	for _, r := range mission.Rulesets() {
		t.Run(r.String(), func(t *testing.T) {
			m := allFields(t, r)
			data, err := json.Marshal(m)
			require.NoError(t, err)
			var back mission.Mission
			require.NoError(t, json.Unmarshal(data, &back), "%s", data)
			if diff := cmp.Diff(m, back, cmp.Comparer(func(a, b *zone.Map) bool { return a.Format() == b.Format() })); diff != "" {
				t.Errorf("mission after JSON (-want +got):\n%s", diff)
			}
			var omitted []string
			if r == mission.Invader {
				omitted = []string{"ruleset"}
			}
			jsontest.Keys[mission.Mission](t, data, omitted...)
			jsontest.Keys[mission.Goal](t, jsontest.Marshal(t, m.Goals[0]))
			jsontest.Keys[mission.Xenos](t, jsontest.Marshal(t, m.Xenos[0]))
			jsontest.Keys[mission.Trigger](t, jsontest.Marshal(t, m.Triggers[0]))
		})
	}
}

// allFields returns a valid Mission of ruleset r with every field set,
// to the ruleset's data.
func allFields(t *testing.T, r mission.Ruleset) mission.Mission {
	m := valid(t)
	m.Map = parse(t, `
+--+--+
|s .c |
+--+DD+
   |r |
   +--+

s: corridor start
c: corridor exit
r: room objective=red
`) // a door for the forced door
	m.Difficulty = "hard"
	m.Ruleset = r
	m.Players = 2
	m.Goals = []mission.Goal{{Kind: mission.TakeColorObjectives, Color: zone.Red}, {Kind: mission.ReachExit}}
	m.ObjectiveXP = 3
	m.Machines = slices.Clone(machine.Invader)
	m.Triggers = []mission.Trigger{{Cause: mission.ObjectiveTaken, Color: zone.Red, Effect: mission.GiveXP, Arg: zone.Green, N: 2}}
	m.ForcedDoors = []zone.DoorID{0}
	m.ExtraSpawns = []zone.ID{1}
	if r == mission.SecondEdition {
		m.Survivors = zombicide2.Survivors()[:3]
		m.Xenos = []mission.Xenos{{Zone: 1, Kind: zombicide2.Runner, Count: 2}}
		m.Catalog, m.Deck, m.Equipment = zombicide2.Zombies(), zombicide2.ZombieDeck(), zombicide2.Equipment()
		m.SetAside = []string{"Chainsaw"}
		return m
	}
	m.Survivors = cards(3)
	m.Xenos = []mission.Xenos{{Zone: 1, Kind: xeno.Hunter, Count: 2}}
	m.Catalog = slices.Clone(xeno.Invader)
	m.Deck = spawn.Invader()
	m.Equipment = equipment.Core()
	m.SetAside = []string{"Flamethrower"}
	return m
}

// FuzzUnmarshalJSON: a Mission's JSON decodes only to a valid Mission,
// which encodes and decodes back equal.
func FuzzUnmarshalJSON(f *testing.F) {
	for _, id := range []string{"M0", "Z1"} { // Z1: 2nd Edition, seed 002
		m, err := mission.Builtin(id)
		require.NoError(f, err)
		data, err := json.Marshal(m)
		require.NoError(f, err)
		f.Add(data)
	}
	f.Add([]byte(`{"map":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var m mission.Mission
		if json.Unmarshal(data, &m) != nil {
			return
		}
		if err := m.Validate(); err != nil {
			t.Fatalf("decoded a mission Validate refuses: %v", err)
		}
		out, err := json.Marshal(m)
		if err != nil {
			t.Fatalf("a decoded mission does not encode: %v", err)
		}
		var back mission.Mission
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("a re-encoded mission does not decode: %v", err)
		}
		again, _ := json.Marshal(back)
		if string(again) != string(out) {
			t.Fatalf("a mission's JSON changes on a round trip:\n%s\n%s", out, again)
		}
	})
}
