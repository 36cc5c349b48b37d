package zone_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// movers are the movers every property is checked with.
var movers = []zone.Mover{survivor, oxygen, xeno, {ThroughDoors: true}, {ThroughWire: true}, {Oxygen: true, NoLadders: true}}

// drawBoard draws a map, with or without the special zones and boundaries
// of seed 004, §16, and a state of it, and logs the map's text so that a
// failure shows the board.
func drawBoard(t *rapid.T) (*zone.Map, zone.State) {
	m := rapid.OneOf(zonetest.Map(), zonetest.SpecialMap()).Draw(t, "map")
	t.Logf("map:\n%s", m.Format())
	return m, zonetest.State(m).Draw(t, "state")
}

func isExterior(m *zone.Map, z zone.ID) bool { return m.Zone(z).Kind == zone.Exterior }

// The generators draw what they promise: maps that Parse accepts and that
// cover the text form, and states that fit their map.
func TestZonetest_Coverage(t *testing.T) {
	seen := map[string]bool{}
	see := func(what string, ok bool) {
		if ok {
			seen[what] = true
		}
	}
	for seed := range 400 {
		text := zonetest.Text().Example(seed)
		m, err := zone.Parse(text)
		if err != nil {
			t.Fatalf("seed %d: zonetest.Text drew an invalid map: %v\n%s", seed, err, text)
		}
		see("hand-drawn text", text != m.Format())
		w, h := m.Size()
		see("width 8", w == zonetest.MaxSide)
		see("height 8", h == zonetest.MaxSide)
		see("1x1", w == 1 && h == 1)
		see("many zones", m.Len() >= 20)
		for y := range h {
			for x := range w {
				see("void cell", m.At(zone.Cell{X: x, Y: y}) == zone.None)
			}
		}
		s := m.Initial()
		for z := range m.Len() {
			id := zone.ID(z)
			info := m.Zone(id)
			see(info.Kind.String(), true)
			see("multi-cell "+info.Kind.String(), len(m.Cells(id)) > 1)
			for f := zone.Airlock; f <= zone.Exit; f <<= 1 {
				see(f.String(), info.Has(f))
			}
			see("mold "+s.Mold(id).String(), true)
			for to := range m.Len() {
				for _, c := range m.AppendCrossings(nil, id, zone.ID(to)) {
					k := m.Zone(c.To).Kind
					see(fmt.Sprintf("%v %v-%v", c.Boundary, info.Kind, k), true)
					see("airlock exit", m.IsOutside(c) && c.Boundary != zone.Wall)
				}
			}
		}
		for d := range m.NumDoors() {
			info := m.Door(zone.DoorID(d))
			see(fmt.Sprintf("door %v %v", info.Color, info.Initial), true)
		}
		for _, sp := range m.Spawns() {
			see(fmt.Sprintf("spawn %v %v", sp.Color, sp.Active), true)
		}
		for _, o := range m.Objectives() {
			see("objective "+o.Color.String(), true)
		}
		for _, p := range m.Machines() {
			see(p.Machine.String(), true)
		}
		st := zonetest.State(m).Example(seed)
		if !m.Fits(st) {
			t.Fatalf("seed %d: zonetest.State drew a state that does not fit its map", seed)
		}
		for d := range m.NumDoors() {
			see("state door "+st.Door(zone.DoorID(d)).String(), true)
		}
	}
	want := []string{
		"hand-drawn text", "width 8", "height 8", "1x1", "many zones", "void cell",
		"room", "corridor", "exterior", "multi-cell room", "multi-cell corridor", "multi-cell exterior",
		"airlock", "security", "oxygen", "dark", "start", "exit", "mold active", "mold inactive",
		"wall room-room", "opening room-room", "door room-room",
		"wall room-corridor", "opening room-corridor", "door room-corridor",
		"wall corridor-corridor", "marking corridor-corridor", "opening corridor-corridor", "door corridor-corridor",
		"wall exterior-exterior", "marking exterior-exterior", "opening exterior-exterior",
		"wall room-exterior", "wall corridor-exterior", "opening room-exterior", "door room-exterior", "airlock exit",
		"door neutral closed", "door neutral open", "door neutral destroyed",
		"door green closed", "door green open", "door purple closed", "door purple open",
		"spawn red true", "spawn red false", "spawn green true", "spawn green false", "spawn purple false",
		"objective red", "objective blue", "objective green", "objective purple", "objective white",
		"bot", "sentry",
		"state door closed", "state door open", "state door destroyed", "state door removed",
	}
	for _, w := range want {
		if !seen[w] {
			t.Errorf("400 examples of zonetest never drew %q", w)
		}
	}
}

