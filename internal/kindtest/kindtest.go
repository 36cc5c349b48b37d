// Package kindtest holds the lists of action kinds that code outside the
// engine writes by hand (a front end's type switch over actions, a bot's
// choices) to [invader.ActionSpecs]: a test of such a package fails when
// a new kind of action is missing from its lists, instead of the kind
// falling silently to a default.
package kindtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
)

const module = "github.com/invaderengine/invader"

// Kinds returns the name of every kind of action, sorted.
func Kinds() []string {
	var out []string
	for _, sp := range invader.ActionSpecs() {
		out = append(out, sp.Name)
	}
	slices.Sort(out)
	return out
}

// A Source is what a Go file says of the action kinds.
type Source struct {
	// Named are the kinds the code names, as invader.X (a case of a type
	// switch, a type assertion, a literal).
	Named map[string]bool
	// Fallback are the kinds named in the comment of a function's last
	// statement: those its default covers ("return nil // EndTurn,
	// Chance: no spot").
	Fallback map[string]bool
}

// Read reads the Go file at path for the action kinds that the functions
// funcs name (the whole file's code when funcs is empty).
func Read(t testing.TB, path string, funcs ...string) Source {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	pkg := ""
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == module {
			pkg = "invader"
			if imp.Name != nil {
				pkg = imp.Name.Name
			}
		}
	}
	if pkg == "" {
		t.Fatalf("%s does not import %s", path, module)
	}
	kinds := map[string]bool{}
	for _, k := range Kinds() {
		kinds[k] = true
	}
	src := Source{Named: map[string]bool{}, Fallback: map[string]bool{}}
	found := map[string]bool{}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Body == nil || len(funcs) > 0 && !slices.Contains(funcs, fn.Name.Name) {
			continue
		}
		found[fn.Name.Name] = true
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == pkg && kinds[sel.Sel.Name] {
					src.Named[sel.Sel.Name] = true
				}
			}
			return true
		})
		if len(fn.Body.List) == 0 {
			continue
		}
		line := fset.Position(fn.Body.List[len(fn.Body.List)-1].End()).Line
		for _, c := range f.Comments {
			if fset.Position(c.Pos()).Line != line {
				continue
			}
			for _, w := range strings.FieldsFunc(c.Text(), func(r rune) bool {
				return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9')
			}) {
				if kinds[w] {
					src.Fallback[w] = true
				}
			}
		}
	}
	for _, name := range funcs {
		if !found[name] {
			t.Fatalf("%s has no function %s", path, name)
		}
	}
	return src
}

// Missing returns the kinds of action that none of sets holds.
func Missing(sets ...map[string]bool) []string {
	var out []string
	for _, k := range Kinds() {
		if !slices.ContainsFunc(sets, func(set map[string]bool) bool { return set[k] }) {
			out = append(out, k)
		}
	}
	return out
}
