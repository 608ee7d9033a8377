
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
// - the page loads the wasm of its game (heatWasmFor): a game's own pages
//   load that game's wasm, the home page home.wasm (no game), every other
//   page app.wasm, every game's;
// - a link followed before the game runs opens its page once it does, a form
//   waits for it, and a button pressed before then shows that it waits (with
//   the download's progress) and is pressed again once the game runs: the
//   page's head catches them from the start (early.js, heatEarly).
async function goappInitWebAssembly() {
  const early = window.heatEarly || {stop: () => {}, pressAgain: () => {}}; // early.js, in the page's head
  let ran;
  window.heatRuns = new Promise((resolve) => (ran = resolve)); // the game runs, or cannot
  const loader = document.getElementById("app-wasm-loader");
  if (!goappCanLoadWebAssembly()) {
    early.stop();
    loader.remove();
    ran();
    return;
  }
  const icon = document.getElementById("app-wasm-loader-icon");
  const label = document.getElementById("app-wasm-loader-label");
  const show = (progress) => {
    label.innerText = goappLoadingLabel.replace("{progress}", progress);
  };
  try {
    await heatFirstPaint();
    heatOpenStorage();
    const wasm = heatPickWasm();
    const go = new Go();
    const compiled = await heatCompileInWorker(wasm, show);
    let instance;
    if (compiled) {
      instance = await WebAssembly.instantiate(compiled, go.importObject);
      await new Promise((next) => setTimeout(next, 0)); // the game starts in a task of its own
    } else {
      instance = await heatCompileHere(wasm, go, label, show);
    }
    show(100);
    await null; // observers of the label see 100% before the game removes it
    // The game starts in short tasks (main_wasm.go): it calls heatStarting just before go-app
    // mounts the page of the URL, in the same task. Until then a link followed opens its page;
    // the loading screen goes once that task, and so the mount, is over. The performance mark
    // "heat-started" says when, for traces and audits (cmd/audit checks Lighthouse saw it).
    window.heatStarting = () => {
      delete window.heatStarting;
      early.stop();
      setTimeout(() => {
        loader.remove();
        performance.mark("heat-started");
        early.pressAgain();
        ran();
        heatKeepForOffline(wasm);
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
    early.stop();
    icon.className = "goapp-logo";
    // A download that failed (no network, and the page not opened online before): say so in
    // words; anything else as it is.
    label.innerText = !navigator.onLine || err instanceof TypeError ?
      "The game could not be downloaded: check the connection, then reload. (A page opens offline once it has been opened online.)" :
      String(err);
    label.dataset.failed = "true";
    console.error("loading wasm failed: ", err);
    ran();
  }
}

// Heat: this declaration replaces go-app's goappInitServiceWorker above. It
// registers the same service worker once the game runs (window.heatRuns),
// not at once: the worker's install downloads every wasm (app.wasm and each
// game's own) for offline play, and on a first visit those downloads would
// share the network with the one the page waits for.
async function goappInitServiceWorker() {
  if (!("serviceWorker" in navigator)) {
    return;
  }
  await null; // the rest of app.js has run: goappInitWebAssembly set window.heatRuns
  await window.heatRuns;
  try {
    const registration = await navigator.serviceWorker.register("/app-worker.js");
    goappServiceWorkerRegistration = registration;
    goappSetupNotifyUpdate(registration);
    goappSetupPushNotification();
  } catch (err) {
    console.error("goapp service worker registration failed: ", err);
  }
}

// heatKeepForOffline puts the page's wasm in the service worker's cache when the worker does not
// download it at install (wasm.later: a game's pages with friends, which most players never
// open), so that the page opens offline after one visit. The cache is the one that holds
// app.wasm; on a first visit there is none yet, and the next visit keeps it. A new version of the
// game starts a new cache, without it, until the page is opened again.
async function heatKeepForOffline(wasm) {
  if (!wasm.later || !window.caches || !("serviceWorker" in navigator)) {
    return;
  }
  try {
    await navigator.serviceWorker.ready;
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      if (await cache.match("/web/app.wasm") && !(await cache.match(wasm.url))) {
        await cache.add(wasm.url);
      }
    }
  } catch (err) {
    console.warn("keeping " + wasm.url + " for offline play:", err);
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
async function heatCountProgress(response, size, show) {
  const total = size || parseInt(response.headers.get("Content-Length"), 10);
  if (!total || !response.body) {
    return;
  }
  const reader = response.body.getReader();
  let loaded = 0;
  let shown = -1;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) {
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
async function heatCompileHere(wasm, go, label, show) {
  const response = await fetch(wasm.url);
  if (!response.ok) {
    throw new Error("the game could not be downloaded: " + response.status + " " + response.statusText);
  }
  heatCountProgress(response.clone(), wasm.size, (progress) => label.isConnected && show(progress));
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
function heatCompileInWorker(wasm, show) {
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
      wasm: location.origin + wasm.url,
      total: wasm.size || 0,
      exec: location.origin + "/wasm_exec.js",
      page: location.href,
    });
  });
}

// heatWasmFor is the wasm that runs the page at path: its game's own (the
// server's table, heatWasmTable, lists each game's pages), else app.wasm,
// every game's. A game's wasm opens any other page as a new document
// (app/shell's elsewhere), which loads that page's wasm.
function heatWasmFor(path) {
  return heatWasmOf(path).url;
}

function heatWasmOf(path) {
  for (const w of heatWasmTable.games) {
    if ((w.paths || []).includes(path) || (w.patterns || []).some((p) => new RegExp(p).test(path))) {
      return w;
    }
  }
  return heatWasmTable.home;
}

// heatPickWasm picks the wasm of this page and says which in window.heatWasm
// (the service worker's warm-up, warmup.js, compiles that one too).
function heatPickWasm() {
  const wasm = heatWasmOf(location.pathname);
  window.heatWasm = wasm.url;
  return wasm;
}
