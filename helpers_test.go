package invader_test

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Helpers shared by the root package's tests. Every action a test plays
// goes through apply, which checks it with invadertest.CheckApply and the
// State after it with invadertest.CheckInvariants and checkCards; start
// and deal check the State they begin with the same way. Boards drawn for
// several files are in boards_test.go.

// Survivors and Skills.

// skill returns the Skill of kind k, which takes no parameter.
func skill(k survivor.Kind) survivor.Skill { return survivor.Skill{Kind: k} }

// skillFor returns the Skill of kind k naming the kind of Action a.
func skillFor(k survivor.Kind, a survivor.Action) survivor.Skill {
	return survivor.Skill{Kind: k, Action: a}
}

// Skills the tests name often.
var (
	lucky    = skill(survivor.Lucky)
	medic    = skill(survivor.Medic) // acts only on a wounded Survivor in its zone, if asked
	slippery = skill(survivor.Slippery)
	freeMove = skillFor(survivor.FreeAction, survivor.Move)
)

// cardOf returns an ID card of class with Blue Skill blue and a fixed
// tree: Orange Slippery or "+1 free Move Action", Red Sniper, Tough or
// Medic.
func cardOf(name string, class survivor.Class, blue survivor.Skill) survivor.Card {
	return survivor.Card{
		Name: name, Class: class, Blue: blue,
		Orange: [2]survivor.Skill{slippery, freeMove},
		Red:    [3]survivor.Skill{skill(survivor.Sniper), skill(survivor.Tough), medic},
	}
}

// civ returns a Civilian ID card (2 Armor) of cardOf.
func civ(name string, blue survivor.Skill) survivor.Card {
	return cardOf(name, survivor.Civilian, blue)
}

// sol returns a Soldier ID card (3 Armor) of cardOf.
func sol(name string, blue survivor.Skill) survivor.Card { return cardOf(name, survivor.Soldier, blue) }

// plain returns a Civilian whose Blue Skill, Lucky, plays no part in the
// rules a test is about (it offers a re-roll only after an attack).
func plain(name string) survivor.Card { return civ(name, lucky) }

// Missions.

// newMission builds the mission "test" on a board drawn in the zone text
// format, played by cards (a plain "Ann" when none). Its Goals are "take
// all objectives" when the board has Objective tokens, then "reach the
// exit" when it has an Exit Zone; its Xeno deck and Equipment are the core
// box's.
func newMission(t testing.TB, board string, cards ...survivor.Card) mission.Mission {
	t.Helper()
	m, err := zone.Parse(board)
	require.NoError(t, err, "board:\n%s", board)
	if len(cards) == 0 {
		cards = []survivor.Card{plain("Ann")}
	}
	ms := mission.Mission{ID: "test", Map: m, Survivors: cards}
	if len(m.Objectives()) > 0 {
		ms.Goals = append(ms.Goals, mission.Goal{Kind: mission.TakeAllObjectives})
	}
	for id := range m.Len() {
		if m.Zone(zone.ID(id)).Has(zone.Exit) {
			ms.Goals = append(ms.Goals, mission.Goal{Kind: mission.ReachExit})
			break
		}
	}
	return ms
}

// coreMission is flowBoard (boards_test.go) played by the six core
// Survivors, shared by players players.
func coreMission(t testing.TB, players int) mission.Mission {
	m := newMission(t, flowBoard, survivor.Base()...)
	m.Players = players
	return m
}

// escaping is a mission on escapeBoard whose Goals are M11's (RULINGS
// "Escape through the Exit"): take every Objective, then escape through the
// Exit.
func escaping(t *testing.T, names ...string) mission.Mission {
	t.Helper()
	var cards []survivor.Card
	for _, n := range names {
		cards = append(cards, plain(n))
	}
	m := newMission(t, escapeBoard, cards...)
	m.Goals = []mission.Goal{{Kind: mission.TakeAllObjectives}, {Kind: mission.EscapeExit}}
	return m
}

// equipped returns m with exactly the Equipment cards equip (none when
// equip is empty).
func equipped(m mission.Mission, equip ...equipment.Entry) mission.Mission {
	m.Equipment = append([]equipment.Entry{}, equip...)
	return m
}

// equipCard returns the catalogue card named name (the first, for the SMG).
func equipCard(t testing.TB, name string) equipment.Card {
	t.Helper()
	for _, e := range equipment.Core() {
		if e.Card.Name == name {
			return e.Card
		}
	}
	t.Fatalf("no Equipment card %q in the catalogue", name)
	return equipment.Card{}
}

