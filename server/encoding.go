package server

import (
	"strconv"
	"strings"
)

// acceptsEncoding reports whether an Accept-Encoding header value accepts the
// content coding name: listed by name or by "*", with a quality above zero.
func acceptsEncoding(header, name string) bool {
	wildcard := false
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.TrimSpace(coding)
		accepted := quality(params) > 0
		switch {
		case strings.EqualFold(coding, name):
			return accepted // an explicit entry wins over "*"
		case coding == "*":
			wildcard = accepted
		}
	}
	return wildcard
}

// quality reads q from the parameters of one Accept-Encoding entry
// (";q=0.5"). It is 1 when absent and 0 when malformed.
func quality(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		key, value, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(key), "q") {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
		if err != nil || q < 0 {
			return 0
		}
		return q
	}
	return 1
}
