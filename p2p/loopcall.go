package p2p

// call is a function a session's loop runs for another goroutine. done closes once the loop has
// run it and brought its snapshots up to date, so the caller sees what f changed (the lobby, the
// room code) as soon as the call returns.
type call struct {
	f    func()
	done chan struct{}
}

// doIn runs f in the loop that reads calls and waits for it; it fails with ErrClosed once the
// loop has ended (done is closed).
func doIn(calls chan<- call, done <-chan struct{}, f func()) error {
	c := call{f: f, done: make(chan struct{})}
	select {
	case calls <- c:
		<-c.done
		return nil
	case <-done:
		return ErrClosed
	}
}
