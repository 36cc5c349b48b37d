package invader

import (
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// NoiseTokens is the number of Noise tokens in the box (pp.3-4):
// at most that many are on the board at once.
const NoiseTokens = 18

// maxNoise bounds the Noise tokens of a zone, in a game without the box's
// limit: more than any round makes.
const maxNoise = 1<<16 - 1

// Move moves the Survivor to an adjacent Zone (p.13, p.22). It costs one
// Action, plus one per Xeno in the Zone it leaves.
type Move struct {
	Survivor int     `json:"survivor"`
	To       zone.ID `json:"to"`
}

var _ = defAction[Move]("{survivor} move {zone To}")

func (a Move) String() string { return notation(a) }

func (a Move) check(s *judge) Reason {
	if r := s.turnOf(a.Survivor); r != 0 {
		return r
	}
	m := s.g.m
	if int(a.To) >= m.Len() {
		return NoSuchThing
	}
	from := s.survivors[a.Survivor].zone
	if _, ok := m.CanStep(s.board, from, a.To, s.moverTo(a.Survivor, a.To)); !ok {
		return s.whyNoStep(from, a.To)
	}
	if !s.afford(survivor.Move, s.moveCost(a.Survivor, from)) {
		return NoActions
	}
	return 0
}

// apply moves the Survivor. A Move Action of a Survivor with "+1 Zone
// per Move" or "2 Zones per Move Action" may go on for free into the next
// Zone, unless it entered a Zone with Xenos (pp.52-55; docs/RULINGS.md, "Skills");
// any other action ends it.
func (a Move) apply(t *tx) {
	sv := t.surv(a.Survivor)
	from, cost := sv.zone, t.moveCost(a.Survivor, sv.zone)
	onward := t.turn.onward
	if cost > 0 {
		t.spend(survivor.Move, cost)
		onward = uint8(t.skillCount(a.Survivor, survivor.PlusOneZone) + t.skillCount(a.Survivor, survivor.TwoZones))
	} else if onward > 0 {
		onward--
	}
	t.turn.slip = false
	sv.zone = a.To
	t.came(from)
	t.emit(t.g.boxed.movedEvent(SurvivorMoved{Survivor: a.Survivor, From: from, To: a.To, Cost: cost}))
	if t.xenos[a.To].Total() > 0 {
		onward = 0
	}
	t.turn.onward = onward
}

// mover says what Survivor i may cross: outside only with an Oxygen Tank
// in a Body slot (p.35; docs/RULINGS.md, "Oxygen").
func (s *State) mover(i int) zone.Mover {
	tank := func(c equipment.Card) bool { return c.Oxygen }
	if s.g.cfg.Oxygen == OxygenAnywhere {
		for _, it := range s.inventory(i) {
			if it.ID >= 0 && tank(it.Card) {
				return zone.Mover{Oxygen: true}
			}
		}
	}
	return zone.Mover{Oxygen: s.bodyHas(i, tank)}
}

// moverTo is mover for a step into zone to: the Oxygen Tank is looked
// for only on the way into an exterior Zone, the one place it matters.
func (s *State) moverTo(i int, to zone.ID) zone.Mover {
	if s.g.m.Zone(to).Kind != zone.Exterior {
		return zone.Mover{}
	}
	return s.mover(i)
}

// moveCost returns the Actions a Move out of zone z costs Survivor i:
// 1, plus 1 per Xeno in z (p.22, classic rule), unless Slippery.
func (s *State) moveCost(i int, z zone.ID) int {
	if s.turn.onward > 0 {
		return 0 // the rest of a Move across several Zones
	}
	n := s.xenos[z].Total()
	if n == 0 || s.turn.slip || s.has(i, survivor.Slippery) { // the Skill looked up last: the costly ask
		return 1
	}
	return 1 + n
}

func (s *State) whyNoStep(from, to zone.ID) Reason {
	m := s.g.m
	if _, ok := m.CanStep(s.board, from, to, zone.Mover{Oxygen: true}); ok {
		return NeedsOxygen
	}
	var buf [8]zone.Crossing
	if len(m.AppendCrossings(buf[:0], from, to)) == 0 {
		return NotAdjacent
	}
	return Blocked
}

// OpenDoor opens a closed door on the Survivor's Zone (p.22).
type OpenDoor struct {
	Survivor int         `json:"survivor"`
	Door     zone.DoorID `json:"door"`
}

var _ = defAction[OpenDoor]("{survivor} open {door}")

func (a OpenDoor) String() string { return notation(a) }

func (a OpenDoor) check(s *judge) Reason { return s.checkDoor(a.Survivor, a.Door, zone.Open) }

func (a OpenDoor) apply(t *tx) {
	t.useDoor(a.Door, zone.Open)
	t.emit(DoorOpened(a))
	if t.g.rules.doorNeedsOpener && t.opener(a.Survivor) == equipment.NoisyOpener {
		t.addNoise(a.Survivor, t.survivors[a.Survivor].zone) // seed 002: a noisy opener makes a Noise token
	}
	t.doorOpened(a.Door, a.Survivor)
}

// CloseDoor closes an open door on the Survivor's Zone (p.22).
type CloseDoor struct {
	Survivor int         `json:"survivor"`
	Door     zone.DoorID `json:"door"`
}

var _ = defAction[CloseDoor]("{survivor} close {door}")

func (a CloseDoor) String() string { return notation(a) }

func (a CloseDoor) check(s *judge) Reason { return s.checkDoor(a.Survivor, a.Door, zone.Closed) }

func (a CloseDoor) apply(t *tx) {
	t.useDoor(a.Door, zone.Closed)
	t.emit(DoorClosed(a))
}

// doorCheck checks that a Survivor in zone z may turn door d from state
// want's opposite into want (p.22): the door is on z, not
// locked, in the right state, and the door rule allows it.
func (s *State) doorCheck(d zone.DoorID, z zone.ID, want zone.DoorState) Reason {
	m := s.g.m
	if int(d) >= m.NumDoors() {
		return NoSuchThing
	}
	info := m.Door(d)
	from := zone.Open
	if want == zone.Open {
		from = zone.Closed
	}
	switch {
	case info.Zones[0] != z && info.Zones[1] != z:
		return NotAtDoor
	case s.board.Door(d) != from:
		return WrongDoorState
	case s.board.Locked(d):
		return DoorLocked
	case want == zone.Closed && s.g.rules.noClosing:
		return DoorsStayOpen // seed 002
	case !s.doorCostsAction() && s.turn.door:
		return DoorDone
	case s.doorCostsAction() && s.turn.actions < 1:
		return NoActions
	}
	return 0
}

// doorCostsAction reports whether a door action costs an Action: by the
// Doors option, and always in 2nd Edition (seed 002).
func (s *State) doorCostsAction() bool {
	return s.g.cfg.Doors == DoorCostsAction || s.g.rules.doorNeedsOpener
}

func (s *judge) checkDoor(i int, d zone.DoorID, want zone.DoorState) Reason {
	if r := s.actor(i); r != 0 {
		return r
	}
	if r := s.doorCheck(d, s.survivors[i].zone, want); r != 0 {
		return r
	}
	if want == zone.Open && s.g.rules.doorNeedsOpener && s.opener(i) == equipment.NoOpener {
		return NoDoorOpener // seed 002: "with an item with the door symbol"
	}
	return 0
}

// opener returns the door opener Survivor i would open a door with: a
// silent one if it holds one in Hand, else a noisy one, else none
// (docs/RULINGS.md, "2nd Edition: doors").
func (s *State) opener(i int) equipment.Opener {
	for _, o := range [...]equipment.Opener{equipment.SilentOpener, equipment.NoisyOpener} {
		if s.slotsHave(i, Hand1, Hand2, func(c equipment.Card) bool { return c.Door == o }) {
			return o
		}
	}
	return equipment.NoOpener
}

// useDoor turns door d, paying for it.
func (t *tx) useDoor(d zone.DoorID, st zone.DoorState) {
	t.board = t.board.WithDoor(d, st)
	if t.doorCostsAction() {
		t.turn.actions--
	} else {
		t.turn.door = true
	}
}

// MakeNoise puts a Noise token in the Survivor's Zone (p.24).
type MakeNoise struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[MakeNoise]("{survivor} noise")

func (a MakeNoise) String() string { return notation(a) }

func (a MakeNoise) check(s *judge) Reason {
	if r := s.actor(a.Survivor); r != 0 {
		return r
	}
	switch {
	case s.turn.actions < 1:
		return NoActions
	case s.noiseLeft() < 1:
		return NoNoiseTokens
	}
	return 0
}

func (a MakeNoise) apply(t *tx) {
	z := t.survivors[a.Survivor].zone
	t.turn.actions--
	t.noiseMut()[z]++
	t.emit(t.g.boxed.noiseMadeEvent(NoiseMade{Survivor: a.Survivor, Zone: z}))
}

// TakeObjective takes an Objective token in the Survivor's Zone (p.24);
// Objective indexes [zone.Map.Objectives].
type TakeObjective struct {
	Survivor  int `json:"survivor"`
	Objective int `json:"objective"`
}

var _ = defAction[TakeObjective]("{survivor} take {objective}")

func (a TakeObjective) String() string { return notation(a) }

func (a TakeObjective) check(s *judge) Reason {
	if r := s.actor(a.Survivor); r != 0 {
		return r
	}
	objs := s.g.objectives
	switch {
	case a.Objective < 0 || a.Objective >= len(objs):
		return NoSuchThing
	case objs[a.Objective].Zone != s.survivors[a.Survivor].zone || !s.board.HasObjective(a.Objective):
		return NoObjective
	case s.turn.actions < 1:
		return NoActions
	}
	return 0
}

func (a TakeObjective) apply(t *tx) {
	t.turn.actions--
	t.board = t.board.WithoutObjective(a.Objective)
	t.emit(ObjectiveTaken(a))
	t.controlFrom(a.Survivor, t.g.objectives[a.Objective].Color)
	t.gainXP(a.Survivor, t.g.mission.XPForObjective())
	t.fire(mission.ObjectiveTaken, t.g.objectives[a.Objective].Color, a.Survivor) // last: it may ask for chance
}
