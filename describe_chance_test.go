package invader_test

import (
	"os"
	"testing"

	"github.com/invaderengine/invader/invadertest"
)

// DescribeChance names a Spawn Zone only for a Spawn Zone's card: the
// card a prison cell draws when its door first opens (seed 004, §16) is
// for the cell, and a dark room's first door (seed 002) likewise.
func TestDescribeChanceNamesTheZone(t *testing.T) {
	for _, tt := range []struct{ file, play, want string }{
		{"invadertest/testdata/perft/tiles-cells.txt", "Cole open d1", "a Xeno card for zone k"},
		{"invadertest/testdata/perft/2e-doors.txt", "Nadia open d0", "a Zombie card for zone r4"},
	} {
		data, err := os.ReadFile(tt.file)
		if err != nil {
			t.Fatal(err)
		}
		pp, err := invadertest.ParsePerftPosition(string(data))
		if err != nil {
			t.Fatal(err)
		}
		s, err := pp.State()
		if err != nil {
			t.Fatalf("%s: %v", tt.file, err)
		}
		a, err := s.ParseAction(tt.play)
		if err != nil {
			t.Fatal(err)
		}
		if s, _, err = s.Apply(a); err != nil {
			t.Fatal(err)
		}
		if got := s.DescribeChance(); got != tt.want {
			t.Errorf("%s, after %q: DescribeChance() = %q; want %q", tt.file, tt.play, got, tt.want)
		}
	}
}
