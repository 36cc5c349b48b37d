package main

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/zone"
)

// A gameView is what the page is sent of a game: only what the players
// see, drawn and written from the State's View.
type gameView struct {
	ID        string         `json:"id"`
	Title     string         `json:"title"`
	SVG       string         `json:"svg"`
	Status    string         `json:"status"`
	Outcome   string         `json:"outcome"`
	Over      bool           `json:"over"`
	Decision  string         `json:"decision"`
	Prompt    string         `json:"prompt"`
	Chance    string         `json:"chance,omitempty"` // DescribeChance
	Actions   []actionView   `json:"actions"`
	Survivors []survivorView `json:"survivors"`
	Drawn     *cardView      `json:"drawn,omitempty"`
	Log       []logEntry     `json:"log"`
	Step      int            `json:"step"`  // the step shown
	Steps     int            `json:"steps"` // the history's length
	Live      bool           `json:"live"`  // the step played from, not a replay
	CanUndo   bool           `json:"canUndo"`
	CanRedo   bool           `json:"canRedo"`
}

// An actionView is one legal action: its notation, and the spots on the
// page to click in turn to take it (zone:c1, door:d0, survivor:Cole,
// xenos:c2, xeno:c2:Worker, objective:o1, card:c3, slot:Cole:hand1,
// drawn); none means the prompt asks it with a button.
type actionView struct {
	Text  string   `json:"text"`
	Type  string   `json:"type"`
	Spots []string `json:"spots,omitempty"`
	Label string   `json:"label,omitempty"` // words for a button: a die's face and its odds
	Odds  string   `json:"odds,omitempty"`  // an attack's odds
}

type survivorView struct {
	Name      string     `json:"name"`
	Player    int        `json:"player"`
	Seat      string     `json:"seat"`
	Zone      string     `json:"zone"`
	XP        int        `json:"xp"`
	Level     string     `json:"level"`
	Armor     int        `json:"armor"`
	Skills    []string   `json:"skills"`
	Activated bool       `json:"activated"`
	Out       string     `json:"out,omitempty"` // dead or escaped
	Slots     []cardView `json:"slots"`
}

type cardView struct {
	Slot     string `json:"slot"`
	Card     string `json:"card,omitempty"` // "" for an empty slot
	ID       string `json:"id,omitempty"`   // c3
	Attached string `json:"attached,omitempty"`
}

type logEntry struct {
	Step   int      `json:"step"`
	Action string   `json:"action,omitempty"`
	By     string   `json:"by,omitempty"`
	Lines  []string `json:"lines"`
}

var slotNames = [invader.NumSlots]string{"hand1", "hand2", "body1", "body2", "pack1", "pack2", "pack3", "pack4", "pack5"}

// view writes step i of g's history for the page; live says it is the
// step played from, whose legal actions are offered.
func (g *game) view(id string, i int) (gameView, error) {
	st := g.history[i]
	s := st.state.View()
	var svg bytes.Buffer
	if err := draw.SVG(&svg, s, draw.Interactive()); err != nil {
		return gameView{}, err
	}
	ms := s.Mission()
	v := gameView{
		ID: id, Title: strings.TrimSpace(ms.ID + " " + ms.Title),
		SVG:     strings.TrimPrefix(svg.String(), `<?xml version="1.0" encoding="UTF-8"?>`+"\n"),
		Outcome: s.Outcome().String(), Over: s.IsOver(), Decision: s.Pending().Decision.String(),
		Step: i, Steps: len(g.history), Live: i == g.cursor,
		Survivors: g.survivors(s), Log: g.log(i), Actions: []actionView{},
	}
	v.Status = status(s)
	if v.Live {
		v.CanUndo, v.CanRedo = g.cursor > 0, g.cursor < len(g.history)-1
		if g.botFor(s) == nil && !g.rolls(s) {
			target := zone.None
			if s.Pending().Decision == invader.TargetDecision {
				target = g.attackZone(i)
			}
			v.Actions = actions(s, target)
			v.Prompt = prompt(s)
			v.Chance = s.DescribeChance()
		}
	}
	if card, who, ok := s.Drawn(); ok {
		v.Drawn = &cardView{Slot: s.Survivor(who).Card.Name, Card: card.Card.Name, ID: fmt.Sprintf("c%d", card.ID)}
	}
	return v, nil
}

