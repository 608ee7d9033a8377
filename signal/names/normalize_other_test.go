//go:build !(js && wasm)

package names

import "testing"

// browserChecksEveryCharacter skips a test of every character in the browser's build, where
// TestBrowserNormalization compares its normalization with x/text's on every character at once.
func browserChecksEveryCharacter(testing.TB) {}
