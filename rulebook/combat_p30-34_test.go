package rulebook_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
)

// Combat (pp.30-34): Melee and Ranged Actions, the Targeting Priority
// Order, Friendly Fire, Concentrated attacks and Hellfire.

func TestMeleeTargets(t *testing.T) {
	check(t,
		rule{
			name: "p.31: the player assigns each Melee hit to a Xeno of their choice in the Zone",
			position: `
turn active=Cole actions=3
survivor Cole c1 activated hand1="Heavy Cutter"
xenos c1 worker=1 tank=1 hunter=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 5", "Cole hits tank", "Cole hits hunter"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 5",
				"Cole's attack on c1: 2 hits, 0 misses",
				"Cole eliminates a Tank in c1",
				"Cole gains 1 XP (1 in all)",
				"Cole eliminates a Hunter in c1",
				"Cole gains 1 XP (2 in all)",
			},
			then: func(t *testing.T, s invader.State) {
				if a, rolls, ok := s.Fighting(); ok {
					t.Errorf("the attack is over, yet Fighting says %v %v", a, rolls)
				}
			},
		},
	)
}

func TestRangedTargets(t *testing.T) {
	check(t,
		rule{
			name:    "p.32: Ranged hits follow the Targeting Priority Order: Tanks first, then Workers, then Hunters",
			mission: solo,
			position: `
survivor Cole s hand1="Heavy Shotgun"
xenos c1 worker=1 tank=1 hunter=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 6"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 6",
				"Cole rolls a 6",
				"Cole's attack on c1: 2 hits, 0 misses",
				"Cole eliminates a Worker in c1",
				"Cole eliminates a Tank in c1",
				"Cole gains 2 XP (2 in all)",
			},
			then: xenosLeft("c1", "hunter=1"),
		},
		rule{
			name:    "p.32: a Ranged hit too weak for the Xeno first in the Order is wasted on it",
			mission: solo,
			position: `
survivor Cole s hand1=SMG
xenos c1 worker=1 tank=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 6"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 6",
				"Cole rolls a 6",
				"Cole's attack on c1: 2 hits, 0 misses",
			},
			then: xenosLeft("c1", "worker=1 tank=1"),
		},
		rule{
			name:    "p.30: a Ranged Action needs a target at the weapon's Range: the SMG reaches 1 Zone",
			mission: solo,
			position: `
survivor Cole s hand1=SMG
xenos c2 worker=1`,
			play:    []string{"Cole attack c2 hand1"},
			refused: invader.OutOfRange,
		},
		rule{
			name: "p.30: a Ranged weapon of minimum Range 1 cannot fire into its own Zone (Jared has no Point-blank)",
			position: `
turn active=Jared actions=3
survivor Jared c1 activated hand1="Heavy Shotgun"
xenos c1 worker=1`,
			play:    []string{"Jared attack c1 hand1"},
			refused: invader.OutOfRange,
		},
		rule{
			name:    "p.30: a target Zone must hold Xenos",
			mission: solo,
			position: `
survivor Cole s hand1=SMG`,
			play:    []string{"Cole attack c1 hand1"},
			refused: invader.NoTargets,
		},
	)
}

func TestFriendlyFire(t *testing.T) {
	check(t,
		rule{
			name: "p.32: each miss of a Ranged Action into a Zone holding another Survivor hits that Survivor",
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1=SMG
survivor Vivian c1
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (1 in all)",
				"Cole's miss hits Vivian: 1 Damage, 1 Armor left",
			},
		},
		rule{
			name: "p.32: Melee causes no Friendly Fire",
			position: `
turn active=Cole actions=3
survivor Cole c1 activated hand1="Heavy Cutter"
survivor Vivian c1
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 1", "chance 1"},
			events: []string{
				"Cole rolls a 1",
				"Cole rolls a 1",
				"Cole's attack on c1: 0 hits, 2 misses",
			},
		},
	)
}

func TestConcentrated(t *testing.T) {
	check(t,
		rule{
			name:    "p.33: a Concentrated attack merges its successes into one hit, on one target, nothing left over",
			mission: solo,
			position: `
survivor Cole s hand1=SMG
xenos c1 worker=1 tank=1`,
			play: []string{"Cole attack c1 hand1 concentrated", "chance 6", "chance 6"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 6",
				"Cole rolls a 6",
				"Cole's attack on c1: 2 hits, 0 misses",
				"Cole eliminates a Tank in c1",
				"Cole gains 1 XP (1 in all)",
			},
			then: xenosLeft("c1", "worker=1"),
		},
	)
}

