package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"time"
)

// manifestIcons are the icons of the installed app: the plain ones for any use, and the
// maskable ones (drawn with a margin inside the safe zone by cmd/icons) for launchers that crop
// icons to a shape of their own.
var manifestIcons = []manifestImage{
	{Src: "/web/icon.svg", Type: "image/svg+xml", Sizes: "any", Purpose: "any"},
	{Src: "/web/icon-192.png", Type: "image/png", Sizes: "192x192", Purpose: "any"},
	{Src: "/web/icon-512.png", Type: "image/png", Sizes: "512x512", Purpose: "any"},
	{Src: "/web/icon-maskable-192.png", Type: "image/png", Sizes: "192x192", Purpose: "maskable"},
	{Src: "/web/icon-maskable-512.png", Type: "image/png", Sizes: "512x512", Purpose: "maskable"},
}

// manifestScreenshots show the game in the browser's install dialog: a race on a laptop and on
// a phone (taken by the browser test TestSoloRaceWithGarageAndWeather).
var manifestScreenshots = []manifestImage{
	{Src: "/web/screenshot-wide.jpg", Type: "image/jpeg", Sizes: "1366x768", FormFactor: "wide", Label: "A race on the Italian circuit with the weather module, on a laptop"},
	{Src: "/web/screenshot-narrow.jpg", Type: "image/jpeg", Sizes: "390x844", FormFactor: "narrow", Label: "The same race on a phone"},
}

type manifestImage struct {
	Src        string `json:"src"`
	Type       string `json:"type"`
	Sizes      string `json:"sizes"`
	Purpose    string `json:"purpose,omitempty"`
	FormFactor string `json:"form_factor,omitempty"`
	Label      string `json:"label,omitempty"`
}

// manifestHandler serves go-app's web app manifest with what it lacks: an id (the installed
// app stays the same app wherever its start page moves), the maskable icons and screenshots.
func manifestHandler(pwa http.Handler, version string) (http.Handler, error) {
	rec := httptest.NewRecorder()
	pwa.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/manifest.webmanifest", nil))
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		return nil, fmt.Errorf("go-app's manifest does not read as JSON: %w", err)
	}
	m["id"] = "/"
	m["icons"] = manifestIcons
	m["screenshots"] = manifestScreenshots
	m["categories"] = []string{"games"}
	body, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	etag := strconv.Quote(version)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/manifest+json")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("ETag", etag)
		http.ServeContent(w, r, "manifest.webmanifest", time.Time{}, bytes.NewReader(body))
	}), nil
}

// manifestVersion is what the game adds to go-app's manifest, for the app's version.
func manifestVersion() []byte {
	b, _ := json.Marshal([]any{manifestIcons, manifestScreenshots}) // plain structs: never fails
	return b
}
