package rulebook_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
)

// Winning and losing, and the game round (p.10): the Survivors win
// together when the mission's Objectives are accomplished, in order, and
// lose as soon as one of them is eliminated. Each round is a Players'
// Phase, a Xenos' Phase and an End Phase.

func TestWinning(t *testing.T) {
	check(t,
		rule{
			name:     "p.10: the mission is won the moment its last Objective is accomplished",
			mission:  solo,
			position: `survivor Cole c1`,
			play:     []string{"Cole move c2"},
			events: []string{
				"Cole moves c1 → c2",
				"goal 1 done: reach the exit",
				"the mission is won",
			},
		},
		rule{
			name:     "p.10: reaching the Exit needs every Survivor there: one alone accomplishes nothing",
			position: `survivor Cole c1`,
			play:     []string{"activate Cole", "Cole move c2"},
			events:   []string{"Cole takes a Turn with 3 Actions", "Cole moves c1 → c2"},
		},
		rule{
			name:    "p.10: an Exit Zone holding a Xeno is not reached",
			mission: solo,
			position: `
survivor Cole c1
xenos c2 worker=1`,
			play:   []string{"Cole move c2"},
			events: []string{"Cole moves c1 → c2"},
		},
		rule{
			name:     "p.10: the Objectives are accomplished in order, and each one done counts at once",
			mission:  objexit,
			position: `survivor Cole c2`,
			play:     []string{"Cole take o0"},
			events: []string{
				"Cole takes o0",
				"Cole gains 5 XP (5 in all)",
				"goal 1 done: take all objectives",
				"goal 2 done: reach the exit",
				"the mission is won",
			},
		},
		rule{
			name:    "p.10: the game is lost as soon as a Survivor is eliminated",
			mission: solo,
			position: `
survivor Cole c1 armor=1
xenos c1 tank=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Cole in c1: 2 Damage, 0 Armor left",
				"Cole is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
		},
		rule{
			name:     "p.10: once the game is over, nothing more is played",
			mission:  solo,
			position: `survivor Cole c1`,
			play:     []string{"Cole move c2", "Cole move c1"},
			events: []string{
				"Cole moves c1 → c2",
				"goal 1 done: reach the exit",
				"the mission is won",
			},
			refused: invader.GameOver,
		},
	)
}

func TestRound(t *testing.T) {
	check(t,
		rule{
			name:     "p.10: a round is the Players' Phase, the Xenos' Phase with its spawns, then the End Phase",
			mission:  spawnsolo,
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for c2: spawn Worker 1/2/3/4",
				"a Worker spawns in c2",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.10: a player activates their Survivors one at a time, in the order they choose",
			mission: duo,
			play:    []string{"activate Mitsuki", "Mitsuki end"},
			events: []string{
				"Mitsuki takes a Turn with 3 Actions",
				"Mitsuki ends the Turn",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.10: players take their Turns in order: the second player's Survivors wait for the first's",
			mission: duo,
			play:    []string{"activate Vivian"},
			refused: invader.NotYours,
		},
		rule{
			name: "p.10: a Survivor takes one Turn a round",
			position: `
turn active=Cole actions=3
survivor Cole s activated`,
			play:    []string{"Cole end", "activate Cole"},
			refused: invader.AlreadyActivated,
		},
	)
}

// notActed checks that the Turn under way has seen no Action of its
// Survivor (the position's "turn ... acted"): a Turn never ends on its own
// before its Survivor's first Action (docs/RULINGS.md, "End of a Turn").
func notActed(t *testing.T, s invader.State) {
	t.Helper()
	for _, l := range strings.Split(s.Position(), "\n") {
		if strings.HasPrefix(l, "turn ") && slices.Contains(strings.Fields(l), "acted") {
			t.Errorf("the Turn is marked as acted in before its Survivor's first Action: %s", l)
		}
	}
}

func TestTurnBegins(t *testing.T) {
	check(t,
		rule{
			name:     "p.10: the next round's Turn starts with no Action taken, even for the Survivor whose Turn just ended",
			mission:  solo, // no Spawn Zone: "Cole end" plays the whole round
			position: `survivor Cole s`,
			play:     []string{"Cole end"},
			then:     notActed,
		},
		rule{
			name: "p.18: a discard by another Survivor, free and at any time, is no Action of the Survivor taking its Turn",
			position: `
turn active=Cole actions=3
survivor Cole s activated
survivor Vivian s hand1="Heavy Cutter"`,
			play: []string{"Vivian discard c10"},
			then: notActed,
		},
	)
}

// escape is M11's Goals (RULINGS "Escape through the Exit") on a
// corridor: take the Objective at the start, then escape through the Exit
// at c2; Cole and Vivian play.
const escape = `id: escape
title: take the Objective, then escape
goal: take all objectives
goal: escape through the exit
survivors: Cole Vivian
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start objective
c1: corridor
c2: corridor exit
`

// escaped checks which Survivors have escaped.
func escaped(names ...string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		var got []string
		for i := range s.Survivors() {
			if s.Survivor(i).Escaped {
				got = append(got, s.Survivor(i).Card.Name)
			}
		}
		if !slices.Equal(got, names) {
			t.Errorf("escaped: %v, want %v", got, names)
		}
	}
}

func TestEscape(t *testing.T) {
	check(t,
		rule{
			name:    "M11 (RULINGS \"Escape through the Exit\"): a Survivor escapes when its Turn ends in the Exit with no Xeno there; the game goes on",
			mission: escape,
			position: `
goals 1
objectives s=taken
turn active=Cole actions=1
survivor Cole c1 activated`,
			play: []string{"Cole move c2"},
			events: []string{
				"Cole moves c1 → c2",
				"Cole ends the Turn",
				"Cole escapes through c2",
				"Vivian takes a Turn with 3 Actions",
			},
			then: escaped("Cole"),
		},
		rule{
			name:    "M11 (RULINGS \"Escape through the Exit\"): the last Survivor to escape wins the game",
			mission: escape,
			position: `
goals 1
objectives s=taken
turn active=Vivian actions=3
survivor Cole c2 activated escaped
survivor Vivian c2 activated`,
			play: []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"Vivian escapes through c2",
				"goal 2 done: escape through the exit",
				"the mission is won",
			},
			then: escaped("Cole", "Vivian"),
		},
		rule{
			name:    "M11 (RULINGS \"Escape through the Exit\"): no escape before the Goals before it are done",
			mission: escape,
			position: `
turn active=Cole actions=3
survivor Cole c2 activated`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"Vivian takes a Turn with 3 Actions",
			},
			then: escaped(),
		},
		rule{
			name:    "M11 (RULINGS \"Escape through the Exit\"): no escape from an Exit holding a Xeno",
			mission: escape,
			position: `
goals 1
objectives s=taken
turn active=Cole actions=3
survivor Cole c2 activated
survivor Vivian s activated
xenos c2 worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Cole in c2: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
			then: escaped(),
		},
		rule{
			name:    "M11 (RULINGS \"Escape through the Exit\"): an escaped Survivor has left the board: the Xenos go for those still on it, and it takes no more Turns",
			mission: escape,
			position: `
goals 1
objectives s=taken
turn active=Vivian actions=3
survivor Cole c2 activated escaped
survivor Vivian s activated
xenos c1 worker=1`,
			play: []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves c1 → s",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				xenosLeft("s", "worker=1")(t, s)
				if got, want := s.Pending(), (invader.Pending{Decision: invader.ActionDecision, Player: 0, Survivor: 1}); got != want {
					t.Errorf("Pending() = %+v, want %+v: Cole has escaped", got, want)
				}
				a, _ := s.ParseAction("activate Cole")
				refuse(t, s, a, invader.NotNow)
			},
		},
	)
}

