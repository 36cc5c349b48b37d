package xeno_test

import (
	"fmt"
	"math/bits"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// senseBoard: Xenos in corridor x see along the corridors a and b to the
// Dark corridor k; rooms h and g and corridors w and v lie behind walls,
// out of sight.
const senseBoard = `
+--+--+--+--+
|x .a .b .k |
+--+--+--+--+
|h |g |w .v |
+--+--+--+--+

x: corridor
a: corridor
b: corridor
k: corridor dark
h: room
g: room
w: corridor
v: corridor
`

// twoWaysBoard is p.26's splitting group, constructed: from x two routes of
// two steps lead to t, through a or through b.
const twoWaysBoard = `
+--+--+
|x .a |
+..+..+
|b .t |
+--+--+

x: corridor
a: corridor
b: corridor
t: corridor
`

// walledBoard: room y is walled off from x and a.
const walledBoard = `
+--+--+--+
|x .a |y |
+--+--+--+

x: corridor
a: corridor
y: room
`

func parse(t *testing.T, text string) *zone.Map {
	t.Helper()
	m, err := zone.Parse(text)
	require.NoError(t, err, "board:\n%s", text)
	return m
}

func ids(m *zone.Map, names ...string) []zone.ID {
	out := make([]zone.ID, len(names))
	for i, n := range names {
		out[i] = m.MustLookup(n)
	}
	return out
}

func names(m *zone.Map, zs []zone.ID) []string {
	out := make([]string, len(zs))
	for i, z := range zs {
		out[i] = m.Zone(z).Name
	}
	return out
}

// zoneCount is a number per zone name, for Fields.
type zoneCount map[string]int

// field builds the Xenos' Field: noise tokens plus one per Survivor (p.17).
func field(m *zone.Map, survivors, tokens zoneCount, v los.Viewer) *xeno.Field {
	f := &xeno.Field{Noise: make([]int, m.Len()), Survivors: make([]int, m.Len()), Sight: v}
	for n, c := range survivors {
		f.Survivors[m.MustLookup(n)] += c
		f.Noise[m.MustLookup(n)] += c
	}
	for n, c := range tokens {
		f.Noise[m.MustLookup(n)] += c
	}
	return f
}

var searchlight = los.Viewer{Searchlight: true}

// TestAppendDestinations: Xenos head for the noisiest zone holding Survivors
// in sight, else the noisiest zone of the board; ties keep every zone, and
// distance does not matter (p.26, p.17; docs/RULINGS.md, "Destinations").
func TestAppendDestinations(t *testing.T) {
	m := parse(t, senseBoard)
	tests := []struct {
		name, page        string
		from              string
		survivors, tokens zoneCount
		sight             los.Viewer
		want              []string
	}{
		{"noisiest zone with Survivors in sight, however far", "p.26",
			"x", zoneCount{"a": 1, "b": 1, "h": 2}, zoneCount{"b": 2, "h": 2}, searchlight, []string{"b"}},
		{"Survivors in sight beat louder noise out of sight", "p.26",
			"x", zoneCount{"a": 1}, zoneCount{"w": 5}, searchlight, []string{"a"}},
		{"Survivors in sight beat louder noise in sight", "p.26",
			"x", zoneCount{"a": 1}, zoneCount{"b": 5}, searchlight, []string{"a"}},
		{"equally noisy zones with Survivors in sight: all of them", "p.26, RULINGS Destinations",
			"x", zoneCount{"b": 2, "a": 1}, zoneCount{"a": 1, "w": 7}, searchlight, []string{"a", "b"}},
		{"Survivors in the Xenos' own zone are in sight", "p.26",
			"x", zoneCount{"x": 1, "b": 1}, zoneCount{"x": 2}, searchlight, []string{"x"}},
		{"no Survivor in sight: the noisiest zone of the board", "p.26",
			"x", zoneCount{"h": 1}, zoneCount{"w": 3, "v": 2}, searchlight, []string{"w"}},
		{"no Survivor in sight: noise in sight counts like any other", "p.26",
			"x", zoneCount{"h": 1}, zoneCount{"b": 3}, searchlight, []string{"b"}},
		{"no Survivor in sight: equally noisy zones of the board, all of them", "p.26, RULINGS Destinations",
			"x", zoneCount{"h": 1}, zoneCount{"h": 1, "v": 2, "a": 2, "g": 1}, searchlight, []string{"a", "h", "v"}},
		{"no Survivor anywhere: the noisiest zone", "p.26",
			"x", nil, zoneCount{"g": 1}, searchlight, []string{"g"}},
		{"no noise at all: no destination", "p.26",
			"x", nil, nil, searchlight, nil},
		{"a Dark Zone does not hide Survivors from Xenos", "p.11, p.26, docs/RULINGS.md",
			"x", zoneCount{"k": 1}, zoneCount{"w": 4}, searchlight, []string{"k"}},
		{"without a Searchlight the Dark Zone hides them", "p.11",
			"x", zoneCount{"k": 1}, zoneCount{"w": 4}, los.Viewer{}, []string{"w"}},
		{"from room h only h is in sight", "p.12, p.26",
			"h", zoneCount{"a": 1, "b": 1}, zoneCount{"b": 1}, searchlight, []string{"b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := field(m, tt.survivors, tt.tokens, tt.sight)
			got := names(m, xeno.AppendDestinations(nil, m, m.Initial(), f, m.MustLookup(tt.from)))
			if diff := cmp.Diff(tt.want, got, cmpEmpty); diff != "" {
				t.Errorf("%s: AppendDestinations(from %s, Survivors %v, tokens %v, %+v) (-want +got):\n%s",
					tt.page, tt.from, tt.survivors, tt.tokens, tt.sight, diff)
			}
		})
	}
}

// cmpEmpty makes nil and empty slices equal.
var cmpEmpty = cmp.Transformer("nilEmpty", func(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
})

// A closed door hides the Survivors behind it: the Xenos go for the noise
// instead (p.12, p.26). Once it is open, they see them.
func TestAppendDestinationsThroughDoor(t *testing.T) {
	m := parse(t, zonetest.DoorOrDetour)
	f := field(m, zoneCount{"k2": 1}, zoneCount{"r": 3}, searchlight)
	x := m.MustLookup("x")
	s := m.Initial()
	got := names(m, xeno.AppendDestinations(nil, m, s, f, x))
	require.Equal(t, []string{"r"}, got, "p.26: door closed, Survivors in k2 out of sight")
	got = names(m, xeno.AppendDestinations(nil, m, s.WithDoor(0, zone.Open), f, x))
	require.Equal(t, []string{"k2"}, got, "p.26: door open, Survivors in k2 in sight")
}

// AppendDestinations appends after what dst holds and leaves it alone.
func TestAppendDestinationsAppends(t *testing.T) {
	m := parse(t, senseBoard)
	// a is found first, then the louder b replaces it.
	f := field(m, zoneCount{"a": 1, "b": 2}, nil, searchlight)
	prefix := []zone.ID{7, 7}
	got := xeno.AppendDestinations(slices.Clone(prefix), m, m.Initial(), f, m.MustLookup("x"))
	want := append(slices.Clone(prefix), m.MustLookup("b"))
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("AppendDestinations after %v (-want +got):\n%s", prefix, diff)
	}
	// And on the board-wide tier.
	f = field(m, nil, zoneCount{"h": 1, "w": 2}, searchlight)
	got = xeno.AppendDestinations(slices.Clone(prefix), m, m.Initial(), f, m.MustLookup("x"))
	want = append(slices.Clone(prefix), m.MustLookup("w"))
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("AppendDestinations after %v, board-wide (-want +got):\n%s", prefix, diff)
	}
}

