// Command serve serves the page of examples/wasm (the engine in the
// browser, no server of the game) on a local address: any static file
// server does, this one sends .wasm files as application/wasm, which
// WebAssembly.instantiateStreaming needs. Build the engine first:
//
//	scripts/build-wasm
//	go run ./examples/wasm/serve   # then open http://127.0.0.1:8090/
package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"mime"
	"net/http"
	"os"
	"path/filepath"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8090", "the address to listen on")
	dir := flag.String("dir", filepath.Join("examples", "wasm", "static"), "the directory to serve")
	flag.Parse()
	h, err := handler(*dir)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("serving %s on http://%s/\n", *dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, h))
}

// handler serves dir, which must hold the page and the built engine.
func handler(dir string) (http.Handler, error) {
	for _, name := range []string{"index.html", "invader.wasm"} {
		if _, err := os.Stat(filepath.Join(dir, name)); errors.Is(err, fs.ErrNotExist) {
			if name == "invader.wasm" {
				return nil, fmt.Errorf("%s has no invader.wasm: build it with scripts/build-wasm", dir)
			}
			return nil, fmt.Errorf("%s has no %s: give the directory of the page with -dir", dir, name)
		}
	}
	if err := mime.AddExtensionType(".wasm", "application/wasm"); err != nil {
		return nil, err
	}
	return http.FileServer(http.Dir(dir)), nil
}
