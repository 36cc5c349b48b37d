package invader_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// tinyMission is two corridors and a room behind a closed door, played by
// Cole and Vivian, who share one player.
func tinyMission() mission.Mission {
	cole, _ := survivor.Lookup("Cole")
	vivian, _ := survivor.Lookup("Vivian")
	return mission.Mission{
		ID: "tiny",
		Map: zone.MustParse(`
+--+--+--+
|s .c Dr |
+--+--+--+

s: corridor start
c: corridor exit
r: room objective
`),
		Survivors: []survivor.Card{cole, vivian},
		Goals:     []mission.Goal{{Kind: mission.TakeAllObjectives}, {Kind: mission.ReachExit}},
	}
}

// New starts a game; Pending says who decides what, and Legal lists the
// choices, here written in the game's notation: at any player decision,
// they include the discards every Survivor may make (p.18).
func ExampleNew() {
	g, err := invader.New(tinyMission(), invader.Seed(1))
	if err != nil {
		fmt.Println(err)
		return
	}
	p := g.Pending()
	fmt.Printf("round %d, %v phase: player %d makes an %v decision\n", g.Round(), g.Phase(), p.Player, p.Decision)
	for _, a := range g.Legal() {
		fmt.Println(g.FormatAction(a))
	}
	// Output:
	// round 1, players phase: player 0 makes an activation decision
	// activate Cole
	// activate Vivian
	// Vivian discard card0
	// Cole discard card4
}

// Apply returns the next State and the events that describe what
// happened; the State it is called on does not change.
func ExampleState_Apply() {
	g, _ := invader.New(tinyMission(), invader.Seed(1))
	for _, line := range []string{"activate Vivian", "Vivian move c", "Vivian open d0"} {
		a, err := g.ParseAction(line)
		if err != nil {
			fmt.Println(err)
			return
		}
		next, events, err := g.Apply(a)
		if err != nil {
			fmt.Println(err)
			return
		}
		var types []string
		for _, e := range events {
			types = append(types, strings.TrimPrefix(fmt.Sprintf("%T", e), "invader."))
		}
		fmt.Printf("%s: %s\n", line, strings.Join(types, ", "))
		g = next
	}
	left, _ := g.ActionsLeft()
	fmt.Println("Vivian has", left, "Actions left: the door was free")

	// An illegal action is refused with a reason and changes nothing.
	_, _, err := g.Apply(invader.Move{Survivor: 0, To: 0})
	var illegal *invader.IllegalError
	if errors.As(err, &illegal) {
		fmt.Printf("%q refused: %v\n", g.FormatAction(illegal.Action), illegal.Reason)
	}
	// Output:
	// activate Vivian: SurvivorActivated
	// Vivian move c: SurvivorMoved
	// Vivian open d0: DoorOpened
	// Vivian has 2 Actions left: the door was free
	// "Cole move s" refused: not this survivor's or player's turn
}

// Replay plays a list of actions from the start: the same mission, options
// and actions always give the same game.
func ExampleReplay() {
	m := tinyMission()
	r := m.Map.MustLookup("r")
	actions := []invader.Action{
		invader.Activate{Survivor: 1},
		invader.Move{Survivor: 1, To: m.Map.MustLookup("c")},
		invader.OpenDoor{Survivor: 1, Door: 0},
		invader.Move{Survivor: 1, To: r},
		invader.TakeObjective{Survivor: 1, Objective: 0},
	}
	g, events, err := invader.Replay(m, actions, invader.Seed(1))
	if err != nil {
		fmt.Println(err)
		return
	}
	again, _, _ := invader.Replay(m, actions, invader.Seed(1))
	fmt.Println("same game:", again.Hash() == g.Hash())
	v := g.Survivor(1)
	fmt.Printf("%s is in %s with %d XP; goals done: %d of 2\n", v.Card.Name, g.Map().Zone(v.Zone).Name, v.XP, g.GoalsDone())
	for _, e := range events {
		if x, ok := e.(invader.XPGained); ok {
			fmt.Println(g.FormatEvent(x))
		}
	}
	// Output:
	// same game: true
	// Vivian is in r with 5 XP; goals done: 1 of 2
	// Vivian gains 5 XP (5 in all)
}

