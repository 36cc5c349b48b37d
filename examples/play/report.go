package main

import (
	"fmt"
	"io"

	"github.com/invaderengine/invader"
)

// report prints events as sentences.
func report(w io.Writer, s invader.State, events []invader.Event) {
	for _, e := range events {
		if line := sentence(s, e); line != "" {
			fmt.Fprintln(w, "  "+line)
		}
	}
}

func sentence(s invader.State, e invader.Event) string {
	name := func(i int) string { return s.Survivor(i).Card.Name }
	m := s.Map()
	switch e := e.(type) {
	case invader.RoundStarted:
		return fmt.Sprintf("--- Round %d ---", e.Round)
	case invader.PhaseStarted:
		return fmt.Sprintf("%v phase", e.Phase)
	case invader.CardDealt:
		return fmt.Sprintf("%s is dealt a %s", name(e.Survivor), e.Card)
	case invader.SurvivorActivated:
		return fmt.Sprintf("%s takes a turn with %d actions", name(e.Survivor), e.Actions)
	case invader.SurvivorMoved:
		return fmt.Sprintf("%s moves %s -> %s", name(e.Survivor), m.Zone(e.From).Name, m.Zone(e.To).Name)
	case invader.DoorOpened:
		return fmt.Sprintf("%s opens door d%d", name(e.Survivor), e.Door)
	case invader.DoorClosed:
		return fmt.Sprintf("%s closes door d%d", name(e.Survivor), e.Door)
	case invader.NoiseMade:
		return fmt.Sprintf("%s makes noise in %s", name(e.Survivor), m.Zone(e.Zone).Name)
	case invader.ObjectiveTaken:
		return fmt.Sprintf("%s takes objective o%d", name(e.Survivor), e.Objective)
	case invader.XPGained:
		return fmt.Sprintf("%s gains %d XP (%d)", name(e.Survivor), e.XP, e.Total)
	case invader.DangerRaised:
		return fmt.Sprintf("%s reaches the %v danger level", name(e.Survivor), e.Level)
	case invader.SkillGained:
		return fmt.Sprintf("%s gains the skill %v", name(e.Survivor), e.Skill)
	case invader.XenoCardDrawn:
		ms := s.Mission()
		return "Xeno card: " + ms.XenoDeck()[e.Card].Card.Name(s.Catalog())
	case invader.NoiseRemoved:
		return fmt.Sprintf("%d noise removed from %s", e.Count, m.Zone(e.Zone).Name)
	case invader.FirstPlayerPassed:
		return fmt.Sprintf("player %d is now first player", e.Player+1)
	case invader.GoalDone:
		return fmt.Sprintf("*** goal %d done: %v", e.Goal+1, s.Mission().Goals[e.Goal])
	case invader.CardDrawn:
		return fmt.Sprintf("%s gets a %s", name(e.Survivor), e.Card)
	case invader.CardKept:
		return fmt.Sprintf("%s keeps the %s", name(e.Survivor), e.Card)
	case invader.AttackResolved:
		return fmt.Sprintf("%s attacks %s: %d hits, %d misses", name(e.Survivor), m.Zone(e.Zone).Name, e.Successes, e.Misses)
	case invader.XenosEliminated:
		return fmt.Sprintf("%s eliminates %d %s", name(e.Survivor), e.Count, s.Catalog()[e.Kind].Name)
	case invader.XenosSpawned:
		return fmt.Sprintf("%d %s appear in %s", e.Count, s.Catalog()[e.Kind].Name, m.Zone(e.Zone).Name)
	case invader.XenosMoved:
		return fmt.Sprintf("%d %s move %s -> %s", e.Count, s.Catalog()[e.Kind].Name, m.Zone(e.From).Name, m.Zone(e.To).Name)
	case invader.SurvivorWounded:
		return fmt.Sprintf("a %s wounds %s (%d armor left)", s.Catalog()[e.Kind].Name, name(e.Survivor), e.Armor)
	case invader.SurvivorEliminated:
		return fmt.Sprintf("%s is eliminated", name(e.Survivor))
	case invader.SurvivorEscaped:
		return fmt.Sprintf("%s escapes through %s", name(e.Survivor), m.Zone(e.Zone).Name)
	case invader.DoorDestroyed:
		return fmt.Sprintf("xenos break door d%d", e.Door)
	case invader.MoldPlaced:
		return fmt.Sprintf("%v mold in %s", e.Mold, m.Zone(e.Zone).Name)
	case invader.GameWon:
		return "*** the mission is won"
	case invader.GameLost:
		return fmt.Sprintf("*** the mission is lost: %v", e.Reason)
	}
	return ""
}
