//go:build !(js && wasm)

package names

import "golang.org/x/text/unicode/norm"

// Unicode's normalization forms KC and D, from golang.org/x/text. The browser's build asks the
// browser instead (normalize_js.go), which has them built in.
func nfkc(s string) string { return norm.NFKC.String(s) }

func nfd(s string) string { return norm.NFD.String(s) }
