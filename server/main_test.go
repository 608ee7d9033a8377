package server

import (
	"testing"

	"go.uber.org/goleak"
)

func TestMain(m *testing.M) {
	// Pebble's validation authority (TestACME) keeps one goroutine for the life of the process.
	goleak.VerifyTestMain(m, goleak.IgnoreTopFunction("github.com/letsencrypt/pebble/v2/va.VAImpl.processTasks"))
}
