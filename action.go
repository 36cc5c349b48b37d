package invader

import (
	"fmt"
)

// An Action is a decision that [State.Apply] carries out: a Survivor's
// Action, a player's choice, or the outcome of a chance event supplied by
// the caller. The set is closed: only this package defines actions, and
// each is a small comparable struct, so actions can be compared with ==
// and used as map keys. [ActionSpecs] describes every kind: its JSON
// "type", its text notation and its fields.
//
// Implementations: [Activate], [Move], [OpenDoor], [CloseDoor],
// [MakeNoise], [TakeObjective], [EndTurn], [ChooseSkill], [Chance],
// [AssignWound], [SplitXenos], [Search], [Keep], [Discard], [Reorganize],
// [Arrange], [Attach], [DoneReorganizing], [Attack], [Reroll], [Heal],
// [Shove], [Lifesave], [Jump], [Bloodlust], [Lead], [Taunt], [TakeWound],
// [TakeOxygen], [MachineMove], [MachineAttack], [ForceDoor],
// [MachineForceDoor], [AssignHit], [TurnGate], [ChooseStarting].
type Action interface {
	fmt.Stringer
	check(s *judge) Reason // why the rules refuse the action now, or 0
	apply(t *tx)           // carries out an action check accepted
}
