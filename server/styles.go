package server

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// inlineStyles writes the pages' style sheets into the pages themselves, minified: a page then
// paints from its own HTML, without waiting for three more requests (on a slow phone connection,
// a round trip each). The sheets stay served at their URLs too, for the service worker's cache.
// sheets maps a sheet's URL path to its CSS. It also drops the boolean attributes go-app's
// pre-render writes as "false" (dropFalseBooleans).
func inlineStyles(next http.Handler, sheets map[string][]byte) http.Handler {
	styles := make(map[string]string, len(sheets))
	for path, css := range sheets {
		styles[path] = "<style>" + minifyCSS(string(css)) + "</style>"
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &bufferedResponse{header: make(http.Header), status: http.StatusOK}
		next.ServeHTTP(rec, r)
		body := rec.body.Bytes()
		if strings.HasPrefix(rec.header.Get("Content-Type"), "text/html") {
			body = stylesheetLink.ReplaceAllFunc(body, func(link []byte) []byte {
				href := linkHref.FindSubmatch(link)
				if !bytes.Contains(link, []byte(`rel="stylesheet"`)) || href == nil {
					return link
				}
				if style, ok := styles[string(href[1])]; ok {
					return []byte(style)
				}
				return link
			})
			body = dropFalseBooleans(body)
			rec.header.Set("Content-Length", strconv.Itoa(len(body)))
		}
		for k, v := range rec.header {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.status)
		w.Write(body)
	})
}

var (
	stylesheetLink = regexp.MustCompile(`<link\b[^>]*>`)
	linkHref       = regexp.MustCompile(`\bhref="([^"]*)"`)
	cssComment     = regexp.MustCompile(`(?s)/\*.*?\*/`)
	cssSpace       = regexp.MustCompile(`\s+`)
	cssPunctuation = regexp.MustCompile(`\s*([{};,>])\s*`)
)

// minifyCSS drops comments and the spaces that mean nothing: runs of white space become one
// space, and none is left around braces, semicolons, commas and child combinators, nor after a
// colon. Spaces before a colon stay (".a :hover" is not ".a:hover").
func minifyCSS(css string) string {
	css = cssComment.ReplaceAllString(css, "")
	css = cssSpace.ReplaceAllString(css, " ")
	css = cssPunctuation.ReplaceAllString(css, "$1")
	css = strings.ReplaceAll(css, ": ", ":")
	return strings.TrimSpace(strings.ReplaceAll(css, ";}", "}"))
}

// pageStyles are the sheets every page links to, by URL path: go-app's own (its loader's), as
// its handler serves it, and the game's, read from webDir.
func pageStyles(pwa http.Handler, webDir string) (map[string][]byte, error) {
	rec := httptest.NewRecorder()
	pwa.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/app.css", nil))
	sheets := map[string][]byte{"/app.css": rec.Body.Bytes()}
	for _, path := range styles {
		b, err := os.ReadFile(filepath.Join(webDir, filepath.FromSlash(strings.TrimPrefix(path, "/web/"))))
		if err != nil {
			return nil, fmt.Errorf("a style sheet of the game is missing: %w", err)
		}
		sheets[path] = b
	}
	return sheets, nil
}
