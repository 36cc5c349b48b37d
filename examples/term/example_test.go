package main

import (
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

// A session reads the players' lines (a number from the list of legal
// actions, an action in notation, or a command) and answers each; here
// without the board and the lists of actions it prints before each prompt.
func Example() {
	m, _ := mission.Builtin("M0")
	s, events, _ := invader.Start(m, invader.Seed(1))
	g := newSession(s, events, config{bot: bot.Greedy(), botName: "greedy", echo: true})
	var out strings.Builder
	_ = g.Run(strings.NewReader("activate Cole\n1\nCole move zz\nundo\nquit\n"), &out)
	for _, line := range strings.Split(out.String(), "\n") {
		for _, start := range []string{"> ", "  Cole", "invader:", "Undone", "Goodbye", "player", "Cole ["} {
			if strings.HasPrefix(line, start) {
				fmt.Println(line)
			}
		}
	}
	// Output:
	//   Cole is dealt the SMG
	// player 1 [1-12, an action, or help]> activate Cole
	// > activate Cole
	//   Cole takes a Turn with 3 Actions
	// Cole [1-17, an action, or help]> 1
	// > Cole move c1
	//   Cole moves s → c1
	// Cole [1-13, an action, or help]> Cole move zz
	// invader: Cole move zz: no zone zz
	// Cole [1-13, an action, or help]> undo
	// Undone: Cole move c1
	// Cole [1-17, an action, or help]> quit
	// Goodbye: the game is left unfinished (save it first to play on later).
}
