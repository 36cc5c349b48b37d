package main

import (
	"fmt"
	"io"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
)

// report prints events as sentences, in the words of the game s, in
// language l.
func report(w io.Writer, l *lang.Language, s invader.State, events []invader.Event) {
	for _, e := range events {
		fmt.Fprintln(w, "  "+l.Event(s, e))
	}
}

// actionLine is the line of an action played at s: its notation, and in
// a language other than English (whose words the notation uses) its
// words.
func actionLine(l *lang.Language, s invader.State, a invader.Action) string {
	line := "> " + s.FormatAction(a)
	if l != lang.English {
		line += l.Book(book, "words", "words", l.Action(s, a))
	}
	return line
}
