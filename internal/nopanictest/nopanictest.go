// Package nopanictest calls, by reflection, every exported method of a
// value and exported functions with the arguments a careless caller may
// pass (out-of-range numbers, empty strings, nil and zero values), and
// reports each call that panics or does not return.
//
// It is the approach of the root package's nopanic_test.go, shared by
// the tests of the lower packages.
package nopanictest

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// Timeout is how long one call may take before it is reported as not
// returning.
var Timeout = 5 * time.Second

// Config tunes the calls.
type Config struct {
	// Skip names the methods and functions whose contract is to panic
	// (MustParse, MustLookup, ...): they are not called.
	Skip []string
	// Values adds arguments for parameters of a type, beyond the
	// extremes of its kind (the values of an interface, a real map, ...).
	Values []any
	// Zeros replace the zero value of their type where the other
	// arguments are at theirs: a nil pointer that the package documents
	// as no value of its type is never passed.
	Zeros []any
	// Contract lists the beginnings of the panics a function documents
	// (a programmer error it refuses): they are not reported.
	Contract []string
}

// Methods calls every exported method of recv (a value or a pointer)
// with each argument set in turn to its extreme values, the others to
// their zero values, and reports each call that panics as an error of t,
// naming recv by what. On a nil pointer it calls only the methods
// declared on the pointer: calling one declared on the value dereferences
// the pointer before the method runs.
func Methods(t testing.TB, what string, recv any, c Config) {
	t.Helper()
	v := reflect.ValueOf(recv)
	typ := v.Type()
	isNil := typ.Kind() == reflect.Pointer && v.IsNil()
	for i := range typ.NumMethod() {
		m := typ.Method(i)
		if slices.Contains(c.Skip, m.Name) {
			continue
		}
		if isNil {
			if _, onValue := typ.Elem().MethodByName(m.Name); onValue {
				continue
			}
		}
		// The method's type has its receiver first.
		in := make([]reflect.Type, m.Type.NumIn()-1)
		for k := range in {
			in[k] = m.Type.In(k + 1)
		}
		report(t, what+": "+m.Name, v.Method(i), argSets(in, m.Type.IsVariadic(), c), m.Type.IsVariadic(), c)
	}
}

// report calls f with each of sets and reports the first failed call, and
// how many others failed.
func report(t testing.TB, name string, f reflect.Value, sets [][]reflect.Value, variadic bool, c Config) {
	t.Helper()
	first, failed := "", 0
	for _, args := range sets {
		if msg := call(f, args, variadic); msg != "" && !contract(msg, c) {
			if failed == 0 {
				first = name + show(args) + " " + msg
			}
			failed++
		}
	}
	switch {
	case failed == 1:
		t.Error(first)
	case failed > 1:
		t.Errorf("%s (and %d more calls)", first, failed-1)
	}
}

// Func calls fn, a function named name, as Methods calls a method.
func Func(t testing.TB, name string, fn any, c Config) {
	t.Helper()
	v := reflect.ValueOf(fn)
	typ := v.Type()
	in := make([]reflect.Type, typ.NumIn())
	for k := range in {
		in[k] = typ.In(k)
	}
	report(t, name, v, argSets(in, typ.IsVariadic(), c), typ.IsVariadic(), c)
}

func contract(msg string, c Config) bool {
	for _, p := range c.Contract {
		if strings.HasPrefix(msg, "panics: "+p) {
			return true
		}
	}
	return false
}

// call calls f with args and returns "" or why the call failed.
func call(f reflect.Value, args []reflect.Value, variadic bool) string {
	done := make(chan string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Sprint("panics: ", r)
			}
		}()
		if variadic {
			f.CallSlice(args)
		} else {
			f.Call(args)
		}
		done <- ""
	}()
	select {
	case msg := <-done:
		return msg
	case <-time.After(Timeout):
		return fmt.Sprintf("does not return within %v", Timeout)
	}
}

// argSets returns argument lists for parameters of types in: each
// argument in turn set to its extreme values, the others to their zero
// values.
func argSets(in []reflect.Type, variadic bool, c Config) [][]reflect.Value {
	zero := make([]reflect.Value, len(in))
	for k, t := range in {
		zero[k] = zeroOf(t)
		for _, z := range c.Zeros {
			if reflect.TypeOf(z) == t {
				zero[k] = reflect.ValueOf(z)
			}
		}
	}
	sets := [][]reflect.Value{zero}
	for k, t := range in {
		vals := Extremes(t, c)
		if variadic && k == len(in)-1 {
			vals = nil
			for _, e := range Extremes(t.Elem(), c) {
				s := reflect.MakeSlice(t, 1, 1)
				s.Index(0).Set(e)
				vals = append(vals, s)
			}
		}
		for _, v := range vals {
			args := slices.Clone(zero)
			args[k] = v
			sets = append(sets, args)
		}
	}
	return sets
}

// zeroOf returns the zero value of t, but for a function a function
// that returns zero values: a nil callback is no input a caller passes
// by mistake.
func zeroOf(t reflect.Type) reflect.Value {
	if t.Kind() == reflect.Func {
		return reflect.MakeFunc(t, func([]reflect.Value) []reflect.Value {
			out := make([]reflect.Value, t.NumOut())
			for i := range out {
				out[i] = reflect.Zero(t.Out(i))
			}
			return out
		})
	}
	return reflect.Zero(t)
}

