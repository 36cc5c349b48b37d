package main

import (
	"flag"
	"os"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// The README's docs/web.png and docs/web-zh.png are FILE.png and
// FILE-zh.png of go test -run TestBrowserScreenshot ./examples/web/
// -screenshot /tmp/web (then cp /tmp/web.png /tmp/web-zh.png docs/). The
// Chinese picture wants a font with Chinese glyphs (Debian:
// fonts-wqy-zenhei); without one Chromium draws boxes.
var screenshot = flag.String("screenshot", "", "write screenshots of the lobby (FILE-lobby.png) and of a match of two players in play (FILE.png, and in Chinese FILE-zh.png)")

// shoot saves a picture of the whole page of a tab, as PNG.
func shoot(t *testing.T, tb *tab, file string) {
	png, err := chromedp.Run(tb.ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(file, png, 0o644))
}
