package main

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/invaderengine/invader"
)

// legalHeader opens the numbered list of legal actions, and
// discardsHeader its part of the free Discards.
const (
	legalHeader    = "Legal actions:"
	discardsHeader = "Free discards, at any decision:"
)

// show prints the board at s, what is pending, and the legal actions.
func (g *session) show(s invader.State) {
	g.out.print(g.paint.board(s, g.cfg.width, !g.keyShown))
	g.shown, g.keyShown = true, true
	g.out.println(g.paint.bold(pendingWords(s)))
	if i := s.Pending().Survivor; i >= 0 {
		g.out.println(inventoryLine(s, i))
	}
	if slices.ContainsFunc(s.Legal(), isAttack) {
		g.out.println("Type odds for the odds of each attack.")
	}
	g.out.println(legalHeader)
	legal := s.Legal()
	discards := 0
	d := s.Pending().Decision
	apart := d != invader.SoakDecision && d != invader.BraceDecision && d != invader.ReorganizeDecision
	for i, a := range legal {
		if apart && isDiscard(a) {
			discards++
			continue
		}
		g.out.println(g.legalLine(s, i, a))
	}
	if discards == 0 {
		return
	}
	// The free Discards any Survivor may make (p.18), apart, with their
	// numbers in the one list.
	g.out.println(g.paint.dim(discardsHeader))
	for i, a := range legal {
		if isDiscard(a) {
			g.out.println(g.legalLine(s, i, a))
		}
	}
	// (When discarding is the decision itself, against a wound or while
	// reorganizing, the Discards stay in the list.)
}

// legalLine is legal action a, numbered i+1, with its note.
func (g *session) legalLine(s invader.State, i int, a invader.Action) string {
	line := fmt.Sprintf("%3d  %s", i+1, s.FormatAction(a))
	if n := note(s, a); n != "" {
		line += "  " + g.paint.dim("("+n+")")
	}
	return line
}

// isDiscard reports whether a is a Discard.
func isDiscard(a invader.Action) bool {
	_, ok := a.(invader.Discard)
	return ok
}

func isAttack(a invader.Action) bool {
	_, ok := a.(invader.Attack)
	return ok
}

// promptLine asks for the answer to the decision pending at s.
func promptLine(s invader.State) string {
	n := len(s.Legal())
	p := s.Pending()
	who := "chance"
	switch {
	case p.Survivor >= 0:
		who = s.Survivor(p.Survivor).Card.Name
	case p.Player >= 0:
		who = fmt.Sprintf("player %d", p.Player+1)
	}
	return fmt.Sprintf("%s [1-%d, an action, or help]> ", who, n)
}

// pendingWords says who must decide what at s.
func pendingWords(s invader.State) string {
	p := s.Pending()
	name := ""
	if p.Survivor >= 0 {
		name = s.Survivor(p.Survivor).Card.Name
	}
	player := fmt.Sprintf("Player %d", p.Player+1)
	switch p.Decision {
	case invader.ActivationDecision:
		return player + ": activate a Survivor (or discard a card)."
	case invader.ActionDecision:
		return fmt.Sprintf("%s (player %d): choose an Action; %s.", name, p.Player+1, actionsLeft(s))
	case invader.SkillDecision:
		return fmt.Sprintf("%s reached %v: choose a Skill.", name, s.Survivor(p.Survivor).Level)
	case invader.ChanceDecision:
		return "At the table: " + s.DescribeChance() + ". Enter what came up."
	case invader.WoundDecision:
		return player + ": choose who takes the Xeno's attack."
	case invader.SplitDecision:
		return player + ": " + splitWords(s)
	case invader.KeepDecision:
		return keepWords(s, name)
	case invader.ReorganizeDecision:
		return name + " is reorganizing: arrange, attach or discard cards, then done."
	case invader.RerollDecision:
		return name + ": re-roll the attack's dice?"
	case invader.SoakDecision:
		return name + " is wounded: discard cards to cancel Damage, or take the wound."
	case invader.StartingDecision:
		return player + ": choose the card " + name + " adds to the Starting Equipment, dealt at random."
	case invader.BraceDecision:
		return name + " would be eliminated by the wound: discard a card that heals (an M.R.E.), or take the wound."
	case invader.TargetDecision:
		return name + ": choose the Xeno the next hit eliminates."
	}
	return "The game is over: " + s.Outcome().String() + "."
}

// slotNames name the inventory slots as the notation does.
var slotNames = [invader.NumSlots]string{"hand1", "hand2", "body1", "body2", "pack1", "pack2", "pack3", "pack4", "pack5"}

// inventoryLine says what Survivor i carries, slot by slot.
func inventoryLine(s invader.State, i int) string {
	var held []string
	for slot, item := range s.Inventory(i) {
		if item.ID < 0 {
			continue
		}
		text := slotNames[slot] + " " + item.Card.Name + " (" + fmt.Sprintf("card%d", item.ID)
		if item.Attached >= 0 {
			text += ", with the " + cardName(s, item.Attached)
		}
		held = append(held, text+")")
	}
	if len(held) == 0 {
		return s.Survivor(i).Card.Name + " carries nothing."
	}
	return s.Survivor(i).Card.Name + " carries: " + strings.Join(held, ", ") + "."
}

