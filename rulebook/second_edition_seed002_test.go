package rulebook_test

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zombicide2"
)

// Zombicide 2nd Edition, the second ruleset (seed 002; docs/SECOND-EDITION.md,
// docs/RULINGS.md, "2nd Edition"). Its missions say "ruleset: 2e": the
// zombies, Survivors and cards are package zombicide2's.

// town is a street and a house of two rooms, the inner one dark.
const town = `id: town
title: a street and a house
ruleset: 2e
survivors: Nadia
goal: reach the exit
map:
+--+--+--+--+
|s .c Dr1or2|
+--+--+--+--+

s: corridor start exit
c: corridor
r1: room
r2: room dark
`

func TestSecondEditionDoors(t *testing.T) {
	check(t,
		rule{
			name:     "seed 002: a door opens only with a door opener in Hand",
			mission:  town,
			position: "survivor Nadia c hand1=Pistol",
			play:     []string{"Nadia open d0"},
			refused:  invader.NoDoorOpener,
		},
		rule{
			name:     "seed 002: a door opener in the Backpack does not open doors",
			mission:  town,
			position: "survivor Nadia c pack1=Crowbar",
			play:     []string{"Nadia open d0"},
			refused:  invader.NoDoorOpener,
		},
		rule{
			name:     "seed 002: with a silent opener in Hand, opening costs 1 Action and makes no Noise; the first door of the house spawns zombies in its dark room",
			mission:  town,
			position: "survivor Nadia c hand1=Crowbar",
			play:     []string{"Nadia open d0", "chance spawn Walker 1/2/4/6"},
			events: []string{
				"Nadia opens d0",
				"Zombie card for r2: spawn Walker 1/2/4/6",
				"a Walker spawns in r2",
			},
			then: func(t *testing.T, s invader.State) {
				if got, _ := s.ActionsLeft(); got != 2 {
					t.Errorf("actions left %d, want 2", got)
				}
			},
		},
		rule{
			name:     "seed 002: a noisy opener makes a Noise token",
			mission:  town,
			position: "survivor Nadia c hand2=\"Fire Axe\"",
			play:     []string{"Nadia open d0", "chance spawn Walker 1/2/4/6"},
			events: []string{
				"Nadia opens d0",
				"Nadia makes noise in c",
				"Zombie card for r2: spawn Walker 1/2/4/6",
				"a Walker spawns in r2",
			},
		},
		rule{
			name:     "seed 002: doors open with an Action, never closed again",
			mission:  town,
			position: "survivor Nadia c hand1=Crowbar\ndoors d0=open",
			play:     []string{"Nadia close d0"},
			refused:  invader.DoorsStayOpen,
		},
	)
}

// street is a street with a spawn zone, a closed door and a house room.
const street = `id: street
title: a street, a door and a room
ruleset: 2e
survivors: Nadia
goal: reach the exit
map:
+--+--+--+--+
|s .c .x Dr |
+--+--+--+--+

s: corridor start
c: corridor
x: corridor spawn
r: room exit
`

