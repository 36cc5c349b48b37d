package zone_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// barakaBoard is Baraka's example of p.13, constructed: Baraka's room b opens
// on room n through an opening, on corridor k through a destroyed door and on
// corridor c through a closed door.
const barakaBoard = `
+--+--+--+
|n ob Dc |
+--+xx+--+
   |k |
   +--+

n: room
b: room start
c: corridor
k: corridor
`

// movesBoard shows the movement rules of p.13 between rooms and corridors:
// r1|r2 wall, r2 d r3 open door, r3 o r4 opening, r1 o c1 opening, r2 and
// c2 a wall, r3 D c3 closed door, c1 . c2 marking, c2 | c3 wall, c3 .. c4
// marking along one of their two cell edges.
const movesBoard = `
+--+--+--+--+
|r1|r2dr3or4|
+oo+--+DD+--+
|c1.c2|c3 c3|
+--+--+..+--+
   |c4 c4|
   +--+--+

r1: room
r2: room
r3: room
r4: room
c1: corridor
c2: corridor
c3: corridor
c4: corridor
`

// exteriorBoard has exterior zones e1 . e2 | e3 above a corridor c walled
// off from them, an airlock a with an opening to e2 and an airlock b with a
// closed door to e3 (p.35).
const exteriorBoard = `
+--+--+--+
|e1.e2|e3|
+--+oo+DD+
|c |a |b |
+--+--+--+

e1: exterior
e2: exterior
e3: exterior
c: corridor
a: room airlock
b: room airlock
`

// xenoBoard has rooms r1 and r2 joined by a closed door (door 0) and an
// opening, and rooms r2 and r3 joined by two closed doors (1 and 2).
const xenoBoard = `
+--+--+--+
|r1Dr2Dr3|
+  +  +  +
|r1or2Dr3|
+--+--+--+

r1: room
r2: room
r3: room
`

// moldBoard is p.20's Mold placed in a room, constructed: room r holds an
// Objective and a closed door to corridor c (door 0), walls to room q and to
// the exterior zone e; airlock a has a closed door to e (door 1) and walls to
// c and r.
const moldBoard = `
+--+--+--+
|q |r |e |
+--+DD+DD+
   |c |a |
   +--+--+

q: room
r: room objective
e: exterior
c: corridor
a: room airlock
`

// stepCase is one question "may this mover step from one zone to the other
// now?" on a board.
type stepCase struct {
	name, page string
	from, to   string
	mover      zone.Mover
	state      func(*zone.Map, zone.State) zone.State // nil: the initial State
	ok         bool
	breaks     bool // the step is a closed door to break: the first door between from and to
}

// doorBetween returns the first door token between zones a and b, in
// reading order; it panics if there is none, like [zone.Map.MustLookup].
func doorBetween(m *zone.Map, a, b string) zone.DoorID {
	za, zb := m.MustLookup(a), m.MustLookup(b)
	for d := range m.NumDoors() {
		info := m.Door(zone.DoorID(d))
		if info.Zones == [2]zone.ID{za, zb} || info.Zones == [2]zone.ID{zb, za} {
			return zone.DoorID(d)
		}
	}
	panic("no door between " + a + " and " + b)
}

func withDoor(a, b string, st zone.DoorState) func(*zone.Map, zone.State) zone.State {
	return func(m *zone.Map, s zone.State) zone.State {
		return s.WithDoor(doorBetween(m, a, b), st)
	}
}

func withDoorID(d zone.DoorID, st zone.DoorState) func(*zone.Map, zone.State) zone.State {
	return func(_ *zone.Map, s zone.State) zone.State { return s.WithDoor(d, st) }
}

func lockAll(m *zone.Map, s zone.State) zone.State {
	for d := range m.NumDoors() {
		s = s.WithLocked(zone.DoorID(d), true)
	}
	return s
}

func withMold(z string, mo zone.Mold) func(*zone.Map, zone.State) zone.State {
	return func(m *zone.Map, s zone.State) zone.State {
		return m.PlaceMold(s, m.MustLookup(z), mo)
	}
}

var (
	survivor = zone.Mover{}
	oxygen   = zone.Mover{Oxygen: true}
	xeno     = zone.XenoMover
)

