package main

import (
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/zone"
)

// An actionView is one legal action: its notation, words for a button or a
// menu, and the spots on the page to click in turn to take it (zone:c1,
// door:d0, survivor:Cole, xenos:c2, xeno:c2:Worker, objective:o1, card:card3,
// slot:Cole:hand1). Button puts it among the prompt's buttons; Confirm
// makes a click on its spots open a menu that says what it does (and its
// odds) even when it is the only action there.
type actionView struct {
	Text    string   `json:"text"`
	Kind    string   `json:"kind"`
	Label   string   `json:"label"`
	Spots   []string `json:"spots,omitempty"`
	Button  bool     `json:"button,omitempty"`
	Confirm bool     `json:"confirm,omitempty"`
	Odds    string   `json:"odds,omitempty"`
}

// actions lists s's legal actions for seat, each with its words (in l)
// and spots. The Discards of other seats' Survivors are left out: a
// player discards only their own cards.
func actions(s invader.State, seat int, l *lang.Language) []actionView {
	target := zone.None
	if a, _, ok := s.Fighting(); ok {
		target = a.Target
	}
	out := []actionView{}
	for _, a := range s.Legal() {
		if d, ok := a.(invader.Discard); ok && s.Survivor(d.Survivor).Player != seat {
			continue
		}
		v := actionView{Text: s.FormatAction(a), Kind: strings.TrimPrefix(fmt.Sprintf("%T", a), "invader.")}
		v.Spots = spots(s, a, target)
		v.Label, v.Button, v.Confirm = words(s, a)
		if l != lang.English { // the page's own English words; package lang's in the others
			v.Label = labelIn(s, a, l)
		}
		if at, ok := a.(invader.Attack); ok {
			v.Odds = oddsIn(s, at, l)
		}
		if len(v.Spots) == 0 {
			v.Button = true
		}
		out = append(out, v)
	}
	return out
}

// labelIn says action a in l, with an attack's weapon's numbers.
func labelIn(s invader.State, a invader.Action, l *lang.Language) string {
	label := l.Action(s, a)
	if at, ok := a.(invader.Attack); ok && at.Weapon >= 0 && at.Weapon < invader.NumSlots {
		label += " [" + stats(s.Inventory(at.Survivor)[at.Weapon].Card, l) + "]"
	}
	return label
}

// oddsIn sums up an attack's odds in l: the page's own summary in
// English, package lang's in the others.
func oddsIn(s invader.State, a invader.Attack, l *lang.Language) string {
	if l == lang.English {
		return odds(s, a)
	}
	return l.Odds(s, a)
}

// spots says where on the page an action is taken.
func spots(s invader.State, a invader.Action, target zone.ID) []string {
	m := s.Map()
	at := func(z zone.ID) []string { return []string{"zone:" + m.Zone(z).Name} }
	name := func(i int) string { return s.Survivor(i).Card.Name }
	door := func(d zone.DoorID) []string { return []string{fmt.Sprintf("door:d%d", d)} }
	card := func(id int) string { return fmt.Sprintf("card:card%d", id) }
	switch a := a.(type) {
	case invader.Activate:
		return []string{"survivor:" + name(a.Survivor)}
	case invader.Move:
		return at(a.To)
	case invader.Jump:
		return at(a.To)
	case invader.Bloodlust:
		return at(a.To)
	case invader.Shove:
		return at(a.To)
	case invader.MachineMove:
		return at(a.To)
	case invader.Lifesave:
		return at(a.From)
	case invader.Taunt:
		return at(a.Zone)
	case invader.OpenDoor:
		return door(a.Door)
	case invader.CloseDoor:
		return door(a.Door)
	case invader.ForceDoor:
		return door(a.Door)
	case invader.MachineForceDoor:
		return door(a.Door)
	case invader.MakeNoise:
		return at(s.Survivor(a.Survivor).Zone)
	case invader.Search:
		return at(s.Survivor(a.Survivor).Zone)
	case invader.TakeOxygen:
		return at(s.Survivor(a.Survivor).Zone)
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
		if a.With == a.Survivor {
			return nil // a button: its own name is where a player clicks to activate it
		}
		return []string{"survivor:" + name(a.With)}
	case invader.Keep:
		if a.Slot >= 0 {
			return []string{"slot:" + name(a.Survivor) + ":" + slotNames[a.Slot]}
		}
	case invader.Discard:
		return []string{card(a.Card)}
	case invader.Arrange:
		return []string{card(a.Card), "slot:" + name(a.Owner) + ":" + slotNames[a.Slot]}
	case invader.Attach:
		return []string{card(a.Card), card(a.Host)}
	}
	return nil // EndTurn, ChooseSkill, ChooseStarting, Chance, SplitXenos, Reroll, TakeWound, DoneReorganizing, TurnGate, Keep none
}

