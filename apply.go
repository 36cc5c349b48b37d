package invader

import (
	"fmt"

	"github.com/invaderengine/invader/zone"
)

// Apply carries out action a and returns the next State and the events
// that describe what happened, in order. s itself is never modified. If
// the rules do not allow a now, Apply returns s unchanged, no events, and
// an *[IllegalError] wrapping [ErrIllegal].
//
// Apply costs time in proportion to what the action touches, never to the
// length of the game.
func (s State) Apply(a Action) (State, []Event, error) {
	p := s.Pending()
	if r := s.knowing(p).check(a); r != 0 { // the decision worked out once
		return s, nil, illegal(a, r)
	}
	t := &tx{State: s}
	t.apply(a)
	if p.Decision == ActionDecision && t.turn.active == p.Survivor {
		t.turn.acted = true
		if _, move := a.(Move); !move {
			t.turn.onward = 0 // any other action ends a Move across Zones
		}
	}
	t.settle()
	return t.State, t.ev, nil
}

// check returns why a is illegal now, or 0.
func (s State) check(a Action) Reason {
	if s.g == nil {
		return NoSuchThing
	}
	switch a := a.(type) {
	case Activate:
		return s.checkActivate(a)
	case Move:
		return s.checkMove(a)
	case OpenDoor:
		return s.checkDoor(a.Survivor, a.Door, zone.Open)
	case CloseDoor:
		return s.checkDoor(a.Survivor, a.Door, zone.Closed)
	case MakeNoise:
		return s.checkNoise(a)
	case TakeObjective:
		return s.checkTake(a)
	case EndTurn:
		return s.checkEnd(a)
	case ChooseSkill:
		return s.checkSkill(a)
	case Chance:
		return s.checkChance(a)
	case AssignWound:
		return s.checkWound(a)
	case SplitXenos:
		return s.checkSplit(a)
	case Search:
		return s.checkSearch(a)
	case Keep:
		return s.checkKeep(a)
	case Discard:
		return s.checkDiscard(a)
	case Reorganize:
		return s.checkReorganize(a)
	case Arrange:
		return s.checkArrange(a)
	case Attach:
		return s.checkAttach(a)
	case DoneReorganizing:
		return s.checkDoneReorg(a)
	case Attack:
		return s.checkAttack(a)
	case Reroll:
		return s.checkReroll(a)
	case Heal:
		return s.checkHeal(a)
	case Shove:
		return s.checkShove(a)
	case Lifesave:
		return s.checkLifesave(a)
	case Jump:
		return s.checkJump(a)
	case Bloodlust:
		return s.checkBloodlust(a)
	case Lead:
		return s.checkLead(a)
	case Taunt:
		return s.checkTaunt(a)
	case TakeWound:
		return s.checkTakeWound(a)
	case TakeOxygen:
		return s.checkTakeOxygen(a)
	case MachineMove:
		return s.checkMachineMove(a)
	case MachineAttack:
		return s.checkMachineAttack(a)
	case ForceDoor:
		return s.checkForceDoor(a)
	case MachineForceDoor:
		return s.checkMachineForceDoor(a)
	}
	return NotNow // nil Action
}

func (t *tx) apply(a Action) {
	switch a := a.(type) {
	case Activate:
		t.applyActivate(a)
	case Move:
		t.applyMove(a)
	case OpenDoor:
		t.applyOpenDoor(a)
	case CloseDoor:
		t.applyCloseDoor(a)
	case MakeNoise:
		t.applyNoise(a)
	case TakeObjective:
		t.applyTake(a)
	case EndTurn:
		t.applyEnd(a)
	case ChooseSkill:
		t.applySkill(a)
	case Chance:
		t.applyChance(a)
	case AssignWound:
		t.applyWound(a)
	case SplitXenos:
		t.applySplit(a)
	case Search:
		t.applySearch(a)
	case Keep:
		t.applyKeep(a)
	case Discard:
		t.applyDiscard(a)
	case Reorganize:
		t.applyReorganize(a)
	case Arrange:
		t.applyArrange(a)
	case Attach:
		t.applyAttach(a)
	case DoneReorganizing:
		t.applyDoneReorg(a)
	case Attack:
		t.applyAttack(a)
	case Reroll:
		t.applyReroll(a)
	case Heal:
		t.applyHeal(a)
	case Shove:
		t.applyShove(a)
	case Lifesave:
		t.applyLifesave(a)
	case Jump:
		t.applyJump(a)
	case Bloodlust:
		t.applyBloodlust(a)
	case Lead:
		t.applyLead(a)
	case Taunt:
		t.applyTaunt(a)
	case TakeWound:
		t.applyTakeWound(a)
	case TakeOxygen:
		t.applyTakeOxygen(a)
	case MachineMove:
		t.applyMachineMove(a)
	case MachineAttack:
		t.applyMachineAttack(a)
	case ForceDoor:
		t.applyForceDoor(a)
	case MachineForceDoor:
		t.applyMachineForceDoor(a)
	default:
		panic(fmt.Sprintf("invader: unknown action %T", a)) // unreachable: check accepted it
	}
}
