package los_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/zone"
)

// want lists every zone in sight from an observer, by name, with its Range.
// Every zone of the map not listed must be out of sight.
type want map[string]int

// sightCase is one observer on one board state.
type sightCase struct {
	name   string
	page   string // where the rulebook (or docs/RULINGS.md) says so
	from   string
	state  func(m *zone.Map, s zone.State) zone.State // nil: the initial State
	viewer los.Viewer
	want   want
	hidden []string // zones explicitly out of sight (redundant with want; documents the example)
}

// runSightCases checks each case with AppendVisible, Sees and Range, so that
// the three entry points agree on every zone of the map.
func runSightCases(t *testing.T, text string, cases []sightCase) {
	t.Helper()
	m := zone.MustParse(text)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := m.Initial()
			if tc.state != nil {
				s = tc.state(m, s)
			}
			checkSight(t, m, text, s, tc.from, tc.viewer, tc.want, tc.page)
			for _, h := range tc.hidden {
				if _, ok := tc.want[h]; ok {
					t.Fatalf("bad case: %s both hidden and wanted", h)
				}
				if los.Sees(m, s, m.MustLookup(tc.from), m.MustLookup(h), tc.viewer) {
					t.Errorf("%s: Sees(%s→%s, %+v) = true, want false on\n%s", tc.page, tc.from, h, tc.viewer, text)
				}
			}
		})
	}
}

// checkSight checks that exactly the zones of w are in sight from zone
// from, at the Ranges of w.
func checkSight(t *testing.T, m *zone.Map, text string, s zone.State, from string, v los.Viewer, w want, page string) {
	t.Helper()
	f := m.MustLookup(from)
	w = withSelf(w, from)
	var wantList []string
	for z := range m.Len() {
		name := m.Zone(zone.ID(z)).Name
		if r, ok := w[name]; ok {
			wantList = append(wantList, fmt.Sprintf("%s@%d", name, r))
		}
	}
	for name := range w {
		m.MustLookup(name) // catches typos in the cases
	}
	got := sightNames(m, los.AppendVisible(nil, m, s, f, v))
	if d := cmp.Diff(wantList, got); d != "" {
		t.Errorf("%s: AppendVisible(%s, %+v) mismatch (-want +got):\n%s\non\n%s", page, from, v, d, text)
	}
	for z := range m.Len() {
		to := zone.ID(z)
		name := m.Zone(to).Name
		wr, wok := w[name]
		gr, gok := los.Range(m, s, f, to, v)
		if gok != wok || (wok && gr != wr) {
			t.Errorf("%s: Range(%s→%s, %+v) = %d, %v; want %d, %v on\n%s", page, from, name, v, gr, gok, wr, wok, text)
		}
		if got := los.Sees(m, s, f, to, v); got != wok {
			t.Errorf("%s: Sees(%s→%s, %+v) = %v, want %v on\n%s", page, from, name, v, got, wok, text)
		}
	}
}

// withSelf returns w with the observer's own zone at Range 0 added.
func withSelf(w want, from string) want {
	out := want{from: 0}
	for k, v := range w {
		out[k] = v
	}
	return out
}

func sightNames(m *zone.Map, sights []los.Sight) []string {
	var out []string
	for _, sg := range sights {
		out = append(out, fmt.Sprintf("%s@%d", m.Zone(sg.Zone).Name, sg.Range))
	}
	return out
}

func names(m *zone.Map, ids []zone.ID) []string {
	out := []string{}
	for _, id := range ids {
		out = append(out, m.Zone(id).Name)
	}
	return out
}

// doorBetween returns the door token between zones a and b; it panics if
// there is none, like [zone.Map.MustLookup], since the boards are constants.
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

func withMold(z string, mo zone.Mold) func(*zone.Map, zone.State) zone.State {
	return func(m *zone.Map, s zone.State) zone.State {
		return m.PlaceMold(s, m.MustLookup(z), mo)
	}
}

