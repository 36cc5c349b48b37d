package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The page is served, the engine as application/wasm; a directory with
// no built engine is refused with the command that builds it.
func TestHandler(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := handler(dir); err == nil || !strings.Contains(err.Error(), "scripts/build-wasm") {
		t.Fatalf("no invader.wasm: err %v, want one naming scripts/build-wasm", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "invader.wasm"), []byte("\x00asm\x01\x00\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	h, err := handler(dir)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{"/": "text/html", "/invader.wasm": "application/wasm"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		if got := rec.Header().Get("Content-Type"); rec.Code != http.StatusOK || !strings.HasPrefix(got, want) {
			t.Errorf("GET %s: %d %s, want 200 %s", path, rec.Code, got, want)
		}
	}
	if _, err := handler(filepath.Join(dir, "none")); err == nil {
		t.Error("a directory that does not exist is served")
	}
}
