package invader

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The words of the position form (position.go): a position is read into
// a tree of lines of items, each with where it starts; the State's fields
// are a tree of values (the JSON form's, with members in order) that the
// position form writes and reads.

// A value of the tree: obj, []any, json.Number, bool or string.
type obj []member

type member struct {
	k string
	v any
}

// get returns the member k of o, or nil.
func (o obj) get(k string) any {
	for _, m := range o {
		if m.k == k {
			return m.v
		}
	}
	return nil
}

// set sets the member k of o, adding it last if it is not there.
func (o *obj) set(k string, v any) {
	for i := range *o {
		if (*o)[i].k == k {
			(*o)[i].v = v
			return
		}
	}
	*o = append(*o, member{k, v})
}

// decodeTree reads JSON into a tree, numbers as json.Number and objects
// with their members in order.
func decodeTree(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	return decodeValue(dec)
}

func decodeValue(dec *json.Decoder) (any, error) {
	t, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t {
	case json.Delim('{'):
		var o obj
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return nil, err
			}
			v, err := decodeValue(dec)
			if err != nil {
				return nil, err
			}
			o = append(o, member{k.(string), v})
		}
		_, err = dec.Token()
		return o, err
	case json.Delim('['):
		l := []any{}
		for dec.More() {
			v, err := decodeValue(dec)
			if err != nil {
				return nil, err
			}
			l = append(l, v)
		}
		_, err = dec.Token()
		return l, err
	}
	return t, nil
}

// loadable returns a tree as the JSON loader reads it: objects as maps.
func loadable(v any) any {
	switch v := v.(type) {
	case obj:
		m := make(map[string]any, len(v))
		for _, e := range v {
			m[e.k] = loadable(e.v)
		}
		return m
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = loadable(e)
		}
		return out
	}
	return v
}

// clone returns a deep copy of a tree.
func clone(v any) any {
	switch v := v.(type) {
	case obj:
		out := make(obj, len(v))
		for i, e := range v {
			out[i] = member{e.k, clone(e.v)}
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = clone(e)
		}
		return out
	}
	return v
}

// same reports whether two trees are equal.
func same(a, b any) bool {
	switch a := a.(type) {
	case obj:
		b, ok := b.(obj)
		if !ok || len(a) != len(b) {
			return false
		}
		for i := range a {
			if a[i].k != b[i].k || !same(a[i].v, b[i].v) {
				return false
			}
		}
		return true
	case []any:
		b, ok := b.([]any)
		if !ok || len(a) != len(b) {
			return false
		}
		for i := range a {
			if !same(a[i], b[i]) {
				return false
			}
		}
		return true
	}
	return a == b
}

// Writing values.

// word writes a string so that it reads back as the same string: bare
// when it is one word that reads as no number or truth value, else
// quoted.
func word(s string) string {
	if s == "" || s == "true" || s == "false" || isNumber(s) || s[0] == '#' {
		return strconv.Quote(s)
	}
	for _, r := range s {
		if !isWordRune(r) && r != '#' {
			return strconv.Quote(s)
		}
	}
	return s
}

func isNumber(s string) bool {
	_, err := strconv.ParseInt(s, 10, 64)
	_, uerr := strconv.ParseUint(s, 10, 64)
	return err == nil || uerr == nil
}

// isWordRune reports whether r may stand in a bare word.
func isWordRune(r rune) bool {
	return r > ' ' && r != utf8.RuneError && !unicode.IsSpace(r) && !strings.ContainsRune(`"=[]{}+#`, r)
}

// value writes a value of the tree.
func value(v any) string {
	switch v := v.(type) {
	case obj:
		return "{" + members(v, nil) + "}"
	case []any:
		parts := make([]string, len(v))
		for i, e := range v {
			parts[i] = value(e)
		}
		return "[" + strings.Join(parts, " ") + "]"
	case string:
		return word(v)
	case bool:
		return strconv.FormatBool(v)
	case json.Number:
		return string(v)
	}
	return fmt.Sprint(v)
}

