package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"
)

// A member is one key and its value, as the request wrote them.
type member struct {
	key string
	raw json.RawMessage
}

// members reads data as one JSON object and returns its members in
// order. It refuses anything else and anything after the object, saying
// at which byte.
func members(data []byte, what string) ([]member, *Error) {
	d := json.NewDecoder(bytes.NewReader(data))
	t, err := d.Token()
	if err != nil {
		return nil, jsonError(d, what, err)
	}
	if t != json.Delim('{') {
		return nil, fail(CodeBadJSON, "%s must be a JSON object, not %s", what, tokenKind(t))
	}
	var out []member
	for d.More() {
		t, err := d.Token()
		if err != nil {
			return nil, jsonError(d, what, err)
		}
		key, ok := t.(string)
		if !ok { // the decoder gives only strings here; never trust it blindly
			return nil, fail(CodeBadJSON, "%s: a key must be a string, at byte %d", what, d.InputOffset())
		}
		var raw json.RawMessage
		if err := d.Decode(&raw); err != nil {
			return nil, jsonError(d, what, err)
		}
		out = append(out, member{key, raw})
	}
	if _, err := d.Token(); err != nil { // the closing brace
		return nil, jsonError(d, what, err)
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, fail(CodeBadJSON, "%s: more after the object, at byte %d", what, d.InputOffset())
	}
	return out, nil
}

// jsonError says what is wrong with a request's JSON, and where.
func jsonError(d *json.Decoder, what string, err error) *Error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return fail(CodeBadJSON, "%s: the JSON ends too soon, at byte %d", what, d.InputOffset())
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fail(CodeBadJSON, "%s: %v, at byte %d", what, err, se.Offset)
	}
	return fail(CodeBadJSON, "%s: %v, at byte %d", what, err, d.InputOffset())
}

// tokenKind names the JSON value a token begins.
func tokenKind(t json.Token) string {
	switch t := t.(type) {
	case json.Delim:
		if t == '[' {
			return "a list"
		}
		return "a " + string(t)
	case string:
		return "a string"
	case float64, json.Number:
		return "a number"
	case bool:
		return "true or false"
	case nil:
		return "null"
	}
	return "that"
}

// keys returns the JSON keys of struct type t's fields, in order.
func keys(t reflect.Type) []string {
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous && name == "" {
			out = append(out, keys(f.Type)...)
			continue
		}
		if name != "" && name != "-" {
			out = append(out, name)
		}
	}
	return out
}

// decodeStrict decodes the JSON object data into *v, whose struct fields
// name the keys it takes: every key must be one of them, spelled exactly
// (encoding/json alone would take "Seed" for "seed"), and given once.
// what names the object in errors ("the request", "rules").
func decodeStrict(data []byte, v any, what string) *Error {
	ms, e := members(data, what)
	if e != nil {
		return e
	}
	if e := once(ms, what); e != nil {
		return e
	}
	known := keys(reflect.TypeOf(v).Elem())
	for _, m := range ms {
		if !slices.Contains(known, m.key) {
			return fail(CodeUnknownField, "%s: unknown field %q (the fields: %s)", what, m.key, strings.Join(known, ", "))
		}
	}
	if err := json.Unmarshal(data, v); err != nil {
		e := typeError(err)
		e.Message = what + ": " + e.Message
		return e
	}
	return nil
}

// once refuses a key given twice (the first such, in the line's order).
func once(ms []member, what string) *Error {
	seen := make(map[string]bool, len(ms))
	for _, m := range ms {
		if seen[m.key] {
			return fail(CodeBadRequest, "%s: field %q given twice", what, m.key)
		}
		seen[m.key] = true
	}
	return nil
}

// head is what every request carries: its id, echoed in the answer, and
// its command.
type head struct {
	ID  json.RawMessage `json:"id"`
	Cmd string          `json:"cmd"`
}

// readHead reads a request's id and command, ignoring its other fields
// (its command checks them). The id is checked first so that every later
// error can echo it.
func readHead(line []byte) (head, *Error) {
	var h head
	ms, e := members(line, "the request")
	if e != nil {
		return h, e
	}
	for _, m := range ms {
		if m.key == "id" {
			if c := m.raw[0]; c != '"' && c != '-' && (c < '0' || c > '9') {
				return h, fail(CodeBadRequest, "the request: field \"id\" must be a string or a number")
			}
			h.ID = m.raw
			if !utf8.Valid(h.ID) { // echoed as written, but in UTF-8
				var id string // a string: only a string's bytes can be invalid
				if err := json.Unmarshal(m.raw, &id); err == nil {
					h.ID, _ = json.Marshal(id)
				}
			}
		}
	}
	if e := once(ms, "the request"); e != nil {
		return h, e
	}
	for _, m := range ms {
		if m.key == "cmd" {
			if err := json.Unmarshal(m.raw, &h.Cmd); err != nil {
				return h, fail(CodeBadRequest, "the request: field \"cmd\" must be a string")
			}
			if h.Cmd == "" {
				return h, fail(CodeBadRequest, "the request: field \"cmd\" is empty")
			}
			return h, nil
		}
	}
	return h, fail(CodeBadRequest, "the request has no field \"cmd\" (the commands: %s)", strings.Join(commandNames(), ", "))
}
