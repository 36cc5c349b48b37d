package rulebook_test

import (
	"slices"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
)

// Special tiles and tokens of classic Zombicide on Invader's boards (seed
// 004, §16; docs/RULINGS.md, "Special tiles and tokens").

// safeline is a safe zone between two corridors.
const safeline = `id: safeline
title: a safe zone on the way
goal: reach the exit
survivors: Cole
map:
+--+--+--+--+
|x os oc .e |
+--+--+--+--+

x: corridor
s: room safe
c: corridor start
e: corridor exit
`

// safejump is safeline with a corridor d two zones from the safe zone.
const safejump = `id: safejump
title: a safe zone to jump into
goal: reach the exit
survivors: Cole
map:
+--+--+--+--+
|e os oc .d |
+--+--+--+--+

e: corridor exit
s: room safe
c: corridor start
d: corridor
`

func TestSafeZones(t *testing.T) {
	check(t,
		rule{
			name:     "seed 004, §16: a Survivor in a safe zone may only Move: no Noise",
			mission:  safeline,
			position: "turn acted\nsurvivor Cole s",
			play:     []string{"Cole noise"},
			refused:  invader.OnlyMoveHere,
		},
		rule{
			name:     "seed 004, §16 (example 2): nor fire the weapon in her hand until she is out",
			mission:  safeline,
			position: "turn acted\nsurvivor Cole s hand1=SMG\nxenos c worker=1",
			play:     []string{"Cole attack c hand1"},
			refused:  invader.OnlyMoveHere,
		},
		rule{
			name:     "seed 004, §16 (example 2): she Moves out, then fires",
			mission:  safeline,
			position: "turn acted\nsurvivor Cole s hand1=SMG\nxenos e worker=1",
			play:     []string{"Cole move c", "Cole attack e hand1", "chance 6", "chance 6"},
			events: []string{
				"Cole moves s → c",
				"Cole makes noise in c",
				"Cole rolls a 6",
				"Cole rolls a 6",
				"Cole's attack on e: 2 hits, 0 misses",
				"Cole eliminates a Worker in e",
				"Cole gains 1 XP (1 in all)",
			},
		},
		rule{
			name:     "seed 004, §16: a Survivor ending its Turn in a safe zone is pushed back to the zone it came from",
			mission:  safeline,
			position: "survivor Cole c",
			play:     []string{"Cole move s", "Cole end"},
			events: []string{
				"Cole moves c → s",
				"Cole is pushed back s → c",
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "seed 004, §16 (RULINGS \"Special tiles\"): a Survivor that Jumped into a safe zone is pushed back to the zone it jumped from",
			skills:   kinds(survivor.Jump),
			mission:  safejump,
			edit:     cast(sk(survivor.Jump), "Cole"),
			position: "survivor Cole d",
			play:     []string{"Cole jump s", "Cole end"},
			events: []string{
				"Cole moves d → s",
				"Cole is pushed back s → d",
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "seed 004, §16, p.20: a Spoiler pushed back out of a safe zone spreads Mold where it stands again",
			mission:  safeline,
			position: "survivor Cole c\nxenos x spoiler=1",
			play:     []string{"Cole end"},
			then:     all(xenosLeft("x", "spoiler=1"), moldIn("x", "active")),
		},
		rule{
			name:     "seed 004, §16 (example 1): a Tank and a Worker entering are pushed back; a Hunter crosses with its second action",
			mission:  safeline,
			position: "survivor Cole c\nxenos x worker=1 tank=1 hunter=1",
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves x → s",
				"a Tank moves x → s",
				"a Hunter moves x → s",
				"a Worker is pushed back s → x",
				"a Tank is pushed back s → x",
				"a Hunter moves s → c",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "seed 004, §16 (example 1): an Abomination that crosses the safe zone within its activation ends beyond (here one of two Actions)",
			mission:  safeline,
			edit:     fastAbomination,
			position: "survivor Cole c\nxenos x spoiler=1",
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves x → s",
				"active Mold in s",
				"a Spoiler Abomination moves s → c",
				"active Mold in c",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
	)
}

// fastAbomination gives the Spoiler Abomination two Actions, as the
// seed's Berserker Abomination crosses a safe zone in one activation.
func fastAbomination(m *mission.Mission) {
	m.Catalog = slices.Clone(xeno.Invader)
	m.Catalog[xeno.Spoiler].Actions = 2
}

// wireline has barbed wire between y and the Survivor's zone c.
const wireline = `id: wireline
title: barbed wire across the corridor
goal: reach the exit
survivors: Cole
map:
+--+--+--+--+
|x .y Wc .e |
+--+--+--+--+

x: corridor
y: corridor
c: corridor start
e: corridor exit
`

func TestBarbedWire(t *testing.T) {
	check(t,
		rule{
			name:     "seed 004, §16: barbed wire blocks a Survivor's Move",
			mission:  wireline,
			position: "survivor Cole c",
			play:     []string{"Cole move y"},
			refused:  invader.Blocked,
		},
		rule{
			name:     "seed 004, §16 (RULINGS \"Skills\"): nor does a Jump go over it",
			skills:   kinds(survivor.Jump),
			mission:  wireline,
			edit:     cast(sk(survivor.Jump), "Cole"),
			position: "survivor Cole c",
			play:     []string{"Cole jump x"},
			refused:  invader.Blocked,
		},
		rule{
			name:     "seed 004, §16: over a torn wire, the Jump goes",
			skills:   kinds(survivor.Jump),
			mission:  wireline,
			edit:     cast(sk(survivor.Jump), "Cole"),
			position: "torn w1=torn\nsurvivor Cole c",
			play:     []string{"Cole jump x"},
			events:   []string{"Cole moves c → x"},
		},
		rule{
			name:     "seed 004, §16: a torn wire lets a Survivor through (a position tears it)",
			mission:  wireline,
			position: "torn w1=torn\nsurvivor Cole c",
			play:     []string{"Cole move y"},
			events:   []string{"Cole moves c → y"},
		},
		rule{
			name:     "seed 004, §16: it does not block sight: shots go through",
			mission:  wireline,
			position: "survivor Cole c hand1=SMG\nxenos y worker=1",
			play:     []string{"Cole attack y hand1", "chance 6", "chance 1"},
			events: []string{
				"Cole makes noise in c",
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on y: 1 hit, 1 miss",
				"Cole eliminates a Worker in y",
				"Cole gains 1 XP (1 in all)",
			},
		},
		rule{
			name:     "seed 004, §16: Xenos head for the Survivor as if the wire were not there, and are stopped by it",
			mission:  wireline,
			position: "survivor Cole c\nxenos x worker=1\nxenos y tank=1",
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves x → y",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: xenosLeft("y", "worker=1 tank=1"),
		},
		rule{
			name:     "seed 004, §16: an Abomination walks through, tearing it; then the wire lets everyone through",
			mission:  wireline,
			position: "survivor Cole c\nxenos y spoiler=1 worker=1",
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"an Abomination tears wire w1",
				"a Spoiler Abomination moves y → c",
				"active Mold in c",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
	)
}

// tower is a watchtower t reached by a ladder from k, over a corridor.
const tower = `id: tower
title: a watchtower
goal: reach the exit
survivors: Cole
map:
+--+--+--+--+
|k Ht :u .v |
+..+::+..+..+
|c .d .e .f |
+--+--+--+--+

k: corridor start
t: corridor watchtower
u: corridor
v: corridor
c: corridor
d: corridor
e: corridor
f: corridor exit
`

func TestWatchtower(t *testing.T) {
	check(t,
		rule{
			name:     "seed 004, §16: a Survivor climbs the ladder as through an open door",
			mission:  tower,
			position: "survivor Cole k",
			play:     []string{"Cole move t"},
			events:   []string{"Cole moves k → t"},
		},
		rule{
			name:     "seed 004, §16: the rails let nobody off the tower but by the ladder",
			mission:  tower,
			position: "survivor Cole t",
			play:     []string{"Cole move u"},
			refused:  invader.Blocked,
		},
		rule{
			name:     "seed 004, §16 (RULINGS \"Skills\"): no Jump onto the watchtower over its rails",
			skills:   kinds(survivor.Jump),
			mission:  tower,
			edit:     cast(sk(survivor.Jump), "Cole"),
			position: "survivor Cole v",
			play:     []string{"Cole jump t"},
			refused:  invader.Blocked,
		},
		rule{
			name:     "seed 004, §16 (RULINGS \"Skills\"): nor off it over them",
			skills:   kinds(survivor.Jump),
			mission:  tower,
			edit:     cast(sk(survivor.Jump), "Cole"),
			position: "survivor Cole t",
			play:     []string{"Cole jump v"},
			refused:  invader.Blocked,
		},
		rule{
			name:     "pp.52-55: below the tower, the Jump goes",
			skills:   kinds(survivor.Jump),
			mission:  tower,
			edit:     cast(sk(survivor.Jump), "Cole"),
			position: "survivor Cole e",
			play:     []string{"Cole jump c"},
			events:   []string{"Cole moves e → c"},
		},
		rule{
			name:     "seed 004, §16: Shoved Xenos do not climb onto the watchtower",
			skills:   kinds(survivor.Shove),
			mission:  tower,
			edit:     cast(sk(survivor.Shove), "Cole"),
			position: "survivor Cole k\nxenos k worker=2",
			play:     []string{"Cole shove t"},
			refused:  invader.Blocked,
		},
		rule{
			name:     "pp.52-55: Shoved to the corridor below, they go",
			skills:   kinds(survivor.Shove),
			mission:  tower,
			edit:     cast(sk(survivor.Shove), "Cole"),
			position: "survivor Cole k\nxenos k worker=2",
			play:     []string{"Cole shove c"},
			then:     xenosLeft("c", "worker=2"),
		},
		rule{
			name:     "seed 004, §16: on the watchtower a Survivor has +1 Range: the SMG (Range 1) reaches v",
			mission:  tower,
			position: "survivor Cole t hand1=SMG\nxenos v worker=1",
			play:     []string{"Cole attack v hand1", "chance 1", "chance 1"},
			events: []string{
				"Cole makes noise in t",
				"Cole rolls a 1",
				"Cole rolls a 1",
				"Cole's attack on v: 0 hits, 2 misses",
			},
		},
		rule{
			name:     "p.16: off the tower the SMG does not reach that far",
			mission:  tower,
			position: "survivor Cole k hand1=SMG\nxenos v worker=1",
			play:     []string{"Cole attack v hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "seed 004, §16: a watchtower cannot be searched",
			mission:  tower,
			position: "survivor Cole t",
			play:     []string{"Cole search"},
			refused:  invader.NotSearchable,
		},
		rule{
			name:     "seed 004, §16: Xenos never climb onto a watchtower: with the Survivor there, they do not move",
			mission:  tower,
			position: "survivor Cole t\nxenos k worker=1",
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: xenosLeft("k", "worker=1"),
		},
	)
}

// gated is a revolving gate g between w and e, its switch in the gate:
// at A it opens on w, at B on e.
const gated = `id: gated
title: a revolving gate
goal: reach the exit
survivors: Cole
map:
+--+--+--+
|w Ag Be |
+--+--+--+

w: corridor start
g: corridor gate switch=g
e: corridor exit
`

func TestRevolvingGate(t *testing.T) {
	check(t,
		rule{
			name:     "seed 004, §16: a gate's passage of the other position is a wall",
			mission:  gated,
			position: "turn acted\nsurvivor Cole g",
			play:     []string{"Cole move e"},
			refused:  invader.Blocked,
		},
		rule{
			name:     "seed 004, §16: one Action on its switch turns the gate a quarter turn: it opens the other way and shuts the first",
			mission:  gated,
			position: "survivor Cole w",
			play:     []string{"Cole move g", "Cole turn g0"},
			events:   []string{"Cole moves w → g", "Cole turns g0 to position b"},
			then:     all(refused(invader.Move{Survivor: 0, To: 0}, invader.Blocked), legalHas("Cole move e", true)),
		},
		rule{
			name:     "seed 004, §16: the gate is turned at its switch, not elsewhere",
			mission:  gated,
			position: "survivor Cole w",
			play:     []string{"Cole turn g0"},
			refused:  invader.NotAtSwitch,
		},
		rule{
			name:     "seed 004, §16: the switch costs one Action",
			mission:  gated,
			position: "turn acted\nsurvivor Cole g",
			play:     []string{"Cole turn g0"},
			events:   []string{"Cole turns g0 to position b"},
			then:     actionsLeft(2),
		},
		rule{
			name:     "seed 004, §16: a position sets the gate's position: at b it opens on e",
			mission:  gated,
			position: "turn acted\ngates g0=b\nsurvivor Cole g",
			play:     []string{"Cole move e"},
			events:   []string{"Cole moves g → e", "goal 1 done: reach the exit", "the mission is won"},
		},
		rule{
			name:     "seed 004, §16: a revolving gate cannot be searched",
			mission:  gated,
			position: "turn acted\nsurvivor Cole g",
			play:     []string{"Cole search"},
			refused:  invader.NotSearchable,
		},
	)
}

// prison is a prison corridor p-q behind door d0, a cell c behind door d1
// and a cell k whose door is missing (an opening).
const prison = `id: prison
title: a prison block
goal: take all objectives
survivors: Cole
map:
+--+--+--+
|o Dp .q |
+--+DD+oo+
   |c |k |
   +--+--+

o: corridor start
p: corridor prison
q: corridor prison
c: room cell
k: room cell objective
`

func TestPrisonCells(t *testing.T) {
	check(t,
		rule{
			name:     "seed 004, §16: opening a cell's door draws a Xeno card for the cell and places what it shows there",
			mission:  prison,
			position: "survivor Cole p",
			play:     []string{"Cole open d1", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole opens d1",
				"Xeno card for c: spawn Worker 1/2/3/4",
				"a Worker spawns in c",
			},
		},
		rule{
			name:     "seed 004, §16: breaking the prison's door spawns in the cells open onto its corridor, not in the corridor, not behind closed doors",
			mission:  prison,
			position: "survivor Cole o",
			play:     []string{"Cole open d0", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole opens d0",
				"Xeno card for k: spawn Worker 1/2/3/4",
				"a Worker spawns in k",
			},
			then: xenosLeft("c", ""),
		},
		rule{
			name:     "seed 004, §16: opening it again after it was closed spawns nothing",
			mission:  prison,
			position: "survivor Cole p\nopened d1",
			play:     []string{"Cole open d1"},
			events:   []string{"Cole opens d1"},
			then:     xenosLeft("c", ""),
		},
		rule{
			name:     "seed 004, §16: a cell cannot be searched",
			mission:  prison,
			position: "survivor Cole k",
			play:     []string{"Cole search"},
			refused:  invader.NotSearchable,
		},
		rule{
			name:     "seed 004, §16: nor can a prison's corridor",
			mission:  prison,
			position: "survivor Cole p",
			play:     []string{"Cole search"},
			refused:  invader.NotSearchable,
		},
	)
}

// mall is a mall corridor m behind its double door d0 and a shop s open
// onto it.
const mall = `id: mall
title: a mall
goal: take all objectives
survivors: Vivian
map:
+--+--+
|o Dm |
+--+oo+
   |s |
   +--+

o: corridor start
m: corridor mall
s: room shop objective
`

func TestShops(t *testing.T) {
	check(t,
		rule{
			name:     "seed 004, §16: breaking the mall's door spawns in its shops already open",
			mission:  mall,
			position: "survivor Vivian o",
			play:     []string{"Vivian open d0", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Vivian opens d0",
				"Xeno card for s: spawn Worker 1/2/3/4",
				"a Worker spawns in s",
			},
		},
		rule{
			name:     "seed 004, §16: a shop is searched as rooms are; the mall's corridor is not",
			mission:  mall,
			position: "turn acted\nsurvivor Vivian m",
			play:     []string{"Vivian search"},
			refused:  invader.NotSearchable,
		},
		rule{
			name:     "seed 004, §16: a shop can be searched",
			mission:  mall,
			position: "turn acted\nsurvivor Vivian s",
			play:     []string{"Vivian search"},
			then:     pending(invader.ChanceDecision),
		},
	)
}

func TestExtraZone(t *testing.T) {
	check(t,
		rule{
			name:     "seed 004, §16: an extra zone follows the rules of zones inside: it can be searched",
			mission:  extraOutside,
			position: "turn acted\nsurvivor Vivian e",
			play:     []string{"Vivian search"},
			then:     pending(invader.ChanceDecision),
		},
	)
}

// extraOutside has an extra zone e standing outside, met through an
// opening.
const extraOutside = `id: extraout
title: an extra zone on the surface
goal: take all objectives
survivors: Vivian
map:
+--+--+--+
|r oX oe |
+--+--+--+

r: room start airlock oxygen objective
X: exterior
e: room extra
`
