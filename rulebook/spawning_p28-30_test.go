package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
)

// Spawning (pp.28-30): the Xeno cards drawn, the special cards (Extra
// Activation, Abominations), running out of miniatures and Mold cards.

func TestXenoCardsDrawn(t *testing.T) {
	two := deck(spawn.Entry{Card: spawnCard(xeno.Worker, 1, 2, 3, 4), Count: 2}, spawn.Entry{Card: spawnCard(xeno.Tank, 1, 1, 2, 3), Count: 1})
	check(t,
		rule{
			name:     "p.28: the Xeno card is drawn from the cards left, weighed by their copies",
			mission:  threeSpawns,
			edit:     two,
			position: `survivor Cole s`,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
			},
			then: all(pending(invader.ChanceDecision), outcomes("spawn Worker 1/2/3/4 2/3", "spawn Tank 1/1/2/3 1/3"),
				legalFirst("chance spawn Worker 1/2/3/4", "chance spawn Tank 1/1/2/3"),
				refused(invader.Chance{Outcome: "a card not in the deck"}, invader.NotAChoice),
				refused(invader.AssignWound{Survivor: 0}, invader.NotNow)),
		},
		rule{
			name:     "p.28: a card drawn is gone from the deck",
			mission:  threeSpawns,
			edit:     two,
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance spawn Tank 1/1/2/3"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: spawn Tank 1/1/2/3",
				"a Tank spawns in p",
			},
			then: outcomes("spawn Worker 1/2/3/4 2/2"),
		},
		rule{
			name:     "p.28: after the last draw, the round goes on",
			mission:  threeSpawns,
			edit:     two,
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance spawn Tank 1/1/2/3", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: spawn Tank 1/1/2/3",
				"a Tank spawns in p",
				"Xeno card for q: spawn Worker 1/2/3/4",
				"a Worker spawns in q",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if s.Round() != 2 || s.Pending().Decision == invader.ChanceDecision || s.ChanceOutcomes() != nil {
					t.Errorf("round %d, Pending() %+v, outcomes %v; want round 2, no chance", s.Round(), s.Pending(), s.ChanceOutcomes())
				}
			},
		},
	)
}

