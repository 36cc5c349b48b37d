package main

import (
	"regexp"
	"slices"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/lang"
)

// ANSI SGR sequences.
const (
	reset   = "\x1b[0m"
	bold    = "\x1b[1m"
	dim     = "\x1b[2m"
	reverse = "\x1b[7m"
	red     = "\x1b[31m"
	green   = "\x1b[32m"
	yellow  = "\x1b[33m"
	blue    = "\x1b[34m"
	magenta = "\x1b[35m"
	cyan    = "\x1b[36m"
	white   = "\x1b[37m"
)

// A painter colours text with ANSI sequences when on, and leaves it as it
// is when not; it draws the board in language l (nil: English).
type painter struct {
	on bool
	l  *lang.Language
}

func (p painter) lang() *lang.Language {
	if p.l == nil {
		return lang.English
	}
	return p.l
}

func (p painter) wrap(code, text string) string {
	if !p.on || text == "" {
		return text
	}
	return code + text + reset
}

func (p painter) bold(text string) string   { return p.wrap(bold, text) }
func (p painter) dim(text string) string    { return p.wrap(dim, text) }
func (p painter) red(text string) string    { return p.wrap(red, text) }
func (p painter) cyan(text string) string   { return p.wrap(cyan, text) }
func (p painter) yellow(text string) string { return p.wrap(yellow, text) }

// event colours an event's words by what it means for the players.
func (p painter) event(e invader.Event, text string) string {
	switch e.(type) {
	case invader.GameWon, invader.GoalDone:
		return p.wrap(bold+green, text)
	case invader.GameLost, invader.SurvivorEliminated:
		return p.wrap(bold+red, text)
	case invader.SurvivorWounded, invader.FriendlyFire, invader.SurvivorBurned:
		return p.wrap(red, text)
	case invader.XenosEliminated, invader.ObjectiveTaken, invader.SurvivorHealed:
		return p.wrap(green, text)
	case invader.XenosSpawned, invader.ExtraActivation, invader.XenosMoved:
		return p.wrap(yellow, text)
	case invader.RoundStarted, invader.PhaseStarted:
		return p.wrap(bold, text)
	}
	return text
}

// The pieces of draw.Text's board, and their colours.
var pieces = []struct {
	re   *regexp.Regexp
	code string
}{
	{regexp.MustCompile(`^[0-9]+[A-Z]$`), bold + red}, // Xenos: 2W
	{regexp.MustCompile(`^N[0-9]+$`), yellow},         // Noise: N2
	{regexp.MustCompile(`^SP[a-z]$`), bold + magenta}, // an active Spawn Zone
	{regexp.MustCompile(`^sp[a-z]$`), dim + magenta},  // a dormant one
	{regexp.MustCompile(`^MOLD$`), bold + green},      // active Mold
	{regexp.MustCompile(`^mold$`), green},             // inactive Mold
	{regexp.MustCompile(`^(Bot|Gun)$`), bold + blue},  // Machines
	{regexp.MustCompile(`^Or$`), reverse + red},       // Objectives by colour
	{regexp.MustCompile(`^Ob$`), reverse + blue},      //
	{regexp.MustCompile(`^Og$`), reverse + green},     //
	{regexp.MustCompile(`^Op$`), reverse + magenta},   //
	{regexp.MustCompile(`^Ow$`), reverse + white},     //
	{regexp.MustCompile(`^#?[DGP]#?$`), yellow},       // closed doors on a vertical boundary
	{regexp.MustCompile(`^x$`), red},                  // a destroyed one
}

// doors finds the closed and destroyed doors on a horizontal boundary.
var doors = regexp.MustCompile(`#?[DGP]+#?|x+`)

