package invader

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// FormatAction writes a in the game's text notation, which names
// Survivors, zones and Xeno kinds as the mission does (#3 and k3 for the
// Survivors and kinds whose names are not one word):
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
//	Cole discard card12 (cards by number: State.Cards)
//	Cole reorganize Vivian   (trade; "Cole reorganize Cole" alone)
//	arrange card12 Vivian hand1 attach card30 card12   Cole done
//	Cole attack c4 hand1 [dual] [concentrated] [prefer Tank]
//	Cole reroll yes
//	chance 1
//	wound Cole          (who takes a Xeno's attack)
//	split 2             (the odd Xenos of a split: a bit set over the ways)
//
// Every action's notation is in its [Spec] ([ActionSpecs]) and in
// docs/NOTATION.md. [State.ParseAction] reads it back. Like chess's
// algebraic notation it needs the game to be read: a and s must belong to
// the same mission. An action's String method writes the same notation
// without a game, with numbers for names (s0 move z4).
func (s State) FormatAction(a Action) string { return s.format(a) }

// notation writes a without a game: every action's String.
func notation(a Action) string { return (*State)(nil).format(a) }

func (s *State) format(a Action) string {
	v := reflect.ValueOf(a)
	if v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem() // not an action Apply takes, but it reads as one
	}
	sp := specOf(v)
	if sp == nil {
		return "<nil>"
	}
	words := make([]string, 0, len(sp.toks))
	for _, tok := range sp.toks {
		if tok.field < 0 {
			words = append(words, tok.word)
			continue
		}
		f := v.Field(tok.field)
		switch {
		case tok.role == RoleFlag:
			if f.Bool() {
				words = append(words, tok.word)
			}
			continue
		case tok.optional && f.IsZero():
			continue
		case tok.optional:
			words = append(words, tok.word)
		}
		words = append(words, s.writeRole(tok.role, f))
	}
	return strings.Join(words, " ")
}

// writeRole writes a field's value as its role says.
func (s *State) writeRole(r Role, v reflect.Value) string {
	switch r {
	case RoleSurvivor:
		return s.name(int(v.Int()))
	case RoleZone:
		return s.zoneName(zone.ID(v.Uint()))
	case RoleDoor:
		return "d" + strconv.FormatUint(v.Uint(), 10)
	case RoleGate:
		return "g" + strconv.FormatUint(v.Uint(), 10)
	case RoleCard:
		return cardPrefix + strconv.FormatInt(v.Int(), 10)
	case RoleObjective:
		return "o" + strconv.FormatInt(v.Int(), 10)
	case RoleMachine:
		return "m" + strconv.FormatInt(v.Int(), 10)
	case RoleKeep:
		return keepName(int(v.Int()))
	case RoleSlot, RoleHand:
		return slotName(int(v.Int()))
	case RoleKind:
		return s.kindName(xeno.Kind(v.Uint()))
	case RoleSkill:
		return v.Interface().(survivor.Skill).String()
	case RoleLabel:
		return v.String()
	case RoleBits:
		return strconv.FormatUint(v.Uint(), 10)
	case RoleYesNo:
		if v.Bool() {
			return "yes"
		}
		return "no"
	}
	return strconv.FormatInt(v.Int(), 10) // RoleNumber
}

// known reports whether s is a game: the zero State (and the nil one that
// writes String) names things by number.
func (s *State) known() bool { return s != nil && s.g != nil }

// name writes Survivor i by its name, or as #i when the name is not one
// word (or i is no Survivor); ParseAction reads both.
func (s *State) name(i int) string {
	switch {
	case !s.known():
		return fmt.Sprintf("s%d", i)
	case i >= 0 && i < len(s.g.cards) && oneWord(s.g.cards[i].Name):
		return s.g.cards[i].Name
	}
	return fmt.Sprintf("#%d", i)
}

// oneWord reports whether a name reads back as one word of the notation.
func oneWord(name string) bool {
	return name != "" && len(strings.Fields(name)) == 1 && !strings.HasPrefix(name, "#")
}

func (s *State) zoneName(z zone.ID) string {
	switch {
	case !s.known():
		return fmt.Sprintf("z%d", z)
	case int(z) < s.g.m.Len():
		return s.g.m.Zone(z).Name
	}
	return fmt.Sprintf("#%d", z)
}

// kindName writes a Xeno kind by its name, or as kN when the name is not
// one word (the Spoiler Abomination is k3).
func (s *State) kindName(k xeno.Kind) string {
	if s.known() && int(k) < len(s.g.kinds) && !strings.ContainsRune(s.g.kinds[k].Name, ' ') {
		return s.g.kinds[k].Name
	}
	return fmt.Sprintf("k%d", k)
}

