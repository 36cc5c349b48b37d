package mission_test

import (
	"testing"

	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// No exported function or method of the package panics, on the built-in
// missions (of every ruleset) or the zero Mission, whatever its
// arguments: text and JSON of no mission, causes, colours and rulesets
// out of range.
func TestNoMethodPanics(t *testing.T) {
	values := map[string]any{
		"the zero Mission": &mission.Mission{}, "the zero Goal": mission.Goal{}, "a GoalKind": mission.GoalKind(200),
		"a *GoalKind": new(mission.GoalKind), "the zero Trigger": mission.Trigger{}, "a Trigger out of range": mission.Trigger{Cause: 200, Effect: 200},
		"a ParseError": &mission.ParseError{}, "a Cause": mission.Cause(200), "an Effect": mission.Effect(200),
		"a Ruleset": mission.Ruleset(200), "a *Ruleset": new(mission.Ruleset),
		"a Mission of no ruleset": &mission.Mission{Ruleset: 200, Map: zone.MustParse(zonetest.SmallMission)},
	}
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		values["mission "+id] = &m
		for _, g := range m.Goals {
			values["a goal of "+id] = g
		}
		noMap := m
		noMap.Map = nil
		values["mission "+id+" without its map"] = &noMap
		for _, tr := range m.Triggers {
			values["a trigger of "+id] = tr
		}
	}
	c := nopanictest.Config{Zeros: []any{&mission.Mission{}}}
	for name, v := range values {
		nopanictest.Methods(t, name, v, c)
	}
	for name, f := range map[string]any{"Builtins": mission.Builtins, "BuiltinsOf": mission.BuiltinsOf,
		"Rulesets": mission.Rulesets, "Difficulties": mission.Difficulties,
		"Format": mission.Format, "Builtin": mission.Builtin, "Parse": mission.Parse} {
		nopanictest.Func(t, name, f, c)
	}
}

// No exported method declared on a pointer receiver panics on a nil one,
// whatever its arguments: a nil pointer answers as the zero value, and an
// Unmarshal method returns an error.
func TestNoNilReceiverPanics(t *testing.T) {
	nopanictest.NilReceivers(t, nopanictest.Config{}, (*mission.Mission)(nil), (*mission.GoalKind)(nil), (*mission.ParseError)(nil), (*mission.Ruleset)(nil))
}
