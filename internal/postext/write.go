package postext

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Writing values and lines.

// Word writes a string so that it reads back as the same string: bare
// when it is one word that reads as no number or truth value, else
// quoted.
func Word(s string) string {
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

// Value writes a value of the tree.
func Value(v any) string {
	switch v := v.(type) {
	case Obj:
		return "{" + Members(v, nil) + "}"
	case []any:
		parts := make([]string, len(v))
		for i, e := range v {
			parts[i] = Value(e)
		}
		return "[" + strings.Join(parts, " ") + "]"
	case string:
		return Word(v)
	case bool:
		return strconv.FormatBool(v)
	case json.Number:
		return string(v)
	}
	return fmt.Sprint(v)
}

// Members writes the members of o that differ from def's (all of them
// when def is nil): key=value, or the bare key for true.
func Members(o Obj, def Obj) string {
	var parts []string
	for _, m := range o {
		d := def.Get(m.K)
		if def != nil && Same(m.V, d) {
			continue
		}
		if m.V == true && d != true {
			parts = append(parts, m.K)
			continue
		}
		if dm, ok := d.(Obj); ok {
			if vm, ok := m.V.(Obj); ok {
				parts = append(parts, m.K+"={"+Members(vm, dm)+"}")
				continue
			}
		}
		parts = append(parts, m.K+"="+Value(m.V))
	}
	return strings.Join(parts, " ")
}

// OneLine returns text with its control characters as spaces, for a
// comment: a comment ends at the end of its line, and a title or a name
// with a line break in it would start another line.
func OneLine(text string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, text)
}

// A Writer writes the lines of a position.
type Writer struct {
	b strings.Builder
}

// String returns the lines written.
func (w *Writer) String() string { return w.b.String() }

// Line writes a line of the words that are not empty.
func (w *Writer) Line(words ...string) {
	sep := ""
	for _, s := range words {
		if s != "" {
			w.b.WriteString(sep + s)
			sep = " "
		}
	}
	w.b.WriteByte('\n')
}

// Generic writes the field k of a tree under its key, if its value v
// differs from def's: a value; an object's members that differ; a list
// of objects of fixed length as "key INDEX members", one line per element
// that differs; a list of objects that grows as one line per element;
// any other list whole, in brackets. [Reader.Field] reads it back.
func (w *Writer) Generic(k string, v, def any) {
	if Same(v, def) {
		return
	}
	switch v := v.(type) {
	case Obj:
		d, _ := def.(Obj)
		if d == nil {
			d = Obj{}
		}
		w.Line(k, Members(v, d))
		return
	case []any:
		d, _ := def.([]any)
		if len(v) == 0 || !IsObj(v[0]) {
			break
		}
		if len(d) == len(v) {
			for i := range v {
				if !Same(v[i], d[i]) {
					w.Line(k, strconv.Itoa(i), Members(v[i].(Obj), d[i].(Obj)))
				}
			}
			return
		}
		if len(d) == 0 {
			for _, e := range v {
				w.Line(k, Members(e.(Obj), nil))
			}
			return
		}
	}
	w.Line(k, Value(v))
}
