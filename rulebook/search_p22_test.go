package rulebook_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
)

// Search (p.22) in detail: where each Survivor may Search, once a Turn,
// the card kept or discarded (Keep), Mold cards and the reshuffled deck.

func searchAt(kind, words string, soldier bool) string {
	b, edge := "corridor", "o"
	if kind != "room" {
		edge = "."
	}
	if kind == "exterior" {
		b = "exterior"
	}
	who := "Vivian"
	if soldier {
		who = "Cole"
	}
	return fmt.Sprintf(`id: search
title: where to Search
goal: take all objectives
survivors: %s
map:
+--+--+
|s %sb |
+--+--+

s: %s start %s
b: %s objective
`, who, edge, kind, words, b)
}

// searchable checks the Search under way: two Actions left, a card to
// draw from the two Energy Cells and the M.R.E. of the deck.
var searchable = all(actionsLeft(2), outcomes("Energy Cell 2/3", "M.R.E. 1/3"))

func TestSearchWhere(t *testing.T) {
	check(t,
		rule{
			name:    "p.22: a Civilian Searches a room: the Search costs an Action and draws from the deck",
			mission: searchAt("room", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:   []string{"Vivian search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "p.22: a Civilian Searches a room: the card drawn waits to be kept, or not",
			mission: searchAt("room", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play: []string{"Vivian search", "chance M.R.E."},
			events: []string{
				"Vivian gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Vivian keep none", "Vivian keep pack1")),
		},
		rule{
			name:    "p.22: a Civilian does not Search a corridor",
			mission: searchAt("corridor", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:    []string{"Vivian search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.22, p.35: nor an exterior Zone",
			mission: searchAt("exterior", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:    []string{"Vivian search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.34: a Civilian Searches a Security Room too: the Search costs an Action and draws from the deck",
			mission: searchAt("room", "security", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:   []string{"Vivian search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "p.34: a Civilian Searches a Security Room too: the card drawn waits to be kept, or not",
			mission: searchAt("room", "security", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play: []string{"Vivian search", "chance M.R.E."},
			events: []string{
				"Vivian gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Vivian keep none", "Vivian keep pack1")),
		},
		rule{
			name:    "p.34: a Soldier does not Search an ordinary room",
			mission: searchAt("room", "", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s`,
			play:    []string{"Cole search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.34: a Soldier Searches a Security Room: the Search costs an Action and draws from the deck",
			mission: searchAt("room", "security", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s`,
			play:   []string{"Cole search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "p.34: a Soldier Searches a Security Room: the card drawn waits to be kept, or not",
			mission: searchAt("room", "security", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s`,
			play: []string{"Cole search", "chance M.R.E."},
			events: []string{
				"Cole gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Cole keep none", "Cole keep pack1")),
		},
		rule{
			name:    "p.22: a Soldier does not Search a corridor",
			mission: searchAt("corridor", "", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s`,
			play:    []string{"Cole search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.22: a room holding a Xeno is not Searched",
			mission: searchAt("room", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s
xenos s worker=1`,
			play:    []string{"Vivian search"},
			refused: invader.XenosThere,
		},
		rule{
			name:    "p.22: a Xeno in the next Zone does not prevent a Search: the Search costs an Action and draws from the deck",
			mission: searchAt("room", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s
xenos b worker=1`,
			play:   []string{"Vivian search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "p.22: a Xeno in the next Zone does not prevent a Search: the card drawn waits to be kept, or not",
			mission: searchAt("room", "", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s
xenos b worker=1`,
			play: []string{"Vivian search", "chance M.R.E."},
			events: []string{
				"Vivian gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Vivian keep none", "Vivian keep pack1")),
		},
		rule{
			name:    "p.22, p.34: nor is a Security Room holding a Xeno, by a Soldier",
			mission: searchAt("room", "security", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s
xenos s worker=1`,
			play:    []string{"Cole search"},
			refused: invader.XenosThere,
		},
		rule{
			name:    "p.20: a room under Active Mold is not Searched",
			mission: searchAt("room", "mold=active", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:    []string{"Vivian search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.20: nor under Inactive Mold",
			mission: searchAt("room", "mold=inactive", false),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Vivian s`,
			play:    []string{"Vivian search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.20: nor a Security Room under Mold, by a Soldier",
			mission: searchAt("room", "security mold=inactive", true),
			edit:    equip(t, "Energy Cell*2", "M.R.E."),
			position: `
survivor Cole s`,
			play:    []string{"Cole search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "pp.52-55: Scavenger Searches a corridor: the Search costs an Action and draws from the deck",
			mission: searchAt("corridor", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s`,
			play:   []string{"Sca search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "pp.52-55: Scavenger Searches a corridor: the card drawn waits to be kept, or not",
			mission: searchAt("corridor", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s`,
			play: []string{"Sca search", "chance M.R.E."},
			events: []string{
				"Sca gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Sca keep none", "Sca keep pack1")),
		},
		rule{
			name:    "pp.52-55: a Soldier with Scavenger Searches any room: the Search costs an Action and draws from the deck",
			mission: searchAt("room", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca:soldier")),
			position: `
survivor Sca s`,
			play:   []string{"Sca search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "pp.52-55: a Soldier with Scavenger Searches any room: the card drawn waits to be kept, or not",
			mission: searchAt("room", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca:soldier")),
			position: `
survivor Sca s`,
			play: []string{"Sca search", "chance M.R.E."},
			events: []string{
				"Sca gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Sca keep none", "Sca keep pack1")),
		},
		rule{
			name:    "pp.52-55: Scavenger Searches an exterior Zone: the Search costs an Action and draws from the deck",
			mission: searchAt("exterior", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s`,
			play:   []string{"Sca search"},
			events: []string{},
			then:   searchable,
		},
		rule{
			name:    "pp.52-55: Scavenger Searches an exterior Zone: the card drawn waits to be kept, or not",
			mission: searchAt("exterior", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s`,
			play: []string{"Sca search", "chance M.R.E."},
			events: []string{
				"Sca gets the M.R.E.",
			},
			then: all(actionsLeft(2), pending(invader.KeepDecision), legalFirst("Sca keep none", "Sca keep pack1")),
		},
		rule{
			name:    "p.20, pp.52-55: Scavenger does not Search under Mold",
			mission: searchAt("corridor", "mold=active", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s`,
			play:    []string{"Sca search"},
			refused: invader.NotSearchable,
		},
		rule{
			name:    "p.22, pp.52-55: nor with a Xeno there",
			mission: searchAt("corridor", "", false),
			edit:    both(equip(t, "Energy Cell*2", "M.R.E."), cast(survivor.Skill{Kind: survivor.Scavenger}, "Sca")),
			position: `
survivor Sca s
xenos s worker=1`,
			play:    []string{"Sca search"},
			refused: invader.XenosThere,
		},
	)
}

func TestSearchOnce(t *testing.T) {
	check(t,
		rule{
			name:     "p.22 (RULINGS \"Free Actions\"): a free Search Action pays for the Search",
			mission:  vivian,
			edit:     equip(t, "M.R.E.*3"),
			position: "turn acted\nsurvivor Vivian r3 xp=19 orange=1",
			play:     []string{"Vivian end", "Vivian search", "chance M.R.E.", "Vivian keep pack1", "Vivian done"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 4 Actions",
				"Vivian gets the M.R.E.",
				"Vivian keeps the M.R.E. in pack1",
				"Vivian reorganizes for free",
			},
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				if n, free := s.ActionsLeft(); n != 4 || len(free) != 0 {
					t.Errorf("ActionsLeft() = %d, %v; want 4, none free", n, free)
				}
			},
		},
		rule{
			name:     "p.22 (RULINGS \"Search\"): a free Search Action too is the Turn's one Search",
			mission:  vivian,
			edit:     equip(t, "M.R.E.*3"),
			position: "turn acted\nsurvivor Vivian r3 xp=19 orange=1",
			play:     []string{"Vivian end", "Vivian search", "chance M.R.E.", "Vivian keep pack1", "Vivian done", "Vivian search"},
			refused:  invader.AlreadySearched,
		},
		rule{
			name:     "p.22: a new Turn allows another Search",
			mission:  vivian,
			edit:     equip(t, "M.R.E.*3"),
			position: `survivor Vivian r3`,
			play:     []string{"Vivian search", "chance M.R.E.", "Vivian keep pack1", "Vivian done", "Vivian end", "Vivian search", "chance M.R.E.", "Vivian keep pack2"},
			events: []string{
				"Vivian gets the M.R.E.",
				"Vivian keeps the M.R.E. in pack1",
				"Vivian reorganizes for free",
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
				"Vivian gets the M.R.E.",
				"Vivian keeps the M.R.E. in pack2",
				"Vivian reorganizes for free",
			},
			then: cardsAt(map[string][]string{"Vivian pack1": {"M.R.E."}, "Vivian pack2": {"M.R.E."}, "deck": {"M.R.E."}}),
		},
	)
}

// drawn is Vivian in a room, the Cattle Prod in hand with its Energy
// Cell attached, the SMG just drawn by her Search; two M.R.E. are left
// in the deck.
const drawn = `
turn actions=2 acted searched searching
survivor Vivian r3 hand1="Cattle Prod"+"Energy Cell" drawn=SMG`

func TestKeep(t *testing.T) {
	keep := equip(t, "start:Cattle Prod", "SMG", "Energy Cell", "M.R.E.*2")
	check(t,
		rule{
			name:     "p.22: the card drawn waits for the Survivor to keep it",
			mission:  vivian,
			edit:     keep,
			position: `survivor Vivian r3 hand1="Cattle Prod"+"Energy Cell"`,
			play:     []string{"Vivian search", "chance SMG"},
			events:   []string{"Vivian gets the SMG"},
			then: all(pending(invader.KeepDecision),
				cardsAt(map[string][]string{"Vivian hand1": {"Cattle Prod"}, "Vivian hand1+": {"Energy Cell"}, "drawn": {"SMG"}, "deck": {"M.R.E.", "M.R.E."}})),
		},
		rule{
			name:     "p.22, p.18: a card kept in an occupied Hand slot moves what was there, with its attachment, to the free one; then a free Reorganize",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep hand1"},
			events: []string{
				"the Cattle Prod goes to Vivian's hand2",
				"Vivian keeps the SMG in hand1",
				"Vivian reorganizes for free",
			},
			then: all(actionsLeft(2), pending(invader.ReorganizeDecision),
				cardsAt(map[string][]string{"Vivian hand1": {"SMG"}, "Vivian hand2": {"Cattle Prod"}, "Vivian hand2+": {"Energy Cell"}, "deck": {"M.R.E.", "M.R.E."}})),
		},
		rule{
			name:     "p.22: a card kept in the free Hand slot",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep hand2"},
			events: []string{
				"Vivian keeps the SMG in hand2",
				"Vivian reorganizes for free",
			},
			then: cardsAt(map[string][]string{"Vivian hand1": {"Cattle Prod"}, "Vivian hand1+": {"Energy Cell"}, "Vivian hand2": {"SMG"}, "deck": {"M.R.E.", "M.R.E."}}),
		},
		rule{
			name:     "p.22, p.18: a card kept in the Backpack",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep pack5"},
			events: []string{
				"Vivian keeps the SMG in pack5",
				"Vivian reorganizes for free",
			},
			then: cardsAt(map[string][]string{"Vivian hand1": {"Cattle Prod"}, "Vivian hand1+": {"Energy Cell"}, "Vivian pack5": {"SMG"}, "deck": {"M.R.E.", "M.R.E."}}),
		},
		rule{
			name:     "p.22: a card not kept goes to the discard pile",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep none"},
			events: []string{
				"Vivian discards the SMG",
				"Vivian reorganizes for free",
			},
			then: cardsAt(map[string][]string{"Vivian hand1": {"Cattle Prod"}, "Vivian hand1+": {"Energy Cell"}, "discard": {"SMG"}, "deck": {"M.R.E.", "M.R.E."}}),
		},
		rule{
			name:     "p.22: after the free Reorganize the Turn goes on",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep none", "Vivian done"},
			events: []string{
				"Vivian discards the SMG",
				"Vivian reorganizes for free",
			},
			then: all(actionsLeft(2), pending(invader.ActionDecision)),
		},
		rule{
			name:     "p.18: a card is kept only in a slot it fits",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian keep body1"},
			refused:  invader.WrongSlot,
		},
		rule{
			name:     "p.22: a card drawn is kept or not before anything else: no Search",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian search"},
			refused:  invader.NotNow,
		},
		rule{
			name:     "p.22: a card drawn is kept or not before anything else: no end of the Turn",
			mission:  vivian,
			edit:     keep,
			position: drawn,
			play:     []string{"Vivian end"},
			refused:  invader.NotNow,
		},
		rule{
			name:     "p.22: nothing drawn, nothing to keep",
			mission:  vivian,
			edit:     keep,
			position: `survivor Vivian r3 hand1="Cattle Prod"+"Energy Cell"`,
			play:     []string{"Vivian keep none"},
			refused:  invader.NotNow,
		},
	)
}

// moldrow is a room, then a row of corridors: m and n under Active Mold,
// i under Inactive Mold; Vivian alone plays.
const moldrow = `id: moldrow
title: Mold in the corridors
goal: take all objectives
survivors: Vivian
map:
+--+--+--+--+--+
|s om .n .i .b |
+--+--+--+--+--+

s: room start
m: corridor mold=active
n: corridor mold=active
i: corridor mold=inactive
b: corridor objective
`

func TestSearchMold(t *testing.T) {
	check(t,
		rule{
			name:     "p.22 (RULINGS \"Search\"): a Mold card drawn puts its Xenos in every Active Mold Zone, not Inactive Mold, and goes to the discard pile; the Turn goes on",
			mission:  moldrow,
			edit:     equip(t, "Mold: 2 Workers", "M.R.E."),
			position: `survivor Vivian s`,
			play:     []string{"Vivian search", "chance Mold: 2 Workers"},
			events: []string{
				"Vivian gets the Mold: 2 Workers",
				"Vivian discards the Mold: 2 Workers",
				"2 Workers spawn in m",
				"2 Workers spawn in n",
			},
			then: all(xenosLeft("m", "worker=2"), xenosLeft("n", "worker=2"), xenosLeft("i", ""),
				actionsLeft(2), pending(invader.ActionDecision),
				cardsAt(map[string][]string{"discard": {"Mold: 2 Workers"}, "deck": {"M.R.E."}})),
		},
		rule{
			name:     "p.22: a Mold card drawn is the Turn's Search",
			mission:  moldrow,
			edit:     equip(t, "Mold: 2 Workers", "M.R.E."),
			position: `survivor Vivian s`,
			play:     []string{"Vivian search", "chance Mold: 2 Workers", "Vivian search"},
			refused:  invader.AlreadySearched,
		},
		rule{
			name:     "p.22: a Mold card drawn leaves nothing to keep",
			mission:  moldrow,
			edit:     equip(t, "Mold: 2 Workers", "M.R.E."),
			position: `survivor Vivian s`,
			play:     []string{"Vivian search", "chance Mold: 2 Workers", "Vivian keep pack1"},
			refused:  invader.NotNow,
		},
	)
}

func TestSearchReshuffle(t *testing.T) {
	deck := equip(t, "start:Cattle Prod", "Energy Cell")
	check(t,
		rule{
			name:     "p.22: a Search from a deck with cards does not reshuffle",
			mission:  vivian,
			edit:     deck,
			position: `survivor Vivian r3 hand1="Cattle Prod"`,
			play:     []string{"Vivian search", "chance Energy Cell", "Vivian keep none"},
			events: []string{
				"Vivian gets the Energy Cell",
				"Vivian discards the Energy Cell",
				"Vivian reorganizes for free",
			},
		},
		rule{
			name:     "p.22 (RULINGS \"Search\"): Starting Equipment discarded goes back aside, not to the discard pile",
			mission:  vivian,
			edit:     deck,
			position: `survivor Vivian r3 hand1="Cattle Prod"`,
			play:     []string{"Vivian discard card0"},
			events: []string{
				"Vivian discards the Cattle Prod",
			},
			then: cardsAt(map[string][]string{"aside": {"Cattle Prod"}, "deck": {"Energy Cell"}}),
		},
		rule{
			name:    "p.22 (RULINGS \"Search\"): an empty Equipment deck takes the discard pile back before the draw",
			mission: vivian,
			edit:    deck,
			position: `
survivor Vivian r3
discard "Energy Cell"`,
			play: []string{"Vivian search"},
			events: []string{
				"the Equipment deck is shuffled",
			},
			then: outcomes("Energy Cell 1/1"),
		},
		rule{
			name:     "p.22 (RULINGS \"Search\"): with no card left to draw, no Search",
			mission:  vivian,
			edit:     deck,
			position: `survivor Vivian r3 pack1="Energy Cell"`,
			play:     []string{"Vivian search"},
			refused:  invader.NothingToDraw,
		},
	)
}

// legalHas checks whether Legal lists the action, in notation.
func legalHas(text string, want bool) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		a, err := s.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := slices.Contains(s.Legal(), a); got != want {
			t.Errorf("Legal() lists %q: %v, want %v", text, got, want)
		}
	}
}

// refused checks that the action, built in Go, is refused for reason.
func refused(a invader.Action, reason invader.Reason) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		refuse(t, s, a, reason)
	}
}

// trading is Cole's Turn, his Cattle Prod (c0) in hand, Vivian beside
// him with her SMG (c1), Mitsuki there too.
