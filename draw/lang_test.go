package draw_test

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/lang/langtest"
	"github.com/invaderengine/invader/mission"
	"github.com/stretchr/testify/assert"
)

// symbol is a word of the board's symbols, the same in every language:
// pieces (2W, N2, Or, SPr, MOLD, Bot), Survivors' tags (Co, #1) and the
// key's samples (#D#, ~W~).
var symbol = regexp.MustCompile(`^(#?[A-Z]?[a-z]?[0-9]*|SP[a-z]|sp[a-z]|MOLD|mold|Bot|Gun|D#|~[Ww]~|#[0-9]+)$`)

// TestTextInChinese draws every built-in mission after a fixed number of
// random actions in Chinese (testdata/ID-play.zh.txt): in 80 columns of a
// terminal, where a Chinese character takes two, and with no English
// word but names and symbols.
func TestTextInChinese(t *testing.T) {
	for _, id := range mission.Builtins() {
		t.Run(id, func(t *testing.T) {
			s := position(t, id, actions)
			text := draw.Text(s, draw.Lang(lang.Chinese))
			golden(t, filepath.Join("testdata", id+"-play.zh.txt"), []byte(text))
			assert.Equal(t, draw.Text(s), draw.Text(s, draw.Lang(lang.English)), "English is the default")
			names := append(langtest.Names(s), s.Mission().ID)
			for i, line := range strings.Split(text, "\n") {
				assert.LessOrEqual(t, columns(line), 80, "line %d: %q", i+1, line)
				if board := strings.TrimLeft(line, " "); strings.HasPrefix(board, "+") || strings.HasPrefix(board, "|") {
					continue // the board: names and symbols only
				}
				for _, w := range langtest.Stray(line, names...) {
					if !symbol.MatchString(w) {
						t.Errorf("line %d: %q holds English %q", i+1, line, w)
					}
				}
			}
		})
	}
}

// columns counts a line's columns in a terminal: two for a Chinese
// character or a full-width mark.
func columns(line string) int {
	n := 0
	for _, r := range line {
		n++
		if r >= 0x2E80 && r <= 0xA4CF || r >= 0xFF00 && r <= 0xFF60 {
			n++
		}
	}
	return n
}
