package invader

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// FormatAction writes a in the game's text notation, which names
// Survivors and zones as the mission does:
//
//	activate Cole
//	Cole move c4
//	Cole open d3        Cole close d3     (door tokens by number)
//	Cole noise
//	Cole take o2        (Objective tokens by number)
//	Cole end
//	Cole skill +1 free Move Action
//	Cole search
//	Cole keep hand2     (where the drawn card goes; "keep none" discards it)
//	Cole discard c12    (cards by number: State.Inventory)
//	Cole reorganize Vivian   (trade; "Cole reorganize Cole" alone)
//	arrange c12 Vivian hand1 attach c30 c12   Cole done
//	Cole attack c4 hand1 [dual] [concentrated] [prefer Tank]
//	Cole reroll yes
//	chance 1
//	wound Cole          (who takes a Xeno's attack)
//	split 2             (the odd Xenos of a split: a bit set over the ways)
//
// [State.ParseAction] reads it back. Like chess's algebraic notation it
// needs the game to be read: a and s must belong to the same mission.
func (s State) FormatAction(a Action) string {
	switch a := a.(type) {
	case Activate:
		return "activate " + s.name(a.Survivor)
	case Move:
		return s.name(a.Survivor) + " move " + s.zoneName(a.To)
	case OpenDoor:
		return fmt.Sprintf("%s open d%d", s.name(a.Survivor), a.Door)
	case CloseDoor:
		return fmt.Sprintf("%s close d%d", s.name(a.Survivor), a.Door)
	case MakeNoise:
		return s.name(a.Survivor) + " noise"
	case TakeObjective:
		return fmt.Sprintf("%s take o%d", s.name(a.Survivor), a.Objective)
	case EndTurn:
		return s.name(a.Survivor) + " end"
	case ChooseSkill:
		return s.name(a.Survivor) + " skill " + a.Skill.String()
	case Chance:
		return fmt.Sprintf("chance %d", a.Outcome)
	case AssignWound:
		return "wound " + s.name(a.Survivor)
	case SplitXenos:
		return fmt.Sprintf("split %d", a.Extra)
	case Search:
		return s.name(a.Survivor) + " search"
	case Keep:
		if a.Slot == Redraw {
			return s.name(a.Survivor) + " keep redraw"
		}
		if a.Slot < 0 {
			return s.name(a.Survivor) + " keep none"
		}
		return fmt.Sprintf("%s keep %s", s.name(a.Survivor), slotName(a.Slot))
	case Discard:
		return fmt.Sprintf("%s discard c%d", s.name(a.Survivor), a.Card)
	case Reorganize:
		return s.name(a.Survivor) + " reorganize " + s.name(a.With)
	case Arrange:
		return fmt.Sprintf("arrange c%d %s %s", a.Card, s.name(a.Owner), slotName(a.Slot))
	case Attach:
		return fmt.Sprintf("attach c%d c%d", a.Card, a.Host)
	case DoneReorganizing:
		return s.name(a.Survivor) + " done"
	case Attack:
		return s.formatAttack(a)
	case Reroll:
		return s.name(a.Survivor) + " reroll " + map[bool]string{true: "yes", false: "no"}[a.Yes]
	case Heal:
		return s.name(a.Survivor) + " heal " + s.name(a.Target)
	case Shove:
		return s.name(a.Survivor) + " shove " + s.zoneName(a.To)
	case Lifesave:
		return s.name(a.Survivor) + " lifesave " + s.zoneName(a.From)
	case Jump:
		return s.name(a.Survivor) + " jump " + s.zoneName(a.To)
	case Bloodlust:
		return s.name(a.Survivor) + " bloodlust " + s.zoneName(a.To)
	case Lead:
		return s.name(a.Survivor) + " lead " + s.name(a.Target)
	case Taunt:
		return s.name(a.Survivor) + " taunt " + s.zoneName(a.Zone)
	case TakeWound:
		return s.name(a.Survivor) + " takes"
	case TakeOxygen:
		return s.name(a.Survivor) + " oxygen"
	case MachineMove:
		return fmt.Sprintf("%s machine m%d move %s", s.name(a.Survivor), a.Machine, s.zoneName(a.To))
	case MachineAttack:
		return s.formatMachineAttack(a)
	case ForceDoor:
		return fmt.Sprintf("%s force d%d %s", s.name(a.Survivor), a.Door, slotName(a.Weapon))
	case MachineForceDoor:
		return fmt.Sprintf("%s machine m%d force d%d", s.name(a.Survivor), a.Machine, a.Door) + s.formatWords(attackWords{flag: "ranged", on: a.Ranged})
	}
	return fmt.Sprint(a)
}

