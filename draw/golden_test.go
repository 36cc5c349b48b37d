package draw_test

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden pictures in testdata and docs/board.svg")

// golden compares got with the file at path, or writes it with -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./draw -update to create it")
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the picture drawn now (run go test ./draw -update to accept the change)", path)
	}
}

// stages are the positions of the golden pictures: each built-in mission
// at the start and after a fixed number of random actions.
var stages = []struct {
	name string
	n    int
}{{"start", 0}, {"play", actions}}
