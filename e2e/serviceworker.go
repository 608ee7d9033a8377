package e2e

// OfflineReadyJS, a JavaScript expression, is true once the page is
// controlled by the service worker and its cache holds the page and
// app.wasm. go-app's worker fills its cache without holding the install
// event open, so a controller alone does not mean the cache is full;
// cache.addAll stores all or nothing.
const OfflineReadyJS = `(async () => {
  if (!navigator.serviceWorker || !navigator.serviceWorker.controller) {
    return false;
  }
  return !!(await caches.match("/")) && !!(await caches.match("/web/app.wasm"));
})()`

// WaitOfflineReady waits until the service worker has cached what the game
// needs to open with no network.
func (p *Page) WaitOfflineReady() {
	p.t.Helper()
	if err := p.poll(OfflineReadyJS); err != nil {
		p.fatalf("waiting for the service worker to cache the game: %v", err)
	}
}

// WarmedUpJS, a JavaScript expression, is true once the page has compiled
// the service worker's copy of its wasm (app.wasm, a game's or the home
// page's) in the background (server/warmup.js), for the copy the cache holds
// now.
const WarmedUpJS = `(async () => {
  const wasm = window.heatWasm || "/web/app.wasm";
  const cached = await caches.match(wasm);
  const key = wasm === "/web/app.wasm" ? "heat.wasm.warmed" : "heat.wasm.warmed " + wasm;
  return !!cached && localStorage.getItem(key) === cached.headers.get("ETag");
})()`

// WaitWarmedUp waits until the page has compiled the cached app.wasm once,
// which lets Chromium keep its machine code for the next visit.
func (p *Page) WaitWarmedUp() {
	p.t.Helper()
	if err := p.poll(WarmedUpJS); err != nil {
		p.fatalf("waiting for the page to compile the cached app.wasm: %v", err)
	}
}