// step is a Step by zone name; door is the DoorID to break, or -1.
type step struct {
	to   string
	door int
}

func steps(m *zone.Map, ss []zone.Step) []step {
	out := make([]step, len(ss))
	for i, s := range ss {
		d := -1
		if s.Door != zone.NoDoor {
			d = int(s.Door)
		}
		out[i] = step{m.Zone(s.To).Name, d}
	}
	return out
}

// TestAppendOptions: Xenos step along a shortest route to their
// destination, closed doors counting as passable (p.26).
func TestAppendOptions(t *testing.T) {
	tests := []struct {
		name, page string
		board      string
		state      func(*zone.Map, zone.State) zone.State
		from       string
		dests      []string
		want       []step
	}{
		{"two equally short routes, two options", "p.26",
			twoWaysBoard, nil, "x", []string{"t"}, []step{{"a", -1}, {"b", -1}}},
		{"one route", "p.26",
			twoWaysBoard, nil, "x", []string{"a"}, []step{{"a", -1}}},
		{"the route through a closed door breaks it", "p.26, RULINGS Xeno routes",
			zonetest.DoorOrDetour, nil, "x", []string{"k2"}, []step{{"k", 0}}},
		{"next round they walk through the destroyed door", "p.26",
			zonetest.DoorOrDetour, func(m *zone.Map, s zone.State) zone.State { return s.WithDoor(0, zone.Destroyed) },
			"x", []string{"k2"}, []step{{"k", -1}}},
		{"an open door is an ordinary step", "p.26",
			zonetest.DoorOrDetour, func(m *zone.Map, s zone.State) zone.State { return s.WithDoor(0, zone.Open) },
			"x", []string{"k"}, []step{{"k", -1}}},
		{"a locked door is broken like any closed door", "p.26, docs/RULINGS.md",
			zonetest.DoorOrDetour, func(m *zone.Map, s zone.State) zone.State { return s.WithLocked(0, true) },
			"x", []string{"k"}, []step{{"k", 0}}},
		{"destination is their own zone: they stay", "p.26",
			twoWaysBoard, nil, "x", []string{"x"}, nil},
		{"one of tied destinations is their own zone: they stay", "p.26",
			twoWaysBoard, nil, "x", []string{"t", "x"}, nil},
		{"no destination: they stay", "p.26",
			twoWaysBoard, nil, "x", nil, nil},
		{"unreachable destination: they stay", "p.26, RULINGS Xeno routes",
			walledBoard, nil, "x", []string{"y"}, nil},
		{"tied destinations, one unreachable: toward the other", "p.26, RULINGS Destinations and Xeno routes",
			walledBoard, nil, "x", []string{"y", "a"}, []step{{"a", -1}}},
		{"Mold opens the wall to the unreachable room", "p.20, p.26",
			walledBoard, func(m *zone.Map, s zone.State) zone.State {
				return m.PlaceMold(s, m.MustLookup("y"), zone.InactiveMold)
			},
			"x", []string{"y"}, []step{{"a", -1}}},
		{"tied destinations: the union of their first steps, sorted", "p.26, RULINGS Destinations",
			zonetest.EqualRoutes, nil, "e", []string{"c", "a"}, []step{{"b", -1}, {"d", -1}, {"f", -1}}},
		{"opposite tied destinations: four ways", "p.26, RULINGS Destinations",
			zonetest.EqualRoutes, nil, "e", []string{"i", "a"}, []step{{"b", -1}, {"d", -1}, {"f", -1}, {"h", -1}}},
		{"a destination listed twice counts once", "p.26",
			zonetest.EqualRoutes, nil, "e", []string{"a", "a"}, []step{{"b", -1}, {"d", -1}}},
		{"tied destinations at different distances: each along its own shortest route", "p.26, RULINGS Destinations",
			zonetest.EqualRoutes, nil, "a", []string{"b", "i"}, []step{{"b", -1}, {"d", -1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := parse(t, tt.board)
			s := m.Initial()
			if tt.state != nil {
				s = tt.state(m, s)
			}
			r := m.Routes(s, zone.XenoMover)
			got := steps(m, xeno.AppendOptions(nil, r, m.MustLookup(tt.from), ids(m, tt.dests...)))
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(step{}), cmpEmptySteps); diff != "" {
				t.Errorf("%s: AppendOptions(from %s, to %v) (-want +got):\n%s", tt.page, tt.from, tt.dests, diff)
			}
		})
	}
}

