package invadertest_test

import (
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// recorder is an invadertest.TB that records failures. Like testing.T, its
// Fatalf stops the goroutine that calls it, so a check never runs on past
// its first failure; run checks with recorder.run.
type recorder struct {
	helpers  int
	failures []string
}

func (r *recorder) Helper() { r.helpers++ }

func (r *recorder) Fatalf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
	runtime.Goexit()
}

// run calls f on its own goroutine and waits for it to return or fail.
func (r *recorder) run(f func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	<-done
}

func (r *recorder) failed() bool { return len(r.failures) > 0 }

func tiny(t testing.TB) mission.Mission {
	t.Helper()
	m, err := zone.Parse(zonetest.SmallMission)
	require.NoError(t, err)
	return mission.Mission{
		ID: "tiny", Map: m, Survivors: survivor.Base()[:2],
		Goals: []mission.Goal{{Kind: mission.TakeAllObjectives}, {Kind: mission.ReachExit}},
		Xenos: []mission.Xenos{{Zone: m.MustLookup("r"), Kind: xeno.Worker, Count: 1}},
	}
}

func start(t testing.TB, m mission.Mission, opts ...invader.Option) invader.State {
	t.Helper()
	s, err := invader.New(m, opts...)
	require.NoError(t, err)
	return s
}

func TestCheckInvariantsPassesOnAGoodState(t *testing.T) {
	for _, opts := range [][]invader.Option{
		{invader.Seed(7)},
		{invader.Seed(7), invader.ExternalChance()},
		{invader.Doors(invader.DoorCostsAction)},
	} {
		s := start(t, tiny(t), opts...)
		var r recorder
		r.run(func() { invadertest.CheckInvariants(&r, s) })
		require.False(t, r.failed(), "CheckInvariants failed on a new game: %v", r.failures)
		require.Positive(t, r.helpers, "CheckInvariants should mark itself a helper")
	}
}

func TestCheckApplyLegal(t *testing.T) {
	s := start(t, tiny(t), invader.Seed(3))
	before := s.Hash()
	legal := s.Legal()
	require.NotEmpty(t, legal)
	for _, a := range legal {
		var (
			r      recorder
			next   invader.State
			events []invader.Event
		)
		r.run(func() { next, events = invadertest.CheckApply(&r, s, a) })
		require.False(t, r.failed(), "CheckApply(%v) failed on a legal action: %v", a, r.failures)
		require.NotEmpty(t, events, "a legal action with no events")
		want, _, err := s.Apply(a)
		require.NoError(t, err)
		require.Equal(t, want.Hash(), next.Hash(), "CheckApply returned another State than Apply")
	}
	require.Equal(t, before, s.Hash(), "CheckApply modified its State")
}

// An action not in Legal() is not a failure: CheckApply checks that Apply
// refuses it, and returns the State unchanged and no events.
func TestCheckApplyIllegal(t *testing.T) {
	s := start(t, tiny(t), invader.Seed(3))
	m := s.Map()
	illegal := []invader.Action{
		invader.Move{Survivor: 0, To: m.MustLookup("c")}, // nobody is active yet
		invader.Activate{Survivor: 99},
		invader.Activate{Survivor: -1},
		invader.EndTurn{Survivor: 1},
		invader.Chance{Outcome: "1"}, // no chance event pending
		invader.ChooseSkill{Survivor: 0, Skill: survivor.Skill{Kind: survivor.Lucky}},
	}
	for _, a := range illegal {
		require.NotContains(t, s.Legal(), a)
		var (
			r      recorder
			next   invader.State
			events []invader.Event
		)
		r.run(func() { next, events = invadertest.CheckApply(&r, s, a) })
		require.False(t, r.failed(), "CheckApply(%v) failed on an illegal action: %v", a, r.failures)
		require.Nil(t, events, "CheckApply(%v) returned events for an illegal action", a)
		require.Equal(t, s.Hash(), next.Hash(), "CheckApply(%v) did not return the same State", a)
	}
}

// tamper returns the JSON form of s changed by f, and the State it decodes
// to if UnmarshalJSON accepts it.
func tamper(t *testing.T, s invader.State, f func(js map[string]any)) (invader.State, error) {
	t.Helper()
	data, err := json.Marshal(s)
	require.NoError(t, err)
	var js map[string]any
	require.NoError(t, json.Unmarshal(data, &js))
	f(js)
	data, err = json.Marshal(js)
	require.NoError(t, err)
	var back invader.State
	err = json.Unmarshal(data, &back)
	return back, err
}