// words says an action in words, whether it is also a button of the
// prompt, and whether a click on its spots asks first.
func words(s invader.State, a invader.Action) (label string, button, confirm bool) {
	m := s.Map()
	name := func(i int) string { return s.Survivor(i).Card.Name }
	to := func(verb string, z zone.ID) string { return verb + " " + m.Zone(z).Name }
	switch a := a.(type) {
	case invader.Activate:
		return "Activate " + name(a.Survivor), false, false
	case invader.Move:
		return to("Move to", a.To), false, false
	case invader.Jump:
		return to("Jump to", a.To), false, true
	case invader.Bloodlust:
		return to("Bloodlust to", a.To), false, true
	case invader.Shove:
		return to("Shove the "+xenosWord(s, lang.English)+" into", a.To), false, true
	case invader.MachineMove:
		return to(fmt.Sprintf("Machine m%d to", a.Machine), a.To), false, false
	case invader.Lifesave:
		return to("Lifesave from", a.From), false, true
	case invader.Taunt:
		return to("Taunt the "+xenosWord(s, lang.English)+" of", a.Zone), false, true
	case invader.MakeNoise:
		return "Make Noise (1 Action)", true, true
	case invader.Search:
		return "Search (1 Action)", true, true
	case invader.TakeOxygen:
		return "Take Oxygen (1 Action)", true, true
	case invader.Reorganize:
		if a.With == a.Survivor {
			return "Reorganize " + name(a.Survivor) + "'s cards (1 Action)", true, true
		}
		return "Trade with " + name(a.With) + " (1 Action)", false, true
	case invader.EndTurn:
		return "End " + name(a.Survivor) + "'s Turn", true, false
	case invader.Discard:
		return "Discard the " + cardName(s, a.Card) + " (" + name(a.Survivor) + ")", false, true
	case invader.Keep:
		return keepWords(s, a), true, false
	case invader.Arrange:
		return "Put the " + cardName(s, a.Card) + " in " + name(a.Owner) + "'s " + slotNames[a.Slot], false, false
	case invader.Attach:
		return "Attach the " + cardName(s, a.Card) + " to the " + cardName(s, a.Host), false, false
	case invader.DoneReorganizing:
		return "Done reorganizing", true, false
	case invader.Attack, invader.MachineAttack:
		return attackWords(s, a), false, true
	case invader.Chance:
		return chanceWords(s, a), true, false
	}
	return moreWords(s, a)
}

// moreWords says the rarer actions in words.
func moreWords(s invader.State, a invader.Action) (string, bool, bool) {
	m := s.Map()
	name := func(i int) string { return s.Survivor(i).Card.Name }
	switch a := a.(type) {
	case invader.OpenDoor:
		return fmt.Sprintf("Open door d%d", a.Door), false, false
	case invader.CloseDoor:
		return fmt.Sprintf("Close door d%d", a.Door), false, false
	case invader.ForceDoor:
		return fmt.Sprintf("Force door d%d with the %s", a.Door, s.Inventory(a.Survivor)[a.Weapon].Card.Name), false, true
	case invader.MachineForceDoor:
		return fmt.Sprintf("Machine m%d forces door d%d", a.Machine, a.Door), false, true
	case invader.TakeObjective:
		return fmt.Sprintf("Take Objective o%d", a.Objective), false, false
	case invader.AssignHit:
		return "Hit a " + s.Catalog()[a.Kind].Name, false, false
	case invader.AssignWound:
		return name(a.Survivor) + " takes the wound", false, false
	case invader.Heal:
		return "Heal " + name(a.Target), false, true
	case invader.Lead:
		return "Give " + name(a.Target) + " an Action (Born leader)", false, true
	case invader.TakeWound:
		return name(a.Survivor) + " takes the wound", true, false
	case invader.ChooseStarting:
		return "Add the " + cardName(s, a.Card) + " to the Starting Equipment", true, false
	case invader.TurnGate:
		return "Turn the revolving gate of " + m.Zone(m.Gate(a.Gate).Zone).Name + " (1 Action)", true, true
	}
	return s.FormatAction(a), true, false // ChooseSkill, Reroll, SplitXenos: their notation says them
}