var cmpEmptySteps = cmp.Transformer("nilEmpty", func(s []step) []step {
	if len(s) == 0 {
		return nil
	}
	return s
})

// AppendOptions appends after what dst holds, and sorts only what it adds.
func TestAppendOptionsAppends(t *testing.T) {
	m := parse(t, zonetest.EqualRoutes)
	r := m.Routes(m.Initial(), zone.XenoMover)
	prefix := []zone.Step{{To: 8, Door: zone.NoDoor}, {To: 1, Door: zone.NoDoor}}
	e := m.MustLookup("e")
	got := xeno.AppendOptions(slices.Clone(prefix), r, e, ids(m, "c", "a"))
	want := append(slices.Clone(prefix), zone.Step{To: m.MustLookup("b"), Door: zone.NoDoor},
		zone.Step{To: m.MustLookup("d"), Door: zone.NoDoor}, zone.Step{To: m.MustLookup("f"), Door: zone.NoDoor})
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("AppendOptions after %v (-want +got):\n%s", prefix, diff)
	}
	got = xeno.AppendOptions(slices.Clone(prefix), r, e, ids(m, "e"))
	if diff := cmp.Diff(prefix, got); diff != "" {
		t.Errorf("AppendOptions to their own zone after %v (-want +got):\n%s", prefix, diff)
	}
}

