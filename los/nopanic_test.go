package los_test

import (
	"testing"

	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// No exported function of the package panics, on a real map and State or
// the zero Map and State, whatever its arguments: zones out of range,
// States of another map, extreme Ranges; a nil *zone.Map, which is an empty
// map, too.
func TestNoFunctionPanics(t *testing.T) {
	m, err := zone.Parse(zonetest.Grid(4, 3, nil))
	if err != nil {
		t.Fatal(err)
	}
	s := m.PlaceMold(m.Initial(), m.MustLookup("b2"), zone.ActiveMold)
	for name, mp := range map[string]*zone.Map{"a map": m, "the zero Map": {}, "a nil Map": nil} {
		c := nopanictest.Config{Values: []any{s, m.Initial(), los.Viewer{Searchlight: true}}}
		if mp != nil {
			c.Zeros = []any{mp}
		}
		nopanictest.Func(t, name+": Sees", los.Sees, c)
		nopanictest.Func(t, name+": Range", los.Range, c)
		nopanictest.Func(t, name+": AppendVisible", los.AppendVisible, c)
		nopanictest.Func(t, name+": AppendInRange", los.AppendInRange, c)
	}
}

// The package declares no exported method on a pointer receiver; should
// one come, this test calls it on a nil receiver once it is listed here.
func TestNoNilReceiverPanics(t *testing.T) {
	nopanictest.NilReceivers(t, nopanictest.Config{})
}