// keepWords says where a Keep puts the card drawn.
func keepWords(s invader.State, a invader.Keep) string {
	if a.Slot < 0 {
		return "Discard it"
	}
	label := "Put it in " + slotNames[a.Slot]
	if old := s.Inventory(a.Survivor)[a.Slot]; old.ID >= 0 {
		label += " (the " + old.Card.Name + " makes room)"
	}
	return label
}

// attackWords says an attack: the weapon with its numbers, and what a
// Concentrated Attack changes.
func attackWords(s invader.State, a invader.Action) string {
	m := s.Map()
	switch a := a.(type) {
	case invader.Attack:
		w := s.Inventory(a.Survivor)[a.Weapon].Card
		label := fmt.Sprintf("Attack %s with the %s", m.Zone(a.Target).Name, w.Name)
		if a.Dual {
			label += "s (Dual)"
		}
		label += " [" + stats(w, lang.English) + "]"
		if a.Concentrated {
			label += " concentrated: every success adds its Damage into one hit on one " + xenoWord(s) + ", for the tough ones"
		}
		return label
	case invader.MachineAttack:
		label := fmt.Sprintf("Machine m%d attacks %s", a.Machine, m.Zone(a.Target).Name)
		if a.Ranged {
			label += " (Ranged)"
		}
		if a.Concentrated {
			label += " concentrated: every success adds its Damage into one hit on one " + xenoWord(s)
		}
		return label
	}
	return s.FormatAction(a)
}

// xenoWord is one of the game's enemies: "Xeno" or "Zombie".
func xenoWord(s invader.State) string { return strings.TrimSuffix(xenosWord(s, lang.English), "s") }

// chanceWords is a chance outcome with its probability.
func chanceWords(s invader.State, a invader.Chance) string {
	for _, o := range s.ChanceOutcomes() {
		if o.Action == a {
			return fmt.Sprintf("%s (%.1f%%)", o.Label, 100*o.Probability())
		}
	}
	return s.FormatAction(a)
}

// odds summarizes an attack's exact odds: at least one eliminated, the
// zone cleared, the number eliminated on average, and each kind there
// (where a Concentrated Attack differs).
func odds(s invader.State, a invader.Attack) string {
	outs, err := s.AttackOdds(a)
	if err != nil {
		return ""
	}
	there := s.Xenos(a.Target)
	var some, clear, mean float64
	kinds := make([]float64, len(there))
	for _, o := range outs {
		p, n := o.Probability(), o.Result.Eliminated.Total()
		mean += p * float64(n)
		if n > 0 {
			some += p
		}
		if n >= there.Total() {
			clear += p
		}
		for k, e := range o.Result.Eliminated {
			if e > 0 {
				kinds[k] += p
			}
		}
	}
	text := fmt.Sprintf("one or more eliminated %.0f%%, %s cleared %.0f%%, %.1f on average",
		100*some, s.Map().Zone(a.Target).Name, 100*clear, mean)
	var each []string
	for k, n := range there {
		if n > 0 && k < len(s.Catalog()) {
			each = append(each, fmt.Sprintf("a %s %.0f%%", s.Catalog()[k].Name, 100*kinds[k]))
		}
	}
	if len(each) > 1 || (len(each) == 1 && there.Total() > 1) {
		text += "; " + strings.Join(each, ", ")
	}
	return text
}