func (s *State) name(i int) string {
	if i >= 0 && i < len(s.g.cards) {
		return s.g.cards[i].Name
	}
	return fmt.Sprintf("#%d", i)
}

func (s *State) zoneName(z zone.ID) string {
	if int(z) < s.g.m.Len() {
		return s.g.m.Zone(z).Name
	}
	return fmt.Sprintf("#%d", z)
}

// ParseAction reads an action in the notation of [State.FormatAction].
// It checks only that the names exist, not that the action is legal.
func (s State) ParseAction(text string) (Action, error) {
	f := strings.Fields(text)
	bad := func(why string) (Action, error) {
		return nil, fmt.Errorf("invader: action %q: %s", text, why)
	}
	switch {
	case len(f) == 2 && f[0] == "activate":
		i, ok := s.survivorNamed(f[1])
		if !ok {
			return bad("no survivor " + f[1])
		}
		return Activate{Survivor: i}, nil
	case len(f) == 2 && f[0] == "wound":
		i, ok := s.survivorNamed(f[1])
		if !ok {
			return bad("no survivor " + f[1])
		}
		return AssignWound{Survivor: i}, nil
	case len(f) == 2 && f[0] == "split":
		n, err := strconv.ParseUint(f[1], 10, 64)
		if err != nil {
			return bad("want split N")
		}
		return SplitXenos{Extra: n}, nil
	case len(f) == 4 && f[0] == "arrange":
		c, ok1 := number(f[1], "c")
		o, ok2 := s.survivorNamed(f[2])
		slot := slices.Index(slotNames[:], f[3])
		if !ok1 || !ok2 || slot < 0 {
			return bad("want arrange cN SURVIVOR SLOT")
		}
		return Arrange{Card: c, Owner: o, Slot: slot}, nil
	case len(f) == 3 && f[0] == "attach":
		c, ok1 := number(f[1], "c")
		h, ok2 := number(f[2], "c")
		if !ok1 || !ok2 {
			return bad("want attach cN cM")
		}
		return Attach{Card: c, Host: h}, nil
	case len(f) == 2 && f[0] == "chance":
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return bad("want chance N")
		}
		return Chance{Outcome: n}, nil
	case len(f) < 2:
		return bad("want \"SURVIVOR VERB ...\", \"activate SURVIVOR\" or \"chance N\"")
	}
	i, ok := s.survivorNamed(f[0])
	if !ok {
		return bad("no survivor " + f[0])
	}
	a, why := s.parseVerb(i, f[1], f[2:], text)
	if why != "" {
		return bad(why)
	}
	return a, nil
}

