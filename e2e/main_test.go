package e2e_test

import (
	"testing"

	"go.uber.org/goleak"

	"github.com/heatracing/heat/e2e"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(closing{m})
}

// closing runs the tests, then stops the Chromium they shared, before goleak looks for
// goroutines left running.
type closing struct{ m *testing.M }

func (c closing) Run() int {
	defer e2e.CloseBrowser()
	return c.m.Run()
}
