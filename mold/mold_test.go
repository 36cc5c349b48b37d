package mold_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// spreadBoard is p.20's Spoiler spreading Mold, constructed: corridors c and
// k; room o holds an Objective behind the closed door from k and has walls
// toward room w and exterior e; room r already has Inactive Mold; a is the
// airlock to the exterior zones e and e2.
const spreadBoard = `
+--+--+--+--+
|c .k Do |w |
+--+--+--+--+
|r |a oe .e2|
+--+--+--+--+

c: corridor
k: corridor
o: room objective
w: room
r: room mold=inactive
a: room airlock
e: exterior
e2: exterior
`

// fullBoard has sixteen rooms, one more than the box has Mold tokens
// (component list, pp.3-4; docs/RULINGS.md, "Mold").
const fullBoard = `
+--+--+--+--+
|a |b |c |d |
+--+--+--+--+
|e |f |g |h |
+--+--+--+--+
|i |j |k |l |
+--+--+--+--+
|m |n |o |p |
+--+--+--+--+

a: room
b: room
c: room
d: room
e: room
f: room
g: room
h: room
i: room
j: room
k: room
l: room
m: room
n: room
o: room
p: room
`

// chainBoard is p.20's chain of Active Mold, constructed: Spawn Zones s1 at
// (0,0) and s2 at (4,0), zones m1..m3 between them and a second row b0..b4
// for diagonal links and detours. Every boundary is a wall between two
// building zones, which Mold opens, so chains follow the zones' shared
// edges (p.20; docs/RULINGS.md, "Mold").
const chainBoard = `
+--+--+--+--+--+
|s1|m1|m2|m3|s2|
+--+--+--+--+--+
|b0|b1|b2|b3|b4|
+--+--+--+--+--+

s1: room spawn
m1: room
m2: room
m3: room
s2: room spawn
b0: room
b1: room
b2: room
b3: room
b4: room
`

// exteriorBoard is p.20's exception, constructed: Mold opens walls "except
// the ones leading to exterior Zones". Room Spawn Zone s and room m face
// the exterior Spawn Zone e across walls; below them, corridor b and
// airlock a lead through the airlock's opening to the exterior Spawn Zone
// o. The wall between e and o joins two exterior zones.
const exteriorBoard = `
+--+--+--+
|s |m |e |
+--+--+--+
|b |a oo |
+--+--+--+

s: room spawn
m: room
e: exterior spawn
b: corridor
a: room airlock
o: exterior spawn=green
`

// twinBoard has two Spawn Zones side by side, and a room x.
const twinBoard = `
+--+--+--+
|s1|s2|x |
+--+--+--+

s1: room spawn
s2: corridor spawn=green
x: room
`

// loneBoard has a single Spawn Zone holding two Spawn tokens.
const loneBoard = `
+--+--+--+
|s .a |b |
+--+--+--+

s: corridor spawn spawn=purple:active
a: corridor
b: room
`

func parse(t *testing.T, text string) *zone.Map {
	t.Helper()
	m, err := zone.Parse(text)
	require.NoError(t, err, "board:\n%s", text)
	return m
}

// withMold returns s with the named zones' Mold tokens placed.
func withMold(m *zone.Map, s zone.State, face zone.Mold, names ...string) zone.State {
	for _, n := range names {
		s = m.PlaceMold(s, m.MustLookup(n), face)
	}
	return s
}

// letters returns the one-letter zone names from first to last.
func letters(first, last byte) []string {
	var out []string
	for c := first; c <= last; c++ {
		out = append(out, string(c))
	}
	return out
}

