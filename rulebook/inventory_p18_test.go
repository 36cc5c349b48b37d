package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
)

// Inventory (p.18): two Hand slots, two Body slots and a Backpack of
// five; a card goes only into a slot it fits, Body cards work only in a
// Body slot, and cards may be discarded at any time, for free, even in
// another player's Turn. Card numbers: c10 is the first Heavy Cutter,
// c32 the first Searchlight.

func TestInventory(t *testing.T) {
	check(t,
		rule{
			name:    "p.18: a Hand card does not fit a Body slot",
			mission: solo,
			position: `
survivor Cole c1 hand1="Heavy Cutter" pack1=Searchlight`,
			play:    []string{"Cole reorganize Cole", "arrange card10 Cole body1"},
			refused: invader.WrongSlot,
		},
		rule{
			name:    "p.18: any card may be carried in the Backpack",
			mission: solo,
			position: `
survivor Cole c1 hand1="Heavy Cutter" pack1=Searchlight`,
			play: []string{"Cole reorganize Cole", "arrange card10 Cole pack5", "Cole done"},
			events: []string{
				"Cole reorganizes",
				"the Heavy Cutter goes to Cole's pack5",
			},
			then: func(t *testing.T, s invader.State) {
				if got := s.Inventory(0)[invader.NumSlots-1].Card.Name; got != "Heavy Cutter" {
					t.Errorf("pack5 holds %q, want the Heavy Cutter", got)
				}
			},
		},
		rule{
			name:    "p.18: a Searchlight in the Backpack does not light a Dark Zone",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c3 activated hand1=SMG pack1=Searchlight
xenos c6 worker=1`,
			play:    []string{"Cole attack c6 hand1"},
			refused: invader.OutOfRange,
		},
		rule{
			name:    "p.18: moved into a Body slot, the Searchlight works",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c3 activated hand1=SMG pack1=Searchlight
xenos c6 worker=1`,
			play: []string{"Cole reorganize Cole", "arrange card32 Cole body1", "Cole done", "Cole attack c6 hand1", "chance 3", "chance 5"},
			events: []string{
				"Cole reorganizes",
				"the Searchlight goes to Cole's body1",
				"Cole makes noise in c3",
				"Cole rolls a 3",
				"Cole rolls a 5",
				"Cole's attack on c6: 1 hit, 1 miss",
				"Cole eliminates a Worker in c6",
				"Cole gains 1 XP (1 in all)",
			},
		},
		rule{
			name: "p.18: a card may be discarded for free, even in another Survivor's Turn",
			position: `
turn active=Cole actions=3
survivor Cole s activated
survivor Vivian s hand1="Heavy Cutter"`,
			play: []string{"Vivian discard card10"},
			events: []string{
				"Vivian discards the Heavy Cutter",
			},
			then: actionsLeft(3),
		},
	)
}

// darkroom is a room s opening on a Dark corridor d; Vivian alone plays.
const darkroom = `id: darkroom
title: a Dark corridor beside a room
goal: take all objectives
survivors: Vivian
xenos: d worker 1
map:
+--+--+--+
|s od .b |
+--+--+--+

s: room start
d: corridor dark
b: corridor objective
`

// searched is Vivian's Turn after a Search, the card drawn waiting.
const searched = "turn actions=2 acted searched searching\n"

