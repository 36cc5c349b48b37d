package lang_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/lang/langtest"
	"github.com/invaderengine/invader/mission"
)

var update = flag.Bool("update", false, "rewrite the Chinese golden playthroughs in testdata/golden")

// TestGoldenPlaythroughsInChinese plays the root's golden playthroughs
// again (golden_test.go: the same game of every built-in mission, whose
// events testdata/golden holds as JSON) and writes them in Chinese:
// testdata/golden/ID.zh.log, each action in notation and each event in
// words. The game must be the root's, event for event; the Chinese must
// hold no English but names and notation. Run with -update to accept a
// change on purpose.
func TestGoldenPlaythroughsInChinese(t *testing.T) {
	for _, id := range mission.Builtins() {
		t.Run(id, func(t *testing.T) {
			m, err := mission.Builtin(id)
			if err != nil {
				t.Fatal(err)
			}
			var log, events bytes.Buffer
			end := playthrough(t, m, func(st step) {
				if st.a != nil {
					log.WriteString(st.before.FormatAction(st.a) + "\n")
					events.WriteString(st.before.FormatAction(st.a) + "\n")
				}
				for _, e := range st.events {
					text := lang.Chinese.Event(st.after, e)
					if stray := langtest.Stray(text, langtest.Names(st.after)...); len(stray) > 0 {
						t.Errorf("%q holds English %q", text, stray)
					}
					log.WriteString("  " + text + "\n")
					data, err := invader.MarshalEvent(e)
					if err != nil {
						t.Fatal(err)
					}
					events.WriteString("  " + string(data) + "\n")
				}
			})
			outcome := "outcome: " + end.Outcome().String() + "\n"
			log.WriteString("结果：" + lang.Chinese.Outcome(end.Outcome()) + "\n")
			events.WriteString(outcome)
			root, err := os.ReadFile(filepath.Join("..", "testdata", "golden", id+".log"))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(events.Bytes(), root) {
				t.Fatalf("the playthrough is not the root's testdata/golden/%s.log: run the root's golden test first", id)
			}
			golden(t, filepath.Join("testdata", "golden", id+".zh.log"), log.Bytes())
		})
	}
}

// golden compares got with the golden file at path, or rewrites it with
// -update; on a difference it writes got next to it (path.got).
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run %s -update to write it)", err, t.Name())
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s changed; diff it with %s.got (or -update if the change is meant)", path, path)
		_ = os.WriteFile(path+".got", got, 0o644)
	}
	if strings.Contains(string(got), "{") {
		t.Errorf("%s: a placeholder left", path)
	}
}
