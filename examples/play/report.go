package main

import (
	"fmt"
	"io"

	"github.com/invaderengine/invader"
)

// report prints events as sentences, in the words of the game s.
func report(w io.Writer, s invader.State, events []invader.Event) {
	for _, e := range events {
		fmt.Fprintln(w, "  "+s.FormatEvent(e))
	}
}
