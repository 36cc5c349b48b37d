package invadertest

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// TB is the part of testing.TB and *rapid.T the checks use.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// CheckInvariants fails t if s breaks an invariant of the engine: the
// decision, the legal actions and the outcome agree; every Survivor is on
// the board with Armor within its class and a Danger Level matching its
// XP; miniatures stay within the box, and tokens too when the game limits
// them (LimitNoiseTokens, LimitMoldTokens); a game that is not over has a
// legal action (a stuck game is a violation); the State round-trips
// through JSON and its position, and its legal actions through JSON and
// the notation.
func CheckInvariants(t TB, s invader.State) {
	t.Helper()
	if s.Map() == nil {
		t.Fatalf("the zero State is no game: it has no invariants to hold")
		return
	}
	checkState(t, s)
	checkRoundTrips(t, s)
	checkPositionRoundTrip(t, s)
}

// checkState checks the invariants of CheckInvariants but the round
// trips, which cost the most.
func checkState(t TB, s invader.State) {
	t.Helper()
	checkDecision(t, s)
	checkSurvivors(t, s)
	checkTokens(t, s)
	checkGoals(t, s)
}

// checkGoals: the Goals are done in order, a won game has done them all,
// and no Objective token a done Goal needed is still on the board.
func checkGoals(t TB, s invader.State) {
	t.Helper()
	goals, done := s.Mission().Goals, s.GoalsDone()
	switch {
	case done < 0 || done > len(goals):
		t.Fatalf("GoalsDone() = %d of %d goals", done, len(goals))
	case s.Outcome().Result == invader.Won && done != len(goals):
		t.Fatalf("the game is won with %d of %d goals done", done, len(goals))
	}
	for _, g := range goals[:max(0, min(done, len(goals)))] {
		for i, o := range s.Map().Objectives() {
			if g.NeedsObjective(o.Color) && s.Board().HasObjective(i) {
				t.Fatalf("goal %q is done but Objective o%d (%v) is still on the board", g, i, o.Color)
			}
		}
	}
}

func checkDecision(t TB, s invader.State) {
	t.Helper()
	legal, p := s.Legal(), s.Pending()
	switch {
	case !s.IsOver() && len(legal) == 0:
		t.Fatalf("the game is stuck: it is not over, but nothing is legal (Pending() = %+v)", p)
	case s.IsOver() != (len(legal) == 0):
		t.Fatalf("IsOver() = %v with %d legal actions: a game is over exactly when nothing is legal", s.IsOver(), len(legal))
	case s.IsOver() != (p.Decision == invader.NoDecision):
		t.Fatalf("IsOver() = %v but Pending() = %+v", s.IsOver(), p)
	case p.Decision == invader.ChanceDecision && len(s.ChanceOutcomes()) != len(legal):
		t.Fatalf("%d chance outcomes but %d legal actions", len(s.ChanceOutcomes()), len(legal))
	}
	total := 0
	for _, o := range s.ChanceOutcomes() {
		total += o.Weight
		if o.Total <= 0 || o.Weight <= 0 {
			t.Fatalf("chance outcome %+v has no probability", o)
		}
	}
	if outs := s.ChanceOutcomes(); len(outs) > 0 && total != outs[0].Total {
		t.Fatalf("chance weights sum to %d, want their Total %d", total, outs[0].Total)
	}
	seen := map[invader.Action]bool{}
	for _, a := range legal {
		if seen[a] {
			t.Fatalf("Legal() lists %v twice", a)
		}
		seen[a] = true
	}
}

