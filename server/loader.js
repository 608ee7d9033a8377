
// Heat: this declaration replaces go-app's goappInitWebAssembly above (the
// last declaration of a name wins). The page the server pre-rendered is the
// page the game renders, so it shows at once, with a slim progress bar, and
// the game takes it over once app.wasm runs:
// - the download starts after the first paint, so the page's own few
//   kilobytes do not share a slow connection with 2 MB of wasm;
// - a worker (compile.js) downloads app.wasm, streams it into the compiler
//   and starts the game once against a stand-in page, so that the code the
//   game's start runs is compiled there: the page's own thread only
//   instantiates the module and runs the game, in short tasks (without the
//   worker, the page compiles app.wasm itself, streamed, as before);
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
    heatOpenStorage();
    const go = new Go();
    const compiled = await heatCompileInWorker(show);
    let instance;
    if (compiled) {
      instance = await WebAssembly.instantiate(compiled, go.importObject);
      await new Promise((next) => setTimeout(next, 0)); // the game starts in a task of its own
    } else {
      instance = await heatCompileHere(go, label, show);
    }
    show(100);
    await null; // observers of the label see 100% before the game removes it
    // The game starts in short tasks (main_wasm.go): it calls heatStarting just before go-app
    // mounts the page of the URL, in the same task. Until then a link followed opens its page;
    // the loading screen goes once that task, and so the mount, is over. The performance mark
    // "heat-started" says when, for traces and audits (cmd/audit checks Lighthouse saw it).
    window.heatStarting = () => {
      delete window.heatStarting;
      document.removeEventListener("click", early, true);
      document.removeEventListener("submit", early, true);
      setTimeout(() => {
        loader.remove();
        performance.mark("heat-started");
      }, 0);
    };
    go.run(instance).then(() => {
      if (loader.isConnected) {
        icon.className = "goapp-logo";
        label.innerText = "The game stopped before it started: reload the page.";
      }
    });
    // go.run returns when Go first waits. The game says at once that it starts in steps; any
    // other program (the board's test page) has mounted its page by then.
    if (!window.heatStartsInSteps && window.heatStarting) {
      window.heatStarting();
    }
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

// heatOpenStorage has the browser load the page's storage in a task of its
// own while app.wasm downloads. A browser reads an origin's localStorage from
// its own process the first time a page uses it, and waits for it: without
// this, that wait falls in the task where the game mounts its first page
// (the home reads the game in progress), the longest of its start.
function heatOpenStorage() {
  setTimeout(() => {
    try {
      localStorage.length;
    } catch {
      // no storage here (a browser's privacy setting): the game does without
    }
  }, 0);
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

// heatCompileHere downloads and compiles app.wasm on the page's thread,
// streamed into the compiler, and resolves to its instance.
async function heatCompileHere(go, label, show) {
  const response = await fetch("/web/app.wasm");
  if (!response.ok) {
    throw new Error("the game could not be downloaded: " + response.status + " " + response.statusText);
  }
  heatCountProgress(response.clone(), label, show);
  if (WebAssembly.instantiateStreaming) {
    return (await WebAssembly.instantiateStreaming(response, go.importObject)).instance;
  }
  return (await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject)).instance;
}

// heatCompileInWorker has the worker of compile.js (the string
// heatCompileWorker, which the server appends to this file) download and
// compile app.wasm and warm the game up, and resolves to the compiled module
// once the warm-up is over, has failed, or has taken 3 seconds. It resolves
// to null when the worker cannot give a module (no workers, a browser that
// cannot send a module between threads, a failed download): the page then
// compiles app.wasm itself. window.heatWarmUp says how the warm-up went
// ("done", or what went wrong), for the tests.
function heatCompileInWorker(show) {
  if (!window.Worker || !WebAssembly.compileStreaming || !window.URL || !URL.createObjectURL) {
    window.heatWarmUp = "no worker";
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    let url, worker, module = null, late;
    const finish = (warmUp) => {
      clearTimeout(late);
      window.heatWarmUp = warmUp;
      if (worker) {
        worker.terminate();
      }
      if (url) {
        URL.revokeObjectURL(url);
      }
      resolve(module);
    };
    try {
      url = URL.createObjectURL(new Blob([heatCompileWorker], {type: "text/javascript"}));
      worker = new Worker(url);
    } catch (err) {
      console.warn("compiling the game in a worker:", err);
      finish("no worker: " + err);
      return;
    }
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.progress !== undefined) {
        show(m.progress);
      } else if (m.module instanceof WebAssembly.Module) {
        module = m.module;
        late = setTimeout(() => finish("too slow"), 3000);
      } else if (m.warm !== undefined) {
        finish(m.warm);
      } else {
        console.warn("compiling the game in a worker:", m.error);
        finish("no module: " + m.error);
      }
    };
    worker.onerror = worker.onmessageerror = (e) => {
      console.warn("compiling the game in a worker:", e.message || e.type);
      finish("worker failed: " + (e.message || e.type));
    };
    worker.postMessage({
      wasm: location.origin + "/web/app.wasm",
      total: parseInt(goappWasmContentLength, 10) || 0,
      exec: location.origin + "/wasm_exec.js",
      page: location.href,
    });
  });
}
