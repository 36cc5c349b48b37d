package invader

import (
	"math/bits"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Legal returns every action legal now, in a deterministic order: by kind
// of action, then by their fields in ascending order. The first action of a
// decision is always a safe default: Done for a Reorganize, no re-roll,
// discarding a drawn card. Every action it returns is accepted by
// [State.Apply], and every action Apply accepts is in it. A finished game
// has no legal action.
func (s State) Legal() []Action {
	t := newTx(&s)
	defer t.free()
	p := t.decided()
	j := t.judgeFor(p)
	cands := t.candidates(t.scratch[:0], p) // in the pooled tx's buffer
	// The buffer is not cleared: what it holds is interned in the game or
	// boxed for this call, and is let go with the pool (as tx.free does).
	t.scratch = cands[:0]
	return t.outAct.keep(cands, blockLen/4, func(a Action) bool { return j.check(a) == 0 }) // the list, of its size (see block)
}

// keep returns Keep{i, slot}, interned (slot from Redraw, -2, on).
func (s *State) keep(i, slot int) Action {
	return intern(&s.g.boxed.keep, i*(NumSlots+2)+slot+2, Keep{Survivor: i, Slot: slot})
}

// candidates appends to out the actions that might be legal for the
// pending decision; Legal keeps those that pass check.
func (s *State) candidates(out []Action, p Pending) []Action {
	switch p.Decision {
	case NoDecision, ChanceDecision:
		return s.appendChoices(out, p)
	}
	return s.appendDiscards(s.appendChoices(out, p)) // at any player decision (p.18)
}

// appendDiscards appends every Discard a Survivor on the board may make:
// one for each card it holds, by card, in ascending order of item. They
// come from the item index (the cards in the slots of the Survivors on the
// board, and those attached to them) rather than a look at every item of
// the game, gathered in a set of items by bit: made once per inventory
// with the index, in a game of up to 256 items.
func (s *State) appendDiscards(out []Action) []Action {
	inv := s.index()
	if inv.few { // the set of every Survivor's cards, made with the index
		return s.appendHeld(out, inv.held[:], true)
	}
	set := make([]uint64, (len(s.items)+63)/64)
	for i := range inv.slots {
		if s.survivors[i].off() {
			continue
		}
		for _, id := range inv.slots[i] {
			if id >= 0 {
				set[id/64] |= 1 << (id % 64)
			}
		}
	}
	for _, id := range s.g.attachable {
		if l := s.items[id]; l.place == Attached && set[l.at/64]&(1<<(l.at%64)) != 0 {
			set[id/64] |= 1 << (id % 64)
		}
	}
	return s.appendHeld(out, set, false)
}

// appendHeld appends a Discard for each item of set, by bit, in ascending
// order, without changing set; with all, set holds the cards of the
// Survivors off the board too, which it leaves out.
func (s *State) appendHeld(out []Action, set []uint64, all bool) []Action {
	for w, word := range set {
		for word != 0 {
			id := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			who := int(s.items[id].who)
			if s.items[id].place == Attached {
				who = int(s.items[s.items[id].at].who)
			}
			if all && s.survivors[who].off() {
				continue
			}
			out = append(out, intern(&s.g.boxed.discard, who*len(s.items)+id, Discard{Survivor: who, Card: id}))
		}
	}
	return out
}

// appendChoices appends the actions that might be legal for the pending
// decision, but the Discards.
func (s *State) appendChoices(out []Action, p Pending) []Action {
	if s.g == nil {
		return out
	}
	switch p.Decision {
	case ChanceDecision:
		for _, o := range s.outcomes(s.chance) {
			out = append(out, o.Action)
		}
	case SkillDecision:
		for _, sk := range s.skillChoices(p.Survivor) {
			out = append(out, ChooseSkill{Survivor: p.Survivor, Skill: sk})
		}
	case ActivationDecision:
		for i := range s.survivors {
			out = append(out, Activate{Survivor: i}) // others' Tacticians too
		}
	case ActionDecision:
		return s.appendSurvivorCandidates(out, p.Survivor)
	case WoundDecision, SplitDecision, SoakDecision, BraceDecision:
		return s.appendDecisionCandidates(out)
	case ReorganizeDecision:
		return s.appendReorgCandidates(out)
	case RerollDecision:
		return append(out, Reroll{Survivor: p.Survivor, Yes: false}, Reroll{Survivor: p.Survivor, Yes: true})
	case TargetDecision:
		for k := range s.g.kinds {
			out = append(out, AssignHit{Survivor: p.Survivor, Kind: xeno.Kind(k)})
		}
	case KeepDecision:
		out = append(out, s.keep(p.Survivor, -1), s.keep(p.Survivor, Redraw))
		for slot := range NumSlots {
			out = append(out, s.keep(p.Survivor, slot))
		}
	case StartingDecision:
		return s.appendStartingChoices(out, p.Survivor)
	}
	return out
}

func (s *State) appendSurvivorCandidates(out []Action, i int) []Action {
	m, z := s.g.m, s.survivors[i].zone
	var touching [16]zone.ID
	for _, to := range m.AppendTouching(touching[:0], z) {
		// Not through a wall or a closed door, even with Oxygen (the
		// widest Survivor's way): check would refuse it, at the cost of
		// the reason.
		if _, ok := m.CanStep(s.board, z, to, zone.Mover{Oxygen: true}); ok {
			out = append(out, intern(&s.g.boxed.move, i*m.Len()+int(to), Move{Survivor: i, To: to}))
		}
	}
	var at [8]zone.DoorID // the doors of this zone: the others are NotAtDoor
	here := at[:0]
	for d := range m.NumDoors() {
		if zs := m.Door(zone.DoorID(d)).Zones; zs[0] == z || zs[1] == z {
			here = append(here, zone.DoorID(d))
		}
	}
	for _, d := range here {
		if s.board.Door(d) == zone.Closed { // WrongDoorState otherwise
			out = append(out, intern(&s.g.boxed.open, i*m.NumDoors()+int(d), OpenDoor{Survivor: i, Door: d}))
		}
	}
	for _, d := range here {
		if s.board.Door(d) == zone.Open && !s.g.rules.noClosing { // DoorsStayOpen otherwise
			out = append(out, intern(&s.g.boxed.close, i*m.NumDoors()+int(d), CloseDoor{Survivor: i, Door: d}))
		}
	}
	out = s.appendAttackCandidates(out, i)
	out = s.appendMachineCandidates(out, i)
	var switches [4]zone.GateID
	for _, g := range m.AppendSwitches(switches[:0], z) {
		out = append(out, TurnGate{Survivor: i, Gate: g}) // seed 004, §16
	}
	for _, d := range s.g.mission.ForcedDoors {
		out = append(out, ForceDoor{Survivor: i, Door: d, Weapon: Hand1}, ForceDoor{Survivor: i, Door: d, Weapon: Hand2})
	}
	out = append(out, MakeNoise{Survivor: i}, Search{Survivor: i})
	if m.Features(s.board, z).Has(zone.OxygenSupply) {
		out = append(out, TakeOxygen{Survivor: i}) // NotSearchable elsewhere
	}
	// Reorganize and Heal only with a Survivor in the Zone (NotAdjacent
	// elsewhere): candidates need not box what check refuses anyway.
	for j := range s.survivors {
		if s.survivors[j].zone == z {
			out = append(out, intern(&s.g.boxed.reorganize, i*len(s.survivors)+j, Reorganize{Survivor: i, With: j}))
		}
	}
	if s.has(i, survivor.Medic) {
		for j := range s.survivors {
			if s.survivors[j].zone == z {
				out = append(out, intern(&s.g.boxed.heal, i*len(s.survivors)+j, Heal{Survivor: i, Target: j}))
			}
		}
	}
	if s.hasActionSkill(i) {
		out = s.appendSkillCandidates(out, i)
	}
	for o, obj := range s.g.objectives {
		if obj.Zone == z {
			out = append(out, intern(&s.g.boxed.take, i*len(s.g.objectives)+o, TakeObjective{Survivor: i, Objective: o}))
		}
	}
	return append(out, EndTurn{Survivor: i})
}

// appendAttackCandidates appends the attacks Survivor i might make: each Hand
// weapon (and the Dual pair) at each Zone in sight holding Xenos (or
// Active Mold), plain or Concentrated.
func (s *State) appendAttackCandidates(out []Action, i int) []Action {
	held := [2]bool{s.itemAt(i, Hand1) >= 0, s.itemAt(i, Hand2) >= 0}
	if !held[0] && !held[1] {
		return out
	}
	var buf [32]los.Sight
	for _, sg := range los.AppendVisible(buf[:0], s.g.m, s.board, s.survivors[i].zone, s.viewer(i)) {
		if s.xenos[sg.Zone].Total() == 0 && s.board.Mold(sg.Zone) != zone.ActiveMold {
			continue
		}
		for wi, w := range [3][2]int{{Hand1, 0}, {Hand2, 0}, {Hand1, 1}} {
			if !held[w[0]-Hand1] || w[1] == 1 && !(held[0] && held[1]) {
				continue // no weapon in that Hand, or not two for Dual: check refuses them
			}
			for _, conc := range [2]bool{false, true} {
				if conc && s.g.rules.noConcentrating {
					continue // NoConcentrating (seed 002)
				}
				k := ((i*s.g.m.Len()+int(sg.Zone))*3+wi)*2 + int(boolByte(conc))
				out = append(out, intern(&s.g.boxed.attack, k, Attack{Survivor: i, Weapon: w[0], Dual: w[1] == 1, Target: sg.Zone, Concentrated: conc}))
			}
		}
	}
	return out
}

// hasActionSkill reports whether Survivor i has a Skill that is an action
// of its own.
func (s *State) hasActionSkill(i int) bool {
	return s.countSkills(i, func(sk survivor.Skill) bool {
		switch sk.Kind {
		case survivor.Shove, survivor.Lifesaver, survivor.Jump, survivor.Bloodlust, survivor.BornLeader, survivor.Taunt:
			return true
		}
		return false
	}) > 0
}
