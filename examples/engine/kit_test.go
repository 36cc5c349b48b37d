package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader/examples/engine/protocol"
)

var update = flag.Bool("update", false, "rewrite the kit's expected answers in testdata/*.txt, and its generated transcripts whole")

// kitDir holds the conformance kit: transcripts of requests (lines "> ")
// and the answers expected (lines "< "), with comments (lines "#").
const kitDir = "testdata"

// An entry is one line of a transcript.
type entry struct {
	kind byte // '>' a request, '<' an answer, '#' a comment or a blank line
	text string
}

func (e entry) String() string {
	switch {
	case e.kind == '#':
		return e.text
	case e.text == "":
		return string(e.kind)
	}
	return string(e.kind) + " " + e.text
}

// readTranscript reads a transcript file.
func readTranscript(path string) ([]entry, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []entry
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			out = append(out, entry{'#', line})
		case line == ">" || line == "<":
			out = append(out, entry{line[0], ""})
		case strings.HasPrefix(line, "> ") || strings.HasPrefix(line, "< "):
			out = append(out, entry{line[0], line[2:]})
		default:
			return nil, fmt.Errorf("%s:%d: a line begins with \"> \", \"< \" or \"#\", or is blank", path, i+1)
		}
	}
	return out, nil
}

// writeTranscript writes a transcript file.
func writeTranscript(path string, entries []entry) error {
	var b strings.Builder
	for _, e := range entries {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// inputs and answers are a transcript's requests and its answers, in order.
func inputs(entries []entry) []string  { return texts(entries, '>') }
func answers(entries []entry) []string { return texts(entries, '<') }

func texts(entries []entry, kind byte) []string {
	var out []string
	for _, e := range entries {
		if e.kind == kind {
			out = append(out, e.text)
		}
	}
	return out
}

// replay answers a transcript's requests on an Engine, one line at a
// time: the transcript with its comments, its requests and the answers
// now given, each after its request (the greeting before the first).
// The requests after quit stay, unanswered, as the engine never reads
// them.
func replay(entries []entry) []entry {
	e := protocol.New(protocol.Config{})
	var out []entry
	greeted := false
	for _, en := range entries {
		if en.kind == '<' {
			continue
		}
		if en.kind == '>' && !greeted {
			out, greeted = append(out, entry{'<', string(e.Greeting())}), true
		}
		out = append(out, en)
		if en.kind != '>' || e.Done() {
			continue
		}
		if ans := e.Handle([]byte(en.text)); ans != nil {
			out = append(out, entry{'<', string(ans)})
		}
	}
	if !greeted {
		out = append(out, entry{'<', string(e.Greeting())})
	}
	return out
}

// kitFiles lists the kit's transcripts.
func kitFiles(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join(kitDir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts in %s: %v", kitDir, err)
	}
	return files
}

// diff says where two transcripts first differ, by line of want's file.
func diff(want, got []entry) string {
	for i := range max(len(want), len(got)) {
		switch {
		case i >= len(want):
			return fmt.Sprintf("line %d: the engine says more: %s", i+1, clip(got[i].String()))
		case i >= len(got):
			return fmt.Sprintf("line %d: the engine says no more; want %s", i+1, clip(want[i].String()))
		case want[i] != got[i]:
			return fmt.Sprintf("line %d:\nwant %s\n got %s", i+1, clip(want[i].String()), clip(got[i].String()))
		}
	}
	return ""
}

// clip shortens a line for a message.
func clip(s string) string {
	if len(s) > 600 {
		return s[:600] + fmt.Sprintf("... (%d bytes)", len(s))
	}
	return s
}

// TestKit replays every transcript of the kit on the protocol's core, a
// request at a time, and checks each answer where it stands; -update
// writes the answers given instead (and makes the generated transcripts
// again, gen_test.go).
func TestKit(t *testing.T) {
	if *update {
		for name, g := range generated {
			if err := writeTranscript(filepath.Join(kitDir, name), generate(g)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, path := range kitFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			entries, err := readTranscript(path)
			if err != nil {
				t.Fatal(err)
			}
			got := replay(entries)
			if *update {
				if err := writeTranscript(path, got); err != nil {
					t.Fatal(err)
				}
				return
			}
			if d := diff(entries, got); d != "" {
				t.Errorf("%s: %s\n(go test ./examples/engine -run TestKit -update rewrites the answers)", path, d)
			}
		})
	}
}

// TestKitServe replays every transcript through Serve, as a client sees
// the engine: all the requests written at once, the answers read back in
// order.
func TestKitServe(t *testing.T) {
	for _, path := range kitFiles(t) {
		entries, err := readTranscript(path)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		in := strings.Join(inputs(entries), "\n") + "\n"
		if err := protocol.Serve(strings.NewReader(in), &out, protocol.Config{}); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		checkLines(t, path, answers(entries), out.String())
	}
}

// checkLines checks that output is the answers expected, line by line.
func checkLines(t *testing.T, path string, want []string, output string) {
	t.Helper()
	got := strings.Split(strings.TrimSuffix(output, "\n"), "\n")
	if !strings.HasSuffix(output, "\n") {
		t.Errorf("%s: the output does not end with an end of line", path)
	}
	for i := range max(len(want), len(got)) {
		switch {
		case i >= len(want):
			t.Errorf("%s: answer %d is one too many: %s", path, i+1, clip(got[i]))
			return
		case i >= len(got):
			t.Errorf("%s: answer %d is missing: want %s", path, i+1, clip(want[i]))
			return
		case want[i] != got[i]:
			t.Errorf("%s: answer %d:\nwant %s\n got %s", path, i+1, clip(want[i]), clip(got[i]))
			return
		}
	}
}

// The kit covers every command and every error code but internal (a
// bug: protocol_test.go provokes it), and no transcript lacks answers.
func TestKitCoversEverything(t *testing.T) {
	var all []string
	for _, path := range kitFiles(t) {
		entries, err := readTranscript(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(answers(entries)) == 0 {
			t.Errorf("%s has no answers: run go test -run TestKit -update", path)
		}
		all = append(all, answers(entries)...)
	}
	text := strings.Join(all, "\n")
	for _, c := range protocol.Commands() {
		if !strings.Contains(text, `"reply":"`+c+`","ok":true`) {
			t.Errorf("no transcript answers %s", c)
		}
	}
	for _, code := range protocol.Codes() {
		if code != protocol.CodeInternal && !strings.Contains(text, `"code":"`+code+`"`) {
			t.Errorf("no transcript shows error code %s", code)
		}
	}
	if !slices.Contains(protocol.Codes(), protocol.CodeInternal) {
		t.Error("Codes does not list internal")
	}
}
