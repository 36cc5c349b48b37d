package sqlitestore

import (
	"encoding/json"
	"fmt"
	"time"
)

// zeroMicro is the zero time.Time in Unix microseconds.
var zeroMicro = time.Time{}.UnixMicro()

// micro is t as stored: Unix microseconds (below them, t is cut).
func micro(t time.Time) int64 { return t.UnixMicro() }

// ceilMicro is the least stored time not before t: a stored time u is
// before t exactly when u < ceilMicro(t).
func ceilMicro(t time.Time) int64 {
	n := t.UnixMicro()
	if t.Nanosecond()%1000 != 0 {
		n++
	}
	return n
}

// fromMicro is the time stored as n, in UTC.
func fromMicro(n int64) time.Time {
	if n == zeroMicro {
		return time.Time{}
	}
	return time.UnixMicro(n).UTC()
}

// timeCol scans a stored time into *t.
type timeCol struct{ t *time.Time }

// Scan implements sql.Scanner.
func (c timeCol) Scan(src any) error {
	n, ok := src.(int64)
	if !ok {
		return fmt.Errorf("a time is %T, not an integer", src)
	}
	*c.t = fromMicro(n)
	return nil
}

// blobCol scans a blob into *b, keeping NULL (nil) apart from a blob of no
// bytes (empty, not nil), which the driver gives as a nil []byte.
type blobCol struct{ b *[]byte }

// Scan implements sql.Scanner.
func (c blobCol) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*c.b = nil
	case []byte:
		*c.b = append([]byte{}, v...)
	case string:
		*c.b = append([]byte{}, v...)
	default:
		return fmt.Errorf("a blob is %T", src)
	}
	return nil
}

// bytesArg is b as a blob to store: NULL for nil, and a blob of no bytes
// for an empty b.
func bytesArg(b []byte) any {
	if b == nil {
		return nil
	}
	return b
}

// encodeNames is names as stored: a JSON array, or null for nil.
func encodeNames(names []string) (string, error) {
	b, err := json.Marshal(names)
	return string(b), err
}

// namesCol scans a JSON array of names (or null) into *names.
type namesCol struct{ names *[]string }

// Scan implements sql.Scanner.
func (c namesCol) Scan(src any) error {
	var b []byte
	switch v := src.(type) {
	case string:
		b = []byte(v)
	case []byte:
		b = v
	default:
		return fmt.Errorf("survivors are %T", src)
	}
	*c.names = nil
	return json.Unmarshal(b, c.names)
}

// boolArg is b as stored: 0 or 1.
func boolArg(b bool) int {
	if b {
		return 1
	}
	return 0
}
