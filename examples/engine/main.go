// Command engine plays Zombicide: Invader (and 2nd Edition) for a program
// in any language: it speaks a line protocol on its standard input and
// output, one JSON object a line, as a chess engine speaks UCI. It
// greets, then answers each request line with one line, until quit or
// the end of its input.
//
// Usage:
//
//	go run ./examples/engine
//
// docs/PROTOCOL.md is the protocol: every command and answer with an
// example, the error codes, the caps, and how a client in another
// language drives it and checks itself against the conformance kit in
// examples/engine/testdata. The answering is package
// examples/engine/protocol.
package main

import (
	"fmt"
	"os"

	"github.com/invaderengine/invader/examples/engine/protocol"
)

func main() {
	if len(os.Args) > 1 {
		fmt.Fprintln(os.Stderr, "engine takes no arguments: it reads requests on its standard input (docs/PROTOCOL.md)")
		os.Exit(2)
	}
	if err := protocol.Serve(os.Stdin, os.Stdout, protocol.Config{}); err != nil {
		fmt.Fprintln(os.Stderr, "engine:", err)
		os.Exit(1)
	}
}