func TestHellfire(t *testing.T) {
	check(t,
		rule{
			name:    "p.34: a Hellfire eliminates every Xeno in the Zone, whatever its toughness, and turns Active Mold Inactive",
			mission: solo,
			position: `
mold c1=active
survivor Cole s hand1=Flamethrower+Canister
xenos c1 worker=2 tank=1 spoiler=1`,
			play: []string{"Cole attack c1 hand1"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c1 ablaze",
				"Cole eliminates 2 Workers in c1",
				"Cole eliminates a Tank in c1",
				"Cole eliminates a Spoiler Abomination in c1",
				"Cole gains 8 XP (8 in all)",
				"Cole reaches the yellow Danger Level",
				"Cole gains the Skill +1 Action",
				"inactive Mold in c1",
			},
		},
		rule{
			name: "p.34: a Hellfire eliminates the Survivors in the Zone too",
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1=Flamethrower+Canister
survivor Vivian c1
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c1 ablaze",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (1 in all)",
				"Vivian burns in the Hellfire",
				"Vivian is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
		},
		rule{
			name:    "p.34: a Flamethrower without a Canister makes no Hellfire",
			mission: solo,
			position: `
survivor Cole s hand1=Flamethrower
xenos c1 worker=1`,
			play:    []string{"Cole attack c1 hand1"},
			refused: invader.NoPower,
		},
	)
}

func TestHellfireTargets(t *testing.T) {
	check(t,
		rule{
			name:    "p.34: a Hellfire eliminates every Xeno of every kind, discards the Canister, rolls no dice and makes no Noise; a Yellow reached gives its Action at once",
			mission: solo,
			position: `
mold c1=active
turn actions=1 acted
survivor Cole s hand1=Flamethrower+Canister
xenos c1 worker=2 tank=1 hunter=1 spoiler=1`,
			play: []string{"Cole attack c1 hand1"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c1 ablaze",
				"Cole eliminates 2 Workers in c1",
				"Cole eliminates a Tank in c1",
				"Cole eliminates a Hunter in c1",
				"Cole eliminates a Spoiler Abomination in c1",
				"Cole gains 9 XP (9 in all)",
				"Cole reaches the yellow Danger Level",
				"Cole gains the Skill +1 Action",
				"inactive Mold in c1",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				xenosLeft("c1", "")(t, s)
				actionsLeft(1)(t, s)
				noiseTokens(t, s, "s", 0)
				discarded := 0
				for _, c := range s.Cards() {
					if c.Card.Name == "Canister" && c.Place == invader.InDiscard {
						discarded++
					}
				}
				if discarded != 1 {
					t.Errorf("%d Canisters in the discard pile, want 1", discarded)
				}
				a, _ := s.ParseAction("Cole attack c1 hand1")
				refuse(t, s, a, invader.NoPower)
			},
		},
		rule{
			name:    "p.34: a Hellfire has no odds to compute: it rolls no dice",
			mission: solo,
			position: `
survivor Cole s hand1=Flamethrower+Canister
xenos c1 worker=1`,
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				a, _ := s.ParseAction("Cole attack c1 hand1")
				if _, err := s.AttackOdds(a.(invader.Attack)); err == nil || errors.Is(err, invader.ErrIllegal) {
					t.Errorf("AttackOdds of a Hellfire: error %v, want one saying it rolls no dice", err)
				}
			},
		},
		rule{
			name:    "p.34: a Canister in the Backpack, not attached, makes no Hellfire",
			mission: solo,
			position: `
survivor Cole s hand1=Flamethrower pack1=Canister
xenos c1 worker=1`,
			play:    []string{"Cole attack c1 hand1"},
			refused: invader.NoPower,
		},
		rule{
			name:    "p.34: a Hellfire is not Concentrated",
			mission: solo,
			position: `
survivor Cole s hand1=Flamethrower+Canister
xenos c1 worker=1`,
			play:    []string{"Cole attack c1 hand1 concentrated"},
			refused: invader.NotAChoice,
		},
		rule{
			name: "p.34: a Hellfire reaches Range 1-2, not the Survivor's own Zone",
			position: `
turn active=Vivian actions=3
survivor Vivian c1 activated hand1=Flamethrower+Canister
xenos c1 worker=1`,
			play:    []string{"Vivian attack c1 hand1"},
			refused: invader.OutOfRange,
		},
		rule{
			name:    "p.20, p.34: a Hellfire may burn Active Mold alone, not Inactive Mold",
			mission: solo,
			position: `
mold c1=inactive
survivor Cole s hand1=Flamethrower+Canister`,
			play:    []string{"Cole attack c1 hand1"},
			refused: invader.NoTargets,
		},
		rule{
			name:    "p.20, p.34: a Hellfire on Active Mold alone, seen across Inactive Mold, turns it Inactive",
			mission: solo,
			position: `
mold c1=inactive c2=active
survivor Cole s hand1=Flamethrower+Canister`,
			play: []string{"Cole attack c2 hand1"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c2 ablaze",
				"inactive Mold in c2",
			},
		},
		rule{
			name: "p.34 (RULINGS \"Hellfire\"): Low profile does not save a Survivor from a Hellfire",
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1=Flamethrower+Canister
survivor Vivian c1 xp=19 orange=0
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1"},
			events: []string{
				"Cole discards the Canister",
				"Cole sets c1 ablaze",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (1 in all)",
				"Vivian burns in the Hellfire",
				"Vivian is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
		},
	)
}

