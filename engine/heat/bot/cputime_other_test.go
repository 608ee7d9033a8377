//go:build !js

package bot

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used so far, user and system. A decision's CPU time
// does not count the time other programs took the core.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
