// Package walk is the walker of the root package's State: a State's walk
// (state_walk.go) says, once per field, its JSON key and the values it may
// take, and a Walker does the rest, for one purpose: hashing, saving,
// loading or covering. It knows nothing of the game; the State's fields
// and their meaning stay in the root package.
package walk

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// A Walker goes through the fields of a State (the root package's
// State.walk) for one purpose. The walk says, once per field, its JSON
// key and the values it may take; the Walker does the rest:
//
//   - hashing appends a binary form, self-delimiting and so one-to-one,
//     that Hash digests and Equal compares;
//   - saving writes the JSON form;
//   - loading reads the JSON form into a zero State (its game set),
//     refusing unknown and missing keys and values out of range, and
//     saying where;
//   - covering, for a test, records the address of every field it passes,
//     walking every optional and conditional part.
type Walker struct {
	Mode Mode
	Buf  []byte // hashing: the binary form; saving: the JSON
	Err  error  // loading: the first error
	Seen []any  // covering: pointers to the fields visited
	// Named makes saving and loading write and read a Zone or a
	// Survivor by name, not number ([Ref]): the position form.
	Named bool
	Where string // loading: the path of the first error

	node any      // loading: the object or value being read
	used []string // loading: the keys read of the current object
	path []string // loading: where the walk is, for errors
}

// A Mode is a Walker's purpose.
type Mode uint8

// The purposes of a walk.
const (
	Hashing  Mode = iota // append a binary form, one-to-one, to Buf
	Saving               // append the JSON form to Buf
	Loading              // read the JSON form (Members) into a zero State
	Covering             // record in Seen the address of every field
)

// fail records the first error of a load, with the walk's path.
func (w *Walker) fail(format string, args ...any) {
	if w.Err != nil {
		return
	}
	msg := fmt.Sprintf(format, args...)
	w.Where = strings.Join(w.path, "")
	if path := strings.TrimPrefix(w.Where, "."); path != "" {
		msg = path + ": " + msg
	}
	w.Err = errors.New(msg)
}

// key starts a value: a member of the current object, or (key "") the
// current value itself. Loading, it returns the value read and false
// when the walk must skip it (a missing key, or an earlier error).
func (w *Walker) key(key string) (any, bool) {
	switch w.Mode {
	case Saving:
		if last := w.Buf[len(w.Buf)-1]; last != '{' && last != '[' && last != ':' {
			w.Buf = append(w.Buf, ',')
		}
		if key != "" {
			w.Buf = AppendString(w.Buf, key)
			w.Buf = append(w.Buf, ':')
		}
	case Loading:
		if w.Err != nil {
			return nil, false
		}
		if key == "" {
			return w.node, true
		}
		obj, _ := w.node.(map[string]any)
		v, ok := obj[key]
		if !ok {
			w.path = append(w.path, "."+key)
			w.fail("missing")
			w.path = w.path[:len(w.path)-1]
			return nil, false
		}
		w.used = append(w.used, key)
		return v, true
	}
	return nil, true
}

// at runs f with the walk inside the value v read under key, for nested
// objects and lists.
func (w *Walker) at(key string, v any, f func()) {
	node, used := w.node, w.used
	w.node, w.used = v, nil
	if key != "" {
		w.path = append(w.path, "."+key)
	}
	f()
	if key != "" {
		w.path = w.path[:len(w.path)-1]
	}
	w.node, w.used = node, used
}

// Members runs f inside the object v read under key, then refuses the
// keys f did not read.
func (w *Walker) Members(key string, v map[string]any, f func()) {
	w.at(key, v, func() {
		f()
		if w.Err != nil {
			return
		}
		var unknown []string
		for k := range v {
			if !slices.Contains(w.used, k) {
				unknown = append(unknown, k)
			}
		}
		if len(unknown) > 0 {
			slices.Sort(unknown)
			w.fail("unknown field %q", unknown[0])
			w.Where += "." + unknown[0]
		}
	})
}

// Object walks a nested object.
func (w *Walker) Object(key string, f func()) {
	v, ok := w.key(key)
	switch w.Mode {
	case Saving:
		w.Buf = append(w.Buf, '{')
		f()
		w.Buf = append(w.Buf, '}')
	case Loading:
		if !ok {
			return
		}
		obj, isObj := v.(map[string]any)
		if !isObj {
			w.at(key, v, func() { w.fail("want an object") })
			return
		}
		w.Members(key, obj, f)
	default:
		f()
	}
}

// Optional walks an object that is there when *on: saving omits it when
// not, loading sets *on when the key is there.
func (w *Walker) Optional(key string, on *bool, f func()) {
	switch w.Mode {
	case Hashing:
		w.Buf = append(w.Buf, boolByte(*on))
	case Loading:
		obj, _ := w.node.(map[string]any)
		if _, ok := obj[key]; !ok {
			return
		}
		*on = true
	case Covering:
		w.Seen = append(w.Seen, on)
	}
	if *on || w.Mode == Covering {
		w.Object(key, f)
	}
}