func TestSpecialXenoCards(t *testing.T) {
	check(t,
		rule{
			name:    "p.29: an Extra Activation card activates every Xeno of its kind again, and nothing spawns: the Workers, not the Tank",
			mission: spawnline("Cole"),
			position: `
survivor Cole s
xenos b worker=2 tank=1`,
			play: []string{"Cole end", "chance extra activation: Worker"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"2 Workers move b → a",
				"a Tank moves b → a",
				"Xeno card for p: extra activation: Worker",
				"every Worker activates again",
				"2 Workers move a → s",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.26, p.29: Xenos with the Survivors attack again",
			mission: spawnline("Cole"),
			position: `
survivor Cole s
xenos s tank=1`,
			play: []string{"Cole end", "chance extra activation: Tank"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Cole in s: 2 Damage, 1 Armor left",
				"Xeno card for p: extra activation: Tank",
				"every Tank activates again",
				"a Tank wounds Cole in s: 2 Damage, 0 Armor left",
				"Cole is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
			then: lostFor(invader.Elimination),
		},
		rule{
			name:    "p.28, p.29: Hunters activated again have both their Actions",
			mission: spawnline("Cole"),
			position: `
survivor Cole s
xenos p hunter=1`,
			play: []string{"Cole end", "chance extra activation: Hunter"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Hunter moves p → b",
				"a Hunter moves b → a",
				"Xeno card for p: extra activation: Hunter",
				"every Hunter activates again",
				"a Hunter moves a → s",
				"a Hunter wounds Cole in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.29: an Extra Activation of a kind not on the board does nothing",
			mission:  spawnline("Cole"),
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance extra activation: Tank"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: extra activation: Tank",
				"every Tank activates again",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.20, p.29: an Abomination card places the Spoiler of the box in the Spawn Zone, spreading Mold",
			mission:  spawnline("Cole"),
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance abomination"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: abomination",
				"a Spoiler Abomination spawns in p",
				"active Mold in p",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: all(xenosLeft("p", "spoiler=1"), moldIn("p", "active")),
		},
		rule{
			name:     "p.20, p.29: placed outside, the Spoiler spreads no Mold",
			mission:  outsideSpawn,
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance abomination"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for e: abomination",
				"a Spoiler Abomination spawns in e",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.29 (RULINGS \"Spawning\"): with the Spoiler on the board, an Abomination card activates it again, none is placed",
			mission: spawnline("Cole"),
			position: `
mold b=active
survivor Cole s
xenos b spoiler=1`,
			play: []string{"Cole end", "chance abomination"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves b → a",
				"active Mold in a",
				"Xeno card for p: abomination",
				"every Spoiler Abomination activates again",
				"a Spoiler Abomination moves a → s",
				"active Mold in s",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.29: an Abomination card with no Abomination on the board nor in the box does nothing",
			mission:  spawnline("Cole"),
			edit:     box(xeno.Spoiler, 0),
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance abomination"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: abomination",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
	)
}

// moldIn checks the Mold of Zone z ("none", "active", "inactive").
func moldIn(z, want string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		id, _ := s.Map().Lookup(z)
		if got := s.Board().Mold(id).String(); got != want {
			t.Errorf("Mold in %s: %s, want %s", z, got, want)
		}
	}
}

func TestRunningOut(t *testing.T) {
	t2222 := deck(spawn.Entry{Card: spawnCard(xeno.Tank, 2, 2, 2, 2), Count: 1})
	check(t,
		rule{
			name:    "p.30, its example: no Tank left in the box: the Spoiler on the board activates instead",
			mission: spawnline("Cole"),
			edit:    both(t2222, box(xeno.Tank, 2)),
			position: `
mold b=active
survivor Cole s
xenos o tank=2
xenos b spoiler=1`,
			play: []string{"Cole end", "chance spawn Tank 2/2/2/2"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"2 Tanks move o → s",
				"a Spoiler Abomination moves b → a",
				"active Mold in a",
				"Xeno card for p: spawn Tank 2/2/2/2",
				"the box has no Tank left",
				"every Spoiler Abomination activates again",
				"a Spoiler Abomination moves a → s",
				"active Mold in s",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.30, its example: no Tank left, the Spoiler in the box is placed",
			mission: spawnline("Cole"),
			edit:    both(t2222, box(xeno.Tank, 2)),
			position: `
survivor Cole s
xenos o tank=2`,
			play: []string{"Cole end", "chance spawn Tank 2/2/2/2"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"2 Tanks move o → s",
				"Xeno card for p: spawn Tank 2/2/2/2",
				"the box has no Tank left",
				"a Spoiler Abomination spawns in p",
				"active Mold in p",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.30: one Tank left of the 2 the card asks: it is placed, then the box has run out",
			mission: spawnline("Cole"),
			edit:    both(t2222, box(xeno.Tank, 3)),
			position: `
survivor Cole s
xenos o tank=2`,
			play: []string{"Cole end", "chance spawn Tank 2/2/2/2"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"2 Tanks move o → s",
				"Xeno card for p: spawn Tank 2/2/2/2",
				"a Tank spawns in p",
				"the box has no Tank left",
				"a Spoiler Abomination spawns in p",
				"active Mold in p",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.30: exactly the Tanks left: the box does not run out",
			mission: spawnline("Cole"),
			edit:    both(t2222, box(xeno.Tank, 4)),
			position: `
survivor Cole s
xenos o tank=2`,
			play: []string{"Cole end", "chance spawn Tank 2/2/2/2"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"2 Tanks move o → s",
				"Xeno card for p: spawn Tank 2/2/2/2",
				"2 Tanks spawn in p",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: xenosLeft("p", "tank=2"),
		},
		rule{
			name:     "p.29, p.30 (RULINGS \"Running out\"): a Mold card the box runs out on: the Spoiler is placed once, in the first Zone it ran out in",
			mission:  moldy,
			edit:     box(xeno.Worker, 0),
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance mold: 1 Worker"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: mold: 1 Worker",
				"the box has no Worker left",
				"the box has no Worker left",
				"a Spoiler Abomination spawns in m",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: xenosLeft("m", "spoiler=1"),
		},
		rule{
			name:    "p.29, p.30 (RULINGS \"Running out\"): with the Spoiler on the board, it activates once for the card",
			mission: moldy,
			edit:    box(xeno.Worker, 0),
			position: `
mold p=active
survivor Cole s
xenos p spoiler=1`,
			play: []string{"Cole end", "chance mold: 1 Worker"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves p → n",
				"active Mold in n",
				"Xeno card for p: mold: 1 Worker",
				"the box has no Worker left",
				"the box has no Worker left",
				"the box has no Worker left",
				"the box has no Worker left",
				"every Spoiler Abomination activates again",
				"a Spoiler Abomination moves n → x",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
	)
}

func TestMoldCards(t *testing.T) {
	check(t,
		rule{
			name:     "p.29: a Mold card places its Xenos in each Active Mold Zone, none in Inactive Mold nor the Spawn Zone",
			mission:  moldy,
			edit:     deck(spawn.Entry{Card: moldCard(xeno.Worker, 2), Count: 1}),
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance mold: 2 Worker"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: mold: 2 Worker",
				"2 Workers spawn in m",
				"2 Workers spawn in x",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.29 (RULINGS \"Spawning\"): with no Active Mold Zone, a Mold card does nothing",
			mission:  spawnline("Cole"),
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance mold: 1 Worker"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: mold: 1 Worker",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.29: a Mold card's line is the same at every Danger Level",
			mission: moldy,
			position: `
turn acted
survivor Cole s xp=19 orange=0`,
			play: []string{"Cole end", "chance mold: 1 Tank"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: mold: 1 Tank",
				"a Tank spawns in m",
				"a Tank spawns in x",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 4 Actions",
			},
		},
	)
}

// square is two routes of 2 steps from w to Cole in s, through a and
// through b; w sees a and b, not s.
