// Heat: the page's head runs this first, before app.js arrives: clicks and
// submits before the game runs would do nothing (the page is the server's
// pre-render, with none of the game's behaviour). It catches them until the
// loader (loader.js) calls heatEarly.stop, when the game mounts its page:
// a link followed opens its page once the game runs (the game's router reads
// the address), a form waits, and a button shows that it waits, with the
// download's progress, and is pressed again, in order, once the game runs
// (heatEarly.pressAgain).
window.heatEarly = (() => {
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
    const label = document.getElementById("app-wasm-loader-label");
    if (button && !button.disabled && label) {
      e.preventDefault();
      heatWaitingButton(pressed, button, label);
    }
  };
  document.addEventListener("click", early, true);
  document.addEventListener("submit", early, true);
  return {
    stop() {
      document.removeEventListener("click", early, true);
      document.removeEventListener("submit", early, true);
    },
    pressAgain() {
      heatPressAgain(pressed);
    },
  };
})();

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