// p.12, Cole's example; constructed layout: corridor row C0..C5 on y=2, Cole
// in C2; room R north of C2 through an open door; room R2 north of R through
// an opening; corridor D diagonal to Cole.
const exLOS1 = `
      +--+
      |R2|
      +oo+
      |R |
+--+--+dd+--+--+--+
|C0.C1.C2.C3.C4.C5|
+--+--+--+..+--+--+
         |D |
         +--+

R2: room
R: room
C0: corridor
C1: corridor
C2: corridor start
C3: corridor
C4: corridor
C5: corridor
D: corridor
`

func TestExLOS1Cole(t *testing.T) {
	runSightCases(t, exLOS1, []sightCase{
		{
			name: "Cole", page: "p.12 Cole", from: "C2",
			want:   want{"C0": 2, "C1": 1, "C3": 1, "C4": 2, "C5": 3, "R": 1},
			hidden: []string{"R2", "D"},
		},
		{
			name: "Cole, door closed", page: "p.12 (closed doors block)", from: "C2",
			state:  withDoor("R", "C2", zone.Closed),
			want:   want{"C0": 2, "C1": 1, "C3": 1, "C4": 2, "C5": 3},
			hidden: []string{"R", "R2", "D"},
		},
		{
			name: "from the room R", page: "p.12 (room looks out into a corridor)", from: "R",
			want:   want{"R2": 1, "C2": 1},
			hidden: []string{"C0", "C1", "C3", "D"},
		},
		{
			name: "from the second room R2", page: "p.12 (1 zone into a room)", from: "R2",
			want:   want{"R": 1},
			hidden: []string{"C2"},
		},
		{
			name: "from D", page: "p.12 (straight lines, never diagonal)", from: "D",
			want:   want{"C3": 1},
			hidden: []string{"C2", "C4"},
		},
		{
			name: "from the corridor's end C0", page: "p.12 (to the board's edge)", from: "C0",
			want: want{"C1": 1, "C2": 2, "C3": 3, "C4": 4, "C5": 5},
		},
	})
}

// p.12, Mitsuki's example; constructed: rooms A, B, C in a row joined by
// openings, Mitsuki in A; corridor K1..K3 south of A (opening A-K1), K4 east
// of K1.
const exLOS2 = `
+--+--+--+
|A oB oC |
+oo+--+--+
|K1.K4|
+..+--+
|K2|
+..+
|K3|
+--+

A: room
B: room
C: room
K1: corridor
K4: corridor
K2: corridor
K3: corridor
`

func TestExLOS2Mitsuki(t *testing.T) {
	runSightCases(t, exLOS2, []sightCase{
		{
			name: "Mitsuki", page: "p.12 Mitsuki", from: "A",
			want:   want{"B": 1, "K1": 1, "K2": 2, "K3": 3},
			hidden: []string{"C", "K4"},
		},
		{
			name: "from B", page: "p.12 (1 zone deep into rooms)", from: "B",
			want: want{"A": 1, "C": 1},
		},
		{
			name: "from K3", page: "p.12 (corridor looks 1 zone into a room)", from: "K3",
			want:   want{"K2": 1, "K1": 2, "A": 3},
			hidden: []string{"B"},
		},
		{
			name: "from K4", page: "p.12 (walls stop sight)", from: "K4",
			want:   want{"K1": 1},
			hidden: []string{"B", "A"},
		},
	})
}

// p.12, Vivian's example: Vivian in room V; Magnus's room M behind a full
// wall, a neighbour room N through an opening, corridor K (then K2) behind a
// closed door.
const exLOS3 = `
+--+--+--+
|M |V oN |
+--+DD+--+
   |K |
   +..+
   |K2|
   +--+

M: room
V: room
N: room
K: corridor
K2: corridor
`

