package invader

import (
	"bytes"
	"reflect"
	"testing"
	"unsafe"
)

// fillState sets every field of s, however deep, to a value made of
// seed: numbers and booleans from it, every slice a fresh one of length
// one, every pointer a fresh zero value. Two States filled with different
// seeds differ in every field.
func fillState(s *State, seed int) {
	fill(reflect.ValueOf(s).Elem(), seed)
}

func fill(v reflect.Value, seed int) {
	if !v.CanSet() {
		v = reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
	}
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(seed%2 == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(seed))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(uint64(seed))
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1+seed))
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
	case reflect.Array:
		for i := range v.Len() {
			fill(v.Index(i), seed)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			fill(v.Field(i), seed)
		}
	}
}

// sameFields reports the first field of State whose bytes differ in a
// and b, or "".
func sameFields(a, b *State) string {
	typ := reflect.TypeFor[State]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		pa := unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(a), f.Offset)), f.Type.Size())
		pb := unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(b), f.Offset)), f.Type.Size())
		if !bytes.Equal(pa, pb) {
			return f.Name
		}
	}
	return ""
}

// tx.load writes a State field by field, skipping the pointers it holds
// already: every field of State must be among them, this one added to
// State included.
func TestTxLoadCopiesEveryField(t *testing.T) {
	var one, two State
	fillState(&one, 1)
	fillState(&two, 2)
	if f := sameFields(&one, &two); f == "" {
		t.Fatal("fillState made equal States")
	}
	for i := range reflect.TypeFor[State]().NumField() {
		var a, b State
		fillState(&a, 1)
		fillState(&b, 2)
		if f := reflect.ValueOf(&b).Elem().Field(i); f.Kind() == reflect.Slice {
			// The array of a's, of another capacity: load must see it.
			fa := reflect.ValueOf(&a).Elem().Field(i)
			fa = reflect.NewAt(fa.Type(), unsafe.Pointer(fa.UnsafeAddr())).Elem()
			reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().Set(fa.Slice3(0, 1, 1))
		}
		var x tx
		for _, s := range []*State{&a, &b, &b, &a} { // a new State, another, the same again
			x.load(s)
			if f := sameFields(&x.State, s); f != "" {
				t.Fatalf("field %d: after load, State.%s differs from its source", i, f)
			}
		}
	}
	var x tx
	x.load(&one)
	var empty State
	empty.extras = []extraSkills{} // empty is not nil
	one.extras = nil
	x.load(&one)
	if x.extras != nil {
		t.Fatal("load kept an empty slice for a nil one")
	}
	x.load(&empty)
	if x.extras == nil {
		t.Fatal("load kept a nil slice for an empty one")
	}
}
