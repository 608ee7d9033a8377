package e2e_test

import "encoding/json"

// jsString writes s as a JavaScript string literal, for expressions a test evaluates in a page.
func jsString(s string) string {
	b, _ := json.Marshal(s) // a string always marshals
	return string(b)
}