func TestExLOS3Vivian(t *testing.T) {
	runSightCases(t, exLOS3, []sightCase{
		{
			name: "door closed", page: "p.12 Vivian", from: "V",
			want:   want{"N": 1},
			hidden: []string{"M", "K", "K2"},
		},
		{
			name: "door opened", page: "p.12 Vivian (derived), p.22", from: "V",
			state:  withDoor("V", "K", zone.Open),
			want:   want{"N": 1, "K": 1, "K2": 2},
			hidden: []string{"M"},
		},
		{
			name: "door destroyed", page: "p.12 Vivian (derived), p.26", from: "V",
			state:  withDoor("V", "K", zone.Destroyed),
			want:   want{"N": 1, "K": 1, "K2": 2},
			hidden: []string{"M"},
		},
		{
			name: "door opened then closed again", page: "p.12, p.22", from: "V",
			state: func(m *zone.Map, s zone.State) zone.State {
				d := doorBetween(m, "V", "K")
				return s.WithDoor(d, zone.Open).WithDoor(d, zone.Closed)
			},
			want: want{"N": 1},
		},
		{
			name: "from K2, door closed", page: "p.12 (closed doors block)", from: "K2",
			want: want{"K": 1},
		},
		{
			name: "from K2, door open", page: "p.12 (1 zone into a room)", from: "K2",
			state: withDoor("V", "K", zone.Open),
			want:  want{"K": 1, "V": 2},
		},
		{
			name: "Magnus", page: "p.12 Vivian (full wall)", from: "M",
			want: want{},
		},
	})
}

// p.12, Magnus's example; constructed: room M – opening – corridor K – open
// door – room O – opening – room P, in one column.
const exLOS4 = `
+--+
|M |
+oo+
|K |
+dd+
|O |
+oo+
|P |
+--+

M: room
K: corridor
O: room
P: room
`

func TestExLOS4Magnus(t *testing.T) {
	runSightCases(t, exLOS4, []sightCase{
		{
			name: "Magnus", page: "p.12 Magnus", from: "M",
			want:   want{"K": 1, "O": 2},
			hidden: []string{"P"},
		},
		{
			name: "from P", page: "p.12 (1 zone deep into rooms)", from: "P",
			want: want{"O": 1},
		},
		{
			name: "from O", page: "p.12", from: "O",
			want: want{"P": 1, "K": 1, "M": 2},
		},
		{
			name: "from K", page: "p.12 (corridor looks 1 zone into each room)", from: "K",
			want: want{"M": 1, "O": 1},
		},
	})
}

// p.12, exterior zones; constructed: exterior row E0..E4, a wall between E3
// and E4.
const exLOS5 = `
+--+--+--+--+--+
|E0.E1.E2.E3|E4|
+--+--+--+--+--+

E0: exterior
E1: exterior
E2: exterior
E3: exterior
E4: exterior
`

func TestExLOS5Exterior(t *testing.T) {
	runSightCases(t, exLOS5, []sightCase{
		{
			name: "from E0", page: "p.12 exterior", from: "E0",
			want:   want{"E1": 1, "E2": 2, "E3": 3},
			hidden: []string{"E4"},
		},
		{
			name: "from E4", page: "p.12 exterior (walls stop sight)", from: "E4",
			want: want{},
		},
	})
}

// p.12, Jared's example: a full wall stops Jared's sight, even with corridors
// aligned behind it.
const exLOS6 = `
+--+--+--+--+--+
|J0.J1|J2.J3.J4|
+--+--+--+--+--+

J0: corridor
J1: corridor
J2: corridor
J3: corridor
J4: corridor
`

func TestExLOS6Jared(t *testing.T) {
	runSightCases(t, exLOS6, []sightCase{
		{
			name: "Jared", page: "p.12 Jared", from: "J0",
			want:   want{"J1": 1},
			hidden: []string{"J2", "J3", "J4"},
		},
		{
			name: "behind the wall", page: "p.12 Jared", from: "J4",
			want:   want{"J3": 1, "J2": 2},
			hidden: []string{"J1", "J0"},
		},
	})
}

// p.12, Baraka's example, and p.35: airlocks L1 (opening to the exterior) and
// L2 (a door to the exterior); corridors inside, exterior zones outside.
const exLOS7 = `
+--+--+--+--+--+
|K0.K1oL1oX0.X1|
+--+--+--+--+--+
|K2.K3oL2dX2.X3|
+--+--+--+--+--+

K0: corridor
K1: corridor
L1: room airlock
X0: exterior
X1: exterior
K2: corridor
K3: corridor
L2: room airlock
X2: exterior
X3: exterior
`

