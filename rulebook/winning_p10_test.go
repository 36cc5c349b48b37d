package rulebook_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
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
