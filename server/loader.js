
// Heat: this declaration replaces go-app's goappInitWebAssembly above (the
// last declaration of a name wins). The page the server pre-rendered is the
// page the game renders, so it shows at once, with a slim progress bar, and
// the game takes it over once app.wasm runs:
// - the download starts after the first paint, so the page's own few
//   kilobytes do not share a slow connection with 2 MB of wasm;
// - app.wasm streams straight into the compiler (no JavaScript stream in
//   between) and the progress counts a copy of the bytes, so the main thread
//   stays free while it compiles;
// - a link followed before the game runs opens its page once it does, and
//   a form waits for it.
async function goappInitWebAssembly() {
  const loader = document.getElementById("app-wasm-loader");
  if (!goappCanLoadWebAssembly()) {
    loader.remove();
    return;
  }
  const icon = document.getElementById("app-wasm-loader-icon");
  const label = document.getElementById("app-wasm-loader-label");
  const show = (progress) => {
    label.innerText = goappLoadingLabel.replace("{progress}", progress);
  };
  const early = (e) => {
    const link = e.target.closest && e.target.closest("a[href]");
    if (e.type === "submit" || (link && link.origin === location.origin && !link.target && !e.ctrlKey && !e.metaKey && !e.shiftKey)) {
      e.preventDefault();
      if (link && link.href !== location.href) {
        history.pushState(null, "", link.href);
      }
    }
  };
  document.addEventListener("click", early, true);
  document.addEventListener("submit", early, true);
  try {
    await heatFirstPaint();
    const response = await fetch("/web/app.wasm");
    if (!response.ok) {
      throw new Error("the game could not be downloaded: " + response.status + " " + response.statusText);
    }
    heatCountProgress(response.clone(), label, show);
    const go = new Go();
    const wasm = WebAssembly.instantiateStreaming ?
      await WebAssembly.instantiateStreaming(response, go.importObject) :
      await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject);
    show(100);
    await null; // observers of the label see 100% before the game removes it
    document.removeEventListener("click", early, true);
    document.removeEventListener("submit", early, true);
    go.run(wasm.instance);
    loader.remove();
  } catch (err) {
    icon.className = "goapp-logo";
    label.innerText = err;
    console.error("loading wasm failed: ", err);
  }
}

// heatFirstPaint resolves once the page has been painted with its text on
// screen (at once for a page in the background, which paints nothing).
function heatFirstPaint() {
  return new Promise((painted) => {
    if (document.visibilityState !== "visible" || !window.PerformanceObserver) {
      painted();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        painted();
      }
    });
    try {
      observer.observe({type: "paint", buffered: true});
    } catch {
      painted();
    }
    document.addEventListener("visibilitychange", painted, {once: true});
    setTimeout(painted, 2000);
  });
}

// heatCountProgress reads a copy of app.wasm's response to show how much of
// it has arrived, up to 99%: 100% is the compiled game, about to start.
async function heatCountProgress(response, label, show) {
  const total = parseInt(goappWasmContentLength, 10) || parseInt(response.headers.get("Content-Length"), 10);
  if (!total || !response.body) {
    return;
  }
  const reader = response.body.getReader();
  let loaded = 0;
  let shown = -1;
  for (;;) {
    const {done, value} = await reader.read();
    if (done || !label.isConnected) {
      return;
    }
    loaded += value.byteLength;
    const progress = Math.min(99, Math.floor((loaded * 100) / total));
    if (progress !== shown) {
      shown = progress;
      show(progress);
    }
  }
}