// entry is an Equipment entry of count copies of the catalogue card named
// name, in group g.
func entry(t testing.TB, name string, count int, g equipment.Group) equipment.Entry {
	t.Helper()
	return equipment.Entry{Card: equipCard(t, name), Count: count, Group: g}
}

// put places n Xenos of kind k in the zone named z at the start.
func put(m *mission.Mission, z string, k xeno.Kind, n int) {
	m.Xenos = append(m.Xenos, mission.Xenos{Zone: m.Map.MustLookup(z), Kind: k, Count: n})
}

// counts returns the Counts of w Workers, tk Tanks, h Hunters and sp
// Spoilers.
func counts(w, tk, h, sp int) xeno.Counts {
	var c xeno.Counts
	c[xeno.Worker], c[xeno.Tank], c[xeno.Hunter], c[xeno.Spoiler] = uint8(w), uint8(tk), uint8(h), uint8(sp)
	return c
}

// spawnCard returns a Spawn card placing Xenos of kind k: blue, yellow,
// orange and red are its lines.
func spawnCard(k xeno.Kind, blue, yellow, orange, red int) spawn.Card {
	return spawn.Card{Type: spawn.Spawn, Lines: [4]spawn.Group{
		{Kind: k, Count: blue}, {Kind: k, Count: yellow}, {Kind: k, Count: orange}, {Kind: k, Count: red}}}
}

// Xeno cards the tests name often: an Extra Activation card and a Worker
// card.
var (
	extraCard = func(k xeno.Kind) spawn.Card { return spawn.Card{Type: spawn.Extra, Kind: k} }
	w1234     = spawnCard(xeno.Worker, 1, 2, 3, 4)
)

// Starting a game.

// start starts m with opts and checks the State's invariants.
func start(t testing.TB, m mission.Mission, opts ...invader.Option) invader.State {
	t.Helper()
	s, err := invader.New(m, opts...)
	require.NoError(t, err, "New(%s)", m.ID)
	check(t, s)
	return s
}

// deal starts m with ExternalChance and deals the Starting Equipment:
// Survivor i gets the card named names[i]. It returns the State and the
// events of the setup.
func deal(t testing.TB, m mission.Mission, names ...string) (invader.State, []invader.Event) {
	t.Helper()
	s, ev, err := invader.Start(m, invader.ExternalChance())
	require.NoError(t, err, "Start(%s)", m.ID)
	check(t, s)
	for i, name := range names {
		require.Equal(t, invader.ChanceDecision, s.Pending().Decision, "dealing %q to survivor %d", name, i)
		var more []invader.Event
		s, more = chance(t, s, name)
		if !slices.Contains(more, invader.Event(invader.CardDealt{Survivor: i, Card: name})) {
			t.Fatalf("p.9: dealing %q to survivor %d: events %v", name, i, more)
		}
		ev = append(ev, more...)
	}
	require.NotEqual(t, invader.ChanceDecision, s.Pending().Decision, "Starting Equipment left to deal after %q", names)
	return s, ev
}

// Playing.

// apply applies actions one by one: each must be listed by Legal, and
// invadertest.CheckApply checks what Apply promises. It returns the last
// State and every event.
func apply(t testing.TB, s invader.State, actions ...invader.Action) (invader.State, []invader.Event) {
	t.Helper()
	var all []invader.Event
	for _, a := range actions {
		if !slices.Contains(s.Legal(), a) {
			t.Fatalf("Legal() does not list %q (%v); pending %+v, legal %q", s.FormatAction(a), a, s.Pending(), notation(s, s.Legal()))
		}
		next, ev := invadertest.CheckApply(t, s, a)
		check(t, next)
		s, all = next, append(all, ev...)
	}
	return s, all
}

// play is apply with the actions written in the game's notation.
func play(t testing.TB, s invader.State, lines ...string) (invader.State, []invader.Event) {
	t.Helper()
	var all []invader.Event
	for _, line := range lines {
		a, err := s.ParseAction(line)
		if err != nil {
			t.Fatalf("ParseAction(%q): %v", line, err)
		}
		var ev []invader.Event
		s, ev = apply(t, s, a)
		all = append(all, ev...)
	}
	return s, all
}

// chance applies the outcome of the pending chance event labelled label
// (a card's name, a die's face).
func chance(t testing.TB, s invader.State, label string) (invader.State, []invader.Event) {
	t.Helper()
	for _, o := range s.ChanceOutcomes() {
		if o.Label == label {
			return apply(t, s, o.Action)
		}
	}
	t.Fatalf("no chance outcome %q in %+v (pending %+v)", label, s.ChanceOutcomes(), s.Pending())
	return s, nil
}