func checkSurvivors(t TB, s invader.State) {
	t.Helper()
	checkCards(t, s)
	m := s.Mission()
	for i := range s.NumSurvivors() {
		sv := s.Survivor(i)
		switch {
		case int(sv.Zone) >= s.Map().Len():
			t.Fatalf("survivor %s in zone %d, off the map", sv.Card.Name, sv.Zone)
		case sv.Armor < 0 || sv.Armor > sv.Card.Class.Armor():
			t.Fatalf("survivor %s has %d Armor; a %v has at most %d", sv.Card.Name, sv.Armor, sv.Card.Class, sv.Card.Class.Armor())
		case sv.Level != survivor.LevelOf(sv.XP) && sv.Level != survivor.Red: // Ultrared stays Red (p.36)
			t.Fatalf("survivor %s at %v with %d XP", sv.Card.Name, sv.Level, sv.XP)
		case sv.Dead && !s.IsOver():
			t.Fatalf("survivor %s is dead but the game goes on (p.10)", sv.Card.Name)
		case sv.Escaped && (sv.Dead || !m.Escapes()):
			t.Fatalf("survivor %s escaped, but it is dead or the mission has no escape", sv.Card.Name)
		case sv.Escaped && !s.Map().Features(s.Board(), sv.Zone).Has(zone.Exit):
			t.Fatalf("survivor %s escaped from %s, which is no Exit Zone", sv.Card.Name, s.Map().Zone(sv.Zone).Name)
		}
	}
}

// checkCards checks the inventories (p.18): every card in at most one
// slot or on one host, Hand and Body slots holding cards that fit them,
// attachments on cards that take them.
func checkCards(t TB, s invader.State) {
	t.Helper()
	seen := map[int]string{}
	for i := range s.NumSurvivors() {
		for slot, it := range s.Inventory(i) {
			if it.ID < 0 {
				continue
			}
			where := fmt.Sprintf("survivor %d slot %d", i, slot)
			if other, dup := seen[it.ID]; dup {
				t.Fatalf("card %d (%s) is in %s and in %s", it.ID, it.Card.Name, other, where)
			}
			seen[it.ID] = where
			if slot <= invader.Hand2 && it.Card.Slot != equipment.Hand || slot >= invader.Body1 && slot <= invader.Body2 && it.Card.Slot != equipment.Body {
				t.Fatalf("%s holds %s, which does not fit there (p.18)", where, it.Card.Name)
			}
			if it.Attached >= 0 {
				if other, dup := seen[it.Attached]; dup {
					t.Fatalf("card %d is attached in %s and is in %s", it.Attached, where, other)
				}
				seen[it.Attached] = where + " (attached)"
			}
		}
	}
}

func checkTokens(t TB, s invader.State) {
	t.Helper()
	noise := 0
	var xenos [8]int
	for z := range s.Map().Len() {
		noise += s.Noise(zone.ID(z))
		for k, n := range s.Xenos(zone.ID(z)) {
			xenos[k] += int(n)
		}
	}
	rules := s.Rules()
	if noise > invader.NoiseTokens && rules.LimitNoise {
		t.Fatalf("%d Noise tokens on the board; the box has %d (LimitNoiseTokens)", noise, invader.NoiseTokens)
	}
	if n := mold.Count(s.Map(), s.Board()); n > mold.Tokens && rules.LimitMold {
		t.Fatalf("%d Mold tokens on the board; the box has %d (LimitMoldTokens)", n, mold.Tokens)
	}
	for k, p := range s.Catalog() {
		if xenos[k] > p.Supply {
			t.Fatalf("%d %s on the board; the box has %d", xenos[k], p.Name, p.Supply)
		}
	}
}

func checkRoundTrips(t TB, s invader.State) {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("json.Marshal(State): %v", err)
	}
	var back invader.State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("json.Unmarshal(State): %v\n%s", err, data)
	}
	if !back.Equal(s) || back.Hash() != s.Hash() || back.Map().Format() != s.Map().Format() {
		t.Fatalf("State JSON does not round-trip:\n%s", data)
	}
	if !slices.Equal(back.Legal(), s.Legal()) {
		t.Fatalf("the State decoded from JSON has other legal actions")
	}
	for _, a := range s.Legal() {
		checkActionRoundTrip(t, s, a)
	}
}

// checkPositionRoundTrip checks that s's position (docs/POSITION.md)
// reads back equal, given s's mission, and writes the same again.
func checkPositionRoundTrip(t TB, s invader.State) {
	t.Helper()
	p := s.Position()
	back, err := invader.ParsePosition(p, s.Mission())
	if err != nil {
		t.Fatalf("ParsePosition(Position()): %v\n%s", err, p)
		return
	}
	if !back.Equal(s) || back.Position() != p {
		t.Fatalf("the position does not round-trip:\n%s\nread back:\n%s", p, back.Position())
	}
}

