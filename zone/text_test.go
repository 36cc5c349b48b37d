package zone_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// The boards below are drawn in canonical form (what Map.Format writes),
// after a leading newline that board strips.

// docBoard is the example of the package comment.
const docBoard = `
+--+--+--+
|r1 r1or2|
+--+DD+--+
|c1.c2.c3|
+--+--+--+

r1: room security
r2: room objective
c1: corridor start
c2: corridor
c3: corridor spawn
`

// ex11Board is the p.11 zone diagram: an exterior zone e1 spanning two tiles
// (the left and right halves of the board), bounded by floor lines, walls and
// the board's edge; a building split by inner walls into four rooms q1..q4;
// two rooms r1, r2 joined by an opening; a corridor c1 of several cells
// bounded by floor lines, walls and the edge; an airlock a with an opening to
// the exterior. Tiles play no part in the rules: only cells and zones do.
const ex11Board = `
+--+--+--+--+--+--+
|e1 e1 e1 e1 e1.e2|
+--+--+oo+--+--+..+
|q1|q2|a oc1 c1|e3|
+--+--+--+--+..+--+
|q3|q4|r1or2|c2 c2|
+--+--+--+--+--+--+

e1: exterior
e2: exterior
q1: room
q2: room
a: room airlock
c1: corridor
e3: exterior
q3: room
q4: room
r1: room
r2: room
c2: corridor
`

// tokensBoard holds every legend word of the text form.
const tokensBoard = `
+--+--+--+--+
|a ob |c oe |
+--+--+--+..+
|f .g |d |h |
+--+--+--+--+

a: room security oxygen dark start exit spawn=green:active objective bot
b: room spawn=red:dormant objective=blue objective=white sentry
c: room airlock mold=inactive
e: exterior
f: corridor dark exit spawn spawn=purple objective=green objective=purple
g: corridor bot sentry mold=active
d: room
h: exterior spawn=green
`

// doorsBoard has a door of every colour and state the text form can print
// (p.22, p.26).
const doorsBoard = `
+--+--+--+--+--+--+--+--+
|a Db dc xd Ge gf Ph pi |
+--+--+--+--+--+--+--+--+

a: room
b: room
c: room
d: room
e: room
f: room
h: room
i: room
`

// board returns the text of a board constant.
func board(text string) string { return strings.TrimPrefix(text, "\n") }

// parse parses a board constant, failing the test if it is not valid.
func parse(t testing.TB, text string) *zone.Map {
	t.Helper()
	m, err := zone.Parse(board(text))
	require.NoError(t, err, "parsing\n%s", text)
	return m
}

