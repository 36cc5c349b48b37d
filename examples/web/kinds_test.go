package main

import (
	"testing"

	"github.com/invaderengine/invader/internal/kindtest"
)

// actions.go says every kind of action by hand: where it is taken
// (spots) and in words (words and moreWords). A new kind of action must
// be there, in a case or among the kinds a function's last return leaves
// to its default (its comment names them), else it would fall silently
// to no spot, or to its bare notation.
func TestEveryActionKindListed(t *testing.T) {
	for _, tt := range []struct {
		what  string
		funcs []string
	}{
		{"spots", []string{"spots"}},
		{"words", []string{"words", "moreWords"}},
	} {
		src := kindtest.Read(t, "actions.go", tt.funcs...)
		if missing := kindtest.Missing(src.Named, src.Fallback); len(missing) > 0 {
			t.Errorf("actions.go's %s do not list %v: give each a case, or name it in the comment of %s's last return",
				tt.what, missing, tt.funcs[len(tt.funcs)-1])
		}
	}
}
