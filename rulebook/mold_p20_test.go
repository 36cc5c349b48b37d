package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
)

// Mold (p.20): a Spoiler Abomination spreads Mold where it goes; a Mold
// Zone's walls count as openings (but toward the exterior), its doors
// and Objective tokens are removed, it cannot be Searched, and the game
// is lost when Active Mold links two Spawn Zones. A position's mold line
// places the token alone: the doors it removes are written apart
// (doors d1=removed).

func TestMold(t *testing.T) {
	check(t,
		rule{
			name:    "p.20: a Spoiler Abomination moving into a Zone spreads Active Mold there",
			mission: chain,
			position: `
survivor Cole s
xenos c1 spoiler=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves c1 → s",
				"active Mold in s",
			},
		},
		rule{
			name:    "p.20: the game is lost when Active Mold links two Spawn Zones",
			mission: chain,
			position: `
survivor Cole c3
xenos c1 spoiler=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves c1 → c2",
				"active Mold in c2",
				"the mission is lost: two spawn zones are linked by active mold",
			},
		},
		rule{
			name:    "p.20: Mold spreading over an Objective token removes it: the game is lost when an Objective still needs it",
			mission: objexit,
			position: `
survivor Cole c2
xenos c1 spoiler=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination moves c1 → c2",
				"active Mold in c2",
				"Mold takes o0 away",
				"the mission is lost: the mission's objectives can no longer be achieved",
			},
		},
		rule{
			name:    "p.20: the walls of a Mold Zone count as openings: a Survivor walks through",
			mission: rooms,
			position: `
mold r2=active
doors d1=removed
turn active=Cole actions=3
survivor Cole r2 activated`,
			play: []string{"Cole move r1"},
			events: []string{
				"Cole moves r2 → r1",
			},
		},
		rule{
			name:    "p.20: a Zone with Mold cannot be Searched",
			mission: vivian,
			position: `
mold r3=inactive
survivor Vivian r3`,
			play:    []string{"Vivian search"},
			refused: invader.NotSearchable,
		},
	)
}
