package invader

import (
	"slices"

	"github.com/invaderengine/invader/zone"
)

// ForceDoor attacks one of the mission's forced doors (M11: "cannot be
// opened normally") with the weapon in Hand slot Weapon, which must deal
// 2 Damage or more: a Combat Action whose dice are rolled as usual, any
// success unlocking and opening the door for good. The Survivor must stand
// in one of the door's Zones; Range does not matter.
type ForceDoor struct {
	Survivor int         `json:"survivor"`
	Door     zone.DoorID `json:"door"`
	Weapon   int         `json:"weapon"`
}

var _ = defAction[ForceDoor]("{survivor} force {door} {hand Weapon}")

func (a ForceDoor) String() string { return notation(a) }

func (a ForceDoor) check(s *judge) Reason {
	if r := s.actor(a.Survivor); r != 0 {
		return r
	}
	if a.Weapon != Hand1 && a.Weapon != Hand2 || int(a.Door) >= s.g.m.NumDoors() {
		return NoSuchThing
	}
	id := s.itemAt(a.Survivor, a.Weapon)
	if id < 0 || !s.g.items[id].IsWeapon() || s.g.items[id].Hellfire {
		return NoWeapon
	}
	if r := s.forceable(a.Survivor, a.Door); r != 0 {
		return r
	}
	switch w := s.g.items[id]; {
	case s.damage(a.Survivor, w, actionKind(w)) < 2:
		return NoWeapon // M11: a Damage 2 weapon or better, Skills counted
	case !s.afford(actionKind(w), 1):
		return NoActions
	}
	return s.usable(Attack{Survivor: a.Survivor, Weapon: a.Weapon}, id)
}

func (a ForceDoor) apply(t *tx) {
	w := t.g.items[t.itemAt(a.Survivor, a.Weapon)]
	t.spend(actionKind(w), 1)
	if w.Noisy {
		t.addNoise(a.Survivor, t.survivors[a.Survivor].zone)
	}
	t.startFight(fight{on: true, machine: -1, door: a.Door, a: Attack{Survivor: a.Survivor, Weapon: a.Weapon}})
	t.rollNext()
}

// forced resolves the dice thrown at a forced door: any success opens it.
func (t *tx) forced(successes int) {
	d := t.f().door
	if successes > 0 {
		t.board = t.board.WithLocked(d, false).WithDoor(d, zone.Open)
		t.emit(DoorForced{Survivor: t.f().a.Survivor, Door: d})
		t.doorOpened(d, t.f().a.Survivor)
	}
	t.fight = nil
}

// MachineForceDoor makes a controlled Machine hit one of the mission's
// forced doors with its Melee or Ranged profile, which must deal 2 Damage
// or more, for one Machine Action (M11: "a Combat or Machine Action").
// As for ForceDoor, the controlling Survivor stands in one of the door's
// Zones and Range does not matter (docs/RULINGS.md); any success opens
// the door.
type MachineForceDoor struct {
	Survivor int         `json:"survivor"`
	Machine  int         `json:"machine"`
	Door     zone.DoorID `json:"door"`
	Ranged   bool        `json:"ranged,omitempty"`
}

var _ = defAction[MachineForceDoor]("{survivor} machine {machine} force {door} [ranged]")

func (a MachineForceDoor) String() string { return notation(a) }

func (a MachineForceDoor) check(s *judge) Reason {
	if r := s.controls(a.Survivor, a.Machine); r != 0 {
		return r
	}
	if int(a.Door) >= s.g.m.NumDoors() {
		return NoSuchThing
	}
	if r := s.forceable(a.Survivor, a.Door); r != 0 {
		return r
	}
	if w := s.machineWeapon(MachineAttack{Machine: a.Machine, Ranged: a.Ranged}); !w.Has() || w.Damage < 2 {
		return NoWeapon
	}
	return 0
}

func (a MachineForceDoor) apply(t *tx) {
	t.machineActs(a.Survivor, a.Machine)
	if t.machineWeapon(MachineAttack{Machine: a.Machine, Ranged: a.Ranged}).Noisy {
		t.addNoise(a.Survivor, t.machines[a.Machine].zone)
	}
	t.startFight(fight{on: true, machine: int8(a.Machine), door: a.Door, ranged: a.Ranged,
		a: Attack{Survivor: a.Survivor, Target: t.survivors[a.Survivor].zone}})
	t.rollNext()
}

// forceable checks that Survivor i stands at door d, a forced door still
// locked and closed (Xenos may have broken it, Mold removed it).
func (s *State) forceable(i int, d zone.DoorID) Reason {
	info := s.g.m.Door(d)
	switch z := s.survivors[i].zone; {
	case !slices.Contains(s.g.mission.ForcedDoors, d) || !s.board.Locked(d) || s.board.Door(d) != zone.Closed:
		return WrongDoorState
	case info.Zones[0] != z && info.Zones[1] != z:
		return NotAtDoor
	}
	return 0
}

// canForce reports whether fight f, thrown at a door, is one its attacker
// could have started: ForceDoor or MachineForceDoor would allow it (for a
// State read from JSON).
func (s *State) canForce(f fight) bool {
	i, d := f.a.Survivor, f.door
	if s.forceable(i, d) != 0 {
		return false
	}
	if m := int(f.machine); m >= 0 {
		w := s.machineWeapon(MachineAttack{Machine: m, Ranged: f.ranged})
		return int(s.machines[m].controller) == i && w.Damage >= 2
	}
	id := s.itemAt(i, f.a.Weapon)
	return id >= 0 && s.damage(i, s.g.items[id], actionKind(s.g.items[id])) >= 2
}
