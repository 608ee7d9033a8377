package natlab

import (
	"os/exec"
	"syscall"
)

// dieWithParent makes the child die with this process, even when it is killed: `ip netns exec`
// runs the child in its own place.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
