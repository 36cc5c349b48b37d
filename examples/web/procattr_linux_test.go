package main

import (
	"os/exec"
	"syscall"
)

// dieWithTest makes cmd's process end with the test's, should the test
// end without its cleanups (a panic, a timeout).
func dieWithTest(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
