package draw

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/zone"
)

// Heat draws the board of s as a standalone SVG heat map, for reports on
// many games (where Survivors fall, where Xenos spawn): each zone is
// shaded by its value in values, indexed by zone ID (zones beyond its
// length count 0), from pale yellow for small values through orange to
// dark red for the largest, and shows the value in large type; zones of
// 0 or less are grey, a shade for each kind, and show no value. The
// picture has the walls, openings and doors of s, the zones' names and
// features, the title given, the mission's name, and a colour scale from
// 0 to the largest value under the board. It shows no pieces.
//
// The output depends on its arguments alone, byte for byte. Heat returns
// an error for the zero State, which is no game, for a nil w, for a value
// that is NaN or infinite, and any error of w.
func Heat(w io.Writer, s invader.State, title string, values []float64) error {
	if w == nil {
		return errors.New("draw: Heat to a nil io.Writer")
	}
	if s.Equal(invader.State{}) {
		return errors.New("draw: the zero State is no game")
	}
	for i, v := range values {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("draw: Heat: value %d is %v", i, v)
		}
	}
	p := &svgPicture{sc: newScene(s)}
	_, err := io.WriteString(w, p.heat(title, values))
	return err
}

// heatScaleH is the height of the colour scale and its labels under the
// board.
const heatScaleH = 64

// heat returns the heat map's document.
func (p *svgPicture) heat(title string, values []float64) string {
	sc := p.sc
	top := 0.0
	for _, v := range values {
		top = max(top, v)
	}
	boardW, boardH := sc.w*cellPx, sc.h*cellPx
	p.width = max(boardW+2*marginPx, minWidth, textWidth(title, 22)+2*marginPx)
	p.height = boardTop + boardH + 24 + heatScaleH + marginPx
	p.b = &strings.Builder{}
	p.printf(`<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="DejaVu Sans, Verdana, Arial, sans-serif">
`, p.width, p.height, p.width, p.height)
	p.printf("<title>%s</title>\n", esc(strings.TrimPrefix(sc.title+" — "+title, " — ")))
	p.printf(`<rect width="100%%" height="100%%" fill="#ffffff"/>` + "\n")
	p.printf(`<text x="%d" y="34" font-size="22" font-weight="bold" fill="%s">%s</text>`+"\n", marginPx, ink, esc(title))
	p.printf(`<text x="%d" y="58" font-size="14" fill="#333333">%s</text>`+"\n", marginPx, esc(sc.title))
	p.heatZones(values, top)
	p.boundaries()
	p.heatNames(values, top)
	p.heatValues(values, top)
	p.heatScale(boardTop+boardH+24, top)
	p.printf("</svg>\n")
	return p.b.String()
}

// heatValue returns zone i's value, 0 beyond values.
func heatValue(values []float64, i int) float64 {
	if i < len(values) {
		return values[i]
	}
	return 0
}