// actionsLeft says how many Actions the active Survivor has left.
func actionsLeft(s invader.State) string {
	n, free := s.ActionsLeft()
	text := plural(n, "Action") + " left"
	kinds := slices.Sorted(maps.Keys(free))
	for _, kind := range kinds {
		if k := free[kind]; k > 0 {
			text += fmt.Sprintf(", %d free %v Action", k, kind)
		}
	}
	return text
}

// keepWords says which card waits to be placed.
func keepWords(s invader.State, name string) string {
	item, _, ok := s.Drawn()
	if !ok {
		return name + ": place the card drawn."
	}
	return fmt.Sprintf("%s drew the %s: choose where it goes (keep none discards it).", name, item.Card.Name)
}

// splitWords describes the group waiting to split.
func splitWords(s invader.State) string {
	group, ok := s.SplitWays()
	if !ok {
		return "choose where the odd Xenos of a split go."
	}
	m := s.Map()
	ways := make([]string, len(group.Ways))
	for i, w := range group.Ways {
		ways[i] = fmt.Sprintf("way %d to %s", i, m.Zone(w.To).Name)
	}
	kind := s.Catalog()[group.Kind].Name
	return fmt.Sprintf("%d %s in %s split (%s): choose which ways get one more (split N: bit i for way i).",
		group.Count, kind, m.Zone(group.Zone).Name, strings.Join(ways, ", "))
}

// note adds to an action what its notation leaves to numbers: the names
// of the cards it moves.
func note(s invader.State, a invader.Action) string {
	switch a := a.(type) {
	case invader.Discard:
		return cardName(s, a.Card)
	case invader.Arrange:
		return cardName(s, a.Card)
	case invader.Attach:
		return cardName(s, a.Card) + " on " + cardName(s, a.Host)
	case invader.Attack:
		return s.Inventory(a.Survivor)[a.Weapon].Card.Name
	case invader.Keep:
		if a.Slot >= 0 {
			if old := s.Inventory(a.Survivor)[a.Slot]; old.ID >= 0 {
				return "in place of the " + old.Card.Name
			}
		}
	case invader.Chance:
		for _, o := range s.ChanceOutcomes() {
			if o.Action == a {
				return fmt.Sprintf("%d in %d", o.Weight, o.Total)
			}
		}
	}
	return ""
}

// cardName is the name of the card numbered id in s.
func cardName(s invader.State, id int) string {
	for _, c := range s.Cards() {
		if c.ID == id {
			return c.Card.Name
		}
	}
	return fmt.Sprintf("card %d", id)
}

// oddsWords sums up the exact odds of attack a.
func oddsWords(s invader.State, a invader.Attack) string {
	outcomes, err := s.AttackOdds(a)
	if err != nil {
		return err.Error()
	}
	var kills, misses, xp, some float64
	for _, o := range outcomes {
		p := o.Probability()
		n := o.Result.Eliminated.Total()
		kills += p * float64(n)
		misses += p * float64(o.Result.Misses)
		xp += p * float64(o.Result.XP)
		if n > 0 {
			some += p
		}
	}
	return fmt.Sprintf("%.2f Xenos on average, %.0f%% at least one, %.2f misses, %.2f XP",
		kills, 100*some, misses, xp)
}

// outcomeLine says how the game ended.
func outcomeLine(s invader.State) string {
	return fmt.Sprintf("Outcome: %s, in round %d.", s.Outcome(), s.Round())
}

// rulesLine says which game this is.
func rulesLine(s invader.State, cfg config) string {
	r := s.Rules()
	parts := []string{plural(s.NumPlayers(), "player"), fmt.Sprintf("seed %d", r.Seed)}
	if r.Ultrared {
		parts = append(parts, "Ultrared")
	}
	if r.ExternalChance {
		parts = append(parts, "dice and cards from the table")
	}
	switch {
	case cfg.seats.all:
		parts = append(parts, "the "+cfg.botName+" bot plays every Survivor")
	case len(cfg.seats.names) > 0:
		var names []string
		for _, n := range survivorNames(s) {
			if cfg.seats.names[strings.ToLower(n)] {
				names = append(names, n)
			}
		}
		parts = append(parts, "the "+cfg.botName+" bot plays "+strings.Join(names, ", "))
	}
	return strings.Join(parts, ", ")
}

// plural writes n things.
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// survivorNames are the names of the Survivors of s, in order.
func survivorNames(s invader.State) []string {
	names := make([]string, s.NumSurvivors())
	for i := range names {
		names[i] = s.Survivor(i).Card.Name
	}
	return names
}

// survivorNamed is the index of the Survivor called name in s, or -1.
func survivorNamed(s invader.State, name string) int {
	for i, n := range survivorNames(s) {
		if strings.EqualFold(n, name) {
			return i
		}
	}
	return -1
}
