package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/machine"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/xeno"
)

// The Xenos (pp.19-20): Workers (Damage 1, eliminated by a hit of Damage
// 1), Tanks (Damage 2; a hit needs Damage 2), Hunters (two Actions each
// activation) and the Spoiler Abomination (Damage 3; a hit needs Damage
// 3, which a Concentrated attack can reach, p.20). A Xeno's attack deals
// its Damage to one Survivor, who loses that many Armor points (Cole, a
// Soldier, has 3).

func TestXenos(t *testing.T) {
	check(t,
		rule{
			name:    "p.19: a Worker's attack deals 1 Damage",
			mission: solo,
			position: `
survivor Cole s
xenos s worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Cole in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.19: a Tank's attack deals 2 Damage",
			mission: solo,
			position: `
survivor Cole s
xenos s tank=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Cole in s: 2 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.19: hits of Damage 1 do not eliminate a Tank",
			mission: solo,
			position: `
survivor Cole c1 hand1="Cattle Prod"
xenos c1 tank=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 6"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 6",
				"Cole's attack on c1: 2 hits, 0 misses",
			},
		},
		rule{
			name:    "p.19: a Hunter takes two Actions each activation: it moves twice",
			mission: solo,
			position: `
survivor Cole s
xenos c2 hunter=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Hunter moves c2 → c1",
				"a Hunter moves c1 → s",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.19: a Hunter that reaches a Survivor with its first Action attacks with its second",
			mission: solo,
			position: `
survivor Cole s
xenos c1 hunter=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Hunter moves c1 → s",
				"a Hunter wounds Cole in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.20: hits of Damage 2 do not eliminate a Spoiler Abomination",
			mission: solo,
			position: `
survivor Cole c1 hand1="Heavy Cutter"
xenos c1 spoiler=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 6"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 6",
				"Cole's attack on c1: 2 hits, 0 misses",
			},
		},
		rule{
			name:    "p.20: a Concentrated attack adds its hits' Damage up and eliminates a Spoiler Abomination",
			mission: solo,
			position: `
survivor Cole c1 hand1="Heavy Cutter"
xenos c1 spoiler=1`,
			play: []string{"Cole attack c1 hand1 concentrated", "chance 6", "chance 6"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 6",
				"Cole's attack on c1: 2 hits, 0 misses",
				"Cole eliminates a Spoiler Abomination in c1",
				"Cole gains 5 XP (5 in all)",
			},
		},
	)
}

// p.20: "A Damage 3 weapon is required to eliminate a Spoiler
// Abomination. No weapon features such a Damage value in the game. To do
// so, you need either Hellfire (p.34) or a Concentrated Attack (p.33)."
// Of the core box's weapons, the 7+ Survivors' extra Starting cards (seed
// 004, §15) and the Machines' profiles, none deals 3 (the sample Ultra
// Railgun, seed 004, §13, is no card of the box).
func TestNoDamage3Weapon(t *testing.T) {
	m, err := mission.Parse(solo)
	if err != nil {
		t.Fatal(err)
	}
	odd, even := m.ExtraStarting()
	cards := append([]equipment.Card{odd}, even...)
	for _, e := range equipment.Core() {
		cards = append(cards, e.Card)
	}
	weapons := 0
	for _, c := range cards {
		if !c.IsWeapon() {
			continue
		}
		weapons++
		if c.Damage >= m.Kinds()[xeno.Spoiler].Toughness {
			t.Errorf("p.20: the %s deals %d Damage: no weapon of the game does", c.Name, c.Damage)
		}
	}
	if weapons < 10 {
		t.Errorf("p.20: %d weapons in the box, want the core box's", weapons)
	}
	for _, p := range m.MachineKinds() {
		for _, a := range []machine.Weapon{p.Melee, p.Ranged} {
			if a.Damage >= 3 {
				t.Errorf("p.20: the %s deals %d Damage", p.Name, a.Damage)
			}
		}
	}
}

// line is three corridor Zones s, b, o (an Objective at o, never taken);
// survivors play.
func line(survivors string) string {
	return `id: line
title: three corridor Zones
goal: take all objectives
survivors: ` + survivors + `
map:
+--+--+--+
|s .b .o |
+--+--+--+

s: corridor start
b: corridor
o: corridor objective
`
}

// armor checks the Armor left to the Survivors, by index.
func armor(want ...int) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		for i, a := range want {
			if got := s.Survivor(i).Armor; got != a {
				t.Errorf("%s has %d Armor, want %d", s.Survivor(i).Card.Name, got, a)
			}
		}
	}
}

// eliminated checks the first Survivor dead with no Armor, the game lost
// in round 1, nothing left to play.
func eliminated(t *testing.T, s invader.State) {
	t.Helper()
	if sv := s.Survivor(0); !sv.Dead || sv.Armor != 0 {
		t.Errorf("%s: dead %v, %d Armor; want dead with 0", sv.Card.Name, sv.Dead, sv.Armor)
	}
	if got := s.Outcome(); got != (invader.Outcome{Result: invader.Lost, Loss: invader.Elimination}) || s.Round() != 1 {
		t.Errorf("Outcome() = %v in round %d, want lost in round 1", got, s.Round())
	}
	if p := s.Pending(); len(s.Legal()) != 0 || p != (invader.Pending{Decision: invader.NoDecision, Player: -1, Survivor: -1}) {
		t.Errorf("Legal() = %v, Pending() = %+v after the game was lost", s.Legal(), p)
	}
	refused(invader.EndTurn{Survivor: 0}, invader.GameOver)(t, s)
	refused(invader.AssignWound{Survivor: 0}, invader.GameOver)(t, s)
}

