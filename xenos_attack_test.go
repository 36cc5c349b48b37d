package invader_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Xenos attack (p.26): the Damage of each profile (pp.19-20), Hunters'
// two attacks (p.28), who takes each attack, and the game lost at the
// first elimination (p.10).

// Attacks (p.26): every Xeno standing in a zone with Survivors attacks,
// dealing the Damage of its profile (pp.19-20), each Damage point taking
// one Armor point; Hunters attack twice (p.28). Xenos elsewhere move.
func TestXenoAttacks(t *testing.T) {
	s, b := zone.ID(0), zone.ID(1)
	tests := []struct {
		name  string
		page  string
		cards []survivor.Card
		xenos []placed
		want  []invader.Event
		armor []int
	}{{
		name: "a Worker deals 1 Damage", page: "p.26, p.19",
		cards: []survivor.Card{plain("Ann")}, xenos: []placed{{"s", xeno.Worker, 1}},
		want:  []invader.Event{invader.SurvivorWounded{Survivor: 0, Kind: xeno.Worker, Zone: s, Damage: 1, Armor: 1}},
		armor: []int{1},
	}, {
		name: "a Tank deals 2 Damage", page: "p.26, p.19",
		cards: []survivor.Card{sol("Sol", lucky)}, xenos: []placed{{"s", xeno.Tank, 1}},
		want:  []invader.Event{invader.SurvivorWounded{Survivor: 0, Kind: xeno.Tank, Zone: s, Damage: 2, Armor: 1}},
		armor: []int{1},
	}, {
		name: "every Xeno in the zone attacks", page: "p.26",
		cards: []survivor.Card{sol("Sol", lucky)}, xenos: []placed{{"s", xeno.Worker, 2}},
		want: []invader.Event{
			invader.SurvivorWounded{Survivor: 0, Kind: xeno.Worker, Zone: s, Damage: 1, Armor: 2},
			invader.SurvivorWounded{Survivor: 0, Kind: xeno.Worker, Zone: s, Damage: 1, Armor: 1},
		},
		armor: []int{1},
	}, {
		name: "Xenos in a zone without Survivors move instead", page: "p.26",
		cards: []survivor.Card{plain("Ann")}, xenos: []placed{{"b", xeno.Worker, 1}},
		want:  []invader.Event{invader.XenosMoved{Kind: xeno.Worker, From: b, To: s, Count: 1}},
		armor: []int{2},
	}, {
		name: "a Hunter attacks twice", page: "p.28",
		cards: []survivor.Card{sol("Sol", lucky)}, xenos: []placed{{"s", xeno.Hunter, 1}},
		want: []invader.Event{
			invader.SurvivorWounded{Survivor: 0, Kind: xeno.Hunter, Zone: s, Damage: 1, Armor: 2},
			invader.SurvivorWounded{Survivor: 0, Kind: xeno.Hunter, Zone: s, Damage: 1, Armor: 1},
		},
		armor: []int{1},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMission(t, lineBoard, tt.cards...)
			for _, x := range tt.xenos {
				put(&m, x.zone, x.kind, x.count)
			}
			st, ev := endTurns(t, start(t, m))
			if diff := cmp.Diff(tt.want, xenosPhase(ev)); diff != "" {
				t.Errorf("%s: Xenos' Phase events (-want +got):\n%s", tt.page, diff)
			}
			for i, a := range tt.armor {
				if got := st.Survivor(i).Armor; got != a {
					t.Errorf("%s: survivor %d has %d Armor, want %d", tt.page, i, got, a)
				}
			}
			if st.IsOver() || st.Round() != 2 {
				t.Errorf("%s: outcome %v, round %d; want the game on in round 2", tt.page, st.Outcome(), st.Round())
			}
		})
	}
}

