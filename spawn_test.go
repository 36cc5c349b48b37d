package invader_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Spawning (pp.28-30, RULINGS "Spawning"): Xeno cards read at the highest
// Danger Level (p.17), Extra Activation, Abomination and Mold cards
// (p.29), running out (p.30).

// spawnBoard: one red Spawn Zone, p, at the end of a corridor; two
// Objective tokens in o (taking one gives XP without winning).
const spawnBoard = `
+--+--+--+--+--+
|o .s .a .b .p |
+--+--+--+--+--+

o: corridor objective objective
s: corridor start
a: corridor
b: corridor
p: corridor spawn
`

// annTakesO0: Ann (of two Survivors) walks from s to o and takes
// Objective token 0.
func annTakesO0(z func(string) zone.ID) []invader.Action {
	return []invader.Action{invader.Activate{Survivor: 0}, invader.Move{Survivor: 0, To: z("o")}, invader.TakeObjective{Survivor: 0, Objective: 0}}
}

// Spawn cards of the tests: Workers 2/4/6/8 and Tanks 2/2/2/2.
var (
	w2468 = spawnCard(xeno.Worker, 2, 4, 6, 8)
	t2222 = spawnCard(xeno.Tank, 2, 2, 2, 2)
)

// Spawning (pp.28-30): after the activations, each active Spawn Zone, in
// the map's order, draws a Xeno card and places the Xenos of the line of
// the highest Danger Level among the Survivors (p.17, its example). Dormant
// Spawn Zones draw nothing; an empty deck is reshuffled.
func TestSpawning(t *testing.T) {
	ann, bob := plain("Ann"), plain("Bob")
	drawn := func(sp, card int) invader.Event { return invader.XenoCardDrawn{Spawn: sp, Card: card} }
	workers := func(z zone.ID, n int) invader.Event {
		return invader.XenosSpawned{Kind: xeno.Worker, Zone: z, Count: n}
	}
	tests := []phaseRow{{
		name: "p.17 example: all Survivors Blue read the Blue line", page: "p.17, p.28",
		board: spawnBoard, cards: []survivor.Card{ann, bob}, deck: deckOf(w2468),
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn(0, 0), workers(z("p"), 2)}
		},
	}, {
		name: "p.17 example: a Survivor at Yellow: 4 Workers from a 2/4/6/8 card", page: "p.17, p.28",
		board: spawnBoard, cards: []survivor.Card{ann, bob}, deck: deckOf(w2468), xp: 7, script: annTakesO0,
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn(0, 0), workers(z("p"), 4)}
		},
	}, {
		name: "p.17 example: a Survivor at Orange: 6 Workers", page: "p.17, p.28",
		board: spawnBoard, cards: []survivor.Card{ann, bob}, deck: deckOf(w2468), xp: 19, script: annTakesO0,
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn(0, 0), workers(z("p"), 6)}
		},
	}, {
		name: "p.17 example: a Survivor at Red: 8 Workers", page: "p.17, p.28",
		board: spawnBoard, cards: []survivor.Card{ann, bob}, deck: deckOf(w2468), xp: 43, script: annTakesO0,
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn(0, 0), workers(z("p"), 8)}
		},
	}, {
		name: "one card per active Spawn Zone, in map order; the dormant green one draws nothing", page: "p.28",
		board: threeSpawnsBoard, deck: spawn.Deck{{Card: w1234, Count: 5}},
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn(0, 0), workers(z("p"), 1), drawn(1, 0), workers(z("q"), 1)}
		},
	}, {
		name: "an empty deck is reshuffled before the next draw", page: "p.28",
		board: threeSpawnsBoard, deck: deckOf(w1234),
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn(0, 0), workers(z("p"), 1), invader.XenoDeckShuffled{}, drawn(1, 0), workers(z("q"), 1)}
		},
	}, {
		name: "a card line of 0 places nothing", page: "p.28",
		board: spawnBoard, deck: deckOf(spawnCard(xeno.Tank, 0, 1, 2, 2)),
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn(0, 0)}
		},
	}, {
		name: "spawned Xenos do not act in the phase they arrive", page: "p.28",
		board: spawnBoard, deck: deckOf(spawnCard(xeno.Hunter, 2, 2, 2, 2)),
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn(0, 0), invader.XenosSpawned{Kind: xeno.Hunter, Zone: z("p"), Count: 2}}
		},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, m := tt.run(t)
			if want := survivor.LevelOf(tt.xp); tt.xp > 0 && st.Survivor(0).Level != want {
				t.Errorf("p.17: Ann is %v, want %v", st.Survivor(0).Level, want)
			}
			if tt.name == "an empty deck is reshuffled before the next draw" {
				// Round 2 draws from the reshuffled deck, which had its one
				// card drawn again: shuffled again first.
				_, ev := endTurns(t, st)
				p, q := m.Map.MustLookup("p"), m.Map.MustLookup("q")
				got := slices.DeleteFunc(xenosPhase(ev), func(e invader.Event) bool { _, ok := e.(invader.XenosMoved); return ok })
				want := []invader.Event{invader.XenoDeckShuffled{}, drawn(0, 0), workers(p, 1), invader.XenoDeckShuffled{}, drawn(1, 0), workers(q, 1)}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("p.28: round 2 (-want +got):\n%s", diff)
				}
			}
		})
	}
}

