package p2p

import (
	"bytes"
	"log/slog"
	"testing"
)

// A session's logger adds its own attributes ahead of each line's, as slog's With would, and a
// session given no logger writes nothing.
func TestLoggerAttributes(t *testing.T) {
	var out bytes.Buffer
	var l Logger = slog.New(slog.NewTextHandler(&out, &slog.HandlerOptions{
		ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{}
			}
			return a
		},
	}))
	host := withAttrs(l, "side", "host")
	host.Warn("peer dropped", "why", "timeout")
	withAttrs(host, "peer", 2).Error("cannot send")
	want := "level=WARN msg=\"peer dropped\" side=host why=timeout\n" +
		"level=ERROR msg=\"cannot send\" side=host peer=2\n"
	if got := out.String(); got != want {
		t.Errorf("the log reads\n%s\nwant\n%s", got, want)
	}

	// The attributes of one tagged logger never leak into another's lines.
	out.Reset()
	base := withAttrs(l, "side", "guest")
	a, b := withAttrs(base, "name", "a"), withAttrs(base, "name", "b")
	a.Info("one", "n", 1)
	b.Info("two", "n", 2)
	want = "level=INFO msg=one side=guest name=a n=1\n" +
		"level=INFO msg=two side=guest name=b n=2\n"
	if got := out.String(); got != want {
		t.Errorf("the log reads\n%s\nwant\n%s", got, want)
	}

	if got := withAttrs(Options{}.withDefaults().Logger, "side", "host"); got != (discard{}) {
		t.Errorf("a session given no logger logs to %T, want discard", got)
	}
}
