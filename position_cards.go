package invader

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/invaderengine/invader/internal/postext"
	"github.com/invaderengine/invader/survivor"
)

// Survivors and Equipment cards in the position form (position.go).
//
// A survivor line gives a Survivor's Zone, the fields that differ from
// the blank State's, the cards carried by slot (hand1=Pistol) and the
// cards drawn (drawn=Pistol, drawn=[Pistol Scope]); discard, aside and
// in-deck lines give the cards elsewhere than the blank State has them
// (where all cards are in the Equipment deck, the Starting Equipment and
// the mission's set-aside cards aside). A card is named as printed; a
// card attached to another follows it after a + (hand1=Pistol+Scope).
// Copies of a card are interchangeable: each mention takes the first copy
// not yet taken, and "Pistol#2" names the second copy when it matters.

func writeSurvivors(f *former, v, def any) {
	cur, old := v.([]any), def.([]any)
	cards := f.cardWords()
	for i := range cur {
		sv, d := cur[i].(postext.Obj), old[i].(postext.Obj)
		f.Line("survivor", postext.Word(f.s.g.cards[i].Name), postext.Word(sv.Get("zone").(string)),
			postext.Members(sv.Without("zone"), d.Without("zone")), strings.Join(cards.on[i], " "))
	}
}

func writeCards(f *former, _, _ any) {
	cards := f.cardWords()
	for _, p := range cardLines {
		if l := cards.at[p.place]; len(l) > 0 {
			f.Line(p.key, strings.Join(l, " "))
		}
	}
}

// cardLines are the lines of cards in a place, by key.
var cardLines = []struct {
	key   string
	place Place
}{{"discard", InDiscard}, {"aside", SetAside}, {"in-deck", InDeck}}

// cardWords are the cards of a position in words: on each Survivor's
// line, and on the line of each place.
type cardWords struct {
	on [][]string
	at map[Place][]string
}

// cardWords works out where each card is mentioned, in the order a
// reader meets them, then names them: by name alone when taking the
// first copy not yet taken gives the same copies, else with #k.
func (f *former) cardWords() *cardWords {
	if f.cards != nil {
		return f.cards
	}
	s, g := f.s, f.s.g
	attached := make([][]int, len(g.items))
	for id, l := range s.items {
		if l.place == Attached {
			attached[l.at] = append(attached[l.at], id)
		}
	}
	var order []int // items in the order mentioned
	chain := func(id int) []int {
		ids := append([]int{id}, attached[id]...)
		order = append(order, ids...)
		return ids
	}
	type slotted struct {
		key string
		ids []int
	}
	on := make([][]slotted, len(g.cards))
	for i := range g.cards {
		for slot := range NumSlots {
			if id := s.itemAt(i, slot); id >= 0 {
				on[i] = append(on[i], slotted{slotNames[slot], chain(id)})
			}
		}
		var drawn []int
		for id, l := range s.items {
			if l.place == Drawn && int(l.who) == i {
				drawn = append(drawn, chain(id)...)
			}
		}
		if len(drawn) > 0 {
			on[i] = append(on[i], slotted{"drawn", drawn})
		}
	}
	def := g.initialItems()
	at := map[Place][][]int{}
	for _, p := range cardLines {
		for id, l := range s.items {
			if l.place == p.place && (def[id].place != p.place || len(attached[id]) > 0) {
				at[p.place] = append(at[p.place], chain(id))
			}
		}
	}
	name := g.cardNames(order)
	w := &cardWords{on: make([][]string, len(g.cards)), at: map[Place][]string{}}
	for i, slots := range on {
		for _, sl := range slots {
			if sl.key == "drawn" && len(sl.ids) > 1 {
				words := make([]string, len(sl.ids))
				for k, id := range sl.ids {
					words[k] = postext.Word(name[id])
				}
				w.on[i] = append(w.on[i], "drawn=["+strings.Join(words, " ")+"]")
				continue
			}
			w.on[i] = append(w.on[i], sl.key+"="+chainWords(sl.ids, name))
		}
	}
	for p, chains := range at {
		for _, c := range chains {
			w.at[p] = append(w.at[p], chainWords(c, name))
		}
	}
	f.cards = w
	return w
}

func chainWords(ids []int, name map[int]string) string {
	words := make([]string, len(ids))
	for k, id := range ids {
		words[k] = postext.Word(name[id])
	}
	return strings.Join(words, "+")
}

// cardNames names the items mentioned, in order: by name when the
// mentions of that name take its copies in order, else "name#k".
func (g *game) cardNames(order []int) map[int]string {
	out := map[int]string{}
	taken := map[string]int{}
	explicit := map[string]bool{}
	for _, id := range order {
		n := g.items[id].Name
		if g.copyOf(n, taken[n]+1) != id {
			explicit[n] = true
		}
		taken[n]++
	}
	for _, id := range order {
		n := g.items[id].Name
		out[id] = n
		if explicit[n] {
			out[id] += "#" + strconv.Itoa(g.copyNumber(id))
		}
	}
	return out
}

// copyOf returns the item that is the k-th copy (from 1) of the card
// named n, or -1.
func (g *game) copyOf(n string, k int) int {
	for id, c := range g.items {
		if c.Name == n {
			if k--; k == 0 {
				return id
			}
		}
	}
	return -1
}

// copyNumber returns which copy of its card an item is, from 1.
func (g *game) copyNumber(id int) int {
	k := 0
	for _, c := range g.items[:id+1] {
		if c.Name == g.items[id].Name {
			k++
		}
	}
	return k
}

