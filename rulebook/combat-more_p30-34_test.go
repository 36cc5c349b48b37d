package rulebook_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
)

// More of combat (pp.30-34): Friendly Fire victims, refused attacks, the
// choices of Melee hits and every die of an attack.

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

// p.14: "Attacking at Range 0 with a Ranged weapon is still a Ranged
// Action." The Assault Shotgun (Range 0-1) fires into its shooter's own
// Zone as any Ranged weapon fires: a free Ranged Action pays for it, not a
// free Melee one; its hits follow the Targeting Priority Order (p.32),
// wasted on a Tank before the Worker; its misses hit the Survivors there
// (Friendly Fire, p.32). None of the shooters has Point-blank, which
// would let it choose its targets (pp.52-55).
func TestRangedAtRangeZero(t *testing.T) {
	free := func(a survivor.Action) func(m *mission.Mission) {
		return cast(skFor(survivor.FreeAction, a), "Ann")
	}
	shotgun := `
survivor Ann s hand1="Assault Shotgun"
xenos s worker=1`
	shot := []string{
		"Ann makes noise in s",
		"Ann rolls a 6",
		"Ann rolls a 1",
		"Ann rolls a 1",
		"Ann's attack on s: 1 hit, 2 misses",
		"Ann eliminates a Worker in s",
		"Ann gains 1 XP (1 in all)",
	}
	check(t,
		rule{
			name:     "p.14: at Range 0, the Assault Shotgun's attack is a Ranged Action: Ann's free Ranged Action pays for it",
			mission:  roomrow,
			edit:     free(survivor.Ranged),
			position: shotgun,
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1", "chance 1"},
			events:   shot,
			then:     left(3, nil),
		},
		rule{
			name:     "p.14: and no free Melee Action pays for it",
			mission:  roomrow,
			edit:     free(survivor.Melee),
			position: shotgun,
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1", "chance 1"},
			events:   shot,
			then:     left(2, map[survivor.Action]int{survivor.Melee: 1}),
		},
		rule{
			name:    "p.14, p.32: at Range 0 the hits follow the Targeting Priority Order, wasted on the Tank before the Worker, and a miss hits Mitsuki in the Zone",
			mission: trio,
			position: `
turn active=Vivian actions=3
survivor Vivian s activated hand1="Assault Shotgun"
survivor Mitsuki s
survivor Baraka a
xenos s worker=1 tank=1`,
			play: []string{"Vivian attack s hand1", "chance 6", "chance 6", "chance 1"},
			events: []string{
				"Vivian makes noise in s",
				"Vivian rolls a 6",
				"Vivian rolls a 6",
				"Vivian rolls a 1",
				"Vivian's attack on s: 2 hits, 1 miss",
				"Vivian's miss hits Mitsuki: 1 Damage, 1 Armor left",
			},
			then: xenosLeft("s", "worker=1 tank=1"),
		},
	)
}
