//go:build !wasm

package main

// warmupJS goes in every page's head. Chromium keeps the machine code it
// compiled from app.wasm beside the copy in the service worker's cache, but
// only once it has compiled that copy: the first visit compiles the copy it
// downloaded, so without this the second visit would compile again (about
// 300 ms on 2 cores). Once the service worker holds app.wasm, the page
// compiles its cached copy once in the background, when the browser is
// idle, and notes which app.wasm it did in localStorage. The performance
// mark "heat-warmup" tells its fetch apart from the page's own.
const warmupJS = `<script>
(() => {
  const key = "heat.wasm.warmed";
  if (!("serviceWorker" in navigator) || !window.caches || !WebAssembly.compileStreaming) {
    return;
  }
  const idle = (fn) => (window.requestIdleCallback || ((f) => setTimeout(f, 1)))(fn, {timeout: 5000});
  const warm = async (tries) => {
    const cached = navigator.serviceWorker.controller && await caches.match("/web/app.wasm");
    if (!cached) {
      if (tries > 0) {
        setTimeout(() => warm(tries - 1), 2000);
      }
      return;
    }
    const version = cached.headers.get("ETag") || cached.headers.get("Content-Length");
    try {
      if (localStorage.getItem(key) === version) {
        return;
      }
    } catch {
      return;
    }
    idle(async () => {
      try {
        performance.mark("heat-warmup");
        await WebAssembly.compileStreaming(fetch("/web/app.wasm"));
        localStorage.setItem(key, version);
      } catch (err) {
        console.warn("warming the compiled game up:", err);
      }
    });
  };
  window.addEventListener("load", () => setTimeout(() => warm(30), 3000));
})();
</script>`