// TestSpoilerSpreads: a Spoiler Abomination spreads Mold where it stands
// (p.20; docs/RULINGS.md, "Mold").
func TestSpoilerSpreads(t *testing.T) {
	spread, full := parse(t, spreadBoard), parse(t, fullBoard)
	// fifteen: every token of the box on the board, o's Inactive.
	fifteen := func(m *zone.Map, s zone.State) zone.State {
		s = withMold(m, s, zone.ActiveMold, letters('a', 'n')...)
		return withMold(m, s, zone.InactiveMold, "o")
	}
	tests := []struct {
		name, page string
		m          *zone.Map
		state      func(*zone.Map, zone.State) zone.State // nil: the initial state
		at         string
		limit      int
		changed    bool
		want       zone.Mold // the token in zone at afterwards
	}{
		{"corridor without Mold gets Active Mold", "p.20", spread, nil, "c", mold.Tokens, true, zone.ActiveMold},
		{"room without Mold gets Active Mold", "p.20", spread, nil, "w", mold.Tokens, true, zone.ActiveMold},
		{"airlock gets Active Mold", "p.20", spread, nil, "a", mold.Tokens, true, zone.ActiveMold},
		{"exterior zone: nothing", "p.20", spread, nil, "e", mold.Tokens, false, zone.NoMold},
		{"room with Inactive Mold flips to Active", "p.20", spread, nil, "r", mold.Tokens, true, zone.ActiveMold},
		{"Active Mold stays Active", "p.20", spread, func(m *zone.Map, s zone.State) zone.State {
			return withMold(m, s, zone.ActiveMold, "c")
		}, "c", mold.Tokens, false, zone.ActiveMold},
		{"no token left: nothing", "p.20, pp.3-4, RULINGS Mold", full, fifteen, "p", mold.Tokens, false, zone.NoMold},
		{"no token left: Inactive still flips", "p.20, RULINGS Mold", full, fifteen, "o", mold.Tokens, true, zone.ActiveMold},
		{"one token left", "p.20, RULINGS Mold", full, func(m *zone.Map, s zone.State) zone.State {
			return withMold(m, s, zone.ActiveMold, letters('a', 'n')...)
		}, "p", mold.Tokens, true, zone.ActiveMold},
		{"a larger limit lets more spread", "RULINGS Mold (configurable)", full, fifteen, "p", mold.Tokens + 1, true, zone.ActiveMold},
		{"limit 0: never placed", "RULINGS Mold (configurable)", spread, nil, "c", 0, false, zone.NoMold},
		{"limit 0: Inactive still flips", "RULINGS Mold (configurable)", spread, nil, "r", 0, true, zone.ActiveMold},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := tt.m
			s := m.Initial()
			if tt.state != nil {
				s = tt.state(m, s)
			}
			before := s
			z := m.MustLookup(tt.at)
			got, changed := mold.Spread(m, s, z, tt.limit)
			if changed != tt.changed || got.Mold(z) != tt.want {
				t.Errorf("%s: Spread(%s, limit %d) = %v, changed %v; want %v, changed %v",
					tt.page, tt.at, tt.limit, got.Mold(z), changed, tt.want, tt.changed)
			}
			if !changed && !got.Equal(s) {
				t.Errorf("%s: Spread(%s) reported no change but changed the state", tt.page, tt.at)
			}
			if !s.Equal(before) {
				t.Errorf("Spread(%s) modified its input state", tt.at)
			}
			if n := mold.Count(m, got); n > max(tt.limit, mold.Count(m, s)) {
				t.Errorf("%s: %d tokens after Spread(%s) with limit %d", tt.page, n, tt.at, tt.limit)
			}
		})
	}
}

