package invader_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Xenos move (p.26): toward the noisiest zone with Survivors in sight, or
// the noisiest of the board (p.17), breaking the closed doors on the way;
// Hunters take a second Action (p.28).

// crossBoard: from w the Xenos see x and s to the west and n to the south,
// but not h, around the corner.
const crossBoard = `
+--+--+--+
|s .x .w |
+..+--+..+
|h |  |n |
+--+  +--+

s: corridor start objective
x: corridor
w: corridor
h: corridor
n: corridor
`

// ringBoard: a ring of corridors; from w the Xenos see only e and f, and
// reach a in 3 steps through e, b in 3 through f, s in 4 either way.
const ringBoard = `
+--+--+--+
|a .s .b |
+..+--+..+
|c |  |d |
+..+--+..+
|e .w .f |
+--+--+--+

a: corridor
s: corridor start objective
b: corridor
c: corridor
d: corridor
e: corridor
w: corridor
f: corridor
`

// behindDoorBoard: the Xenos in room x are behind a closed door.
const behindDoorBoard = `
+--+--+--+
|x Dk .s |
+--+--+--+

x: room
k: corridor
s: corridor start objective
`

// doorOrOpenBoard: from x two ways of two steps lead to t: through a,
// open, and through b, behind a closed door.
const doorOrOpenBoard = `
+--+--+
|x .a |
+DD+oo+
|b ot |
+--+--+

x: corridor
a: corridor
b: room
t: room start objective
`

// walledBoard: room v is walled in.
const walledBoard = `
+--+--+--+
|s .b |v |
+--+--+--+

s: corridor start objective
b: corridor
v: room
`

