package invader_test

import (
	"encoding/json"
	"errors"
	"slices"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The engine's contract (doc.go "Contract" and "Chance"): an illegal
// action changes nothing, Legal agrees with Apply, a mission, options and
// actions replay a game exactly, and a State is shared between goroutines.

// Illegal actions (doc.go "Contract"): the same State, no events, and a
// reason.
func TestIllegalActions(t *testing.T) {
	m := newMission(t, twoCorridors, plain("Ann"), plain("Bob"), plain("Cid"))
	m.Players = 2 // Ann and Cid are player 0's, Bob player 1's
	activation := start(t, m)
	action, _ := apply(t, activation, invader.Activate{Survivor: 2})
	setup := start(t, m, invader.ExternalChance())
	tests := []struct {
		name, rule string
		s          invader.State
		a          invader.Action
		want       invader.Reason
	}{
		{"move during the deal", "p.9", setup, invader.Move{Survivor: 0, To: 1}, invader.NotNow},
		{"activate during the deal", "p.9", setup, invader.Activate{Survivor: 0}, invader.NotNow},
		{"chance not among the outcomes", "p.9", setup, invader.Chance{Outcome: "Flamethrower"}, invader.NotAChoice},
		{"empty chance", "p.9", setup, invader.Chance{Outcome: ""}, invader.NotAChoice},
		{"another player's survivor", "p.10", activation, invader.Activate{Survivor: 1}, invader.NotYours},
		{"no such survivor", "p.10", activation, invader.Activate{Survivor: 3}, invader.NoSuchThing},
		{"negative survivor", "p.10", activation, invader.Activate{Survivor: -1}, invader.NoSuchThing},
		{"move before activating", "p.10", activation, invader.Move{Survivor: 0, To: 1}, invader.NotNow},
		{"end before activating", "p.10", activation, invader.EndTurn{Survivor: 0}, invader.NotNow},
		{"chance without chance", "p.10", activation, invader.Chance{Outcome: "1"}, invader.NotNow},
		{"skill without Orange", "p.17", action, invader.ChooseSkill{Survivor: 2, Skill: slippery}, invader.NotNow},
		{"activate during a Turn", "p.10", action, invader.Activate{Survivor: 0}, invader.NotNow},
		{"another survivor moves", "p.10", action, invader.Move{Survivor: 0, To: 1}, invader.NotYours},
		{"another survivor makes noise", "p.10", action, invader.MakeNoise{Survivor: 1}, invader.NotYours},
		{"another survivor ends", "p.10", action, invader.EndTurn{Survivor: 0}, invader.NotYours},
		{"no such zone", "p.13", action, invader.Move{Survivor: 2, To: 99}, invader.NoSuchThing},
		{"no such door", "p.22", action, invader.OpenDoor{Survivor: 2, Door: 0}, invader.NoSuchThing},
		{"no such survivor moves", "p.10", action, invader.Move{Survivor: 7, To: 1}, invader.NoSuchThing},
		{"nil action", "doc.go Contract", action, nil, invader.NotNow},
		{"a pointer to an action", "doc.go Contract", action, &invader.Move{Survivor: 2, To: 1}, invader.NotNow},
		{"a nil pointer to an action", "doc.go Contract", action, (*invader.Move)(nil), invader.NotNow},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			refuse(t, tt.s, tt.a, tt.want)
		})
	}
}

// Every action Apply accepts is in Legal and the other way round; refused
// actions change nothing (doc.go "Contract").
func TestLegalAgreesWithApply(t *testing.T) {
	m := newMission(t, doorsBoard, plain("Ann"), plain("Bob"))
	m.ObjectiveXP = 19
	put(&m, "s", xeno.Worker, 1)
	inS := slices.IndexFunc(m.Map.Objectives(), func(o zone.Objective) bool { return o.Zone == m.Map.MustLookup("s") })
	require.GreaterOrEqual(t, inS, 0)
	base := start(t, m, invader.ExternalChance())
	states := []invader.State{base}
	s := base
	// Deal, activate, take the Objective (Orange: a skill choice), choose.
	for _, a := range []invader.Action{invader.Chance{Outcome: "Cattle Prod"}, invader.Chance{Outcome: "SMG"}, invader.Activate{Survivor: 1},
		invader.TakeObjective{Survivor: 1, Objective: inS}, invader.ChooseSkill{Survivor: 1, Skill: freeMove},
		invader.OpenDoor{Survivor: 1, Door: 0}} {
		s, _ = apply(t, s, a)
		states = append(states, s)
	}
	var all []invader.Action
	for i := -1; i <= 2; i++ {
		all = append(all, invader.Activate{Survivor: i}, invader.MakeNoise{Survivor: i}, invader.EndTurn{Survivor: i})
		for z := range m.Map.Len() + 1 {
			all = append(all, invader.Move{Survivor: i, To: zone.ID(z)})
		}
		for d := range m.Map.NumDoors() + 1 {
			all = append(all, invader.OpenDoor{Survivor: i, Door: zone.DoorID(d)}, invader.CloseDoor{Survivor: i, Door: zone.DoorID(d)})
		}
		for o := -1; o <= 2; o++ {
			all = append(all, invader.TakeObjective{Survivor: i, Objective: o})
		}
		for _, sk := range []survivor.Skill{slippery, freeMove, {Kind: survivor.Sniper}} {
			all = append(all, invader.ChooseSkill{Survivor: i, Skill: sk})
		}
	}
	for _, o := range []string{"", "1", "Cattle Prod", "SMG", "Flamethrower"} {
		all = append(all, invader.Chance{Outcome: o})
	}
	for n, s := range states {
		legal := s.Legal()
		for _, a := range all {
			before, beforeJSON := s.Hash(), stateJSON(t, s)
			next, ev, err := s.Apply(a)
			if got, want := err == nil, slices.Contains(legal, a); got != want {
				t.Errorf("state %d: Apply(%v) error %v, but Legal() lists it: %v", n, a, err, want)
			}
			if err != nil && (next.Hash() != before || ev != nil || !errors.Is(err, invader.ErrIllegal)) {
				t.Errorf("state %d: refused %v changed the State or returned events %v, or err %v is not ErrIllegal", n, a, ev, err)
			}
			if s.Hash() != before || string(stateJSON(t, s)) != string(beforeJSON) {
				t.Errorf("state %d: Apply(%v) modified its receiver", n, a)
			}
		}
	}
}