// refuse checks that a is illegal in s for reason want: Legal does not
// list it, and Apply returns an *IllegalError naming a and want, no
// events and s unchanged (invadertest.CheckApply).
func refuse(t testing.TB, s invader.State, a invader.Action, want invader.Reason) {
	t.Helper()
	if slices.Contains(s.Legal(), a) {
		t.Fatalf("Legal() lists %v, which should be refused (%v)", a, want)
	}
	invadertest.CheckApply(t, s, a)
	var ie *invader.IllegalError
	if _, _, err := s.Apply(a); !errors.As(err, &ie) || ie.Reason != want {
		t.Errorf("Apply(%v) = %v; want the reason %v (%d)", a, err, want, want)
	}
}

// check checks the invariants of s (invadertest.CheckInvariants), where
// its Equipment cards are (checkCards), and that its JSON form loads back
// to a State that saves to the same bytes.
func check(t invadertest.TB, s invader.State) {
	t.Helper()
	invadertest.CheckInvariants(t, s)
	checkCards(t, s)
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("json.Marshal(State): %v", err)
	}
	var back invader.State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("the State's JSON does not load back: %v", err)
	}
	if again, _ := json.Marshal(back); back.Hash() != s.Hash() || string(again) != string(data) {
		t.Fatalf("the State's JSON does not round-trip")
	}
}

// Reading a State.

// only returns the events of type E.
func only[E invader.Event](events []invader.Event) []E {
	var out []E
	for _, e := range events {
		if x, ok := e.(E); ok {
			out = append(out, x)
		}
	}
	return out
}

// notation writes actions in the game's notation.
func notation(s invader.State, actions []invader.Action) []string {
	out := []string{}
	for _, a := range actions {
		out = append(out, s.FormatAction(a))
	}
	return out
}

// withoutDiscards drops the Discards, which every player decision offers
// (p.18: at any time).
func withoutDiscards(actions []invader.Action) []invader.Action {
	return slices.DeleteFunc(slices.Clone(actions), func(a invader.Action) bool {
		_, discard := a.(invader.Discard)
		return discard
	})
}

// actionsLeft returns the general Actions left to the active Survivor.
func actionsLeft(s invader.State) int {
	n, _ := s.ActionsLeft()
	return n
}

// stateJSON returns the JSON form of s.
func stateJSON(t testing.TB, s invader.State) []byte {
	t.Helper()
	b, err := json.Marshal(s)
	require.NoError(t, err)
	return b
}

// Equipment cards.

// checkCards checks that every Equipment card is in exactly one place
// (p.18, State.Cards): one entry per card of the mission (and per Starting
// card of a Survivor beyond six), by ID; cards in
// the deck or the discard pile come from the deck; no two cards share a
// slot; an attached card sits on a carried card that takes it and holds
// nothing else; at most one card waits for Keep, and the game waits for
// that Keep; Inventory agrees with all of it.
func checkCards(t invadertest.TB, s invader.State) {
	t.Helper()
	var groups []equipment.Group
	var want []equipment.Card
	m := s.Mission()
	for _, e := range m.EquipmentCards() {
		for range e.Count {
			groups, want = append(groups, e.Group), append(want, e.Card)
		}
	}
	for k := 1; k <= s.NumSurvivors()-6; k++ { // from outside the box (p.36, RULINGS "Playing with 7+ Survivors")
		c := equipment.StartingSMG
		if k%2 == 1 {
			c = equipment.CattleProd
		}
		groups, want = append(groups, equipment.Start), append(want, c)
	}
	cards := s.Cards()
	if len(cards) != len(want) {
		t.Fatalf("Cards() lists %d cards; the mission has %d", len(cards), len(want))
	}
	slot := map[[2]int]int{}
	onHost := map[int]int{}
	drawn := 0
	for id, c := range cards {
		switch {
		case c.ID != id || c.Card != want[id]:
			t.Fatalf("Cards()[%d] = %+v; want card %d, %s", id, c, id, want[id].Name)
		case (c.Place == invader.InDeck || c.Place == invader.InDiscard) && groups[id] != equipment.Deck:
			t.Fatalf("card %d (%s) of group %d is in the Equipment deck or discard pile", id, c.Card.Name, groups[id])
		case c.Place == invader.Carried:
			k := [2]int{c.Survivor, c.Slot}
			if other, dup := slot[k]; dup {
				t.Fatalf("cards %d (%s) and %d (%s) share survivor %d's slot %d", other, cards[other].Card.Name, id, c.Card.Name, c.Survivor, c.Slot)
			}
			slot[k] = id
			if inv := s.Inventory(c.Survivor); inv[c.Slot].ID != id || inv[c.Slot].Card != c.Card {
				t.Fatalf("card %d (%s) is in survivor %d's slot %d, but Inventory shows %+v", id, c.Card.Name, c.Survivor, c.Slot, inv[c.Slot])
			}
		case c.Place == invader.Attached:
			checkAttached(t, s, cards, c, onHost)
		case c.Place == invader.Drawn:
			drawn++
			if p := s.Pending(); p.Decision != invader.KeepDecision || p.Survivor != c.Survivor {
				t.Fatalf("card %d (%s) waits for survivor %d's Keep, but Pending() = %+v", id, c.Card.Name, c.Survivor, p)
			}
		case c.Place > invader.Drawn:
			t.Fatalf("card %d (%s) is in no known place: %+v", id, c.Card.Name, c)
		}
	}
	if drawn > 1 {
		t.Fatalf("%d drawn cards wait for Keep; at most one can", drawn)
	}
	for i := range s.NumSurvivors() {
		for sl, it := range s.Inventory(i) {
			if it.ID >= 0 && slot[[2]int{i, sl}] != it.ID {
				t.Fatalf("Inventory(%d)[%d] = card %d, which Cards() does not put there", i, sl, it.ID)
			}
			if it.ID < 0 && (it.Attached != -1 || it.Card != (equipment.Card{})) {
				t.Fatalf("Inventory(%d)[%d] is empty but shows %+v", i, sl, it)
			}
		}
	}
}