// TestMoldRemovesTokensAndOpensWalls: Mold placed in a room holding an
// Objective and a closed door removes both tokens, and the room's walls count
// as openings, except toward the exterior (p.20; docs/RULINGS.md, "Mold and
// boundaries").
func TestMoldRemovesTokensAndOpensWalls(t *testing.T) {
	m := parse(t, spreadBoard)
	s := m.Initial()
	o, k, w, e := m.MustLookup("o"), m.MustLookup("k"), m.MustLookup("w"), m.MustLookup("e")
	require.Equal(t, 1, m.NumDoors(), "the board has one door")
	require.Len(t, m.Objectives(), 1, "the board has one Objective")
	require.Equal(t, zone.Closed, s.Door(0))
	require.True(t, s.HasObjective(0))
	survivor := zone.Mover{}

	got, changed := mold.Spread(m, s, o, mold.Tokens)
	require.True(t, changed, "p.20: Spread in room o")
	if got.HasObjective(0) {
		t.Error("p.20: the Objective in the Mold zone is still on the board")
	}
	if d := got.Door(0); d != zone.Removed {
		t.Errorf("p.20: the door of the Mold zone is %v; want %v", d, zone.Removed)
	}
	if !s.HasObjective(0) || s.Door(0) != zone.Closed {
		t.Error("Spread modified its input state")
	}

	steps := []struct {
		name       string
		from, to   zone.ID
		mv         zone.Mover
		before     bool
		after      bool
		afterStep  zone.Step
		beforeStep zone.Step
	}{
		{"wall o→w opens", o, w, survivor, false, true, zone.Step{To: w, Door: zone.NoDoor}, zone.Step{}},
		{"wall w→o opens too (RULINGS Mold and boundaries)", w, o, survivor, false, true, zone.Step{To: o, Door: zone.NoDoor}, zone.Step{}},
		{"doorway o→k: Survivors pass once the door is gone", o, k, survivor, false, true, zone.Step{To: k, Door: zone.NoDoor}, zone.Step{}},
		{"doorway o→k: Xenos no longer break a door", o, k, zone.XenoMover, true, true, zone.Step{To: k, Door: zone.NoDoor}, zone.Step{To: k, Door: 0}},
		{"wall toward the exterior stays", o, e, zone.XenoMover, false, false, zone.Step{}, zone.Step{}},
		{"wall from the exterior stays", e, o, zone.XenoMover, false, false, zone.Step{}, zone.Step{}},
	}
	for _, tt := range steps {
		t.Run(tt.name, func(t *testing.T) {
			st, ok := m.CanStep(s, tt.from, tt.to, tt.mv)
			if ok != tt.before || ok && st != tt.beforeStep {
				t.Errorf("p.20: before Mold, CanStep(%s→%s, %+v) = %+v, %v; want %+v, %v",
					m.Zone(tt.from).Name, m.Zone(tt.to).Name, tt.mv, st, ok, tt.beforeStep, tt.before)
			}
			st, ok = m.CanStep(got, tt.from, tt.to, tt.mv)
			if ok != tt.after || ok && st != tt.afterStep {
				t.Errorf("p.20: after Mold, CanStep(%s→%s, %+v) = %+v, %v; want %+v, %v",
					m.Zone(tt.from).Name, m.Zone(tt.to).Name, tt.mv, st, ok, tt.afterStep, tt.after)
			}
		})
	}
}

// Mold in an Airlock opens its inner walls, keeps the wall toward the
// exterior, and leaves the passage to the exterior usable (p.20).
func TestMoldAirlockStaysUsable(t *testing.T) {
	m := parse(t, spreadBoard)
	a, e, k, r := m.MustLookup("a"), m.MustLookup("e"), m.MustLookup("k"), m.MustLookup("r")
	s, changed := mold.Spread(m, m.Initial(), a, mold.Tokens)
	require.True(t, changed, "p.20: Spread in airlock a")
	if !m.Features(s, a).Has(zone.Airlock) {
		t.Error("p.20: Mold took away the Airlock")
	}
	tests := []struct {
		name     string
		from, to zone.ID
		mv       zone.Mover
		want     bool
	}{
		{"a→e with oxygen", a, e, zone.Mover{Oxygen: true}, true},
		{"a→e without oxygen", a, e, zone.Mover{}, false},
		{"e→a", e, a, zone.Mover{}, true},
		{"a→e for Xenos", a, e, zone.XenoMover, true},
		{"inner wall a→k opens", a, k, zone.Mover{}, true},
		{"inner wall a→r opens", a, r, zone.Mover{}, true},
	}
	for _, tt := range tests {
		if _, ok := m.CanStep(s, tt.from, tt.to, tt.mv); ok != tt.want {
			t.Errorf("p.20, p.35: %s: CanStep(%s→%s, %+v) = %v; want %v",
				tt.name, m.Zone(tt.from).Name, m.Zone(tt.to).Name, tt.mv, ok, tt.want)
		}
	}
}

