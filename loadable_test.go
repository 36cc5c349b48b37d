package invader_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/xeno"
)

// A State that loads can always be played on (issue 26): each position
// below once loaded, from its text and from its save, and broke the game
// a step or two later (a game stuck with nothing legal, or a next State
// that no longer loads). Loading now refuses each, naming the field and
// why; the position next to it, which differs in the one fact at fault,
// loads and plays on. The save is the good position's, edited by edit.
func TestLoadRefusesUnplayable(t *testing.T) {
	allActivated := map[string]string{
		"Z1": "survivor Nadia s activated\nsurvivor Theo s activated\nsurvivor Rosa s activated\nsurvivor Viktor s activated\n",
		"M0": "survivor Cole s activated\nsurvivor Vivian s activated\nsurvivor Mitsuki s activated\n" +
			"survivor Magnus s activated\nsurvivor Jared s activated\nsurvivor Baraka s activated\n",
	}
	m3Activated := "survivor Cole s activated\nsurvivor Vivian s activated\nsurvivor Mitsuki s activated\n" +
		"survivor Magnus s activated\nsurvivor Jared s activated\n"
	m3Drawn := "survivor Cole r5 activated\nsurvivor Vivian r5 activated\nsurvivor Mitsuki r5 activated drawn=Flamethrower\n" +
		"survivor Magnus s activated\nsurvivor Jared c5 activated"
	vivianLeads := "survivor Vivian s xp=43 orange=0 red=0\n" // Born leader, her first Red Skill (p.53)
	for _, tt := range []struct {
		name      string
		good, bad string // positions
		edit      func(js map[string]any)
		line      int    // of bad, at fault
		want      string // in both errors
	}{
		{
			name: "a Spawn Zone's Xeno card in the Players' Phase, everyone activated (Z1)",
			good: "mission Z1\nrules externalChance\nround 5\nphase xenos\n" + allActivated["Z1"] + "chance kind=\"xeno card\" who=0",
			bad:  "mission Z1\nrules externalChance\nround 5\n" + allActivated["Z1"] + "chance kind=\"xeno card\" who=0",
			edit: func(js map[string]any) { js["phase"] = "players" },
			line: 8, want: "the Xenos' Phase",
		},
		{
			name: "a Spawn Zone's Xeno card in the Players' Phase, everyone activated (M0)",
			good: "mission M0\nrules externalChance\nround 3\nphase xenos\n" + allActivated["M0"] + "chance kind=\"xeno card\" who=0",
			bad:  "mission M0\nrules externalChance\nround 3\n" + allActivated["M0"] + "chance kind=\"xeno card\" who=0",
			edit: func(js map[string]any) { js["phase"] = "players" },
			line: 10, want: "the Xenos' Phase",
		},
		{
			name: "a Spawn Zone's Xeno card in a Survivor's Turn (M0)",
			good: "mission M0\nrules externalChance\nphase xenos\n" + allActivated["M0"] + "chance kind=\"xeno card\" who=0",
			bad:  "mission M0\nrules externalChance\nturn active=Cole actions=1 acted\n" + allActivated["M0"] + "chance kind=\"xeno card\" who=0",
			edit: func(js map[string]any) {
				js["phase"] = "players"
				js["turn"].(map[string]any)["active"] = 0
				js["turn"].(map[string]any)["actions"] = 1
				js["turn"].(map[string]any)["acted"] = true
			},
			line: 10, want: "the Xenos' Phase",
		},
		{
			name: "a dark room's Zombie card between two Turns (Z1)",
			good: "mission Z1\nrules externalChance\nround 5\nturn active=Viktor actions=1 acted\n" + allActivated["Z1"] + "chance kind=\"xeno card\" who=11",
			bad:  "mission Z1\nrules externalChance\nround 5\n" + allActivated["Z1"] + "chance kind=\"xeno card\" who=11",
			edit: func(js map[string]any) { js["turn"].(map[string]any)["active"] = -1 },
			line: 8, want: "between two Turns",
		},
		{
			name: "a Born leader's Actions with no Born leader in play (M0)",
			good: "mission M0\n" + vivianLeads + "survivor Cole s bonus=2",
			bad:  "mission M0\nsurvivor Cole s bonus=6",
			edit: func(js map[string]any) { survivors(js)[1].(map[string]any)["red"] = 1 },
			line: 2, want: "Born leader",
		},
		{
			name: "more Actions than a Born leader gives before a Turn (M0)",
			good: "mission M0\n" + vivianLeads + "survivor Cole s bonus=2",
			bad:  "mission M0\n" + vivianLeads + "survivor Cole s bonus=3",
			edit: func(js map[string]any) { survivors(js)[0].(map[string]any)["bonus"] = 3 },
			line: 3, want: "Born leader",
		},
		{
			name: "more Actions than a Born leader gives after a Turn (M0)",
			good: "mission M0\n" + vivianLeads + "survivor Cole s activated bonus=1",
			bad:  "mission M0\n" + vivianLeads + "survivor Cole s activated bonus=2",
			edit: func(js map[string]any) { survivors(js)[0].(map[string]any)["bonus"] = 2 },
			line: 3, want: "Born leader",
		},
		{
			name: "an Ultrared Skill owed to a Survivor that never reached Red (M0)",
			good: "mission M0\nrules ultrared\nsurvivor Cole s xp=20 orange=0 red=0 ultra owed=[1 0]",
			bad:  "mission M0\nrules ultrared\nsurvivor Cole s owed=[1 0]",
			edit: func(js map[string]any) { survivors(js)[0].(map[string]any)["ultra"] = false },
			line: 3, want: "Ultrared",
		},
		{
			name: "an Ultrared Skill gained by a Survivor that never reached Red (M0)",
			good: "mission M0\nrules ultrared\nsurvivor Cole s xp=20 orange=0 ultra extra=[Lucky]",
			bad:  "mission M0\nrules ultrared\nsurvivor Cole s xp=20 orange=0 extra=[Lucky]",
			edit: func(js map[string]any) { survivors(js)[0].(map[string]any)["ultra"] = false },
			line: 3, want: "Ultrared",
		},
		{
			// Found by TestLoadMutants: a Xenos' Phase's position with the
			// phase and chance lines of a game being set up. Dealing the
			// last card began round 1 with the Xenos' steps still queued.
			name: "a Xenos' Phase under way at setup (M0)",
			good: "mission M0\nrules externalChance\nround 0\nphase setup\nchance kind=deal who=1",
			bad:  "mission M0\nrules externalChance\nround 0\nphase setup\nchance kind=deal who=1\nsurvivor Cole s activated",
			edit: func(js map[string]any) { survivors(js)[0].(map[string]any)["activated"] = true },
			line: 4, want: "setup only deals",
		},
		{
			// Found by TestLoadMutants: the card Vivian keeps opens a
			// Reorganize, in Cole's Turn.
			name: "a Search's card for a Survivor not taking its Turn (M1)",
			good: "mission M1\nrules externalChance\nround 5\nturn active=Cole actions=2 acted searched searching\nchance kind=\"equipment card\" who=0\n" +
				"survivor Cole r1 activated\nsurvivor Vivian c1 activated",
			bad: "mission M1\nrules externalChance\nround 5\nturn active=Cole actions=2 acted searched searching\nchance kind=\"equipment card\" who=1\n" +
				"survivor Cole r1 activated\nsurvivor Vivian c1 activated",
			edit: func(js map[string]any) { js["chance"].(map[string]any)["who"] = 1 },
			line: 5, want: "not taking its Turn",
		},
		{
			// Found by TestLoadMutants: the Xenos of c1 attack, nobody is
			// there to take the wound, and Vivian's free Discard was the
			// only legal action; then nothing was. (Found again with
			// nobody to wound and no wound to place: the attack step
			// looked for its victim and panicked.)
			name: "a Xenos' attack with nobody in their zone (M1)",
			good: "mission M1\nround 5\nphase xenos\n" + woundIn("c1", "attack", "wound"),
			bad:  "mission M1\nround 5\nphase xenos\n" + woundIn("s", "attack", "wound"),
			edit: func(js map[string]any) { survivors(js)[1].(map[string]any)["zone"] = 0 },
			line: 9, want: "where no Survivor stands",
		},
		{
			// Found by TestLoadMutants: M6's Xenos' Phase, its wound
			// placed, Mitsuki alive and not activated: the State asked
			// for her activation, then ran the Xenos' steps in her Turn.
			name: "a Xenos' Phase waiting for no decision (M1)",
			good: "mission M1\nround 5\nphase xenos\n" + woundIn("c1", "attack", "wound"),
			bad:  "mission M1\nround 5\nphase xenos\n" + woundIn("c1", "attack", "none"),
			edit: func(js map[string]any) { js["waiting"].(map[string]any)["for"] = "none" },
			line: 3, want: "waiting for no decision",
		},
		{
			name: "a wound to place with no attack under way (M1)",
			good: "mission M1\nround 5\nphase xenos\n" + woundIn("c1", "attack", "wound"),
			bad:  "mission M1\nround 5\nphase xenos\n" + woundIn("c1", "move", "wound"),
			edit: func(js map[string]any) { js["queue"].([]any)[0].(map[string]any)["step"] = "move" },
			line: 11, want: "no Xenos' attack under way",
		},
		{
			// A split with no Xenos to split: only free Discards were legal.
			name: "a split with no move step under way (M1)",
			good: "mission M1\nround 5\nphase xenos\n" + woundIn("c1", "attack", "wound"),
			bad:  "mission M1\nround 5\nphase xenos\n" + woundIn("c1", "attack", "split"),
			edit: func(js map[string]any) { js["waiting"].(map[string]any)["for"] = "split" },
			line: 11, want: "no Xenos' move step under way",
		},
		{
			// The split's move step, but no Xenos to split: only free
			// Discards were legal.
			name: "a split with no Xenos to split (M1)",
			good: "mission M1\nround 5\nphase xenos\n" + woundIn("c1", "attack", "wound"),
			bad:  "mission M1\nround 5\nphase xenos\n" + woundIn("c1", "move", "split"),
			edit: func(js map[string]any) {
				js["queue"].([]any)[0].(map[string]any)["step"] = "move"
				js["waiting"].(map[string]any)["for"] = "split"
			},
			line: 11, want: "no legal action but free Discards",
		},
		{
			// Found by TestLoadMutants (CI): a Xenos' Phase's queue, Spawn
			// step and all, under a Players' Phase line; splitting the
			// Xenos drew a Spawn Zone's card in the Players' Phase, a
			// State that no longer loaded.
			name: "a Spawn token's step queued in the Players' Phase (M3)",
			good: "mission M3\nrules externalChance\nround 3\nphase xenos\n" + m3Activated + "chance kind=\"xeno card\" who=0\n" +
				"queue step=spawn kinds=0 zone=0 kind=0 begun=false fresh=false left=0 arg=1",
			bad: "mission M3\nrules externalChance\nround 3\nturn active=Jared actions=1 acted\n" + m3Activated +
				"queue step=spawn kinds=0 zone=0 kind=0 begun=false fresh=false left=0 arg=1",
			edit: func(js map[string]any) {
				js["phase"] = "players"
				js["turn"].(map[string]any)["active"] = 4
				js["turn"].(map[string]any)["actions"] = 1
				js["turn"].(map[string]any)["acted"] = true
				js["chance"] = map[string]any{"kind": "none"}
			},
			line: 10, want: "a spawn step for Spawn token 1",
		},
		{
			// Found by TestLoadMutants: Mitsuki's card waiting for her Keep
			// in Jared's Turn; keeping it opened her Reorganize there.
			name: "a card drawn by a Survivor not taking its Turn (M3)",
			good: "mission M3\nround 2\nturn active=Mitsuki actions=1 acted searched searching\n" + m3Drawn,
			bad:  "mission M3\nround 2\nturn active=Jared actions=1 acted searched searching\n" + m3Drawn,
			edit: func(js map[string]any) { js["turn"].(map[string]any)["active"] = 4 },
			line: 6, want: "who is not taking its Turn",
		},
		{
			// Found by TestLoadMutants: a Spawn Zone's card drawn with an
			// attack step under way; the Walkers it activated went before
			// the attack, whose wound then had no attack to come from.
			name: "a Spawn Zone's card drawn before the Xenos have activated (M3)",
			good: "mission M3\nrules externalChance\nround 3\nphase xenos\n" + m3Activated + "chance kind=\"xeno card\" who=0\n" +
				"queue step=spawn kinds=0 zone=0 kind=0 begun=false fresh=false left=0 arg=1",
			bad: "mission M3\nrules externalChance\nround 3\nphase xenos\n" + m3Activated + "chance kind=\"xeno card\" who=0\n" +
				"queue step=move kinds=1 zone=0 kind=0 begun=false fresh=false left=0 arg=0\n" +
				"queue step=spawn kinds=0 zone=0 kind=0 begun=false fresh=false left=0 arg=1",
			edit: func(js map[string]any) {
				q := js["queue"].([]any)
				move := map[string]any{}
				for k, v := range q[0].(map[string]any) {
					move[k] = v
				}
				move["step"], move["kinds"], move["arg"] = "move", 1, 0
				js["queue"] = append([]any{move}, q...)
			},
			line: 11, want: "the Xenos activate before they spawn",
		},
		{
			name: "round 0 after the setup (M0)",
			good: "mission M0\nround 1",
			bad:  "mission M0\nround 0",
			edit: func(js map[string]any) { js["round"] = 0 },
			line: 2, want: "round 0 is the setup's",
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			good, err := invader.ParsePosition(tt.good)
			require.NoError(t, err, "the position next to the bad one")
			invadertest.CheckInvariants(t, good)
			_, err = invader.ParsePosition(tt.bad)
			var pe *invader.PositionError
			require.ErrorAs(t, err, &pe, "ParsePosition accepted:\n%s", tt.bad)
			require.Equal(t, tt.line, pe.Line, "%v", err)
			require.Contains(t, err.Error(), tt.want)

			var js map[string]any
			require.NoError(t, json.Unmarshal(stateJSON(t, good), &js))
			tt.edit(js)
			data, err := json.Marshal(js)
			require.NoError(t, err)
			var s invader.State
			err = json.Unmarshal(data, &s)
			require.Error(t, err, "UnmarshalJSON accepted the edited save:\n%s", s.Position())
			require.Contains(t, err.Error(), tt.want)
		})
	}
}

