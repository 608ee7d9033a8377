//go:build !wasm

package main

// offlineNavigationJS goes in front of go-app's service worker template.
//
// go-app's worker answers every request from its cache first, then from the
// network, and it precaches only "/" as a page. A deep link opened offline
// (a room link, a bookmark, a reload on another page) would therefore fail.
// This listener runs first and takes over page navigations only: the cached
// copy of that exact page if any, else the network, else the cached "/" page,
// whose go-app router then shows the page of the URL in the address bar.
// stopImmediatePropagation keeps go-app's own fetch listener from answering
// the same request twice.
const offlineNavigationJS = `// Heat: page navigations, deep links included, fall back to the cached "/"
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