func checkActionRoundTrip(t TB, s invader.State, a invader.Action) {
	t.Helper()
	text := s.FormatAction(a)
	if b, err := s.ParseAction(text); err != nil || b != a {
		t.Fatalf("ParseAction(%q) = %v, %v; want %v", text, b, err, a)
	}
	data, err := invader.MarshalAction(a)
	if err != nil {
		t.Fatalf("MarshalAction(%v): %v", a, err)
	}
	if b, err := invader.UnmarshalAction(data); err != nil || b != a {
		t.Fatalf("UnmarshalAction(%s) = %v, %v; want %v", data, b, err, a)
	}
}

// CheckApply applies a to s and checks what Apply promises: a legal action
// applies without error, deterministically, without modifying s, and with
// events that round-trip through JSON; an illegal one fails with an error
// wrapping invader.ErrIllegal and returns s unchanged; Danger Levels never
// go down; XP comes from eliminations and Objectives; Xenos walk only open
// steps; only closed, locked forced doors are forced. It returns the next
// State and the events.
func CheckApply(t TB, s invader.State, a invader.Action) (invader.State, []invader.Event) {
	t.Helper()
	before := s.Hash()
	next, events, err := s.Apply(a)
	if s.Hash() != before {
		t.Fatalf("Apply(%s) modified its receiver", describe(s, a))
	}
	if !slices.Contains(s.Legal(), a) {
		checkIllegal(t, s, a, next, events, err, before)
		return s, nil
	}
	if err != nil {
		t.Fatalf("Apply(%s) = %v for a legal action", describe(s, a), err)
	}
	again, events2, _ := s.Apply(a)
	if !next.Equal(again) || !slices.Equal(events, events2) {
		t.Fatalf("Apply(%s) twice gave different results", describe(s, a))
	}
	checkEvents(t, events)
	checkLevels(t, s, next)
	checkXenoMoves(t, next, events)
	checkXP(t, s, next, events)
	checkForced(t, s, next, events)
	return next, events
}

// checkForced checks forced doors (M11): only a door of the mission's
// ForcedDoors, locked and closed before, is forced, and it is then open
// and unlocked; a forced door is unlocked only so, by a trigger
// (DoorUnlocked) or with the door itself (Mold removes it, p.20), and
// never locked again.
func checkForced(t TB, s, next invader.State, events []invader.Event) {
	t.Helper()
	for _, d := range s.Mission().ForcedDoors {
		was, is := s.Board().Locked(d), next.Board().Locked(d)
		explained := slices.ContainsFunc(events, func(e invader.Event) bool {
			switch e := e.(type) {
			case invader.DoorForced:
				return e.Door == d
			case invader.DoorUnlocked:
				return e.Door == d
			case invader.DoorRemoved:
				return e.Door == d
			}
			return false
		})
		switch {
		case !was && is:
			t.Fatalf("forced door d%d was locked again", d)
		case was && !is && !explained:
			t.Fatalf("forced door d%d was unlocked with neither DoorForced nor DoorUnlocked", d)
		}
	}
	for _, e := range events {
		f, ok := e.(invader.DoorForced)
		if !ok {
			continue
		}
		d := f.Door
		switch {
		case !slices.Contains(s.Mission().ForcedDoors, d):
			t.Fatalf("door d%d was forced but is not one of the mission's forced doors", d)
		case !s.Board().Locked(d) || s.Board().Door(d) != zone.Closed:
			t.Fatalf("door d%d was forced while %v (locked %v); want closed and locked", d, s.Board().Door(d), s.Board().Locked(d))
		case next.Board().Locked(d) || next.Board().Door(d) != zone.Open:
			t.Fatalf("door d%d was forced but is %v (locked %v) after", d, next.Board().Door(d), next.Board().Locked(d))
		}
	}
}

