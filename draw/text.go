package draw

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

// A TextOption changes how Text draws.
type TextOption func(*textConfig)

type textConfig struct {
	width int
	brief bool
	l     *lang.Language
}

// Width makes Text fit its board into the given number of columns when it
// can (80 by default): each cell gets 5 to 12 columns. The legend is
// wrapped to the same width.
func Width(columns int) TextOption {
	return func(c *textConfig) { c.width = columns }
}

// Lang writes the picture's words (the status line and the legend) in
// language l: lang.English by default, lang.Chinese... The board's
// symbols and the names of Survivors and zones are the same in every
// language. A nil l is English.
func Lang(l *lang.Language) TextOption {
	return func(c *textConfig) { c.l = l }
}

// Brief leaves out the key to the symbols, the list of zones and the
// Survivors' details: the title and status lines, the board, a line naming
// the Survivors and one naming the Xeno kinds remain, with the zones whose
// pieces did not fit in their cells.
func Brief() TextOption {
	return func(c *textConfig) { c.brief = true }
}

const (
	minCell  = 5 // the narrowest cell: a space, a zone's name or a tag, a space
	maxCell  = 12
	minLines = 2 // a zone's name and one line of pieces
	maxLines = 5
)

// Text draws s for a terminal, in the spirit of the text map format (go
// doc zone): the mission's title, a status line (round, phase, who must
// decide what, outcome), the board, and a legend.
//
// Each cell of the board is a box of a few lines; a zone's first line holds
// its name, its Spawn Zone tokens (SPr for an active red one, spg for a
// dormant green one) and its Mold (MOLD active, mold inactive); the lines
// below hold its pieces: Objective tokens by colour (Or for red, Ob blue,
// Og green, Op purple, Ow white), Survivors by a tag of two letters of their
// names (Co for Cole), Machines (Bot, Gun), Xenos by count and kind (2W for
// two Workers) and Noise tokens (N2 for two). A zone whose pieces do not fit
// ends with "..." and is listed in full in the legend.
//
// Boundaries are drawn as in the text map format: | and - for walls, : and
// . for floor markings, o for openings, D d x for doors closed, open and
// destroyed, G g and P p for green and purple doors closed and open; a
// locked door (p.22) has # on either side. A doorway whose door Mold took
// away (p.20) is an opening. The boundaries of seed 004, §16: barbed wire
// is a line of ~ with W in its middle (w once torn), a watchtower's ladder
// a line of H, its rails a line of =, and a revolving gate's passage a
// wall with its letter in the middle, upper case while open (A, B) and
// lower case while shut (a, b); a line of the legend explains them on a
// board that has them, and the list of zones gives each gate's position
// (gate=a) and where its switch is (switch=g1).
//
// The legend names the Survivors (tag, class, player, zone, XP and Danger
// Level, Armor, whether activated, dead or escaped), the Xeno kinds and the
// Machines, lists every zone with its kind and features, and explains the
// symbols. Its words are in the language [Lang] chooses (English by
// default; package lang): the board's symbols are the same in every
// language. Text returns "" for the zero State, which is no game. Nil
// options are ignored.
func Text(s invader.State, opts ...TextOption) string {
	if s.Equal(invader.State{}) {
		return ""
	}
	cfg := textConfig{width: 80}
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	if cfg.l == nil {
		cfg.l = lang.English
	}
	sc := newSceneIn(s, cfg.l)
	t := &textPicture{sc: sc, ruleset: s.Ruleset(), cw: clamp((cfg.width-1)/max(sc.w, 1)-1, minCell, maxCell)}
	var b strings.Builder
	if sc.title != "" {
		writeWrapped(&b, sc.title, cfg.width)
	}
	writeWrapped(&b, sc.status, cfg.width)
	b.WriteByte('\n')
	t.board(&b)
	b.WriteByte('\n')
	t.legend(&b, cfg)
	return b.String()
}

// textPicture draws a scene as text.
type textPicture struct {
	sc      *scene
	ruleset mission.Ruleset // the game's, for its words
	cw      int             // columns inside a cell
	rows    []int           // lines inside each row of cells
	top     []int           // the line of the boundary above each row, and below the last
	words   [][2][]string
	partial []bool // the zones whose pieces did not fit
}

