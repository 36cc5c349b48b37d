// Command play plays a game of Zombicide: Invader on a built-in mission
// or a mission file with a bot, printing the board, every event of each round and the
// outcome.
//
// Usage:
//
//	go run ./examples/play [-mission demo|M0...M6|M11|FILE] [-bot greedy|lookahead|random] [-seed N] [-rounds N] [-rules K=V,...] [-quiet]
//
// -rules sets rule options, key=value pairs separated by commas, the keys
// of invader.Rules' JSON form ("ultrared=true,startXP=7"); the balance
// reports of examples/simulate give the command that replays each game
// they tell of with this program.
//
// FILE is a mission written in the text form of package mission, such as
// examples/missions/escape.txt.
//
// The bots are those of package bot: greedy (takes Objectives, fights when
// the odds are good, searches, steps away from Xenos, heads for the nearest
// Objective and then the Exit), lookahead (plays each choice's round out
// with greedy) and random.
package main

import (
	_ "embed"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/examples/internal/missions"
	"github.com/invaderengine/invader/examples/internal/rules"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

//go:embed base.txt
var baseMap string

func main() {
	name := flag.String("bot", "greedy", "the bot: "+strings.Join(bot.Names(), ", "))
	which := flag.String("mission", defaultMission, "the mission: demo, "+missions.Usage())
	seed := flag.Uint64("seed", defaultSeed, "the game's seed")
	rounds := flag.Int("rounds", 30, "stop after this many rounds")
	quiet := flag.Bool("quiet", false, "print only the outcome")
	options := flag.String("rules", "", "rule options, key=value pairs separated by commas; the keys: "+strings.Join(rules.Keys(), ", "))
	flag.Parse()
	out := io.Writer(os.Stdout)
	if *quiet {
		out = io.Discard
	}
	m, err := pickMission(*which)
	if err != nil {
		fmt.Fprintln(os.Stderr, "play:", err)
		os.Exit(1)
	}
	r, err := rules.Parse(*options)
	if err != nil {
		fmt.Fprintln(os.Stderr, "play:", err)
		os.Exit(1)
	}
	s, err := play(out, m, *name, *seed, *rounds, r.Option())
	if err != nil {
		fmt.Fprintln(os.Stderr, "play:", err)
		os.Exit(1)
	}
	fmt.Printf("Outcome after %d rounds: %v\n", s.Round(), s.Outcome())
}

// The game played without flags: one the greedy bot wins (main_test.go
// checks it; when a rule change makes it lose, pick another seed).
const (
	defaultMission = "M1"
	defaultSeed    = 3
)

// demoMission is the demo mission: take every Objective, then reach the
// Exit with everyone.
func demoMission() mission.Mission {
	return mission.Mission{
		ID: "demo", Title: "Salvage run", Map: zone.MustParse(baseMap), Players: 2,
		Goals: []mission.Goal{{Kind: mission.TakeAllObjectives}, {Kind: mission.ReachExit}},
	}
}

func pickMission(id string) (mission.Mission, error) {
	if id == "demo" {
		return demoMission(), nil
	}
	return missions.Load(id)
}

// play plays seed's game of m with the bot called name, rounds rounds at
// most, under the rule options opts (but the seed), printing it on w.
func play(w io.Writer, m mission.Mission, name string, seed uint64, rounds int, opts ...invader.Option) (invader.State, error) {
	b, err := bot.ByName(name, seed)
	if err != nil {
		return invader.State{}, err
	}
	s, events, err := invader.Start(m, append(opts, invader.Seed(seed))...)
	if err != nil {
		return s, err
	}
	fmt.Fprintf(w, "%s %s", m.ID, m.Title)
	if m.Difficulty != "" {
		fmt.Fprintf(w, " (%s)", m.Difficulty)
	}
	fmt.Fprintln(w)
	for i, g := range m.Goals {
		fmt.Fprintf(w, "  goal %d: %v\n", i+1, g)
	}
	fmt.Fprint(w, s.Map().Format())
	report(w, s, events)
	for !s.IsOver() && s.Round() <= rounds {
		a := b.Act(s)
		next, events, err := s.Apply(a)
		if err != nil {
			return s, fmt.Errorf("bot chose %q: %w", s.FormatAction(a), err)
		}
		fmt.Fprintf(w, "> %s\n", s.FormatAction(a))
		report(w, next, events)
		s = next
	}
	return s, nil
}