// runStepCases checks each case with CanStep, AppendSteps and Passable, so
// that the three agree.
func runStepCases(t *testing.T, text string, cases []stepCase) {
	t.Helper()
	m := parse(t, text)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := m.Initial()
			if tc.state != nil {
				s = tc.state(m, s)
			}
			from, to := m.MustLookup(tc.from), m.MustLookup(tc.to)
			want := zone.Step{To: to, Door: zone.NoDoor}
			if tc.breaks {
				want.Door = doorBetween(m, tc.from, tc.to)
				require.Equal(t, zone.Closed, s.Door(want.Door), "bad case: the door to break is not closed")
			}

			st, ok := m.CanStep(s, from, to, tc.mover)
			require.Equal(t, tc.ok, ok, "%s: CanStep(%s→%s, %+v) on\n%s", tc.page, tc.from, tc.to, tc.mover, text)
			if ok {
				require.Equal(t, want, st, "%s: CanStep(%s→%s, %+v)", tc.page, tc.from, tc.to, tc.mover)
			}

			steps := m.AppendSteps(nil, s, from, tc.mover)
			i := slices.IndexFunc(steps, func(st zone.Step) bool { return st.To == to })
			require.Equal(t, tc.ok, i >= 0, "%s: AppendSteps(%s, %+v) = %v", tc.page, tc.from, tc.mover, steps)
			if ok {
				require.Equal(t, want, steps[i])
			}

			// Some crossing between the zones is passable exactly when the
			// step is possible.
			passable := false
			for _, c := range m.AppendCrossings(nil, from, to) {
				require.Equal(t, from, c.From)
				require.Equal(t, to, c.To)
				passable = passable || m.Passable(s, c, tc.mover)
			}
			require.Equal(t, tc.ok, passable, "%s: Passable(%s→%s, %+v)", tc.page, tc.from, tc.to, tc.mover)
		})
	}
}

// p.13, Baraka's example: Baraka may enter the corridor through a destroyed
// door; through a closed door only once it is opened; the next room through
// an opening.
func TestStep_Baraka(t *testing.T) {
	runStepCases(t, barakaBoard, []stepCase{
		{name: "through a destroyed door", page: "p.13", from: "b", to: "k", mover: survivor, ok: true},
		{name: "back through a destroyed door", page: "p.13", from: "k", to: "b", mover: survivor, ok: true},
		{name: "not through a closed door", page: "p.13", from: "b", to: "c", mover: survivor, ok: false},
		{name: "not back through a closed door", page: "p.13", from: "c", to: "b", mover: survivor, ok: false},
		{name: "through the door once opened", page: "p.13, p.22", from: "b", to: "c", mover: survivor,
			state: withDoor("b", "c", zone.Open), ok: true},
		{name: "not once it is closed again", page: "p.13, p.22", from: "b", to: "c", mover: survivor,
			state: func(m *zone.Map, s zone.State) zone.State {
				return withDoor("b", "c", zone.Closed)(m, withDoor("b", "c", zone.Open)(m, s))
			}, ok: false},
		{name: "through an opening", page: "p.13", from: "b", to: "n", mover: survivor, ok: true},
		{name: "back through an opening", page: "p.13", from: "n", to: "b", mover: survivor, ok: true},
		{name: "no diagonal", page: "p.13", from: "n", to: "k", mover: xeno, ok: false},
		{name: "not two zones at once", page: "p.13", from: "n", to: "c", mover: xeno, ok: false},
		{name: "not into its own zone", page: "p.13", from: "b", to: "b", mover: xeno, ok: false},
	})
}

