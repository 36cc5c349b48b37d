package xeno_test

import (
	"testing"

	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// No exported function or method of the package panics, on real values or
// zero ones, whatever its arguments: zones out of range, Fields of another
// map, extreme counts. Nil pointers of package zone are no Map and no
// Routes and are not passed.
func TestNoMethodPanics(t *testing.T) {
	m, err := zone.Parse(zonetest.Grid(4, 3, nil))
	if err != nil {
		t.Fatal(err)
	}
	s := m.Initial()
	f := &xeno.Field{Noise: make([]int, m.Len()), Survivors: make([]int, m.Len())}
	f.Noise[3], f.Survivors[5] = 2, 1
	for name, mp := range map[string]*zone.Map{"a map": m, "the zero Map": {}, "a map of seed 004, §16": zone.MustParse(zonetest.SpecialTiles)} {
		c := nopanictest.Config{Values: []any{s, f}, Zeros: []any{mp, mp.Routes(zone.State{}, zone.XenoMover)}}
		nopanictest.Func(t, name+": AppendDestinations", xeno.AppendDestinations, c)
		nopanictest.Func(t, name+": AppendOptions", xeno.AppendOptions, c)
		nopanictest.Func(t, name+": NewDestinations", xeno.NewDestinations, c)
		nopanictest.Methods(t, name+": Destinations", xeno.NewDestinations(mp, s, f), c)
	}
	c := nopanictest.Config{Values: []any{m.Routes(s, zone.XenoMover)}, Zeros: []any{m.Routes(s, zone.XenoMover)}}
	nopanictest.Func(t, "AppendOptions", xeno.AppendOptions, c)
	nopanictest.Func(t, "Remainders", xeno.Remainders, c)
	nopanictest.Func(t, "Split", xeno.Split, c)
	for name, v := range map[string]any{
		"Invader": xeno.Invader, "the nil Catalog": xeno.Catalog(nil), "a Kind": xeno.Kind(200), "a *Kind": new(xeno.Kind),
		"Counts": xeno.Counts{1, 2, 3}, "the zero Profile": xeno.Profile{}, "a Profile": xeno.Invader[0],
		"the zero Destinations": &xeno.Destinations{},
	} {
		nopanictest.Methods(t, name, v, c)
	}
}

// The exported methods on a pointer receiver do not panic on a nil one.
func TestNoNilReceiverPanics(t *testing.T) {
	nopanictest.NilReceivers(t, nopanictest.Config{}, (*xeno.Destinations)(nil))
}
