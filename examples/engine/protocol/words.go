package protocol

import (
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

// slotNames are the inventory slots as the notation names them.
var slotNames = [invader.NumSlots]string{"hand1", "hand2", "body1", "body2", "pack1", "pack2", "pack3", "pack4", "pack5"}

// A speaker says the actions of one State in words. It looks the cards
// up once, for the many Discards a list holds.
type speaker struct {
	s     invader.State
	cards []invader.CardPlace
}

func newSpeaker(s invader.State) *speaker { return &speaker{s: s} }

// name is Survivor i's name.
func (w *speaker) name(i int) string {
	if i < 0 || i >= w.s.NumSurvivors() {
		return fmt.Sprintf("Survivor #%d", i)
	}
	return w.s.Survivor(i).Card.Name
}

// card is the name of card id.
func (w *speaker) card(id int) string {
	if w.cards == nil {
		w.cards = w.s.Cards()
	}
	if id < 0 || id >= len(w.cards) {
		return fmt.Sprintf("card%d", id)
	}
	return w.cards[id].Card.Name
}

// weapon is the name of the card in Survivor i's slot.
func (w *speaker) weapon(i, slot int) string {
	if i < 0 || i >= w.s.NumSurvivors() || slot < 0 || slot >= invader.NumSlots {
		return "weapon"
	}
	return w.s.Inventory(i)[slot].Card.Name
}

// zone is a zone's name.
func (w *speaker) zone(z int) string {
	m := w.s.Map()
	if m == nil || z < 0 || z >= m.Len() {
		return fmt.Sprintf("zone %d", z)
	}
	return m.Zone(zone.ID(z)).Name
}

// enemies is what the game's rules call the enemies.
func (w *speaker) enemies() string {
	if w.s.Ruleset() == mission.SecondEdition {
		return "Zombies"
	}
	return "Xenos"
}

// words says action a in words, as a sentence with its Survivor:
// "Cole moves to c1". ok is false for a kind it does not know.
func (w *speaker) words(a invader.Action) (string, bool) {
	switch a := a.(type) {
	case invader.Activate:
		return "Activate " + w.name(a.Survivor), true
	case invader.Move:
		return w.name(a.Survivor) + " moves to " + w.zone(int(a.To)), true
	case invader.Jump:
		return w.name(a.Survivor) + " jumps to " + w.zone(int(a.To)), true
	case invader.Bloodlust:
		return w.name(a.Survivor) + " moves to " + w.zone(int(a.To)) + " by Bloodlust", true
	case invader.Shove:
		return w.name(a.Survivor) + " shoves the " + w.enemies() + " of their Zone into " + w.zone(int(a.To)), true
	case invader.Lifesave:
		return w.name(a.Survivor) + " pulls the Survivors of " + w.zone(int(a.From)) + " to safety (Lifesaver)", true
	case invader.Taunt:
		return w.name(a.Survivor) + " taunts the " + w.enemies() + " of " + w.zone(int(a.Zone)), true
	case invader.MakeNoise:
		return w.name(a.Survivor) + " makes Noise", true
	case invader.Search:
		return w.name(a.Survivor) + " searches", true
	case invader.TakeOxygen:
		return w.name(a.Survivor) + " takes Oxygen", true
	case invader.EndTurn:
		return w.name(a.Survivor) + " ends their Turn", true
	case invader.OpenDoor:
		return fmt.Sprintf("%s opens door d%d", w.name(a.Survivor), a.Door), true
	case invader.CloseDoor:
		return fmt.Sprintf("%s closes door d%d", w.name(a.Survivor), a.Door), true
	case invader.TakeObjective:
		return fmt.Sprintf("%s takes Objective o%d", w.name(a.Survivor), a.Objective), true
	}
	return w.cardWords(a)
}

// cardWords says the actions about cards and inventories.
func (w *speaker) cardWords(a invader.Action) (string, bool) {
	switch a := a.(type) {
	case invader.Reorganize:
		if a.With == a.Survivor {
			return w.name(a.Survivor) + " reorganizes their cards", true
		}
		return w.name(a.Survivor) + " trades with " + w.name(a.With), true
	case invader.Discard:
		return w.name(a.Survivor) + " discards the " + w.card(a.Card), true
	case invader.Keep:
		return w.keep(a), true
	case invader.Arrange:
		slot := "slot"
		if a.Slot >= 0 && a.Slot < invader.NumSlots {
			slot = slotNames[a.Slot]
		}
		return "Put the " + w.card(a.Card) + " in " + w.name(a.Owner) + "'s " + slot, true
	case invader.Attach:
		return "Attach the " + w.card(a.Card) + " to the " + w.card(a.Host), true
	case invader.DoneReorganizing:
		return w.name(a.Survivor) + " is done reorganizing", true
	}
	return w.fightWords(a)
}

// keep says where a Keep puts the card drawn.
func (w *speaker) keep(a invader.Keep) string {
	drawn := "card drawn"
	if c, _, ok := w.s.Drawn(); ok {
		drawn = c.Card.Name
	}
	switch {
	case a.Slot == invader.Redraw:
		return w.name(a.Survivor) + " sends the " + drawn + " back and draws again"
	case a.Slot < 0 || a.Slot >= invader.NumSlots:
		return w.name(a.Survivor) + " discards the " + drawn
	}
	text := w.name(a.Survivor) + " keeps the " + drawn + " in " + slotNames[a.Slot]
	if a.Survivor >= 0 && a.Survivor < w.s.NumSurvivors() {
		if old := w.s.Inventory(a.Survivor)[a.Slot]; old.ID >= 0 {
			text += " (the " + old.Card.Name + " makes room)"
		}
	}
	return text
}

// fightWords says the attacks and the decisions of a fight.
func (w *speaker) fightWords(a invader.Action) (string, bool) {
	switch a := a.(type) {
	case invader.Attack:
		text := w.name(a.Survivor) + " attacks " + w.zone(int(a.Target)) + " with the " + w.weapon(a.Survivor, a.Weapon)
		if a.Dual {
			text += "s (Dual)"
		}
		if a.Concentrated {
			text += ", concentrated"
		}
		return text, true
	case invader.MachineAttack:
		text := fmt.Sprintf("%s's Machine m%d attacks %s", w.name(a.Survivor), a.Machine, w.zone(int(a.Target)))
		if a.Ranged {
			text += " at Range"
		}
		if a.Concentrated {
			text += ", concentrated"
		}
		return text, true
	case invader.ForceDoor:
		return fmt.Sprintf("%s forces door d%d with the %s", w.name(a.Survivor), a.Door, w.weapon(a.Survivor, a.Weapon)), true
	case invader.AssignHit:
		return w.name(a.Survivor) + "'s hit eliminates a " + w.kind(int(a.Kind)), true
	case invader.Reroll:
		if a.Yes {
			return w.name(a.Survivor) + " re-rolls the dice", true
		}
		return w.name(a.Survivor) + " keeps the dice rolled", true
	case invader.AssignWound:
		return w.name(a.Survivor) + " takes the wound", true
	case invader.TakeWound:
		return w.name(a.Survivor) + " takes the wound, discarding nothing more", true
	}
	return w.otherWords(a)
}

// kind is the name of a Xeno kind.
func (w *speaker) kind(k int) string {
	c := w.s.Catalog()
	if k < 0 || k >= len(c) {
		return fmt.Sprintf("k%d", k)
	}
	return c[k].Name
}

// otherWords says the Skills' actions, the Machines' moves, gates, splits
// and chance outcomes.
func (w *speaker) otherWords(a invader.Action) (string, bool) {
	switch a := a.(type) {
	case invader.Heal:
		return w.name(a.Survivor) + " heals " + w.name(a.Target), true
	case invader.Lead:
		return w.name(a.Survivor) + " gives " + w.name(a.Target) + " an Action (Born leader)", true
	case invader.ChooseSkill:
		return w.name(a.Survivor) + " gains the Skill " + a.Skill.String(), true
	case invader.ChooseStarting:
		return "for " + w.name(a.Survivor) + ", the " + w.card(a.Card) + " joins the Starting Equipment", true
	case invader.MachineMove:
		return fmt.Sprintf("%s drives Machine m%d to %s", w.name(a.Survivor), a.Machine, w.zone(int(a.To))), true
	case invader.MachineForceDoor:
		return fmt.Sprintf("%s's Machine m%d forces door d%d", w.name(a.Survivor), a.Machine, a.Door), true
	case invader.TurnGate:
		return fmt.Sprintf("%s turns revolving gate g%d", w.name(a.Survivor), a.Gate), true
	case invader.SplitXenos:
		return w.split(a), true
	case invader.Chance:
		return w.chance(a), true
	}
	return w.s.FormatAction(a), false
}

// split says where the odd Xenos of a split go.
func (w *speaker) split(a invader.SplitXenos) string {
	g, ok := w.s.SplitWays()
	if !ok || len(g.Ways) == 0 {
		return "Split the " + w.enemies() + ": " + w.s.FormatAction(a)
	}
	var to []string
	for i, way := range g.Ways {
		if i < 64 && a.Extra&(1<<i) != 0 {
			to = append(to, w.zone(int(way.To)))
		}
	}
	if len(to) == 0 {
		return "The odd " + w.enemies() + " of " + w.zone(int(g.Zone)) + " go nowhere extra"
	}
	return "One more of the " + w.enemies() + " of " + w.zone(int(g.Zone)) + " goes to " + strings.Join(to, ", ")
}

// chance says a chance outcome with its probability.
func (w *speaker) chance(a invader.Chance) string {
	for _, o := range w.s.ChanceOutcomes() {
		if o.Action == a {
			return fmt.Sprintf("%s (%d in %d)", o.Label, o.Weight, o.Total)
		}
	}
	return "the outcome " + a.Outcome
}
