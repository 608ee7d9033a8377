//go:build !wasm

package main

// workerJS goes in front of go-app's service worker template.
//
// app.wasm is read from the cache by the browser itself (a static route), so
// its 11 MB do not stream through the worker's JavaScript.
//
// go-app's worker answers every request from its cache first, then from the
// network, and it precaches only "/" as a page. A deep link opened offline
// (a room link, a bookmark, a reload on another page) would therefore fail.
// This listener runs first and takes over page navigations only: the cached
// copy of that exact page if any, else the network, else the cached "/" page,
// whose go-app router then shows the page of the URL in the address bar.
// stopImmediatePropagation keeps go-app's own fetch listener from answering
// the same request twice.
const workerJS = `// Heat: app.wasm, 11 MB, comes straight from the cache (from the network
// when it is not there yet) instead of streaming through this worker.
self.addEventListener("install", (event) => {
  if (event.addRoutes) {
    event.waitUntil(event.addRoutes({
      condition: {urlPattern: {pathname: "/web/app.wasm"}},
      source: "cache",
    }).catch((err) => console.warn("static route for app.wasm:", err)));
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

`
