package zonetest

import (
	"github.com/invaderengine/invader/zone"
	"pgregory.net/rapid"
)

// SpecialMap returns a generator of random valid maps that also have the
// special zones and boundaries of classic Zombicide's special tiles and
// tokens (seed 004, §16): prison cells, shops, safe zones, extra zones
// (some outside, through an opening or door), prison and mall corridors,
// watchtowers with their ladders and rails, revolving gates with their
// passages and switches, and barbed wire, intact or torn. Like [Map], it
// fails the test if the text it draws does not parse. [Map] draws none of
// these, so that the properties of packages that do not know them yet
// keep holding.
func SpecialMap() *rapid.Generator[*zone.Map] { return parsed(SpecialText()) }

// SpecialText returns a generator of the text form of the maps
// [SpecialMap] builds, hand-drawn as [Text]'s sometimes are.
func SpecialText() *rapid.Generator[string] { return texts(true) }

// The features where no Xeno spawns, so no Spawn Zone may stand.
var noSpawn = map[string]bool{"safe": true, "watchtower": true, "gate": true, "gate=b": true}

// The text symbol of each boundary drawn with a symbol of its own (doors
// draw theirs).
var boundSymbols = map[bound]byte{wire: 'W', tornWire: 'w', ladder: 'H', rail: ':', gateA: 'A', gateB: 'B'}

// drawSpecial gives some zones a special feature of seed 004, §16, and
// each revolving gate a switch.
func (b *board) drawSpecial(t *rapid.T) {
	for i := range b.zones {
		z := &b.zones[i]
		if !oneIn(t, 3, "special") {
			continue
		}
		words := []string{"watchtower", "gate", "gate=b"}
		switch z.kind {
		case zone.Room:
			words = append(words, "cell", "shop", "safe", "extra")
		case zone.Corridor:
			words = append(words, "prison", "mall")
		}
		z.special = rapid.SampledFrom(words).Draw(t, "special")
		z.words = append(z.words, z.special)
	}
	for i := range b.zones {
		if z := &b.zones[i]; z.special == "gate" || z.special == "gate=b" {
			sw := rapid.IntRange(0, len(b.zones)-1).Draw(t, "switch")
			b.zones[sw].switches = append(b.zones[sw].switches, i)
		}
	}
}

func (z *zoneDraw) isGate() bool { return z.special == "gate" || z.special == "gate=b" }

// allowedSpecial is allowed on a board with the special zones and
// boundaries of seed 004, §16.
func (b *board) allowedSpecial(a, c int) []bound {
	za, zc := &b.zones[a], &b.zones[c]
	noDoor := za.mold || zc.mold // p.20: Mold removes doors
	ext := func(z *zoneDraw) bool { return z.kind == zone.Exterior }
	crosses := ext(za) != ext(zc)
	switch {
	case za.special == "watchtower" || zc.special == "watchtower":
		if crosses {
			return []bound{rail}
		}
		return []bound{rail, ladder}
	case crosses:
		in := za
		if ext(in) {
			in = zc
		}
		switch {
		case !in.airlock && in.special != "extra":
			return []bound{wall}
		case noDoor:
			return []bound{wall, opening}
		}
		return []bound{wall, opening, door}
	}
	list := []bound{wall, wire, tornWire}
	if za.kind == zc.kind && za.kind != zone.Room {
		list = append(list, marking)
	}
	list = append(list, opening)
	if !noDoor && !(ext(za) && ext(zc)) {
		list = append(list, door)
	}
	if za.isGate() != zc.isGate() {
		list = append(list, gateA, gateB)
	}
	return list
}
