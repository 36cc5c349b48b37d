package main

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/lang/langtest"
)

// TestBoardInWords: every zone and door of the board has words, as a
// sighted player reads them off the picture (pieces, tokens and what
// colour tells), in English and in Chinese with no English left.
func TestBoardInWords(t *testing.T) {
	s := startGame(t, "M0", invader.Rules{Seed: 70}).View()
	en := zones(s, lang.English)
	require.Len(t, en, s.Map().Len())
	byZone := map[string]string{}
	for _, z := range en {
		byZone[z.Zone] = z.Words
	}
	assert.Equal(t, "corridor s: Cole, Vivian, Mitsuki, Magnus, Jared, Baraka", byZone["s"])
	assert.Contains(t, byZone["e2"], "red Spawn Zone")
	assert.Contains(t, byZone["c2"], "1 Worker")
	require.NotEmpty(t, doors(s, lang.English))
	assert.Regexp(t, `^door d0, between \w+ and \w+: (closed|open)`, doors(s, lang.English)[0].Words)
	names := append(langtest.Names(s), "M0")
	for _, z := range zones(s, lang.Chinese) {
		assert.Empty(t, langtest.Stray(z.Words, names...), "%q", z.Words)
	}
	for _, d := range doors(s, lang.Chinese) {
		assert.Empty(t, langtest.Stray(d.Words, names...), "%q", d.Words)
		assert.True(t, strings.HasPrefix(d.Words, "门 d"), d.Words)
	}
}

// svgTexts are the texts of an SVG picture: its text, tspan and title
// elements' contents.
var svgTexts = regexp.MustCompile(`<(?:text|tspan|title)[^>]*>([^<]*)`)

// TestBoardPictureInChinese: the board's picture in Chinese, over games
// of several missions, holds no English but the game's names.
func TestBoardPictureInChinese(t *testing.T) {
	for _, id := range []string{"M0", "M1", "M4", "Z1"} {
		s := startGame(t, id, invader.Rules{Seed: 3})
		for n := 0; n < 120 && !s.IsOver(); n++ {
			s, _, _ = s.Apply(bot.Greedy().Act(s.View()))
		}
		v := s.View()
		names := append(langtest.Names(v), id, "Zombicide: Invader")
		for _, m := range svgTexts.FindAllStringSubmatch(board(v, lang.Chinese), -1) {
			text := html.UnescapeString(m[1])
			assert.Empty(t, langtest.Stray(text, names...), "%s: %q", id, text)
		}
	}
}