// Moves (p.26): Xenos that did not attack move one zone toward the
// noisiest zone holding Survivors they can see, or, with none in sight,
// toward the noisiest zone of the board; each Survivor counts as one Noise
// token (p.17); distance does not matter. A closed door on the way is
// broken instead (the example of p.26).
func TestXenoMoves(t *testing.T) {
	type moved struct {
		kind     xeno.Kind
		from, to string
		count    int
	}
	tests := []struct {
		name   string
		page   string
		board  string
		cards  []survivor.Card
		xenos  []placed
		script func(m *zone.Map) []invader.Action
		want   []moved
		broken int // doors destroyed
		opts   []invader.Option
	}{{
		name: "Survivors in sight: toward the noisiest of their zones, though farther", page: "p.26, p.17",
		board: crossBoard, cards: []survivor.Card{plain("Ann"), civ("Bob", freeMove)},
		xenos: []placed{{"w", xeno.Worker, 1}},
		script: func(m *zone.Map) []invader.Action {
			return []invader.Action{
				invader.Activate{Survivor: 0}, invader.MakeNoise{Survivor: 0}, invader.MakeNoise{Survivor: 0}, invader.EndTurn{Survivor: 0},
				invader.Move{Survivor: 1, To: m.MustLookup("x")}, invader.Move{Survivor: 1, To: m.MustLookup("w")},
				invader.Move{Survivor: 1, To: m.MustLookup("n")},
			}
		},
		// s: Ann + 2 tokens = 3, 2 zones away; n: Bob = 1, next door.
		want: []moved{{xeno.Worker, "w", "x", 1}},
	}, {
		name: "a louder zone out of sight does not count while Survivors are in sight", page: "p.26",
		board: crossBoard, cards: []survivor.Card{plain("Ann"), civ("Bob", freeMove)},
		xenos: []placed{{"w", xeno.Worker, 1}},
		script: func(m *zone.Map) []invader.Action {
			return []invader.Action{
				invader.Activate{Survivor: 0}, invader.Move{Survivor: 0, To: m.MustLookup("h")},
				invader.MakeNoise{Survivor: 0}, invader.MakeNoise{Survivor: 0},
				invader.Move{Survivor: 1, To: m.MustLookup("x")}, invader.Move{Survivor: 1, To: m.MustLookup("w")},
				invader.Move{Survivor: 1, To: m.MustLookup("n")},
			}
		},
		// h: Ann + 2 tokens = 3, unseen; n: Bob = 1, seen.
		want: []moved{{xeno.Worker, "w", "n", 1}},
	}, {
		name: "with XenosSeeInTheDark, Xenos see Survivors in a Dark Zone", page: "p.11, p.17, RULINGS Xenos and Dark Zones",
		board: strings.Replace(crossBoard, "n: corridor", "n: corridor dark", 1), cards: []survivor.Card{plain("Ann"), civ("Bob", freeMove)},
		xenos: []placed{{"w", xeno.Worker, 1}},
		script: func(m *zone.Map) []invader.Action {
			return []invader.Action{
				invader.Activate{Survivor: 0}, invader.Move{Survivor: 0, To: m.MustLookup("h")},
				invader.MakeNoise{Survivor: 0}, invader.MakeNoise{Survivor: 0},
				invader.Move{Survivor: 1, To: m.MustLookup("x")}, invader.Move{Survivor: 1, To: m.MustLookup("w")},
				invader.Move{Survivor: 1, To: m.MustLookup("n")},
			}
		},
		want: []moved{{xeno.Worker, "w", "n", 1}},
		opts: []invader.Option{invader.XenosSeeInTheDark()},
	}, {
		// Bob in the Dark Zone n is unseen: no Survivor in sight, so the
		// noisiest zone of the board, h (Ann and 2 tokens), draws the Worker
		// on its way through x; n's noise (Bob, 1) still counts.
		name: "darkness blocks the Xenos' sight", page: "p.11, p.26",
		board: strings.Replace(crossBoard, "n: corridor", "n: corridor dark", 1), cards: []survivor.Card{plain("Ann"), civ("Bob", freeMove)},
		xenos: []placed{{"w", xeno.Worker, 1}},
		script: func(m *zone.Map) []invader.Action {
			return []invader.Action{
				invader.Activate{Survivor: 0}, invader.Move{Survivor: 0, To: m.MustLookup("h")},
				invader.MakeNoise{Survivor: 0}, invader.MakeNoise{Survivor: 0},
				invader.Move{Survivor: 1, To: m.MustLookup("x")}, invader.Move{Survivor: 1, To: m.MustLookup("w")},
				invader.Move{Survivor: 1, To: m.MustLookup("n")},
			}
		},
		want: []moved{{xeno.Worker, "w", "x", 1}},
	}, {
		// Two equal ways, one through a closed door: all the Xenos in the
		// Zone break it rather than move, none takes the open way.
		name: "a closed door on one of the ways: they all break it", page: "p.26, RULINGS Doors on the way",
		board: doorOrOpenBoard, xenos: []placed{{"x", xeno.Worker, 2}},
		broken: 1,
	}, {
		name: "no route to the destination: they stay", page: "p.26, RULINGS Xeno routes",
		board: walledBoard, xenos: []placed{{"v", xeno.Worker, 2}},
		want: nil,
	}, {
		name: "two equally noisy destinations: the group splits evenly", page: "p.26, RULINGS Destinations",
		board: ringBoard, cards: []survivor.Card{plain("Ann"), plain("Bob")},
		xenos: []placed{{"w", xeno.Worker, 2}},
		script: func(m *zone.Map) []invader.Action {
			return []invader.Action{
				invader.Activate{Survivor: 0}, invader.Move{Survivor: 0, To: m.MustLookup("a")}, invader.EndTurn{Survivor: 0},
				invader.Move{Survivor: 1, To: m.MustLookup("b")},
			}
		},
		want: []moved{{xeno.Worker, "w", "e", 1}, {xeno.Worker, "w", "f", 1}}, // a: 1, b: 1
	}, {
		name: "none in sight: toward the noisiest zone; Noise tokens count", page: "p.26, p.17",
		board: ringBoard, cards: []survivor.Card{plain("Ann"), plain("Bob")},
		xenos: []placed{{"w", xeno.Worker, 1}},
		script: func(m *zone.Map) []invader.Action {
			return []invader.Action{
				invader.Activate{Survivor: 0}, invader.Move{Survivor: 0, To: m.MustLookup("a")}, invader.MakeNoise{Survivor: 0},
				invader.EndTurn{Survivor: 0}, invader.Move{Survivor: 1, To: m.MustLookup("b")},
			}
		},
		want: []moved{{xeno.Worker, "w", "e", 1}}, // a: 2, b: 1
	}, {
		name: "none in sight: the other way when the other zone is noisier", page: "p.26, p.17",
		board: ringBoard, cards: []survivor.Card{plain("Ann"), plain("Bob")},
		xenos: []placed{{"w", xeno.Worker, 1}},
		script: func(m *zone.Map) []invader.Action {
			return []invader.Action{
				invader.Activate{Survivor: 0}, invader.Move{Survivor: 0, To: m.MustLookup("a")}, invader.EndTurn{Survivor: 0},
				invader.Move{Survivor: 1, To: m.MustLookup("b")}, invader.MakeNoise{Survivor: 1},
			}
		},
		want: []moved{{xeno.Worker, "w", "f", 1}}, // a: 1, b: 2
	}, {
		name: "each Survivor counts as one Noise token", page: "p.17, p.26",
		board: ringBoard, cards: []survivor.Card{plain("Ann"), plain("Bob"), plain("Cal")},
		xenos: []placed{{"w", xeno.Worker, 1}},
		script: func(m *zone.Map) []invader.Action {
			return []invader.Action{
				invader.Activate{Survivor: 0}, invader.Move{Survivor: 0, To: m.MustLookup("a")}, invader.EndTurn{Survivor: 0},
				invader.Activate{Survivor: 1}, invader.Move{Survivor: 1, To: m.MustLookup("b")}, invader.EndTurn{Survivor: 1},
				invader.Move{Survivor: 2, To: m.MustLookup("b")},
			}
		},
		want: []moved{{xeno.Worker, "w", "f", 1}}, // a: 1, b: 2
	}, {
		name: "Noise tokens in a zone left by the Survivors count", page: "p.17, p.26",
		board: ringBoard, cards: []survivor.Card{civ("Ann", freeMove)},
		xenos: []placed{{"w", xeno.Worker, 1}},
		script: func(m *zone.Map) []invader.Action {
			return []invader.Action{
				invader.Move{Survivor: 0, To: m.MustLookup("a")}, invader.MakeNoise{Survivor: 0},
				invader.MakeNoise{Survivor: 0}, invader.Move{Survivor: 0, To: m.MustLookup("s")},
			}
		},
		want: []moved{{xeno.Worker, "w", "e", 1}}, // a: 2 tokens, s: Ann 1
	}, {
		name: "every kind moves, one zone each", page: "p.26",
		board: lineBoard, cards: []survivor.Card{plain("Ann")},
		xenos: []placed{{"o", xeno.Worker, 2}, {"o", xeno.Tank, 1}},
		want:  []moved{{xeno.Worker, "o", "b", 2}, {xeno.Tank, "o", "b", 1}},
	}, {
		name: "p.26 example: a closed door on the way is broken instead of moving", page: "p.26",
		board: behindDoorBoard, xenos: []placed{{"x", xeno.Worker, 1}},
		want: nil, broken: 1,
	}, {
		name: "p.26 example: every Xeno in the zone spends its Action on the one door", page: "p.26",
		board: behindDoorBoard, xenos: []placed{{"x", xeno.Worker, 3}, {"x", xeno.Tank, 1}},
		want: nil, broken: 1,
	}, {
		name: "an open door is no obstacle", page: "p.26",
		board: behindDoorBoard, xenos: []placed{{"x", xeno.Worker, 1}},
		// Ann walks to k, opens the door (free, once a Turn) and goes back.
		script: func(m *zone.Map) []invader.Action {
			return []invader.Action{
				invader.Move{Survivor: 0, To: m.MustLookup("k")}, invader.OpenDoor{Survivor: 0, Door: 0},
				invader.Move{Survivor: 0, To: m.MustLookup("s")},
			}
		},
		want: []moved{{xeno.Worker, "x", "k", 1}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMission(t, tt.board, tt.cards...)
			for _, x := range tt.xenos {
				put(&m, x.zone, x.kind, x.count)
			}
			var script []invader.Action
			if tt.script != nil {
				script = tt.script(m.Map)
			}
			st, ev := playRound(t, start(t, m, tt.opts...), script...)
			var want []invader.Event
			for d := range tt.broken {
				want = append(want, invader.DoorDestroyed{Door: zone.DoorID(d)})
			}
			for _, mv := range tt.want {
				want = append(want, invader.XenosMoved{Kind: mv.kind, From: m.Map.MustLookup(mv.from), To: m.Map.MustLookup(mv.to), Count: mv.count})
			}
			if diff := cmp.Diff(want, xenosPhase(ev)); diff != "" {
				t.Errorf("%s: Xenos' Phase events (-want +got):\n%s", tt.page, diff)
			}
			if st.Round() != 2 || st.IsOver() {
				t.Fatalf("%s: round %d, outcome %v, pending %+v; want round 2 going on", tt.page, st.Round(), st.Outcome(), st.Pending())
			}
			for d := range tt.broken {
				if got := st.Board().Door(zone.DoorID(d)); got != zone.Destroyed {
					t.Errorf("%s: Board().Door(%d) = %v, want destroyed", tt.page, d, got)
				}
			}
			// Moves keep the number of Xenos of each kind.
			var before, after xeno.Counts
			for _, x := range tt.xenos {
				before[x.kind] += uint8(x.count)
			}
			for z := range m.Map.Len() {
				for k, n := range st.Xenos(zone.ID(z)) {
					after[k] += n
				}
			}
			if before != after {
				t.Errorf("%s: Xenos on the board %v, want %v", tt.page, after, before)
			}
		})
	}
}

