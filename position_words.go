package invader

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/invaderengine/invader/zone"
)

// The fields of the position form with words of their own (position.go):
// each is written from one field of the State's tree (its JSON key) and
// read from lines of its own keys.
type sugar struct {
	json  string   // the field it writes
	keys  []string // the keys of the lines it reads
	write func(f *former, v, def any)
	read  func(r *reader, l pline) error
}

var sugars []*sugar

func init() {
	sugars = []*sugar{
		{json: "board", keys: boardLines, write: writeBoard, read: readBoard},
		{json: "survivors", keys: []string{"survivor"}, write: writeSurvivors, read: readSurvivor},
		{json: "items", keys: []string{"discard", "aside", "in-deck"}, write: writeCards, read: readCards},
		{json: "noise", keys: []string{"noise"}, write: writeNoise, read: readNoise},
		{json: "xenos", keys: []string{"xenos"}, write: writeXenos, read: readXenos},
		{json: "opened", keys: []string{"opened"}, write: writeOpened, read: readOpened},
	}
}

// sugarOf returns the words of the field with a JSON key, or nil.
func sugarOf(field string) *sugar {
	for _, s := range sugars {
		if s.json == field {
			return s
		}
	}
	return nil
}

// sugarFor returns the words a line's key belongs to, or nil.
func sugarFor(key string) *sugar {
	for _, s := range sugars {
		if slices.Contains(s.keys, key) {
			return s
		}
	}
	return nil
}

// Names of things in a position.

func (g *game) zoneName(z int) string { return g.m.Zone(zone.ID(z)).Name }

// zoneNamed returns the Zone named t, or an error at t.
func (g *game) zoneNamed(t ptok) (int, error) {
	z, ok := g.m.Lookup(t.text)
	if !ok {
		return 0, errAt(t, "there is no zone %q", t.text)
	}
	return int(z), nil
}

// tokenNames names tokens on the board by their Zone, with #k for the
// k-th of a Zone that has several.
func (g *game) tokenNames(zones []zone.ID) []string {
	out := make([]string, len(zones))
	for i, z := range zones {
		out[i] = g.m.Zone(z).Name
		if countBefore(zones, z) > 1 {
			out[i] += "#" + strconv.Itoa(countBefore(zones[:i], z)+1)
		}
	}
	return out
}

func countBefore(zones []zone.ID, z zone.ID) int {
	n := 0
	for _, x := range zones {
		if x == z {
			n++
		}
	}
	return n
}

// positional returns the items of a line that are values alone, as
// tokens, and an error at any other.
func positional(items []pitem) ([]ptok, error) {
	out := make([]ptok, len(items))
	for i, it := range items {
		if it.key.text != "" || it.val.kind != 's' {
			return nil, errAt(it.val.tok, "want a name here, not key=value or a list")
		}
		out[i] = it.val.tok
	}
	return out, nil
}

// keyed checks that every item of a line is key=word.
func keyed(items []pitem) error {
	for _, it := range items {
		if it.key.text == "" || it.val.kind != 's' {
			return errAt(it.val.tok, "want key=value")
		}
	}
	return nil
}

// The board: doors, Mold, Objectives, Spawn Zones, and the barbed wires
// torn and the revolving gates' positions (seed 004, §16).

// boardLines are the board's line keys, in the order written.
var boardLines = []string{"doors", "mold", "objectives", "spawns", "torn", "gates"}

// boardNames returns, per board line key, the names of its entries.
func boardNames(g *game) map[string][]string {
	doors, zones, objectives, spawns := boardParts(g)
	var wires, gates []string
	for w := 1; w <= g.m.NumWires(); w++ {
		wires = append(wires, "w"+strconv.Itoa(w))
	}
	for i := range g.m.NumGates() {
		gates = append(gates, gateName(zone.GateID(i)))
	}
	return map[string][]string{"doors": doors, "mold": zones, "objectives": objectives, "spawns": spawns, "torn": wires, "gates": gates}
}

