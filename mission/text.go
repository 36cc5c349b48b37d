package mission

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// A ParseError says what is wrong with a mission's text and where.
type ParseError struct {
	Line, Column int // 1-based
	Msg          string
}

func (e *ParseError) Error() string {
	if e == nil {
		return "mission: <nil>"
	}
	return fmt.Sprintf("mission: line %d:%d: %s", e.Line, e.Column, e.Msg)
}

// MaxTextBytes is the largest mission text Parse reads: its map's own
// limit (zone.MaxTextBytes) and room for the header.
const MaxTextBytes = zone.MaxTextBytes + 64<<10

// Parse reads a mission in its text form (the package documentation, "The
// text form"). It checks everything [Mission.Check] does and reports the
// line and column of a problem: the header line at fault (a goal, a
// trigger), or the legend line of the zone at fault (an Objective nobody
// can reach).
func Parse(text string) (Mission, error) {
	if len(text) > MaxTextBytes {
		return Mission{}, &ParseError{1, 1, fmt.Sprintf("%d bytes: a mission is at most %d", len(text), MaxTextBytes)}
	}
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	var m Mission
	keyLines := map[string][]int{} // line indexes of each key, for errors found later
	for i, l := range lines {
		if isBlank(l) || strings.HasPrefix(l, "#") {
			continue
		}
		key, val, ok := strings.Cut(l, ":")
		if !ok {
			return Mission{}, &ParseError{i + 1, 1, fmt.Sprintf("line %q: want \"key: value\" or \"map:\"", short(l))}
		}
		if key == "map" {
			return finish(m, lines, i+1, keyLines)
		}
		keyLines[key] = append(keyLines[key], i)
		if key == "ruleset" && len(keyLines[key]) > 1 { // the lines resolved later depend on it
			return Mission{}, &ParseError{i + 1, 1, fmt.Sprintf("a second ruleset line (the first is line %d): a mission has one ruleset", keyLines[key][0]+1)}
		}
		if key == "xenos" || key == "survivors" { // wait for the map and the ruleset
			continue
		}
		if msg := m.header(key, strings.TrimSpace(val)); msg != "" {
			return Mission{}, &ParseError{i + 1, len(key) + 3, msg}
		}
	}
	return Mission{}, &ParseError{len(lines), 1, "no \"map:\" line: a mission needs a board"}
}

func isBlank(l string) bool { return strings.TrimSpace(l) == "" }

// finish parses the map that starts at line index first, then resolves
// what needed it, and checks the mission.
func finish(m Mission, lines []string, first int, keyLines map[string][]int) (Mission, error) {
	mp, err := zone.Parse(strings.Join(lines[first:], "\n"))
	if err != nil {
		var pe *zone.ParseError
		if errors.As(err, &pe) {
			return Mission{}, &ParseError{pe.Line + first, pe.Column, pe.Msg}
		}
		return Mission{}, err
	}
	m.Map = mp
	if err := m.resolveSurvivors(lines, keyLines["survivors"]); err != nil {
		return Mission{}, err
	}
	if err := m.resolveXenos(lines, keyLines["xenos"]); err != nil {
		return Mission{}, err
	}
	if err := m.Check(); err != nil {
		return Mission{}, &ParseError{locate(err, lines, first, keyLines), 1, strings.TrimPrefix(err.Error(), "mission: ")}
	}
	return m, nil
}

// locate returns the line (1-based) a problem Check found is about: the
// header line of the trigger or goal it names, the legend line of the zone
// it names, else line 1.
func locate(err error, lines []string, first int, keyLines map[string][]int) int {
	var p *problem
	if !errors.As(err, &p) {
		return 1
	}
	if at := keyLines[p.key]; p.key != "" && p.index < len(at) {
		return at[p.index] + 1
	}
	for i := len(lines) - 1; p.zone != "" && i >= first; i-- {
		if name, _, ok := strings.Cut(lines[i], ":"); ok && name == p.zone {
			return i + 1
		}
	}
	return 1
}