// When reports whether to walk fields that exist only when cond holds
// (cond must depend on fields walked before): covering walks them always.
func (w *Walker) When(cond bool) bool { return cond || w.Mode == Covering }

// Seq walks a list of n elements (saving, hashing). Loading, the list
// must have want elements, or any number up to max when want < 0; grow,
// if not nil, is called with that number before the elements are read.
func (w *Walker) Seq(key string, n, want, max int, grow func(n int), each func(i int)) {
	v, ok := w.key(key)
	switch w.Mode {
	case Hashing:
		w.Buf = binary.AppendUvarint(w.Buf, uint64(n))
	case Saving:
		w.Buf = append(w.Buf, '[')
		defer func() { w.Buf = append(w.Buf, ']') }()
	case Loading:
		if !ok {
			return
		}
		w.at(key, v, func() { w.loadSeq(v, want, max, grow, each) })
		return
	}
	for i := range n {
		each(i)
	}
}

// Bytes walks a list of n numbers of one byte each, (*p)[i] in [0,
// hi(i)]; loading makes *p n long if it is not (a slice of the State) and
// needs a list of n. Hashing appends the bytes as they are, which is what
// makes it worth having.
func (w *Walker) Bytes(key string, p *[]uint8, n int, hi func(i int) int) {
	switch w.Mode {
	case Hashing:
		w.key(key)
		w.Buf = append(w.Buf, *p...)
		return
	case Loading:
		if len(*p) != n {
			*p = make([]uint8, n)
		}
	}
	w.Seq(key, n, n, n, nil, func(i int) { Num(w, "", &(*p)[i], 0, hi(i)) })
}

// Counted walks the first *n elements of an array of max.
func (w *Walker) Counted(key string, n *uint8, max int, each func(i int)) {
	if w.Mode == Covering {
		w.Seen = append(w.Seen, n)
		each(0)
		return
	}
	w.Seq(key, int(*n), -1, max, func(k int) { *n = uint8(k) }, each)
}

func (w *Walker) loadSeq(v any, want, max int, grow func(n int), each func(i int)) {
	list, ok := v.([]any)
	switch {
	case !ok:
		w.fail("want a list")
		return
	case want >= 0 && len(list) != want:
		w.fail("%d elements, want %d", len(list), want)
		return
	case want < 0 && len(list) > max:
		w.fail("%d elements, want at most %d", len(list), max)
		return
	}
	if grow != nil {
		grow(len(list))
	}
	for i, e := range list {
		w.path = append(w.path, "["+strconv.Itoa(i)+"]")
		w.at("", e, func() { each(i) })
		w.path = w.path[:len(w.path)-1]
	}
}

// Integer is the Go types of the State's numbers.
type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Num walks a number that must lie in [lo, hi].
func Num[T Integer](w *Walker, key string, p *T, lo, hi int) {
	v, ok := w.key(key)
	switch w.Mode {
	case Hashing:
		w.Buf = binary.AppendVarint(w.Buf, int64(*p))
	case Saving:
		w.Buf = strconv.AppendInt(w.Buf, int64(*p), 10)
	case Loading:
		if n, good := w.readInt(key, v, ok, lo, hi); good {
			*p = T(n)
		}
	case Covering:
		w.Seen = append(w.Seen, p)
	}
}

func (w *Walker) readInt(key string, v any, ok bool, lo, hi int) (int, bool) {
	if !ok {
		return 0, false
	}
	num, isNum := v.(json.Number)
	n, err := num.Int64()
	switch {
	case !isNum || err != nil:
		w.at(key, v, func() { w.fail("%q is not an integer", fmt.Sprint(v)) })
	case n < int64(lo) || n > int64(hi):
		w.at(key, v, func() { w.fail("%d is out of range [%d, %d]", n, lo, hi) })
	default:
		return int(n), true
	}
	return 0, false
}

// Set walks a set of up to 64 members, by bit; saved as the list of its
// members, each in [0, n).
func (w *Walker) Set(key string, p *uint64, n int) {
	if w.Mode == Hashing {
		w.key(key)
		w.Buf = binary.AppendUvarint(w.Buf, *p)
		return
	}
	if w.Mode == Covering {
		w.Seen = append(w.Seen, p)
		return
	}
	var members []int
	for i := range min(n, 64) {
		if *p&(1<<i) != 0 {
			members = append(members, i)
		}
	}
	w.Seq(key, len(members), -1, n, func(k int) { members = make([]int, k) }, func(i int) {
		Num(w, "", &members[i], 0, n-1)
		if w.Mode == Loading {
			*p |= 1 << members[i]
		}
	})
}

// Flag walks a bool.
func (w *Walker) Flag(key string, p *bool) {
	v, ok := w.key(key)
	switch w.Mode {
	case Hashing:
		w.Buf = append(w.Buf, boolByte(*p))
	case Saving:
		w.Buf = strconv.AppendBool(w.Buf, *p)
	case Loading:
		if !ok {
			return
		}
		b, isBool := v.(bool)
		if !isBool {
			w.at(key, v, func() { w.fail("%q is not true or false", fmt.Sprint(v)) })
		}
		*p = b
	case Covering:
		w.Seen = append(w.Seen, p)
	}
}

