package draw

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/zone"
)

// SVG draws s as a standalone SVG document for browsers and documents, on
// a white background: the mission's title, a status line (round, phase,
// who must decide what, outcome), the board, and a legend.
//
// Zones are shaded by kind (rooms cream, corridors grey-blue, the exterior
// sand) and hatched green where Mold is (densely when Active, lightly when
// Inactive; p.20). Walls are thick dark lines, floor markings dashed ones,
// openings gaps in the wall. Doors sit in their gaps: a bar when closed
// (brown, or green or purple for the mission's coloured doors), two leaves
// swung open when open, a red cross when destroyed, with a padlock when
// locked (p.22, p.26); a doorway Mold took the door of is an opening. The
// boundaries of seed 004, §16: barbed wire is a brown zigzag, broken in
// the middle once torn; a watchtower's ladder is a ladder across the edge,
// its rails a thin double line; a revolving gate's passage is a gap with a
// green badge of its letter (A or B) while open, a wall with a red one
// (a or b) while shut. Each
// zone shows its name and features, then its pieces: Spawn Zone tokens by
// colour (dashed when dormant), Objective tokens as crosses of their
// colour, Survivors by name (framed in their player's colour; the one who
// must decide on yellow), Machines, Xenos as chips of their kind's colour
// with their count (Worker ×3), and Noise tokens. Each zone's pieces are in
// a group with id "z-" and the zone's name, titled with a description of
// them. A zone whose pieces do not fit shows "…" and is described in full
// in the legend.
//
// The output depends on s and opts alone, byte for byte. SVG returns an
// error for the zero State, which is no game, for a nil w, and any error
// of w. Nil options are ignored.
func SVG(w io.Writer, s invader.State, opts ...SVGOption) error {
	if w == nil {
		return errors.New("draw: SVG to a nil io.Writer")
	}
	if s.Equal(invader.State{}) {
		return errors.New("draw: the zero State is no game")
	}
	p := &svgPicture{sc: newScene(s)}
	for _, o := range opts {
		if o != nil {
			o(&p.cfg)
		}
	}
	_, err := io.WriteString(w, p.draw())
	return err
}

// The SVG picture's measures, in pixels.
const (
	cellPx    = 128 // a cell's side
	marginPx  = 20
	boardTop  = 76 // below the title and status lines
	wallPx    = 6
	doorGap   = 56 // the gap of an opening or a door, along the wall
	chipH     = 18
	chipGap   = 4
	padPx     = 8  // inside a cell
	namePx    = 24 // the line of a zone's name
	fontPx    = 11 // chips
	minWidth  = 760
	legendRow = 24
)

var (
	kindFill = map[zone.Kind]string{zone.Room: "#f6edd9", zone.Corridor: "#dde4ec", zone.Exterior: "#f1cfa6"}
	// Xeno kinds by index of the Catalog: Worker, Tank, Hunter, Spoiler
	// Abomination in the Invader catalogue, then any others.
	xenoColors = []string{"#b03a2e", "#4a235a", "#d35400", "#1e5631", "#1a5276", "#7e5109", "#6c3483", "#0e6251"}
	// Players' colours, framing their Survivors.
	playerColors = []string{"#1f5fbf", "#c2185b", "#2e7d32", "#ef6c00", "#6a1b9a", "#00838f", "#5d4037"}
	tokenColors  = map[zone.Color]string{zone.Neutral: "#7a5230", zone.Red: "#d62f2f", zone.Blue: "#2e6fd6", zone.Green: "#2e9d45", zone.Purple: "#8e44ad", zone.White: "#ffffff"}
)

const (
	wallColor = "#2b2b2b"
	ink       = "#1b2631"
	moldColor = "#2f8f3a"
)

// An SVGOption changes how SVG draws.
type SVGOption func(*svgConfig)

type svgConfig struct {
	interactive bool
}

