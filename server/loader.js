
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
//   load that game's wasm, every other page app.wasm, every game's;
// - a link followed before the game runs opens its page once it does, a form
//   waits for it, and a button pressed before then shows that it waits (with
//   the download's progress) and is pressed again once the game runs.
async function goappInitWebAssembly() {
  let ran;
  window.heatRuns = new Promise((resolve) => (ran = resolve)); // the game runs, or cannot
  const loader = document.getElementById("app-wasm-loader");
  if (!goappCanLoadWebAssembly()) {
    loader.remove();
    ran();
    return;
  }
  const icon = document.getElementById("app-wasm-loader-icon");
  const label = document.getElementById("app-wasm-loader-label");
  const show = (progress) => {
    label.innerText = goappLoadingLabel.replace("{progress}", progress);
  };
  const pressed = []; // the buttons pressed before the game ran, in order: {selector, element}
  const early = (e) => {
    const link = e.target.closest && e.target.closest("a[href]");
    if (e.type === "submit" || (link && link.origin === location.origin && !link.target && !e.ctrlKey && !e.metaKey && !e.shiftKey)) {
      e.preventDefault();
      if (link && link.href !== location.href) {
        history.pushState(null, "", link.href);
      }
      return;
    }
    const button = e.type === "click" && e.target.closest && e.target.closest("button, [role=button], input[type=submit], input[type=button]");
    if (button && !button.disabled) {
      e.preventDefault();
      heatWaitingButton(pressed, button, label);
    }
  };
  document.addEventListener("click", early, true);
  document.addEventListener("submit", early, true);
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
      document.removeEventListener("click", early, true);
      document.removeEventListener("submit", early, true);
      setTimeout(() => {
        loader.remove();
        performance.mark("heat-started");
        heatPressAgain(pressed);
        ran();
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

// heatWaitingButton marks a button pressed before the game runs as waiting:
// busy, with the download's progress beside its label, and adds it to
// pressed with how to find it again in the page the game renders (its test
// ID, its ID, or its place in the document). The buttons are pressed again
// in the same order once the game runs (a choice, then START); only the last
// shows the progress.
function heatWaitingButton(pressed, button, label) {
  const last = pressed[pressed.length - 1];
  if ((last && last.element === button) || pressed.length >= 20) {
    return;
  }
  if (last) {
    heatStopWaiting(last);
  }
  const waiting = {element: button, selector: heatSelectorOf(button)};
  pressed.push(waiting);
  button.setAttribute("aria-busy", "true");
  button.dataset.heatWaiting = "";
  const progress = document.createElement("span");
  progress.className = "heat-waiting-progress";
  progress.setAttribute("aria-live", "polite");
  const copy = () => {
    const m = label.textContent.match(/(\d+)%/);
    progress.textContent = m ? " · " + m[1] + "%" : " · …";
  };
  copy();
  waiting.observer = new MutationObserver(copy);
  waiting.observer.observe(label, {childList: true, characterData: true, subtree: true});
  button.appendChild(progress);
  waiting.progress = progress;
}

function heatStopWaiting(waiting) {
  if (!waiting.observer) {
    return;
  }
  waiting.observer.disconnect();
  waiting.observer = null;
  waiting.progress.remove();
  waiting.element.removeAttribute("aria-busy");
  delete waiting.element.dataset.heatWaiting;
}

// heatSelectorOf is a CSS selector that finds the element again in a page
// rendered from scratch.
function heatSelectorOf(element) {
  if (element.dataset.testid) {
    return "[data-testid=" + JSON.stringify(element.dataset.testid) + "]";
  }
  if (element.id) {
    return "#" + CSS.escape(element.id);
  }
  const steps = [];
  for (let e = element; e && e !== document.body; e = e.parentElement) {
    let n = 1;
    for (let s = e.previousElementSibling; s; s = s.previousElementSibling) {
      if (s.tagName === e.tagName) {
        n++;
      }
    }
    steps.unshift(e.tagName.toLowerCase() + ":nth-of-type(" + n + ")");
  }
  return "body > " + steps.join(" > ");
}

// heatPressAgain presses, in the page the game has mounted, the buttons
// that were pressed while it loaded, in order, each in a task of its own so
// that the game handles one before the next (a button the page no longer
// has, or has disabled, is skipped). window.heatPressedEarly lists them.
function heatPressAgain(pressed) {
  if (pressed.length === 0) {
    return;
  }
  pressed.forEach(heatStopWaiting);
  window.heatPressedEarly = [];
  const next = (i) => {
    if (i >= pressed.length) {
      return;
    }
    const again = document.querySelector(pressed[i].selector);
    if (again && !again.disabled) {
      window.heatPressedEarly.push(pressed[i].selector);
      again.click();
    }
    setTimeout(() => next(i + 1), 0);
  };
  next(0);
}