// With ExternalChance the caller draws the Xeno cards (p.28): the phase
// stops on a ChanceDecision whose outcomes are the cards left, weighted by
// their copies, and goes on with the card chosen.
func TestSpawnExternalChance(t *testing.T) {
	m := newMission(t, threeSpawnsBoard)
	m.Deck = spawn.Deck{{Card: w1234, Count: 2}, {Card: spawnCard(xeno.Tank, 1, 1, 2, 3), Count: 1}}
	p, q := m.Map.MustLookup("p"), m.Map.MustLookup("q")
	st, _ := deal(t, m, "Cattle Prod") // the Starting Equipment, then round 1
	st, ev := endTurns(t, st)
	if diff := cmp.Diff([]invader.Event(nil), xenosPhase(ev)); diff != "" {
		t.Errorf("p.28: events before the first draw (-want +got):\n%s", diff)
	}
	chance := invader.Pending{Decision: invader.ChanceDecision, Player: -1, Survivor: -1}
	if got := st.Pending(); got != chance {
		t.Fatalf("p.28: Pending() = %+v, want %+v", got, chance)
	}
	card0, card1 := m.Deck[0].Card.Name(xeno.Invader), m.Deck[1].Card.Name(xeno.Invader)
	want := []invader.ChanceOutcome{
		{Action: invader.Chance{Outcome: card0}, Label: card0, Weight: 2, Total: 3},
		{Action: invader.Chance{Outcome: card1}, Label: card1, Weight: 1, Total: 3},
	}
	if diff := cmp.Diff(want, st.ChanceOutcomes()); diff != "" {
		t.Errorf("p.28: ChanceOutcomes() (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]invader.Action{invader.Chance{Outcome: card0}, invader.Chance{Outcome: card1}}, withoutDiscards(st.Legal())); diff != "" {
		t.Errorf("p.28: Legal() (-want +got):\n%s", diff)
	}
	refuse(t, st, invader.Chance{Outcome: "a card not in the deck"}, invader.NotAChoice)
	refuse(t, st, invader.AssignWound{Survivor: 0}, invader.NotNow)

	st, ev = apply(t, st, invader.Chance{Outcome: card1}) // the Tank, for p
	if diff := cmp.Diff([]invader.Event{invader.XenoCardDrawn{Spawn: 0, Card: 1}, invader.XenosSpawned{Kind: xeno.Tank, Zone: p, Count: 1}}, ev); diff != "" {
		t.Errorf("p.28: first draw (-want +got):\n%s", diff)
	}
	want = []invader.ChanceOutcome{{Action: invader.Chance{Outcome: card0}, Label: card0, Weight: 2, Total: 2}}
	if diff := cmp.Diff(want, st.ChanceOutcomes()); diff != "" {
		t.Errorf("p.28: second draw: the Tank card is gone (-want +got):\n%s", diff)
	}
	st, ev = apply(t, st, invader.Chance{Outcome: card0})
	if diff := cmp.Diff([]invader.Event{invader.XenoCardDrawn{Spawn: 1, Card: 0}, invader.XenosSpawned{Kind: xeno.Worker, Zone: q, Count: 1}}, xenosPhase(ev)); diff != "" {
		t.Errorf("p.28: second draw (-want +got):\n%s", diff)
	}
	if st.Round() != 2 || st.Pending().Decision == invader.ChanceDecision || st.ChanceOutcomes() != nil {
		t.Errorf("p.28: after the last draw: round %d, pending %+v, outcomes %v; want round 2, no chance", st.Round(), st.Pending(), st.ChanceOutcomes())
	}
}

// outsideSpawnBoard: the red Spawn Zone e is outside, beyond the airlock l.
const outsideSpawnBoard = `
+--+--+--+--+
|o .s ol oe |
+--+--+--+--+

o: corridor objective objective
s: corridor start
l: room airlock
e: exterior spawn
`

// Extra Activation cards (p.29): every Xeno of the card's kind activates
// again at once (Hunters with both their Actions); nothing spawns.
// Abomination cards (p.29): every Abomination on the board activates
// again, then a Spoiler is placed in the Spawn Zone if the box has one.
func TestSpawnSpecialCards(t *testing.T) {
	drawn := invader.XenoCardDrawn{Spawn: 0, Card: 0}
	moved := func(k xeno.Kind, from, to zone.ID, n int) invader.Event {
		return invader.XenosMoved{Kind: k, From: from, To: to, Count: n}
	}
	mold := func(z zone.ID) invader.Event { return invader.MoldPlaced{Zone: z, Mold: zone.ActiveMold} }
	tests := []phaseRow{{
		name: "Extra Activation: the Workers act again, the Tank does not", page: "p.29",
		board: spawnBoard, cards: []survivor.Card{sol("Sol", lucky)}, deck: deckOf(extraCard(xeno.Worker)),
		xenos: []placed{{"b", xeno.Worker, 2}, {"b", xeno.Tank, 1}},
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{
				moved(xeno.Worker, z("b"), z("a"), 2), moved(xeno.Tank, z("b"), z("a"), 1),
				drawn, invader.ExtraActivation{Kind: xeno.Worker},
				moved(xeno.Worker, z("a"), z("s"), 2),
			}
		},
	}, {
		name: "Extra Activation: Xenos in the Survivors' zone attack again", page: "p.29, p.26",
		board: spawnBoard, cards: []survivor.Card{sol("Sol", lucky)}, deck: deckOf(extraCard(xeno.Tank)),
		xenos: []placed{{"s", xeno.Tank, 1}},
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{
				invader.SurvivorWounded{Survivor: 0, Kind: xeno.Tank, Zone: z("s"), Damage: 2, Armor: 1},
				drawn, invader.ExtraActivation{Kind: xeno.Tank},
				invader.SurvivorWounded{Survivor: 0, Kind: xeno.Tank, Zone: z("s"), Damage: 2, Armor: 0},
				invader.SurvivorEliminated{Survivor: 0},
				invader.GameLost{Reason: invader.Elimination},
			}
		},
		outcome: invader.Outcome{Result: invader.Lost, Loss: invader.Elimination},
	}, {
		name: "Extra Activation of Hunters: both Actions", page: "p.29, p.28",
		board: spawnBoard, cards: []survivor.Card{sol("Sol", lucky)}, deck: deckOf(extraCard(xeno.Hunter)),
		xenos: []placed{{"p", xeno.Hunter, 1}},
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{
				moved(xeno.Hunter, z("p"), z("b"), 1), moved(xeno.Hunter, z("b"), z("a"), 1),
				drawn, invader.ExtraActivation{Kind: xeno.Hunter},
				moved(xeno.Hunter, z("a"), z("s"), 1),
				invader.SurvivorWounded{Survivor: 0, Kind: xeno.Hunter, Zone: z("s"), Damage: 1, Armor: 2},
			}
		},
	}, {
		name: "Extra Activation of a kind not on the board: nothing", page: "p.29",
		board: spawnBoard, deck: deckOf(extraCard(xeno.Tank)),
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn, invader.ExtraActivation{Kind: xeno.Tank}}
		},
	}, {
		name: "Abomination card, the Spoiler in the box: placed in the Spawn Zone, spreading Mold", page: "p.29, p.20",
		board: spawnBoard, deck: deckOf(abominationCard),
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn, invader.XenosSpawned{Kind: xeno.Spoiler, Zone: z("p"), Count: 1}, mold(z("p"))}
		},
	}, {
		name: "Abomination card, the Spoiler outside: placed, no Mold outside", page: "p.29, p.20",
		board: outsideSpawnBoard, deck: deckOf(abominationCard),
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn, invader.XenosSpawned{Kind: xeno.Spoiler, Zone: z("e"), Count: 1}}
		},
	}, {
		name: "Abomination card, the Spoiler on the board: it activates again, none is placed", page: "p.29, RULINGS Spawning",
		board: spawnBoard, cards: []survivor.Card{sol("Sol", lucky)}, deck: deckOf(abominationCard),
		xenos: []placed{{"b", xeno.Spoiler, 1}},
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{
				moved(xeno.Spoiler, z("b"), z("a"), 1), mold(z("a")),
				drawn, invader.ExtraActivation{Kind: xeno.Spoiler},
				moved(xeno.Spoiler, z("a"), z("s"), 1), mold(z("s")),
			}
		},
	}, {
		name: "Abomination card with no Abomination anywhere and none in the box", page: "p.29",
		board: spawnBoard, deck: deckOf(abominationCard), catalog: xeno.Catalog{xeno.Invader[xeno.Worker]},
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{drawn}
		},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, m := tt.run(t)
			if strings.Contains(tt.name, "placed in the Spawn Zone") {
				p := m.Map.MustLookup("p")
				if got := st.Board().Mold(p); got != zone.ActiveMold {
					t.Errorf("p.20: Board().Mold(p) = %v, want active", got)
				}
				if got := st.Xenos(p)[xeno.Spoiler]; got != 1 {
					t.Errorf("p.29: %d Spoilers in p, want 1", got)
				}
			}
		})
	}
}