// heatZones shades each zone by its value.
func (p *svgPicture) heatZones(values []float64, top float64) {
	p.printf("<g id=\"heat\">\n")
	for i, rs := range p.sc.runs {
		col := heatNone(p.sc.zones[i].kind)
		if v := heatValue(values, i); v > 0 {
			col = heatColor(v / top)
		}
		for _, r := range rs {
			x, y := origin(r.x0, r.y)
			p.printf(`<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x, y, (r.x1-r.x0)*cellPx, cellPx, col)
		}
	}
	p.printf("</g>\n")
}

// heatValues writes each zone's positive value in the middle of its
// widest run, white on the darker shades.
func (p *svgPicture) heatValues(values []float64, top float64) {
	p.printf("<g id=\"values\" font-size=\"26\" font-weight=\"bold\" text-anchor=\"middle\">\n")
	for i, rs := range p.sc.runs {
		v := heatValue(values, i)
		if v <= 0 || len(rs) == 0 {
			continue
		}
		r := rs[0]
		for _, q := range rs[1:] {
			if q.x1-q.x0 > r.x1-r.x0 {
				r = q
			}
		}
		x, y := origin(r.x0, r.y)
		col := ink
		if heatDark(v, top) {
			col = "#ffffff"
		}
		p.printf(`<text x="%d" y="%d" fill="%s"><title>%s: %s</title>%s</text>`+"\n",
			x+(r.x1-r.x0)*cellPx/2, y+cellPx/2+18, col, esc(p.sc.zones[i].name), heatLabel(v), heatLabel(v))
	}
	p.printf("</g>\n")
}

// heatNames writes each zone's name and features in its first cell, as
// SVG does, white on the darker shades.
func (p *svgPicture) heatNames(values []float64, top float64) {
	p.printf("<g id=\"labels\" font-size=\"13\">\n")
	for i, rs := range p.sc.runs {
		if len(rs) == 0 {
			continue
		}
		z := &p.sc.zones[i]
		name, feat := "#444444", "#555555"
		if heatDark(heatValue(values, i), top) {
			name, feat = "#ffffff", "#ffffff"
		}
		x, y := origin(rs[0].x0, rs[0].y)
		p.printf(`<text x="%d" y="%d" font-weight="bold" fill="%s">%s`, x+padPx+2, y+17, name, esc(z.name))
		if words := p.sc.zoneFeatures(z); len(words) > 0 {
			p.printf(`<tspan dx="5" font-size="10" font-weight="normal" fill="%s">%s</tspan>`, feat, esc(strings.Join(words, " · ")))
		}
		p.printf("</text>\n")
	}
	p.printf("</g>\n")
}

// heatDark reports whether a zone of value v is shaded dark enough for
// white type.
func heatDark(v, top float64) bool { return v > 0 && v/top > 0.55 }

// heatScale draws the colour scale from 0 to top at y.
func (p *svgPicture) heatScale(y int, top float64) {
	const steps, stepW = 40, 8
	x0 := marginPx + 110
	p.printf("<g id=\"scale\" font-size=\"12\" fill=\"%s\">\n", ink)
	p.printf(`<text x="%d" y="%d" font-weight="bold">Scale</text>`+"\n", marginPx, y+15)
	for i := range steps {
		p.printf(`<rect x="%d" y="%d" width="%d" height="18" fill="%s"/>`+"\n", x0+i*stepW, y, stepW, heatColor(float64(i+1)/steps))
	}
	p.printf(`<rect x="%d" y="%d" width="%d" height="18" fill="none" stroke="#999999"/>`+"\n", x0, y, steps*stepW)
	p.printf(`<text x="%d" y="%d" text-anchor="middle">0</text>`+"\n", x0, y+34)
	p.printf(`<text x="%d" y="%d" text-anchor="middle">%s</text>`+"\n", x0+steps*stepW, y+34, heatLabel(top))
	x := x0 + steps*stepW + 40
	p.printf(`<text x="%d" y="%d">none:</text>`+"\n", x, y+14)
	x += 44
	for _, k := range []zone.Kind{zone.Room, zone.Corridor, zone.Exterior} {
		p.printf(`<rect x="%d" y="%d" width="22" height="18" fill="%s" stroke="#999999"/>`+"\n", x, y, heatNone(k))
		p.printf(`<text x="%d" y="%d">%s</text>`+"\n", x+28, y+14, esc(k.String()))
		x += 34 + textWidth(k.String(), 12)
	}
	p.printf("</g>\n")
}

// heatNone returns the colour of a zone of kind k without a value: its
// kind's, greyed so that none is taken for a shade of the scale.
func heatNone(k zone.Kind) string {
	switch k {
	case zone.Room:
		return "#f4f2ee"
	case zone.Exterior:
		return "#e6e2da"
	}
	return "#e2e7ed"
}

// heatStops are the colours of the scale at 0, ½ and 1.
var heatStops = [3][3]float64{{0xff, 0xf2, 0xa8}, {0xf5, 0x8c, 0x3c}, {0xa5, 0x00, 0x26}}

// heatColor returns the colour of the scale at t, from 0 to 1.
func heatColor(t float64) string {
	t = min(max(t, 0), 1)
	a, b, u := heatStops[0], heatStops[1], 2*t
	if t > 0.5 {
		a, b, u = heatStops[1], heatStops[2], 2*t-1
	}
	var c [3]int
	for i := range c {
		c[i] = int(math.Round(a[i] + (b[i]-a[i])*u))
	}
	return fmt.Sprintf("#%02x%02x%02x", c[0], c[1], c[2])
}

// heatLabel writes a value shortly: whole numbers as such, others with
// three significant digits.
func heatLabel(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}
