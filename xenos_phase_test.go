package invader_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The Xenos' Phase as a whole (pp.26-30) and the End Phase (p.10): the
// same game from the same seed, the seeded and external chance paths
// agree, every change comes with its event, and a game saved mid-phase
// goes on.

// autoPlay plays from s until round rounds is over or the game ends: the
// Survivors end their Turns, the players take the first choice Legal
// offers (the Survivor with the most Armor takes each wound), and chance
// supplies the outcomes of chance events. It returns
// the last State and every event.
func autoPlay(t testing.TB, s invader.State, rounds int, events []invader.Event, chance func(invader.State, []invader.Event) invader.Action) (invader.State, []invader.Event) {
	t.Helper()
	for step := 0; !s.IsOver() && s.Round() <= rounds; step++ {
		if step > 10000 {
			t.Fatalf("autoPlay: no end after %d actions", step)
		}
		var a invader.Action
		switch p := s.Pending(); p.Decision {
		case invader.ChanceDecision:
			a = chance(s, events)
		case invader.ActionDecision:
			a = invader.EndTurn{Survivor: p.Survivor}
			if s.Round()%2 == 1 {
				if n, _ := s.ActionsLeft(); n == 3 {
					a = invader.MakeNoise{Survivor: p.Survivor}
				}
			}
		case invader.WoundDecision:
			// The Survivor with the most Armor takes the attack.
			best := -1
			for _, l := range withoutDiscards(s.Legal()) {
				if w := l.(invader.AssignWound); best < 0 || s.Survivor(w.Survivor).Armor > s.Survivor(best).Armor {
					best = w.Survivor
				}
			}
			a = invader.AssignWound{Survivor: best}
		default:
			a = s.Legal()[0]
		}
		var ev []invader.Event
		s, ev = apply(t, s, a)
		events = append(events, ev...)
	}
	return s, events
}

// baseBoard: two red Spawn Zones, a room behind a door, a loop of corridors.
const baseBoard = `
+--+--+--+--+
|p .a Db os |
+..+--+--+..+
|c .d .e .q |
+--+--+--+--+

p: corridor spawn
a: corridor objective
b: room
s: corridor start
c: corridor
d: corridor
e: corridor
q: corridor spawn
`

// baseMission is baseBoard with the core box's Xenos and (provisional)
// Xeno deck, and two Soldiers.
func baseMission(t testing.TB) mission.Mission {
	m := newMission(t, baseBoard, sol("Sol", lucky), sol("Max", lucky))
	put(&m, "c", xeno.Worker, 1)
	return m
}

// Determinism (doc.go "Chance"): the same mission, seed and actions give
// the same Xenos' Phases, event for event; every phase ends with the End
// Phase and the next round.
func TestXenosPhaseDeterministic(t *testing.T) {
	m := baseMission(t)
	noChance := func(s invader.State, _ []invader.Event) invader.Action {
		t.Fatalf("a chance decision with the seeded generator")
		return nil
	}
	differ := false
	var first []invader.Event
	for seed := range uint64(8) {
		play := func() (invader.State, []invader.Event) {
			s, ev, err := invader.Start(m, invader.Seed(seed))
			require.NoError(t, err)
			return autoPlay(t, s, 6, ev, noChance)
		}
		s1, ev1 := play()
		s2, ev2 := play()
		if diff := cmp.Diff(ev1, ev2); diff != "" {
			t.Fatalf("seed %d: two games differ (-first +second):\n%s", seed, diff)
		}
		if s1.Hash() != s2.Hash() {
			t.Fatalf("seed %d: same events, different States", seed)
		}
		if seed == 0 {
			first = ev1
		} else if !cmp.Equal(first, ev1) {
			differ = true
		}
		if len(only[invader.XenoCardDrawn](ev1)) == 0 {
			t.Errorf("seed %d: no Xeno card drawn in 6 rounds", seed)
		}
		// Each Xenos' Phase that did not end the game is followed by the
		// End Phase and the next round.
		for i, e := range ev1 {
			if e != invader.Event(invader.PhaseStarted{Phase: invader.XenosPhase}) {
				continue
			}
			rest := ev1[i:]
			end := slices.Index(rest, invader.Event(invader.PhaseStarted{Phase: invader.EndPhase}))
			lost := slices.IndexFunc(rest, func(e invader.Event) bool { _, ok := e.(invader.GameLost); return ok })
			if end < 0 && lost < 0 {
				continue // the last phase, stopped on a decision
			}
			if end < 0 || (lost >= 0 && lost < end) {
				continue // lost during the phase
			}
			rounds := only[invader.RoundStarted](rest[end:])
			before := only[invader.RoundStarted](ev1[:i])
			if len(rounds) == 0 || rounds[0].Round != before[len(before)-1].Round+1 {
				t.Errorf("seed %d: the End Phase at event %d is not followed by round %d", seed, i+end, before[len(before)-1].Round+1)
			}
		}
	}
	if !differ {
		t.Errorf("8 seeds gave the same game: the seed plays no part in the Xeno draws")
	}
}