// outside is three exterior Zones in a row; Vivian alone plays.
const outside = `id: outside
title: the surface
goal: take all objectives
survivors: Vivian
map:
+--+--+--+
|e .f .o |
+--+--+--+

e: exterior start
f: exterior
o: exterior objective
`

// inside is a room s opening on a corridor c, which runs on to o;
// Vivian alone plays.
const inside = `id: inside
title: a room and two corridors
goal: take all objectives
survivors: Vivian
map:
+--+--+--+
|s oc .o |
+--+--+--+

s: room start
c: corridor
o: corridor objective
`

// ranges is four corridors in a row (s, a, b, o: Ranges 0 to 3 from s)
// and a room w behind a wall from s, a Worker in each but o; Vivian
// alone plays.
const ranges = `id: ranges
title: Ranges 0 to 3
goal: take all objectives
survivors: Vivian
xenos: s worker 1
xenos: a worker 1
xenos: b worker 1
xenos: w worker 1
map:
+--+--+--+--+
|s .a .b .o |
+--+--+--+--+
|w |
+--+

s: corridor start
a: corridor
b: corridor
o: corridor objective
w: room
`

// misses is the events of an attack of n dice all missing, by Vivian
// from her Zone z on target, noisy or not.
func misses(n int, z, target string, noisy bool) []string {
	var ev []string
	if noisy {
		ev = append(ev, "Vivian makes noise in "+z)
	}
	for range n {
		ev = append(ev, "Vivian rolls a 1")
	}
	if n == 1 {
		return append(ev, "Vivian's attack on "+target+": 0 hits, 1 miss")
	}
	return append(ev, fmt.Sprintf("Vivian's attack on %s: 0 hits, %d misses", target, n))
}

