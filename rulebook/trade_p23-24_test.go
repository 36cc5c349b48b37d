package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
)

// Reorganize and trade (p.23), attachments, discarding at any time
// (p.18) and taking Objectives (p.24).

const trading = `
turn active=Cole actions=3
survivor Cole s activated hand1="Cattle Prod"
survivor Vivian s hand1=SMG`

func TestTrade(t *testing.T) {
	cards := equip(t, "start:Cattle Prod", "start:SMG")
	check(t,
		rule{
			name:     "p.18: another Survivor may discard a card at any time, in the active Survivor's Turn too; not a card of someone else",
			edit:     cards,
			position: trading,
			play:     []string{"Cole discard card1"},
			refused:  invader.NotYours,
			then:     legalHas("Vivian discard card1", true),
		},
		rule{
			name:     "p.23: a Reorganize costs one Action and waits for the Survivor to be done, done first among the choices",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian"},
			events: []string{
				"Cole trades with Vivian",
			},
			then: all(actionsLeft(2), pending(invader.ReorganizeDecision), legalFirst("Cole done")),
		},
		rule{
			name:     "p.23: a card put in the other's occupied slot swaps with the card there",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange card0 Vivian hand1"},
			events: []string{
				"Cole trades with Vivian",
				"the Cattle Prod goes to Vivian's hand1",
			},
			then: cardsAt(map[string][]string{"Cole hand1": {"SMG"}, "Vivian hand1": {"Cattle Prod"}}),
		},
		rule{
			name:     "p.23: a trade need not be even",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange card0 Vivian hand1", "arrange card1 Vivian pack1"},
			events: []string{
				"Cole trades with Vivian",
				"the Cattle Prod goes to Vivian's hand1",
				"the SMG goes to Vivian's pack1",
			},
			then: all(cardsAt(map[string][]string{"Vivian pack1": {"SMG"}, "Vivian hand1": {"Cattle Prod"}}),
				legalHas("Vivian discard card1", true), refused(invader.Discard{Survivor: 0, Card: 1}, invader.NotYours)),
		},
		rule{
			name:     "p.23: a card is not arranged where it is",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange card1 Vivian hand1"},
			refused:  invader.NotAChoice,
		},
		rule{
			name:     "p.23: a card goes only to the Survivors trading",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange card1 Mitsuki hand1"},
			refused:  invader.NotYours,
		},
		rule{
			name:     "p.18, p.23: a card goes only to a slot it fits, a real one",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange card1 Vivian body1"},
			refused:  invader.WrongSlot,
			then: all(refused(invader.Arrange{Card: 1, Owner: 1, Slot: -1}, invader.WrongSlot),
				refused(invader.Arrange{Card: 99, Owner: 1, Slot: invader.Hand1}, invader.NoSuchThing)),
		},
		rule{
			name:     "p.23: the Survivor who reorganizes says when it is done",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "Vivian done"},
			refused:  invader.NotYours,
		},
		rule{
			name:     "p.23: no other Action before the Reorganize is done",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "Cole noise"},
			refused:  invader.NotNow,
		},
		rule{
			name:     "p.23: the whole Reorganize is one Action, done says nothing more",
			edit:     cards,
			position: trading,
			play:     []string{"Cole reorganize Vivian", "arrange card0 Vivian hand1", "arrange card1 Vivian pack1", "arrange card1 Cole hand2", "arrange card0 Cole hand1", "Cole done"},
			events: []string{
				"Cole trades with Vivian",
				"the Cattle Prod goes to Vivian's hand1",
				"the SMG goes to Vivian's pack1",
				"the SMG goes to Cole's hand2",
				"the Cattle Prod goes to Cole's hand1",
			},
			then: all(actionsLeft(2), pending(invader.ActionDecision),
				cardsAt(map[string][]string{"Cole hand1": {"Cattle Prod"}, "Cole hand2": {"SMG"}}),
				refused(invader.Arrange{Card: 1, Owner: 0, Slot: invader.Backpack1}, invader.NotNow),
				refused(invader.DoneReorganizing{Survivor: 0}, invader.NotNow)),
		},
		rule{
			name: "p.23: a Reorganize is with a Survivor in the game, by the active one",
			edit: cards,
			position: `
turn active=Cole actions=3
survivor Cole c1 activated hand1="Cattle Prod"`,
			play:    []string{"Vivian reorganize Vivian"},
			refused: invader.NotYours,
			then:    refused(invader.Reorganize{Survivor: 0, With: 9}, invader.NoSuchThing),
		},
		rule{
			name: "p.23: a Survivor alone reorganizes its own cards; as its last Action, the Turn ends when it is done",
			edit: cards,
			position: `
turn active=Cole actions=1 acted
survivor Cole c1 activated hand1="Cattle Prod"`,
			play: []string{"Cole reorganize Cole", "Cole done"},
			events: []string{
				"Cole reorganizes",
				"Cole ends the Turn",
			},
		},
		rule{
			name: "p.23: alone, nothing goes to another Survivor",
			edit: cards,
			position: `
turn active=Cole actions=1 acted
survivor Cole c1 activated hand1="Cattle Prod"`,
			play:    []string{"Cole reorganize Cole", "arrange card0 Vivian pack1"},
			refused: invader.NotYours,
			then:    all(actionsLeft(0), pending(invader.ReorganizeDecision)),
		},
		rule{
			name: "p.23: with no card, nothing to reorganize",
			edit: cards,
			position: `
turn active=Cole actions=3
survivor Cole s activated`,
			play:    []string{"Cole reorganize Cole"},
			refused: invader.NothingToDraw,
		},
		rule{
			name:    "p.23: with no Action left, no Reorganize (the Turn kept open by a door Cole may still use for free)",
			mission: rooms,
			edit:    cards,
			position: `
turn active=Cole actions=0 acted
survivor Cole s activated hand1="Cattle Prod"`,
			play:    []string{"Cole reorganize Cole"},
			refused: invader.NoActions,
		},
	)
}

