package rulebook_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
)

// Skills of Search and Equipment (p.22, pp.52-55, RULINGS "Skills"):
// Destiny, Matching set!, Scavenger, Search: +1 card, Starts with. Ann
// plays alone in the room s of roomrow, her Turn under way.

func TestSkillsOfCards(t *testing.T) {
	check(t, cardSkills(t)...)
}

// searchmold is a corridor under Active Mold, its start.
const searchmold = `id: searchmold
title: Mold at the start
goal: take all objectives
map:
+--+--+
|s .o |
+--+--+

s: corridor start mold=active
o: corridor objective
`

func cardSkills(t *testing.T) []rule {
	searching := func(blue survivor.Skill, cards ...string) func(m *mission.Mission) {
		return both(equip(t, cards...), cast(blue, "Ann"))
	}
	destiny := searching(sk(survivor.Destiny), "Sledge", "SMG", "Chainsaw")
	twins := func(blue survivor.Skill) func(m *mission.Mission) {
		return searching(blue, "Cattle Prod*2", "Sledge*2")
	}
	plus := searching(sk(survivor.SearchPlusOne), "Sledge", "SMG", "Chainsaw")
	rules := []rule{
		{
			name:     "pp.52-55 (RULINGS \"Skills\"): Destiny: the card just drawn may be discarded for another",
			skills:   kinds(survivor.Destiny),
			mission:  roomrow,
			edit:     destiny,
			position: "",
			play:     []string{"Ann search", "chance Sledge"},
			events: []string{
				"Ann gets the Sledge",
			},
			then: legalHas("Ann keep redraw", true),
		},
		{
			name:     "pp.52-55: Destiny: the redraw discards the card and draws another, in the same Search",
			skills:   kinds(survivor.Destiny),
			mission:  roomrow,
			edit:     destiny,
			position: "",
			play:     []string{"Ann search", "chance Sledge", "Ann keep redraw", "chance SMG", "Ann keep hand1"},
			events: []string{
				"Ann gets the Sledge",
				"Ann discards the Sledge",
				"Ann gets the SMG",
				"Ann keeps the SMG in hand1",
				"Ann reorganizes for free",
			},
			then: all(left(2, nil), cardsAt(map[string][]string{
				"Ann hand1": {"SMG"}, "discard": {"Sledge"}, "deck": {"Chainsaw"},
			})),
		},
		{
			name:     "pp.52-55: Destiny: once per Turn",
			skills:   kinds(survivor.Destiny),
			mission:  roomrow,
			edit:     destiny,
			position: "",
			play:     []string{"Ann search", "chance Sledge", "Ann keep redraw", "chance SMG", "Ann keep redraw"},
			refused:  invader.NoSkill,
		},
		{
			name:     "pp.52-55: Destiny: with one card left in the deck, the redraw draws it",
			skills:   kinds(survivor.Destiny),
			mission:  roomrow,
			edit:     searching(sk(survivor.Destiny), "Sledge", "SMG"),
			position: "",
			play:     []string{"Ann search", "chance Sledge", "Ann keep redraw"},
			events: []string{
				"Ann gets the Sledge",
				"Ann discards the Sledge",
			},
			then: outcomes("SMG 1/1"),
		},
		{
			name:     "p.22: without Destiny, no redraw",
			skills:   kinds(survivor.Destiny),
			mission:  roomrow,
			edit:     searching(neutral, "Sledge", "SMG", "Chainsaw"),
			position: "",
			play:     []string{"Ann search", "chance Sledge", "Ann keep redraw"},
			refused:  invader.NoSkill,
		},
		{
			name:     "pp.52-55 (RULINGS \"Skills\"): Matching set!: on keeping a Dual weapon drawn in a Search, a second copy comes from the deck",
			skills:   kinds(survivor.MatchingSet),
			mission:  roomrow,
			edit:     twins(sk(survivor.MatchingSet)),
			position: "",
			play:     []string{"Ann search", "chance Cattle Prod", "Ann keep hand1"},
			events: []string{
				"Ann gets the Cattle Prod",
				"Ann keeps the Cattle Prod in hand1",
				"Ann gets the Cattle Prod",
			},
			then: pending(invader.KeepDecision),
		},
		{
			name:     "pp.52-55: Matching set!: the twin is kept too, in the one Search",
			skills:   kinds(survivor.MatchingSet),
			mission:  roomrow,
			edit:     twins(sk(survivor.MatchingSet)),
			position: "",
			play:     []string{"Ann search", "chance Cattle Prod", "Ann keep hand1", "Ann keep hand2"},
			events: []string{
				"Ann gets the Cattle Prod",
				"Ann keeps the Cattle Prod in hand1",
				"Ann gets the Cattle Prod",
				"Ann keeps the Cattle Prod in hand2",
				"Ann reorganizes for free",
			},
			then: all(left(2, nil), cardsAt(map[string][]string{
				"Ann hand1": {"Cattle Prod"}, "Ann hand2": {"Cattle Prod"}, "deck": {"Sledge", "Sledge"},
			})),
		},
		{
			name:     "pp.52-55: Matching set!: not for a weapon that is not Dual",
			skills:   kinds(survivor.MatchingSet),
			mission:  roomrow,
			edit:     twins(sk(survivor.MatchingSet)),
			position: "",
			play:     []string{"Ann search", "chance Sledge", "Ann keep hand1"},
			events: []string{
				"Ann gets the Sledge",
				"Ann keeps the Sledge in hand1",
				"Ann reorganizes for free",
			},
			then: pending(invader.ReorganizeDecision),
		},
		{
			name:     "p.22: without Matching set!, one card",
			skills:   kinds(survivor.MatchingSet),
			mission:  roomrow,
			edit:     twins(neutral),
			position: "",
			play:     []string{"Ann search", "chance Cattle Prod", "Ann keep hand1"},
			events: []string{
				"Ann gets the Cattle Prod",
				"Ann keeps the Cattle Prod in hand1",
				"Ann reorganizes for free",
			},
			then: pending(invader.ReorganizeDecision),
		},
		{
			name:     "pp.52-55 (RULINGS \"Skills\"): Scavenger: a Search in a corridor",
			skills:   kinds(survivor.Scavenger),
			mission:  row,
			edit:     searching(sk(survivor.Scavenger), "Sledge*2"),
			position: "",
			play:     []string{"Ann search", "chance Sledge"},
			events: []string{
				"Ann gets the Sledge",
			},
		},
		{
			name:     "pp.52-55: Scavenger: a Soldier's Search outside a Security Room",
			skills:   kinds(survivor.Scavenger),
			mission:  roomrow,
			edit:     both(equip(t, "Sledge*2"), cast(sk(survivor.Scavenger), "Ann:soldier")),
			position: "",
			play:     []string{"Ann search", "chance Sledge"},
			events: []string{
				"Ann gets the Sledge",
			},
		},
		{
			name:     "pp.52-55: Scavenger: not in a Zone with Mold",
			skills:   kinds(survivor.Scavenger),
			mission:  searchmold,
			edit:     searching(sk(survivor.Scavenger), "Sledge*2"),
			position: "",
			play:     []string{"Ann search"},
			refused:  invader.NotSearchable,
		},
		{
			name:     "pp.52-55, p.22: Scavenger: not in a Zone with Xenos",
			skills:   kinds(survivor.Scavenger),
			mission:  row,
			edit:     searching(sk(survivor.Scavenger), "Sledge*2"),
			position: "xenos s worker=1",
			play:     []string{"Ann search"},
			refused:  invader.XenosThere,
		},
		{
			name:     "p.22: without Scavenger, no Search in a corridor",
			skills:   kinds(survivor.Scavenger),
			mission:  row,
			edit:     searching(neutral, "Sledge*2"),
			position: "",
			play:     []string{"Ann search"},
			refused:  invader.NotSearchable,
		},
		{
			name:     "p.34: without Scavenger, a Soldier Searches only in a Security Room",
			skills:   kinds(survivor.Scavenger),
			mission:  roomrow,
			edit:     both(equip(t, "Sledge*2"), cast(neutral, "Ann:soldier")),
			position: "",
			play:     []string{"Ann search"},
			refused:  invader.NotSearchable,
		},
		{
			name:     "pp.52-55 (RULINGS \"Skills\"): Search: +1 card: one more draw per Search, in one Action",
			skills:   kinds(survivor.SearchPlusOne),
			mission:  roomrow,
			edit:     plus,
			position: "",
			play:     []string{"Ann search", "chance Sledge", "Ann keep hand1", "chance SMG", "Ann keep hand2"},
			events: []string{
				"Ann gets the Sledge",
				"Ann keeps the Sledge in hand1",
				"Ann gets the SMG",
				"Ann keeps the SMG in hand2",
				"Ann reorganizes for free",
			},
			then: all(left(2, nil), cardsAt(map[string][]string{
				"Ann hand1": {"Sledge"}, "Ann hand2": {"SMG"}, "deck": {"Chainsaw"},
			})),
		},
		{
			name:     "pp.52-55: Search: +1 card: after the first card, the second draw",
			skills:   kinds(survivor.SearchPlusOne),
			mission:  roomrow,
			edit:     plus,
			position: "",
			play:     []string{"Ann search", "chance Sledge", "Ann keep hand1"},
			events: []string{
				"Ann gets the Sledge",
				"Ann keeps the Sledge in hand1",
			},
			then: pending(invader.ChanceDecision),
		},
		{
			name:     "p.22 (RULINGS \"Search\"): Search: +1 card: a Mold card still ends the Search",
			skills:   kinds(survivor.SearchPlusOne),
			mission:  roomrow,
			edit:     searching(sk(survivor.SearchPlusOne), "Mold: 1 Worker", "SMG"),
			position: "",
			play:     []string{"Ann search", "chance Mold: 1 Worker"},
			events: []string{
				"Ann gets the Mold: 1 Worker",
				"Ann discards the Mold: 1 Worker",
			},
			then: pending(invader.ActionDecision),
		},
		{
			name:     "p.22: without Search: +1 card, one card, then the free Reorganize",
			skills:   kinds(survivor.SearchPlusOne),
			mission:  roomrow,
			edit:     searching(neutral, "Sledge", "SMG", "Chainsaw"),
			position: "",
			play:     []string{"Ann search", "chance Sledge", "Ann keep hand1"},
			events: []string{
				"Ann gets the Sledge",
				"Ann keeps the Sledge in hand1",
				"Ann reorganizes for free",
			},
			then: pending(invader.ReorganizeDecision),
		},
	}
	// "Starts with [Equipment]" is setup (p.9): no position; startsWith
	// rules are rules of no action, their State the game just set up.
	return append(rules, startsWith(t)...)
}