func TestXenoAttacks(t *testing.T) {
	check(t,
		rule{
			name:     "p.19, p.26: a Worker deals 1 Damage, an Armor point",
			mission:  line("Vivian"),
			position: `xenos s worker=1`,
			play:     []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Vivian in s: 1 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
			then: armor(1),
		},
		rule{
			name:     "p.19, p.26: a Tank deals 2",
			mission:  line("Cole"),
			position: `xenos s tank=1`,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Cole in s: 2 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: armor(1),
		},
		rule{
			name:     "p.26: every Xeno in the Zone attacks",
			mission:  line("Cole"),
			position: `xenos s worker=2`,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Cole in s: 1 Damage, 2 Armor left",
				"a Worker wounds Cole in s: 1 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: armor(1),
		},
		rule{
			name:     "p.26: Xenos in a Zone without Survivors move instead",
			mission:  line("Vivian"),
			position: `xenos b worker=1`,
			play:     []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves b → s",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
			then: armor(2),
		},
		rule{
			name:     "p.28: a Hunter attacks twice",
			mission:  line("Cole"),
			position: `xenos s hunter=1`,
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Hunter wounds Cole in s: 1 Damage, 2 Armor left",
				"a Hunter wounds Cole in s: 1 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: armor(1),
		},
		rule{
			name:     "p.10, p.19, p.26: a Tank kills a Civilian of 2 Armor: the game is lost at once, no End Phase",
			mission:  line("Vivian"),
			position: `xenos s tank=1`,
			play:     []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Vivian in s: 2 Damage, 0 Armor left",
				"Vivian is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
			then: eliminated,
		},
		rule{
			name:     "p.10, p.20, p.26: a Spoiler's 3 Damage kills a Soldier of 3 Armor",
			mission:  line("Cole"),
			position: "mold s=active\nxenos s spoiler=1",
			play:     []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Spoiler Abomination wounds Cole in s: 3 Damage, 0 Armor left",
				"Cole is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
			then: eliminated,
		},
		rule{
			name:     "p.10, p.26: the game ends at the first elimination: the third Worker does not attack",
			mission:  line("Vivian"),
			position: `xenos s worker=3`,
			play:     []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Vivian in s: 1 Damage, 1 Armor left",
				"a Worker wounds Vivian in s: 1 Damage, 0 Armor left",
				"Vivian is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
			then: eliminated,
		},
	)
}

func TestWhoIsWounded(t *testing.T) {
	three := line("Vivian Mitsuki Baraka")
	pos := `
turn active=Baraka actions=3
survivor Vivian s activated
survivor Mitsuki s activated
survivor Baraka s activated
xenos s worker=2`
	check(t,
		rule{
			name:     "p.26: with several Survivors in the Zone the players choose who takes each attack, among those there only",
			mission:  three,
			position: pos,
			play:     []string{"Baraka move b"},
			events: []string{
				"Baraka moves s → b",
				"Baraka ends the Turn",
				"the Xenos' Phase begins",
			},
			then: all(waits(invader.Pending{Decision: invader.WoundDecision, Player: 0, Survivor: -1}),
				legalIs("wound Vivian", "wound Mitsuki"),
				refused(invader.AssignWound{Survivor: 2}, invader.NotAChoice),
				refused(invader.AssignWound{Survivor: 9}, invader.NotAChoice),
				refused(invader.EndTurn{Survivor: 0}, invader.NotNow),
				refused(invader.SplitXenos{}, invader.NotNow),
				refused(invader.Chance{Outcome: "1"}, invader.NotNow)),
		},
		rule{
			name:     "p.26: each attack is assigned in turn, then the round goes on",
			mission:  three,
			position: pos,
			play:     []string{"Baraka move b", "wound Mitsuki", "wound Vivian"},
			events: []string{
				"Baraka moves s → b",
				"Baraka ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Mitsuki in s: 1 Damage, 1 Armor left",
				"a Worker wounds Vivian in s: 1 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
			then: armor(1, 1, 2),
		},
		rule{
			name:     "p.10, p.26: the players may give both to one Survivor, and lose",
			mission:  three,
			position: pos,
			play:     []string{"Baraka move b", "wound Vivian", "wound Vivian"},
			events: []string{
				"Baraka moves s → b",
				"Baraka ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Vivian in s: 1 Damage, 1 Armor left",
				"a Worker wounds Vivian in s: 1 Damage, 0 Armor left",
				"Vivian is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
			then: func(t *testing.T, s invader.State) {
				if s.Outcome().Result != invader.Lost || len(s.Legal()) != 0 {
					t.Errorf("Outcome %v, Legal %v; want lost, none", s.Outcome(), s.Legal())
				}
			},
		},
	)
}
