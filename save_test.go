package invader_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Saved games: the State's JSON form round-trips (doc.go "Notation and
// JSON": a saved game loads alone), and UnmarshalJSON refuses a doctored
// save with an error, never a panic. Every test that edits the keys of a
// save is here, so that a change of the save format is made in this file
// alone.

// jsonGame is a game with something in most parts of the State: cards
// dealt, Xenos, Noise, a door opened, a Turn under way, two players.
func jsonGame(t testing.TB) invader.State {
	m := newMission(t, notationBoard, plain("Ann"), plain("Bob"))
	m.Players = 2
	m.ObjectiveXP = 19
	put(&m, "c4", xeno.Worker, 2)
	s := start(t, m, invader.Seed(11), invader.Doors(invader.DoorCostsAction))
	s, _ = play(t, s, "Ann noise", "Ann open d0", "Ann move r")
	s, _ = play(t, s, "Bob noise")
	return s
}

// A saved game loads back to the same State, which saves to the same bytes
// and plays on as the original, step after step.
func TestStateJSONRoundTrip(t *testing.T) {
	s := jsonGame(t)
	for i := range 12 {
		b := stateJSON(t, s)
		var back invader.State
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("step %d: UnmarshalJSON of MarshalJSON: %v\n%s", i, err, b)
		}
		if back.Hash() != s.Hash() {
			t.Errorf("step %d: JSON round trip changed the Hash", i)
		}
		if diff := cmp.Diff(string(b), string(stateJSON(t, back))); diff != "" {
			t.Errorf("step %d: JSON round trip (-before +after):\n%s", i, diff)
		}
		if diff := cmp.Diff(notation(s, s.Legal()), notation(back, back.Legal())); diff != "" {
			t.Errorf("step %d: Legal() after the JSON round trip (-before +after):\n%s", i, diff)
		}
		legal := s.Legal()
		if len(legal) == 0 {
			break
		}
		a := legal[(i*3+1)%len(legal)]
		next, ev, err := s.Apply(a)
		require.NoError(t, err)
		nextBack, evBack, err := back.Apply(a)
		require.NoError(t, err, "the decoded State refuses %v", a)
		if nextBack.Hash() != next.Hash() || !cmp.Equal(ev, evBack) {
			t.Errorf("step %d: %v plays differently after a JSON round trip", i, a)
		}
		s = next
	}
}

// FuzzUnmarshalState: decoding never panics, and a decoded State can be
// played, hashed and encoded again.
func FuzzUnmarshalState(f *testing.F) {
	f.Add(stateJSON(f, jsonGame(f)))
	f.Add(stateJSON(f, start(f, newMission(f, notationBoard), invader.ExternalChance())))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var s invader.State
		if json.Unmarshal(data, &s) != nil {
			return
		}
		s.Hash()
		s.Pending()
		s.ChanceOutcomes()
		if !s.IsOver() && len(s.Legal()) == 0 {
			t.Fatalf("decoded a game in progress with no legal action: Pending() = %+v", s.Pending())
		}
		for _, a := range s.Legal() {
			s.FormatAction(a)
			next, _, err := s.Apply(a)
			if err != nil {
				t.Fatalf("decoded State refuses its legal action %v: %v", a, err)
			}
			if data, err := json.Marshal(next); err != nil || json.Unmarshal(data, &next) != nil {
				t.Fatalf("the State after %v does not save and load: %v", a, err)
			}
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatalf("MarshalJSON of a decoded State: %v", err)
		}
		var back invader.State
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("a re-encoded State does not decode: %v", err)
		}
		if back.Hash() != s.Hash() {
			t.Fatalf("JSON round trip of a decoded State changed its Hash")
		}
	})
}

// survivors returns the Survivors of a save decoded into a map.
func survivors(js map[string]any) []any { return js["survivors"].([]any) }