func TestSecondEditionZombies(t *testing.T) {
	check(t,
		rule{
			name:     "seed 002: zombies whose route is blocked by a closed door do not move (they never break doors)",
			mission:  town,
			position: "survivor Nadia c\nxenos r1 walker=2",
			play:     []string{"Nadia end"},
			events: []string{
				"Nadia ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Nadia takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "seed 002: a Rush card's zombies spawn and act at once",
			mission:  street,
			position: "survivor Nadia c",
			play:     []string{"Nadia end", "chance rush: spawn Walker 1/2/3/4"},
			events: []string{
				"Nadia ends the Turn",
				"the Xenos' Phase begins",
				"Zombie card for x: rush: spawn Walker 1/2/3/4",
				"a Walker spawns in x",
				"rush: a Walker in x acts at once",
				"a Walker moves x → c",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Nadia takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "seed 002: a Rush card activates the zombies it spawned, not those already there",
			mission:  street,
			position: "survivor Nadia x\nxenos x walker=1",
			play:     []string{"Nadia end", "chance rush: spawn Walker 1/2/3/4"},
			events: []string{
				"Nadia ends the Turn",
				"the Xenos' Phase begins",
				"a Walker wounds Nadia in x: 1 Damage, 2 Armor left",
				"Zombie card for x: rush: spawn Walker 1/2/3/4",
				"a Walker spawns in x",
				"rush: a Walker in x acts at once",
				"a Walker wounds Nadia in x: 1 Damage, 1 Armor left", // the first Walker does not strike again
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Nadia takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "seed 002: a kind that runs short takes an extra activation",
			mission:  street,
			position: "survivor Nadia s\nxenos r walker=40",
			play:     []string{"Nadia end", "chance spawn Walker 1/2/4/6"},
			events: []string{
				"Nadia ends the Turn",
				"the Xenos' Phase begins",
				"Zombie card for x: spawn Walker 1/2/4/6",
				"the box has no Walker left",
				"every Walker activates again",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Nadia takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "seed 002: only one Abomination on the board: a second would-be spawn activates the one there",
			mission:  street,
			edit:     abominationDeck(zombicide2.Hobo),
			position: "survivor Nadia s\nxenos r patient=1",
			play:     []string{"Nadia end", "chance spawn Hobo Abomination 1/1/1/1"},
			events: []string{
				"Nadia ends the Turn",
				"the Xenos' Phase begins",
				"Zombie card for x: spawn Hobo Abomination 1/1/1/1",
				"every Patient Zero activates again",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Nadia takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "seed 002: with none on the board, the Abomination spawns",
			mission:  street,
			edit:     abominationDeck(zombicide2.Hobo),
			position: "survivor Nadia s",
			play:     []string{"Nadia end", "chance spawn Hobo Abomination 1/1/1/1"},
			events: []string{
				"Nadia ends the Turn",
				"the Xenos' Phase begins",
				"Zombie card for x: spawn Hobo Abomination 1/1/1/1",
				"a Hobo Abomination spawns in x",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Nadia takes a Turn with 3 Actions",
			},
		},
	)
}

// abominationDeck makes the mission's Zombie deck one card, five times:
// an Abomination of kind k at every Danger Level.
func abominationDeck(k xeno.Kind) func(*mission.Mission) {
	return func(m *mission.Mission) {
		g := spawn.Group{Kind: k, Count: 1}
		m.Deck = spawn.Deck{{Card: spawn.Card{Type: spawn.Spawn, Lines: [4]spawn.Group{g, g, g, g}}, Count: 5}}
	}
}

// darkhouse is a street c before the open door of a house: a dark room r
// with, behind an opening, another room q.
const darkhouse = `id: darkhouse
title: a dark house
ruleset: 2e
survivors: Nadia
goal: reach the exit
map:
+--+--+--+--+
|s .c Dr oq |
+--+--+--+--+

s: corridor start
c: corridor
r: room dark
q: room exit
`

func TestSecondEditionCombat(t *testing.T) {
	check(t,
		rule{
			name:     "seed 002: dark rooms only mark where zombies spawn: a Survivor shoots into one through its open door",
			mission:  darkhouse,
			position: "doors d0=open\nsurvivor Nadia c hand1=Pistol\nxenos r walker=1",
			play:     []string{"Nadia attack r hand1", "chance 6"},
			events: []string{
				"Nadia makes noise in c",
				"Nadia rolls a 6",
				"Nadia's attack on r: 1 hit, 0 misses",
				"Nadia eliminates a Walker in r",
				"Nadia gains 1 XP (1 in all)",
			},
		},
		rule{
			name:     "seed 002: and zombies in a dark room see the Survivors of the street: they walk out to them",
			mission:  darkhouse,
			position: "doors d0=open\nsurvivor Nadia s\nxenos r walker=1",
			play:     []string{"Nadia end"},
			then:     xenosLeft("c", "walker=1"),
		},
		rule{
			name:     "seed 002: no Combat Action in the Hobo's zone",
			mission:  street,
			position: "survivor Nadia c hand1=Pistol\nxenos c hobo=1",
			play:     []string{"Nadia attack c hand1"},
			refused:  invader.NoCombatHere,
		},
		rule{
			name:     "seed 002: the Hobo must be shot from elsewhere",
			mission:  street,
			position: "survivor Nadia s hand1=Pistol\nxenos c hobo=1",
			play:     []string{"Nadia attack c hand1", "chance 6"},
			events:   []string{"Nadia makes noise in s", "Nadia rolls a 6", "Nadia's attack on c: 1 hit, 0 misses"}, // allowed: its Toughness 3 stands
		},
		rule{
			name:     "seed 002: a Molotov affects every zombie of its zone whatever its Toughness, and is used up",
			mission:  street,
			position: "survivor Nadia s hand1=Molotov\nxenos c walker=2 brute=1",
			play:     []string{"Nadia attack c hand1"},
			events: []string{
				"Nadia makes noise in s",
				"Nadia discards the Molotov",
				"Nadia sets c ablaze",
				"Nadia eliminates 2 Walkers in c",
				"Nadia eliminates a Brute in c",
				"Nadia gains 3 XP (3 in all)",
			},
		},
		rule{
			name:     "seed 002: a Molotov thrown into the Wild Abomination's zone affects only it",
			mission:  street,
			position: "survivor Nadia s hand1=Molotov\nxenos c walker=2 wild=1",
			play:     []string{"Nadia attack c hand1"},
			events: []string{
				"Nadia makes noise in s",
				"Nadia discards the Molotov",
				"Nadia sets c ablaze",
				"Nadia eliminates a Wild Abomination in c",
				"Nadia gains 5 XP (5 in all)",
			},
		},
	)
}

func TestSecondEditionSearch(t *testing.T) {
	check(t,
		rule{
			name:     "seed 002: an Aaahh! card drawn in a Search spawns a Walker in the Searcher's zone and ends the Search",
			mission:  town,
			position: "survivor Nadia r1",
			play:     []string{"Nadia search", "chance Aaahh!"},
			events: []string{
				"Nadia gets the Aaahh!",
				"Nadia discards the Aaahh!",
				"a Walker spawns in r1",
			},
		},
		rule{
			name:     "seed 002: two Hands and a Backpack of three: no Body slot",
			mission:  town,
			position: "survivor Nadia r1 hand1=Pistol",
			play:     []string{"Nadia search", "chance Crowbar", "Nadia keep body1"},
			refused:  invader.WrongSlot,
		},
	)
}

// crates is a street with an Objective that stands for a crate: taking it
// hands out one of the red cards of the yellow crates.
const crates = `id: crates
title: a crate in the street
ruleset: 2e
survivors: Nadia
goal: take all objectives
goal: reach the exit
trigger: objective -> prototype
map:
+--+--+
|s .c |
+--+--+

s: corridor start exit
c: corridor objective
`

func TestSecondEditionMore(t *testing.T) {
	check(t,
		rule{
			name:     "seed 002: a card that Boosts Bullets gives Bullets weapons a re-roll",
			mission:  street,
			position: "survivor Nadia c hand1=Pistol pack1=\"Plenty of Bullets\"\nxenos c walker=1",
			play:     []string{"Nadia attack c hand1", "chance 1"},
			events:   []string{"Nadia makes noise in c", "Nadia rolls a 1"},
			then:     pending(invader.RerollDecision),
		},
		rule{
			name:     "seed 002: without it, no re-roll",
			mission:  street,
			position: "survivor Nadia c hand1=Pistol\nxenos c walker=1",
			play:     []string{"Nadia attack c hand1", "chance 1"},
			events:   []string{"Nadia makes noise in c", "Nadia rolls a 1", "Nadia's attack on c: 0 hits, 1 miss"},
		},
		rule{
			name:     "seed 002: a Brute takes only Damage 2 or more",
			mission:  street,
			position: "survivor Nadia c hand1=Pistol\nxenos c brute=1",
			play:     []string{"Nadia attack c hand1", "chance 6"},
			events:   []string{"Nadia makes noise in c", "Nadia rolls a 6", "Nadia's attack on c: 1 hit, 0 misses"}, // the Brute stands
		},
		rule{
			name:     "seed 002: \"you must deal all the damage at once\": no Concentrated Attack (p.33 is Invader's)",
			mission:  street,
			position: "survivor Nadia c hand1=Pistol\nxenos c brute=1",
			play:     []string{"Nadia attack c hand1 concentrated"},
			refused:  invader.NoConcentrating,
			then:     legalHas("Nadia attack c hand1 concentrated", false),
		},
		rule{
			name:     "seed 002: the Patrol Abomination comes first in the targeting order and shields the others",
			mission:  street,
			position: "survivor Nadia s hand1=Pistol\nxenos c walker=1 patrol=1",
			play:     []string{"Nadia attack c hand1", "chance 6"},
			events:   []string{"Nadia makes noise in s", "Nadia rolls a 6", "Nadia's attack on c: 1 hit, 0 misses"}, // on the Patrol, not the Walker
		},
		rule{
			name:     "seed 002: a child starts with Slippery: leaving zombies costs no extra Action",
			mission:  street,
			edit:     func(m *mission.Mission) { m.Survivors = []survivor.Card{zombicide2.Survivors()[4]} },
			position: "survivor Pip c\nxenos c walker=2",
			play:     []string{"Pip move s"},
			events:   []string{"Pip moves c → s"},
			then: func(t *testing.T, s invader.State) {
				if got, _ := s.ActionsLeft(); got != 2 {
					t.Errorf("actions left %d, want 2: one Action for the Move, none for the Walkers", got)
				}
			},
		},
		rule{
			name:     "seed 002: a Search in a street is refused: only rooms are searched",
			mission:  street,
			position: "survivor Nadia c",
			play:     []string{"Nadia search"},
			refused:  invader.NotSearchable,
		},
		rule{
			name:     "seed 002: an Objective standing for a crate hands out a red card",
			mission:  crates,
			position: "survivor Nadia c",
			play:     []string{"Nadia take o0", "chance Gunblade"},
			events:   []string{"Nadia takes o0", "Nadia gains 5 XP (5 in all)", "goal 1 done: take all objectives", "Nadia gets the Gunblade"},
		},
	)
}

func TestSecondEditionRushRunners(t *testing.T) {
	check(t,
		rule{
			name:     "seed 002: a Rush card's Runners act twice, the second Action where the first took them",
			mission:  street,
			position: "survivor Nadia s",
			play:     []string{"Nadia end", "chance rush: spawn Runner 1/1/2/3"},
			events: []string{
				"Nadia ends the Turn",
				"the Xenos' Phase begins",
				"Zombie card for x: rush: spawn Runner 1/1/2/3",
				"a Runner spawns in x",
				"rush: a Runner in x acts at once",
				"a Runner moves x → c",
				"a Runner moves c → s", // its second Action, from c
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Nadia takes a Turn with 3 Actions",
			},
		},
	)
}

// With 7+ Survivors, the extra Starting cards are 2nd Edition's own (seed
// 004, §15: "a frying pan or a club" for the 7th, 9th..., "an axe, a
// pistol or a crowbar, your choice!" for the 8th, 10th...; docs/RULINGS.md,
// "Playing with 7+ Survivors"): a Baseball Bat, and the players' choice of
// a Crowbar (the default), a Fire Axe or a Pistol.
func TestSecondEditionSevenPlus(t *testing.T) {
	eight := func(opts ...invader.Option) invader.State {
		t.Helper()
		m, err := mission.Parse(street)
		if err != nil {
			t.Fatal(err)
		}
		m.Survivors = nil
		for k := range 8 {
			c := zombicide2.Survivors()[k%6]
			c.Name = fmt.Sprintf("%s%d", c.Name, k+1)
			m.Survivors = append(m.Survivors, c)
		}
		s, err := invader.New(m, opts...)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	t.Run("seed 004, §15: before the deal, the players choose the 8th Survivor's card: a Crowbar (the default), a Fire Axe or a Pistol", func(t *testing.T) {
		s := eight(invader.ExternalChance())
		pending(invader.StartingDecision)(t, s)
		var got []string
		for _, a := range s.Legal() {
			got = append(got, s.Cards()[a.(invader.ChooseStarting).Card].Card.Name)
		}
		if want := []string{"Crowbar", "Fire Axe", "Pistol"}; !slices.Equal(got, want) {
			t.Errorf("the cards offered: %q, want %q", got, want)
		}
		name := s.Survivor(7).Card.Name
		s, words := setupPlay(t, s, s.FormatAction(s.Legal()[1]))
		if want := []string{"for " + name + ", the Fire Axe joins the Starting Equipment"}; !slices.Equal(words, want) {
			t.Errorf("events %q, want %q", words, want)
		}
		outcomes("Baseball Bat 3/8", "Crowbar 1/8", "Fire Axe 2/8", "Pistol 2/8")(t, s)
	})
	t.Run("p.9, seed 004, §15: by default, everyone starts armed with the box's six grey cards, a Baseball Bat and a Crowbar", func(t *testing.T) {
		s := eight(invader.Seed(3))
		s, _ = setupPlay(t, s, s.FormatAction(s.Legal()[0]))
		dealt := map[string]int{}
		for i := range 8 {
			h := s.Survivor(i).Hand
			if len(h) != 1 {
				t.Fatalf("survivor %d starts with %v, want one card", i+1, h)
			}
			dealt[h[0]]++
		}
		// The box's grey cards (2 Baseball Bats, a Crowbar, a Fire Axe, 2
		// Pistols), a Bat and a Crowbar more, dealt at random (p.9).
		want := map[string]int{"Baseball Bat": 3, "Crowbar": 2, "Fire Axe": 1, "Pistol": 2}
		if !maps.Equal(dealt, want) {
			t.Errorf("the 8 Survivors start with %v, want %v", dealt, want)
		}
	})
}
