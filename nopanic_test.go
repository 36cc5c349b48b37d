package invader_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

// No exported method of State panics, on the zero State ("not a game") or
// on a game, whatever its arguments: out-of-range numbers, nil and zero
// values, actions and events of every kind.
func TestNoMethodPanics(t *testing.T) {
	m, err := mission.Builtin("M0")
	if err != nil {
		t.Fatal(err)
	}
	game, err := invader.New(m, invader.Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	states := map[string]invader.State{"the zero State": {}, "a game": game}
	typ := reflect.TypeOf(invader.State{})
	for _, name := range []string{"the zero State", "a game"} {
		s := states[name]
		for i := range typ.NumMethod() {
			method := typ.Method(i)
			for _, args := range argSets(method.Type) {
				call := func() (msg string) {
					defer func() {
						if r := recover(); r != nil {
							msg = fmt.Sprint(r)
						}
					}()
					reflect.ValueOf(s).Method(i).Call(args)
					return ""
				}
				if msg := call(); msg != "" {
					t.Errorf("%s: %s%v panics: %s", name, method.Name, values(args), msg)
				}
			}
		}
	}
}

// argSets returns argument lists for a method of State (its receiver
// first in t): each argument in turn set to its extreme values, the
// others to their zero values.
func argSets(t reflect.Type) [][]reflect.Value {
	n := t.NumIn() - 1
	zero := make([]reflect.Value, n)
	for k := range n {
		zero[k] = reflect.Zero(t.In(k + 1))
	}
	if t.IsVariadic() {
		zero = zero[:n-1]
	}
	sets := [][]reflect.Value{zero}
	for k := range len(zero) {
		for _, v := range extremes(t.In(k + 1)) {
			args := append([]reflect.Value(nil), zero...)
			args[k] = v
			sets = append(sets, args)
		}
	}
	return sets
}

// extremes returns values of type t that a careless caller may pass.
func extremes(t reflect.Type) []reflect.Value {
	var out []reflect.Value
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		for _, v := range []int64{-1, 99, 9999, 1 << 40} {
			x := reflect.New(t).Elem()
			if !x.OverflowInt(v) {
				x.SetInt(v)
				out = append(out, x)
			}
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		for _, v := range []uint64{99, 9999, 1 << 40} {
			x := reflect.New(t).Elem()
			if !x.OverflowUint(v) {
				x.SetUint(v)
				out = append(out, x)
			}
		}
	case reflect.String:
		for _, v := range []string{"", "Cole move zz", "activate #999", "chance 99"} {
			out = append(out, reflect.ValueOf(v).Convert(t))
		}
	case reflect.Interface:
		var all []any
		for _, sp := range invader.ActionSpecs() {
			if a, err := invader.UnmarshalAction([]byte(`{"type":"` + sp.Name + `"}`)); err == nil {
				all = append(all, a)
			}
		}
		for _, sp := range invader.EventSpecs() {
			if e, err := invader.UnmarshalEvent([]byte(`{"type":"` + sp.Name + `"}`)); err == nil {
				all = append(all, e)
			}
		}
		all = append(all, invader.Move{Survivor: 99, To: 9999}, invader.Attack{Survivor: -1, Weapon: 7, Target: 9999},
			invader.Chance{Outcome: "99"}, invader.Activate{Survivor: 1 << 30}, invader.SurvivorMoved{Survivor: 99, From: 9999})
		for _, v := range all {
			if v := reflect.ValueOf(v); v.Type().Implements(t) {
				out = append(out, v)
			}
		}
	case reflect.Struct:
		x := reflect.New(t).Elem()
		for f := range t.NumField() {
			if fv := x.Field(f); fv.CanSet() && fv.CanInt() {
				fv.SetInt(99)
			}
		}
		out = append(out, x)
	}
	return out
}

func values(args []reflect.Value) []any {
	out := make([]any, len(args))
	for i, a := range args {
		out[i] = a.Interface()
	}
	return out
}

// Errors quote at most an excerpt of a long input, and inputs over a
// decoder's limit are refused before they are read.
func TestErrorsQuoteExcerpts(t *testing.T) {
	m, err := mission.Builtin("M0")
	if err != nil {
		t.Fatal(err)
	}
	s, err := invader.New(m)
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("x", 900)
	_, perr := s.ParseAction("Cole move " + long)
	_, uerr := invader.UnmarshalAction([]byte(`{"type":"` + long + `"}`))
	_, merr := mission.Parse("goal: " + long + "\n")
	_, zerr := zone.Parse("+--+\n|" + long + "\n")
	_, posErr := invader.ParsePosition("survivor Cole "+long, m)
	for _, err := range []error{perr, uerr, merr, zerr, posErr} {
		if err == nil || len(err.Error()) > 300 {
			t.Errorf("error of %d characters for a long input: %.120v…", len(fmt.Sprint(err)), err)
		}
	}
	for _, err := range []error{
		func() error { _, err := s.ParseAction(strings.Repeat("a ", invader.MaxNotationBytes)); return err }(),
		func() error { _, err := invader.UnmarshalEvent(make([]byte, invader.MaxActionBytes+1)); return err }(),
		func() error { _, err := mission.Parse(strings.Repeat("#\n", mission.MaxTextBytes)); return err }(),
		func() error {
			_, err := invader.ParsePosition(strings.Repeat("#\n", invader.MaxPositionBytes))
			return err
		}(),
	} {
		if err == nil || !strings.Contains(err.Error(), "at most") {
			t.Errorf("an input over its limit: %v, want refused for its size", err)
		}
	}
}
