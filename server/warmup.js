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