// tanksInBox returns the core box's catalogue with tanks Tanks in the box.
func tanksInBox(tanks int) xeno.Catalog {
	c := slices.Clone(xeno.Invader)
	c[xeno.Tank].Supply = tanks
	return c
}

// Running out (p.30, its example): when the box lacks Xenos of a kind a
// card places, the ones left are placed and the kind gets no extra
// activation; instead every Abomination on the board activates, and a
// Spoiler is placed if the box has one.
func TestSpawnRunningOut(t *testing.T) {
	drawn := invader.XenoCardDrawn{Spawn: 0, Card: 0}
	tanksMove := func(z func(string) zone.ID) invader.Event {
		return invader.XenosMoved{Kind: xeno.Tank, From: z("o"), To: z("s"), Count: 2}
	}
	mold := func(z zone.ID) invader.Event { return invader.MoldPlaced{Zone: z, Mold: zone.ActiveMold} }
	sol := []survivor.Card{sol("Sol", lucky)}
	tests := []phaseRow{{
		name: "p.30 example: no Tank left, the Spoiler on the board activates", page: "p.30",
		board: spawnBoard, cards: sol, deck: deckOf(t2222), catalog: tanksInBox(2),
		xenos: []placed{{"o", xeno.Tank, 2}, {"b", xeno.Spoiler, 1}},
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{
				tanksMove(z), invader.XenosMoved{Kind: xeno.Spoiler, From: z("b"), To: z("a"), Count: 1}, mold(z("a")),
				drawn, invader.XenosRanOut{Kind: xeno.Tank}, invader.ExtraActivation{Kind: xeno.Spoiler},
				invader.XenosMoved{Kind: xeno.Spoiler, From: z("a"), To: z("s"), Count: 1}, mold(z("s")),
			}
		},
	}, {
		name: "p.30 example: no Tank left, the Spoiler in the box is placed", page: "p.30",
		board: spawnBoard, cards: sol, deck: deckOf(t2222), catalog: tanksInBox(2),
		xenos: []placed{{"o", xeno.Tank, 2}},
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{
				tanksMove(z), drawn, invader.XenosRanOut{Kind: xeno.Tank},
				invader.XenosSpawned{Kind: xeno.Spoiler, Zone: z("p"), Count: 1}, mold(z("p")),
			}
		},
	}, {
		name: "one Tank left of the 2 asked: it is placed, then the box has run out", page: "p.30",
		board: spawnBoard, cards: sol, deck: deckOf(t2222), catalog: tanksInBox(3),
		xenos: []placed{{"o", xeno.Tank, 2}},
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{
				tanksMove(z), drawn,
				invader.XenosSpawned{Kind: xeno.Tank, Zone: z("p"), Count: 1}, invader.XenosRanOut{Kind: xeno.Tank},
				invader.XenosSpawned{Kind: xeno.Spoiler, Zone: z("p"), Count: 1}, mold(z("p")),
			}
		},
	}, {
		name: "exactly the Tanks left: no running out", page: "p.30",
		board: spawnBoard, cards: sol, deck: deckOf(t2222), catalog: tanksInBox(4),
		xenos: []placed{{"o", xeno.Tank, 2}},
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{tanksMove(z), drawn, invader.XenosSpawned{Kind: xeno.Tank, Zone: z("p"), Count: 2}}
		},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, m := tt.run(t)
			tanks := 0
			for z := range m.Map.Len() {
				tanks += int(st.Xenos(zone.ID(z))[xeno.Tank])
			}
			if supply := tt.catalog[xeno.Tank].Supply; tanks > supply {
				t.Errorf("p.30: %d Tanks on the board, the box has %d", tanks, supply)
			}
		})
	}
}

