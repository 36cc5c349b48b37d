package mission

import (
	"fmt"

	"github.com/invaderengine/invader/zone"
)

// A Cause is what sets a [Trigger] off.
type Cause uint8

const (
	// ObjectiveTaken: a Survivor takes an Objective token of the trigger's
	// colour (any colour when it is Neutral).
	ObjectiveTaken Cause = iota + 1
	// DoorOpened: a Survivor opens a door of the trigger's colour (any
	// door when it is Neutral) for the first time.
	DoorOpened
)

// An Effect is what a [Trigger] does.
type Effect uint8

const (
	// UnlockDoors unlocks every door of colour Arg (p.22: coloured doors
	// open only when the mission says so).
	UnlockDoors Effect = iota + 1
	// ActivateSpawns wakes every Spawn Zone of colour Arg (p.28).
	ActivateSpawns
	// GivePrototype hands the Survivor who set the trigger off a random
	// card from those set aside: the Prototype weapons (M11), and the
	// cards the mission sets aside ([Mission.SetAside]).
	GivePrototype
	// GiveXP gives that Survivor N more Experience Points.
	GiveXP
)

// A Trigger is one of a mission's special rules: when Cause happens with a
// token of colour Color, do Effect (with Arg or N).
type Trigger struct {
	Cause  Cause      `json:"cause"`
	Color  zone.Color `json:"color,omitzero"`
	Effect Effect     `json:"effect"`
	Arg    zone.Color `json:"arg,omitzero"` // UnlockDoors, ActivateSpawns
	N      int        `json:"n,omitzero"`   // GiveXP
}

// Matches reports whether the trigger fires for cause c on a token of
// colour col.
func (t Trigger) Matches(c Cause, col zone.Color) bool {
	return t.Cause == c && (t.Color == zone.Neutral || t.Color == col)
}

func (t Trigger) validate() error {
	switch {
	case t.Cause < ObjectiveTaken || t.Cause > DoorOpened:
		return fmt.Errorf("unknown cause %d", t.Cause)
	case t.Effect < UnlockDoors || t.Effect > GiveXP:
		return fmt.Errorf("unknown effect %d", t.Effect)
	case t.Effect == GiveXP && (t.N < 1 || t.N > 100):
		return fmt.Errorf("GiveXP %d: want 1 to 100", t.N)
	}
	return nil
}