func TestSlots(t *testing.T) {
	mre := equip(t, "start:SMG", "M.R.E.*2")
	light := equip(t, "start:SMG", "Searchlight")
	check(t,
		rule{
			name:     "p.18: a card without a symbol, the M.R.E., fits no Hand nor Body slot",
			mission:  inside,
			edit:     mre,
			position: searched + `survivor Vivian s drawn=M.R.E.`,
			play:     []string{"Vivian keep hand1"},
			refused:  invader.WrongSlot,
			then: all(refused(invader.Keep{Survivor: 0, Slot: invader.Hand2}, invader.WrongSlot),
				refused(invader.Keep{Survivor: 0, Slot: invader.Body1}, invader.WrongSlot),
				refused(invader.Keep{Survivor: 0, Slot: invader.Body2}, invader.WrongSlot),
				refused(invader.Keep{Survivor: 0, Slot: invader.NumSlots}, invader.WrongSlot),
				refused(invader.Keep{Survivor: 1, Slot: invader.Backpack1}, invader.NotYours)),
		},
		rule{
			name:     "p.18: it fits Backpack slot 1",
			mission:  inside,
			edit:     mre,
			position: searched + `survivor Vivian s drawn=M.R.E.`,
			play:     []string{"Vivian keep pack1"},
			events: []string{
				"Vivian keeps the M.R.E. in pack1",
				"Vivian reorganizes for free",
			},
		},
		rule{
			name:     "p.18: it fits Backpack slot 2",
			mission:  inside,
			edit:     mre,
			position: searched + `survivor Vivian s drawn=M.R.E.`,
			play:     []string{"Vivian keep pack2"},
			events: []string{
				"Vivian keeps the M.R.E. in pack2",
				"Vivian reorganizes for free",
			},
		},
		rule{
			name:     "p.18: it fits Backpack slot 3",
			mission:  inside,
			edit:     mre,
			position: searched + `survivor Vivian s drawn=M.R.E.`,
			play:     []string{"Vivian keep pack3"},
			events: []string{
				"Vivian keeps the M.R.E. in pack3",
				"Vivian reorganizes for free",
			},
		},
		rule{
			name:     "p.18: it fits Backpack slot 4",
			mission:  inside,
			edit:     mre,
			position: searched + `survivor Vivian s drawn=M.R.E.`,
			play:     []string{"Vivian keep pack4"},
			events: []string{
				"Vivian keeps the M.R.E. in pack4",
				"Vivian reorganizes for free",
			},
		},
		rule{
			name:     "p.18: it fits Backpack slot 5",
			mission:  inside,
			edit:     mre,
			position: searched + `survivor Vivian s drawn=M.R.E.`,
			play:     []string{"Vivian keep pack5"},
			events: []string{
				"Vivian keeps the M.R.E. in pack5",
				"Vivian reorganizes for free",
			},
		},
		rule{
			name:     "p.11, p.18: a Dark Zone is out of sight without a Searchlight",
			mission:  darkroom,
			edit:     light,
			position: `survivor Vivian s hand1=SMG`,
			play:     []string{"Vivian attack d hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "p.18: a Searchlight is a Body card: no Hand slot",
			mission:  darkroom,
			edit:     light,
			position: searched + `survivor Vivian s hand1=SMG drawn=Searchlight`,
			play:     []string{"Vivian keep hand2"},
			refused:  invader.WrongSlot,
		},
		rule{
			name:     "p.18: kept in the Backpack, the Searchlight does nothing",
			mission:  darkroom,
			edit:     light,
			position: searched + `survivor Vivian s hand1=SMG drawn=Searchlight`,
			play:     []string{"Vivian keep pack1", "Vivian done", "Vivian attack d hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "p.11, p.18: kept in a Body slot, it lights the Dark Zone",
			mission:  darkroom,
			edit:     light,
			position: searched + `survivor Vivian s hand1=SMG drawn=Searchlight`,
			play:     []string{"Vivian keep body2", "Vivian done", "Vivian attack d hand1"},
			events: []string{
				"Vivian keeps the Searchlight in body2",
				"Vivian reorganizes for free",
				"Vivian makes noise in s",
			},
		},
		rule{
			name:     "p.18: moved back to the Backpack, it is off again",
			mission:  darkroom,
			edit:     light,
			position: searched + `survivor Vivian s hand1=SMG drawn=Searchlight`,
			play:     []string{"Vivian keep body2", "Vivian done", "Vivian reorganize Vivian", "arrange card1 Vivian pack1", "Vivian done", "Vivian attack d hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "p.18: a discard is free and the Turn goes on; the card discarded works no more and is no longer the Survivor's",
			mission:  darkroom,
			edit:     light,
			position: `survivor Vivian s hand1=SMG body2=Searchlight`,
			play:     []string{"Vivian discard card1"},
			events: []string{
				"Vivian discards the Searchlight",
			},
			then: all(actionsLeft(3), pending(invader.ActionDecision),
				cardsAt(map[string][]string{"Vivian hand1": {"SMG"}, "discard": {"Searchlight"}}),
				refused(invader.Attack{Survivor: 0, Weapon: invader.Hand1, Target: 1}, invader.OutOfRange),
				refused(invader.Discard{Survivor: 0, Card: 1}, invader.NotYours)),
		},
		rule{
			name:    "p.18, p.35: an Oxygen Tank works from either Body slot",
			mission: base,
			position: `
turn active=Cole actions=3
survivor Cole a1 activated body2="Oxygen Tank"`,
			play: []string{"Cole move e1"},
			events: []string{
				"Cole moves a1 → e1",
			},
		},
	)
}

func TestArmorCards(t *testing.T) {
	check(t,
		rule{
			name: "p.18, p.32: Ablative Armor (provisional) in a Body slot takes 1 Damage off each hit, Friendly Fire too",
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1=SMG
survivor Vivian c1 body1="Ablative Armor"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 1", "chance 2"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 1",
				"Cole rolls a 2",
				"Cole's attack on c1: 0 hits, 2 misses",
				"Cole's miss hits Vivian: 1 Damage, 2 Armor left",
				"Cole's miss hits Vivian: 1 Damage, 2 Armor left",
			},
			then: func(t *testing.T, s invader.State) {
				if got := s.Survivor(1).Armor; got != 2 {
					t.Errorf("Vivian has %d Armor, want 2", got)
				}
			},
		},
		rule{
			name: "p.18: in the Backpack it does nothing",
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1=SMG
survivor Vivian c1 pack1="Ablative Armor"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 1", "chance 2"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 1",
				"Cole rolls a 2",
				"Cole's attack on c1: 0 hits, 2 misses",
				"Cole's miss hits Vivian: 1 Damage, 1 Armor left",
				"Cole's miss hits Vivian: 1 Damage, 0 Armor left",
				"Vivian is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
		},
		rule{
			name: "p.18: an M.R.E. (provisional) discarded restores 1 Armor point, for free",
			edit: equip(t, "start:SMG", "M.R.E.*2"),
			position: `
turn active=Vivian actions=3
survivor Vivian s activated armor=1 pack1=M.R.E.`,
			play: []string{"Vivian discard card1"},
			events: []string{
				"Vivian discards the M.R.E.",
				"Vivian is healed: 2 Armor",
			},
			then: actionsLeft(3),
		},
		rule{
			name: "p.18: at full Armor, it restores nothing",
			edit: equip(t, "start:SMG", "M.R.E.*2"),
			position: `
turn active=Vivian actions=3
survivor Vivian s activated pack1=M.R.E.`,
			play: []string{"Vivian discard card1"},
			events: []string{
				"Vivian discards the M.R.E.",
			},
		},
	)
}

func TestStartingCards(t *testing.T) {
	for _, tt := range []struct{ card, where string }{
		{"SMG", "Vivian hand1"}, {"Searchlight", "Vivian body1"}, {"M.R.E.", "Vivian pack1"},
	} {
		t.Run("p.9, p.18 (RULINGS \"Starting Equipment\"): a Starting "+tt.card+" is dealt into a slot it fits", func(t *testing.T) {
			m, err := mission.Parse(inside)
			if err != nil {
				t.Fatal(err)
			}
			equip(t, "start:"+tt.card)(&m)
			if err := m.Validate(); err != nil {
				t.Fatal(err)
			}
			s, _, err := invader.Start(m, invader.ExternalChance())
			if err != nil {
				t.Fatal(err)
			}
			a, err := s.ParseAction("chance " + tt.card)
			if err != nil {
				t.Fatal(err)
			}
			s, _ = invadertest.CheckApply(t, s, a)
			invadertest.CheckInvariants(t, s)
			cardsAt(map[string][]string{tt.where: {tt.card}})(t, s)
		})
	}
}

// lastmeal is a corridor of three Zones where Vivian stands alone in c1:
// whatever attacks her there wounds her, with no decision between the
// wounds, for nobody else can take them.
const lastmeal = `id: lastmeal
title: Vivian alone in c1, Cole a Zone away
goal: reach the exit
survivors: Cole Vivian
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start
c1: corridor
c2: corridor exit
`

// TestDiscardBeforeAWound: p.18 lets a card be discarded "at any time, for
// free (even during another player's Turn)", and an M.R.E. discarded heals
// (provisional). A Survivor a wound would eliminate may discard one first,
// alone in its Zone too: the game waits for its player then (a
// BraceDecision), and only while a discard can still save it
// (docs/RULINGS.md, "Discarding before a wound"). Card numbers: card0 is
// the SMG, card1 and card2 the M.R.E.s.
func TestDiscardBeforeAWound(t *testing.T) {
	mre := equip(t, "start:SMG", "M.R.E.*2")
	alone := `
turn active=Vivian actions=3
survivor Cole s activated
survivor Vivian c1 activated pack1=M.R.E.
xenos c1 worker=2`
	check(t,
		rule{
			name:     "p.18, p.26: the second Worker's attack would eliminate Vivian, alone in her Zone: the game waits for her player, the first wound did not",
			mission:  lastmeal,
			edit:     mre,
			position: alone,
			play:     []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Vivian in c1: 1 Damage, 1 Armor left",
			},
			then: all(pending(invader.BraceDecision), legalFirst("Vivian takes", "Vivian discard card1"),
				refused(invader.TakeWound{Survivor: 0}, invader.NotYours),
				refused(invader.AssignWound{Survivor: 1}, invader.NotNow)),
		},
		rule{
			name:     "p.18: she discards her M.R.E. between the two attacks: healed, she survives the second",
			mission:  lastmeal,
			edit:     mre,
			position: alone,
			play:     []string{"Vivian end", "Vivian discard card1"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Vivian in c1: 1 Damage, 1 Armor left",
				"Vivian discards the M.R.E.",
				"Vivian is healed: 2 Armor",
				"a Worker wounds Vivian in c1: 1 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
			then: pending(invader.ActivationDecision),
		},
		rule{
			name:     "p.18: she keeps it and takes the wound: eliminated, the mission is lost",
			mission:  lastmeal,
			edit:     mre,
			position: alone,
			play:     []string{"Vivian end", "Vivian takes"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Vivian in c1: 1 Damage, 1 Armor left",
				"a Worker wounds Vivian in c1: 1 Damage, 0 Armor left",
				"Vivian is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
		},
		rule{
			name:    "p.18: no wait before a wound no discard can save her from: a Tank's 2 Damage on her last Armor point, her M.R.E. healing 1 of her 2",
			mission: lastmeal,
			edit:    mre,
			position: `
turn active=Vivian actions=3
survivor Cole s activated
survivor Vivian c1 activated armor=1 pack1=M.R.E.
xenos c1 tank=1`,
			play: []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Vivian in c1: 2 Damage, 0 Armor left",
				"Vivian is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
		},
		rule{
			name:    "p.18: one M.R.E. is not enough against a Tank on Cole's last Armor point: the game waits on until he discards the second",
			mission: lastmeal,
			edit:    mre,
			position: `
turn active=Cole actions=3
survivor Cole c1 activated armor=1 pack1=M.R.E. pack2=M.R.E.
survivor Vivian s activated
xenos c1 tank=1`,
			play: []string{"Cole end", "Cole discard card1"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Cole discards the M.R.E.",
				"Cole is healed: 2 Armor",
			},
			then: all(pending(invader.BraceDecision), legalFirst("Cole takes", "Cole discard card2")),
		},
		rule{
			name:    "p.18: with the second, the Tank's attack leaves him 1 Armor point",
			mission: lastmeal,
			edit:    mre,
			position: `
turn active=Cole actions=3
survivor Cole c1 activated armor=1 pack1=M.R.E. pack2=M.R.E.
survivor Vivian s activated
xenos c1 tank=1`,
			play: []string{"Cole end", "Cole discard card1", "Cole discard card2"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Cole discards the M.R.E.",
				"Cole is healed: 2 Armor",
				"Cole discards the M.R.E.",
				"Cole is healed: 3 Armor",
				"a Tank wounds Cole in c1: 2 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.18, p.26: with a second Survivor in the Zone, each wound is the players' choice, and the discard is offered there already",
			mission: lastmeal,
			edit:    mre,
			position: `
turn active=Vivian actions=3
survivor Cole c1 activated
survivor Vivian c1 activated armor=1 pack1=M.R.E.
xenos c1 worker=1`,
			play: []string{"Vivian end", "Vivian discard card1", "wound Vivian"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"Vivian discards the M.R.E.",
				"Vivian is healed: 2 Armor",
				"a Worker wounds Vivian in c1: 1 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.18, p.26: chosen to take a wound that would eliminate her, she may still discard it",
			mission: lastmeal,
			edit:    mre,
			position: `
turn active=Vivian actions=3
survivor Cole c1 activated
survivor Vivian c1 activated armor=1 pack1=M.R.E.
xenos c1 worker=1`,
			play: []string{"Vivian end", "wound Vivian"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
			},
			then: all(pending(invader.BraceDecision), legalFirst("Vivian takes", "Vivian discard card1")),
		},
	)
}

func TestDiscardBeforeFriendlyFire(t *testing.T) {
	mre := equip(t, "start:SMG", "M.R.E.*2")
	check(t,
		rule{
			name:    "p.18, p.32: Cole's second miss would eliminate Vivian, alone in c1: the game waits for her player, the first did not",
			mission: lastmeal,
			edit:    mre,
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1=SMG
survivor Vivian c1 pack1=M.R.E.
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 1", "chance 2"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 1",
				"Cole rolls a 2",
				"Cole's attack on c1: 0 hits, 2 misses",
				"Cole's miss hits Vivian: 1 Damage, 1 Armor left",
			},
			then: all(pending(invader.BraceDecision), legalFirst("Vivian takes", "Vivian discard card1")),
		},
		rule{
			name:    "p.18, p.32: she discards her M.R.E. between the two misses and survives; Cole's Turn goes on",
			mission: lastmeal,
			edit:    mre,
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1=SMG
survivor Vivian c1 pack1=M.R.E.
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 1", "chance 2", "Vivian discard card1"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 1",
				"Cole rolls a 2",
				"Cole's attack on c1: 0 hits, 2 misses",
				"Cole's miss hits Vivian: 1 Damage, 1 Armor left",
				"Vivian discards the M.R.E.",
				"Vivian is healed: 2 Armor",
				"Cole's miss hits Vivian: 1 Damage, 1 Armor left",
			},
			then: all(pending(invader.ActionDecision), actionsLeft(2)),
		},
		rule{
			name:    "p.18, p.32: she takes it: eliminated",
			mission: lastmeal,
			edit:    mre,
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1=SMG
survivor Vivian c1 pack1=M.R.E.
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 1", "chance 2", "Vivian takes"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 1",
				"Cole rolls a 2",
				"Cole's attack on c1: 0 hits, 2 misses",
				"Cole's miss hits Vivian: 1 Damage, 1 Armor left",
				"Cole's miss hits Vivian: 1 Damage, 0 Armor left",
				"Vivian is eliminated",
				"the mission is lost: a survivor was eliminated",
			},
		},
		rule{
			name:    "p.18, p.32: with two Survivors in c1, the First Player chooses whom the miss hits; chosen, Vivian may still discard, and her player decides",
			mission: duo,
			edit:    mre,
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1=SMG
survivor Vivian c1 armor=1 pack1=M.R.E.
survivor Mitsuki c1
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 1", "chance 6", "wound Vivian"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 1",
				"Cole rolls a 6",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Worker in c1",
				"Cole gains 1 XP (1 in all)",
			},
			then: func(t *testing.T, s invader.State) {
				if p := s.Pending(); p != (invader.Pending{Decision: invader.BraceDecision, Player: 1, Survivor: 1}) {
					t.Errorf("Pending() = %+v, want Vivian's brace, for her player 1", p)
				}
				legalFirst("Vivian takes", "Vivian discard card1")(t, s)
			},
		},
	)
}