// moreXenosThanTheBox puts the box's whole supply of Workers in every zone.
func moreXenosThanTheBox(js map[string]any) {
	for _, row := range js["xenos"].([]any) {
		row.([]any)[xeno.Worker] = xeno.Invader[xeno.Worker].Supply
	}
}

// deadInProgress kills Survivor 0 without ending the game (p.10: a dead
// Survivor loses the game).
func deadInProgress(js map[string]any) {
	js["survivors"].([]any)[0].(map[string]any)["dead"] = true
}

// Broken States cannot be made: they could only come from tampered JSON,
// and UnmarshalJSON refuses each of these (once it accepted them; then
// CheckInvariants had to catch them).
func TestBrokenStatesRefused(t *testing.T) {
	s := start(t, tiny(t), invader.Seed(5))
	tests := []struct {
		name   string
		change func(map[string]any)
	}{
		{"more Xenos than the box", moreXenosThanTheBox},
		{"a dead Survivor in a game in progress", deadInProgress},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tamper(t, s, tt.change)
			require.Error(t, err, "UnmarshalJSON accepted a State with %s", tt.name)
		})
	}
}

// Regression: the JSON form of a State with more Workers than the box holds
// (35, p.3) was accepted: each zone's count was checked against the supply,
// but not the total over the board, so a loaded game broke conservation
// (CheckInvariants: tokens and miniatures stay within the box).
func TestUnmarshalJSONRefusesMoreXenosThanTheBox(t *testing.T) {
	s := start(t, tiny(t), invader.Seed(5))
	broken, err := tamper(t, s, moreXenosThanTheBox)
	if err == nil {
		total := 0
		for z := range broken.Map().Len() {
			total += int(broken.Xenos(zone.ID(z))[xeno.Worker])
		}
		t.Errorf("UnmarshalJSON accepted %d Workers on the board; the box has %d", total, xeno.Invader[xeno.Worker].Supply)
	}
}

// longBoard has 18 Zones, none outside: more than the box's 15 Mold tokens
// (component list, pp.3-4) could cover.
const longBoard = `
+--+--+--+--+--+--+--+--+--+--+--+--+--+--+--+--+--+--+
|ca.cb.cc.cd.ce.cf.cg.ch.ci.cj.ck.cl.cm.cn.co.cp.cqor |
+--+--+--+--+--+--+--+--+--+--+--+--+--+--+--+--+--+--+

ca: corridor start
cb: corridor
cc: corridor
cd: corridor
ce: corridor
cf: corridor
cg: corridor
ch: corridor
ci: corridor
cj: corridor
ck: corridor
cl: corridor
cm: corridor
cn: corridor
co: corridor
cp: corridor
cq: corridor
r: room objective
`

func long(t testing.TB) mission.Mission {
	t.Helper()
	m, err := zone.Parse(longBoard)
	require.NoError(t, err)
	return mission.Mission{
		ID: "long", Map: m, Survivors: survivor.Base()[:1],
		Goals: []mission.Goal{{Kind: mission.TakeAllObjectives}},
	}
}

// moldEverywhere puts an Inactive Mold token in every Zone. Inactive Mold
// forms no chain (p.20), so the game goes on.
func moldEverywhere(js map[string]any) {
	board := js["board"].(map[string]any)
	tokens := board["mold"].([]any)
	for z := range tokens {
		tokens[z] = "inactive"
	}
}

// With LimitMoldTokens, UnmarshalJSON refuses a tampered save holding more
// Mold tokens than the box (15, component list pp.3-4), which the engine
// then never places; without it (the rulebook's default: no limit,
// docs/RULINGS.md "Mold") such a board loads.
func TestUnmarshalJSONRefusesMoreMoldThanTheBox(t *testing.T) {
	s := start(t, long(t), invader.Seed(5), invader.LimitMoldTokens())
	if _, err := tamper(t, s, func(map[string]any) {}); err != nil {
		t.Fatalf("the untampered State: %v", err)
	}
	_, err := tamper(t, s, moldEverywhere)
	require.ErrorContains(t, err, "Mold tokens", "18 Mold tokens for a box of %d", mold.Tokens)
	_, err = tamper(t, start(t, long(t), invader.Seed(5)), moldEverywhere)
	require.NoError(t, err, "18 Mold tokens without the box's limit")
}

