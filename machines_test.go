package invader_test

import (
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/machine"
	"github.com/invaderengine/invader/xeno"
)

// machineBoard: a corridor with the Bot and its remote (green Objective) at
// the start, the Sentry Gun and its remote (purple) next door, and Workers
// with an Objective at the far end.
const machineBoard = `
+--+--+--+
|a .b .c |
+--+--+--+

a: corridor start objective=green bot
b: corridor objective=purple sentry
c: corridor objective
`

// p.25, RULINGS "Machines": taking a Machine's remote gives control of it;
// Machine Actions move the Bot and make Machines attack; the controller gets
// the XP; an activated Machine holds its token, counting as noise, until the
// End Phase.
func TestMachines(t *testing.T) {
	m := newMission(t, machineBoard)
	put(&m, "c", xeno.Worker, 2)
	s := start(t, m)

	if got := s.Machines(); len(got) != 2 || got[0].Profile.Name != machine.Invader[machine.Bot].Name ||
		got[1].Profile.Name != machine.Invader[machine.Sentry].Name || got[0].Controller != -1 {
		t.Fatalf("p.25: Machines() = %+v, want the Bot in a and the Sentry Gun in b, uncontrolled", got)
	}
	refuse(t, s, invader.MachineMove{Survivor: 0, Machine: 0, To: m.Map.MustLookup("b")}, invader.NotYours) // p.25: a Machine nobody controls

	s, ev := play(t, s, "Ann take o0")
	if got := only[invader.MachineControlled](ev); len(got) != 1 || got[0].Machine != 0 || got[0].Survivor != 0 {
		t.Fatalf("p.25: the green remote: MachineControlled events %v, want the Bot for Ann", got)
	}
	s, ev = play(t, s, "Ann machine m0 move b")
	if got := s.Machines()[0]; got.Zone != m.Map.MustLookup("b") || !got.Activated || len(only[invader.MachineActivated](ev)) != 1 {
		t.Fatalf("p.25: the Bot moved: %+v, events %v; want it in b with its activation token", got, ev)
	}
	refuse(t, s, invader.MachineAttack{Survivor: 0, Machine: 1, Ranged: true, Target: m.Map.MustLookup("c")}, invader.NotYours) // p.25: the Sentry Gun without its remote

	xp := s.Survivor(0).XP
	s, ev = play(t, s, "Ann machine m0 attack c ranged")
	killed := 0
	for _, e := range only[invader.XenosEliminated](ev) {
		killed += e.Count
	}
	if len(only[invader.AttackResolved](ev)) != 1 || s.Survivor(0).XP != xp+killed {
		t.Errorf("p.25: the Bot's attack: events %v, Ann's XP %d -> %d; want one attack and 1 XP per kill", ev, xp, s.Survivor(0).XP)
	}
	// Ann ends her Turn (the kills may have raised her to Yellow, with a 4th
	// Action): the round ends, and the End Phase takes the token away.
	if s.Round() == 1 && s.Pending().Decision == invader.ActionDecision {
		s, ev = play(t, s, "Ann end")
	}
	if got := only[invader.MachineRested](ev); s.Round() != 2 || len(got) != 1 || s.Machines()[0].Activated {
		t.Errorf("p.25: after the End Phase: round %d, MachineRested %v, Bot %+v; want the token gone in round 2", s.Round(), got, s.Machines()[0])
	}
}

// p.25: the Sentry Gun never moves; the Bot's Melee attacks its own Zone.
func TestMachineProfiles(t *testing.T) {
	m := newMission(t, machineBoard)
	s := start(t, m)
	s, _ = play(t, s, "Ann move b", "Ann take o1")
	refuse(t, s, invader.MachineMove{Survivor: 0, Machine: 1, To: m.Map.MustLookup("c")}, invader.NotAChoice)     // p.25: the Sentry Gun never moves
	refuse(t, s, invader.MachineAttack{Survivor: 0, Machine: 1, Target: m.Map.MustLookup("c")}, invader.NoWeapon) // p.25: nor attacks in Melee
}

// RULINGS "Machines", an option: an activated Machine counts as a Noise token
// (p.17); with MachinesAreTargets it also draws Xenos like a Survivor in
// sight. Ann, walled off in a, is the loudest; the Bot stands in c, in the
// Worker's sight.
func TestMachinesAreTargetsOption(t *testing.T) {
	board := `
+--+--+--+--+
|a |b .c .d |
+--+--+--+--+

a: corridor start objective=green objective
b: corridor bot
c: corridor
d: corridor
`
	for _, tt := range []struct {
		name string
		opts []invader.Option
		want string // where the Worker ends the Xenos' Phase
	}{
		{"machines are noise", nil, "d"},
		{"machines are targets", []invader.Option{invader.Machines(invader.MachinesAreTargets)}, "c"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := newMission(t, board)
			put(&m, "d", xeno.Worker, 1)
			s := start(t, m, tt.opts...)
			s, _ = play(t, s, "Ann take o0", "Ann machine m0 move c", "Ann noise")
			if got := s.Xenos(m.Map.MustLookup(tt.want)).Total(); got != 1 || s.Round() != 2 {
				t.Errorf("p.17, p.25: after the Xenos' Phase %d Xenos in %s (round %d), want the Worker there", got, tt.want, s.Round())
			}
		})
	}
}