// cardPrefix begins a card's number in the notation: card12. A zone's
// name is one or two letters or digits (package zone), so no zone is
// named like a card. The notation once wrote c12, which reads like the
// corridor zones c1, c2...: ParseAction still reads that form, so older
// records read as they did.
const cardPrefix = "card"

var slotNames = [NumSlots]string{"hand1", "hand2", "body1", "body2", "pack1", "pack2", "pack3", "pack4", "pack5"}

func slotName(slot int) string {
	if slot >= 0 && slot < NumSlots {
		return slotNames[slot]
	}
	return fmt.Sprintf("slot%d", slot)
}

func keepName(slot int) string {
	switch {
	case slot == Redraw:
		return "redraw"
	case slot < 0:
		return "none"
	}
	return slotName(slot)
}

// ParseAction reads an action in the notation of [State.FormatAction].
// It checks only that the names exist, not that the action is legal.
func (s State) ParseAction(text string) (Action, error) {
	if err := tooLong("action", len(text), MaxNotationBytes); err != nil {
		return nil, err
	}
	words := strings.Fields(text)
	for i, w := range words { // no name is that long: an excerpt will do for errors
		words[i] = short(w)
	}
	bad := func(why string) (Action, error) {
		if len(words) == 0 {
			return nil, fmt.Errorf("invader: action: %s", why)
		}
		return nil, fmt.Errorf("invader: %s: %s", short(strings.Join(words, " ")), why)
	}
	switch {
	case !s.known():
		return bad("the zero State is no game to read it in")
	case len(words) == 0:
		return bad("no action")
	}
	var best miss
	for _, sp := range actionList {
		a, m := sp.read(&s, words)
		if m == nil {
			return a, nil
		}
		best = best.or(*m)
	}
	return bad(best.String())
}

// actionList holds the action specs by name: ParseAction tries them in
// this order.
var actionList []*Spec

func init() {
	for _, sp := range actionSpecs {
		actionList = append(actionList, sp)
	}
	slices.SortFunc(actionList, func(a, b *Spec) int { return strings.Compare(a.Name, b.Name) })
}

// A miss is why a notation does not read some words: at which word, and
// either why that word is wrong (a name that does not exist, a malformed
// number) or which words the notations wanted there.
type miss struct {
	at   int
	why  string   // a field's value is wrong
	got  string   // the word that is no expected word ("" at the end)
	want []string // the words expected there
}

// or keeps the more telling of two misses: the one that read further; at
// the same word, a wrong value over a wrong word. Wrong words at the same
// place gather what each notation wanted.
func (m miss) or(n miss) miss {
	switch {
	case m.why == "" && m.want == nil || n.at > m.at:
		return n
	case n.at < m.at || m.why != "":
		return m
	case n.why != "":
		return n
	}
	for _, w := range n.want {
		if !slices.Contains(m.want, w) {
			m.want = append(m.want, w)
		}
	}
	return m
}

func (m miss) String() string {
	if m.why != "" {
		return m.why
	}
	want := strings.Join(m.want, ", ")
	if m.got == "" {
		return "incomplete: want " + want
	}
	return fmt.Sprintf("unknown word %q: want %s", m.got, want)
}

// read reads words as an action of this notation.
func (sp *Spec) read(s *State, words []string) (Action, *miss) {
	v := reflect.New(sp.typ).Elem()
	n := 0
	for n < len(sp.toks) && !sp.toks[n].optional {
		n++
	}
	for k, tok := range sp.toks[:n] {
		switch {
		case tok.field < 0 && (k >= len(words) || words[k] != tok.word):
			got := ""
			if k < len(words) {
				got = words[k]
			}
			return nil, &miss{at: k, got: got, want: []string{tok.word}}
		case tok.field < 0:
			continue
		case k >= len(words):
			return nil, &miss{at: k, why: "incomplete: want " + sp.Notation}
		case tok.role == RoleSkill || tok.role == RoleLabel: // the rest of the words
			if why := s.readRole(tok.role, strings.Join(words[k:], " "), v.Field(tok.field)); why != "" {
				return nil, &miss{at: k, why: why}
			}
			return v.Interface().(Action), nil
		}
		if why := s.readRole(tok.role, words[k], v.Field(tok.field)); why != "" {
			return nil, &miss{at: k, why: why}
		}
	}
	if m := sp.readOptional(s, words, n, v); m != nil {
		return nil, m
	}
	return v.Interface().(Action), nil
}