func checkIllegal(t TB, s invader.State, a invader.Action, next invader.State, events []invader.Event, err error, before uint64) {
	t.Helper()
	var ie *invader.IllegalError
	switch {
	case !errors.Is(err, invader.ErrIllegal) || !errors.As(err, &ie):
		t.Fatalf("Apply(%s) = %v for an action not in Legal(); want an *IllegalError", describe(s, a), err)
	case ie.Reason.String() == "" || ie.Action != a:
		t.Fatalf("Apply(%s): IllegalError %+v does not name the action and a reason", describe(s, a), ie)
	case events != nil || next.Hash() != before || !next.Equal(s):
		t.Fatalf("Apply(%s) failed but did not return the State unchanged with no events", describe(s, a))
	}
}

func checkEvents(t TB, events []invader.Event) {
	t.Helper()
	for _, e := range events {
		data, err := invader.MarshalEvent(e)
		if err != nil {
			t.Fatalf("MarshalEvent(%#v): %v", e, err)
		}
		if back, err := invader.UnmarshalEvent(data); err != nil || back != e {
			t.Fatalf("UnmarshalEvent(%s) = %#v, %v; want %#v", data, back, err, e)
		}
	}
}

// checkXenoMoves checks that no Xeno walked through a wall or a closed
// door (p.26): every move is a step open to Xenos on the board after it
// (doors only open or break during the Xenos' Phase, walls only open).
func checkXenoMoves(t TB, next invader.State, events []invader.Event) {
	t.Helper()
	for _, e := range events {
		if mv, ok := e.(invader.XenosMoved); ok {
			if st, ok := next.Map().CanStep(next.Board(), mv.From, mv.To, zone.Mover{Oxygen: true}); !ok || st.Door != zone.NoDoor {
				t.Fatalf("Xenos moved from zone %d to %d, which is no open step (p.26)", mv.From, mv.To)
			}
		}
	}
}

// ultra reports whether the cards named name in s's game are Ultra weapons.
func ultra(s invader.State, name string) bool {
	for _, c := range s.Cards() {
		if c.Card.Name == name {
			return c.Card.Ultra
		}
	}
	return false
}

// checkXP checks that every Experience Point comes from an eliminated
// Xeno (its profile's XP), a taken Objective (the mission's XP), the
// mission or an Ultra weapon discarded in its Survivor's Turn (seed 004,
// §13), and shows in the Survivor's total (p.17), less the 43 XP that each
// reset of Ultrared mode takes off (p.36).
func checkXP(t TB, s, next invader.State, events []invader.Event) {
	t.Helper()
	want := make([]int, s.NumSurvivors())
	m := s.Mission()
	for _, e := range events {
		switch e := e.(type) {
		case invader.XenosEliminated:
			want[e.Survivor] += e.Count * s.Catalog()[e.Kind].XP
		case invader.ObjectiveTaken:
			want[e.Survivor] += m.XPForObjective()
		case invader.XPAwarded:
			want[e.Survivor] += e.XP
		case invader.UltraredReset:
			want[e.Survivor] -= survivor.Red.Threshold()
		case invader.CardDiscarded:
			if ultra(s, e.Card) && s.Active() == e.Survivor {
				want[e.Survivor] += equipment.UltraXP // seed 004, §13
			}
		}
	}
	for i := range want {
		if got := next.Survivor(i).XP - s.Survivor(i).XP; got != want[i] {
			t.Fatalf("survivor %d gained %d XP; eliminations and Objectives account for %d (p.17)", i, got, want[i])
		}
	}
}

func checkLevels(t TB, s, next invader.State) {
	t.Helper()
	for i := range s.NumSurvivors() {
		if a, b := s.Survivor(i).Level, next.Survivor(i).Level; b < a {
			t.Fatalf("survivor %s went down from %v to %v", s.Survivor(i).Card.Name, a, b)
		}
		if a, b := s.Survivor(i), next.Survivor(i); a.Escaped && (!b.Escaped || a.Zone != b.Zone || a.Armor != b.Armor || a.XP != b.XP || b.Activated && !a.Activated) {
			t.Fatalf("survivor %s escaped, yet it came back, moved, took wounds, gained XP or took a Turn", a.Card.Name)
		}
	}
}