// status is the line above the board: round, phase and who decides.
func status(s invader.State) string {
	phase := map[invader.Phase]string{
		invader.PlayersPhase: "Players' Phase", invader.XenosPhase: "Xenos' Phase",
		invader.EndPhase: "End Phase", invader.Setup: "Setup",
	}[s.Phase()]
	line := fmt.Sprintf("Round %d · %s", s.Round(), phase)
	if s.IsOver() {
		return line + " · " + s.Outcome().String()
	}
	return line
}

// prompt says who must decide what.
func prompt(s invader.State) string {
	p := s.Pending()
	who := ""
	switch {
	case p.Survivor >= 0:
		who = s.Survivor(p.Survivor).Card.Name
	case p.Player >= 0:
		who = fmt.Sprintf("Player %d", p.Player+1)
	}
	what := map[invader.Decision]string{
		invader.ActivationDecision: "choose a Survivor to activate (click one)",
		invader.ActionDecision:     "take an Action: click a zone, a door, Xenos or a card",
		invader.SkillDecision:      "choose a Skill",
		invader.ChanceDecision:     "enter the outcome",
		invader.WoundDecision:      "choose who takes the wound (click a Survivor)",
		invader.SplitDecision:      "choose where the odd Xenos go",
		invader.KeepDecision:       "place the card drawn (click a slot)",
		invader.ReorganizeDecision: "reorganize: click a card, then a slot",
		invader.RerollDecision:     "re-roll the dice?",
		invader.SoakDecision:       "discard cards against the wound, or take it",
		invader.TargetDecision:     "choose the Xeno the hit eliminates (click it)",
	}[p.Decision]
	if what == "" {
		return s.Outcome().String()
	}
	return strings.TrimSpace(who + ": " + what)
}

func (g *game) survivors(s invader.State) []survivorView {
	out := make([]survivorView, s.Survivors())
	m := s.Map()
	for i := range out {
		sv := s.Survivor(i)
		v := survivorView{
			Name: sv.Card.Name, Player: sv.Player + 1, Seat: g.seats[i].name, Zone: m.Zone(sv.Zone).Name,
			XP: sv.XP, Level: sv.Level.String(), Armor: sv.Armor, Activated: sv.Activated, Skills: []string{},
		}
		for _, sk := range sv.Skills {
			v.Skills = append(v.Skills, sk.String())
		}
		switch {
		case sv.Dead:
			v.Out = "eliminated"
		case sv.Escaped:
			v.Out = "escaped"
		}
		inv := s.Inventory(i)
		for slot, it := range inv {
			c := cardView{Slot: slotNames[slot]}
			if it.ID >= 0 {
				c.Card, c.ID = it.Card.Name, fmt.Sprintf("c%d", it.ID)
				if it.Attached >= 0 {
					c.Attached = cardName(s, it.Attached)
				}
			}
			v.Slots = append(v.Slots, c)
		}
		out[i] = v
	}
	return out
}

func cardName(s invader.State, id int) string {
	for _, c := range s.Cards() {
		if c.ID == id {
			return c.Card.Name
		}
	}
	return fmt.Sprintf("c%d", id)
}

// log returns the history's events up to step i.
func (g *game) log(i int) []logEntry {
	out := make([]logEntry, 0, i+1)
	for j, st := range g.history[:i+1] {
		out = append(out, logEntry{Step: j, Action: st.action, By: st.by, Lines: st.lines})
	}
	return out
}

// attackZone returns the target zone of the last attack up to step i, for
// the hits of its dice to be placed on its Xenos.
func (g *game) attackZone(i int) zone.ID {
	for j := i; j > 0; j-- {
		prev := g.history[j-1].state
		a, err := prev.ParseAction(g.history[j].action)
		if err != nil {
			continue
		}
		switch a := a.(type) {
		case invader.Attack:
			return a.Target
		case invader.MachineAttack:
			return a.Target
		}
	}
	return zone.None
}