// board draws s with draw.Text, with its pieces coloured when p is on;
// without key, the legend leaves out what does not change in a game: the
// list of zones and the key to the symbols.
func (p painter) board(s invader.State, width int, key bool) string {
	text := draw.Text(s, draw.Width(width), draw.Lang(p.lang()))
	if !key {
		text = cutKey(p.lang(), text)
	}
	if !p.on {
		return text
	}
	tags := survivorTags(p.lang(), text)
	active := ""
	if i := s.Pending().Survivor; i >= 0 {
		active = tagOf(tags, s.Survivor(i).Card.Name)
	}
	lines := strings.SplitAfter(text, "\n")
	for i, line := range lines {
		switch {
		case strings.HasPrefix(line, "+"):
			lines[i] = doors.ReplaceAllStringFunc(line, p.door)
		case strings.HasPrefix(line, "|"):
			lines[i] = p.boardLine(line, tags, active)
		case i < 2:
			lines[i] = p.bold(strings.TrimSuffix(line, "\n")) + "\n"
		}
	}
	return strings.Join(lines, "")
}

// keyParagraphs open the paragraphs of draw.Text's legend that say the
// same all game long, in language l.
func keyParagraphs(l *lang.Language) []string {
	return []string{l.Say("draw.key.zones"), l.Say("draw.key.tokens"), l.Say("draw.key.boundaries")}
}

// cutKey leaves out of a picture of draw.Text in language l the
// paragraphs of its legend that keyParagraphs names, with their indented
// lines.
func cutKey(l *lang.Language, text string) string {
	keyParagraphs := keyParagraphs(l)
	var b strings.Builder
	cutting := false
	for _, line := range strings.SplitAfter(text, "\n") {
		switch {
		case slices.ContainsFunc(keyParagraphs, func(k string) bool { return strings.HasPrefix(line, k) }):
			cutting = true
		case cutting && strings.HasPrefix(line, "  "):
		default:
			cutting = false
			b.WriteString(line)
		}
	}
	return b.String()
}

// door colours a door on a horizontal boundary: closed yellow, destroyed red.
func (p painter) door(d string) string {
	if strings.HasPrefix(d, "x") {
		return p.wrap(red, d)
	}
	return p.wrap(yellow, d)
}

// boardLine colours the pieces of one line of the board.
func (p painter) boardLine(line string, tags map[string]string, active string) string {
	var b strings.Builder
	for _, field := range splitKeep(line) {
		b.WriteString(p.piece(field, tags, active))
	}
	return b.String()
}

// piece colours one word of the board.
func (p painter) piece(word string, tags map[string]string, active string) string {
	if strings.TrimSpace(word) == "" || strings.Trim(word, "|:") == "" {
		return word
	}
	if word == active {
		return p.wrap(reverse+bold+cyan, word)
	}
	if _, ok := tags[word]; ok {
		return p.wrap(bold+cyan, word)
	}
	for _, pc := range pieces {
		if pc.re.MatchString(word) {
			return p.wrap(pc.code, word)
		}
	}
	return word
}

// splitKeep cuts a line into words and the runs of spaces and wall
// characters between them, keeping every byte.
func splitKeep(line string) []string {
	var out []string
	start := 0
	isSep := func(c byte) bool { return c == ' ' || c == '|' || c == '\n' || c == ':' }
	for i := 1; i <= len(line); i++ {
		if i == len(line) || isSep(line[i]) != isSep(line[start]) {
			out = append(out, line[start:i])
			start = i
		}
	}
	return out
}

// survivorTags reads the Survivors' tags from draw.Text's legend in
// language l ("  Co  Cole     soldier ..."): tag to name.
func survivorTags(l *lang.Language, text string) map[string]string {
	tags := map[string]string{}
	in := false
	header := l.Say("draw.survivors")
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, header):
			in = true
		case in && strings.HasPrefix(line, "  "):
			if f := strings.Fields(line); len(f) >= 2 {
				tags[f[0]] = f[1]
			}
		default:
			in = false
		}
	}
	return tags
}

// tagOf is the tag of the Survivor called name.
func tagOf(tags map[string]string, name string) string {
	for tag, n := range tags {
		if n == name {
			return tag
		}
	}
	return ""
}
