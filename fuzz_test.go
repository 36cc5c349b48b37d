package invader_test

import (
	"errors"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

// FuzzApply decodes an action from its JSON form and applies it to a game
// in progress (doc.go "Contract"): Apply never panics, and an error always
// wraps ErrIllegal and leaves the State as it was.
func FuzzApply(f *testing.F) {
	for _, seed := range []string{
		`{"type":"Move","survivor":0,"to":1}`, `{"type":"Activate","survivor":2}`,
		`{"type":"Attack","survivor":0,"weapon":0,"target":0}`, `{"type":"Search","survivor":0}`,
		`{"type":"Reorganize","survivor":0,"with":1}`, `{"type":"Chance","outcome":9}`,
		`{"type":"SplitXenos","extra":3}`, `{"type":"Keep","survivor":0,"slot":-2}`,
	} {
		for _, steps := range []uint8{0, 3, 7, 12} { // also from later decisions
			f.Add([]byte(seed), steps)
		}
	}
	m := mission.Mission{
		Map: zone.MustParse("+--+--+--+\n|r1 r1or2|\n+--+DD+--+\n|c1.c2.c3|\n+--+--+--+\n\n" +
			"r1: room\nr2: room objective\nc1: corridor start\nc2: corridor\nc3: corridor spawn\n"),
		Goals: []mission.Goal{{Kind: mission.TakeAllObjectives}},
		Xenos: []mission.Xenos{{Zone: 3, Kind: 0, Count: 2}},
	}
	start, err := invader.New(m, invader.Seed(3))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte, steps uint8) {
		s := start
		for range steps % 16 { // reach a few other decisions first
			if legal := s.Legal(); len(legal) > 0 {
				s, _, _ = s.Apply(legal[int(steps)%len(legal)])
			}
		}
		a, err := invader.UnmarshalAction(data)
		if err != nil {
			return
		}
		before := s.Hash()
		next, events, err := s.Apply(a)
		if err != nil && (!errors.Is(err, invader.ErrIllegal) || next.Hash() != before || events != nil) {
			t.Fatalf("Apply(%v) = %v: an error must wrap ErrIllegal and change nothing", a, err)
		}
		if s.Hash() != before {
			t.Fatalf("Apply(%v) modified its receiver", a)
		}
	})
}

// FuzzUnmarshalAction: an action's JSON decodes only to an action its
// encoder writes, and back to the same action.
func FuzzUnmarshalAction(f *testing.F) {
	for _, seed := range []string{
		`{"type":"Move","survivor":0,"to":1}`, `{"type":"ChooseSkill","survivor":0,"skill":"Lucky"}`,
		`{"type":"ChooseSkill"}`, `{"type":"Chance","outcome":"6"}`, `{"type":"Keep","survivor":1,"slot":"hand2"}`,
		`{"type":"Attack","survivor":0,"weapon":"hand1","target":3,"dual":true}`, `{"type":"SplitXenos","extra":3}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := invader.UnmarshalAction(data)
		if err != nil {
			return
		}
		out, err := invader.MarshalAction(a)
		if err != nil {
			t.Fatalf("decoded %#v from %s, which does not encode: %v", a, data, err)
		}
		back, err := invader.UnmarshalAction(out)
		if err != nil || back != a {
			t.Fatalf("%s decodes to %#v, encodes to %s, which decodes to %#v (%v)", data, a, out, back, err)
		}
	})
}

// FuzzUnmarshalEvent: the same for events.
func FuzzUnmarshalEvent(f *testing.F) {
	for _, seed := range []string{
		`{"type":"PhaseStarted","phase":"xenos"}`, `{"type":"PhaseStarted"}`, `{"type":"SkillGained"}`,
		`{"type":"SurvivorMoved","survivor":0,"from":0,"to":1}`, `{"type":"GameEnded","result":"lost","loss":"mold chain"}`,
		`{"type":"CardDrawn","survivor":2,"card":"Pistol"}`, `{"type":"XenosSpawned","zone":3,"kind":1,"count":2}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := invader.UnmarshalEvent(data)
		if err != nil {
			return
		}
		out, err := invader.MarshalEvent(e)
		if err != nil {
			t.Fatalf("decoded %#v from %s, which does not encode: %v", e, data, err)
		}
		back, err := invader.UnmarshalEvent(out)
		if err != nil || back != e {
			t.Fatalf("%s decodes to %#v, encodes to %s, which decodes to %#v (%v)", data, e, out, back, err)
		}
	})
}

// FuzzApplyBuiltin plays the built-in missions with actions decoded from
// the fuzzer's bytes (doc.go "Contract"): Apply never panics, and what it
// refuses wraps ErrIllegal and changes nothing.
func FuzzApplyBuiltin(f *testing.F) {
	var starts []invader.State
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err != nil {
			f.Fatal(err)
		}
		s, err := invader.New(m, invader.Seed(7))
		if err != nil {
			f.Fatal(err)
		}
		starts = append(starts, s)
	}
	for i := range starts {
		f.Add(uint8(i), uint8(9), []byte(`{"type":"Move","survivor":0,"to":1}`))
		f.Add(uint8(i), uint8(40), []byte(`{"type":"Search","survivor":1}`))
	}
	f.Fuzz(func(t *testing.T, game, steps uint8, data []byte) {
		s := starts[int(game)%len(starts)]
		for k := range int(steps) { // reach a later decision, the same one for the same bytes
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			s, _, _ = s.Apply(legal[(k*7+int(steps))%len(legal)])
		}
		a, err := invader.UnmarshalAction(data)
		if err != nil {
			return
		}
		before := s.Hash()
		next, events, err := s.Apply(a)
		if err != nil && (!errors.Is(err, invader.ErrIllegal) || !next.Equal(s) || events != nil) {
			t.Fatalf("Apply(%v) = %v: an error must wrap ErrIllegal and change nothing", a, err)
		}
		if s.Hash() != before {
			t.Fatalf("Apply(%v) modified its receiver", a)
		}
	})
}