// A corrupted saved game is refused with an error, not a panic.
func TestStateJSONCorrupted(t *testing.T) {
	good := stateJSON(t, jsonGame(t))
	tests := []struct {
		name   string
		modify func(js map[string]any)
	}{
		{"survivor zone out of range", func(js map[string]any) { survivors(js)[0].(map[string]any)["zone"] = 99 }},
		{"negative XP", func(js map[string]any) { survivors(js)[0].(map[string]any)["xp"] = -1 }},
		{"too much armor", func(js map[string]any) { survivors(js)[1].(map[string]any)["armor"] = 9 }},
		{"orange skill index", func(js map[string]any) { survivors(js)[0].(map[string]any)["orange"] = 2 }},
		{"red skill index", func(js map[string]any) { survivors(js)[0].(map[string]any)["red"] = -2 }},
		{"one survivor too few", func(js map[string]any) { js["survivors"] = survivors(js)[:1] }},
		{"one survivor too many", func(js map[string]any) { js["survivors"] = append(survivors(js), survivors(js)[0]) }},
		{"no survivors", func(js map[string]any) { delete(js, "survivors") }},
		{"noise per zone", func(js map[string]any) { js["noise"] = []any{1, 2} }},
		{"19 noise tokens with the box's 18", func(js map[string]any) {
			js["options"].(map[string]any)["limitNoise"] = true
			js["noise"] = []any{10, 9, 0, 0}
		}},
		{"negative noise", func(js map[string]any) { js["noise"] = []any{-1, 0, 0, 0} }},
		{"xenos per zone", func(js map[string]any) { js["xenos"] = []any{} }},
		{"xeno kinds", func(js map[string]any) { js["xenos"].([]any)[0] = []any{1} }},
		{"more xenos than the box", func(js map[string]any) { js["xenos"].([]any)[0] = []any{36, 0, 0, 0} }},
		{"two cards in one slot", func(js map[string]any) {
			items := js["items"].([]any)
			items[1] = items[0] // the second card into the first one's slot
		}},
		{"an item nowhere", func(js map[string]any) { js["items"].([]any)[0] = map[string]any{"place": "nowhere"} }},
		{"first player", func(js map[string]any) { js["first"] = 2 }},
		{"negative round", func(js map[string]any) { js["round"] = -1 }},
		{"unknown phase", func(js map[string]any) { js["phase"] = "lunch" }},
		{"turn player", func(js map[string]any) { js["turn"].(map[string]any)["player"] = 5 }},
		{"turn active", func(js map[string]any) { js["turn"].(map[string]any)["active"] = 2 }},
		{"turn actions", func(js map[string]any) { js["turn"].(map[string]any)["actions"] = -1 }},
		{"free actions", func(js map[string]any) { js["turn"].(map[string]any)["free"] = []any{0, 0, 0, 0, 0, 300, 0, 0} }},
		{"chance kind", func(js map[string]any) { js["chance"].(map[string]any)["kind"] = 9 }},
		{"chance survivor", func(js map[string]any) { js["chance"] = map[string]any{"kind": "deal", "who": 2} }},
		{"goals done", func(js map[string]any) { js["goals"] = 3 }},
		{"outcome", func(js map[string]any) { js["outcome"] = map[string]any{"result": "draw", "loss": "none"} }},
		{"rng", func(js map[string]any) { js["rng"] = "AAAA" }},
		{"board of another map", func(js map[string]any) {
			js["board"].(map[string]any)["doors"] = []any{map[string]any{"state": "open"}}
		}},
		{"an escape in a mission without one", func(js map[string]any) { survivors(js)[0].(map[string]any)["escaped"] = true }},
		{"no mission", func(js map[string]any) { delete(js, "mission") }},
		{"mission without goals", func(js map[string]any) { js["mission"].(map[string]any)["goals"] = nil }},
		{"options players", func(js map[string]any) { js["options"].(map[string]any)["players"] = 1 }},
		{"door rule", func(js map[string]any) { js["options"].(map[string]any)["doors"] = "sometimes" }},
		{"no version", func(js map[string]any) { delete(js, "version") }},
		{"version 1", func(js map[string]any) { js["version"] = 1 }},
		{"an unknown field", func(js map[string]any) { js["turn"].(map[string]any)["coffee"] = true }},
		{"a missing field", func(js map[string]any) { delete(js["turn"].(map[string]any), "actions") }},
		{"a Xeno card for a Spawn token that is not there", func(js map[string]any) { js["chance"] = map[string]any{"kind": "xeno card", "who": 1} }},
		{"a spawn step for a token that is not there", func(js map[string]any) {
			js["queue"] = []any{map[string]any{"step": "spawn", "kinds": 0, "zone": 0, "kind": 0, "begun": false, "fresh": false, "left": 0, "arg": 3}}
		}},
		{"a move planned outside a move step", func(js map[string]any) {
			js["moves"] = []any{map[string]any{"from": 0, "to": 1, "kind": 0, "count": 1, "door": "none"}}
		}},
		{"won with goals to do", func(js map[string]any) { js["outcome"] = map[string]any{"result": "won", "loss": "none"} }},
		{"lost for no reason", func(js map[string]any) { js["outcome"] = map[string]any{"result": "lost", "loss": "none"} }},
		// issue "Saves that cannot lie": each of these once loaded.
		{"a round near the largest integer", func(js map[string]any) { js["round"] = json.Number("9223372036854775807") }},
		{"255 Actions in a Turn", func(js map[string]any) { js["turn"].(map[string]any)["actions"] = 255 }},
		{"XP of 10^15", func(js map[string]any) { survivors(js)[0].(map[string]any)["xp"] = json.Number("1000000000000000") }},
		{"a Skill chosen at 0 XP", func(js map[string]any) { survivors(js)[0].(map[string]any)["orange"] = 0 }},
		{"a Red Skill before the Orange one", func(js map[string]any) {
			sv := survivors(js)[0].(map[string]any)
			sv["xp"], sv["red"] = 43, 0
		}},
		{"a field of 2 MiB", func(js map[string]any) { js["deck"] = make([]any, 1<<20) }},
		{"an invented planned move that wraps a count", func(js map[string]any) {
			js["moves"] = []any{map[string]any{"from": 0, "to": 8, "kind": 0, "count": 3, "door": 65535}}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var js map[string]any
			require.NoError(t, json.Unmarshal(good, &js))
			tt.modify(js)
			b, err := json.Marshal(js)
			require.NoError(t, err)
			var s invader.State
			if err := json.Unmarshal(b, &s); err == nil {
				t.Errorf("UnmarshalJSON accepted a state with %s", tt.name)
			}
		})
	}
	for _, bad := range []string{``, `null`, `{}`, `[]`, `{"mission":1}`, `"state"`, `{"version":2}`,
		`[` + strings.Repeat(`0,`, invader.MaxSaveBytes/2) + `0]`} {
		var s invader.State
		if err := json.Unmarshal([]byte(bad), &s); err == nil {
			t.Errorf("UnmarshalJSON(%s) accepted", bad)
		}
	}
}

