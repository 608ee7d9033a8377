package server

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestNotFoundStatus(t *testing.T) {
	html := func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<html>")
	}
	script := func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/javascript")
		io.WriteString(w, "//")
	}
	explicit := func(code int) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(code)
		}
	}
	isPage := func(path string) bool { return path == "/" }
	tests := []struct {
		name    string
		path    string
		handler http.HandlerFunc
		want    int
	}{
		{"a page", "/", html, 200},
		{"HTML for an unknown path", "/nowhere", html, 404},
		{"a script", "/app.js", script, 200},
		{"an explicit 200 page", "/nowhere", explicit(200), 404},
		{"a 304 stays", "/nowhere", explicit(304), 304},
		{"a 500 stays", "/nowhere", explicit(500), 500},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			notFoundStatus(tt.handler, isPage).ServeHTTP(rec, httptest.NewRequest("GET", tt.path, nil))
			if rec.Code != tt.want {
				t.Errorf("status %d, want %d", rec.Code, tt.want)
			}
		})
	}
}
