//go:build !unix && !js

package signal

import (
	"time"

	"github.com/heatracing/heat/signal/proto"
)

// processCPU is not measured on this system.
func processCPU() time.Duration { return 0 }