func TestExLOS7Airlock(t *testing.T) {
	runSightCases(t, exLOS7, []sightCase{
		{
			name: "Baraka in the airlock", page: "p.12 Baraka", from: "L1",
			want:   want{"K1": 1, "K0": 2},
			hidden: []string{"X0", "X1"},
		},
		{
			name: "from the exterior next to the airlock", page: "p.12 Baraka", from: "X0",
			want:   want{"X1": 1},
			hidden: []string{"L1", "K1", "K0"},
		},
		{
			name: "from the far exterior", page: "p.11 (no sight between base and exterior)", from: "X1",
			want: want{"X0": 1},
		},
		{
			name: "from the corridor", page: "p.11, p.12", from: "K0",
			want:   want{"K1": 1, "L1": 2},
			hidden: []string{"X0", "X1"},
		},
		{
			name: "airlock with an open door", page: "p.12 Baraka, p.35", from: "L2",
			want:   want{"K3": 1, "K2": 2},
			hidden: []string{"X2", "X3"},
		},
		{
			name: "airlock with a destroyed door", page: "p.12 Baraka, p.35", from: "L2",
			state: withDoor("L2", "X2", zone.Destroyed),
			want:  want{"K3": 1, "K2": 2},
		},
		{
			name: "exterior to airlock with an open door", page: "p.12 Baraka", from: "X2",
			want: want{"X3": 1},
		},
		{
			name: "airlock under mold", page: "p.20 (walls toward the exterior stay), p.12", from: "L1",
			state:  withMold("L1", zone.InactiveMold),
			want:   want{"K1": 1, "K0": 2, "L2": 1},
			hidden: []string{"X0", "X1", "X2"},
		},
		{
			name: "exterior next to a molded airlock", page: "p.20, p.12", from: "X0",
			state: withMold("L1", zone.InactiveMold),
			want:  want{"X1": 1},
		},
	})
}

func TestExLOS7AirlockStillPassable(t *testing.T) {
	// p.12 (Baraka) and p.13: no sight, but an actor with oxygen still steps
	// out.
	m := zone.MustParse(exLOS7)
	s := m.Initial()
	l1, x0 := m.MustLookup("L1"), m.MustLookup("X0")
	if los.Sees(m, s, l1, x0, los.Viewer{Searchlight: true}) {
		t.Errorf("p.12 Baraka: Sees(L1→X0, searchlight) = true, want false on\n%s", exLOS7)
	}
	if _, ok := m.CanStep(s, l1, x0, zone.Mover{Oxygen: true}); !ok {
		t.Errorf("p.13 Baraka: CanStep(L1→X0, oxygen) = false, want true on\n%s", exLOS7)
	}
}

// A straight corridor: the Range is the number of zones crossed (p.16).
const longCorridor = `
+--+--+--+--+--+--+--+--+
|C0.C1.C2.C3.C4.C5.C6oR |
+--+--+--+--+--+--+--+--+

C0: corridor
C1: corridor
C2: corridor
C3: corridor
C4: corridor
C5: corridor
C6: corridor
R: room
`

func TestRangeAlongCorridor(t *testing.T) {
	m := zone.MustParse(longCorridor)
	s := m.Initial()
	tests := []struct {
		from, to  string
		wantRange int
		wantOK    bool
		page      string
	}{
		{"C0", "C0", 0, true, "p.16 (0 = own zone)"},
		{"C0", "C1", 1, true, "p.16"},
		{"C0", "C2", 2, true, "p.16"},
		{"C0", "C3", 3, true, "p.16"},
		{"C0", "C4", 4, true, "p.16"},
		{"C0", "C5", 5, true, "p.16"},
		{"C0", "C6", 6, true, "p.16"},
		{"C0", "R", 7, true, "p.12 (1 zone into a room), p.16"},
		{"R", "C0", 7, true, "p.12, p.16"},
		{"R", "C6", 1, true, "p.16"},
		{"C3", "C0", 3, true, "p.16"},
		{"C3", "C6", 3, true, "p.16"},
		{"R", "R", 0, true, "p.16"},
	}
	for _, tc := range tests {
		r, ok := los.Range(m, s, m.MustLookup(tc.from), m.MustLookup(tc.to), los.Viewer{})
		if r != tc.wantRange || ok != tc.wantOK {
			t.Errorf("%s: Range(%s→%s) = %d, %v; want %d, %v on\n%s", tc.page, tc.from, tc.to, r, ok, tc.wantRange, tc.wantOK, longCorridor)
		}
	}
}