// zoneWords returns a zone's words: its name and markers, then its pieces.
func (t *textPicture) zoneWords(z *zoneScene) (head, pieces []string) {
	sc := t.sc
	head = append(head, z.name)
	for _, sp := range z.spawns {
		if sp.active {
			head = append(head, "SP"+colorLetter(sp.color))
		} else {
			head = append(head, "sp"+colorLetter(sp.color))
		}
	}
	switch z.mold {
	case zone.ActiveMold:
		head = append(head, "MOLD")
	case zone.InactiveMold:
		head = append(head, "mold")
	}
	for _, c := range z.objectives {
		pieces = append(pieces, "O"+colorLetter(c))
	}
	for _, i := range z.survivors {
		pieces = append(pieces, sc.survivors[i].tag)
	}
	for _, i := range z.machines {
		pieces = append(pieces, sc.machines[i].tag)
	}
	for k, n := range z.xenos {
		if n > 0 && k < len(sc.kinds) {
			pieces = append(pieces, fmt.Sprintf("%d%s", n, sc.kinds[k].letter))
		}
	}
	if z.noise > 0 {
		pieces = append(pieces, fmt.Sprintf("N%d", z.noise))
	}
	return head, pieces
}

// flow lays a zone's words out on lines of the given widths: the head
// first, the pieces from a new line. It returns the lines and whether
// every word fit.
func flow(head, pieces []string, widths []int) ([]string, bool) {
	lines := make([]string, 0, len(widths))
	cur := ""
	fits := true
	add := func(w string, newLine bool) {
		if !fits {
			return
		}
		i := len(lines)
		if cur != "" && !newLine && utf8.RuneCountInString(cur)+1+utf8.RuneCountInString(w) <= widths[i] {
			cur += " " + w
			return
		}
		if cur != "" {
			lines = append(lines, cur)
			cur = ""
			if len(lines) == len(widths) {
				fits = false
				return
			}
		}
		cur = truncate(w, widths[len(lines)])
	}
	for _, w := range head {
		add(w, false)
	}
	for i, w := range pieces {
		add(w, i == 0)
	}
	if fits && cur != "" {
		lines = append(lines, cur)
	}
	if !fits {
		last := lines[len(lines)-1]
		width := widths[len(lines)-1]
		for utf8.RuneCountInString(last)+4 > width {
			cut := strings.LastIndexByte(last, ' ')
			if cut < 0 {
				last = ""
				break
			}
			last = last[:cut]
		}
		lines[len(lines)-1] = strings.TrimLeft(last+" ...", " ")
	}
	return lines, fits
}

// board writes the board: the cells, their boundaries, and each zone's
// words in its cells.
func (t *textPicture) board(b *strings.Builder) {
	sc := t.sc
	t.words = make([][2][]string, len(sc.zones))
	for i := range sc.zones {
		head, pieces := t.zoneWords(&sc.zones[i])
		t.words[i] = [2][]string{head, pieces}
	}
	// A row is as tall as the zones that lie in it alone need.
	t.rows = make([]int, sc.h)
	for y := range t.rows {
		t.rows[y] = minLines
	}
	for i, rs := range sc.runs {
		if len(rs) != 1 {
			continue
		}
		widths := make([]int, maxLines)
		for l := range widths {
			widths[l] = t.runWidth(rs[0])
		}
		lines, _ := flow(t.words[i][0], t.words[i][1], widths)
		t.rows[rs[0].y] = max(t.rows[rs[0].y], len(lines))
	}
	t.top = make([]int, sc.h+1)
	for y := range sc.h {
		t.top[y+1] = t.top[y] + t.rows[y] + 1
	}
	width := sc.w*(t.cw+1) + 1
	canvas := make([][]rune, t.top[sc.h]+1)
	for i := range canvas {
		canvas[i] = []rune(strings.Repeat(" ", width))
	}
	t.boundaries(canvas)
	t.partial = make([]bool, len(sc.zones))
	for i, rs := range sc.runs {
		var widths []int
		var at [][2]int // line and column of each slot
		for _, r := range rs {
			for l := range t.rows[r.y] {
				widths = append(widths, t.runWidth(r))
				at = append(at, [2]int{t.top[r.y] + 1 + l, r.x0*(t.cw+1) + 2})
			}
		}
		if len(widths) == 0 {
			continue
		}
		lines, fits := flow(t.words[i][0], t.words[i][1], widths)
		t.partial[i] = !fits
		for j, line := range lines {
			copy(canvas[at[j][0]][at[j][1]:], []rune(line))
		}
	}
	for _, line := range canvas {
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteByte('\n')
	}
}

