package los_test

import (
	"testing"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/zone"
)

// seed 004, §16: a revolving gate g1 between corridors, at position A: its
// passages A (to k2 and k3) are open, its passage B (to k4) a wall, for
// sight as for movement; turning it swaps them.
const gateBoard = `
+--+--+--+--+
|k1.k2Ag1Ak3|
+--+--+BB+--+
|k4 k4 k4 k4|
+--+--+--+--+

k1: corridor start
k2: corridor
g1: corridor gate
k3: corridor
k4: corridor switch=g1
`

func turnGate(m *zone.Map, s zone.State) zone.State {
	g, _ := m.GateOf(m.MustLookup("g1"))
	return s.TurnGate(g)
}

func TestRevolvingGate(t *testing.T) {
	runSightCases(t, gateBoard, []sightCase{
		{
			name: "through the open passages", page: "seed 004, §16 (a passage at the gate's position is open)", from: "k1",
			want:   want{"k2": 1, "g1": 2, "k3": 3},
			hidden: []string{"k4"},
		},
		{
			name: "not through the shut passage", page: "seed 004, §16 (the other passage is a wall)", from: "k4",
			want:   want{},
			hidden: []string{"g1", "k2", "k3"},
		},
		{
			name: "through it once the gate turns", page: "seed 004, §16 (turning the gate opens passage B)", from: "k4",
			state: turnGate,
			want:  want{"g1": 1},
		},
		{
			name: "and passage A is shut then", page: "seed 004, §16 (turning the gate shuts passage A)", from: "k1",
			state:  turnGate,
			want:   want{"k2": 1},
			hidden: []string{"g1", "k3"},
		},
		{
			name: "Mold opens no passage", page: "seed 004, §16; p.20", from: "k1",
			state: func(m *zone.Map, s zone.State) zone.State {
				return m.PlaceMold(turnGate(m, s), m.MustLookup("g1"), zone.InactiveMold)
			},
			want:   want{"k2": 1},
			hidden: []string{"g1", "k3"},
		},
	})
}

// TestRevolvingGateDoesNotAllocate: the gate's condition keeps Sees and
// Range free of allocations (los/doc.go).
func TestRevolvingGateDoesNotAllocate(t *testing.T) {
	m := zone.MustParse(gateBoard)
	for _, s := range []zone.State{m.Initial(), turnGate(m, m.Initial())} {
		allocs := testing.AllocsPerRun(20, func() {
			for a := range m.Len() {
				for b := range m.Len() {
					sinkBool = los.Sees(m, s, zone.ID(a), zone.ID(b), los.Viewer{})
					_, sinkBool = los.Range(m, s, zone.ID(a), zone.ID(b), los.Viewer{})
				}
			}
		})
		if allocs != 0 {
			t.Errorf("los/doc.go: %v allocations per sweep on the gate board; want 0", allocs)
		}
	}
}
