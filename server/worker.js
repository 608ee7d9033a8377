// Heat: app.wasm and each game's own wasm, megabytes each, come straight
// from the cache (from the network when they are not there yet) instead of
// streaming through this worker.
self.addEventListener("install", (event) => {
  if (event.addRoutes) {
    event.waitUntil(event.addRoutes({
      condition: {urlPattern: {pathname: "/web/*.wasm"}},
      source: "cache",
    }).catch((err) => console.warn("static route for the wasm files:", err)));
  }
});

// Heat: page navigations, deep links included, fall back to the cached "/"
// page when the network is down.
self.addEventListener("fetch", (event) => {
  if (event.request.mode !== "navigate") {
    return;
  }
  event.stopImmediatePropagation();
  event.respondWith(heatNavigate(event.request));
});

async function heatNavigate(request) {
  const cached = await caches.match(request);
  if (cached) {
    return cached;
  }
  try {
    return await fetch(request);
  } catch (err) {
    const shell = await caches.match("/");
    if (shell) {
      return shell;
    }
    throw err;
  }
}
