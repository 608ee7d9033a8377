package server

import "testing"

func TestAcceptsEncoding(t *testing.T) {
	tests := []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip, deflate, br, zstd", "gzip", true},
		{"gzip, deflate", "br", false},
		{"", "gzip", false},
		{"GZIP", "gzip", true},
		{"br;q=0, gzip", "br", false},
		{"br;q=0.5", "br", true},
		{"br; q=0", "br", false},
		{"br;q=zero", "br", false},
		{"*", "br", true},
		{"*;q=0", "gzip", false},
		{"*, br;q=0", "br", false},
		{"br;q=0, *", "br", false},
		{"identity", "gzip", false},
		{"gzip;level=1", "gzip", true},
	}
	for _, tt := range tests {
		if got := acceptsEncoding(tt.header, tt.coding); got != tt.want {
			t.Errorf("acceptsEncoding(%q, %q) = %v, want %v", tt.header, tt.coding, got, tt.want)
		}
	}
}
