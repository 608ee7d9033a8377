//go:build !js

package kittest

import (
	"context"
	"testing"
	"time"
)

// Within is a context for a test's match that ends after d, or when the test ends.
func Within(t testing.TB, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}