// The zero State is not a game, but Apply and Legal do not panic on it.
func TestZeroState(t *testing.T) {
	var s invader.State
	if got := s.Legal(); len(got) != 0 {
		t.Errorf("zero State: Legal() = %v", got)
	}
	_, _, err := s.Apply(invader.EndTurn{})
	if !errors.Is(err, invader.ErrIllegal) {
		t.Errorf("zero State: Apply error %v, want ErrIllegal", err)
	}
	if _, err := json.Marshal(s); err == nil {
		t.Errorf("zero State: MarshalJSON succeeded")
	}
}

// Custom missions (p.38): a mission may bring its own Xeno catalogue.
func TestXenoCountAbove255Refused(t *testing.T) {
	m := newMission(t, twoCorridors)
	// The core catalogue with a bigger bag of Workers.
	m.Catalog = slices.Clone(xeno.Invader)
	m.Catalog[xeno.Worker].Supply = 1000
	put(&m, "o", xeno.Worker, 256)
	// A zone holds at most 255 of a kind (xeno.MaxSupply): the count used to
	// wrap around in a uint8. Such a mission is refused.
	_, err := invader.New(m)
	require.Error(t, err, "256 Workers in one zone")
}

// Replay reproduces a game: the same State and the same events
// (doc.go "Chance").
func TestReplay(t *testing.T) {
	m := coreMission(t, 2)
	for _, opts := range [][]invader.Option{
		{invader.Seed(3)},
		{invader.Seed(4), invader.Doors(invader.DoorCostsAction)},
		{invader.Seed(5), invader.ExternalChance()},
	} {
		s, setup, err := invader.Start(m, opts...)
		require.NoError(t, err)
		events := setup
		var played []invader.Action
		for i := range 120 {
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			a := legal[(i*7+3)%len(legal)]
			next, ev, err := s.Apply(a)
			require.NoError(t, err)
			s, events, played = next, append(events, ev...), append(played, a)
		}
		got, gotEvents, err := invader.Replay(m, played, opts...)
		require.NoError(t, err)
		if got.Hash() != s.Hash() {
			t.Errorf("Replay of %d actions: Hash %x, want %x", len(played), got.Hash(), s.Hash())
		}
		if diff := cmp.Diff(events, gotEvents); diff != "" {
			t.Errorf("Replay of %d actions: events (-played +replayed):\n%s", len(played), diff)
		}
		if diff := cmp.Diff(string(stateJSON(t, s)), string(stateJSON(t, got))); diff != "" {
			t.Errorf("Replay of %d actions: JSON (-played +replayed):\n%s", len(played), diff)
		}
	}
}

// An illegal action stops a replay with ErrIllegal and the State before it.
func TestReplayIllegal(t *testing.T) {
	m := newMission(t, flowBoard)
	s, ev, err := invader.Replay(m, []invader.Action{invader.MakeNoise{Survivor: 0}, invader.Activate{Survivor: 0}})
	if !errors.Is(err, invader.ErrIllegal) {
		t.Fatalf("Replay with an illegal 2nd action: error %v, want ErrIllegal", err)
	}
	want, _ := play(t, start(t, m), "Ann noise")
	if s.Hash() != want.Hash() {
		t.Errorf("Replay stopped at the illegal action: State is not the one before it")
	}
	if len(only[invader.NoiseMade](ev)) != 1 {
		t.Errorf("Replay stopped at the illegal action: events %v, want those of the legal ones", ev)
	}
}

