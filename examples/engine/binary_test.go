package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestKitBinary builds the program and replays every transcript of the
// kit against it, as a client in another language would: the requests
// on its standard input, the answers read from its standard output, and
// nothing on its standard error. The program refuses arguments.
func TestKitBinary(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build the program with")
	}
	bin := filepath.Join(t.TempDir(), "engine")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, path := range kitFiles(t) {
		entries, err := readTranscript(path)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin)
		cmd.Stdin = strings.NewReader(strings.Join(inputs(entries), "\n") + "\n")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s: the program: %v\n%s", path, err, stderr.String())
		}
		if stderr.Len() > 0 {
			t.Errorf("%s: the program wrote on its standard error: %s", path, stderr.String())
		}
		checkLines(t, path, answers(entries), stdout.String())
	}
	// It takes no arguments, and says so.
	out, err := exec.Command(bin, "-x").CombinedOutput()
	if err == nil || !strings.Contains(string(out), "takes no arguments") {
		t.Errorf("engine -x: %v, %s; want an error saying it takes no arguments", err, out)
	}
}
