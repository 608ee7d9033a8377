package shell

import (
	"testing"

	"github.com/heatracing/heat/p2p"
)

// GuestSessionOf is a guest's Session over s, for the tests of the pages around it; it closes
// when the test ends.
func GuestSessionOf(t *testing.T, s p2p.Session) *Session {
	c := newSession(Guest, s, nil, nil)
	t.Cleanup(func() { c.close(); <-c.ended })
	return c
}
