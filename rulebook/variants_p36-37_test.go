package rulebook_test

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
)

// Variants (pp.36-37), read from classic Zombicide where Invader's page
// was not available: Ultrared mode (seed 004, §14), playing with 7+
// Survivors (seed 004, §15) and tuning the difficulty (p.37).

func TestUltrared(t *testing.T) {
	check(t,
		rule{
			name:    "p.36 (seed 004, §14): in Ultrared mode a Survivor reaching 43 XP stays Red and counts its XP again from what went beyond",
			mission: solo,
			position: `
rules ultrared
turn acted
survivor Cole c1 xp=42 orange=0 hand1="Heavy Cutter"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole skill Lucky"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (43 in all)",
				"Cole reaches the red Danger Level",
				"Cole goes Ultrared: XP counts again from 0",
				"Cole gains the Skill Lucky",
			},
		},
		rule{
			name:    "p.36 (seed 004, §14): reaching 19 XP again gives the Orange Skill the Survivor lacks, at once when only one is left",
			mission: solo,
			position: `
rules ultrared
turn acted
survivor Cole c1 xp=18 orange=0 red=0 ultra hand1="Heavy Cutter"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (19 in all)",
				"Cole gains the Skill +1 die: Ranged",
			},
		},
		rule{
			name:    "p.36: without Ultrared, XP goes on beyond 43",
			mission: solo,
			position: `
turn acted
survivor Cole c1 xp=43 orange=0 red=0 hand1="Heavy Cutter"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1"},
			events: []string{
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (44 in all)",
			},
		},
	)
}

// seventh adds Elsa, a seventh Survivor, to a mission's six.
func seventh(m *mission.Mission) {
	m.Survivors = append(survivor.Base(), survivor.Card{
		Name: "Elsa", Class: survivor.Civilian,
		Blue:   survivor.Skill{Kind: survivor.Lucky},
		Orange: [2]survivor.Skill{{Kind: survivor.Slippery}, {Kind: survivor.Medic}},
		Red:    [3]survivor.Skill{{Kind: survivor.Sniper}, {Kind: survivor.Tough}, {Kind: survivor.Taunt}},
	})
}

func TestSevenPlus(t *testing.T) {
	check(t,
		rule{
			name:    "p.36 (seed 004, §15): with 7 or 8 Survivors, one more Spawn token: the red Spawn Zone draws two Xeno cards",
			mission: spawnsolo,
			edit:    seventh,
			position: `
turn active=Elsa actions=3
survivor Cole s activated
survivor Vivian s activated
survivor Mitsuki s activated
survivor Magnus s activated
survivor Jared s activated
survivor Baraka s activated
survivor Elsa s activated`,
			play: []string{"Elsa end", "chance spawn Worker 1/2/3/4", "chance spawn Tank 1/1/2/3"},
			events: []string{
				"Elsa ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for c2: spawn Worker 1/2/3/4",
				"a Worker spawns in c2",
				"Xeno card for c2: spawn Tank 1/1/2/3",
				"a Tank spawns in c2",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.36 (seed 004, §15): with 8 Survivors, still one more Spawn token: the red Spawn Zone draws two Xeno cards",
			mission: spawnsolo,
			edit:    eight,
			position: `
turn active=Finn actions=3
survivor Cole s activated
survivor Vivian s activated
survivor Mitsuki s activated
survivor Magnus s activated
survivor Jared s activated
survivor Baraka s activated
survivor Elsa s activated
survivor Finn s activated`,
			play: []string{"Finn end", "chance spawn Worker 1/2/3/4", "chance spawn Tank 1/1/2/3"},
			events: []string{
				"Finn ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for c2: spawn Worker 1/2/3/4",
				"a Worker spawns in c2",
				"Xeno card for c2: spawn Tank 1/1/2/3",
				"a Tank spawns in c2",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
	)
}

// elsa is a board of four Objectives worth 43 XP each in the start, for
// the Elsa of seed 004, §14's Ultrared example (elsaCard).
const elsa = `id: elsa
title: four Objectives of 43 XP
goal: take all objectives
goal: reach the exit
objective-xp: 43
map:
+--+--+
|s .o |
+--+--+

s: corridor start objective objective objective objective
o: corridor exit
`

// elsaCard makes Elsa the mission's only Survivor: Blue Scavenger, Orange
// Slippery or +1 free Ranged Action, Red +1 free Combat Action, +1 free
// Move Action or 2 Zones per Move Action.
func elsaCard(m *mission.Mission) {
	m.Survivors = []survivor.Card{{
		Name: "Elsa", Class: survivor.Civilian,
		Blue:   survivor.Skill{Kind: survivor.Scavenger},
		Orange: [2]survivor.Skill{{Kind: survivor.Slippery}, {Kind: survivor.FreeAction, Action: survivor.Ranged}},
		Red: [3]survivor.Skill{{Kind: survivor.FreeAction, Action: survivor.Combat}, {Kind: survivor.FreeAction, Action: survivor.Move},
			{Kind: survivor.TwoZones}},
	}}
}

// ultra checks that Elsa has n Skills, 0 XP and stays Red.
func ultra(n int) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		sv := s.Survivor(0)
		if len(sv.Skills) != n || sv.XP != 0 || sv.Level != survivor.Red {
			t.Errorf("%d Skills %v, %d XP, %v; want %d Skills, 0 XP, Red", len(sv.Skills), sv.Skills, sv.XP, sv.Level, n)
		}
	}
}

// anySkill checks that Elsa chooses a Skill among 20 or more, each
// without a parameter and not one she has.
func anySkill(t *testing.T, s invader.State) {
	t.Helper()
	if p := s.Pending(); p.Decision != invader.SkillDecision {
		t.Fatalf("Pending() = %+v, want a Skill to choose", p)
	}
	n := 0
	for _, a := range s.Legal() {
		c, ok := a.(invader.ChooseSkill)
		if !ok {
			continue
		}
		n++
		if c.Skill.Kind.Info().Param != survivor.NoParam || slices.Contains(s.Survivor(0).Skills, c.Skill) {
			t.Errorf("%v offered: it has a parameter or Elsa has it", c.Skill)
		}
	}
	if n < 20 {
		t.Errorf("%d Skills offered, want any Skill without a parameter (20 or more)", n)
	}
}

func TestUltraredPasses(t *testing.T) {
	check(t,
		rule{
			name:     "p.36 (seed 004, §14): a first pass of 43 XP gives an Orange and a Red Skill chosen from the card, and the XP counts again from 0",
			mission:  elsa,
			edit:     elsaCard,
			position: `rules ultrared`,
			play:     []string{"Elsa take o0", "Elsa skill Slippery", "Elsa skill +1 free Combat Action"},
			events: []string{
				"Elsa takes o0",
				"Elsa gains 43 XP (43 in all)",
				"Elsa reaches the yellow Danger Level",
				"Elsa gains the Skill +1 Action",
				"Elsa reaches the orange Danger Level",
				"Elsa reaches the red Danger Level",
				"Elsa goes Ultrared: XP counts again from 0",
				"Elsa gains the Skill Slippery",
				"Elsa gains the Skill +1 free Combat Action",
			},
			then: ultra(4),
		},
		rule{
			name:    "p.36 (seed 004, §14): on a second pass the Red Skill is chosen from the two left",
			mission: elsa,
			edit:    elsaCard,
			position: `
rules ultrared
turn acted
objectives s#1=taken
survivor Elsa s orange=0 red=0 ultra`,
			play: []string{"Elsa take o1"},
			then: func(t *testing.T, s invader.State) {
				if p := s.Pending(); p.Decision != invader.SkillDecision || len(s.Legal()) != 2 {
					t.Errorf("Pending() = %+v, %d choices; want a choice of 2 Skills", p, len(s.Legal()))
				}
			},
		},
		rule{
			name:    "p.36 (seed 004, §14): a second pass gives the other Orange Skill at once and a Red Skill chosen from the two left",
			mission: elsa,
			edit:    elsaCard,
			position: `
rules ultrared
turn acted
objectives s#1=taken
survivor Elsa s orange=0 red=0 ultra`,
			play: []string{"Elsa take o1", "Elsa skill +1 free Move Action"},
			events: []string{
				"Elsa takes o1",
				"Elsa gains 43 XP (43 in all)",
				"Elsa goes Ultrared: XP counts again from 0",
				"Elsa gains the Skill +1 free Ranged Action",
				"Elsa gains the Skill +1 free Move Action",
			},
			then: ultra(6),
		},
		rule{
			name:    "p.36 (seed 004, §14): a third pass gives the last Red Skill of the card at once",
			mission: elsa,
			edit:    elsaCard,
			position: `
rules ultrared
turn acted
objectives s#1=taken s#2=taken
survivor Elsa s orange=0 red=0 ultra extra=["+1 free Ranged Action" "+1 free Move Action"]`,
			play: []string{"Elsa take o2"},
			events: []string{
				"Elsa takes o2",
				"Elsa gains 43 XP (43 in all)",
				"Elsa goes Ultrared: XP counts again from 0",
				"Elsa gains the Skill 2 Zones per Move Action",
			},
			then: ultra(7),
		},
		rule{
			name:    "p.36 (seed 004, §14): once the card's Skills are all taken, a pass offers any Skill without a parameter the Survivor lacks",
			mission: elsa,
			edit:    elsaCard,
			position: `
rules ultrared
turn acted
objectives s#1=taken s#2=taken s#3=taken
survivor Elsa s orange=0 red=0 ultra extra=["+1 free Ranged Action" "+1 free Move Action" "2 Zones per Move Action"]`,
			play: []string{"Elsa take o3"},
			events: []string{
				"Elsa takes o3",
				"Elsa gains 43 XP (43 in all)",
				"Elsa goes Ultrared: XP counts again from 0",
				"goal 1 done: take all objectives",
			},
			then: anySkill,
		},
	)
}

// seven is a corridor with a Spawn Zone at its end, for seven players
// or more.
const seven = `id: seven
title: seven Survivors
goal: take all objectives
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start objective
c1: corridor
c2: corridor spawn
`

func TestSevenPlayers(t *testing.T) {
	check(t,
		rule{
			name:    "p.10, p.36 (seed 004, §15): seven players take their Turns in seating order from the first player, who passes the token to the left at the round's end",
			mission: seven,
			edit:    func(m *mission.Mission) { seventh(m); m.Players = 7 },
			play: []string{"Cole end", "Vivian end", "Mitsuki end", "Magnus end", "Jared end", "Baraka end", "Elsa end",
				"chance spawn Worker 1/2/3/4", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole ends the Turn",
				"Vivian takes a Turn with 3 Actions",
				"Vivian ends the Turn",
				"Mitsuki takes a Turn with 3 Actions",
				"Mitsuki ends the Turn",
				"Magnus takes a Turn with 3 Actions",
				"Magnus ends the Turn",
				"Jared takes a Turn with 3 Actions",
				"Jared ends the Turn",
				"Baraka takes a Turn with 3 Actions",
				"Baraka ends the Turn",
				"Elsa takes a Turn with 3 Actions",
				"Elsa ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for c2: spawn Worker 1/2/3/4",
				"a Worker spawns in c2",
				"Xeno card for c2: spawn Worker 1/2/3/4",
				"a Worker spawns in c2",
				"the End Phase begins",
				"player 2 takes the First Player token",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				for i := range s.NumSurvivors() {
					if p := s.Survivor(i).Player; p != i {
						t.Errorf("Survivor %d is player %d's, want player %d's", i, p, i)
					}
				}
				if s.FirstPlayer() != 1 || s.Round() != 2 {
					t.Errorf("round %d, first player %d; want round 2, player 1", s.Round(), s.FirstPlayer())
				}
			},
		},
	)
}

// eight gives a mission eight Survivors: the six core ones, Elsa and
// Finn.
func eight(m *mission.Mission) {
	seventh(m)
	m.Survivors = append(m.Survivors, survivor.Card{
		Name: "Finn", Class: survivor.Soldier,
		Blue:   survivor.Skill{Kind: survivor.Lucky},
		Orange: [2]survivor.Skill{{Kind: survivor.Slippery}, {Kind: survivor.Medic}},
		Red:    [3]survivor.Skill{{Kind: survivor.Sniper}, {Kind: survivor.Tough}, {Kind: survivor.Taunt}},
	})
}

func TestSevenPlusStart(t *testing.T) {
	m, err := mission.Parse(seven)
	if err != nil {
		t.Fatal(err)
	}
	m.Players = 2
	eight(&m)
	s, err := invader.New(m, invader.Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	s, _ = setupPlay(t, s, s.FormatAction(s.Legal()[0])) // the default: the SMG
	t.Run("p.36 (seed 004, §15): with 8 Survivors, two more Starting cards (a Cattle Prod and, by default, an SMG from outside the box): everyone starts armed", func(t *testing.T) {
		for i := range s.NumSurvivors() {
			if h := s.Survivor(i).Hand; len(h) != 1 {
				t.Errorf("%s starts with %v, want one Starting card", s.Survivor(i).Card.Name, h)
			}
		}
	})
}

// eightBoxed is the seven board played by eight Survivors, two players,
// with the box's Starting Equipment and an M.R.E.: card0 to card3 are
// Cattle Prods, card4 and card5 SMGs, card6 the M.R.E., card7 the 7th
// Survivor's Cattle Prod, and card8 to card10 the cards offered for the
// 8th, Finn: an SMG, a Sledge and a Cattle Prod.
func eightBoxed(t *testing.T, opts ...invader.Option) invader.State {
	t.Helper()
	m, err := mission.Parse(seven)
	if err != nil {
		t.Fatal(err)
	}
	m.Players = 2
	eight(&m)
	equip(t, "start:Cattle Prod*4", "start:SMG*2", "M.R.E.")(&m)
	s, ev, err := invader.Start(m, opts...)
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 0 {
		t.Fatalf("setup events %v before the players' choice, want none", ev)
	}
	invadertest.CheckInvariants(t, s)
	return s
}

// setupPlay plays actions in notation from s, checking each, and returns
// the State after them and their events in words.
func setupPlay(t *testing.T, s invader.State, actions ...string) (invader.State, []string) {
	t.Helper()
	var words []string
	for _, text := range actions {
		a, err := s.ParseAction(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if _, _, err := s.Apply(a); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		var ev []invader.Event
		s, ev = invadertest.CheckApply(t, s, a)
		for _, e := range ev {
			words = append(words, s.FormatEvent(e))
		}
	}
	invadertest.CheckInvariants(t, s)
	return s, words
}

// TestEighthChooses: the 8th, 10th... Survivor adds "an axe, a pistol or
// a crowbar, your choice!" to the Starting Equipment (seed 004, §15).
// Invader's box has none of the three: the players choose among the SMG
// (the pistol), the Sledge (the axe) and the Cattle Prod (the crowbar),
// before the deal (docs/RULINGS.md, "Playing with 7+ Survivors").
func TestEighthChooses(t *testing.T) {
	t.Run("p.36 (seed 004, §15): before the deal, Finn's player chooses the card the 8th Survivor adds: the SMG (the default, first), the Sledge or the Cattle Prod", func(t *testing.T) {
		s := eightBoxed(t, invader.ExternalChance())
		if p := s.Pending(); p != (invader.Pending{Decision: invader.StartingDecision, Player: 1, Survivor: 7}) {
			t.Errorf("Pending() = %+v, want Finn's Starting card, for player 1", p)
		}
		var got []string
		for _, a := range s.Legal() {
			c := s.Cards()[a.(invader.ChooseStarting).Card]
			got = append(got, s.FormatAction(a)+" ("+c.Card.Name+", "+c.Place.String()+")")
		}
		want := []string{"Finn starting card8 (SMG, aside)", "Finn starting card9 (Sledge, aside)", "Finn starting card10 (Cattle Prod, aside)"}
		if !slices.Equal(got, want) {
			t.Errorf("Legal() = %q, want %q", got, want)
		}
		for _, r := range []struct {
			a    invader.Action
			want invader.Reason
		}{
			{invader.ChooseStarting{Survivor: 7, Card: 7}, invader.NotAChoice}, // the 7th's Cattle Prod
			{invader.ChooseStarting{Survivor: 7, Card: 99}, invader.NoSuchThing},
			{invader.ChooseStarting{Survivor: 6, Card: 9}, invader.NotYours},
			{invader.Activate{Survivor: 0}, invader.NotNow},
			{invader.Chance{Outcome: "Sledge"}, invader.NotNow},
		} {
			refuse(t, s, r.a, r.want)
		}
	})
	t.Run("p.9, p.36 (seed 004, §15): the Sledge chosen joins the Starting cards dealt at random; the SMG and the Cattle Prod not chosen stay out", func(t *testing.T) {
		s, words := setupPlay(t, eightBoxed(t, invader.ExternalChance()), "Finn starting card9")
		if want := []string{"for Finn, the Sledge joins the Starting Equipment"}; !slices.Equal(words, want) {
			t.Errorf("events %q, want %q", words, want)
		}
		pending(invader.ChanceDecision)(t, s)
		outcomes("Cattle Prod 5/8", "SMG 2/8", "Sledge 1/8")(t, s)
		refuse(t, s, invader.ChooseStarting{Survivor: 7, Card: 8}, invader.NotNow)
		if pos := s.Position(); !strings.Contains(pos, "\nstarting [Sledge]\n") {
			t.Errorf("the position does not say the Sledge was chosen:\n%s", pos)
		}
	})
	t.Run("p.9, p.36 (seed 004, §15): dealt, everyone starts armed with one of 5 Cattle Prods, 2 SMGs and the Sledge", func(t *testing.T) {
		s, _ := setupPlay(t, eightBoxed(t, invader.Seed(2)), "Finn starting card9")
		dealt, aside := map[string]int{}, map[string]int{}
		for _, c := range s.Cards() {
			switch c.Place {
			case invader.Carried:
				dealt[c.Card.Name]++
			case invader.SetAside:
				aside[c.Card.Name]++
			}
		}
		if want := map[string]int{"Cattle Prod": 5, "SMG": 2, "Sledge": 1}; !maps.Equal(dealt, want) {
			t.Errorf("dealt %v, want %v", dealt, want)
		}
		if want := map[string]int{"Cattle Prod": 1, "SMG": 1}; !maps.Equal(aside, want) {
			t.Errorf("aside %v, want %v: the cards not chosen", aside, want)
		}
		for i := range s.NumSurvivors() {
			if h := s.Survivor(i).Hand; len(h) != 1 {
				t.Errorf("%s starts with %v, want one card", s.Survivor(i).Card.Name, h)
			}
		}
		pending(invader.ActivationDecision)(t, s)
	})
	t.Run("p.36 (seed 004, §15): with 10 Survivors, the players choose for the 8th, then for the 10th", func(t *testing.T) {
		m, err := mission.Parse(seven)
		if err != nil {
			t.Fatal(err)
		}
		m.Players = 2
		eight(&m)
		for _, name := range []string{"Gus", "Hal"} {
			c := m.Survivors[7]
			c.Name = name
			m.Survivors = append(m.Survivors, c)
		}
		s, err := invader.New(m, invader.Seed(3))
		if err != nil {
			t.Fatal(err)
		}
		s, words := setupPlay(t, s, s.FormatAction(s.Legal()[2]))
		if p := s.Pending(); p != (invader.Pending{Decision: invader.StartingDecision, Player: 1, Survivor: 9}) {
			t.Errorf("after Finn's, Pending() = %+v, want Hal's Starting card, for player 1", p)
		}
		s, more := setupPlay(t, s, s.FormatAction(s.Legal()[1]))
		words = append(words, more[0])
		want := []string{"for Finn, the Cattle Prod joins the Starting Equipment", "for Hal, the Sledge joins the Starting Equipment"}
		if !slices.Equal(words, want) {
			t.Errorf("events %q, want %q", words, want)
		}
		pending(invader.ActivationDecision)(t, s)
	})
}

// spawnsRedGreen has two red Spawn Zones, a and b, and a green one, g, that
// its trigger would wake.
const spawnsRedGreen = `id: three
title: three Spawn Zones
goal: reach the exit
survivors: Cole
trigger: objective red -> spawn green
map:
+--+--+--+--+--+
|a .s .o .b .g |
+--+--+--+--+--+

a: corridor spawn
s: corridor start
o: corridor objective exit
b: corridor spawn
g: corridor spawn=green
`

func TestDifficulty(t *testing.T) {
	m, err := mission.Parse(solo)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("p.37: StartingXP starts every Survivor at a Danger Level, its Skill chosen first", func(t *testing.T) {
		s, err := invader.New(m, invader.StartingXP(19))
		if err != nil {
			t.Fatal(err)
		}
		if sv := s.Survivor(0); sv.Level != survivor.Orange || s.Pending().Decision != invader.SkillDecision {
			t.Errorf("StartingXP(19): %v, Pending %+v; want Orange and its Skill to choose", sv.Level, s.Pending())
		}
	})
	t.Run("p.37 (RULINGS \"Tuning the difficulty\"): SpawnZones sets how many Spawn Zones start active, the map's active ones first", func(t *testing.T) {
		three, err := mission.Parse(spawnsRedGreen)
		if err != nil {
			t.Fatal(err)
		}
		for _, tt := range []struct {
			n    int
			want []bool // per Spawn token of the map: a, b, g (green)
		}{
			{0, []bool{true, true, false}}, // the mission's
			{1, []bool{true, false, false}},
			{2, []bool{true, true, false}},
			{3, []bool{true, true, true}},
		} {
			s, err := invader.New(three, invader.SpawnZones(tt.n))
			if err != nil {
				t.Fatalf("SpawnZones(%d): %v", tt.n, err)
			}
			var got []bool
			for i := range three.Map.Spawns() {
				got = append(got, s.Board().SpawnActive(i))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("SpawnZones(%d): active %v, want %v", tt.n, got, tt.want)
			}
		}
		if _, err := invader.New(three, invader.SpawnZones(4)); err == nil {
			t.Error("SpawnZones(4) on a map of 3 Spawn Zones: no error")
		}
		if _, err := invader.New(three, invader.SpawnZones(-1)); err == nil {
			t.Error("SpawnZones(-1): no error")
		}
	})
	t.Run("p.37: the Xeno deck is made easier or harder by its Extra Activation and Abomination cards", func(t *testing.T) {
		d := spawn.Invader()
		easier, harder := d.Adjust(spawn.Extra, -1), d.Adjust(spawn.Abomination, 2)
		if easier.Size() != d.Size()-3 || harder.Size() != d.Size()+2 {
			t.Errorf("Adjust: sizes %d and %d from %d, want 3 Extra Activation cards fewer and 2 Abomination cards more", easier.Size(), harder.Size(), d.Size())
		}
	})
}
