package p2p

import "time"

// budget paces a kind of request a peer makes, as a token bucket: up to editBurst at once, then
// editRate a second. A player changes name, colour or readiness a few times a minute; every
// change is sent to every player, so a peer that changes faster than this is refused.
type budget struct {
	tokens float64
	at     time.Time
}

const (
	editBurst = 10
	editRate  = 2 // a second
)

// take spends one request at now, or reports that none is left.
func (b *budget) take(now time.Time) bool {
	if b.at.IsZero() {
		b.tokens = editBurst
	} else {
		b.tokens = min(editBurst, b.tokens+now.Sub(b.at).Seconds()*editRate)
	}
	b.at = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
