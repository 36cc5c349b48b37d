package los_test

import (
	"math/rand/v2"
	"testing"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/zone"
)

// benchBoard is a board of 63 zones: three rows of rooms (some of several
// cells) and two rows of corridors joined by walls, openings and doors in
// every state, a dark room, an Active Mold room and an Inactive Mold
// corridor, and two rows of exterior zones reached through two airlocks.
const benchBoard = `
+--+--+--+--+--+--+--+--+--+--+--+--+
|a0 a0oa1da2 a2xa3|a4oa5 a5da6|a7da8|
+oo+--+dd+--+xx+oo+--+DD+--+dd+oo+--+
|c0.c1.c2|c3.c4.c5.c6Dc7.c8.c9.cA.cB|
+--+oo+--+dd+--+--+oo+--+xx+--+DD+--+
|b0 b0ob1db2|b3 b3|b4ob5|b6db7 b7db8|
+dd+--+oo+--+oo+--+--+oo+--+--+xx+oo+
|d0 d0.d1|d2.d3.d4 d4Dd5.d6.d7.d8.d9|
+--+oo+--+dd+--+--+oo+--+DD+--+oo+--+
|e0|e1 e1de2|e3xe4|e5oe6 e6de7|e8de9|
+--+--+--+--+--+oo+--+--+--+--+dd+--+
|x0 x0.x1.x2.x3|x4.x5.x6.x7.x8.x9 x9|
+..+..+--+..+..+..+..+--+..+..+..+..+
|y0 y0 y0 y0.y1 y1 y1 y1.y2 y2 y2 y2|
+--+--+--+--+--+--+--+--+--+--+--+--+

a0: room security
a1: room
a2: room
a3: room dark
a4: room
a5: room
a6: room
a7: room
a8: room
c0: corridor start
c1: corridor
c2: corridor
c3: corridor
c4: corridor
c5: corridor
c6: corridor
c7: corridor
c8: corridor
c9: corridor
cA: corridor
cB: corridor
b0: room
b1: room
b2: room
b3: room
b4: room mold=active
b5: room
b6: room
b7: room
b8: room
d0: corridor
d1: corridor
d2: corridor
d3: corridor mold=inactive
d4: corridor
d5: corridor
d6: corridor
d7: corridor
d8: corridor
d9: corridor
e0: room
e1: room
e2: room
e3: room
e4: room airlock
e5: room
e6: room
e7: room
e8: room airlock
e9: room
x0: exterior
x1: exterior
x2: exterior
x3: exterior
x4: exterior
x5: exterior
x6: exterior
x7: exterior
x8: exterior
x9: exterior spawn
y0: exterior
y1: exterior
y2: exterior
`

// benchPairs returns every ordered pair of zones of m, or only the pairs
// on a common straight line, which Sees and Range must walk.
func benchPairs(m *zone.Map, alignedOnly bool) [][2]zone.ID {
	var pairs [][2]zone.ID
	for a := range m.Len() {
		for b := range m.Len() {
			if !alignedOnly || m.Aligned(zone.ID(a), zone.ID(b)) {
				pairs = append(pairs, [2]zone.ID{zone.ID(a), zone.ID(b)})
			}
		}
	}
	return pairs
}

// benchState is the board's initial State with a few doors changed and
// more Mold placed.
func benchState(m *zone.Map) zone.State {
	s := m.Initial()
	s = s.WithDoor(doorBetween(m, "c6", "c7"), zone.Open)
	s = s.WithDoor(doorBetween(m, "a5", "c7"), zone.Open)
	s = s.WithDoor(doorBetween(m, "b1", "b2"), zone.Closed)
	s = m.PlaceMold(s, m.MustLookup("e6"), zone.InactiveMold)
	return s
}

var (
	sinkBool   bool
	sinkInt    int
	sinkSights []los.Sight
	sinkIDs    []zone.ID
)

func BenchmarkSees(b *testing.B) {
	m := zone.MustParse(benchBoard)
	s := benchState(m)
	for _, sub := range []struct {
		name    string
		aligned bool
	}{{"all", false}, {"aligned", true}} {
		b.Run(sub.name, func(b *testing.B) {
			pairs := benchPairs(m, sub.aligned)
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				p := pairs[i%len(pairs)]
				sinkBool = los.Sees(m, s, p[0], p[1], los.Viewer{})
			}
		})
	}
}

func BenchmarkRange(b *testing.B) {
	m := zone.MustParse(benchBoard)
	s := benchState(m)
	for _, sub := range []struct {
		name    string
		aligned bool
	}{{"all", false}, {"aligned", true}} {
		b.Run(sub.name, func(b *testing.B) {
			pairs := benchPairs(m, sub.aligned)
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				p := pairs[i%len(pairs)]
				sinkInt, sinkBool = los.Range(m, s, p[0], p[1], los.Viewer{Searchlight: i%2 == 0})
			}
		})
	}
}

