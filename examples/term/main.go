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
//	    [-table] [-color auto|always|never] [-width N] [-lang en|zh]
//
// -lang zh speaks Simplified Chinese (package lang): the board's legend,
// the events, who must decide what, each action's words beside its
// notation, the odds, the errors, the prompts, the help and the flags'
// help. The notation and the commands are typed as in English; the
// commands have Chinese names too (帮助, 撤销, 重做, 保存, 载入, 地图,
// 记录, 几率, 退出).
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
	"github.com/invaderengine/invader/lang"
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
	lang                      *lang.Language
}

// setup reads the command line and starts the game it asks for. The
// language is read first, so that the flags' help and the errors are in
// it too.
func setup(args []string, errOut io.Writer) (*session, error) {
	l, err := lang.Parse(langArg(args))
	if err != nil {
		return nil, fmt.Errorf("-lang: %w", err)
	}
	say := func(id string, args ...any) string { return l.Book(book, id, args...) }
	f := flags{lang: l}
	fs := flag.NewFlagSet("term", flag.ContinueOnError)
	fs.SetOutput(errOut)
	fs.StringVar(&f.mission, "mission", "M0", say("flag.mission", "missions", strings.Join(mission.Builtins(), ", ")))
	fs.Uint64Var(&f.seed, "seed", 1, say("flag.seed"))
	fs.IntVar(&f.players, "players", 0, say("flag.players"))
	fs.StringVar(&f.bots, "bots", "", say("flag.bots"))
	fs.StringVar(&f.bot, "bot", "greedy", say("flag.bot", "bots", strings.Join(bot.Names(), ", ")))
	fs.BoolVar(&f.ultrared, "ultrared", false, say("flag.ultrared"))
	fs.BoolVar(&f.table, "table", false, say("flag.table"))
	fs.StringVar(&f.color, "color", "auto", say("flag.color"))
	fs.IntVar(&f.width, "width", 80, say("flag.width"))
	fs.String("lang", "en", say("flag.lang", "langs", lang.Tags()))
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, errors.New(say("error.argument", "arg", fmt.Sprintf("%q", fs.Arg(0))))
	}
	return start(f)
}

// langArg finds the value of -lang among the arguments before the flags
// are read; "en" without it.
func langArg(args []string) string {
	for i, a := range args {
		if a == "--" || !strings.HasPrefix(a, "-") {
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		switch {
		case name != "lang":
		case hasValue:
			return value
		case i+1 < len(args):
			return args[i+1]
		}
	}
	return "en"
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
	color, err := useColor(f.lang, f.color, os.Stdout)
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
	seats, err := parseSeats(f.lang, s, f.bots)
	if err != nil {
		return nil, err
	}
	cfg := config{bot: b, botName: f.bot, seats: seats, color: color, width: f.width, echo: !isTerminal(os.Stdin), lang: f.lang}
	return newSession(s, events, cfg), nil
}

// parseSeats reads the -bots flag: "" (every Survivor is a person's),
// "all", or Survivor names separated by commas, checked against the game;
// its errors in language l.
func parseSeats(l *lang.Language, s invader.State, list string) (seats, error) {
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
			return out, errors.New(l.Book(book, "error.bots", "name", fmt.Sprintf("%q", name), "names", strings.Join(survivorNames(s), ", ")))
		}
		out.names[strings.ToLower(name)] = true
	}
	return out, nil
}

// useColor decides whether to write ANSI colour to f: mode is auto (only
// to a terminal), always or never; its error in language l.
func useColor(l *lang.Language, mode string, f *os.File) (bool, error) {
	switch mode {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto":
		return isTerminal(f) && os.Getenv("TERM") != "dumb" && os.Getenv("NO_COLOR") == "", nil
	}
	return false, errors.New(l.Book(book, "error.color", "mode", fmt.Sprintf("%q", mode)))
}

// isTerminal reports whether f is a terminal (a character device).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
