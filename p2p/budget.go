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

// Chat is paced apart from lobby changes: a person types a few lines in a burst, then at most
// about one a second; every line goes to every player.
const (
	chatBurst = 5
	chatRate  = 1 // a second
)

// take spends one lobby change at now, or reports that none is left.
func (b *budget) take(now time.Time) bool { return b.takeAt(now, editBurst, editRate) }

// takeAt spends one request of a bucket of burst tokens refilled at rate a second.
func (b *budget) takeAt(now time.Time, burst, rate float64) bool {
	if b.at.IsZero() {
		b.tokens = burst
	} else {
		b.tokens = min(burst, b.tokens+now.Sub(b.at).Seconds()*rate)
	}
	b.at = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