func TestAppendInRange(t *testing.T) {
	m := zone.MustParse(longCorridor)
	s := m.Initial()
	tests := []struct {
		name   string
		from   string
		lo, hi int
		want   []string
		page   string
	}{
		{"range 0", "C2", 0, 0, []string{"C2"}, "p.16 (\"0\" = own zone only)"},
		{"range 1-1", "C2", 1, 1, []string{"C1", "C3"}, "p.16 range notation (exactly 1 zone away)"},
		{"range 1-3", "C2", 1, 3, []string{"C0", "C1", "C3", "C4", "C5"}, "p.16"},
		{"range 0-1", "C2", 0, 1, []string{"C1", "C2", "C3"}, "p.16"},
		{"range 1-1 from the room", "R", 1, 1, []string{"C6"}, "p.16"},
		{"range 1-3 from the room", "R", 1, 3, []string{"C4", "C5", "C6"}, "p.16"},
		{"range 2-3 from the end", "C0", 2, 3, []string{"C2", "C3"}, "p.16"},
		{"empty range", "C0", 3, 2, []string{}, "p.16"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := names(m, los.AppendInRange(nil, m, s, m.MustLookup(tc.from), tc.lo, tc.hi, los.Viewer{}))
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("%s: AppendInRange(%s, %d-%d) mismatch (-want +got):\n%s", tc.page, tc.from, tc.lo, tc.hi, d)
			}
		})
	}
	t.Run("appends", func(t *testing.T) {
		dst := []zone.ID{zone.None}
		got := los.AppendInRange(dst, m, s, m.MustLookup("C0"), 1, 1, los.Viewer{})
		want := []zone.ID{zone.None, m.MustLookup("C1")}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("AppendInRange keeps dst's contents (-want +got):\n%s", d)
		}
	})
}

func TestExEQ2RangeOneOne(t *testing.T) {
	// p.16, range notation: a 1-1 weapon cannot target its own zone nor a
	// zone 2 away.
	m := zone.MustParse(longCorridor)
	s := m.Initial()
	got := names(m, los.AppendInRange(nil, m, s, m.MustLookup("C3"), 1, 1, los.Viewer{}))
	for _, no := range []string{"C3", "C1", "C5"} {
		if slices.Contains(got, no) {
			t.Errorf("p.16 range notation: AppendInRange(C3, 1-1) = %v, must not hold %s", got, no)
		}
	}
	if d := cmp.Diff([]string{"C2", "C4"}, got); d != "" {
		t.Errorf("p.16 range notation: AppendInRange(C3, 1-1) mismatch (-want +got):\n%s", d)
	}
}

// Dark zones (p.11): a corridor with a dark corridor zone in the middle, and
// a dark room through an opening.
const darkBoard = `
+--+--+--+--+
|C0.C1.C2oR |
+--+oo+--+--+
   |DR|
   +--+

C0: corridor
C1: corridor dark
C2: corridor
R: room dark
DR: room dark
`