// p.26, splitting: 5 Workers, two equally short ways: groups of 2
// and 3, the players choose which way gets 3, and no Worker is added.
func TestSplitFiveWorkers(t *testing.T) {
	rem := xeno.Remainders(5, 2)
	if diff := cmp.Diff([]uint64{0b01, 0b10}, rem); diff != "" {
		t.Fatalf("p.26: Remainders(5, 2) (-want +got):\n%s", diff)
	}
	want := [][]int{{3, 2}, {2, 3}}
	for i, extra := range rem {
		if diff := cmp.Diff(want[i], xeno.Split(5, 2, extra)); diff != "" {
			t.Errorf("p.26: Split(5, 2, %02b) (-want +got):\n%s", extra, diff)
		}
	}
}

func TestSplit(t *testing.T) {
	tests := []struct {
		n, k  int
		extra uint64
		want  []int
	}{
		{0, 1, 0, []int{0}},
		{4, 1, 0, []int{4}},
		{6, 2, 0, []int{3, 3}},
		{6, 3, 0, []int{2, 2, 2}},
		{7, 3, 0b100, []int{2, 2, 3}},
		{8, 3, 0b101, []int{3, 2, 3}},
		{2, 3, 0b011, []int{1, 1, 0}}, // fewer Xenos than ways: none is added
		{1, 4, 0b1000, []int{0, 0, 0, 1}},
		{0, 4, 0, []int{0, 0, 0, 0}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, xeno.Split(tt.n, tt.k, tt.extra)); diff != "" {
			t.Errorf("p.26: Split(%d, %d, %b) (-want +got):\n%s", tt.n, tt.k, tt.extra, diff)
		}
	}
}