// Parse reads back what Format writes, and Format is stable (the package
// doc, "Text form").
func TestProp_FormatRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rapid.OneOf(zonetest.Text(), zonetest.SpecialText()).Draw(t, "text")
		m, err := zone.Parse(text)
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		f := m.Format()
		m2, err := zone.Parse(f)
		if err != nil {
			t.Fatalf("Parse(Format()): %v\n%s", err, f)
		}
		if d := cmp.Diff(f, m2.Format()); d != "" {
			t.Fatalf("Format(Parse(Format())) mismatch (-first +second):\n%s", d)
		}
		w, h := m.Size()
		w2, h2 := m2.Size()
		if m.Len() != m2.Len() || m.NumDoors() != m2.NumDoors() || m.NumWires() != m2.NumWires() || m.NumGates() != m2.NumGates() || w != w2 || h != h2 {
			t.Fatalf("the re-parsed map differs: %d zones, %d doors, %dx%d; want %d, %d, %dx%d",
				m2.Len(), m2.NumDoors(), w2, h2, m.Len(), m.NumDoors(), w, h)
		}
		for z := range m.Len() {
			if m.Zone(zone.ID(z)) != m2.Zone(zone.ID(z)) {
				t.Fatalf("zone %d: %+v, want %+v", z, m2.Zone(zone.ID(z)), m.Zone(zone.ID(z)))
			}
		}
		if !m.Initial().Equal(m2.Initial()) {
			t.Fatalf("the re-parsed map has another initial State")
		}
		for g := range m.NumGates() {
			if m.Gate(zone.GateID(g)) != m2.Gate(zone.GateID(g)) {
				t.Fatalf("gate %d: %+v, want %+v", g, m2.Gate(zone.GateID(g)), m.Gate(zone.GateID(g)))
			}
		}
	})
}

// The map generator's maps re-format identically.
func TestProp_MapFormat(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := rapid.OneOf(zonetest.Map(), zonetest.SpecialMap()).Draw(t, "map")
		f := m.Format()
		m2, err := zone.Parse(f)
		if err != nil {
			t.Fatalf("Parse(Format()): %v\n%s", err, f)
		}
		if f2 := m2.Format(); f2 != f {
			t.Fatalf("Format changed:\n%s\nthen\n%s", f, f2)
		}
	})
}

// With oxygen, a step is possible one way exactly when it is possible the
// other way, through the same door; without oxygen, the same holds inside
// the base, and no step enters the exterior (p.13, p.35).
func TestProp_StepSymmetric(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s := drawBoard(t)
		for a := range m.Len() {
			for b := range m.Len() {
				za, zb := zone.ID(a), zone.ID(b)
				for _, mv := range movers {
					ab, okAB := m.CanStep(s, za, zb, mv)
					ba, okBA := m.CanStep(s, zb, za, mv)
					if !mv.Oxygen && (isExterior(m, za) || isExterior(m, zb)) {
						if isExterior(m, zb) && okAB {
							t.Fatalf("%+v steps %d→%d into the exterior without oxygen", mv, a, b)
						}
						continue
					}
					if okAB != okBA || (okAB && (ab.Door != ba.Door || ab.Wire != ba.Wire)) {
						t.Fatalf("%+v: CanStep(%d→%d) = %+v, %v but CanStep(%d→%d) = %+v, %v",
							mv, a, b, ab, okAB, b, a, ba, okBA)
					}
				}
			}
		}
	})
}

var directions = []zone.Cell{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0}}

