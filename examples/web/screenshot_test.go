package main

import (
	"flag"
	"os"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/stretchr/testify/require"
)

var screenshot = flag.String("screenshot", "", "write a screenshot of a game in progress to this file (docs/web.png: -screenshot ../../docs/web.png)")

// TestScreenshot, with -screenshot FILE, plays M1 by clicking until an
// attack is offered, clicks the Xenos and saves the page with the attack's
// odds in its menu.
func TestScreenshot(t *testing.T) {
	if *screenshot == "" {
		t.Skip("no -screenshot FILE")
	}
	p := openPage(t)
	p.start("M1", "3", false)
	for n := 0; ; n++ {
		require.Less(t, n, 400, "no attack offered")
		s, v := p.game()
		a := bot.Greedy().Act(s)
		if at, ok := a.(invader.Attack); ok && n > 20 {
			text := s.FormatAction(at)
			for _, av := range v.Actions {
				if av.Text == text {
					p.clickAt(spotPointFor(av.Spots[0]), text)
				}
			}
			break
		}
		p.step()
	}
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(*screenshot, png, 0o644))
}
