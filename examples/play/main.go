// Command play plays a game of Zombicide: Invader on a built-in mission
// or a mission file with a bot, printing the board, every event of each round and the
// outcome.
//
// Usage:
//
//	go run ./examples/play [-mission demo|M0...M6|M11|FILE] [-bot greedy|lookahead|random] [-seed N] [-rounds N] [-rules K=V,...] [-quiet] [-lang en|zh]
//
// -lang says the game in English (en, the default) or Simplified Chinese
// (zh): the events, the outcome and the flags' help (package lang); the
// actions keep their notation, with their words beside them in Chinese.
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
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/examples/internal/missions"
	"github.com/invaderengine/invader/examples/internal/rules"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

//go:embed base.txt
var baseMap string

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run plays the game the command line asks for, printing it on stdout in
// the language -lang chooses; what goes wrong goes to stderr. It returns
// the exit code: 2 for a bad command line, 1 for a game that cannot be
// played.
func run(args []string, stdout, stderr io.Writer) int {
	l, err := lang.Parse(langArg(args))
	if err != nil {
		fmt.Fprintln(stderr, "play: -lang:", err)
		return 2
	}
	say := func(id string, args ...any) string { return l.Book(book, id, args...) }
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	name := fs.String("bot", "greedy", say("flag.bot", "bots", strings.Join(bot.Names(), ", ")))
	which := fs.String("mission", defaultMission, say("flag.mission", "missions", strings.Join(mission.Builtins(), ", ")))
	seed := fs.Uint64("seed", defaultSeed, say("flag.seed"))
	rounds := fs.Int("rounds", 30, say("flag.rounds"))
	quiet := fs.Bool("quiet", false, say("flag.quiet"))
	options := fs.String("rules", "", say("flag.rules", "keys", strings.Join(rules.Keys(), ", ")))
	fs.String("lang", "en", say("flag.lang", "langs", lang.Tags()))
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintln(stderr, "play:", say("error.argument", "arg", fmt.Sprintf("%q", fs.Arg(0))))
		return 2
	}
	out := stdout
	if *quiet {
		out = io.Discard
	}
	m, err := pickMission(*which)
	if err != nil {
		fmt.Fprintln(stderr, "play:", err)
		return 1
	}
	r, err := rules.Parse(*options)
	if err != nil {
		fmt.Fprintln(stderr, "play:", err)
		return 1
	}
	s, err := play(out, l, m, *name, *seed, *rounds, r.Option())
	if err != nil {
		fmt.Fprintln(stderr, "play:", l.Error(err))
		return 1
	}
	fmt.Fprintln(stdout, say("outcome", "n", s.Round(), "outcome", l.Outcome(s.Outcome())))
	return 0
}

// langArg finds the value of -lang among the arguments before the flags
// are read, so that their help is in that language too; "en" without it.
func langArg(args []string) string {
	for i, a := range args {
		if a == "--" {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "lang" {
			continue
		}
		if hasValue {
			return value
		}
		if i+1 < len(args) {
			return args[i+1]
		}
	}
	return "en"
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
// most, under the rule options opts (but the seed), printing it on w in
// language l.
func play(w io.Writer, l *lang.Language, m mission.Mission, name string, seed uint64, rounds int, opts ...invader.Option) (invader.State, error) {
	b, err := bot.ByName(name, seed)
	if err != nil {
		return invader.State{}, err
	}
	s, events, err := invader.Start(m, append(opts, invader.Seed(seed))...)
	if err != nil {
		return s, err
	}
	title := l.Book(book, "title", "id", m.ID, "title", l.Title(m))
	if m.Difficulty != "" {
		title += l.Book(book, "difficulty", "difficulty", l.Difficulty(m.Difficulty))
	}
	fmt.Fprintln(w, title)
	for i, g := range m.Goals {
		fmt.Fprintln(w, l.Book(book, "goal", "n", i+1, "goal", l.Goal(g)))
	}
	fmt.Fprint(w, s.Map().Format())
	report(w, l, s, events)
	for !s.IsOver() && s.Round() <= rounds {
		a := b.Act(s)
		next, events, err := s.Apply(a)
		if err != nil {
			return s, fmt.Errorf("%s: %s", l.Book(book, "error.bot", "action", s.FormatAction(a)), l.Error(err))
		}
		fmt.Fprintln(w, actionLine(l, s, a))
		report(w, l, next, events)
		s = next
	}
	return s, nil
}