// Interactive marks the picture's parts for a page that makes them
// clickable, with data attributes that name them as the notation does
// (State.FormatAction): each zone's floor is a group with data-zone (the
// zone's name), its pieces' group has data-pieces (the zone's name) besides
// its id, each door is a group with data-door (d0, d1...) holding a hit area
// the size of its doorway, each Survivor's chip a group with
// data-survivor (its name), each Xeno chip a group with data-xeno (the
// kind's name) and each Objective token a group with data-objective (o0,
// o1...). The zones' names and features let clicks through to the floor
// (pointer-events="none"). The picture looks the same.
func Interactive() SVGOption {
	return func(c *svgConfig) { c.interactive = true }
}

// svgPicture draws a scene as SVG.
type svgPicture struct {
	cfg    svgConfig
	sc     *scene
	b      *strings.Builder
	width  int
	height int
	full   []string // descriptions of the zones whose pieces did not fit
}

// A chip is one piece drawn in a zone.
type chip struct {
	w    int
	text string // the piece as words, for the zone's title
	attr string // its data attribute when interactive: data-survivor="Cole"
	draw func(p *svgPicture, x, y int)
}

// draw returns the document. The board and legend are drawn first, for
// the height of the page.
func (p *svgPicture) draw() string {
	sc := p.sc
	boardW, boardH := sc.w*cellPx, sc.h*cellPx
	p.width = max(boardW+2*marginPx, minWidth)
	body := &strings.Builder{}
	p.b = body
	p.zones()
	p.boundaries()
	p.labels()
	p.pieces()
	legendH := p.legend(boardTop + boardH + 30)
	p.height = boardTop + boardH + 30 + legendH + marginPx
	p.b = &strings.Builder{}
	p.printf(`<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="DejaVu Sans, Verdana, Arial, sans-serif">
`, p.width, p.height, p.width, p.height)
	p.printf(`<title>%s</title>
`, esc(strings.TrimPrefix(sc.title+" — "+sc.status, " — ")))
	p.printf(`<defs>
<pattern id="mold" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="5" height="10" fill="%s" fill-opacity="0.45"/></pattern>
<pattern id="mold-inactive" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="16" fill="%s" fill-opacity="0.3"/></pattern>
</defs>
`, moldColor, moldColor)
	p.printf(`<rect width="100%%" height="100%%" fill="#ffffff"/>
`)
	title := sc.title
	if title == "" {
		title = "Zombicide: Invader"
	}
	p.printf(`<text x="%d" y="34" font-size="22" font-weight="bold" fill="%s">%s</text>
`, marginPx, ink, esc(title))
	p.printf(`<text x="%d" y="58" font-size="14" fill="#333333">%s</text>
`, marginPx, esc(sc.status))
	p.b.WriteString(body.String())
	p.b.WriteString("</svg>\n")
	return p.b.String()
}

func (p *svgPicture) printf(format string, args ...any) { fmt.Fprintf(p.b, format, args...) }

// origin returns the top left corner of cell (x, y) on the page.
func origin(x, y int) (int, int) {
	return marginPx + x*cellPx, boardTop + y*cellPx
}