// The door example of p.26: the Worker breaks the closed door on its way
// instead of moving; the door is destroyed for good; the next round it
// walks through.
func TestXenoBreaksDoor_EXMOVEXENO1(t *testing.T) {
	m := newMission(t, behindDoorBoard)
	put(&m, "x", xeno.Worker, 1)
	x, k := m.Map.MustLookup("x"), m.Map.MustLookup("k")
	st := start(t, m)
	if got := st.Board().Door(0); got != zone.Closed {
		t.Fatalf("setup: door 0 is %v, want closed", got)
	}
	st, ev := endTurns(t, st)
	if diff := cmp.Diff([]invader.Event{invader.DoorDestroyed{Door: 0}}, xenosPhase(ev)); diff != "" {
		t.Errorf("p.26 example, round 1 (-want +got):\n%s", diff)
	}
	if got := st.Board().Door(0); got != zone.Destroyed {
		t.Errorf("p.26 example: Board().Door(0) = %v, want destroyed", got)
	}
	if got := st.Xenos(x); got != counts(1, 0, 0, 0) {
		t.Errorf("p.26 example: the Worker moved as it broke the door: Xenos(x) = %v", got)
	}
	// A destroyed door can never be shut (p.26).
	st, _ = apply(t, st, invader.Move{Survivor: 0, To: k})
	refuse(t, st, invader.CloseDoor{Survivor: 0, Door: 0}, invader.WrongDoorState)
	st, _ = apply(t, st, invader.Move{Survivor: 0, To: m.Map.MustLookup("s")})
	st, ev = endTurns(t, st)
	want := []invader.Event{invader.XenosMoved{Kind: xeno.Worker, From: x, To: k, Count: 1}}
	if diff := cmp.Diff(want, xenosPhase(ev)); diff != "" {
		t.Errorf("p.26 example, round 2 (-want +got):\n%s", diff)
	}
	if got := st.Board().Door(0); got != zone.Destroyed {
		t.Errorf("p.26 example, round 2: Board().Door(0) = %v, want destroyed", got)
	}
}