// script plays up to n legal actions chosen by a fixed rule (never the
// winning Objective), returning them and the State.
func script(t testing.TB, s invader.State, n int) ([]invader.Action, invader.State) {
	var played []invader.Action
	for i := range n {
		legal := slices.DeleteFunc(s.Legal(), func(a invader.Action) bool { _, take := a.(invader.TakeObjective); return take })
		if len(legal) == 0 {
			break
		}
		a := legal[(i*7+3)%len(legal)]
		next, _, err := s.Apply(a)
		require.NoError(t, err)
		s, played = next, append(played, a)
	}
	return played, s
}

// The same seed deals the same cards; some other seed deals differently.
func TestSeeds(t *testing.T) {
	m := coreMission(t, 2)
	deal := func(seed uint64) []invader.Event {
		_, ev, err := invader.Start(m, invader.Seed(seed))
		require.NoError(t, err)
		return ev
	}
	if diff := cmp.Diff(deal(42), deal(42)); diff != "" {
		t.Errorf("seed 42 twice (-first +second):\n%s", diff)
	}
	a, _ := script(t, start(t, m, invader.Seed(42)), 50)
	b, _ := script(t, start(t, m, invader.Seed(42)), 50)
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("seed 42 twice, same rule of play (-first +second):\n%s", diff)
	}
	for seed := range uint64(50) {
		if !cmp.Equal(deal(42), deal(seed)) {
			return
		}
	}
	t.Errorf("seeds 0-49 all deal like seed 42")
}

// Reseed keeps the game and changes its future: a copy plays the same
// dice as its original, a reseeded copy plays others (for some seed), the
// same seed the same ones, and the original is untouched.
func TestReseed(t *testing.T) {
	m, err := mission.Builtin("M1") // Xenos and a Spawn Zone: chance every round
	require.NoError(t, err)
	s := start(t, m, invader.Seed(42))
	future := func(s invader.State) []invader.Event { // 60 actions: every Turn ends at once
		var all []invader.Event
		for range 60 {
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			a := legal[0]
			for _, b := range legal {
				if _, ok := b.(invader.EndTurn); ok {
					a = b
				}
			}
			next, ev, err := s.Apply(a)
			require.NoError(t, err)
			s, all = next, append(all, ev...)
		}
		return all
	}
	want := future(s)
	if diff := cmp.Diff(want, future(s)); diff != "" {
		t.Fatalf("a copy plays another future (-first +second):\n%s", diff)
	}
	r := s.Reseed(7)
	if r.Round() != s.Round() || r.Pending() != s.Pending() || !slices.Equal(r.Legal(), s.Legal()) {
		t.Errorf("Reseed changed the game: round %d, pending %+v", r.Round(), r.Pending())
	}
	if diff := cmp.Diff(future(r), future(s.Reseed(7))); diff != "" {
		t.Errorf("seed 7 twice (-first +second):\n%s", diff)
	}
	for seed := range uint64(20) {
		if !cmp.Equal(want, future(s.Reseed(seed))) {
			if diff := cmp.Diff(want, future(s)); diff != "" {
				t.Errorf("Reseed changed its receiver (-before +after):\n%s", diff)
			}
			return
		}
	}
	t.Errorf("reseeding with 0-19 never changed the future")
}

// Under ExternalChance the caller rolls the dice: Reseed changes nothing,
// not even the Hash (transposition tables stay valid); nor on the zero
// State.
func TestReseedExternal(t *testing.T) {
	m, err := mission.Builtin("M1")
	require.NoError(t, err)
	s := start(t, m, invader.ExternalChance())
	if s.Reseed(3).Hash() != s.Hash() {
		t.Error("Reseed changed a State under ExternalChance")
	}
	if (invader.State{}).Reseed(3).Hash() != (invader.State{}).Hash() {
		t.Error("Reseed changed the zero State")
	}
}

// A State is shared between goroutines without locks (doc.go "Contract", run
// with -race).
func TestConcurrentUse(t *testing.T) {
	m := newMission(t, doorsBoard, plain("Ann"), plain("Bob"))
	m.ObjectiveXP = 19
	s := start(t, m, invader.Seed(9))
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	before, beforeJSON := s.Hash(), stateJSON(t, s)
	legal := s.Legal()
	want := make([]uint64, len(legal))
	for i, a := range legal {
		next, _, err := s.Apply(a)
		require.NoError(t, err)
		want[i] = next.Hash()
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := range 8 {
		wg.Go(func() {
			x := s
			for round := range 20 {
				if got := x.Legal(); !cmp.Equal(got, legal) {
					errs <- "Legal() differs"
					return
				}
				i := (g + round) % len(legal)
				next, _, err := x.Apply(legal[i])
				if err != nil || next.Hash() != want[i] {
					errs <- "Apply gave another State"
					return
				}
				// Play on from the new State too.
				for k := range 5 {
					l := next.Legal()
					if len(l) == 0 {
						break
					}
					if next, _, err = next.Apply(l[(k+g)%len(l)]); err != nil {
						errs <- "a legal action failed: " + err.Error()
						return
					}
				}
				b, err := json.Marshal(x)
				if err != nil || string(b) != string(beforeJSON) {
					errs <- "MarshalJSON differs"
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	if s.Hash() != before {
		t.Errorf("the shared State changed")
	}
}
