package protocol

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// fuzzLines bounds the requests of one fuzz input, and fuzzIterations the
// search bot's budget, so that each input runs in milliseconds.
const (
	fuzzLines      = 24
	fuzzIterations = 16
)

// FuzzEngine feeds a script of request lines to an engine: no line makes
// it panic (code internal is a panic caught), every non-blank line gets
// exactly one answer, a line of JSON with ok and, when not ok, an error
// code the protocol lists, and a second engine answers the same script
// byte for byte alike. The seed corpus is the requests of the
// conformance kit (examples/engine/testdata) and a few more.
func FuzzEngine(f *testing.F) {
	for _, script := range kitScripts(f) {
		f.Add(script)
	}
	f.Add("{\"cmd\":\"start\",\"mission\":\"M11\",\"rules\":{\"seed\":2}}\n{\"cmd\":\"bot\",\"apply\":true}\n{\"cmd\":\"odds\"}")
	f.Add("{\"cmd\":\"start\",\"mission\":\"X1\",\"rules\":{\"externalChance\":true}}\n{\"cmd\":\"chance\"}\n{\"cmd\":\"bot\",\"name\":\"random\",\"apply\":true}")
	f.Add("{\"id\":1e400,\"cmd\":\"hello\"}\n{\"cmd\":\"hello\",\"protocol\":99999999999999999999}\n\xff\xfe")
	f.Add("{\"cmd\":\"setposition\",\"text\":\"mission Z1\\nround 3\\n\"}\n{\"cmd\":\"view\",\"seat\":0}")
	f.Fuzz(func(t *testing.T, script string) {
		lines := strings.Split(script, "\n")
		if len(lines) > fuzzLines {
			lines = lines[:fuzzLines]
		}
		a, b := New(Config{MaxIterations: fuzzIterations}), New(Config{MaxIterations: fuzzIterations})
		codes := Codes()
		for i, line := range lines {
			if a.Done() {
				break
			}
			ans := a.Handle([]byte(line))
			if twin := b.Handle([]byte(line)); !bytes.Equal(ans, twin) {
				t.Fatalf("line %d %q: two engines answer otherwise:\n%s\n%s", i+1, line, ans, twin)
			}
			if ans == nil {
				if strings.TrimSpace(strings.TrimSuffix(line, "\r")) != "" {
					t.Fatalf("line %d %q: no answer", i+1, line)
				}
				continue
			}
			checkAnswer(t, i+1, line, ans, codes)
		}
	})
}

// checkAnswer checks that ans is one line of JSON with ok, and a listed
// error code but internal when not ok.
func checkAnswer(t *testing.T, n int, line string, ans []byte, codes []string) {
	t.Helper()
	if bytes.ContainsAny(ans, "\n\r") || !json.Valid(ans) {
		t.Fatalf("line %d %q: the answer is not one line of JSON: %q", n, line, ans)
	}
	var a struct {
		OK    *bool  `json:"ok"`
		Error *Error `json:"error"`
	}
	if err := json.Unmarshal(ans, &a); err != nil || a.OK == nil || *a.OK != (a.Error == nil) {
		t.Fatalf("line %d %q: the answer has no ok, or ok and error disagree: %s", n, line, ans)
	}
	if a.Error == nil {
		return
	}
	if a.Error.Code == CodeInternal {
		t.Fatalf("line %d %q: a panic: %s", n, line, ans)
	}
	if !slices.Contains(codes, a.Error.Code) || a.Error.Message == "" {
		t.Fatalf("line %d %q: an error with no listed code or no message: %s", n, line, ans)
	}
}

// kitScripts returns the requests of each transcript of the conformance
// kit, a script each, the first fuzzLines of them (the long line of
// too-long.txt left out).
func kitScripts(f *testing.F) []string {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "*.txt"))
	if err != nil || len(files) == 0 {
		f.Fatalf("no kit in ../testdata: %v", err)
	}
	var out []string
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		var lines []string
		for _, l := range strings.Split(string(data), "\n") {
			if in, ok := strings.CutPrefix(l, "> "); ok && len(in) < 1<<16 && len(lines) < fuzzLines {
				lines = append(lines, in)
			}
		}
		out = append(out, strings.Join(lines, "\n"))
	}
	return out
}