func boardParts(g *game) (doors, zones, objectives, spawns []string) {
	for d := range g.m.NumDoors() {
		doors = append(doors, "d"+strconv.Itoa(d))
	}
	for z := range g.m.Len() {
		zones = append(zones, g.zoneName(z))
	}
	var oz, sz []zone.ID
	for _, o := range g.objectives {
		oz = append(oz, o.Zone)
	}
	for _, s := range g.spawns {
		sz = append(sz, s.Zone)
	}
	return doors, zones, g.tokenNames(oz), g.tokenNames(sz)
}

// boardKeys are, per line key, the board's field and the words of its
// values.
var boardKeys = map[string]struct {
	field string
	words [2]string // false, true: for the lists of truth values
}{
	"doors":      {field: "doors"},
	"mold":       {field: "mold"},
	"objectives": {field: "objectives", words: [2]string{"taken", "on"}},
	"spawns":     {field: "spawns", words: [2]string{"dormant", "active"}},
	"torn":       {field: "torn", words: [2]string{"intact", "torn"}},
	"gates":      {field: "gates"},
}

func writeBoard(f *former, v, def any) {
	b, d := v.(obj), def.(obj)
	all := boardNames(f.s.g)
	for _, key := range boardLines {
		names := all[key]
		cur, _ := b.get(key).([]any)
		old, _ := d.get(key).([]any)
		if len(cur) != len(old) || len(cur) > len(names) {
			continue // no such part on this map
		}
		var items []string
		for i := range cur {
			if !same(cur[i], old[i]) {
				items = append(items, names[i]+"="+boardValue(key, cur[i]))
			}
		}
		if len(items) > 0 {
			f.line(key, strings.Join(items, " "))
		}
	}
}

// boardValue writes a value of the board: a door's state (+locked), a
// Zone's Mold, an Objective taken or on, a Spawn Zone active or dormant.
func boardValue(key string, v any) string {
	switch v := v.(type) {
	case obj:
		s := v.get("state").(string)
		if v.get("locked") == true {
			s += "+locked"
		}
		return s
	case bool:
		return boardKeys[key].words[boolByte(v)]
	}
	return word(v.(string))
}

func readBoard(r *reader, l pline) error {
	names := boardNames(r.g)[l.key.text]
	b := clone(r.tree.get("board")).(obj)
	list, _ := b.get(l.key.text).([]any)
	if len(list) != len(names) {
		return errAt(l.key, "%s: the map has none", l.key.text)
	}
	for _, it := range l.items {
		if it.key.text == "" {
			return errAt(it.val.tok, "want NAME=VALUE")
		}
		i := slices.Index(names, it.key.text)
		if i < 0 {
			return errAt(it.key, "%s: there is no %q (want one of %s)", l.key.text, it.key.text, strings.Join(names, " "))
		}
		v, err := boardRead(l.key.text, it.val)
		if err != nil {
			return err
		}
		list[i] = v
	}
	b.set(l.key.text, list)
	r.tree.set("board", b)
	return nil
}

func boardRead(key string, v pval) (any, error) {
	switch key {
	case "doors":
		parts := []pval{v}
		if v.kind == '+' {
			parts = v.chain
		}
		o := obj{{"state", parts[0].tok.text}}
		if len(parts) > 2 || parts[0].kind != 's' || (len(parts) == 2 && parts[1].tok.text != "locked") {
			return nil, errAt(v.tok, "want a door's state: closed, open, destroyed or removed, +locked if locked")
		}
		if !slices.Contains([]string{"closed", "open", "destroyed", "removed"}, parts[0].tok.text) {
			return nil, errAt(v.tok, "%q: want closed, open, destroyed or removed", parts[0].tok.text)
		}
		if len(parts) == 2 {
			o = append(o, member{"locked", true})
		}
		return o, nil
	case "mold":
		if v.kind != 's' || !slices.Contains([]string{"none", "active", "inactive"}, v.tok.text) {
			return nil, errAt(v.tok, "want none, active or inactive")
		}
		return v.tok.text, nil
	case "gates":
		if v.kind != 's' || v.tok.text != "a" && v.tok.text != "b" {
			return nil, errAt(v.tok, "want a gate's position: a or b")
		}
		return v.tok.text, nil
	}
	words := boardKeys[key].words
	if v.kind != 's' || !slices.Contains(words[:], v.tok.text) {
		return nil, errAt(v.tok, "want %s or %s", words[0], words[1])
	}
	return v.tok.text == words[1], nil
}