// TestMoldHellfire: Hellfire turns Active Mold Inactive; Inactive Mold
// and zones without Mold stay as they are (p.20, p.34).
func TestMoldHellfire(t *testing.T) {
	m := parse(t, `
+--+--+--+
|h oi on |
+--+--+--+

h: room security mold=active
i: room mold=inactive
n: room
`)
	tests := []struct {
		name    string
		at      string
		changed bool
		want    zone.Mold
	}{
		{"Active flips to Inactive", "h", true, zone.InactiveMold},
		{"Inactive stays Inactive", "i", false, zone.InactiveMold},
		{"no Mold stays without", "n", false, zone.NoMold},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := m.Initial()
			z := m.MustLookup(tt.at)
			got, changed := mold.Hellfire(m, s, z)
			if changed != tt.changed || got.Mold(z) != tt.want {
				t.Errorf("p.20: Hellfire(%s) = %v, changed %v; want %v, changed %v", tt.at, got.Mold(z), changed, tt.want, tt.changed)
			}
			if !changed && !got.Equal(s) {
				t.Errorf("p.20: Hellfire(%s) reported no change but changed the state", tt.at)
			}
			if c := mold.Count(m, got); c != 2 {
				t.Errorf("p.20: Hellfire(%s) left %d tokens; a token never leaves the board", tt.at, c)
			}
		})
	}

	// The flipped zone counts as a corridor for sight and still cannot be
	// searched (p.20).
	h := m.MustLookup("h")
	s, _ := mold.Hellfire(m, m.Initial(), h)
	if k := m.SightKind(s, h); k != zone.Corridor {
		t.Errorf("p.20: after Hellfire, h counts as a %v for sight; want corridor", k)
	}
	if m.Features(s, h).Has(zone.Security) {
		t.Error("p.20: after Hellfire, h is a Security Room again; Mold of either face takes that away")
	}
}