// Reading cards.

// A mention is a card a line places.
type mention struct {
	name string
	copy int // the copy named (#k), or 0: the first not yet taken
	at   postext.Tok
	loc  postext.Obj // where it goes, as in the State's tree
	host int         // the mention it is attached to, or -1
	item int         // the item, once resolved
}

func readSurvivor(r *reader, l postext.Line) error {
	if len(l.Items) == 0 || l.Items[0].Key.Text != "" || l.Items[0].Val.Kind != postext.Scalar {
		return postext.Errorf(l.Key, "want survivor NAME ZONE key=value...")
	}
	who := l.Items[0].Val.Tok
	i := slices.IndexFunc(r.g.cards, func(c survivor.Card) bool { return c.Name == who.Text })
	if i < 0 {
		return postext.Errorf(who, "there is no Survivor %q", who.Text)
	}
	path := ".survivors[" + strconv.Itoa(i) + "]"
	r.At(path, who)
	list := slices.Clone(r.Tree.Get("survivors").([]any))
	sv := postext.Clone(list[i]).(postext.Obj)
	items := l.Items[1:]
	if len(items) > 0 && items[0].Key.Text == "" && items[0].Val.Kind == postext.Scalar && !items[0].Val.Tok.Quoted && slotIndex(items[0].Val.Tok.Text) < 0 {
		sv.Set("zone", items[0].Val.Tok.Text)
		r.At(path+".zone", items[0].Val.Tok)
		items = items[1:]
	}
	for _, it := range items {
		k := it.Key.Text
		switch {
		case k == "drawn":
			vals := []postext.Val{it.Val}
			if it.Val.Kind == postext.List {
				vals = it.Val.List
			}
			for _, v := range vals {
				if err := r.mention(v, postext.Obj{postext.M("place", "drawn"), postext.M("survivor", who.Text)}); err != nil {
					return err
				}
			}
		case slotIndex(k) >= 0:
			if err := r.mention(it.Val, postext.Obj{postext.M("place", "carried"), postext.M("survivor", who.Text), postext.M("slot", k)}); err != nil {
				return err
			}
		default:
			var err error
			if sv, err = r.Merge(sv, []postext.Item{it}, path); err != nil {
				return err
			}
		}
	}
	list[i] = sv
	r.Tree.Set("survivors", list)
	return nil
}

func slotIndex(word string) int { return slices.Index(slotNames[:], word) }

func readCards(r *reader, l postext.Line) error {
	k := slices.IndexFunc(cardLines, func(c struct {
		key   string
		place Place
	}) bool {
		return c.key == l.Key.Text
	})
	for _, it := range l.Items {
		if it.Key.Text != "" {
			return postext.Errorf(it.Key, "want card names, not key=value")
		}
		if err := r.mention(it.Val, postext.Obj{postext.M("place", placeNames[cardLines[k].place])}); err != nil {
			return err
		}
	}
	return nil
}

// mention records a card, or a chain of cards attached to the first,
// that goes to loc.
func (r *reader) mention(v postext.Val, loc postext.Obj) error {
	parts := []postext.Val{v}
	if v.Kind == postext.Chain {
		parts = v.Chain
	}
	host := -1
	for _, p := range parts {
		if p.Kind != postext.Scalar {
			return postext.Errorf(p.Tok, "want a card's name")
		}
		name, k := p.Tok.Text, 0
		if i := strings.LastIndexByte(name, '#'); i > 0 {
			if n, err := strconv.Atoi(name[i+1:]); err == nil && n > 0 {
				name, k = name[:i], n
			}
		}
		if r.g.copyOf(name, 1) < 0 {
			return postext.Errorf(p.Tok, "there is no card %q in this game", name)
		}
		r.cards = append(r.cards, mention{name: name, copy: k, at: p.Tok, loc: loc, host: host, item: -1})
		if host < 0 {
			host = len(r.cards) - 1
		}
	}
	return nil
}

// finish resolves the cards mentioned, the copies named first, and puts
// them where their lines say.
func (r *reader) finish() error {
	taken := map[int]bool{}
	for pass := range 2 {
		for i := range r.cards {
			m := &r.cards[i]
			if (pass == 0) != (m.copy > 0) {
				continue
			}
			if pass == 0 {
				m.item = r.g.copyOf(m.name, m.copy)
			} else {
				for k := 1; ; k++ {
					if id := r.g.copyOf(m.name, k); id < 0 || !taken[id] {
						m.item = id
						break
					}
				}
			}
			switch {
			case m.item < 0 && m.copy > 0:
				return postext.Errorf(m.at, "there is no copy %d of %q", m.copy, m.name)
			case m.item < 0:
				return postext.Errorf(m.at, "every copy of %q is placed already", m.name)
			case taken[m.item]:
				return postext.Errorf(m.at, "%s#%d is placed twice", m.name, m.copy)
			}
			taken[m.item] = true
		}
	}
	items := slices.Clone(r.Tree.Get("items").([]any))
	for _, m := range r.cards {
		loc := m.loc
		if m.host >= 0 {
			loc = postext.Obj{postext.M("place", "attached"), postext.M("host", json.Number(strconv.Itoa(r.cards[m.host].item)))}
		}
		items[m.item] = loc
		r.At(".items["+strconv.Itoa(m.item)+"]", m.at)
	}
	r.Tree.Set("items", items)
	return nil
}
