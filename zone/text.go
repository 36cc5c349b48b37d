package zone

import (
	"fmt"
	"strings"
)

// A ParseError says what is wrong with a map's text and where.
type ParseError struct {
	Line, Column int // 1-based
	Msg          string
}

func (e *ParseError) Error() string {
	if e == nil {
		return "zone: <nil>"
	}
	return fmt.Sprintf("zone: line %d:%d: %s", e.Line, e.Column, e.Msg)
}

// Parse reads a map in the text form described in the package comment.
// Errors are *ParseError values giving the line and column of the problem.
func Parse(text string) (*Map, error) {
	if len(text) > MaxTextBytes {
		return nil, &ParseError{Line: 1, Column: 1, Msg: fmt.Sprintf("%d bytes: a map is at most %d", len(text), MaxTextBytes)}
	}
	p := parser{lines: strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")}
	sp, err := p.parse()
	if err != nil {
		return nil, err
	}
	m, berr := sp.build()
	if berr != nil {
		return nil, p.locate(berr)
	}
	return m, nil
}

// The largest inputs the decoders read: a grid of 256 × 256 cells
// (maxSide) with a legend line per zone fits in either.
const (
	MaxTextBytes = 1 << 20 // Parse
	MaxJSONBytes = 8 << 20 // UnmarshalJSON
)

// MustParse is like [Parse] but panics on error. It is meant for tests and
// examples with hard-coded maps.
func MustParse(text string) *Map {
	m, err := Parse(text)
	if err != nil {
		panic(err)
	}
	return m
}

type parser struct {
	lines     []string
	top       int            // index of the grid's first line
	legendPos map[string]int // zone name -> index of its legend line
	sp        spec
}

func (p *parser) errf(line, col int, format string, args ...any) *ParseError {
	return &ParseError{Line: line + 1, Column: col + 1, Msg: fmt.Sprintf(format, args...)}
}

func isComment(l string) bool { return strings.HasPrefix(l, "#") }
func isBlank(l string) bool   { return strings.TrimSpace(l) == "" }

func (p *parser) parse() (*spec, error) {
	for p.top < len(p.lines) && (isBlank(p.lines[p.top]) || isComment(p.lines[p.top])) {
		p.top++
	}
	end := p.top
	for end < len(p.lines) && !isLegendLine(p.lines[end]) && (!isBlank(p.lines[end]) || p.gridGoesOn(end)) {
		end++
	}
	if err := p.grid(p.lines[p.top:end]); err != nil {
		return nil, err
	}
	if err := p.legend(end); err != nil {
		return nil, err
	}
	return &p.sp, nil
}

// gridGoesOn reports whether the blank line i is a row of void cells
// inside the grid: the next line that is not blank is a grid line.
func (p *parser) gridGoesOn(i int) bool {
	for _, l := range p.lines[i:] {
		if !isBlank(l) {
			return !isLegendLine(l) && !isComment(l)
		}
	}
	return false
}

func isLegendLine(l string) bool {
	return l != "" && isLabelByte(l[0]) && !isComment(l)
}

func isLabelByte(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
}

func (p *parser) grid(rows []string) error {
	if len(rows) < 3 || len(rows)%2 == 0 {
		line := p.top + len(rows)
		if len(rows) == 0 {
			return p.errf(min(p.top, len(p.lines)-1), 0, "no grid: a map starts with a row of corners and boundaries like +--+")
		}
		return p.errf(line-1, 0, "the grid has %d lines: want an odd number, a boundary row above and below each row of cells", len(rows))
	}
	sp := &p.sp
	for i, r := range rows {
		for j := range len(r) {
			if r[j] < ' ' || r[j] > '~' {
				return p.errf(p.top+i, j, "character %q: the grid is plain ASCII", r[j])
			}
		}
		sp.w = max(sp.w, (len(strings.TrimRight(r, " "))+1)/3)
	}
	sp.h = len(rows) / 2
	n := sp.w * sp.h
	sp.labels = make([]string, n)
	sp.east = make([]edgeSpec, n)
	sp.south = make([]edgeSpec, n)
	for i, r := range rows {
		r = strings.TrimRight(r, " ")
		if err := p.gridRow(i, r+strings.Repeat(" ", max(0, 3*sp.w+1-len(r)))); err != nil {
			return err
		}
	}
	return nil
}

func (p *parser) gridRow(i int, r string) error {
	line, y := p.top+i, i/2
	for x := 0; x <= p.sp.w; x++ {
		col := 3 * x
		if i%2 == 0 {
			if c := r[col]; c != '+' && c != ' ' {
				return p.errf(line, col, "corner %q: want + or a space", c)
			}
			if x < p.sp.w {
				if err := p.horizontal(line, col+1, r[col+1:col+3], x, y); err != nil {
					return err
				}
			}
			continue
		}
		if err := p.vertical(line, col, r[col], x, y); err != nil {
			return err
		}
		if x < p.sp.w {
			if err := p.label(line, col+1, r[col+1:col+3], x, y); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *parser) label(line, col int, s string, x, y int) error {
	t := strings.TrimSpace(s)
	for j := range len(t) {
		if !isLabelByte(t[j]) {
			return p.errf(line, col+strings.IndexByte(s, t[j]), "zone label %q: use letters and digits", short(s))
		}
	}
	p.sp.labels[y*p.sp.w+x] = t
	return nil
}

// Boundary symbols; see the package comment.
var symbols = map[byte]edgeSpec{
	'|': {b: Wall}, '-': {b: Wall}, '.': {b: Marking}, 'o': {b: Opening},
	'D': {b: Door, state: Closed}, 'd': {b: Door, state: Open}, 'x': {b: Door, state: Destroyed},
	'G': {b: Door, color: Green, state: Closed}, 'g': {b: Door, color: Green, state: Open},
	'P': {b: Door, color: Purple, state: Closed}, 'p': {b: Door, color: Purple, state: Open},
	'W': {b: Wire}, 'w': {b: Wire, torn: true}, 'H': {b: Ladder}, ':': {b: Rail},
	'A': {b: GateA}, 'B': {b: GateB},
}

func (p *parser) symbol(line, col int, c byte) (edgeSpec, error) {
	if c == ' ' {
		return edgeSpec{}, nil
	}
	es, ok := symbols[c]
	if !ok {
		return es, p.errf(line, col, "boundary %q: want one of | - . o D d x G g P p W w H : A B or a space", c)
	}
	return es, nil
}

// vertical reads the boundary symbol c west of cell (x, y), at line:col.
func (p *parser) vertical(line, col int, c byte, x, y int) error {
	return p.boundary(line, col, c, x == 0 || x == p.sp.w, p.sp.east, y*p.sp.w+x-1)
}

// horizontal reads the doubled boundary symbol s north of cell (x, y), at
// line:col.
func (p *parser) horizontal(line, col int, s string, x, y int) error {
	if s[0] != s[1] && !(isWallByte(s[0]) && isWallByte(s[1])) {
		return p.errf(line, col, "boundary %q: write its symbol twice", s)
	}
	return p.boundary(line, col, s[0], y == 0 || y == p.sp.h, p.sp.south, (y-1)*p.sp.w+x)
}

// boundary reads the boundary symbol c at line:col into dst[i]. On the
// board's edge only a wall or nothing may stand, and nothing is stored: i
// is then unused, and may be out of range.
func (p *parser) boundary(line, col int, c byte, onEdge bool, dst []edgeSpec, i int) error {
	es, err := p.symbol(line, col, c)
	switch {
	case err != nil:
		return err
	case !onEdge:
		dst[i] = es
	case es.b != 0 && es.b != Wall:
		return p.errf(line, col, "%s on the board's edge", an(es.b))
	}
	return nil
}

func isWallByte(b byte) bool { return b == '-' || b == '|' }

func (p *parser) legend(from int) error {
	p.legendPos = map[string]int{}
	for i := from; i < len(p.lines); i++ {
		l := p.lines[i]
		if isBlank(l) || isComment(l) {
			continue
		}
		zs, err := p.legendLine(i, l)
		if err != nil {
			return err
		}
		if _, dup := p.legendPos[zs.name]; dup {
			return p.errf(i, 0, "zone %q is described twice", zs.name)
		}
		p.legendPos[zs.name] = i
		p.sp.legend = append(p.sp.legend, zs)
	}
	return nil
}

func (p *parser) legendLine(i int, l string) (zoneSpec, error) {
	name, _, ok := strings.Cut(l, ":")
	if !ok {
		return zoneSpec{}, p.errf(i, 0, "legend line %q: want \"name: kind [features]\"", short(l))
	}
	if !validLabel(name) {
		return zoneSpec{}, p.errf(i, 0, "zone name %q: one or two letters or digits", short(name))
	}
	zs := zoneSpec{name: name}
	for off := len(name) + 1; off < len(l); {
		if l[off] == ' ' || l[off] == '\t' {
			off++
			continue
		}
		start := off
		for off < len(l) && l[off] != ' ' && l[off] != '\t' {
			off++
		}
		if msg := zs.token(l[start:off]); msg != "" {
			return zs, p.errf(i, start, "%s", msg)
		}
	}
	if zs.kind == 0 {
		return zs, p.errf(i, len(l), "zone %q has no kind: want room, corridor or exterior", name)
	}
	return zs, nil
}

// token reads one word of a legend line into zs, or says what is wrong.
func (zs *zoneSpec) token(f string) string {
	key, val, hasVal := strings.Cut(f, "=")
	if k, ok := byName[Kind](kindNames[:], key); ok && !hasVal {
		if zs.kind != 0 {
			return fmt.Sprintf("zone %q has two kinds", zs.name)
		}
		zs.kind = k
		return ""
	}
	if ft, ok := featureByName(key); ok && !hasVal {
		zs.features |= ft
		return ""
	}
	switch key {
	case "spawn":
		return zs.spawnToken(val, hasVal)
	case "objective":
		c := Red
		if hasVal {
			var ok bool
			if c, ok = parseColor(val); !ok {
				return fmt.Sprintf("objective colour %q: want red, blue, green, purple or white", short(val))
			}
		}
		zs.objectives = append(zs.objectives, c)
		return ""
	case "bot", "sentry":
		if !hasVal {
			mc, _ := byName[Machine](machineNames[:], key)
			zs.machines = append(zs.machines, mc)
			return ""
		}
	case "switch":
		if !validLabel(val) {
			return fmt.Sprintf("switch %q: want switch=LABEL, the label of a revolving gate's zone", short(val))
		}
		zs.switches = append(zs.switches, val)
		return ""
	case "gate":
		p, ok := byName[GatePosition](positionNames[:], val)
		if !ok {
			return fmt.Sprintf("gate position %q: want gate=a or gate=b", short(val))
		}
		zs.features |= RevolvingGate
		zs.gate = p
		return ""
	case "mold":
		switch val {
		case "", "active":
			zs.mold = ActiveMold
			return ""
		case "inactive":
			zs.mold = InactiveMold
			return ""
		}
		return fmt.Sprintf("mold %q: want mold=active or mold=inactive", short(val))
	}
	return fmt.Sprintf("unknown word %q: want a kind (room, corridor, exterior), a feature (%s), spawn, objective, bot, sentry, mold, gate=a|b or switch",
		short(f), strings.Join(featureNames[:], ", "))
}

func (zs *zoneSpec) spawnToken(val string, hasVal bool) string {
	s := Spawn{Color: Red, Active: true}
	if hasVal {
		colour, state, hasState := strings.Cut(val, ":")
		c, ok := parseColor(colour)
		if !ok {
			return fmt.Sprintf("spawn colour %q: want red, green or purple", short(colour))
		}
		s = Spawn{Color: c, Active: c == Red}
		switch {
		case !hasState:
		case state == "active":
			s.Active = true
		case state == "dormant":
			s.Active = false
		default:
			return fmt.Sprintf("spawn state %q: want active or dormant", short(state))
		}
	}
	zs.spawns = append(zs.spawns, s)
	return ""
}

// locate turns a build error into a position in the text.
func (p *parser) locate(e *buildError) *ParseError {
	at := e.at
	switch at.kind {
	case locCell:
		return p.errf(p.top+2*at.cell.Y+1, 3*at.cell.X+1, "%s", e.msg)
	case locEast:
		return p.errf(p.top+2*at.cell.Y+1, 3*at.cell.X+3, "%s", e.msg)
	case locSouth:
		return p.errf(p.top+2*at.cell.Y+2, 3*at.cell.X+1, "%s", e.msg)
	case locLegend:
		if i, ok := p.legendPos[at.name]; ok {
			return p.errf(i, 0, "%s", e.msg)
		}
	}
	return p.errf(p.top, 0, "%s", e.msg)
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
