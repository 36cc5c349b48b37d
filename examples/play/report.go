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
	case invader.NoiseRemoved:
		return fmt.Sprintf("%d noise removed from %s", e.Count, m.Zone(e.Zone).Name)
	case invader.FirstPlayerPassed:
		return fmt.Sprintf("player %d is now first player", e.Player+1)
	case invader.GoalDone:
		return fmt.Sprintf("*** goal %d done: %v", e.Goal+1, s.Mission().Goals[e.Goal].Kind)
	case invader.GameWon:
		return "*** the mission is won"
	case invader.GameLost:
		return fmt.Sprintf("*** the mission is lost: %v", e.Reason)
	}
	return ""
}