// Running out on a Mold card (p.29, p.30, RULINGS "Running out"): the
// card places 1 Worker in each Active Mold Zone, m then x, and the box
// has none. The Abominations' turn comes once for the card, in m, the
// first zone the box ran out in ("a new one is placed in that zone").
// (Found failing while these tests were written: the consequences ran
// once per zone, in reverse order, so the Spoiler landed in x.)
func TestRunningOutOnMoldCard(t *testing.T) {
	noWorkers := slices.Clone(xeno.Invader)
	noWorkers[xeno.Worker].Supply = 0
	for _, onBoard := range []bool{false, true} {
		m := newMission(t, moldyBoard, sol("Sol", lucky))
		m.Deck, m.Catalog = deckOf(moldCard(xeno.Worker, 1)), noWorkers
		if onBoard {
			put(&m, "p", xeno.Spoiler, 1)
		}
		st, ev := endTurns(t, start(t, m))
		ev = xenosPhase(ev)
		var want []invader.XenosSpawned
		wantExtra := 0
		if onBoard {
			wantExtra = 1
		} else {
			want = []invader.XenosSpawned{{Kind: xeno.Spoiler, Zone: m.Map.MustLookup("m"), Count: 1}}
			if n := st.Xenos(m.Map.MustLookup("m"))[xeno.Spoiler]; n != 1 {
				t.Errorf("p.30: no Spoiler in m, the first zone where the Workers ran out")
			}
		}
		if diff := cmp.Diff(want, only[invader.XenosSpawned](ev)); diff != "" {
			t.Errorf("p.30: Spoiler on the board %v: Xenos placed (-want +got):\n%s\nall events: %v", onBoard, diff, ev)
		}
		if got := len(only[invader.ExtraActivation](ev)); got != wantExtra {
			t.Errorf("p.30: Spoiler on the board %v: %d extra activations for one card, want %d (events %v)", onBoard, got, wantExtra, ev)
		}
		if len(only[invader.XenosRanOut](ev)) == 0 {
			t.Errorf("p.30: no XenosRanOut event")
		}
	}
}