// TestMoldChained: two Spawn Zones linked by an uninterrupted chain of
// Active Mold Zones lose the game; walls count as linking, except walls
// toward exterior zones (p.20); every Spawn token counts, the extra ones
// of 7+ Survivors too (seed 004, §15; docs/RULINGS.md, "Mold").
func TestMoldChained(t *testing.T) {
	chain, ext, twin, lone := parse(t, chainBoard), parse(t, exteriorBoard), parse(t, twinBoard), parse(t, loneBoard)
	tests := []struct {
		name     string
		m        *zone.Map
		active   []string
		inactive []string
		state    func(*zone.Map, zone.State) zone.State // after the Mold
		extra    []string                               // extra Spawn tokens, after the printed ones
		want     bool
	}{
		{"S1, Active (1,0) (2,0) (3,0), S2: lost", chain, []string{"m1", "m2", "m3"}, nil, nil, nil, true},
		{"(2,0) Inactive: not lost", chain, []string{"m1", "m3"}, []string{"m2"}, nil, nil, false},
		{"(2,0) without Mold: not lost", chain, []string{"m1", "m3"}, nil, nil, nil, false},
		{"diagonal link (2,1) instead of (2,0): not lost", chain, []string{"m1", "b2", "m3"}, nil, nil, nil, false},
		{"chain reaching one Spawn Zone only: not lost", chain, []string{"m1", "m2"}, nil, nil, nil, false},
		{"orthogonal detour through the second row: lost", chain, []string{"m1", "b1", "b2", "b3", "m3"}, nil, nil, nil, true},
		{"detour from under S1 to under S2: lost", chain, []string{"b0", "b1", "b2", "b3", "b4"}, nil, nil, nil, true},
		{"Spawn Zones covered by Active Mold too: lost", chain, []string{"s1", "m1", "m2", "m3", "s2"}, nil, nil, nil, true},
		{"Spawn Zones Inactive, chain Active: lost", chain, []string{"m1", "m2", "m3"}, []string{"s1", "s2"}, nil, nil, true},
		{"a dormant Spawn Zone counts", chain, []string{"m1", "m2", "m3"}, nil, func(m *zone.Map, s zone.State) zone.State {
			return s.WithSpawnActive(1, false)
		}, nil, true},
		{"Hellfire in (2,0) breaks the chain (p.20)", chain, []string{"m1", "m2", "m3"}, nil, func(m *zone.Map, s zone.State) zone.State {
			s, _ = mold.Hellfire(m, s, m.MustLookup("m2"))
			return s
		}, nil, false},
		{"no Mold: not lost", chain, nil, nil, nil, nil, false},
		{"an extra Spawn token in an unprinted zone links (seed 004, §15)", chain, []string{"m1", "b1"}, nil, nil, []string{"b2"}, true},
		{"the same Mold without the extra token: not lost", chain, []string{"m1", "b1"}, nil, nil, nil, false},
		{"an extra token on the chain itself: lost", chain, []string{"m1"}, nil, nil, []string{"m1"}, true},
		{"an extra token on a printed Spawn Zone adds no Spawn Zone", chain, []string{"m1", "m2"}, nil, nil, []string{"s1", "s1"}, false},
		{"two extra tokens in one unprinted zone: one Spawn Zone", chain, []string{"b2", "b3"}, nil, nil, []string{"b2", "b2"}, false},
		{"a wall toward an exterior Spawn Zone does not link (p.20)", ext, []string{"m"}, nil, nil, nil, false},
		{"nor with the Spawn Zone beside it under Mold", ext, []string{"s", "m"}, nil, nil, nil, false},
		{"walls between building zones link, the airlock's opening too: lost", ext, []string{"b", "a"}, nil, nil, nil, true},
		{"a wall between two building zones links: lost", ext, []string{"m", "a"}, nil, nil, nil, true},
		{"the airlock alone reaches one Spawn Zone: not lost", ext, []string{"a"}, nil, nil, nil, false},
		{"an extra token in Active m links to s across a wall, not to e: lost", ext, []string{"m"}, nil, nil, []string{"m"}, true},
		{"a second token in the exterior Spawn Zone, still behind walls: not lost", ext, []string{"s", "m"}, nil, nil, []string{"e"}, false},
		{"adjacent Spawn Zones, both Active Mold: lost", twin, []string{"s1", "s2"}, nil, nil, nil, true},
		{"adjacent Spawn Zones, one Active Mold: lost", twin, []string{"s1"}, nil, nil, nil, true},
		{"adjacent Spawn Zones, the other one Active Mold: lost", twin, []string{"s2"}, nil, nil, nil, true},
		{"adjacent Spawn Zones, no Mold: not lost", twin, nil, nil, nil, nil, false},
		{"adjacent Spawn Zones, both Inactive Mold: not lost", twin, nil, []string{"s1", "s2"}, nil, nil, false},
		{"Mold beside adjacent Spawn Zones: not lost", twin, []string{"x"}, nil, nil, nil, false},
		{"single Spawn Zone with two tokens, all Active: never lost", lone, []string{"s", "a", "b"}, nil, nil, nil, false},
		{"single Spawn Zone with a third, extra token: never lost", lone, []string{"s", "a", "b"}, nil, nil, []string{"s"}, false},
		{"single Spawn Zone, no Mold: never lost", lone, nil, nil, nil, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := withMold(tt.m, tt.m.Initial(), zone.ActiveMold, tt.active...)
			s = withMold(tt.m, s, zone.InactiveMold, tt.inactive...)
			if tt.state != nil {
				s = tt.state(tt.m, s)
			}
			spawns := mold.Spawns(tt.m)
			for _, n := range tt.extra {
				spawns = append(spawns, tt.m.MustLookup(n))
			}
			if got := mold.Chained(tt.m, s, spawns); got != tt.want {
				t.Errorf("p.20: Chained(Active %v, Inactive %v, extra tokens %v) = %v; want %v\n%s",
					tt.active, tt.inactive, tt.extra, got, tt.want, tt.m)
			}
			if got := slowChained(tt.m, s, spawns); got != tt.want {
				t.Errorf("p.20: the slow oracle says %v; want %v", got, tt.want)
			}
		})
	}
}