func TestDarkZones(t *testing.T) {
	runSightCases(t, darkBoard, []sightCase{
		{
			name: "dark corridor hides and blocks", page: "p.11 (darkness blocks sight)", from: "C0",
			want:   want{},
			hidden: []string{"C1", "C2", "R"},
		},
		{
			name: "searchlight sees into and through", page: "p.11 (Searchlight)", from: "C0",
			viewer: los.Viewer{Searchlight: true},
			want:   want{"C1": 1, "C2": 2, "R": 3},
		},
		{
			name: "dark room unseen", page: "p.11", from: "C2",
			want:   want{},
			hidden: []string{"R", "C1", "C0"},
		},
		{
			name: "dark room with a searchlight", page: "p.11", from: "C2",
			viewer: los.Viewer{Searchlight: true},
			want:   want{"R": 1, "C1": 1, "C0": 2},
		},
		{
			// docs/RULINGS.md "Dark Zones": an actor standing in a Dark
			// Zone sees out normally.
			name: "from inside the dark corridor", page: "p.11, docs/RULINGS.md", from: "C1",
			want:   want{"C0": 1, "C2": 1},
			hidden: []string{"DR", "R"},
		},
		{
			name: "from inside the dark corridor with a searchlight", page: "p.11", from: "C1",
			viewer: los.Viewer{Searchlight: true},
			want:   want{"C0": 1, "C2": 1, "DR": 1, "R": 2},
		},
		{
			name: "dark stays dark under mold", page: "p.20 (mold takes every property but darkness), p.11", from: "C0",
			state: withMold("C1", zone.InactiveMold),
			want:  want{},
		},
	})
}

// Mold (p.20): corridors C0..C3, a room R1 behind a wall and the exterior X0
// behind R1's wall; a row of rooms R2..R6 under them, walled off, with a
// closed door between R4 and R5, and the exterior X1.
const moldBoard = `
+--+--+--+--+--+--+
|C0.C1.C2.C3|R1|X0|
+--+--+--+--+--+--+
|R2|R3|R4DR5|R6|X1|
+--+--+--+--+--+--+

C0: corridor
C1: corridor
C2: corridor
C3: corridor
R1: room
X0: exterior
R2: room
R3: room
R4: room
R5: room
R6: room
X1: exterior
`

func TestMold(t *testing.T) {
	runSightCases(t, moldBoard, []sightCase{
		{
			name: "no mold", page: "p.12", from: "C0",
			want: want{"C1": 1, "C2": 2, "C3": 3},
		},
		{
			name: "active mold counts as a room", page: "p.20 (Active Mold counts as a room)", from: "C0",
			state:  withMold("C1", zone.ActiveMold),
			want:   want{"C1": 1},
			hidden: []string{"C2", "C3"},
		},
		{
			name: "active mold corridor from the other side", page: "p.20", from: "C3",
			state: withMold("C1", zone.ActiveMold),
			want:  want{"C2": 1, "C1": 2},
		},
		{
			name: "active mold corridor sees out", page: "p.20 (a Mold zone's walls are openings)", from: "C1",
			state: withMold("C1", zone.ActiveMold),
			want:  want{"C0": 1, "C2": 1, "C3": 2, "R3": 1},
		},
		{
			name: "inactive mold counts as a corridor", page: "p.20 (Inactive Mold counts as a corridor)", from: "C0",
			state: withMold("C1", zone.InactiveMold),
			want:  want{"C1": 1, "C2": 2, "C3": 3},
		},
		{
			name: "mold wall becomes an opening", page: "p.20 (every wall counts as having an opening)", from: "C0",
			state: withMold("R1", zone.ActiveMold),
			want:  want{"C1": 1, "C2": 2, "C3": 3, "R1": 4},
		},
		{
			name: "active mold room stops sight", page: "p.20, p.12", from: "C3",
			state:  withMold("R1", zone.ActiveMold),
			want:   want{"C2": 1, "C1": 2, "C0": 3, "R1": 1},
			hidden: []string{"X0", "R6"},
		},
		{
			name: "inactive mold room lets sight on, not to the exterior", page: "p.20 (except walls toward exterior), p.11", from: "C3",
			state:  withMold("R1", zone.InactiveMold),
			want:   want{"C2": 1, "C1": 2, "C0": 3, "R1": 1},
			hidden: []string{"X0", "R6"},
		},
		{
			name: "mold room's wall from the neighbour room", page: "p.20", from: "R2",
			state:  withMold("R3", zone.ActiveMold),
			want:   want{"R3": 1},
			hidden: []string{"R4"},
		},
		{
			name: "inactive mold room between rooms", page: "p.20", from: "R2",
			state: withMold("R3", zone.InactiveMold),
			want:  want{"R3": 1, "R4": 2},
		},
		{
			name: "inactive mold room seen from the corridor above", page: "p.20", from: "C1",
			state: withMold("R3", zone.InactiveMold),
			want:  want{"C0": 1, "C2": 1, "C3": 2, "R3": 1},
		},
		{
			name: "mold removes the closed door", page: "p.20 (door tokens removed)", from: "R5",
			state: withMold("R4", zone.ActiveMold),
			want:  want{"R4": 1},
		},
		{
			name: "door closed without mold", page: "p.12", from: "R5",
			want: want{},
		},
		{
			name: "active mold room sees every neighbour but the exterior", page: "p.20", from: "R6",
			state:  withMold("R6", zone.ActiveMold),
			want:   want{"R1": 1, "R5": 1},
			hidden: []string{"X1", "X0"},
		},
		{
			name: "exterior next to mold", page: "p.20, p.11", from: "X1",
			state: withMold("R6", zone.ActiveMold),
			want:  want{},
		},
		{
			name: "two mold zones in a row", page: "p.20", from: "R2",
			state: func(m *zone.Map, s zone.State) zone.State {
				s = m.PlaceMold(s, m.MustLookup("R3"), zone.InactiveMold)
				return m.PlaceMold(s, m.MustLookup("R4"), zone.InactiveMold)
			},
			want: want{"R3": 1, "R4": 2, "R5": 3},
		},
	})
}