// runWidth is the width of the text a run holds: its cells and the columns
// between them, less a space on either side.
func (t *textPicture) runWidth(r run) int { return (r.x1-r.x0)*(t.cw+1) - 3 }

// boundaries draws every boundary and corner on the canvas.
func (t *textPicture) boundaries(canvas [][]rune) {
	sc := t.sc
	cw := t.cw
	// Vertical boundaries: between cells (x-1, y) and (x, y).
	for y := range sc.h {
		for x := 0; x <= sc.w; x++ {
			seg := t.vertical(zone.Cell{X: x - 1, Y: y}, zone.Cell{X: x, Y: y}, t.rows[y])
			for l, r := range seg {
				canvas[t.top[y]+1+l][x*(cw+1)] = r
			}
		}
	}
	// Horizontal boundaries: between cells (x, y-1) and (x, y).
	for y := 0; y <= sc.h; y++ {
		for x := range sc.w {
			seg := t.horizontal(zone.Cell{X: x, Y: y - 1}, zone.Cell{X: x, Y: y})
			copy(canvas[t.top[y]][x*(cw+1)+1:], seg)
		}
	}
	// Corners: where any boundary meets.
	for y := 0; y <= sc.h; y++ {
		for x := 0; x <= sc.w; x++ {
			nw, ne := zone.Cell{X: x - 1, Y: y - 1}, zone.Cell{X: x, Y: y - 1}
			sw, se := zone.Cell{X: x - 1, Y: y}, zone.Cell{X: x, Y: y}
			for _, pair := range [4][2]zone.Cell{{nw, ne}, {sw, se}, {nw, sw}, {ne, se}} {
				if k, _ := sc.edge(pair[0], pair[1]); k != noEdge {
					canvas[t.top[y]][x*(cw+1)] = '+'
					break
				}
			}
		}
	}
}

// vertical returns the boundary between a and its eastern neighbour b,
// one rune per line.
func (t *textPicture) vertical(a, b zone.Cell, lines int) []rune {
	k, d := t.sc.edge(a, b)
	seg := []rune(strings.Repeat(" ", lines))
	mid := lines / 2
	for l := range seg {
		switch k {
		case wallEdge, openingEdge, doorEdge, passageEdge, shutGateEdge:
			seg[l] = '|'
		case markingEdge:
			seg[l] = ':'
		}
		if r, ok := specialFill[k]; ok {
			seg[l] = r
		}
	}
	if r := specialMark(t.sc, k, a, b); r != 0 {
		seg[mid] = r
	}
	switch k {
	case openingEdge:
		seg[mid] = 'o'
	case doorEdge:
		info := t.sc.m.Door(d)
		st := t.sc.board.Door(d)
		seg[mid] = doorLetter(info.Color, st)
		if locked(t.sc.board, d) {
			for l := range seg {
				if l != mid {
					seg[l] = '#'
				}
			}
		}
	}
	return seg
}

// horizontal returns the boundary between a and its southern neighbour b.
func (t *textPicture) horizontal(a, b zone.Cell) []rune {
	k, d := t.sc.edge(a, b)
	cw := t.cw
	fill := map[edgeKind]string{noEdge: " ", wallEdge: "-", markingEdge: ".", openingEdge: "-", doorEdge: "-", passageEdge: "-", shutGateEdge: "-"}[k]
	if r, ok := specialFill[k]; ok {
		fill = string(r)
	}
	seg := []rune(strings.Repeat(fill, cw))
	mid := (cw - 2) / 2
	if r := specialMark(t.sc, k, a, b); r != 0 {
		seg[mid], seg[mid+1] = r, r
	}
	switch k {
	case openingEdge:
		seg[mid], seg[mid+1] = 'o', 'o'
	case doorEdge:
		info := t.sc.m.Door(d)
		r := doorLetter(info.Color, t.sc.board.Door(d))
		seg[mid], seg[mid+1] = r, r
		if locked(t.sc.board, d) {
			seg[mid-1], seg[mid+2] = '#', '#'
		}
	}
	return seg
}

