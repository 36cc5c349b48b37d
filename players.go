package invader

import (
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// NoiseTokens is the number of Noise tokens in the box (digest §1.3):
// at most that many are on the board at once.
const NoiseTokens = 18

func (a Activate) check(s *judge) Reason {
	switch p := s.p; {
	case s.over():
		return GameOver
	case a.Survivor < 0 || a.Survivor >= len(s.survivors):
		return NoSuchThing
	case p.Decision != ActivationDecision:
		return NotNow
	case a.Survivor%s.g.players != p.Player && !s.has(a.Survivor, survivor.Tactician) || s.survivors[a.Survivor].off():
		return NotYours // a Tactician may take its Turn at any point of the Players' Phase
	case s.survivors[a.Survivor].activated:
		return AlreadyActivated
	}
	return 0
}

func (a Activate) apply(t *tx) { t.activate(a.Survivor) }

// mover says what Survivor i may cross: outside only with an Oxygen Tank
// in a Body slot (p.35, digest Q-OX-1).
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

// moveCost returns the Actions a Move out of zone z costs Survivor i:
// 1, plus 1 per Xeno in z (p.22, classic rule), unless Slippery.
func (s *State) moveCost(i int, z zone.ID) int {
	switch {
	case s.turn.onward > 0:
		return 0 // the rest of a Move across several Zones
	case s.has(i, survivor.Slippery) || s.turn.slip:
		return 1
	}
	return 1 + s.xenos[z].Total()
}

// afford reports whether the active Survivor can pay cost Actions for an
// Action of kind k: one free Action of that kind pays 1, the rest comes
// from its general Actions.
func (s *State) afford(k survivor.Action, cost int) bool {
	if cost == 0 {
		return true
	}
	if s.freeFor(k) >= 0 {
		cost--
	}
	return s.turn.actions >= cost
}

// freeFor returns the index of a free Action usable for kind k, or -1:
// one of exactly that kind first, then a broader one (Combat for Melee or
// Ranged), so that the broader one stays for later.
func (s *State) freeFor(k survivor.Action) int {
	if s.turn.free[k] > 0 {
		return int(k)
	}
	for a, n := range s.turn.free {
		if n > 0 && survivor.Action(a).Includes(k) {
			return a
		}
	}
	return -1
}

// spend pays for an Action of kind k: a free Action first, then general
// Actions for the rest.
func (t *tx) spend(k survivor.Action, cost int) {
	if f := t.freeFor(k); f >= 0 {
		t.turn.free[f]--
		cost--
	}
	t.turn.actions -= cost
}

func (a Move) check(s *judge) Reason {
	if r := s.actor(a.Survivor); r != 0 {
		return r
	}
	m := s.g.m
	if int(a.To) >= m.Len() {
		return NoSuchThing
	}
	from := s.survivors[a.Survivor].zone
	if _, ok := m.CanStep(s.board, from, a.To, s.mover(a.Survivor)); !ok {
		return s.whyNoStep(from, a.To)
	}
	if !s.afford(survivor.Move, s.moveCost(a.Survivor, from)) {
		return NoActions
	}
	return 0
}

func (s *State) whyNoStep(from, to zone.ID) Reason {
	m := s.g.m
	if _, ok := m.CanStep(s.board, from, to, zone.Mover{Oxygen: true}); ok {
		return NeedsOxygen
	}
	if len(m.AppendCrossings(nil, from, to)) == 0 {
		return NotAdjacent
	}
	return Blocked
}

// applyMove moves the Survivor. A Move Action of a Survivor with "+1 Zone
// per Move" or "2 Zones per Move Action" may go on for free into the next
// Zone, unless it entered a Zone with Xenos (digest §14.2, EX-CLASSIC-MOVE);
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
	t.emit(SurvivorMoved{Survivor: a.Survivor, From: from, To: a.To, Cost: cost})
	if t.xenos[a.To].Total() > 0 {
		onward = 0
	}
	t.turn.onward = onward
}

// doorCheck checks that a Survivor in zone z may turn door d from state
// want's opposite into want (p.22, digest §5.4): the door is on z, not
// locked, in the right state, and the door rule allows it.
func (s *State) doorCheck(d zone.DoorID, z zone.ID, want zone.DoorState) Reason {
	m := s.g.m
	if int(d) >= m.Doors() {
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
	case s.g.cfg.Doors == FreeDoorOncePerTurn && s.turn.door:
		return DoorDone
	case s.g.cfg.Doors == DoorCostsAction && s.turn.actions < 1:
		return NoActions
	}
	return 0
}