// huntBoard: a corridor of four zones; the Survivors stand in s.
const huntBoard = `
+--+--+--+--+
|s .m .h .o |
+--+--+--+--+

s: corridor start
m: corridor
h: corridor
o: corridor objective
`

// Hunters have 2 Actions (p.28): after every Xeno's first Action, they
// take a second, attacking if Survivors are in their zone, else moving.
func TestHunters(t *testing.T) {
	tests := []struct {
		name  string
		where string
		kind  xeno.Kind
		want  func(s, m, h zone.ID) []invader.Event
		armor int
	}{{
		name: "a Hunter two zones away reaches the Survivors in one phase", where: "h", kind: xeno.Hunter,
		want: func(s, m, h zone.ID) []invader.Event {
			return []invader.Event{
				invader.XenosMoved{Kind: xeno.Hunter, From: h, To: m, Count: 1},
				invader.XenosMoved{Kind: xeno.Hunter, From: m, To: s, Count: 1},
			}
		},
		armor: 3,
	}, {
		name: "a Worker two zones away moves one zone", where: "h", kind: xeno.Worker,
		want: func(s, m, h zone.ID) []invader.Event {
			return []invader.Event{invader.XenosMoved{Kind: xeno.Worker, From: h, To: m, Count: 1}}
		},
		armor: 3,
	}, {
		name: "a Hunter next door moves in, then attacks", where: "m", kind: xeno.Hunter,
		want: func(s, m, h zone.ID) []invader.Event {
			return []invader.Event{
				invader.XenosMoved{Kind: xeno.Hunter, From: m, To: s, Count: 1},
				invader.SurvivorWounded{Survivor: 0, Kind: xeno.Hunter, Zone: s, Damage: 1, Armor: 2},
			}
		},
		armor: 2,
	}, {
		name: "a Hunter in the Survivors' zone attacks twice", where: "s", kind: xeno.Hunter,
		want: func(s, m, h zone.ID) []invader.Event {
			return []invader.Event{
				invader.SurvivorWounded{Survivor: 0, Kind: xeno.Hunter, Zone: s, Damage: 1, Armor: 2},
				invader.SurvivorWounded{Survivor: 0, Kind: xeno.Hunter, Zone: s, Damage: 1, Armor: 1},
			}
		},
		armor: 1,
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMission(t, huntBoard, sol("Sol", lucky))
			put(&m, tt.where, tt.kind, 1)
			s, mz, h := m.Map.MustLookup("s"), m.Map.MustLookup("m"), m.Map.MustLookup("h")
			st, ev := endTurns(t, start(t, m))
			if diff := cmp.Diff(tt.want(s, mz, h), xenosPhase(ev)); diff != "" {
				t.Errorf("p.28: (-want +got):\n%s", diff)
			}
			if got := st.Survivor(0).Armor; got != tt.armor {
				t.Errorf("p.28: Armor %d, want %d", got, tt.armor)
			}
		})
	}
}