// members writes the members of o that differ from def's (all of them
// when def is nil): key=value, or the bare key for true.
func members(o obj, def obj) string {
	var parts []string
	for _, m := range o {
		d := def.get(m.k)
		if def != nil && same(m.v, d) {
			continue
		}
		if m.v == true && d != true {
			parts = append(parts, m.k)
			continue
		}
		if dm, ok := d.(obj); ok {
			if vm, ok := m.v.(obj); ok {
				parts = append(parts, m.k+"={"+members(vm, dm)+"}")
				continue
			}
		}
		parts = append(parts, m.k+"="+value(m.v))
	}
	return strings.Join(parts, " ")
}

// Reading lines.

// A ptok is a token of a position: a word, a quoted string (quoted), or
// one of = [ ] { } +.
type ptok struct {
	text      string
	quoted    bool
	line, col int // 1-based
}

func (t ptok) is(punct string) bool { return !t.quoted && t.text == punct }

// A pline is a line of a position: its key and items.
type pline struct {
	key   ptok
	items []pitem
}

// A pitem is key=value, or a value alone (key.text == "").
type pitem struct {
	key ptok
	val pval
}

// A pval is a scalar (tok), a list ([...]), an object ({...}) or a chain
// of values joined by + (a card and what is attached to it).
type pval struct {
	tok   ptok
	list  []pval
	obj   []pitem
	chain []pval
	kind  byte // 's', 'l', 'o' or '+'
}

// A PositionError says what is wrong with a position's text and where.
type PositionError struct {
	Line, Column int // 1-based
	Msg          string
}

func (e *PositionError) Error() string {
	return fmt.Sprintf("invader: position: line %d:%d: %s", e.Line, e.Column, e.Msg)
}

// errAt returns a PositionError at t; the strings among args, which quote
// the position, are cut to an excerpt when long.
func errAt(t ptok, format string, args ...any) error {
	for i, a := range args {
		if s, ok := a.(string); ok {
			args[i] = short(s)
		}
	}
	return &PositionError{t.line, t.col, fmt.Sprintf(format, args...)}
}

// lex splits a line into tokens; # starts a comment where a token could
// start.
func lex(line string, n int) ([]ptok, error) {
	var out []ptok
	for i := 0; i < len(line); {
		r, size := utf8.DecodeRuneInString(line[i:])
		col := utf8.RuneCountInString(line[:i]) + 1
		switch {
		case unicode.IsSpace(r):
			i += size
		case r == '#':
			return out, nil
		case strings.ContainsRune("=[]{}+", r):
			out = append(out, ptok{text: string(r), line: n, col: col})
			i += size
		case r == '"':
			q, err := strconv.QuotedPrefix(line[i:])
			if err != nil {
				return nil, &PositionError{n, col, "a quoted string that does not end"}
			}
			s, _ := strconv.Unquote(q)
			out = append(out, ptok{text: s, quoted: true, line: n, col: col})
			i += len(q)
		case isWordRune(r):
			j := i
			for j < len(line) {
				r, size := utf8.DecodeRuneInString(line[j:])
				if !isWordRune(r) && r != '#' { // r3#2: the second token in r3
					break
				}
				j += size
			}
			out = append(out, ptok{text: line[i:j], line: n, col: col})
			i = j
		default:
			return nil, &PositionError{n, col, fmt.Sprintf("unexpected %q", r)}
		}
	}
	return out, nil
}

// parseLines reads a position's text into lines.
func parseLines(text string) ([]pline, error) {
	var out []pline
	for n, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		toks, err := lex(l, n+1)
		if err != nil {
			return nil, err
		}
		if len(toks) == 0 {
			continue
		}
		p := &tokens{toks: toks, line: n + 1, end: utf8.RuneCountInString(l) + 1}
		key := p.next()
		if key.quoted || !isWordRune([]rune(key.text)[0]) {
			return nil, errAt(key, "a line starts with a key, not %q", key.text)
		}
		items, err := p.items("")
		if err != nil {
			return nil, err
		}
		out = append(out, pline{key, items})
	}
	return out, nil
}

type tokens struct {
	toks      []ptok
	i         int
	line, end int
}

func (p *tokens) peek() ptok {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ptok{line: p.line, col: p.end}
}

func (p *tokens) next() ptok { t := p.peek(); p.i++; return t }

func (p *tokens) done() bool { return p.i >= len(p.toks) }