func TestRemainders(t *testing.T) {
	tests := []struct {
		n, k int
		want []uint64
	}{
		{0, 1, []uint64{0}},
		{9, 1, []uint64{0}},
		{4, 2, []uint64{0}},
		{0, 5, []uint64{0}},
		{1, 3, []uint64{0b001, 0b010, 0b100}},
		{2, 3, []uint64{0b011, 0b101, 0b110}},
		{5, 3, []uint64{0b011, 0b101, 0b110}},
		{7, 4, []uint64{0b0111, 0b1011, 0b1101, 0b1110}},
		{0, 0, nil},
		{3, -1, nil},
		{3, 64, nil},
		{-1, 3, nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, xeno.Remainders(tt.n, tt.k)); diff != "" {
			t.Errorf("p.26: Remainders(%d, %d) (-want +got):\n%s", tt.n, tt.k, diff)
		}
	}
	// 63 ways, the most: one Xeno left over, or all but one way.
	for _, n := range []int{1, 62, 63 + 62} {
		rem := xeno.Remainders(n, 63)
		if len(rem) != 63 {
			t.Errorf("Remainders(%d, 63) has %d sets; want 63", n, len(rem))
			continue
		}
		for _, set := range rem {
			if set>>63 != 0 || bits.OnesCount64(set) != n%63 {
				t.Errorf("Remainders(%d, 63) holds %064b", n, set)
			}
		}
	}
}

// binomial returns C(n, k).
func binomial(n, k int) int {
	c := 1
	for i := range k {
		c = c * (n - i) / (i + 1)
	}
	return c
}

// TestPropSplit: whichever remainder the players choose, the groups add up
// to n and differ by at most one (p.26).
func TestPropSplit(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 200).Draw(t, "n")
		k := rapid.IntRange(1, 16).Draw(t, "k")
		rem := xeno.Remainders(n, k)
		if len(rem) != binomial(k, n%k) {
			t.Fatalf("p.26: Remainders(%d, %d) has %d sets; want C(%d, %d) = %d", n, k, len(rem), k, n%k, binomial(k, n%k))
		}
		for i, set := range rem {
			if set>>k != 0 || bits.OnesCount64(set) != n%k {
				t.Fatalf("p.26: Remainders(%d, %d)[%d] = %b; want %d bits below bit %d", n, k, i, set, n%k, k)
			}
			if i > 0 && set <= rem[i-1] {
				t.Fatalf("Remainders(%d, %d) not strictly ascending at %d: %b after %b", n, k, i, set, rem[i-1])
			}
		}
		extra := rapid.SampledFrom(rem).Draw(t, "extra")
		groups := xeno.Split(n, k, extra)
		if len(groups) != k {
			t.Fatalf("Split(%d, %d, %b) has %d groups", n, k, extra, len(groups))
		}
		sum := 0
		for _, g := range groups {
			sum += g
		}
		if sum != n {
			t.Fatalf("p.26: Split(%d, %d, %b) = %v adds up to %d: Xenos added or lost", n, k, extra, groups, sum)
		}
		if lo, hi := slices.Min(groups), slices.Max(groups); hi-lo > 1 || lo != n/k {
			t.Fatalf("p.26: Split(%d, %d, %b) = %v: groups not as equal as possible", n, k, extra, groups)
		}
		for i, g := range groups {
			if (g > n/k) != (extra>>i&1 == 1) {
				t.Fatalf("Split(%d, %d, %b) = %v: way %d's share disagrees with the remainder set", n, k, extra, groups, i)
			}
		}
	})
}