// slowStep is CanStep written from the rules, cell by cell (p.13, p.20,
// p.26, p.35; seed 004, §16): markings, openings, torn wire and open gate
// passages are free, and ladders for a mover that climbs them; a wall is
// free when either zone has Mold and neither is exterior; a door is free
// unless it is closed and neither zone has Mold; a mover through doors
// breaks the first closed door in reading order (the lowest DoorID) when
// nothing else is free, and one through wire meets the first intact wire
// when neither is; only movers with oxygen enter the exterior.
func slowStep(m *zone.Map, s zone.State, a, b zone.ID, mv zone.Mover) (zone.Step, bool) {
	if a == b || !mv.Oxygen && isExterior(m, b) {
		return zone.Step{}, false
	}
	molded := s.Mold(a) != zone.NoMold || s.Mold(b) != zone.NoMold
	outside := isExterior(m, a) || isExterior(m, b)
	free, door, wire := false, zone.NoDoor, zone.NoWire
	for _, c := range m.Cells(a) {
		for _, d := range directions {
			n := zone.Cell{X: c.X + d.X, Y: c.Y + d.Y}
			if m.At(n) != b {
				continue
			}
			switch bd, id := m.Between(c, n); bd {
			case zone.Marking, zone.Opening:
				free = true
			case zone.Wall:
				free = free || molded && !outside
			case zone.Door:
				if molded || s.Door(id) != zone.Closed {
					free = true
				} else if mv.ThroughDoors && (door == zone.NoDoor || id < door) {
					door = id
				}
			case zone.Wire:
				w, _ := m.WireBetween(c, n)
				if s.Torn(w) {
					free = true
				} else if mv.ThroughWire && (wire == zone.NoWire || w < wire) {
					wire = w
				}
			case zone.Ladder:
				free = free || !mv.NoLadders
			case zone.Rail:
			case zone.GateA, zone.GateB:
				free = free || gateOpen(m, s, a, b, bd)
			default:
				panic(fmt.Sprintf("cells %v and %v of zones %d and %d have boundary %v", c, n, a, b, bd))
			}
		}
	}
	switch {
	case free:
		return zone.Step{To: b, Door: zone.NoDoor}, true
	case door != zone.NoDoor:
		return zone.Step{To: b, Door: door}, true
	case wire != zone.NoWire:
		return zone.Step{To: b, Door: zone.NoDoor, Wire: wire}, true
	}
	return zone.Step{}, false
}

// gateOpen reports whether the gate passage bd between zones a and b, one
// of them the gate's zone, is open in s.
func gateOpen(m *zone.Map, s zone.State, a, b zone.ID, bd zone.Boundary) bool {
	g, ok := m.GateOf(a)
	if !ok {
		g, _ = m.GateOf(b)
	}
	return s.Gate(g) == map[zone.Boundary]zone.GatePosition{zone.GateA: zone.PositionA, zone.GateB: zone.PositionB}[bd]
}

// CanStep and AppendSteps agree with the rules applied cell by cell.
func TestProp_StepsAgreeWithCells(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s := drawBoard(t)
		for a := range m.Len() {
			za := zone.ID(a)
			for _, mv := range movers {
				var want []zone.Step
				for b := range m.Len() {
					st, ok := m.CanStep(s, za, zone.ID(b), mv)
					wst, wok := slowStep(m, s, za, zone.ID(b), mv)
					if ok != wok || ok && st != wst {
						t.Fatalf("%+v: CanStep(%d→%d) = %+v, %v; want %+v, %v", mv, a, b, st, ok, wst, wok)
					}
					if wok {
						want = append(want, wst)
					}
				}
				if d := cmp.Diff(want, m.AppendSteps(nil, s, za, mv)); d != "" {
					t.Fatalf("%+v: AppendSteps(%d) mismatch (-want +got):\n%s", mv, a, d)
				}
			}
		}
	})
}

// slowDistances is a plain breadth-first search over CanStep from src:
// dist[z] is the number of steps to z, or -1.
func slowDistances(m *zone.Map, s zone.State, mv zone.Mover, src zone.ID) []int {
	dist := make([]int, m.Len())
	for i := range dist {
		dist[i] = -1
	}
	dist[src] = 0
	queue := []zone.ID{src}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		for b := range m.Len() {
			if _, ok := m.CanStep(s, a, zone.ID(b), mv); ok && dist[b] < 0 {
				dist[b] = dist[a] + 1
				queue = append(queue, zone.ID(b))
			}
		}
	}
	return dist
}

// Routes gives the distances of a plain breadth-first search (p.26).
func TestProp_RoutesAgreeWithBFS(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s := drawBoard(t)
		for _, mv := range movers {
			r := m.Routes(s, mv)
			for a := range m.Len() {
				want := slowDistances(m, s, mv, zone.ID(a))
				for b, w := range want {
					d, ok := r.Distance(zone.ID(a), zone.ID(b))
					if ok != (w >= 0) || ok && d != w {
						t.Fatalf("%+v: Distance(%d→%d) = %d, %v; want %d", mv, a, b, d, ok, w)
					}
				}
			}
		}
	})
}

