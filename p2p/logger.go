package p2p

// Logger is what a session writes its log to. *slog.Logger is one: the server and the native
// tests pass theirs. A session given none logs nothing, as the browser's do, so that app.wasm
// links no log/slog (about 20 KB of its brotli).
type Logger interface {
	Debug(msg string, args ...any)
	Info(msg string, args ...any)
	Warn(msg string, args ...any)
	Error(msg string, args ...any)
}

// discard is the Logger of a session given none.
type discard struct{}

func (discard) Debug(string, ...any) {}
func (discard) Info(string, ...any)  {}
func (discard) Warn(string, ...any)  {}
func (discard) Error(string, ...any) {}

// tagged adds the same key-value pairs to every line, ahead of the line's own, as slog's With does.
type tagged struct {
	l     Logger
	attrs []any
}

// withAttrs returns l with attrs (key-value pairs) on every line.
func withAttrs(l Logger, attrs ...any) Logger {
	if _, ok := l.(discard); ok {
		return l
	}
	return tagged{l: l, attrs: attrs}
}

func (t tagged) with(args []any) []any {
	return append(t.attrs[:len(t.attrs):len(t.attrs)], args...)
}

func (t tagged) Debug(msg string, args ...any) { t.l.Debug(msg, t.with(args)...) }
func (t tagged) Info(msg string, args ...any)  { t.l.Info(msg, t.with(args)...) }
func (t tagged) Warn(msg string, args ...any)  { t.l.Warn(msg, t.with(args)...) }
func (t tagged) Error(msg string, args ...any) { t.l.Error(msg, t.with(args)...) }
