package zone_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// The special tiles and tokens of classic Zombicide (seed 004, §16) are
// tested on zonetest.SpecialTiles:
//
//	+--+--+--+--+--+--+
//	|c1|c2|c3|g1Bk1.k2|
//	+dd+DD+DD+AA+WW+HH+
//	|p1 p1.p2 p2.k3:t1|
//	+..+--+oo+--+ww+::+
//	|p3 p3|sfok4.k5.k6|
//	+DD+--+--+--+--+--+
//	|h1|x1oe1.e2.e3.e4|
//	+--+--+--+--+--+--+

func special(t testing.TB) *zone.Map { return parse(t, zonetest.SpecialTiles) }

// seed 004, §16: each special zone has its feature; cells, safe zones,
// watchtowers, gates and prison or mall corridors are never Searched;
// Xenos never spawn in safe zones, gates or watchtowers.
func TestSpecial_Features(t *testing.T) {
	m := special(t)
	tests := []struct {
		zone       string
		kind       zone.Kind
		feature    zone.Feature
		searchable bool
		spawnable  bool
	}{
		{"c1", zone.Room, zone.PrisonCell, false, true},
		{"h1", zone.Room, zone.Shop, true, true},
		{"sf", zone.Room, zone.Safe, false, false},
		{"t1", zone.Corridor, zone.Watchtower, false, false},
		{"g1", zone.Corridor, zone.RevolvingGate, false, false},
		{"p1", zone.Corridor, zone.Prison, false, true},
		{"p3", zone.Corridor, zone.Mall, false, true},
		{"x1", zone.Room, zone.Extra, true, true},
		{"k1", zone.Corridor, 0, true, true},
	}
	for _, tt := range tests {
		z := m.Zone(m.MustLookup(tt.zone))
		require.Equal(t, tt.kind, z.Kind, tt.zone)
		require.Equal(t, tt.feature, z.Features&zone.Special, tt.zone)
		require.Equal(t, tt.searchable, m.Searchable(z.ID), "Searchable(%s)", tt.zone)
		require.Equal(t, tt.spawnable, m.Spawnable(z.ID), "Spawnable(%s)", tt.zone)
	}
	require.False(t, m.Searchable(zone.None))
	require.False(t, m.Spawnable(zone.None))
	require.Equal(t, "cell|shop|safe|watchtower|gate|prison|mall|extra", zone.Special.String())
}

// seed 004, §16: the revolving gate g1 starts at position A, with its
// switch in k1; the wires are numbered from 1 in reading order.
func TestSpecial_Tokens(t *testing.T) {
	m := special(t)
	id := m.MustLookup
	require.Equal(t, 1, m.NumGates())
	require.Equal(t, zone.GateInfo{ID: 0, Zone: id("g1"), Switch: id("k1"), Initial: zone.PositionA}, m.Gate(0))
	g, ok := m.GateOf(id("g1"))
	require.True(t, ok)
	require.Equal(t, zone.GateID(0), g)
	_, ok = m.GateOf(id("k1"))
	require.False(t, ok)
	require.Equal(t, []zone.GateID{0}, m.AppendSwitches(nil, id("k1")))
	require.Empty(t, m.AppendSwitches(nil, id("g1")))

	require.Equal(t, 2, m.NumWires())
	require.Equal(t, zone.WireInfo{ID: 1, Cells: [2]zone.Cell{{X: 4, Y: 0}, {X: 4, Y: 1}}, Zones: [2]zone.ID{id("k1"), id("k3")}}, m.Wire(1))
	require.True(t, m.Wire(2).Torn)
	require.Equal(t, zone.WireInfo{}, m.Wire(zone.NoWire))
	require.Equal(t, zone.WireInfo{}, m.Wire(3))
	w, ok := m.WireBetween(zone.Cell{X: 4, Y: 1}, zone.Cell{X: 4, Y: 0})
	require.True(t, ok)
	require.Equal(t, zone.WireID(1), w)
	b, d := m.Between(zone.Cell{X: 4, Y: 0}, zone.Cell{X: 4, Y: 1})
	require.Equal(t, zone.Wire, b)
	require.Equal(t, zone.NoDoor, d)
	_, ok = m.WireBetween(zone.Cell{X: 4, Y: 0}, zone.Cell{X: 5, Y: 0})
	require.False(t, ok)
}