// p.11, the zone diagram: the loader accepts zones of several cells and two
// rooms joined by an opening are a step apart both ways and see each other.
func TestParse_ZoneDiagram(t *testing.T) {
	m := parse(t, ex11Board)
	s := m.Initial()
	w, h := m.Size()
	require.Equal(t, [2]int{6, 3}, [2]int{w, h})
	require.Equal(t, 12, m.Len())

	tests := []struct {
		page  string
		zone  string
		kind  zone.Kind
		cells []zone.Cell
	}{
		{"p.11: an exterior zone on two tiles", "e1", zone.Exterior, []zone.Cell{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}}},
		{"p.11: a corridor zone of two cells", "c1", zone.Corridor, []zone.Cell{{3, 1}, {4, 1}}},
		{"p.11: a single room zone", "q1", zone.Room, []zone.Cell{{0, 1}}},
		{"p.11: a room of a building split by inner walls", "q4", zone.Room, []zone.Cell{{1, 2}}},
		{"p.35: an airlock is a room", "a", zone.Room, []zone.Cell{{2, 1}}},
	}
	for _, tt := range tests {
		id := m.MustLookup(tt.zone)
		z := m.Zone(id)
		require.Equal(t, tt.kind, z.Kind, tt.page)
		require.Equal(t, tt.zone, z.Name, tt.page)
		require.Equal(t, tt.cells, m.Cells(id), tt.page)
		for _, c := range tt.cells {
			require.Equal(t, id, m.At(c), "%s: At(%v)", tt.page, c)
		}
	}
	require.True(t, m.Zone(m.MustLookup("a")).Has(zone.Airlock))

	// p.11, p.13: an opening between two rooms lets actors and sight through.
	r1, r2 := m.MustLookup("r1"), m.MustLookup("r2")
	for _, pair := range [][2]zone.ID{{r1, r2}, {r2, r1}} {
		st, ok := m.CanStep(s, pair[0], pair[1], zone.Mover{})
		require.True(t, ok, "p.11: step %v→%v through an opening", pair[0], pair[1])
		require.Equal(t, zone.Step{To: pair[1], Door: zone.NoDoor}, st)
		cs := m.AppendCrossings(nil, pair[0], pair[1])
		require.Len(t, cs, 1)
		require.Equal(t, zone.Opening, cs[0].Boundary)
		require.True(t, m.Transparent(s, cs[0]), "p.11: sight through an opening")
	}
	b, d := m.Between(zone.Cell{X: 2, Y: 2}, zone.Cell{X: 3, Y: 2})
	require.Equal(t, zone.Opening, b)
	require.Equal(t, zone.NoDoor, d)

	// p.11: inner walls split the building into rooms: no step between them.
	_, ok := m.CanStep(s, m.MustLookup("q1"), m.MustLookup("q2"), zone.XenoMover)
	require.False(t, ok, "p.11: wall between q1 and q2")
	// Cells of one zone have no boundary between them.
	b, _ = m.Between(zone.Cell{X: 0, Y: 0}, zone.Cell{X: 1, Y: 0})
	require.Equal(t, zone.Boundary(0), b)
	// p.11: floor lines separate exterior zones.
	b, _ = m.Between(zone.Cell{X: 4, Y: 0}, zone.Cell{X: 5, Y: 0})
	require.Equal(t, zone.Marking, b)
}

// The legend words end up in the Map and its initial State (p.20, p.24,
// p.25, p.28, pp.34-35).
func TestParse_Legend(t *testing.T) {
	m := parse(t, tokensBoard)
	id := m.MustLookup
	a, b, c, f, g, h := id("a"), id("b"), id("c"), id("f"), id("g"), id("h")

	require.Equal(t, zone.Security|zone.OxygenSupply|zone.Dark|zone.Start|zone.Exit, m.Zone(a).Features)
	require.Equal(t, zone.Airlock, m.Zone(c).Features)
	require.Equal(t, zone.Dark|zone.Exit, m.Zone(f).Features)
	require.Equal(t, zone.Feature(0), m.Zone(b).Features)
	require.Equal(t, zone.Feature(0), m.Zone(id("e")).Features)

	require.Equal(t, []zone.Spawn{
		{Zone: a, Color: zone.Green, Active: true},
		{Zone: b, Color: zone.Red, Active: false},
		{Zone: f, Color: zone.Red, Active: true},
		{Zone: f, Color: zone.Purple, Active: false},
		{Zone: h, Color: zone.Green, Active: false},
	}, m.Spawns(), "p.28: red spawn zones start active, coloured ones dormant")
	require.Equal(t, []zone.Objective{
		{Zone: a, Color: zone.Red},
		{Zone: b, Color: zone.Blue},
		{Zone: b, Color: zone.White},
		{Zone: f, Color: zone.Green},
		{Zone: f, Color: zone.Purple},
	}, m.Objectives(), "p.24")
	require.Equal(t, []zone.Placement{
		{Machine: zone.Bot, Zone: a}, {Machine: zone.Sentry, Zone: b},
		{Machine: zone.Bot, Zone: g}, {Machine: zone.Sentry, Zone: g},
	}, m.Machines(), "p.25")
	require.Zero(t, m.NumDoors())

	s := m.Initial()
	require.True(t, m.Fits(s))
	require.Equal(t, zone.InactiveMold, s.Mold(c), "p.20")
	require.Equal(t, zone.ActiveMold, s.Mold(g), "p.20")
	require.Equal(t, zone.NoMold, s.Mold(a))
	for i := range m.Objectives() {
		require.True(t, s.HasObjective(i), "p.24: objective %d on the board", i)
	}
	for i, sp := range m.Spawns() {
		require.Equal(t, sp.Active, s.SpawnActive(i), "p.28: spawn %d", i)
	}
	// p.20: Mold takes away the special properties but the airlock's passage.
	require.Equal(t, zone.Airlock, m.Features(s, c))
	require.Equal(t, zone.Security|zone.OxygenSupply|zone.Dark|zone.Start|zone.Exit, m.Features(s, a))
	require.Equal(t, zone.Room, m.SightKind(s, g), "p.20: active Mold counts as a room for sight")
	require.Equal(t, zone.Corridor, m.SightKind(s, c), "p.20: inactive Mold counts as a corridor for sight")
	require.Equal(t, zone.Exterior, m.SightKind(s, h))
}

