package mission

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// MaxJSONBytes is the largest JSON form UnmarshalJSON reads: its map's
// own limit (zone.MaxJSONBytes) and room for the catalogues and decks.
const MaxJSONBytes = 2 * (8 << 20)

// UnmarshalJSON reads a Mission's JSON form ([Mission] says what it
// holds). It refuses unknown fields, an input over MaxJSONBytes, and a
// Mission that [Mission.Validate] refuses: what it accepts, json.Marshal
// writes, and it reads that back equal.
func (m *Mission) UnmarshalJSON(data []byte) error {
	if m == nil {
		return fmt.Errorf("mission: UnmarshalJSON on a nil *Mission")
	}
	if len(data) > MaxJSONBytes {
		return fmt.Errorf("mission: %d bytes of JSON: at most %d", len(data), MaxJSONBytes)
	}
	type plain Mission // the same fields, without this method
	var p plain
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return fmt.Errorf("mission: %w", err)
	}
	v := Mission(p)
	if err := v.Validate(); err != nil {
		return err
	}
	*m = v
	return nil
}