func (s *State) parseVerb(i int, verb string, args []string, text string) (Action, string) {
	switch {
	case verb == "move" && len(args) == 1:
		z, ok := s.g.m.Lookup(args[0])
		if !ok {
			return nil, "no zone " + args[0]
		}
		return Move{Survivor: i, To: z}, ""
	case (verb == "open" || verb == "close") && len(args) == 1:
		n, ok := number(args[0], "d")
		if !ok {
			return nil, "want a door as dN"
		}
		if verb == "open" {
			return OpenDoor{Survivor: i, Door: zone.DoorID(n)}, ""
		}
		return CloseDoor{Survivor: i, Door: zone.DoorID(n)}, ""
	case verb == "noise" && len(args) == 0:
		return MakeNoise{Survivor: i}, ""
	case verb == "take" && len(args) == 1:
		n, ok := number(args[0], "o")
		if !ok {
			return nil, "want an objective as oN"
		}
		return TakeObjective{Survivor: i, Objective: n}, ""
	case verb == "end" && len(args) == 0:
		return EndTurn{Survivor: i}, ""
	case verb == "reorganize" && len(args) == 1:
		j, ok := s.survivorNamed(args[0])
		if !ok {
			return nil, "no survivor " + args[0]
		}
		return Reorganize{Survivor: i, With: j}, ""
	case verb == "attack" && len(args) >= 2:
		return s.parseAttack(i, args)
	case verb == "reroll" && len(args) == 1 && (args[0] == "yes" || args[0] == "no"):
		return Reroll{Survivor: i, Yes: args[0] == "yes"}, ""
	case (verb == "shove" || verb == "lifesave" || verb == "jump" || verb == "bloodlust" || verb == "taunt") && len(args) == 1:
		z, ok := s.g.m.Lookup(args[0])
		if !ok {
			return nil, "no zone " + args[0]
		}
		return map[string]Action{"shove": Shove{i, z}, "lifesave": Lifesave{i, z}, "jump": Jump{i, z}, "bloodlust": Bloodlust{i, z}, "taunt": Taunt{i, z}}[verb], ""
	case verb == "lead" && len(args) == 1:
		j, ok := s.survivorNamed(args[0])
		if !ok {
			return nil, "no survivor " + args[0]
		}
		return Lead{Survivor: i, Target: j}, ""
	case verb == "force" && len(args) == 2:
		d, ok := number(args[0], "d")
		slot := slices.Index(slotNames[:], args[1])
		if !ok || (slot != Hand1 && slot != Hand2) {
			return nil, "want force dN hand1|hand2"
		}
		return ForceDoor{Survivor: i, Door: zone.DoorID(d), Weapon: slot}, ""
	case verb == "machine" && len(args) >= 3:
		return s.parseMachine(i, args)
	case verb == "oxygen" && len(args) == 0:
		return TakeOxygen{Survivor: i}, ""
	case verb == "takes" && len(args) == 0:
		return TakeWound{Survivor: i}, ""
	case verb == "heal" && len(args) == 1:
		j, ok := s.survivorNamed(args[0])
		if !ok {
			return nil, "no survivor " + args[0]
		}
		return Heal{Survivor: i, Target: j}, ""
	case verb == "done" && len(args) == 0:
		return DoneReorganizing{Survivor: i}, ""
	case verb == "search" && len(args) == 0:
		return Search{Survivor: i}, ""
	case verb == "keep" && len(args) == 1:
		if args[0] == "none" {
			return Keep{Survivor: i, Slot: -1}, ""
		}
		if args[0] == "redraw" {
			return Keep{Survivor: i, Slot: Redraw}, ""
		}
		slot := slices.Index(slotNames[:], args[0])
		if slot < 0 {
			return nil, "want a slot: none, hand1, hand2, body1, body2 or pack1..pack5"
		}
		return Keep{Survivor: i, Slot: slot}, ""
	case verb == "discard" && len(args) == 1:
		n, ok := number(args[0], "c")
		if !ok {
			return nil, "want a card as cN"
		}
		return Discard{Survivor: i, Card: n}, ""
	case verb == "skill" && len(args) > 0:
		_, rest, _ := strings.Cut(text, " skill ")
		sk, err := survivor.ParseSkill(strings.TrimSpace(rest))
		if err != nil {
			return nil, err.Error()
		}
		return ChooseSkill{Survivor: i, Skill: sk}, ""
	}
	return nil, "unknown verb or wrong arguments: want move, open, close, noise, take, end, skill, search, keep or discard"
}

var slotNames = [NumSlots]string{"hand1", "hand2", "body1", "body2", "pack1", "pack2", "pack3", "pack4", "pack5"}

func slotName(slot int) string {
	if slot >= 0 && slot < NumSlots {
		return slotNames[slot]
	}
	return fmt.Sprintf("slot%d", slot)
}

func number(s, prefix string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimPrefix(s, prefix))
	return n, err == nil && strings.HasPrefix(s, prefix) && n >= 0 && n < 1<<16-1
}

func (s *State) survivorNamed(name string) (int, bool) {
	for i, c := range s.g.cards {
		if c.Name == name {
			return i, true
		}
	}
	return 0, false
}

func (s *State) formatAttack(a Attack) string {
	return fmt.Sprintf("%s attack %s %s", s.name(a.Survivor), s.zoneName(a.Target), slotName(a.Weapon)) +
		s.formatWords(attackWords{"dual", a.Dual, a.Concentrated, a.Prefer})
}

