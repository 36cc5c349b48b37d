package invader

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
)

// The JSON forms of actions and events are objects with a "type" field
// naming the Go type, and the type's fields:
//
//	{"type":"Move","survivor":0,"to":4}
//
// Decoding rejects unknown types and unknown fields.

// MarshalAction returns the JSON form of a.
func MarshalAction(a Action) ([]byte, error) { return marshalTagged(a, actionSpecs) }

// MarshalEvent returns the JSON form of e.
func MarshalEvent(e Event) ([]byte, error) { return marshalTagged(e, eventSpecs) }

// UnmarshalAction reads an action from its JSON form.
func UnmarshalAction(data []byte) (Action, error) {
	v, err := unmarshalTagged(data, actionSpecs, "action")
	if err != nil {
		return nil, err
	}
	return v.(Action), nil
}

// UnmarshalEvent reads an event from its JSON form.
func UnmarshalEvent(data []byte) (Event, error) {
	v, err := unmarshalTagged(data, eventSpecs, "event")
	if err != nil {
		return nil, err
	}
	return v.(Event), nil
}

func marshalTagged(v any, table map[string]*Spec) ([]byte, error) {
	if v == nil {
		return nil, fmt.Errorf("invader: cannot marshal a nil action or event")
	}
	sp := specOf(reflect.ValueOf(v))
	if sp == nil || table[sp.Name] != sp {
		return nil, fmt.Errorf("invader: cannot marshal %T", v)
	}
	name := sp.Name
	body, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	out := []byte(`{"type":` + fmt.Sprintf("%q", name))
	if len(body) > 2 {
		out = append(out, ',')
	}
	return append(out, body[1:]...), nil
}

func unmarshalTagged(data []byte, table map[string]*Spec, what string) (any, error) {
	if err := tooLong(what+" JSON", len(data), MaxActionBytes); err != nil {
		return nil, err
	}
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("invader: %s: %w", what, err)
	}
	sp, ok := table[head.Type]
	if !ok {
		return nil, fmt.Errorf("invader: unknown %s type %q", what, short(head.Type))
	}
	p := reflect.New(sp.typ)
	dec := json.NewDecoder(bytes.NewReader(removeType(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(p.Interface()); err != nil {
		return nil, fmt.Errorf("invader: %s %s: %w", what, head.Type, err)
	}
	// Accept only what the encoder writes: an enum out of range decodes
	// as a number but has no text form.
	if _, err := marshalTagged(p.Elem().Interface(), table); err != nil {
		return nil, fmt.Errorf("invader: %s %s: %w", what, head.Type, err)
	}
	return p.Elem().Interface(), nil
}

// removeType drops the "type" field so the rest decodes strictly.
func removeType(data []byte) []byte {
	var fields map[string]json.RawMessage
	if json.Unmarshal(data, &fields) != nil {
		return data
	}
	delete(fields, "type")
	out, _ := json.Marshal(fields)
	return out
}

// Text forms of the enums, for JSON.

func (p Phase) MarshalText() ([]byte, error) {
	return enumText(p.String(), p >= PlayersPhase && p <= Setup)
}

func (p *Phase) UnmarshalText(b []byte) error {
	return enumParse(b, "phase", phaseNames[:], (*uint8)(p))
}

func (r Result) MarshalText() ([]byte, error) { return enumText(r.String(), r <= Lost) }

func (r *Result) UnmarshalText(b []byte) error {
	return enumParse(b, "result", resultNames[:], (*uint8)(r))
}

func (l Loss) MarshalText() ([]byte, error) { return enumText(l.String(), l <= MoldChain) }

func (l *Loss) UnmarshalText(b []byte) error { return enumParse(b, "loss", lossNames[:], (*uint8)(l)) }

func enumText(name string, ok bool) ([]byte, error) {
	if !ok {
		return nil, fmt.Errorf("invader: cannot marshal %s", name)
	}
	return []byte(name), nil
}

func enumParse(b []byte, what string, names []string, dst *uint8) error {
	for i, n := range names {
		if n == string(b) && (n != "" || i == 0) {
			*dst = uint8(i)
			return nil
		}
	}
	return fmt.Errorf("invader: unknown %s %q", what, b)
}
