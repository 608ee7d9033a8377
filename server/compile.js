// The worker the page's loader (loader.js) starts: it downloads app.wasm, compiles it, hands the
// module to the page, then starts the game once against a stand-in for the page, so that the
// browser compiles the code the game's start runs here, on the worker's thread, and not on the
// page's: V8 compiles most of a WebAssembly module's functions the first time they run, and the
// compiled code is shared by every thread that holds the module. The page waits for this warm-up
// (or for its failure, or three seconds) before it starts the game itself.
"use strict";

// standIn is a page that answers everything: every property is another stand-in, every call
// returns one, so the game's start goes through the same code as on the page without a document.
// The few values it reads as numbers or strings are given.
function standIn(values) {
  const target = function () {};
  return new Proxy(target, {
    get(t, key) {
      if (key === Symbol.toPrimitive) {
        return () => "";
      }
      if (key === "then" || typeof key === "symbol") {
        return undefined;
      }
      if (values && key in values) {
        return values[key];
      }
      if (key in numbers) {
        return numbers[key];
      }
      return standIn();
    },
    set: () => true,
    has: () => true,
    apply: () => standIn(),
    construct: () => standIn(),
  });
}

const numbers = {length: 0, nodeType: 1, innerWidth: 412, innerHeight: 823, devicePixelRatio: 1, scrollY: 0, scrollX: 0};

// standInPage is what the worker's global scope shows the game in place of a page at url: a
// document, empty storage, and no network (nothing the warm-up does may reach a server or a peer).
function standInPage(url) {
  const storage = {getItem: () => null, setItem: () => {}, removeItem: () => {}, key: () => null, length: 0, clear: () => {}};
  const at = new URL(url);
  const location = standIn({href: at.href, pathname: at.pathname, search: at.search, hash: at.hash, origin: at.origin, host: at.host});
  const page = {document: standIn({location: location}), location: location, localStorage: storage, sessionStorage: storage};
  for (const name of ["fetch", "WebSocket", "RTCPeerConnection", "XMLHttpRequest", "EventSource", "BroadcastChannel", "indexedDB", "caches", "navigator"]) {
    page[name] = standIn();
  }
  return page;
}

onmessage = async (e) => {
  const {wasm, total, exec, page} = e.data;
  let module;
  try {
    const response = await fetch(wasm);
    if (!response.ok) {
      throw new Error(response.status + " " + response.statusText);
    }
    if (response.body && total > 0) {
      countProgress(response.clone(), total).catch(() => {});
    }
    module = await WebAssembly.compileStreaming(response);
  } catch (err) {
    postMessage({error: String(err)});
    return;
  }
  postMessage({module: module});
  postMessage({warm: await warmUp(module, exec, page)});
};

// warmUp starts the game in module against a stand-in for the page at url (HEAT_WARMUP tells
// the game: it shows its first page, then stops) and says how it went: "done", or what failed.
async function warmUp(module, exec, url) {
  try {
    importScripts(exec);
    const go = new Go();
    go.env = {HEAT_WARMUP: "1"};
    let code = 0;
    go.exit = (c) => {
      code = c;
      // What the game left scheduled (a timer, a goroutine's sleep) may still fire on this
      // thread and find the program gone: that is the end of the warm-up, not its failure,
      // and the page must not hear of it as the worker's error.
      self.addEventListener("error", (e) => e.preventDefault());
    };
    const instance = await WebAssembly.instantiate(module, go.importObject);
    for (const [name, value] of Object.entries(standInPage(url))) {
      Object.defineProperty(self, name, {value: value, configurable: true, writable: true});
    }
    await go.run(instance);
    return code === 0 ? "done" : "the game stopped with code " + code;
  } catch (err) {
    return String(err);
  }
}

// countProgress reports how much of app.wasm has arrived, up to 99%.
async function countProgress(response, total) {
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
      postMessage({progress: progress});
    }
  }
}