// With ExternalChance, supplying the cards the seeded generator drew
// gives the same game, event for event (doc.go "Chance": both ways run
// the same rules), through extra activations and Abominations.
func TestXenosPhaseChancePathsAgree(t *testing.T) {
	m := baseMission(t)
	deck := spawn.Invader()
	for seed := range uint64(8) {
		s, ev, err := invader.Start(m, invader.Seed(seed))
		require.NoError(t, err)
		_, seeded := autoPlay(t, s, 6, ev, nil)

		s, ev, err = invader.Start(m, invader.ExternalChance())
		require.NoError(t, err)
		pick := func(s invader.State, events []invader.Event) invader.Action {
			var label string
			for _, e := range seeded[len(events):] {
				if c, ok := e.(invader.CardDealt); ok {
					label = c.Card
					break
				}
				if c, ok := e.(invader.XenoCardDrawn); ok {
					label = deck[c.Card].Card.Name(m.Kinds())
					break
				}
			}
			for _, o := range s.ChanceOutcomes() {
				if o.Label == label {
					return o.Action
				}
			}
			t.Fatalf("seed %d: the seeded game drew %q; outcomes now %v", seed, label, s.ChanceOutcomes())
			return nil
		}
		_, external := autoPlay(t, s, 6, ev, pick)
		if diff := cmp.Diff(seeded, external); diff != "" {
			t.Errorf("seed %d: seeded and external games differ (-seeded +external):\n%s", seed, diff)
		}
	}
}

// usedDoor reports whether a Survivor opened or closed door d.
func usedDoor(events []invader.Event, d zone.DoorID) bool {
	return slices.ContainsFunc(events, func(e invader.Event) bool {
		switch e := e.(type) {
		case invader.DoorOpened:
			return e.Door == d
		case invader.DoorClosed:
			return e.Door == d
		}
		return false
	})
}

// Every change the Xenos' Phase makes to the Xenos, doors and Mold comes
// with its event (doc.go "An Event is a fact"): Xenos per zone change by
// exactly XenosSpawned and XenosMoved, doors by DoorDestroyed and
// DoorRemoved, Mold by MoldPlaced; the game is over exactly when GameLost
// or GameWon was emitted. Random games on baseBoard with the core deck.
func TestXenoEventsAccountForChanges(t *testing.T) {
	m := baseMission(t)
	rapid.Check(t, func(rt *rapid.T) {
		opts := []invader.Option{invader.Seed(rapid.Uint64().Draw(rt, "seed"))}
		if rapid.Bool().Draw(rt, "external") {
			opts = append(opts, invader.ExternalChance())
		}
		s, err := invader.New(m, opts...)
		require.NoError(rt, err)
		for range rapid.IntRange(1, 150).Draw(rt, "steps") {
			legal := s.Legal()
			if len(legal) == 0 {
				if !s.IsOver() {
					rt.Fatalf("no legal action in a game in progress (pending %+v)", s.Pending())
				}
				return
			}
			a := rapid.SampledFrom(legal).Draw(rt, "action")
			next, ev, err := s.Apply(a)
			require.NoError(rt, err)
			n := m.Map.Len()
			want := make([]xeno.Counts, n)
			for z := range n {
				want[z] = s.Xenos(zone.ID(z))
			}
			doors := map[zone.DoorID]zone.DoorState{}
			molds := map[zone.ID]zone.Mold{}
			ended := false
			for _, e := range ev {
				switch e := e.(type) {
				case invader.XenosSpawned:
					want[e.Zone][e.Kind] += uint8(e.Count)
				case invader.XenosMoved:
					want[e.From][e.Kind] -= uint8(e.Count)
					want[e.To][e.Kind] += uint8(e.Count)
				case invader.XenosEliminated:
					want[e.Zone][e.Kind] -= uint8(e.Count)
				case invader.DoorDestroyed:
					doors[e.Door] = zone.Destroyed
				case invader.DoorRemoved:
					doors[e.Door] = zone.Removed
				case invader.MoldPlaced:
					molds[e.Zone] = e.Mold
				case invader.GameLost, invader.GameWon:
					ended = true
				}
			}
			for z := range n {
				if got := next.Xenos(zone.ID(z)); got != want[z] {
					rt.Fatalf("after %v: Xenos(%d) = %v, events say %v (events %v)", a, z, got, want[z], ev)
				}
				wantMold, ok := molds[zone.ID(z)]
				if !ok {
					wantMold = s.Board().Mold(zone.ID(z))
				}
				if got := next.Board().Mold(zone.ID(z)); got != wantMold {
					rt.Fatalf("after %v: Mold(%d) = %v, events say %v", a, z, got, wantMold)
				}
			}
			for d := range m.Map.NumDoors() {
				id := zone.DoorID(d)
				wantDoor, ok := doors[id]
				if !ok {
					wantDoor = s.Board().Door(id)
				}
				if got := next.Board().Door(id); got != wantDoor && !usedDoor(ev, id) {
					rt.Fatalf("after %v: Door(%d) = %v, events say %v", a, d, got, wantDoor)
				}
			}
			if next.IsOver() != (s.IsOver() || ended) {
				rt.Fatalf("after %v: IsOver %v, but GameLost/GameWon emitted: %v", a, next.IsOver(), ended)
			}
			s = next
		}
	})
}