// CheckInvariants reports a broken State: UnmarshalJSON refuses broken
// States (TestBrokenStatesRefused), but the zero State is no game at all.
func TestCheckInvariantsReportsABrokenState(t *testing.T) {
	var r recorder
	r.run(func() { invadertest.CheckInvariants(&r, invader.State{}) })
	require.Len(t, r.failures, 1, "CheckInvariants should stop at its first failure")
	require.Contains(t, r.failures[0], "no game")
	require.Positive(t, r.helpers, "CheckInvariants should mark itself a helper")
}

// A State that is over has no legal action; CheckApply of any action on it
// checks the refusal, and CheckInvariants agrees with it.
func TestChecksOnAFinishedGame(t *testing.T) {
	s := start(t, tiny(t), invader.Seed(5))
	over, err := tamper(t, s, func(js map[string]any) {
		js["outcome"] = map[string]any{"result": "lost", "reason": "survivor eliminated"}
	})
	if err != nil {
		t.Skipf("cannot write a finished game's JSON: %v", err)
	}
	require.True(t, over.IsOver())
	require.Empty(t, over.Legal())
	var (
		r      recorder
		next   invader.State
		events []invader.Event
	)
	r.run(func() {
		invadertest.CheckInvariants(&r, over)
		next, events = invadertest.CheckApply(&r, over, invader.Activate{Survivor: 0})
	})
	require.False(t, r.failed(), "%v", r.failures)
	require.Nil(t, events)
	require.Equal(t, over.Hash(), next.Hash())
}

// Every mission the generator draws is valid and starts.
func TestMissionIsValid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := invadertest.Mission().Draw(t, "mission")
		if err := m.Validate(); err != nil {
			t.Fatalf("Validate: %v\n%s", err, m.Map.Format())
		}
		if n := len(m.Cards()); n < 1 || n > 8 {
			t.Fatalf("%d survivors; want 1 to 8", n)
		}
		if m.Players < 1 || m.Players > 7 || m.Players > len(m.Cards()) {
			t.Fatalf("%d players for %d survivors", m.Players, len(m.Cards()))
		}
		if len(m.Map.Objectives()) == 0 || !m.Map.Zone(m.Start()).Has(zone.Start) {
			t.Fatalf("the map has no Objective or no start\n%s", m.Map.Format())
		}
		goals := m.Goals
		if goals[0].Kind == mission.TakeColorObjectives {
			goals = goals[1:]
		}
		escapeOnly := len(goals) == 1 && goals[0].Kind == mission.EscapeExit
		if len(goals) < 1 || len(goals) > 2 || goals[0].Kind != mission.TakeAllObjectives && !escapeOnly {
			t.Fatalf("goals %v", m.Goals)
		}
		if _, err := invader.New(m, invadertest.Options().Draw(t, "options")...); err != nil {
			t.Fatalf("New: %v", err)
		}
	})
}

// Every State the generator draws passes CheckInvariants, and CheckApply
// passes on any action, legal or not.
func TestStateInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := invadertest.State(20).Draw(t, "state")
		invadertest.CheckInvariants(t, s)
		a := invadertest.AnyAction(s).Draw(t, "action")
		next, events := invadertest.CheckApply(t, s, a)
		if !slices.Contains(s.Legal(), a) && (events != nil || next.Hash() != s.Hash()) {
			t.Fatalf("CheckApply(%v) of an illegal action changed the State", a)
		}
		invadertest.CheckInvariants(t, next)
	})
}

// The random-play machine runs on a hand-made mission. (The root
// package's tests play generated missions at length.)
func TestPlayTiny(t *testing.T) {
	if testing.Short() {
		t.Skip("random play is slow")
	}
	m := tiny(t)
	rapid.Check(t, func(t *rapid.T) {
		invadertest.Play(t, m, 12)
	})
}

// A save that marks a Goal done while a token it needs is still on the
// board does not load (CheckInvariants checks the same of any State).
func TestGoalNotDoneDoesNotLoad(t *testing.T) {
	s := start(t, tiny(t), invader.Seed(1))
	_, err := tamper(t, s, func(js map[string]any) { js["goals"] = 1 })
	require.ErrorContains(t, err, "goal 1 (take all objectives) is done, yet Objective o0 it needs is still on the board")
}
