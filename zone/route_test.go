package zone_test

import (
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// jaredBoard is Jared's example of p.13, constructed: Jared in corridor j at
// (0,0), his target t at (1,1), corridor c at (1,0), and a room w at (0,1)
// walled off from both.
const jaredBoard = `
+--+--+
|j .c |
+--+..+
|w |t |
+--+--+

j: corridor
c: corridor
w: room
t: corridor
`

// splitBoard is p.26's splitting group, constructed: from room x two routes
// of two steps lead to corridor t, one through the closed door to a, one
// through the opening to b.
const splitBoard = `
+--+--+
|x Da |
+oo+..+
|b .t |
+--+--+

x: room
a: corridor
b: corridor
t: corridor
`

// routeCase asks for the shortest routes from one zone to another.
type routeCase struct {
	name, page string
	from, to   string
	mover      zone.Mover
	state      func(*zone.Map, zone.State) zone.State
	dist       int         // -1: unreachable
	firstNames []firstStep // every first step on a shortest route; nil when dist <= 0
}

// firstStep is a step by zone name; breaks says it is the first door
// between the zones, to break.
type firstStep struct {
	to     string
	breaks bool
}

func runRouteCases(t *testing.T, text string, cases []routeCase) {
	t.Helper()
	m := parse(t, text)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := m.Initial()
			if tc.state != nil {
				s = tc.state(m, s)
			}
			from, to := m.MustLookup(tc.from), m.MustLookup(tc.to)
			r := m.Routes(s, tc.mover)
			d, ok := r.Distance(from, to)
			if tc.dist < 0 {
				require.False(t, ok, "%s: Distance(%s→%s, %+v) = %d, want unreachable", tc.page, tc.from, tc.to, tc.mover, d)
			} else {
				require.True(t, ok, "%s: Distance(%s→%s, %+v) unreachable", tc.page, tc.from, tc.to, tc.mover)
				require.Equal(t, tc.dist, d, "%s: Distance(%s→%s, %+v)", tc.page, tc.from, tc.to, tc.mover)
			}
			var want []zone.Step
			for _, fs := range tc.firstNames {
				st := zone.Step{To: m.MustLookup(fs.to), Door: zone.NoDoor}
				if fs.breaks {
					st.Door = doorBetween(m, tc.from, fs.to)
				}
				want = append(want, st)
			}
			got := r.AppendFirstSteps(nil, from, to)
			require.Equal(t, want, got, "%s: AppendFirstSteps(%s→%s, %+v)", tc.page, tc.from, tc.to, tc.mover)
		})
	}
}

// p.13, Jared's example: no diagonal moves; around a corner takes two steps.
func TestRoutes_Jared(t *testing.T) {
	m := parse(t, jaredBoard)
	s := m.Initial()
	_, ok := m.CanStep(s, m.MustLookup("j"), m.MustLookup("t"), survivor)
	require.False(t, ok, "p.13: a direct move (0,0)→(1,1) is rejected")

	runRouteCases(t, jaredBoard, []routeCase{
		{name: "around the corner", page: "p.13", from: "j", to: "t", mover: survivor, dist: 2,
			firstNames: []firstStep{{to: "c"}}},
		{name: "and back", page: "p.13", from: "t", to: "j", mover: survivor, dist: 2,
			firstNames: []firstStep{{to: "c"}}},
		{name: "one step", page: "p.13", from: "j", to: "c", mover: survivor, dist: 1,
			firstNames: []firstStep{{to: "c"}}},
		{name: "to itself", page: "p.13", from: "j", to: "j", mover: survivor, dist: 0},
		{name: "the walled room is out of reach", page: "p.13", from: "j", to: "w", mover: xeno, dist: -1},
		{name: "and nothing leaves it", page: "p.13", from: "w", to: "t", mover: xeno, dist: -1},
	})
}