// Noise, Xenos and doors opened.

func writeNoise(f *former, v, def any) {
	cur, old := v.([]any), def.([]any)
	var items []string
	for z := range cur {
		if !same(cur[z], old[z]) {
			items = append(items, f.s.g.zoneName(z)+"="+value(cur[z]))
		}
	}
	if len(items) > 0 {
		f.line("noise", strings.Join(items, " "))
	}
}

func readNoise(r *reader, l pline) error {
	if err := keyed(l.items); err != nil {
		return err
	}
	noise := slices.Clone(r.tree.get("noise").([]any))
	for _, it := range l.items {
		z, err := r.g.zoneNamed(it.key)
		if err != nil {
			return err
		}
		if noise[z], err = scalar(it.val.tok, json.Number("")); err != nil {
			return err
		}
		r.at(".noise["+strconv.Itoa(z)+"]", it.val.tok)
	}
	r.tree.set("noise", noise)
	return nil
}

// kindWord is a Xeno kind's word: its name's first word in lower case
// (spoiler for the Spoiler Abomination), as in a mission's text.
func (g *game) kindWord(k int) string {
	w, _, _ := strings.Cut(strings.ToLower(g.kinds[k].Name), " ")
	return w
}

func writeXenos(f *former, v, def any) {
	cur, old := v.([]any), def.([]any)
	for z := range cur {
		if same(cur[z], old[z]) {
			continue
		}
		var items []string
		for k, n := range cur[z].([]any) {
			if n != json.Number("0") {
				items = append(items, f.s.g.kindWord(k)+"="+value(n))
			}
		}
		f.line("xenos", word(f.s.g.zoneName(z)), strings.Join(items, " "))
	}
}

func readXenos(r *reader, l pline) error {
	if len(l.items) == 0 || l.items[0].key.text != "" || l.items[0].val.kind != 's' {
		return errAt(l.key, "want xenos ZONE KIND=COUNT...")
	}
	z, err := r.g.zoneNamed(l.items[0].val.tok)
	if err != nil {
		return err
	}
	if err := keyed(l.items[1:]); err != nil {
		return err
	}
	xenos := slices.Clone(r.tree.get("xenos").([]any))
	row := make([]any, len(r.g.kinds))
	for k := range row {
		row[k] = json.Number("0")
	}
	for _, it := range l.items[1:] {
		k := -1
		for i := range r.g.kinds {
			if r.g.kindWord(i) == it.key.text {
				k = i
			}
		}
		if k < 0 {
			return errAt(it.key, "there is no Xeno kind %q", it.key.text)
		}
		if row[k], err = scalar(it.val.tok, json.Number("")); err != nil {
			return err
		}
		r.at(".xenos["+strconv.Itoa(z)+"]["+strconv.Itoa(k)+"]", it.val.tok)
	}
	xenos[z] = row
	r.tree.set("xenos", xenos)
	return nil
}

func writeOpened(f *former, v, def any) {
	if same(v, def) {
		return
	}
	var doors []string
	for d, o := range v.([]any) {
		if o == true {
			doors = append(doors, "d"+strconv.Itoa(d))
		}
	}
	f.line("opened", strings.Join(doors, " "))
}

func readOpened(r *reader, l pline) error {
	toks, err := positional(l.items)
	if err != nil {
		return err
	}
	opened := make([]any, r.g.m.NumDoors())
	for d := range opened {
		opened[d] = false
	}
	for _, t := range toks {
		d, ok := number(t.text, "d")
		if !ok || d >= len(opened) {
			return errAt(t, "there is no door %q", t.text)
		}
		opened[d] = true
	}
	r.tree.set("opened", opened)
	return nil
}
