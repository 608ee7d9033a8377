package wire

// Chat travels through the host: a guest says something (Say, a request answered by a Result),
// and the host relays it as a ChatLine to everyone, or to the sender and its addressee alone.
// The host checks the text and the sender's pace; the names in a line are the host's, so nobody
// can speak under another's name.

// Say is a chat message from a guest. To is a player ID for a private message, "" for everyone.
type Say struct {
	ID   uint64 `json:"id"`
	To   string `json:"to,omitempty"`
	Text string `json:"text"`
}

// ChatLine is one message as the host relays it. N numbers the host's lines (1, 2, ...); To and
// ToName are set for a private message.
type ChatLine struct {
	N      uint64 `json:"n"`
	From   string `json:"from"`
	Name   string `json:"name"`
	To     string `json:"to,omitempty"`
	ToName string `json:"toName,omitempty"`
	Text   string `json:"text"`
}

// Private reports whether the line was for one player.
func (c ChatLine) Private() bool { return c.To != "" }

// Chat carries chat lines. Reset replaces what the guest holds: the history a newcomer (or a
// guest back after a reload) may read.
type Chat struct {
	Lines []ChatLine `json:"lines"`
	Reset bool       `json:"reset,omitempty"`
}