// attackWords are the option words an attack's notation ends with: flag
// ("dual" for an Attack, "ranged" for a MachineAttack), "concentrated"
// and "prefer KIND".
type attackWords struct {
	flag         string
	on           bool // flag is set
	concentrated bool
	prefer       xeno.Kind
}

func (s *State) formatWords(w attackWords) string {
	out := ""
	if w.on {
		out += " " + w.flag
	}
	if w.concentrated {
		out += " concentrated"
	}
	if w.prefer != 0 {
		out += " prefer " + s.kindName(w.prefer)
	}
	return out
}

// parseWords reads the option words of args into a new attackWords with
// the given flag.
func (s *State) parseWords(args []string, flag string) (attackWords, string) {
	w := attackWords{flag: flag}
	for j := 0; j < len(args); j++ {
		switch {
		case args[j] == flag:
			w.on = true
		case args[j] == "concentrated":
			w.concentrated = true
		case args[j] == "prefer" && j+1 < len(args):
			k, ok := s.kindNamed(args[j+1])
			if !ok {
				return w, "no Xeno kind " + args[j+1]
			}
			w.prefer = k
			j++
		default:
			return w, "unknown word " + args[j]
		}
	}
	return w, ""
}

func (s *State) kindName(k xeno.Kind) string {
	if int(k) < len(s.g.kinds) && !strings.ContainsRune(s.g.kinds[k].Name, ' ') {
		return s.g.kinds[k].Name
	}
	return fmt.Sprintf("k%d", k)
}

// parseAttack reads "ZONE SLOT [dual] [concentrated] [prefer KIND]".
func (s *State) parseAttack(i int, args []string) (Action, string) {
	z, ok := s.g.m.Lookup(args[0])
	slot := slices.Index(slotNames[:], args[1])
	if !ok || (slot != Hand1 && slot != Hand2) {
		return nil, "want attack ZONE hand1|hand2 [dual] [concentrated] [prefer KIND]"
	}
	w, bad := s.parseWords(args[2:], "dual")
	if bad != "" {
		return nil, bad
	}
	return Attack{Survivor: i, Weapon: slot, Target: z, Dual: w.on, Concentrated: w.concentrated, Prefer: w.prefer}, ""
}

func (s *State) kindNamed(name string) (xeno.Kind, bool) {
	for k := range s.g.kinds {
		if s.kindName(xeno.Kind(k)) == name {
			return xeno.Kind(k), true
		}
	}
	return 0, false
}

func (s *State) formatMachineAttack(a MachineAttack) string {
	return fmt.Sprintf("%s machine m%d attack %s", s.name(a.Survivor), a.Machine, s.zoneName(a.Target)) +
		s.formatWords(attackWords{"ranged", a.Ranged, a.Concentrated, a.Prefer})
}

// parseMachine reads "mN move ZONE", "mN attack ZONE [ranged]
// [concentrated] [prefer KIND]" and "mN force dN [ranged]".
func (s *State) parseMachine(i int, args []string) (Action, string) {
	m, ok := number(args[0], "m")
	if args[1] == "force" {
		d, dok := number(args[2], "d")
		if !ok || !dok || len(args) > 4 || len(args) == 4 && args[3] != "ranged" {
			return nil, "want machine mN force dN [ranged]"
		}
		return MachineForceDoor{Survivor: i, Machine: m, Door: zone.DoorID(d), Ranged: len(args) == 4}, ""
	}
	z, zok := s.g.m.Lookup(args[2])
	if !ok || !zok {
		return nil, "want machine mN move|attack ZONE ..."
	}
	if args[1] == "move" && len(args) == 3 {
		return MachineMove{Survivor: i, Machine: m, To: z}, ""
	}
	if args[1] != "attack" {
		return nil, "want machine mN move|attack ZONE ..."
	}
	w, bad := s.parseWords(args[3:], "ranged")
	if bad != "" {
		return nil, bad
	}
	return MachineAttack{Survivor: i, Machine: m, Target: z, Ranged: w.on, Concentrated: w.concentrated, Prefer: w.prefer}, ""
}