// seed 004, §16: barbed wire stops Survivors and Xenos until it is torn;
// Xenos plan through it and their step names it. A ladder is an open door
// for Survivors, never for Xenos; rails stop everyone. A gate's passage is
// open in its position only, for everyone: Xenos do not break it.
func TestSpecial_Steps(t *testing.T) {
	turned := func(_ *zone.Map, s zone.State) zone.State { return s.TurnGate(0) }
	torn := func(_ *zone.Map, s zone.State) zone.State { return s.WithTorn(1) }
	cases := []struct {
		name     string
		from, to string
		mover    zone.Mover
		state    func(*zone.Map, zone.State) zone.State
		ok       bool
		wire     zone.WireID
	}{
		{"intact wire stops a Survivor", "k1", "k3", survivor, nil, false, 0},
		{"and Xenos, who plan through it", "k3", "k1", xeno, nil, true, 1},
		{"a torn wire lets Survivors through", "k1", "k3", survivor, torn, true, 0},
		{"and Xenos, with no wire to meet", "k1", "k3", xeno, torn, true, 0},
		{"torn at the start", "k3", "k5", survivor, nil, true, 0},
		{"a Survivor climbs the ladder", "k2", "t1", survivor, nil, true, 0},
		{"and climbs down", "t1", "k2", survivor, nil, true, 0},
		{"Xenos never climb", "k2", "t1", xeno, nil, false, 0},
		{"a rail stops Survivors", "k3", "t1", survivor, nil, false, 0},
		{"and Xenos", "k6", "t1", xeno, nil, false, 0},
		{"passage A is open at A", "p2", "g1", survivor, nil, true, 0},
		{"passage B is a wall at A", "g1", "k1", survivor, nil, false, 0},
		{"Xenos cannot break passage B", "k1", "g1", xeno, nil, false, 0},
		{"turned: passage B opens", "g1", "k1", survivor, turned, true, 0},
		{"turned: passage A is a wall", "p2", "g1", xeno, turned, false, 0},
		{"a safe zone through its opening", "p2", "sf", survivor, nil, true, 0},
		{"an extra zone from the exterior", "e1", "x1", survivor, nil, true, 0},
		{"and out to it, with oxygen", "x1", "e1", oxygen, nil, true, 0},
		{"a cell through its open door", "p1", "c1", survivor, nil, true, 0},
		{"a cell's closed door", "p1", "c2", survivor, nil, false, 0},
	}
	m := special(t)
	for _, tc := range cases {
		s := m.Initial()
		if tc.state != nil {
			s = tc.state(m, s)
		}
		from, to := m.MustLookup(tc.from), m.MustLookup(tc.to)
		st, ok := m.CanStep(s, from, to, tc.mover)
		require.Equal(t, tc.ok, ok, "seed 004, §16: %s: CanStep(%s→%s)", tc.name, tc.from, tc.to)
		if ok {
			require.Equal(t, zone.Step{To: to, Door: zone.NoDoor, Wire: tc.wire}, st, tc.name)
		}
		passable := false
		for _, c := range m.AppendCrossings(nil, from, to) {
			passable = passable || m.Passable(s, c, tc.mover)
		}
		require.Equal(t, tc.ok, passable, "%s: Passable", tc.name)
		w, crosses := st.Wire, st.Wire != zone.NoWire
		require.Equal(t, tc.wire != 0, crosses, tc.name)
		require.Equal(t, tc.wire, w, tc.name)
	}
}