// Rooms and corridors (p.13): rooms connect through openings and open doors,
// corridors through markings; walls and closed doors block.
func TestStep_RoomsAndCorridors(t *testing.T) {
	runStepCases(t, movesBoard, []stepCase{
		{name: "room to room through a wall", page: "p.13", from: "r1", to: "r2", mover: survivor, ok: false},
		{name: "room to room through an open door", page: "p.13", from: "r2", to: "r3", mover: survivor, ok: true},
		{name: "room to room through an open door, back", page: "p.13", from: "r3", to: "r2", mover: survivor, ok: true},
		{name: "room to room through an opening", page: "p.13", from: "r3", to: "r4", mover: survivor, ok: true},
		{name: "room to corridor through an opening", page: "p.13", from: "r1", to: "c1", mover: survivor, ok: true},
		{name: "corridor to room through an opening", page: "p.13", from: "c1", to: "r1", mover: survivor, ok: true},
		{name: "room to corridor through a wall", page: "p.13", from: "r2", to: "c2", mover: survivor, ok: false},
		{name: "room to corridor through a closed door", page: "p.13", from: "r3", to: "c3", mover: survivor, ok: false},
		{name: "room to corridor through a destroyed door", page: "p.13, p.26", from: "r3", to: "c3", mover: survivor,
			state: withDoor("r3", "c3", zone.Destroyed), ok: true},
		{name: "a room's other walls do not matter", page: "p.13", from: "r4", to: "c3", mover: survivor,
			state: withDoor("r3", "c3", zone.Open), ok: false},
		{name: "corridor to corridor across a marking", page: "p.13", from: "c1", to: "c2", mover: survivor, ok: true},
		{name: "corridor to corridor across a marking, back", page: "p.13", from: "c2", to: "c1", mover: survivor, ok: true},
		{name: "corridor to corridor through a wall", page: "p.13", from: "c2", to: "c3", mover: survivor, ok: false},
		{name: "corridor to corridor through a wall, xenos", page: "p.13, p.26", from: "c2", to: "c3", mover: xeno, ok: false},
		{name: "multi-cell corridors across a marking", page: "p.11, p.13", from: "c3", to: "c4", mover: survivor, ok: true},
		{name: "multi-cell corridors, wall side", page: "p.13", from: "c2", to: "c4", mover: survivor, ok: false},
		{name: "zones that do not touch", page: "p.13", from: "r1", to: "r3", mover: xeno, ok: false},
	})
}

// The exterior (p.13, p.35): markings between exterior zones, the base only
// through an airlock, and oxygen to step out.
func TestStep_Exterior(t *testing.T) {
	runStepCases(t, exteriorBoard, []stepCase{
		{name: "exterior to exterior across a marking", page: "p.13", from: "e1", to: "e2", mover: oxygen, ok: true},
		{name: "exterior to exterior through a wall", page: "p.13", from: "e2", to: "e3", mover: oxygen, ok: false},
		{name: "exterior to exterior needs oxygen", page: "p.35", from: "e1", to: "e2", mover: survivor, ok: false},
		{name: "airlock to exterior without oxygen", page: "p.35", from: "a", to: "e2", mover: survivor, ok: false},
		{name: "airlock to exterior with oxygen", page: "p.35", from: "a", to: "e2", mover: oxygen, ok: true},
		{name: "exterior to airlock needs no oxygen", page: "p.35", from: "e2", to: "a", mover: survivor, ok: true},
		{name: "xenos go out through an airlock", page: "p.26, p.35", from: "a", to: "e2", mover: xeno, ok: true},
		{name: "xenos come in through an airlock", page: "p.26, p.35", from: "e2", to: "a", mover: xeno, ok: true},
		{name: "no way out through a corridor's wall", page: "p.35", from: "c", to: "e1", mover: oxygen, ok: false},
		{name: "no way in through a corridor's wall, xenos", page: "p.35", from: "e1", to: "c", mover: xeno, ok: false},
		{name: "airlock door closed, with oxygen", page: "p.13, p.35", from: "b", to: "e3", mover: oxygen, ok: false},
		{name: "airlock door opened, with oxygen", page: "p.13, p.35", from: "b", to: "e3", mover: oxygen,
			state: withDoor("b", "e3", zone.Open), ok: true},
		{name: "airlock door opened, without oxygen", page: "p.35", from: "b", to: "e3", mover: survivor,
			state: withDoor("b", "e3", zone.Open), ok: false},
		{name: "xenos break the airlock's door", page: "p.26", from: "e3", to: "b", mover: xeno, ok: true, breaks: true},
		{name: "xenos break the airlock's door from inside", page: "p.26", from: "b", to: "e3", mover: xeno, ok: true, breaks: true},
		{name: "a xeno-like mover without oxygen stays in", page: "p.35", from: "b", to: "e3",
			mover: zone.Mover{ThroughDoors: true}, ok: false},
		{name: "between two airlocks, a wall", page: "p.13", from: "a", to: "b", mover: xeno, ok: false},
	})
}

