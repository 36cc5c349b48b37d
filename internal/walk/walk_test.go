package walk

import (
	"encoding/json"
	"testing"

	"pgregory.net/rapid"
)

// Text fields are saved as JSON strings whatever they hold: a Skill
// naming a custom card with control characters or bytes that are not
// UTF-8 makes a valid save.
func TestSavedTextIsJSON(t *testing.T) {
	for _, name := range []string{"Pis\x01tol", "a \"quoted\" \\ name", "\xff\xfe", "tab\there"} {
		w := Walker{Mode: Saving, Buf: []byte("{")}
		v := uint8(0)
		Text(&w, "skill", &v, func(uint8) string { return name }, nil)
		w.Buf = append(w.Buf, '}')
		if !json.Valid(w.Buf) {
			t.Errorf("the save of %q is no JSON: %s", name, w.Buf)
		}
	}
}

// TestAppendStringIsEncodingJSON: the quick path of AppendString writes
// what encoding/json writes, for any string.
func TestAppendStringIsEncodingJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.OneOf(rapid.String(), rapid.StringMatching(`[ -~]{0,12}`),
			rapid.StringOf(rapid.RuneFrom([]rune("aZ09 <>&\"\\\x00\x1f\x7f\u2028é\ufffd")))).Draw(t, "s")
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := AppendString([]byte("x"), s); string(got) != "x"+string(want) {
			t.Fatalf("AppendString(%q) = %s, encoding/json %s", s, got[1:], want)
		}
	})
}
