package invader

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// eventSource is what the package's source says of one event type: where
// its type, registration and methods are, and whether a rule builds one.
type eventSource struct {
	typeFile, doc string
	registered    bool // by the declaration right after the type's
	methods       map[string]string
	built         []string // the files that build one (T{...} or T(x))
}

// eventsInSource reads the package's source (its tests left out) for what
// it says of the types named in names.
func eventsInSource(t *testing.T, names map[string]bool) map[string]*eventSource {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	out := map[string]*eventSource{}
	of := func(name string) *eventSource {
		if out[name] == nil {
			out[name] = &eventSource{methods: map[string]string{}}
		}
		return out[name]
	}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for i, d := range f.Decls {
			switch d := d.(type) {
			case *ast.GenDecl:
				if d.Tok != token.TYPE || len(d.Specs) != 1 {
					continue
				}
				name := d.Specs[0].(*ast.TypeSpec).Name.Name
				if !names[name] {
					continue
				}
				e := of(name)
				if e.typeFile != "" {
					t.Errorf("event %s is declared in %s and in %s", name, e.typeFile, file)
				}
				e.typeFile, e.doc = file, d.Doc.Text()
				e.registered = i+1 < len(f.Decls) && registers(f.Decls[i+1], name)
			case *ast.FuncDecl:
				if d.Recv == nil {
					continue
				}
				if id, ok := d.Recv.List[0].Type.(*ast.Ident); ok && names[id.Name] {
					of(id.Name).methods[d.Name.Name] = file
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			var typ ast.Expr
			switch n := n.(type) {
			case *ast.CompositeLit: // T{...}
				typ = n.Type
			case *ast.CallExpr: // T(a): an action of the same fields
				typ = n.Fun
			}
			if id, ok := typ.(*ast.Ident); ok && names[id.Name] {
				of(id.Name).built = append(of(id.Name).built, file)
			}
			return true
		})
	}
	return out
}

// registers reports whether d is `var _ = defEvent[name]()`.
func registers(d ast.Decl, name string) bool {
	g, ok := d.(*ast.GenDecl)
	if !ok || g.Tok != token.VAR || len(g.Specs) != 1 {
		return false
	}
	v := g.Specs[0].(*ast.ValueSpec)
	if len(v.Values) != 1 {
		return false
	}
	call, ok := v.Values[0].(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	ix, ok := call.Fun.(*ast.IndexExpr)
	if !ok {
		return false
	}
	fn, ok1 := ix.X.(*ast.Ident)
	arg, ok2 := ix.Index.(*ast.Ident)
	return ok1 && ok2 && fn.Name == "defEvent" && arg.Name == name
}

// Every event follows docs/ARCHITECTURE.md's recipe, "an event": declared
// in event.go with a doc comment that begins with its name, a small
// comparable struct, registered right after its type, an Event by its text
// and String methods (in event.go too), and built by some rule elsewhere.
func TestEventRecipe(t *testing.T) {
	names := map[string]bool{}
	for _, sp := range EventSpecs() {
		names[sp.Name] = true
	}
	src := eventsInSource(t, names)
	for _, sp := range EventSpecs() {
		e := src[sp.Name]
		switch {
		case e == nil || e.typeFile == "":
			t.Errorf("event %s: no declaration found in the package's source", sp.Name)
			continue
		case e.typeFile != "event.go":
			t.Errorf("event %s is declared in %s: every event is declared in event.go", sp.Name, e.typeFile)
		case !e.registered:
			t.Errorf("event %s: the declaration after its type is not var _ = defEvent[%s]()", sp.Name, sp.Name)
		}
		if !strings.HasPrefix(e.doc, sp.Name+": ") {
			t.Errorf("event %s: its doc comment does not begin %q", sp.Name, sp.Name+": ")
		}
		if sp.typ.Kind() != reflect.Struct || !sp.typ.Comparable() {
			t.Errorf("event %s is no comparable struct", sp.Name)
		}
		for _, m := range []string{"text", "String"} {
			if file := e.methods[m]; file != "event.go" {
				t.Errorf("event %s: its %s method is in %q, want event.go", sp.Name, m, file)
			}
		}
		rules := 0
		for _, file := range e.built {
			if file != "event.go" {
				rules++
			}
		}
		if rules == 0 {
			t.Errorf("event %s is built by no rule: want t.emit(%s{...}) outside event.go", sp.Name, sp.Name)
		}
	}
}
