package postext

import (
	"encoding/json"
	"errors"
	"testing"

	"pgregory.net/rapid"
)

// TestWordReadsBack: any string written as a Word reads back as that
// string, a single value on its line.
func TestWordReadsBack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.OneOf(rapid.String(), rapid.StringMatching(`[a-z0-9#"= \[\]{}+-]{0,8}`),
			rapid.SampledFrom([]string{"", "true", "false", "12", "-3", "18446744073709551615", "#2", "r3#2"})).Draw(t, "s")
		lines, err := ParseLines("k " + Word(s) + " # a comment")
		if err != nil {
			t.Fatalf("%q written %s: %v", s, Word(s), err)
		}
		if len(lines) != 1 || len(lines[0].Items) != 1 || lines[0].Items[0].Val.Kind != Scalar {
			t.Fatalf("%q written %s reads as %+v", s, Word(s), lines)
		}
		got, err := ReadScalar(lines[0].Items[0].Val.Tok, nil)
		if err != nil || got != s {
			t.Fatalf("%q written %s reads back as %#v, %v", s, Word(s), got, err)
		}
	})
}

// TestGenericReadsBack: a field the Writer writes generically, read by
// a Reader over the same default, is the field again.
func TestGenericReadsBack(t *testing.T) {
	def := MustTree([]byte(`{"round":1,"turn":{"active":-1,"door":false,"name":"x"},
		"survivors":[{"xp":0,"dead":false},{"xp":0,"dead":false}],"queue":[],"deck":[3,1,2]}`)).(Obj)
	cur := MustTree([]byte(`{"round":4,"turn":{"active":2,"door":true,"name":"two words"},
		"survivors":[{"xp":0,"dead":false},{"xp":7,"dead":true}],"queue":[{"kind":"move","left":2},{"kind":"attack"}],"deck":[2,5,4]}`)).(Obj)
	var w Writer
	for _, m := range cur {
		w.Generic(m.K, m.V, def.Get(m.K))
	}
	lines, err := ParseLines(w.String())
	if err != nil {
		t.Fatalf("%s: %v", w.String(), err)
	}
	r := &Reader{Tree: Clone(def).(Obj), Def: def, Where: map[string]Tok{}}
	for _, l := range lines {
		if err := r.Field(l); err != nil {
			t.Fatalf("%s: %v", w.String(), err)
		}
	}
	if !Same(r.Tree, cur) {
		a, _ := json.Marshal(Loadable(r.Tree))
		t.Errorf("%s reads back as %s", w.String(), a)
	}
}

func TestErrorsSayWhere(t *testing.T) {
	tests := []struct {
		text      string
		line, col int
		msg       string
	}{
		{"a b\n  c \"open", 2, 5, "a quoted string that does not end"},
		{"a\n\nb {x=1", 3, 7, `missing "}"`},
		{"a [1 2", 1, 7, `missing "]"`},
		{"= b", 1, 1, `a line starts with a key, not "="`},
		{"a é ~ \x01", 1, 7, `unexpected '\x01'`},
		{"a [x]=1", 1, 6, "= after something that is no key"},
		{"a x=", 1, 5, "missing a value"},
	}
	for _, tt := range tests {
		_, err := ParseLines(tt.text)
		var e *Error
		if !errors.As(err, &e) || e.Line != tt.line || e.Column != tt.col || e.Msg != tt.msg {
			t.Errorf("ParseLines(%q) = %v, want line %d:%d: %s", tt.text, err, tt.line, tt.col, tt.msg)
		}
	}
}

// TestLocate: an error about a path points at the value read there, or
// at the nearest value read that holds it, or at the first line.
func TestLocate(t *testing.T) {
	r := &Reader{Where: map[string]Tok{".turn": {Line: 2, Col: 1}, ".turn.actions": {Line: 2, Col: 6}}, First: Tok{Line: 1, Col: 1}}
	for _, tt := range []struct {
		path      string
		line, col int
		msg       string
	}{
		{".turn.actions", 2, 6, "too many"},
		{".turn.free[2]", 2, 1, "too many"},
		{".round", 1, 1, "too many"},
	} {
		err := r.Locate(tt.path, errors.New(tt.path[1:]+": too many"))
		if e, ok := err.(*Error); !ok || e.Line != tt.line || e.Column != tt.col || e.Msg != tt.msg {
			t.Errorf("Locate(%q) = %v, want line %d:%d: %s", tt.path, err, tt.line, tt.col, tt.msg)
		}
	}
}
