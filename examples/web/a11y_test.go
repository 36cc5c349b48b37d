package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
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
