package invader

import (
	"fmt"

	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
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
// [MachineForceDoor].
type Action interface {
	fmt.Stringer
	check(s *judge) Reason // why the rules refuse the action now, or 0
	apply(t *tx)           // carries out an action check accepted
}

// Activate starts the Turn of one of the player's Survivors (p.10): each
// player activates their Survivors one at a time, in the order they like.
type Activate struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[Activate]("activate {survivor}")

func (a Activate) String() string { return notation(a) }

// Move moves the Survivor to an adjacent Zone (p.13, p.22). It costs one
// Action, plus one per Xeno in the Zone it leaves.
type Move struct {
	Survivor int     `json:"survivor"`
	To       zone.ID `json:"to"`
}

var _ = defAction[Move]("{survivor} move {zone To}")

func (a Move) String() string { return notation(a) }

// OpenDoor opens a closed door on the Survivor's Zone (p.22).
type OpenDoor struct {
	Survivor int         `json:"survivor"`
	Door     zone.DoorID `json:"door"`
}

var _ = defAction[OpenDoor]("{survivor} open {door}")

func (a OpenDoor) String() string { return notation(a) }

// CloseDoor closes an open door on the Survivor's Zone (p.22).
type CloseDoor struct {
	Survivor int         `json:"survivor"`
	Door     zone.DoorID `json:"door"`
}

var _ = defAction[CloseDoor]("{survivor} close {door}")

func (a CloseDoor) String() string { return notation(a) }

// MakeNoise puts a Noise token in the Survivor's Zone (p.24).
type MakeNoise struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[MakeNoise]("{survivor} noise")

func (a MakeNoise) String() string { return notation(a) }

// TakeObjective takes an Objective token in the Survivor's Zone (p.24);
// Objective indexes [zone.Map.Objectives].
type TakeObjective struct {
	Survivor  int `json:"survivor"`
	Objective int `json:"objective"`
}

var _ = defAction[TakeObjective]("{survivor} take {objective}")

func (a TakeObjective) String() string { return notation(a) }

// EndTurn ends the Survivor's Turn: "Do Nothing" (p.24). Unused Actions
// are lost.
type EndTurn struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[EndTurn]("{survivor} end")

func (a EndTurn) String() string { return notation(a) }

// ChooseSkill picks the Skill a Survivor gains on reaching the Orange or
// Red Danger Level (p.17).
type ChooseSkill struct {
	Survivor int            `json:"survivor"`
	Skill    survivor.Skill `json:"skill"`
}

var _ = defAction[ChooseSkill]("{survivor} skill {skill}")

func (a ChooseSkill) String() string { return notation(a) }

// Chance supplies the outcome of a chance event when the game was started
// with [ExternalChance]: Outcome indexes [State.ChanceOutcomes].
type Chance struct {
	Outcome int `json:"outcome"`
}

var _ = defAction[Chance]("chance {number Outcome}")

func (a Chance) String() string { return notation(a) }

// AssignWound picks the Survivor who takes the next Xeno attack when
// several Survivors share the attacked Zone (p.26): the players choose.
type AssignWound struct {
	Survivor int `json:"survivor"`
}

var _ = defAction[AssignWound]("wound {survivor}")

func (a AssignWound) String() string { return notation(a) }

// SplitXenos places the odd Xenos when a group splits between several
// equal ways (p.26): bit i of Extra gives way i one more Xeno. The ways
// are those of [State.SplitWays], in ascending order of zone.
type SplitXenos struct {
	Extra uint64 `json:"extra"`
}

var _ = defAction[SplitXenos]("split {bits Extra}")

func (a SplitXenos) String() string { return notation(a) }