// AppendFirstSteps gives exactly the steps that bring the mover one step
// closer, each as CanStep gives it, in ascending order (p.26).
func TestProp_FirstSteps(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s := drawBoard(t)
		for _, mv := range movers {
			r := m.Routes(s, mv)
			for a := range m.Len() {
				za := zone.ID(a)
				for b := range m.Len() {
					zb := zone.ID(b)
					got := r.AppendFirstSteps(nil, za, zb)
					d, ok := r.Distance(za, zb)
					if !ok || d == 0 {
						if len(got) != 0 {
							t.Fatalf("%+v: AppendFirstSteps(%d→%d) = %v with no route to go", mv, a, b, got)
						}
						continue
					}
					var want []zone.Step
					for c := range m.Len() {
						st, ok := m.CanStep(s, za, zone.ID(c), mv)
						if e, reach := r.Distance(zone.ID(c), zb); ok && reach && e == d-1 {
							want = append(want, st)
						}
					}
					if len(want) == 0 {
						t.Fatalf("%+v: %d→%d at distance %d but no step gets closer", mv, a, b, d)
					}
					if d := cmp.Diff(want, got); d != "" {
						t.Fatalf("%+v: AppendFirstSteps(%d→%d) mismatch (-want +got):\n%s", mv, a, b, d)
					}
					for _, st := range got {
						if e, _ := r.Distance(st.To, zb); e != d-1 {
							t.Fatalf("%+v: first step %+v from %d to %d leaves distance %d, want %d", mv, st, a, b, e, d-1)
						}
					}
				}
			}
		}
	})
}

// stepSet returns every (from, to) a mover may step now.
func stepSet(m *zone.Map, s zone.State, mv zone.Mover) map[[2]zone.ID]bool {
	set := map[[2]zone.ID]bool{}
	var buf []zone.Step
	for a := range m.Len() {
		buf = m.AppendSteps(buf[:0], s, zone.ID(a), mv)
		for _, st := range buf {
			set[[2]zone.ID{zone.ID(a), st.To}] = true
		}
	}
	return set
}

func subset(a, b map[[2]zone.ID]bool) bool {
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

// Opening or destroying a door never removes a step and closing one never
// adds one; movers through doors do not care (p.13, p.26).
func TestProp_DoorMonotone(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s := drawBoard(t)
		if m.NumDoors() == 0 {
			return
		}
		d := zone.DoorID(rapid.IntRange(0, m.NumDoors()-1).Draw(t, "door"))
		closed := s.WithDoor(d, zone.Closed)
		for _, mv := range movers {
			cur, shut := stepSet(m, s, mv), stepSet(m, closed, mv)
			if !subset(shut, cur) {
				t.Fatalf("%+v: closing door %d (now %v) adds steps", mv, d, s.Door(d))
			}
			for _, st := range []zone.DoorState{zone.Open, zone.Destroyed} {
				open := stepSet(m, s.WithDoor(d, st), mv)
				if !subset(cur, open) {
					t.Fatalf("%+v: making door %d %v (now %v) removes steps", mv, d, st, s.Door(d))
				}
				if mv.ThroughDoors && !cmp.Equal(shut, open) {
					t.Fatalf("%+v: door %d changes where a mover through doors may step", mv, d)
				}
			}
		}
	})
}

// A stateOp is one call of a State method, drawn at random.
type stateOp struct {
	kind  int // 0 WithDoor, 1 WithLocked, 2 WithoutObjective, 3 WithSpawnActive, 4 PlaceMold, 5 WithTorn, 6 TurnGate
	i     int // door, objective, spawn or zone
	state zone.DoorState
	flag  bool // locked, active, or inactive Mold
}

func (op stateOp) String() string {
	return fmt.Sprintf("%s(%d, %v, %v)",
		[]string{"WithDoor", "WithLocked", "WithoutObjective", "WithSpawnActive", "PlaceMold", "WithTorn", "TurnGate"}[op.kind], op.i, op.state, op.flag)
}

