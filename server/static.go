package server

import (
	"net/http"
	"strings"
)

// webResources tells go-app where the static files are: their URLs stay
// /web/..., and they are read from a directory, wherever the server runs
// from (go-app's LocalDir ties the two together).
type webResources struct {
	files http.Handler
}

func newWebResources(dir string) webResources {
	return webResources{files: http.StripPrefix("/web", http.FileServer(http.Dir(dir)))}
}

// Resolve returns the URL path of a static resource.
func (w webResources) Resolve(location string) string {
	if location == "web" || strings.HasPrefix(location, "web/") {
		return "/" + location
	}
	return location
}

// ServeHTTP serves /web/... from the directory; go-app calls it for those paths.
func (w webResources) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	w.files.ServeHTTP(rw, r)
}
