package draw

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// A scene is what a picture shows, gathered from a State through its
// public methods: both Text and SVG draw from it.
type scene struct {
	l         *lang.Language // the language of the status line and the legend
	m         *zone.Map
	board     zone.State
	w, h      int
	title     string // the mission's ID and title
	status    string // round, phase, who decides what, outcome
	players   int
	zones     []zoneScene
	runs      [][]run // each zone's runs, in reading order
	survivors []survivorScene
	kinds     []kindScene
	machines  []machineScene
}

// A zoneScene is a zone and what stands on it.
type zoneScene struct {
	id         zone.ID
	name       string
	kind       zone.Kind
	features   zone.Feature // as they are now: Mold takes them away (p.20)
	mold       zone.Mold
	spawns     []spawnToken
	objectives []zone.Color
	objIndex   []int // the Objective tokens' indexes, as objectives
	survivors  []int // indexes into scene.survivors
	xenos      xeno.Counts
	noise      int
	machines   []int // indexes into scene.machines
}

type spawnToken struct {
	color  zone.Color
	active bool
}

type survivorScene struct {
	invader.Survivor
	tag     string // a short unique label for the text picture
	decides bool   // the pending decision is this Survivor's
}

type kindScene struct {
	name   string
	short  string // the first word of the name, for SVG chips
	letter string // a unique label for the text picture
}

type machineScene struct {
	invader.Machine
	tag string // Bot, Gun, or M1, M2... for machines of other kinds
}

// A run is a row's stretch of cells of one zone: cells x0 to x1-1 of row y.
type run struct {
	y, x0, x1 int
}

// newScene gathers what s shows, its words in English. s must not be the
// zero State.
func newScene(s invader.State) *scene { return newSceneIn(s, lang.English) }

// newSceneIn gathers what s shows, its words in language l.
func newSceneIn(s invader.State, l *lang.Language) *scene {
	m := s.Map()
	sc := &scene{l: l, m: m, board: s.Board(), players: s.NumPlayers()}
	sc.w, sc.h = m.Size()
	ms := s.Mission()
	sc.title = strings.TrimSpace(ms.ID + " " + l.Title(ms))
	sc.zones = make([]zoneScene, m.Len())
	for i := range sc.zones {
		id := zone.ID(i)
		z := m.Zone(id)
		sc.zones[i] = zoneScene{
			id: id, name: z.Name, kind: z.Kind, features: m.Features(sc.board, id),
			mold: sc.board.Mold(id), xenos: s.Xenos(id), noise: s.Noise(id),
		}
	}
	sc.runs = runs(m, sc.w, sc.h)
	// The Spawn tokens printed on the map, then the extra ones of 7+
	// Survivors, which are always active (docs/RULINGS.md, "Playing with 7+
	// Survivors").
	spawns := m.Spawns()
	for i, sp := range spawns {
		if z := sc.at(sp.Zone); z != nil {
			z.spawns = append(z.spawns, spawnToken{sp.Color, sc.board.SpawnActive(i)})
		}
	}
	if tokens := ms.SpawnTokens(); len(tokens) > len(spawns) {
		for _, id := range tokens[len(spawns):] {
			if z := sc.at(id); z != nil {
				z.spawns = append(z.spawns, spawnToken{zone.Red, true})
			}
		}
	}
	for i, o := range m.Objectives() {
		if sc.board.HasObjective(i) {
			if z := sc.at(o.Zone); z != nil {
				z.objectives = append(z.objectives, o.Color)
				z.objIndex = append(z.objIndex, i)
			}
		}
	}
	p := s.Pending()
	for i := range s.NumSurvivors() {
		sv := survivorScene{Survivor: s.Survivor(i), decides: p.Survivor == i}
		sc.survivors = append(sc.survivors, sv)
		if z := sc.at(sv.Zone); z != nil && !sv.Dead && !sv.Escaped {
			z.survivors = append(z.survivors, i)
		}
	}
	sc.tagSurvivors()
	for _, k := range s.Catalog() {
		short, _, _ := strings.Cut(strings.TrimSpace(k.Name), " ")
		sc.kinds = append(sc.kinds, kindScene{name: k.Name, short: short})
	}
	sc.letterKinds()
	placements := m.Machines()
	for i, mc := range s.Machines() {
		ms := machineScene{Machine: mc, tag: fmt.Sprintf("M%d", i+1)}
		if mc.Index >= 0 && mc.Index < len(placements) {
			switch placements[mc.Index].Machine {
			case zone.Bot:
				ms.tag = "Bot"
			case zone.Sentry:
				ms.tag = "Gun"
			}
		}
		sc.machines = append(sc.machines, ms)
		if z := sc.at(mc.Zone); z != nil {
			z.machines = append(z.machines, i)
		}
	}
	sc.status = status(s, l)
	return sc
}