// readOptional reads the optional words after the first n, in any order,
// each once.
func (sp *Spec) readOptional(s *State, words []string, n int, v reflect.Value) *miss {
	used := make([]bool, len(sp.toks))
	for k := n; k < len(words); k++ {
		j := slices.IndexFunc(sp.toks, func(t part) bool { return t.optional && t.word == words[k] })
		if j < 0 || used[j] {
			return &miss{at: k, why: fmt.Sprintf("unknown word %q: want %s", words[k], sp.Notation)}
		}
		used[j] = true
		tok := sp.toks[j]
		if tok.role == RoleFlag {
			v.Field(tok.field).SetBool(true)
			continue
		}
		if k++; k == len(words) {
			return &miss{at: k, why: "incomplete: want " + sp.Notation}
		}
		if why := s.readRole(tok.role, words[k], v.Field(tok.field)); why != "" {
			return &miss{at: k, why: why}
		}
	}
	return nil
}

// readRole reads a word into a field as its role says, or says why not.
func (s *State) readRole(r Role, word string, v reflect.Value) string {
	switch r {
	case RoleSurvivor:
		i, ok := s.survivorNamed(word)
		return set(v, int64(i), ok, "no survivor "+word)
	case RoleZone:
		z, ok := s.g.m.Lookup(word)
		return setUint(v, uint64(z), ok, "no zone "+word)
	case RoleDoor:
		n, ok := number(word, "d")
		return setUint(v, uint64(n), ok, "want a door as dN")
	case RoleGate:
		n, ok := number(word, "g")
		return setUint(v, uint64(n), ok, "want a gate as gN")
	case RoleCard:
		n, ok := number(word, cardPrefix)
		if !ok {
			n, ok = number(word, "c") // the notation of before: c12
		}
		return set(v, int64(n), ok, "want a card as "+cardPrefix+"N")
	case RoleObjective:
		n, ok := number(word, "o")
		return set(v, int64(n), ok, "want an objective as oN")
	case RoleMachine:
		n, ok := number(word, "m")
		return set(v, int64(n), ok, "want a machine as mN")
	case RoleSlot, RoleHand, RoleKeep:
		return readSlot(r, word, v)
	case RoleKind:
		k, ok := s.kindNamed(word)
		return setUint(v, uint64(k), ok, "no Xeno kind "+word)
	case RoleLabel:
		v.SetString(word)
		return ""
	case RoleSkill:
		sk, err := survivor.ParseSkill(word)
		if err != nil {
			return err.Error()
		}
		v.Set(reflect.ValueOf(sk))
		return ""
	case RoleBits:
		n, err := strconv.ParseUint(word, 10, 64)
		return setUint(v, n, err == nil, "want a number, not "+word)
	case RoleYesNo:
		if word != "yes" && word != "no" {
			return "want yes or no"
		}
		v.SetBool(word == "yes")
		return ""
	}
	n, err := strconv.Atoi(word) // RoleNumber
	return set(v, int64(n), err == nil, "want a number, not "+word)
}

// readSlot reads a slot name: for a Hand, hand1 or hand2; for Keep, also
// none and redraw.
func readSlot(r Role, word string, v reflect.Value) string {
	slot := slices.Index(slotNames[:], word)
	switch {
	case r == RoleKeep && word == "none":
		slot = -1
	case r == RoleKeep && word == "redraw":
		slot = Redraw
	case r == RoleHand && slot != Hand1 && slot != Hand2:
		return "want hand1 or hand2, not " + word
	case slot < 0:
		return "want a slot: hand1, hand2, body1, body2 or pack1..pack5"
	}
	v.SetInt(int64(slot))
	return ""
}

// set stores n in an int field when ok, or returns why.
func set(v reflect.Value, n int64, ok bool, why string) string {
	if !ok {
		return why
	}
	v.SetInt(n)
	return ""
}

func setUint(v reflect.Value, n uint64, ok bool, why string) string {
	if !ok {
		return why
	}
	v.SetUint(n)
	return ""
}

// number reads a token's number after its prefix (d3, card12).
func number(s, prefix string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimPrefix(s, prefix))
	return n, err == nil && strings.HasPrefix(s, prefix) && n >= 0 && n < 1<<16-1
}

func (s *State) survivorNamed(name string) (int, bool) {
	if n, err := strconv.Atoi(strings.TrimPrefix(name, "#")); err == nil && strings.HasPrefix(name, "#") {
		return n, true // #i: no Survivor's name, so no Survivor check needs it to exist
	}
	for i, c := range s.g.cards {
		if c.Name == name {
			return i, true
		}
	}
	return 0, false
}

// kindNamed reads a Xeno kind as the notation writes it (Tank, k3), in
// any case, or as a position does (spoiler: kindWord).
func (s *State) kindNamed(name string) (xeno.Kind, bool) {
	for k := range s.g.kinds {
		if strings.EqualFold(s.kindName(xeno.Kind(k)), name) || s.g.kindWord(k) == name {
			return xeno.Kind(k), true
		}
	}
	return 0, false
}
