package invader_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every Go snippet of the README compiles as written: each stands, line
// for line (white space aside), in a test or an Example of the module,
// which go vet and go test compile and run.
func TestReadmeSnippetsCompile(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var tests [][]string
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") || path == "readme_test.go" {
			return err
		}
		data, err := os.ReadFile(path)
		tests = append(tests, codeLines(string(data)))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	snippets := goSnippets(string(readme))
	if len(snippets) < 5 {
		t.Fatalf("found %d Go snippets in the README, want at least 5", len(snippets))
	}
	for _, snip := range snippets {
		if !foundIn(codeLines(snip), tests) {
			t.Errorf("this README snippet is in no test or Example, so nothing compiles it:\n%s", snip)
		}
	}
}

// goSnippets returns the bodies of the README's ```go blocks.
func goSnippets(md string) []string {
	var out []string
	for _, part := range strings.Split(md, "```go\n")[1:] {
		body, _, _ := strings.Cut(part, "```")
		out = append(out, body)
	}
	return out
}

// codeLines returns the lines of text that are not blank, white space
// folded.
func codeLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if f := strings.Fields(l); len(f) > 0 {
			out = append(out, strings.Join(f, " "))
		}
	}
	return out
}

// foundIn reports whether lines stand in a row in one of files.
func foundIn(lines []string, files [][]string) bool {
	for _, f := range files {
		for i := 0; i+len(lines) <= len(f); i++ {
			if strings.Join(f[i:i+len(lines)], "\n") == strings.Join(lines, "\n") {
				return true
			}
		}
	}
	return false
}