// A refused save says where it is wrong.
func TestStateJSONErrorSaysWhere(t *testing.T) {
	var js map[string]any
	require.NoError(t, json.Unmarshal(stateJSON(t, jsonGame(t)), &js))
	survivors(js)[1].(map[string]any)["armor"] = 9
	b, err := json.Marshal(js)
	require.NoError(t, err)
	var s invader.State
	err = json.Unmarshal(b, &s)
	require.Error(t, err)
	require.Contains(t, err.Error(), "survivors[1].armor")
}

// Regression: a save waiting for a split could plan a move of more Xenos
// than the zone holds (the count wrapped when the move was made), or
// through a wall. Such a save is refused.
func TestPlannedMovesChecked(t *testing.T) {
	s, ok := findSplit(t)
	if !ok {
		t.Skip("no split in the games tried")
	}
	g, _ := s.SplitWays()
	saved := stateJSON(t, s)
	for name, move := range map[string]map[string]any{
		"200 Xenos": {"from": g.Zone, "to": g.Ways[0].To, "kind": g.Kind, "count": 200, "door": doorName(g.Ways[0].Door)},
		"no step":   {"from": g.Zone, "to": g.Zone, "kind": g.Kind, "count": 1, "door": "none"},
	} {
		var js map[string]any
		require.NoError(t, json.Unmarshal(saved, &js))
		js["moves"] = []any{move}
		b, err := json.Marshal(js)
		require.NoError(t, err)
		var back invader.State
		if err := json.Unmarshal(b, &back); err == nil {
			t.Errorf("UnmarshalJSON accepted a planned move of %s", name)
		}
	}
}

