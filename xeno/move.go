package xeno

import (
	"slices"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/zone"
)

// A Field is what the Xenos sense at the start of a step (p.17, p.26).
type Field struct {
	// Noise is each zone's noise: its Noise tokens, plus one per Survivor,
	// plus one per Machine holding an activation token.
	Noise []int
	// Survivors is how many Survivors stand in each zone.
	Survivors []int
	// Sight is how Xenos see: darkness blocks their sight too (p.11),
	// unless the game gives them a Searchlight (docs/RULINGS.md, "Xenos and
	// Dark Zones").
	Sight los.Viewer
}

// AppendDestinations appends to dst the zones Xenos in zone z head for
// (p.26), in ascending order, and returns the extended slice: among the
// zones in sight that hold Survivors, the noisiest; if none is in sight,
// the noisiest zones of the board. Several zones tie when they are equally
// noisy; distance does not matter. It appends nothing when no zone makes
// any noise. A nil Field makes none; a zone the Field does not have holds
// no Survivor and makes no noise.
func AppendDestinations(dst []zone.ID, m *zone.Map, s zone.State, f *Field, z zone.ID) []zone.ID {
	if f == nil {
		return dst
	}
	start, best := len(dst), 0
	for id, n := range f.Survivors[:min(m.Len(), len(f.Survivors))] {
		if n > 0 && los.Sees(m, s, z, zone.ID(id), f.Sight) {
			dst, best = keepLoudest(dst, start, best, zone.ID(id), at(f.Noise, zone.ID(id)))
		}
	}
	if len(dst) > start {
		return dst
	}
	for id := range min(m.Len(), len(f.Noise)) {
		if f.Noise[id] > 0 {
			dst, best = keepLoudest(dst, start, best, zone.ID(id), f.Noise[id])
		}
	}
	return dst
}

// at returns v[z], or 0 if v has no entry z.
func at(v []int, z zone.ID) int {
	if int(z) >= len(v) {
		return 0
	}
	return v[z]
}

// keepLoudest adds zone z with the given noise to the loudest zones so far
// (dst[start:], of noise best).
func keepLoudest(dst []zone.ID, start, best int, z zone.ID, noise int) ([]zone.ID, int) {
	switch {
	case noise > best || len(dst) == start:
		return append(dst[:start], z), noise
	case noise == best:
		return append(dst, z), best
	}
	return dst, best
}

// AppendOptions appends to dst the distinct steps Xenos in zone z may take
// toward any of the destinations along a shortest route (p.26), in
// ascending order of zone, and returns the extended slice. A step with a
// Door means breaking that door instead of moving. On a board with barbed
// wire (seed 004, §16), routes planned with [zone.XenoMover] run as if
// intact wire were not there, and a step with a Wire meets it: ordinary
// Xenos stay there, an Abomination tears it ([zone.State.WithTorn]) and
// goes on. It appends nothing when no destination can be reached, or the
// Xenos stand in one already: they stay.
func AppendOptions(dst []zone.Step, r *zone.Routes, z zone.ID, dests []zone.ID) []zone.Step {
	start := len(dst)
	for _, d := range dests {
		if d == z {
			return dst[:start]
		}
	}
	if len(dests) == 1 { // the most common: its first steps are distinct and in order
		return r.AppendFirstSteps(dst, z, dests[0])
	}
	var buf [16]zone.Step
	for _, d := range dests {
		for _, st := range r.AppendFirstSteps(buf[:0], z, d) {
			if !slices.Contains(dst[start:], st) {
				dst = append(dst, st)
			}
		}
	}
	slices.SortFunc(dst[start:], func(a, b zone.Step) int { return int(a.To) - int(b.To) })
	return dst
}