func (s *judge) checkDoor(i int, d zone.DoorID, want zone.DoorState) Reason {
	if r := s.actor(i); r != 0 {
		return r
	}
	return s.doorCheck(d, s.survivors[i].zone, want)
}

func (a OpenDoor) check(s *judge) Reason  { return s.checkDoor(a.Survivor, a.Door, zone.Open) }
func (a CloseDoor) check(s *judge) Reason { return s.checkDoor(a.Survivor, a.Door, zone.Closed) }

func (t *tx) useDoor(d zone.DoorID, st zone.DoorState) {
	t.board = t.board.WithDoor(d, st)
	if t.g.cfg.Doors == DoorCostsAction {
		t.turn.actions--
	} else {
		t.turn.door = true
	}
}

func (a OpenDoor) apply(t *tx) {
	t.useDoor(a.Door, zone.Open)
	t.emit(DoorOpened{Survivor: a.Survivor, Door: a.Door})
	t.doorOpened(a.Door, a.Survivor)
}

func (a CloseDoor) apply(t *tx) {
	t.useDoor(a.Door, zone.Closed)
	t.emit(DoorClosed{Survivor: a.Survivor, Door: a.Door})
}

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
	t.emit(NoiseMade{Survivor: a.Survivor, Zone: z})
}

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
	t.emit(ObjectiveTaken{Survivor: a.Survivor, Objective: a.Objective})
	t.controlFrom(a.Survivor, t.g.objectives[a.Objective].Color)
	t.fire(mission.ObjectiveTaken, t.g.objectives[a.Objective].Color, a.Survivor)
	t.gainXP(a.Survivor, t.g.mission.XPForObjective())
}

func (a EndTurn) check(s *judge) Reason { return s.actor(a.Survivor) }

func (EndTurn) apply(t *tx) { t.endTurn() }

// gainXP gives Survivor i Experience Points and the Danger Levels they
// reach (p.17). "+1 Action" at Yellow is gained at once, usable this Turn;
// Orange and Red Skills wait for a ChooseSkill decision.
func (t *tx) gainXP(i, xp int) {
	sv := t.surv(i)
	before, old := t.level(i), sv.xp
	sv.xp += xp
	t.emit(XPGained{Survivor: i, XP: xp, Total: sv.xp})
	for l := before + 1; l <= t.level(i); l++ {
		t.emit(DangerRaised{Survivor: i, Level: l})
		if l == survivor.Yellow {
			t.gainSkill(i, survivor.YellowSkill())
		}
	}
	if t.g.cfg.Ultrared {
		t.ultrared(i, old)
	}
}

// gainSkill records a gained Skill's event and, for the Survivor taking
// its Turn, what the Skill adds to the Turn at once.
func (t *tx) gainSkill(i int, sk survivor.Skill) {
	t.emit(SkillGained{Survivor: i, Skill: sk})
	if t.turn.active == i {
		t.grant(sk)
	}
}

func (a ChooseSkill) check(s *judge) Reason {
	switch p := s.p; {
	case s.over():
		return GameOver
	case p.Decision != SkillDecision:
		return NotNow
	case p.Survivor != a.Survivor:
		return NotYours
	}
	if skillIndex(s.skillChoices(a.Survivor), a.Skill) < 0 {
		return NotAChoice
	}
	return 0
}

func skillIndex(choices []survivor.Skill, sk survivor.Skill) int {
	for i, c := range choices {
		if c == sk {
			return i
		}
	}
	return -1
}

func (a ChooseSkill) apply(t *tx) {
	t.pick(a.Survivor, a.Skill)
	t.autoPicks(a.Survivor)
}

// pick gives Survivor i the Skill sk it chose for the level it is owed.
func (t *tx) pick(i int, sk survivor.Skill) {
	l, _ := t.owedLevel(i)
	sv := t.surv(i)
	card := &t.g.cards[i]
	switch k := int8(skillIndex(card.Choices(l), sk)); {
	case l == survivor.Orange && sv.orange < 0:
		sv.orange = k
	case l == survivor.Red && sv.red < 0:
		sv.red = k
	default:
		sv.owed[l-survivor.Orange]--
		sv.extra[sv.nExtra], _ = skillCode(card, sk)
		sv.nExtra++
	}
	t.gainSkill(i, sk)
}

func (a Chance) check(s *judge) Reason {
	switch {
	case s.over():
		return GameOver
	case s.chance.kind == noChance:
		return NotNow
	case a.Outcome < 0 || a.Outcome >= len(s.weights(s.chance)): // the outcomes, without their labels
		return NotAChoice
	}
	return 0
}

func (a Chance) apply(t *tx) { t.resolve(t.chance, a.Outcome) }