// items reads items up to close ("" for the end of the line).
func (p *tokens) items(close string) ([]pitem, error) {
	var out []pitem
	for {
		if close == "" && p.done() {
			return out, nil
		}
		if p.done() {
			return nil, errAt(p.peek(), "missing %q", close)
		}
		if p.peek().is(close) {
			p.next()
			return out, nil
		}
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		if !p.peek().is("=") {
			out = append(out, pitem{val: v})
			continue
		}
		if v.kind != 's' {
			return nil, errAt(p.peek(), "= after something that is no key")
		}
		p.next()
		val, err := p.value()
		if err != nil {
			return nil, err
		}
		out = append(out, pitem{key: v.tok, val: val})
	}
}

// value reads a value: a term, or terms joined by +.
func (p *tokens) value() (pval, error) {
	v, err := p.term()
	if err != nil || !p.peek().is("+") {
		return v, err
	}
	chain := pval{tok: v.tok, kind: '+', chain: []pval{v}}
	for p.peek().is("+") {
		p.next()
		t, err := p.term()
		if err != nil {
			return pval{}, err
		}
		chain.chain = append(chain.chain, t)
	}
	return chain, nil
}

func (p *tokens) term() (pval, error) {
	t := p.next()
	switch {
	case t.text == "" && !t.quoted:
		return pval{}, errAt(t, "missing a value")
	case t.is("["):
		var l []pval
		for !p.peek().is("]") {
			if p.done() {
				return pval{}, errAt(p.peek(), `missing "]"`)
			}
			v, err := p.value()
			if err != nil {
				return pval{}, err
			}
			l = append(l, v)
		}
		p.next()
		return pval{tok: t, list: l, kind: 'l'}, nil
	case t.is("{"):
		items, err := p.items("}")
		return pval{tok: t, obj: items, kind: 'o'}, err
	case !t.quoted && strings.Contains("=]}+", t.text):
		return pval{}, errAt(t, "unexpected %q", t.text)
	}
	return pval{tok: t, kind: 's'}, nil
}

// Reading values into the tree.

// read reads v as a value of the tree shaped like guide (nil: any
// shape), recording where each value came from under path.
func (r *reader) read(v pval, guide any, path string) (any, error) {
	r.at(path, v.tok)
	switch v.kind {
	case 'l':
		var elem any
		if g, ok := guide.([]any); ok && len(g) > 0 {
			elem = g[0]
		}
		out := make([]any, len(v.list))
		for i, e := range v.list {
			x, err := r.read(e, elem, path+"["+strconv.Itoa(i)+"]")
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return out, nil
	case 'o':
		base, _ := guide.(obj)
		return r.merge(clone(base).(obj), v.obj, path)
	case '+':
		return nil, errAt(v.tok, "+ joins cards only")
	}
	return scalar(v.tok, guide)
}

// merge sets the members of o that items name.
func (r *reader) merge(o obj, items []pitem, path string) (obj, error) {
	if o == nil {
		o = obj{}
	}
	for _, it := range items {
		key, val := it.key, it.val
		if key.text == "" { // a bare key: true
			if val.kind != 's' || val.tok.quoted {
				return nil, errAt(val.tok, "want key=value")
			}
			key, val = val.tok, pval{tok: ptok{text: "true", line: val.tok.line, col: val.tok.col}, kind: 's'}
		}
		x, err := r.read(val, o.get(key.text), path+"."+key.text)
		if err != nil {
			return nil, err
		}
		r.at(path+"."+key.text, key)
		o.set(key.text, x)
	}
	return o, nil
}

// scalar reads a token as a number, a truth value or a string: as guide's
// kind when there is a guide, else as it reads (a quoted token is a
// string).
func scalar(t ptok, guide any) (any, error) {
	switch guide.(type) {
	case json.Number:
		if t.quoted || !isNumber(t.text) {
			return nil, errAt(t, "%q is not a whole number", t.text)
		}
		return json.Number(t.text), nil
	case bool:
		if t.quoted || (t.text != "true" && t.text != "false") {
			return nil, errAt(t, "%q is not true or false", t.text)
		}
		return t.text == "true", nil
	case string:
		return t.text, nil
	case nil:
		switch {
		case t.quoted:
			return t.text, nil
		case isNumber(t.text):
			return json.Number(t.text), nil
		case t.text == "true" || t.text == "false":
			return t.text == "true", nil
		}
		return t.text, nil
	}
	return nil, errAt(t, "want a list or an object, not %q", t.text)
}
