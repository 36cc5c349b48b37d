package rulebook_test

import (
	"fmt"
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
			play: []string{"Vivian discard card10"},
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
		for i := range s.NumSurvivors() {
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
turn active=Cole actions=1 acted
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

// sixOf2 is the corridor s, b, o of six, played by the six core
// Survivors shared by two players: Cole, Mitsuki and Jared are player
// 0's, Vivian, Magnus and Baraka player 1's.
var sixOf2 = six

// legalIs checks Legal without the discards (p.18: at any time), in
// notation.
func legalIs(want ...string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		var got []string
		for _, a := range s.Legal() {
			if _, ok := a.(invader.Discard); !ok {
				got = append(got, s.FormatAction(a))
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("Legal() = %q, want %q", got, want)
		}
	}
}

// waits checks Pending.
func waits(want invader.Pending) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		if got := s.Pending(); got != want {
			t.Errorf("Pending() = %+v, want %+v", got, want)
		}
	}
}

func TestRoundInTurn(t *testing.T) {
	activation := func(p int) invader.Pending {
		return invader.Pending{Decision: invader.ActivationDecision, Player: p, Survivor: -1}
	}
	action := func(p, sv int) invader.Pending {
		return invader.Pending{Decision: invader.ActionDecision, Player: p, Survivor: sv}
	}
	check(t,
		rule{
			name:    "p.10: the first player activates one of their Survivors, not another player's",
			mission: sixOf2,
			play:    []string{"activate Vivian"},
			refused: invader.NotYours,
			then: all(waits(activation(0)), legalIs("activate Cole", "activate Mitsuki", "activate Jared"),
				func(t *testing.T, s invader.State) {
					t.Helper()
					if s.Round() != 1 || s.Phase() != invader.PlayersPhase || s.FirstPlayer() != 0 || s.NumPlayers() != 2 {
						t.Errorf("round %d, %v, first player %d, %d players; want 1, players, 0, 2", s.Round(), s.Phase(), s.FirstPlayer(), s.NumPlayers())
					}
					for i := range s.NumSurvivors() {
						if got := s.Survivor(i).Player; got != i%2 {
							t.Errorf("Survivor %d is player %d's, want %d's", i, got, i%2)
						}
					}
				}),
		},
		rule{
			name:    "p.10: the Survivor activated takes its Turn",
			mission: sixOf2,
			play:    []string{"activate Mitsuki"},
			events: []string{
				"Mitsuki takes a Turn with 3 Actions",
			},
			then: waits(action(0, 2)),
		},
		rule{
			name:    "p.10: its Turn over, the player activates another, not the same again",
			mission: sixOf2,
			play:    []string{"activate Mitsuki", "Mitsuki noise", "Mitsuki end", "activate Mitsuki"},
			refused: invader.AlreadyActivated,
			then:    all(waits(activation(0)), legalIs("activate Cole", "activate Jared")),
		},
		rule{
			name:    "p.10: the player's last Survivor is activated at once",
			mission: sixOf2,
			play:    []string{"activate Mitsuki", "Mitsuki noise", "Mitsuki end", "activate Jared", "Jared end"},
			events: []string{
				"Mitsuki takes a Turn with 3 Actions",
				"Mitsuki makes noise in s",
				"Mitsuki ends the Turn",
				"Jared takes a Turn with 3 Actions",
				"Jared ends the Turn",
				"Cole takes a Turn with 3 Actions",
			},
			then: waits(action(0, 0)),
		},
		rule{
			name:    "p.10: then the next player",
			mission: sixOf2,
			position: `
turn active=Cole actions=3
survivor Cole s activated
survivor Mitsuki s activated
survivor Jared s activated`,
			play: []string{"Cole end"},
			then: all(waits(activation(1)), legalIs("activate Vivian", "activate Magnus", "activate Baraka")),
		},
		rule{
			name:    "p.10, p.17: the last Turn over, the Xenos' Phase, then the End Phase takes the Noise tokens away and passes the First Player token; round 2 begins with the next player",
			mission: sixOf2,
			play: []string{"activate Mitsuki", "Mitsuki noise", "Mitsuki end", "activate Jared", "Jared end", "Cole move b", "Cole noise", "Cole end",
				"activate Baraka", "Baraka end", "activate Vivian", "Vivian end", "Magnus end"},
			events: []string{
				"Mitsuki takes a Turn with 3 Actions",
				"Mitsuki makes noise in s",
				"Mitsuki ends the Turn",
				"Jared takes a Turn with 3 Actions",
				"Jared ends the Turn",
				"Cole takes a Turn with 3 Actions",
				"Cole moves s → b",
				"Cole makes noise in b",
				"Cole ends the Turn",
				"Baraka takes a Turn with 3 Actions",
				"Baraka ends the Turn",
				"Vivian takes a Turn with 3 Actions",
				"Vivian ends the Turn",
				"Magnus takes a Turn with 3 Actions",
				"Magnus ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"1 Noise token leaves s",
				"1 Noise token leaves b",
				"player 2 takes the First Player token",
				"round 2 begins",
				"the Players' Phase begins",
			},
			then: all(waits(activation(1)), legalIs("activate Vivian", "activate Magnus", "activate Baraka"),
				func(t *testing.T, s invader.State) {
					t.Helper()
					if s.Round() != 2 || s.FirstPlayer() != 1 || s.Phase() != invader.PlayersPhase {
						t.Errorf("round %d, first player %d, %v; want 2, 1, players", s.Round(), s.FirstPlayer(), s.Phase())
					}
					for i := range s.NumSurvivors() {
						if s.Survivor(i).Activated {
							t.Errorf("round 2: Survivor %d still marked activated", i)
						}
					}
					noiseTokens(t, s, "s", 0)
					noiseTokens(t, s, "b", 0)
				}),
		},
		rule{
			name:    "p.10: in the round's last Turn every Survivor is marked activated",
			mission: sixOf2,
			play:    []string{"activate Mitsuki", "Mitsuki end", "activate Jared", "Jared end", "Cole end", "activate Baraka", "Baraka end", "activate Vivian", "Vivian end"},
			then: all(waits(action(1, 3)), func(t *testing.T, s invader.State) {
				t.Helper()
				for i := range s.NumSurvivors() {
					if !s.Survivor(i).Activated {
						t.Errorf("Survivor %d not marked activated", i)
					}
				}
			}),
		},
	)
}

