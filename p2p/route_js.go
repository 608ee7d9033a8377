//go:build js && wasm

package p2p

import (
	"strings"
	"sync"
	"syscall/js"
	"time"
)

// routeScript reads an RTCStatsReport: the types of the selected pair's two candidates, as
// "local remote", or "" while no pair is selected.
var routeScript = sync.OnceValue(func() js.Value {
	return js.Global().Get("Function").New("report", `
let pairId = "";
report.forEach(s => { if (s.type === "transport" && s.selectedCandidatePairId) pairId = s.selectedCandidatePairId; });
let pair = pairId ? report.get(pairId) : undefined;
if (!pair) report.forEach(s => { if (!pair && s.type === "candidate-pair" && s.nominated && s.state === "succeeded") pair = s; });
if (!pair) return "";
const l = report.get(pair.localCandidateId), r = report.get(pair.remoteCandidateId);
return (l && r) ? l.candidateType + " " + r.candidateType : "";
`)
})

// selectedRoute asks the browser's getStats for the selected candidate pair (waiting at most a
// second for its answer).
func selectedRoute(pc *peerConnection) Route {
	var promise js.Value
	if err := jsTry(func() { promise = pc.h.v.Call("getStats") }); err != nil {
		return RouteUnknown
	}
	done := make(chan struct{})
	timer := time.AfterFunc(time.Second, func() { close(done) })
	defer timer.Stop()
	report, err := await(promise, done)
	if err != nil {
		return RouteUnknown
	}
	var types string
	if err := jsTry(func() { types = routeScript().Invoke(report).String() }); err != nil {
		return RouteUnknown
	}
	local, remote, _ := strings.Cut(types, " ")
	return routeOf(local, remote)
}