func drawOp(t *rapid.T, m *zone.Map) (stateOp, bool) {
	var inside []int
	for z := range m.Len() {
		if !isExterior(m, zone.ID(z)) {
			inside = append(inside, z)
		}
	}
	counts := []int{m.NumDoors(), m.NumDoors(), len(m.Objectives()), len(m.Spawns()), len(inside), m.NumWires(), m.NumGates()}
	op := stateOp{kind: rapid.IntRange(0, 6).Draw(t, "op")}
	if counts[op.kind] == 0 {
		return op, false
	}
	op.i = rapid.IntRange(0, counts[op.kind]-1).Draw(t, "index")
	if op.kind == 4 {
		op.i = inside[op.i]
	}
	op.state = zone.DoorState(rapid.IntRange(int(zone.Closed), int(zone.Removed)).Draw(t, "door state"))
	op.flag = rapid.Bool().Draw(t, "flag")
	return op, true
}

func (op stateOp) apply(m *zone.Map, s zone.State) zone.State {
	switch op.kind {
	case 0:
		return s.WithDoor(zone.DoorID(op.i), op.state)
	case 1:
		return s.WithLocked(zone.DoorID(op.i), op.flag)
	case 2:
		return s.WithoutObjective(op.i)
	case 3:
		return s.WithSpawnActive(op.i, op.flag)
	case 5:
		return s.WithTorn(zone.WireID(op.i + 1))
	case 6:
		return s.TurnGate(zone.GateID(op.i))
	}
	mo := zone.ActiveMold
	if op.flag {
		mo = zone.InactiveMold
	}
	return m.PlaceMold(s, zone.ID(op.i), mo)
}

// snapshot is everything a State says, read through its methods.
type snapshot struct {
	Doors   []zone.DoorState
	Locked  []bool
	Mold    []zone.Mold
	Objects []bool
	Spawns  []bool
	Torn    []bool
	Gates   []zone.GatePosition
}

func snap(m *zone.Map, s zone.State) snapshot {
	var sn snapshot
	for d := range m.NumDoors() {
		sn.Doors = append(sn.Doors, s.Door(zone.DoorID(d)))
		sn.Locked = append(sn.Locked, s.Locked(zone.DoorID(d)))
	}
	for z := range m.Len() {
		sn.Mold = append(sn.Mold, s.Mold(zone.ID(z)))
	}
	for i := range m.Objectives() {
		sn.Objects = append(sn.Objects, s.HasObjective(i))
	}
	for i := range m.Spawns() {
		sn.Spawns = append(sn.Spawns, s.SpawnActive(i))
	}
	for w := 1; w <= m.NumWires(); w++ {
		sn.Torn = append(sn.Torn, s.Torn(zone.WireID(w)))
	}
	for g := range m.NumGates() {
		sn.Gates = append(sn.Gates, s.Gate(zone.GateID(g)))
	}
	return sn
}

// model is what op does to a snapshot, per the methods' documentation
// (p.20 for Mold).
func (op stateOp) model(m *zone.Map, sn snapshot) snapshot {
	sn = snapshot{slices.Clone(sn.Doors), slices.Clone(sn.Locked), slices.Clone(sn.Mold), slices.Clone(sn.Objects), slices.Clone(sn.Spawns),
		slices.Clone(sn.Torn), slices.Clone(sn.Gates)}
	switch op.kind {
	case 0:
		sn.Doors[op.i] = op.state
	case 1:
		sn.Locked[op.i] = op.flag
	case 2:
		sn.Objects[op.i] = false
	case 3:
		sn.Spawns[op.i] = op.flag
	case 5:
		sn.Torn[op.i] = true // seed 004, §16: torn for good
	case 6:
		sn.Gates[op.i] = sn.Gates[op.i].Turned()
	case 4:
		z := zone.ID(op.i)
		sn.Mold[z] = zone.ActiveMold
		if op.flag {
			sn.Mold[z] = zone.InactiveMold
		}
		for d := range m.NumDoors() {
			if info := m.Door(zone.DoorID(d)); (info.Zones[0] == z || info.Zones[1] == z) && sn.Doors[d] != zone.Removed {
				sn.Doors[d], sn.Locked[d] = zone.Removed, false
			}
		}
		for i, o := range m.Objectives() {
			if o.Zone == z {
				sn.Objects[i] = false
			}
		}
	}
	return sn
}

