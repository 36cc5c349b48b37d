package invader

import (
	"errors"
	"fmt"
)

// ErrIllegal is wrapped by every error [State.Apply] returns for an action
// the rules do not allow now. Use errors.As with *[IllegalError] to learn
// why.
var ErrIllegal = errors.New("invader: illegal action")

// An IllegalError says why an action was refused.
type IllegalError struct {
	Action Action
	Reason Reason
	// Text is the action in the game's notation ("Cole move r1"), as
	// State.FormatAction writes it.
	Text string
}

// Error names the action in the game's notation and says what is wrong:
// "invader: Cole move r1: the zones are not adjacent".
func (e *IllegalError) Error() string {
	text := e.Text
	if text == "" {
		text = notation(e.Action)
	}
	return fmt.Sprintf("invader: %s: %v", text, e.Reason)
}

// Unwrap returns [ErrIllegal].
func (e *IllegalError) Unwrap() error { return ErrIllegal }

// A Reason is why an action is illegal. The values are stable: do not
// reorder, append only.
type Reason uint8

const (
	GameOver          Reason = iota + 1 // the game has ended
	NotNow                              // the game waits for another kind of decision
	NotYours                            // another Survivor or player must act
	NoSuchThing                         // the survivor, zone, door, objective or outcome does not exist
	NotAdjacent                         // the zones share no edge
	Blocked                             // a wall or closed door is in the way
	NeedsOxygen                         // entering an exterior Zone needs oxygen (p.35)
	NoActions                           // not enough Actions left
	DoorDone                            // the Survivor already used a door this Turn
	DoorLocked                          // the mission has not unlocked this door
	WrongDoorState                      // the door cannot be opened or closed from its state
	NotAtDoor                           // the door is not on the Survivor's Zone
	NoObjective                         // no such Objective token in the Survivor's Zone
	NoNoiseTokens                       // all Noise tokens are on the board
	AlreadyActivated                    // the Survivor already took its Turn this round
	NotAChoice                          // not one of the offered choices
	NotSearchable                       // the Zone cannot be Searched by this Survivor
	XenosThere                          // Xenos in the Zone forbid it
	AlreadySearched                     // the Survivor already Searched this Turn
	NothingToDraw                       // the Equipment deck and discard pile are empty
	WrongSlot                           // the card does not fit that slot (p.18)
	NoWeapon                            // no weapon in that Hand slot
	NotDual                             // the two weapons are not a Dual pair (p.16)
	NoBulletsOutside                    // Bullets weapons cannot be used outside (p.14)
	NoPower                             // a Prototype without an Energy Cell, or a Flamethrower without a Canister
	OutOfRange                          // the Zone is not in sight within the weapon's Range (p.16)
	NoTargets                           // no Xeno in the target Zone
	NoSkill                             // the Survivor lacks the Skill for it
	AlreadyUsed                         // a once-per-Turn Skill was already used
	NoHellfireOutside                   // a Hellfire cannot be set in an exterior Zone (p.34)
	CardInUse                           // the card is a weapon of the attack being rolled, or attached to one
	UltraBeforeRed                      // an Ultra weapon before its Survivor reaches Red (seed 004, §13)
	NotAtSwitch                         // the Survivor is not at the revolving gate's switch (seed 004, §16)
	OnlyMoveHere                        // a figure in a safe zone may only Move (seed 004, §16)
	NoDoorOpener                        // opening a door needs a door opener in Hand (seed 002)
	DoorsStayOpen                       // an open door cannot be closed (seed 002)
	NoCombatHere                        // no Combat Action in a zone holding a Hobo Abomination (seed 002)
	NoConcentrating                     // 2nd Edition has no Concentrated Attack: a zombie falls to one hit's Damage (seed 002)
	numReasons
)

var reasonNames = [numReasons]string{
	GameOver: "the game is over", NotNow: "not the decision the game waits for",
	NotYours: "not this survivor's or player's turn", NoSuchThing: "no such survivor, zone, door, objective or outcome",
	NotAdjacent: "the zones are not adjacent", Blocked: "a wall or a closed door is in the way",
	NeedsOxygen: "entering an exterior zone needs oxygen", NoActions: "not enough actions left",
	DoorDone: "a door was already used this turn", DoorLocked: "the door is locked",
	WrongDoorState: "the door is not in a state that allows it", NotAtDoor: "the door is not on the survivor's zone",
	NoObjective: "no such objective in the survivor's zone", NoNoiseTokens: "no Noise token left",
	AlreadyActivated: "the survivor already took its turn this round", NotAChoice: "not one of the choices",
	NotSearchable: "the zone cannot be searched by this survivor", XenosThere: "xenos are in the zone",
	AlreadySearched: "the survivor already searched this turn", NothingToDraw: "no equipment card left to draw",
	WrongSlot: "the card does not fit that slot", NoWeapon: "no weapon in that hand",
	NotDual: "not a pair of dual weapons", NoBulletsOutside: "bullets weapons cannot be used outside",
	NoPower: "the weapon needs an attached energy cell or canister", OutOfRange: "the zone is out of sight or range",
	NoTargets: "no xeno in the target zone", NoSkill: "the survivor lacks the skill",
	AlreadyUsed: "the skill was already used this turn", NoHellfireOutside: "a hellfire cannot be set outside",
	CardInUse:      "the card is in use in the attack being rolled",
	UltraBeforeRed: "an ultra weapon cannot be used before the red danger level",
	NotAtSwitch:    "the gate's switch is not in the survivor's zone", OnlyMoveHere: "in a safe zone a survivor may only move",
	NoDoorOpener: "opening a door needs a door opener in hand", DoorsStayOpen: "an open door cannot be closed",
	NoCombatHere:    "no combat action in the zone of this abomination",
	NoConcentrating: "no concentrated attack: each hit must eliminate on its own",
}

func (r Reason) String() string {
	if r > 0 && r < numReasons {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// illegal returns the error refusing a in s for reason r.
func (s *State) illegal(a Action, r Reason) *IllegalError {
	return &IllegalError{Action: a, Reason: r, Text: s.format(a)}
}
