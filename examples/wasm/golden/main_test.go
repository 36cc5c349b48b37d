package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
	"github.com/tetratelabs/wazero/sys"

	"github.com/invaderengine/invader/mission"
)

// The playthroughs here are the golden ones: their logs are
// testdata/golden/ID.log, byte for byte.
func TestGoldenLogs(t *testing.T) {
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		log, _, err := playthrough(m)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		want, err := os.ReadFile(filepath.Join("..", "..", "..", "testdata", "golden", id+".log"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(log, want) {
			t.Errorf("%s: the playthrough's log is not testdata/golden/%s.log", id, id)
		}
	}
}

// buildWasip1 builds the program of package dir for GOOS=wasip1
// GOARCH=wasm and returns the module.
func buildWasip1(t *testing.T, dir string) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), filepath.Base(dir)+".wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-o", out, dir)
	cmd.Env = append(os.Environ(), "GOOS=wasip1", "GOARCH=wasm")
	if log, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("GOOS=wasip1 GOARCH=wasm go build %s: %v\n%s", dir, err, log)
	}
	bin, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// run runs a compiled module under r, with stdin, and returns what it
// wrote on its standard output; it must exit with status 0 and write
// nothing on its standard error.
func run(t *testing.T, r wazero.Runtime, mod wazero.CompiledModule, name, stdin string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	cfg := wazero.NewModuleConfig().WithName("").WithArgs(name).
		WithStdin(strings.NewReader(stdin)).WithStdout(&stdout).WithStderr(&stderr)
	m, err := r.InstantiateModule(context.Background(), mod, cfg)
	var exit *sys.ExitError
	if errors.As(err, &exit) && exit.ExitCode() == 0 {
		err = nil
	}
	if err != nil {
		t.Fatalf("%s under wazero: %v\n%s", name, err, stderr.String())
	}
	if m != nil {
		m.Close(context.Background())
	}
	if stderr.Len() > 0 {
		t.Errorf("%s under wazero wrote on its standard error: %s", name, stderr.String())
	}
	return stdout.String()
}

// The golden games end in the same States under WebAssembly (GOOS=wasip1,
// run by wazero) as natively, hash for hash, log for log; and the engine
// of examples/engine, built for WebAssembly, passes the conformance kit
// of docs/PROTOCOL.md answer for answer.
func TestUnderWazero(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two programs for WebAssembly and runs them: not with -short")
	}
	if raceDetector {
		// The race detector watches wazero's compiler, none of the
		// engine's code (which runs as WebAssembly), and makes the test
		// ten times slower: .ci/run runs it without -race.
		t.Skip("runs without -race only (wazero compiling under the race detector takes minutes)")
	}
	ctx := context.Background()
	r := wazero.NewRuntime(ctx)
	defer r.Close(ctx)
	wasi_snapshot_preview1.MustInstantiate(ctx, r)

	var native bytes.Buffer
	if err := report(&native); err != nil {
		t.Fatal(err)
	}
	golden, err := r.CompileModule(ctx, buildWasip1(t, "."))
	if err != nil {
		t.Fatal(err)
	}
	got := run(t, r, golden, "golden", "")
	if got != native.String() {
		t.Errorf("under WebAssembly the golden games end otherwise:\n%s\nnatively:\n%s", got, native.String())
	}
	if n := strings.Count(got, "\n"); n != len(mission.Builtins()) {
		t.Errorf("%d lines for %d missions:\n%s", n, len(mission.Builtins()), got)
	}

	engine, err := r.CompileModule(ctx, buildWasip1(t, "../../engine"))
	if err != nil {
		t.Fatal(err)
	}
	kit, err := filepath.Glob(filepath.Join("..", "..", "engine", "testdata", "*.txt"))
	if err != nil || len(kit) < 10 {
		t.Fatalf("the conformance kit: %d files, %v", len(kit), err)
	}
	for _, path := range kit {
		requests, answers := transcript(t, path)
		out := run(t, r, engine, "engine", strings.Join(requests, "\n")+"\n")
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != len(answers) {
			t.Errorf("%s: %d answers under WebAssembly, the kit has %d", path, len(lines), len(answers))
		}
		for i := range min(len(lines), len(answers)) {
			if lines[i] != answers[i] {
				t.Errorf("%s: answer %d under WebAssembly:\n%.300s\nthe kit's:\n%.300s", path, i+1, lines[i], answers[i])
				break
			}
		}
	}
}

// transcript reads a file of the conformance kit (docs/PROTOCOL.md, "The
// conformance kit"): its requests ("> " lines) and answers ("< " lines).
func transcript(t *testing.T, path string) (requests, answers []string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		switch {
		case line == ">":
			requests = append(requests, "")
		case strings.HasPrefix(line, "> "):
			requests = append(requests, line[2:])
		case strings.HasPrefix(line, "< "):
			answers = append(answers, line[2:])
		}
	}
	return requests, answers
}
