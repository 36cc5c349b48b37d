package rulebook_test

import (
	"reflect"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The Xenos' moves (pp.26-27): splits, the End Phase, the ways toward
// noise and Survivors, doors broken on the way, and Hunters.

const square = `id: square
title: two routes
goal: take all objectives
survivors: Cole
map:
+--+--+
|w .a |
+..+..+
|b .s |
+--+--+

w: corridor
a: corridor
b: corridor
s: corridor start objective
`

// splitting checks the split the game waits for: Count Xenos of kind in
// w, toward a or b.
func splitting(kind xeno.Kind, count int) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		w, _ := s.Map().Lookup("w")
		a, _ := s.Map().Lookup("a")
		b, _ := s.Map().Lookup("b")
		want := invader.SplitGroup{Zone: w, Kind: kind, Count: count, Ways: []zone.Step{{To: a, Door: zone.NoDoor}, {To: b, Door: zone.NoDoor}}}
		g, ok := s.SplitWays()
		if !ok || !reflect.DeepEqual(g, want) {
			t.Errorf("SplitWays() = %+v, %v; want %+v", g, ok, want)
		}
		if p := s.Pending(); p != (invader.Pending{Decision: invader.SplitDecision, Player: 0, Survivor: -1}) {
			t.Errorf("Pending() = %+v, want the players' split", p)
		}
	}
}

// splitDone checks that no split is waiting and round 2 has begun.
func splitDone(t *testing.T, s invader.State) {
	t.Helper()
	if _, ok := s.SplitWays(); ok || s.Round() != 2 {
		t.Errorf("SplitWays() still reports a group, or round %d; want none, round 2", s.Round())
	}
}