// Xenos (p.26): closed doors count as passable, and the step says which door
// to break; an open way between the same zones is used instead.
func TestStep_Xenos(t *testing.T) {
	runStepCases(t, xenoBoard, []stepCase{
		{name: "an opening beats a closed door", page: "p.26", from: "r1", to: "r2", mover: xeno, ok: true},
		{name: "an opening beats a closed door, back", page: "p.26", from: "r2", to: "r1", mover: xeno, ok: true},
		{name: "survivors take the opening too", page: "p.13", from: "r1", to: "r2", mover: survivor, ok: true},
		{name: "two closed doors: the first one is broken", page: "p.26", from: "r2", to: "r3", mover: xeno, ok: true, breaks: true},
		{name: "two closed doors, back", page: "p.26", from: "r3", to: "r2", mover: xeno, ok: true, breaks: true},
		{name: "survivors are stopped by closed doors", page: "p.13", from: "r2", to: "r3", mover: survivor, ok: false},
		{name: "the second door opened", page: "p.26", from: "r2", to: "r3", mover: xeno,
			state: withDoorID(2, zone.Open), ok: true},
		{name: "the first door destroyed", page: "p.26", from: "r2", to: "r3", mover: xeno,
			state: withDoorID(1, zone.Destroyed), ok: true},
		{name: "the first door destroyed, survivors", page: "p.13, p.26", from: "r2", to: "r3", mover: survivor,
			state: withDoorID(1, zone.Destroyed), ok: true},
		{name: "locked doors are broken too", page: "p.22, p.26", from: "r2", to: "r3", mover: xeno,
			state: lockAll, ok: true, breaks: true},
		{name: "a survivor mover through doors (xeno rules without the exterior)", page: "p.26", from: "r2", to: "r3",
			mover: zone.Mover{ThroughDoors: true}, ok: true, breaks: true},
	})
}

// Mold (p.20): every wall of a Mold zone counts as an opening except walls
// toward exterior zones, and its door tokens are gone.
func TestStep_Mold(t *testing.T) {
	moldR := withMold("r", zone.ActiveMold)
	runStepCases(t, moldBoard, []stepCase{
		{name: "before: a wall between rooms", page: "p.13", from: "r", to: "q", mover: xeno, ok: false},
		{name: "before: a closed door", page: "p.13", from: "r", to: "c", mover: survivor, ok: false},
		{name: "before: xenos break the door", page: "p.26", from: "r", to: "c", mover: xeno, ok: true, breaks: true},
		{name: "mold: the wall counts as an opening", page: "p.20", from: "r", to: "q", mover: survivor, state: moldR, ok: true},
		{name: "mold: from the other side too", page: "p.20", from: "q", to: "r", mover: survivor, state: moldR, ok: true},
		{name: "inactive mold: the same", page: "p.20", from: "q", to: "r", mover: survivor,
			state: withMold("r", zone.InactiveMold), ok: true},
		{name: "mold in the neighbour opens the shared wall", page: "p.20", from: "r", to: "q", mover: survivor,
			state: withMold("q", zone.ActiveMold), ok: true},
		{name: "mold: the door is removed", page: "p.20", from: "r", to: "c", mover: survivor, state: moldR, ok: true},
		{name: "mold: xenos walk through the removed door", page: "p.20, p.26", from: "c", to: "r", mover: xeno, state: moldR, ok: true},
		{name: "mold: the wall toward the exterior stays", page: "p.20", from: "r", to: "e", mover: xeno, state: moldR, ok: false},
		{name: "mold: from outside neither", page: "p.20", from: "e", to: "r", mover: xeno, state: moldR, ok: false},
		{name: "mold in the airlock: its door is removed, it still leads out", page: "p.20, p.35", from: "a", to: "e",
			mover: oxygen, state: withMold("a", zone.ActiveMold), ok: true},
		{name: "mold in the airlock: still no way out without oxygen", page: "p.20, p.35", from: "a", to: "e",
			mover: survivor, state: withMold("a", zone.InactiveMold), ok: false},
		{name: "mold in the airlock: the wall to the corridor opens", page: "p.20", from: "c", to: "a",
			mover: survivor, state: withMold("a", zone.ActiveMold), ok: true},
		{name: "mold in the corridor: walls to rooms open", page: "p.20", from: "c", to: "a",
			mover: survivor, state: withMold("c", zone.ActiveMold), ok: true},
		{name: "mold elsewhere changes nothing here", page: "p.20", from: "r", to: "q", mover: survivor,
			state: withMold("a", zone.ActiveMold), ok: false},
	})
}