// Split divides n Xenos among k ways as evenly as possible, without adding
// any (p.26): each way gets n/k, and the ways whose bit is set in extra get
// one more. extra must have exactly n%k bits set among the k lowest, and
// k must be at least 1 (with no way to go, Xenos stay: nothing to split)
// and at most 64: Split returns nil otherwise.
func Split(n, k int, extra uint64) []int {
	if k < 1 || k > 64 {
		return nil
	}
	out := make([]int, k)
	for i := range out {
		out[i] = n / k
		if extra&(1<<i) != 0 {
			out[i]++
		}
	}
	return out
}

// Remainders returns every way to hand the n%k Xenos left over when n are
// split among k ways, one each to different ways, as bit sets over the k
// ways in ascending order (1 to 63 ways). The players choose one (p.26).
// With no remainder it returns the single empty set.
func Remainders(n, k int) []uint64 {
	if k <= 0 || k > 63 || n < 0 {
		return nil
	}
	r := n % k
	set := uint64(1)<<r - 1
	var out []uint64
	for set < 1<<k {
		out = append(out, set)
		if set == 0 {
			break
		}
		c := set & -set // Gosper's hack: the next set with r bits
		next := set + c
		set = (((next ^ set) >> 2) / c) | next
	}
	return out
}

// Destinations answers [AppendDestinations] for the Xenos of many zones on
// one board state and Field, as a Xenos' Phase asks for every zone that
// holds Xenos: it lists the zones holding Survivors and the noisiest zones
// of the board once, and each zone then only looks for Survivors in sight.
// Make one with [NewDestinations]. It is immutable and safe for concurrent
// use, but for [Destinations.Reset], which makes one anew for a caller
// that reuses it; the zero Destinations has no destination.
type Destinations struct {
	m       *zone.Map
	s       zone.State
	sight   los.Viewer
	held    []zone.ID // the zones holding Survivors, in ascending order
	noise   []int     // their noise
	loudest []zone.ID // the noisiest zones of the board
	// Room for a few zones of each list, in the one allocation.
	heldBuf, loudBuf [8]zone.ID
	noiseBuf         [8]int
}

// NewDestinations prepares the destinations of Xenos on map m in state s
// under Field f. It does not keep f: a later change to f is not seen.
func NewDestinations(m *zone.Map, s zone.State, f *Field) *Destinations {
	d := new(Destinations)
	d.Reset(m, s, f)
	return d
}

// Reset makes d the Destinations that NewDestinations(m, s, f) returns,
// in d's own memory: for a caller that asks again and again (a Xenos'
// Phase, once per move step) without allocating each time. Nothing else
// may use d meanwhile, nor a copy of it. On a nil d it does nothing.
func (d *Destinations) Reset(m *zone.Map, s zone.State, f *Field) {
	if d == nil {
		return // nothing to make anew
	}
	d.m, d.s, d.sight = m, s, los.Viewer{}
	d.held, d.noise, d.loudest = d.heldBuf[:0], d.noiseBuf[:0], d.loudBuf[:0]
	if f == nil {
		return
	}
	d.sight = f.Sight
	for id, n := range f.Survivors[:min(m.Len(), len(f.Survivors))] {
		if n > 0 {
			d.held = append(d.held, zone.ID(id))
			d.noise = append(d.noise, at(f.Noise, zone.ID(id)))
		}
	}
	best := 0
	for id := range min(m.Len(), len(f.Noise)) {
		if f.Noise[id] > 0 {
			d.loudest, best = keepLoudest(d.loudest, 0, best, zone.ID(id), f.Noise[id])
		}
	}
}

// Append appends to dst the zones the Xenos in zone z head for, as
// [AppendDestinations] does, and returns the extended slice.
func (d *Destinations) Append(dst []zone.ID, z zone.ID) []zone.ID {
	if d == nil {
		return dst
	}
	start, best := len(dst), 0
	for i, id := range d.held {
		if los.Sees(d.m, d.s, z, id, d.sight) {
			dst, best = keepLoudest(dst, start, best, id, d.noise[i])
		}
	}
	if len(dst) > start {
		return dst
	}
	return append(dst, d.loudest...)
}
