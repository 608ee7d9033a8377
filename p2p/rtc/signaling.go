package rtc

import (
	"context"
	"encoding/json"

	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

// Signaler is what p2p needs of a signaling connection; *client.Client is
// one.
type Signaler interface {
	ICEServers() []proto.ICEServer
	Create(ctx context.Context) (room, hostToken string, err error)
	Resume(ctx context.Context, room, hostToken string) error
	Join(ctx context.Context, room string) (peerID string, err error)
	Send(ctx context.Context, to string, data json.RawMessage) error
	Events() <-chan proto.Event
	Close() error
}

var _ Signaler = (*client.Client)(nil)

// SignalDialer opens a signaling connection.
type SignalDialer func(ctx context.Context) (Signaler, error)

// DialSignal returns a SignalDialer for the server at url
// (ws://host:port/signal).
func DialSignal(url string) SignalDialer {
	return func(ctx context.Context) (Signaler, error) {
		c, err := client.Dial(ctx, url)
		if err != nil {
			return nil, err
		}
		return c, nil
	}
}

// rtcSignal is what two peers tell each other through the signaling
// server: an offer, an answer or one ICE candidate.
type rtcSignal struct {
	Kind      string          `json:"kind"` // offer, answer, candidate
	SDP       string          `json:"sdp,omitempty"`
	Candidate json.RawMessage `json:"candidate,omitempty"` // RTCIceCandidateInit as JSON
}

const (
	kindOffer     = "offer"
	kindAnswer    = "answer"
	kindCandidate = "candidate"
)