// findSplit plays M1 at random until the Xenos wait for a split.
func findSplit(t *testing.T) (invader.State, bool) {
	m, err := mission.Builtin("M1")
	require.NoError(t, err)
	for seed := range uint64(40) {
		s := start(t, m, invader.Seed(seed))
		r := rand.New(rand.NewPCG(seed, 2))
		for range 400 {
			if s.Pending().Decision == invader.SplitDecision {
				return s, true
			}
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			s, _, _ = s.Apply(legal[r.IntN(len(legal))])
		}
	}
	return invader.State{}, false
}

func doorName(d zone.DoorID) string {
	if d == zone.NoDoor {
		return "none"
	}
	return fmt.Sprintf("d%d", d)
}

// Regression: UnmarshalJSON accepted a game in progress in which every
// Survivor is dead (Invader loses the game at the first death, p.10, so
// play never gets there). Ending the Turn then found no Survivor to
// activate, ran the Xenos' and End Phases, started the next round, found
// no Survivor... until the stack overflowed and killed the process. Such
// a State is now refused.
func TestEveryoneDeadRefused(t *testing.T) {
	var js map[string]any
	require.NoError(t, json.Unmarshal(stateJSON(t, jsonGame(t)), &js))
	for _, sv := range survivors(js) {
		sv.(map[string]any)["dead"] = true
	}
	b, err := json.Marshal(js)
	require.NoError(t, err)
	var s invader.State
	require.Error(t, json.Unmarshal(b, &s), "a game in progress with every Survivor dead")
}

// Regression: UnmarshalJSON checked each field of the turn but not that
// they agree with each other and with the Survivors, so it accepted Turns
// no game can reach: a game in progress with no legal action, a player
// deciding for another's Survivor, a Survivor taking a second Turn in the
// round (p.10). It now refuses each of them.
func TestUnmarshalRefusesUnreachableTurn(t *testing.T) {
	turn := func(js map[string]any) map[string]any { return js["turn"].(map[string]any) }
	// jsonGame: Players' Phase of round 1, Bob (player 1) taking his Turn.
	for name, modify := range map[string]func(js map[string]any){
		"everyone activated, nobody active": func(js map[string]any) {
			for _, sv := range survivors(js) {
				sv.(map[string]any)["activated"] = true
			}
			turn(js)["active"] = -1
		},
		"active survivor of another player": func(js map[string]any) { turn(js)["active"] = 0 },
		"active survivor not activated":     func(js map[string]any) { survivors(js)[1].(map[string]any)["activated"] = false },
	} {
		t.Run(name, func(t *testing.T) {
			var js map[string]any
			require.NoError(t, json.Unmarshal(stateJSON(t, jsonGame(t)), &js))
			modify(js)
			b, err := json.Marshal(js)
			require.NoError(t, err)
			var s invader.State
			require.Error(t, json.Unmarshal(b, &s))
		})
	}
}

// UnmarshalJSON refuses escapes (M11, RULINGS "Escape through the Exit") no
// game can reach: from a zone that is no Exit, or of every Survivor in a game
// that goes on (escaping the last one wins; with nobody left to take a Turn the
// rounds would never end).
func TestEscapeJSON(t *testing.T) {
	s := start(t, escaping(t, "Ann", "Bob"))
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	s, _ = play(t, s, "Ann take o0", "Ann move c", "Ann move e")
	good := stateJSON(t, s)
	var back invader.State
	require.NoError(t, json.Unmarshal(good, &back))
	require.True(t, back.Survivor(0).Escaped)
	require.Equal(t, s.Hash(), back.Hash())
	exit := float64(s.Map().MustLookup("e"))
	for name, modify := range map[string]func(js map[string]any){
		"an escape from a zone that is no Exit": func(js map[string]any) {
			survivors(js)[1].(map[string]any)["escaped"] = true
		},
		"everyone escaped, the game goes on": func(js map[string]any) {
			survivors(js)[1].(map[string]any)["escaped"] = true
			survivors(js)[1].(map[string]any)["zone"] = exit
		},
		"a dead Survivor escaped": func(js map[string]any) {
			survivors(js)[0].(map[string]any)["dead"] = true
		},
	} {
		var js map[string]any
		require.NoError(t, json.Unmarshal(good, &js))
		modify(js)
		b, err := json.Marshal(js)
		require.NoError(t, err)
		var bad invader.State
		if err := json.Unmarshal(b, &bad); err == nil {
			t.Errorf("UnmarshalJSON accepted %s", name)
		}
	}
}