// attaching is Cole's Turn, his Cattle Prod (c0) in hand and an Energy
// Cell (c2) in his Backpack, Vivian beside him with her SMG (c1); the
// other Energy Cell (c3) and Plenty of Bullets (c4) are in the deck.
const attaching = `
turn active=Cole actions=3
survivor Cole s activated hand1="Cattle Prod" pack1="Energy Cell"
survivor Vivian s hand1=SMG`

func TestAttach(t *testing.T) {
	cards := equip(t, "start:Cattle Prod", "start:SMG", "Energy Cell*2", "Plenty of Bullets")
	check(t,
		rule{
			name:     "p.23: cards are attached while reorganizing only",
			edit:     cards,
			position: attaching,
			play:     []string{"attach card2 card0"},
			refused:  invader.NotNow,
		},
		rule{
			name:     "p.23: an attachment goes on a card that takes it: an Energy Cell not on the SMG",
			edit:     cards,
			position: attaching,
			play:     []string{"Cole reorganize Vivian", "attach card2 card1"},
			refused:  invader.WrongSlot,
			then: all(refused(invader.Attach{Card: 0, Host: 1}, invader.WrongSlot),
				refused(invader.Attach{Card: 2, Host: 2}, invader.WrongSlot)),
		},
		rule{
			name:     "p.23: an Energy Cell attached to the Cattle Prod takes no slot",
			edit:     cards,
			position: attaching,
			play:     []string{"Cole reorganize Vivian", "attach card2 card0"},
			events: []string{
				"Cole trades with Vivian",
				"the Energy Cell goes on the Cattle Prod",
			},
			then: cardsAt(map[string][]string{"Cole hand1": {"Cattle Prod"}, "Cole hand1+": {"Energy Cell"}, "Vivian hand1": {"SMG"}, "deck": {"Energy Cell", "Plenty of Bullets"}}),
		},
		rule{
			name:     "p.23: one attachment per card",
			edit:     cards,
			position: attaching,
			play:     []string{"Cole reorganize Vivian", "attach card2 card0", "attach card2 card0"},
			refused:  invader.WrongSlot,
		},
		rule{
			name: "p.23: one attachment per card: a second Energy Cell does not go on the Cattle Prod",
			edit: cards,
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1="Cattle Prod"+"Energy Cell" pack1="Energy Cell"`,
			play:    []string{"Cole reorganize Cole", "attach card3 card0"},
			refused: invader.WrongSlot,
		},
		rule{
			name:     "p.23: the attachment travels with its host",
			edit:     cards,
			position: attaching,
			play:     []string{"Cole reorganize Vivian", "attach card2 card0", "arrange card0 Vivian pack1"},
			events: []string{
				"Cole trades with Vivian",
				"the Energy Cell goes on the Cattle Prod",
				"the Cattle Prod goes to Vivian's pack1",
			},
			then: cardsAt(map[string][]string{"Vivian pack1": {"Cattle Prod"}, "Vivian pack1+": {"Energy Cell"}, "Vivian hand1": {"SMG"}, "deck": {"Energy Cell", "Plenty of Bullets"}}),
		},
		rule{
			name: "p.23: an attachment arranged into a slot is taken off its host",
			edit: cards,
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1="Cattle Prod"+"Energy Cell" pack1="Energy Cell"`,
			play: []string{"Cole reorganize Cole", "arrange card2 Cole pack3", "attach card3 card0"},
			events: []string{
				"Cole reorganizes",
				"the Energy Cell goes to Cole's pack3",
				"the Energy Cell goes on the Cattle Prod",
			},
			then: cardsAt(map[string][]string{"Cole hand1": {"Cattle Prod"}, "Cole hand1+": {"Energy Cell"}, "Cole pack3": {"Energy Cell"}, "deck": {"Plenty of Bullets"}, "aside": {"SMG"}}),
		},
		rule{
			name: "p.18, p.23: discarding a card discards its attachment, for free, the Reorganize going on; a Starting card goes back aside",
			edit: cards,
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1="Cattle Prod"+"Energy Cell" pack3="Energy Cell"`,
			play: []string{"Cole reorganize Cole", "Cole discard card0"},
			events: []string{
				"Cole reorganizes",
				"Cole discards the Cattle Prod",
				"Cole discards the Energy Cell",
			},
			then: all(pending(invader.ReorganizeDecision),
				cardsAt(map[string][]string{"Cole pack3": {"Energy Cell"}, "aside": {"Cattle Prod", "SMG"}, "discard": {"Energy Cell"}, "deck": {"Plenty of Bullets"}})),
		},
	)
}

func TestDiscardAnyTime(t *testing.T) {
	check(t,
		rule{
			name:    "p.18 (RULINGS \"Discarding\"): a Survivor placing a drawn card may discard another, for free; the drawn card still waits",
			mission: vivian,
			edit:    equip(t, "start:Cattle Prod", "M.R.E."),
			position: `
turn actions=2 acted searched searching
survivor Vivian r3 hand1="Cattle Prod" drawn=M.R.E.`,
			play: []string{"Vivian discard card0"},
			events: []string{
				"Vivian discards the Cattle Prod",
			},
			then: all(pending(invader.KeepDecision), actionsLeft(2),
				cardsAt(map[string][]string{"drawn": {"M.R.E."}, "aside": {"Cattle Prod"}})),
		},
		rule{
			name:    "p.18: a card discarded is no longer the Survivor's",
			mission: vivian,
			edit:    equip(t, "start:Cattle Prod", "M.R.E."),
			position: `
turn actions=2 acted searched searching
survivor Vivian r3 hand1="Cattle Prod" drawn=M.R.E.`,
			play:    []string{"Vivian discard card0", "Vivian keep pack1", "Vivian discard card0"},
			refused: invader.NotYours,
		},
		rule{
			name: "p.18 (RULINGS \"Discarding\"): the weapon of an attack being rolled is not discarded",
			edit: equip(t, "start:Cattle Prod*2"),
			position: `
turn active=Baraka actions=3
survivor Baraka c1 activated hand1="Cattle Prod"
survivor Vivian s hand1="Cattle Prod"
xenos c1 worker=2`,
			play:    []string{"Baraka attack c1 hand1", "chance 1", "chance 1", "Baraka discard card0"},
			refused: invader.CardInUse,
			then:    all(pending(invader.RerollDecision), legalHas("Vivian discard card1", true)),
		},
		rule{
			name: "p.18: another Survivor discards during a re-roll's decision, which still waits",
			edit: equip(t, "start:Cattle Prod*2"),
			position: `
turn active=Baraka actions=3
survivor Baraka c1 activated hand1="Cattle Prod"
survivor Vivian s hand1="Cattle Prod"
xenos c1 worker=2`,
			play: []string{"Baraka attack c1 hand1", "chance 1", "chance 1", "Vivian discard card1"},
			events: []string{
				"Baraka rolls a 1",
				"Baraka rolls a 1",
				"Vivian discards the Cattle Prod",
			},
			then: pending(invader.RerollDecision),
		},
	)
}

func TestTakeObjective(t *testing.T) {
	check(t,
		rule{
			name:     "p.24: there is no Objective o1 on a board of one",
			mission:  botboard,
			position: `survivor Vivian c1`,
			play:     []string{"Vivian take o1"},
			refused:  invader.NoSuchThing,
			then:     refused(invader.TakeObjective{Survivor: 0, Objective: -1}, invader.NoSuchThing),
		},
		rule{
			name:     "p.24: an Objective token is taken once",
			mission:  objectives(0, "Vivian"),
			position: `survivor Vivian s`,
			play:     []string{"Vivian take o0", "Vivian take o0"},
			refused:  invader.NoObjective,
		},
	)
}
