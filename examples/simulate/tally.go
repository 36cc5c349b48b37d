package main

import (
	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/zone"
)

// A tally follows a game's events for its report: the Armor each
// Survivor loses and the Xenos it eliminates, what hurt each Survivor
// last, who is eliminated where, and the Objectives Mold takes.
//
// What ended a lost game is decided from the events, since the engine's
// Outcome names the rule only (invader.Loss):
//   - a Survivor eliminated: by what dealt the blow that took its last
//     Armor point, the event just before its SurvivorEliminated: a Xeno
//     attack (SurvivorWounded, by the Xeno's kind), a miss of another
//     Survivor's attack (FriendlyFire) or a Hellfire (SurvivorBurned);
//     when several fall in the same step, the first one eliminated;
//   - the Objectives out of reach: by the colour of the last Objective
//     token Mold took (ObjectiveRemoved) before the loss;
//   - two Spawn Zones linked by Active Mold: no more to say.
type tally struct {
	kinds     []string // the Xeno kinds' names
	colours   []string // each Objective token's colour
	armor     []int    // each Survivor's Armor now
	hurtBy    []string // what took each Survivor's last Armor point
	fates     []fate
	firstFall int
	firstBy   string
	falls     []zone.ID
	moldTook  string
}

func newTally(s invader.State) *tally {
	t := &tally{firstFall: -1}
	for _, k := range s.Catalog() {
		t.kinds = append(t.kinds, k.Name)
	}
	for _, o := range s.Map().Objectives() {
		t.colours = append(t.colours, o.Color.String())
	}
	for i := range s.NumSurvivors() {
		t.armor = append(t.armor, s.Survivor(i).Armor)
	}
	t.hurtBy = make([]string, len(t.armor))
	t.fates = make([]fate, len(t.armor))
	return t
}

// add counts the events of one step; s is the State after them.
func (t *tally) add(s invader.State, events []invader.Event) {
	for _, e := range events {
		switch e := e.(type) {
		case invader.SurvivorWounded:
			t.hurt(e.Survivor, e.Armor, "by a "+t.kind(int(e.Kind)))
		case invader.FriendlyFire:
			t.hurt(e.Survivor, e.Armor, "by friendly fire")
		case invader.SurvivorBurned:
			t.hurt(e.Survivor, 0, "in a Hellfire")
		case invader.SurvivorHealed:
			if t.ok(e.Survivor) {
				t.armor[e.Survivor] = e.Armor
			}
		case invader.SurvivorEliminated:
			t.eliminated(s, e.Survivor)
		case invader.XenosEliminated:
			if t.ok(e.Survivor) {
				t.fates[e.Survivor].kills += e.Count
			}
		case invader.ObjectiveRemoved:
			if e.Objective >= 0 && e.Objective < len(t.colours) {
				t.moldTook = t.colours[e.Objective]
			}
		}
	}
}

func (t *tally) ok(i int) bool { return i >= 0 && i < len(t.armor) }

func (t *tally) kind(k int) string {
	if k < len(t.kinds) {
		return t.kinds[k]
	}
	return "Xeno"
}

// hurt counts the Armor Survivor i lost, down to armor, and why.
func (t *tally) hurt(i, armor int, why string) {
	if !t.ok(i) {
		return
	}
	t.fates[i].wounds += max(0, t.armor[i]-armor)
	t.armor[i] = armor
	t.hurtBy[i] = why
}

func (t *tally) eliminated(s invader.State, i int) {
	if !t.ok(i) {
		return
	}
	t.falls = append(t.falls, s.Survivor(i).Zone)
	if t.firstFall < 0 {
		t.firstFall, t.firstBy = i, t.hurtBy[i]
	}
}

// game returns the game's record from its last State s.
func (t *tally) game(s invader.State) game {
	g := game{result: result{outcome: s.Outcome(), rounds: s.Round()}, firstFall: t.firstFall, falls: t.falls}
	for i := range t.fates {
		sv := s.Survivor(i)
		f := t.fates[i]
		f.xp, f.level, f.dead = sv.XP, sv.Level, sv.Dead
		g.survivors = append(g.survivors, f)
	}
	if o := g.outcome; o.Result == invader.Lost {
		g.cause = t.cause(o.Loss)
	}
	return g
}

// cause says what ended a game lost by rule l.
func (t *tally) cause(l invader.Loss) string {
	switch l {
	case invader.Elimination:
		if t.firstBy == "" {
			return "by an unknown blow"
		}
		return t.firstBy
	case invader.GoalsUnreachable:
		if t.moldTook == "" {
			return "no Objective taken"
		}
		return "Mold took a " + t.moldTook + " Objective"
	}
	return ""
}
