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
