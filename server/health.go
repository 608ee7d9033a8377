package server

import (
	"encoding/json"
	"net/http"
)

// healthHandler answers the health check: 200 and the version served.
func healthHandler(version string) http.Handler {
	body, _ := json.Marshal(map[string]string{"status": "ok", "version": version})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		w.Write(body)
	})
}
