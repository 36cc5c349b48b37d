package invader_test

import (
	"fmt"
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
)

// alone is a corridor of three Zones: a Survivor stands alone in c1 with
// the Xenos, the other at s.
const alone = `id: alone
title: a Survivor alone with the Xenos in c1
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

// A Survivor alone in its Zone takes the Xenos' attacks one after the
// other, with no decision of the players between them; yet cards may be
// discarded at any time (p.18), and an M.R.E. discarded heals. The game
// waits before each wound that would eliminate the Survivor while a
// discard can save it (a BraceDecision), so players who heal whenever it
// waits come through exactly when healing at the best moments would (just
// before a wound that would eliminate, never at full Armor), and players
// who take every wound fall exactly when the Survivor would without its
// cards. The oracle, survives, plays the wounds with those best moments.
func TestBraceSavesWhoCanBeSaved(t *testing.T) {
	m, err := mission.Parse(alone)
	if err != nil {
		t.Fatal(err)
	}
	m.Equipment = []equipment.Entry{{Card: equipment.StartingSMG, Count: 1, Group: equipment.Start},
		{Card: mre(t), Count: 3}, {Card: ablativeArmor(t), Count: 1}}
	rapid.Check(t, func(t *rapid.T) {
		who := rapid.IntRange(0, 1).Draw(t, "who: Cole (Soldier) or Vivian (Civilian)")
		full := 3 - who
		armor := rapid.IntRange(1, full).Draw(t, "armor")
		mres := rapid.IntRange(0, 3).Draw(t, "M.R.E.s")
		ablative := rapid.Bool().Draw(t, "Ablative Armor in body1")
		workers, tanks := rapid.IntRange(0, 3).Draw(t, "workers"), rapid.IntRange(0, 2).Draw(t, "tanks")
		heal := rapid.Bool().Draw(t, "the players heal when the game waits")
		s := braceStart(t, m, who, armor, mres, ablative, workers, tanks)
		braces := 0
		for s.Pending().Decision == invader.BraceDecision {
			braces++
			s, _ = invadertest.CheckApply(t, s, braceChoice(s, heal))
		}
		invadertest.CheckInvariants(t, s)
		wounds := make([]int, 0, workers+tanks)
		for range workers {
			wounds = append(wounds, 1)
		}
		for range tanks {
			wounds = append(wounds, 2)
		}
		soak := 0
		if ablative {
			soak = 1
		}
		heals := 0
		if heal {
			heals = mres
		}
		left, used, ok := survives(armor, full, heals, soak, wounds)
		sv := s.Survivor(who)
		switch {
		case sv.Dead == ok:
			t.Fatalf("%s dead: %v, want %v (wounds %v, %d Armor, %d M.R.E.s, soak %d)", sv.Card.Name, sv.Dead, !ok, wounds, armor, heals, soak)
		case ok && sv.Armor != left:
			t.Fatalf("%s has %d Armor, want %d", sv.Card.Name, sv.Armor, left)
		case heal && ok && braces != used:
			t.Fatalf("the game waited %d times, want %d: once before each M.R.E. that saves", braces, used)
		case !heal && braces > 1:
			t.Fatalf("the game waited %d times for players who take every wound, want at most once", braces)
		}
	})
}

// braceStart is the position of the Xenos' Phase just begun: Survivor who
// alone in c1 with the Xenos, its cards and Armor.
func braceStart(t *rapid.T, m mission.Mission, who, armor, mres int, ablative bool, workers, tanks int) invader.State {
	names := [2]string{"Cole", "Vivian"}
	cards := ""
	for k := range mres {
		cards += fmt.Sprintf(" pack%d=M.R.E.", k+1)
	}
	if ablative {
		cards += ` body1="Ablative Armor"`
	}
	pos := fmt.Sprintf("rules externalChance\nturn active=%s actions=3\nsurvivor %s c1 activated armor=%d%s\nsurvivor %s s activated\nxenos c1 worker=%d tank=%d",
		names[who], names[who], armor, cards, names[1-who], workers, tanks)
	s, err := invader.ParsePosition(pos, m)
	if err != nil {
		t.Fatalf("%v\n%s", err, pos)
	}
	s, _ = invadertest.CheckApply(t, s, invader.EndTurn{Survivor: who})
	return s
}

// braceChoice is what the players do at a BraceDecision: discard an M.R.E.
// of the wounded Survivor, or take the wound.
func braceChoice(s invader.State, heal bool) invader.Action {
	who := s.Pending().Survivor
	for _, it := range s.Inventory(who) {
		if heal && it.ID >= 0 && it.Card.Heal > 0 {
			return invader.Discard{Survivor: who, Card: it.ID}
		}
	}
	return invader.TakeWound{Survivor: who}
}

// survives plays the wounds on a Survivor of armor Armor points out of
// full, whose Body armour ignores soak of each, healing 1 point a card,
// heals cards in all, just before each wound that would eliminate it and
// only as much as it needs. It returns the Armor left, the cards used,
// and whether it survives.
func survives(armor, full, heals, soak int, wounds []int) (left, used int, ok bool) {
	for _, d := range wounds {
		d = max(0, d-soak)
		if need := d - armor + 1; need > 0 {
			if need > heals || armor+need > full {
				return 0, used, false
			}
			armor, heals, used = armor+need, heals-need, used+need
		}
		armor -= d
	}
	return armor, used, true
}

// mre and ablativeArmor are the core box's cards.
func mre(t testing.TB) equipment.Card           { return coreCard(t, "M.R.E.") }
func ablativeArmor(t testing.TB) equipment.Card { return coreCard(t, "Ablative Armor") }

func coreCard(t testing.TB, name string) equipment.Card {
	t.Helper()
	for _, e := range equipment.Core() {
		if e.Card.Name == name {
			return e.Card
		}
	}
	t.Fatalf("no %s in the core box", name)
	return equipment.Card{}
}