// Chained with fewer than two Spawn Zones is never lost, whatever the Mold
// (p.20).
func TestMoldChainedFewSpawns(t *testing.T) {
	m := parse(t, chainBoard)
	s := withMold(m, m.Initial(), zone.ActiveMold, "s1", "m1", "m2", "m3", "s2")
	for _, spawns := range [][]zone.ID{nil, {}, {m.MustLookup("s1")}, {m.MustLookup("s2"), m.MustLookup("s2")}} {
		if mold.Chained(m, s, spawns) {
			t.Errorf("p.20: Chained with Spawn tokens in %v = true; want false (one Spawn Zone at most)", spawns)
		}
	}
}

// Spawns lists the printed tokens in the map's order, dormant ones
// included, one entry per token (p.28).
func TestSpawns(t *testing.T) {
	chain, lone, spread := parse(t, chainBoard), parse(t, loneBoard), parse(t, spreadBoard)
	tests := []struct {
		name string
		m    *zone.Map
		want []string
	}{
		{"two Spawn Zones in reading order", chain, []string{"s1", "s2"}},
		{"two tokens in one zone", lone, []string{"s", "s"}},
		{"no Spawn Zone", spread, nil},
	}
	for _, tt := range tests {
		var got []string
		for _, z := range mold.Spawns(tt.m) {
			got = append(got, tt.m.Zone(z).Name)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: Spawns (-want +got):\n%s", tt.name, diff)
		}
	}
	ext := parse(t, exteriorBoard)
	require.Len(t, ext.Spawns(), 3)
	require.Equal(t, []zone.ID{ext.MustLookup("s"), ext.MustLookup("e"), ext.MustLookup("o")}, mold.Spawns(ext), "a dormant (green) token counts")
}

// Chained allocates a fixed handful of buffers, not one per zone searched.
func TestMoldChainedAllocations(t *testing.T) {
	m := parse(t, chainBoard)
	s := withMold(m, m.Initial(), zone.ActiveMold, "m1", "b1", "b2", "b3")
	spawns := mold.Spawns(m)
	allocs := testing.AllocsPerRun(100, func() { mold.Chained(m, s, spawns) })
	if allocs > 6 {
		t.Errorf("Chained allocates %v times per call; want at most 6", allocs)
	}
}

// Count counts the Mold tokens, of either face, against the box's 15
// (p.20; component list, pp.3-4).
func TestCount(t *testing.T) {
	m := parse(t, spreadBoard)
	s := m.Initial()
	require.Equal(t, 1, mold.Count(m, s), "the board starts with r's Inactive token")
	s = withMold(m, s, zone.ActiveMold, "c", "k", "r")
	if got := mold.Count(m, s); got != 3 {
		t.Errorf("Count with Mold in c, k, r = %d; want 3 (either face counts)", got)
	}
}

// slowChained is the ruling on Mold chains (docs/RULINGS.md, "Mold") read
// literally: two different zones S1, S2 of spawns and a sequence S1, M1,
// ..., Mk, S2 of zones, each linked to the next, every Mi Active Mold, with
// at least one Active Mold zone in it. Two zones are linked when a cell of
// one and a cell of the other meet along an edge that is not a wall, or
// along any edge when neither zone is exterior (p.20). It works on the
// cells and their boundaries, not on the map's adjacency lists.
func slowChained(m *zone.Map, s zone.State, spawns []zone.ID) bool {
	n := m.Len()
	exterior := func(z zone.ID) bool { return m.Zone(z).Kind == zone.Exterior }
	touch := func(a, b zone.ID) bool {
		if a == b {
			return false
		}
		for _, c := range m.Cells(a) {
			for _, d := range []zone.Cell{{X: c.X + 1, Y: c.Y}, {X: c.X - 1, Y: c.Y}, {X: c.X, Y: c.Y + 1}, {X: c.X, Y: c.Y - 1}} {
				if m.At(d) != b {
					continue
				}
				if bd, _ := m.Between(c, d); bd != zone.Wall || !exterior(a) && !exterior(b) {
					return true
				}
			}
		}
		return false
	}
	active := func(z zone.ID) bool { return s.Mold(z) == zone.ActiveMold }
	spawn := map[zone.ID]bool{}
	for _, z := range spawns {
		spawn[z] = true
	}
	for a := range spawn {
		// reach: the Active Mold zones linked to a through Active Mold zones.
		reach := make([]bool, n)
		for grew := true; grew; {
			grew = false
			for z := range n {
				id := zone.ID(z)
				if reach[z] || id == a || !active(id) {
					continue
				}
				linked := touch(a, id)
				for y := range n {
					linked = linked || reach[y] && touch(zone.ID(y), id)
				}
				if linked {
					reach[z], grew = true, true
				}
			}
		}
		for b := range spawn {
			if b == a {
				continue
			}
			if touch(a, b) && (active(a) || active(b)) {
				return true
			}
			for z := range n {
				if reach[z] && (zone.ID(z) == b || touch(zone.ID(z), b)) {
					return true
				}
			}
		}
	}
	return false
}

