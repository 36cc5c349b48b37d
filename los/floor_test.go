package los

import (
	"math/rand/v2"
	"testing"

	"github.com/invaderengine/invader/zone"
)

//go:noinline
func floor1(m *zone.Map, s zone.State, from, to zone.ID, v Viewer) bool {
	return from == to
}

//go:noinline
func floor2(m *zone.Map, s zone.State, from, to zone.ID, v Viewer) bool {
	t, ok := tables.Built(m).(*table)
	if !ok {
		t = buildOnce(m)
	}
	if int(to) >= t.n {
		return from == to
	}
	return t.sees[int(from)*t.n+int(to)]&1 != 0
}

var sinkI int

func BenchmarkFloor(b *testing.B) {
	m := zone.MustParse(benchBoardFloor)
	s := m.Initial()
	var pairs [][2]zone.ID
	for a := range m.Len() {
		for c := range m.Len() {
			pairs = append(pairs, [2]zone.ID{zone.ID(a), zone.ID(c)})
		}
	}
	r := rand.New(rand.NewPCG(7, 8))
	r.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
	for _, f := range []struct {
		name string
		f    func(m *zone.Map, s zone.State, from, to zone.ID, v Viewer) bool
	}{{"1", floor1}, {"2", floor2}, {"sees", Sees}} {
		b.Run(f.name, func(b *testing.B) {
			c, j := 0, 0
			for range b.N {
				p := pairs[j]
				if j++; j == len(pairs) {
					j = 0
				}
				if f.f(m, s, p[0], p[1], Viewer{}) {
					c++
				}
			}
			sinkI = c
		})
	}
}

const benchBoardFloor = `
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