// A saved fight at a door must be one ForceDoor or MachineForceDoor could
// have started; a fight with more dice than anyone rolls is refused, not a
// panic.
func TestForceDoorFightJSON(t *testing.T) {
	m := newMission(t, `
+--+--+--+
|s Dr Dq |
+--+--+--+

s: corridor start
r: room objective
q: room
`)
	m.ForcedDoors = []zone.DoorID{0}
	m.Equipment = []equipment.Entry{entry(t, "Heavy Cutter", 1, equipment.Start), {Card: equipment.CattleProd, Count: 1, Group: equipment.Start}}
	m.Survivors = append(m.Survivors, plain("Bob"))
	s := start(t, m, invader.ExternalChance())
	s, _ = chance(t, s, "Heavy Cutter") // Ann
	s, _ = chance(t, s, "Cattle Prod")  // Bob
	s, _ = play(t, s, "activate Ann", "Ann force d0 hand1")
	saved := stateJSON(t, s)
	decode := func(fight func(map[string]any)) error {
		js := map[string]any{}
		require.NoError(t, json.Unmarshal(saved, &js))
		fight(js["fight"].(map[string]any))
		data, err := json.Marshal(js)
		require.NoError(t, err)
		var back invader.State
		return json.Unmarshal(data, &back)
	}
	require.NoError(t, decode(func(map[string]any) {}), "the fight as saved")
	for _, tt := range []struct {
		name string
		edit func(f map[string]any)
	}{
		{"a door that is not forced", func(f map[string]any) { f["door"] = "d1" }},
		{"no Damage 2 weapon", func(f map[string]any) { f["weapon"] = 1 }},
		{"a Machine nobody controls", func(f map[string]any) { f["machine"] = 0 }},
		{"65 dice", func(f map[string]any) { f["rolls"] = slices.Repeat([]int{1}, 65) }},
	} {
		if err := decode(tt.edit); err == nil {
			t.Errorf("%s: UnmarshalJSON accepted the fight", tt.name)
		}
	}
}

// A save of a Turn before its Survivor's first action holds exactly what
// activation grants (p.17): 3 Actions, the free Actions of its Skills and
// nothing used. Each of these once loaded (issue "Saves that cannot lie").
func TestFreshTurnChecked(t *testing.T) {
	m, err := mission.Builtin("M1")
	require.NoError(t, err)
	s, err := invader.New(m, invader.Seed(3))
	require.NoError(t, err)
	for s.Pending().Decision != invader.ActionDecision {
		s, _, err = s.Apply(s.Legal()[0])
		require.NoError(t, err)
	}
	saved := stateJSON(t, s)
	var loaded invader.State
	require.NoError(t, json.Unmarshal(saved, &loaded), "the fresh Turn itself loads")
	for name, change := range map[string]func(turn map[string]any){
		"2 Actions":      func(turn map[string]any) { turn["actions"] = 2 },
		"4 Actions":      func(turn map[string]any) { turn["actions"] = 4 },
		"a free Move":    func(turn map[string]any) { turn["free"] = []any{0, 0, 0, 0, 0, 1, 0, 0} },
		"a Search done":  func(turn map[string]any) { turn["searched"] = true },
		"a door used":    func(turn map[string]any) { turn["door"] = true },
		"Lucky used":     func(turn map[string]any) { turn["luckyUsed"] = true },
		"an onward Zone": func(turn map[string]any) { turn["onward"] = 1 },
		"a Skill used":   func(turn map[string]any) { turn["skillsUsed"] = 1 },
	} {
		var js map[string]any
		require.NoError(t, json.Unmarshal(saved, &js))
		turn := js["turn"].(map[string]any)
		require.Equal(t, false, turn["acted"], "the save is of a Turn before its first action")
		change(turn)
		b, err := json.Marshal(js)
		require.NoError(t, err)
		var s invader.State
		err = json.Unmarshal(b, &s)
		require.Error(t, err, name)
		require.Contains(t, err.Error(), "before its first action", name)
	}
}
