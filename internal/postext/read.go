package postext

import (
	"encoding/json"
	"strconv"
	"strings"
)

// Reading values into the tree.

// A Reader reads lines into a tree: Def's (the document a position says
// how it differs from) changed by each line. It records where each
// value was read, by path (".turn", ".survivors[2].xp"), so that an
// error found once the tree is loaded points at the text at fault.
type Reader struct {
	Tree  Obj            // what the lines read so far make of Def
	Def   Obj            // the tree the lines change; read only
	Where map[string]Tok // where each path's value was read
	First Tok            // the first line's key: where errors about no line go
}

// At records where the value of path was read (the first time).
func (r *Reader) At(path string, t Tok) {
	if _, ok := r.Where[path]; !ok {
		r.Where[path] = t
	}
}

// Locate returns an error about the value at path (err's message
// starting with the path, without its dot, is cut) as an *Error at that
// value, or at the line that set the nearest value that holds it.
func (r *Reader) Locate(path string, err error) error {
	msg := err.Error()
	if p := strings.TrimPrefix(path, "."); p != "" {
		msg = strings.TrimPrefix(msg, p+": ")
	}
	for p := path; ; {
		if t, ok := r.Where[p]; ok {
			return &Error{Line: t.Line, Column: t.Col, Msg: msg}
		}
		i := strings.LastIndexAny(p, ".[")
		if i < 0 {
			return &Error{Line: r.First.Line, Column: r.First.Col, Msg: msg}
		}
		p = p[:i]
	}
}

// Read reads v as a value of the tree shaped like guide (nil: any
// shape), recording where each value came from under path.
func (r *Reader) Read(v Val, guide any, path string) (any, error) {
	r.At(path, v.Tok)
	switch v.Kind {
	case List:
		var elem any
		if g, ok := guide.([]any); ok && len(g) > 0 {
			elem = g[0]
		}
		out := make([]any, len(v.List))
		for i, e := range v.List {
			x, err := r.Read(e, elem, path+"["+strconv.Itoa(i)+"]")
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return out, nil
	case Object:
		base, _ := guide.(Obj)
		return r.Merge(Clone(base).(Obj), v.Items, path)
	case Chain:
		return nil, Errorf(v.Tok, "+ joins cards only")
	}
	return ReadScalar(v.Tok, guide)
}

// Merge sets the members of o that items name; a key alone is key=true.
func (r *Reader) Merge(o Obj, items []Item, path string) (Obj, error) {
	if o == nil {
		o = Obj{}
	}
	for _, it := range items {
		key, val := it.Key, it.Val
		if key.Text == "" { // a bare key: true
			if val.Kind != Scalar || val.Tok.Quoted {
				return nil, Errorf(val.Tok, "want key=value")
			}
			key, val = val.Tok, Val{Tok: Tok{Text: "true", Line: val.Tok.Line, Col: val.Tok.Col}, Kind: Scalar}
		}
		x, err := r.Read(val, o.Get(key.Text), path+"."+key.Text)
		if err != nil {
			return nil, err
		}
		r.At(path+"."+key.Text, key)
		o.Set(key.Text, x)
	}
	return o, nil
}

// ReadScalar reads a token as a number, a truth value or a string: as
// guide's kind when there is a guide, else as it reads (a quoted token
// is a string).
func ReadScalar(t Tok, guide any) (any, error) {
	switch guide.(type) {
	case json.Number:
		if t.Quoted || !isNumber(t.Text) {
			return nil, Errorf(t, "%q is not a whole number", t.Text)
		}
		return json.Number(t.Text), nil
	case bool:
		if t.Quoted || (t.Text != "true" && t.Text != "false") {
			return nil, Errorf(t, "%q is not true or false", t.Text)
		}
		return t.Text == "true", nil
	case string:
		return t.Text, nil
	case nil:
		switch {
		case t.Quoted:
			return t.Text, nil
		case isNumber(t.Text):
			return json.Number(t.Text), nil
		case t.Text == "true" || t.Text == "false":
			return t.Text == "true", nil
		}
		return t.Text, nil
	}
	return nil, Errorf(t, "want a list or an object, not %q", t.Text)
}

// Field reads a line that sets the field of the tree its key names, as
// [Writer.Generic] writes it: an object's members; a value; a list
// whole, in brackets; an element of a list of fixed length, "key INDEX
// members"; or, for a list that grows, one more element.
func (r *Reader) Field(l Line) error {
	k := l.Key.Text
	path := "." + k
	r.At(path, l.Key)
	cur, def := r.Tree.Get(k), r.Def.Get(k)
	switch d := def.(type) {
	case nil, Obj:
		base, _ := cur.(Obj)
		o, err := r.Merge(Clone(base).(Obj), l.Items, path)
		r.Tree.Set(k, o)
		return err
	case []any:
		return r.list(l, cur.([]any), d, path)
	}
	if len(l.Items) != 1 || l.Items[0].Key.Text != "" {
		return Errorf(l.Key, "want %s VALUE", k)
	}
	r.Where[path] = l.Items[0].Val.Tok // errors in the value point at it
	v, err := r.Read(l.Items[0].Val, def, path)
	r.Tree.Set(k, v)
	return err
}

// list reads a line of a list field.
func (r *Reader) list(l Line, cur, def []any, path string) error {
	k := l.Key.Text
	if len(l.Items) == 1 && l.Items[0].Key.Text == "" && l.Items[0].Val.Kind == List {
		v, err := r.Read(l.Items[0].Val, def, path)
		r.Tree.Set(k, v)
		return err
	}
	if len(def) == 0 {
		i := strconv.Itoa(len(cur))
		o, err := r.Merge(Obj{}, l.Items, path+"["+i+"]")
		r.Tree.Set(k, append(cur, o))
		return err
	}
	if !IsObj(def[0]) || len(l.Items) == 0 || l.Items[0].Key.Text != "" || l.Items[0].Val.Kind != Scalar {
		return Errorf(l.Key, "want %s [VALUES...] or %s INDEX key=value...", k, k)
	}
	at := l.Items[0].Val.Tok
	i, err := strconv.Atoi(at.Text)
	if err != nil || i < 0 || i >= len(cur) {
		return Errorf(at, "%s %q: want an index from 0 to %d", k, at.Text, len(cur)-1)
	}
	cur = append([]any(nil), cur...)
	o, err := r.Merge(Clone(cur[i]).(Obj), l.Items[1:], path+"["+strconv.Itoa(i)+"]")
	cur[i] = o
	r.Tree.Set(k, cur)
	return err
}

// Keyed checks that every item is key=word.
func Keyed(items []Item) error {
	for _, it := range items {
		if it.Key.Text == "" || it.Val.Kind != Scalar {
			return Errorf(it.Val.Tok, "want key=value")
		}
	}
	return nil
}

// Positional returns the items, values alone, as tokens, or an error at
// the first that is key=value or no word.
func Positional(items []Item) ([]Tok, error) {
	out := make([]Tok, len(items))
	for i, it := range items {
		if it.Key.Text != "" || it.Val.Kind != Scalar {
			return nil, Errorf(it.Val.Tok, "want a name here, not key=value or a list")
		}
		out[i] = it.Val.Tok
	}
	return out, nil
}
