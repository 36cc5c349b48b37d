// Command term plays a game of Zombicide: Invader in a terminal, line by
// line: it draws the board with its pieces, says who must decide what, and
// numbers the legal actions; the players answer with a number, with the
// action in the game's notation ("Cole move c1"), or with a command (help,
// undo, redo, save FILE, load FILE, board, log, odds, quit). Bots can play
// some Survivors or all of them, and at a real table the program asks for
// every die rolled and card drawn instead of rolling them itself.
//
// Usage:
//
//	go run ./examples/term [-mission M0|...|M11|FILE] [-seed N] [-players N]
//	    [-bots Cole,Vivian|all] [-bot greedy|lookahead|random] [-ultrared]
//	    [-table] [-color auto|always|never] [-width N]
//
// It reads standard input line by line, so a game can be typed or piped
// in; at the end of the input it stops. It uses the public API of the
// engine only (invader, draw, bot, mission) and the standard library.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/examples/internal/missions"
	"github.com/invaderengine/invader/mission"
)

func main() {
	g, err := setup(os.Args[1:], os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "term:", err)
		os.Exit(2)
	}
	if err := g.Run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "term:", err)
		os.Exit(1)
	}
}

// flags are the command line's choices.
type flags struct {
	mission, bots, bot, color string
	seed                      uint64
	players, width            int
	ultrared, table           bool
}

// setup reads the command line and starts the game it asks for.
func setup(args []string, errOut io.Writer) (*session, error) {
	var f flags
	fs := flag.NewFlagSet("term", flag.ContinueOnError)
	fs.SetOutput(errOut)
	fs.StringVar(&f.mission, "mission", "M0", "a built-in mission ("+strings.Join(mission.Builtins(), ", ")+") or a mission file")
	fs.Uint64Var(&f.seed, "seed", 1, "the game's seed (dice and cards)")
	fs.IntVar(&f.players, "players", 0, "how many players share the Survivors (0: the mission's number)")
	fs.StringVar(&f.bots, "bots", "", `the Survivors a bot plays: names separated by commas ("Cole,Vivian"), or "all"`)
	fs.StringVar(&f.bot, "bot", "greedy", "the bot: "+strings.Join(bot.Names(), ", "))
	fs.BoolVar(&f.ultrared, "ultrared", false, "Ultrared mode: XP beyond Red")
	fs.BoolVar(&f.table, "table", false, "a physical table: ask for every die and card instead of rolling them")
	fs.StringVar(&f.color, "color", "auto", "ANSI colour: auto (when standard output is a terminal), always or never")
	fs.IntVar(&f.width, "width", 80, "the board's width in columns")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q (the mission goes in -mission)", fs.Arg(0))
	}
	return start(f)
}

// start begins the game the flags describe.
func start(f flags) (*session, error) {
	m, err := missions.Load(f.mission)
	if err != nil {
		return nil, err
	}
	b, err := bot.ByName(f.bot, f.seed)
	if err != nil {
		return nil, err
	}
	color, err := useColor(f.color, os.Stdout)
	if err != nil {
		return nil, err
	}
	opts := []invader.Option{invader.Seed(f.seed)}
	if f.players > 0 {
		opts = append(opts, invader.Players(f.players))
	}
	if f.ultrared {
		opts = append(opts, invader.Ultrared())
	}
	if f.table {
		opts = append(opts, invader.ExternalChance())
	}
	s, events, err := invader.Start(m, opts...)
	if err != nil {
		return nil, err
	}
	seats, err := parseSeats(s, f.bots)
	if err != nil {
		return nil, err
	}
	cfg := config{bot: b, botName: f.bot, seats: seats, color: color, width: f.width, echo: !isTerminal(os.Stdin)}
	return newSession(s, events, cfg), nil
}

// parseSeats reads the -bots flag: "" (every Survivor is a person's),
// "all", or Survivor names separated by commas, checked against the game.
func parseSeats(s invader.State, list string) (seats, error) {
	list = strings.TrimSpace(list)
	if strings.EqualFold(list, "all") {
		return seats{all: true}, nil
	}
	out := seats{names: map[string]bool{}}
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if survivorNamed(s, name) < 0 {
			return out, fmt.Errorf("-bots: no Survivor %q in this game (%s)", name, strings.Join(survivorNames(s), ", "))
		}
		out.names[strings.ToLower(name)] = true
	}
	return out, nil
}

// useColor decides whether to write ANSI colour to f: mode is auto (only
// to a terminal), always or never.
func useColor(mode string, f *os.File) (bool, error) {
	switch mode {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto":
		return isTerminal(f) && os.Getenv("TERM") != "dumb" && os.Getenv("NO_COLOR") == "", nil
	}
	return false, fmt.Errorf("-color %q: want auto, always or never", mode)
}

// isTerminal reports whether f is a terminal (a character device).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