// drawMold places random Mold on the map's zones that are not exterior.
func drawMold(t *rapid.T, m *zone.Map) zone.State {
	s := m.Initial()
	for z := range m.Len() {
		id := zone.ID(z)
		if m.Zone(id).Kind == zone.Exterior {
			continue
		}
		// Mostly Active, so that chains form.
		switch rapid.IntRange(0, 4).Draw(t, fmt.Sprintf("mold %s", m.Zone(id).Name)) {
		case 1, 2, 3:
			s = m.PlaceMold(s, id, zone.ActiveMold)
		case 4:
			s = m.PlaceMold(s, id, zone.InactiveMold)
		}
	}
	return s
}

// TestPropChainedAgreesWithFloodFill: Chained agrees with a slow flood fill
// over the cells and their boundaries (p.20; docs/RULINGS.md, "Mold"), on
// the printed Spawn tokens and extra ones in any zones (seed 004, §15), and
// neither the tokens' order nor their duplicates change the answer. One
// Chain, kept from one map to the next, answers the same.
func TestPropChainedAgreesWithFloodFill(t *testing.T) {
	var lost, safe, withSpawns, exteriorSpawns int
	var kept mold.Chain
	rapid.Check(t, func(t *rapid.T) {
		m := zonetest.Map().Draw(t, "map")
		s := drawMold(t, m)
		spawns := mold.Spawns(m)
		for range rapid.IntRange(0, 3).Draw(t, "extra tokens") {
			spawns = append(spawns, zone.ID(rapid.IntRange(0, m.Len()-1).Draw(t, "extra token")))
		}
		want := slowChained(m, s, spawns)
		if got := mold.Chained(m, s, spawns); got != want {
			var moldZones, spawnZones []string
			for z := range m.Len() {
				if f := s.Mold(zone.ID(z)); f != zone.NoMold {
					moldZones = append(moldZones, m.Zone(zone.ID(z)).Name+"="+f.String())
				}
			}
			for _, z := range spawns {
				spawnZones = append(spawnZones, m.Zone(z).Name)
			}
			t.Fatalf("p.20: Chained = %v, flood fill says %v; Spawn tokens in %v, Mold %v on\n%s", got, want, spawnZones, moldZones, m)
		}
		if got := kept.Chained(m, s, spawns); got != want {
			t.Fatalf("p.20: a Chain kept from other searches says %v, the flood fill %v", got, want)
		}
		shuffled := rapid.Permutation(append(slices.Clone(spawns), spawns...)).Draw(t, "shuffled tokens")
		if got := mold.Chained(m, s, shuffled); got != want {
			t.Fatalf("p.20: Chained = %v with the tokens shuffled and doubled, %v without", got, want)
		}
		distinct := map[zone.ID]bool{}
		for _, z := range spawns {
			distinct[z] = true
			if m.Zone(z).Kind == zone.Exterior {
				exteriorSpawns++
			}
		}
		if len(distinct) > 1 {
			withSpawns++
			if want {
				lost++
			} else {
				safe++
			}
		}
	})
	t.Logf("maps with 2+ Spawn Zones: %d (%d chained, %d not); Spawn tokens outside: %d", withSpawns, lost, safe, exteriorSpawns)
	if lost == 0 || safe == 0 {
		t.Errorf("the property never saw both outcomes (%d chained, %d not): the generator needs tuning", lost, safe)
	}
}

