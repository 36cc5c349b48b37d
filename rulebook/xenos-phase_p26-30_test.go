package rulebook_test

import (
	"slices"
	"testing"

	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
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
			position: "turn acted\nsurvivor Cole s xp=7",
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
			position: "turn acted\nsurvivor Cole s xp=43 orange=0 red=0",
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
turn active=Vivian actions=3 acted
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