// zones shades each zone by kind, and hatches its Mold.
func (p *svgPicture) zones() {
	p.printf("<g id=\"zones\">\n")
	for i, rs := range p.sc.runs {
		z := &p.sc.zones[i]
		if p.cfg.interactive {
			p.printf(`<g data-zone="%s">`+"\n", esc(z.name))
		}
		for _, r := range rs {
			x, y := origin(r.x0, r.y)
			w := (r.x1 - r.x0) * cellPx
			p.printf(`<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x, y, w, cellPx, fill(z.kind))
			switch z.mold {
			case zone.ActiveMold:
				p.printf(`<rect x="%d" y="%d" width="%d" height="%d" fill="url(#mold)"/>`+"\n", x, y, w, cellPx)
			case zone.InactiveMold:
				p.printf(`<rect x="%d" y="%d" width="%d" height="%d" fill="url(#mold-inactive)"/>`+"\n", x, y, w, cellPx)
			}
		}
		if p.cfg.interactive {
			p.printf("</g>\n")
		}
	}
	p.printf("</g>\n")
}

func fill(k zone.Kind) string {
	if f, ok := kindFill[k]; ok {
		return f
	}
	return "#eeeeee"
}

// boundaries draws the floor markings, then the walls, openings and doors.
func (p *svgPicture) boundaries() {
	sc := p.sc
	type seg struct {
		a, b   zone.Cell
		x, y   int  // the segment's start on the page
		across bool // a vertical segment, between west and east cells
	}
	var segs []seg
	for y := 0; y <= sc.h; y++ {
		for x := 0; x <= sc.w; x++ {
			px, py := origin(x, y)
			if y < sc.h {
				segs = append(segs, seg{zone.Cell{X: x - 1, Y: y}, zone.Cell{X: x, Y: y}, px, py, true})
			}
			if x < sc.w {
				segs = append(segs, seg{zone.Cell{X: x, Y: y - 1}, zone.Cell{X: x, Y: y}, px, py, false})
			}
		}
	}
	// along returns the point at distance d along a segment.
	along := func(s seg, d int) (int, int) {
		if s.across {
			return s.x, s.y + d
		}
		return s.x + d, s.y
	}
	p.printf("<g id=\"markings\" stroke=\"#8c96a3\" stroke-width=\"2\" stroke-dasharray=\"7 5\">\n")
	for _, s := range segs {
		if k, _ := sc.edge(s.a, s.b); k == markingEdge {
			x2, y2 := along(s, cellPx)
			p.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", s.x, s.y, x2, y2)
		}
	}
	p.printf("</g>\n<g id=\"walls\" stroke=\"%s\" stroke-width=\"%d\" stroke-linecap=\"square\">\n", wallColor, wallPx)
	lo, hi := (cellPx-doorGap)/2, (cellPx+doorGap)/2
	var doors, specials []seg
	for _, s := range segs {
		k, _ := sc.edge(s.a, s.b)
		if k >= wireEdge {
			specials = append(specials, s)
		}
		switch k {
		case wallEdge, shutGateEdge:
			x2, y2 := along(s, cellPx)
			p.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", s.x, s.y, x2, y2)
		case openingEdge, doorEdge, passageEdge:
			x1, y1 := along(s, lo)
			x2, y2 := along(s, hi)
			x3, y3 := along(s, cellPx)
			p.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", s.x, s.y, x1, y1)
			p.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", x2, y2, x3, y3)
			if k == doorEdge {
				doors = append(doors, s)
			}
		}
	}
	p.printf("</g>\n<g id=\"doors\">\n")
	for _, s := range doors {
		_, d := sc.edge(s.a, s.b)
		info := sc.m.Door(d)
		cx, cy := along(s, cellPx/2)
		if p.cfg.interactive {
			p.printf(`<g data-door="d%d">`+"\n", d)
			p.doorHitArea(cx, cy, s.across)
		}
		p.door(cx, cy, s.across, info.Color, sc.board.Door(d), locked(sc.board, d))
		if p.cfg.interactive {
			p.printf("</g>\n")
		}
	}
	p.printf("</g>\n")
	if len(specials) > 0 {
		p.printf("<g id=\"special\">\n")
		for _, s := range specials {
			k, _ := sc.edge(s.a, s.b)
			p.specialEdge(k, s.x, s.y, s.across, sc.passageLetter(s.a, s.b))
		}
		p.printf("</g>\n")
	}
}

// doorHitArea draws an invisible rectangle over a doorway centred on
// (cx, cy), for clicks on an open or destroyed door to find.
func (p *svgPicture) doorHitArea(cx, cy int, across bool) {
	w, h := doorGap, 24
	if across {
		w, h = h, w
	}
	p.printf(`<rect x="%d" y="%d" width="%d" height="%d" fill="#ffffff" fill-opacity="0"/>`+"\n", cx-w/2, cy-h/2, w, h)
}

// door draws a door centred on (cx, cy), in a vertical wall when across.
func (p *svgPicture) door(cx, cy int, across bool, c zone.Color, st zone.DoorState, locked bool) {
	col := tokenColors[c]
	if c != zone.Green && c != zone.Purple {
		col = tokenColors[zone.Neutral]
	}
	half := doorGap / 2
	switch st {
	case zone.Closed:
		if across {
			p.printf(`<rect x="%d" y="%d" width="10" height="%d" fill="%s" stroke="%s" stroke-width="1.5"/>`+"\n", cx-5, cy-half, doorGap, col, wallColor)
		} else {
			p.printf(`<rect x="%d" y="%d" width="%d" height="10" fill="%s" stroke="%s" stroke-width="1.5"/>`+"\n", cx-half, cy-5, doorGap, col, wallColor)
		}
	case zone.Open:
		// Two leaves swung open into the zone to the north or west, out of
		// the way of the names and pieces, which start at the top left.
		leaf := half - 4
		if across {
			p.printf(`<path d="M%d %d l%d %d M%d %d l%d %d" stroke="%s" stroke-width="5" stroke-linecap="round"/>`+"\n",
				cx, cy-half, -leaf, leaf/3, cx, cy+half, -leaf, -leaf/3, col)
		} else {
			p.printf(`<path d="M%d %d l%d %d M%d %d l%d %d" stroke="%s" stroke-width="5" stroke-linecap="round"/>`+"\n",
				cx-half, cy, leaf/3, -leaf, cx+half, cy, -leaf/3, -leaf, col)
		}
	case zone.Destroyed:
		// Splinters of the door on either side, and a red cross.
		if across {
			p.printf(`<path d="M%d %d l-7 10 M%d %d l7 -10" stroke="%s" stroke-width="5"/>`+"\n", cx, cy-half, cx, cy+half, col)
		} else {
			p.printf(`<path d="M%d %d l10 -7 M%d %d l-10 7" stroke="%s" stroke-width="5"/>`+"\n", cx-half, cy, cx+half, cy, col)
		}
		d := fmt.Sprintf("M%d %d l16 16 M%d %d l-16 16", cx-8, cy-8, cx+8, cy-8)
		p.printf(`<path d="%s" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>`+"\n", d)
		p.printf(`<path d="%s" stroke="#c0392b" stroke-width="4" stroke-linecap="round"/>`+"\n", d)
	}
	if locked {
		p.padlock(cx, cy)
	}
}

// padlock draws a padlock centred on (cx, cy).
func (p *svgPicture) padlock(cx, cy int) {
	p.printf(`<path d="M%d %d v-4 a4 4 0 0 1 8 0 v4" fill="none" stroke="%s" stroke-width="2"/>`+"\n", cx-4, cy-1, wallColor)
	p.printf(`<rect x="%d" y="%d" width="12" height="9" rx="1.5" fill="#f4c430" stroke="%s" stroke-width="1.5"/>`+"\n", cx-6, cy-2, wallColor)
}

// labels writes each zone's name, features and Mold in its first cell.
func (p *svgPicture) labels() {
	events := ""
	if p.cfg.interactive {
		events = ` pointer-events="none"`
	}
	p.printf("<g id=\"labels\" font-size=\"13\"%s>\n", events)
	for i, rs := range p.sc.runs {
		if len(rs) == 0 {
			continue
		}
		z := &p.sc.zones[i]
		x, y := origin(rs[0].x0, rs[0].y)
		p.printf(`<text x="%d" y="%d" font-weight="bold" fill="#444444">%s`, x+padPx+2, y+17, esc(z.name))
		if words := p.sc.zoneFeatures(z); len(words) > 0 {
			p.printf(`<tspan dx="5" font-size="10" font-weight="normal" fill="#555555">%s</tspan>`, esc(strings.Join(words, " · ")))
		}
		switch z.mold {
		case zone.ActiveMold:
			p.printf(`<tspan dx="5" font-size="10" fill="%s">MOLD</tspan>`, moldColor)
		case zone.InactiveMold:
			p.printf(`<tspan dx="5" font-size="10" font-weight="normal" fill="%s">inactive Mold</tspan>`, moldColor)
		}
		p.printf("</text>\n")
	}
	p.printf("</g>\n")
}

// pieces lays each zone's pieces out in its runs, below its name: at full
// size when they fit, else smaller, else as many as fit.
func (p *svgPicture) pieces() {
	sc := p.sc
	for i, rs := range sc.runs {
		if len(rs) == 0 {
			continue
		}
		z := &sc.zones[i]
		chips := p.chips(z)
		if len(chips) == 0 {
			continue
		}
		var words []string
		for _, c := range chips {
			words = append(words, c.text)
		}
		desc := z.name + " (" + z.kind.String() + "): " + strings.Join(words, ", ")
		if p.cfg.interactive {
			p.printf(`<g id="z-%s" data-pieces="%s"><title>%s</title>`+"\n", esc(z.name), esc(z.name), esc(desc))
		} else {
			p.printf(`<g id="z-%s"><title>%s</title>`+"\n", esc(z.name), esc(desc))
		}
		scale := 100
		placed, fits := layout(rs, chips, scale)
		if !fits {
			scale = smallScale
			placed, fits = layout(rs, chips, scale)
		}
		for j, pos := range placed {
			p.placeChip(chips[j], pos, scale)
		}
		if !fits {
			r := rs[len(rs)-1]
			x, y := origin(r.x1, r.y+1)
			p.printf(`<text x="%d" y="%d" font-size="16" font-weight="bold" fill="%s" text-anchor="end">…</text>`+"\n", x-padPx, y-padPx, ink)
			p.full = append(p.full, desc)
		}
		p.printf("</g>\n")
	}
}

// placeChip draws a chip at pos, at scale percent, in a group of its
// data attribute when the picture is interactive.
func (p *svgPicture) placeChip(c chip, pos [2]int, scale int) {
	marked := p.cfg.interactive && c.attr != ""
	if marked {
		p.printf("<g %s>\n", c.attr)
	}
	if scale == 100 {
		c.draw(p, pos[0], pos[1])
	} else {
		p.printf(`<g transform="translate(%d %d) scale(%s)">`+"\n", pos[0], pos[1], percent(scale))
		c.draw(p, 0, 0)
		p.printf("</g>\n")
	}
	if marked {
		p.printf("</g>\n")
	}
}

// smallScale is the size, in percent, of the chips of a zone too full for
// them at full size.
const smallScale = 75

func percent(n int) string { return fmt.Sprintf("%d.%02d", n/100, n%100) }

// layout places chips drawn at scale percent in a zone's runs, in rows
// from the top left of each, the first run below the zone's name. It
// returns the positions of the chips that fit, and whether all did.
func layout(rs []run, chips []chip, scale int) ([][2]int, bool) {
	var out [][2]int
	h, gap := chipH*scale/100, max(chipGap*scale/100, 2)
	i := 0
	for n, r := range rs {
		x0, y0 := origin(r.x0, r.y)
		right := x0 + (r.x1-r.x0)*cellPx - padPx
		bottom := y0 + cellPx - padPx
		x, y := x0+padPx, y0+padPx
		if n == 0 {
			y = y0 + namePx
		}
		for i < len(chips) {
			w := (chips[i].w*scale + 99) / 100
			if x+w > right && x > x0+padPx {
				x, y = x0+padPx, y+h+gap
			}
			if y+h > bottom {
				break
			}
			out = append(out, [2]int{x, y})
			x += w + gap
			i++
		}
	}
	return out, i == len(chips)
}

// chips returns the pieces of a zone: Spawn Zone tokens, Objective
// tokens, Survivors, Machines, Xenos, Noise tokens.
func (p *svgPicture) chips(z *zoneScene) []chip {
	sc := p.sc
	var out []chip
	for _, sp := range z.spawns {
		out = append(out, spawnChip(sp))
	}
	for j, c := range z.objectives {
		ch := objectiveChip(c)
		ch.attr = fmt.Sprintf(`data-objective="o%d"`, z.objIndex[j])
		out = append(out, ch)
	}
	for _, i := range z.survivors {
		ch := p.survivorChip(sc.survivors[i])
		ch.attr = fmt.Sprintf(`data-survivor="%s"`, esc(sc.survivors[i].Card.Name))
		out = append(out, ch)
	}
	for _, i := range z.machines {
		out = append(out, machineChip(sc.machines[i]))
	}
	for k, n := range z.xenos {
		if n > 0 && k < len(sc.kinds) {
			ch := xenoChip(sc.kinds[k].short, k, int(n))
			ch.attr = fmt.Sprintf(`data-xeno="%s"`, esc(sc.kinds[k].name))
			out = append(out, ch)
		}
	}
	if z.noise > 0 {
		out = append(out, noiseChip(z.noise))
	}
	return out
}

// textWidth estimates the width in pixels of s in bold type of the given
// size, from the advance widths of DejaVu Sans Bold, rounded up a little
// for the fonts that may stand in for it.
func textWidth(s string, size int) int {
	milli := 0 // thousandths of the size
	for _, r := range s {
		switch {
		case strings.ContainsRune("ijl.,:;'!|", r):
			milli += 360
		case r == ' ':
			milli += 360
		case strings.ContainsRune("frt()", r):
			milli += 500
		case strings.ContainsRune("mwMW", r):
			milli += 1060
		case r >= 'A' && r <= 'Z', r == '×':
			milli += 800
		case r >= '0' && r <= '9':
			milli += 720
		default:
			milli += 720
		}
	}
	return (milli*size + 999) / 1000
}

// pill is a chip of text on a rounded rectangle.
func pill(text, fillColor, stroke, textColor string, dashed bool, radius int) chip {
	w := textWidth(text, fontPx) + 12
	return chip{w: w, text: text, draw: func(p *svgPicture, x, y int) {
		dash := ""
		if dashed {
			dash = ` stroke-dasharray="4 2"`
		}
		p.printf(`<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="%s" stroke="%s" stroke-width="1.5"%s/>`+"\n",
			x, y, w, chipH, radius, fillColor, stroke, dash)
		p.printf(`<text x="%d" y="%d" font-size="%d" font-weight="bold" fill="%s" text-anchor="middle">%s</text>`+"\n",
			x+w/2, y+chipH-5, fontPx, textColor, esc(text))
	}}
}

func spawnChip(sp spawnToken) chip {
	col := tokenColors[sp.color]
	if sp.active {
		c := pill("Spawn", col, wallColor, "#ffffff", false, 2)
		c.text = sp.color.String() + " Spawn Zone"
		return c
	}
	c := pill("Dormant spawn", "#ffffff", col, col, true, 2)
	c.text = "dormant " + sp.color.String() + " Spawn Zone"
	return c
}

func objectiveChip(c zone.Color) chip {
	return chip{w: chipH, text: c.String() + " Objective", draw: func(p *svgPicture, x, y int) {
		p.cross(x+chipH/2, y+chipH/2, tokenColors[c])
	}}
}

// cross draws an Objective token: a cross of its colour, outlined.
func (p *svgPicture) cross(cx, cy int, col string) {
	d := fmt.Sprintf("M%d %d l14 14 M%d %d l-14 14", cx-7, cy-7, cx+7, cy-7)
	p.printf(`<path d="%s" stroke="%s" stroke-width="7" stroke-linecap="round"/>`+"\n", d, wallColor)
	p.printf(`<path d="%s" stroke="%s" stroke-width="4" stroke-linecap="round"/>`+"\n", d, col)
}

func (p *svgPicture) survivorChip(sv survivorScene) chip {
	stroke := playerColors[0]
	if p.sc.players > 1 {
		stroke = playerColors[sv.Player%len(playerColors)]
	}
	bg := "#ffffff"
	if sv.decides {
		bg = "#fff1a8"
	}
	return pill(sv.Card.Name, bg, stroke, ink, false, 4)
}

func machineChip(mc machineScene) chip {
	name := mc.Profile.Name
	switch mc.tag {
	case "Bot":
		name = "Bot"
	case "Gun":
		name = "Sentry Gun"
	}
	c := pill(name, "#5d6d7e", wallColor, "#ffffff", false, 2)
	c.text = mc.Profile.Name
	return c
}

func xenoChip(short string, k, n int) chip {
	return pill(fmt.Sprintf("%s ×%d", short, n), xenoColors[k%len(xenoColors)], wallColor, "#ffffff", false, chipH/2)
}

func noiseChip(n int) chip {
	return pill(fmt.Sprintf("Noise %d", n), "#f7dc6f", "#9a7d0a", ink, false, chipH/2)
}

// legend draws the legend from y down, and returns its height.
func (p *svgPicture) legend(top int) int {
	sc := p.sc
	l := &legendFlow{p: p, left: marginPx, right: p.width - marginPx, y: top}
	p.printf("<g id=\"legend\" font-size=\"12\" fill=\"%s\">\n", ink)
	l.heading("Zones")
	for _, k := range []zone.Kind{zone.Room, zone.Corridor, zone.Exterior} {
		l.item(k.String(), 24, func(x, y int) {
			p.printf(`<rect x="%d" y="%d" width="22" height="16" fill="%s" stroke="#999999"/>`+"\n", x, y-12, fill(k))
		})
	}
	l.item("Mold", 24, func(x, y int) {
		p.printf(`<rect x="%d" y="%d" width="22" height="16" fill="%s"/><rect x="%d" y="%d" width="22" height="16" fill="url(#mold)" stroke="#999999"/>`+"\n", x, y-12, fill(zone.Corridor), x, y-12)
	})
	l.item("Inactive Mold", 24, func(x, y int) {
		p.printf(`<rect x="%d" y="%d" width="22" height="16" fill="%s"/><rect x="%d" y="%d" width="22" height="16" fill="url(#mold-inactive)" stroke="#999999"/>`+"\n", x, y-12, fill(zone.Corridor), x, y-12)
	})
	l.newline()
	l.heading("Boundaries")
	l.item("wall", 28, func(x, y int) {
		p.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="%d"/>`+"\n", x, y-4, x+24, y-4, wallColor, wallPx)
	})
	l.item("marking", 28, func(x, y int) {
		p.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#8c96a3" stroke-width="2" stroke-dasharray="7 5"/>`+"\n", x, y-4, x+24, y-4)
	})
	l.item("opening", 28, func(x, y int) {
		p.printf(`<path d="M%d %d h6 M%d %d h6" stroke="%s" stroke-width="%d"/>`+"\n", x, y-4, x+18, y-4, wallColor, wallPx)
	})
	doorSample := func(c zone.Color, st zone.DoorState, locked bool) func(x, y int) {
		return func(x, y int) {
			p.printf(`<g transform="translate(%d %d) scale(0.5)">`+"\n", x+22, y-4)
			p.printf(`<path d="M%d 0 h%d M%d 0 h%d" stroke="%s" stroke-width="%d"/>`+"\n", -doorGap/2-14, 14, doorGap/2, 14, wallColor, wallPx)
			p.door(0, 0, false, c, st, locked)
			p.printf("</g>\n")
		}
	}
	l.item("door", 44, doorSample(zone.Neutral, zone.Closed, false))
	l.item("open", 44, doorSample(zone.Neutral, zone.Open, false))
	l.item("destroyed", 44, doorSample(zone.Neutral, zone.Destroyed, false))
	l.item("green", 44, doorSample(zone.Green, zone.Closed, false))
	l.item("purple", 44, doorSample(zone.Purple, zone.Closed, false))
	l.item("locked", 44, doorSample(zone.Neutral, zone.Closed, true))
	l.newline()
	if sc.specialBoundaries() {
		p.specialLegend(l)
	}
	l.heading("Tokens")
	l.item("Objectives (red, blue, green, purple, white)", 5*20, func(x, y int) {
		for i, c := range []zone.Color{zone.Red, zone.Blue, zone.Green, zone.Purple, zone.White} {
			p.cross(x+9+i*20, y-5, tokenColors[c])
		}
	})
	l.chip(spawnChip(spawnToken{zone.Red, true}), "Spawn Zone")
	l.chip(spawnChip(spawnToken{zone.Green, false}), "")
	l.chip(noiseChip(2), "")
	l.newline()
	l.heading("Xenos")
	for k, kind := range sc.kinds {
		c := pill(kind.short, xenoColors[k%len(xenoColors)], wallColor, "#ffffff", false, chipH/2)
		label := ""
		if kind.name != kind.short {
			label = kind.name
		}
		l.chip(c, label)
	}
	var chips []chip
	var descs []string
	if len(sc.machines) > 0 {
		l.newline()
		l.heading("Machines")
		for _, mc := range sc.machines {
			desc := mc.Profile.Name + " in " + p.zoneName(mc.Zone)
			if mc.Controller >= 0 && mc.Controller < len(sc.survivors) {
				desc += ", " + sc.survivors[mc.Controller].Card.Name + "'s remote"
			}
			if mc.Activated {
				desc += ", activated"
			}
			chips = append(chips, machineChip(mc))
			descs = append(descs, desc)
		}
		l.grid(chips, descs)
	}
	l.newline()
	l.heading("Survivors")
	chips, descs = nil, nil
	for _, sv := range sc.survivors {
		desc := fmt.Sprint(sv.Card.Class)
		if sc.players > 1 {
			desc += fmt.Sprintf(", player %d", sv.Player+1)
		}
		if !sv.Dead && !sv.Escaped {
			desc += ", in " + p.zoneName(sv.Zone)
		}
		desc += fmt.Sprintf(", XP %d (%s), Armor %d", sv.XP, sv.Level, sv.Armor)
		if fate := survivorFate(sv); fate != "" {
			desc += ", " + sc.l.Say("draw.fate."+fate)
		}
		chips = append(chips, p.survivorChip(sv))
		descs = append(descs, desc)
	}
	l.grid(chips, descs)
	for _, f := range p.full {
		l.newline()
		l.item("In full: "+f, 0, func(int, int) {})
	}
	p.printf("</g>\n")
	return l.y + legendRow - top
}

