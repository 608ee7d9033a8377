//go:build js && wasm

package names

import (
	"strings"
	"syscall/js"
)

// Unicode's normalization forms KC and D, from the browser's own String.prototype.normalize: the
// browser has the tables built in, so its build carries none of golang.org/x/text's. A browser
// may know a newer Unicode than x/text's (normalize.go): the forms of the characters both know
// are the same, as Unicode keeps them stable, and names refuse the characters x/text's does not
// know (nickname).
func nfkc(s string) string { return normalize(s, "NFKC") }

func nfd(s string) string { return normalize(s, "NFD") }

// stringNormalize is String.prototype.normalize: syscall/js calls no method of a string itself.
var stringNormalize = js.Global().Get("String").Get("prototype").Get("normalize")

// normalize asks the browser for s in a normalization form. The text a Go string becomes in
// JavaScript loses a byte order mark at its start (TextDecoder's default), so one is kept aside:
// it is its own form, and nothing composes with it.
func normalize(s, form string) string {
	if rest, ok := strings.CutPrefix(s, "\ufeff"); ok {
		return "\ufeff" + normalize(rest, form)
	}
	return stringNormalize.Call("call", s, form).String()
}
