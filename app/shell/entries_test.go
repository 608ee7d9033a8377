package shell

import (
	"github.com/heatracing/heat/titles"
	fangtitle "github.com/heatracing/heat/titles/bloodfang"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// The shell's tests read two real games from the registry, as the games package registers them
// in a build.
func init() {
	titles.Register(heattitle.Entry)
	titles.Register(fangtitle.Entry)
}
