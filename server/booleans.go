package server

import "regexp"

// falseBoolean is a boolean attribute that go-app's pre-render writes with the value "false"
// (disabled="false" for .Disabled(false)). In the browser go-app sets such an attribute as a
// property, false; in HTML its mere presence means true: the server's page would show every
// button built with .Disabled(false) disabled, and a click on it, before the game runs, would do
// nothing. The list is go-app's (setJSAttribute).
var falseBoolean = regexp.MustCompile(` (?:async|autofocus|autoplay|checked|default|defer|disabled|hidden|loop|multiple|muted|open|required|reversed|selected|readonly|ismap)="false"`)

// dropFalseBooleans removes the boolean attributes set to "false" from a pre-rendered page, so
// that it reads as the game renders it.
func dropFalseBooleans(page []byte) []byte { return falseBoolean.ReplaceAll(page, nil) }
