package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
)

// Special rooms and the exterior (pp.34-35), on base (boards_test.go):
// Soldiers Search in Security Rooms; an Oxygen Supply Room gives Oxygen
// Tanks; an airlock leads outside, where a Survivor needs an Oxygen Tank
// in a Body slot to enter, Bullets weapons cannot be used and no Hellfire
// burns.

func TestSpecialRooms(t *testing.T) {
	check(t,
		rule{
			name:    "p.34: a Soldier Searches in a Security Room",
			mission: base,
			position: `
turn active=Cole actions=3
survivor Cole r1 activated`,
			play: []string{"Cole search", "chance Sledge", "Cole keep hand1", "Cole done"},
			events: []string{
				"Cole gets the Sledge",
				"Cole keeps the Sledge in hand1",
				"Cole reorganizes for free",
			},
		},
		rule{
			name:    "p.35: in an Oxygen Supply Room any Survivor takes an Oxygen Tank with its Search of the Turn",
			mission: base,
			position: `
turn active=Cole actions=3
survivor Cole o1 activated`,
			play: []string{"Cole oxygen", "Cole keep body1", "Cole done"},
			events: []string{
				"Cole gets the Oxygen Tank",
				"Cole keeps the Oxygen Tank in body1",
				"Cole reorganizes for free",
			},
			then: actionsLeft(2),
		},
		rule{
			name:    "p.35: taking an Oxygen Tank is the Survivor's Search of the Turn",
			mission: base,
			position: `
turn active=Vivian actions=3
survivor Vivian o1 activated`,
			play:    []string{"Vivian oxygen", "Vivian keep body1", "Vivian done", "Vivian search"},
			refused: invader.AlreadySearched,
		},
	)
}

func TestExterior(t *testing.T) {
	check(t,
		rule{
			name:    "p.35: entering an exterior Zone needs an Oxygen Tank",
			mission: base,
			position: `
turn active=Cole actions=3
survivor Cole a1 activated`,
			play:    []string{"Cole move e1"},
			refused: invader.NeedsOxygen,
		},
		rule{
			name:    "p.35: the Oxygen Tank works only in a Body slot",
			mission: base,
			position: `
turn active=Cole actions=3
survivor Cole a1 activated pack1="Oxygen Tank"`,
			play:    []string{"Cole move e1"},
			refused: invader.NeedsOxygen,
		},
		rule{
			name:    "p.35: with an Oxygen Tank in a Body slot, a Survivor goes out through the airlock",
			mission: base,
			position: `
turn active=Cole actions=3
survivor Cole a1 activated body1="Oxygen Tank"`,
			play: []string{"Cole move e1"},
			events: []string{
				"Cole moves a1 → e1",
			},
		},
		rule{
			name:    "p.35: coming back in needs no oxygen",
			mission: base,
			position: `
turn active=Cole actions=3
survivor Cole e1 activated`,
			play: []string{"Cole move a1"},
			events: []string{
				"Cole moves e1 → a1",
			},
		},
		rule{
			name:    "p.35: an airlock's passage is no Line of Sight",
			mission: base,
			position: `
turn active=Cole actions=3
survivor Cole a1 activated hand1="Heavy Shotgun"
xenos e1 worker=1`,
			play:    []string{"Cole attack e1 hand1"},
			refused: invader.OutOfRange,
		},
		rule{
			name:    "p.35: Bullets weapons cannot be used outside",
			mission: base,
			position: `
turn active=Cole actions=3
survivor Cole e1 activated body1="Oxygen Tank" hand1=SMG
xenos e2 worker=1`,
			play:    []string{"Cole attack e2 hand1"},
			refused: invader.NoBulletsOutside,
		},
		rule{
			name:    "p.35: an Energy weapon works outside",
			mission: base,
			position: `
turn active=Cole actions=3
survivor Cole e1 activated body1="Oxygen Tank" hand1="Heavy Cutter"
xenos e1 worker=1`,
			play: []string{"Cole attack e1 hand1", "chance 3", "chance 4"},
			events: []string{
				"Cole rolls a 3",
				"Cole rolls a 4",
				"Cole's attack on e1: 2 hits, 0 misses",
				"Cole eliminates a Worker in e1",
				"Cole gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.34: no Hellfire burns in an exterior Zone",
			mission: base,
			position: `
turn active=Cole actions=3
survivor Cole e1 activated body1="Oxygen Tank" hand1=Flamethrower+Canister
xenos e2 worker=1`,
			play:    []string{"Cole attack e2 hand1"},
			refused: invader.NoHellfireOutside,
		},
	)
}

func TestOxygenAnywhere(t *testing.T) {
	check(t,
		rule{
			name:    "p.35 (RULINGS \"Oxygen\", the house rule oxygen=anywhere): an Oxygen Tank anywhere in the inventory lets the Survivor out",
			mission: base,
			position: `
rules oxygen=anywhere
turn active=Cole actions=3
survivor Cole a1 activated pack1="Oxygen Tank"`,
			play: []string{"Cole move e1"},
			events: []string{
				"Cole moves a1 → e1",
			},
		},
	)
}