func (p *svgPicture) zoneName(id zone.ID) string {
	if int(id) < len(p.sc.zones) {
		return p.sc.zones[id].name
	}
	return "?"
}

// legendFlow lays the legend's items out in rows, left to right.
type legendFlow struct {
	p                 *svgPicture
	left, right, x, y int
	started           bool
	col               int // the width of the columns items snap to, if any
}

const headingPx = 92

func (l *legendFlow) heading(h string) {
	l.p.printf(`<text x="%d" y="%d" font-weight="bold">%s</text>`+"\n", l.left, l.y, esc(h))
	l.x = l.left + headingPx
	l.started = true
}

// item draws a glyph of width gw with a label, on the current row or the
// next.
func (l *legendFlow) item(label string, gw int, glyph func(x, y int)) {
	if !l.started {
		l.x = l.left
		l.started = true
	}
	w := itemWidth(label, gw)
	if l.col > 0 {
		w = (w + l.col - 1) / l.col * l.col
	}
	if l.x+w > l.right && l.x > l.left+headingPx {
		l.y += legendRow
		l.x = l.left + headingPx
	}
	glyph(l.x, l.y)
	if label != "" {
		l.p.printf(`<text x="%d" y="%d">%s</text>`+"\n", l.x+gw+6, l.y, esc(label))
	}
	l.x += w
}

