package invader_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The notation and JSON forms of actions and events (doc.go "Notation and
// JSON").

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
		{invader.Chance{Outcome: "3"}, "chance 3"},
		{invader.Chance{Outcome: "Heavy Cutter"}, "chance Heavy Cutter"},
		{invader.AssignWound{Survivor: 1}, "wound Vivian"},
		{invader.SplitXenos{Extra: 6}, "split 6"},
		{invader.Discard{Survivor: 0, Card: 12}, "Cole discard card12"},
		{invader.Arrange{Card: 12, Owner: 1, Slot: invader.Hand1}, "arrange card12 Vivian hand1"},
		{invader.Attach{Card: 30, Host: 12}, "attach card30 card12"},
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
		// Cards as the notation wrote them before cardN (notation_old_test.go).
		"Cole discard c12":         invader.Discard{Survivor: 0, Card: 12},
		"arrange c12 Vivian hand1": invader.Arrange{Card: 12, Owner: 1, Slot: invader.Hand1},
		"attach c30 card12":        invader.Attach{Card: 30, Host: 12},
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
		"chance", // any label reads: Apply refuses one that is no outcome
		"cole move s",
		"wound Nobody",
		"wound",
		"split x",
		"split -1",
		"Cole discard 12",
		"Cole discard card",
		"Cole discard cards12",
		"Cole discard card-1",
		"Cole discard d12",
		"Cole discard c4x",
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

// allActions has actions of eleven types, each once; spec_test.go's
// TestEveryActionRoundTrips walks every registered kind.
var allActions = []invader.Action{
	invader.Activate{Survivor: 2},
	invader.Move{Survivor: 1, To: 4},
	invader.OpenDoor{Survivor: 0, Door: 3},
	invader.CloseDoor{Survivor: 5, Door: 1},
	invader.MakeNoise{Survivor: 1},
	invader.TakeObjective{Survivor: 3, Objective: 2},
	invader.EndTurn{Survivor: 4},
	invader.ChooseSkill{Survivor: 2, Skill: survivor.Skill{Kind: survivor.FreeAction, Action: survivor.Move}},
	invader.Chance{Outcome: "SMG"},
	invader.AssignWound{Survivor: 3},
	invader.SplitXenos{Extra: 5},
}

// allEvents has events of 31 types, each once; spec_test.go's
// TestEveryEventRoundTrips walks every registered kind.
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
	if len(seen) != 11 || len(seen) > len(invader.ActionSpecs()) {
		t.Errorf("allActions covers %d action types, want 11 distinct ones", len(seen))
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
	if len(seen) != 31 || len(seen) > len(invader.EventSpecs()) {
		t.Errorf("allEvents covers %d event types, want 31 distinct ones", len(seen))
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

// FuzzParseAction: parsing never panics, and what parses formats back to
// text that parses to the same action.
func FuzzParseAction(f *testing.F) {
	for _, seed := range []string{"activate Cole", "Cole move c4", "Vivian open d1", "Cole close d0", "Cole noise",
		"Cole take o0", "Cole end", "Cole skill +1 free Move Action", "chance 1", "Cole open d65535", "wound Cole",
		"split 3", "Cole discard card12", "Cole discard c12", "attach card3 c1", ""} {
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