// woundIn is M1's Survivors, all activated, Vivian with a card in zone z,
// the Xenos' Phase at a step of kind step (attack: the Worker in c1
// attacks), waiting for the players' decision wait (wound: who takes the
// wound).
func woundIn(z, step, wait string) string {
	return "survivor Cole c4 activated\nsurvivor Vivian " + z + " activated hand1=\"Cattle Prod\"\n" +
		"survivor Magnus s activated\nsurvivor Jared c2 activated\nxenos c1 worker=1\n" +
		"queue step=" + step + " kinds=15 zone=1 kind=0 begun fresh=false left=1 arg=0\n" +
		"queue step=spawn kinds=0 zone=0 kind=0 begun=false fresh=false left=0 arg=0\nwaiting for=" + wait
}

// A mission's texts must come back from its save and a position as they
// were (issue 26): New refuses texts that are not valid UTF-8 (JSON writes
// U+FFFD for them) and a Xeno kind whose word (the first of its name, by
// which positions name it) is no word or is another kind's; so does the
// loader of a save.
func TestNewRefusesTextsThatDoNotComeBack(t *testing.T) {
	for _, tt := range []struct {
		name, want string
		edit       func(m *mission.Mission)
	}{
		{"an ID", "UTF-8", func(m *mission.Mission) { m.ID = "M1\xff" }},
		{"a title", "UTF-8", func(m *mission.Mission) { m.Title = "Gathering\xc3" }},
		{"a Survivor", "UTF-8", func(m *mission.Mission) { m.Survivors = slices.Clone(m.Cards()); m.Survivors[0].Name = "Co\xffle" }},
		{"an Equipment card", "UTF-8", func(m *mission.Mission) {
			m.Equipment = slices.Clone(m.EquipmentCards())
			m.Equipment[0].Card.Name += "\xff"
		}},
		{"a Xeno kind with a line break", "is no word", func(m *mission.Mission) {
			m.Catalog = slices.Clone(m.Kinds())
			m.Catalog[0].Name = "Wor\nker"
		}},
		{"two Xeno kinds by one word", "two Xeno kinds", func(m *mission.Mission) {
			m.Catalog = slices.Clone(m.Kinds())
			m.Catalog[1].Name = "Worker Tank"
		}},
	} {
		m, err := mission.Builtin("M1")
		require.NoError(t, err)
		tt.edit(&m)
		_, err = invader.New(m, invader.Seed(1))
		require.ErrorContains(t, err, tt.want, tt.name)
	}
	var js map[string]any
	require.NoError(t, json.Unmarshal(stateJSON(t, start(t, coreMission(t, 1))), &js))
	kinds, err := json.Marshal(xeno.Invader)
	require.NoError(t, err)
	kinds = bytes.Replace(kinds, []byte(`"Tank"`), []byte(`"Hunter Tank"`), 1)
	js["mission"].(map[string]any)["catalog"] = json.RawMessage(kinds)
	data, err := json.Marshal(js)
	require.NoError(t, err)
	var s invader.State
	err = json.Unmarshal(data, &s)
	require.ErrorContains(t, err, `two Xeno kinds go by the word "hunter"`)
}