func TestParse_Doors(t *testing.T) {
	m := parse(t, doorsBoard)
	s := m.Initial()
	want := []struct {
		color zone.Color
		state zone.DoorState
	}{
		{zone.Neutral, zone.Closed}, {zone.Neutral, zone.Open}, {zone.Neutral, zone.Destroyed},
		{zone.Green, zone.Closed}, {zone.Green, zone.Open},
		{zone.Purple, zone.Closed}, {zone.Purple, zone.Open},
	}
	require.Equal(t, len(want), m.NumDoors())
	for i, w := range want {
		d := zone.DoorID(i)
		info := m.Door(d)
		require.Equal(t, zone.DoorInfo{
			ID: d, Cells: [2]zone.Cell{{X: i, Y: 0}, {X: i + 1, Y: 0}},
			Zones: [2]zone.ID{zone.ID(i), zone.ID(i + 1)}, Color: w.color, Initial: w.state,
		}, info)
		require.Equal(t, w.state, s.Door(d), "p.22, p.26")
		require.Equal(t, w.color != zone.Neutral, s.Locked(d), "p.22: coloured doors start locked")
		b, bd := m.Between(info.Cells[1], info.Cells[0])
		require.Equal(t, zone.Door, b)
		require.Equal(t, d, bd)
	}
}

// Format writes back exactly the canonical text it parsed.
func TestFormat_Canonical(t *testing.T) {
	for name, text := range map[string]string{
		"doc": docBoard, "p.11": ex11Board, "tokens": tokensBoard, "doors": doorsBoard,
		"baraka": barakaBoard, "moves": movesBoard, "exterior": exteriorBoard,
		"xenos": xenoBoard, "mold": moldBoard, "jared": jaredBoard,
		"split": splitBoard, "ring": zonetest.EqualRoutes, "detour": zonetest.DoorOrDetour,
		"one cell": "\n+--+\n|a |\n+--+\n\na: room\n",
	} {
		t.Run(name, func(t *testing.T) {
			m := parse(t, text)
			require.Equal(t, board(text), m.Format())
			require.Equal(t, m.Format(), m.String())
		})
	}
}

