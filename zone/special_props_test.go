package zone_test

import (
	"fmt"
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// drawSpecial draws a map with the special zones and boundaries of seed
// 004, §16, and a state of it.
func drawSpecial(t *rapid.T) (*zone.Map, zone.State) {
	m := zonetest.SpecialMap().Draw(t, "map")
	t.Logf("map:\n%s", m.Format())
	return m, zonetest.State(m).Draw(t, "state")
}

// allCrossings calls f on every crossing of m, from either side.
func allCrossings(m *zone.Map, f func(zone.Crossing)) {
	for a := range m.Len() {
		for _, b := range m.AppendTouching(nil, zone.ID(a)) {
			for _, c := range m.AppendCrossings(nil, zone.ID(a), b) {
				f(c)
			}
		}
	}
}

// seed 004, §16: intact barbed wire is never passable, but for a mover
// that plans through it; torn wire always is (into the exterior, with
// oxygen); sight passes both.
func TestProp_WirePassable(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s := drawSpecial(t)
		allCrossings(m, func(c zone.Crossing) {
			if c.Boundary != zone.Wire {
				return
			}
			if !m.Transparent(s, c) {
				t.Fatalf("wire %d stops sight", c.Wire)
			}
			for _, mv := range movers {
				want := (s.Torn(c.Wire) || mv.ThroughWire) && (mv.Oxygen || !isExterior(m, c.To))
				if got := m.Passable(s, c, mv); got != want {
					t.Fatalf("%+v: Passable(wire %d, torn %v) = %v", mv, c.Wire, s.Torn(c.Wire), got)
				}
			}
		})
	})
}

// seed 004, §16: Xenos never enter a watchtower: no step, no route.
func TestProp_XenosNeverOnWatchtowers(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s := drawSpecial(t)
		r := m.Routes(s, zone.XenoMover)
		for b := range m.Len() {
			tower := zone.ID(b)
			if !m.Zone(tower).Has(zone.Watchtower) {
				continue
			}
			for a := range m.Len() {
				if _, ok := m.CanStep(s, zone.ID(a), tower, zone.XenoMover); ok {
					t.Fatalf("Xenos step %d→%d onto a watchtower", a, b)
				}
				if d, ok := r.Distance(zone.ID(a), tower); ok && a != b {
					t.Fatalf("Xenos route %d→%d onto a watchtower in %d steps", a, b, d)
				}
			}
		}
	})
}

// seed 004, §16: a revolving gate's passage is passable, and transparent,
// exactly when the gate's position matches it, for every mover.
func TestProp_GatePassages(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s := drawSpecial(t)
		allCrossings(m, func(c zone.Crossing) {
			if c.Boundary != zone.GateA && c.Boundary != zone.GateB {
				return
			}
			g, ok := m.GateOf(c.From)
			if !ok {
				g, _ = m.GateOf(c.To)
			}
			open := s.Gate(g) == zone.PositionA == (c.Boundary == zone.GateA)
			if m.Transparent(s, c) != open {
				t.Fatalf("passage %v of gate %d at %v: Transparent %v", c.Boundary, g, s.Gate(g), !open)
			}
			for _, mv := range movers {
				if !mv.Oxygen && isExterior(m, c.To) {
					continue
				}
				if m.Passable(s, c, mv) != open {
					t.Fatalf("%+v: passage %v of gate %d at %v: Passable %v", mv, c.Boundary, g, s.Gate(g), !open)
				}
				if turned := s.TurnGate(g); m.Passable(turned, c, mv) == open {
					t.Fatalf("%+v: turning gate %d does not change passage %v", mv, g, c.Boundary)
				}
			}
		})
	})
}

// The JSON form carries a special map back to an equal one.
func TestProp_SpecialJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s := drawSpecial(t)
		data, err := m.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var back zone.Map
		if err := back.UnmarshalJSON(data); err != nil {
			t.Fatalf("UnmarshalJSON: %v\n%s", err, data)
		}
		if back.Format() != m.Format() {
			t.Fatalf("JSON round trip changed the map:\n%s", back.Format())
		}
		sd, _ := s.MarshalJSON()
		var bs zone.State
		if err := bs.UnmarshalJSON(sd); err != nil || !bs.Equal(s) || !m.Fits(bs) {
			t.Fatalf("State JSON round trip: %v, %s", err, sd)
		}
	})
}

// zonetest.SpecialMap draws every special zone and boundary.
func TestZonetest_SpecialCoverage(t *testing.T) {
	seen := map[string]bool{}
	for seed := range 300 {
		m := zonetest.SpecialMap().Example(seed)
		for z := range m.Len() {
			seen[(m.Zone(zone.ID(z)).Features & zone.Special).String()] = true
		}
		allCrossings(m, func(c zone.Crossing) {
			seen[c.Boundary.String()] = true
			seen[fmt.Sprintf("extra outside %v", m.IsOutside(c) && m.Zone(c.From).Has(zone.Extra) && c.Boundary != zone.Wall)] = true
		})
		for w := 1; w <= m.NumWires(); w++ {
			seen[fmt.Sprintf("torn %v", m.Wire(zone.WireID(w)).Torn)] = true
		}
		for g := range m.NumGates() {
			info := m.Gate(zone.GateID(g))
			seen["gate at "+info.Initial.String()] = true
			seen[fmt.Sprintf("switch in gate %v", info.Switch == info.Zone)] = true
		}
	}
	for _, w := range []string{
		"cell", "shop", "safe", "watchtower", "gate", "prison", "mall", "extra",
		"wire", "ladder", "rail", "gate-a", "gate-b", "torn true", "torn false",
		"gate at a", "gate at b", "switch in gate true", "switch in gate false", "extra outside true",
	} {
		if !seen[w] {
			t.Errorf("300 examples of zonetest.SpecialMap never drew %q", w)
		}
	}
}
