package zone_test

import (
	"testing"

	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// No exported function or method of the package panics, on a real map and
// State, on their zero values or on nil receivers, whatever its arguments:
// IDs out of range, States of another map, zero and nil values (a nil
// *Map is an empty map). The Must functions, whose contract is to panic,
// are left out, and so is PlaceMold's panic on NoMold.
func TestNoMethodPanics(t *testing.T) {
	m, err := zone.Parse(zonetest.Grid(4, 3, nil))
	if err != nil {
		t.Fatal(err)
	}
	s := m.PlaceMold(m.Initial(), m.MustLookup("b2"), zone.ActiveMold)
	crossings := lineCrossings(m)
	sp := zone.MustParse(zonetest.SpecialTiles) // seed 004, §16
	spState := sp.Initial().WithTorn(1).TurnGate(0)
	c := nopanictest.Config{
		Skip: []string{"MustParse", "MustLookup"},
		Values: []any{m, s, m.Initial(), crossings[0], crossings[len(crossings)-1], zone.XenoMover, zone.ActiveMold, zone.InactiveMold,
			sp, spState, zone.WireID(1), zone.GateID(0), zone.PositionB, zone.Step{To: 1, Door: zone.NoDoor, Wire: 1}},
		// A Mold token never leaves the board: placing NoMold is a
		// programmer error (Map.PlaceMold).
		Contract: []string{"zone: PlaceMold with"},
	}
	for name, v := range map[string]any{
		"a map":                    m,
		"the zero Map":             &zone.Map{},
		"a State":                  s,
		"the zero State":           zone.State{},
		"a *State":                 &s,
		"Routes":                   m.Routes(s, zone.XenoMover),
		"Routes to one zone":       m.RoutesTo(s, zone.Mover{}, 1),
		"the zero Routes":          &zone.Routes{},
		"a line":                   m.Line(0, 0),
		"the zero Line":            zone.Line{},
		"a Memo":                   zone.NewMemo(func(*zone.Map) any { return 1 }),
		"the zero Memo":            &zone.Memo{},
		"a Zone":                   m.Zone(0),
		"a ParseError":             &zone.ParseError{},
		"a JSONError":              &zone.JSONError{},
		"a Kind":                   zone.Kind(200),
		"a *Kind":                  new(zone.Kind),
		"a Feature":                zone.Feature(0xffff),
		"a Color":                  zone.Color(200),
		"a *Color":                 new(zone.Color),
		"a Boundary":               zone.Boundary(200),
		"a *Boundary":              new(zone.Boundary),
		"a DoorState":              zone.DoorState(200),
		"a *DoorState":             new(zone.DoorState),
		"a Mold":                   zone.Mold(200),
		"a *Mold":                  new(zone.Mold),
		"a Machine":                zone.Machine(200),
		"a *Machine":               new(zone.Machine),
		"a Cell":                   zone.Cell{X: -1, Y: 1 << 40},
		"a *Map to unmarshal":      new(zone.Map),
		"a *State to unmarshal":    new(zone.State),
		"a Routes of the zero Map": (&zone.Map{}).Routes(zone.State{}, zone.Mover{}),
		"a special map":            sp,
		"a map with buildings":     zone.MustParse(townBlock), // seed 002
		"a special State":          spState,
		"special Routes":           sp.Routes(spState, zone.XenoMover),
		"a GatePosition":           zone.GatePosition(200),
		"a *GatePosition":          new(zone.GatePosition),
		"a Step":                   zone.Step{To: 1, Door: zone.NoDoor, Wire: 1},
	} {
		nopanictest.Methods(t, name, v, c)
	}
	nopanictest.NilReceivers(t, c, (*zone.Map)(nil), (*zone.Routes)(nil), (*zone.Memo)(nil), (*zone.ParseError)(nil),
		(*zone.JSONError)(nil), (*zone.State)(nil), (*zone.Kind)(nil), (*zone.Boundary)(nil), (*zone.DoorState)(nil),
		(*zone.Mold)(nil), (*zone.Color)(nil), (*zone.Machine)(nil), (*zone.GatePosition)(nil))
	nopanictest.Func(t, "Parse", zone.Parse, c)
	nopanictest.Func(t, "NewMemo", zone.NewMemo, c)
}