// at returns zone id of the scene, or nil for an ID off the map.
func (sc *scene) at(id zone.ID) *zoneScene {
	if int(id) < len(sc.zones) {
		return &sc.zones[id]
	}
	return nil
}

// runs returns the runs of every zone, row by row.
func runs(m *zone.Map, w, h int) [][]run {
	out := make([][]run, m.Len())
	for y := range h {
		for x := 0; x < w; {
			id := m.At(zone.Cell{X: x, Y: y})
			x1 := x + 1
			for x1 < w && m.At(zone.Cell{X: x1, Y: y}) == id {
				x1++
			}
			if id != zone.None {
				out[id] = append(out[id], run{y, x, x1})
			}
			x = x1
		}
	}
	return out
}

// tagSurvivors gives each Survivor a tag of two letters of its name, or
// #1, #2... when its name gives no tag of its own (as in the notation,
// State.FormatAction).
func (sc *scene) tagSurvivors() {
	count := map[string]int{}
	tags := make([]string, len(sc.survivors))
	for i, sv := range sc.survivors {
		tags[i] = nameTag(sv.Card.Name)
		count[tags[i]]++
	}
	for i := range sc.survivors {
		if tags[i] == "" || count[tags[i]] > 1 {
			tags[i] = fmt.Sprintf("#%d", i+1)
		}
		sc.survivors[i].tag = tags[i]
	}
}

// nameTag returns the first two letters of a name, or "" when it does not
// start with two letters or digits, the first a letter.
func nameTag(name string) string {
	var tag []rune
	for _, r := range name {
		if len(tag) == 2 {
			break
		}
		if !unicode.IsLetter(r) && (len(tag) == 0 || !unicode.IsDigit(r)) {
			return ""
		}
		tag = append(tag, r)
	}
	if len(tag) < 2 {
		return ""
	}
	return string(tag)
}

// letterKinds gives each Xeno kind a one-letter label: the first letter of
// its name, or its next letters, or a letter of the alphabet, whichever is
// free first.
func (sc *scene) letterKinds() {
	used := map[rune]bool{}
	for i := range sc.kinds {
		var cands []rune
		for _, r := range strings.ToUpper(sc.kinds[i].name) {
			if r < utf8.RuneSelf && unicode.IsLetter(r) {
				cands = append(cands, r)
			}
		}
		for r := 'A'; r <= 'Z'; r++ {
			cands = append(cands, r)
		}
		for _, r := range cands {
			if !used[r] {
				used[r] = true
				sc.kinds[i].letter = string(r)
				break
			}
		}
	}
}

// status returns the status line: round, phase, who must decide what, and
// the outcome.
func status(s invader.State, l *lang.Language) string {
	r := s.Ruleset()
	decision := ""
	if d := l.Waiting(s); d != "" {
		decision = l.SayIn(r, "draw.status.decision", "what", d)
	}
	return l.SayIn(r, "draw.status", "round", s.Round(), "phase", l.Phase(r, s.Phase()), "decision", decision,
		"outcome", capitalize(l.Outcome(s.Outcome())))
}

// capitalize writes the first letter of text in upper case.
func capitalize(text string) string {
	r, n := utf8.DecodeRuneInString(text)
	if n == 0 {
		return text
	}
	return string(unicode.ToUpper(r)) + text[n:]
}

// colorLetter is the one-letter label of a token's colour.
func colorLetter(c zone.Color) string {
	switch c {
	case zone.Red:
		return "r"
	case zone.Blue:
		return "b"
	case zone.Green:
		return "g"
	case zone.Purple:
		return "p"
	case zone.White:
		return "w"
	}
	return "n"
}

// featureWords lists a zone's features by their names in the text map
// format.
func featureWords(f zone.Feature) []string {
	if f == 0 {
		return nil
	}
	return strings.Split(f.String(), "|")
}

// zoneFeatures lists a zone's features as featureWords does, in the
// scene's language, a revolving gate's with its position now ("gate=b")
// and, after them, the gates whose switch is in the zone ("switch=g1";
// seed 004, §16).
func (sc *scene) zoneFeatures(z *zoneScene) []string {
	words := featureWords(z.features)
	g, isGate := sc.m.GateOf(z.id)
	for i, w := range words {
		if w == "gate" && isGate {
			words[i] = sc.l.Say("draw.gate", "position", sc.board.Gate(g).String())
		} else {
			words[i] = sc.l.Feature(w)
		}
	}
	for _, g := range sc.m.AppendSwitches(nil, z.id) {
		words = append(words, sc.l.Say("draw.switch", "zone", sc.m.Zone(sc.m.Gate(g).Zone).Name))
	}
	return words
}