// A corridor two cells wide (W) in rows 0-1; Z is reached in one crossing
// from W's lower row and in three from its upper row.
const wideCorridor = `
+--+--+--+--+--+--+
|W  W .A .B .Z |R |
+  +  +..+--+  +--+
|W  W .Z  Z  Z oR2|
+--+--+--+--+--+--+

W: corridor
A: corridor
B: corridor
Z: corridor
R: room
R2: room
`

func TestMultiCellWideCorridor(t *testing.T) {
	runSightCases(t, wideCorridor, []sightCase{
		{
			name: "lines from every cell, fewest crossings", page: "p.12, p.16, docs/RULINGS.md (zones of several cells)", from: "W",
			want: want{"A": 1, "B": 2, "Z": 1, "R2": 2},
		},
		{
			name: "from A", page: "p.12", from: "A",
			want: want{"W": 1, "B": 1, "Z": 1},
		},
		{
			name: "from Z", page: "p.12, p.16", from: "Z",
			want:   want{"W": 1, "A": 1, "B": 1, "R2": 1},
			hidden: []string{"R"},
		},
		{
			name: "from R2", page: "p.12", from: "R2",
			want: want{"Z": 1, "W": 2},
		},
	})
}

// An L-shaped room L: (0,0), (0,1), (1,1). A door L-K1 closed east of (0,0),
// an opening north of (1,1) into K1, an opening east of (1,1) into K4.
const lRoom = `
+--+--+--+--+
|L DK1.K2.K3|
+  +oo+--+--+
|L  L oK4.K5|
+--+--+--+--+

L: room
K1: corridor
K2: corridor
K3: corridor
K4: corridor
K5: corridor
`

func TestMultiCellLRoom(t *testing.T) {
	runSightCases(t, lRoom, []sightCase{
		{
			name: "door closed", page: "p.12, docs/RULINGS.md (zones of several cells)", from: "L",
			want:   want{"K1": 1, "K4": 1, "K5": 2},
			hidden: []string{"K2", "K3"},
		},
		{
			name: "door open", page: "p.12, p.16 (fewest crossings)", from: "L",
			state: withDoor("L", "K1", zone.Open),
			want:  want{"K1": 1, "K2": 2, "K3": 3, "K4": 1, "K5": 2},
		},
		{
			name: "from K3, door closed", page: "p.12", from: "K3",
			want: want{"K2": 1, "K1": 2},
		},
		{
			name: "from K3, door open", page: "p.12", from: "K3",
			state: withDoor("L", "K1", zone.Open),
			want:  want{"K2": 1, "K1": 2, "L": 3},
		},
		{
			name: "from K5", page: "p.12", from: "K5",
			want: want{"K4": 1, "L": 2},
		},
		{
			name: "from K1", page: "p.12", from: "K1",
			want: want{"K2": 1, "K3": 2, "L": 1},
		},
	})
}