// Text walks a number saved as text: an enum's name, a Skill. read
// returns the number of a text, or false.
func Text[T Integer](w *Walker, key string, p *T, write func(T) string, read func(string) (T, bool)) {
	textOf(w, key, "", p, write, read)
}

// textOf is Text for a value that names a what ("zone"): a value read
// that names none is "no such what".
func textOf[T Integer](w *Walker, key, what string, p *T, write func(T) string, read func(string) (T, bool)) {
	v, ok := w.key(key)
	switch w.Mode {
	case Hashing:
		w.Buf = binary.AppendVarint(w.Buf, int64(*p))
	case Saving:
		w.Buf = AppendString(w.Buf, write(*p))
	case Loading:
		if !ok {
			return
		}
		str, isStr := v.(string)
		n, good := read(str)
		if !isStr || !good {
			w.at(key, v, func() {
				if what != "" && isStr {
					w.fail("there is no %s %q", what, short(str))
					return
				}
				w.fail("unknown value %q", fmt.Sprint(v))
			})
			return
		}
		*p = n
	case Covering:
		w.Seen = append(w.Seen, p)
	}
}

// Ref walks a number in [lo, hi] that stands for a Zone or a Survivor:
// named, it is saved and read as name(n) (lo may be -1, named "none").
func Ref[T Integer](w *Walker, key, what string, p *T, lo, hi int, name func(int) string) {
	if !w.Named || w.Mode == Hashing || w.Mode == Covering {
		Num(w, key, p, lo, hi)
		return
	}
	textOf(w, key, what, p, func(n T) string {
		if n < 0 {
			return "none"
		}
		return name(int(n))
	}, func(str string) (T, bool) {
		for n := lo; n <= hi; n++ {
			if (n < 0 && str == "none") || (n >= 0 && name(n) == str) {
				return T(n), true
			}
		}
		return 0, false
	})
}

// Enum walks a value saved by its name, names[value]; the names must be
// distinct and not empty.
func Enum[T Integer](w *Walker, key string, p *T, names []string) {
	v, ok := w.key(key)
	switch w.Mode {
	case Hashing:
		w.Buf = append(w.Buf, byte(*p))
	case Saving:
		if int(*p) < len(names) {
			w.Buf = AppendString(w.Buf, names[*p])
		} else {
			w.Buf = strconv.AppendInt(w.Buf, int64(*p), 10)
		}
	case Loading:
		if !ok {
			return
		}
		str, isStr := v.(string)
		i := slices.Index(names, str)
		if !isStr || i < 0 || str == "" {
			w.at(key, v, func() { w.fail("unknown value %q", fmt.Sprint(v)) })
			return
		}
		*p = T(i)
	case Covering:
		w.Seen = append(w.Seen, p)
	}
}

// Blob walks a field with binary and JSON forms of its own (the board,
// the random generator): hashing appends app's bytes, saving and loading
// use v's JSON form, and check judges what was loaded.
func (w *Walker) Blob(key string, v any, app func([]byte) []byte, check func() error) {
	raw, ok := w.key(key)
	switch w.Mode {
	case Hashing:
		w.Buf = app(w.Buf)
	case Saving:
		data, err := json.Marshal(v)
		if err != nil {
			panic(fmt.Sprintf("invader: %s: %v", key, err)) // the State's own fields always marshal
		}
		w.Buf = append(w.Buf, data...)
	case Loading:
		if !ok {
			return
		}
		data, _ := json.Marshal(raw) // the value as read, again as JSON
		err := json.Unmarshal(data, v)
		if err == nil {
			err = check()
		}
		if err != nil {
			w.at(key, raw, func() { w.fail("%v", err) })
		}
	case Covering:
		w.Seen = append(w.Seen, v)
	}
}

// BitsUpTo returns the largest number of n bits.
func BitsUpTo(n int) int { return int(math.MaxUint32 >> (32 - min(n, 32))) }

// AppendString appends s as a JSON string.
func AppendString(b []byte, s string) []byte {
	if plainJSON(s) { // the names of a save: quoted as they are, as encoding/json would
		b = append(b, '"')
		b = append(b, s...)
		return append(b, '"')
	}
	data, err := json.Marshal(s)
	if err != nil {
		panic(err) // a string always marshals
	}
	return append(b, data...)
}

// plainJSON reports whether encoding/json writes s as it is, between
// quotes: printable ASCII with nothing it escapes.
func plainJSON(s string) bool {
	for i := range len(s) {
		if c := s[i]; c < 0x20 || c >= 0x80 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}

// boolByte is 1 for true, 0 for false.
func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}

// short cuts a text read to an excerpt for an error, as the root
// package's errors do.
func short(s string) string {
	const most = 60
	if r := []rune(s); len(r) > most {
		return string(r[:most]) + "…"
	}
	return s
}
