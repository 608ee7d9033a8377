//go:build !js

package rtc

import "github.com/heatracing/heat/p2p"

// selectedRoute reads the ICE transport's selected candidate pair.
func selectedRoute(pc *peerConnection) p2p.Route {
	sctp := pc.SCTP()
	if sctp == nil || sctp.Transport() == nil || sctp.Transport().ICETransport() == nil {
		return p2p.RouteUnknown
	}
	pair, err := sctp.Transport().ICETransport().GetSelectedCandidatePair()
	if err != nil || pair == nil || pair.Local == nil || pair.Remote == nil {
		return p2p.RouteUnknown
	}
	return p2p.RouteOf(pair.Local.Typ.String(), pair.Remote.Typ.String())
}
