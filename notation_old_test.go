package invader_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// oldCard and newCard find a card's number in an action as the notation
// wrote it before cardN (c12) and as it writes it now (card12). In the
// golden logs a card stands only after discard, arrange and attach.
var (
	oldCard = regexp.MustCompile(`^((?:\S+ )?(?:discard|arrange|attach)) c(\d+)(?: c(\d+))?\b`)
	newCard = regexp.MustCompile(`^((?:\S+ )?(?:discard|arrange|attach)) card(\d+)(?: card(\d+))?\b`)
)

// rewrite writes the actions of a golden log with cards as re finds them
// and as repl writes them, leaving its events be.
func rewrite(log []byte, re *regexp.Regexp, repl func(string) string) []byte {
	lines := strings.SplitAfter(string(log), "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, " ") {
			lines[i] = re.ReplaceAllStringFunc(l, repl)
		}
	}
	return []byte(strings.Join(lines, ""))
}

// toOld writes a golden log's cards as the notation did before cardN.
func toOld(log []byte) []byte {
	return rewrite(log, newCard, func(m string) string {
		sub := newCard.FindStringSubmatch(m)
		out := sub[1] + " c" + sub[2]
		if sub[3] != "" {
			out += " c" + sub[3]
		}
		return out
	})
}

// A record of the days when cards were written cN (testdata/notation,
// the golden playthrough of M2 then) still reads: its every action reads
// as the same action, which now writes cardN, gives the events recorded,
// and the game plays to the same end: the record played again and written
// in today's notation is the golden playthrough of today. With -update
// the old record is written again from the golden one.
func TestOldCardNotationReads(t *testing.T) {
	const id = "M2"
	old := filepath.Join("testdata", "notation", id+"-cN.log")
	goldenLog, err := os.ReadFile(filepath.Join("testdata", "golden", id+".log"))
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(old, toOld(goldenLog), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	record, err := os.ReadFile(old)
	if err != nil {
		t.Fatal(err)
	}
	m, err := mission.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	s, events, err := invader.Start(m, invader.Seed(7))
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	writeEvents := func(events []invader.Event) {
		for _, e := range events {
			b, err := invader.MarshalEvent(e)
			if err != nil {
				t.Fatal(err)
			}
			got.WriteString("  " + string(b) + "\n")
		}
	}
	writeEvents(events)
	cards := 0
	for n, line := range strings.Split(strings.TrimSuffix(string(record), "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, " "):
			continue // an event: the game played again writes its own
		case strings.HasPrefix(line, "outcome: "):
			got.WriteString("outcome: " + s.Outcome().String() + "\n")
			continue
		}
		a, err := s.ParseAction(line)
		if err != nil {
			t.Fatalf("%s:%d: ParseAction(%q): %v", old, n+1, line, err)
		}
		text := s.FormatAction(a)
		if oldCard.MatchString(line) {
			cards++
			if !newCard.MatchString(text) {
				t.Errorf("%s:%d: %q reads as %q: want its cards written cardN", old, n+1, line, text)
			}
		}
		if back, err := s.ParseAction(text); err != nil || back != a {
			t.Errorf("%s:%d: ParseAction(%q) = %v, %v; want %v", old, n+1, text, back, err, a)
		}
		got.WriteString(text + "\n")
		var ev []invader.Event
		s, ev, err = s.Apply(a)
		if err != nil {
			t.Fatalf("%s:%d: Apply(%s): %v", old, n+1, line, err)
		}
		writeEvents(ev)
	}
	if cards == 0 {
		t.Errorf("%s: no action names a card", old)
	}
	if !bytes.Equal(got.Bytes(), goldenLog) {
		t.Errorf("%s played again is not the golden playthrough of %s (go test -run 'TestGoldenPlaythroughs|%s' -update if the rules changed on purpose)", old, id, t.Name())
	}
	if !bytes.Equal(toOld(goldenLog), record) {
		t.Errorf("%s is not the golden playthrough of %s in the old notation", old, id)
	}
}
