package invader

import (
	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/machine"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// Machines (p.25). A Survivor controls a Machine once it takes
// the Machine's remote Objective: a green Objective for the Peacekeeper
// Bot, a purple one for the Falchion Sentry Gun (the "Bot Remote" and
// "Sentry Gun Remote" tokens). It then spends Machine Actions (free
// Machine Actions first) to make it act; a Machine that acted holds an
// activation token, and counts as a Noise token, until the End Phase.
// Xenos do not attack Machines (docs/RULINGS.md, "Machines").

// machineState is one Machine on the board.
type machineState struct {
	zone       zone.ID
	token      bool // holds a Machine Activation token
	controller int8 // the Survivor controlling it, or -1
}

// MachineMove moves a Machine that moves (the Bot) to an adjacent Zone,
// for one Machine Action. Machines need no oxygen; closed doors stop them.
type MachineMove struct {
	Survivor int     `json:"survivor"`
	Machine  int     `json:"machine"`
	To       zone.ID `json:"to"`
}

var _ = defAction[MachineMove]("{survivor} machine {machine} move {zone To}")

func (a MachineMove) String() string { return notation(a) }

func (a MachineMove) check(s *judge) Reason {
	if r := s.controls(a.Survivor, a.Machine); r != 0 {
		return r
	}
	if !s.g.machines[s.g.machineKind[a.Machine]].Moves {
		return NotAChoice
	}
	if int(a.To) >= s.g.m.Len() {
		return NoSuchThing
	}
	if _, ok := s.g.m.CanStep(s.board, s.machines[a.Machine].zone, a.To, zone.Mover{Oxygen: true}); !ok {
		return Blocked
	}
	return 0
}

func (a MachineMove) apply(t *tx) {
	t.machineActs(a.Survivor, a.Machine)
	m := &t.machinesMut()[a.Machine]
	from := m.zone
	m.zone = a.To
	t.emit(MachineMoved{Machine: a.Machine, From: from, To: a.To})
}

// MachineAttack makes a Machine attack a Zone with its Melee or Ranged
// profile, for one Machine Action; like Attack otherwise (Concentrated,
// Prefer). The XP goes to the controlling Survivor (docs/RULINGS.md, "Machines").
type MachineAttack struct {
	Survivor     int     `json:"survivor"`
	Machine      int     `json:"machine"`
	Ranged       bool    `json:"ranged,omitempty"`
	Target       zone.ID `json:"target"`
	Concentrated bool    `json:"concentrated,omitempty"`
}

var _ = defAction[MachineAttack]("{survivor} machine {machine} attack {zone Target} [ranged] [concentrated]")

func (a MachineAttack) String() string { return notation(a) }

func (a MachineAttack) check(s *judge) Reason {
	if r := s.controls(a.Survivor, a.Machine); r != 0 {
		return r
	}
	w := s.machineWeapon(a)
	if !w.Has() {
		return NoWeapon
	}
	if int(a.Target) >= s.g.m.Len() {
		return NoSuchThing
	}
	r, ok := los.Range(s.g.m, s.board, s.machines[a.Machine].zone, a.Target, los.Viewer{})
	x := s.xenos[a.Target]
	switch {
	case !ok || r < w.MinRange || r > w.MaxRange:
		return OutOfRange
	case x.Total() == 0:
		return NoTargets
	}
	return 0
}

func (a MachineAttack) apply(t *tx) {
	t.machineActs(a.Survivor, a.Machine)
	if t.machineWeapon(a).Noisy {
		t.addNoise(a.Survivor, t.machines[a.Machine].zone)
	}
	t.startFight(fight{on: true, machine: int8(a.Machine), door: zone.NoDoor, ranged: a.Ranged,
		a: Attack{Survivor: a.Survivor, Target: a.Target, Concentrated: a.Concentrated}})
	t.rollNext()
}

// A Machine describes a Machine on the board.
type Machine struct {
	Index      int
	Profile    machine.Profile
	Zone       zone.ID
	Controller int  // the controlling Survivor, or -1
	Activated  bool // holds an activation token: counts as noise until the End Phase
}

// Machines describes every Machine on the board, in the map's order.
func (s State) Machines() []Machine {
	out := make([]Machine, len(s.machines))
	for i, m := range s.machines {
		out[i] = Machine{Index: i, Profile: s.g.machines[s.g.machineKind[i]], Zone: m.zone,
			Controller: int(m.controller), Activated: m.token}
	}
	return out
}

func (t *tx) machinesMut() []machineState {
	if !t.ownAll && !t.ownMachines {
		t.machines = append([]machineState(nil), t.machines...)
		t.ownMachines = true
	}
	return t.machines
}

// controlFrom gives Survivor i the Machines whose remote Objective it took.
func (t *tx) controlFrom(i int, c zone.Color) {
	want := map[zone.Color]machine.Kind{zone.Green: machine.Bot, zone.Purple: machine.Sentry}
	k, ok := want[c]
	for m := range t.machines {
		if ok && t.g.machineKind[m] == k {
			t.machinesMut()[m].controller = int8(i)
			t.emit(MachineControlled{Machine: m, Survivor: i})
		}
	}
}

// controls checks that Survivor i may make Machine m act now.
func (s *judge) controls(i, m int) Reason {
	if r := s.actor(i); r != 0 {
		return r
	}
	switch {
	case m < 0 || m >= len(s.machines):
		return NoSuchThing
	case int(s.machines[m].controller) != i:
		return NotYours
	case !s.afford(survivor.Machine, 1):
		return NoActions
	}
	return 0
}

// machineActs pays a Machine Action and puts the activation token on.
func (t *tx) machineActs(i, m int) {
	t.spend(survivor.Machine, 1)
	if !t.machines[m].token {
		t.machinesMut()[m].token = true
		t.emit(MachineActivated{Machine: m})
	}
}

// machineWeapon returns the profile a Machine attack uses.
func (s *State) machineWeapon(a MachineAttack) machine.Weapon {
	p := s.g.machines[s.g.machineKind[a.Machine]]
	if a.Ranged {
		return p.Ranged
	}
	return p.Melee
}

// machineCombat describes the current fight of a Machine for package combat.
func (s *State) machineCombat() *combat.Attack {
	m := int(s.f().machine)
	w := s.machineWeapon(MachineAttack{Machine: m, Ranged: s.f().ranged})
	return &combat.Attack{
		Weapons:      []combat.Weapon{{Dice: w.Dice, Accuracy: w.Accuracy, Damage: w.Damage}},
		Ranged:       s.f().ranged,
		FreeTargets:  !s.f().ranged,
		Concentrated: s.f().a.Concentrated,
		Targets:      s.xenos[s.f().a.Target],
		Kinds:        s.g.kinds,
	}
}

// appendMachineCandidates appends the Machine Actions Survivor i might take.
func (s *State) appendMachineCandidates(out []Action, i int) []Action {
	for m, ms := range s.machines {
		if int(ms.controller) != i {
			continue
		}
		for _, to := range s.g.m.AppendTouching(nil, ms.zone) {
			out = append(out, MachineMove{Survivor: i, Machine: m, To: to})
		}
		for _, d := range s.g.mission.ForcedDoors {
			out = append(out, MachineForceDoor{Survivor: i, Machine: m, Door: d}, MachineForceDoor{Survivor: i, Machine: m, Door: d, Ranged: true})
		}
		var buf [32]los.Sight
		for _, sg := range los.AppendVisible(buf[:0], s.g.m, s.board, ms.zone, los.Viewer{}) {
			if s.xenos[sg.Zone].Total() == 0 {
				continue
			}
			for _, ranged := range [2]bool{false, true} {
				for _, conc := range [2]bool{false, true} {
					out = append(out, MachineAttack{Survivor: i, Machine: m, Ranged: ranged, Target: sg.Zone, Concentrated: conc})
				}
			}
		}
	}
	return out
}

// clearTokens takes the Machine Activation tokens off in the End Phase.
func (t *tx) clearTokens() {
	for m, ms := range t.machines {
		if ms.token {
			t.machinesMut()[m].token = false
			t.emit(MachineRested{Machine: m})
		}
	}
}
