//go:build !js

package signal

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// clientAddr returns the key under which a request's client is rate
// limited: its IP address, or for IPv6 its /64 prefix. With trustedProxies
// > 0 it takes the address that the outermost trusted proxy saw, which is
// the trustedProxies-th entry from the right of X-Forwarded-For; entries
// further left were written by the client and prove nothing.
func clientAddr(r *http.Request, trustedProxies int) string {
	if trustedProxies > 0 {
		if a, ok := forwardedFor(r.Header.Values("X-Forwarded-For"), trustedProxies); ok {
			return addrKey(a)
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	return addrKey(a)
}

// forwardedFor picks the n-th address from the right of the joined
// X-Forwarded-For values.
func forwardedFor(values []string, n int) (netip.Addr, bool) {
	var hops []string
	for _, v := range values {
		for _, h := range strings.Split(v, ",") {
			hops = append(hops, strings.TrimSpace(h))
		}
	}
	if len(hops) < n {
		return netip.Addr{}, false
	}
	a, err := netip.ParseAddr(hops[len(hops)-n])
	if err != nil {
		return netip.Addr{}, false
	}
	return a, true
}

// addrKey groups IPv6 addresses by /64, the block one subscriber usually
// owns, so that an attacker cannot get a fresh budget per address.
func addrKey(a netip.Addr) string {
	a = a.Unmap().WithZone("")
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}
