// Package postext is the text of the root package's position form
// (docs/POSITION.md) with none of the game in it: a tree of values (the
// JSON form's, with members in order), the lexer and the parser of the
// form's lines, each token with where it was read, and the writer of
// values and lines. The root package maps the State's fields to the tree
// and back, and gives the lines with words of their own (Survivors,
// cards, the board) their meaning; everything here would read and write
// the lines of any JSON document.
package postext

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
)

// An Obj is an object of the tree: its members, in order. A value of the
// tree is an Obj, a []any, a json.Number, a bool or a string.
type Obj []Member

// A Member is a key of an object and its value.
type Member struct {
	K string
	V any
}

// M returns the member k=v.
func M(k string, v any) Member { return Member{K: k, V: v} }

// Get returns the member k of o, or nil.
func (o Obj) Get(k string) any {
	for _, m := range o {
		if m.K == k {
			return m.V
		}
	}
	return nil
}

// Set sets the member k of o, adding it last if it is not there.
func (o *Obj) Set(k string, v any) {
	for i := range *o {
		if (*o)[i].K == k {
			(*o)[i].V = v
			return
		}
	}
	*o = append(*o, Member{K: k, V: v})
}

// Without returns a copy of o without its member k.
func (o Obj) Without(k string) Obj {
	return slices.DeleteFunc(slices.Clone(o), func(m Member) bool { return m.K == k })
}

// IsObj reports whether v is an Obj.
func IsObj(v any) bool { _, ok := v.(Obj); return ok }

// Decode reads JSON into a tree, numbers as json.Number and objects
// with their members in order.
func Decode(data []byte) (any, error) {
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
		var o Obj
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return nil, err
			}
			v, err := decodeValue(dec)
			if err != nil {
				return nil, err
			}
			o = append(o, Member{K: k.(string), V: v})
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

// MustTree returns the tree of JSON data ([]byte) or of a value that
// marshals; it panics on data or a value that does not: the caller's own
// values always do.
func MustTree(v any) any {
	data, ok := v.([]byte)
	if !ok {
		var err error
		if data, err = json.Marshal(v); err != nil {
			panic(fmt.Sprintf("invader: position: %v", err))
		}
	}
	t, err := Decode(data)
	if err != nil {
		panic(fmt.Sprintf("invader: position: %v", err))
	}
	return t
}

// Loadable returns a tree as encoding/json would decode it into an any
// (with UseNumber): objects as maps.
func Loadable(v any) any {
	switch v := v.(type) {
	case Obj:
		m := make(map[string]any, len(v))
		for _, e := range v {
			m[e.K] = Loadable(e.V)
		}
		return m
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = Loadable(e)
		}
		return out
	}
	return v
}

// Clone returns a deep copy of a tree.
func Clone(v any) any {
	switch v := v.(type) {
	case Obj:
		out := make(Obj, len(v))
		for i, e := range v {
			out[i] = Member{K: e.K, V: Clone(e.V)}
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = Clone(e)
		}
		return out
	}
	return v
}

// Same reports whether two trees are equal, members in the same order.
func Same(a, b any) bool {
	switch a := a.(type) {
	case Obj:
		b, ok := b.(Obj)
		if !ok || len(a) != len(b) {
			return false
		}
		for i := range a {
			if a[i].K != b[i].K || !Same(a[i].V, b[i].V) {
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
			if !Same(a[i], b[i]) {
				return false
			}
		}
		return true
	}
	return a == b
}