func TestSeesSelf(t *testing.T) {
	// p.16: Range 0 is the actor's own zone; a zone sees itself even when dark.
	for _, text := range []string{exLOS1, exLOS7, darkBoard, moldBoard, lRoom} {
		m := zone.MustParse(text)
		s := m.Initial()
		for z := range m.Len() {
			id := zone.ID(z)
			r, ok := los.Range(m, s, id, id, los.Viewer{})
			if r != 0 || !ok {
				t.Errorf("p.16: Range(%s→itself) = %d, %v; want 0, true on\n%s", m.Zone(id).Name, r, ok, text)
			}
		}
	}
}

func TestAppendVisibleAppends(t *testing.T) {
	m := zone.MustParse(exLOS4)
	s := m.Initial()
	prefix := []los.Sight{{Zone: zone.None, Range: 99}, {Zone: 0, Range: 42}}
	got := los.AppendVisible(slices.Clone(prefix), m, s, m.MustLookup("M"), los.Viewer{})
	want := append(slices.Clone(prefix),
		los.Sight{Zone: m.MustLookup("M"), Range: 0},
		los.Sight{Zone: m.MustLookup("K"), Range: 1},
		los.Sight{Zone: m.MustLookup("O"), Range: 2})
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("AppendVisible keeps dst and sorts only what it adds (-want +got):\n%s", d)
	}
}

func TestAppendInRangeManyZones(t *testing.T) {
	// More zones in sight than AppendInRange's internal buffer holds: a
	// corridor of 80 zones (p.12: sight runs to the board's edge).
	const n = 80
	var b strings.Builder
	b.WriteString("+" + strings.Repeat("--+", n) + "\n|")
	for i := range n {
		fmt.Fprintf(&b, "%02d", i)
		if i < n-1 {
			b.WriteByte('.')
		}
	}
	b.WriteString("|\n+" + strings.Repeat("--+", n) + "\n\n")
	for i := range n {
		fmt.Fprintf(&b, "%02d: corridor\n", i)
	}
	m := zone.MustParse(b.String())
	s := m.Initial()
	got := los.AppendInRange(nil, m, s, 0, 1, 1000, los.Viewer{})
	want := make([]zone.ID, n-1)
	for i := range want {
		want[i] = zone.ID(i + 1)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("p.12, p.16: AppendInRange(00, 1-1000) on an %d-zone corridor mismatch (-want +got):\n%s", n, d)
	}
	for _, id := range got {
		if r, ok := los.Range(m, s, 0, id, los.Viewer{}); !ok || r != int(id) {
			t.Errorf("p.16: Range(00→%s) = %d, %v; want %d, true", m.Zone(id).Name, r, ok, id)
		}
	}
}

// TestRangeOutOfSightIsZero: when the target is out of sight, Range
// returns 0 if the two zones share no straight line (the Aligned fast path)
// but -1 if they do and the line is blocked. Its doc gives no value for that
// case; the usual comma-ok convention, and the fast path, say 0. A caller
// that reads the Range without ok sees two different "no" values.
func TestRangeOutOfSightIsZero(t *testing.T) {
	m := zone.MustParse(exLOS6) // p.12 Jared: J0.J1|J2.J3.J4
	s := m.Initial()
	for _, tc := range []struct{ from, to, why string }{
		{"J0", "J2", "aligned, behind a wall"},
		{"J0", "J4", "aligned, behind a wall"},
	} {
		r, ok := los.Range(m, s, m.MustLookup(tc.from), m.MustLookup(tc.to), los.Viewer{})
		if ok || r != 0 {
			t.Errorf("p.12: Range(%s→%s) (%s) = %d, %v; want 0, false like unaligned zones on\n%s", tc.from, tc.to, tc.why, r, ok, exLOS6)
		}
	}
	m2 := zone.MustParse(exLOS1) // p.12 Cole: C2 and D are not aligned
	if r, ok := los.Range(m2, m2.Initial(), m2.MustLookup("C2"), m2.MustLookup("D"), los.Viewer{}); ok || r != 0 {
		t.Errorf("p.12: Range(C2→D) (not aligned) = %d, %v; want 0, false", r, ok)
	}
}