// startsWith are the rules of "Starts with [Equipment]" (pp.52-55,
// RULINGS "Skills"): at setup the card comes from the cards set aside or
// the deck into the first free slot that takes it. Their positions are
// the game invader.Start sets up, checked by then.
func startsWith(t *testing.T) []rule {
	cards := []string{"start:Cattle Prod", "Sledge*2", "Searchlight", "oxygen:Oxygen Tank"}
	setup := func(blue survivor.Skill, want []string, at map[string][]string) func(t *testing.T, _ invader.State) {
		return func(t *testing.T, _ invader.State) {
			t.Helper()
			m, err := mission.Parse(corridor)
			if err != nil {
				t.Fatal(err)
			}
			both(equip(t, cards...), cast(blue, "Ann"))(&m)
			s, ev, err := invader.Start(m, invader.Seed(1))
			if err != nil {
				t.Fatal(err)
			}
			invadertest.CheckInvariants(t, s)
			var got []string
			for _, e := range ev {
				if _, ok := e.(invader.CardDealt); ok {
					got = append(got, s.FormatEvent(e))
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("cards dealt (-want +got):\n%s", diff)
			}
			cardsAt(at)(t, s)
		}
	}
	var rules []rule
	for _, tt := range []struct {
		card, slot string
		at         map[string][]string
	}{
		{"Sledge", "hand2", map[string][]string{"deck": {"Searchlight", "Sledge"}, "aside": {"Oxygen Tank"}}},
		{"Searchlight", "body1", map[string][]string{"deck": {"Sledge", "Sledge"}, "aside": {"Oxygen Tank"}}},
		{"Oxygen Tank", "body1", map[string][]string{"deck": {"Searchlight", "Sledge", "Sledge"}}},
	} {
		tt.at["Ann hand1"] = []string{"Cattle Prod"}
		tt.at["Ann "+tt.slot] = []string{tt.card}
		rules = append(rules, rule{
			name:   "pp.52-55 (RULINGS \"Skills\"): Starts with " + tt.card + ": dealt at setup, after the Starting card, into " + tt.slot,
			skills: kinds(survivor.StartsWith),
			then:   setup(skWith(survivor.StartsWith, tt.card), []string{"Ann is dealt the Cattle Prod", "Ann is dealt the " + tt.card}, tt.at),
		})
	}
	return append(rules, rule{
		name:   "p.9: without Starts with, the Starting card only",
		skills: kinds(survivor.StartsWith),
		then: setup(neutral, []string{"Ann is dealt the Cattle Prod"}, map[string][]string{
			"Ann hand1": {"Cattle Prod"}, "deck": {"Searchlight", "Sledge", "Sledge"}, "aside": {"Oxygen Tank"},
		}),
	})
}