func TestSplits(t *testing.T) {
	check(t,
		rule{
			name:     "p.26, its example (RULINGS \"Who decides for the team\"): 5 Workers with two equal ways wait for the players to place the odd one",
			mission:  square,
			position: `xenos w worker=5`,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
			},
			then: all(splitting(xeno.Worker, 5), legalIs("split 1", "split 2"),
				refused(invader.SplitXenos{Extra: 0}, invader.NotAChoice),
				refused(invader.SplitXenos{Extra: 3}, invader.NotAChoice),
				refused(invader.SplitXenos{Extra: 4}, invader.NotAChoice),
				refused(invader.AssignWound{Survivor: 0}, invader.NotNow),
				refused(invader.EndTurn{Survivor: 0}, invader.NotNow)),
		},
		rule{
			name:     "p.26, its example: the odd one toward a: 3 and 2, none added",
			mission:  square,
			position: `xenos w worker=5`,
			play:     []string{"Cole end", "split 1"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"3 Workers move w → a",
				"2 Workers move w → b",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: all(splitDone, xenosLeft("a", "worker=3"), xenosLeft("b", "worker=2"), xenosLeft("w", "")),
		},
		rule{
			name:     "p.26, its example: the odd one toward b",
			mission:  square,
			position: `xenos w worker=5`,
			play:     []string{"Cole end", "split 2"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"2 Workers move w → a",
				"3 Workers move w → b",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: all(splitDone, xenosLeft("a", "worker=2"), xenosLeft("b", "worker=3")),
		},
		rule{
			name:     "p.26, its example: 4 Workers split 2 and 2 without asking",
			mission:  square,
			position: `xenos w worker=4`,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"2 Workers move w → a",
				"2 Workers move w → b",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: all(splitDone, xenosLeft("a", "worker=2"), xenosLeft("b", "worker=2")),
		},
		rule{
			name:     "p.26: a lone Worker: the players choose its way",
			mission:  square,
			position: `xenos w worker=1`,
			play:     []string{"Cole end", "split 2"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves w → b",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: all(splitDone, xenosLeft("a", ""), xenosLeft("b", "worker=1")),
		},
		rule{
			name:     "p.26: a split is decided per kind: the Workers first",
			mission:  square,
			position: `xenos w worker=3 tank=1`,
			play:     []string{"Cole end"},
			then:     splitting(xeno.Worker, 3),
		},
		rule{
			name:     "p.26: then the Tank",
			mission:  square,
			position: `xenos w worker=3 tank=1`,
			play:     []string{"Cole end", "split 2"},
			then:     splitting(xeno.Tank, 1),
		},
		rule{
			name:     "p.26: each kind split evenly, its odd one placed",
			mission:  square,
			position: `xenos w worker=3 tank=1`,
			play:     []string{"Cole end", "split 2", "split 1"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves w → a",
				"2 Workers move w → b",
				"a Tank moves w → a",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: splitDone,
		},
	)
}

func TestEndPhase(t *testing.T) {
	check(t,
		rule{
			name:    "p.10, p.17: the Xenos' Phase over, the End Phase takes the Noise tokens away, then round 2 begins with the Players' Phase",
			mission: line("Vivian"),
			position: `
survivor Vivian s
xenos o worker=1`,
			play: []string{"Vivian noise", "Vivian noise", "Vivian end"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian makes noise in s",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves o → b",
				"the End Phase begins",
				"2 Noise tokens leave s",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if s.Round() != 2 || s.Phase() != invader.PlayersPhase {
					t.Errorf("round %d, %v; want 2, players", s.Round(), s.Phase())
				}
				noiseTokens(t, s, "s", 0)
			},
		},
	)
}

// Boards of the Xenos' moves. cross: from w the Xenos see x and s to
// the west and n to the south, not h around the corner; ring: a ring of
// corridors where from w the Xenos see only e and f, and reach a in 3
// steps through e, b in 3 through f; behindDoor: Xenos in the room x
// behind a closed door; doorOrOpen: from x two ways of two steps to t,
// through a, open, and through b, behind a closed door; walledRoom: the
// room v walled in; hunt: a corridor of four Zones.
const cross = `id: cross
title: cross
goal: take all objectives
survivors: Vivian Cole
map:
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
const crossDark = `id: crossDark
title: crossDark
goal: take all objectives
survivors: Vivian Cole
map:
+--+--+--+
|s .x .w |
+..+--+..+
|h |  |n |
+--+  +--+

s: corridor start objective
x: corridor
w: corridor
h: corridor
n: corridor dark
`
const ring = `id: ring
title: ring
goal: take all objectives
survivors: Vivian Cole Mitsuki
map:
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
const behindDoor = `id: behindDoor
title: behindDoor
goal: take all objectives
survivors: Cole
map:
+--+--+--+
|x Dk .s |
+--+--+--+

x: room
k: corridor
s: corridor start objective
`
const doorOrOpen = `id: doorOrOpen
title: doorOrOpen
goal: take all objectives
survivors: Cole
map:
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
const walledRoom = `id: walledRoom
title: walledRoom
goal: take all objectives
survivors: Cole
map:
+--+--+--+
|s .b |v |
+--+--+--+

s: corridor start objective
b: corridor
v: room
`
const hunt = `id: hunt
title: hunt
goal: take all objectives
survivors: Cole
map:
+--+--+--+--+
|s .m .h .o |
+--+--+--+--+

s: corridor start
m: corridor
h: corridor
o: corridor objective
`

// doorBroken checks that d0 is destroyed.
func doorBroken(t *testing.T, s invader.State) {
	t.Helper()
	if got := s.Board().Door(0); got != zone.Destroyed {
		t.Errorf("d0 %v, want destroyed", got)
	}
}

func TestXenoMoves(t *testing.T) {
	check(t,
		rule{
			name:    "p.17, p.26: Survivors in sight: the Xenos head for the noisiest of their Zones, though farther",
			mission: cross,
			position: `
turn active=Cole actions=3
survivor Vivian s activated
survivor Cole n activated
noise s=2
xenos w worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves w → x",
				"the End Phase begins",
				"2 Noise tokens leave s",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.26: a louder Zone out of sight does not count while Survivors are in sight",
			mission: cross,
			position: `
turn active=Cole actions=3
survivor Vivian h activated
survivor Cole n activated
noise h=2
xenos w worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves w → n",
				"the End Phase begins",
				"2 Noise tokens leave h",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.11, p.17 (RULINGS \"Xenos and Dark Zones\", the house rule xenosSeeInTheDark): Xenos see Survivors in a Dark Zone",
			mission: crossDark,
			position: `
rules xenosSeeInTheDark
turn active=Cole actions=3
survivor Vivian h activated
survivor Cole n activated
noise h=2
xenos w worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves w → n",
				"the End Phase begins",
				"2 Noise tokens leave h",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.11, p.26: darkness blocks the Xenos' sight: none in sight, they head for the noisiest Zone of the board",
			mission: crossDark,
			position: `
turn active=Cole actions=3
survivor Vivian h activated
survivor Cole n activated
noise h=2
xenos w worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves w → x",
				"the End Phase begins",
				"2 Noise tokens leave h",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.26 (RULINGS \"Doors on the way\"): a closed door on one of two ways: they all break it, none takes the open way",
			mission: doorOrOpen,
			position: `
survivor Cole t
xenos x worker=2`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xenos break d0",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: doorBroken,
		},
		rule{
			name:    "p.26 (RULINGS \"Xeno routes\"): with no route to the destination they stay",
			mission: walledRoom,
			position: `
survivor Cole s
xenos v worker=2`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: xenosLeft("v", "worker=2"),
		},
		rule{
			name:    "p.26 (RULINGS \"Destinations\"): two equally noisy destinations: the group splits evenly",
			mission: ring,
			position: `
turn active=Cole actions=3
survivor Vivian a activated
survivor Cole b activated
survivor Mitsuki s activated
xenos w worker=2`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves w → e",
				"a Worker moves w → f",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.17, p.26: none in sight: toward the noisiest Zone, Noise tokens counted",
			mission: ring,
			position: `
turn active=Cole actions=3
survivor Vivian a activated
survivor Cole b activated
survivor Mitsuki c activated
noise a=1
xenos w worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves w → e",
				"the End Phase begins",
				"1 Noise token leaves a",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.17, p.26: none in sight: the other way when the other Zone is noisier",
			mission: ring,
			position: `
turn active=Cole actions=3
survivor Vivian a activated
survivor Cole b activated
survivor Mitsuki c activated
noise b=2
xenos w worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves w → f",
				"the End Phase begins",
				"2 Noise tokens leave b",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.17, p.26: each Survivor counts as one Noise token",
			mission: ring,
			position: `
turn active=Cole actions=3
survivor Vivian a activated
survivor Cole b activated
survivor Mitsuki b activated
xenos w worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves w → f",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.17, p.26: Noise tokens in a Zone the Survivors left count",
			mission: ring,
			edit:    func(m *mission.Mission) { m.Survivors = m.Survivors[:1] },
			position: `
noise a=2
survivor Vivian s
xenos w worker=1`,
			play: []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves w → e",
				"the End Phase begins",
				"2 Noise tokens leave a",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.26: every kind moves, one Zone each",
			mission: hunt,
			position: `
survivor Cole s
xenos h worker=2 tank=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"2 Workers move h → m",
				"a Tank moves h → m",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.26, its example: a closed door on the way is broken instead of moving",
			mission: behindDoor,
			position: `
survivor Cole s
xenos x worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xenos break d0",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: all(doorBroken, xenosLeft("x", "worker=1")),
		},
		rule{
			name:    "p.26, its example: every Xeno in the Zone spends its Action on the one door",
			mission: behindDoor,
			position: `
survivor Cole s
xenos x worker=3 tank=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xenos break d0",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: all(doorBroken, xenosLeft("x", "worker=3 tank=1")),
		},
		rule{
			name:    "p.26: a destroyed door is never shut again",
			mission: behindDoor,
			position: `
doors d0=destroyed
survivor Cole k`,
			play:    []string{"Cole close d0"},
			refused: invader.WrongDoorState,
		},
		rule{
			name:    "p.26, its example: the next round the Xenos walk through the destroyed door",
			mission: behindDoor,
			position: `
doors d0=destroyed
survivor Cole s
xenos x worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves x → k",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: doorBroken,
		},
		rule{
			name:    "p.26: an open door is no obstacle",
			mission: behindDoor,
			position: `
doors d0=open
survivor Cole s
xenos x worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves x → k",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
	)
}

func TestHunters(t *testing.T) {
	check(t,
		rule{
			name:    "p.28: a Hunter two Zones away reaches the Survivors in one phase",
			mission: hunt,
			position: `
survivor Cole s
xenos h hunter=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Hunter moves h → m",
				"a Hunter moves m → s",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: armor(3),
		},
		rule{
			name:    "p.28: a Worker two Zones away moves one",
			mission: hunt,
			position: `
survivor Cole s
xenos h worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves h → m",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: armor(3),
		},
		rule{
			name:    "p.28: a Hunter next door moves in, then attacks",
			mission: hunt,
			position: `
survivor Cole s
xenos m hunter=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Hunter moves m → s",
				"a Hunter wounds Cole in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: armor(2),
		},
		rule{
			name:    "p.28: every Xeno's first Action comes before the Hunters' second",
			mission: hunt,
			position: `
survivor Cole s
xenos h worker=1 hunter=2`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves h → m",
				"2 Hunters move h → m",
				"2 Hunters move m → s",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.26, p.28: a Hunter breaks a closed door with its first Action and walks through with its second",
			mission: behindDoor,
			position: `
survivor Cole s
xenos x hunter=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xenos break d0",
				"a Hunter moves x → k",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: all(doorBroken, xenosLeft("k", "hunter=1")),
		},
	)
}