// header reads one header line into m, or says what is wrong.
func (m *Mission) header(key, val string) string {
	switch key {
	case "id":
		m.ID = val
	case "title":
		m.Title = val
	case "difficulty":
		if !slices.Contains(difficulties[:], val) {
			return fmt.Sprintf("difficulty %q: want easy, medium or hard", short(val))
		}
		m.Difficulty = val
	case "ruleset":
		return m.rulesetLine(val)
	case "set-aside":
		for _, name := range strings.Split(val, ",") {
			if name = strings.TrimSpace(name); name == "" {
				return fmt.Sprintf("set-aside %q: want card names separated by commas", short(val))
			}
			m.SetAside = append(m.SetAside, name)
		}
	case "players":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > MaxSurvivors {
			return fmt.Sprintf("players %q: want 1 to %d", short(val), MaxSurvivors)
		}
		m.Players = n
	case "objective-xp":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > 100 {
			return fmt.Sprintf("objective-xp %q: want 1 to 100", short(val))
		}
		m.ObjectiveXP = n
	case "goal":
		g, ok := parseGoal(val)
		if !ok {
			return fmt.Sprintf("goal %q: want \"take all objectives\", \"take COLOUR objectives\", \"reach the exit\" or \"escape through the exit\"", short(val))
		}
		m.Goals = append(m.Goals, g)
	case "forced-doors":
		for _, w := range strings.Fields(val) {
			n, err := strconv.Atoi(strings.TrimPrefix(w, "d"))
			if err != nil || !strings.HasPrefix(w, "d") || n < 0 || n >= int(zone.NoDoor) {
				return fmt.Sprintf("forced door %q: want dN", short(w))
			}
			m.ForcedDoors = append(m.ForcedDoors, zone.DoorID(n))
		}
	case "trigger":
		t, msg := parseTrigger(val)
		if msg != "" {
			return msg
		}
		m.Triggers = append(m.Triggers, t)
	default:
		return fmt.Sprintf("unknown key %q: want id, title, difficulty, ruleset, players, survivors, objective-xp, goal, xenos, trigger, forced-doors, set-aside or map", short(key))
	}
	return ""
}

// parseGoal reads a goal's words: a GoalKind's name, or "take COLOUR
// objectives".
func parseGoal(val string) (Goal, bool) {
	if k := slices.Index(goalNames[:], val); k > 0 && GoalKind(k) != TakeColorObjectives {
		return Goal{Kind: GoalKind(k)}, true
	}
	f := strings.Fields(val)
	g := Goal{Kind: TakeColorObjectives}
	if len(f) != 3 || f[0] != "take" || f[2] != "objectives" || colorWord(f[1], &g.Color) != nil || g.Color == zone.Neutral {
		return Goal{}, false
	}
	return g, strings.Join(f, " ") == val
}

// rulesetLine reads the "ruleset:" line.
func (m *Mission) rulesetLine(val string) string {
	if err := m.Ruleset.UnmarshalText([]byte(val)); err != nil {
		return fmt.Sprintf("ruleset %q: want %s", short(val), rulesetWant)
	}
	return ""
}

// resolveSurvivors reads the "survivors:" lines (indexes into lines) once
// the ruleset is known: the names are those of its Survivors (the core
// six, or zombicide2's under SecondEdition).
func (m *Mission) resolveSurvivors(lines []string, at []int) error {
	r := m.rules()
	for _, i := range at {
		_, val, _ := strings.Cut(lines[i], ":")
		for _, name := range strings.Fields(val) {
			c, ok := r.lookup(name)
			if !ok {
				return &ParseError{i + 1, len("survivors") + 3, fmt.Sprintf("no %s %q", r.who, short(name))}
			}
			m.Survivors = append(m.Survivors, c)
		}
	}
	return nil
}

// resolveXenos reads the "xenos: ZONE KIND COUNT" lines (indexes into
// lines) once the map is known.
func (m *Mission) resolveXenos(lines []string, at []int) error {
	kinds := m.Kinds()
	for _, i := range at {
		line := i + 1
		_, val, _ := strings.Cut(lines[i], ":")
		val = strings.TrimSpace(val)
		f := strings.Fields(val)
		if len(f) != 3 {
			return &ParseError{line, 8, fmt.Sprintf("xenos %q: want ZONE KIND COUNT", short(val))}
		}
		z, ok := m.Map.Lookup(f[0])
		k := slices.IndexFunc(kinds, func(p xeno.Profile) bool { return kindWord(p.Name) == f[1] })
		n, err := strconv.Atoi(f[2])
		if !ok || k < 0 || err != nil || n < 1 {
			return &ParseError{line, 8, fmt.Sprintf("xenos %q: unknown zone or kind, or a count below 1", short(val))}
		}
		m.Xenos = append(m.Xenos, Xenos{Zone: z, Kind: xeno.Kind(k), Count: n})
	}
	return nil
}

// kindWord is a Xeno kind's word in the text form: its name's first word,
// in lower case ("spoiler" for the Spoiler Abomination).
func kindWord(name string) string {
	w, _, _ := strings.Cut(strings.ToLower(name), " ")
	return w
}

var (
	causeWords  = map[string]Cause{"objective": ObjectiveTaken, "door": DoorOpened}
	effectWords = map[string]Effect{"unlock": UnlockDoors, "spawn": ActivateSpawns, "prototype": GivePrototype, "xp": GiveXP}
)

