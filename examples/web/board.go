package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/lang"
)

// board draws s for the page: package draw's interactive SVG, without the
// XML declaration (it goes inside the page) and without draw's legend,
// which speaks of Invader whatever the rules (Mold, Xenos, Armor): the
// page writes its own legend, by ruleset, beside the board.
func board(s invader.State, l *lang.Language) string {
	var b bytes.Buffer
	if err := draw.SVG(&b, s, draw.Interactive()); err != nil {
		return ""
	}
	svg := b.String()
	if i := strings.Index(svg, "<svg"); i > 0 {
		svg = svg[i:]
	}
	return inLanguage(withoutLegend(svg), s, l)
}

var (
	legendY = regexp.MustCompile(`^<g id="legend"[^>]*>\s*<text[^>]* y="(\d+)"`)
	svgSize = regexp.MustCompile(`^<svg [^>]*>`)
	height  = regexp.MustCompile(` height="\d+"`)
	viewBox = regexp.MustCompile(` viewBox="0 0 (\d+) \d+"`)
)

// withoutLegend cuts draw's legend off the foot of an SVG picture: from
// its group, the last of the document, to the end, the picture's height
// ending a margin below the board. A picture it does not recognise is
// left as it is.
func withoutLegend(svg string) string {
	at := strings.Index(svg, `<g id="legend"`)
	end := strings.LastIndex(svg, "</svg>")
	if at < 0 || end < at {
		return svg
	}
	m := legendY.FindStringSubmatch(svg[at:])
	if m == nil {
		return svg
	}
	top, _ := strconv.Atoi(m[1])
	h := strconv.Itoa(max(top-24, 1)) // draw puts the legend 30 below the board; keep a margin
	head := svgSize.FindString(svg)
	if head == "" || !viewBox.MatchString(head) {
		return svg
	}
	newHead := height.ReplaceAllString(head, ` height="`+h+`"`)
	newHead = viewBox.ReplaceAllString(newHead, ` viewBox="0 0 $1 `+h+`"`)
	return newHead + svg[len(head):at] + "</svg>\n"
}

// The page's data that every seat shares is made once per position: every
// seat's view of a step is the same picture. A small cache keeps the last
// positions' data, by the View's hash.
var cache = struct {
	sync.Mutex
	data map[cacheKey]pageData
}{data: map[cacheKey]pageData{}}

// cacheKey is a position (the View's hash) and a language.
type cacheKey struct {
	hash uint64
	lang *lang.Language
}

// cacheSize bounds the positions kept.
const cacheSize = 64

// shared returns the part of view's data every seat shares, in l.
func shared(view invader.State, l *lang.Language) pageData {
	h := cacheKey{view.Hash(), l}
	cache.Lock()
	d, ok := cache.data[h]
	cache.Unlock()
	if ok {
		return d
	}
	d = describe(view, l)
	cache.Lock()
	defer cache.Unlock()
	if len(cache.data) >= cacheSize {
		clear(cache.data)
	}
	cache.data[h] = d
	return d
}
