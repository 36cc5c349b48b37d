package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
)

// Movement (p.13): a Move Action takes a Survivor into an adjacent Zone
// it can step to: corridors connect across their floor markings, rooms
// through openings and open doors; walls and closed doors stop it. The
// rules are played on rooms (boards_test.go).

func TestMovement(t *testing.T) {
	check(t,
		rule{
			name:    "p.13: a Move Action takes a Survivor into the next corridor Zone, for one Action",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c1 activated`,
			play: []string{"Cole move c2"},
			events: []string{
				"Cole moves c1 → c2",
			},
			then: actionsLeft(2),
		},
		rule{
			name:    "p.13: a Survivor enters a room through an opening",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c2 activated`,
			play: []string{"Cole move r3"},
			events: []string{
				"Cole moves c2 → r3",
			},
		},
		rule{
			name:    "p.13: a Survivor moves from room to room through an opening",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole r3 activated`,
			play: []string{"Cole move r2"},
			events: []string{
				"Cole moves r3 → r2",
			},
		},
		rule{
			name:    "p.13: a closed door stops a Move",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c1 activated`,
			play:    []string{"Cole move r2"},
			refused: invader.Blocked,
		},
		rule{
			name:    "p.13: an open door lets a Survivor through",
			mission: rooms,
			position: `
doors d1=open
turn active=Cole actions=3
survivor Cole c1 activated`,
			play: []string{"Cole move r2"},
			events: []string{
				"Cole moves c1 → r2",
			},
		},
		rule{
			name:    "p.13: a wall stops a Move",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole r2 activated`,
			play:    []string{"Cole move r1"},
			refused: invader.Blocked,
		},
		rule{
			name:    "p.13: a Move goes one Zone only: a Zone two away is not adjacent",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole s activated`,
			play:    []string{"Cole move c2"},
			refused: invader.NotAdjacent,
		},
		rule{
			name:    "p.13: a Survivor may move into a Zone holding Xenos",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c1 activated
xenos c2 worker=2`,
			play: []string{"Cole move c2"},
			events: []string{
				"Cole moves c1 → c2",
			},
			then: actionsLeft(2),
		},
	)
}