// Parse reads hand-drawn variants of the text form; Format writes the
// canonical one.
func TestFormat_Normalizes(t *testing.T) {
	canonical := board(`
+--+--+  +--+
|a ob |  |c |
+--+..+--+--+
   |d .e .f |
   +--+--+--+

a: room
b: corridor spawn
c: room
d: corridor
e: corridor
f: corridor mold=active
`)
	tests := []struct {
		name, text string
	}{
		{"canonical", canonical},
		{"comments, shuffled legend and word order, other spellings", `# a comment before the grid

+--+--+  +--+
|a ob |  |c |
+--+..+--+--+
   |d .e .f |
   +--+--+--+

# and comments in the legend
f: mold corridor
e: corridor
d: corridor
c: room
b: spawn=red:active corridor
a: room
`},
		{"no blank line before the legend, tabs", `+--+--+  +--+
|a ob |  |c |
+--+..+--+--+
   |d .e .f |
   +--+--+--+
a:	room
b: corridor	spawn=red
c: room
d: corridor
e: corridor
f: corridor mold=active`},
		{"CRLF", strings.ReplaceAll(canonical, "\n", "\r\n")},
		{"blank board edges and corners", `
 --       --
|a ob    |c
    ..   +--
    d .e .f
       --
` + canonical[strings.Index(canonical, "\n\n"):]},
		{"other wall symbols, right-aligned labels", `
+||+-|+  +|-+
| aob |  - c-
+-|+..+||+--+
   | d. e. f|
   +--+--+--+
` + canonical[strings.Index(canonical, "\n\n"):]},
		{"trailing spaces", strings.ReplaceAll(canonical, "\n", "  \n")},
		{"short lines", `
+--+--+  +--+
|a ob |  |c |
+--+..+--+--+
   |d .e .f
   +--+--+--+
` + canonical[strings.Index(canonical, "\n\n"):]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := zone.Parse(tt.text)
			require.NoError(t, err, "%s", tt.text)
			if d := cmp.Diff(canonical, m.Format()); d != "" {
				t.Errorf("Format() mismatch (-want +got):\n%s", d)
			}
		})
	}
}