func TestWeapons(t *testing.T) {
	check(t,
		rule{
			name:    "p.14: a Bullets weapon, the SMG, is not used in an exterior Zone",
			mission: outside,
			position: `
survivor Vivian e hand1=SMG
xenos f worker=2`,
			play:    []string{"Vivian attack f hand1"},
			refused: invader.NoBulletsOutside,
		},
		rule{
			name:    "p.14: the SMG inside rolls its 2 dice, noisy",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG
xenos c worker=2`,
			play:   []string{"Vivian attack c hand1", "chance 1", "chance 1"},
			events: misses(2, "s", "c", true),
			then: func(t *testing.T, s invader.State) {
				actionsLeft(2)(t, s)
				noiseTokens(t, s, "s", 1)
			},
		},
		rule{
			name:    "p.14: nor the Heavy Shotgun outside",
			mission: outside,
			position: `
survivor Vivian e hand1="Heavy Shotgun"
xenos f worker=2`,
			play:    []string{"Vivian attack f hand1"},
			refused: invader.NoBulletsOutside,
		},
		rule{
			name:    "p.14: nor the Light Machine Gun outside",
			mission: outside,
			position: `
survivor Vivian e hand1="Light Machine Gun"
xenos f worker=2`,
			play:    []string{"Vivian attack f hand1"},
			refused: invader.NoBulletsOutside,
		},
		rule{
			name:    "p.15: an Energy weapon, the Cattle Prod, works outside",
			mission: outside,
			position: `
survivor Vivian e hand1="Cattle Prod"
xenos e worker=2`,
			play:   []string{"Vivian attack e hand1", "chance 1", "chance 1"},
			events: misses(2, "e", "e", false),
			then: func(t *testing.T, s invader.State) {
				actionsLeft(2)(t, s)
				noiseTokens(t, s, "e", 0)
			},
		},
		rule{
			name:    "p.14: a Prototype without an Energy Cell does not fire, outside",
			mission: outside,
			position: `
survivor Vivian e hand1="Prototype Light Machine Gun"
xenos f worker=2`,
			play:    []string{"Vivian attack f hand1"},
			refused: invader.NoPower,
		},
		rule{
			name:    "p.14: nor inside",
			mission: inside,
			position: `
survivor Vivian s hand1="Prototype Light Machine Gun"
xenos c worker=2`,
			play:    []string{"Vivian attack c hand1"},
			refused: invader.NoPower,
		},
		rule{
			name:    "p.14, p.23: nor with an Energy Cell in the Backpack",
			mission: outside,
			position: `
survivor Vivian e hand1="Prototype Light Machine Gun" pack1="Energy Cell"
xenos f worker=2`,
			play:    []string{"Vivian attack f hand1"},
			refused: invader.NoPower,
		},
		rule{
			name:    "pp.14-15: with an Energy Cell attached the Prototype Light Machine Gun fires outside, silent (its re-roll declined, p.23)",
			mission: outside,
			position: `
survivor Vivian e hand1="Prototype Light Machine Gun"+"Energy Cell"
xenos f worker=2`,
			play:   []string{"Vivian attack f hand1", "chance 1", "chance 1", "chance 1", "chance 1", "chance 1", "Vivian reroll no"},
			events: misses(5, "e", "f", false),
			then: func(t *testing.T, s invader.State) {
				actionsLeft(2)(t, s)
				noiseTokens(t, s, "e", 0)
			},
		},
		rule{
			name:    "p.14: the Prototype Sniper Rifle with an Energy Cell attached",
			mission: outside,
			position: `
survivor Vivian e hand1="Prototype Sniper Rifle"+"Energy Cell"
xenos o worker=2`,
			play:   []string{"Vivian attack o hand1", "chance 1", "Vivian reroll no"},
			events: misses(1, "e", "o", false),
			then: func(t *testing.T, s invader.State) {
				actionsLeft(2)(t, s)
				noiseTokens(t, s, "e", 0)
			},
		},
	)
}

// p.15: "Cattle Prods and Chainsaws use Energy as a power source. They
// can be used anywhere": inside, and in an exterior Zone, where Bullets
// fail (p.14), with no Energy Cell attached (only Prototypes need one).
func TestEnergyWeapons(t *testing.T) {
	t.Run("p.15: the Cattle Prod and the Chainsaw use Energy, and need no Energy Cell", func(t *testing.T) {
		for _, name := range []string{"Cattle Prod", "Chainsaw"} {
			found := false
			for _, e := range equipment.Core() {
				if c := e.Card; c.Name == name {
					found = true
					if c.Ammo != equipment.Energy || c.NeedsPower {
						t.Errorf("the %s: ammunition %v, needs an Energy Cell: %v; want Energy, and no", name, c.Ammo, c.NeedsPower)
					}
				}
			}
			if !found {
				t.Errorf("no %s in the core box", name)
			}
		}
	})
	var rules []rule
	for _, w := range []struct {
		name string
		dice int
	}{{"Cattle Prod", 2}, {"Chainsaw", 5}} {
		for _, where := range []struct{ name, mission, zone string }{{"in a room", inside, "s"}, {"in an exterior Zone", outside, "e"}} {
			rules = append(rules, rule{
				name:     fmt.Sprintf("p.15: the %s works %s", w.name, where.name),
				mission:  where.mission,
				position: fmt.Sprintf("survivor Vivian %s hand1=%q\nxenos %s worker=1", where.zone, w.name, where.zone),
				play:     append([]string{"Vivian attack " + where.zone + " hand1"}, slices.Repeat([]string{"chance 1"}, w.dice)...),
				events:   misses(w.dice, where.zone, where.zone, false),
				then:     actionsLeft(2),
			})
		}
	}
	check(t, rules...)
}

func TestRanges(t *testing.T) {
	check(t,
		rule{
			name:     "p.16: the SMG, Range 1, does not fire into its own Zone",
			mission:  ranges,
			position: `survivor Vivian s hand1=SMG`,
			play:     []string{"Vivian attack s hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "p.16: the SMG reaches 1 Zone away",
			mission:  ranges,
			position: `survivor Vivian s hand1=SMG`,
			play:     []string{"Vivian attack a hand1"},
			then:     pending(invader.ChanceDecision),
		},
		rule{
			name:     "p.16: not 2",
			mission:  ranges,
			position: `survivor Vivian s hand1=SMG`,
			play:     []string{"Vivian attack b hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "p.11, p.16: nor through a wall, out of sight",
			mission:  ranges,
			position: `survivor Vivian s hand1=SMG`,
			play:     []string{"Vivian attack w hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "p.16: the Heavy Shotgun, Range 1-2, not its own Zone",
			mission:  ranges,
			position: `survivor Vivian s hand1="Heavy Shotgun"`,
			play:     []string{"Vivian attack s hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "p.16: the Heavy Shotgun reaches 1 Zone away",
			mission:  ranges,
			position: `survivor Vivian s hand1="Heavy Shotgun"`,
			play:     []string{"Vivian attack a hand1"},
			then:     pending(invader.ChanceDecision),
		},
		rule{
			name:     "p.16: and 2",
			mission:  ranges,
			position: `survivor Vivian s hand1="Heavy Shotgun"`,
			play:     []string{"Vivian attack b hand1"},
			then:     pending(invader.ChanceDecision),
		},
		rule{
			name:     "p.16: not 3",
			mission:  ranges,
			position: `survivor Vivian s hand1="Heavy Shotgun"`,
			play:     []string{"Vivian attack o hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "p.16: the Light Machine Gun, Range 1-3, reaches 2",
			mission:  ranges,
			position: `survivor Vivian s hand1="Light Machine Gun"`,
			play:     []string{"Vivian attack b hand1"},
			then:     pending(invader.ChanceDecision),
		},
		rule{
			name:     "p.16: in Range, a Zone without Xenos is no target",
			mission:  ranges,
			position: `survivor Vivian s hand1="Light Machine Gun"`,
			play:     []string{"Vivian attack o hand1"},
			refused:  invader.NoTargets,
		},
		rule{
			name:     "p.16: the Cattle Prod, Range 0, strikes its own Zone",
			mission:  ranges,
			position: `survivor Vivian s hand1="Cattle Prod"`,
			play:     []string{"Vivian attack s hand1"},
			then:     pending(invader.ChanceDecision),
		},
		rule{
			name:     "p.16: and no further",
			mission:  ranges,
			position: `survivor Vivian s hand1="Cattle Prod"`,
			play:     []string{"Vivian attack a hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "p.16: the Assault Shotgun (provisional card), Range 0-1, fires into its own Zone",
			mission:  ranges,
			position: `survivor Vivian s hand1="Assault Shotgun"`,
			play:     []string{"Vivian attack s hand1"},
			then:     pending(invader.ChanceDecision),
		},
		rule{
			name:     "p.16: and 1 Zone away",
			mission:  ranges,
			position: `survivor Vivian s hand1="Assault Shotgun"`,
			play:     []string{"Vivian attack a hand1"},
			then:     pending(invader.ChanceDecision),
		},
		rule{
			name:     "p.16: not 2",
			mission:  ranges,
			position: `survivor Vivian s hand1="Assault Shotgun"`,
			play:     []string{"Vivian attack b hand1"},
			refused:  invader.OutOfRange,
		},
	)
}

// noFriendlyFire checks that no Survivor lost Armor.
func noFriendlyFire(t *testing.T, s invader.State) {
	t.Helper()
	for i := range s.NumSurvivors() {
		sv := s.Survivor(i)
		if sv.Armor != sv.Card.Class.Armor() {
			t.Errorf("%s has %d Armor of %d", sv.Card.Name, sv.Armor, sv.Card.Class.Armor())
		}
	}
}