// checkAttached checks the attached card c: on a carried card that takes
// it, alone there (p.23), as Inventory shows.
func checkAttached(t invadertest.TB, s invader.State, cards []invader.CardPlace, c invader.CardPlace, onHost map[int]int) {
	t.Helper()
	if c.Host < 0 || c.Host >= len(cards) || cards[c.Host].Place != invader.Carried {
		t.Fatalf("card %d (%s) is attached to card %d, which is not in a slot", c.ID, c.Card.Name, c.Host)
	}
	h := cards[c.Host]
	if c.Card.Is == 0 || h.Card.Takes != c.Card.Is {
		t.Fatalf("card %d (%s) is attached to %s, which does not take it", c.ID, c.Card.Name, h.Card.Name)
	}
	if other, dup := onHost[c.Host]; dup {
		t.Fatalf("cards %d and %d are both attached to card %d (p.23: one attachment per card)", other, c.ID, c.Host)
	}
	onHost[c.Host] = c.ID
	if inv := s.Inventory(h.Survivor); inv[h.Slot].Attached != c.ID {
		t.Fatalf("card %d (%s) is attached to card %d, but Inventory shows %+v", c.ID, c.Card.Name, c.Host, inv[h.Slot])
	}
}

// The Xenos' Phase.

// endTurns finishes the Players' Phase: it activates the Survivors in
// index order and ends their Turns (choosing the first Skill offered, if
// any) until the Xenos' Phase starts. It returns the State (in the next
// round, or stopped on a decision or chance event of the Xenos' Phase, or
// over) and the events from PhaseStarted{XenosPhase} on.
func endTurns(t testing.TB, s invader.State) (invader.State, []invader.Event) {
	t.Helper()
	for range 100 {
		var a invader.Action
		switch p := s.Pending(); p.Decision {
		case invader.ActivationDecision, invader.SkillDecision:
			a = s.Legal()[0]
		case invader.ActionDecision:
			a = invader.EndTurn{Survivor: p.Survivor}
		default:
			t.Fatalf("endTurns: pending %+v in the %v phase", p, s.Phase())
		}
		var ev []invader.Event
		s, ev = apply(t, s, a)
		if i := slices.Index(ev, invader.Event(invader.PhaseStarted{Phase: invader.XenosPhase})); i >= 0 {
			return s, ev[i:]
		}
	}
	t.Fatalf("endTurns: no Xenos' Phase after 100 actions")
	return s, nil
}

// nthOutcome returns the Chance that picks the pending chance event's
// outcome number k, in the order of ChanceOutcomes.
func nthOutcome(t testing.TB, s invader.State, k int) invader.Chance {
	t.Helper()
	outs := s.ChanceOutcomes()
	if k >= len(outs) {
		t.Fatalf("outcome %d of %v", k, outs)
	}
	return outs[k].Action
}
