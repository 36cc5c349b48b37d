package rulebook_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// Mold (p.20): a Spoiler Abomination spreads Mold where it goes; a Mold
// Zone's walls count as openings (but toward the exterior), its doors
// and Objective tokens are removed, it cannot be Searched, and the game
// is lost when Active Mold links two Spawn Zones. A position's mold line
// places the token alone: the doors it removes are written apart
// (doors d1=removed).

func TestMold(t *testing.T) {
	check(t,
		rule{
			name:    "p.20: a Spoiler Abomination moving into a Zone spreads Active Mold there",
			mission: chain,
			position: `
survivor Cole s
xenos c1 spoiler=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves c1 → s",
				"active Mold in s",
			},
		},
		rule{
			name:    "p.20: the game is lost when Active Mold links two Spawn Zones",
			mission: chain,
			position: `
survivor Cole c3
xenos c1 spoiler=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves c1 → c2",
				"active Mold in c2",
				"the mission is lost: two spawn zones are linked by active mold",
			},
		},
		rule{
			name:    "p.20: Mold spreading over an Objective token removes it: the game is lost when an Objective still needs it",
			mission: objexit,
			position: `
survivor Cole c2
xenos c1 spoiler=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves c1 → c2",
				"active Mold in c2",
				"Mold takes o0 away",
				"the mission is lost: the mission's objectives can no longer be achieved",
			},
		},
		rule{
			name:    "p.20: the walls of a Mold Zone count as openings: a Survivor walks through",
			mission: rooms,
			position: `
mold r2=active
doors d1=removed
turn active=Cole actions=3
survivor Cole r2 activated`,
			play: []string{"Cole move r1"},
			events: []string{
				"Cole moves r2 → r1",
			},
		},
		rule{
			name:    "p.20: a Zone with Mold cannot be Searched",
			mission: vivian,
			position: `
mold r3=inactive
survivor Vivian r3`,
			play:    []string{"Vivian search"},
			refused: invader.NotSearchable,
		},
	)
}

// p.20: a Mold Zone "cannot be Searched and loses its special
// properties. For example, Oxygen Supply Rooms (p.35) disappear and cannot
// provide Oxygen Tanks. Airlocks can still be used to go to exterior
// Zones." On the board base, o1 is an Oxygen Supply Room and a1 the
// airlock between the corridor c1 and the exterior e1.
func TestMoldRooms(t *testing.T) {
	check(t,
		rule{
			name:    "p.20: under Mold, an Oxygen Supply Room provides no Oxygen Tank",
			mission: base,
			position: `
mold o1=active
turn active=Cole actions=3
survivor Cole o1 activated`,
			play:    []string{"Cole oxygen"},
			refused: invader.NotSearchable,
			then: func(t *testing.T, s invader.State) {
				if slices.ContainsFunc(s.Legal(), func(a invader.Action) bool { _, ok := a.(invader.TakeOxygen); return ok }) {
					t.Errorf("Legal() offers an Oxygen Tank under Mold")
				}
			},
		},
		rule{
			name:    "p.20: nor under Inactive Mold",
			mission: base,
			position: `
mold o1=inactive
turn active=Vivian actions=3
survivor Vivian o1 activated`,
			play:    []string{"Vivian oxygen"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.20, p.35: under Mold, the airlock still leads out, with an Oxygen Tank in a Body slot",
			mission: base,
			position: `
mold a1=active
turn active=Cole actions=3
survivor Cole a1 activated body1="Oxygen Tank"`,
			play: []string{"Cole move e1"},
			events: []string{
				"Cole moves a1 → e1",
			},
		},
		rule{
			name:    "p.20, p.35: and back in",
			mission: base,
			position: `
mold a1=active
turn active=Cole actions=3
survivor Cole e1 activated body1="Oxygen Tank"`,
			play: []string{"Cole move a1"},
			events: []string{
				"Cole moves e1 → a1",
			},
		},
		rule{
			name:    "p.20, p.35: it is still an airlock: without an Oxygen Tank, nobody goes out",
			mission: base,
			position: `
mold a1=active
turn active=Cole actions=3
survivor Cole a1 activated`,
			play:    []string{"Cole move e1"},
			refused: invader.NeedsOxygen,
		},
	)
}

// moldroom (p.20's example): the Spoiler in a goes through the room r,
// which holds an Objective token and a closed door toward k, to reach
// Cole in s; goals and the words of k are the rule's.
func moldroom(goals, r, k string) string {
	return `id: moldroom
title: the Spoiler through a room
` + goals + `survivors: Cole
map:
+--+--+--+
|a or Dk |
+--+--+..+
      |s |
      +--+

a: corridor
r: room ` + r + `
k: corridor ` + k + `
s: corridor start
`
}

// moldChain (p.20's chain example): Spawn Zones p and q at either end of
// a corridor whose Zones m and n carry Active Mold (n as given); x between
// them has none. Cole in s draws the Spoiler from m into x.
func moldChain(n string) string {
	return `id: moldChain
title: a chain of Mold
goal: take all objectives
survivors: Cole
map:
+--+--+--+--+--+
|p .m .x .n .q |
+--+--+..+--+--+
      |s |
      +--+

p: corridor spawn
m: corridor mold=active
x: corridor
n: corridor mold=` + n + `
q: corridor spawn
s: corridor start objective
`
}

// moldy is Active Mold in m and x, Inactive in n, a Spawn Zone at p.
const moldy = `id: moldy
title: Mold in a corridor
goal: take all objectives
survivors: Cole
map:
+--+--+--+--+--+--+
|o .s .m .x .n .p |
+--+--+--+--+--+--+

o: corridor objective objective
s: corridor start
m: corridor mold=active
x: corridor mold=active
n: corridor mold=inactive
p: corridor spawn
`

// twinSpawns is two Spawn Zones side by side.
const twinSpawns = `id: twinSpawns
title: two Spawn Zones side by side
goal: take all objectives
survivors: Cole
map:
+--+--+--+--+--+
|o .s .a .p .q |
+--+--+--+--+--+

o: corridor objective
s: corridor start
a: corridor
p: corridor spawn
q: corridor spawn
`

// flipChain is Active Mold on the Spawn Zone p and Inactive Mold in n,
// between p and the Spawn Zone q where Cole stands; the Spoiler in x,
// seeing none of them, heads for q through n.
const flipChain = `id: flipChain
title: a chain closed by flipped Mold
goal: take all objectives
survivors: Cole
map:
+--+--+--+
|p .n .q |
+--+..+--+
   |x |
   +--+

p: corridor spawn mold=active
n: corridor mold=inactive
q: corridor spawn start objective
x: corridor
`

// roomMolded checks that the room r holds Active Mold, its door is
// removed and its Objective token too.
func roomMolded(t *testing.T, s invader.State) {
	t.Helper()
	r, _ := s.Map().Lookup("r")
	if s.Board().Mold(r) != zone.ActiveMold || s.Board().Door(0) != zone.Removed || s.Board().HasObjective(0) {
		t.Errorf("r: Mold %v, d0 %v, Objective on the board %v; want active, removed, none", s.Board().Mold(r), s.Board().Door(0), s.Board().HasObjective(0))
	}
}

// lostFor checks that the game is lost for the reason given, nothing
// left to play and no Goal done.
func lostFor(l invader.Loss) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		if got := s.Outcome(); got != (invader.Outcome{Result: invader.Lost, Loss: l}) {
			t.Errorf("Outcome() = %v, want lost: %v", got, l)
		}
		if len(s.Legal()) != 0 || s.GoalsDone() != 0 {
			t.Errorf("Legal() = %v, GoalsDone() = %d after the game was lost", s.Legal(), s.GoalsDone())
		}
	}
}

func TestMoldSpreads(t *testing.T) {
	spoiler := `
mold a=active
xenos a spoiler=1`
	check(t,
		rule{
			name:     "p.20, its example: a Spoiler entering a room removes its door and its Objective; the Objective was needed: lost, no Goal done",
			mission:  moldroom("goal: take all objectives\n", "objective", ""),
			position: spoiler,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves a → r",
				"active Mold in r",
				"Mold takes d0 away",
				"Mold takes o0 away",
				"the mission is lost: the mission's objectives can no longer be achieved",
			},
			then: all(roomMolded, lostFor(invader.GoalsUnreachable)),
		},
		rule{
			name:     "p.20, its example: an Objective no Goal needs is removed, and the game goes on",
			mission:  moldroom("goal: reach the exit\n", "objective", "exit"),
			position: spoiler,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves a → r",
				"active Mold in r",
				"Mold takes d0 away",
				"Mold takes o0 away",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: roomMolded,
		},
		rule{
			name:     "p.20, its example: a red Objective removed while the Goal needs the blue ones: the game goes on",
			mission:  moldroom("goal: take blue objectives\n", "objective", "objective=blue"),
			position: spoiler,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves a → r",
				"active Mold in r",
				"Mold takes d0 away",
				"Mold takes o0 away",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: roomMolded,
		},
		rule{
			name:     "p.20, its example: the blue Objective a Goal needs removed: lost",
			mission:  moldroom("goal: take blue objectives\n", "objective=blue", ""),
			position: spoiler,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves a → r",
				"active Mold in r",
				"Mold takes d0 away",
				"Mold takes o0 away",
				"the mission is lost: the mission's objectives can no longer be achieved",
			},
			then: all(roomMolded, lostFor(invader.GoalsUnreachable)),
		},
		rule{
			name:    "p.20, its example: a Spoiler entering Inactive Mold flips it to Active",
			mission: moldy,
			position: `
mold p=active
xenos p spoiler=1`,
			play: []string{"Cole end", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves p → n",
				"active Mold in n",
				"Xeno card for p: spawn Worker 1/2/3/4",
				"a Worker spawns in p",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.20: a Spoiler entering Active Mold changes nothing",
			mission: moldy,
			position: `
xenos n spoiler=1`,
			play: []string{"Cole end", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves n → x",
				"Xeno card for p: spawn Worker 1/2/3/4",
				"a Worker spawns in p",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.20, its chain example: Active Mold joining two Spawn Zones loses the game",
			mission:  moldChain("active"),
			position: `xenos m spoiler=1`,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves m → x",
				"active Mold in x",
				"the mission is lost: two spawn zones are linked by active mold",
			},
			then: lostFor(invader.MoldChain),
		},
		rule{
			name:     "p.20, its chain example: Inactive Mold breaks the chain",
			mission:  moldChain("inactive"),
			position: `xenos m spoiler=1`,
			play:     []string{"Cole end", "chance spawn Worker 1/2/3/4", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves m → x",
				"active Mold in x",
				"Xeno card for p: spawn Worker 1/2/3/4",
				"a Worker spawns in p",
				"Xeno card for q: spawn Worker 1/2/3/4",
				"a Worker spawns in q",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.20, p.29 (RULINGS \"Mold\"): a Spoiler spawned in a Spawn Zone touching another: lost",
			mission:  twinSpawns,
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance abomination"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: abomination",
				"a Spoiler Abomination spawns in p",
				"active Mold in p",
				"the mission is lost: two spawn zones are linked by active mold",
			},
			then: lostFor(invader.MoldChain),
		},
		rule{
			name:     "p.20: Inactive Mold flipped to Active closes a chain: lost",
			mission:  flipChain,
			position: `xenos x spoiler=1`,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves x → n",
				"active Mold in n",
				"the mission is lost: two spawn zones are linked by active mold",
			},
			then: lostFor(invader.MoldChain),
		},
	)
}

// lineSpoiler is three corridor Zones with a Spoiler in b at the start.
const lineSpoiler = `id: lineSpoiler
title: a Spoiler at the start
goal: take all objectives
survivors: Cole
xenos: b spoiler 1
map:
+--+--+--+
|s .b .o |
+--+--+--+

s: corridor start
b: corridor
o: corridor objective
`

func TestMoldAtSetup(t *testing.T) {
	t.Run("p.20 (RULINGS \"Mold\"): a Spoiler on the board at the start spreads Mold where it stands", func(t *testing.T) {
		m, err := mission.Parse(lineSpoiler)
		if err != nil {
			t.Fatal(err)
		}
		s, ev, err := invader.Start(m)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range ev {
			if _, ok := e.(invader.MoldPlaced); ok {
				got = append(got, s.FormatEvent(e))
			}
		}
		if want := []string{"active Mold in b"}; !slices.Equal(got, want) {
			t.Errorf("Mold placed at the start %q, want %q", got, want)
		}
		if b, _ := m.Map.Lookup("b"); s.Board().Mold(b) != zone.ActiveMold || s.IsOver() {
			t.Errorf("b: %v, Outcome() %v; want Active Mold, the game on", s.Board().Mold(b), s.Outcome())
		}
	})
	extra := `id: extra
title: an extra Spawn token
goal: take all objectives
survivors: Cole
xenos: m spoiler 1
map:
+--+--+--+--+
|a .s .m .x |
+--+--+--+--+

a: corridor start objective
s: corridor spawn
m: corridor
x: corridor
`
	for _, n := range []int{6, 8} {
		t.Run(fmt.Sprintf("p.20, p.36 (seed 004, §15): %d Survivors: the extra Spawn tokens of 7+ count for Mold chains", n), func(t *testing.T) {
			m, err := mission.Parse(extra)
			if err != nil {
				t.Fatal(err)
			}
			m.Survivors = survivor.Base()
			if n == 8 {
				eight(&m)
			}
			x, _ := m.Map.Lookup("x")
			m.ExtraSpawns = []zone.ID{x}
			s, _, err := invader.Start(m, invader.Seed(1))
			if err != nil {
				t.Fatal(err)
			}
			want := invader.Outcome{}
			if n == 8 {
				want = invader.Outcome{Result: invader.Lost, Loss: invader.MoldChain}
			}
			if got := s.Outcome(); got != want {
				t.Errorf("Outcome() = %v, want %v", got, want)
			}
		})
	}
	// moldRow is a corridor of n Zones of Inactive Mold after a and y, a
	// Spoiler in y.
	moldRow := func(n int) string {
		var row, legend strings.Builder
		line := "+" + strings.Repeat("--+", n+2)
		row.WriteString("|a .y ")
		legend.WriteString("a: corridor start objective\ny: corridor\n")
		for i := range n {
			name := fmt.Sprintf("m%c", 'a'+i)
			row.WriteString("." + name)
			legend.WriteString(name + ": corridor mold=inactive\n")
		}
		return "id: moldRow\ntitle: Mold tokens\ngoal: take all objectives\nsurvivors: Cole\nxenos: y spoiler 1\nmap:\n" + line + "\n" + row.String() + "|\n" + line + "\n\n" + legend.String()
	}
	for _, limit := range []bool{false, true} {
		t.Run(fmt.Sprintf("pp.3-4, p.20 (RULINGS \"Mold\"): 15 Mold tokens on the board, the house rule limitMold %v", limit), func(t *testing.T) {
			m, err := mission.Parse(moldRow(15))
			if err != nil {
				t.Fatal(err)
			}
			var opts []invader.Option
			if limit {
				opts = append(opts, invader.LimitMoldTokens())
			}
			_, ev, err := invader.Start(m, opts...)
			if err != nil {
				t.Fatal(err)
			}
			placed := 0
			for _, e := range ev {
				if _, ok := e.(invader.MoldPlaced); ok {
					placed++
				}
			}
			if want := map[bool]int{false: 1, true: 0}[limit]; placed != want {
				t.Errorf("%d Mold tokens placed, want %d", placed, want)
			}
		})
	}
	t.Run("pp.3-4 (RULINGS \"Mold\"): with limitMold a map of 16 Mold tokens is refused; without, accepted", func(t *testing.T) {
		m, err := mission.Parse(moldRow(16))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := invader.New(m, invader.LimitMoldTokens()); err == nil {
			t.Errorf("LimitMoldTokens: New accepted a map with 16 Mold tokens")
		}
		if _, err := invader.New(m); err != nil {
			t.Errorf("New refused a map with 16 Mold tokens: %v", err)
		}
	})
}