// Workers in corridor x hear a Survivor's noise in room h and a louder
// noise token in w, but they see the Survivor in b, who is quieter: they
// head for b (p.26).
func ExampleAppendDestinations() {
	m := zone.MustParse(`
+--+--+--+
|x .a .b |
+--+--+--+
|h |w .v |
+--+--+--+

x: corridor
a: corridor
b: corridor
h: room
w: corridor
v: corridor
`)
	noise := make([]int, m.Len())
	survivors := make([]int, m.Len())
	survivors[m.MustLookup("b")], noise[m.MustLookup("b")] = 1, 1 // a Survivor is 1 noise (p.17)
	survivors[m.MustLookup("h")], noise[m.MustLookup("h")] = 1, 1
	noise[m.MustLookup("w")] = 3
	f := &xeno.Field{Noise: noise, Survivors: survivors, Sight: los.Viewer{Searchlight: true}}

	s := m.Initial()
	x := m.MustLookup("x")
	for _, d := range xeno.AppendDestinations(nil, m, s, f, x) {
		fmt.Println("destination:", m.Zone(d).Name)
		r := m.Routes(s, zone.XenoMover)
		for _, st := range xeno.AppendOptions(nil, r, x, []zone.ID{d}) {
			fmt.Println("step to:", m.Zone(st.To).Name)
		}
	}

	// Nobody in sight: the noisiest zone of the board.
	survivors[m.MustLookup("b")], noise[m.MustLookup("b")] = 0, 0
	for _, d := range xeno.AppendDestinations(nil, m, s, f, x) {
		fmt.Println("destination:", m.Zone(d).Name)
	}
	// Output:
	// destination: b
	// step to: a
	// destination: w
}

// slowDestinations is p.26 read literally, zone by zone with los.Sees.
func slowDestinations(m *zone.Map, s zone.State, f *xeno.Field, z zone.ID) []zone.ID {
	loudest := func(ok func(zone.ID) bool) []zone.ID {
		var out []zone.ID
		best := 0
		for y := range m.Len() {
			id := zone.ID(y)
			if !ok(id) {
				continue
			}
			switch {
			case f.Noise[y] > best:
				out, best = []zone.ID{id}, f.Noise[y]
			case f.Noise[y] == best && len(out) > 0:
				out = append(out, id)
			}
		}
		return out
	}
	if d := loudest(func(y zone.ID) bool { return f.Survivors[y] > 0 && los.Sees(m, s, z, y, f.Sight) }); d != nil {
		return d
	}
	return loudest(func(y zone.ID) bool { return f.Noise[y] > 0 })
}

// slowDistances returns the fewest Xeno steps from every zone to d.
func slowDistances(m *zone.Map, s zone.State, d zone.ID) []int {
	dist := make([]int, m.Len())
	for i := range dist {
		dist[i] = -1
	}
	dist[d] = 0
	for grew := true; grew; {
		grew = false
		for y := range m.Len() {
			for _, st := range m.AppendSteps(nil, s, zone.ID(y), zone.XenoMover) {
				if dist[st.To] >= 0 && (dist[y] < 0 || dist[st.To]+1 < dist[y]) {
					dist[y], grew = dist[st.To]+1, true
				}
			}
		}
	}
	return dist
}

// slowOptions is p.26 read literally: every step from z that brings the
// Xenos one step closer to one of the destinations, none if they stand in
// one.
func slowOptions(m *zone.Map, s zone.State, z zone.ID, dests []zone.ID) []zone.Step {
	if slices.Contains(dests, z) {
		return nil
	}
	var out []zone.Step
	for _, d := range dests {
		dist := slowDistances(m, s, d)
		for _, st := range m.AppendSteps(nil, s, z, zone.XenoMover) {
			if dist[z] > 0 && dist[st.To] == dist[z]-1 && !slices.Contains(out, st) {
				out = append(out, st)
			}
		}
	}
	slices.SortFunc(out, func(a, b zone.Step) int { return int(a.To) - int(b.To) })
	return out
}

// TestPropMovesAgreeWithSlow: destinations and steps agree with slow
// readings of p.26 on random boards, with or without the special zones
// and boundaries of seed 004, §16.
func TestPropMovesAgreeWithSlow(t *testing.T) {
	t.Run("plain", func(t *testing.T) { rapid.Check(t, movesAgreeWithSlow(zonetest.Map())) })
	t.Run("seed 004 §16", func(t *testing.T) { rapid.Check(t, movesAgreeWithSlow(zonetest.SpecialMap())) })
}

