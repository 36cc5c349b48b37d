package invadertest_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
)

// myMission stands for the user's mission in the README's snippet.
var myMission, _ = mission.Parse(`id: mine
title: two corridors and a room
survivors: Cole Vivian
goal: take all objectives
goal: reach the exit
xenos: c worker 1
map:
+--+--+
|s .c |
+--+oo+
   |r |
   +--+

s: corridor start exit
c: corridor spawn
r: room objective
`)

// The README's snippet: a user's mission checked by the random-play
// machine.
func TestMyMission(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { invadertest.Play(t, myMission, 100) })
}
