package e2e_test

import (
	"fmt"
	"os"
	"testing"

	"go.uber.org/goleak"

	"github.com/heatracing/heat/e2e"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(closing{m})
}

// closing runs the tests, then stops the browsers they shared (Chromium, and Firefox and WebKit
// when a test started them), before goleak looks for goroutines left running.
type closing struct{ m *testing.M }

func (c closing) Run() int {
	defer e2e.CloseBrowser()
	code := c.m.Run()
	if err := e2e.CloseEngines(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		if code == 0 {
			code = 1
		}
	}
	return code
}