// A game saved in the middle of the Xenos' Phase, waiting on a split, a
// wound or a Xeno card, loads and goes on exactly as the original
// (doc.go "Notation and JSON": a saved game loads alone).
func TestXenosPhaseSurvivesJSON(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T) invader.State
		then  []invader.Action
	}{{
		name: "waiting on the Tank's split, the Workers' moves planned", // p.26
		setup: func(t *testing.T) invader.State {
			m := newMission(t, squareBoard)
			put(&m, "w", xeno.Worker, 2)
			put(&m, "w", xeno.Tank, 1)
			st, _ := endTurns(t, start(t, m))
			return st
		},
		then: []invader.Action{invader.SplitXenos{Extra: 2}},
	}, {
		name: "waiting on the second of three wounds", // p.26
		setup: func(t *testing.T) invader.State {
			m := newMission(t, lineBoard, sol("Sol", lucky), sol("Max", lucky))
			put(&m, "s", xeno.Worker, 3)
			st, _ := endTurns(t, start(t, m))
			st, _ = apply(t, st, invader.AssignWound{Survivor: 1})
			return st
		},
		then: []invader.Action{invader.AssignWound{Survivor: 0}, invader.AssignWound{Survivor: 1}},
	}, {
		name: "waiting on the Xeno card of the first Spawn Zone", // p.28
		setup: func(t *testing.T) invader.State {
			m := newMission(t, threeSpawnsBoard)
			m.Deck = spawn.Deck{{Card: w1234, Count: 1}, {Card: extraCard(xeno.Worker), Count: 1}}
			put(&m, "o", xeno.Worker, 1)
			st, _ := deal(t, m, "Cattle Prod")
			st, _ = endTurns(t, st)
			return st
		},
		then: []invader.Action{invader.Chance{Outcome: extraCard(xeno.Worker).Name(xeno.Invader)}, invader.Chance{Outcome: w1234.Name(xeno.Invader)}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := tt.setup(t)
			if st.Phase() != invader.XenosPhase {
				t.Fatalf("setup: phase %v, want xenos", st.Phase())
			}
			data, err := json.Marshal(st)
			require.NoError(t, err)
			var back invader.State
			require.NoError(t, json.Unmarshal(data, &back))
			if back.Hash() != st.Hash() {
				t.Errorf("the loaded State hashes differently")
			}
			if diff := cmp.Diff(st.Legal(), back.Legal()); diff != "" {
				t.Errorf("Legal() after loading (-saved +loaded):\n%s", diff)
			}
			s1, ev1 := apply(t, st, tt.then...)
			s2, ev2 := apply(t, back, tt.then...)
			if diff := cmp.Diff(ev1, ev2); diff != "" {
				t.Errorf("events after loading (-saved +loaded):\n%s", diff)
			}
			if s1.Hash() != s2.Hash() || s1.Round() != 2 {
				t.Errorf("States differ after loading, or the round did not end (round %d)", s1.Round())
			}
		})
	}
}
