package e2e

// offlineReadyJS is true once the page is controlled by the service worker
// and its cache holds the page and app.wasm. go-app's worker fills its cache
// without holding the install event open, so a controller alone does not
// mean the cache is full; cache.addAll stores all or nothing.
const offlineReadyJS = `(async () => {
  if (!navigator.serviceWorker || !navigator.serviceWorker.controller) {
    return false;
  }
  return !!(await caches.match("/")) && !!(await caches.match("/web/app.wasm"));
})()`

// WaitOfflineReady waits until the service worker has cached what the game
// needs to open with no network.
func (p *Page) WaitOfflineReady() {
	p.t.Helper()
	if err := p.poll(offlineReadyJS); err != nil {
		p.fatalf("waiting for the service worker to cache the game: %v", err)
	}
}