// TestPropSpreadKeepsTokenLimit: however the Spoiler walks, Spread never puts
// more than the limit of tokens on the board (component list, pp.3-4;
// docs/RULINGS.md, "Mold"), never spreads outside, and never takes a token
// away (p.20). The limit is the box's 15 tokens, or a smaller one that small
// maps can reach.
func TestPropSpreadKeepsTokenLimit(t *testing.T) {
	reached := map[bool]int{} // runs that refused a token for want of one, by limit == 15
	rapid.Check(t, func(t *rapid.T) {
		m := zonetest.Map().Draw(t, "map")
		limit := mold.Tokens
		if rapid.Bool().Draw(t, "smaller limit") {
			limit = rapid.IntRange(0, mold.Tokens).Draw(t, "limit")
		}
		s := m.Initial()
		ceiling := max(limit, mold.Count(m, s))
		ids := make([]zone.ID, m.Len())
		for i := range ids {
			ids[i] = zone.ID(i)
		}
		refused := false
		for i := range rapid.IntRange(0, 80).Draw(t, "spreads") {
			z := rapid.SampledFrom(ids).Draw(t, "zone")
			before, n := s, mold.Count(m, s)
			var changed bool
			s, changed = mold.Spread(m, s, z, limit)
			name := m.Zone(z).Name
			after := mold.Count(m, s)
			switch {
			case after > ceiling:
				t.Fatalf("RULINGS Mold: spread %d in %s: %d tokens on the board, limit %d", i, name, after, limit)
			case after < n:
				t.Fatalf("p.20: spread %d in %s took a token away: %d → %d", i, name, n, after)
			case m.Zone(z).Kind == zone.Exterior && changed:
				t.Fatalf("p.20: spread %d put Mold in exterior zone %s", i, name)
			case changed && s.Mold(z) != zone.ActiveMold:
				t.Fatalf("p.20: spread %d in %s changed the board but left %v Mold", i, name, s.Mold(z))
			case changed == s.Equal(before):
				t.Fatalf("spread %d in %s: changed = %v, but the state changed: %v", i, name, changed, !s.Equal(before))
			case after > n && (n >= limit || before.Mold(z) != zone.NoMold):
				t.Fatalf("RULINGS Mold: spread %d in %s placed a token with %d of %d on the board", i, name, n, limit)
			case !changed && before.Mold(z) == zone.NoMold && m.Zone(z).Kind != zone.Exterior && n < limit:
				t.Fatalf("p.20: spread %d in %s placed nothing with %d of %d tokens on the board", i, name, n, limit)
			}
			if !changed && before.Mold(z) == zone.NoMold && m.Zone(z).Kind != zone.Exterior {
				refused = true
			}
		}
		if refused {
			reached[limit == mold.Tokens]++
		}
	})
	t.Logf("runs that reached their limit: %d with %d tokens, %d with fewer", reached[true], mold.Tokens, reached[false])
	if reached[true]+reached[false] == 0 {
		t.Error("the property never reached a limit: the generator needs tuning")
	}
}

// TestPropHellfire: Hellfire changes only an Active token, to Inactive, and
// never adds or removes one (p.20).
func TestPropHellfire(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := zonetest.Map().Draw(t, "map")
		s := drawMold(t, m)
		z := zone.ID(rapid.IntRange(0, m.Len()-1).Draw(t, "zone"))
		got, changed := mold.Hellfire(m, s, z)
		if changed != (s.Mold(z) == zone.ActiveMold) {
			t.Fatalf("p.20: Hellfire on %v Mold: changed = %v", s.Mold(z), changed)
		}
		want := s
		if changed {
			want = m.PlaceMold(s, z, zone.InactiveMold)
		}
		if !got.Equal(want) {
			t.Fatalf("p.20: Hellfire in %s on %v Mold: got a state other than the token flipped", m.Zone(z).Name, s.Mold(z))
		}
		if diff := cmp.Diff(mold.Count(m, s), mold.Count(m, got)); diff != "" {
			t.Fatalf("p.20: Hellfire changed the token count (-before +after):\n%s", diff)
		}
	})
}
