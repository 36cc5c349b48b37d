package invader

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/invaderengine/invader"

// allowed is a statement of policy (docs/ARCHITECTURE.md, "Packages"): which packages of this
// module each package may import. Do not relax it to fix a build; move the
// code instead. Packages not listed may import nothing of the module.
var allowed = map[string][]string{
	"zone":      {},
	"equipment": {},
	"survivor":  {},
	"machine":   {},
	"los":       {"zone"},
	"mold":      {"zone"},
	"xeno":      {"zone", "los"},
	"spawn":     {"zone", "xeno", "mold"},
	"combat":    {"zone", "los", "xeno", "equipment", "survivor"},
	"mission":   {"zone", "los", "mold", "xeno", "spawn", "combat", "equipment", "survivor", "machine", "zombicide2"},
	".":         {"zone", "los", "mold", "xeno", "spawn", "combat", "equipment", "survivor", "mission", "machine", "internal/walk", "internal/postext"},
	// The root's own mechanisms that need none of its internals: the
	// walker of the State's fields (hash, save, load), and the text of
	// the position form (its tree of values, lines and tokens).
	"internal/walk":    {},
	"internal/postext": {},
	// Above the engine: pictures of a position, and bots. The engine knows
	// nothing of them.
	"draw": {".", "lang", "zone", "los", "mold", "xeno", "spawn", "combat", "equipment", "survivor", "mission", "machine"},
	"bot":  {".", "zone", "los", "mold", "xeno", "spawn", "combat", "equipment", "survivor", "mission", "machine"},
	// Above the engine, on its public API: the game's words in every
	// language (and below draw, whose pictures say them).
	"lang": {".", "zone", "los", "mold", "xeno", "spawn", "combat", "equipment", "survivor", "mission", "machine"},
	// Zombicide 2nd Edition's data (seed 002), for the second ruleset.
	"zombicide2": {"xeno", "spawn", "equipment", "survivor"},
	// Above the engine, on its public API: the game server and its stores.
	"server":             {".", "bot", "draw", "zone", "los", "mold", "xeno", "spawn", "combat", "equipment", "survivor", "mission", "machine"},
	"server/sqlitestore": {"server"},
	"server/pgstore":     {"server"},
}

// external are the modules outside the standard library that a package
// above the engine may import in its library code: each dependency only
// in the package that needs it (the engine's list is empty).
var external = map[string][]string{
	"server":             {"github.com/coder/websocket"},
	"server/sqlitestore": {"modernc.org/sqlite"},
	"server/pgstore":     {"github.com/jackc/pgx/v5"},
}

// testOnly are the only modules outside the standard library that code may
// import, and only in tests and in the */…test support packages: the
// test libraries, chromedp for the browser tests of examples/web and
// examples/wasm, what the tests of examples/web's processes speak, and
// wazero for the tests of examples/wasm/golden.
var testOnly = []string{"github.com/stretchr/testify", "pgregory.net/rapid", "github.com/google/go-cmp", "github.com/chromedp/",
	// The tests of examples/web's processes: their client's live
	// connection, and their own schema in PostgreSQL.
	"github.com/coder/websocket", "github.com/jackc/pgx/v5",
	// The tests of examples/wasm/golden: a WebAssembly runtime, to run
	// the engine built for GOOS=wasip1.
	"github.com/tetratelabs/wazero"}

// testOnlyIn narrows a module of testOnly to the packages whose tests use
// it.
var testOnlyIn = map[string][]string{
	"github.com/tetratelabs/wazero": {"examples/wasm/golden"},
}

func TestImports(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.Contains(path, "testdata") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if why := check(dir, strings.HasSuffix(path, "_test.go"), p); why != "" {
				t.Errorf("%s imports %q: %s", path, p, why)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// check returns why package dir may not import p, or "".
func check(dir string, isTest bool, p string) string {
	first, _, _ := strings.Cut(p, "/")
	if !strings.Contains(first, ".") {
		return "" // standard library
	}
	support := strings.HasSuffix(dir, "test") // zone/zonetest, invadertest, ...
	if !strings.HasPrefix(p, module) {
		for _, m := range external[dir] {
			if p == m || strings.HasPrefix(p, m+"/") {
				return ""
			}
		}
		for _, m := range testOnly {
			if in, narrowed := testOnlyIn[m]; narrowed && !slices.Contains(in, dir) {
				continue
			}
			if strings.HasPrefix(p, m) && (isTest || support) {
				return ""
			}
		}
		return "library code imports only the standard library"
	}
	target := strings.TrimPrefix(strings.TrimPrefix(p, module), "/")
	if target == "" {
		target = "."
	}
	switch {
	case strings.HasPrefix(dir, "examples/"):
		return "" // front ends may use the whole public API
	case isTest || support:
		return "" // tests and test kits sit above the lattice
	case dir == target:
		return ""
	case slices.Contains(allowed[dir], target):
		return ""
	}
	return "not allowed by the import lattice in deps_test.go (docs/ARCHITECTURE.md)"
}

func TestCheckPolicy(t *testing.T) {
	tests := []struct {
		dir    string
		isTest bool
		imp    string
		ok     bool
	}{
		{"los", false, module + "/zone", true},
		{"zone", false, module + "/los", false},
		{"mission", false, module, false},
		{"zone", false, "pgregory.net/rapid", false},
		{"zone", true, "pgregory.net/rapid", true},
		{"zone/zonetest", false, "pgregory.net/rapid", true},
		{"los", false, "github.com/other/lib", false},
		{"examples/board", false, module + "/los", true},
		{"los", false, "slices", true},
		{"server", false, "github.com/coder/websocket", true},
		{"server", false, "modernc.org/sqlite", false},
		{"server/sqlitestore", false, "modernc.org/sqlite", true},
		{".", false, "github.com/coder/websocket", false},
		{"server", false, module + "/bot", true},
		{"bot", false, module + "/server", false},
		{"lang", false, module, true},
		{".", false, module + "/lang", false},
		{"zone", false, module + "/lang", false},
		{"draw", false, module + "/lang", true},
		{"lang", false, module + "/draw", false},
		{"examples/wasm/golden", true, "github.com/tetratelabs/wazero", true},
		{"examples/wasm/golden", false, "github.com/tetratelabs/wazero", false},
		{"zone", true, "github.com/tetratelabs/wazero/sys", false},
	}
	for _, tt := range tests {
		if got := check(tt.dir, tt.isTest, tt.imp) == ""; got != tt.ok {
			t.Errorf("check(%q, %v, %q) allowed = %v, want %v", tt.dir, tt.isTest, tt.imp, got, tt.ok)
		}
	}
}
