package equipment

import "fmt"

// An Opener says whether a card opens doors, and how: Zombicide 2nd
// Edition's door openers (seed 002: the door symbol on the card, "always
// with a Noisy or a Silent icon, telling whether opening a door with it
// makes a Noise token"). The zero value, [NoOpener], is every Invader
// card's. In JSON an Opener is its number, as a [Weapon] is.
//
// Do not reorder: append only.
type Opener uint8

const (
	NoOpener     Opener = iota // does not open doors
	SilentOpener               // opens doors without a Noise token
	NoisyOpener                // opening a door with it makes a Noise token
	numOpeners
)

var openerNames = [numOpeners]string{"no opener", "silent opener", "noisy opener"}

func (o Opener) String() string {
	if o < numOpeners {
		return openerNames[o]
	}
	return fmt.Sprintf("Opener(%d)", uint8(o))
}

// OpensDoors reports whether c opens doors (seed 002).
func (c Card) OpensDoors() bool { return c.Door == SilentOpener || c.Door == NoisyOpener }
