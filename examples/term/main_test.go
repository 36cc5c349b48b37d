package main

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/invaderengine/invader/lang"
)

// The real program, built and run with a pipe on standard input: it plays
// the lines it reads, writes no colour to a pipe unless told to, ends
// cleanly at the end of its input, and refuses bad flags.
func TestBinary(t *testing.T) {
	run := buildTerm(t)

	out, _, code := run("help\n1\nCole move c1\nCole fly\nodds\nquit\n", "-mission", "M0", "-seed", "3")
	for _, want := range []string{
		"M0 Breach!", "1 player, seed 3", legalHeader(lang.English), "  1  activate Cole",
		"]> help\n", "  undo ", "> activate Cole\n", "> Cole move c1\n", "  Cole moves s → c1\n",
		`unknown word "fly"`, "Goodbye",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q", want)
		}
	}
	if code != 0 || strings.Contains(out, "\x1b[") {
		t.Errorf("exit %d; colour in a pipe: %v", code, strings.Contains(out, "\x1b["))
	}

	out, _, code = run("1\n", "-color", "always", "-table")
	if code != 0 || !strings.Contains(out, "\x1b[") || !strings.Contains(out, "At the table: ") || !strings.HasSuffix(out, "in round 0.\x1b[0m\n") {
		t.Errorf("-color always -table: exit %d\n%s", code, tail(out))
	}

	out, _, code = run("", "-bots", "all", "-seed", "22")
	if code != 0 || !strings.Contains(out, "\nOutcome: ") {
		t.Errorf("-bots all: exit %d\n%s", code, tail(out))
	}

	for _, args := range [][]string{{"-mission", "M99"}, {"-bots", "Bob"}, {"-bot", "clever"}, {"-color", "pink"}, {"extra"}} {
		if _, errOut, code := run("", args...); code != 2 || !strings.HasPrefix(errOut, "term: ") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
}

// buildTerm builds the program (t skips under -short) and returns what
// runs it with args on input: its standard output and error, and its
// exit code.
func buildTerm(t *testing.T) func(input string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the program")
	}
	bin := filepath.Join(t.TempDir(), "term")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return func(input string, args ...string) (string, string, int) {
		cmd := exec.Command(bin, args...)
		cmd.Stdin = strings.NewReader(input)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return stdout.String(), stderr.String(), exit.ExitCode()
		}
		if err != nil {
			t.Fatal(err)
		}
		return stdout.String(), stderr.String(), 0
	}
}