// PlaceMold (p.20) removes the zone's door and Objective tokens
// for good and takes away its special properties, but not the airlock's
// passage.
func TestPlaceMold(t *testing.T) {
	m := parse(t, moldBoard)
	s0 := m.Initial()
	r, a, c := m.MustLookup("r"), m.MustLookup("a"), m.MustLookup("c")
	require.True(t, s0.HasObjective(0))

	s := m.PlaceMold(s0, r, zone.ActiveMold)
	require.Equal(t, zone.ActiveMold, s.Mold(r), "p.20")
	require.Equal(t, zone.Removed, s.Door(0), "p.20: the door on the Mold zone's boundary is removed")
	require.Equal(t, zone.Closed, s.Door(1), "p.20: other doors stay")
	require.False(t, s.HasObjective(0), "p.20: the Objective is removed")
	require.True(t, m.Fits(s))

	// Flipping the token is a placement too; the tokens stay removed.
	s = m.PlaceMold(s, r, zone.InactiveMold)
	require.Equal(t, zone.InactiveMold, s.Mold(r), "p.20: Hellfire flips the token")
	require.Equal(t, zone.Removed, s.Door(0))
	require.False(t, s.HasObjective(0))
	s = m.PlaceMold(s, r, zone.ActiveMold)
	require.Equal(t, zone.ActiveMold, s.Mold(r), "p.20: a Spoiler flips it back")

	// Mold in the corridor removes the same door, already gone.
	s = m.PlaceMold(s, c, zone.ActiveMold)
	require.Equal(t, zone.Removed, s.Door(0))

	// The airlock keeps its passage and loses nothing else it has not.
	s = m.PlaceMold(s, a, zone.InactiveMold)
	require.Equal(t, zone.Removed, s.Door(1), "p.20: the airlock's door is removed")
	require.Equal(t, zone.Airlock, m.Features(s, a), "p.20: Airlocks remain usable")
	_, ok := m.CanStep(s, a, m.MustLookup("e"), oxygen)
	require.True(t, ok, "p.20: Airlocks remain usable")

	// A removed door stays removed for good: the receiver was not changed.
	require.Equal(t, zone.Closed, s0.Door(0))
	require.True(t, s0.HasObjective(0))
	require.Equal(t, zone.NoMold, s0.Mold(r))

	require.Panics(t, func() { m.PlaceMold(s0, r, zone.NoMold) }, "a Mold token never leaves the board")
}

// PlaceMold takes away Security and Oxygen Supply (p.20).
func TestPlaceMold_Features(t *testing.T) {
	m := parse(t, `
+--+--+
|s |o |
+--+--+

s: room security dark
o: room oxygen start exit
`)
	s := m.Initial()
	so, ox := m.MustLookup("s"), m.MustLookup("o")
	require.Equal(t, zone.Security|zone.Dark, m.Features(s, so))
	s = m.PlaceMold(s, so, zone.ActiveMold)
	s = m.PlaceMold(s, ox, zone.InactiveMold)
	require.Equal(t, zone.Dark, m.Features(s, so), "p.20: no Search in Mold; darkness stays")
	require.Equal(t, zone.Start|zone.Exit, m.Features(s, ox), "p.20: the Oxygen Supply Room no longer exists")
	require.Equal(t, zone.Security|zone.Dark, m.Zone(so).Features, "the Map is not changed")
}

// Sight stops at closed doors and walls and never crosses between the base
// and the exterior (p.11-12, p.20); los builds on this.
func TestTransparent(t *testing.T) {
	m := parse(t, moldBoard)
	s := m.Initial()
	id := m.MustLookup
	crossing := func(a, b string) zone.Crossing {
		cs := m.AppendCrossings(nil, id(a), id(b))
		require.Len(t, cs, 1)
		return cs[0]
	}
	tests := []struct {
		page  string
		a, b  string
		state func(*zone.Map, zone.State) zone.State
		want  bool
	}{
		{"p.12: a wall", "q", "r", nil, false},
		{"p.12: a closed door", "r", "c", nil, false},
		{"p.12: an open door", "r", "c", withDoor("r", "c", zone.Open), true},
		{"p.12: a destroyed door", "c", "r", withDoor("r", "c", zone.Destroyed), true},
		{"p.20: a Mold zone's walls count as openings", "q", "r", withMold("q", zone.ActiveMold), true},
		{"p.20: a removed door", "r", "c", withMold("r", zone.InactiveMold), true},
		{"p.11: no sight between the base and the exterior", "a", "e", withDoor("a", "e", zone.Open), false},
		{"p.11: not even through Mold", "e", "a", withMold("a", zone.ActiveMold), false},
	}
	for _, tt := range tests {
		st := s
		if tt.state != nil {
			st = tt.state(m, s)
		}
		require.Equal(t, tt.want, m.Transparent(st, crossing(tt.a, tt.b)), "%s: %s→%s", tt.page, tt.a, tt.b)
	}
	require.True(t, m.IsOutside(crossing("a", "e")))
	require.True(t, m.IsOutside(crossing("e", "a")))
	require.False(t, m.IsOutside(crossing("r", "c")))
}

