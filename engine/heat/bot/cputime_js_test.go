//go:build js

package bot

import (
	"syscall/js"
	"time"
)

// cpuTime is the CPU time the process has used so far: Node.js's process.cpuUsage, user and
// system. A decision's CPU time does not count the time other programs took the core.
func cpuTime() time.Duration {
	u := js.Global().Get("process").Call("cpuUsage")
	return time.Duration(u.Get("user").Float()+u.Get("system").Float()) * time.Microsecond
}
