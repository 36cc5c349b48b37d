package invader_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// notationBoard has two doors (d0 s|r, d1 s|c) and an Objective.
const notationBoard = `
+--+--+--+
|r Ds Dc |
+--+..+--+
   |c4|
   +--+

r: room objective
s: corridor start
c: room
c4: corridor exit
`

func notationState(t testing.TB) invader.State {
	t.Helper()
	cole, _ := survivor.Lookup("Cole")
	vivian, _ := survivor.Lookup("Vivian")
	return start(t, newMission(t, notationBoard, cole, vivian))
}

// Every kind of action has a text form that reads back (doc.go "Notation
// and JSON").
func TestFormatParseAction(t *testing.T) {
	s := notationState(t)
	c4 := s.Map().MustLookup("c4")
	tests := []struct {
		a    invader.Action
		text string
	}{
		{invader.Activate{Survivor: 1}, "activate Vivian"},
		{invader.Move{Survivor: 0, To: c4}, "Cole move c4"},
		{invader.OpenDoor{Survivor: 0, Door: 1}, "Cole open d1"},
		{invader.CloseDoor{Survivor: 1, Door: 0}, "Vivian close d0"},
		{invader.MakeNoise{Survivor: 0}, "Cole noise"},
		{invader.TakeObjective{Survivor: 0, Objective: 0}, "Cole take o0"},
		{invader.EndTurn{Survivor: 1}, "Vivian end"},
		{invader.ChooseSkill{Survivor: 0, Skill: survivor.Skill{Kind: survivor.FreeAction, Action: survivor.Ranged}}, "Cole skill +1 free Ranged Action"},
		{invader.ChooseSkill{Survivor: 1, Skill: survivor.Skill{Kind: survivor.LowProfile}}, "Vivian skill Low profile"},
		{invader.ChooseSkill{Survivor: 0, Skill: survivor.Skill{Kind: survivor.StartsWith, Card: "Sledge"}}, "Cole skill Starts with Sledge"},
		{invader.Chance{Outcome: 3}, "chance 3"},
		{invader.AssignWound{Survivor: 1}, "wound Vivian"},
		{invader.SplitXenos{Extra: 6}, "split 6"},
	}
	for _, tt := range tests {
		if got := s.FormatAction(tt.a); got != tt.text {
			t.Errorf("FormatAction(%v) = %q, want %q", tt.a, got, tt.text)
		}
		got, err := s.ParseAction(tt.text)
		if err != nil {
			t.Errorf("ParseAction(%q): %v", tt.text, err)
			continue
		}
		if got != tt.a {
			t.Errorf("ParseAction(%q) = %#v, want %#v", tt.text, got, tt.a)
		}
	}
	// Extra spaces and letter case of skills do not matter.
	for text, want := range map[string]invader.Action{
		"  Cole   move   c4 ":             invader.Move{Survivor: 0, To: c4},
		"Cole skill  +1 FREE move action": invader.ChooseSkill{Survivor: 0, Skill: survivor.Skill{Kind: survivor.FreeAction, Action: survivor.Move}},
		"Cole open d01":                   invader.OpenDoor{Survivor: 0, Door: 1},
	} {
		got, err := s.ParseAction(text)
		if err != nil || got != want {
			t.Errorf("ParseAction(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
}

// Every legal action of a game reads back from its text form.
func TestLegalActionsRoundTrip(t *testing.T) {
	m := newMission(t, notationBoard, plain("Ann"), plain("Bob"))
	m.ObjectiveXP = 43
	s := start(t, m, invader.ExternalChance())
	for i := range 60 {
		legal := s.Legal()
		if len(legal) == 0 {
			break
		}
		for _, a := range legal {
			text := s.FormatAction(a)
			back, err := s.ParseAction(text)
			if err != nil || back != a {
				t.Errorf("step %d: ParseAction(FormatAction(%v) = %q) = %v, %v", i, a, text, back, err)
			}
			b, err := invader.MarshalAction(a)
			require.NoError(t, err, "MarshalAction(%v)", a)
			back, err = invader.UnmarshalAction(b)
			if err != nil || back != a {
				t.Errorf("step %d: UnmarshalAction(%s) = %v, %v; want %v", i, b, back, err, a)
			}
		}
		var ev []invader.Event
		s, ev = apply(t, s, legal[(i*5+1)%len(legal)])
		for _, e := range ev {
			b, err := invader.MarshalEvent(e)
			require.NoError(t, err, "MarshalEvent(%#v)", e)
			back, err := invader.UnmarshalEvent(b)
			if err != nil || back != e {
				t.Errorf("step %d: UnmarshalEvent(%s) = %#v, %v; want %#v", i, b, back, err, e)
			}
		}
	}
}

func TestParseActionErrors(t *testing.T) {
	s := notationState(t)
	for _, text := range []string{
		"",
		"   ",
		"Cole",
		"Nobody move s",
		"activate Nobody",
		"activate",
		"activate Cole Vivian",
		"Cole move zz",
		"Cole move",
		"Cole move s c4",
		"Cole fly s",
		"Cole open 1",
		"Cole open dx",
		"Cole open d-1",
		"Cole open o1",
		"Cole close",
		"Cole take d0",
		"Cole take o",
		"Cole noise loudly",
		"Cole end now",
		"Cole skill",
		"Cole skill Flying",
		"Cole skill +1 free Flying Action",
		"chance",
		"chance x",
		"chance 1 2",
		"cole move s",
		"wound Nobody",
		"wound",
		"split x",
		"split -1",
	} {
		if a, err := s.ParseAction(text); err == nil {
			t.Errorf("ParseAction(%q) = %v, want an error", text, a)
		}
	}
}

// A door number too large for a DoorID is not a door: it must not wrap
// around to door 0.
func TestParseActionDoorNumberDoesNotWrap(t *testing.T) {
	s := notationState(t)
	a, err := s.ParseAction("Cole open d65536")
	if err == nil {
		t.Errorf("ParseAction(%q) = %#v, want an error: 65536 is no DoorID (zone.DoorID is a uint16)", "Cole open d65536", a)
	}
}

// allActions has one action of every type.
var allActions = []invader.Action{
	invader.Activate{Survivor: 2},
	invader.Move{Survivor: 1, To: 4},
	invader.OpenDoor{Survivor: 0, Door: 3},
	invader.CloseDoor{Survivor: 5, Door: 1},
	invader.MakeNoise{Survivor: 1},
	invader.TakeObjective{Survivor: 3, Objective: 2},
	invader.EndTurn{Survivor: 4},
	invader.ChooseSkill{Survivor: 2, Skill: survivor.Skill{Kind: survivor.FreeAction, Action: survivor.Move}},
	invader.Chance{Outcome: 1},
	invader.AssignWound{Survivor: 3},
	invader.SplitXenos{Extra: 5},
}

// allEvents has one event of every type.
var allEvents = []invader.Event{
	invader.RoundStarted{Round: 3},
	invader.PhaseStarted{Phase: invader.XenosPhase},
	invader.CardDealt{Survivor: 1, Card: "SMG"},
	invader.SurvivorActivated{Survivor: 2, Actions: 4},
	invader.SurvivorMoved{Survivor: 1, From: 2, To: 3, Cost: 3},
	invader.DoorOpened{Survivor: 0, Door: 2},
	invader.DoorClosed{Survivor: 0, Door: 1},
	invader.NoiseMade{Survivor: 3, Zone: 5},
	invader.ObjectiveTaken{Survivor: 1, Objective: 0},
	invader.XPGained{Survivor: 1, XP: 5, Total: 12},
	invader.DangerRaised{Survivor: 1, Level: survivor.Orange},
	invader.SkillGained{Survivor: 1, Skill: survivor.Skill{Kind: survivor.PlusOneAction}},
	invader.TurnEnded{Survivor: 4},
	invader.NoiseRemoved{Zone: 2, Count: 3},
	invader.FirstPlayerPassed{Player: 1},
	invader.GoalDone{Goal: 1},
	invader.GameWon{},
	invader.GameLost{Reason: invader.MoldChain},
	invader.SurvivorWounded{Survivor: 1, Kind: xeno.Tank, Zone: 3, Damage: 2, Armor: 1},
	invader.SurvivorEliminated{Survivor: 2},
	invader.SurvivorEscaped{Survivor: 1, Zone: 4},
	invader.XenosMoved{Kind: xeno.Hunter, From: 1, To: 2, Count: 3},
	invader.DoorDestroyed{Door: 2},
	invader.XenoDeckShuffled{},
	invader.XenoCardDrawn{Spawn: 1, Card: 17},
	invader.XenosSpawned{Kind: xeno.Worker, Zone: 4, Count: 2},
	invader.ExtraActivation{Kind: xeno.Hunter},
	invader.XenosRanOut{Kind: xeno.Spoiler},
	invader.MoldPlaced{Zone: 3, Mold: zone.ActiveMold},
	invader.DoorRemoved{Door: 1},
	invader.ObjectiveRemoved{Objective: 0},
}

func TestActionJSON(t *testing.T) {
	seen := map[reflect.Type]bool{}
	for _, a := range allActions {
		seen[reflect.TypeOf(a)] = true
		b, err := invader.MarshalAction(a)
		require.NoError(t, err, "MarshalAction(%#v)", a)
		var fields map[string]any
		require.NoError(t, json.Unmarshal(b, &fields), "MarshalAction(%#v) = %s", a, b)
		if got, want := fields["type"], reflect.TypeOf(a).Name(); got != want {
			t.Errorf("MarshalAction(%#v) = %s: type %v, want %q", a, b, got, want)
		}
		got, err := invader.UnmarshalAction(b)
		if err != nil || got != a {
			t.Errorf("UnmarshalAction(%s) = %#v, %v; want %#v", b, got, err, a)
		}
	}
	if len(seen) != 11 {
		t.Errorf("allActions covers %d action types, want all 11", len(seen))
	}
	move, err := invader.MarshalAction(invader.Move{Survivor: 0, To: 4})
	require.NoError(t, err)
	if got, want := string(move), `{"type":"Move","survivor":0,"to":4}`; got != want {
		t.Errorf("MarshalAction(Move{0, 4}) = %s, want %s", got, want)
	}
	for _, bad := range []string{
		`{"type":"Fly","survivor":0}`,
		`{"type":"Move","survivor":0,"to":1,"speed":2}`,
		`{"type":"GameWon"}`,
		`{"survivor":0,"to":1}`,
		`{"type":"Move","survivor":"Cole","to":1}`,
		`{"type":"ChooseSkill","survivor":0,"skill":"Flying"}`,
		`{"type":"Move","survivor":0,"to":-1}`,
		`[1,2]`,
		`null`,
		`{"type":"Move"`,
		``,
	} {
		if a, err := invader.UnmarshalAction([]byte(bad)); err == nil {
			t.Errorf("UnmarshalAction(%s) = %#v, want an error", bad, a)
		}
	}
	if _, err := invader.MarshalAction(nil); err == nil {
		t.Errorf("MarshalAction(nil) succeeded")
	}
	if _, err := invader.MarshalAction(invader.ChooseSkill{}); err == nil {
		t.Errorf("MarshalAction(ChooseSkill{} with no skill) succeeded")
	}
}

func TestEventJSON(t *testing.T) {
	seen := map[reflect.Type]bool{}
	for _, e := range allEvents {
		seen[reflect.TypeOf(e)] = true
		b, err := invader.MarshalEvent(e)
		require.NoError(t, err, "MarshalEvent(%#v)", e)
		got, err := invader.UnmarshalEvent(b)
		if err != nil || got != e {
			t.Errorf("UnmarshalEvent(%s) = %#v, %v; want %#v", b, got, err, e)
		}
	}
	if len(seen) != 31 {
		t.Errorf("allEvents covers %d event types, want all 31", len(seen))
	}
	for _, bad := range []string{
		`{"type":"Move","survivor":0,"to":1}`,
		`{"type":"GameWon","extra":1}`,
		`{"type":"PhaseStarted","phase":"lunch"}`,
		`{"type":"DangerRaised","survivor":0,"level":"purple"}`,
		`{"type":"GameLost","reason":"boredom"}`,
		`{}`,
	} {
		if e, err := invader.UnmarshalEvent([]byte(bad)); err == nil {
			t.Errorf("UnmarshalEvent(%s) = %#v, want an error", bad, e)
		}
	}
}

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
		{"19 noise tokens", func(js map[string]any) { js["noise"] = []any{10, 9, 0, 0} }},
		{"negative noise", func(js map[string]any) { js["noise"] = []any{-1, 0, 0, 0} }},
		{"xenos per zone", func(js map[string]any) { js["xenos"] = []any{} }},
		{"xeno kinds", func(js map[string]any) { js["xenos"].([]any)[0] = []any{1} }},
		{"more xenos than the box", func(js map[string]any) { js["xenos"].([]any)[0] = []any{36, 0, 0, 0} }},
		{"two cards in one slot", func(js map[string]any) {
			items := js["items"].([]any)
			items[1] = items[0] // the second card into the first one's slot
		}},
		{"an item nowhere", func(js map[string]any) { js["items"].([]any)[0] = map[string]any{"place": 9, "host": -1} }},
		{"first player", func(js map[string]any) { js["first"] = 2 }},
		{"negative round", func(js map[string]any) { js["round"] = -1 }},
		{"unknown phase", func(js map[string]any) { js["phase"] = "lunch" }},
		{"turn player", func(js map[string]any) { js["turn"].(map[string]any)["player"] = 5 }},
		{"turn active", func(js map[string]any) { js["turn"].(map[string]any)["active"] = 2 }},
		{"turn actions", func(js map[string]any) { js["turn"].(map[string]any)["actions"] = -1 }},
		{"free actions", func(js map[string]any) { js["turn"].(map[string]any)["free"] = []any{0, 0, 0, 0, 0, 300, 0, 0} }},
		{"chance kind", func(js map[string]any) { js["chance"].(map[string]any)["kind"] = 9 }},
		{"chance survivor", func(js map[string]any) { js["chance"].(map[string]any)["who"] = 2 }},
		{"goals done", func(js map[string]any) { js["goals"] = 3 }},
		{"outcome", func(js map[string]any) { js["outcome"] = map[string]any{"Result": "draw"} }},
		{"rng", func(js map[string]any) { js["rng"] = "AAAA" }},
		{"board of another map", func(js map[string]any) {
			js["board"].(map[string]any)["doors"] = []any{map[string]any{"state": "open"}}
		}},
		{"an escape in a mission without one", func(js map[string]any) { survivors(js)[0].(map[string]any)["escaped"] = true }},
		{"no mission", func(js map[string]any) { delete(js, "mission") }},
		{"mission without goals", func(js map[string]any) { js["mission"].(map[string]any)["Goals"] = nil }},
		{"config players", func(js map[string]any) { js["config"].(map[string]any)["players"] = 1 }},
		{"door rule", func(js map[string]any) { js["config"].(map[string]any)["doors"] = "sometimes" }},
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
	for _, bad := range []string{``, `null`, `{}`, `[]`, `{"mission":1}`, `"state"`} {
		var s invader.State
		if err := json.Unmarshal([]byte(bad), &s); err == nil {
			t.Errorf("UnmarshalJSON(%s) accepted", bad)
		}
	}
}

func survivors(js map[string]any) []any { return js["survivors"].([]any) }

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
			if _, _, err := s.Apply(a); err != nil {
				t.Fatalf("decoded State refuses its legal action %v: %v", a, err)
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

// FuzzParseAction: parsing never panics, and what parses formats back to
// text that parses to the same action.
func FuzzParseAction(f *testing.F) {
	for _, seed := range []string{"activate Cole", "Cole move c4", "Vivian open d1", "Cole close d0", "Cole noise",
		"Cole take o0", "Cole end", "Cole skill +1 free Move Action", "chance 1", "Cole open d65535", "wound Cole",
		"split 3", ""} {
		f.Add(seed)
	}
	s := notationState(f)
	f.Fuzz(func(t *testing.T, text string) {
		a, err := s.ParseAction(text)
		if err != nil {
			return
		}
		back, err := s.ParseAction(s.FormatAction(a))
		if err != nil || back != a {
			t.Fatalf("ParseAction(%q) = %v; FormatAction gives %q, which parses to %v, %v", text, a, s.FormatAction(a), back, err)
		}
		s.Apply(a)
	})
}
