package server

import "testing"

func TestWebResourcesResolve(t *testing.T) {
	tests := []struct{ in, want string }{
		{"/web/heat.css", "/web/heat.css"},
		{"web/heat.css", "/web/heat.css"},
		{"web", "/web"},
		{"/", "/"},
		{"", ""},
		{"/app.js", "/app.js"},
		{"https://example.com/x.png", "https://example.com/x.png"},
	}
	r := newWebResources(t.TempDir())
	for _, tt := range tests {
		if got := r.Resolve(tt.in); got != tt.want {
			t.Errorf("Resolve(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