// A Survivor whose Armor is gone is eliminated and the game is lost at
// once (p.10, p.26): a Tank's 2 Damage kills an unprotected Civilian
// (p.19), a Spoiler's 3 Damage any base Survivor (p.20).
func TestXenoAttackEliminates(t *testing.T) {
	s := zone.ID(0)
	tests := []struct {
		name string
		page string
		card survivor.Card
		kind xeno.Kind
		n    int
		want []invader.Event
	}{{
		name: "a Tank kills a Civilian with 2 Armor", page: "p.19, p.26",
		card: plain("Ann"), kind: xeno.Tank, n: 1,
		want: []invader.Event{
			invader.SurvivorWounded{Survivor: 0, Kind: xeno.Tank, Zone: s, Damage: 2, Armor: 0},
			invader.SurvivorEliminated{Survivor: 0},
			invader.GameLost{Reason: invader.Elimination},
		},
	}, {
		name: "a Spoiler kills a Soldier with 3 Armor", page: "p.20, p.26",
		card: sol("Sol", lucky), kind: xeno.Spoiler, n: 1,
		want: []invader.Event{
			invader.SurvivorWounded{Survivor: 0, Kind: xeno.Spoiler, Zone: s, Damage: 3, Armor: 0},
			invader.SurvivorEliminated{Survivor: 0},
			invader.GameLost{Reason: invader.Elimination},
		},
	}, {
		name: "the game ends at the first elimination: the third Worker does not attack", page: "p.10, p.26",
		card: plain("Ann"), kind: xeno.Worker, n: 3,
		want: []invader.Event{
			invader.SurvivorWounded{Survivor: 0, Kind: xeno.Worker, Zone: s, Damage: 1, Armor: 1},
			invader.SurvivorWounded{Survivor: 0, Kind: xeno.Worker, Zone: s, Damage: 1, Armor: 0},
			invader.SurvivorEliminated{Survivor: 0},
			invader.GameLost{Reason: invader.Elimination},
		},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMission(t, lineBoard, tt.card)
			put(&m, "s", tt.kind, tt.n)
			st, ev := endTurns(t, start(t, m))
			if diff := cmp.Diff(tt.want, xenosPhase(ev)); diff != "" {
				t.Errorf("%s: Xenos' Phase events (-want +got):\n%s", tt.page, diff)
			}
			if slices.Contains(ev, invader.Event(invader.PhaseStarted{Phase: invader.EndPhase})) {
				t.Errorf("%s: the End Phase came after the game was lost", tt.page)
			}
			if want := (invader.Outcome{Result: invader.Lost, Loss: invader.Elimination}); st.Outcome() != want {
				t.Errorf("%s: Outcome() = %v, want %v", tt.page, st.Outcome(), want)
			}
			if sv := st.Survivor(0); !sv.Dead || sv.Armor != 0 {
				t.Errorf("%s: survivor: Dead %v, Armor %d; want dead with 0", tt.page, sv.Dead, sv.Armor)
			}
			if got := st.Legal(); len(got) != 0 {
				t.Errorf("%s: Legal() = %v after the game was lost, want none", tt.page, got)
			}
			if got, want := st.Pending(), (invader.Pending{Decision: invader.NoDecision, Player: -1, Survivor: -1}); got != want {
				t.Errorf("%s: Pending() = %+v, want %+v", tt.page, got, want)
			}
			if st.Round() != 1 {
				t.Errorf("%s: Round() = %d, want 1 (the game ended in round 1)", tt.page, st.Round())
			}
			refuse(t, st, invader.EndTurn{Survivor: 0}, invader.GameOver)
			refuse(t, st, invader.AssignWound{Survivor: 0}, invader.GameOver)
		})
	}
}

