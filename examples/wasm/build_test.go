//go:build !js

package main

import (
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// The budget of the engine for the browser, gzipped: 3 MiB.
const budgetGzipped = 3 << 20

var (
	buildOnce sync.Once
	buildDir  string
	buildErr  error
	buildLog  []byte
)

// TestMain removes the engine built for the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// built builds the engine for the browser, as scripts/build-wasm does,
// once for all the tests, into a directory of its own, and returns the
// path of invader.wasm.
func built(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		if buildDir, buildErr = os.MkdirTemp("", "invader-wasm-"); buildErr != nil {
			return
		}
		cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(buildDir, "invader.wasm"), ".")
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		buildLog, buildErr = cmd.CombinedOutput()
	})
	if buildErr != nil {
		t.Fatalf("GOOS=js GOARCH=wasm go build: %v\n%s", buildErr, buildLog)
	}
	return filepath.Join(buildDir, "invader.wasm")
}

// The engine for the browser fits its budget: at most 3 MiB gzipped.
func TestSize(t *testing.T) {
	data, err := os.ReadFile(built(t))
	if err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	w.Write(data)
	w.Close()
	t.Logf("invader.wasm: %d bytes, %d gzipped (the budget: %d)", len(data), gz.Len(), budgetGzipped)
	if gz.Len() > budgetGzipped {
		t.Errorf("invader.wasm is %d bytes gzipped, over the budget of %d", gz.Len(), budgetGzipped)
	}
	if !bytes.HasPrefix(data, []byte("\x00asm")) {
		t.Errorf("invader.wasm is no WebAssembly: %q", data[:min(8, len(data))])
	}
}

// The engine for the browser links none of the game server, no network
// and no database: what would double its size for nothing a page uses.
func TestNoServerInside(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	for _, want := range []string{"github.com/invaderengine/invader/examples/engine/protocol", "github.com/invaderengine/invader/draw", "syscall/js"} {
		if !slices.Contains(deps, want) {
			t.Errorf("the build does not link %s: is this the engine?", want)
		}
	}
	for _, d := range deps {
		for _, banned := range []string{"net", "net/http", "database/sql", "github.com/invaderengine/invader/server", "github.com/coder/websocket"} {
			if d == banned || strings.HasPrefix(d, banned+"/") {
				t.Errorf("the build links %s", d)
			}
		}
	}
}

// static/wasm_exec.js is the one of the Go that builds the engine, as
// the .wasm needs, with three lines saying where it comes from.
func TestWasmExecIsGos(t *testing.T) {
	ours, err := os.ReadFile(filepath.Join("static", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	path := filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js")
	gos, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(ours), "\n")
	if len(lines) < 7 || !strings.Contains(lines[4], "lib/wasm/wasm_exec.js") {
		t.Fatalf("static/wasm_exec.js does not say where it comes from in its lines 4 to 6")
	}
	if got := strings.Join(slices.Delete(lines, 3, 6), "\n"); got != string(gos) {
		t.Errorf("static/wasm_exec.js is not %s: copy it again (keeping its lines 4 to 6)", path)
	}
}
