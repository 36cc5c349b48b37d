package main

import (
	"bytes"
	"html"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/zone"
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

// zoneTitle is the title of a zone's group in draw's picture: its
// description in English.
var zoneTitle = regexp.MustCompile(`(<g id="z-([^"]+)"[^>]*>)<title>[^<]*</title>`)

// noiseChip is a zone's Noise tokens in draw's picture; featureLabel its
// features, after its name.
var (
	noiseChip    = regexp.MustCompile(`>Noise (\d+)<`)
	featureLabel = regexp.MustCompile(`(<tspan dx="5" font-size="10" font-weight="normal" fill="#555555">)([^<]*)(</tspan>)`)
)

// inLanguage puts the words of draw's SVG picture of s in l: the title
// and status lines (draw's text picture has them in every language), the
// zones' titles (the page's words for them, as their accessible names
// say), and the chips of the Xeno kinds, Spawn Zones and Machines. The
// board's names (Survivors, zones) are the same in every language.
func inLanguage(svg string, s invader.State, l *lang.Language) string {
	if l == lang.English {
		return svg
	}
	en := strings.SplitN(draw.Text(s, draw.Brief()), "\n", 3)
	in := strings.SplitN(draw.Text(s, draw.Lang(l), draw.Brief()), "\n", 3)
	var pairs []string
	for i := 0; i < 2 && i < len(en) && i < len(in); i++ {
		pairs = append(pairs, ">"+esc(en[i])+"<", ">"+esc(in[i])+"<")
	}
	if len(en) > 1 && len(in) > 1 {
		pairs = append(pairs, ">"+esc(en[0]+" — "+en[1])+"<", ">"+esc(in[0]+" — "+in[1])+"<")
	}
	for _, k := range s.Catalog() {
		short, _, _ := strings.Cut(strings.TrimSpace(k.Name), " ") // a chip's name: the kind's first word
		pairs = append(pairs, ">"+esc(short)+" ×", ">"+esc(l.Kind(k.Name))+" ×", ">"+esc(k.Name)+"<", ">"+esc(l.Kind(k.Name))+"<")
	}
	pairs = append(pairs, ">Spawn<", ">"+say(l, "board.spawn")+"<", ">Dormant spawn<", ">"+say(l, "board.dormant")+"<",
		">MOLD<", ">"+say(l, "zone.mold")+"<", ">inactive Mold<", ">"+say(l, "zone.mold")+" ("+l.Mold(zone.InactiveMold)+")<")
	for _, m := range s.Machines() {
		name := esc(l.Machine(m.Profile.Name))
		pairs = append(pairs, ">"+esc(m.Profile.Name)+"<", ">"+name+"<", ">Bot<", ">"+name+"<", ">Sentry Gun<", ">"+name+"<")
	}
	svg = strings.NewReplacer(pairs...).Replace(svg)
	svg = noiseChip.ReplaceAllStringFunc(svg, func(m string) string {
		n, _ := strconv.Atoi(noiseChip.FindStringSubmatch(m)[1])
		return ">" + esc(say(l, "zone.noise", "n", n)) + "<"
	})
	svg = featureLabel.ReplaceAllStringFunc(svg, func(m string) string {
		sub := featureLabel.FindStringSubmatch(m)
		words := strings.Split(html.UnescapeString(sub[2]), " · ")
		for i, w := range words {
			words[i] = l.Feature(w)
		}
		return sub[1] + esc(strings.Join(words, " · ")) + sub[3]
	})
	words := map[string]string{}
	for _, z := range zones(s, l) {
		words[z.Zone] = z.Words
	}
	return zoneTitle.ReplaceAllStringFunc(svg, func(m string) string {
		sub := zoneTitle.FindStringSubmatch(m)
		w, ok := words[html.UnescapeString(sub[2])]
		if !ok {
			return m
		}
		return sub[1] + "<title>" + esc(w) + "</title>"
	})
}

// esc escapes text as draw's SVG does.
var esc = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;").Replace