func TestAppendSteps_Order(t *testing.T) {
	m := parse(t, zonetest.EqualRoutes)
	s := m.Initial()
	e := m.MustLookup("e")
	got := m.AppendSteps([]zone.Step{{To: 99}}, s, e, survivor)
	want := []zone.Step{{To: 99}}
	for _, n := range []string{"b", "d", "f", "h"} {
		want = append(want, zone.Step{To: m.MustLookup(n), Door: zone.NoDoor})
	}
	require.Equal(t, want, got, "appended in ascending order of destination")

	var touching []zone.ID
	touching = m.AppendTouching(touching, e)
	require.Equal(t, []zone.ID{m.MustLookup("b"), m.MustLookup("d"), m.MustLookup("f"), m.MustLookup("h")}, touching)
	require.Empty(t, m.AppendCrossings(nil, m.MustLookup("a"), e), "diagonal zones do not touch")
}

// Queries on a Map allocate nothing beyond the slices they are given.
func TestSteps_NoAllocs(t *testing.T) {
	m := parse(t, xenoBoard)
	s := m.Initial()
	buf := make([]zone.Step, 0, 8)
	allocs := testing.AllocsPerRun(100, func() {
		buf = m.AppendSteps(buf[:0], s, 1, xeno)
		m.CanStep(s, 1, 2, xeno)
	})
	require.Zero(t, allocs)
}

// lineNames describes the straight lines of a zone (p.12) by the zones they
// enter, in order.
func lineNames(m *zone.Map, z zone.ID) []string {
	var out []string
	for i := range m.NumLines(z) {
		l := m.Line(z, i)
		s := ""
		for j := range l.Len() {
			c := l.At(j)
			s += fmt.Sprintf("%s-%v-%s ", m.Zone(c.From).Name, c.Boundary, m.Zone(c.To).Name)
		}
		out = append(out, strings.TrimSpace(s))
	}
	slices.Sort(out)
	return out
}

// Straight lines run parallel to the board's edges through every boundary
// up to the board's edge, and stop where the base meets the exterior
// (pp.11-12); los decides how far sight goes along them.
func TestLines(t *testing.T) {
	m := parse(t, zonetest.EqualRoutes)
	a, c, e := m.MustLookup("a"), m.MustLookup("c"), m.MustLookup("e")
	require.Equal(t, []string{"", "a-marking-b b-marking-c", "a-marking-d d-marking-g"}, lineNames(m, a))
	require.Equal(t, []string{"e-marking-b", "e-marking-d", "e-marking-f", "e-marking-h"}, lineNames(m, e))
	require.True(t, m.Aligned(a, c))
	require.True(t, m.Aligned(a, a))
	require.False(t, m.Aligned(a, e), "p.12: no diagonal lines")

	m = parse(t, exteriorBoard)
	al, b, e2 := m.MustLookup("a"), m.MustLookup("b"), m.MustLookup("e2")
	require.Equal(t, []string{"", "a-wall-b", "a-wall-c"}, lineNames(m, al))
	require.True(t, m.Aligned(al, b), "a wall is on the line: Mold could open it")
	require.False(t, m.Aligned(al, e2), "p.11: no line from the base into the exterior")
	require.False(t, m.Aligned(e2, al), "p.11: nor from the exterior into the base")
}

// Fits tells a State of the map from any other.
func TestFits(t *testing.T) {
	m := parse(t, moldBoard)
	s := m.Initial()
	require.True(t, m.Fits(s))
	require.False(t, m.Fits(parse(t, xenoBoard).Initial()), "another map's State")
	require.False(t, m.Fits(zone.State{}), "the zero State")
	require.False(t, m.Fits(m.PlaceMold(s, m.MustLookup("e"), zone.ActiveMold)), "p.20: Mold never spreads outside")
	require.True(t, m.Fits(s.WithDoor(0, zone.Removed).WithLocked(1, true)))
}
