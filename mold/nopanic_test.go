package mold_test

import (
	"testing"

	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// No exported function of the package panics, on a real map and State or
// the zero Map and State, whatever its arguments: zones out of range,
// States of another map, extreme limits. A nil *zone.Map is no Map and is
// not passed.
func TestNoFunctionPanics(t *testing.T) {
	m, err := zone.Parse(zonetest.Grid(4, 3, nil))
	if err != nil {
		t.Fatal(err)
	}
	s := m.PlaceMold(m.Initial(), m.MustLookup("b2"), zone.ActiveMold)
	for name, mp := range map[string]*zone.Map{"a map": m, "the zero Map": {}} {
		c := nopanictest.Config{Values: []any{s, m.Initial()}, Zeros: []any{mp}}
		nopanictest.Func(t, name+": Chained", mold.Chained, c)
		nopanictest.Func(t, name+": Chain.Chained", new(mold.Chain).Chained, c)
		nopanictest.Func(t, name+": Count", mold.Count, c)
		nopanictest.Func(t, name+": Hellfire", mold.Hellfire, c)
		nopanictest.Func(t, name+": Spawns", mold.Spawns, c)
		nopanictest.Func(t, name+": Spread", mold.Spread, c)
	}
}

// Every exported method on a pointer receiver, called on a nil receiver,
// does not panic.
func TestNoNilReceiverPanics(t *testing.T) {
	m, err := zone.Parse(zonetest.Grid(4, 3, nil))
	if err != nil {
		t.Fatal(err)
	}
	nopanictest.NilReceivers(t, nopanictest.Config{Values: []any{m.Initial()}, Zeros: []any{m}}, (*mold.Chain)(nil))
}
