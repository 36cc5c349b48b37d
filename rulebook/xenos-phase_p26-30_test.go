package rulebook_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The Xenos' Phase (pp.26-30): every Xeno activates, attacking a Survivor
// in its Zone or else moving one Zone toward the noisiest Zone holding
// Survivors it sees (else the noisiest Zone of the board); a group that
// has several equally good ways splits as evenly as it can, the players
// placing the odd ones; a closed door on the way is broken instead of
// moving; then each Spawn Zone draws a Xeno card, read at the highest
// Danger Level among the Survivors.

// sixAt is a corridor position where everyone but Baraka has taken his
// Turn: five Survivors at s, Cole in c2, Baraka's Turn the last.
const sixAt = `
turn active=Baraka actions=3
survivor Cole c2 activated
survivor Vivian s activated
survivor Mitsuki s activated
survivor Magnus s activated
survivor Jared s activated
survivor Baraka s activated
`

func TestXenosActivation(t *testing.T) {
	check(t,
		rule{
			name:    "p.26: a Xeno sharing a Zone with a Survivor attacks instead of moving",
			mission: solo,
			position: `
survivor Cole c1
xenos c1 worker=1
xenos c2 worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Cole in c1: 1 Damage, 2 Armor left",
				"a Worker moves c2 → c1",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.26: Xenos move toward the noisiest Zone holding Survivors in sight, Noise tokens and Survivors counted",
			position: sixAt + `noise c2=5` + "\n" + `xenos c1 worker=1`,
			play:     []string{"Baraka end"},
			events: []string{
				"Baraka ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves c1 → c2",
				"the End Phase begins",
				"5 Noise tokens leave c2",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:     "p.26: the same group, with less noise in c2, goes to the five Survivors at s",
			position: sixAt + `noise c2=3` + "\n" + `xenos c1 worker=1`,
			play:     []string{"Baraka end"},
			events: []string{
				"Baraka ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves c1 → s",
				"the End Phase begins",
				"3 Noise tokens leave c2",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:     "p.26: a group with two equally good ways splits as evenly as it can; the players place the odd one",
			position: sixAt + `noise c2=4` + "\n" + `xenos c1 worker=3`,
			play:     []string{"Baraka end", "split 2"},
			events: []string{
				"Baraka ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves c1 → s",
				"2 Workers move c1 → c2",
				"the End Phase begins",
				"4 Noise tokens leave c2",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.26: Xenos with no Survivor in sight head for the noisiest Zone of the board, and break the closed door on their way",
			mission: vivian,
			position: `
survivor Vivian r2
xenos c1 worker=1`,
			play: []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"Xenos break d1",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
		},
	)
}

func TestSpawning(t *testing.T) {
	check(t,
		rule{
			name:     "p.28: a Spawn Zone draws a Xeno card, read at the Blue Danger Level",
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
			name:     "p.28: the card is read at the highest Danger Level among the Survivors: Yellow",
			mission:  spawnsolo,
			position: `survivor Cole s xp=7`,
			play:     []string{"Cole end", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for c2: spawn Worker 1/2/3/4",
				"2 Workers spawn in c2",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 4 Actions",
			},
		},
		rule{
			name:     "p.28: at Red the card's last number is read",
			mission:  spawnsolo,
			position: `survivor Cole s xp=43 orange=0 red=0`,
			play:     []string{"Cole end", "chance spawn Hunter 1/1/2/3"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for c2: spawn Hunter 1/1/2/3",
				"3 Hunters spawn in c2",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 4 Actions",
			},
		},
		rule{
			name:    "p.30: an Extra Activation card activates every Xeno of its kind again",
			mission: spawnsolo,
			position: `
survivor Cole s
xenos c1 worker=1`,
			play: []string{"Cole end", "chance extra activation: Worker"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves c1 → s",
				"Xeno card for c2: extra activation: Worker",
				"every Worker activates again",
				"a Worker wounds Cole in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
	)
}

// Spawning (pp.28-30, RULINGS "Spawning"): after the activations each
// active Spawn Zone, in the map's order, draws a Xeno card and places the
// Xenos of the line of the highest Danger Level among the Survivors
// (p.17); Extra Activation, Abomination and Mold cards (p.29); running
// out of Xenos (p.30). The decks and boxes the text form cannot say are
// set by the rules' edits.

// spawnline is a corridor with two Objective tokens in o, the start s, a
// and b, and a red Spawn Zone p at its end; survivors play.
func spawnline(survivors string) string {
	return `id: spawnline
title: a Spawn Zone at the corridor's end
goal: take all objectives
survivors: ` + survivors + `
map:
+--+--+--+--+--+
|o .s .a .b .p |
+--+--+--+--+--+

o: corridor objective objective
s: corridor start
a: corridor
b: corridor
p: corridor spawn
`
}

// threeSpawns has two red Spawn Zones, p and q, and a dormant green one,
// g; Cole plays alone.
const threeSpawns = `id: threeSpawns
title: three Spawn Zones
goal: take all objectives
survivors: Cole
map:
+--+--+--+--+--+
|o .s .p .q .g |
+--+--+--+--+--+

o: corridor objective objective
s: corridor start
p: corridor spawn
q: corridor spawn
g: corridor spawn=green
`

// outsideSpawn has the red Spawn Zone e outside, beyond the airlock l.
const outsideSpawn = `id: outsideSpawn
title: a Spawn Zone outside
goal: take all objectives
survivors: Cole
map:
+--+--+--+--+
|o .s ol oe |
+--+--+--+--+

o: corridor objective objective
s: corridor start
l: room airlock
e: exterior spawn
`

// spawnCard is a Spawn card of kind k, its lines by Danger Level.
func spawnCard(k xeno.Kind, blue, yellow, orange, red int) spawn.Card {
	return spawn.Card{Type: spawn.Spawn, Lines: [4]spawn.Group{{Kind: k, Count: blue}, {Kind: k, Count: yellow}, {Kind: k, Count: orange}, {Kind: k, Count: red}}}
}

// moldCard is a Mold card placing n Xenos of kind k.
func moldCard(k xeno.Kind, n int) spawn.Card {
	g := spawn.Group{Kind: k, Count: n}
	return spawn.Card{Type: spawn.MoldSpawn, Lines: [4]spawn.Group{g, g, g, g}}
}

// deck gives the mission a Xeno deck of these cards, count copies each
// when given as spawn.Entry.
func deck(entries ...spawn.Entry) func(m *mission.Mission) {
	return func(m *mission.Mission) { m.Deck = entries }
}

// box gives the mission's box n Xenos of kind k.
func box(k xeno.Kind, n int) func(m *mission.Mission) {
	return func(m *mission.Mission) {
		m.Catalog = slices.Clone(xeno.Invader)
		m.Catalog[k].Supply = n
	}
}

// phase is the last Survivor's Turn ending, the others done.
const phase = `
turn active=Vivian actions=3
survivor Cole s activated
survivor Vivian s activated`

func TestSpawnLines(t *testing.T) {
	check(t,
		rule{
			name:     "p.17, its example, p.28: all Survivors Blue, the Blue line: 2 Workers of a 2/4/6/8 card",
			mission:  spawnline("Cole Vivian"),
			position: phase,
			play:     []string{"Vivian end", "chance spawn Worker 2/4/6/8"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: spawn Worker 2/4/6/8",
				"2 Workers spawn in p",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:     "p.17, its example, p.28: a Survivor at Yellow: 4 Workers",
			mission:  spawnline("Cole Vivian"),
			position: phase + ` xp=7`,
			play:     []string{"Vivian end", "chance spawn Worker 2/4/6/8"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: spawn Worker 2/4/6/8",
				"4 Workers spawn in p",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:     "p.17, its example, p.28: a Survivor at Orange: 6 Workers",
			mission:  spawnline("Cole Vivian"),
			position: phase + ` xp=19 orange=0`,
			play:     []string{"Vivian end", "chance spawn Worker 2/4/6/8"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: spawn Worker 2/4/6/8",
				"6 Workers spawn in p",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:     "p.17, its example, p.28: a Survivor at Red: 8 Workers",
			mission:  spawnline("Cole Vivian"),
			position: phase + ` xp=43 orange=0 red=0`,
			play:     []string{"Vivian end", "chance spawn Worker 2/4/6/8"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: spawn Worker 2/4/6/8",
				"8 Workers spawn in p",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:     "p.28: one card per active Spawn Zone, in the map's order; the dormant green one draws nothing",
			mission:  threeSpawns,
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance spawn Worker 1/2/3/4", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
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
			name:     "p.28: an empty Xeno deck is reshuffled before the next draw, in the next round too",
			mission:  threeSpawns,
			edit:     deck(spawn.Entry{Card: spawnCard(xeno.Worker, 1, 2, 3, 4), Count: 1}),
			position: `survivor Cole s`,
			play: []string{"Cole end", "chance spawn Worker 1/2/3/4", "chance spawn Worker 1/2/3/4",
				"Cole end", "chance spawn Worker 1/2/3/4", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: spawn Worker 1/2/3/4",
				"a Worker spawns in p",
				"the Xeno deck is shuffled",
				"Xeno card for q: spawn Worker 1/2/3/4",
				"a Worker spawns in q",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves p → s",
				"a Worker moves q → p",
				"the Xeno deck is shuffled",
				"Xeno card for p: spawn Worker 1/2/3/4",
				"a Worker spawns in p",
				"the Xeno deck is shuffled",
				"Xeno card for q: spawn Worker 1/2/3/4",
				"a Worker spawns in q",
				"the End Phase begins",
				"round 3 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.28: a card's line of 0 places nothing",
			mission:  spawnline("Cole"),
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance spawn Tank 0/1/2/2"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: spawn Tank 0/1/2/2",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.28: Xenos spawned do not act in the phase they arrive",
			mission:  spawnline("Cole"),
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance spawn Hunter 1/1/2/3"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for p: spawn Hunter 1/1/2/3",
				"a Hunter spawns in p",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: xenosLeft("p", "hunter=1"),
		},
	)
}

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