// seed 004, §16: sight passes barbed wire, torn or not, ladders and rails,
// and a gate's passage only when it is open.
func TestSpecial_Transparent(t *testing.T) {
	m := special(t)
	crossing := func(a, b string) zone.Crossing {
		cs := m.AppendCrossings(nil, m.MustLookup(a), m.MustLookup(b))
		require.Len(t, cs, 1)
		return cs[0]
	}
	s, turned := m.Initial(), m.Initial().TurnGate(0)
	for _, tt := range []struct {
		a, b       string
		want, turn bool
	}{
		{"k1", "k3", true, true}, {"k3", "k5", true, true}, {"k2", "t1", true, true}, {"t1", "k6", true, true},
		{"p2", "g1", true, false}, {"k1", "g1", false, true}, {"c3", "g1", false, false},
	} {
		require.Equal(t, tt.want, m.Transparent(s, crossing(tt.a, tt.b)), "%s→%s", tt.a, tt.b)
		require.Equal(t, tt.turn, m.Transparent(turned, crossing(tt.a, tt.b)), "turned: %s→%s", tt.a, tt.b)
	}
	c := crossing("k1", "k3")
	require.Equal(t, zone.Wire, c.Boundary)
	require.Equal(t, zone.WireID(1), c.Wire)
	require.Equal(t, zone.NoWire, crossing("k2", "t1").Wire)
}

// seed 004, §16: Xenos choose their route as if the wire were not there
// but are stopped by it: from k6 to k2 the shortest route crosses the
// torn wire and then the intact one, whose step names it. Survivors, who
// cannot cross the intact wire, must turn the gate to reach k1 from k3 —
// and then the gate's other passage is shut, so they cannot.
func TestSpecial_Routes(t *testing.T) {
	m := special(t)
	id := m.MustLookup
	s := m.Initial()
	r := m.RoutesTo(s, xeno, id("k2"))
	d, ok := r.Distance(id("k6"), id("k2"))
	require.True(t, ok)
	require.Equal(t, 4, d, "k6 k5 k3 k1 k2")
	require.Equal(t, []zone.Step{{To: id("k1"), Door: zone.NoDoor, Wire: 1}}, r.AppendFirstSteps(nil, id("k3"), id("k2")))

	_, ok = m.RoutesTo(s, oxygen, id("k1")).Distance(id("k3"), id("k1"))
	require.False(t, ok, "the intact wire and passage B stop Survivors")
	// The routes cache keys on the torn wires for a mover that stops at
	// them, and on the gates for every mover.
	tornRoutes := m.RoutesTo(s.WithTorn(1), oxygen, id("k1"))
	d, ok = tornRoutes.Distance(id("k3"), id("k1"))
	require.True(t, ok)
	require.Equal(t, 1, d)
	_, ok = m.RoutesTo(s, oxygen, id("k1")).Distance(id("k3"), id("k1"))
	require.False(t, ok, "the cache answers for the state asked about")

	_, ok = m.RoutesTo(s, xeno, id("g1")).Distance(id("k1"), id("g1"))
	require.True(t, ok, "round through p2 and passage A")
	d, _ = m.RoutesTo(s.TurnGate(0), xeno, id("g1")).Distance(id("k1"), id("g1"))
	require.Equal(t, 1, d, "turned: straight through passage B")
	d, _ = m.RoutesTo(s, xeno, id("g1")).Distance(id("k1"), id("g1"))
	require.Equal(t, 3, d, "back at A: k1 k3 p2 g1")

	_, ok = m.RoutesTo(s, xeno, id("t1")).Distance(id("k2"), id("t1"))
	require.False(t, ok, "Xenos never enter a watchtower")
}