// Every error is a *zone.ParseError pointing at the problem (the package
// doc, "Text form").
// Line and Column are 1-based; legend errors point at the start of the
// zone's legend line, errors about a cell at its label, errors about a
// boundary at its symbol.
func TestParse_Errors(t *testing.T) {
	tests := []struct {
		name, page string
		text       string
		line, col  int
	}{
		{"zone in pieces", "p.11", `+--+--+--+
|a |b |a |
+--+--+--+

a: room
b: room
`, 2, 8},
		{"zone in pieces around a void", "p.11", `+--+--+
|a |b |
+--+--+
|  |a |
+  +--+

a: room
b: room
`, 4, 5},
		{"missing legend", "p.11", `+--+--+
|a |b |
+--+--+

a: room
`, 2, 5},
		{"unknown legend zone", "p.11", `+--+
|a |
+--+

a: room
z: room
`, 6, 1},
		{"duplicate legend", "p.11", `+--+
|a |
+--+

a: room
a: corridor
`, 6, 1},
		{"legend line without colon", "p.11", `+--+
|a |
+--+

a room
`, 5, 1},
		{"legend name too long", "p.11", `+--+
|a |
+--+

abc: room
`, 5, 1},
		{"legend without kind", "p.11", `+--+
|a |
+--+

a: dark
`, 5, 8},
		{"legend with two kinds", "p.11", `+--+
|a |
+--+

a: room corridor
`, 5, 9},
		{"legend unknown word", "p.11", `+--+
|a |
+--+

a: room dark fog
`, 5, 14},
		{"legend bad spawn colour", "p.28", `+--+
|a |
+--+

a: room spawn=pink
`, 5, 9},
		{"legend blue spawn", "p.28", `+--+
|a |
+--+

a: room spawn=blue
`, 5, 1},
		{"legend bad spawn state", "p.28", `+--+
|a |
+--+

a: room spawn=green:asleep
`, 5, 9},
		{"legend bad objective colour", "p.24", `+--+
|a |
+--+

a: room objective=black
`, 5, 9},
		{"legend bad mold", "p.20", `+--+
|a |
+--+

a: room mold=green
`, 5, 9},
		{"marking between rooms", "p.11", `+--+--+
|a .b |
+--+--+

a: room
b: room
`, 2, 4},
		{"marking between room and corridor", "p.11", `+--+
|a |
+..+
|b |
+--+

a: room
b: corridor
`, 3, 2},
		{"marking between corridor and exterior", "p.35", `+--+--+
|a .b |
+--+--+

a: corridor
b: exterior
`, 2, 4},
		{"building meets exterior through an opening without airlock", "p.35", `+--+--+
|a ob |
+--+--+

a: room
b: exterior
`, 2, 4},
		{"corridor meets exterior through a door", "p.35", `+--+--+
|a db |
+--+--+

a: corridor
b: exterior
`, 2, 4},
		{"door between exterior zones", "p.11", `+--+
|a |
+DD+
|b |
+--+

a: exterior
b: exterior
`, 3, 2},
		{"airlock without exit", "p.35", `+--+--+
|a |b |
+--+--+

a: room airlock
b: exterior
`, 5, 1},
		{"airlock is a corridor", "p.35", `+--+--+
|a ob |
+--+--+

a: corridor airlock
b: exterior
`, 5, 1},
		{"security on a corridor", "p.34", `+--+
|a |
+--+

a: corridor security
`, 5, 1},
		{"oxygen outside", "p.35", `+--+
|a |
+--+

a: exterior oxygen
`, 5, 1},
		{"mold on exterior", "p.20", `+--+
|a |
+--+

a: exterior mold=active
`, 5, 1},
		{"mold with objective", "p.20", `+--+
|a |
+--+

a: room objective mold=inactive
`, 5, 1},
		{"mold with door", "p.20", `+--+--+
|a db |
+--+--+

a: room
b: room mold=active
`, 6, 1},
		{"bad boundary char", "p.11", `+--+--+
|a *b |
+--+--+

a: room
b: room
`, 2, 4},
		{"bad horizontal boundary char", "p.11", `+--+
|a |
+**+
|b |
+--+

a: room
b: room
`, 3, 2},
		{"mismatched horizontal symbols", "p.11", `+--+--+
|a |b |
+-D+--+
|c |d |
+--+--+

a: room
b: room
c: room
d: room
`, 3, 2},
		{"bad corner", "p.11", `+--+
|a |
+--*
`, 3, 4},
		{"bad label", "p.11", `+--+
|a!|
+--+

a: room
`, 2, 3},
		{"door on the board's edge", "p.11", `+--+
|a D
+--+

a: room
`, 2, 4},
		{"opening on the board's edge", "p.11", `+oo+
|a |
+--+

a: room
`, 1, 2},
		{"door into the void", "p.11", `+--+--+
|a D  |
+--+--+

a: room
`, 2, 4},
		{"boundary inside a zone", "p.11", `+--+--+
|a oa |
+--+--+

a: room
`, 2, 4},
		{"zones meeting without a boundary", "p.11", `+--+--+
|a  b |
+--+--+

a: room
b: room
`, 2, 4},
		{"zones meeting without a horizontal boundary", "p.11", `+--+--+
|a |b |
+--+  +
|c |d |
+--+--+

a: room
b: room
c: room
d: room
`, 3, 5},
		{"even number of grid lines", "", `+--+
|a |
+--+
|b |

a: room
b: room
`, 4, 1},
		{"two grid lines", "", `+--+
|a |

a: room
`, 2, 1},
		{"no grid", "", `a: room
`, 1, 1},
		{"no grid after a comment", "", `# nothing here

a: room
`, 3, 1},
		{"empty text", "", ``, 1, 1},
		{"no zones", "", `+--+
|  |
+--+
`, 1, 1},
		{"non-ASCII label", "", `+--+
|é |
+--+

a: room
`, 2, 2},
		{"non-ASCII boundary", "", `+--+--+
|a ─b |
+--+--+
`, 2, 4},
		{"tab in the grid", "", "+--+\n|a\t|\n+--+\n\na: room\n", 2, 3},
		{"grid after the legend", "", `+--+
|a |
+--+

a: room
+--+
`, 6, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := zone.Parse(tt.text)
			require.Error(t, err, "%s: Parse succeeded on\n%s", tt.page, tt.text)
			require.Nil(t, m)
			var pe *zone.ParseError
			require.True(t, errors.As(err, &pe), "error %v (%T) is not a *zone.ParseError", err, err)
			require.Equal(t, [2]int{tt.line, tt.col}, [2]int{pe.Line, pe.Column},
				"%s: want the error at line:column %d:%d, got %v in\n%s", tt.page, tt.line, tt.col, err, tt.text)
			require.NotEmpty(t, pe.Msg)
		})
	}
}