// Every first step of every shortest route is given, so that a group of
// Xenos can split between them (p.26).
func TestRoutes_AllFirstSteps(t *testing.T) {
	runRouteCases(t, zonetest.EqualRoutes, []routeCase{
		{name: "across the block", page: "p.26", from: "a", to: "i", mover: xeno, dist: 4,
			firstNames: []firstStep{{to: "b"}, {to: "d"}}},
		{name: "to the centre", page: "p.26", from: "a", to: "e", mover: xeno, dist: 2,
			firstNames: []firstStep{{to: "b"}, {to: "d"}}},
		{name: "three ways, two first steps", page: "p.26", from: "a", to: "f", mover: survivor, dist: 3,
			firstNames: []firstStep{{to: "b"}, {to: "d"}}},
		{name: "one way only", page: "p.26", from: "b", to: "h", mover: xeno, dist: 2,
			firstNames: []firstStep{{to: "e"}}},
		{name: "from the centre, one step", page: "p.26", from: "e", to: "f", mover: xeno, dist: 1,
			firstNames: []firstStep{{to: "f"}}},
	})
	runRouteCases(t, splitBoard, []routeCase{
		{name: "xenos split between the door and the opening", page: "p.26", from: "x", to: "t", mover: xeno, dist: 2,
			firstNames: []firstStep{{to: "a", breaks: true}, {to: "b"}}},
		{name: "survivors only have the opening", page: "p.13", from: "x", to: "t", mover: survivor, dist: 2,
			firstNames: []firstStep{{to: "b"}}},
		{name: "once the door is open, two plain steps", page: "p.26", from: "x", to: "t", mover: xeno, dist: 2,
			state: withDoor("x", "a", zone.Open), firstNames: []firstStep{{to: "a"}, {to: "b"}}},
	})
}

// p.26: Xenos count closed doors as passable; when their
// shortest route crosses one, they break it instead of moving.
func TestRoutes_XenosBreakDoors(t *testing.T) {
	runRouteCases(t, zonetest.DoorOrDetour, []routeCase{
		{name: "xenos go for the door", page: "p.26", from: "x", to: "k", mover: xeno, dist: 1,
			firstNames: []firstStep{{to: "k", breaks: true}}},
		{name: "from the far side too", page: "p.26", from: "k", to: "x", mover: xeno, dist: 1,
			firstNames: []firstStep{{to: "x", breaks: true}}},
		{name: "the door is on the way", page: "p.26", from: "k2", to: "x", mover: xeno, dist: 2,
			firstNames: []firstStep{{to: "k"}}},
		{name: "survivors go round", page: "p.13", from: "x", to: "k", mover: survivor, dist: 5,
			firstNames: []firstStep{{to: "r"}}},
		{name: "once destroyed, xenos walk through", page: "p.26", from: "x", to: "k", mover: xeno, dist: 1,
			state: withDoor("x", "k", zone.Destroyed), firstNames: []firstStep{{to: "k"}}},
		{name: "once destroyed, survivors too", page: "p.26", from: "x", to: "k", mover: survivor, dist: 1,
			state: withDoor("x", "k", zone.Destroyed), firstNames: []firstStep{{to: "k"}}},
	})
	runRouteCases(t, exteriorBoard, []routeCase{
		{name: "the other airlock is cut off from e1", page: "p.26, p.35", from: "e1", to: "b",
			mover: xeno, dist: -1},
		{name: "xenos come in from outside through the opening", page: "p.26, p.35", from: "e1", to: "a",
			mover: xeno, dist: 2, firstNames: []firstStep{{to: "e2"}}},
		{name: "survivors without oxygen stay in", page: "p.35", from: "a", to: "e1", mover: survivor, dist: -1},
		{name: "survivors with oxygen go out", page: "p.35", from: "a", to: "e1", mover: oxygen, dist: 2,
			firstNames: []firstStep{{to: "e2"}}},
		{name: "and come back without it", page: "p.35", from: "e2", to: "a", mover: survivor, dist: 1,
			firstNames: []firstStep{{to: "a"}}},
		{name: "xenos break into the airlock from its exterior", page: "p.26", from: "e3", to: "b", mover: xeno, dist: 1,
			firstNames: []firstStep{{to: "b", breaks: true}}},
	})
}

// Mold opens the way (p.20): routes built on a State with Mold use it.
func TestRoutes_Mold(t *testing.T) {
	runRouteCases(t, moldBoard, []routeCase{
		{name: "walled off before", page: "p.13", from: "q", to: "c", mover: xeno, dist: -1},
		{name: "through the Mold zone", page: "p.20", from: "q", to: "c", mover: survivor, dist: 2,
			state: withMold("r", zone.ActiveMold), firstNames: []firstStep{{to: "r"}}},
		{name: "not outside through a Mold zone's wall", page: "p.20", from: "q", to: "e", mover: xeno, dist: -1,
			state: withMold("r", zone.ActiveMold)},
		{name: "outside through the airlock", page: "p.20, p.35", from: "q", to: "e", mover: xeno, dist: 4,
			state: func(m *zone.Map, s zone.State) zone.State {
				return withMold("c", zone.InactiveMold)(m, withMold("r", zone.ActiveMold)(m, s))
			}, firstNames: []firstStep{{to: "r"}}},
	})
}

