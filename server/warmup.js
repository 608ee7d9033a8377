(() => {
  if (!("serviceWorker" in navigator) || !window.caches || !WebAssembly.compileStreaming) {
    return;
  }
  const idle = (fn) => (window.requestIdleCallback || ((f) => setTimeout(f, 1)))(fn, {timeout: 5000});
  const warm = async (tries) => {
    const wasm = window.heatWasm || "/web/app.wasm"; // the page's own (loader.js)
    const cached = navigator.serviceWorker.controller && await caches.match(wasm);
    if (!cached) {
      if (tries > 0) {
        setTimeout(() => warm(tries - 1), 2000);
      }
      return;
    }
    const version = cached.headers.get("ETag") || cached.headers.get("Content-Length");
    const key = wasm === "/web/app.wasm" ? "heat.wasm.warmed" : "heat.wasm.warmed " + wasm;
    try {
      if (localStorage.getItem(key) === version) {
        return;
      }
    } catch {
      return;
    }
    idle(() => {
      performance.mark("heat-warmup");
      const code = "onmessage = async (e) => { try { await WebAssembly.compileStreaming(fetch(e.data)); postMessage(''); } " +
        "catch (err) { postMessage(String(err)); } };";
      const url = URL.createObjectURL(new Blob([code], {type: "text/javascript"}));
      const worker = new Worker(url);
      worker.onmessage = (e) => {
        worker.terminate();
        URL.revokeObjectURL(url);
        if (e.data) {
          console.warn("warming the compiled game up:", e.data);
          return;
        }
        localStorage.setItem(key, version);
      };
      worker.postMessage(location.origin + wasm);
    });
  };
  window.addEventListener("load", () => setTimeout(() => warm(30), 3000));
})();