func TestMustParse(t *testing.T) {
	require.Equal(t, board(docBoard), zone.MustParse(board(docBoard)).Format())
	require.Panics(t, func() { zone.MustParse("+--+\n") })
}

func TestMap_Lookup(t *testing.T) {
	m := parse(t, docBoard)
	for i, name := range []string{"r1", "r2", "c1", "c2", "c3"} {
		id, ok := m.Lookup(name)
		require.True(t, ok)
		require.Equal(t, zone.ID(i), id, "zones are numbered in reading order")
		require.Equal(t, id, m.MustLookup(name))
	}
	_, ok := m.Lookup("r3")
	require.False(t, ok)
	require.Panics(t, func() { m.MustLookup("r3") })
	require.Equal(t, zone.None, m.At(zone.Cell{X: -1, Y: 0}))
	require.Equal(t, zone.None, m.At(zone.Cell{X: 3, Y: 0}))

	// Cells returns a copy.
	cells := m.Cells(0)
	cells[0] = zone.Cell{X: 9, Y: 9}
	require.Equal(t, []zone.Cell{{0, 0}, {1, 0}}, m.Cells(0))
}

// The names of kinds, features, colours, boundaries, door states, Mold and
// machines are the words of the text form; out-of-range values still print.
func TestNames(t *testing.T) {
	tests := []struct {
		v    fmt.Stringer
		want string
	}{
		{zone.Room, "room"}, {zone.Corridor, "corridor"}, {zone.Exterior, "exterior"},
		{zone.Airlock | zone.Dark, "airlock|dark"}, {zone.OxygenSupply, "oxygen"}, {zone.Feature(0), ""},
		{zone.Neutral, "neutral"}, {zone.White, "white"},
		{zone.Wall, "wall"}, {zone.Marking, "marking"}, {zone.Opening, "opening"}, {zone.Door, "door"},
		{zone.Closed, "closed"}, {zone.Removed, "removed"},
		{zone.NoMold, "none"}, {zone.ActiveMold, "active"}, {zone.InactiveMold, "inactive"},
		{zone.Bot, "bot"}, {zone.Sentry, "sentry"},
		{zone.Cell{X: 1, Y: 2}, "(1,2)"},
	}
	for _, tt := range tests {
		require.Equal(t, tt.want, tt.v.String())
	}
	for _, v := range []fmt.Stringer{zone.Kind(9), zone.Feature(1 << 12), zone.Color(42), zone.Boundary(7),
		zone.DoorState(0), zone.Mold(5), zone.Machine(0)} {
		require.NotEmpty(t, v.String(), "%T(%d)", v, v)
	}
	require.True(t, zone.Room.IsBuilding())
	require.True(t, zone.Corridor.IsBuilding())
	require.False(t, zone.Exterior.IsBuilding())

	_, err := zone.Parse("")
	require.NotEmpty(t, err.Error())
}

// Regression: a row of void cells inside the grid used to be written as
// blank lines that ended the grid when read back.
func TestFormat_VoidRowRoundTrips(t *testing.T) {
	m, err := zone.Parse(`+--+
|a |
+--+
|  |
+--+
|b |
+--+

a: room
b: room
`)
	require.NoError(t, err)
	m2, err := zone.Parse(m.Format())
	require.NoError(t, err, "Parse(Format()) of\n%s", m.Format())
	require.Equal(t, m.Format(), m2.Format())
}

// Regression: a last column of void cells used to be dropped by Format;
// maps are now cropped to their cells when built, so sizes agree.
func TestFormat_VoidEdgeColumnIsCropped(t *testing.T) {
	m, err := zone.Parse(`+--+--+
|a |  |
+--+--+

a: room
`)
	require.NoError(t, err)
	m2, err := zone.Parse(m.Format())
	require.NoError(t, err)
	w, h := m.Size()
	w2, h2 := m2.Size()
	require.Equal(t, [2]int{w, h}, [2]int{w2, h2}, "Size after a round trip through\n%s", m.Format())
}
