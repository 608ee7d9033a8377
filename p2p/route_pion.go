//go:build !js

package p2p

// selectedRoute reads the ICE transport's selected candidate pair.
func selectedRoute(pc *peerConnection) Route {
	sctp := pc.SCTP()
	if sctp == nil || sctp.Transport() == nil || sctp.Transport().ICETransport() == nil {
		return RouteUnknown
	}
	pair, err := sctp.Transport().ICETransport().GetSelectedCandidatePair()
	if err != nil || pair == nil || pair.Local == nil || pair.Remote == nil {
		return RouteUnknown
	}
	return routeOf(pair.Local.Typ.String(), pair.Remote.Typ.String())
}