// parseTrigger reads "CAUSE [COLOUR] -> EFFECT [ARG]".
func parseTrigger(val string) (Trigger, string) {
	lhs, rhs, ok := strings.Cut(val, "->")
	l, r := strings.Fields(lhs), strings.Fields(rhs)
	if !ok || len(l) < 1 || len(l) > 2 || len(r) < 1 || len(r) > 2 {
		return Trigger{}, fmt.Sprintf("trigger %q: want \"objective|door [COLOUR] -> unlock|spawn COLOUR | prototype | xp N\"", short(val))
	}
	t := Trigger{Cause: causeWords[l[0]], Effect: effectWords[r[0]]}
	if t.Cause == 0 || t.Effect == 0 {
		return Trigger{}, fmt.Sprintf("trigger %q: unknown cause or effect", short(val))
	}
	if len(l) == 2 && colorWord(l[1], &t.Color) != nil {
		return Trigger{}, fmt.Sprintf("trigger %q: unknown colour %q", short(val), short(l[1]))
	}
	switch {
	case t.Effect == GiveXP && len(r) == 2:
		t.N, _ = strconv.Atoi(r[1])
	case (t.Effect == UnlockDoors || t.Effect == ActivateSpawns) && len(r) == 2:
		if colorWord(r[1], &t.Arg) != nil {
			return Trigger{}, fmt.Sprintf("trigger %q: unknown colour %q", short(val), short(r[1]))
		}
	case t.Effect == GivePrototype && len(r) == 1:
	default:
		return Trigger{}, fmt.Sprintf("trigger %q: %s takes the wrong argument", short(val), r[0])
	}
	if err := t.validate(); err != nil {
		return Trigger{}, fmt.Sprintf("trigger %q: %v", short(val), err)
	}
	return t, ""
}

func colorWord(s string, c *zone.Color) error { return c.UnmarshalText([]byte(s)) }

// Format writes m in the text form, which Parse reads back to an equal
// mission. It writes only what the text form can say: custom Survivors,
// catalogues, decks and Equipment lists are left out.
//
// Format writes only what [Mission.Validate] accepts: for any other
// Mission (the zero Mission among them) it returns "".
func Format(m Mission) string {
	if m.Validate() != nil {
		return ""
	}
	var b strings.Builder
	line := func(key, val string) {
		if val != "" {
			fmt.Fprintf(&b, "%s: %s\n", key, val)
		}
	}
	line("id", m.ID)
	line("title", m.Title)
	line("difficulty", m.Difficulty)
	if m.Ruleset != Invader { // left out for Invader: older texts stay as they were
		line("ruleset", m.Ruleset.String())
	}
	if m.Players > 0 {
		line("players", strconv.Itoa(m.Players))
	}
	var names []string
	for _, c := range m.Survivors {
		names = append(names, c.Name)
	}
	line("survivors", strings.Join(names, " "))
	if m.ObjectiveXP > 0 {
		line("objective-xp", strconv.Itoa(m.ObjectiveXP))
	}
	for _, g := range m.Goals {
		line("goal", g.String())
	}
	for _, x := range m.Xenos {
		line("xenos", fmt.Sprintf("%s %s %d", m.Map.Zone(x.Zone).Name, kindWord(m.Kinds()[x.Kind].Name), x.Count))
	}
	for _, t := range m.Triggers {
		line("trigger", t.String())
	}
	var forced []string
	for _, d := range m.ForcedDoors {
		forced = append(forced, fmt.Sprintf("d%d", d))
	}
	line("forced-doors", strings.Join(forced, " "))
	line("set-aside", strings.Join(m.SetAside, ", "))
	b.WriteString("map:\n")
	b.WriteString(m.Map.Format())
	return b.String()
}

func (t Trigger) String() string {
	var lhs, rhs string
	for w, c := range causeWords {
		if c == t.Cause {
			lhs = w
		}
	}
	for w, e := range effectWords {
		if e == t.Effect {
			rhs = w
		}
	}
	if t.Color != zone.Neutral {
		lhs += " " + t.Color.String()
	}
	switch t.Effect {
	case GiveXP:
		rhs += " " + strconv.Itoa(t.N)
	case UnlockDoors, ActivateSpawns:
		rhs += " " + t.Arg.String()
	}
	return lhs + " -> " + rhs
}

// short returns s, cut to an excerpt when it is long, for error messages
// that quote their input.
func short(s string) string {
	const most = 60
	if r := []rune(s); len(r) > most {
		return string(r[:most]) + "…"
	}
	return s
}
