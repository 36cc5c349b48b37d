package rulebook_test

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
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
	for i := range s.Survivors() {
		sv := s.Survivor(i)
		if sv.Armor != sv.Card.Class.Armor() {
			t.Errorf("%s has %d Armor of %d", sv.Card.Name, sv.Armor, sv.Card.Class.Armor())
		}
	}
}

func TestMeleeHits(t *testing.T) {
	check(t,
		rule{
			name:    "p.31: a Cattle Prod's two hits eliminate two Workers",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s worker=2`,
			play: []string{"Vivian attack s hand1", "chance 5", "chance 6"},
			events: []string{
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian's attack on s: 2 hits, 0 misses",
				"Vivian eliminates 2 Workers in s",
				"Vivian gains 2 XP (2 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.16: each die at least the Accuracy is a hit: one hit, one Worker",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s worker=2`,
			play: []string{"Vivian attack s hand1", "chance 4", "chance 5"},
			events: []string{
				"Vivian rolls a 4",
				"Vivian rolls a 5",
				"Vivian's attack on s: 1 hit, 1 miss",
				"Vivian eliminates a Worker in s",
				"Vivian gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.19-20: a Cattle Prod's Damage 1 cannot hurt a Tank",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s tank=1`,
			play: []string{"Vivian attack s hand1", "chance 6", "chance 6"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on s: 2 hits, 0 misses",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.31: the attacker picks the Worker beside the Tank",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s worker=1 tank=1`,
			play: []string{"Vivian attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 1",
				"Vivian's attack on s: 1 hit, 1 miss",
				"Vivian eliminates a Worker in s",
				"Vivian gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.31: no Targeting Priority in Melee: the Hunter behind the Workers",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s worker=2 hunter=1`,
			play: []string{"Vivian attack s hand1", "chance 6", "chance 1", "Vivian hits Hunter"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 1",
				"Vivian's attack on s: 1 hit, 1 miss",
				"Vivian eliminates a Hunter in s",
				"Vivian gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.33 (RULINGS \"Attacks\"): a Concentrated Cattle Prod kills a Tank",
			mission: inside,
			position: `
survivor Vivian s hand1="Cattle Prod"
xenos s worker=1 tank=1`,
			play: []string{"Vivian attack s hand1 concentrated", "chance 5", "chance 6", "Vivian hits Tank"},
			events: []string{
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian's attack on s: 2 hits, 0 misses",
				"Vivian eliminates a Tank in s",
				"Vivian gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.19-20: the Heavy Cutter's Damage 2 kills the Tank and the Worker",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Cutter"
xenos s worker=1 tank=1`,
			play: []string{"Vivian attack s hand1", "chance 3", "chance 3"},
			events: []string{
				"Vivian rolls a 3",
				"Vivian rolls a 3",
				"Vivian's attack on s: 2 hits, 0 misses",
				"Vivian eliminates a Worker in s",
				"Vivian eliminates a Tank in s",
				"Vivian gains 2 XP (2 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.19-20: the Heavy Cutter cannot hurt the Spoiler",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Cutter"
xenos s spoiler=1`,
			play: []string{"Vivian attack s hand1", "chance 6", "chance 6"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on s: 2 hits, 0 misses",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.19-20: a Concentrated Heavy Cutter kills the Spoiler, for 5 XP",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Cutter"
xenos s spoiler=1`,
			play: []string{"Vivian attack s hand1 concentrated", "chance 6", "chance 3"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 3",
				"Vivian's attack on s: 2 hits, 0 misses",
				"Vivian eliminates a Spoiler Abomination in s",
				"Vivian gains 5 XP (5 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.16: the Chainsaw's 5 dice, 3 hits",
			mission: inside,
			position: `
survivor Vivian s hand1=Chainsaw
xenos s tank=2 hunter=1`,
			play: []string{"Vivian attack s hand1", "chance 5", "chance 1", "chance 6", "chance 4", "chance 5"},
			events: []string{
				"Vivian rolls a 5",
				"Vivian rolls a 1",
				"Vivian rolls a 6",
				"Vivian rolls a 4",
				"Vivian rolls a 5",
				"Vivian's attack on s: 3 hits, 2 misses",
				"Vivian eliminates 2 Tanks in s",
				"Vivian eliminates a Hunter in s",
				"Vivian gains 3 XP (3 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "p.16: more hits than Xenos",
			mission: inside,
			position: `
survivor Vivian s hand1=Chainsaw
xenos s worker=1`,
			play: []string{"Vivian attack s hand1", "chance 6", "chance 6", "chance 6", "chance 6", "chance 6"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on s: 5 hits, 0 misses",
				"Vivian eliminates a Worker in s",
				"Vivian gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.52-55: Super strength makes the Cattle Prod Damage 3",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.SuperStrength}, "Ann"),
			position: `
survivor Ann s hand1="Cattle Prod"
xenos s spoiler=1`,
			play: []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Spoiler Abomination in s",
				"Ann gains 5 XP (5 in all)",
			},
			then: noFriendlyFire,
		},
		rule{
			name:    "pp.52-55: +1 to dice roll: Melee",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.PlusOneToRoll, Action: survivor.Melee}, "Ann"),
			position: `
survivor Ann s hand1="Cattle Prod"
xenos s worker=2`,
			play: []string{"Ann attack s hand1", "chance 4", "chance 3"},
			events: []string{
				"Ann rolls a 4",
				"Ann rolls a 3",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
			},
			then: noFriendlyFire,
		},
	)
}

func TestRangedHits(t *testing.T) {
	check(t,
		rule{
			name:    "p.32: Dual SMGs: 3 hits wasted on the Tank",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG hand2=SMG
xenos c worker=2 tank=1`,
			play: []string{"Vivian attack c hand1 dual", "chance 5", "chance 6", "chance 6", "chance 1"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian rolls a 1",
				"Vivian's attack on c: 3 hits, 1 miss",
			},
		},
		rule{
			name:    "p.32: the Heavy Shotgun's hits: the Tank, then a Worker",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Shotgun"
xenos c worker=2 tank=1`,
			play: []string{"Vivian attack c hand1", "chance 4", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 4",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
				"Vivian eliminates a Worker in c",
				"Vivian eliminates a Tank in c",
				"Vivian gains 2 XP (2 in all)",
			},
		},
		rule{
			name:    "p.32: the Heavy Shotgun at Range 2: one hit, the Tank",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Shotgun"
xenos o worker=2 tank=1`,
			play: []string{"Vivian attack o hand1", "chance 3", "chance 5"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 3",
				"Vivian rolls a 5",
				"Vivian's attack on o: 1 hit, 1 miss",
				"Vivian eliminates a Tank in o",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.32: the SMG hits the Worker before the Hunter",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG
xenos c worker=1 hunter=1`,
			play: []string{"Vivian attack c hand1", "chance 6", "chance 1"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 6",
				"Vivian rolls a 1",
				"Vivian's attack on c: 1 hit, 1 miss",
				"Vivian eliminates a Worker in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.32: Dual SMGs on 4 Workers and a Hunter: the Hunter lives",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG hand2=SMG
xenos c worker=4 hunter=1`,
			play: []string{"Vivian attack c hand1 dual", "chance 5", "chance 5", "chance 6", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on c: 4 hits, 0 misses",
				"Vivian eliminates 4 Workers in c",
				"Vivian gains 4 XP (4 in all)",
			},
		},
		rule{
			name:    "p.32: the fourth hit reaches the Hunter",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG hand2=SMG
xenos c worker=3 hunter=1`,
			play: []string{"Vivian attack c hand1 dual", "chance 5", "chance 5", "chance 6", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on c: 4 hits, 0 misses",
				"Vivian eliminates 3 Workers in c",
				"Vivian eliminates a Hunter in c",
				"Vivian gains 4 XP (4 in all)",
			},
		},
		rule{
			name:    "pp.19-20: a lone Tank survives two SMG hits",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG
xenos c tank=1`,
			play: []string{"Vivian attack c hand1", "chance 5", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
			},
		},
		rule{
			name:    "p.33, pp.19-20: a Concentrated SMG's two hits kill the Tank",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG
xenos c tank=1`,
			play: []string{"Vivian attack c hand1 concentrated", "chance 5", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
				"Vivian eliminates a Tank in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.33: one Concentrated hit is still Damage 1",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG
xenos c tank=1`,
			play: []string{"Vivian attack c hand1 concentrated", "chance 5", "chance 4"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 4",
				"Vivian's attack on c: 1 hit, 1 miss",
			},
		},
		rule{
			name:    "p.33 (RULINGS \"Attacks\"): a Concentrated attack has one target only",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG
xenos c worker=2 tank=1`,
			play: []string{"Vivian attack c hand1 concentrated", "chance 5", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
				"Vivian eliminates a Tank in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.20, p.33: Concentrated Dual SMGs reach Damage 3 and kill the Spoiler",
			mission: inside,
			position: `
survivor Vivian s hand1=SMG hand2=SMG
xenos c spoiler=1`,
			play: []string{"Vivian attack c hand1 dual concentrated", "chance 5", "chance 6", "chance 6", "chance 2"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian rolls a 2",
				"Vivian's attack on c: 3 hits, 1 miss",
				"Vivian eliminates a Spoiler Abomination in c",
				"Vivian gains 5 XP (5 in all)",
			},
		},
		rule{
			name:    "p.32: the shooter chooses among the first priority: the Tank beside the Spoiler",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Shotgun"
xenos c tank=1 spoiler=1`,
			play: []string{"Vivian attack c hand1", "chance 6", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
				"Vivian eliminates a Tank in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.32 (RULINGS \"Attacks\"): no hit is wasted by choice: Damage 2 cannot eliminate the Spoiler, so the Tank",
			mission: inside,
			position: `
survivor Vivian s hand1="Heavy Shotgun"
xenos c tank=1 spoiler=1`,
			play: []string{"Vivian attack c hand1", "chance 6", "chance 6"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on c: 2 hits, 0 misses",
				"Vivian eliminates a Tank in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "pp.52-55: Sniper picks the Worker behind the Tank",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.Sniper}, "Ann"),
			position: `
survivor Ann s hand1=SMG
xenos c worker=1 tank=1`,
			play: []string{"Ann attack c hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on c: 1 hit, 1 miss",
				"Ann eliminates a Worker in c",
				"Ann gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.32 (RULINGS \"The cards\"): the Sniper Rifle picks the Hunter",
			mission: inside,
			position: `
survivor Vivian s hand1="Sniper Rifle"
xenos c worker=1 tank=1 hunter=1`,
			play: []string{"Vivian attack c hand1", "chance 3", "Vivian hits Hunter"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 3",
				"Vivian's attack on c: 1 hit, 0 misses",
				"Vivian eliminates a Hunter in c",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "pp.52-55: +1 die: Ranged",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.PlusOneDie, Action: survivor.Ranged}, "Ann"),
			position: `
survivor Ann s hand1=SMG
xenos c worker=3`,
			play: []string{"Ann attack c hand1", "chance 5", "chance 6", "chance 5"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 5",
				"Ann rolls a 6",
				"Ann rolls a 5",
				"Ann's attack on c: 3 hits, 0 misses",
				"Ann eliminates 3 Workers in c",
				"Ann gains 3 XP (3 in all)",
			},
		},
		rule{
			name:    "pp.52-55: +1 Damage: Ranged kills the Tank",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.PlusOneDamage, Action: survivor.Combat}, "Ann"),
			position: `
survivor Ann s hand1=SMG
xenos c worker=1 tank=1`,
			play: []string{"Ann attack c hand1", "chance 5", "chance 6"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 5",
				"Ann rolls a 6",
				"Ann's attack on c: 2 hits, 0 misses",
				"Ann eliminates a Worker in c",
				"Ann eliminates a Tank in c",
				"Ann gains 2 XP (2 in all)",
			},
		},
		rule{
			name:    "pp.52-55: +1 max Range: the SMG at Range 2",
			mission: inside,
			edit:    cast(survivor.Skill{Kind: survivor.PlusOneMaxRange}, "Ann"),
			position: `
survivor Ann s hand1=SMG
xenos o worker=1`,
			play: []string{"Ann attack o hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on o: 1 hit, 1 miss",
				"Ann eliminates a Worker in o",
				"Ann gains 1 XP (1 in all)",
			},
		},
	)
}

// trio is a corridor s, a, b played by Vivian, Mitsuki and Baraka, a
// Worker in s: Vivian steps to a and fires back into s.
const trio = `id: trio
title: three corridor Zones, three Survivors
goal: take all objectives
survivors: Vivian Mitsuki Baraka
map:
+--+--+--+
|s .a .b |
+--+--+--+

s: corridor start
a: corridor
b: corridor objective
`

func TestCombatMore(t *testing.T) {
	pb := cast(survivor.Skill{Kind: survivor.PointBlank}, "Ann")
	check(t,
		rule{
			name:    "p.52: Point-blank fires into its own Zone whatever the minimum Range, choosing the targets: the Worker beside the Tank",
			mission: ranges,
			edit:    pb,
			position: `
survivor Ann s hand1=SMG
xenos s worker=1 tank=1`,
			play: []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
			},
			then: xenosLeft("s", "tank=1"),
		},
		rule{
			name: "p.16: a Dual attack needs the same Dual weapon in the other Hand",
			position: `
turn active=Vivian actions=3
survivor Vivian s activated hand1="Cattle Prod"
survivor Mitsuki s hand1="Cattle Prod"
xenos s worker=4`,
			play:    []string{"Vivian attack s hand1 dual"},
			refused: invader.NoWeapon,
		},
		rule{
			name: "p.16: a Dual attack names Hand1",
			position: `
turn active=Vivian actions=3
survivor Vivian s activated hand1="Cattle Prod" hand2="Cattle Prod"
xenos s worker=4`,
			play:    []string{"Vivian attack s hand2 dual"},
			refused: invader.NotDual,
		},
		rule{
			name: "p.16, p.32: Dual Cattle Prods fire together in one Action, 4 dice, and their misses hit no one",
			position: `
turn active=Vivian actions=3
survivor Vivian s activated hand1="Cattle Prod" hand2="Cattle Prod"
survivor Mitsuki s
xenos s worker=4`,
			play: []string{"Vivian attack s hand1 dual", "chance 5", "chance 6", "chance 1", "chance 5"},
			events: []string{
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian rolls a 1",
				"Vivian rolls a 5",
				"Vivian's attack on s: 3 hits, 1 miss",
				"Vivian eliminates 3 Workers in s",
				"Vivian gains 3 XP (3 in all)",
			},
			then: all(actionsLeft(2), xenosLeft("s", "worker=1"), noFriendlyFire),
		},
		rule{
			name:     "p.16: only identical Dual weapons fire together: not an SMG and a Heavy Shotgun",
			mission:  inside,
			position: "survivor Vivian s hand1=SMG hand2=\"Heavy Shotgun\"\nxenos c worker=4",
			play:     []string{"Vivian attack c hand1 dual"},
			refused:  invader.NotDual,
		},
		rule{
			name:     "p.16: nor two weapons that are not Dual",
			mission:  inside,
			position: "survivor Vivian s hand1=\"Heavy Shotgun\" hand2=\"Heavy Shotgun\"\nxenos c worker=4",
			play:     []string{"Vivian attack c hand1 dual"},
			refused:  invader.NotDual,
		},
		rule{
			name:     "pp.52-55: Ambidextrous makes every weapon Dual",
			mission:  inside,
			edit:     cast(survivor.Skill{Kind: survivor.Ambidextrous}, "Ann"),
			position: "survivor Ann s hand1=\"Heavy Shotgun\" hand2=\"Heavy Shotgun\"\nxenos c worker=4",
			play:     []string{"Ann attack c hand1 dual", "chance 1", "chance 1", "chance 1", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann's attack on c: 0 hits, 4 misses",
			},
		},
		rule{
			name:     "p.16: two SMGs fire Dual, 4 dice",
			mission:  inside,
			position: "survivor Vivian s hand1=SMG hand2=SMG\nxenos c worker=4",
			play:     []string{"Vivian attack c hand1 dual", "chance 1", "chance 1", "chance 1", "chance 1"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 1",
				"Vivian rolls a 1",
				"Vivian rolls a 1",
				"Vivian rolls a 1",
				"Vivian's attack on c: 0 hits, 4 misses",
			},
		},
		rule{
			name:     "p.23 (RULINGS \"Attacks\"): no re-roll without an attack",
			mission:  inside,
			position: "survivor Vivian s hand1=\"Cattle Prod\"+\"Energy Cell\"\nxenos s worker=3",
			play:     []string{"Vivian reroll yes"},
			refused:  invader.NotNow,
		},
		rule{
			name:     "p.23: a weapon with its attachment, an Energy Cell on a Cattle Prod, offers a re-roll: no first, the safe default",
			mission:  inside,
			position: "survivor Vivian s hand1=\"Cattle Prod\"+\"Energy Cell\"\nxenos s worker=3",
			play:     []string{"Vivian attack s hand1", "chance 1", "chance 5"},
			events: []string{
				"Vivian rolls a 1",
				"Vivian rolls a 5",
			},
			then: all(waits(invader.Pending{Decision: invader.RerollDecision, Player: 0, Survivor: 0}), legalIs("Vivian reroll no", "Vivian reroll yes"),
				refused(invader.Reroll{Survivor: 1, Yes: true}, invader.NotYours), refused(invader.EndTurn{Survivor: 0}, invader.NotNow)),
		},
		rule{
			name:     "p.23: the re-roll declined, the first dice stand",
			mission:  inside,
			position: "survivor Vivian s hand1=\"Cattle Prod\"+\"Energy Cell\"\nxenos s worker=3",
			play:     []string{"Vivian attack s hand1", "chance 1", "chance 5", "Vivian reroll no"},
			events: []string{
				"Vivian rolls a 1",
				"Vivian rolls a 5",
				"Vivian's attack on s: 1 hit, 1 miss",
				"Vivian eliminates a Worker in s",
				"Vivian gains 1 XP (1 in all)",
			},
		},
		rule{
			name:     "p.23 (RULINGS \"Attacks\"): re-rolled, new dice replace all the old, once an Action; the cell stays for the next attack",
			mission:  inside,
			position: "survivor Vivian s hand1=\"Cattle Prod\"+\"Energy Cell\"\nxenos s worker=3",
			play:     []string{"Vivian attack s hand1", "chance 1", "chance 5", "Vivian reroll yes", "chance 6", "chance 6", "Vivian attack s hand1", "chance 2", "chance 2"},
			events: []string{
				"Vivian rolls a 1",
				"Vivian rolls a 5",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on s: 2 hits, 0 misses",
				"Vivian eliminates 2 Workers in s",
				"Vivian gains 2 XP (2 in all)",
				"Vivian rolls a 2",
				"Vivian rolls a 2",
			},
			then: all(pending(invader.RerollDecision), func(t *testing.T, s invader.State) {
				t.Helper()
				if a := s.Inventory(0)[invader.Hand1].Attached; a < 0 || s.Cards()[a].Card.Name != "Energy Cell" {
					t.Errorf("the Energy Cell is no longer on the Cattle Prod")
				}
			}),
		},
		rule{
			name:     "pp.52-55: Lucky re-rolls any attack",
			mission:  inside,
			edit:     cast(survivor.Skill{Kind: survivor.Lucky}, "Ann"),
			position: "survivor Ann s hand1=SMG\nxenos c worker=2",
			play:     []string{"Ann attack c hand1", "chance 1", "chance 1"},
			then:     pending(invader.RerollDecision),
		},
		rule{
			name:     "p.23: without Lucky or an attachment, no re-roll",
			mission:  inside,
			position: "survivor Vivian s hand1=SMG\nxenos c worker=2",
			play:     []string{"Vivian attack c hand1", "chance 1", "chance 1"},
			then:     pending(invader.ActionDecision),
		},
	)
}

// crew replaces the mission's Survivors by Civilians (Soldiers when the
// name ends in ":soldier") of the given Blue Skills, in order.
func crew(cards ...any) func(m *mission.Mission) {
	return func(m *mission.Mission) {
		var all []survivor.Card
		for i := 0; i < len(cards); i += 2 {
			cast(cards[i+1].(survivor.Skill), cards[i].(string))(m)
			all = append(all, m.Survivors...)
		}
		m.Survivors = all
	}
}

var (
	medic = survivor.Skill{Kind: survivor.Medic}
	low   = survivor.Skill{Kind: survivor.LowProfile}
)

// firing is Sh's Turn in a, its last Action to fire back into s, where
// B and C stand with a Worker.
const firing = `
turn active=Sh actions=1 acted
survivor Sh a activated hand1=SMG
xenos s worker=1`

func TestFriendlyFireVictims(t *testing.T) {
	check(t,
		rule{
			name:     "p.32: no miss, no Friendly Fire",
			mission:  trio,
			edit:     crew("Sh", medic, "B", medic, "C", medic),
			position: firing,
			play:     []string{"Sh attack s hand1", "chance 6", "chance 6"},
			events: []string{
				"Sh makes noise in a",
				"Sh rolls a 6",
				"Sh rolls a 6",
				"Sh's attack on s: 2 hits, 0 misses",
				"Sh eliminates a Worker in s",
				"Sh gains 1 XP (1 in all)",
				"Sh ends the Turn",
			},
		},
		rule{
			name:     "p.32: one possible victim, Low profile the other",
			mission:  trio,
			edit:     crew("Sh", medic, "B", medic, "C", low),
			position: firing,
			play:     []string{"Sh attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Sh makes noise in a",
				"Sh rolls a 6",
				"Sh rolls a 1",
				"Sh's attack on s: 1 hit, 1 miss",
				"Sh eliminates a Worker in s",
				"Sh gains 1 XP (1 in all)",
				"Sh's miss hits B: 1 Damage, 1 Armor left",
				"Sh ends the Turn",
			},
			then: armor(2, 1, 2),
		},
		rule{
			name:     "p.32 (RULINGS \"Friendly Fire\"): two possible victims: the players choose, never the shooter",
			mission:  trio,
			edit:     crew("Sh", medic, "B", medic, "C", medic),
			position: firing,
			play:     []string{"Sh attack s hand1", "chance 6", "chance 1"},
			then: all(waits(invader.Pending{Decision: invader.WoundDecision, Player: 0, Survivor: -1}), legalIs("wound B", "wound C"),
				refused(invader.AssignWound{Survivor: 0}, invader.NotAChoice)),
		},
		rule{
			name:     "p.32 (RULINGS \"Friendly Fire\"): the players' choice is hit",
			mission:  trio,
			edit:     crew("Sh", medic, "B", medic, "C", medic),
			position: firing,
			play:     []string{"Sh attack s hand1", "chance 6", "chance 1", "wound C"},
			events: []string{
				"Sh makes noise in a",
				"Sh rolls a 6",
				"Sh rolls a 1",
				"Sh's attack on s: 1 hit, 1 miss",
				"Sh eliminates a Worker in s",
				"Sh gains 1 XP (1 in all)",
				"Sh's miss hits C: 1 Damage, 1 Armor left",
				"Sh ends the Turn",
			},
			then: all(armor(2, 2, 1), waits(invader.Pending{Decision: invader.ActivationDecision, Player: 0, Survivor: -1})),
		},
		rule{
			name:     "p.32 (RULINGS \"Friendly Fire\"): two misses, one choice each",
			mission:  trio,
			edit:     crew("Sh", medic, "B", medic, "C", medic),
			position: firing,
			play:     []string{"Sh attack s hand1", "chance 2", "chance 1", "wound B", "wound C"},
			events: []string{
				"Sh makes noise in a",
				"Sh rolls a 2",
				"Sh rolls a 1",
				"Sh's attack on s: 0 hits, 2 misses",
				"Sh's miss hits B: 1 Damage, 1 Armor left",
				"Sh's miss hits C: 1 Damage, 1 Armor left",
				"Sh ends the Turn",
			},
			then: armor(2, 1, 1),
		},
		rule{
			name:     "p.10, p.32: two misses on one Civilian eliminate her",
			mission:  trio,
			edit:     crew("Sh", medic, "B", medic, "C", medic),
			position: firing,
			play:     []string{"Sh attack s hand1", "chance 2", "chance 1", "wound B", "wound B"},
			events: []string{
				"Sh makes noise in a",
				"Sh rolls a 2",
				"Sh rolls a 1",
				"Sh's attack on s: 0 hits, 2 misses",
				"Sh's miss hits B: 1 Damage, 1 Armor left",
				"Sh's miss hits B: 1 Damage, 0 Armor left",
				"B is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
		},
		rule{
			name:     "p.32: a miss deals the weapon's Damage: the Heavy Shotgun's 2 on a Soldier",
			mission:  trio,
			edit:     crew("Sh", medic, "B:soldier", medic, "C", low),
			position: strings.Replace(firing, "hand1=SMG", `hand1="Heavy Shotgun"`, 1),
			play:     []string{"Sh attack s hand1", "chance 6", "chance 3"},
			events: []string{
				"Sh makes noise in a",
				"Sh rolls a 6",
				"Sh rolls a 3",
				"Sh's attack on s: 1 hit, 1 miss",
				"Sh eliminates a Worker in s",
				"Sh gains 1 XP (1 in all)",
				"Sh's miss hits B: 2 Damage, 1 Armor left",
				"Sh ends the Turn",
			},
			then: armor(2, 1, 2),
		},
		rule{
			name:     "p.52: Low profile Survivors are never hit",
			mission:  trio,
			edit:     crew("Sh", medic, "B", low, "C", low),
			position: firing,
			play:     []string{"Sh attack s hand1", "chance 1", "chance 1"},
			events: []string{
				"Sh makes noise in a",
				"Sh rolls a 1",
				"Sh rolls a 1",
				"Sh's attack on s: 0 hits, 2 misses",
				"Sh ends the Turn",
			},
			then: armor(2, 2, 2),
		},
		rule{
			name:     "pp.52-55: a Sniper's misses hit no one",
			mission:  trio,
			edit:     crew("Sh", survivor.Skill{Kind: survivor.Sniper}, "B", medic, "C", medic),
			position: firing,
			play:     []string{"Sh attack s hand1", "chance 1", "chance 1"},
			events: []string{
				"Sh makes noise in a",
				"Sh rolls a 1",
				"Sh rolls a 1",
				"Sh's attack on s: 0 hits, 2 misses",
				"Sh ends the Turn",
			},
			then: armor(2, 2, 2),
		},
	)
}

func TestAttackRefusals(t *testing.T) {
	cards := equip(t, "start:SMG", "start:Cattle Prod", "M.R.E.")
	pos := `
turn active=Vivian actions=3
survivor Vivian s activated hand1=SMG
survivor Mitsuki s hand1="Cattle Prod"
xenos c worker=1`
	attack := func(f func(a *invader.Attack)) invader.Attack {
		a := invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: 1}
		f(&a)
		return a
	}
	illegal := func(a invader.Attack, reason invader.Reason) func(t *testing.T, s invader.State) {
		return func(t *testing.T, s invader.State) {
			t.Helper()
			refuse(t, s, a, reason)
			if _, err := s.AttackOdds(a); !errors.Is(err, invader.ErrIllegal) {
				t.Errorf("AttackOdds(%v) error %v, want ErrIllegal", a, err)
			}
		}
	}
	check(t,
		rule{
			name:     "p.16, p.24: an attack needs a weapon in the Hand named; a Body slot, another Survivor's Turn, unknown Survivors and Zones are refused",
			mission:  inside + "",
			edit:     both(cards, func(m *mission.Mission) { m.Survivors = append(survivor.Base()[1:2], survivor.Base()[2]) }),
			position: pos,
			then: all(illegal(attack(func(a *invader.Attack) { a.Weapon = invader.Hand2 }), invader.NoWeapon),
				illegal(attack(func(a *invader.Attack) { a.Weapon = invader.Body1 }), invader.NoSuchThing),
				illegal(attack(func(a *invader.Attack) { a.Target = 99 }), invader.NoSuchThing),
				illegal(attack(func(a *invader.Attack) { a.Survivor = 1 }), invader.NotYours),
				illegal(attack(func(a *invader.Attack) { a.Survivor = 5 }), invader.NoSuchThing)),
		},
		rule{
			name:     "p.16: the Cattle Prod, Range 0, does not reach the next Zone",
			mission:  inside,
			edit:     both(cards, func(m *mission.Mission) { m.Survivors = append(survivor.Base()[1:2], survivor.Base()[2]) }),
			position: pos,
			play:     []string{"Vivian end", "Mitsuki attack c hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:    "p.22: no attack while a drawn card waits",
			mission: inside,
			edit:    both(cards, func(m *mission.Mission) { m.Survivors = append(survivor.Base()[1:2], survivor.Base()[2]) }),
			position: `
turn active=Vivian actions=2 acted searched searching
survivor Vivian s activated hand1=SMG drawn=M.R.E.
xenos s worker=1`,
			play:    []string{"Vivian attack s hand1"},
			refused: invader.NotNow,
		},
	)
}

func TestMeleeChoices(t *testing.T) {
	check(t,
		rule{
			name: "p.31: two Melee hits among three kinds: the player chooses each, among the kinds there",
			position: `
turn active=Vivian actions=3
survivor Vivian c1 activated hand1="Heavy Cutter"
xenos c1 worker=1 tank=1 hunter=1`,
			play: []string{"Vivian attack c1 hand1", "chance 6", "chance 6"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on c1: 2 hits, 0 misses",
			},
			then: all(waits(invader.Pending{Decision: invader.TargetDecision, Player: 0, Survivor: 1}),
				legalIs("Vivian hits Worker", "Vivian hits Tank", "Vivian hits Hunter"),
				refused(invader.AssignHit{Survivor: 1, Kind: xeno.Spoiler}, invader.NotAChoice)),
		},
		rule{
			name: "p.31: the Tank and the Hunter, as the player says; the Worker is left",
			position: `
turn active=Vivian actions=3
survivor Vivian c1 activated hand1="Heavy Cutter"
xenos c1 worker=1 tank=1 hunter=1`,
			play: []string{"Vivian attack c1 hand1", "chance 6", "chance 6", "Vivian hits Tank", "Vivian hits Hunter"},
			events: []string{
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian's attack on c1: 2 hits, 0 misses",
				"Vivian eliminates a Tank in c1",
				"Vivian gains 1 XP (1 in all)",
				"Vivian eliminates a Hunter in c1",
				"Vivian gains 1 XP (2 in all)",
			},
			then: xenosLeft("c1", "worker=1"),
		},
		rule{
			name: "p.16, p.31: the odds of a plan: both dice hit on 3+, the Tank and the Hunter eliminated 4 times in 9",
			position: `
turn active=Vivian actions=3
survivor Vivian c1 activated hand1="Heavy Cutter"
xenos c1 worker=1 tank=1 hunter=1`,
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				a, _ := s.ParseAction("Vivian attack c1 hand1")
				odds, err := s.AttackOdds(a.(invader.Attack), xeno.Tank, xeno.Hunter)
				if err != nil {
					t.Fatal(err)
				}
				both := 0.0
				for _, o := range odds {
					if o.Result.Eliminated == (xeno.Counts{xeno.Tank: 1, xeno.Hunter: 1}) {
						both += float64(o.Weight) / float64(o.Total)
					}
				}
				if math.Abs(both-4.0/9) > 1e-9 {
					t.Errorf("both eliminated with probability %v, want 4/9", both)
				}
			},
		},
		rule{
			name: "p.31: a lone Tank is a target",
			position: `
turn active=Vivian actions=3
survivor Vivian c1 activated hand1="Heavy Cutter"
xenos c1 tank=1`,
			play:   []string{"Vivian attack c1 hand1"},
			events: []string{},
			then:   pending(invader.ChanceDecision),
		},
	)
}

func TestEveryDie(t *testing.T) {
	gatling := func(m *mission.Mission) {
		m.Equipment = []equipment.Entry{{Card: equipment.Card{Name: "Gatling", Slot: equipment.Hand, Weapon: equipment.Ranged, Ammo: equipment.Energy,
			MinRange: 1, MaxRange: 1, Dice: 30, Accuracy: 2, Damage: 1}, Count: 1, Group: equipment.Start}}
		if err := m.Validate(); err != nil {
			t.Fatal(err)
		}
	}
	play := []string{"Vivian attack c1 hand1"}
	for range 30 {
		play = append(play, "chance 6")
	}
	check(t,
		rule{
			name: "p.16: every die is rolled, beyond the odds' 24 too: a mission's 30-dice weapon rolling 30 hits has no miss, so no Friendly Fire",
			edit: gatling,
			position: `
turn active=Vivian actions=3
survivor Vivian s activated hand1=Gatling
survivor Cole c1
xenos c1 worker=35`,
			play: play,
			then: all(xenosLeft("c1", "worker=5"), noFriendlyFire, func(t *testing.T, s invader.State) {
				if got := s.Survivor(1).XP; got != 30 {
					t.Errorf("Vivian has %d XP, want 30", got)
				}
			}),
		},
	)
}
