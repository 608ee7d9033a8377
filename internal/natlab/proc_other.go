//go:build !linux

package natlab

import "os/exec"

// dieWithParent does nothing where there are no network namespaces (Available says so).
func dieWithParent(*exec.Cmd) {}