// actions lists s's legal actions with their spots.
func actions(s invader.State, target zone.ID) []actionView {
	legal := s.Legal()
	out := make([]actionView, len(legal))
	for i, a := range legal {
		v := actionView{Text: s.FormatAction(a), Type: fmt.Sprintf("%T", a)[len("invader."):], Spots: spots(s, a, target)}
		switch a := a.(type) {
		case invader.Attack:
			v.Odds = odds(s, a)
		case invader.Chance:
			for _, o := range s.ChanceOutcomes() {
				if o.Action == a {
					v.Label = fmt.Sprintf("%s (%.1f%%)", o.Label, 100*o.Probability())
				}
			}
		}
		out[i] = v
	}
	return out
}

// spots says where on the page an action is taken.
func spots(s invader.State, a invader.Action, target zone.ID) []string {
	m := s.Map()
	zoneSpot := func(z zone.ID) []string { return []string{"zone:" + m.Zone(z).Name} }
	name := func(i int) string { return s.Survivor(i).Card.Name }
	card := func(id int) string { return fmt.Sprintf("card:c%d", id) }
	switch a := a.(type) {
	case invader.Activate:
		return []string{"survivor:" + name(a.Survivor)}
	case invader.Move:
		return zoneSpot(a.To)
	case invader.Jump:
		return zoneSpot(a.To)
	case invader.Bloodlust:
		return zoneSpot(a.To)
	case invader.Shove:
		return zoneSpot(a.To)
	case invader.MachineMove:
		return zoneSpot(a.To)
	case invader.Lifesave:
		return zoneSpot(a.From)
	case invader.Taunt:
		return zoneSpot(a.Zone)
	case invader.OpenDoor:
		return []string{fmt.Sprintf("door:d%d", a.Door)}
	case invader.CloseDoor:
		return []string{fmt.Sprintf("door:d%d", a.Door)}
	case invader.ForceDoor:
		return []string{fmt.Sprintf("door:d%d", a.Door)}
	case invader.MachineForceDoor:
		return []string{fmt.Sprintf("door:d%d", a.Door)}
	case invader.MakeNoise:
		return zoneSpot(s.Survivor(a.Survivor).Zone)
	case invader.Search:
		return zoneSpot(s.Survivor(a.Survivor).Zone)
	case invader.TakeOxygen:
		return zoneSpot(s.Survivor(a.Survivor).Zone)
	case invader.TakeObjective:
		return []string{fmt.Sprintf("objective:o%d", a.Objective)}
	case invader.Attack:
		return []string{"xenos:" + m.Zone(a.Target).Name}
	case invader.MachineAttack:
		return []string{"xenos:" + m.Zone(a.Target).Name}
	case invader.AssignHit:
		if target == zone.None || int(a.Kind) >= len(s.Catalog()) {
			return nil
		}
		return []string{"xeno:" + m.Zone(target).Name + ":" + s.Catalog()[a.Kind].Name}
	case invader.AssignWound:
		return []string{"survivor:" + name(a.Survivor)}
	case invader.Heal:
		return []string{"survivor:" + name(a.Target)}
	case invader.Lead:
		return []string{"survivor:" + name(a.Target)}
	case invader.Reorganize:
		return []string{"survivor:" + name(a.With)}
	case invader.Keep:
		if a.Slot >= 0 {
			return []string{"slot:" + name(a.Survivor) + ":" + slotNames[a.Slot]}
		}
		return []string{"drawn"}
	case invader.Discard:
		return []string{card(a.Card)}
	case invader.Arrange:
		return []string{card(a.Card), "slot:" + name(a.Owner) + ":" + slotNames[a.Slot]}
	case invader.Attach:
		return []string{card(a.Card), card(a.Host)}
	}
	return nil // EndTurn, ChooseSkill, Chance, SplitXenos, Reroll, TakeWound, DoneReorganizing
}

// odds summarizes an attack's exact odds: at least one Xeno eliminated,
// the zone cleared, and the Xenos eliminated on average.
func odds(s invader.State, a invader.Attack) string {
	outs, err := s.AttackOdds(a)
	if err != nil {
		return ""
	}
	there := s.Xenos(a.Target).Total()
	var some, clear, mean float64
	for _, o := range outs {
		p, n := o.Probability(), o.Result.Eliminated.Total()
		mean += p * float64(n)
		if n > 0 {
			some += p
		}
		if n >= there {
			clear += p
		}
	}
	return fmt.Sprintf("eliminates one or more %.0f%%, clears %s %.0f%%, %.1f on average", 100*some, s.Map().Zone(a.Target).Name, 100*clear, mean)
}
