package invader_test

import (
	"testing"

	"github.com/invaderengine/invader"
)

// BenchmarkPosition writes the position of a game in round 10, and reads
// it back.
func BenchmarkPosition(b *testing.B) {
	s := midGame(b, 10)
	text := s.Position()
	b.Run("Write", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s.Position()
		}
	})
	b.Run("Parse", func(b *testing.B) {
		m := benchMission()
		b.ReportAllocs()
		for b.Loop() {
			if _, err := invader.ParsePosition(text, m); err != nil {
				b.Fatal(err)
			}
		}
	})
}