// Extremes returns values of type t that a careless caller may pass,
// beyond its zero value, with the values of c.Values of type t.
func Extremes(t reflect.Type, c Config) []reflect.Value {
	var out []reflect.Value
	switch t.Kind() {
	case reflect.Bool:
		out = append(out, reflect.ValueOf(true).Convert(t))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		for _, v := range []int64{-1, 99, 9999, 1 << 40, math.MinInt64, math.MaxInt64} {
			x := reflect.New(t).Elem()
			if !x.OverflowInt(v) {
				x.SetInt(v)
				out = append(out, x)
			}
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		for _, v := range []uint64{99, 9999, 1 << 40, math.MaxUint64} {
			x := reflect.New(t).Elem()
			if x.OverflowUint(v) {
				x.SetUint(1<<t.Bits() - 1)
			} else {
				x.SetUint(v)
			}
			out = append(out, x)
		}
	case reflect.Float32, reflect.Float64:
		for _, v := range []float64{-1, math.NaN(), math.Inf(1), 1e300} {
			out = append(out, reflect.ValueOf(v).Convert(t))
		}
	case reflect.String:
		for _, v := range []string{"zz", "-1", "99", "\x00", strings.Repeat("x", 300)} {
			out = append(out, reflect.ValueOf(v).Convert(t))
		}
	case reflect.Slice:
		if t.Elem() == reflect.TypeFor[byte]() {
			for _, v := range []string{"", "null", "{}", "[]", `""`, "zz", `{"x":1}`, "[1,2]", "99"} {
				out = append(out, reflect.ValueOf([]byte(v)).Convert(t))
			}
			break
		}
		out = append(out, reflect.MakeSlice(t, 0, 0))
		for _, e := range append([]reflect.Value{reflect.Zero(t.Elem())}, Extremes(t.Elem(), Config{})...) {
			s := reflect.MakeSlice(t, 1, 1)
			s.Index(0).Set(e)
			out = append(out, s)
		}
	case reflect.Pointer:
		out = append(out, reflect.New(t.Elem()))
	case reflect.Struct:
		for _, n := range []int64{-1, 99, 1 << 40} {
			x := reflect.New(t).Elem()
			for f := range t.NumField() {
				fv := x.Field(f)
				if !fv.CanSet() {
					continue
				}
				switch {
				case fv.CanInt() && !fv.OverflowInt(n):
					fv.SetInt(n)
				case fv.CanUint():
					u := uint64(n)
					if fv.OverflowUint(u) {
						u = 1<<fv.Type().Bits() - 1
					}
					fv.SetUint(u)
				}
			}
			out = append(out, x)
		}
	case reflect.Array:
		x := reflect.New(t).Elem()
		for i := range x.Len() {
			if e := Extremes(t.Elem(), Config{}); len(e) > 0 {
				x.Index(i).Set(e[len(e)-1])
			}
		}
		out = append(out, x)
	}
	for _, v := range c.Values {
		rv := reflect.ValueOf(v)
		if rv.Type() == t || (t.Kind() == reflect.Interface && rv.Type().Implements(t)) {
			if t.Kind() == reflect.Interface {
				x := reflect.New(t).Elem()
				x.Set(rv)
				rv = x
			}
			out = append(out, rv)
		}
	}
	return out
}

func show(args []reflect.Value) string {
	parts := make([]string, len(args))
	for i, a := range args {
		s := fmt.Sprintf("%#v", a.Interface())
		if len(s) > 40 {
			s = s[:37] + "..."
		}
		parts[i] = s
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// NilReceivers calls, as Methods does, every exported method declared on
// a pointer receiver in the package of the current directory (the one
// under test) on a nil pointer of its type, and reports as an error of t
// each type with such methods that nils, nil pointers of the package's
// types, leaves out.
func NilReceivers(t testing.TB, c Config, nils ...any) {
	t.Helper()
	want, err := PointerTypes(".")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, n := range nils {
		typ := reflect.TypeOf(n)
		if typ.Kind() != reflect.Pointer || !reflect.ValueOf(n).IsNil() {
			t.Errorf("NilReceivers: %v is not a nil pointer", typ)
			continue
		}
		have[typ.Elem().Name()] = true
		Methods(t, "a nil "+typ.String(), n, c)
	}
	for _, name := range want {
		if !have[name] {
			t.Errorf("NilReceivers: no nil *%s: its methods on a pointer receiver are not called", name)
		}
	}
}

// PointerTypes returns, in order, the names of the exported types of the
// package in dir (its files but tests) with an exported method declared
// on a pointer receiver.
func PointerTypes(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var names []string
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || !fd.Name.IsExported() {
				continue
			}
			star, ok := fd.Recv.List[0].Type.(*ast.StarExpr)
			if !ok {
				continue
			}
			x := star.X
			if ix, ok := x.(*ast.IndexExpr); ok { // a generic type
				x = ix.X
			}
			if id, ok := x.(*ast.Ident); ok && id.IsExported() && !slices.Contains(names, id.Name) {
				names = append(names, id.Name)
			}
		}
	}
	slices.Sort(names)
	return names, nil
}
