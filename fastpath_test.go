package invader

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// TestSettledIsPending plays random games of every built-in mission with
// settled checking itself against pending after every action: the short
// way settle takes to the decision pending is the long way's answer.
func TestSettledIsPending(t *testing.T) {
	checkSettled = true
	defer func() { checkSettled = false }()
	r := rand.New(rand.NewPCG(1, 2))
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		for g := range 12 {
			s, err := New(m, Seed(uint64(g)))
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; !s.IsOver() && s.Round() <= 25; n++ {
				legal := s.Legal()
				a := legal[r.IntN(len(legal))]
				if s, _, err = s.Apply(a); err != nil {
					t.Fatalf("%s game %d step %d: %v", id, g, n, err)
				}
			}
		}
	}
}

// Legal's lists and Apply's events come out of shared blocks: each is a
// slice of its own, which its holder may write and append to without
// touching another's.
func TestBlockCopiesApart(t *testing.T) {
	var b block[int]
	src := []int{1, 2, 3}
	x, y := b.clone(src, 8), b.clone(src, 8)
	if &x[0] == &y[0] || cap(x) != 3 || cap(y) != 3 {
		t.Fatalf("copies share memory or capacity: cap %d, %d", cap(x), cap(y))
	}
	x[0] = 9
	x = append(x, 4)
	if !slices.Equal(y, src) || !slices.Equal(src, []int{1, 2, 3}) || !slices.Equal(x, []int{9, 2, 3, 4}) {
		t.Fatalf("x %v y %v src %v", x, y, src)
	}
	if b.clone(nil, 8) != nil {
		t.Fatal("an empty copy is not nil")
	}
	long := make([]int, blockLen)
	if c := b.clone(long, 8); len(c) != blockLen || &c[0] == &b[:1][0] {
		t.Fatal("a long slice is not copied apart")
	}
	even := func(v int) bool { return v%2 == 0 }
	k1, k2 := b.keep([]int{1, 2, 3, 4}, 8, even), b.keep([]int{4, 5, 6}, 8, even)
	if !slices.Equal(k1, []int{2, 4}) || !slices.Equal(k2, []int{4, 6}) || cap(k1) != 2 || &k1[0] == &k2[0] {
		t.Fatalf("keep: %v (cap %d), %v", k1, cap(k1), k2)
	}
	if k3 := append(k1, 7); !slices.Equal(k2, []int{4, 6}) || !slices.Equal(k3, []int{2, 4, 7}) {
		t.Fatal("appending to a kept list reached the next")
	}
	if b.keep([]int{1, 3}, 8, even) != nil || b.keep(nil, 8, even) != nil {
		t.Fatal("keeping nothing is not nil")
	}
	if k := b.keep(long, 8, even); len(k) != blockLen || &k[0] == &long[0] {
		t.Fatal("a long slice is not kept apart")
	}
	s, err := New(mustBuiltin(t, "M0"), Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	l1, l2 := s.Legal(), s.Legal()
	l1[0] = nil
	if l2[0] == nil || !slices.Equal(l2[1:], l1[1:]) {
		t.Fatal("two Legal lists share their elements")
	}
}

// TestDetach: a slice in the pooled tx's array leaves Apply as a copy of
// its own (or nil when empty); any other leaves as it is. And a State a
// Xenos' Phase paused in (its queue and moves half done) keeps them when
// the same pooled tx runs other Xenos' Phases after.
func TestDetach(t *testing.T) {
	buf := make([]int, 4, 8)
	d := func(s []int) []int { detach(&s, buf); return s }
	if got := d(buf[:2]); &got[0] == &buf[0] || !slices.Equal(got, buf[:2]) {
		t.Fatal("a slice in the buffer is not copied apart")
	}
	if got := d(buf[3:5]); &got[0] == &buf[3] {
		t.Fatal("a slice inside the buffer, not at its start, is not copied apart")
	}
	if got := d(buf[:0]); got != nil {
		t.Fatal("an empty slice in the buffer is not nil")
	}
	other := []int{1, 2}
	if got := d(other); &got[0] != &other[0] {
		t.Fatal("a slice of another array is copied")
	}
	if got := other; func() bool { detach(&got, nil); return &got[0] != &other[0] }() {
		t.Fatal("a slice is copied with no buffer")
	}

	r := rand.New(rand.NewPCG(7, 8))
	var paused []State
	var hashes []uint64
	for _, id := range mission.Builtins() {
		s, err := New(mustBuiltin(t, id), Seed(r.Uint64()))
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 3000 && !s.IsOver(); n++ {
			legal := s.Legal()
			s, _, _ = s.Apply(legal[r.IntN(len(legal))])
			if s.Phase() == XenosPhase && len(s.queue) > 0 {
				paused, hashes = append(paused, s), append(hashes, s.Hash())
			}
		}
	}
	if len(paused) < 10 {
		t.Fatalf("%d Xenos' Phases paused: too few to check", len(paused))
	}
	for i, s := range paused {
		if s.Hash() != hashes[i] {
			t.Fatalf("a State paused in a Xenos' Phase changed after:\n%s", s.Position())
		}
	}
}

func mustBuiltin(t *testing.T, id string) mission.Mission {
	t.Helper()
	m, err := mission.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestSkillCount holds skillCount, which looks at a Survivor's Skills in
// place, to the count over skillsOf, for every Survivor and Skill kind of
// States of random games, each Survivor set at every Danger Level with
// every choice of Orange and Red Skills, with and without Ultrared Skills.
func TestSkillCount(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, id := range mission.Builtins() {
		s, err := New(mustBuiltin(t, id), Seed(5))
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !s.IsOver() && n < 40; n++ {
			for i := range s.survivors {
				checkSkillCount(t, s, i)
			}
			legal := s.Legal()
			s, _, _ = s.Apply(legal[r.IntN(len(legal))])
		}
	}
}

// checkSkillCount compares skillCount with skillsOf for Survivor i of s
// at every level and choice of Skills.
func checkSkillCount(t *testing.T, s State, i int) {
	t.Helper()
	for _, xp := range []int32{0, 7, 19, 43} {
		for orange := int8(-1); orange < 2; orange++ {
			for red := int8(-1); red < 3; red++ {
				for _, extra := range [][]uint8{nil, {0, 5, codeKind + uint8(survivor.Slippery)}} {
					c := s
					c.survivors = slices.Clone(s.survivors)
					sv := &c.survivors[i]
					sv.xp, sv.orange, sv.red, sv.ultra = xp, orange, red, extra != nil
					c.extras = make([]extraSkills, len(s.survivors))
					c.extras[i].n = uint8(copy(c.extras[i].codes[:], extra))
					for k := range survivor.Kind(64) {
						want := 0
						for sk := range c.skillsOf(i) {
							if sk.Kind == k {
								want++
							}
						}
						if got := c.skillCount(i, k); got != want {
							t.Fatalf("%s: Survivor %d (xp %d, orange %d, red %d, extra %v) has %d of %v, skillsOf says %d",
								c.Mission().ID, i, xp, orange, red, extra, got, k, want)
						}
					}
				}
			}
		}
	}
}

// TestPendingRemembered: every State Apply hands out remembers the
// decision pending, and it is pending's, in random games of every
// built-in mission, under the table's chance too; a View and a reseeded
// State remember the same, and a State loaded from its save, which
// remembers none, works out the same.
func TestPendingRemembered(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, id := range mission.Builtins() {
		m := mustBuiltin(t, id)
		for g := range 8 {
			opts := []Option{Seed(uint64(g))}
			if g%2 == 1 {
				opts = append(opts, ExternalChance())
			}
			s, err := New(m, opts...)
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; !s.IsOver() && s.Round() <= 25; n++ {
				legal := s.Legal()
				if s, _, err = s.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				want := s.pending()
				if !s.pend.ok || s.decided() != want {
					t.Fatalf("%s game %d step %d: remembered %+v, pending %v", id, g, n, s.pend, want)
				}
				if v := s.View(); v.Pending() != want {
					t.Fatalf("%s game %d step %d: the View's decision %v, pending %v", id, g, n, v.Pending(), want)
				}
				if n%16 == 0 {
					var c State
					data, _ := s.MarshalJSON()
					if err := c.UnmarshalJSON(data); err != nil {
						t.Fatal(err)
					}
					if c.Pending() != want || !c.Equal(s) {
						t.Fatalf("%s game %d step %d: loaded, the decision is %v, pending %v", id, g, n, c.Pending(), want)
					}
				}
			}
		}
	}
}

// Every interned event is the event asked for, boxed once: asked twice,
// each of its fields in and out of the tables' ranges, it comes back
// equal to itself.
func TestInternedEvents(t *testing.T) {
	const survivors, zones, tokens, entries = 3, 5, 2, 4
	in := newInterned(survivors, zones, 2, 1, 4, tokens, entries)
	check := func(e, got Event) {
		t.Helper()
		if got != e {
			t.Fatalf("interned %#v as %#v", e, got)
		}
	}
	for range 2 {
		for i := -1; i <= survivors; i++ {
			for n := -1; n <= activatedActions+1; n++ {
				e := SurvivorActivated{Survivor: i, Actions: n}
				check(e, in.activatedEvent(e))
			}
			for from := range zone.ID(zones + 1) {
				for to := range zone.ID(zones + 1) {
					for c := -1; c <= movedCosts+1; c++ {
						e := SurvivorMoved{Survivor: max(i, 0), From: from, To: to, Cost: c}
						check(e, in.movedEvent(e))
					}
				}
			}
		}
		for z := range zone.ID(zones + 1) {
			for m := zone.NoMold; m <= zone.InactiveMold+1; m++ {
				e := MoldPlaced{Zone: z, Mold: m}
				check(e, in.moldPlacedEvent(e))
			}
			for k := range xeno.Kind(3) {
				for n := -1; n <= movedCounts+1; n++ {
					e := XenosSpawned{Kind: k, Zone: z, Count: n}
					check(e, in.spawnedEvent(e))
					x := XenosMoved{Kind: k, From: z, To: (z + 1) % zones, Count: n}
					check(x, in.xenosMovedEvent(x))
				}
			}
		}
		for i := -1; i <= survivors; i++ {
			for z := range zone.ID(zones + 1) {
				e := NoiseMade{Survivor: i, Zone: z}
				check(e, in.noiseMadeEvent(e))
				r := NoiseRemoved{Zone: z, Count: i + 2}
				check(r, in.noiseRemovedEvent(r))
			}
			for id := -1; id <= 4; id++ {
				for slot := -2; slot <= NumSlots; slot++ {
					e := CardArranged{Card: fmt.Sprint("card", id), Owner: i, Slot: slot}
					check(e, in.arrangedEvent(id, e))
				}
			}
		}
		for sp := -1; sp <= tokens; sp++ {
			for c := -1; c <= entries; c++ {
				e := XenoCardDrawn{Spawn: sp, Card: c}
				check(e, in.cardDrawnEvent(e))
			}
		}
	}
}

// outcomeIndex finds each outcome of the chance event pending where
// outcomes lists it, and no label outcomes does not list, at every chance
// event of random games of every built-in mission under the table's
// chance.
func TestOutcomeIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, id := range mission.Builtins() {
		for g := range 4 {
			s, err := New(mustBuiltin(t, id), Seed(uint64(g)), ExternalChance())
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; !s.IsOver() && s.Round() <= 20; n++ {
				if s.chance.kind != noChance {
					outs := s.outcomes(s.chance)
					for i, o := range outs {
						if got := s.outcomeIndex(o.Label); got != i {
							t.Fatalf("%s: outcomeIndex(%q) = %d; outcomes has it at %d", id, o.Label, got, i)
						}
					}
					for _, bad := range []string{"", "0", "7", "01", "Shotgun!", outs[0].Label + " "} {
						if got := s.outcomeIndex(bad); got >= 0 && outs[got].Label != bad {
							t.Fatalf("%s: outcomeIndex(%q) = %d, labelled %q", id, bad, got, outs[got].Label)
						}
					}
				}
				legal := s.Legal()
				s, _, _ = s.Apply(legal[r.IntN(len(legal))])
			}
		}
	}
}