// Reseed gives a copy of the game another future: a bot plays its
// candidate moves out on reseeded copies, or it would see the dice and
// cards the real game has in store.
func ExampleState_Reseed() {
	m, _ := mission.Builtin("M1")
	deck := m.XenoDeck()
	g, _ := invader.New(m, invader.Seed(1))
	drawn := func(g invader.State) []string { // three rounds, every Turn ended at once
		var cards []string
		for g.Round() <= 3 && !g.IsOver() {
			a := g.Legal()[0]
			for _, b := range g.Legal() {
				if _, ok := b.(invader.EndTurn); ok {
					a = b
				}
			}
			next, events, _ := g.Apply(a)
			for _, e := range events {
				if c, ok := e.(invader.XenoCardDrawn); ok {
					cards = append(cards, deck[c.Card].Card.Name(m.Kinds()))
				}
			}
			g = next
		}
		return cards
	}
	fmt.Println("the game:     ", drawn(g))
	fmt.Println("a copy:       ", drawn(g))
	fmt.Println("reseeded copy:", drawn(g.Reseed(2)))
	// Output:
	// the game:      [spawn Hunter 0/1/2/2 spawn Worker 1/2/4/6 mold: 1 Tank]
	// a copy:        [spawn Hunter 0/1/2/2 spawn Worker 1/2/4/6 mold: 1 Tank]
	// reseeded copy: [mold: 1 Worker spawn Worker 1/2/3/4 spawn Tank 0/1/2/2]
}

// Drawn shows the card a Survivor drew and must now keep or discard.
func ExampleState_Drawn() {
	g, _ := invader.New(tinyMission(), invader.Seed(3))
	for _, line := range []string{"activate Vivian", "Vivian move c", "Vivian open d0", "Vivian move r", "Vivian search"} {
		a, _ := g.ParseAction(line)
		g, _, _ = g.Apply(a)
	}
	card, who, ok := g.Drawn()
	fmt.Println(ok, g.Survivor(who).Card.Name, "drew", card.Card.Name, "- pending:", g.Pending().Decision)
	// Output:
	// true Vivian drew Energy Cell - pending: keep
}

// A game at a real table: the players roll the dice and draw the cards,
// and tell the engine what came up. ExternalChance stops the game at each
// chance event; DescribeChance says what is drawn or rolled, for whom,
// and a Chance names the outcome by its label (a card's name, a die's
// face).
func ExampleExternalChance() {
	g, err := invader.New(tinyMission(), invader.ExternalChance())
	if err != nil {
		fmt.Println(err)
		return
	}
	table := []string{"SMG", "Cattle Prod"} // what the players drew
	script := []string{"activate Vivian", "Vivian move c", "Vivian open d0", "Vivian move r", "Vivian take o0",
		"Cole move c", "Cole end", "activate Vivian", "Vivian move c"}
	for !g.IsOver() {
		var a invader.Action
		if g.Pending().Decision == invader.ChanceDecision {
			fmt.Printf("%s: %s\n", g.DescribeChance(), table[0])
			a, table = invader.Chance{Outcome: table[0]}, table[1:]
		} else if a, err = g.ParseAction(script[0]); err != nil {
			fmt.Println(err)
			return
		} else {
			script = script[1:]
		}
		next, events, err := g.Apply(a)
		if err != nil {
			fmt.Println(err)
			return
		}
		for _, e := range events {
			switch e.(type) {
			case invader.CardDealt, invader.GoalDone, invader.GameWon:
				fmt.Println(g.FormatEvent(e))
			}
		}
		g = next
	}
	// Output:
	// Starting Equipment for Cole: SMG
	// Cole is dealt the SMG
	// Starting Equipment for Vivian: Cattle Prod
	// Vivian is dealt the Cattle Prod
	// goal 1 done: take all objectives
	// goal 2 done: reach the exit
	// the mission is won
}

