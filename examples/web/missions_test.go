package main

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

// Every built-in mission plays to its end through the page's API, every
// seat a person: at each step the page offers exactly the legal actions,
// each with the words of its notation, and the action a person picks (the
// greedy bot's choice stands for them) is taken.
func TestAPIEveryMissionToItsEnd(t *testing.T) {
	srv := testServer(t)
	for _, id := range mission.Builtins() {
		t.Run(id, func(t *testing.T) {
			g := newGameAPI(t, srv, map[string]string{"mission": id, "seed": "3"})
			v := g
			for step := 0; !v.Over; step++ {
				require.Less(t, step, 5000, "the game does not end")
				s := stateAPI(t, srv, g.ID)
				legal := s.Legal()
				require.Len(t, v.Actions, len(legal), "step %d: the page offers another number of actions", step)
				for k, a := range legal {
					require.Equal(t, s.FormatAction(a), v.Actions[k].Text, "step %d", step)
				}
				var status int
				v, status = actAPI(t, srv, g.ID, s.FormatAction(bot.Greedy().Act(s)))
				require.Equal(t, http.StatusOK, status, "step %d", step)
			}
			require.NotEmpty(t, v.Outcome)
			t.Logf("%s: %s after %d steps", id, v.Outcome, v.Steps)
		})
	}
}