// twoExits is an Objective at o, then two Exits: e, where a Worker
// stands, and x beside it; Vivian plays alone.
const twoExits = `id: twoExits
title: two Exits
goal: take all objectives
goal: reach the exit
survivors: Vivian
xenos: e worker 1
map:
+--+--+--+
|s .o .e |
+--+--+..+
      |x |
      +--+

s: corridor start
o: corridor objective
e: corridor exit
x: corridor exit
`

// colours2 has a red Objective at r and a blue one at b, the Goals
// "take blue objectives" then "take all objectives"; Cole plays alone.
const colours2 = `id: colours2
title: the blue Objective first
goal: take blue objectives
goal: take all objectives
survivors: Cole
map:
+--+--+--+
|r .s .b |
+--+--+--+

r: corridor objective
s: corridor start
b: corridor objective=blue
`

// exitStart is the Exit at the start, with an Objective in it; Vivian
// plays alone.
const exitStart = `id: exitStart
title: the Objective on the Exit
goal: take all objectives
goal: reach the exit
survivors: Vivian
map:
+--+--+
|s .o |
+--+--+

s: corridor start exit objective
o: corridor
`

func TestGoals(t *testing.T) {
	over := func(t *testing.T, s invader.State) {
		t.Helper()
		if got := s.Outcome(); got != (invader.Outcome{Result: invader.Won}) {
			t.Errorf("Outcome() = %v, want won", got)
		}
		if got := s.Legal(); len(got) != 0 {
			t.Errorf("a won game has legal actions %v", got)
		}
		if p := s.Pending(); p.Decision != invader.NoDecision {
			t.Errorf("a won game waits for %+v", p)
		}
		for _, a := range []invader.Action{invader.EndTurn{Survivor: 0}, invader.MakeNoise{Survivor: 0}, invader.Activate{Survivor: 0},
			invader.Chance{Outcome: "1"}, invader.ChooseSkill{Survivor: 0, Skill: survivor.Skill{Kind: survivor.Slippery}}} {
			refuse(t, s, a, invader.GameOver)
		}
	}
	check(t,
		rule{
			name:     "p.10: the first Goal done, the game goes on",
			mission:  twoExits,
			position: `survivor Vivian o`,
			play:     []string{"Vivian take o0"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 5 XP (5 in all)",
				"goal 1 done: take all objectives",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if s.GoalsDone() != 1 || s.IsOver() {
					t.Errorf("GoalsDone() = %d, IsOver() = %v; want 1, false", s.GoalsDone(), s.IsOver())
				}
			},
		},
		rule{
			name:    "p.10: an Exit holding a Xeno is not reached, another is (leaving the Worker costs 2 Actions, p.22); a won game has nothing left to do",
			mission: twoExits,
			position: `
goals 1
objectives o=taken
survivor Vivian o xp=5`,
			play: []string{"Vivian move e", "Vivian end", "Vivian move x"},
			events: []string{
				"Vivian moves o → e",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Vivian in e: 1 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
				"Vivian moves e → x",
				"goal 2 done: reach the exit",
				"the mission is won",
			},
			then: all(over, actionsLeft(1)),
		},
		rule{
			name:     "M11 (RULINGS \"Objectives and Goals\"): \"take blue objectives\" waits for the blue token: the red one taken first does nothing",
			mission:  colours2,
			position: `survivor Cole r`,
			play:     []string{"Cole take o0"},
			events: []string{
				"Cole takes o0",
				"Cole gains 5 XP (5 in all)",
			},
		},
		rule{
			name:    "M11 (RULINGS \"Objectives and Goals\"): the blue token taken last does both Goals at once",
			mission: colours2,
			position: `
objectives r=taken
survivor Cole b xp=5`,
			play: []string{"Cole take o1"},
			events: []string{
				"Cole takes o1",
				"Cole gains 5 XP (10 in all)",
				"Cole reaches the yellow Danger Level",
				"Cole gains the Skill +1 Action",
				"goal 1 done: take blue objectives",
				"goal 2 done: take all objectives",
				"the mission is won",
			},
		},
		rule{
			name:     "M11 (RULINGS \"Objectives and Goals\"): the blue token taken first does the first Goal only",
			mission:  colours2,
			position: `survivor Cole b`,
			play:     []string{"Cole take o1"},
			events: []string{
				"Cole takes o1",
				"Cole gains 5 XP (5 in all)",
				"goal 1 done: take blue objectives",
			},
		},
		rule{
			name:     "p.10: on the Exit with an Objective still to take, no Goal is done",
			mission:  exitStart,
			position: `survivor Vivian s`,
			play:     []string{"Vivian noise"},
			events: []string{
				"Vivian makes noise in s",
			},
		},
		rule{
			name:     "p.10: the Objective taken on the Exit does both Goals at once",
			mission:  exitStart,
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0"},
			events: []string{
				"Vivian takes o0",
				"Vivian gains 5 XP (5 in all)",
				"goal 1 done: take all objectives",
				"goal 2 done: reach the exit",
				"the mission is won",
			},
		},
		rule{
			name: "p.10: the last Survivor to reach the Exit wins",
			position: `
turn active=Cole actions=3
survivor Cole c1 activated
survivor Vivian c2
survivor Mitsuki c2
survivor Magnus c2
survivor Jared c2
survivor Baraka c2`,
			play: []string{"Cole move c2"},
			events: []string{
				"Cole moves c1 → c2",
				"goal 1 done: reach the exit",
				"the mission is won",
			},
		},
	)
}