// Mold cards (p.29) place their Xenos in every Active Mold Zone, not in
// the Spawn Zone; with no Active Mold Zone nothing happens (RULINGS
// "Spawning").
func TestSpawnMoldCards(t *testing.T) {
	drawn := invader.XenoCardDrawn{Spawn: 0, Card: 0}
	tests := []phaseRow{{
		name: "Xenos in each Active Mold Zone, none in Inactive Mold or the Spawn Zone", page: "p.29",
		board: moldyBoard, deck: deckOf(moldCard(xeno.Worker, 2)),
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{
				drawn,
				invader.XenosSpawned{Kind: xeno.Worker, Zone: z("m"), Count: 2},
				invader.XenosSpawned{Kind: xeno.Worker, Zone: z("x"), Count: 2},
			}
		},
	}, {
		name: "no Active Mold Zone: nothing", page: "p.29, RULINGS Spawning",
		board: spawnBoard, deck: deckOf(moldCard(xeno.Worker, 2)),
		want: func(z func(string) zone.ID) []invader.Event { return []invader.Event{drawn} },
	}, {
		name: "the Mold card's line is the same at every Danger Level", page: "p.29",
		board: moldyBoard, cards: []survivor.Card{plain("Ann"), plain("Bob")}, xp: 19, script: annTakesO0,
		deck: deckOf(moldCard(xeno.Tank, 1)),
		want: func(z func(string) zone.ID) []invader.Event {
			return []invader.Event{
				drawn,
				invader.XenosSpawned{Kind: xeno.Tank, Zone: z("m"), Count: 1},
				invader.XenosSpawned{Kind: xeno.Tank, Zone: z("x"), Count: 1},
			}
		},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.run(t) })
	}
}