// itemWidth is the room an item of the legend takes: its glyph, its
// label, and a space.
func itemWidth(label string, gw int) int { return gw + 6 + textWidth(label, 12)*9/10 + 14 }

// grid draws chips with their labels in columns.
func (l *legendFlow) grid(chips []chip, labels []string) {
	w := 0
	for i, c := range chips {
		w = max(w, itemWidth(labels[i], c.w))
	}
	l.columns(w)
	for i, c := range chips {
		l.chip(c, labels[i])
	}
}

// chip draws a chip with a label.
func (l *legendFlow) chip(c chip, label string) {
	l.item(label, c.w, func(x, y int) { c.draw(l.p, x, y-13) })
}

func (l *legendFlow) newline() {
	l.y += legendRow
	l.x = l.left
	l.started = false
	l.col = 0
}

// columns lines the items up to come up in columns: as many as items of
// width w fit in a row.
func (l *legendFlow) columns(w int) {
	avail := l.right - l.left - headingPx
	l.col = avail / max(1, avail/max(w, 1))
}

var xmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;")

// esc escapes text for XML, dropping characters XML does not allow.
func esc(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' || (r >= 0x20 && r != 0xFFFE && r != 0xFFFF && (r < 0xD800 || r > 0xDFFF)) {
			return r
		}
		return -1
	}, s)
	return xmlEscaper.Replace(s)
}