// SpawnZones tunes the difficulty (p.37): M3 starts with its red Spawn
// Zone active; with two, its green one wakes from the start as well; it
// has no third.
func ExampleSpawnZones() {
	m, _ := mission.Builtin("M3")
	for _, n := range []int{0, 2, 3} {
		s, err := invader.New(m, invader.SpawnZones(n))
		if err != nil {
			fmt.Println(err)
			continue
		}
		var active []string
		for i, sp := range m.Map.Spawns() {
			if s.Board().SpawnActive(i) {
				active = append(active, m.Map.Zone(sp.Zone).Name)
			}
		}
		fmt.Println(n, active)
	}
	// Output:
	// 0 [sp]
	// 2 [s sp]
	// invader: rule option SpawnZones 3: the map has 2 Spawn Zones
}

// A program that keeps a game's Rules (a server's store, a game record)
// starts the same game again from them, seed included.
func ExampleRules_Option() {
	m, _ := mission.Builtin("M0")
	s, _ := invader.New(m, invader.Seed(7), invader.Ultrared(), invader.Doors(invader.DoorCostsAction))
	saved, _ := json.Marshal(s.Rules())
	fmt.Println(string(saved))

	var r invader.Rules
	_ = json.Unmarshal(saved, &r)
	again, _ := invader.New(m, r.Option())
	fmt.Println(again.Equal(s))
	// Output:
	// {"seed":7,"doors":"costs an action","ultrared":true}
	// true
}

// With 8 Survivors or more, the players choose at setup, before the deal,
// the card the 8th (10th...) adds to the Starting Equipment: "an axe, a
// pistol or a crowbar, your choice!" (seed 004, §15), in Invader the SMG,
// the Sledge or the Cattle Prod. The first choice is the default.
func ExampleChooseStarting() {
	m := tinyMission()
	for len(m.Survivors) < 8 {
		c := survivor.Base()[len(m.Survivors)%6]
		c.Name = fmt.Sprintf("%s%d", c.Name, len(m.Survivors)+1)
		m.Survivors = append(m.Survivors, c)
	}
	g, _ := invader.New(m, invader.Seed(1))
	p := g.Pending()
	fmt.Printf("%v decision for %s\n", p.Decision, g.Survivor(p.Survivor).Card.Name)
	for _, a := range g.Legal() {
		fmt.Printf("%s: the %s\n", g.FormatAction(a), g.Cards()[a.(invader.ChooseStarting).Card].Card.Name)
	}
	g, events, _ := g.Apply(g.Legal()[1])
	fmt.Println(g.FormatEvent(events[0]))
	fmt.Println(g.Round(), g.Pending().Decision)
	// Output:
	// starting decision for Vivian8
	// Vivian8 starting card70: the SMG
	// Vivian8 starting card71: the Sledge
	// Vivian8 starting card72: the Cattle Prod
	// for Vivian8, the Sledge joins the Starting Equipment
	// 1 activation
}

// A Survivor alone in its Zone takes the Xenos' attacks one after the
// other; before one that would eliminate it, while an M.R.E. it holds can
// save it, the game waits for its player (p.18: cards are discarded at
// any time): TakeWound, first, takes the wound; a Discard of the M.R.E.
// heals first.
func ExampleTakeWound() {
	g, _ := invader.ParsePosition(`
turn active=Vivian actions=3
survivor Cole s activated
survivor Vivian c activated pack1=M.R.E.
xenos c worker=2`, tinyMission())
	g, events, _ := g.Apply(invader.EndTurn{Survivor: 1})
	for _, e := range events {
		fmt.Println(g.FormatEvent(e))
	}
	fmt.Println(g.Pending().Decision)
	for _, a := range g.Legal() {
		fmt.Println(g.FormatAction(a))
	}
	// Output:
	// Vivian ends the Turn
	// the Xenos' Phase begins
	// a Worker wounds Vivian in c: 1 Damage, 1 Armor left
	// brace
	// Vivian takes
	// Vivian discard card44
}
