package main

import (
	"html"
	"regexp"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/zone"
)

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
	svg = strings.NewReplacer(textPairs(s, l)...).Replace(svg)
	return relabel(svg, s, l)
}

// textPairs are the texts of draw's picture of s in English and in l, in
// pairs for a strings.Replacer: the title and status lines, and the chips
// of the Xeno kinds, Spawn Zones, Mold and Machines.
func textPairs(s invader.State, l *lang.Language) []string {
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
	return pairs
}

// relabel puts in l the texts of draw's picture of s that hold a number
// or a list: the Noise chips, the zones' features and the zones' titles
// (the page's words for each zone).
func relabel(svg string, s invader.State, l *lang.Language) string {
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