// Distance and AppendFirstSteps do not allocate beyond their buffer.
func TestRoutes_NoAllocs(t *testing.T) {
	m := parse(t, zonetest.EqualRoutes)
	r := m.Routes(m.Initial(), xeno)
	buf := make([]zone.Step, 0, 4)
	allocs := testing.AllocsPerRun(100, func() {
		r.Distance(0, 8)
		buf = r.AppendFirstSteps(buf[:0], 0, 8)
	})
	require.Zero(t, allocs)
	require.Len(t, buf, 2)
}

// A Map, a State and Routes are shared between goroutines (the package
// doc, "Immutability and concurrency"; go test -race).
func TestRoutes_Concurrent(t *testing.T) {
	m := parse(t, zonetest.DoorOrDetour)
	s := m.Initial()
	r := m.Routes(s, xeno)
	x, k := m.MustLookup("x"), m.MustLookup("k")
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 50 {
				d, ok := r.Distance(x, k)
				if !ok || d != 1 {
					t.Errorf("Distance = %d, %v", d, ok)
				}
				st := s.WithDoor(0, zone.DoorState(1+i%3))
				if i%2 == 0 {
					st = m.PlaceMold(s, x, zone.ActiveMold)
				}
				m.Routes(st, survivor)
				_ = m.AppendSteps(nil, s, x, xeno)
			}
		}()
	}
	wg.Wait()
	require.Equal(t, zone.Closed, s.Door(0))
	require.True(t, s.Equal(m.Initial()))
}

// The Map's cache of routes changes no answer: on more board states than
// it keeps, asked in turn and from several goroutines at once, Routes
// answers as on a Map that has seen no other state (go test -race).
func TestRoutes_CacheAgrees(t *testing.T) {
	text := zonetest.Grid(6, 4, nil)
	m := zone.MustParse(text)
	var states []zone.State
	for z := range 12 {
		states = append(states, m.PlaceMold(m.Initial(), zone.ID(2*z), zone.ActiveMold))
	}
	movers := []zone.Mover{xeno, survivor, {Oxygen: true}, {ThroughDoors: true}}
	want := map[[2]int][]int{}
	for i, s := range states {
		for j, mv := range movers {
			want[[2]int{i, j}] = distances(zone.MustParse(text).Routes(s, mv), m.Len())
		}
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := range 3 {
				for i := range states {
					i := (i + g + round) % len(states)
					for j, mv := range movers {
						if got := distances(m.Routes(states[i], mv), m.Len()); !slices.Equal(got, want[[2]int{i, j}]) {
							t.Errorf("state %d, %+v: distances differ from a fresh Map's", i, mv)
						}
					}
				}
			}
		}()
	}
	wg.Wait()
}

// distances lists every Distance of r, -1 for no route.
func distances(r *zone.Routes, n int) []int {
	var out []int
	for a := range n {
		for b := range n {
			d, ok := r.Distance(zone.ID(a), zone.ID(b))
			if !ok {
				d = -1
			}
			out = append(out, d)
		}
	}
	return out
}

// Reset makes Routes anew in the memory of others: the answers of
// RoutesTo, whatever the Routes reused held before (another map, of fewer
// or more than 64 zones, other targets), without allocating once its
// memory suffices.
func TestRoutes_ResetAgrees(t *testing.T) {
	small := zone.MustParse(zonetest.Grid(4, 3, nil))  // 12 zones
	large := zone.MustParse(zonetest.Grid(10, 9, nil)) // 90 zones: a bitset of two words
	var r zone.Routes
	for round, m := range []*zone.Map{large, small, large, large, small} {
		s := m.PlaceMold(m.Initial(), zone.ID(round), zone.ActiveMold)
		targets := []zone.ID{zone.ID(m.Len() - 1), zone.ID(round + 3), zone.ID(m.Len() + 5)}
		r.Reset(m, s, xeno, targets...)
		want := m.RoutesTo(s, xeno, targets...)
		require.Equal(t, distances(want, m.Len()), distances(&r, m.Len()), "round %d", round)
		for a := range m.Len() {
			require.Equal(t, want.AppendFirstSteps(nil, zone.ID(a), targets[0]), r.AppendFirstSteps(nil, zone.ID(a), targets[0]))
		}
	}
	s := large.Initial()
	r.Reset(large, s, xeno, 3)
	require.Zero(t, testing.AllocsPerRun(20, func() { r.Reset(large, s, xeno, 3) }))
	r.Reset(nil, s, xeno, 3)
	_, ok := r.Distance(0, 3)
	require.False(t, ok, "Reset on no map: no route")
	var none *zone.Routes
	none.Reset(large, s, xeno, 3) // does nothing
}