func BenchmarkAppendVisible(b *testing.B) {
	m := zone.MustParse(benchBoard)
	s := benchState(m)
	buf := make([]los.Sight, 0, m.Len())
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = los.AppendVisible(buf[:0], m, s, zone.ID(i%m.Len()), los.Viewer{})
	}
	sinkSights = buf
}

func BenchmarkAppendInRange(b *testing.B) {
	m := zone.MustParse(benchBoard)
	s := benchState(m)
	buf := make([]zone.ID, 0, m.Len())
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = los.AppendInRange(buf[:0], m, s, zone.ID(i%m.Len()), 1, 3, los.Viewer{})
	}
	sinkIDs = buf
}

// TestBenchBoard keeps the benchmark board honest: it parses, has about 60
// zones, and its state has doors in every state and Mold of both faces.
func TestBenchBoard(t *testing.T) {
	m := zone.MustParse(benchBoard)
	if n := m.Len(); n < 55 || n > 70 {
		t.Fatalf("the benchmark board has %d zones, want about 60", n)
	}
	s := benchState(m)
	states := map[zone.DoorState]int{}
	for d := range m.NumDoors() {
		states[s.Door(zone.DoorID(d))]++
	}
	for _, st := range []zone.DoorState{zone.Closed, zone.Open, zone.Destroyed, zone.Removed} {
		if states[st] == 0 {
			t.Errorf("no door is %v on the benchmark board", st)
		}
	}
	molds := map[zone.Mold]int{}
	for z := range m.Len() {
		molds[s.Mold(zone.ID(z))]++
	}
	if molds[zone.ActiveMold] == 0 || molds[zone.InactiveMold] == 0 {
		t.Errorf("the benchmark board's Mold: %v, want both faces", molds)
	}
}

// TestSeesRangeDoNotAllocate checks the promise of los/doc.go: Sees and
// Range do not allocate.
func TestSeesRangeDoNotAllocate(t *testing.T) {
	m := zone.MustParse(benchBoard)
	s := benchState(m)
	pairs := benchPairs(m, false)
	sees := testing.AllocsPerRun(20, func() {
		for _, p := range pairs {
			sinkBool = los.Sees(m, s, p[0], p[1], los.Viewer{})
		}
	})
	rng := testing.AllocsPerRun(20, func() {
		for _, p := range pairs {
			sinkInt, sinkBool = los.Range(m, s, p[0], p[1], los.Viewer{Searchlight: true})
		}
	})
	if sees != 0 || rng != 0 {
		t.Errorf("los/doc.go: allocations per sweep of %d pairs: Sees %v, Range %v; want 0", len(pairs), sees, rng)
	}
}

// seesCall is a function of Sees's signature that only looks its answer up,
// not inlined: what the call itself costs in BenchmarkSeesShuffled's loop.
//
//go:noinline
func seesCall(m *zone.Map, _ zone.State, from, to zone.ID, _ los.Viewer) bool {
	return seesCallTable[int(from)*m.Len()+int(to)]
}

var seesCallTable []bool

// BenchmarkSeesShuffled times Sees as the performance harness does (goal
// P3 of issue 16): every ordered pair of the board in a shuffled order,
// against a []bool lookup of the same answers in the same order, and
// against the same lookup behind a call of Sees's signature (call): Sees
// cannot cost less than that.
func BenchmarkSeesShuffled(b *testing.B) {
	m := zone.MustParse(benchBoard)
	s := benchState(m)
	n := m.Len()
	pairs := benchPairs(m, false)
	table := make([]bool, n*n)
	for _, p := range pairs {
		table[int(p[0])*n+int(p[1])] = los.Sees(m, s, p[0], p[1], los.Viewer{})
	}
	r := rand.New(rand.NewPCG(7, 8))
	r.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
	b.Run("sees", func(b *testing.B) {
		b.ReportAllocs()
		c, j := 0, 0
		for range b.N {
			p := pairs[j]
			if j++; j == len(pairs) {
				j = 0
			}
			if los.Sees(m, s, p[0], p[1], los.Viewer{}) {
				c++
			}
		}
		sinkInt = c
	})
	b.Run("lookup", func(b *testing.B) {
		b.ReportAllocs()
		c, j := 0, 0
		for range b.N {
			p := pairs[j]
			if j++; j == len(pairs) {
				j = 0
			}
			if table[int(p[0])*n+int(p[1])] {
				c++
			}
		}
		sinkInt = c
	})
	seesCallTable = table
	b.Run("call", func(b *testing.B) {
		b.ReportAllocs()
		c, j := 0, 0
		for range b.N {
			p := pairs[j]
			if j++; j == len(pairs) {
				j = 0
			}
			if seesCall(m, s, p[0], p[1], los.Viewer{}) {
				c++
			}
		}
		sinkInt = c
	})
}