// State methods never modify their receiver nor any State they share memory
// with: every State of a chain of calls still equals a copy made by the
// same calls afresh. Each call does what its documentation says.
func TestProp_StateImmutable(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := rapid.OneOf(zonetest.Map(), zonetest.SpecialMap()).Draw(t, "map")
		var ops []stateOp
		states := []zone.State{m.Initial()}
		for range rapid.IntRange(0, 30).Draw(t, "ops") {
			op, ok := drawOp(t, m)
			if !ok {
				continue
			}
			s := states[len(states)-1]
			before := snap(m, s)
			next := op.apply(m, s)
			if d := cmp.Diff(op.model(m, before), snap(m, next)); d != "" {
				t.Fatalf("%v mismatch (-want +got):\n%s", op, d)
			}
			if d := cmp.Diff(before, snap(m, s)); d != "" {
				t.Fatalf("%v changed its receiver (-before +after):\n%s", op, d)
			}
			if !m.Fits(next) {
				t.Fatalf("%v: the State no longer fits the map", op)
			}
			ops = append(ops, op)
			states = append(states, next)
			// Branch off an earlier State: it must not disturb the chain.
			if len(states) > 2 && rapid.Bool().Draw(t, "branch") {
				k := rapid.IntRange(0, len(states)-1).Draw(t, "branch from")
				if op, ok := drawOp(t, m); ok {
					op.apply(m, states[k])
				}
			}
		}
		for k, s := range states {
			fresh := m.Initial()
			for _, op := range ops[:k] {
				fresh = op.apply(m, fresh)
			}
			if !s.Equal(fresh) || !fresh.Equal(s) {
				t.Fatalf("state %d of the chain %v changed: %+v, want %+v", k, ops[:k], snap(m, s), snap(m, fresh))
			}
		}
	})
}

// Equal tells states apart exactly when a query does.
func TestProp_StateEqual(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s := drawBoard(t)
		u := zonetest.State(m).Draw(t, "other state")
		if s.Equal(u) != cmp.Equal(snap(m, s), snap(m, u)) {
			t.Fatalf("Equal = %v, but the queries say %+v and %+v", s.Equal(u), snap(m, s), snap(m, u))
		}
		if !s.Equal(s) {
			t.Fatalf("a State is not Equal to itself")
		}
	})
}

// Mold (p.20): after PlaceMold, the zone's doors are removed, its
// Objectives gone, its walls passable except toward the exterior, and it
// has lost Security and Oxygen Supply.
func TestProp_PlaceMold(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m, s := drawBoard(t)
		z := zone.ID(rapid.IntRange(0, m.Len()-1).Draw(t, "zone"))
		if isExterior(m, z) {
			return
		}
		mo := rapid.SampledFrom([]zone.Mold{zone.ActiveMold, zone.InactiveMold}).Draw(t, "mold")
		u := m.PlaceMold(s, z, mo)
		if u.Mold(z) != mo || !m.Fits(u) {
			t.Fatalf("Mold(%d) = %v, want %v", z, u.Mold(z), mo)
		}
		for d := range m.NumDoors() {
			if info := m.Door(zone.DoorID(d)); (info.Zones[0] == z || info.Zones[1] == z) && u.Door(zone.DoorID(d)) != zone.Removed {
				t.Fatalf("door %d of zone %d is %v, want removed", d, z, u.Door(zone.DoorID(d)))
			}
		}
		for i, o := range m.Objectives() {
			if o.Zone == z && u.HasObjective(i) {
				t.Fatalf("objective %d of zone %d still on the board", i, z)
			}
		}
		if f := m.Features(u, z); f.Has(zone.Security) || f.Has(zone.OxygenSupply) || f != m.Zone(z).Features&^(zone.Security|zone.OxygenSupply) {
			t.Fatalf("Features = %v after Mold, from %v", f, m.Zone(z).Features)
		}
		for _, b := range m.AppendTouching(nil, z) {
			// Mold opens walls and doors, not the boundaries of seed
			// 004, §16: barbed wire, rails, gate passages.
			opened, ways := false, false
			for _, c := range m.AppendCrossings(nil, z, b) {
				opened = opened || c.Boundary <= zone.Door
				ways = ways || c.Boundary == zone.Opening || c.Boundary == zone.Door
			}
			_, in := m.CanStep(u, z, b, survivor)
			_, out := m.CanStep(u, b, z, survivor)
			if !isExterior(m, b) && opened && (!in || !out) {
				t.Fatalf("Mold zone %d and zone %d touch but are not a step apart (%v, %v)", z, b, in, out)
			}
			if isExterior(m, b) {
				_, ok := m.CanStep(u, z, b, xeno)
				if ok != ways {
					t.Fatalf("Mold zone %d and exterior zone %d: step %v, an opening or door %v", z, b, ok, ways)
				}
			}
		}
	})
}
