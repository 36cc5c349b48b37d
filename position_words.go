package invader

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/invaderengine/invader/internal/postext"
	"github.com/invaderengine/invader/zone"
)

// The fields of the position form with words of their own (position.go):
// each is written from one field of the State's tree (its JSON key) and
// read from lines of its own keys.
type sugar struct {
	json  string   // the field it writes
	keys  []string // the keys of the lines it reads
	write func(f *former, v, def any)
	read  func(r *reader, l postext.Line) error
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
func (g *game) zoneNamed(t postext.Tok) (int, error) {
	z, ok := g.m.Lookup(t.Text)
	if !ok {
		return 0, postext.Errorf(t, "there is no zone %q", t.Text)
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
	b, d := v.(postext.Obj), def.(postext.Obj)
	all := boardNames(f.s.g)
	for _, key := range boardLines {
		names := all[key]
		cur, _ := b.Get(key).([]any)
		old, _ := d.Get(key).([]any)
		if len(cur) != len(old) || len(cur) > len(names) {
			continue // no such part on this map
		}
		var items []string
		for i := range cur {
			if !postext.Same(cur[i], old[i]) {
				items = append(items, names[i]+"="+boardValue(key, cur[i]))
			}
		}
		if len(items) > 0 {
			f.Line(key, strings.Join(items, " "))
		}
	}
}

// boardValue writes a value of the board: a door's state (+locked), a
// Zone's Mold, an Objective taken or on, a Spawn Zone active or dormant.
func boardValue(key string, v any) string {
	switch v := v.(type) {
	case postext.Obj:
		s := v.Get("state").(string)
		if v.Get("locked") == true {
			s += "+locked"
		}
		return s
	case bool:
		return boardKeys[key].words[boolByte(v)]
	}
	return postext.Word(v.(string))
}

func readBoard(r *reader, l postext.Line) error {
	names := boardNames(r.g)[l.Key.Text]
	b := postext.Clone(r.Tree.Get("board")).(postext.Obj)
	list, _ := b.Get(l.Key.Text).([]any)
	if len(list) != len(names) {
		return postext.Errorf(l.Key, "%s: the map has none", l.Key.Text)
	}
	for _, it := range l.Items {
		if it.Key.Text == "" {
			return postext.Errorf(it.Val.Tok, "want NAME=VALUE")
		}
		i := slices.Index(names, it.Key.Text)
		if i < 0 {
			return postext.Errorf(it.Key, "%s: there is no %q (want one of %s)", l.Key.Text, it.Key.Text, strings.Join(names, " "))
		}
		v, err := boardRead(l.Key.Text, it.Val)
		if err != nil {
			return err
		}
		list[i] = v
	}
	b.Set(l.Key.Text, list)
	r.Tree.Set("board", b)
	return nil
}

func boardRead(key string, v postext.Val) (any, error) {
	switch key {
	case "doors":
		parts := []postext.Val{v}
		if v.Kind == postext.Chain {
			parts = v.Chain
		}
		o := postext.Obj{postext.M("state", parts[0].Tok.Text)}
		if len(parts) > 2 || parts[0].Kind != postext.Scalar || (len(parts) == 2 && parts[1].Tok.Text != "locked") {
			return nil, postext.Errorf(v.Tok, "want a door's state: closed, open, destroyed or removed, +locked if locked")
		}
		if !slices.Contains([]string{"closed", "open", "destroyed", "removed"}, parts[0].Tok.Text) {
			return nil, postext.Errorf(v.Tok, "%q: want closed, open, destroyed or removed", parts[0].Tok.Text)
		}
		if len(parts) == 2 {
			o = append(o, postext.M("locked", true))
		}
		return o, nil
	case "mold":
		if v.Kind != postext.Scalar || !slices.Contains([]string{"none", "active", "inactive"}, v.Tok.Text) {
			return nil, postext.Errorf(v.Tok, "want none, active or inactive")
		}
		return v.Tok.Text, nil
	case "gates":
		if v.Kind != postext.Scalar || v.Tok.Text != "a" && v.Tok.Text != "b" {
			return nil, postext.Errorf(v.Tok, "want a gate's position: a or b")
		}
		return v.Tok.Text, nil
	}
	words := boardKeys[key].words
	if v.Kind != postext.Scalar || !slices.Contains(words[:], v.Tok.Text) {
		return nil, postext.Errorf(v.Tok, "want %s or %s", words[0], words[1])
	}
	return v.Tok.Text == words[1], nil
}

// Noise, Xenos and doors opened.

func writeNoise(f *former, v, def any) {
	cur, old := v.([]any), def.([]any)
	var items []string
	for z := range cur {
		if !postext.Same(cur[z], old[z]) {
			items = append(items, f.s.g.zoneName(z)+"="+postext.Value(cur[z]))
		}
	}
	if len(items) > 0 {
		f.Line("noise", strings.Join(items, " "))
	}
}

func readNoise(r *reader, l postext.Line) error {
	if err := postext.Keyed(l.Items); err != nil {
		return err
	}
	noise := slices.Clone(r.Tree.Get("noise").([]any))
	for _, it := range l.Items {
		z, err := r.g.zoneNamed(it.Key)
		if err != nil {
			return err
		}
		if noise[z], err = postext.ReadScalar(it.Val.Tok, json.Number("")); err != nil {
			return err
		}
		r.At(".noise["+strconv.Itoa(z)+"]", it.Val.Tok)
	}
	r.Tree.Set("noise", noise)
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
		if postext.Same(cur[z], old[z]) {
			continue
		}
		var items []string
		for k, n := range cur[z].([]any) {
			if n != json.Number("0") {
				items = append(items, f.s.g.kindWord(k)+"="+postext.Value(n))
			}
		}
		f.Line("xenos", postext.Word(f.s.g.zoneName(z)), strings.Join(items, " "))
	}
}

func readXenos(r *reader, l postext.Line) error {
	if len(l.Items) == 0 || l.Items[0].Key.Text != "" || l.Items[0].Val.Kind != postext.Scalar {
		return postext.Errorf(l.Key, "want xenos ZONE KIND=COUNT...")
	}
	z, err := r.g.zoneNamed(l.Items[0].Val.Tok)
	if err != nil {
		return err
	}
	if err := postext.Keyed(l.Items[1:]); err != nil {
		return err
	}
	xenos := slices.Clone(r.Tree.Get("xenos").([]any))
	row := make([]any, len(r.g.kinds))
	for k := range row {
		row[k] = json.Number("0")
	}
	for _, it := range l.Items[1:] {
		k := -1
		for i := range r.g.kinds {
			if r.g.kindWord(i) == it.Key.Text {
				k = i
			}
		}
		if k < 0 {
			return postext.Errorf(it.Key, "there is no Xeno kind %q", it.Key.Text)
		}
		if row[k], err = postext.ReadScalar(it.Val.Tok, json.Number("")); err != nil {
			return err
		}
		r.At(".xenos["+strconv.Itoa(z)+"]["+strconv.Itoa(k)+"]", it.Val.Tok)
	}
	xenos[z] = row
	r.Tree.Set("xenos", xenos)
	return nil
}

func writeOpened(f *former, v, def any) {
	if postext.Same(v, def) {
		return
	}
	var doors []string
	for d, o := range v.([]any) {
		if o == true {
			doors = append(doors, "d"+strconv.Itoa(d))
		}
	}
	f.Line("opened", strings.Join(doors, " "))
}

func readOpened(r *reader, l postext.Line) error {
	toks, err := postext.Positional(l.Items)
	if err != nil {
		return err
	}
	opened := make([]any, r.g.m.NumDoors())
	for d := range opened {
		opened[d] = false
	}
	for _, t := range toks {
		d, ok := number(t.Text, "d")
		if !ok || d >= len(opened) {
			return postext.Errorf(t, "there is no door %q", t.Text)
		}
		opened[d] = true
	}
	r.Tree.Set("opened", opened)
	return nil
}