// specialFill is how the text picture draws the boundaries of seed 004,
// §16 along their length, and specialMark what it writes in their middle.
var specialFill = map[edgeKind]rune{wireEdge: '~', tornEdge: '~', ladderEdge: 'H', railEdge: '='}

func specialMark(sc *scene, k edgeKind, a, b zone.Cell) rune {
	switch k {
	case wireEdge:
		return 'W'
	case tornEdge:
		return 'w'
	case passageEdge, shutGateEdge:
		return sc.passageLetter(a, b)
	}
	return 0
}

// legend writes the Survivors, the Xenos and Machines, the zones, and the
// key to the symbols.
func (t *textPicture) legend(b *strings.Builder, cfg textConfig) {
	sc := t.sc
	l, r := sc.l, t.ruleset
	say := func(id string, args ...any) string { return l.SayIn(r, id, args...) }
	width := cfg.width
	var full []string
	for i := range sc.zones {
		if t.partial[i] {
			full = append(full, strings.Join(append(append([]string{}, t.words[i][0]...), t.words[i][1]...), " "))
		}
	}
	if len(full) > 0 {
		writeWrapped(b, say("draw.inFull", "zones", strings.Join(full, say("list.semicolon"))), width)
	}
	if cfg.brief {
		var names []string
		for _, sv := range sc.survivors {
			name := say("draw.survivor.brief", "tag", sv.tag, "name", sv.Card.Name)
			if fate := survivorFate(sv); fate != "" {
				name = say("draw.survivor.fate", "survivor", name, "fate", say("draw.fate."+fate))
			}
			names = append(names, name)
		}
		writeWrapped(b, say("draw.survivors.brief", "list", strings.Join(names, say("list.comma"))), width)
		writeWrapped(b, t.kindsLine(), width)
		return
	}
	b.WriteString(say("draw.survivors") + "\n")
	var rows [][]string
	for _, sv := range sc.survivors {
		where := say("draw.in", "zone", t.zoneName(sv.Zone))
		if sv.Dead || sv.Escaped {
			where = ""
		}
		row := []string{"  " + sv.tag, sv.Card.Name, l.Class(sv.Card.Class)}
		if sc.players > 1 {
			row = append(row, say("draw.player", "player", sv.Player+1))
		}
		fate := survivorFate(sv)
		if fate != "" {
			fate = say("draw.fate." + fate)
		}
		row = append(row, where, say("draw.xp", "xp", sv.XP, "level", l.Level(sv.Level)), say("draw.armor", "armor", sv.Armor), fate)
		rows = append(rows, row)
	}
	for _, line := range columns(rows, 2) {
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	writeWrapped(b, t.kindsLine(), width)
	if len(sc.machines) > 0 {
		var ms []string
		for _, mc := range sc.machines {
			m := say("draw.machine", "tag", mc.tag, "machine", l.Machine(mc.Profile.Name), "zone", t.zoneName(mc.Zone))
			if mc.Controller >= 0 && mc.Controller < len(sc.survivors) {
				m += say("draw.machine.remote", "survivor", sc.survivors[mc.Controller].Card.Name)
			}
			if mc.Activated {
				m += say("draw.machine.activated")
			}
			ms = append(ms, m)
		}
		writeWrapped(b, say("draw.machines", "list", strings.Join(ms, say("list.semicolon"))), width)
	}
	var zones []string
	for _, z := range sc.zones {
		zones = append(zones, strings.Join(append([]string{z.name, l.ZoneKind(z.kind)}, sc.zoneFeatures(&z)...), " "))
	}
	writeWrapped(b, say("draw.key.zones")+" "+strings.Join(zones, say("list.comma")), width)
	writeWrapped(b, say("draw.key.tokens")+" "+say("draw.tokens"), width)
	writeWrapped(b, say("draw.key.boundaries")+" "+say("draw.boundaries"), width)
	if sc.specialBoundaries() {
		writeWrapped(b, say("draw.key.special")+" "+say("draw.special"), width)
	}
}

// columns lines rows of cells up in columns as text/tabwriter does
// (every cell but a row's last padded to its column's width and pad
// more), counting a wide character (Chinese) as two columns.
func columns(rows [][]string, pad int) []string {
	var widths []int
	for _, row := range rows {
		for j, cell := range row[:len(row)-1] {
			if j == len(widths) {
				widths = append(widths, 0)
			}
			widths[j] = max(widths[j], columnsOf(cell))
		}
	}
	out := make([]string, len(rows))
	for i, row := range rows {
		var b strings.Builder
		for j, cell := range row {
			b.WriteString(cell)
			if j < len(row)-1 {
				b.WriteString(strings.Repeat(" ", widths[j]+pad-columnsOf(cell)))
			}
		}
		out[i] = b.String()
	}
	return out
}

// kindsLine names the Xeno kinds by their letters.
func (t *textPicture) kindsLine() string {
	l := t.sc.l
	var kinds []string
	for _, k := range t.sc.kinds {
		kinds = append(kinds, l.SayIn(t.ruleset, "draw.kind", "letter", k.letter, "kind", l.Kind(k.name)))
	}
	if len(t.sc.kinds) == 0 {
		return l.SayIn(t.ruleset, "draw.kinds.none")
	}
	first := t.sc.kinds[0] // the example: two of the first kind (Workers, or 2nd Edition's Walkers)
	return l.SayIn(t.ruleset, "draw.kinds", "letter", first.letter, "kinds", l.Plural(l.Kind(first.name)),
		"list", strings.Join(kinds, l.Say("list.comma")))
}

// survivorFate says whether a Survivor died, escaped, must decide now or
// took its Turn: its words' id in the legend (draw.fate.dead...), and in
// English its words.
func survivorFate(sv survivorScene) string {
	switch {
	case sv.Dead:
		return "dead"
	case sv.Escaped:
		return "escaped"
	case sv.decides:
		return "toAct"
	case sv.Activated:
		return "activated"
	}
	return ""
}

func (t *textPicture) zoneName(id zone.ID) string {
	if int(id) < len(t.sc.zones) {
		return t.sc.zones[id].name
	}
	return "?"
}

// writeWrapped writes text wrapped to width, the lines after the first
// indented by two spaces.
func writeWrapped(b *strings.Builder, text string, width int) {
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && line != "  " && columnsOf(line)+1+columnsOf(w) > width {
			b.WriteString(line + "\n")
			line = "  "
		}
		if line == "" || line == "  " {
			line += w
		} else {
			line += " " + w
		}
	}
	b.WriteString(line + "\n")
}

func truncate(w string, n int) string {
	if utf8.RuneCountInString(w) <= n {
		return w
	}
	return string([]rune(w)[:max(n, 0)])
}

func clamp(v, lo, hi int) int { return min(max(v, lo), hi) }

// columnsOf is how many columns a terminal gives text: two for a wide
// character (Chinese, full-width punctuation), one for any other.
func columnsOf(text string) int {
	n := 0
	for _, r := range text {
		n++
		if wide(r) {
			n++
		}
	}
	return n
}

// wide reports whether a terminal gives r two columns: the East Asian
// wide and full-width ranges.
func wide(r rune) bool {
	return r >= 0x1100 && r <= 0x115F || r >= 0x2E80 && r <= 0xA4CF || r >= 0xAC00 && r <= 0xD7A3 ||
		r >= 0xF900 && r <= 0xFAFF || r >= 0xFE30 && r <= 0xFE4F || r >= 0xFF00 && r <= 0xFF60 ||
		r >= 0xFFE0 && r <= 0xFFE6 || r >= 0x20000 && r <= 0x3FFFD
}