// seed 004, §16: the State records torn wires and the gates' positions,
// copy-on-write; tearing is for good; SameSight follows the gates.
func TestSpecial_State(t *testing.T) {
	m := special(t)
	s := m.Initial()
	require.False(t, s.Torn(1))
	require.True(t, s.Torn(2))
	require.False(t, s.Torn(zone.NoWire))
	require.False(t, s.Torn(3))
	torn := s.WithTorn(1)
	require.True(t, torn.Torn(1))
	require.False(t, s.Torn(1), "copy-on-write")
	require.True(t, torn.Equal(torn.WithTorn(1)))
	require.True(t, s.SameSight(torn), "wire never stops sight")
	require.True(t, s.Equal(s.WithTorn(0)) && s.Equal(s.WithTorn(9)))

	require.Equal(t, zone.PositionA, s.Gate(0))
	turned := s.TurnGate(0)
	require.Equal(t, zone.PositionB, turned.Gate(0))
	require.Equal(t, zone.PositionA, s.Gate(0))
	require.Equal(t, zone.PositionA, turned.TurnGate(0).Gate(0))
	require.True(t, turned.Equal(s.WithGate(0, zone.PositionB)))
	require.True(t, s.Equal(s.WithGate(0, 0)), "no position")
	require.Equal(t, zone.GatePosition(0), s.Gate(1))
	require.False(t, s.SameSight(turned))
	require.False(t, s.Equal(turned))
	require.True(t, m.Fits(turned) && m.Fits(torn))
	require.False(t, parse(t, barakaBoard).Fits(s))

	a, _ := s.AppendBinary(nil)
	b, _ := turned.AppendBinary(nil)
	c, _ := torn.AppendBinary(nil)
	require.NotEqual(t, a, b)
	require.NotEqual(t, a, c)

	data, err := json.Marshal(turned.WithTorn(1))
	require.NoError(t, err)
	require.Contains(t, string(data), `"torn":[true,true],"gates":["b"]`)
	var back zone.State
	require.NoError(t, json.Unmarshal(data, &back))
	require.True(t, back.Equal(turned.WithTorn(1)))
	require.True(t, m.Fits(back))
}

// Boards without wire or gates keep their State's JSON and binary form.
func TestSpecial_OldStateForms(t *testing.T) {
	m := parse(t, barakaBoard)
	data, err := json.Marshal(m.Initial())
	require.NoError(t, err)
	require.Equal(t, `{"doors":[{"state":"closed"},{"state":"destroyed"}],"mold":["none","none","none","none"],"objectives":[],"spawns":[]}`, string(data))
	b, _ := m.Initial().AppendBinary(nil)
	require.Equal(t, []byte{2, 0, 1, 3, 0, 0, 0, 0, 0xff}, b)
	step, _ := json.Marshal(zone.Step{To: 1, Door: zone.NoDoor})
	require.Equal(t, `{"To":1,"Door":65535}`, string(step))
}

// The text and JSON forms carry every special zone and boundary back.
func TestSpecial_Forms(t *testing.T) {
	m := special(t)
	require.Equal(t, strings.TrimPrefix(zonetest.SpecialTiles, "\n"), m.Format())
	data, err := json.Marshal(m)
	require.NoError(t, err)
	var back zone.Map
	require.NoError(t, json.Unmarshal(data, &back))
	require.Equal(t, m.Format(), back.Format())

	b := parse(t, `
+--+--+
|g1Ak1|
+--+--+

g1: corridor gate=b switch=g1
k1: corridor
`)
	require.Equal(t, zone.PositionB, b.Gate(0).Initial)
	require.Equal(t, b.MustLookup("g1"), b.Gate(0).Switch, "a switch in the gate's own zone")
	require.Contains(t, b.Format(), "g1: corridor gate=b switch=g1\n")
	data, err = json.Marshal(b)
	require.NoError(t, err)
	require.Contains(t, string(data), `"features":["gate"],"gate":"b","switches":["g1"]`)
	require.NoError(t, json.Unmarshal(data, &back))
	require.Equal(t, b.Format(), back.Format())
}