// Everyone's first Action comes before the Hunters' second (p.28): a
// Worker and a Hunter two zones away both step once, then the Hunter
// steps again.
func TestHuntersSecondActionComesLast(t *testing.T) {
	m := newMission(t, huntBoard, sol("Sol", lucky))
	put(&m, "h", xeno.Worker, 1)
	put(&m, "h", xeno.Hunter, 2)
	s, mz, h := m.Map.MustLookup("s"), m.Map.MustLookup("m"), m.Map.MustLookup("h")
	_, ev := endTurns(t, start(t, m))
	want := []invader.Event{
		invader.XenosMoved{Kind: xeno.Worker, From: h, To: mz, Count: 1},
		invader.XenosMoved{Kind: xeno.Hunter, From: h, To: mz, Count: 2},
		invader.XenosMoved{Kind: xeno.Hunter, From: mz, To: s, Count: 2},
	}
	if diff := cmp.Diff(want, xenosPhase(ev)); diff != "" {
		t.Errorf("p.28: (-want +got):\n%s", diff)
	}
}

// A Hunter behind a closed door breaks it with its first Action; with its
// second it walks through the destroyed door (p.26, p.28): from then on
// "the doorway is permanently open" (routes are recomputed after the
// door breaks).
func TestHunterWalksThroughTheDoorItBroke(t *testing.T) {
	m := newMission(t, behindDoorBoard)
	put(&m, "x", xeno.Hunter, 1)
	x, k := m.Map.MustLookup("x"), m.Map.MustLookup("k")
	st, ev := endTurns(t, start(t, m))
	want := []invader.Event{
		invader.DoorDestroyed{Door: 0},
		invader.XenosMoved{Kind: xeno.Hunter, From: x, To: k, Count: 1},
	}
	if diff := cmp.Diff(want, xenosPhase(ev)); diff != "" {
		t.Errorf("p.26, p.28: the Hunter's two Actions (-want +got):\n%s", diff)
	}
	if got := st.Xenos(k)[xeno.Hunter]; got != 1 {
		t.Errorf("p.28: the Hunter is not in k after its second Action (Xenos(x) = %v)", st.Xenos(x))
	}
}