// With several Survivors in the attacked zone, the players choose who
// takes each attack (p.26): the game waits on a WoundDecision whose Legal
// actions are an AssignWound for each Survivor there, and nobody else.
func TestWoundDecision(t *testing.T) {
	m := newMission(t, lineBoard, plain("Ann"), plain("Bea"), plain("Cal"))
	put(&m, "s", xeno.Worker, 2)
	s, b := m.Map.MustLookup("s"), m.Map.MustLookup("b")
	st := start(t, m)
	// Cal leaves the Workers' zone: 1 Action + 1 per Xeno (p.22), all 3.
	st, _ = apply(t, st, invader.Activate{Survivor: 2}, invader.Move{Survivor: 2, To: b})
	st, ev := endTurns(t, st)
	if diff := cmp.Diff([]invader.Event(nil), xenosPhase(ev)); diff != "" {
		t.Errorf("p.26: events before the first wound is assigned (-want +got):\n%s", diff)
	}
	wantPending := invader.Pending{Decision: invader.WoundDecision, Player: 0, Survivor: -1}
	if got := st.Pending(); got != wantPending {
		t.Fatalf("p.26: Pending() = %+v, want %+v", got, wantPending)
	}
	if st.Phase() != invader.XenosPhase {
		t.Errorf("p.26: Phase() = %v, want xenos", st.Phase())
	}
	wantLegal := []invader.Action{invader.AssignWound{Survivor: 0}, invader.AssignWound{Survivor: 1}}
	if diff := cmp.Diff(wantLegal, withoutDiscards(st.Legal())); diff != "" { // discards: at any time (p.18)
		t.Errorf("p.26: Legal() (-want +got):\n%s", diff)
	}
	refuse(t, st, invader.AssignWound{Survivor: 2}, invader.NotAChoice) // Cal is in b
	refuse(t, st, invader.AssignWound{Survivor: 9}, invader.NotAChoice)
	refuse(t, st, invader.EndTurn{Survivor: 0}, invader.NotNow)
	refuse(t, st, invader.SplitXenos{}, invader.NotNow)
	refuse(t, st, invader.Chance{Outcome: "1"}, invader.NotNow)

	st, ev = apply(t, st, invader.AssignWound{Survivor: 1})
	want := []invader.Event{invader.SurvivorWounded{Survivor: 1, Kind: xeno.Worker, Zone: s, Damage: 1, Armor: 1}}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("p.26: first AssignWound (-want +got):\n%s", diff)
	}
	if got := st.Pending(); got != wantPending {
		t.Fatalf("p.26: second Worker: Pending() = %+v, want %+v", got, wantPending)
	}
	st, ev = apply(t, st, invader.AssignWound{Survivor: 0})
	want = []invader.Event{invader.SurvivorWounded{Survivor: 0, Kind: xeno.Worker, Zone: s, Damage: 1, Armor: 1}}
	if diff := cmp.Diff(want, xenosPhase(ev)); diff != "" {
		t.Errorf("p.26: second AssignWound (-want +got):\n%s", diff)
	}
	if !slices.Contains(ev, invader.Event(invader.RoundStarted{Round: 2})) || st.Round() != 2 {
		t.Errorf("p.10: after the last wound the round does not end: events %v", ev)
	}
	for i, a := range []int{1, 1, 2} {
		if got := st.Survivor(i).Armor; got != a {
			t.Errorf("p.26: survivor %d Armor %d, want %d", i, got, a)
		}
	}
}

// A wound assigned to a Survivor who has no Armor left eliminates them:
// the players may choose so, and lose (p.10).
func TestWoundDecisionEliminates(t *testing.T) {
	m := newMission(t, lineBoard, plain("Ann"), plain("Bea"))
	put(&m, "s", xeno.Worker, 2)
	st, _ := endTurns(t, start(t, m))
	st, _ = apply(t, st, invader.AssignWound{Survivor: 0})
	st, ev := apply(t, st, invader.AssignWound{Survivor: 0})
	want := []invader.Event{
		invader.SurvivorWounded{Survivor: 0, Kind: xeno.Worker, Zone: 0, Damage: 1, Armor: 0},
		invader.SurvivorEliminated{Survivor: 0},
		invader.GameLost{Reason: invader.Elimination},
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("p.26: (-want +got):\n%s", diff)
	}
	if st.Outcome().Result != invader.Lost || len(st.Legal()) != 0 {
		t.Errorf("p.10: Outcome %v, Legal %v; want lost, none", st.Outcome(), st.Legal())
	}
}
