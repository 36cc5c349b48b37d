package draw

import (
	"fmt"
	"strings"
)

// The colours of the boundaries of seed 004, §16.
const (
	wireColor    = "#6b4f2a"
	ladderColor  = "#8b5a2b"
	railColor    = "#7f8c8d"
	passageOpen  = "#2e8b57"
	passageShut  = "#c0392b"
	wireStepPx   = 8 // the zigzag's step along the edge
	wireAmpPx    = 5 // and its height across it
	ladderHalfPx = 7 // half the ladder's width, across the edge
)

// specialEdge draws a boundary of seed 004, §16 on the edge that starts at
// (x, y) and runs cellPx along x, or along y when across; letter is a gate
// passage's ([scene.passageLetter]).
func (p *svgPicture) specialEdge(k edgeKind, x, y int, across bool, letter rune) {
	// pt returns the point d along the edge and e across it.
	pt := func(d, e int) (int, int) {
		if across {
			return x + e, y + d
		}
		return x + d, y + e
	}
	lo, hi := (cellPx-doorGap)/2, (cellPx+doorGap)/2
	switch k {
	case wireEdge:
		p.zigzag(pt, 0, cellPx, "")
	case tornEdge:
		p.zigzag(pt, 0, lo+8, ` stroke-dasharray="3 2" stroke-opacity="0.7"`)
		p.zigzag(pt, hi-8, cellPx, ` stroke-dasharray="3 2" stroke-opacity="0.7"`)
	case ladderEdge:
		var d strings.Builder
		for _, e := range []int{-ladderHalfPx, ladderHalfPx} {
			x1, y1 := pt(lo, e)
			x2, y2 := pt(hi, e)
			fmt.Fprintf(&d, "M%d %d L%d %d ", x1, y1, x2, y2)
		}
		for r := lo + 4; r < hi; r += 8 {
			x1, y1 := pt(r, -ladderHalfPx)
			x2, y2 := pt(r, ladderHalfPx)
			fmt.Fprintf(&d, "M%d %d L%d %d ", x1, y1, x2, y2)
		}
		p.printf(`<path d="%s" stroke="%s" stroke-width="2.5" fill="none"/>`+"\n", strings.TrimSpace(d.String()), ladderColor)
	case railEdge:
		for _, e := range []int{-3, 3} {
			x1, y1 := pt(0, e)
			x2, y2 := pt(cellPx, e)
			p.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="1.5"/>`+"\n", x1, y1, x2, y2, railColor)
		}
	case passageEdge, shutGateEdge:
		col := passageOpen
		if k == shutGateEdge {
			col = passageShut
		}
		cx, cy := pt(cellPx/2, 0)
		p.printf(`<circle cx="%d" cy="%d" r="10" fill="%s" stroke="#ffffff" stroke-width="2"/>`+"\n", cx, cy, col)
		p.printf(`<text x="%d" y="%d" font-size="12" font-weight="bold" fill="#ffffff" text-anchor="middle">%c</text>`+"\n", cx, cy+4, letter)
	}
}

// zigzag draws barbed wire from d0 to d1 along an edge (pt as in
// specialEdge), with extra attributes.
func (p *svgPicture) zigzag(pt func(d, e int) (int, int), d0, d1 int, attrs string) {
	var d strings.Builder
	for i, at := 0, d0; at <= d1; i, at = i+1, at+wireStepPx {
		e := wireAmpPx
		if i%2 == 1 {
			e = -wireAmpPx
		}
		px, py := pt(at, e)
		cmd := "L"
		if i == 0 {
			cmd = "M"
		}
		fmt.Fprintf(&d, "%s%d %d ", cmd, px, py)
	}
	p.printf(`<path d="%s" stroke="%s" stroke-width="2" fill="none"%s/>`+"\n", strings.TrimSpace(d.String()), wireColor, attrs)
}

// specialLegend explains the boundaries of seed 004, §16, on a board that
// has some: each sample is an edge drawn as on the board, scaled down, and
// the gate passages' badges at full size.
func (p *svgPicture) specialLegend(l *legendFlow) {
	l.heading("Special")
	sample := func(k edgeKind) func(x, y int) {
		return func(x, y int) {
			p.printf(`<g transform="translate(%d %d) scale(0.4)">`+"\n", x, y-4)
			p.specialEdge(k, 0, 0, false, 0)
			p.printf("</g>\n")
		}
	}
	badge := func(k edgeKind, letter rune) func(x, y int) {
		return func(x, y int) { p.specialEdge(k, x+10-cellPx/2, y-4, false, letter) }
	}
	l.item("barbed wire", 54, sample(wireEdge))
	l.item("torn", 54, sample(tornEdge))
	l.item("ladder", 54, sample(ladderEdge))
	l.item("rail", 54, sample(railEdge))
	l.item("gate passage open", 24, badge(passageEdge, 'A'))
	l.item("shut", 24, badge(shutGateEdge, 'b'))
	l.newline()
}
