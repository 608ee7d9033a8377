package server

import (
	"strings"
	"testing"
)

func TestMinifyCSS(t *testing.T) {
	tests := []struct{ in, want string }{
		{"/* a comment */\n.a {\n  color: red;\n  margin: 0 auto;\n}\n", ".a{color:red;margin:0 auto}"},
		{".a :hover, .b > .c { font-family: \"Bebas Neue\", sans-serif; }", `.a :hover,.b>.c{font-family:"Bebas Neue",sans-serif}`},
		{"@media (max-width: 40rem) {\n  .a { padding: calc(1rem + 2px); }\n}", "@media (max-width:40rem){.a{padding:calc(1rem + 2px)}}"},
		{".a::after { content: \"\"; }", `.a::after{content:""}`},
	}
	for _, tt := range tests {
		if got := minifyCSS(tt.in); got != tt.want {
			t.Errorf("minifyCSS(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// A page carries its style sheets in its head and links to none: it paints from its own HTML.
func TestPagesCarryTheirStyles(t *testing.T) {
	h := newTestHandler(t, Options{})
	for _, path := range []string{"/", "/room/K7RM2Q", "/no/such/page"} {
		_, body := get(t, h, path)
		head, _, _ := strings.Cut(body, "</head>")
		if strings.Contains(head, `rel="stylesheet"`) {
			t.Errorf("%s links to a style sheet", path)
		}
		for _, want := range []string{".goapp-app-info{", "--asphalt:#16171a", ".parlor-menu{"} {
			if !strings.Contains(head, want) {
				t.Errorf("%s lacks the style %q", path, want)
			}
		}
	}
}
