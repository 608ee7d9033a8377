//go:build !(js && wasm)

package replay

// deflate is the browser's compressor in the browser; outside one (the tests), My games keeps
// its files in stored blocks, which read back the same.
func deflate(b []byte) ([]byte, error) { return storedZlib(b), nil }