func movesAgreeWithSlow(maps *rapid.Generator[*zone.Map]) func(*rapid.T) {
	return func(t *rapid.T) {
		m := maps.Draw(t, "map")
		s := m.Initial()
		if statesVary(m) && rapid.Bool().Draw(t, "changed state") {
			s = zonetest.State(m).Draw(t, "state")
		}
		n := m.Len()
		f := &xeno.Field{
			Noise:     make([]int, n),
			Survivors: rapid.SliceOfN(rapid.IntRange(0, 2), n, n).Draw(t, "survivors"),
			Sight:     los.Viewer{Searchlight: rapid.Bool().Draw(t, "searchlight")},
		}
		tokens := rapid.SliceOfN(rapid.IntRange(0, 3), n, n).Draw(t, "tokens")
		for i := range n {
			if rapid.IntRange(0, 3).Draw(t, "quiet") > 0 {
				f.Survivors[i], tokens[i] = 0, 0
			}
			f.Noise[i] = f.Survivors[i] + tokens[i]
		}
		z := zone.ID(rapid.IntRange(0, n-1).Draw(t, "xenos"))
		dests := xeno.AppendDestinations(nil, m, s, f, z)
		if want := slowDestinations(m, s, f, z); !cmp.Equal(want, dests, cmpEmptyIDs) {
			t.Fatalf("p.26: AppendDestinations from %s = %v; want %v (Survivors %v, noise %v) on\n%s",
				m.Zone(z).Name, names(m, dests), names(m, want), f.Survivors, f.Noise, m)
		}
		r := m.Routes(s, zone.XenoMover)
		got := xeno.AppendOptions(nil, r, z, dests)
		if want := slowOptions(m, s, z, dests); !cmp.Equal(want, got, cmpEmptyZoneSteps) {
			t.Fatalf("p.26: AppendOptions from %s to %v = %+v; want %+v on\n%s",
				m.Zone(z).Name, names(m, dests), got, want, m)
		}
	}
}

var (
	cmpEmptyIDs = cmp.Transformer("nilEmpty", func(s []zone.ID) []zone.ID {
		if len(s) == 0 {
			return nil
		}
		return s
	})
	cmpEmptyZoneSteps = cmp.Transformer("nilEmpty", func(s []zone.Step) []zone.Step {
		if len(s) == 0 {
			return nil
		}
		return s
	})
)

// statesVary reports whether m has anything a State can change. On a map
// with none, zonetest.State draws nothing, which rapid rejects.
func statesVary(m *zone.Map) bool {
	if m.NumDoors() > 0 || len(m.Objectives()) > 0 || len(m.Spawns()) > 0 || m.NumWires() > 0 || m.NumGates() > 0 {
		return true
	}
	for z := range m.Len() {
		if m.Zone(zone.ID(z)).Kind != zone.Exterior {
			return true
		}
	}
	return false
}

// The steps toward one destination are those toward it listed twice
// (which AppendOptions merges, then sorts): distinct, in ascending order
// of zone, on random boards and board states.
func TestPropOptionsOneDestination(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := zonetest.Map().Draw(t, "map")
		s := zonetest.State(m).Draw(t, "state")
		z := zone.ID(rapid.IntRange(0, m.Len()-1).Draw(t, "from"))
		d := zone.ID(rapid.IntRange(0, m.Len()-1).Draw(t, "to"))
		r := m.RoutesTo(s, zone.XenoMover, d)
		one := xeno.AppendOptions(nil, r, z, []zone.ID{d})
		if twice := xeno.AppendOptions(nil, r, z, []zone.ID{d, d}); !slices.Equal(one, twice) {
			t.Fatalf("from %d to %d: %v; listed twice, %v", z, d, one, twice)
		}
		if !slices.IsSortedFunc(one, func(a, b zone.Step) int { return int(a.To) - int(b.To) }) {
			t.Fatalf("from %d to %d: %v not in order", z, d, one)
		}
	})
}