// three is the corridor of six played by three players, a Survivor each.
const three = `id: three
title: three players
players: 3
goal: take all objectives
survivors: Cole Vivian Mitsuki
map:
+--+--+--+
|s .b .o |
+--+--+--+

s: corridor start
b: corridor
o: corridor objective objective
`

func TestFirstPlayer(t *testing.T) {
	check(t,
		rule{
			name:    "p.10: the First Player token goes round the table: with 3 players, 0, 1, 2, then 0 again",
			mission: three,
			play: []string{"Cole end", "Vivian end", "Mitsuki end", "Vivian end", "Mitsuki end", "Cole end",
				"Mitsuki end", "Cole end", "Vivian end"},
			events: []string{
				"Cole ends the Turn",
				"Vivian takes a Turn with 3 Actions",
				"Vivian ends the Turn",
				"Mitsuki takes a Turn with 3 Actions",
				"Mitsuki ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"player 2 takes the First Player token",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
				"Vivian ends the Turn",
				"Mitsuki takes a Turn with 3 Actions",
				"Mitsuki ends the Turn",
				"Cole takes a Turn with 3 Actions",
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"player 3 takes the First Player token",
				"round 3 begins",
				"the Players' Phase begins",
				"Mitsuki takes a Turn with 3 Actions",
				"Mitsuki ends the Turn",
				"Cole takes a Turn with 3 Actions",
				"Cole ends the Turn",
				"Vivian takes a Turn with 3 Actions",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"player 1 takes the First Player token",
				"round 4 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: all(waits(invader.Pending{Decision: invader.ActionDecision, Player: 0, Survivor: 0}),
				func(t *testing.T, s invader.State) {
					if s.FirstPlayer() != 0 || s.Round() != 4 {
						t.Errorf("round %d, first player %d; want 4, 0", s.Round(), s.FirstPlayer())
					}
				}),
		},
		rule{
			name:     "p.10: with one player there is no token to pass",
			mission:  solo,
			position: `survivor Cole s`,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
	)
}

// flow is a corridor s, b, o, two Objective tokens in o worth xp each;
// Vivian plays alone.
func flow(xp int) string {
	return fmt.Sprintf(`id: flow
title: two Objectives
goal: take all objectives
survivors: Vivian
objective-xp: %d
map:
+--+--+--+
|s .b .o |
+--+--+--+

s: corridor start
b: corridor
o: corridor objective objective
`, xp)
}

func TestActionsPerTurn(t *testing.T) {
	check(t,
		rule{
			name:     "p.17: a Blue Survivor's Turn has 3 Actions",
			mission:  flow(5),
			position: `survivor Vivian s`,
			play:     []string{"Vivian noise", "Vivian noise"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian makes noise in s",
			},
			then: actionsLeft(1),
		},
		rule{
			name:     "p.17: the 3rd Action ends it",
			mission:  flow(5),
			position: `survivor Vivian s`,
			play:     []string{"Vivian noise", "Vivian noise", "Vivian noise"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian makes noise in s",
				"Vivian makes noise in s",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"3 Noise tokens leave s",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.24 (Do Nothing): ending the Turn early",
			mission:  flow(5),
			position: `survivor Vivian s`,
			play:     []string{"Vivian noise", "Vivian end"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"1 Noise token leaves s",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.24 (Do Nothing): ending it at once",
			mission:  flow(5),
			position: `survivor Vivian s`,
			play:     []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.17: 4 Actions at Yellow",
			mission:  flow(7),
			position: `survivor Vivian s`,
			play:     []string{"Vivian move b", "Vivian move o", "Vivian take o0", "Vivian end"},
			events: []string{
				"Vivian moves s → b",
				"Vivian moves b → o",
				"Vivian takes o0",
				"Vivian gains 7 XP (7 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 4 Actions",
			},
		},
		rule{
			name:     "p.17: 4 Actions and the free Search at Orange",
			mission:  flow(19),
			position: `survivor Vivian s`,
			play:     []string{"Vivian move b", "Vivian move o", "Vivian take o0", "Vivian skill +1 free Search Action", "Vivian end"},
			events: []string{
				"Vivian moves s → b",
				"Vivian moves b → o",
				"Vivian takes o0",
				"Vivian gains 19 XP (19 in all)",
				"Vivian reaches the yellow Danger Level",
				"Vivian gains the Skill +1 Action",
				"Vivian reaches the orange Danger Level",
				"Vivian gains the Skill +1 free Search Action",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 4 Actions",
			},
		},
	)
}

// mitsuki is the corridor played by Mitsuki alone.
const mitsuki = `id: mitsuki
title: Mitsuki alone
goal: take all objectives
survivors: Mitsuki
map:
+--+--+
|s .o |
+--+--+

s: corridor start
o: corridor objective
`

// walledIn is a start shut off from the only other Zone by a locked
// green door.
const walledIn = `id: walledIn
title: walled in
goal: take all objectives
map:
+--+--+
|s Go |
+--+--+

s: corridor start
o: corridor objective
`

func TestEndOfTurn(t *testing.T) {
	check(t,
		rule{
			name:     "p.10: a Turn ends by itself when nothing is left to spend: a free Action nothing can use is nothing (Mitsuki's free Machine Action, no Machine)",
			mission:  mitsuki,
			position: `survivor Mitsuki s`,
			play:     []string{"Mitsuki noise", "Mitsuki noise", "Mitsuki noise"},
			events: []string{
				"Mitsuki makes noise in s",
				"Mitsuki makes noise in s",
				"Mitsuki makes noise in s",
				"Mitsuki ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"3 Noise tokens leave s",
				"round 2 begins",
				"the Players' Phase begins",
				"Mitsuki takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.10 (RULINGS \"End of a Turn\"): a Survivor activated with nothing to do waits for the end of its Turn",
			mission: walledIn,
			edit:    eight,
			position: `
rules limitNoise
noise s=18
survivor Cole s activated
survivor Vivian s activated
survivor Mitsuki s activated
survivor Magnus s activated
survivor Jared s activated
survivor Baraka s activated`,
			play: []string{"activate Elsa"},
			events: []string{
				"Elsa takes a Turn with 3 Actions",
			},
			then: legalIs("Elsa end"),
		},
		rule{
			name:    "p.10 (RULINGS \"End of a Turn\"): so does one activated at once, the player's last",
			mission: walledIn,
			edit:    eight,
			position: `
rules limitNoise
noise s=18
survivor Cole s activated
survivor Vivian s activated
survivor Mitsuki s activated
survivor Magnus s activated
survivor Jared s activated
survivor Baraka s activated`,
			play: []string{"activate Elsa", "Elsa end"},
			events: []string{
				"Elsa takes a Turn with 3 Actions",
				"Elsa ends the Turn",
				"Finn takes a Turn with 3 Actions",
			},
			then: legalIs("Finn end"),
		},
	)
}
