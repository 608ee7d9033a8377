package server

import (
	"net/http"
	"strings"
)

// notFoundStatus answers 404 Not Found, instead of 200, when next renders an
// HTML page for a path that is not one of the game's pages. The body is
// unchanged: go-app's pre-render of the game's own not-found page, which the
// browser then runs. Other responses (scripts, icons, CSS) pass untouched.
func notFoundStatus(next http.Handler, isPage func(path string) bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if isPage(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(&pageStatusWriter{ResponseWriter: w}, r)
	})
}

type pageStatusWriter struct {
	http.ResponseWriter
	wroteHeader bool
}

func (w *pageStatusWriter) WriteHeader(code int) {
	if w.wroteHeader {
		return
	}
	w.wroteHeader = true
	if code == http.StatusOK && strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") {
		code = http.StatusNotFound
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *pageStatusWriter) Write(b []byte) (int, error) {
	if !w.wroteHeader {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *pageStatusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
